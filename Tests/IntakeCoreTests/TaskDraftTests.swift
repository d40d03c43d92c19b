import Foundation
import IntakeCore
import Testing

@Suite("TaskDraft")
struct TaskDraftTests {
  private func json(_ draft: TaskDraft) throws -> [String: Any] {
    let data = try JSONEncoder().encode(draft)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func everyKeyIsWrittenAndEmptyOnesAreNull() throws {
    let object = try json(TaskDraft(text: "Pay rent", timeZone: "UTC"))
    for key in [
      "text", "due_date", "due_time", "time_zone", "recurrence", "recurrence_from", "priority",
      "assigned_to", "owners", "tags", "subtasks", "diagnostics",
    ] {
      #expect(object[key] != nil, "\(key) is written")
    }
    for key in ["due_date", "due_time", "recurrence", "recurrence_from", "assigned_to", "notes"] {
      #expect(object[key] is NSNull, "\(key) is null")
    }
    #expect(object["text"] as? String == "Pay rent")
    #expect(object["time_zone"] as? String == "UTC")
    #expect(object["priority"] as? String == "medium")
    #expect((object["owners"] as? [Any])?.isEmpty == true)
    #expect((object["tags"] as? [Any])?.isEmpty == true)
    #expect(object["dueDate"] == nil, "keys are snake_case")
  }

  @Test func filledFieldsUseTheirTextForms() throws {
    let draft = TaskDraft(
      text: "Call Ana", dueDate: LocalDate(year: 2026, month: 3, day: 6),
      dueTime: LocalTime(hour: 15, minute: 30), timeZone: "Europe/Lisbon",
      recurrence: "FREQ=WEEKLY;BYDAY=FR", priority: .high, assignedTo: "Ana Lima",
      owners: ["Ana Lima", "Bo Chen"], tags: ["finance"],
      subtasks: [Subtask(text: "draft", estimatedMinutes: 30)],
      diagnostics: [Diagnostic(kind: .ambiguousDate, message: "could be 6 March", span: "3/6")])
    let object = try json(draft)
    #expect(object["due_date"] as? String == "2026-03-06")
    #expect(object["due_time"] as? String == "15:30")
    #expect(object["recurrence"] as? String == "FREQ=WEEKLY;BYDAY=FR")
    #expect(object["priority"] as? String == "high")
    #expect(object["assigned_to"] as? String == "Ana Lima")
    #expect(object["owners"] as? [String] == ["Ana Lima", "Bo Chen"])
    let subtask = try #require((object["subtasks"] as? [[String: Any]])?.first)
    #expect(subtask["estimated_minutes"] as? Double == 30)
    let diagnostic = try #require((object["diagnostics"] as? [[String: Any]])?.first)
    #expect(diagnostic["kind"] as? String == "ambiguous_date")
    #expect(diagnostic["span"] as? String == "3/6")
  }

  @Test func aDraftSurvivesARoundTrip() throws {
    let draft = TaskDraft(
      text: "Call Ana", notes: "about the lease", dueDate: LocalDate(year: 2026, month: 3, day: 6),
      dueTime: LocalTime(hour: 9), timeZone: "Asia/Tokyo", recurrence: "FREQ=DAILY",
      priority: .urgent, assignedTo: "Vitalik", owners: ["Vitalik"], tags: ["ops"],
      subtasks: [Subtask(text: "a", completed: true, priority: .low)],
      diagnostics: [
        Diagnostic(kind: .unknownAssignee, message: "not on the team", span: "Vitalik")
      ],
      sources: [
        FieldSource(
          field: .assignedTo, span: "Vitalik to", start: 0, end: 10, rule: "r", confidence: 0.6)
      ],
      confidence: 0.6)
    let decoded = try JSONDecoder().decode(TaskDraft.self, from: JSONEncoder().encode(draft))
    #expect(decoded == draft)
  }

  @Test func missingKeysDecodeToDefaults() throws {
    let draft = try JSONDecoder().decode(TaskDraft.self, from: Data(#"{"text": "x"}"#.utf8))
    #expect(draft.timeZone == "UTC")
    #expect(draft.priority == .medium)
    #expect(draft.dueDate == nil)
    #expect(draft.owners.isEmpty)
    #expect(draft.confidence == 1)
  }

  @Test func aDraftWithoutTextDoesNotDecode() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TaskDraft.self, from: Data(#"{"due_date": "2026-03-06"}"#.utf8))
    }
  }

  @Test func aBadDateInJSONDoesNotDecode() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        TaskDraft.self, from: Data(#"{"text": "x", "due_date": "2026-02-30"}"#.utf8))
    }
  }

  @Test func diagnosticsReadAsTheirMessage() {
    let diagnostic = Diagnostic(kind: .invalidDate, message: "\"Feb 30\" is not a date")
    #expect(diagnostic.description == "\"Feb 30\" is not a date")
    let kinds: [Diagnostic.Kind] = [
      .ambiguousDate, .invalidDate, .unknownAssignee, .ambiguousAssignee, .emptyTitle, .pastDate,
    ]
    #expect(
      kinds.map(\.rawValue) == [
        "ambiguous_date", "invalid_date", "unknown_assignee", "ambiguous_assignee", "empty_title",
        "past_date",
      ])
  }

  @Test func fieldNamesAreTheJSONKeys() {
    #expect(
      TaskField.allCases.map(\.rawValue) == [
        "text", "due_date", "due_time", "recurrence", "priority", "assigned_to", "tags",
        "start_date",
      ])
  }
}
