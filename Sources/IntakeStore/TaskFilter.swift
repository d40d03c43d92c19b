import IntakeCore

/// Which tasks `TaskRepository.tasks(matching:)` returns; every condition set must hold.
public struct TaskFilter: Equatable, Sendable {
  /// Only tasks with this status; when set, `includeDone` is ignored.
  public var status: Status?
  /// Only tasks assigned to this name, compared case-insensitively with `assigned_to`.
  ///
  /// Pass the roster name ("Ana Lima"): the filter does not resolve aliases.
  public var assignee: String?
  /// Only tasks due on or after this day; tasks with no due date are left out.
  public var dueOnOrAfter: LocalDate?
  /// Only tasks due on or before this day (inclusive); tasks with no due date are left out.
  public var dueOnOrBefore: LocalDate?
  /// Whether finished tasks are listed when no `status` is given.
  public var includeDone: Bool

  public init(
    status: Status? = nil, assignee: String? = nil, dueOnOrAfter: LocalDate? = nil,
    dueOnOrBefore: LocalDate? = nil, includeDone: Bool = false
  ) {
    self.status = status
    self.assignee = assignee
    self.dueOnOrAfter = dueOnOrAfter
    self.dueOnOrBefore = dueOnOrBefore
    self.includeDone = includeDone
  }

  /// Every task, finished ones included.
  public static let everything = TaskFilter(includeDone: true)
}
