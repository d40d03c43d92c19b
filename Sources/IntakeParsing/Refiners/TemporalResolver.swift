import Foundation
import IntakeCore

/// Places what was written on the calendar, against today: the one place a `DateExpression`
/// becomes a date, and the home of the rules "tasks look forward unless the text says
/// otherwise" and "a typed year is kept".
///
/// It runs first among the refiners, so every later one sees dates.
///
/// - A typed year is kept as written, past or future.
/// - A two-digit year takes the century that puts the date nearest to today ("'80" said in
///   2011 is 1980; "5/1/40" said in 2016 is 2040).
/// - No year: with a weekday beside the date, the year nearest to today in which the two
///   agree; otherwise the first such day on or after today.
/// - A day that does not exist is refused, never rolled over.
/// - A period, a weekday of a month, a day of the month: the first such day on or after today,
///   unless the words name a past or a fixed one ("last month", "of this month", a year).
/// - "last", "ago", "yesterday" and negative offsets point back, and are not warned about.
struct TemporalResolver: Refiner {
  func refine(
    _ candidates: [Candidate], item: Item, context: ParsingContext, trace: inout Trace
  ) -> [Candidate] {
    var result = candidates
    var dropped: [Int] = []
    for index in result.indices {
      guard case .temporal(var temporal) = result[index].value, temporal.date == nil,
        let stated = temporal.stated
      else { continue }
      let range = result[index].range
      switch Self.place(stated, context: context, item: item, range: range) {
      case .invalid:
        let span = item.text(of: range)
        trace.note("refused \"\(span)\": stated \(stated); no such day")
        let diagnostic = Diagnostic(
          kind: .invalidDate,
          message: "\"\(span)\" is not a date; write a real day or leave it out", span: span)
        result[index] = Candidate(
          range: range, value: .rejected(diagnostic), confidence: 1, rule: "invalid date")
        continue
      case .nowhere:
        trace.note("dropped \"\(item.text(of: range))\": stated \(stated); no such day comes")
        dropped.append(index)
        continue
      case .placed(let placed):
        temporal.date = placed.date
        temporal.time = placed.time ?? temporal.time
        temporal.isPast = temporal.isPast || placed.isPast
        temporal.diagnostics += placed.diagnostics
        if case .weekday(let weekday) = stated, !placed.diagnostics.isEmpty {
          // Another reading exists: less sure, and least for a weekday said alone.
          result[index].confidence = min(
            result[index].confidence, weekday.placement == .bare ? 0.7 : 0.75)
        }
        trace.note(
          "placed \"\(item.text(of: range))\": stated \(stated); resolved "
            + (placed.date?.description ?? "-"))
      }
      result[index].value = .temporal(temporal)
    }
    // A day that never comes leaves nothing behind.
    for index in dropped.reversed() { result.remove(at: index) }
    return result
  }

  /// What an expression comes to.
  enum Placement: Sendable {
    /// The date, a time when the expression carries one ("now", "in 2 hours"), whether it
    /// points back, and any other reading worth reporting.
    case placed(Temporal)
    /// The day does not exist ("Feb 30", "the 31st of next month" in a 30-day month).
    case invalid
    /// No such day comes soon enough to mean one ("friday the 31st" in no coming month).
    case nowhere
  }

