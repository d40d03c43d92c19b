import Foundation
import GRDB
import IntakeCore

/// How a `StoredTask` maps to a row of `tasks`, and back.
///
/// The mapping is written out column by column instead of conforming the IntakeCore type to
/// GRDB's record protocols: that would be a retroactive conformance, and the SQL stays visible.
extension StoredTask {
  /// Every column of `tasks`, in the order `insertArguments` gives their values.
  static let columns = [
    "id", "text", "notes", "status", "completed", "priority", "due_date", "due_time",
    "time_zone", "recurrence", "assigned_to", "owners", "created_by", "created_at",
    "updated_at", "updated_by", "subtasks", "tags", "version", "source_text", "source_file",
    "source_line",
  ]

  /// `id, text, notes, …`, for SELECT and INSERT.
  static let columnList = columns.joined(separator: ", ")

  /// The INSERT statement whose arguments are `insertArguments()`.
  static let insertSQL =
    "INSERT INTO tasks (\(columnList)) VALUES ("
    + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"

  /// The UPDATE statement whose arguments are `updateArguments(by:at:)`.
  ///
  /// Optimistic locking: it changes the row only while the stored version is the one read.
  static let updateSQL = """
    UPDATE tasks SET text = ?, notes = ?, status = ?, completed = ?, priority = ?,
      due_date = ?, due_time = ?, time_zone = ?, recurrence = ?, assigned_to = ?, owners = ?,
      subtasks = ?, tags = ?, updated_at = ?, updated_by = ?, version = version + 1
    WHERE id = ? AND version = ?
    """

  /// The id as stored: lowercase, hyphenated.
  var databaseID: String { id.uuidString.lowercased() }

  /// Values for `insertSQL`, in `columns` order.
  func insertArguments() throws(StoreError) -> StatementArguments {
    let values: [(any DatabaseValueConvertible)?] = [
      databaseID, text, notes, status.rawValue, isCompleted, priority.rawValue,
      dueDate?.description, dueTime?.description, timeZone, recurrence, assignedTo,
      try json(owners, column: "owners"), createdBy, Timestamp.text(createdAt),
      Timestamp.text(updatedAt), updatedBy, try json(subtasks, column: "subtasks"),
      try json(tags, column: "tags"), version, sourceText, sourceFile, sourceLine,
    ]
    return StatementArguments(values)
  }

  /// Values for `updateSQL`: the editable fields, who and when, then the id and the version read.
  func updateArguments(by user: String, at now: Date) throws(StoreError) -> StatementArguments {
    let values: [(any DatabaseValueConvertible)?] = [
      text, notes, status.rawValue, isCompleted, priority.rawValue, dueDate?.description,
      dueTime?.description, timeZone, recurrence, assignedTo, try json(owners, column: "owners"),
      try json(subtasks, column: "subtasks"), try json(tags, column: "tags"),
      Timestamp.text(now), user, databaseID, version,
    ]
    return StatementArguments(values)
  }

  /// Reads a row selected with `columnList`.
  ///
  /// A value this build cannot understand (an unknown status, a malformed date) is reported
  /// with the task and column rather than guessed, so a hand-edited row is easy to find.
  init(row: Row) throws(StoreError) {
    var reader = RowReader(row: row)
    let idText = try reader.text("id")
    reader.taskID = idText
    guard let id = UUID(uuidString: idText) else {
      throw .unreadableField(taskID: idText, column: "id", value: idText)
    }
    let statusText = try reader.text("status")
    guard let status = Status(rawValue: statusText) else {
      throw .unreadableField(taskID: idText, column: "status", value: statusText)
    }
    let priorityText = try reader.text("priority")
    guard let priority = Priority(rawValue: priorityText) else {
      throw .unreadableField(taskID: idText, column: "priority", value: priorityText)
    }
    let draft = TaskDraft(
      text: try reader.text("text"), notes: try reader.optionalText("notes"),
      dueDate: try reader.optional("due_date", LocalDate.init(iso:)),
      dueTime: try reader.optional("due_time", LocalTime.init(iso:)),
      timeZone: try reader.text("time_zone"), recurrence: try reader.optionalText("recurrence"),
      priority: priority, assignedTo: try reader.optionalText("assigned_to"),
      owners: try reader.json("owners", as: [String].self) ?? [],
      tags: try reader.json("tags", as: [String].self) ?? [],
      subtasks: try reader.json("subtasks", as: [Subtask].self) ?? [])
    self.init(
      id: id, draft: draft, status: status, createdBy: try reader.text("created_by"),
      createdAt: try reader.required("created_at", Timestamp.date),
      sourceText: try reader.optionalText("source_text"),
      sourceFile: try reader.optionalText("source_file"),
      sourceLine: try reader.optionalInteger("source_line"))
    self.updatedAt = try reader.required("updated_at", Timestamp.date)
    self.updatedBy = try reader.optionalText("updated_by")
    guard let version = try reader.optionalInteger("version") else {
      throw .unreadableField(taskID: idText, column: "version", value: "NULL")
    }
    self.version = version
  }

  private func json(_ value: some Encodable, column: String) throws(StoreError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      throw .unstorableField(
        taskID: id, column: column, reason: "cannot be written as JSON (\(error))")
    }
  }
}

/// Reads typed values out of a row, turning every surprise into `StoreError.unreadableField`.
///
/// GRDB's typed subscripts stop the process on a NULL or a wrong type; this never does.
private struct RowReader {
  let row: Row
  /// Named in errors; filled in once the id has been read.
  var taskID = "?"

  init(row: Row) {
    self.row = row
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
      throw .unreadableField(taskID: taskID, column: column, value: "NULL")
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
        throw .unreadableField(taskID: taskID, column: column, value: text)
      }
      return number
    default:
      throw .unreadableField(taskID: taskID, column: column, value: "\(try value(column))")
    }
  }

  /// A text column parsed by `parse`; NULL is nil, text that does not parse is an error.
  func optional<Value>(
    _ column: String, _ parse: (String) -> Value?
  ) throws(StoreError) -> Value? {
    guard let text = try optionalText(column) else { return nil }
    guard let value = parse(text) else {
      throw .unreadableField(taskID: taskID, column: column, value: text)
    }
    return value
  }

  func required<Value>(_ column: String, _ parse: (String) -> Value?) throws(StoreError) -> Value {
    guard let value = try optional(column, parse) else {
      throw .unreadableField(taskID: taskID, column: column, value: "NULL")
    }
    return value
  }

  /// A JSON text column; NULL is nil.
  func json<Value: Decodable>(_ column: String, as type: Value.Type) throws(StoreError) -> Value? {
    guard let text = try optionalText(column) else { return nil }
    do {
      return try JSONDecoder().decode(type, from: Data(text.utf8))
    } catch {
      throw .unreadableField(taskID: taskID, column: column, value: text)
    }
  }

  private func value(_ column: String) throws(StoreError) -> DatabaseValue {
    do {
      return try row.decode(DatabaseValue.self, forColumn: column)
    } catch {
      throw .unreadableField(taskID: taskID, column: column, value: "(missing column)")
    }
  }
}
