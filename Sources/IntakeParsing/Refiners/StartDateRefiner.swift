import IntakeCore

/// Reads the day a task may start, which is not its due date.
///
/// That is the date after todo.txt's `t:` and Taskwarrior's `wait:` (or `start:`,
/// `scheduled:`), and a start someone will make, said after the task's first words ("…; she
/// will start on Saturday").
///
/// The key or the start words go with the date. When the item repeats, a start said in words
/// is the series' start instead (RecurrenceJoinRefiner). Cases: quick-add/explicit-syntax.jsonl,
/// quick-add/recurrence-starts.jsonl.
struct StartDateRefiner: Refiner {
  private static let keys: WordSet = ["t", "wait", "start", "scheduled"]
  /// Words that say a date is when someone starts.
  ///
  /// They count after one who will ("she will start on Saturday"). "Set up the rotation,
  /// starting Monday" is read as due Monday, as people who label tasks read it, and "the code
  /// freeze begins Thursday" says when something happens.
  private static let verbs: WordSet = ["start", "begin"]

  func refine(
    _ candidates: [Candidate], item: Item, context: ParsingContext, trace: inout Trace
  ) -> [Candidate] {
    let repeats = candidates.contains { $0.recurrence != nil }
    return candidates.map { candidate in
      guard let date = candidate.temporal?.date, candidate.temporal?.time == nil,
        let first = startOfStart(item, before: candidate.range.lowerBound, repeats: repeats)
      else { return candidate }
      var starting = candidate
      starting.value = .start(date)
      starting.range = first..<candidate.range.upperBound
      trace.note("\"\(item.text(of: starting.range))\": the task starts on \(date)")
      return starting
    }
  }

  /// The index where the words that make the date at `start` a start begin, or nil.
  private func startOfStart(_ item: Item, before start: Int, repeats: Bool) -> Int? {
    if start >= 2, TodoTxtGrammar.value(item, at: start - 2, keys: Self.keys) == start {
      return start - 2
    }
    // "not before the 20th", "no earlier than Monday": the day the work may start.
    var before = start - 1
    if item.isWord(before, "the") { before -= 1 }
    if item.isWord(before, "before"), item.isWord(before - 1, "not") { return before - 1 }
    if item.isWord(before, "than"), item.isWord(before - 1, "earlier"),
      item.isWord(before - 2, "no")
    {
      return before - 2
    }
    guard !repeats else { return nil }
    var index = start - 1
    if item.isWord(index, "on") || item.isWord(index, "from") { index -= 1 }
    // After the task's first words: "start the report on Monday" is a task due Monday.
    guard index >= 2, !item.isJoined(index), item.isWord(index, in: Self.verbs),
      item.isWord(index - 1, in: Self.modals) || item.word(index - 1)?.hasSuffix("'ll") == true
    else { return nil }
    // "…; she will start on Saturday": a clause that only says the start goes whole.
    var clause = index
    if item.isWord(clause - 1, in: Self.modals) { clause -= 1 }
    if let subject = item.word(clause - 1),
      Self.subjects.contains(subject) || subject.hasSuffix("'ll")
    {
      clause -= 1
    }
    if clause < index,
      item.isMark(clause - 1, ";") || item.isMark(clause - 1, ",")
        || item.isWord(clause - 1, "and")
    {
      return clause - 1
    }
    return index
  }

  private static let modals: WordSet = ["will", "can", "would", "should", "shall", "could"]
  private static let subjects: Set<String> = ["i", "we", "you", "he", "she", "they"]
}
