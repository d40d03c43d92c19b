import CSV
import Foundation
import IntakeCore

/// Reads CSV (RFC 4180) with a header row: intake's own columns (`CSVTaskWriter`), or any
/// spreadsheet's with a mapping from intake's column names to its own ("text=Title,due_date=Due").
///
/// Every column but `text` may be missing. A due date is read as `2026-03-05` or as words
/// ("next friday", "March 5 3pm"); owners and tags are split at ";" and ","; subtasks are
/// intake's JSON array or one per line ("[x] …" when done).
public struct CSVTaskReader {
  /// For each of intake's columns, the header of the file's column that holds it.
  public var mapping: [String: String]

  public init(mapping: [String: String] = [:]) {
    self.mapping = mapping
  }

  public func read(_ data: Data, _ context: ReadContext) throws(FormatError) -> ReadResult {
    var table = try CSVTable(data, fileName: context.fileName) { $0.lowercased() }
    let header = table.header
    for (ours, theirs) in mapping {
      guard let index = table.columns[theirs.lowercased()] else {
        throw FormatError(
          place: context.fileName,
          reason:
            "has no column \"\(theirs)\" for \(ours) (its columns: \(header.joined(separator: ", ")))"
        )
      }
      table.columns[ours] = index
    }
    guard table.columns["text"] != nil else {
      throw FormatError(
        place: context.fileName,
        reason: "has no text column; name the column that holds the titles with --map text=COLUMN")
    }
    var result = ReadResult()
    var line = 1
    while let row = table.reader.next() {
      line += 1
      let value = { (name: String) in table.value(name, in: row) }
      guard let text = value("text") else {
        if row.contains(where: { !$0.isEmpty }) {
          result.warnings.append("\(context.fileName):\(line): left out a row with no text")
        }
        continue
      }
      let id = value("id").flatMap(UUID.init(uuidString:))
      var task = context.task(text, id: id)
      var warnings: [String] = []
      Self.fill(&task, value, context, &warnings)
      result.warnings += warnings.map { "\(context.fileName):\(line): \($0)" }
      if id == nil {
        let key = "csv:" + context.fileName
        task.sourceFile = context.fileName
        task.sourceLine = line
        task.sourceText = row.joined(separator: ",")
        task.sourceMeeting = key
        task.contentHash = ContentHash.of(meetingKey: key, text: row.joined(separator: "\u{1F}"))
      }
      result.tasks.append(FileTask(task: task, hasOwnID: id != nil, fields: .all))
    }
    return result
  }

  private static func fill(
    _ task: inout StoredTask, _ value: (String) -> String?, _ context: ReadContext,
    _ warnings: inout [String]
  ) {
    task.notes = value("notes")
    if let zone = value("time_zone") {
      if TimeZone(identifier: zone) != nil {
        task.timeZone = zone
      } else {
        warnings.append("\"\(zone)\" is not a time zone; the import's zone is used")
      }
    }
    if let text = value("priority") {
      if let level = Priority(rawValue: text.lowercased()) {
        task.priority = level
      } else {
        warnings.append("priority \"\(text)\" is not low, medium, high or urgent")
      }
    }
    if let text = value("status") {
      let status = Status(rawValue: text.lowercased().replacingOccurrences(of: " ", with: "_"))
      if let status {
        task.status = status
      } else if ["x", "yes", "true", "completed", "complete"].contains(text.lowercased()) {
        task.status = .done
      } else {
        warnings.append("status \"\(text)\" is not todo, in_progress or done")
      }
    }
    if let text = value("due_date") {
      if let date = LocalDate(iso: text) {
        task.dueDate = date
      } else if let draft = context.when(text, zone: TimeZone(identifier: task.timeZone)) {
        task.dueDate = draft.dueDate
        task.dueTime = draft.dueTime
      } else {
        warnings.append("due date \"\(text)\" is not a date; left out")
      }
    }
    if let text = value("due_time"), task.dueDate != nil {
      task.dueTime = LocalTime(iso: text)
    }
    if let text = value("start_date") {
      if let date = LocalDate(iso: text) ?? context.when(text)?.dueDate {
        task.startDate = date
      } else {
        warnings.append("start date \"\(text)\" is not a date; left out")
      }
    }
    if let rule = value("recurrence") {
      if (try? Recurrence(parsing: rule)) != nil {
        task.recurrence = rule
        task.repeatsFromCompletion = value("recurrence_from") == "completion"
      } else if let draft = context.when(rule), let read = draft.recurrence {
        task.recurrence = read
        task.repeatsFromCompletion = draft.repeatsFromCompletion
      } else {
        warnings.append("recurrence \"\(rule)\" is not a rule; left out")
      }
    }
    task.owners = split(value("owners"))
    task.assignedTo = value("assigned_to") ?? task.owners.first
    if let first = task.assignedTo, !task.owners.contains(first) {
      task.owners.insert(first, at: 0)
    }
    task.tags = split(value("tags")).map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }
    task.subtasks = subtasks(value("subtasks"))
    if let creator = value("created_by") { task.createdBy = creator }
    if let created = value("created_at").flatMap(Timestamp.date) { task.createdAt = created }
    task.updatedAt = value("updated_at").flatMap(Timestamp.date) ?? task.createdAt
    if let editor = value("updated_by") { task.updatedBy = editor }
    if task.status == .done {
      task.completedAt = value("completed_at").flatMap(Timestamp.date) ?? task.updatedAt
    }
  }

  /// "a; b", "a, b".
  static func split(_ text: String?) -> [String] {
    guard let text else { return [] }
    let separator: Character = text.contains(ascii: ";") ? ";" : ","
    return text.split(separator: separator).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  /// intake's JSON array of subtasks, or one a line ("[x] …" done, "[ ] …" or plain open).
  static func subtasks(_ text: String?) -> [Subtask] {
    guard let text else { return [] }
    if text.hasPrefix("["), !text.hasPrefix("[ ]"), !text.hasPrefix("[x]"),
      let decoded = try? JSONDecoder().decode([Subtask].self, from: Data(text.utf8))
    {
      return decoded
    }
    return text.split(whereSeparator: \.isNewline).map { line in
      let line = line.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("[x] ") || line.hasPrefix("[X] ") {
        return Subtask(text: String(line.dropFirst(4)), completed: true)
      }
      return Subtask(text: line.hasPrefix("[ ] ") ? String(line.dropFirst(4)) : line)
    }
  }
}
