import Foundation
import GRDB
import IntakeCore

/// How a `StoredTask` maps to a row of `tasks`, and back.
///
/// The mapping is written out column by column instead of conforming the IntakeCore type to
/// GRDB's record protocols: that would be a retroactive conformance, and the SQL stays visible.
extension StoredTask {
  /// Every column of `tasks`, in the order `bindInsert(to:)` binds their values.
  static let columns = TaskRow.Column.names

  /// `id, text, notes, …`, for SELECT and INSERT.
  static let columnList = columns.joined(separator: ", ")

  /// The INSERT statement whose parameters `bindInsert(to:)` binds.
  static let insertSQL =
    "INSERT INTO tasks (\(columnList)) VALUES ("
    + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"

  /// The UPDATE statement whose arguments are `updateArguments(by:at:)`.
  ///
  /// Optimistic locking: it changes the row only while the stored version is the one read.
  static let updateSQL = """
    UPDATE tasks SET text = ?, notes = ?, status = ?, completed = ?, priority = ?,
      due_date = ?, due_time = ?, time_zone = ?, recurrence = ?, assigned_to = ?, owners = ?,
      subtasks = ?, tags = ?, series_id = ?, completed_at = ?, blocked_by = ?,
      recurrence_from = ?, start_date = ?, updated_at = ?, updated_by = ?,
      version = version + 1
    WHERE id = ? AND version = ?
    """

  /// The id as stored: lowercase, hyphenated.
  var databaseID: String { id.lowercaseText }

  /// Binds the values of `insertSQL`, in `columns` order, to `sqlite`.
  ///
  /// Each value goes to SQLite as it is made, without the array of boxed values and the
  /// `StatementArguments` GRDB would build from it: that was a tenth of an import.
  func bindInsert(to sqlite: SQLiteStatement) throws(StoreError) {
    // A new task was updated when it was created: one text for both saves a tenth of an import.
    let created = Timestamp.text(createdAt)
    let updated = updatedAt == createdAt ? created : Timestamp.text(updatedAt)
    var binder = Binder(sqlite: sqlite)
    binder.bind(databaseID)
    binder.bind(text)
    binder.bind(notes)
    binder.bind(status.rawValue)
    binder.bind(isCompleted)
    binder.bind(priority.rawValue)
    binder.bind(dueDate?.description)
    binder.bind(dueTime?.description)
    binder.bind(timeZone)
    binder.bind(recurrence)
    binder.bind(assignedTo)
    binder.bind(Self.jsonArray(owners))
    binder.bind(createdBy)
    binder.bind(created)
    binder.bind(updated)
    binder.bind(updatedBy)
    binder.bind(try subtasksJSON())
    binder.bind(Self.jsonArray(tags))
    binder.bind(version)
    binder.bind(sourceText)
    binder.bind(sourceFile)
    binder.bind(sourceLine)
    binder.bind(batchID)
    binder.bind(sourceSpeaker)
    binder.bind(sourceTimestamp)
    binder.bind(contentHash)
    binder.bind(seriesID?.lowercaseText)
    binder.bind(completedAt.map(Timestamp.text))
    binder.bind(Self.jsonArray(blockedBy.map(\.lowercaseText)))
    binder.bind(RecurrenceAnchor.name(of: recurrence, fromCompletion: repeatsFromCompletion))
    binder.bind(foundBy)
    binder.bind(sourceMeeting)
    binder.bind(startDate?.description)
    assert(binder.index == Self.columns.count)
  }

  /// Binds values one after another, from the first parameter; nil binds NULL.
  private struct Binder {
    let sqlite: SQLiteStatement
    var index: CInt = 0

    mutating func bind(_ value: (some DatabaseValueConvertible)?) {
      index += 1
      // Binding a value of the right type to a parameter that exists cannot fail.
      if let value {
        _ = value.bind(to: sqlite, at: index)
      } else {
        _ = DatabaseValue.null.bind(to: sqlite, at: index)
      }
    }
  }

