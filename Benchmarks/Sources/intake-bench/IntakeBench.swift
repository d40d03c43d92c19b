import Foundation
import IntakeBenchData
import IntakeCore
import IntakeParsing

/// `intake-bench`: writes the benchmark inputs and times the extractor on date phrases.
///
/// Plain argument parsing keeps the tool free of dependencies beyond intake itself:
///
///     intake-bench generate notes --size 20MB [--seed 1] [--output PATH]
///     intake-bench generate transcript --size 5MB [--style speaker-lines|vtt]
///     intake-bench generate oneliners|phrases|tasks-jsonl --count N
///     intake-bench generate long-line --size 1MB
///     intake-bench generate bullets --count 100000
///     intake-bench throughput PHRASE_FILE [--rounds 5]
///
/// Sizes take a `KB` or `MB` suffix (10³ and 10⁶ bytes). Output goes to stdout unless
/// `--output` names a file; a summary of what was written goes to stderr.
@main
struct IntakeBench {
  static func main() {
    var arguments = Arguments(Array(CommandLine.arguments.dropFirst()))
    do {
      switch arguments.next() {
      case "generate": try generate(&arguments)
      case "throughput": try throughput(&arguments)
      default: throw UsageError(Self.usage)
      }
    } catch {
      FileHandle.standardError.write(Data("intake-bench: \(error)\n".utf8))
      exit(64)
    }
  }

  static let usage = """
    usage: intake-bench generate notes|transcript|oneliners|phrases|tasks-jsonl|long-line|bullets
             [--size 20MB] [--count N] [--seed 1] [--style speaker-lines|vtt] [--output PATH]
           intake-bench throughput PHRASE_FILE [--rounds 5]
    """

  // MARK: - generate

  static func generate(_ arguments: inout Arguments) throws {
    guard let kind = arguments.next() else { throw UsageError(usage) }
    let options = try arguments.options(allowed: ["size", "count", "seed", "style", "output"])
    let seed = try UInt64(options["seed"] ?? "1") ?? { throw UsageError("--seed takes a number") }()
    let size = try options["size"].map(parseSize) ?? 20_000_000
    let count = try options["count"].map { try Int($0) ?? { throw UsageError("bad --count") }() }
    var output = try Output(path: options["output"])
    var items = 0
    var units = 0
    switch kind {
    case "notes":
      var generator = NotesGenerator(seed: seed)
      while output.bytes < size {
        items += generator.meeting(into: &output.buffer)
        units += 1
        try output.flushIfFull()
      }
      try output.finish()
      report("\(output.bytes) bytes, \(units) meetings, \(items) open action items written")
    case "transcript":
      let name = options["style"] ?? "speaker-lines"
      guard let style = TranscriptGenerator.Style(rawValue: name) else {
        throw UsageError("--style is speaker-lines or vtt")
      }
      var generator = TranscriptGenerator(seed: seed)
      output.buffer += TranscriptGenerator.preamble(style)
      while output.bytes < size {
        items += generator.call(style, into: &output.buffer)
        units += 1
        try output.flushIfFull()
      }
      try output.finish()
      report("\(output.bytes) bytes, \(units) calls, \(items) commitments and requests written")
    case "oneliners", "phrases", "tasks-jsonl":
      var generator = OneLinerGenerator(seed: seed)
      for index in 0..<(count ?? 10_000) {
        switch kind {
        case "oneliners": output.buffer += generator.next().text
        case "phrases": output.buffer += generator.nextPhrase()
        default: output.buffer += generator.next().jsonLine(id: "gen-\(index + 1)")
        }
        output.buffer += "\n"
        try output.flushIfFull()
      }
      try output.finish()
      report("\(count ?? 10_000) lines, \(output.bytes) bytes written")
    case "long-line":
      output.buffer = NastyInputs.longLine(bytes: size, seed: seed) + "\n"
      try output.finish()
      report("one line of \(output.bytes) bytes written")
    case "bullets":
      output.buffer = NastyInputs.bullets(count: count ?? 100_000, seed: seed)
      try output.finish()
      report("\(count ?? 100_000) bullets, \(output.bytes) bytes written")
    default:
      throw UsageError(usage)
    }
  }

