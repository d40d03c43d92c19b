import ArgumentParser
import Foundation
import IntakeApp
import IntakeCore
import IntakeParsing

/// How `intake parse -` reads its lines.
enum StreamInput: String, ExpressibleByArgument, CaseIterable {
  /// Each line is the text of one item.
  case text
  /// Each line is a JSON object: `{"text": …, "now": …, "tz": …, "id": …}`.
  case jsonl
}

extension Intake.Parse {
  /// `intake parse -`: one item per line of stdin, answered line by line as it arrives.
  ///
  /// Memory stays flat however long the stream is: a line is read, parsed and written before
  /// the next one is read, and the answers are flushed whenever the input would make the
  /// program wait. With `--json` each line gets one JSON object (JSON Lines), in order; a blank
  /// line gets `null`, so answer N is always line N's.
  func parseStream() throws {
    try Failure.report {
      let roster = try store.rosterIfAvailable()
      let base = try parsing.context(roster: roster)
      let assistant = try AIAssistant.make(options: ai, context: { base })
      let cache = try assistant.flatMap { $0.useCache ? try store.open() : nil }
      var reader = LineReader(
        handle: FileHandle.standardInput, name: "stdin", sizeLimit: Int.max)
      var output: [UInt8] = []
      output.reserveCapacity(1 << 16)
      func flush() {
        guard !output.isEmpty else { return }
        FileHandle.standardOutput.write(Data(output))
        output.removeAll(keepingCapacity: true)
      }
      reader.willRead = flush
      // What was answered before a bad line is still written.
      defer { flush() }
      var contexts = StreamContexts(base: base)
      var isFirst = true
      while let line = try reader.next() {
        let place = "stdin:\(reader.lineNumber)"
        var item = String(line)
        var context = base
        var id: String?
        if input == .jsonl, !line.allSatisfy(\.isWhitespace) {
          (item, context, id) = try contexts.read(line, at: place)
        }
        let (text, _) = TextInput.read([item])
        guard !text.isEmpty else {
          if json { output.appendText("null\n") }
          continue
        }
        var draft = TaskParser(context: context).parse(text)
        if let assistant {
          draft = assistant.improve([(draft, text)], cache: cache)[0].draft
        }
        if json {
          output.appendJSONLine(draft, id: id)
        } else {
          output.appendText((isFirst ? "" : "\n") + DraftRenderer.render(draft) + "\n")
          isFirst = false
          flush()
          Console.warn(draft.diagnostics, at: place)
        }
        if output.count >= 1 << 16 { flush() }
      }
    }
  }
}

/// The contexts of `--input jsonl` lines: each may carry its own `now` and `tz`; zones are
/// looked up once per name.
private struct StreamContexts {
  let base: ParsingContext
  private var zones: [String: TimeZone] = [:]
  /// The last reference read and its context, reused while lines repeat it.
  private var last: (now: String?, zone: String?, context: ParsingContext)?

  init(base: ParsingContext) {
    self.base = base
  }

  /// The text, context and id of one JSON line.
  /// - Throws: `CLIError` naming the line when it is not an object with a string `"text"`, or
  ///   its `now` or `tz` cannot be read.
  mutating func read(_ line: Substring, at place: String) throws -> (
    String, ParsingContext, String?
  ) {
    guard case .object(let object)? = try? JSONValue(parsing: String(line)) else {
      throw CLIError(
        "\(place): not a JSON object; write one object per line like {\"text\": \"call Ana\"}")
    }
    guard let text = object["text"]?.string else {
      throw CLIError("\(place): \"text\" is missing or not a string; give each line its text")
    }
    let id = object["id"].flatMap { $0.string ?? $0.number.map { Self.number($0) } }
    let nowText = object["now"]?.string
    let zoneName = object["tz"]?.string
    for (key, value) in [("now", nowText), ("tz", zoneName)]
    where value == nil && object[key] != nil && object[key] != .null {
      throw CLIError("\(place): \"\(key)\" must be a string")
    }
    guard nowText != nil || zoneName != nil else { return (text, base, id) }
    if let last, last.now == nowText, last.zone == zoneName { return (text, last.context, id) }
    var zone = base.timeZone
    if let zoneName {
      guard let found = zones[zoneName] ?? TimeZone(identifier: zoneName) else {
        throw CLIError(
          "\(place): \"tz\" \"\(zoneName)\" is not an IANA time zone; use a name like UTC")
      }
      zones[zoneName] = found
      zone = found
    }
    var context: ParsingContext
    if let nowText {
      guard let (date, time) = ParsingContext.localDateTime(nowText) else {
        throw CLIError(
          "\(place): \"now\" \"\(nowText)\" is not a local date-time; write it like "
            + "2026-03-04T09:00")
      }
      context = ParsingContext(
        localDate: date, time: time, timeZone: zone, dateOrder: base.dateOrder,
        roster: base.roster, dayParts: base.dayParts)
    } else {
      context = ParsingContext(
        now: base.now, timeZone: zone, dateOrder: base.dateOrder, roster: base.roster,
        dayParts: base.dayParts)
    }
    context.timeZoneName = zoneName ?? base.timeZoneName
    context.isDateOrderChosen = base.isDateOrderChosen
    last = (nowText, zoneName, context)
    return (text, context, id)
  }

  private static func number(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
