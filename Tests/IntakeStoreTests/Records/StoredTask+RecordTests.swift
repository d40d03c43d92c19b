import Foundation
import GRDB
import IntakeCore
import Testing

@testable import IntakeStore

@Suite("StoredTask+Record")
struct StoredTaskRecordTests {
  @Test func everyFieldSurvivesARoundTrip() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let task = StoreFixtures.fullTask()
    try repository.insert([task])

    #expect(try repository.task(idPrefix: task.id.uuidString) == task)
    #expect(try repository.tasks(matching: .everything) == [task])
  }

  @Test func emptyOptionalFieldsSurviveARoundTrip() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let task = StoreFixtures.task("water the plants")
    try repository.insert([task])

    let read = try repository.task(idPrefix: task.id.uuidString)
    #expect(read == task)
    #expect(read.notes == nil && read.dueDate == nil && read.sourceLine == nil)
  }

  @Test func columnsAreNamedLikeTheTodosTable() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let names = try repository.database.read { db in
      try Row.fetchAll(db, sql: "PRAGMA table_info(tasks)").compactMap { $0["name"] as? String }
    }
    #expect(
      names == [
        "id", "text", "notes", "status", "completed", "priority", "due_date", "due_time",
        "time_zone", "recurrence", "assigned_to", "owners", "created_by", "created_at",
        "updated_at", "updated_by", "subtasks", "tags", "version", "source_text", "source_file",
        "source_line", "batch_id", "source_speaker", "source_timestamp", "content_hash",
        "series_id", "completed_at", "blocked_by", "recurrence_from", "found_by",
        "source_meeting", "imported_version", "start_date",
      ])
    // Every column but the store's own bookkeeping is a field of the task.
    #expect(names.filter { $0 != "imported_version" } == StoredTask.columns)
  }

  @Test func valuesAreStoredAsTheSharedSchemaSpellsThem() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    var task = StoreFixtures.fullTask()
    task.status = .done
    try repository.insert([task])

    let row = try #require(
      try repository.database.read { db in try Row.fetchOne(db, sql: "SELECT * FROM tasks") })
    #expect(row["id"] as? String == "1a2b3c4d-5e6f-0000-0000-000000000000")
    #expect(row["status"] as? String == "done")
    #expect(row["completed"] as? Int64 == 1)
    #expect(row["priority"] as? String == "urgent")
    #expect(row["due_date"] as? String == "2026-03-06")
    #expect(row["due_time"] as? String == "15:30")
    #expect(row["created_at"] as? String == "2026-03-04T09:00:00.123Z")
    #expect(row["updated_at"] as? String == "2026-03-05T09:00:00.456Z")
    #expect(row["owners"] as? String == #"["Ana Lima","Bo Chen"]"#)
    #expect(row["tags"] as? String == #"["finance","q2/planning"]"#)
    #expect(row["version"] as? Int64 == 3)
    #expect(row["source_line"] as? Int64 == 14)
  }

  @Test func completedFollowsTheStatus() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    try repository.insert([
      StoreFixtures.task("open", id: StoreFixtures.id("aa")),
      StoreFixtures.task("started", id: StoreFixtures.id("bb"), status: .inProgress),
      StoreFixtures.task("finished", id: StoreFixtures.id("cc"), status: .done),
    ])
    let completed = try repository.database.read { db in
      try Int.fetchAll(db, sql: "SELECT completed FROM tasks ORDER BY id")
    }
    #expect(completed == [0, 0, 1])
  }

  @Test func aRowThatContradictsItselfIsRefusedByTheSchema() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let task = StoreFixtures.task("finished", status: .done)
    try repository.insert([task])
    let id = task.id.uuidString.lowercased()
    #expect(throws: DatabaseError.self) {
      try repository.database.write { db in
        try db.execute(sql: "UPDATE tasks SET completed = 0 WHERE id = ?", arguments: [id])
      }
    }
  }

  @Test(arguments: [
    ("due_date", "'2026-02-30'"),
    ("tags", "'not json'"),
    ("created_at", "'yesterday'"),
  ])
  func anUnreadableValueNamesTheTaskAndColumn(column: String, value: String) throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let task = StoreFixtures.task("edited by hand", id: StoreFixtures.id("abc"))
    try repository.insert([task])
    try repository.database.write { db in
      try db.execute(sql: "UPDATE tasks SET \(column) = \(value)")
    }

    let error = #expect(throws: StoreError.self) {
      try repository.task(idPrefix: "abc")
    }
    guard case .unreadableField(let taskID, let failedColumn, _) = error else {
      Issue.record("expected unreadableField, got \(String(describing: error))")
      return
    }
    #expect(taskID == "abc00000-0000-0000-0000-000000000000")
    #expect(failedColumn == column)
  }

  @Test func aSubtaskThatIsNotJSONIsRefusedAndNothingIsWritten() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    var task = StoreFixtures.task("estimate", id: StoreFixtures.id("dd"))
    task.subtasks = [Subtask(text: "guess", estimatedMinutes: .nan)]

    let error = #expect(throws: StoreError.self) {
      try repository.insert([StoreFixtures.task("fine"), task])
    }
    guard case .unstorableField(let id, "subtasks", _) = error else {
      Issue.record("expected unstorableField, got \(String(describing: error))")
      return
    }
    #expect(id == task.id)
    #expect(try repository.tasks(matching: .everything).isEmpty)
  }

  @Test func stringListsAreWrittenAsJSONEncoderWritesThem() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for list in [
      [], ["Ana Lima"], ["q2/planning", "a \"quoted\" \\ word"], ["tab\there\nnew\rline"],
      ["\u{1}\u{8}\u{C}\u{1F}\u{7F}"], ["Zoë", "日本", "🚀", "\u{2028}"],
    ] {
      let expected = String(decoding: try encoder.encode(list), as: UTF8.self)
      #expect(StoredTask.jsonArray(list) == expected)
      #expect(try JSONDecoder().decode([String].self, from: Data(expected.utf8)) == list)
    }
  }
}
