import Foundation
import IntakeCore

/// Tasks as the CSV Todoist imports into a project (its template's columns).
///
/// Each task is a `task` row, each subtask a row under it with INDENT 2. Tags are labels
/// ("@tag" in CONTENT), notes the DESCRIPTION, the first owner the RESPONSIBLE, the creator
/// the AUTHOR. PRIORITY is Todoist's 1 (urgent) and 2 (high); medium, the level of a task
/// nobody ranked, is 4 like Todoist's own unranked tasks, and so is low. DATE is the due
/// date and time as Todoist reads them (`2026-11-25 15:00`), a recurrence as words
/// ("every monday starting 2026-11-30"), in the task's zone (TIMEZONE). What Todoist has no
/// column for is not written: the status of a task not done, other owners, ids.
public struct TodoistCSVWriter: TaskWriter {
  /// Todoist's template columns, in order.
  public static let columns = [
    "TYPE", "CONTENT", "DESCRIPTION", "PRIORITY", "INDENT", "AUTHOR", "RESPONSIBLE", "DATE",
    "DATE_LANG", "TIMEZONE", "DURATION", "DURATION_UNIT",
  ]

  private let rows = CSVRows()

  public init() {}

  public mutating func begin(_ output: inout [UInt8]) {
    rows.append(Self.columns, to: &output)
  }

  public mutating func write(_ task: StoredTask, to output: inout [UInt8]) {
    let content = ([task.text.oneLine] + task.tags.map { "@" + $0 })
      .joined(separator: " ")
    rows.append(
      [
        "task", content, task.notes ?? "", String(Self.number(of: task.priority)), "1",
        task.createdBy, task.owners.first ?? "", Self.date(task), "en", task.timeZone, "", "",
      ], to: &output)
    for subtask in task.subtasks {
      let duration = subtask.estimatedMinutes.map { String(Int($0.rounded())) } ?? ""
      rows.append(
        [
          "task", subtask.text.oneLine, "",
          String(Self.number(of: subtask.priority ?? .medium)), "2", task.createdBy, "", "",
          "en", task.timeZone, duration, duration.isEmpty ? "" : "minute",
        ], to: &output)
    }
  }

  public mutating func end(_ output: inout [UInt8]) {
    rows.end(&output)
  }

  /// Todoist's priority: 1 is its highest.
  static func number(of priority: Priority) -> Int {
    switch priority {
    case .urgent: return 1
    case .high: return 2
    case .medium, .low: return 4
    }
  }

  /// The DATE cell: the due date and time, or the recurrence in words from the due date.
  static func date(_ task: StoredTask) -> String {
    var text = task.dueDate?.description ?? ""
    if let time = task.dueTime { text += " " + time.description }
    guard let rule = task.recurrence, let words = (try? Recurrence(parsing: rule))?.words else {
      return text
    }
    let at = task.dueTime.map { " at " + $0.description } ?? ""
    let start = task.dueDate.map { " starting " + $0.description } ?? ""
    return words + at + start
  }
}
