import IntakeCore

/// Joins a date with a time said next to it ("tomorrow at 8am", "5pm friday", "by 11:59pm on
/// march 31", "friday, march 6"), and a recurrence with its time ("every weekday at 9:15am").
///
/// An explicit hour beats a part of the day ("7am this morning"); a part of the day sets the
/// half of a bare hour ("at 8 tonight" is 20:00, "at 8 tomorrow morning" 08:00). A weekday
/// next to a full date is checked against it and reported when they disagree.
struct MergeDateTimeRefiner: Refiner {
  /// Words that may stand between a date and its time.
  private static let joiners: WordSet = [
    "at", "on", "@", ",", "-", "by", "around", "the", "starting", "from", "after",
  ]

  func refine(
    _ candidates: [Candidate], item: Item, context: ParsingContext, trace: inout Trace
  ) -> [Candidate] {
    var result: [Candidate] = []
    let sorted = candidates.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
    for (position, candidate) in sorted.enumerated() {
      if let last = result.last, last.isTimeLike, candidate.isTimeLike,
        isGap(item, last.range.upperBound, candidate.range.lowerBound),
        !isDeadlineOfNext(item, last, candidate, sorted.dropFirst(position + 1).first),
        let merged = merge(last, candidate, item: item, context: context)
      {
        trace.note(
          "merged \"\(item.text(of: last.range))\" + \"\(item.text(of: candidate.range))\"")
        result[result.count - 1] = merged
      } else {
        result.append(candidate)
      }
    }
    return result
  }

  /// Whether `time`, set off from the date before it by "by", is the deadline's time of the
  /// date right after it: "post the rota for the week of 10/19 by 5pm tomorrow" is due
  /// tomorrow at 17:00.
  private func isDeadlineOfNext(
    _ item: Item, _ last: Candidate, _ time: Candidate, _ next: Candidate?
  ) -> Bool {
    guard let next, next.temporal?.date != nil, next.recurrence == nil,
      let clock = time.temporal, clock.date == nil, clock.time != nil,
      next.range.lowerBound == time.range.upperBound,
      (last.range.upperBound..<time.range.lowerBound).contains(where: { item.isWord($0, "by") })
    else { return false }
    return true
  }

  private func isGap(_ item: Item, _ from: Int, _ to: Int) -> Bool {
    guard from <= to, to - from <= 2 else { return false }
    for index in from..<to {
      let token = item.tokens[index]
      guard Self.joiners.contains(token.lower) else { return false }
    }
    return true
  }

  private func merge(
    _ first: Candidate, _ second: Candidate, item: Item, context: ParsingContext
  ) -> Candidate? {
    var merged = first
    merged.range = first.range.lowerBound..<second.range.upperBound
    merged.confidence = min(first.confidence, second.confidence)
    merged.rule = first.rule + " + " + second.rule

    if var rule = first.recurrence ?? second.recurrence {
      guard let other = (first.recurrence == nil ? first : second).temporal,
        other.date == nil, var time = other.time
      else { return nil }
      if let partTime = rule.time {
        // "every morning at 6": the clock time, in the half of the day the part names.
        guard rule.isPartOfDayTime, other.bareHour != nil || !other.isVagueTime else { return nil }
        if let bare = other.bareHour,
          let inHalf = DayPart.hour(bare, minute: time.minute, inHalfOf: partTime)
        {
          time = inHalf
        }
      }
      rule.time = time
      rule.isPartOfDayTime = false
      merged.value = .recurrence(rule)
      return merged
    }
    guard let a = first.temporal, let b = second.temporal else { return nil }
    var value = a
    switch (a.date, b.date) {
    case (nil, nil):
      guard let time = combine(a, b) else { return nil }
      value.time = time
      value.date = nil
    case (.some, nil), (nil, .some):
      if a.time != nil && b.time != nil {
        guard let time = combine(a, b) else { return nil }
        value.time = time
      } else {
        value.time = a.time ?? b.time
      }
      value.date = a.date ?? b.date
      value.stated = a.date != nil ? a.stated : b.stated
      value.impliedWeekday = a.date != nil ? a.impliedWeekday : b.impliedWeekday
      merged.kind = (a.date != nil ? first : second).kind
      value.isPast = a.date != nil ? a.isPast : b.isPast
      value.diagnostics = a.diagnostics + b.diagnostics
      value.isVagueTime = (a.time != nil ? a : b).isVagueTime
      value.bareHour = (a.time != nil ? a : b).bareHour
      // "friday at midnight" is the night after Friday: 00:00 on Saturday.
      if (a.time != nil ? first : second).kind == .midnight, value.time == .midnight {
        value.date = value.date?.adding(days: 1)
      }
    case (.some(let left), .some):
      // "the cut-over weekend by Friday": a deadline between two dates keeps them apart.
      if (first.range.upperBound..<second.range.lowerBound).contains(where: {
        item.isWord($0, "by")
      }) {
        return nil
      }
      // "friday, march 6": a weekday beside a full date. Two weekdays are two dates
      // ("arrived on Monday by Friday").
      let weekdayOnly =
        first.kind.isPlainWeekday ? a : second.kind.isPlainWeekday ? b : nil
      guard let weekdayOnly, !(first.kind.isPlainWeekday && second.kind.isPlainWeekday),
        a.time == nil || b.time == nil
      else { return nil }
      let isFirstWeekday = weekdayOnly.date == left
      let full = isFirstWeekday ? b : a
      value = full
      value.time = a.time ?? b.time
      merged.kind = (isFirstWeekday ? second : first).kind
      // "Friday, 6 March": without a year, the weekday chooses it.
      if let weekday = weekdayOnly.impliedWeekday, var calendar = full.calendar,
        calendar.year == nil
      {
        calendar.weekday = weekday
        if case .date(let date) = TemporalResolver.resolve(calendar, today: context.today),
          date != full.date
        {
          value.date = date
          value.calendar = calendar
          let span = item.text(of: merged.range)
          value.diagnostics.append(
            Diagnostic(
              kind: .ambiguousDate,
              message: "\"\(span)\": read as \(date), the nearest \(Self.dayName(weekday)) "
                + "\(Self.monthName(calendar.month)) \(calendar.day); check the date", span: span))
        }
      }
      if let weekday = weekdayOnly.impliedWeekday, let date = value.date, date.weekday != weekday {
        value.diagnostics.append(
          Diagnostic(
            kind: .ambiguousDate,
            message:
              "\"\(item.text(of: merged.range))\": \(date) is not a \(Self.dayName(weekday)); "
              + "check the date", span: item.text(of: merged.range)))
      }
    }
    merged.value = .temporal(value)
    return merged
  }

  /// A clock time and a part of the day: the clock time, in the half of the day the part names.
  ///
  /// The half only moves for a bare hour ("at 8 tonight"). Two clock times do not merge.
  private func combine(_ a: Temporal, _ b: Temporal) -> LocalTime? {
    let aIsPart = a.isVagueTime && a.bareHour == nil
    let bIsPart = b.isVagueTime && b.bareHour == nil
    guard aIsPart != bIsPart else { return aIsPart ? a.time : nil }
    let (clock, part) = aIsPart ? (b, a) : (a, b)
    guard let clockTime = clock.time, let partTime = part.time else { return nil }
    guard let bare = clock.bareHour else { return clockTime }
    return DayPart.hour(bare, minute: clockTime.minute, inHalfOf: partTime)
  }

  private static func monthName(_ month: Int) -> String {
    [
      "", "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ][month]
  }

  private static func dayName(_ weekday: Int) -> String {
    ["", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][weekday]
  }
}
