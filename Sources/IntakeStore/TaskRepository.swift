import Foundation
import IntakeCore

/// Where tasks and the team roster are kept; the CLI and the app services talk only to this
/// protocol.
///
/// `SQLiteTaskRepository` is the embedded default. Every call is its own transaction, so a
/// failure leaves nothing half-written, and every call throws only `StoreError` (the streamed
/// `importBatch` also rethrows what its producer throws).
public protocol TaskRepository: AnswerCache {
  /// Where the store is, as messages name it: a file path, or a server's URL with its password
  /// hidden.
  var location: String { get }

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

  /// Hands each task the filter lets through to `body` as its row of column bytes, in the
  /// order of `tasks(matching:)`, reading one row at a time: for listing many tasks without
  /// holding them all, or making a `StoredTask` of each.
  ///
  /// The row is only valid during the call, and `body` must not use the repository (on
  /// PostgreSQL it runs as the rows arrive). The whole listing is one read transaction, so it
  /// sees one state of the store.
  /// - Throws: What reading throws, and what `body` throws (listing then stops).
  func forEachTaskRow(
    matching filter: TaskFilter, _ body: (TaskRow) throws(StoreError) -> Void
  ) throws(StoreError)

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

  /// Stores the tasks `produce` hands to its sink as one batch, in one transaction, a chunk at a
  /// time as they come: an import of any size holds one chunk of tasks.
  ///
  /// A task whose content hash is stored (or came earlier in this batch) is counted as
  /// skipped. An item of a meeting imported before whose own task is gone updates the task of
  /// the item it was before its edit (see `Reimport`), unless that task was changed by hand
  /// since. Nothing is written when no task is new or updated, or when `produce` or the store
  /// fails.
  /// - Parameters:
  ///   - source: The file or stream the tasks came from, as the batch names it.
  ///   - user: Who imports.
  ///   - now: When.
  ///   - isDryRun: Whether to roll everything back at the end: what `stored` hears is then
  ///     what the import would do.
  ///   - stored: Called with each task added (its batch id set), in the order given, then
  ///     with each task updated or kept; the batch is committed only after `produce` returns.
  ///   - produce: Hands the tasks to the sink.
  /// - Returns: The batch stored, or nil when nothing was new.
  /// - Throws: What `produce` throws, unchanged; otherwise `StoreError` (`.duplicateTask`,
  ///   `.unstorableField`, `.diskFull`, `.busy`, `.readOnly`).
  func importBatch(
    source: String, by user: String, at now: Date, isDryRun: Bool,
    stored: (ImportOutcome) -> Void, _ produce: (any ImportSink) throws -> Void
  ) throws -> Batch?

  // MARK: - Maintenance

  /// The store's own integrity checks and intake's consistency checks, reported: reads only,
  /// and complete even for a damaged store.
  func check() -> CheckReport

  /// Writes a consistent copy of the whole store, taken while others keep using it, to a new
  /// SQLite file at `destination`, checked before it returns.
  ///
  /// - Throws: `.backupExists`, `.missingFolder`, and what writing the copy throws; a failed copy
  ///   leaves no file.
  func backup(to destination: String) throws(StoreError)

  /// Everything stored, read in one transaction: for `intake copy`.
  func snapshot() throws(StoreError) -> StoreSnapshot

  /// Stores a snapshot in this empty store, all in one transaction.
  ///
  /// - Throws: `.notEmpty` when the store holds tasks, people, batches or operations; what
  ///   writing throws. Nothing is written then.
  func restore(_ snapshot: StoreSnapshot) throws(StoreError)
}

/// Where AI answers are kept between commands, by the key of the question asked: the task
/// store's own table, so a team shares its answers.
public protocol AnswerCache: Sendable {
  /// The cached AI answers among `keys`, by key.
  ///
  /// - Throws: `.busy`, `.corrupt`, `.database` when the store cannot be read.
  func cachedAnswers(_ keys: [String]) throws(StoreError) -> [String: String]

  /// Stores AI answers (replacing any under the same key), all in one transaction.
  ///
  /// - Parameters:
  ///   - answers: Key, endpoint URL and the answer as JSON text.
  ///   - now: When they were answered.
  /// - Throws: `.busy`, `.diskFull`, `.readOnly`, `.database`.
  func storeAnswers(
    _ answers: [(key: String, endpoint: String, answer: String)], at now: Date
  ) throws(StoreError)
}

/// Where a streamed import puts its tasks, inside the batch's transaction.
public protocol ImportSink: AnyObject {
  /// Tasks handed over so far.
  var given: Int { get }

  /// Takes `task` into the batch; it is stored unless a task with its content hash is stored
  /// already or came earlier.
  /// - Throws: `StoreError`: `.duplicateTask`, `.unstorableField`, `.diskFull`.
  func add(_ task: StoredTask) throws(StoreError)

  /// Takes a task read from another tool's file, which carries its own id.
  ///
  /// A task with a new id is stored; a stored one becomes what `merge` makes of it, or is left
  /// as it is when `merge` gives nil (nothing changed). An update is recorded with the batch,
  /// so undoing the batch puts the task back.
  /// - Throws: `StoreError` as `add` does.
  func put(_ task: StoredTask, merge: (StoredTask) -> StoredTask?) throws(StoreError)
}

extension TaskRepository {
  /// The streamed import, stored for good (see `importBatch(source:by:at:isDryRun:stored:_:)`).
  public func importBatch(
    source: String, by user: String, at now: Date, stored: (ImportOutcome) -> Void,
    _ produce: (any ImportSink) throws -> Void
  ) throws -> Batch? {
    try importBatch(
      source: source, by: user, at: now, isDryRun: false, stored: stored, produce)
  }

  /// Hands each task the filter lets through to `body`, in the order of `tasks(matching:)`,
  /// reading one row at a time: for listing many tasks without holding them all.
  ///
  /// The whole listing is one read transaction, so it sees one state of the store; `body`
  /// must not use the repository (see `forEachTaskRow`).
  public func forEachTask(
    matching filter: TaskFilter, _ body: (StoredTask) -> Void
  ) throws(StoreError) {
    try forEachTaskRow(matching: filter) { row throws(StoreError) in body(try row.task()) }
  }

  /// The tasks the filter lets through, read with `forEachTask`.
  public func tasks(matching filter: TaskFilter) throws(StoreError) -> [StoredTask] {
    var tasks: [StoredTask] = []
    try forEachTask(matching: filter) { tasks.append($0) }
    return tasks
  }

  /// The team as a roster, built from `members()`.
  public func roster() throws(StoreError) -> Roster {
    Roster(try members())
  }
}
