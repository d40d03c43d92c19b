import Foundation
import GRDB
import IntakeCore

/// How a `Batch` maps to a row of `batches`, and back.
extension Batch {
  /// Every column of `batches`, in the order `insertArguments` gives their values.
  static let columns = [
    "id", "source", "created_at", "created_by", "item_count", "added_count", "skipped_count",
  ]

  /// `id, source, …`, for SELECT and INSERT.
  static let columnList = columns.joined(separator: ", ")

  /// The INSERT statement whose arguments are `insertArguments`.
  static let insertSQL =
    "INSERT INTO batches (\(columnList)) VALUES ("
    + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"

  /// Values for `insertSQL`, in `columns` order.
  var insertArguments: StatementArguments {
    [id, source, Timestamp.text(createdAt), createdBy, itemCount, addedCount, skippedCount]
  }

  /// Reads a row selected with `columnList`; a value this build cannot read is reported with
  /// the batch and column.
  init(row: Row) throws(StoreError) {
    try self.init(reader: RowReader(row: row, subject: .batch))
  }

  /// Reads values given as text (or nil for NULL) in `columns` order, as the PostgreSQL
  /// backend hands them over.
  init(texts: [String?]) throws(StoreError) {
    try self.init(
      reader: RowReader(
        values: texts.map { $0?.databaseValue ?? .null },
        subject: .batch))
  }

  private init(reader: RowReader) throws(StoreError) {
    var reader = reader
    let id = try reader.text("id")
    reader.rowID = id
    func count(_ column: RowReader.Column) throws(StoreError) -> Int {
      guard let value = try reader.optionalInteger(column) else {
        throw reader.unreadable(column, "NULL")
      }
      return value
    }
    self.init(
      id: id, source: try reader.text("source"),
      createdAt: try reader.required("created_at", Timestamp.date),
      createdBy: try reader.text("created_by"), itemCount: try count("item_count"),
      addedCount: try count("added_count"), skippedCount: try count("skipped_count"))
  }
}
