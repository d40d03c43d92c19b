import IntakeCore

/// Reads the dates written after todo.txt's `t:` and Taskwarrior's `wait:` (or `start:`,
/// `scheduled:`) as the day the task may start, not as its due date.
///
/// The key goes with the date. Cases: quick-add/explicit-syntax.jsonl.
struct StartDateRefiner: Refiner {
  private static let keys: WordSet = ["t", "wait", "start", "scheduled"]

  func refine(
    _ candidates: [Candidate], item: Item, context: ParsingContext, trace: inout Trace
  ) -> [Candidate] {
    candidates.map { candidate in
      let start = candidate.range.lowerBound
      guard start >= 2, let date = candidate.temporal?.date,
        candidate.temporal?.time == nil,
        TodoTxtGrammar.value(item, at: start - 2, keys: Self.keys) == start
      else { return candidate }
      var starting = candidate
      starting.value = .start(date)
      starting.range = start - 2..<candidate.range.upperBound
      trace.note("\"\(item.text(of: starting.range))\": the task starts on \(date)")
      return starting
    }
  }
}