  /// Values for `updateSQL`: the editable fields, who and when, then the id and the version read.
  func updateArguments(by user: String, at now: Date) throws(StoreError) -> StatementArguments {
    let values: [(any DatabaseValueConvertible)?] = [
      text, notes, status.rawValue, isCompleted, priority.rawValue, dueDate?.description,
      dueTime?.description, timeZone, recurrence, assignedTo, Self.jsonArray(owners),
      try subtasksJSON(), Self.jsonArray(tags), seriesID?.lowercaseText,
      completedAt.map(Timestamp.text), Self.jsonArray(blockedBy.map(\.lowercaseText)),
      RecurrenceAnchor.name(of: recurrence, fromCompletion: repeatsFromCompletion),
      startDate?.description, Timestamp.text(now), user, databaseID, version,
    ]
    return StatementArguments(values)
  }

  /// Reads a row selected with `columnList`.
  ///
  /// A value this build cannot understand (an unknown status, a malformed date) is reported
  /// with the task and column rather than guessed, so a hand-edited row is easy to find.
  init(row: Row) throws(StoreError) {
    try self.init(reader: RowReader(row: row, subject: .task))
  }

  /// Reads values given as text (or nil for NULL) in `columns` order: how the PostgreSQL
  /// backend hands over a row, so both backends read a task with the same rules.
  init(texts: [String?]) throws(StoreError) {
    try self.init(
      reader: RowReader(
        values: texts.map { $0?.databaseValue ?? .null }, subject: .task))
  }

  /// The columns `init(reader:)` reads, each with its position.
  private enum At {
    static let assignedTo = RowReader.Column.task("assigned_to")
    static let batchID = RowReader.Column.task("batch_id")
    static let blockedBy = RowReader.Column.task("blocked_by")
    static let completedAt = RowReader.Column.task("completed_at")
    static let contentHash = RowReader.Column.task("content_hash")
    static let createdAt = RowReader.Column.task("created_at")
    static let createdBy = RowReader.Column.task("created_by")
    static let dueDate = RowReader.Column.task("due_date")
    static let dueTime = RowReader.Column.task("due_time")
    static let foundBy = RowReader.Column.task("found_by")
    static let id = RowReader.Column.task("id")
    static let notes = RowReader.Column.task("notes")
    static let owners = RowReader.Column.task("owners")
    static let priority = RowReader.Column.task("priority")
    static let recurrence = RowReader.Column.task("recurrence")
    static let recurrenceFrom = RowReader.Column.task("recurrence_from")
    static let seriesID = RowReader.Column.task("series_id")
    static let sourceFile = RowReader.Column.task("source_file")
    static let sourceLine = RowReader.Column.task("source_line")
    static let sourceMeeting = RowReader.Column.task("source_meeting")
    static let sourceSpeaker = RowReader.Column.task("source_speaker")
    static let sourceText = RowReader.Column.task("source_text")
    static let sourceTimestamp = RowReader.Column.task("source_timestamp")
    static let startDate = RowReader.Column.task("start_date")
    static let status = RowReader.Column.task("status")
    static let subtasks = RowReader.Column.task("subtasks")
    static let tags = RowReader.Column.task("tags")
    static let text = RowReader.Column.task("text")
    static let timeZone = RowReader.Column.task("time_zone")
    static let updatedAt = RowReader.Column.task("updated_at")
    static let updatedBy = RowReader.Column.task("updated_by")
    static let version = RowReader.Column.task("version")
  }