  /// `20MB`, `500KB` or a plain number of bytes.
  static func parseSize(_ text: String) throws -> Int {
    let upper = text.uppercased()
    let units: [(suffix: String, factor: Int)] = [("MB", 1_000_000), ("KB", 1000), ("B", 1)]
    for unit in units where upper.hasSuffix(unit.suffix) {
      if let value = Double(upper.dropLast(unit.suffix.count)) {
        return Int(value * Double(unit.factor))
      }
    }
    guard let bytes = Int(upper) else {
      throw UsageError("\"\(text)\" is not a size; write it like 20MB")
    }
    return bytes
  }

  // MARK: - throughput

  /// Times `TaskParser.parse` over every line of a file, on this thread.
  ///
  /// One warm-up pass first (caches, lazily built tables), then `rounds` timed passes; the
  /// median pass is reported, so one slow pass (another process on the core) does not decide.
  static func throughput(_ arguments: inout Arguments) throws {
    guard let path = arguments.next() else { throw UsageError(usage) }
    let options = try arguments.options(allowed: ["rounds"])
    let rounds = max(1, Int(options["rounds"] ?? "5") ?? 5)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError("\(path): cannot be read")
    }
    let phrases = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    guard !phrases.isEmpty else { throw UsageError("\(path): no phrases") }
    let today = LocalDate(year: 2026, month: 3, day: 4) ?? LocalDate(dayNumber: 20_516)
    let context = ParsingContext(
      localDate: today, time: LocalTime(uncheckedHour: 9),
      timeZone: TimeZone(identifier: "UTC")
        ?? .current)
    let parser = TaskParser(context: context)
    var found = 0
    for phrase in phrases where parser.parse(phrase).dueDate != nil { found += 1 }
    var seconds: [Double] = []
    for _ in 0..<rounds {
      let start = ContinuousClock.now
      for phrase in phrases { blackHole(parser.parse(phrase)) }
      let elapsed = ContinuousClock.now - start
      seconds.append(
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    let median = seconds.sorted()[seconds.count / 2]
    let perSecond = Double(phrases.count) / median
    print("phrases: \(phrases.count) (\(found) with a date found)")
    print("rounds: \(rounds) after 1 warm-up, median \(String(format: "%.4f", median)) s")
    print("phrases/s: \(Int(perSecond.rounded()))")
    print("µs/phrase: \(String(format: "%.2f", 1e6 / perSecond))")
  }

  static func report(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

/// Keeps the optimiser from dropping work whose result is not used.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// A command-line mistake; the message is printed after "intake-bench: ".
struct UsageError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}

/// The arguments still to read.
struct Arguments {
  private var rest: [String]

  init(_ arguments: [String]) {
    rest = arguments
  }

  /// The next positional argument.
  mutating func next() -> String? {
    guard let first = rest.first, !first.hasPrefix("--") else { return nil }
    rest.removeFirst()
    return first
  }

  /// The remaining `--name value` pairs; every name must be in `allowed`.
  func options(allowed: Set<String>) throws -> [String: String] {
    var options: [String: String] = [:]
    var index = 0
    while index < rest.count {
      let name = String(rest[index].dropFirst(2))
      guard rest[index].hasPrefix("--"), allowed.contains(name), index + 1 < rest.count else {
        throw UsageError("unexpected \"\(rest[index])\"\n\(IntakeBench.usage)")
      }
      options[name] = rest[index + 1]
      index += 2
    }
    return options
  }
}

/// Buffered output to stdout or a file, counting the bytes written.
struct Output {
  var buffer = ""
  private var written = 0
  private let handle: FileHandle

  init(path: String?) throws {
    if let path {
      guard FileManager.default.createFile(atPath: path, contents: nil),
        let handle = FileHandle(forWritingAtPath: path)
      else { throw UsageError("\(path): cannot be written") }
      self.handle = handle
    } else {
      handle = FileHandle.standardOutput
    }
  }

  /// Bytes written so far, buffered ones included.
  var bytes: Int { written + buffer.utf8.count }

  mutating func flushIfFull() throws {
    if buffer.utf8.count >= 1 << 20 { try flush() }
  }

  mutating func finish() throws {
    try flush()
    if handle !== FileHandle.standardOutput { try handle.close() }
  }

  private mutating func flush() throws {
    written += buffer.utf8.count
    try handle.write(contentsOf: Data(buffer.utf8))
    buffer = ""
  }
}
