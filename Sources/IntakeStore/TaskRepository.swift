import Foundation
import IntakeCore

/// Where tasks and the team roster are kept; the CLI talks only to this protocol.
///
/// `SQLiteTaskRepository` is the embedded default. Every call is its own transaction, so a
/// failure leaves nothing half-written, and every call throws only `StoreError`.
public protocol TaskRepository: Sendable {
  /// Stores new tasks, all or none, as given (provenance included).
  ///
  /// For tasks added one by one; an import goes through `importBatch`, which also skips what is
  /// already stored and records the batch.
  ///
  /// - Throws: `.duplicateTask` when an id is already stored, `.diskFull`, `.busy`, `.readOnly`.
  func insert(_ tasks: [StoredTask]) throws(StoreError)

  /// The one task whose id starts with `idPrefix`.
  ///
  /// The prefix is hex digits, case-insensitive, hyphens optional ("1A2B", "1a2b3c4d-5e").
  ///
  /// - Throws: `.taskNotFound` when no id matches (or the prefix is not hex), `.ambiguousID`
  ///   when several do.
  func task(idPrefix: String) throws(StoreError) -> StoredTask

  /// The tasks the filter lets through, by due date (undated last), due time (untimed last
  /// within a day), then creation time.
  func tasks(matching filter: TaskFilter) throws(StoreError) -> [StoredTask]

  /// Hands each task the filter lets through to `body`, in the order of `tasks(matching:)`,
  /// reading one row at a time: for listing many tasks without holding them all.
  ///
  /// The whole listing is one read transaction, so it sees one state of the store.
  func forEachTask(matching filter: TaskFilter, _ body: (StoredTask) -> Void) throws(StoreError)

  /// Saves the edited fields of `task` if nobody changed it since it was read.
  ///
  /// The id, `created_by`, `created_at` and the provenance are never changed. The stored
  /// version must equal `task.version`; it is then bumped, and `updated_at`/`updated_by` set.
  ///
  /// - Parameters:
  ///   - task: The task as read, with its fields edited and its version untouched.
  ///   - user: Who makes the change, stored in `updated_by`.
  ///   - now: The time of the change, stored in `updated_at` to the millisecond.
  /// - Returns: The task as now stored, with its new version.
  /// - Throws: `.conflict` when the stored version moved on, `.taskNotFound` when the task is
  ///   gone.
  @discardableResult
  func update(_ task: StoredTask, by user: String, at now: Date) throws(StoreError) -> StoredTask

  /// Deletes the tasks with these ids, all in one transaction; unknown ids are skipped.
  ///
  /// - Returns: How many tasks were deleted.
  @discardableResult
  func delete(ids: [UUID]) throws(StoreError) -> Int

  /// Adds a person to the team; someone already known by that name joins it, keeping their
  /// spellings and tasks.
  ///
  /// - Throws: `.duplicateMember` when the name or an alias is already a team member's name or
  ///   alias (case-insensitively), `.spellingTaken` when it already means someone else,
  ///   `.emptyMemberName`.
  func addMember(_ member: TeamMember) throws(StoreError)

  /// Everyone on the team, by name.
  func members() throws(StoreError) -> [TeamMember]

  /// Takes the member with this name or alias (case-insensitive) off the team; they stay a
  /// person with their aliases, so their tasks are still found by any of their names.
  ///
  /// - Throws: `.unknownMember` when no member has that name or alias.
  func removeMember(named name: String) throws(StoreError)

  /// Everyone tasks have named or the team holds, by name.
  func people() throws(StoreError) -> [Person]

  /// Everyone, with how many open and done tasks name them.
  func peopleTally() throws(StoreError) -> PeopleTally

  /// Joins two people: the second's name and aliases become the first's aliases, the tasks
  /// that named the second name the first (one command `undo` reverts), and the first is on
  /// the team if either was.
  ///
  /// - Parameters:
  ///   - kept: Any spelling of the person kept.
  ///   - merged: Any spelling of the person merged into them.
  ///   - user: Who merges, for the tasks' `updated_by`.
  ///   - now: When.
  /// - Returns: The person kept, and how many tasks changed.
  /// - Throws: `.unknownPerson`, `.ambiguousPerson`, `.samePerson`, `.conflict`.
  @discardableResult
  func mergePeople(keeping kept: String, merging merged: String, by user: String, at now: Date)
    throws(StoreError) -> PeopleMerge

  /// The team as a roster, for resolving assignees.
  func roster() throws(StoreError) -> Roster

  // MARK: - Operations

