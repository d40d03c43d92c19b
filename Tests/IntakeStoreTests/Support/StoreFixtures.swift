import Foundation
import IntakeCore

@testable import IntakeStore

/// Tasks, ids and folders shared by the store tests.
enum StoreFixtures {
  /// 2026-03-04T09:00:00.123Z: a fixed clock, with milliseconds so their round trip is tested.
  static let now = Date(timeIntervalSince1970: 1_772_614_800.123)

  /// A UUID whose text starts with `prefix` (hex), the rest zeros.
  static func id(_ prefix: String) -> UUID {
    let hex = Array((prefix + String(repeating: "0", count: 32)).prefix(32))
    let text =
      String(hex[0..<8]) + "-" + String(hex[8..<12]) + "-" + String(hex[12..<16]) + "-"
      + String(hex[16..<20]) + "-" + String(hex[20..<32])
    guard let id = UUID(uuidString: text) else {
      preconditionFailure("\(prefix) is not a hex prefix")
    }
    return id
  }

  /// A plain task; the arguments are the fields the filter and ordering tests vary.
  static func task(
    _ text: String, id: UUID = UUID(), status: Status = .todo, due: String? = nil,
    time: String? = nil, assignee: String? = nil, createdAt: Date = now
  ) -> StoredTask {
    let draft = TaskDraft(
      text: text, dueDate: due.flatMap(LocalDate.init(iso:)),
      dueTime: time.flatMap(LocalTime.init(iso:)), timeZone: "UTC", assignedTo: assignee)
    return StoredTask(
      id: id, draft: draft, status: status, createdBy: "tester", createdAt: createdAt)
  }

  /// An imported item: a task with the content hash of `text` in `meeting`.
  static func item(
    _ text: String, meeting: String = "notes.md#2026-03-02", line: Int? = nil
  ) -> StoredTask {
    let draft = TaskDraft(text: text, timeZone: "UTC")
    return StoredTask(
      draft: draft, createdBy: "tester", createdAt: now, sourceText: text, sourceFile: "notes.md",
      sourceLine: line, contentHash: ContentHash.of(meetingKey: meeting, text: text))
  }

  /// A task with every field set to something other than its default, except `batchID`,
  /// which must name a stored batch.
  static func fullTask() -> StoredTask {
    let draft = TaskDraft(
      text: "Call Ana about the \"budget\" / Q2 ✓", notes: "line one\nline two",
      dueDate: LocalDate(year: 2026, month: 3, day: 6), dueTime: LocalTime(hour: 15, minute: 30),
      timeZone: "America/Sao_Paulo", recurrence: "FREQ=WEEKLY;BYDAY=FR", priority: .urgent,
      assignedTo: "Ana Lima", owners: ["Ana Lima", "Bo Chen"], tags: ["finance", "q2/planning"],
      subtasks: [
        Subtask(text: "draft numbers", completed: true, priority: .high, estimatedMinutes: 45.5),
        Subtask(text: "send deck"),
      ])
    var task = StoredTask(
      id: id("1a2b3c4d5e6f"), draft: draft, status: .inProgress, createdBy: "carol",
      createdAt: now, sourceText: "call Ana fri 3:30pm about the budget !urgent",
      sourceFile: "notes/2026-03-02-planning.md", sourceLine: 14, sourceSpeaker: "Carol Diaz",
      sourceTimestamp: "00:14:05.250", contentHash: "0123456789abcdef")
    task.updatedAt = Date(timeIntervalSince1970: 1_772_701_200.456)
    task.updatedBy = "dave"
    task.version = 3
    return task
  }

  /// Runs `body` with a new empty folder, removed afterwards.
  @discardableResult
  static func withTemporaryFolder<Value>(
    _ body: (String) throws -> Value
  ) throws -> Value {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("intake-store-tests-" + UUID().uuidString).path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(folder)
  }

  /// The permission bits of the file at `path`.
  static func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }
}
