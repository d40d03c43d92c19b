import IntakeCore

/// What `TaskRepository.undo` removed, and the tasks it kept because they were edited.
public struct UndoResult: Equatable, Sendable {
  /// The batch undone, as it was stored; its row is gone.
  public var batch: Batch
  /// How many of the batch's tasks were deleted.
  public var removed: Int
  /// The batch's tasks edited since the import, which are kept and now belong to no batch
  /// (`batchID` nil); the rest of their provenance and their content hash stay, so a re-import
  /// of the same document still skips them.
  public var keptEdited: [StoredTask]
  /// Tasks the batch had updated from their edited items, put back as they were.
  public var restored = 0

  public init(batch: Batch, removed: Int, keptEdited: [StoredTask]) {
    self.batch = batch
    self.removed = removed
    self.keptEdited = keptEdited
  }
}
