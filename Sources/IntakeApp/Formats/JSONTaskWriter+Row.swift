import Foundation
import IntakeCore
import IntakeStore

/// Writing a task straight from the bytes of its stored row.
///
/// `intake list --json` spent half its time making a `StoredTask` of every row (a string per
/// column, parsed ids and dates, decoded arrays) only to write the same text back. A row whose
/// every value is already in the form the task's JSON gives it (a lowercase id, a timestamp as
/// `Timestamp.text` writes it, a date as `YYYY-MM-DD`, owners as a JSON array without escapes)
/// is copied from the bytes; any other row, a hand-edited one say, is read as a `StoredTask`
/// and written from it, so the output is the same either way and a row that cannot be read
/// is the same error. A test holds the two paths equal.
extension JSONTaskWriter {
  public mutating func write(_ row: TaskRow, to output: inout [UInt8]) throws(StoreError) {
    swap(&buffer, &output)
    defer { swap(&buffer, &output) }
    let start = buffer.count
    put(count == 0 ? "[\n" : ",\n")
    if !row.withColumns({ object($0) }) {
      buffer.removeSubrange(start...)
      rowsReadAsTasks += 1
      let task = try row.task()
      put(count == 0 ? "[\n" : ",\n")
      object(task)
    }
    count += 1
  }

  /// Writes the object of a row whose values are all in the form the JSON gives them.
  ///
  /// - Returns: False as soon as a value is not (what was written is then discarded).
  private mutating func object(_ row: TaskRow.Columns) -> Bool {
    put("  {\n    \"assigned_to\" : ")
    guard text(row[.assignedTo]) else { return false }
    put(",\n    \"batch_id\" : ")
    guard text(row[.batchID]) else { return false }
    put(",\n    \"blocked_by\" : ")
    guard strings(row[.blockedBy], areIDs: true) else { return false }
    put(",\n    \"completed_at\" : ")
    guard optional(row[.completedAt], Timestamp.isCanonical) else { return false }
    put(",\n    \"content_hash\" : ")
    guard text(row[.contentHash]) else { return false }
    put(",\n    \"created_at\" : ")
    guard required(row[.createdAt], Timestamp.isCanonical) else { return false }
    put(",\n    \"created_by\" : ")
    guard let value = row[.createdBy], text(value) else { return false }
    put(",\n    \"due_date\" : ")
    guard optional(row[.dueDate], { LocalDate(isoUTF8: $0) != nil }) else { return false }
    put(",\n    \"due_time\" : ")
    guard optional(row[.dueTime], { LocalTime(isoUTF8: $0) != nil }) else { return false }
    put(",\n    \"found_by\" : ")
    guard text(row[.foundBy]) else { return false }
    put(",\n    \"id\" : ")
    guard required(row[.id], Self.isCanonicalID) else { return false }
    put(",\n    \"notes\" : ")
    guard text(row[.notes]) else { return false }
    put(",\n    \"owners\" : ")
    guard strings(row[.owners]) else { return false }
    put(",\n    \"priority\" : ")
    guard required(row[.priority], { Priority(rawValue: Self.shortString($0)) != nil }) else {
      return false
    }
    put(",\n    \"recurrence\" : ")
    guard text(row[.recurrence]) else { return false }
    put(",\n    \"recurrence_from\" : ")
    if row[.recurrence] == nil {
      put("null")
    } else {
      let isFromCompletion = row[.recurrenceFrom].map { Self.shortString($0) == "completion" }
      put(isFromCompletion == true ? "\"completion\"" : "\"due\"")
    }
    put(",\n    \"series_id\" : ")
    guard optional(row[.seriesID], Self.isCanonicalID) else { return false }
    put(",\n    \"source\" : ")
    guard source(row) else { return false }
    put(",\n    \"source_file\" : ")
    guard text(row[.sourceFile]) else { return false }
    put(",\n    \"source_line\" : ")
    guard integer(row[.sourceLine]) else { return false }
    put(",\n    \"source_speaker\" : ")
    guard text(row[.sourceSpeaker]) else { return false }
    put(",\n    \"source_text\" : ")
    guard text(row[.sourceText]) else { return false }
    put(",\n    \"source_timestamp\" : ")
    guard text(row[.sourceTimestamp]) else { return false }
    put(",\n    \"start_date\" : ")
    guard optional(row[.startDate], { LocalDate(isoUTF8: $0) != nil }) else { return false }
    put(",\n    \"status\" : ")
    guard required(row[.status], { Status(rawValue: Self.shortString($0)) != nil }) else {
      return false
    }
    put(",\n    \"subtasks\" : ")
    // Subtasks are seldom there; a row with some is written from its task.
    guard row[.subtasks].map({ Self.isEmptyArray($0) }) ?? true else { return false }
    put("[\n\n    ]")
    put(",\n    \"tags\" : ")
    guard strings(row[.tags]) else { return false }
    put(",\n    \"text\" : ")
    guard let value = row[.text], text(value) else { return false }
    put(",\n    \"time_zone\" : ")
    guard let value = row[.timeZone], text(value) else { return false }
    put(",\n    \"updated_at\" : ")
    guard required(row[.updatedAt], Timestamp.isCanonical) else { return false }
    put(",\n    \"updated_by\" : ")
    guard text(row[.updatedBy]) else { return false }
    put(",\n    \"version\" : ")
    guard let version = row[.version], integer(version) else { return false }
    put("\n  }")
    return true
  }

