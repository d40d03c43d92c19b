import Foundation
import IntakeCore

/// Writes stored tasks as the JSON `JSONEncoder` gives them (pretty, sorted keys, no escaped
/// slashes, `Timestamp` dates), byte for byte, in pieces as they come.
///
/// `intake list --json` over 100 000 tasks spent most of its time in `JSONEncoder` and held the
/// whole document in memory; this writes each task as it is read. The keys and their order are
/// those of `StoredTask.encode(to:)` sorted, and a test holds the two outputs equal.
public struct JSONTaskWriter: TaskWriter {
  /// How many tasks were written.
  var count = 0
  /// How many rows were written from their `StoredTask`, not from their bytes.
  var rowsReadAsTasks = 0
  /// What is being written: the caller's buffer, swapped in for the call.
  var buffer: [UInt8] = []

  public init() {}

  public mutating func write(_ task: StoredTask, to output: inout [UInt8]) {
    swap(&buffer, &output)
    defer { swap(&buffer, &output) }
    put(count == 0 ? "[\n" : ",\n")
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

  // Each key is written with what comes before it (the comma and line break that end the
  // field before, the indent) as one constant: two appends per field instead of six, which
  // was a third of the writer's time.

  mutating func object(_ task: StoredTask) {
    put("  {\n    \"assigned_to\" : ")
    string(task.assignedTo)
    put(",\n    \"batch_id\" : ")
    string(task.batchID)
    put(",\n    \"blocked_by\" : ")
    strings(task.blockedBy.map(\.lowercaseText))
    put(",\n    \"completed_at\" : ")
    string(task.completedAt.map(Timestamp.text))
    put(",\n    \"content_hash\" : ")
    string(task.contentHash)
    put(",\n    \"created_at\" : ")
    string(Timestamp.text(task.createdAt))
    put(",\n    \"created_by\" : ")
    string(task.createdBy)
    put(",\n    \"due_date\" : ")
    string(task.dueDate?.description)
    put(",\n    \"due_time\" : ")
    string(task.dueTime?.description)
    put(",\n    \"found_by\" : ")
    string(task.foundBy)
    put(",\n    \"id\" : ")
    string(task.id.lowercaseText)
    put(",\n    \"notes\" : ")
    string(task.notes)
    put(",\n    \"owners\" : ")
    strings(task.owners)
    put(",\n    \"priority\" : ")
    string(task.priority.rawValue)
    put(",\n    \"recurrence\" : ")
    string(task.recurrence)
    put(",\n    \"recurrence_from\" : ")
    string(RecurrenceAnchor.name(of: task.recurrence, fromCompletion: task.repeatsFromCompletion))
    put(",\n    \"series_id\" : ")
    string(task.seriesID?.lowercaseText)
    put(",\n    \"source\" : ")
    source(task.source)
    put(",\n    \"source_file\" : ")
    string(task.sourceFile)
    put(",\n    \"source_line\" : ")
    number(task.sourceLine)
    put(",\n    \"source_speaker\" : ")
    string(task.sourceSpeaker)
    put(",\n    \"source_text\" : ")
    string(task.sourceText)
    put(",\n    \"source_timestamp\" : ")
    string(task.sourceTimestamp)
    put(",\n    \"start_date\" : ")
    string(task.startDate?.description)
    put(",\n    \"status\" : ")
    string(task.status.rawValue)
    put(",\n    \"subtasks\" : ")
    subtasks(task.subtasks)
    put(",\n    \"tags\" : ")
    strings(task.tags)
    put(",\n    \"text\" : ")
    string(task.text)
    put(",\n    \"time_zone\" : ")
    string(task.timeZone)
    put(",\n    \"updated_at\" : ")
    string(Timestamp.text(task.updatedAt))
    put(",\n    \"updated_by\" : ")
    string(task.updatedBy)
    put(",\n    \"version\" : ")
    number(task.version)
    put("\n  }")
  }

  private mutating func source(_ source: TaskSource?) {
    guard let source else { return put("null") }
    put("{\n      \"file\" : ")
    string(source.file)
    put(",\n      \"line\" : ")
    number(source.line)
    put(",\n      \"speaker\" : ")
    string(source.speaker)
    put(",\n      \"text\" : ")
    string(source.text)
    put(",\n      \"timestamp\" : ")
    string(source.timestamp)
    put("\n    }")
  }

  private mutating func subtasks(_ subtasks: [Subtask]) {
    guard !subtasks.isEmpty else { return put("[\n\n    ]") }
    for (index, subtask) in subtasks.enumerated() {
      put(
        index == 0 ? "[\n      {\n        \"completed\" : " : ",\n      {\n        \"completed\" : "
      )
      put(subtask.completed ? "true" : "false")
      if let minutes = subtask.estimatedMinutes {
        put(",\n        \"estimated_minutes\" : ")
        buffer.appendJSON(minutes)
      }
      if let priority = subtask.priority {
        put(",\n        \"priority\" : ")
        string(priority.rawValue)
      }
      put(",\n        \"text\" : ")
      string(subtask.text)
      put("\n      }")
    }
    put("\n    ]")
  }

  private mutating func strings(_ values: [String]) {
    guard !values.isEmpty else { return put("[\n\n    ]") }
    for (index, value) in values.enumerated() {
      put(index == 0 ? "[\n      " : ",\n      ")
      string(value)
    }
    put("\n    ]")
  }

  private mutating func number(_ value: Int?) { buffer.appendJSON(value) }

  private mutating func string(_ text: String?) { buffer.appendJSON(text) }

  /// Appends a constant's bytes.
  mutating func put(_ text: StaticString) {
    buffer.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }
}
