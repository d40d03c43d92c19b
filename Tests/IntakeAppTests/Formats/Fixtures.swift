import Foundation
import IntakeCore

/// Tasks for the format tests: every field, and the text that trips writers up (commas,
/// semicolons, quotes, backslashes, line breaks, non-ASCII, long lines).
enum Fixtures {
  /// 2026-03-02T08:26:40.123Z.
  static let created = Date(timeIntervalSince1970: 1_772_440_000.123)

  static func task(
    _ text: String, id: String, zone: String = "Europe/Lisbon",
    _ edit: (inout StoredTask) -> Void = { _ in }
  ) -> StoredTask {
    let draft = TaskDraft(text: text, timeZone: zone)
    var task = StoredTask(
      id: UUID(uuidString: id) ?? UUID(), draft: draft, createdBy: "ana", createdAt: created)
    edit(&task)
    return task
  }

  /// A plain task: a title and nothing else.
  static let plain = task("Call the bank", id: "00000000-0000-4000-8000-000000000001")

  /// A task with every field set.
  static let full = task(
    "Send the \"Q3\" deck, slides; notes\\draft — ünïcødé ✅",
    id: "00000000-0000-4000-8000-000000000002"
  ) { task in
    task.notes = "First line, with a comma\nSecond; line \"quoted\"\r\nThird"
    task.dueDate = LocalDate(iso: "2026-07-15")
    task.dueTime = LocalTime(iso: "15:30")
    task.recurrence = "FREQ=WEEKLY;BYDAY=MO,WE"
    task.priority = .urgent
    task.status = .inProgress
    task.assignedTo = "Bo Chen"
    task.owners = ["Bo Chen", "Ana Lima"]
    task.tags = ["finance", "q3"]
    task.subtasks = [
      Subtask(text: "Draft, then check", completed: true),
      Subtask(text: "Send to Bo", priority: .high, estimatedMinutes: 30),
    ]
    task.updatedAt = created.addingTimeInterval(3_600)
  }

  /// A finished task due on a day, without a time, in New York.
  static let done = task(
    "Pay rent", id: "00000000-0000-4000-8000-000000000003", zone: "America/New_York"
  ) { task in
    task.dueDate = LocalDate(iso: "2026-12-01")
    task.recurrence = "FREQ=MONTHLY;INTERVAL=2"
    task.repeatsFromCompletion = true
    task.priority = .low
    task.status = .done
    task.completedAt = created.addingTimeInterval(86_400)
    task.updatedAt = created.addingTimeInterval(86_400)
  }

  /// A task due at a time in UTC, with a start date and a title longer than a line of
  /// iCalendar.
  static let utc = task(
    String(repeating: "Überprüfen ", count: 12) + "the report",
    id: "00000000-0000-4000-8000-000000000004", zone: "UTC"
  ) { task in
    task.dueDate = LocalDate(iso: "2026-01-20")
    task.dueTime = LocalTime(iso: "09:00")
    task.startDate = LocalDate(iso: "2026-01-15")
    task.priority = .high
  }

  static let all = [plain, full, done, utc]
}
