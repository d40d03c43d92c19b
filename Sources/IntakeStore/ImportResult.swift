import IntakeCore

/// What `TaskRepository.importBatch` stored, and what it left out as already there.
public struct ImportResult: Equatable, Sendable {
  /// The new batch; nil when nothing was new, in which case nothing at all was written.
  public var batch: Batch?
  /// The tasks stored, in the order given, each with `batchID` set to the new batch.
  public var added: [StoredTask]
  /// How many of the tasks given were neither added nor updated: their content hash was
  /// already stored, or came earlier in the same import, or their task was edited by hand.
  public var skipped: Int
  /// Tasks updated because their item was edited, as now stored.
  public var updated: [StoredTask] = []
  /// Tasks whose item was edited but which were changed by hand since: left as they are.
  public var keptEdited: [StoredTask] = []

  public init(batch: Batch?, added: [StoredTask], skipped: Int) {
    self.batch = batch
    self.added = added
    self.skipped = skipped
  }
}
