import Foundation
import IntakeCore

/// A value an extractor found in an item, with the tokens it came from.
///
/// Extractors propose candidates independently; refiners merge, drop and resolve them; the
/// assembler turns the survivors into a `TaskDraft`.
struct Candidate: Sendable {
  /// What was found.
  indirect enum Value: Sendable {
    case temporal(Temporal)
    case recurrence(RecurrenceRule)
    case priority(Priority, isExplicit: Bool)
    case owners([Owner])
    case tag(String)
    /// The day the task may start (todo.txt's `t:`, Taskwarrior's `wait:`).
    case start(LocalDate)
    /// "3 days after …", waiting for the date it counts from (AnchorOffsetRefiner).
    case offset(Offset)
    /// Words that look like a field but were refused (e.g. "Feb 30"): only a diagnostic.
    case rejected(Diagnostic)
  }

  /// Token indices, end exclusive.
  var range: Range<Int>
  var value: Value
  var confidence: Double
  /// Human name of the rule, printed by `--explain`; never read by a refiner.
  var rule: String
  /// The rule's family, which refiners branch on.
  var kind = RuleKind.other
  /// False for words that carry meaning beyond the field ("fix the critical bug").
  var removesWords = true
  /// False when a refiner chose another candidate for the field but the words still go
  /// ("asap" beside an explicit "!low").
  var isValueUsed = true

  /// Whether this is a date, a time or both.
  var temporal: Temporal? {
    if case .temporal(let value) = value { return value }
    return nil
  }

  /// Whether this is a recurrence.
  var recurrence: RecurrenceRule? {
    if case .recurrence(let value) = value { return value }
    return nil
  }

  /// Whether this candidate competes with dates, times and recurrences for the same words.
  var isTimeLike: Bool { temporal != nil || recurrence != nil }
}

/// The family of rule a candidate came from, for the refiners that treat some differently.
///
/// Display names (`Candidate.rule`) are for people and may change; these may not.
enum RuleKind: Sendable, Equatable {
  case other
  /// Two numbers and a slash without a year ("4/2"): could be a count or a fraction.
  case numericMonthDay
  /// A weekday said alone ("friday", "by fri").
  case weekday
  /// A weekday placed in a week or month: "friday next week", "friday the 13th", "the friday
  /// after next".
  case weekdayInWeek
  /// A weekday with a modifier: "this friday", "next friday", "last friday".
  case weekdayRelative
  /// An offset counted from now or today: "in 3 days", "3 days from now".
  case offsetFromNow
  /// An offset counted from a named day: "2 weeks from tomorrow".
  case offsetFromDay
  /// An offset waiting for the date after it: "3 days after …".
  case offsetBeforeAnchor
  /// A signed offset counted from the date before it: "… + 3 days".
  case offsetAfterAnchor
  /// "midnight": the end of the day it is said with.
  case midnight
  /// "today", "tomorrow", "yesterday": now moved by whole days.
  case relativeDay

  /// Whether the rule counts a length of time from now or a named day.
  var isCountedFromNow: Bool {
    self == .offsetFromNow || self == .offsetFromDay || self == .offsetBeforeAnchor
  }

  /// Whether the rule names a weekday that a full date said beside it may stand for
  /// ("friday, march 6", "this friday 6.3."): any weekday but "next"/"last" forms' weeks.
  var isPlainWeekday: Bool {
    self == .weekday || self == .weekdayInWeek || self == .weekdayRelative
  }
}

/// A date, a time of day, or both, resolved against the context.
struct Temporal: Sendable {
  var date: LocalDate?
  var time: LocalTime?
  /// True when the time is a named part of the day ("morning"), which an explicit hour beats.
  var isVagueTime = false
  /// The hour as written when no am/pm or 24-hour form settled it ("at 8" → 8), so a part
  /// of the day said beside it can pick the half.
  var bareHour: Int?
  /// True when the date was read from a phrase that points back ("yesterday", "ago").
  var isPast = false
  /// What the text stated, which the resolver places to set `date`.
  ///
  /// Boxed, as candidates are copied often.
  var stated: DateExpression?

  /// The calendar date as written, if a calendar date rule found it.
  var calendar: CalendarExpression? {
    get {
      if case .calendar(let expression) = stated { return expression }
      return nil
    }
    set { stated = newValue.map { .calendar($0) } }
  }

  /// A weekday the words also named, to check against the date ("Friday the 13th").
  var impliedWeekday: Int?
  var diagnostics: [Diagnostic] = []
}

/// A recurrence before its first occurrence is known.
struct RecurrenceRule: Sendable, Equatable {
  typealias Frequency = Recurrence.Frequency

  /// How a series ends: after a number of occurrences, on a day, or after a length of time
  /// counted from its first occurrence ("for 6 weeks"), which becomes a day once that is known.
  enum End: Sendable {
    case count(Int)
    case until(LocalDate)
    case length(Int, DateWords.Unit)
  }

