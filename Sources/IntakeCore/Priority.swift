/// How urgent a task is, in the Shared Todo List's four levels.
public enum Priority: String, Codable, Sendable, CaseIterable, Comparable {
  case low
  case medium
  case high
  case urgent

  /// The level used when nothing in the text says otherwise.
  public static let defaultLevel = Priority.medium

  private var rank: Int {
    switch self {
    case .low: return 0
    case .medium: return 1
    case .high: return 2
    case .urgent: return 3
    }
  }

  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rank < rhs.rank }
}

/// Where a task stands.
public enum Status: String, Codable, Sendable, CaseIterable {
  case todo
  case inProgress = "in_progress"
  case done
}