  /// The date (and time, for "now" and offsets) `expression` names, said at `context`'s now;
  /// `range` is where `item` wrote it, quoted in any report.
  static func place(
    _ expression: DateExpression, context: ParsingContext, item: Item, range: Range<Int>
  ) -> Placement {
    let today = context.today
    var placed = Temporal()
    switch expression {
    case .calendar(let calendar):
      guard case .date(let date) = resolve(calendar, today: today) else { return .invalid }
      placed.date = date
      // Looking back, a month and day without a year is the last one on or before today.
      if context.looksBack, calendar.year == nil, calendar.weekday == nil, date > today {
        placed.date = LocalDate(year: date.year - 1, month: date.month, day: date.day) ?? date
        placed.isPast = true
      }
    case .weekday(let weekday) where context.looksBack && weekday.placement == .bare:
      placed.date = today.weekday == weekday.weekday ? today : today.previous(weekday.weekday)
      placed.impliedWeekday = weekday.weekday
      placed.isPast = true
    case .weekday(let weekday):
      guard let temporal = resolve(weekday, today: today, span: item.text(of: range)) else {
        return .nowhere
      }
      placed = temporal
    case .day(let days):
      placed.date = today.adding(days: days)
      placed.isPast = days < 0
    case .now:
      placed.date = today
      placed.time = context.timeOfDay
    case .offset(let offset, let fromDay, let keepsClock):
      let base = today.adding(days: fromDay ?? 0)
      let moved = offset.apply(
        to: base, at: fromDay == nil ? context.timeOfDay : .midnight, isTimeStated: keepsClock)
      placed.date = moved.date
      placed.time = moved.time
      placed.isPast = offset.sign < 0
    case .period(let period):
      guard let date = resolve(period, today: today) else { return .invalid }
      placed.date = date
      if case .relative(_, let shift) = period.period { placed.isPast = shift < 0 }
    case .nthWeekday(let nth):
      guard let date = resolve(nth, today: today) else { return .nowhere }
      placed.date = date
      if case .relative(let shift) = nth.month { placed.isPast = shift < 0 }
    case .dayOfMonth(let day, let months):
      if let months {
        let month = today.adding(months: months)
        guard let date = LocalDate(year: month.year, month: month.month, day: day) else {
          return .invalid
        }
        placed.date = date
        placed.isPast = months < 0
      } else {
        var month = today.startOfMonth
        for _ in 0..<4 where placed.date == nil {
          if let date = LocalDate(year: month.year, month: month.month, day: day), date >= today {
            placed.date = date
          }
          month = month.adding(months: 1)
        }
        guard placed.date != nil else { return .nowhere }
      }
    }
    return .placed(placed)
  }

  /// The day a time said with no date falls on: today, or tomorrow once it has passed.
  static func day(of time: LocalTime, context: ParsingContext) -> LocalDate {
    time > context.timeOfDay ? context.today : context.today.adding(days: 1)
  }

