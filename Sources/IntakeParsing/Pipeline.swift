import IntakeCore

/// Reads one item of text into a `TaskDraft`: tokenize once, run every extractor, then the
/// refiners in order, then assemble.
///
/// This file is the one place rules are registered and ordered.
public struct TaskParser: Sendable {
  public let context: ParsingContext

  /// Extractors are independent; their order does not matter.
  static let extractors: [any Extractor] = [
    AbsoluteDateExtractor(),
    RelativeDateExtractor(),
    WeekdayExtractor(),
    PeriodExtractor(),
    HolidayExtractor(),
    TimeExtractor(),
    RecurrenceExtractor(),
    PriorityExtractor(),
    AssigneeExtractor(),
    TagExtractor(),
  ]

  /// Refiners run in this order.
  static let refiners: [any Refiner] = [
    // What was written becomes dates first, in one place, so every later refiner sees dates.
    TemporalResolver(),
    // False positives go first so they cannot merge with a real time.
    UnlikelyDateFilter(),
    // Overlaps are alternatives for the same words ("every monday" and "monday"); settle
    // them before merging, so a word cannot be merged into two phrases.
    OverlapFilter(),
    // A date after `t:` or `wait:` is when the task starts, which no later refiner chooses.
    StartDateRefiner(),
    // Offsets count from the date after them before that date can merge with a time.
    AnchorOffsetRefiner(),
    MergeDateTimeRefiner(),
    // Two days joined ("from Monday to Wednesday") are when the task starts and is due.
    DateRangeRefiner(),
    // A date a past-tense verb governs is when something happened ("the outage we had on
    // Tuesday night"), with its time merged, so both go together.
    PastEventFilter(),
    // A schedule gathers its days, interval and end said elsewhere, with its time known.
    RecurrenceJoinRefiner(),
    // The due date is chosen from the final set of dates, times and recurrences.
    ChooseDueRefiner(),
    PriorityRefiner(),
  ]

  /// Whether extractors skip words no rule of theirs names (`Item.isRuleStart`); off only in
  /// the test that holds both ways equal.
  let isGated: Bool

  public init(context: ParsingContext) {
    self.init(context: context, isGated: true)
  }

  init(context: ParsingContext, isGated: Bool) {
    self.context = context
    self.isGated = isGated
  }

  /// The draft for `text`.
  public func parse(_ text: String) -> TaskDraft {
    var trace = Trace(isEnabled: false)
    return parse(text, trace: &trace)
  }

  /// The draft for `text`, and the steps that produced it (for `--explain`).
  public func explain(_ text: String) -> (draft: TaskDraft, trace: [String]) {
    var trace = Trace(isEnabled: true)
    let draft = parse(text, trace: &trace)
    return (draft, trace.lines)
  }

  private func parse(_ text: String, trace: inout Trace) -> TaskDraft {
    // "call the hotel -- due tomorrow is a film title": what follows a lone "--" is title.
    if context.stopsAtDoubleDash, let (head, tail) = Self.split(atStop: text) {
      var draft = parse(head, trace: &trace)
      trace.note("kept \"\(tail)\" as written: it follows \"--\"")
      if draft.text.isEmpty {
        draft.text = tail.prefix(1).uppercased() + tail.dropFirst()
        draft.diagnostics.removeAll { $0.kind == .emptyTitle }
      } else {
        draft.text += " " + tail
      }
      return draft
    }
    let item = Item(text, isGated: isGated)
    var candidates: [Candidate] = []
    for extractor in Self.extractors {
      extractor.extract(from: item, context: context, into: &candidates)
    }
    if trace.isEnabled {
      for candidate in candidates {
        trace.note("found \(candidate.rule): \"\(item.text(of: candidate.range))\"")
      }
    }
    for refiner in Self.refiners {
      candidates = refiner.refine(candidates, item: item, context: context, trace: &trace)
    }
    return Assembler().assemble(candidates, item: item, context: context)
  }

  /// The text before and after the first "--" that stands alone, as todo.txt tools and
  /// shells use it to stop reading options; nil when there is none or nothing follows it.
  static func split(atStop text: String) -> (head: String, tail: String)? {
    let bytes = Array(text.utf8)
    var index = 0
    while index + 1 < bytes.count {
      let isStop =
        bytes[index] == UInt8(ascii: "-") && bytes[index + 1] == UInt8(ascii: "-")
        && (index == 0 || bytes[index - 1] == UInt8(ascii: " "))
        && (index + 2 == bytes.count || bytes[index + 2] == UInt8(ascii: " "))
      if isStop {
        let head = String(decoding: bytes[..<index], as: UTF8.self)
        // On one line, as every title is.
        let tail = String(decoding: bytes[(index + 2)...], as: UTF8.self)
          .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return tail.isEmpty ? nil : (head, tail)
      }
      index += 1
    }
    return nil
  }
}
