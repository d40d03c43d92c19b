import Foundation
import IntakeStore

extension TaskOutput {
  /// Writes every row `repository` lists for `filter` that `keep` lets through, the rows read
  /// on a thread of their own.
  ///
  /// A long listing is two halves of about the same size: reading (SQLite walking the listing
  /// index and each row, the row's bytes, the due order) and writing (the JSON and the
  /// output). The reading thread hands rows on in chunks through a `Handoff` of a few chunks,
  /// so memory stays that of a few hundred rows; the order, the bytes written and an error
  /// are what one thread gives, the error after the rows read before it.
  public mutating func appendRows(
    of repository: any TaskRepository, matching filter: TaskFilter,
    where keep: (TaskRow) throws -> Bool = { _ in true }
  ) throws {
    let handoff = Handoff<[TaskRow]>(capacity: 8)
    handoff.start { handoff in
      var chunk: [TaskRow] = []
      var isCancelled = false
      try repository.forEachTaskRow(matching: filter) { row in
        guard !isCancelled else { return }
        chunk.append(row)
        guard chunk.count == 256 else { return }
        isCancelled = !handoff.put(chunk)
        chunk = []
      }
      _ = handoff.put(chunk)
    }
    // When this thread stops early, the reading one stops handing rows on.
    defer { handoff.cancel() }
    while let chunk = try handoff.take() {
      for row in chunk where try keep(row) { try append(row) }
    }
  }
}
