/// How near a task's deadline is, in bands a list can group by.
///
/// The bands do not overlap: overdue (the due day, or today's due time, has passed), today,
/// critical (the next 3 days), urgent (the 4 days after those, so within a week), upcoming
/// (later), and none for a task without a date. Done tasks have no urgency.
public enum Urgency: String, Sendable, CaseIterable, Comparable {
  case overdue, today, critical, urgent, upcoming, none

  /// The band of a task due on `date` at `time`, seen on `today` at `now`.
  public static func of(
    dueDate date: LocalDate?, time: LocalTime?, status: Status, today: LocalDate,
    now: LocalTime
  ) -> Urgency {
    guard status != .done, let date else { return .none }
    let days = date.dayNumber - today.dayNumber
    switch days {
    case ..<0: return .overdue
    case 0: return time.map { $0 < now } == true ? .overdue : .today
    case 1...3: return .critical
    case 4...7: return .urgent
    default: return .upcoming
    }
  }

  /// The days from today a band covers (overdue: every day before today), for filtering by
  /// due date; nil for `none`.
  public var days: ClosedRange<Int>? {
    switch self {
    case .overdue: return Int.min / 2 ... -1
    case .today: return 0...0
    case .critical: return 1...3
    case .urgent: return 4...7
    case .upcoming: return 8...(Int.max / 2)
    case .none: return nil
    }
  }

  /// The heading `list --group` prints.
  public var heading: String {
    switch self {
    case .overdue: return "Overdue"
    case .today: return "Due today"
    case .critical: return "Critical: the next 3 days"
    case .urgent: return "Urgent: within a week"
    case .upcoming: return "Upcoming"
    case .none: return "No date"
    }
  }

  public static func < (lhs: Urgency, rhs: Urgency) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
