import Foundation
import GRDB
import Testing

@testable import IntakeStore

@Suite("Migrations")
struct MigrationsTests {
  @Test func migrationsAreNamedAndInOrder() {
    #expect(Migrations.known == ["v1-create-tasks"])
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
        "tasks_status", "tasks_due_date", "tasks_assigned_to", "team_aliases_member_id",
      ])
  }

  @Test func migratingAnExistingV1DatabaseIsANoOp() throws {
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

  @Test func aDatabaseFromANewerIntakeIsRefused() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/intake.sqlite"
      _ = try SQLiteTaskRepository(path: path)
      try DatabaseQueue(path: path).write { db in
        try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9-from-the-future')")
      }

      #expect(
        throws: StoreError.newerSchema(path: path, unknownMigrations: ["v9-from-the-future"])
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
