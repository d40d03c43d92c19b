/// What a date phrase stated, before it is placed on the calendar.
///
/// Extractors build these from the words; `TemporalResolver` alone turns them into dates,
/// against today, so what was written (a year? a weekday? an offset from what?) survives to
/// the one place that decides, and to `--explain`.
indirect enum DateExpression: Sendable {
  /// "March 6", "6/3/27", "2026-03-06", "Friday, 6 March".
  case calendar(CalendarExpression)
  /// "friday", "next friday", "friday the 13th".
  case weekday(WeekdayExpression)
  /// Whole days from today: "today" 0, "tomorrow" 1, "yesterday" -1.
  case day(Int)
  /// "now", "at the moment": today, at the reference time.
  case now
  /// An amount of time from now ("in 2.5 hours", "now + 30 minutes"), or from the start of a
  /// day counted from today ("2 weeks from tomorrow": `fromDay` 1). With `keepsClock` the
  /// result keeps now's time even for whole days ("now + 3 days").
  case offset(Offset, fromDay: Int?, keepsClock: Bool)
  /// A period or a part of one: "next week", "end of Q2", "mid-April".
  case period(PeriodExpression)
  /// "the first monday of april", "the last friday of the month", Thanksgiving.
  case nthWeekday(NthWeekdayExpression)
  /// A day of a month named from this one: "the 12th of next month" (1); with no month said
  /// ("on the 3rd"), this month's, or the next month's once it has passed.
  case dayOfMonth(Int, monthsFromThis: Int?)
}

/// A calendar date as it was written: the parts stated, and which were left out.
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
  /// Whether the numbers could be read in the other order ("11/10" with no order chosen):
  /// a weekday beside them may settle which.
  var isSwappable = false
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
    /// "the friday after next", "friday week" (1), "friday fortnight" (2): weeks after the
    /// coming one.
    case weeksAfterComing(Int)
    /// "tuesday before last": a week before the most recent one.
    case beforeLast
  }

  /// ISO weekday, 1 = Monday.
  var weekday: Int
  var placement: Placement
}

/// A calendar period, or the part of it a deadline means.
struct PeriodExpression: Sendable, Equatable {
  /// Which period.
  enum Period: Sendable, Equatable {
    /// Counted from the current one: "this week" (0), "next month" (1), "last quarter" (-1).
    case relative(RelativePeriodGrammar.Unit, shift: Int)
    /// A month by name, in the year it next comes: "april".
    case month(Int)
    /// A quarter by number, in a year written or the one it next ends in: "Q2", "Q1 2027".
    case quarter(Int, year: Int?)
  }

  /// The day of the period meant.
  enum Part: Sendable, Equatable {
    /// Its first day: "next week" (Monday), "start of june", "early next month".
    case start
    /// Its middle: "mid-april" (the 15th), "mid next week" (Wednesday).
    case middle
    /// Its last working day where people mean a deadline: "end of week" (Friday), "eom".
    case end
  }

  var period: Period
  var part: Part
}

/// The nth weekday of a month: "the first monday of april", "last friday of the month".
struct NthWeekdayExpression: Sendable, Equatable {
  /// Which month.
  enum Month: Sendable, Equatable {
    /// "of the month": this one, or next once the day has passed.
    case upcoming
    /// "of this month" (0), "of next month" (1), "in 2 months" (2): that month, even past.
    case relative(Int)
    /// "of april": in the year it next comes; with a year written, that year.
    case named(Int, year: CalendarExpression.Year?)
  }

  /// 1–5, or -1 for the last.
  var ordinal: Int
  /// ISO weekday, 1 = Monday.
  var weekday: Int
  var month: Month
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

extension PeriodExpression: CustomStringConvertible {
  /// "end of next month", "middle of month 4", "end of Q2 2027".
  var description: String {
    let period: String
    switch self.period {
    case .relative(let unit, let shift):
      switch shift {
      case 0: period = "this \(unit)"
      case 1: period = "next \(unit)"
      case -1: period = "last \(unit)"
      default: period = "the \(unit) \(shift) from this"
      }
    case .month(let month): period = "month \(month), year not written"
    case .quarter(let number, let year):
      period = "Q\(number)" + (year.map { " \($0)" } ?? ", year not written")
    }
    return "\(part) of \(period)"
  }
}

extension NthWeekdayExpression: CustomStringConvertible {
  /// "weekday 1 number 2 of next month".
  var description: String {
    let which: String
    switch month {
    case .upcoming: which = "this month, or next once passed"
    case .relative(let shift): which = "the month \(shift) from this"
    case .named(let month, let year):
      let yearText =
        switch year {
        case .full(let value): "year \(value)"
        case .twoDigit(let value): "year '\(value)"
        case nil: "year not written"
        }
      which = "month \(month), \(yearText)"
    }
    return "weekday \(weekday) number \(ordinal) of \(which)"
  }
}

extension DateExpression: CustomStringConvertible {
  var description: String {
    switch self {
    case .calendar(let expression): return expression.description
    case .weekday(let expression): return expression.description
    case .day(let days): return "\(days) days from today"
    case .now: return "now"
    case .offset(let offset, let fromDay, _):
      let amounts = offset.amounts.map { "\(offset.sign * $0.0) \($0.1)" }
      let base = fromDay.map { "the start of the day \($0) from today" } ?? "now"
      return amounts.joined(separator: ", ") + " from " + base
    case .period(let expression): return expression.description
    case .nthWeekday(let expression): return expression.description
    case .dayOfMonth(let day, let months):
      return "day \(day) of "
        + (months.map { "the month \($0) from this" } ?? "this month, or next once passed")
    }
  }
}
