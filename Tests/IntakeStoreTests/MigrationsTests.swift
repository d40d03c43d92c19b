import Foundation
import GRDB
import IntakeCore
import Testing

@testable import IntakeStore

@Suite("Migrations")
struct MigrationsTests {
  @Test func migrationsAreNamedAndInOrder() {
    #expect(
      Migrations.known == [
        "v1-create-tasks", "v2-add-batches", "v3-ai-cache", "v4-series-and-operations",
        "v5-found-by", "v6-people", "v7-reimport", "v8-start-date", "v9-listing-index",
      ])
  }

  @Test func aNewDatabaseHasEveryMigrationAndTheIndexes() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let (applied, indexes) = try repository.database.read { db in
      (
        try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"),
        try String.fetchAll(
          db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
      )
    }
    #expect(applied == Migrations.known)
    #expect(
      Set(indexes) == [
        "tasks_status", "tasks_due_date", "tasks_assigned_to", "people_aliases_person_id",
        "tasks_source_meeting",
        "batches_created_at", "tasks_batch_id", "tasks_content_hash", "tasks_series_id",
        "operations_created_by", "tasks_listing",
      ])
  }

  @Test func reopeningACurrentDatabaseWritesNothing() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/intake.sqlite"
      let task = StoreFixtures.fullTask()
      do {
        let repository = try SQLiteTaskRepository(path: path)
        try repository.insert([task])
      }
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      let schemaBefore = try schema(path)

      let repository = try SQLiteTaskRepository(path: path)
      #expect(try repository.tasks(matching: .everything) == [task])
      let after = try Data(contentsOf: URL(fileURLWithPath: path))

      #expect(after == before)
      #expect(try schema(path) == schemaBefore)
    }
  }

  // MARK: - From v1

  /// A task row as intake v1 wrote it: the v1 columns only, spelled out here so the fixture
  /// does not follow later changes to the record mapping.
  private static let v1Task = """
    INSERT INTO tasks (id, text, notes, status, completed, priority, due_date, due_time,
      time_zone, recurrence, assigned_to, owners, created_by, created_at, updated_at,
      updated_by, subtasks, tags, version, source_text, source_file, source_line)
    VALUES ('1a2b3c4d-0000-0000-0000-000000000000', 'Call Ana', NULL, 'in_progress', 0, 'high',
      '2026-03-06', '15:00', 'Europe/Lisbon', NULL, 'Ana Lima', '["Ana Lima"]', 'carol',
      '2026-03-04T09:00:00.123Z', '2026-03-05T09:00:00.000Z', 'dave', '[]', '["home"]', 2,
      'call Ana fri 3pm !high', 'notes.md', 4)
    """

  /// A database file as intake v1 left it: the v1 migration, one task, one team member.
  private func makeV1Database(_ path: String) throws {
    let queue = try DatabaseQueue(path: path)
    try Migrations.migrator.migrate(queue, upTo: "v1-create-tasks")
    try queue.write { db in
      try db.execute(sql: Self.v1Task)
      try db.execute(sql: "INSERT INTO team_members (name) VALUES ('Ana Lima')")
    }
    try queue.close()
  }

  @Test func aV1DatabaseMigratesAndKeepsItsTasks() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/intake.sqlite"
      try makeV1Database(path)

      let repository = try SQLiteTaskRepository(path: path)
      let applied = try repository.database.read { db in
        try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
      }
      #expect(applied == Migrations.known)
      let task = try repository.task(idPrefix: "1a2b3c4d")
      #expect(task.text == "Call Ana" && task.status == .inProgress && task.version == 2)
      #expect(task.sourceText == "call Ana fri 3pm !high" && task.sourceLine == 4)
      #expect(task.batchID == nil && task.contentHash == nil && task.sourceSpeaker == nil)
      #expect(try repository.members().map(\.name) == ["Ana Lima"])
      #expect(try repository.batches().isEmpty)
    }
  }

  @Test func aMigratedV1DatabaseTakesImportsAndUndoesThem() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/intake.sqlite"
      try makeV1Database(path)
      let repository = try SQLiteTaskRepository(path: path)

      let result = try repository.importBatch(
        [StoreFixtures.item("send the deck")], source: "notes.md", by: "carol",
        at: StoreFixtures.now)
      #expect(result.added.count == 1)
      #expect(try repository.tasks(matching: .everything).count == 2)
      #expect(try repository.undo(batchID: nil).removed == 1)
      #expect(try repository.tasks(matching: .everything).map(\.text) == ["Call Ana"])
    }
  }

  @Test func aV5DatabaseFoldsItsTeamIntoPeopleAndKeepsEveryOwner() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/intake.sqlite"
      let queue = try DatabaseQueue(path: path)
      try Migrations.migrator.migrate(queue, upTo: "v5-found-by")
      try queue.write { db in
        try db.execute(sql: Self.v1Task)
        try db.execute(sql: "INSERT INTO team_members (id, name) VALUES (7, 'Ana Lima')")
        try db.execute(sql: "INSERT INTO team_aliases (alias, member_id) VALUES ('al', 7)")
        try db.execute(
          sql: """
            UPDATE tasks SET owners = '["Ana Lima", "Jane Roe", "al", " "]'
            WHERE id LIKE '1a2b3c4d%'
            """)
      }
      try queue.close()

      let repository = try SQLiteTaskRepository(path: path)
      #expect(try repository.members() == [TeamMember(name: "Ana Lima", aliases: ["al"])])
      #expect(
        try repository.people() == [
          Person(name: "Ana Lima", aliases: ["al"], isOnTeam: true), Person(name: "Jane Roe"),
        ])
    }
  }

  @Test func aDatabaseFromANewerIntakeIsRefused() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/intake.sqlite"
      _ = try SQLiteTaskRepository(path: path)
      try DatabaseQueue(path: path).write { db in
        try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99-from-the-future')")
      }

      #expect(
        throws: StoreError.newerSchema(path: path, unknownMigrations: ["v99-from-the-future"])
      ) {
        try SQLiteTaskRepository(path: path)
      }
      let message = StoreError.newerSchema(path: path, unknownMigrations: ["v9-x"]).description
      #expect(message.hasSuffix("upgrade intake to use it"))
    }
  }

  private func schema(_ path: String) throws -> [String] {
    try DatabaseQueue(path: path).read { db in
      try String.fetchAll(
        db, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name")
        + String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
    }
  }
}
