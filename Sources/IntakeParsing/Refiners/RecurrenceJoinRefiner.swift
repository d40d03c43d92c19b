import IntakeCore

/// Joins a schedule with the parts of it said elsewhere in the item.
///
/// - The days of a bare frequency said beside it: "march 3 every year" (yearly on March 3),
///   "on the 5th every month", "friday every week".
/// - Weekdays said apart from an interval: "biweekly sync … on thursdays", "every two weeks
///   review … on mondays" are one schedule, every other Thursday or Monday.
/// - The end of a series: "until december 18", "till friday", "through the end of january"
///   anywhere in the item ends the schedule on that day.
/// - The start of a series: "starting March 6", "from friday", "beginning on the 1st", and
///   todo.txt's `due:` beside `rec:`, give the day the series starts; a frequency said as an
///   adjective with a start is a schedule ("quarterly report commencing April 1").
///
/// Joined parts stay candidates whose value is not used, so their words leave the title. A
/// frequency said as an adjective that nothing joins is dropped: "biweekly report" keeps its
/// words.
struct RecurrenceJoinRefiner: Refiner {
  /// Words that say a date ends a series.
  private static let untilWords: WordSet = ["until", "till", "til", "through", "thru", "ending"]
  /// Words that say a date starts a series.
  private static let startWords: WordSet = [
    "starting", "from", "beginning", "commencing", "effective", "due",
  ]
  /// Words that may stand between a start word and its date ("starting on the 6th").
  private static let startFillers: WordSet = ["on", "the", "with"]
  /// Words that may stand between a date and the frequency that repeats it.
  private static let joiners: WordSet = ["on", "the", ",", "of"]

  func refine(
    _ candidates: [Candidate], item: Item, context: ParsingContext, trace: inout Trace
  ) -> [Candidate] {
    guard candidates.contains(where: { $0.recurrence != nil }) else { return candidates }
    var result = candidates.sorted { $0.range.lowerBound < $1.range.lowerBound }
    joinDays(&result, item, trace: &trace)
    joinWeekdays(&result, trace: &trace)
    joinEnd(&result, item, trace: &trace)
    joinStart(&result, item, trace: &trace)
    return result.filter { $0.recurrence?.isAdjective != true || !$0.isValueUsed }
  }

  // MARK: - "march 3 every year", "friday every week"

  private func joinDays(_ candidates: inout [Candidate], _ item: Item, trace: inout Trace) {
    for index in candidates.indices {
      guard var rule = candidates[index].recurrence, rule.isBare, !rule.isAdjective,
        candidates[index].isValueUsed
      else { continue }
      for other in [index - 1, index + 1] where candidates.indices.contains(other) {
        guard candidates[other].isValueUsed, let temporal = candidates[other].temporal,
          temporal.date != nil, temporal.time == nil,
          isGap(item, candidates[min(index, other)].range, candidates[max(index, other)].range),
          apply(
            temporal, kind: candidates[other].kind,
            namesMonth: candidates[other].range.contains {
              item.lookup($0, in: DateWords.months) != nil
            },
            to: &rule)
        else { continue }
        candidates[index].value = .recurrence(rule)
        candidates[other].isValueUsed = false
        trace.note("joined \"\(item.text(of: candidates[other].range))\" to the schedule")
        break
      }
    }
  }

  /// Sets the day a bare frequency repeats on from a date said beside it; false when the
  /// date does not fit the frequency.
  private func apply(
    _ temporal: Temporal, kind: RuleKind, namesMonth: Bool, to rule: inout RecurrenceRule
  ) -> Bool {
    switch rule.frequency {
    case .yearly:
      guard let calendar = temporal.calendar, calendar.year == nil, namesMonth else { return false }
      rule.byMonth = calendar.month
      rule.byMonthDay = calendar.day
    case .monthly:
      guard let calendar = temporal.calendar, calendar.year == nil,
        !namesMonth
      else { return false }
      rule.byMonthDay = calendar.day
    case .weekly:
      guard kind == .weekday, let date = temporal.date else { return false }
      rule.byDay = [(nil, date.weekday)]
    default:
      return false
    }
    return true
  }

  private func isGap(_ item: Item, _ first: Range<Int>, _ second: Range<Int>) -> Bool {
    guard first.upperBound <= second.lowerBound, second.lowerBound - first.upperBound <= 2
    else { return false }
    return (first.upperBound..<second.lowerBound).allSatisfy {
      Self.joiners.contains(item.tokens[$0].lower)
    }
  }