  /// The source object: null when the row has no source column at all.
  private mutating func source(_ row: TaskRow.Columns) -> Bool {
    let parts: [TaskRow.Column] = [
      .sourceFile, .sourceLine, .sourceSpeaker, .sourceTimestamp, .sourceText,
    ]
    guard parts.contains(where: { row[$0] != nil }) else {
      put("null")
      return true
    }
    put("{\n      \"file\" : ")
    guard text(row[.sourceFile]) else { return false }
    put(",\n      \"line\" : ")
    guard integer(row[.sourceLine]) else { return false }
    put(",\n      \"speaker\" : ")
    guard text(row[.sourceSpeaker]) else { return false }
    put(",\n      \"text\" : ")
    guard text(row[.sourceText]) else { return false }
    put(",\n      \"timestamp\" : ")
    guard text(row[.sourceTimestamp]) else { return false }
    put("\n    }")
    return true
  }

  // MARK: - Values

  /// A string, or null; false for bytes that are not valid UTF-8 (the task's reader would
  /// have mended them).
  private mutating func text(_ bytes: UnsafeBufferPointer<UInt8>?) -> Bool {
    guard let bytes else {
      put("null")
      return true
    }
    return buffer.appendJSONString(bytes) || String(validating: bytes, as: UTF8.self) != nil
  }

  /// A value copied as a string when `isCanonical` vouches for it, or null.
  private mutating func optional(
    _ bytes: UnsafeBufferPointer<UInt8>?, _ isCanonical: (UnsafeBufferPointer<UInt8>) -> Bool
  ) -> Bool {
    guard let bytes else {
      put("null")
      return true
    }
    return required(bytes, isCanonical)
  }

  /// A value copied as a string when `isCanonical` vouches for it; false for NULL.
  private mutating func required(
    _ bytes: UnsafeBufferPointer<UInt8>?, _ isCanonical: (UnsafeBufferPointer<UInt8>) -> Bool
  ) -> Bool {
    guard let bytes, isCanonical(bytes) else { return false }
    // A value vouched for has no byte to escape.
    buffer.append(UInt8(ascii: "\""))
    buffer.append(contentsOf: bytes)
    buffer.append(UInt8(ascii: "\""))
    return true
  }

  /// A number as `String(Int)` writes it (no sign, no leading zero), or null.
  private mutating func integer(_ bytes: UnsafeBufferPointer<UInt8>?) -> Bool {
    guard let bytes else {
      put("null")
      return true
    }
    guard (1...18).contains(bytes.count), bytes[0] != UInt8(ascii: "0") || bytes.count == 1,
      bytes.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return false }
    buffer.append(contentsOf: bytes)
    return true
  }

  /// A JSON array of strings as the store writes it, without a backslash; NULL is empty.
  ///
  /// `["a","b"]` from SQLite, `["a", "b"]` as PostgreSQL writes jsonb. With `areIDs`, every
  /// item must be an id as `isCanonicalID` has it.
  private mutating func strings(_ bytes: UnsafeBufferPointer<UInt8>?, areIDs: Bool = false) -> Bool
  {
    guard let bytes, !Self.isEmptyArray(bytes) else {
      put("[\n\n    ]")
      return true
    }
    let quote = UInt8(ascii: "\"")
    let end = bytes.count - 1
    guard bytes.count >= 4, bytes[0] == UInt8(ascii: "["), bytes[end] == UInt8(ascii: "]") else {
      return false
    }
    var index = 1
    var isFirst = true
    while true {
      guard index < end, bytes[index] == quote else { return false }
      var close = index + 1
      while close < end, bytes[close] != quote {
        guard bytes[close] != UInt8(ascii: "\\") else { return false }
        close += 1
      }
      guard close < end else { return false }
      let item = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<close])
      put(isFirst ? "[\n      " : ",\n      ")
      isFirst = false
      guard areIDs ? required(item, Self.isCanonicalID) : text(item) else { return false }
      index = close + 1
      if index == end { break }
      guard bytes[index] == UInt8(ascii: ",") else { return false }
      index += 1
      if index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
    }
    put("\n    ]")
    return true
  }

  /// `[]`.
  private static func isEmptyArray(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.count == 2 && bytes[0] == UInt8(ascii: "[") && bytes[1] == UInt8(ascii: "]")
  }

  /// A UUID as `UUID.lowercaseText` writes it: 36 bytes, lowercase hex, hyphens after 8, 12,
  /// 16 and 20 digits.
  private static func isCanonicalID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.count == 36 else { return false }
    for (index, byte) in bytes.enumerated() {
      if index == 8 || index == 13 || index == 18 || index == 23 {
        guard byte == UInt8(ascii: "-") else { return false }
      } else {
        guard
          (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        else { return false }
      }
    }
    return true
  }

  /// The text of a short value (a status, a priority), made without allocating.
  ///
  /// Swift keeps strings of up to 15 bytes inline. Longer bytes give "", which no such value
  /// is.
  private static func shortString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    bytes.count <= 15 ? String(decoding: bytes, as: UTF8.self) : ""
  }
}
