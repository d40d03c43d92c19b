import Foundation
import GRDB

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

  let row: Row
  let subject: Subject
  /// Named in errors; filled in once the id has been read.
  var rowID = "?"

  init(row: Row, subject: Subject) {
    self.row = row
    self.subject = subject
  }

  func optionalText(_ column: String) throws(StoreError) -> String? {
    switch try value(column).storage {
    case .null: return nil
    case .string(let text): return text
    case .int64(let number): return String(number)
    case .double(let number): return String(number)
    case .blob(let data): return String(decoding: data, as: UTF8.self)
    }
  }

  func text(_ column: String) throws(StoreError) -> String {
    guard let text = try optionalText(column) else {
      throw unreadable(column, "NULL")
    }
    return text
  }

  func optionalInteger(_ column: String) throws(StoreError) -> Int? {
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
    _ column: String, _ parse: (String) -> Value?
  ) throws(StoreError) -> Value? {
    guard let text = try optionalText(column) else { return nil }
    guard let value = parse(text) else {
      throw unreadable(column, text)
    }
    return value
  }

  func required<Value>(_ column: String, _ parse: (String) -> Value?) throws(StoreError) -> Value {
    guard let value = try optional(column, parse) else {
      throw unreadable(column, "NULL")
    }
    return value
  }

  /// A JSON text column; NULL is nil.
  func json<Value: Decodable>(_ column: String, as type: Value.Type) throws(StoreError) -> Value? {
    guard let text = try optionalText(column) else { return nil }
    do {
      return try JSONDecoder().decode(type, from: Data(text.utf8))
    } catch {
      throw unreadable(column, text)
    }
  }

  /// The error for an unreadable `value` in `column` of this row.
  func unreadable(_ column: String, _ value: String) -> StoreError {
    switch subject {
    case .task: return .unreadableField(taskID: rowID, column: column, value: value)
    case .batch: return .unreadableBatch(batchID: rowID, column: column, value: value)
    }
  }

  private func value(_ column: String) throws(StoreError) -> DatabaseValue {
    do {
      return try row.decode(DatabaseValue.self, forColumn: column)
    } catch {
      throw unreadable(column, "(missing column)")
    }
  }
}
