import IntakeCore

/// Chooses the due date and time among the dates, times and recurrences left, and resolves
/// what is still relative.
///
/// A recurrence wins and its first occurrence on or after today becomes the due date (the next
/// one when today's time has passed). Otherwise the date after a deadline word ("by friday")
/// wins, else the first date; a lone time elsewhere in the item joins it ("tomorrow … at 3pm").
/// A time with no date is today, or tomorrow when that time has passed. Dates not chosen stay
/// in the title as words.
struct ResolveTemporalRefiner: Refiner {
  func refine(
    _ candidates: [Candidate], item: Item, context: ParsingContext, trace: inout Trace
  ) -> [Candidate] {
    let timeLike = candidates.indices.filter { candidates[$0].isTimeLike }
    guard !timeLike.isEmpty else { return candidates }
    var result = candidates
    var dropped = Set<Int>()

    if let recurrence = timeLike.first(where: { candidates[$0].recurrence != nil }),
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
    let main =
      dated.first(where: { isDeadline(item, candidates[$0]) }) ?? dated.first ?? timeLike[0]
    guard var temporal = candidates[main].temporal else { return candidates }
    if temporal.time == nil,
      let timeIndex = timeLike.first(where: { $0 != main && isLoneTime(candidates[$0]) })
    {
      temporal.time = candidates[timeIndex].temporal?.time
      result[timeIndex].isValueUsed = false
    }
    if temporal.date == nil, let time = temporal.time {
      temporal.date = time > context.timeOfDay ? context.today : context.today.adding(days: 1)
      trace.note("time \(time) with no date: \(temporal.date?.description ?? "")")
    }
    result[main].value = .temporal(temporal)
    for index in timeLike where index != main && result[index].isValueUsed {
      dropped.insert(index)
      trace.note("kept \"\(item.text(of: candidates[index].range))\" in the title: second date")
    }
    return result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
  }

  private func isLoneTime(_ candidate: Candidate) -> Bool {
    guard let temporal = candidate.temporal else { return false }
    return temporal.date == nil && temporal.time != nil
  }

  private func isDeadline(_ item: Item, _ candidate: Candidate) -> Bool {
    let start = candidate.range.lowerBound
    return item.isWord(start - 1, in: DateWords.deadlineWords)
      || item.isWord(start, in: DateWords.deadlineWords)
  }
}

extension RecurrenceRule {
  /// The first day on or after `today` the rule falls on; today only when `time`, if any, is
  /// still ahead of `now`.
  func firstOccurrence(today: LocalDate, now: LocalTime) -> LocalDate {
    let start = (time.map { $0 <= now } ?? false) ? today.adding(days: 1) : today
    switch frequency {
    case .daily:
      return start
    case .weekly:
      guard !byDay.isEmpty else { return start }
      return byDay.map { start.nextOrSame($0.weekday) }.min() ?? start
    case .monthly:
      var month = start.startOfMonth
      for _ in 0..<24 {
        if let day = byMonthDay {
          if let date = LocalDate(year: month.year, month: month.month, day: day), date >= start {
            return date
          }
        } else if let first = byDay.first {
          if let date = LocalDate.nth(
            first.ordinal ?? 1, first.weekday, year: month.year, month: month.month),
            date >= start
          {
            return date
          }
        } else {
          return start
        }
        month = month.adding(months: 1)
      }
      return start
    case .yearly:
      guard let byMonth, let byMonthDay else { return start }
      return start.nextOccurrence(month: byMonth, day: byMonthDay) ?? start
    }
  }
}
