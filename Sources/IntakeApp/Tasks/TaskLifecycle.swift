import Foundation
import IntakeCore
import IntakeStore

/// The life of stored tasks: done, started, reopened, removed.
///
/// Every command's changes are one `commit` (one transaction on any backend, all or none),
/// which `undo` reverts.
public enum TaskLifecycle {
  /// The tasks the prefixes name, every one resolved before any is changed, so one bad id
  /// changes nothing.
  ///
  /// - Throws: `StoreError.taskNotFound` or `.ambiguousID` for the first prefix that fails.
  public static func tasks(_ prefixes: [String], in repository: any TaskRepository)
    throws(StoreError) -> [StoredTask]
  {
    try prefixes.map { prefix throws(StoreError) in try repository.task(idPrefix: prefix) }
  }

  /// Sets the status of the tasks the prefixes name, in one transaction.
  ///
  /// Done stamps `completedAt`; a recurring task marked done gets its next occurrence (due on
  /// the next day its rule gives after the due date and after `now`) unless `endsSeries`. A
  /// task already in that status is left alone and said so.
  /// - Parameters:
  ///   - status: The new status.
  ///   - prefixes: Task ids or unique prefixes.
  ///   - repository: The store.
  ///   - user: Who makes the change.
  ///   - now: When.
  ///   - endsSeries: Whether marking a recurring task done ends its series.
  ///   - checksPrerequisites: Whether a task that waits for open tasks is refused; a
  ///     prerequisite marked done by the same command does not block.
  /// - Returns: One line per task for the user ("Done 1a2b3c4d: buy milk", "  next: …").
  /// - Throws: `StoreError` (`.conflict` when a task changed since it was read: nothing is
  ///   written then), `ServiceError` for a task still waiting, `RecurrenceError`.
  public static func setStatus(
    _ status: Status, of prefixes: [String], in repository: any TaskRepository, by user: String,
    at now: Date, endsSeries: Bool = false, checksPrerequisites: Bool = false
  ) throws -> [String] {
    let tasks = try tasks(prefixes, in: repository)
    if status == .done, checksPrerequisites {
      let named = Set(tasks.map(\.id))
      for task in tasks {
        let open = try Dependencies.open(of: task, in: repository).filter {
          !named.contains($0.id)
        }
        guard open.isEmpty else {
          let list = open.map { "\($0.shortID) (\($0.text))" }
          throw ServiceError(
            "\(task.shortID) waits for \(list.joined(separator: ", ")), still "
              + "open; finish \(open.count == 1 ? "it" : "them") first or pass --force")
        }
      }
    }
    var changes: [TaskChange] = []
    var lines: [String] = []
    for task in tasks {
      if task.status == status {
        lines.append("\(task.shortID) is already \(status.rawValue): \(task.text)")
        continue
      }
      var changed = task
      changed.status = status
      changed.completedAt = status == .done ? now : nil
      let verb = [Status.done: "Done", .todo: "Reopened", .inProgress: "Started"][status] ?? ""
      lines.append("\(verb) \(task.shortID): \(task.text)")
      if status == .done, task.recurrence != nil {
        let next = endsSeries ? nil : try task.nextOccurrence(completedAt: now, by: user)
        if let next {
          changed.seriesID = next.seriesID
          changes.append(TaskChange(before: task, after: changed))
          changes.append(TaskChange(before: nil, after: next))
          let due = [next.dueDate?.description, next.dueTime?.description].compactMap { $0 }
          lines.append("  next: \(next.shortID) due \(due.joined(separator: " "))")
          continue
        }
        lines.append("  the series ends here")
      }
      changes.append(TaskChange(before: task, after: changed))
    }
    let command = [Status.done: "done", .todo: "reopen", .inProgress: "start"][status] ?? "status"
    try repository.commit(changes, command: command, by: user, at: now)
    return lines
  }

  /// Deletes the tasks the prefixes name, in one transaction that `undo` reverts.
  ///
  /// - Returns: The tasks deleted.
  /// - Throws: `StoreError`; nothing is deleted then.
  public static func remove(
    _ prefixes: [String], in repository: any TaskRepository, by user: String, at now: Date
  ) throws(StoreError) -> [StoredTask] {
    let tasks = try tasks(prefixes, in: repository)
    try repository.commit(
      tasks.map { TaskChange(before: $0, after: nil) }, command: "rm", by: user, at: now)
    return tasks
  }
}
