import Foundation
import GRDB
import IntakeCore
import Testing

@testable import IntakeApp
@testable import IntakeStore

@Suite("JSONTaskWriter from stored rows")
struct JSONTaskWriterRowTests {
  /// The tasks of `JSONTaskWriterTests` and more: every column set, ids among the values,
  /// a repeat from completion, text outside ASCII.
  static let tasks: [StoredTask] =
    JSONTaskWriterTests.tasks + [
      JSONTaskWriterTests.task("Ship the release") { task in
        task.id = id("0A1B2C3D-4E5F-4061-8293-A4B5C6D7E8F9")
        task.blockedBy = [
          id("11111111-2222-4333-8444-555555555555"),
          id("ABCDEF01-2345-4678-9ABC-DEF012345678"),
        ]
        task.seriesID = id("FEDCBA98-7654-4321-8FED-CBA987654321")
        task.startDate = LocalDate(iso: "2026-03-09")
        task.recurrence = "FREQ=MONTHLY;BYMONTHDAY=1"
        task.repeatsFromCompletion = true
        task.owners = ["José Álvarez", "Zoë", ""]
        task.assignedTo = "José Álvarez"
        task.tags = ["release", "v2.1"]
        task.foundBy = "ai"
      },
      JSONTaskWriterTests.task("Water the plants") { task in
        task.status = .done
        task.completedAt = JSONTaskWriterTests.created.addingTimeInterval(86_400.5)
        task.sourceLine = 0
      },
      JSONTaskWriterTests.task("Only a speaker") { task in task.sourceSpeaker = "Mei" },
    ]

  /// The UUID `text` spells.
  static func id(_ text: String) -> UUID {
    guard let id = UUID(uuidString: text) else { preconditionFailure("not a UUID: \(text)") }
    return id
  }

  /// A repository holding `tasks`, with `edit` applied to its rows by SQL.
  static func repository(editing edit: String? = nil) throws -> SQLiteTaskRepository {
    let repository = try SQLiteTaskRepository.inMemory()
    // Without the batch, which the store holds only for batches it made.
    try repository.insert(
      Self.tasks.map { task in
        var task = task
        task.batchID = nil
        return task
      })
    if let edit { try repository.database.write { db in try db.execute(sql: edit) } }
    return repository
  }

  /// `list --json` of everything, written from the rows; with how many rows the writer read
  /// as tasks.
  static func fromRows(
    _ repository: some TaskRepository
  ) -> (json: Result<String, StoreError>, readAsTasks: Int) {
    var writer = JSONTaskWriter()
    var bytes: [UInt8] = []
    do {
      try repository.forEachTaskRow(matching: .everything) { row throws(StoreError) in
        try writer.write(row, to: &bytes)
      }
      writer.end(&bytes)
    } catch {
      return (.failure(error), writer.rowsReadAsTasks)
    }
    return (.success(String(decoding: bytes, as: UTF8.self)), writer.rowsReadAsTasks)
  }

  /// The same, written from the tasks the store reads.
  static func fromTasks(_ repository: some TaskRepository) -> Result<String, StoreError> {
    Result { () throws(StoreError) in
      JSONTaskWriter.string(try repository.tasks(matching: .everything)) + "\n"
    }
  }

  @Test func rowsAreWrittenAsTheirTasksAre() throws {
    let repository = try Self.repository()
    let (json, readAsTasks) = Self.fromRows(repository)
    let written = try json.get()
    #expect(written == (try Self.fromTasks(repository).get()))
    // Rows as the store writes them are copied from their bytes, but for the one subtasks.
    #expect(readAsTasks == 1)
    // Every task was listed, the ids lowercase as the store keeps them.
    #expect(written.contains("\"id\" : \"0a1b2c3d-4e5f-4061-8293-a4b5c6d7e8f9\""))
    #expect(written.components(separatedBy: "\n  {\n").count == Self.tasks.count + 1)
  }

  /// Rows changed by hand, in forms the store never writes: each is written as the task the
  /// store reads from it, or refused with the same error.
  @Test(arguments: [
    // An array with escapes, or spaces, or subtasks: read as JSON.
    #"UPDATE tasks SET owners = '["Ana \"A\" Lima","Jos\u00e9"]'"#,
    #"UPDATE tasks SET tags = '[ "a" , "b" ]'"#,
    #"UPDATE tasks SET tags = '["a", "b"]'"#,
    #"UPDATE tasks SET subtasks = '[{"text":"draft","completed":true}]'"#,
    #"UPDATE tasks SET blocked_by = '["ABCDEF01-2345-4678-9ABC-DEF012345678"]'"#,
    // Ids, numbers and instants the store writes another way.
    "UPDATE tasks SET priority = 'urgent', status = 'in_progress' WHERE status = 'todo'",
    "UPDATE tasks SET series_id = upper(id)",
    "UPDATE tasks SET version = '007'",
    "UPDATE tasks SET source_line = '-3'",
    "UPDATE tasks SET created_at = '2026-03-02T08:26:40Z'",
    "UPDATE tasks SET completed_at = '2026-03-02T08:26:40Z' WHERE status = 'done'",
    // Text that is not UTF-8, or not ASCII, or holds a NUL.
    "UPDATE tasks SET notes = CAST(X'41FF42' AS TEXT)",
    "UPDATE tasks SET text = 'caf' || char(233, 0, 10)",
    "UPDATE tasks SET recurrence_from = 'completion'",
    // Values the store cannot read at all (its schema refuses worse ones).
    "UPDATE tasks SET start_date = '2026-13-01'",
    "UPDATE tasks SET due_date = '2026-02-30'",
    "UPDATE tasks SET due_time = '25:00'",
    "UPDATE tasks SET updated_at = 'then'",
    "UPDATE tasks SET source_line = '12.0'",
    "UPDATE tasks SET owners = 'Ana'",
  ])
  func handEditedRowsAreWrittenAsTheirTasksAre(edit: String) throws {
    let repository = try Self.repository(editing: edit)
    let rows = Self.fromRows(repository).json
    let tasks = Self.fromTasks(repository)
    switch (rows, tasks) {
    case (.success(let fromRows), .success(let fromTasks)):
      #expect(fromRows == fromTasks)
    case (.failure(let fromRows), .failure(let fromTasks)):
      #expect(fromRows.description == fromTasks.description)
    default:
      Issue.record("rows gave \(rows), tasks gave \(tasks)")
    }
  }

  @Test func aRowInAnotherFormIsReadAsItsTask() throws {
    let edit = #"UPDATE tasks SET owners = '["Ana \u0041"]' WHERE text = 'Call Ana'"#
    let (json, readAsTasks) = Self.fromRows(try Self.repository(editing: edit))
    #expect(readAsTasks == 2)
    #expect(try json.get().contains("\"Ana A\""))
  }

  @Test func anUnreadableRowStopsTheListingWithTheStoresError() throws {
    let repository = try Self.repository(editing: "UPDATE tasks SET due_date = '2026-02-30'")
    guard case .failure(.unreadableField(_, let column, let value)) = Self.fromRows(repository).json
    else {
      Issue.record("expected an unreadable status")
      return
    }
    #expect(column == "due_date")
    #expect(value == "2026-02-30")
  }
}
