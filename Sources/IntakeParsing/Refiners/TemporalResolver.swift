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
