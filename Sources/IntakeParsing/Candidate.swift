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
    /// "3 days after …", waiting for the date it counts from (AnchorOffsetRefiner).
    case offset(Offset)
    /// Words that look like a field but were refused (e.g. "Feb 30"): only a diagnostic.
    case rejected(Diagnostic)
  }

  /// Token indices, end exclusive.
  var range: Range<Int>
  var value: Value
  var confidence: Double
  /// Human name of the rule, printed by `--explain`.
  var rule: String
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
  /// Set when a month and day were given without a year and rolled forward.
  var isRolledForward = false
  /// A weekday the words also named, to check against the date ("Friday the 13th").
  var impliedWeekday: Int?
  var diagnostics: [Diagnostic] = []
}

/// A recurrence before its first occurrence is known.
struct RecurrenceRule: Sendable, Equatable {
  /// RFC 5545 frequency.
  enum Frequency: String, Sendable {
    case daily = "DAILY"
    case weekly = "WEEKLY"
    case monthly = "MONTHLY"
    case yearly = "YEARLY"
  }

  var frequency: Frequency
  var interval = 1
  /// ISO weekdays with an optional ordinal (`1MO` first Monday, `-1FR` last Friday).
  var byDay: [(ordinal: Int?, weekday: Int)] = []
  var byMonthDay: Int?
  var byMonth: Int?
  var time: LocalTime?
  /// True when `time` came from a part of the day ("every morning"), which a clock time said
  /// beside it refines ("every morning at 6").
  var isPartOfDayTime = false

  /// The RRULE text, parts in a fixed order.
  var rrule: String {
    var parts = ["FREQ=" + frequency.rawValue]
    if interval > 1 { parts.append("INTERVAL=\(interval)") }
    if let byMonth { parts.append("BYMONTH=\(byMonth)") }
    if let byMonthDay { parts.append("BYMONTHDAY=\(byMonthDay)") }
    if !byDay.isEmpty {
      let days = byDay.map { day in
        (day.ordinal.map(String.init) ?? "") + DateWords.weekdayCodes[day.weekday]
      }
      parts.append("BYDAY=" + days.joined(separator: ","))
    }
    return parts.joined(separator: ";")
  }

  static func == (lhs: RecurrenceRule, rhs: RecurrenceRule) -> Bool { lhs.rrule == rhs.rrule }
}

/// An amount of time counted from a date said after it.
struct Offset: Sendable {
  var amounts: [(Int, DateWords.Unit)]
  /// 1 after the date, -1 before it.
  var sign: Int

  /// `date` moved by the amounts.
  func apply(to date: LocalDate) -> LocalDate {
    amounts.reduce(date) { result, part in result.adding(sign * part.0, part.1) }
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
