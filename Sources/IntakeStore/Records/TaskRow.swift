import Foundation
import GRDB
import GRDBSQLite
import IntakeCore

/// One stored task as the store holds it: each column's text as UTF-8 bytes, or NULL.
///
/// For long listings. Making a `StoredTask` of every row (a string for each column, parsed
/// dates and ids, decoded JSON arrays) was half of `intake list --json` over 100,000 tasks; a
/// writer that can work from the bytes reads them here, and asks for `task()` only for a row
/// it cannot vouch for. A row's bytes lie in one buffer, sized once per row
/// (SQLite) or reused while it grows (PostgreSQL).
public struct TaskRow: Sendable {
  /// A column of `tasks`, in the order of `StoredTask.columns`.
  public enum Column: Int, CaseIterable, Sendable {
    case id, text, notes, status, completed, priority, dueDate, dueTime, timeZone, recurrence
    case assignedTo, owners, createdBy, createdAt, updatedAt, updatedBy, subtasks, tags, version
    case sourceText, sourceFile, sourceLine, batchID, sourceSpeaker, sourceTimestamp
    case contentHash, seriesID, completedAt, blockedBy, recurrenceFrom, foundBy, sourceMeeting
    case startDate

    /// The columns' names in `tasks` (and in the PostgreSQL backend's derived table).
    static let names = [
      "id", "text", "notes", "status", "completed", "priority", "due_date", "due_time",
      "time_zone", "recurrence", "assigned_to", "owners", "created_by", "created_at",
      "updated_at", "updated_by", "subtasks", "tags", "version", "source_text", "source_file",
      "source_line", "batch_id", "source_speaker", "source_timestamp", "content_hash",
      "series_id", "completed_at", "blocked_by", "recurrence_from", "found_by", "source_meeting",
      "start_date",
    ]
  }

  /// Every column's bytes, one after another.
  private var bytes: [UInt8] = []
  /// Where each column filled so far lies in `bytes`; nil for NULL.
  private var ranges: [Range<Int>?] = []

  public init() {
    bytes.reserveCapacity(1024)
    ranges.reserveCapacity(Column.allCases.count)
  }

  /// The columns' bytes, in place.
  public struct Columns {
    fileprivate let bytes: UnsafeBufferPointer<UInt8>
    fileprivate let ranges: [Range<Int>?]

    /// The bytes of `column`; nil for NULL.
    public subscript(column: Column) -> UnsafeBufferPointer<UInt8>? {
      ranges[column.rawValue].map { UnsafeBufferPointer(rebasing: bytes[$0]) }
    }
  }

  /// Hands `body` the row's columns without copying them; they are valid only during the call.
  public func withColumns<Result>(_ body: (Columns) throws -> Result) rethrows -> Result {
    try bytes.withUnsafeBufferPointer { all in try body(Columns(bytes: all, ranges: ranges)) }
  }

  /// The task, read with every check of the store's reader: a value this build cannot
  /// understand is an "unreadable" error naming the task and the column.
  public func task() throws(StoreError) -> StoredTask {
    try StoredTask(
      texts: ranges.map { range in range.map { String(decoding: bytes[$0], as: UTF8.self) } })
  }

  // MARK: - Filling

  /// Empties the row for the next one, keeping its buffers.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
    ranges.removeAll(keepingCapacity: true)
  }

  /// Adds the next column's value: its bytes, or nil for NULL.
  mutating func append(_ value: UnsafeRawBufferPointer?) {
    guard let value else { return ranges.append(nil) }
    let start = bytes.count
    bytes.append(contentsOf: value)
    ranges.append(start..<bytes.count)
  }

  /// Fills the row from the row `statement` (which selected `StoredTask.columnList`) stands
  /// on, with the text SQLite gives for each value (an integer's digits), straight off it.
  ///
  /// Each column's text is found first and the row's bytes copied into a buffer of their
  /// whole length after: appending column by column was a tenth of a long listing's reading.
  mutating func read(_ statement: Statement) {
    let sqlite = statement.sqliteStatement
    let count = Column.allCases.count
    withUnsafeTemporaryAllocation(of: UnsafeRawBufferPointer?.self, capacity: count) { values in
      var total = 0
      for index in 0..<count {
        // No pointer for NULL (an empty text has one); asking for the type first cost a
        // third of the calls.
        guard let text = sqlite3_column_text(sqlite, CInt(index)) else {
          values[index] = nil
          continue
        }
        let length = Int(sqlite3_column_bytes(sqlite, CInt(index)))
        values[index] = UnsafeRawBufferPointer(start: UnsafeRawPointer(text), count: length)
        total += length
      }
      var ranges: [Range<Int>?] = []
      ranges.reserveCapacity(count)
      bytes = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
        var offset = 0
        for index in 0..<count {
          guard let value = values[index] else {
            ranges.append(nil)
            continue
          }
          if let source = value.baseAddress, let target = buffer.baseAddress, !value.isEmpty {
            (target + offset).initialize(
              from: source.assumingMemoryBound(to: UInt8.self), count: value.count)
          }
          ranges.append(offset..<offset + value.count)
          offset += value.count
        }
        initialized = offset
      }
      self.ranges = ranges
    }
  }
}