  private init(reader: RowReader) throws(StoreError) {
    var reader = reader
    let idText = try reader.text(At.id)
    reader.rowID = idText
    guard let id = UUID.parse(idText) else {
      throw .unreadableField(taskID: idText, column: "id", value: idText)
    }
    let statusText = try reader.text(At.status)
    guard let status = Status(rawValue: statusText) else {
      throw .unreadableField(taskID: idText, column: "status", value: statusText)
    }
    let priorityText = try reader.text(At.priority)
    guard let priority = Priority(rawValue: priorityText) else {
      throw .unreadableField(taskID: idText, column: "priority", value: priorityText)
    }
    let draft = TaskDraft(
      text: try reader.text(At.text), notes: try reader.optionalText(At.notes),
      dueDate: try reader.optional(At.dueDate, LocalDate.init(iso:)),
      dueTime: try reader.optional(At.dueTime, LocalTime.init(iso:)),
      timeZone: try reader.text(At.timeZone), recurrence: try reader.optionalText(At.recurrence),
      priority: priority, assignedTo: try reader.optionalText(At.assignedTo),
      owners: try reader.strings(At.owners), tags: try reader.strings(At.tags),
      subtasks: try reader.optionalText(At.subtasks) == "[]"
        ? [] : try reader.json(At.subtasks, as: [Subtask].self) ?? [])
    self.init(
      id: id, draft: draft, status: status, createdBy: try reader.text(At.createdBy),
      createdAt: try reader.required(At.createdAt, Timestamp.date),
      sourceText: try reader.optionalText(At.sourceText),
      sourceFile: try reader.optionalText(At.sourceFile),
      sourceLine: try reader.optionalInteger(At.sourceLine),
      sourceSpeaker: try reader.optionalText(At.sourceSpeaker),
      sourceTimestamp: try reader.optionalText(At.sourceTimestamp),
      contentHash: try reader.optionalText(At.contentHash))
    self.batchID = try reader.optionalText(At.batchID)
    self.updatedAt = try reader.required(At.updatedAt, Timestamp.date)
    self.updatedBy = try reader.optionalText(At.updatedBy)
    guard let version = try reader.optionalInteger(At.version) else {
      throw .unreadableField(taskID: idText, column: "version", value: "NULL")
    }
    self.version = version
    if let series = try reader.optionalText(At.seriesID) {
      guard let seriesID = UUID.parse(series) else {
        throw .unreadableField(taskID: idText, column: "series_id", value: series)
      }
      self.seriesID = seriesID
    }
    self.completedAt = try reader.optional(At.completedAt, Timestamp.date)
    self.repeatsFromCompletion = try reader.optionalText(At.recurrenceFrom) == "completion"
    self.foundBy = try reader.optionalText(At.foundBy)
    self.sourceMeeting = try reader.optionalText(At.sourceMeeting)
    self.startDate = try reader.optional(At.startDate, LocalDate.init(iso:))
    for text in try reader.strings(At.blockedBy) {
      guard let prerequisite = UUID.parse(text) else {
        throw .unreadableField(taskID: idText, column: "blocked_by", value: text)
      }
      blockedBy.append(prerequisite)
    }
  }

  /// A JSON array of strings, as `JSONEncoder` with `.withoutEscapingSlashes` writes it.
  ///
  /// Written by hand because `owners` and `tags` are encoded for every task of an import, and
  /// a `JSONEncoder` costs microseconds per call: most of a 100 000-task import.
  static func jsonArray(_ strings: [String]) -> String {
    guard !strings.isEmpty else { return "[]" }
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    for (index, string) in strings.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(UInt8(ascii: "\""))
      for byte in string.utf8 {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"):
          bytes += [UInt8(ascii: "\\"), byte]
        case 0x0A: bytes += Array("\\n".utf8)
        case 0x0D: bytes += Array("\\r".utf8)
        case 0x09: bytes += Array("\\t".utf8)
        case 0x08: bytes += Array("\\b".utf8)
        case 0x0C: bytes += Array("\\f".utf8)
        case ..<0x20:
          let hex = String(byte, radix: 16)
          bytes += Array(("\\u00" + (hex.count == 1 ? "0" : "") + hex).utf8)
        default: bytes.append(byte)
        }
      }
      bytes.append(UInt8(ascii: "\""))
    }
    bytes.append(UInt8(ascii: "]"))
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The subtasks as JSON; an empty list, by far the most common, without an encoder.
  func subtasksJSON() throws(StoreError) -> String {
    guard !subtasks.isEmpty else { return "[]" }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(subtasks), as: UTF8.self)
    } catch {
      throw .unstorableField(
        taskID: id, column: "subtasks", reason: "cannot be written as JSON (\(error))")
    }
  }
}