  /// Writes one command's changes in one transaction, all or none, and records them as one
  /// operation that `undoLastOperation` can revert.
  ///
  /// A change with no `before` inserts its task; one with both updates the task if its stored
  /// version is still `before`'s (bumping it, setting `updated_at`/`updated_by`); one with no
  /// `after` deletes the task if its version is still `before`'s.
  ///
  /// - Parameters:
  ///   - changes: The command's changes, in order.
  ///   - command: What the operation is called in `undo --list` ("done", "edit", "rm").
  ///   - user: Who makes the change.
  ///   - now: When.
  /// - Returns: The changes as stored: each `after` with its new version.
  /// - Throws: `.conflict` when a task changed since it was read, `.taskNotFound`,
  ///   `.duplicateTask`; nothing is written then.
  @discardableResult
  func commit(_ changes: [TaskChange], command: String, by user: String, at now: Date)
    throws(StoreError) -> [TaskChange]

  /// The newest operations first, of one user or everyone's.
  func operations(by user: String?, limit: Int) throws(StoreError) -> [Operation]

  /// Reverts the newest operation of `user` not yet undone, in one transaction, and marks it
  /// undone.
  ///
  /// A task the operation added is deleted, one it deleted is stored again as it was, and the
  /// fields it changed are set back; the fields it did not change keep what later changes set.
  ///
  /// - Returns: The operation reverted.
  /// - Throws: `.nothingToUndo`; `.undoRefused` when a later change touched a field the
  ///   operation changed, edited a task it added, or a task it changed is gone. Nothing is
  ///   reverted then.
  func undoLastOperation(by user: String, at now: Date) throws(StoreError) -> Operation

  // MARK: - Batches

  /// Stores an import as one batch, leaving out the items already stored: all or nothing.
  ///
  /// A task is left out when its `contentHash` is already stored (by any task, imported or not)
  /// or came earlier in `tasks`; a task without a hash is always added. The others are stored
  /// with `batchID` set to a new batch (any `batchID` they carry is replaced), which records
  /// `source`, `user`, `now` and the counts. When every task is left out (or `tasks` is empty)
  /// nothing is written, no batch is made and the result's `batch` is nil: re-importing a
  /// document is a no-op that says how many items were already there.
  ///
  /// - Parameters:
  ///   - tasks: The tasks read from the import, in order, each with its `contentHash`. They are
  ///     consumed: the tasks left out are removed in place rather than copied.
  ///   - source: What was imported, shown by `intake batches`: a path, `stdin`, several paths.
  ///   - user: Who imports, stored as the batch's `created_by`.
  ///   - now: The time of the import, stored in the batch's `created_at` and its id.
  /// - Returns: The batch, the tasks stored (with their batch id) and how many were left out.
  /// - Throws: `.duplicateTask` when a task's id is already stored; a task the schema refuses
  ///   (`.database`), `.unstorableField`, `.diskFull`, `.busy`, `.readOnly`. Whatever the
  ///   error, nothing of the import is written.
  func importBatch(
    _ tasks: consuming [StoredTask], source: String, by user: String, at now: Date
  ) throws(StoreError) -> ImportResult

  /// What `importBatch` would do with each task, with nothing written: by the content hash of
  /// its item, added, updated (an edited item of a meeting imported before) or kept (its task
  /// was edited by hand); absent when the item is already stored.
  ///
  /// - Throws: `StoreError` as `importBatch` does.
  func previewImport(_ tasks: [StoredTask], by user: String, at now: Date) throws(StoreError)
    -> [String: ImportOutcome]

  /// Which of these content hashes are already stored.
  ///
  /// - Parameter hashes: `ContentHash` values, in any order, repeats allowed.
  /// - Returns: The stored ones.
  /// - Throws: `.busy`, `.corrupt`, `.database` when the database cannot be read.
  func existingHashes(_ hashes: [String]) throws(StoreError) -> Set<String>

  /// Every batch, newest first (by creation time, then by order of import).
  func batches() throws(StoreError) -> [Batch]

  /// Removes an import: its tasks not edited since, and the batch itself, in one transaction.
  ///
  /// A task counts as edited when its version moved past 1: every change bumps it (marking it
  /// done is an edit). The times and editor a task came with from another tool's file do not
  /// count. Edited tasks are kept, detached from the batch, and reported.
  ///
  /// - Parameter batchID: The batch's id or a unique prefix of it, case-insensitive, with or
  ///   without the leading `b-` ("b-20260304-0900", "20260304-0900"); nil for the newest batch.
  /// - Returns: The batch, how many tasks were deleted, and the edited tasks kept.
  /// - Throws: `.noBatches` when `batchID` is nil and no batch is stored, `.batchNotFound`,
  ///   `.ambiguousBatchID`.
  func undo(batchID: String?) throws(StoreError) -> UndoResult
}

extension TaskRepository {
  /// The team as a roster, built from `members()`.
  public func roster() throws(StoreError) -> Roster {
    Roster(try members())
  }
}
