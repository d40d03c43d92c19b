import Foundation
import IntakeCore

/// Which tasks `TaskRepository.tasks(matching:)` returns; every condition set must hold.
public struct TaskFilter: Equatable, Sendable {
  /// Only tasks with this status; when set, `includeDone` is ignored.
  public var status: Status?
  /// Only tasks one of whose owners is the person this name means, under any of their
  /// spellings ("ana", "@al", "Ana Lima"), case-insensitively; a name that means nobody known,
  /// or several people, matches only itself.
  public var assignee: String?
  /// Only tasks due on or after this day; tasks with no due date are left out.
  public var dueOnOrAfter: LocalDate?
  /// Only tasks due on or before this day (inclusive); tasks with no due date are left out.
  public var dueOnOrBefore: LocalDate?
  /// Whether finished tasks are listed when no `status` is given.
  public var includeDone: Bool
  /// Only tasks with this tag (case-insensitive, without the "#").
  public var tag: String?
  /// Only tasks of this priority.
  public var priority: Priority?
  /// Only tasks whose title or notes hold this text (case-insensitive for ASCII letters).
  public var search: String?
  /// The order tasks come in.
  public var sort = TaskSort.due
  /// Whether the order is turned around.
  public var isReversed = false
  /// At most this many tasks.
  public var limit: Int?
  /// Only tasks that wait for others (a non-empty `blocked_by`).
  public var waitsOnly = false
  /// Only the tasks of this recurring series: its first task and every occurrence after it.
  public var series: UUID?
  /// Only tasks that may start by this day: no start date, or one on or before it.
  public var startedBy: LocalDate?

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

/// The orders `list` can give.
public enum TaskSort: String, Sendable, CaseIterable {
  /// Urgent tasks first, dated or not; then by when they fall due (undated last), priority
  /// and creation. An undated urgent task never sinks under dated low ones.
  case due
  /// Urgent, high, medium, low; then as `due`.
  case priority
  /// Oldest first.
  case created

  /// The ORDER BY terms, with `dueInstant` the SQL for the instant a task falls due (or the
  /// terms that stand for it) and `createdAt` for when it was made (the two backends compute
  /// them differently).
  func terms(
    dueInstant: [String], createdAt: String = "created_at"
  ) -> [(term: String, isAscending: Bool)] {
    let rank =
      "CASE priority WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END"
    // By the instant each is due in its own zone (a task's clock time alone would put
    // 15:00 in Lisbon after 13:00 in New York).
    let byDue = [("due_date IS NULL", true)] + dueInstant.map { ($0, true) }
    switch self {
    case .due:
      return [("priority = 'urgent'", false)] + byDue + [(rank, true), (createdAt, true)]
    case .priority:
      return [(rank, true)] + byDue + [(createdAt, true)]
    case .created:
      return [(createdAt, true)]
    }
  }
}

extension TaskFilter {
  /// `search` as a LIKE pattern that matches it anywhere, its `%`, `_` and `\` matched as
  /// themselves (with `ESCAPE '\'`); nil without a search.
  var searchPattern: String? {
    guard let search, !search.isEmpty else { return nil }
    return "%"
      + search.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
      + "%"
  }
}
