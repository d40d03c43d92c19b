import Foundation
import IntakeCore
import Testing

@testable import IntakeApp

@Suite("JSONTaskWriter")
struct JSONTaskWriterTests {
  static let created = Date(timeIntervalSince1970: 1_772_440_000.123)

  static func task(_ text: String, _ edit: (inout StoredTask) -> Void = { _ in }) -> StoredTask {
    let draft = TaskDraft(text: text, timeZone: "Europe/Lisbon")
    var task = StoredTask(draft: draft, createdBy: "ana", createdAt: created)
    edit(&task)
    return task
  }

  /// Tasks that use every key, every kind of value and every escape.
  static let tasks: [StoredTask] = [
    task("Call Ana"),
    task("Send the \"Q3\" deck / slides\\notes\ttab\nline\u{1}ctl — ünïcødé ✅") { task in
      task.notes = "summary: \u{7F} and \u{2028}"
      task.dueDate = LocalDate(iso: "2026-03-06")
      task.dueTime = LocalTime(iso: "15:30")
      task.recurrence = "FREQ=WEEKLY;BYDAY=MO"
      task.priority = .urgent
      task.status = .done
      task.assignedTo = "Bo Chen"
      task.owners = ["Bo Chen", "Ana \"A\" Lima"]
      task.tags = ["finance", "q3"]
      task.subtasks = [
        Subtask(text: "Draft", completed: true, priority: .high, estimatedMinutes: 30),
        Subtask(text: "Review \"it\"", estimatedMinutes: 12.5),
        Subtask(text: "Send"),
      ]
      task.updatedAt = created.addingTimeInterval(3600)
      task.updatedBy = "bo"
      task.version = 3
      task.sourceText = "- [ ] Bo to send the deck"
      task.sourceFile = "notes/2026-03-02.md"
      task.sourceLine = 14
      task.sourceSpeaker = "Bo Chen"
      task.sourceTimestamp = "00:12:31.500"
      task.batchID = "b-20260302-090000-ab12"
      task.contentHash = "0123456789abcdef"
    },
  ]

  @Test func writesWhatJSONEncoderWrites() throws {
    for count in 0...Self.tasks.count {
      let tasks = Array(Self.tasks.prefix(count))
      #expect(JSONTaskWriter.string(tasks) == (try Self.encoded(tasks)))
    }
  }

  @Test func flushesInChunksAndEndsWithANewline() throws {
    var chunks: [[UInt8]] = []
    var output = TaskOutput(JSONTaskWriter()) { chunks.append($0) }
    for _ in 0..<300 { try output.append(Self.tasks[1]) }
    try output.finish()
    #expect(chunks.count > 1)
    let text = String(decoding: chunks.joined(), as: UTF8.self)
    #expect(text.hasSuffix("\n]\n"))
    let decoded = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any]
    #expect(decoded?.count == 300)
  }

  /// What `JSONEncoder` writes for `tasks`, set as `intake show --json` sets it.
  static func encoded(_ tasks: [StoredTask]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(Timestamp.text(date))
    }
    return String(decoding: try encoder.encode(tasks), as: UTF8.self)
  }
}
