import IntakeCore

/// Chooses the due date and time among the dates, times and recurrences left.
///
/// A recurrence wins; its first occurrence (`TemporalResolver.firstOccurrence`) becomes the
/// due date. Otherwise the date after a deadline word ("by friday")
/// wins, else the first date that is not what a question asks about ("ask them if they can
/// do Sun 13th and report back Thursday"), else the time after a deadline word ("with the 14:00 imagery
/// … by 16:00"), else the first time; a date that takes back one said before it ("by Tuesday, no,
/// Monday") beats both. A lone time elsewhere in the item joins it ("tomorrow … at 3pm").
/// A time with no date is today, or tomorrow when that time has passed. Dates not chosen stay
/// in the title as words.
struct ChooseDueRefiner: Refiner {
  func refine(
    _ candidates: [Candidate], item: Item, context: ParsingContext, trace: inout Trace
  ) -> [Candidate] {
    let timeLike = candidates.indices.filter { candidates[$0].isTimeLike }
    guard !timeLike.isEmpty else { return candidates }
    var result = candidates
    var dropped = Set<Int>()

    if let recurrence = timeLike.first(where: {
      candidates[$0].recurrence != nil && candidates[$0].isValueUsed
    }),
      var rule = candidates[recurrence].recurrence
    {
      // A lone time elsewhere belongs to the recurrence ("9:15am standup every weekday").
      if rule.time == nil, let timeIndex = timeLike.first(where: { isLoneTime(candidates[$0]) }) {
        rule.time = candidates[timeIndex].temporal?.time
        result[timeIndex].isValueUsed = false
      }
      for index in timeLike where index != recurrence && result[index].isValueUsed {
        dropped.insert(index)
      }
      result[recurrence].value = .recurrence(rule)
      trace.note("recurrence \(rule.rrule)")
      return result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    let dated = timeLike.filter { candidates[$0].temporal?.date != nil }
    let corrected = dated.dropFirst().last(where: { isCorrection(item, candidates[$0]) })
    let main =
      corrected ?? dated.first(where: { isDeadline(item, candidates[$0]) })
      ?? dated.first(where: { !isAsked(item, candidates[$0]) }) ?? dated.first
      ?? timeLike.first(where: { isDeadline(item, candidates[$0]) }) ?? timeLike[0]
    guard var temporal = candidates[main].temporal else { return candidates }
    if temporal.time == nil,
      let timeIndex = timeLike.first(where: { $0 != main && isLoneTime(candidates[$0]) })
    {
      temporal.time = candidates[timeIndex].temporal?.time
      result[timeIndex].isValueUsed = false
    }
    if temporal.date == nil, let time = temporal.time {
      temporal.date = TemporalResolver.day(of: time, context: context)
      trace.note("time \(time) with no date: \(temporal.date?.description ?? "")")
    }
    result[main].value = .temporal(temporal)
    for index in timeLike where index != main && result[index].isValueUsed {
      dropped.insert(index)
      trace.note("kept \"\(item.text(of: candidates[index].range))\" in the title: second date")
    }
    return result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
  }

  /// Whether `candidate` is the day a question asks about, not when the work is due: "ask
  /// the coaches if they can do Sun 13th and report back Thursday" is due Thursday.
  private func isAsked(_ item: Item, _ candidate: Candidate) -> Bool {
    var index = candidate.range.lowerBound - 1
    while index >= 0, candidate.range.lowerBound - index <= 6 {
      if item.isWord(index, "if") || item.isWord(index, "whether") { return true }
      if item.isWord(index, "and") || item.isMark(index, ",") || item.isMark(index, ".") {
        return false
      }
      index -= 1
    }
    return false
  }

  private func isLoneTime(_ candidate: Candidate) -> Bool {
    guard let temporal = candidate.temporal else { return false }
    return temporal.date == nil && temporal.time != nil
  }

  /// Words said between two dates to take back the first: "Tuesday, no, Monday", "on
  /// Wednesday, no wait, Thursday", "the 3rd, sorry, the 4th", "Friday, I mean Monday".
  private static let corrections: [[String]] = [
    ["no"], ["no", "wait"], ["wait"], ["sorry"], ["i", "mean"], ["or", "rather"],
    ["make", "that"], ["scratch", "that"],
  ]

  /// Whether the words right before `candidate` take back a date said earlier, set off by
  /// a comma or a dash.
  private func isCorrection(_ item: Item, _ candidate: Candidate) -> Bool {
    var end = candidate.range.lowerBound
    // "no, on Thursday": the connective belongs to the new date.
    if item.isWord(end - 1, in: DateWords.deadlineWords) || item.isWord(end - 1, "on") {
      end -= 1
    }
    while end > 0,
      item.isMark(end - 1, ",") || item.isMark(end - 1, "—")
        || item.isMark(end - 1, "-") || item.isMark(end - 1, "…")
    {
      end -= 1
    }
    return Self.corrections.contains { words in
      let start = end - words.count
      guard start > 0,
        words.indices.allSatisfy({ item.isWord(start + $0, words[$0]) })
      else { return false }
      return item.isMark(start - 1, ",") || item.isMark(start - 1, "—")
        || item.isMark(start - 1, "-") || item.isMark(start - 1, "…")
    }
  }

  private func isDeadline(_ item: Item, _ candidate: Candidate) -> Bool {
    let start = candidate.range.lowerBound
    // "· Due: Jul 15" and "Deadline: 3 May" too: a field that says when it is due.
    return item.isWord(start - 1, in: DateWords.deadlineWords)
      || item.isWord(start, in: DateWords.deadlineWords)
      || (item.isMark(start - 1, ":") && item.isWord(start - 2, in: Self.dueFieldKeys))
  }

  private static let dueFieldKeys: WordSet = ["due", "deadline", "by", "target", "until", "eta"]
}