  /// Where the zone's rules put a wall time the clocks skip (02:30 on the night they go
  /// forward an hour is 03:30); nil when `time` exists on `date`.
  static func skippedTime(_ time: LocalTime, on date: LocalDate, in zone: TimeZone)
    -> LocalTime?
  {
    let wall = Double(date.dayNumber * 86_400 + time.minutesOfDay * 60)
    let before = zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall - 43_200))
    let after = zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall + 43_200))
    guard after > before else { return nil }
    // Read with either offset, a real wall time gives back that offset.
    for offset in [before, after]
    where zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall - Double(offset))) == offset {
      return nil
    }
    let minutes = time.minutesOfDay + (after - before) / 60
    return minutes < 1_440 ? LocalTime(hour: minutes / 60, minute: minutes % 60) : nil
  }

  // MARK: - Recurrences

  /// The first occurrence of `rule` from today on.
  ///
  /// Today only when its time, if any, is still ahead of now. A schedule of hours or minutes
  /// with no time starts now.
  static func firstOccurrence(of rule: RecurrenceRule, context: ParsingContext) -> (
    date: LocalDate, time: LocalTime?
  ) {
    let (today, now) = (context.today, context.timeOfDay)
    let isSubDaily = rule.frequency == .hourly || rule.frequency == .minutely
    let time = rule.time ?? (isSubDaily ? now : nil)
    // A series said to start on a later day starts then; one that started before today
    // falls next on or after today, on the days its start gives it.
    let anchor = rule.start ?? today
    let start = Recurrence.Occurrence(anchor, time)
    let after: Recurrence.Occurrence?
    if anchor > today {
      after = nil
    } else if anchor < today, rule.time == nil {
      after = Recurrence.Occurrence(today.adding(days: -1), nil)
    } else {
      after = rule.time.map { _ in Recurrence.Occurrence(today, now) }
    }
    // From a past start the series steps by its interval: "every 3 days starting Monday".
    let first =
      anchor < today
      ? after.flatMap { rule.model.next(after: $0, start: start, zone: context.timeZone) }
      : rule.model.firstMatch(start: start, after: after, zone: context.timeZone)
    return (first?.date ?? today, first?.time ?? time)
  }

  // MARK: - Periods

  /// The day of a period an expression means; nil when a quarter number is not 1–4.
  static func resolve(_ expression: PeriodExpression, today: LocalDate) -> LocalDate? {
    let part = expression.part
    switch expression.period {
    case .relative(let unit, let shift):
      switch unit {
      case .week:
        let monday = today.startOfWeek.adding(days: 7 * shift)
        switch part {
        case .start: return monday
        case .middle: return monday.adding(days: 2)
        case .end:
          // Friday; said of this week at its weekend, the coming Friday.
          let friday = monday.adding(days: 4)
          return friday < today && shift >= 0 ? friday.adding(days: 7) : friday
        }
      case .weekend:
        let saturday = today.startOfWeek.adding(days: 7 * shift + 5)
        if part == .end { return saturday.adding(days: 1) }
        // "this weekend" said on its Sunday is today.
        return saturday < today && shift == 0 ? today : saturday
      case .month:
        return day(part, ofMonth: today.adding(months: shift))
      case .quarter:
        let first = LocalDate(year: today.year, month: (today.month - 1) / 3 * 3 + 1, day: 1)
        return first.flatMap { day(part, ofQuarterFrom: $0.adding(months: 3 * shift)) }
      case .year:
        return day(part, ofYear: today.year + shift)
      }
    case .month(let month):
      return (today.year...today.year + 1).lazy.compactMap { year in
        LocalDate(year: year, month: month, day: 1).flatMap { day(part, ofMonth: $0) }
      }.first { $0 >= today }
    case .quarter(let number, let year):
      guard (1...4).contains(number) else { return nil }
      let firstOf = { (year: Int) in LocalDate(year: year, month: number * 3 - 2, day: 1) }
      if let year { return firstOf(year).flatMap { day(part, ofQuarterFrom: $0) } }
      // The quarter this year, or next year's once it has ended.
      return (today.year...today.year + 1).lazy.compactMap { year -> LocalDate? in
        guard let first = firstOf(year),
          let end = day(.end, ofQuarterFrom: first), end >= today
        else { return nil }
        return day(part, ofQuarterFrom: first)
      }.first
    }
  }

  private static func day(_ part: PeriodExpression.Part, ofMonth month: LocalDate) -> LocalDate? {
    switch part {
    case .start: return month.startOfMonth
    case .middle: return LocalDate(year: month.year, month: month.month, day: 15)
    case .end: return month.endOfMonth
    }
  }

  private static func day(_ part: PeriodExpression.Part, ofQuarterFrom first: LocalDate)
    -> LocalDate?
  {
    switch part {
    case .start: return first
    case .middle: return day(.middle, ofMonth: first.adding(months: 1))
    case .end: return first.adding(months: 2).endOfMonth
    }
  }

  private static func day(_ part: PeriodExpression.Part, ofYear year: Int) -> LocalDate? {
    switch part {
    case .start: return LocalDate(year: year, month: 1, day: 1)
    case .middle: return LocalDate(year: year, month: 7, day: 1)
    case .end: return LocalDate(year: year, month: 12, day: 31)
    }
  }

  // MARK: - Weekdays of a month

  /// The nth weekday of the month an expression names; nil when that month has none (a fifth
  /// Monday) or, for an upcoming month, none is still ahead.
  static func resolve(_ expression: NthWeekdayExpression, today: LocalDate) -> LocalDate? {
    var months: [LocalDate] = []
    var mayBePast = true
    switch expression.month {
    case .upcoming:
      months = [today.startOfMonth, today.startOfMonth.adding(months: 1)]
      mayBePast = false
    case .relative(let shift):
      months = [today.adding(months: shift).startOfMonth]
    case .named(let month, let year):
      switch year {
      case .full(let value):
        months = LocalDate(year: value, month: month, day: 1).map { [$0] } ?? []
      case .twoDigit(let digits):
        let value = fullYear(twoDigits: digits, today: today)
        months = LocalDate(year: value, month: month, day: 1).map { [$0] } ?? []
      case nil:
        months = [today.year, today.year + 1].compactMap {
          LocalDate(year: $0, month: month, day: 1)
        }
        mayBePast = false
      }
    }
    return months.lazy.compactMap {
      LocalDate.nth(expression.ordinal, expression.weekday, year: $0.year, month: $0.month)
    }.first { mayBePast || $0 >= today }
  }

  // MARK: - Calendar dates
  /// What a calendar expression comes to.
  enum Resolution: Sendable, Equatable {
    case date(LocalDate)
    /// The day does not exist ("Feb 30", "31/04", "feb 29 2027").
    case invalid
  }

  /// The full year for a two-digit year: the century that puts it nearest to `today`.
  static func fullYear(twoDigits: Int, today: LocalDate) -> Int {
    let century = today.year / 100 * 100
    return [century - 100, century, century + 100].min { a, b in
      let left = abs(a + twoDigits - today.year)
      let right = abs(b + twoDigits - today.year)
      return left != right ? left < right : a > b
    }.map { $0 + twoDigits } ?? century + twoDigits
  }

  /// The date `expression` names, read on `today`.
  static func resolve(_ expression: CalendarExpression, today: LocalDate) -> Resolution {
    let (month, day) = (expression.month, expression.day)
    guard (1...12).contains(month), (1...31).contains(day) else { return .invalid }
    switch expression.year {
    case .full(let year):
      return LocalDate(year: year, month: month, day: day).map { .date($0) } ?? .invalid
    case .twoDigit(let digits):
      let year = fullYear(twoDigits: digits, today: today)
      return LocalDate(year: year, month: month, day: day).map { .date($0) } ?? .invalid
    case nil:
      // Feb 29 is a real day in some year; any other day that fails never exists.
      guard LocalDate(year: 2000, month: month, day: day) != nil else { return .invalid }
      if let weekday = expression.weekday {
        // "Tue 11/10" read day first falls on a Tuesday only years away; read month first, it
        // is this year's: numbers that may go either way take the reading nearest today that
        // falls on the weekday, when one comes within a year.
        if expression.isSwappable, LocalDate(year: 2000, month: day, day: month) != nil {
          let readings = [(month, day), (day, month)].compactMap { reading in
            nearest(month: reading.0, day: reading.1, on: weekday, to: today)
          }
          let distance = { (date: LocalDate) in abs(date.dayNumber - today.dayNumber) }
          if let near = readings.min(by: { distance($0) < distance($1) }), distance(near) <= 366 {
            return .date(near)
          }
        }
        if let date = nearest(month: month, day: day, on: weekday, to: today) {
          return .date(date)
        }
      }
      guard let date = today.nextOccurrence(month: month, day: day) else { return .invalid }
      return .date(date)
    }
  }

  /// The date a weekday expression names, with the other reading reported where one exists
  /// ("friday" said on a Friday; "next friday" while this week's is still ahead); nil when no
  /// such day comes within three years ("friday the 31st" in none of them).
  static func resolve(
    _ expression: WeekdayExpression, today: LocalDate, span: String
  ) -> Temporal? {
    let weekday = expression.weekday
    var temporal = Temporal()
    temporal.impliedWeekday = weekday
    temporal.stated = .weekday(expression)
    switch expression.placement {
    case .bare:
      temporal.date = today.next(weekday)
      if today.weekday == weekday {
        temporal.diagnostics.append(ambiguity(span, chosen: today.next(weekday), other: today))
      }
    case .this:
      temporal.date = weekday >= today.weekday ? today.inWeek(weekday) : today.next(weekday)
    case .next:
      let nextWeek = today.startOfWeek.adding(days: 7 + weekday - 1)
      temporal.date = nextWeek
      if weekday > today.weekday {
        temporal.diagnostics.append(
          ambiguity(span, chosen: nextWeek, other: today.inWeek(weekday)))
      }
    case .coming:
      temporal.date = today.next(weekday)
    case .weeksAfterComing(let weeks):
      temporal.date = today.next(weekday).adding(days: 7 * weeks)
    case .beforeLast:
      temporal.date = today.previous(weekday).adding(days: -7)
      temporal.isPast = true
    case .last:
      temporal.date = today.previous(weekday)
      temporal.isPast = true
    case .inWeek(let weeks):
      temporal.date = today.startOfWeek.adding(days: 7 * weeks + weekday - 1)
      temporal.isPast = weeks < 0
    case .onDay(let day):
      var month = today.startOfMonth
      for _ in 0..<36 {
        if let date = LocalDate(year: month.year, month: month.month, day: day), date >= today,
          date.weekday == weekday
        {
          temporal.date = date
          break
        }
        month = month.adding(months: 1)
      }
      guard temporal.date != nil else { return nil }
    }
    return temporal
  }

  private static func ambiguity(_ span: String, chosen: LocalDate, other: LocalDate)
    -> Diagnostic
  {
    Diagnostic(
      kind: .ambiguousDate,
      message: "\"\(span)\" read as \(chosen); it could also mean \(other)", span: span)
  }

  /// The `month`/`day` nearest to `today` (the later one on a tie) that falls on `weekday`,
  /// within 28 years either way (the calendar repeats by then).
  private static func nearest(month: Int, day: Int, on weekday: Int, to today: LocalDate)
    -> LocalDate?
  {
    var best: LocalDate?
    var bestDistance = Int.max
    for year in (today.year - 28)...(today.year + 28) {
      guard let date = LocalDate(year: year, month: month, day: day), date.weekday == weekday
      else { continue }
      let distance = abs(date.dayNumber - today.dayNumber)
      if distance < bestDistance || (distance == bestDistance && date > today) {
        best = date
        bestDistance = distance
      }
    }
    return best
  }
}
