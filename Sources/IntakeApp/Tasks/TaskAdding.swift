import Foundation
import IntakeCore
import IntakeStore

/// Adding one task read from text, as `intake add` and `POST /api/tasks` do.
public enum TaskAdding {
  /// Writes the draft's owners under the names of the people they mean, then stores the task
  /// in one transaction, logged so `intake undo` takes it back.
  ///
  /// - Parameters:
  ///   - draft: The task read; its owners are resolved and their warnings added in place.
  ///   - sourceText: The text the task was read from.
  ///   - isDone: Whether the text marked it finished (`[x]`).
  ///   - user: Who adds it (`created_by`).
  ///   - now: When.
  ///   - repository: Where it is stored.
  ///   - people: The repository's people when the caller has read them already (for the
  ///     roster), so they are not read again; nil reads them.
  /// - Returns: The task as stored.
  /// - Throws: `StoreError` when the store cannot be read or written.
  public static func add(
    _ draft: inout TaskDraft, sourceText: String, isDone: Bool = false, by user: String,
    at now: Date, into repository: any TaskRepository, people: [Person]? = nil
  ) throws -> StoredTask {
    try (people.map(OwnerNames.init(people:)) ?? OwnerNames(repository)).resolve(&draft)
    var task = StoredTask(
      draft: draft, status: isDone ? .done : .todo, createdBy: user, createdAt: now,
      sourceText: sourceText)
    if isDone { task.completedAt = now }
    try repository.commit(
      [TaskChange(before: nil, after: task)], command: "add", by: user, at: now)
    return task
  }
}