  // MARK: - "biweekly … on thursdays"

  private func joinWeekdays(_ candidates: inout [Candidate], trace: inout Trace) {
    let schedules = candidates.indices.filter {
      candidates[$0].recurrence != nil && candidates[$0].isValueUsed
    }
    guard
      let frequency = schedules.first(where: {
        guard let rule = candidates[$0].recurrence else { return false }
        return rule.frequency == .weekly && rule.byDay.isEmpty && rule.interval > 1
      }),
      let days = schedules.first(where: {
        guard let rule = candidates[$0].recurrence else { return false }
        return $0 != frequency && rule.frequency == .weekly && rule.interval == 1
          && !rule.byDay.isEmpty && !rule.isAdjective
      }),
      var interval = candidates[frequency].recurrence, let weekdays = candidates[days].recurrence
    else { return }
    // The one used is the one that is not an adjective, so the schedule keeps its own range.
    let (kept, joined) = interval.isAdjective ? (days, frequency) : (frequency, days)
    interval.byDay = weekdays.byDay
    interval.time = interval.time ?? weekdays.time
    interval.isPartOfDayTime = interval.isPartOfDayTime || weekdays.isPartOfDayTime
    interval.end = interval.end ?? weekdays.end
    interval.isAdjective = false
    candidates[kept].value = .recurrence(interval)
    candidates[joined].isValueUsed = false
    trace.note("joined the weekdays to the interval: \(interval.rrule)")
  }

  // MARK: - "until december 18"

  private func joinEnd(_ candidates: inout [Candidate], _ item: Item, trace: inout Trace) {
    guard
      let schedule = candidates.indices.first(where: {
        candidates[$0].recurrence.map { $0.end == nil && !$0.isAdjective } == true
          && candidates[$0].isValueUsed
      }), var rule = candidates[schedule].recurrence
    else { return }
    for index in candidates.indices where index != schedule && candidates[index].isValueUsed {
      let range = candidates[index].range
      guard let date = candidates[index].temporal?.date,
        item.isWord(range.lowerBound - 1, in: Self.untilWords)
          || item.isWord(range.lowerBound, in: Self.untilWords)
      else { continue }
      rule.end = .until(date)
      candidates[schedule].value = .recurrence(rule)
      candidates[index].isValueUsed = false
      if item.isWord(range.lowerBound - 1, in: Self.untilWords) {
        candidates[index].range = range.lowerBound - 1..<range.upperBound
      }
      trace.note("the schedule ends on \(date)")
      return
    }
  }

  // MARK: - "starting march 6"

  private func joinStart(_ candidates: inout [Candidate], _ item: Item, trace: inout Trace) {
    guard
      let schedule = candidates.indices.first(where: {
        candidates[$0].recurrence.map { $0.start == nil } == true && candidates[$0].isValueUsed
      }), var rule = candidates[schedule].recurrence
    else { return }
    for index in candidates.indices where index != schedule && candidates[index].isValueUsed {
      let range = candidates[index].range
      guard let temporal = candidates[index].temporal, let date = temporal.date,
        temporal.time == nil, let word = startWord(item, before: range.lowerBound)
      else { continue }
      // "quarterly board pack commencing April 1": a start makes an adjective a schedule.
      rule.isAdjective = false
      rule.start = date
      candidates[schedule].value = .recurrence(rule)
      candidates[index].isValueUsed = false
      candidates[index].range = word..<range.upperBound
      trace.note("the schedule starts on \(date)")
      return
    }
  }

  /// The index of the word that says the date at `start` starts a series ("starting", "from
  /// the", todo.txt's "due:"), or nil.
  private func startWord(_ item: Item, before start: Int) -> Int? {
    if start >= 2, item.isMark(start - 1, ":"),
      TodoTxtGrammar.value(item, at: start - 2, keys: Self.dueKeys) == start
    {
      return start - 2
    }
    var index = start - 1
    while index >= 0, item.isWord(index, in: Self.startFillers) { index -= 1 }
    guard index >= 0, index < start, item.isWord(index, in: Self.startWords),
      !item.isWord(index, "due")
    else { return nil }
    return index
  }

  private static let dueKeys: WordSet = ["due"]
}
