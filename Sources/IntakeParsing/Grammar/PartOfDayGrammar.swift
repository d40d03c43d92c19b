import IntakeCore

/// A part of the day named instead of a clock time: "morning", "evenings", "night".
///
/// Written once for every rule that reads one: a time ("tomorrow morning"), a recurrence
/// ("every weekday morning", "mondays evenings"), a bare hour's half ("6 in the evening").
/// The hour each part stands for is the user's (`DayPartHours`). Cases: quick-add/times*.jsonl.
enum DayPart: Sendable, Equatable {
  case morning
  case afternoon
  case evening
  case night

  /// Singular and plural names; the plural is how a recurrence says them ("mornings").
  private static let words = WordTable<DayPart>([
    "morning": .morning, "mornings": .morning, "afternoon": .afternoon,
    "afternoons": .afternoon, "evening": .evening, "evenings": .evening, "night": .night,
    "nights": .night,
  ])

  /// The part of the day the word at `index` names, or nil.
  ///
  /// With `allowsPlural` false only the singular counts ("tomorrow morning", not
  /// "tomorrow mornings").
  static func read(_ item: Item, at index: Int, allowsPlural: Bool = true) -> DayPart? {
    guard let part = item.lookup(index, in: words) else { return nil }
    if !allowsPlural, item.word(index)?.hasSuffix("s") == true { return nil }
    return part
  }

  /// The hour this part stands for, as the user set it.
  func time(in hours: DayPartHours) -> LocalTime {
    switch self {
    case .morning: return hours.morning
    case .afternoon: return hours.afternoon
    case .evening: return hours.evening
    case .night: return hours.night
    }
  }

  /// A bare hour ("at 8") moved into the half of the day `partTime` lies in: 8 with 20:00 is
  /// 20:00, 8 with 09:00 is 08:00.
  static func hour(_ bare: Int, minute: Int, inHalfOf partTime: LocalTime) -> LocalTime? {
    LocalTime(hour: partTime.hour < 12 ? bare % 12 : bare % 12 + 12, minute: minute)
  }
}
