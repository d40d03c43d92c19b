import Foundation
import IntakeCore
import Testing

@testable import intake

@Suite("Draft JSON lines")
struct DraftJSONTests {
  /// Drafts that use every key, every kind of value and every escape.
  static let drafts: [TaskDraft] = [
    TaskDraft(text: "Call Ana", timeZone: "UTC"),
    TaskDraft(
      text: "Send the \"Q3\" deck / slides\\notes\ttab\nline\u{1}ctl — ünïcødé ✅",
      notes: "from the 3/2 meeting", dueDate: LocalDate(iso: "2026-03-06"),
      dueTime: LocalTime(iso: "15:30"), timeZone: "Europe/Lisbon",
      recurrence: "FREQ=WEEKLY;BYDAY=MO", priority: .urgent, assignedTo: "Bo Chen",
      owners: ["Bo Chen", "Ana \"A\" Lima"], tags: ["finance", "q3"],
      subtasks: [
        Subtask(text: "Draft", completed: true, priority: .high, estimatedMinutes: 30),
        Subtask(text: "Review", estimatedMinutes: 12.5), Subtask(text: "Send"),
      ],
      diagnostics: [
        Diagnostic(kind: .ambiguousDate, message: "3/2 could be 2 March", span: "3/2"),
        Diagnostic(kind: .aiUnavailable, message: "the AI did not answer"),
      ],
      sources: [
        FieldSource(
          field: .dueDate, span: "fri 3:30pm", start: 10, end: 20, rule: "<weekday> <time>",
          confidence: 0.95),
        FieldSource(field: .priority, span: "!!", start: 0, end: 2, rule: "!!", confidence: 1),
      ],
      confidence: 0.8),
  ]

  @Test func eachLineIsWhatJSONEncoderWritesWithSortedKeys() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for draft in Self.drafts {
      var bytes: [UInt8] = []
      bytes.appendJSONLine(draft)
      let expected = String(decoding: try encoder.encode(draft), as: UTF8.self) + "\n"
      #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }
  }

  @Test func anIDIsEchoedInItsSortedPlace() throws {
    var bytes: [UInt8] = []
    bytes.appendJSONLine(Self.drafts[0], id: "case \"7\"")
    let line = String(decoding: bytes, as: UTF8.self)
    #expect(line.contains(#""due_time":null,"id":"case \"7\"","notes":null"#))
    let object = try JSONValue(parsing: line)
    #expect(object["id"]?.string == "case \"7\"")
  }
}
