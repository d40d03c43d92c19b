import IntakeCore
import IntakeStore

/// Which tasks to show: the filters of `list` and `export`, and of `GET /api/tasks`.
public struct TaskQuery: Sendable, Equatable {
  /// The `due` windows.
  public enum DueWindow: String, CaseIterable, Sendable {
    case today
    case overdue
    case week
  }

  public var status: String?
  /// A name, alias or any spelling of a person.
  public var assignee: String?
  public var tag: String?
  public var priority: String?
  public var search: String?
  public var sort = "due"
  public var limit: Int?
  public var isReversed = false
  public var due: DueWindow?
  public var urgency: Urgency?
  /// Whether finished tasks (and tasks whose start date is ahead) are shown too.
  public var includesAll = false

  public init() {}

  /// What is wrong with the query, naming each setting and its value as `naming` writes
  /// them (`--status "x"` on the command line, `status=x` in a URL); nil when nothing is.
  public func problem(naming: (_ name: String, _ value: String) -> String) -> String? {
    if let status, Status(rawValue: status) == nil {
      return "\(naming("status", status)) is not one of todo, in_progress, done"
    }
    if let priority, Priority(rawValue: priority.lowercased()) == nil {
      return "\(naming("priority", priority)) is not one of low, medium, high, urgent"
    }
    if TaskSort(rawValue: sort.lowercased()) == nil {
      return "\(naming("sort", sort)) is not one of due, priority, created"
    }
    if let limit, limit < 1 {
      return "\(naming("limit", String(limit))) is not a count; give 1 or more"
    }
    return nil
  }

  /// The store's filter for the query, read against `today`.
  public func filter(today: LocalDate, includeDone: Bool) -> TaskFilter {
    var filter = TaskFilter(
      status: status.flatMap(Status.init(rawValue:)), includeDone: includeDone)
    filter.tag = tag.map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }
    filter.priority = priority.flatMap { Priority(rawValue: $0.lowercased()) }
    filter.search = search
    filter.sort = TaskSort(rawValue: sort.lowercased()) ?? .due
    filter.isReversed = isReversed
    filter.limit = limit
    filter.assignee = assignee
    switch due {
    case .today?:
      filter.dueOnOrAfter = today
      filter.dueOnOrBefore = today
    case .overdue?:
      filter.dueOnOrBefore = today.adding(days: -1)
      filter.status = filter.status ?? .todo
    case .week?:
      filter.dueOnOrAfter = today
      filter.dueOnOrBefore = today.adding(days: 6)
    case nil: break
    }
    if let range = urgency?.days {
      // Today's tasks may already be overdue by their time: the bands are settled by `keeps`.
      let first = max(range.lowerBound, -36_500)
      let last = min(range.upperBound, 36_500)
      filter.dueOnOrAfter = max(filter.dueOnOrAfter ?? .distantPast, today.adding(days: first))
      filter.dueOnOrBefore = min(
        filter.dueOnOrBefore ?? .distantFuture, today.adding(days: max(last, 0)))
    }
    return filter
  }

  /// Whether a task the filter let through is in the asked deadline band, read at `today`
  /// and `now` (the time of day).
  public func keeps(_ task: StoredTask, today: LocalDate, now: LocalTime) -> Bool {
    guard let urgency else { return true }
    return Urgency.of(
      dueDate: task.dueDate, time: task.dueTime, status: task.status, today: today, now: now)
      == urgency
  }
}

extension LocalDate {
  /// Bounds for date filters that are never reached.
  static let distantPast = LocalDate(year: 1, month: 1, day: 1) ?? LocalDate(dayNumber: -719_162)
  static let distantFuture =
    LocalDate(year: 9999, month: 12, day: 31) ?? LocalDate(dayNumber: 2_932_896)
}
