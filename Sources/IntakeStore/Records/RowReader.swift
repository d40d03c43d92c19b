import Foundation
import GRDB
import IntakeCore

/// Reads typed values out of a row, turning every surprise into an "unreadable" `StoreError`
/// that names the row and the column.
///
/// GRDB's typed subscripts stop the process on a NULL or a wrong type; this never does.
struct RowReader {
  /// What kind of row is read, which decides the error thrown.
  enum Subject {
    case task
    case batch
  }

  /// A column, by name; with its position in a task's `columns` when made with `task(_:)`,
  /// so the many reads of a long listing look nothing up.
  struct Column: ExpressibleByStringLiteral {
    let name: String
    let index: Int?

    init(stringLiteral name: String) {
      self.name = name
      index = nil
    }

    private init(name: String, index: Int) {
      self.name = name
      self.index = index
    }

    /// The column `name` of `StoredTask.columns`, which must have it.
    static func task(_ name: String) -> Column {
      guard let index = StoredTask.columns.firstIndex(of: name) else {
        preconditionFailure("tasks has no column \(name)")
      }
      return Column(name: name, index: index)
    }
  }

  let subject: Subject
  /// Named in errors; filled in once the id has been read.
  var rowID = "?"
  /// The row's values by position, when it has the subject's whole column list.
  private let values: [DatabaseValue]
  /// The row, for one that does not (looked up by column name).
  private let row: Row?

  init(row: Row, subject: Subject) {
    self.subject = subject
    if row.count == Self.positions(of: subject).count {
      values = (0..<row.count).map { row[$0] as DatabaseValue }
      self.row = nil
    } else {
      values = []
      self.row = row
    }
  }

  /// A reader of values read straight off a statement that selected the subject's whole
  /// column list, in order.
  init(values: [DatabaseValue], subject: Subject) {
    self.subject = subject
    self.values = values
    self.row = nil
  }

  func optionalText(_ column: Column) throws(StoreError) -> String? {
    switch try value(column).storage {
    case .null: return nil
    case .string(let text): return text
    case .int64(let number): return String(number)
    case .double(let number): return String(number)
    case .blob(let data): return String(decoding: data, as: UTF8.self)
    }
  }

  func text(_ column: Column) throws(StoreError) -> String {
    guard let text = try optionalText(column) else {
      throw unreadable(column, "NULL")
    }
    return text
  }

  func optionalInteger(_ column: Column) throws(StoreError) -> Int? {
    switch try value(column).storage {
    case .null: return nil
    case .int64(let number): return Int(number)
    case .double(let number) where number.rounded() == number && abs(number) < 1e15:
      return Int(number)
    case .string(let text):
      guard let number = Int(text) else {
        throw unreadable(column, text)
      }
      return number
    default:
      throw unreadable(column, "\(try value(column))")
    }
  }

  /// A text column parsed by `parse`; NULL is nil, text that does not parse is an error.
  func optional<Value>(
    _ column: Column, _ parse: (String) -> Value?
  ) throws(StoreError) -> Value? {
    guard let text = try optionalText(column) else { return nil }
    guard let value = parse(text) else {
      throw unreadable(column, text)
    }
    return value
  }

  func required<Value>(_ column: Column, _ parse: (String) -> Value?) throws(StoreError) -> Value {
    guard let value = try optional(column, parse) else {
      throw unreadable(column, "NULL")
    }
    return value
  }

  /// A JSON text column; NULL is nil.
  func json<Value: Decodable>(_ column: Column, as type: Value.Type) throws(StoreError) -> Value? {
    guard let text = try optionalText(column) else { return nil }
    do {
      return try JSONDecoder().decode(type, from: Data(text.utf8))
    } catch {
      throw unreadable(column, text)
    }
  }

  /// A JSON array of strings (owners, tags); NULL is empty.
  ///
  /// The usual shapes, `[]` and strings without escapes, are read without a `JSONDecoder`.
  func strings(_ column: Column) throws(StoreError) -> [String] {
    guard let text = try optionalText(column), text != "[]" else { return [] }
    if let plain = Self.plainStrings(text) { return plain }
    return try json(column, as: [String].self) ?? []
  }

  /// `["a","b"]` with no backslash and no spaces between items; nil for any other text.
  static func plainStrings(_ text: String) -> [String]? {
    let bytes = Array(text.utf8)
    let quote = UInt8(ascii: "\"")
    guard bytes.count >= 2, bytes[0] == UInt8(ascii: "["),
      bytes[bytes.count - 1] == UInt8(ascii: "]"),
      !bytes.contains(UInt8(ascii: "\\"))
    else { return nil }
    var strings: [String] = []
    var index = 1
    while index < bytes.count - 1 {
      guard bytes[index] == quote,
        let close = bytes[(index + 1)...].firstIndex(of: quote), close < bytes.count - 1
      else { return nil }
      strings.append(String(decoding: bytes[(index + 1)..<close], as: UTF8.self))
      index = close + 1
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        guard index < bytes.count - 1 else { return nil }
      } else if index != bytes.count - 1 {
        return nil
      }
    }
    return strings
  }

  /// The error for an unreadable `value` in `column` of this row.
  func unreadable(_ column: Column, _ value: String) -> StoreError {
    switch subject {
    case .task: return .unreadableField(taskID: rowID, column: column.name, value: value)
    case .batch: return .unreadableBatch(batchID: rowID, column: column.name, value: value)
    }
  }

  /// Where each column stands in a row selected with the subject's column list.
  ///
  /// Rows are read by position: looking a column up by name in GRDB lower-cases the name and
  /// searches the row, which was a fifth of `intake list --json` over 100 000 tasks.
  private static let taskColumns = positions(StoredTask.columns)
  private static let batchColumns = positions(Batch.columns)

  private static func positions(_ columns: [String]) -> [String: Int] {
    Dictionary(uniqueKeysWithValues: columns.enumerated().map { ($1, $0) })
  }

  private static func positions(of subject: Subject) -> [String: Int] {
    subject == .task ? taskColumns : batchColumns
  }

  private func value(_ column: Column) throws(StoreError) -> DatabaseValue {
    if let row {
      do {
        return try row.decode(DatabaseValue.self, forColumn: column.name)
      } catch {
        throw unreadable(column, "(missing column)")
      }
    }
    guard let index = column.index ?? Self.positions(of: subject)[column.name],
      index < values.count
    else {
      throw unreadable(column, "(missing column)")
    }
    return values[index]
  }
}
