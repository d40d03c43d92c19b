import Foundation
import IntakeCore
import Testing

@Suite("StoredTask")
struct StoredTaskTests {
  private let created = Date(timeIntervalSince1970: 1_772_614_800)

  private func draft() -> TaskDraft {
    TaskDraft(
      text: "Call Ana", notes: "re lease", dueDate: LocalDate(year: 2026, month: 3, day: 6),
      dueTime: LocalTime(hour: 15), timeZone: "Europe/Lisbon", recurrence: "FREQ=DAILY",
      priority: .high, assignedTo: "Ana Lima", owners: ["Ana Lima"], tags: ["home"],
      subtasks: [Subtask(text: "find the number")])
  }

  @Test func aNewTaskTakesTheDraftsFields() throws {
    let id = try #require(UUID(uuidString: "1A2B3C4D-0000-0000-0000-000000000000"))
    let task = StoredTask(
      id: id, draft: draft(), createdBy: "carol", createdAt: created,
      sourceText: "call Ana fri 3pm",
      sourceFile: "notes.md", sourceLine: 4)
    #expect(task.text == "Call Ana")
    #expect(task.notes == "re lease")
    #expect(task.dueDate == LocalDate(year: 2026, month: 3, day: 6))
    #expect(task.dueTime == LocalTime(hour: 15))
    #expect(task.timeZone == "Europe/Lisbon")
    #expect(task.recurrence == "FREQ=DAILY")
    #expect(task.priority == .high)
    #expect(task.assignedTo == "Ana Lima")
    #expect(task.owners == ["Ana Lima"])
    #expect(task.tags == ["home"])
    #expect(task.subtasks == [Subtask(text: "find the number")])
    #expect(task.status == .todo)
    #expect(!task.isCompleted)
    #expect(task.version == 1)
    #expect(task.updatedAt == created)
    #expect(task.updatedBy == nil)
    #expect(task.sourceLine == 4)
  }

  @Test func aDoneTaskIsCompleted() {
    #expect(
      StoredTask(draft: draft(), status: .done, createdBy: "c", createdAt: created).isCompleted)
    #expect(
      !StoredTask(draft: draft(), status: .inProgress, createdBy: "c", createdAt: created)
        .isCompleted)
  }

  @Test func jsonUsesSnakeCaseKeysALowerCaseIDAndNulls() throws {
    let id = try #require(UUID(uuidString: "1A2B3C4D-0000-0000-0000-000000000000"))
    let task = StoredTask(
      id: id, draft: TaskDraft(text: "x", timeZone: "UTC"), createdBy: "c", createdAt: created)
    let data = try JSONEncoder().encode(task)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["id"] as? String == "1a2b3c4d-0000-0000-0000-000000000000")
    for key in [
      "due_date", "due_time", "time_zone", "assigned_to", "created_by", "created_at",
      "updated_at", "updated_by", "source_text", "source_file", "source_line",
    ] {
      #expect(object[key] != nil, "\(key) is written")
    }
    #expect(object["due_date"] is NSNull)
    #expect(object["source_line"] is NSNull)
    #expect(object["status"] as? String == "todo")
    #expect(object["version"] as? Int == 1)
  }
}
