import Foundation
import IntakeCore

/// Writes stored tasks as the JSON `JSONEncoder` gives them (pretty, sorted keys, no escaped
/// slashes, `Timestamp` dates), byte for byte, in pieces as they come.
///
/// `intake list --json` over 100 000 tasks spent most of its time in `JSONEncoder` and held the
/// whole document in memory; this writes each task as it is read. The keys and their order are
/// those of `StoredTask.encode(to:)` sorted, and a test holds the two outputs equal.
public struct JSONTaskWriter: TaskWriter {
  private var count = 0
  private var buffer: [UInt8] = []

  public init() {}

  public mutating func write(_ task: StoredTask, to output: inout [UInt8]) {
    swap(&buffer, &output)
    defer { swap(&buffer, &output) }
    write(count == 0 ? "[\n" : ",\n")
    count += 1
    object(task)
  }

  /// Closes the array (an empty one if no task came), with a newline.
  public mutating func end(_ output: inout [UInt8]) {
    output.appendText(count == 0 ? "[\n\n]\n" : "\n]\n")
  }

  /// The whole JSON of `tasks`, as `JSONEncoder` prints it pretty, with sorted keys (without
  /// the final newline).
  public static func string(_ tasks: [StoredTask]) -> String {
    var bytes = TaskOutput.bytes(tasks, JSONTaskWriter())
    bytes.removeLast()
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: - Pieces

  private mutating func object(_ task: StoredTask) {
    write("  {\n")
    field("assigned_to", task.assignedTo)
    field("batch_id", task.batchID)
    strings("blocked_by", task.blockedBy.map(\.lowercaseText))
    field("completed_at", task.completedAt.map(Timestamp.text))
    field("content_hash", task.contentHash)
    field("created_at", Timestamp.text(task.createdAt))
    field("created_by", task.createdBy)
    field("due_date", task.dueDate?.description)
    field("due_time", task.dueTime?.description)
    field("found_by", task.foundBy)
    field("id", task.id.lowercaseText)
    field("notes", task.notes)
    strings("owners", task.owners)
    field("priority", task.priority.rawValue)
    field("recurrence", task.recurrence)
    field(
      "recurrence_from",
      RecurrenceAnchor.name(of: task.recurrence, fromCompletion: task.repeatsFromCompletion))
    field("series_id", task.seriesID?.lowercaseText)
    source(task.source)
    field("source_file", task.sourceFile)
    key("source_line")
    number(task.sourceLine)
    write(",\n")
    field("source_speaker", task.sourceSpeaker)
    field("source_text", task.sourceText)
    field("source_timestamp", task.sourceTimestamp)
    field("start_date", task.startDate?.description)
    field("status", task.status.rawValue)
    subtasks(task.subtasks)
    strings("tags", task.tags)
    field("text", task.text)
    field("time_zone", task.timeZone)
    field("updated_at", Timestamp.text(task.updatedAt))
    field("updated_by", task.updatedBy)
    key("version")
    number(task.version)
    write("\n  }")
  }

  private mutating func source(_ source: TaskSource?) {
    key("source")
    guard let source else {
      write("null,\n")
      return
    }
    write("{\n")
    field("file", source.file, indent: 6)
    key("line", indent: 6)
    number(source.line)
    write(",\n")
    field("speaker", source.speaker, indent: 6)
    field("text", source.text, indent: 6)
    key("timestamp", indent: 6)
    string(source.timestamp)
    write("\n    },\n")
  }

  private mutating func subtasks(_ subtasks: [Subtask]) {
    key("subtasks")
    guard !subtasks.isEmpty else {
      write("[\n\n    ],\n")
      return
    }
    write("[\n")
    for (index, subtask) in subtasks.enumerated() {
      write(index == 0 ? "      {\n" : ",\n      {\n")
      key("completed", indent: 8)
      write(subtask.completed ? "true" : "false")
      if let minutes = subtask.estimatedMinutes {
        write(",\n")
        key("estimated_minutes", indent: 8)
        double(minutes)
      }
      if let priority = subtask.priority {
        write(",\n")
        key("priority", indent: 8)
        string(priority.rawValue)
      }
      write(",\n")
      key("text", indent: 8)
      string(subtask.text)
      write("\n      }")
    }
    write("\n    ],\n")
  }

  private mutating func strings(_ name: String, _ values: [String]) {
    key(name)
    guard !values.isEmpty else {
      write("[\n\n    ],\n")
      return
    }
    write("[\n")
    for (index, value) in values.enumerated() {
      if index > 0 { write(",\n") }
      write("      ")
      string(value)
    }
    write("\n    ],\n")
  }

  private mutating func field(_ name: String, _ value: String?, indent: Int = 4) {
    key(name, indent: indent)
    string(value)
    write(",\n")
  }

  private mutating func key(_ name: String, indent: Int = 4) {
    for _ in 0..<indent { buffer.append(UInt8(ascii: " ")) }
    buffer.append(UInt8(ascii: "\""))
    write(name)
    write("\" : ")
  }

  private mutating func number(_ value: Int?) { buffer.appendJSON(value) }

  private mutating func double(_ value: Double) { buffer.appendJSON(value) }

  private mutating func string(_ text: String?) { buffer.appendJSON(text) }

  private mutating func write(_ text: String) { buffer.appendText(text) }
}
