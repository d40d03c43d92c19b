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
      "updated_at", "updated_by", "source_text", "source_file", "source_line", "source_speaker",
      "source_timestamp", "batch_id", "content_hash", "series_id", "completed_at", "blocked_by",
      "recurrence_from",
      "source",
    ] {
      #expect(object[key] != nil, "\(key) is written")
    }
    #expect(object["due_date"] is NSNull)
    #expect(object["source_line"] is NSNull)
    #expect(object["status"] as? String == "todo")
    #expect(object["version"] as? Int == 1)
  }

  // MARK: - Provenance

  private func imported() throws -> StoredTask {
    let id = try #require(UUID(uuidString: "1A2B3C4D-0000-0000-0000-000000000000"))
    var task = StoredTask(
      id: id, draft: draft(), createdBy: "carol", createdAt: created,
      sourceText: "Ana: I'll call the landlord by Friday", sourceFile: "standup.vtt",
      sourceLine: 12, sourceSpeaker: "Ana Lima", sourceTimestamp: "00:01:02.500",
      contentHash: "56b4eb651bd2bf21")
    task.batchID = "b-20260304-090000-ab12"
    return task
  }

  @Test func aTaskWithoutProvenanceHasNoSource() {
    let task = StoredTask(draft: draft(), createdBy: "c", createdAt: created)
    #expect(task.source == nil)
    #expect(task.batchID == nil && task.contentHash == nil)
  }

  @Test func theSourceGathersTheProvenance() throws {
    #expect(
      try imported().source
        == TaskSource(
          file: "standup.vtt", line: 12, speaker: "Ana Lima", timestamp: "00:01:02.500",
          text: "Ana: I'll call the landlord by Friday"))
    let typed = StoredTask(
      draft: draft(), createdBy: "c", createdAt: created, sourceText: "call Ana fri")
    #expect(typed.source == TaskSource(text: "call Ana fri"))
  }

  @Test func jsonNestsTheSourceBesideTheFlatKeys() throws {
    let data = try JSONEncoder().encode(try imported())
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let source = try #require(object["source"] as? [String: Any])
    #expect(source["file"] as? String == "standup.vtt")
    #expect(source["line"] as? Int == 12)
    #expect(source["speaker"] as? String == "Ana Lima")
    #expect(source["timestamp"] as? String == "00:01:02.500")
    #expect(source["text"] as? String == "Ana: I'll call the landlord by Friday")
    #expect(object["source_speaker"] as? String == "Ana Lima")
    #expect(object["batch_id"] as? String == "b-20260304-090000-ab12")
    #expect(object["content_hash"] as? String == "56b4eb651bd2bf21")
  }

  @Test func jsonReadsBackWhatItWrites() throws {
    let task = try imported()
    #expect(try JSONDecoder().decode(StoredTask.self, from: JSONEncoder().encode(task)) == task)
  }

  @Test func jsonWithoutTheProvenanceKeysStillReads() throws {
    let task = StoredTask(
      draft: TaskDraft(text: "x", timeZone: "UTC"), createdBy: "c", createdAt: created)
    var object = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(task)) as? [String: Any])
    for key in ["source_speaker", "source_timestamp", "batch_id", "content_hash", "source"] {
      object.removeValue(forKey: key)
    }
    let data = try JSONSerialization.data(withJSONObject: object)
    #expect(try JSONDecoder().decode(StoredTask.self, from: data) == task)
  }
}

@Suite("UUID.random")
struct RandomUUIDTests {
  @Test func isAVersionFourRFCVariantUUID() {
    let text = UUID.random().uuidString
    let characters = Array(text)
    #expect(characters.count == 36)
    #expect(characters[14] == "4")
    #expect("89AB".contains(characters[19]))
  }

  @Test func drawsDifferentIDs() {
    let ids = Set((0..<1000).map { _ in UUID.random() })
    #expect(ids.count == 1000)
  }
}

@Suite("UUID text")
struct UUIDTextTests {
  @Test func lowercaseTextIsFoundationsTextLowerCased() {
    for _ in 0..<200 {
      let id = UUID()
      #expect(id.lowercaseText == id.uuidString.lowercased())
      #expect(UUID.parse(id.uuidString) == id)
      #expect(UUID.parse(id.lowercaseText) == id)
    }
  }

  @Test(arguments: [
    "", "not a uuid", "2638c754-6535-4514-b152-109881439de",
    "2638c754-6535-4514-b152-109881439de7a",
    "2638c754x6535-4514-b152-109881439de7", "2638c754-6535-4514-b152-109881439dg7",
    "2638c75-46535-4514-b152-109881439de7",
  ])
  func parseRefusesWhatIsNotAUUID(_ text: String) {
    #expect(UUID.parse(text) == nil)
  }
}
