import Foundation
import IntakeCore

/// Tasks as CSV (RFC 4180) with a header row: every field a person edits, and provenance.
///
/// Owners and tags are joined with "; ", subtasks are a JSON array, instants are
/// `Timestamp`s (UTC, milliseconds), and an empty field is an unset one.
public struct CSVTaskWriter: TaskWriter {
  /// The header row, in order.
  public static let columns = [
    "id", "text", "notes", "status", "priority", "due_date", "due_time", "time_zone", "start_date",
    "recurrence", "recurrence_from", "assigned_to", "owners", "tags", "subtasks", "created_by",
    "created_at", "updated_at", "updated_by", "completed_at", "source_file", "source_line",
  ]

  private let rows = CSVRows()

  public init() {}

  public mutating func begin(_ output: inout [UInt8]) {
    rows.append(Self.columns, to: &output)
  }

  public mutating func write(_ task: StoredTask, to output: inout [UInt8]) {
    rows.append(
      [
        task.id.lowercaseText, task.text, task.notes ?? "", task.status.rawValue,
        task.priority.rawValue, task.dueDate?.description ?? "", task.dueTime?.description ?? "",
        task.timeZone, task.startDate?.description ?? "", task.recurrence ?? "",
        RecurrenceAnchor.name(of: task.recurrence, fromCompletion: task.repeatsFromCompletion)
          ?? "",
        task.assignedTo ?? "", task.owners.joined(separator: "; "),
        task.tags.joined(separator: "; "), Self.subtasks(task.subtasks), task.createdBy,
        Timestamp.text(task.createdAt), Timestamp.text(task.updatedAt), task.updatedBy ?? "",
        task.completedAt.map(Timestamp.text) ?? "", task.sourceFile ?? "",
        task.sourceLine.map(String.init) ?? "",
      ], to: &output)
  }

  public mutating func end(_ output: inout [UInt8]) {
    rows.end(&output)
  }

  /// The subtasks as a compact JSON array; empty when there are none.
  static func subtasks(_ subtasks: [Subtask]) -> String {
    guard !subtasks.isEmpty else { return "" }
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    for (index, subtask) in subtasks.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.appendText("{\"text\":")
      bytes.appendJSON(subtask.text)
      bytes.appendText(",\"completed\":" + (subtask.completed ? "true" : "false"))
      if let priority = subtask.priority {
        bytes.appendText(",\"priority\":")
        bytes.appendJSON(priority.rawValue)
      }
      if let minutes = subtask.estimatedMinutes {
        bytes.appendText(",\"estimated_minutes\":")
        bytes.appendJSON(minutes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
    bytes.append(UInt8(ascii: "]"))
    return String(decoding: bytes, as: UTF8.self)
  }
}
