import Foundation
import IntakeCore

/// One task's part in a command: added (no `before`), changed, or removed (no `after`).
public struct TaskChange: Sendable, Equatable, Codable {
  public var before: StoredTask?
  public var after: StoredTask?

  public init(before: StoredTask?, after: StoredTask?) {
    self.before = before
    self.after = after
  }

  /// The fields that differ between `before` and `after`, by their JSON names.
  public var changedFields: [String] {
    guard let before, let after else { return [] }
    return EditableFields.changed(from: before, to: after)
  }
}

/// A command's writes as the operation log keeps them, so `undo` can revert them.
///
/// `changes` hold each task as it was before the command and as the command stored it (its
/// new version included).
public struct Operation: Sendable, Equatable {
  public var id: Int64
  public var command: String
  public var createdBy: String
  public var createdAt: Date
  public var changes: [TaskChange]
  public var undoneAt: Date?

  public init(
    id: Int64, command: String, createdBy: String, createdAt: Date, changes: [TaskChange],
    undoneAt: Date? = nil
  ) {
    self.id = id
    self.command = command
    self.createdBy = createdBy
    self.createdAt = createdAt
    self.changes = changes
    self.undoneAt = undoneAt
  }
}

/// The fields of a task a command may change, for telling what an operation touched.
public enum EditableFields {
  /// Each editable field: its JSON name, whether two tasks differ in it, and how to copy it.
  private static let all:
    [(
      name: String, differs: @Sendable (StoredTask, StoredTask) -> Bool,
      copy: @Sendable (inout StoredTask, StoredTask) -> Void
    )] = [
      ("text", { $0.text != $1.text }, { $0.text = $1.text }),
      ("notes", { $0.notes != $1.notes }, { $0.notes = $1.notes }),
      ("status", { $0.status != $1.status }, { $0.status = $1.status }),
      ("priority", { $0.priority != $1.priority }, { $0.priority = $1.priority }),
      ("due_date", { $0.dueDate != $1.dueDate }, { $0.dueDate = $1.dueDate }),
      ("due_time", { $0.dueTime != $1.dueTime }, { $0.dueTime = $1.dueTime }),
      ("start_date", { $0.startDate != $1.startDate }, { $0.startDate = $1.startDate }),
      ("time_zone", { $0.timeZone != $1.timeZone }, { $0.timeZone = $1.timeZone }),
      ("recurrence", { $0.recurrence != $1.recurrence }, { $0.recurrence = $1.recurrence }),
      (
        "recurrence_from", { $0.repeatsFromCompletion != $1.repeatsFromCompletion },
        { $0.repeatsFromCompletion = $1.repeatsFromCompletion }
      ),
      ("assigned_to", { $0.assignedTo != $1.assignedTo }, { $0.assignedTo = $1.assignedTo }),
      ("owners", { $0.owners != $1.owners }, { $0.owners = $1.owners }),
      ("tags", { $0.tags != $1.tags }, { $0.tags = $1.tags }),
      ("subtasks", { $0.subtasks != $1.subtasks }, { $0.subtasks = $1.subtasks }),
      ("series_id", { $0.seriesID != $1.seriesID }, { $0.seriesID = $1.seriesID }),
      ("completed_at", { $0.completedAt != $1.completedAt }, { $0.completedAt = $1.completedAt }),
      ("blocked_by", { $0.blockedBy != $1.blockedBy }, { $0.blockedBy = $1.blockedBy }),
    ]

  /// The names of the fields that differ.
  public static func changed(from before: StoredTask, to after: StoredTask) -> [String] {
    all.filter { $0.differs(before, after) }.map(\.name)
  }

  /// `task` with the named fields taken from `source`.
  public static func copying(_ names: [String], from source: StoredTask, into task: StoredTask)
    -> StoredTask
  {
    var result = task
    for field in all where names.contains(field.name) { field.copy(&result, source) }
    return result
  }
}
