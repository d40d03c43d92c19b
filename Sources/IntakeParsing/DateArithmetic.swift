import IntakeCore

/// Calendar steps the extractors share. Weeks start on Monday.
extension LocalDate {
  /// The next date after this one (strictly) that falls on ISO `weekday`.
  func next(_ weekday: Int) -> LocalDate {
    var gap = (weekday - self.weekday + 7) % 7
    if gap == 0 { gap = 7 }
    return adding(days: gap)
  }

  /// This date if it falls on `weekday`, else the next one that does.
  func nextOrSame(_ weekday: Int) -> LocalDate {
    adding(days: (weekday - self.weekday + 7) % 7)
  }

  /// The most recent date before this one that falls on `weekday`.
  func previous(_ weekday: Int) -> LocalDate {
    var gap = (self.weekday - weekday + 7) % 7
    if gap == 0 { gap = 7 }
    return adding(days: -gap)
  }

  /// Monday of this date's week.
  var startOfWeek: LocalDate { adding(days: 1 - weekday) }

  /// The day of this date's Monday-to-Sunday week that falls on `weekday`.
  func inWeek(_ weekday: Int) -> LocalDate { startOfWeek.adding(days: weekday - 1) }

  /// The last day of this date's month.
  var endOfMonth: LocalDate {
    LocalDate(year: year, month: month, day: LocalDate.daysInMonth(year: year, month: month))
      ?? self
  }

  /// The first day of this date's month.
  var startOfMonth: LocalDate { LocalDate(year: year, month: month, day: 1) ?? self }

  /// The `ordinal`-th `weekday` of a month (1…5, or -1 for the last), if that month has one.
  static func nth(_ ordinal: Int, _ weekday: Int, year: Int, month: Int) -> LocalDate? {
    guard let first = LocalDate(year: year, month: month, day: 1) else { return nil }
    if ordinal < 0 {
      let last = first.endOfMonth
      return last.weekday == weekday ? last : last.previous(weekday)
    }
    let date = first.nextOrSame(weekday).adding(days: 7 * (ordinal - 1))
    return date.month == month ? date : nil
  }

  /// The next date on or after this one that is `month`/`day`, or nil if that never exists
  /// within the next eight years (Feb 29 waits for a leap year).
  func nextOccurrence(month: Int, day: Int) -> LocalDate? {
    for year in self.year...(self.year + 8) {
      if let date = LocalDate(year: year, month: month, day: day), date >= self { return date }
    }
    return nil
  }

  /// Adds an amount of a unit; weeks are seven days, months keep the day where they can.
  func adding(_ amount: Int, _ unit: DateWords.Unit) -> LocalDate {
    switch unit {
    case .second, .minute, .hour: return self
    case .day: return adding(days: amount)
    case .week: return adding(days: 7 * amount)
    case .fortnight: return adding(days: 14 * amount)
    case .month: return adding(months: amount)
    case .quarter: return adding(months: 3 * amount)
    case .year: return adding(months: 12 * amount)
    case .decade: return adding(months: 120 * amount)
    case .businessDay:
      var date = self
      var left = abs(amount)
      while left > 0 {
        date = date.adding(days: amount < 0 ? -1 : 1)
        if date.weekday <= 5 { left -= 1 }
      }
      return date
    case .weekday(let weekday):
      guard amount != 0 else { return self }
      return amount > 0
        ? next(weekday).adding(days: 7 * (amount - 1))
        : previous(weekday).adding(days: -7 * (-amount - 1))
    }
  }
}
