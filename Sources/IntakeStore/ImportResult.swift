import IntakeCore

/// What `TaskRepository.importBatch` stored, and what it left out as already there.
public struct ImportResult: Equatable, Sendable {
  /// The new batch; nil when nothing was new, in which case nothing at all was written.
  public var batch: Batch?
  /// The tasks stored, in the order given, each with `batchID` set to the new batch.
  public var added: [StoredTask]
  /// How many of the tasks given were left out: their content hash was already stored, or
  /// came earlier in the same import.
  public var skipped: Int

  public init(batch: Batch?, added: [StoredTask], skipped: Int) {
    self.batch = batch
    self.added = added
    self.skipped = skipped
  }
}
