import IntakeCore

/// A calendar date as it was written: the parts stated, and which were left out.
///
/// Extractors read these; `TemporalResolver` places them on the calendar, so the rules for a
/// missing year, a two-digit year and a weekday said beside the date live in one place.
struct CalendarExpression: Sendable, Equatable {
  /// A year as typed.
  enum Year: Sendable, Equatable {
    /// Three or four digits, or words ("2031", "nineteen ninety").
    case full(Int)
    /// Two digits ("'98", "4/2/31"): the century is the resolver's choice.
    case twoDigit(Int)
  }

  var year: Year?
  var month: Int
  var day: Int
  /// A weekday written beside the date ("Friday, 6 March").
  var weekday: Int?
}

/// A weekday as it was written, and how the words placed it.
struct WeekdayExpression: Sendable, Equatable {
  /// How the words around a weekday place it.
  enum Placement: Sendable, Equatable {
    /// "friday", "by fri": the next one after today.
    case bare
    /// "this friday": in this Monday–Sunday week, or the next one once passed.
    case this
    /// "next friday": in next week.
    case next
    /// "coming friday": the next one after today.
    case coming
    /// "last friday", "past friday": the most recent one before today.
    case last
    /// "friday next week" (1), "tuesday of this week" (0), "friday last week" (-1).
    case inWeek(weeksFromThis: Int)
    /// "friday the 13th": the next 13th on or after today that falls on it.
    case onDay(Int)
    /// "the friday after next": a week after the coming one.
    case afterNext
    /// "tuesday before last": a week before the most recent one.
    case beforeLast
  }

  /// ISO weekday, 1 = Monday.
  var weekday: Int
  var placement: Placement
}

/// Places what was written on the calendar, against today: the one home of the date rules
/// "tasks look forward unless the text says otherwise" and "a typed year is kept".
///
/// - A typed year is kept as written, past or future.
/// - A two-digit year takes the century that puts the date nearest to today ("'80" said in
///   2011 is 1980; "5/1/40" said in 2016 is 2040).
/// - No year: with a weekday beside the date, the year nearest to today in which the two
///   agree; otherwise the first such day on or after today.
/// - A day that does not exist is refused, never rolled over.
enum TemporalResolver {
  /// What a calendar expression comes to.
  enum Resolution: Sendable, Equatable {
    case date(LocalDate, isRolledForward: Bool)
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
      return LocalDate(year: year, month: month, day: day).map {
        .date($0, isRolledForward: false)
      } ?? .invalid
    case .twoDigit(let digits):
      let year = fullYear(twoDigits: digits, today: today)
      return LocalDate(year: year, month: month, day: day).map {
        .date($0, isRolledForward: false)
      } ?? .invalid
    case nil:
      // Feb 29 is a real day in some year; any other day that fails never exists.
      guard LocalDate(year: 2000, month: month, day: day) != nil else { return .invalid }
      if let weekday = expression.weekday,
        let date = nearest(month: month, day: day, on: weekday, to: today)
      {
        return .date(date, isRolledForward: date.year > today.year)
      }
      guard let date = today.nextOccurrence(month: month, day: day) else { return .invalid }
      return .date(date, isRolledForward: date.year > today.year)
    }
  }

  /// The date a weekday expression names, with the other reading reported where one exists
  /// ("friday" said on a Friday; "next friday" while this week's is still ahead); nil when no
  /// such day comes within three years ("friday the 31st" in none of them).
  static func resolve(_ expression: WeekdayExpression, today: LocalDate, span: String)
    -> Temporal?
  {
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
    case .afterNext:
      temporal.date = today.next(weekday).adding(days: 7)
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

// MARK: - What was stated, for --explain

extension CalendarExpression: CustomStringConvertible {
  /// "month 3, day 6, year not written, weekday 5": the parts as the text gave them.
  var description: String {
    let yearText: String
    switch year {
    case .full(let value): yearText = "year \(value)"
    case .twoDigit(let value): yearText = "year '\(value < 10 ? "0" : "")\(value)"
    case nil: yearText = "year not written"
    }
    return "month \(month), day \(day), \(yearText)" + (weekday.map { ", weekday \($0)" } ?? "")
  }
}

extension WeekdayExpression: CustomStringConvertible {
  /// "weekday 5, next": the weekday and how the words placed it.
  var description: String { "weekday \(weekday), \(placement)" }
}

extension StatedDate: CustomStringConvertible {
  var description: String {
    switch self {
    case .calendar(let expression): return expression.description
    case .weekday(let expression): return expression.description
    }
  }
}
