import CSV
import Foundation
import IntakeCore

/// Reads the CSV of a Todoist project (its template's columns, as `TodoistCSVWriter` writes
/// and Todoist exports).
///
/// `task` rows are tasks; a row indented under one (INDENT 2 or more) is its subtask; sections
/// and comments are left out. Labels ("@errands" in CONTENT) are tags, DESCRIPTION the notes,
/// RESPONSIBLE the owner, AUTHOR the creator (Todoist's " (12345)" after a name dropped).
/// PRIORITY 1 is urgent, 2 high, 3 and 4 medium. DATE is read as words in the row's TIMEZONE,
/// as Todoist reads it ("every monday starting 2026-11-30", "tomorrow 3pm"). Rows carry no
/// id: a row is known again by its content.
public struct TodoistCSVReader {
  public init() {}

  public func read(_ data: Data, _ context: ReadContext) throws(FormatError) -> ReadResult {
    let table = try CSVTable(data, fileName: context.fileName) { $0.uppercased() }
    guard table.columns["TYPE"] != nil, table.columns["CONTENT"] != nil else {
      throw FormatError(
        place: context.fileName, reason: "is not a Todoist CSV (no TYPE and CONTENT columns)")
    }
    var result = ReadResult()
    var line = 1
    var parent: Int?
    while let row = table.reader.next() {
      line += 1
      let value = { (name: String) in table.value(name, in: row) }
      guard value("TYPE")?.lowercased() == "task", let content = value("CONTENT") else {
        continue
      }
      var words: [String] = []
      var labels: [String] = []
      for word in content.split(separator: " ") {
        if word.count > 1, word.hasPrefix("@") {
          labels.append(String(word.dropFirst()))
        } else {
          words.append(String(word))
        }
      }
      let title = words.joined(separator: " ")
      let priority = Self.priority(value("PRIORITY"))
      if Int(value("INDENT") ?? "1") ?? 1 > 1, let parent {
        let minutes = value("DURATION").flatMap(Double.init)
        let unit = value("DURATION_UNIT")?.lowercased()
        result.tasks[parent].task.subtasks.append(
          Subtask(
            text: title, priority: priority == .medium ? nil : priority,
            estimatedMinutes: minutes.map { unit == "day" ? $0 * 1_440 : $0 }))
        continue
      }
      var task = context.task(title)
      task.tags = labels
      task.notes = value("DESCRIPTION")
      task.priority = priority
      if let responsible = value("RESPONSIBLE").map(Self.name) {
        task.owners = [responsible]
        task.assignedTo = responsible
      }
      if let author = value("AUTHOR").map(Self.name) { task.createdBy = author }
      if let zone = value("TIMEZONE"), TimeZone(identifier: zone) != nil { task.timeZone = zone }
      if let date = value("DATE") {
        if let draft = context.when(date, zone: TimeZone(identifier: task.timeZone)) {
          task.dueDate = draft.dueDate
          task.dueTime = draft.dueTime
          task.recurrence = draft.recurrence
          task.repeatsFromCompletion = draft.repeatsFromCompletion
        } else {
          result.warnings.append(
            "\(context.fileName):\(line): the date \"\(date)\" of \"\(title)\" was not read; left out"
          )
        }
      }
      let key = "todoist:" + context.fileName
      task.sourceFile = context.fileName
      task.sourceLine = line
      task.sourceText = content
      task.sourceMeeting = key
      task.contentHash = ContentHash.of(meetingKey: key, text: row.joined(separator: "\u{1F}"))
      parent = result.tasks.count
      result.tasks.append(FileTask(task: task, hasOwnID: false, fields: .all))
    }
    return result
  }

  /// Todoist's PRIORITY: 1 is its highest.
  static func priority(_ text: String?) -> Priority {
    switch text {
    case "1"?: return .urgent
    case "2"?: return .high
    default: return .medium
    }
  }

  /// A name without the " (12345)" Todoist puts after it.
  static func name(_ text: String) -> String {
    guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return text }
    let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
    guard inside.allSatisfy(\.isNumber) else { return text }
    return text[..<open].trimmingCharacters(in: .whitespaces)
  }
}