  var frequency: Frequency
  var interval = 1
  /// ISO weekdays with an optional ordinal (`1MO` first Monday, `-1FR` last Friday).
  var byDay: [(ordinal: Int?, weekday: Int)] = []
  /// A day of the month; -1 is the last.
  var byMonthDay: Int?
  var byMonth: Int?
  var time: LocalTime?
  /// True when `time` came from a part of the day ("every morning"), which a clock time said
  /// beside it refines ("every morning at 6").
  var isPartOfDayTime = false
  var end: End?
  /// True for a frequency said as an adjective ("biweekly sync"), which only counts when
  /// days said elsewhere in the item join it ("… on thursdays").
  var isAdjective = false
  /// True when the next occurrence counts from completion ("every 3 days after done").
  var isFromCompletion = false
  /// The day the series starts, said apart from it ("every week starting March 6"); its
  /// first occurrence is on or after that day.
  var start: LocalDate?

  /// Whether only the frequency was said ("weekly", "every month"): no day, time or end.
  var isBare: Bool {
    byDay.isEmpty && byMonthDay == nil && byMonth == nil && time == nil && end == nil
  }

  /// The shared model of the rule; an end said as a length of time is left out until the
  /// first occurrence is known (`resolved(from:in:)`).
  var model: Recurrence {
    var count: Int?
    var until: Recurrence.Until?
    switch end {
    case .count(let value): count = value
    case .until(let day): until = .day(day)
    case .length, nil: break
    }
    return Recurrence(
      frequency: frequency, interval: interval, byMonth: byMonth.map { [$0] } ?? [],
      byMonthDay: byMonthDay.map { [$0] } ?? [],
      byDay: byDay.map { Recurrence.Weekday($0.weekday, ordinal: $0.ordinal) }, count: count,
      until: until)
  }

  /// The model with its end placed: a length counted from `first` becomes its last day, and
  /// the last day of a series with a time becomes a UTC instant in `zone` (RFC 5545 asks for
  /// one when the start has a zone).
  func resolved(from first: LocalDate, in zone: TimeZone) -> Recurrence {
    var result = model
    if case .length(let amount, let unit) = end {
      result.until = .day(first.adding(amount, unit).adding(days: -1))
    }
    if time != nil, case .day(let day)? = result.until {
      result.until = Recurrence.until(endOf: day, in: zone)
    }
    return result
  }

  /// The RRULE text, parts in a fixed order.
  var rrule: String { model.description }

  static func == (lhs: RecurrenceRule, rhs: RecurrenceRule) -> Bool { lhs.rrule == rhs.rrule }
}

/// An amount of time counted from a date: the one said after it ("3 days after may 2"), or,
/// for a signed offset ("4pm + 3 days"), the one said before it.
struct Offset: Sendable {
  var amounts: [(Int, DateWords.Unit)]
  /// 1 after the date, -1 before it.
  var sign: Int
  /// Whether a unit shorter than a day was written, so the result has a time of day.
  var hasTimeOfDay: Bool
  /// True for "+ 3 days" / "-2h": the date it counts from comes before it, or is now.
  var countsFromPrevious = false

  /// `date` moved by the calendar amounts (days and longer), ignoring the rest.
  func apply(to date: LocalDate) -> LocalDate {
    amounts.reduce(date) { result, part in result.adding(sign * part.0, part.1) }
  }

  /// `date` at `time` moved by every amount.
  ///
  /// The result has a time when a unit shorter than a day was written, or when `isTimeStated` (the anchor's own time: "4pm + 3 days"; not the
  /// clock an offset from now starts at); seconds count, then the minute is taken ("in 3
  /// sec" at 10:30 is 10:30), and a fraction of a day moves the clock but shows as a date
  /// ("in 1.5 days").
  func apply(to date: LocalDate, at time: LocalTime?, isTimeStated: Bool) -> (
    date: LocalDate, time: LocalTime?
  ) {
    let day = apply(to: date)
    var seconds = (time ?? .midnight).minutesOfDay * 60
    var hasSubDayPart = false
    for (amount, unit) in amounts {
      switch unit {
      case .second: seconds += sign * amount
      case .minute: seconds += sign * amount * 60
      case .hour: seconds += sign * amount * 3600
      default: continue
      }
      hasSubDayPart = true
    }
    let keepsTime = hasTimeOfDay || (isTimeStated && time != nil)
    guard hasSubDayPart else { return (day, keepsTime ? time : nil) }
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let inDay = (seconds - days * 86_400) / 60
    let clock = LocalTime(hour: inDay / 60, minute: inDay % 60)
    return (day.adding(days: days), keepsTime ? clock : nil)
  }
}

/// A person named as owning the task.
struct Owner: Sendable, Equatable {
  /// Roster display name, or the name as written when it is not on the roster.
  var name: String
  var isOnRoster: Bool
  /// True when the name fits several team members ("Ana" with two Anas on the team).
  var isAmbiguous = false
}
