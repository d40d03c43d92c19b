import Foundation
import IntakeCore

/// Where tasks and the team roster are kept; the CLI talks only to this protocol.
///
/// `SQLiteTaskRepository` is the embedded default. Every call is its own transaction, so a
/// failure leaves nothing half-written, and every call throws only `StoreError`.
public protocol TaskRepository: Sendable {
  /// Stores new tasks, all or none.
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

  /// Adds a person to the team.
  ///
  /// - Throws: `.duplicateMember` when the name or an alias is already someone's name or alias
  ///   (case-insensitively), `.emptyMemberName`.
  func addMember(_ member: TeamMember) throws(StoreError)

  /// Everyone on the team, by name.
  func members() throws(StoreError) -> [TeamMember]

  /// Removes the member with this name or alias (case-insensitive), aliases included.
  ///
  /// - Throws: `.unknownMember` when nobody has that name or alias.
  func removeMember(named name: String) throws(StoreError)

  /// The team as a roster, for resolving assignees.
  func roster() throws(StoreError) -> Roster
}

extension TaskRepository {
  /// The team as a roster, built from `members()`.
  public func roster() throws(StoreError) -> Roster {
    Roster(try members())
  }
}
