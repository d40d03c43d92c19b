import Foundation
import GRDB
import IntakeCore

extension SQLiteTaskRepository {
  public func snapshot() throws(StoreError) -> StoreSnapshot {
    try read { db in
      var snapshot = StoreSnapshot()
      let rows = try Row.fetchCursor(
        db, sql: "SELECT \(StoredTask.columnList), imported_version FROM tasks ORDER BY rowid")
      while let row = try rows.next() {
        let task = try StoredTask(row: row)
        if let imported = row["imported_version"] as Int? {
          snapshot.importedVersions[task.id] = imported
        }
        snapshot.tasks.append(task)
      }
      for row in try Row.fetchAll(
        db, sql: "SELECT \(Batch.columnList) FROM batches ORDER BY created_at DESC, rowid DESC")
      {
        snapshot.batches.append(try Batch(row: row))
      }
      snapshot.people = try Self.people(db).map(\.person)
      for row in try Row.fetchAll(
        db,
        sql: """
          SELECT id, command, created_by, created_at, changes, undone_at, batch_id
          FROM operations ORDER BY id
          """)
      {
        snapshot.operations.append(
          LoggedOperation(operation: try Self.operation(row), batchID: row["batch_id"]))
      }
      for row in try Row.fetchAll(
        db, sql: "SELECT key, endpoint, answer, created_at FROM ai_cache ORDER BY key")
      {
        let created: String = row["created_at"]
        snapshot.answers.append(
          CachedAnswer(
            key: row["key"], endpoint: row["endpoint"], answer: row["answer"],
            createdAt: Timestamp.date(created) ?? Date(timeIntervalSince1970: 0)))
      }
      return snapshot
    }
  }

  public func restore(_ snapshot: StoreSnapshot) throws(StoreError) {
    let location = location
    try write { db in
      let isEmpty = try Bool.fetchOne(
        db,
        sql: """
          SELECT NOT EXISTS (SELECT 1 FROM tasks) AND NOT EXISTS (SELECT 1 FROM batches)
            AND NOT EXISTS (SELECT 1 FROM people) AND NOT EXISTS (SELECT 1 FROM operations)
          """)
      guard isEmpty == true else { throw StoreError.notEmpty(location: location) }
      // Oldest first, so the order of batches made in the same second is kept.
      for batch in snapshot.batches.reversed() {
        try db.execute(sql: Batch.insertSQL, arguments: batch.insertArguments)
      }
      for person in snapshot.people {
        try db.execute(
          sql: "INSERT INTO people (name, on_team) VALUES (?, ?)",
          arguments: [person.name, person.isOnTeam])
        let id = db.lastInsertedRowID
        for alias in person.aliases {
          try db.execute(
            sql: "INSERT INTO people_aliases (alias, person_id) VALUES (?, ?)",
            arguments: [alias, id])
        }
      }
      let insert = try db.cachedStatement(sql: StoredTask.insertSQL)
      let markImported = try db.cachedStatement(
        sql: "UPDATE tasks SET imported_version = ? WHERE id = ?")
      for task in snapshot.tasks {
        try Self.insert(task, with: insert)
        if let imported = snapshot.importedVersions[task.id] {
          try markImported.execute(arguments: [imported, task.databaseID])
        }
      }
      for logged in snapshot.operations {
        let operation = logged.operation
        try db.execute(
          sql: """
            INSERT INTO operations (command, created_by, created_at, changes, undone_at, batch_id)
            VALUES (?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            operation.command, operation.createdBy, Timestamp.text(operation.createdAt),
            try Self.json(operation.changes), operation.undoneAt.map(Timestamp.text),
            logged.batchID,
          ])
      }
      for answer in snapshot.answers {
        try db.execute(
          sql: "INSERT INTO ai_cache (key, endpoint, answer, created_at) VALUES (?, ?, ?, ?)",
          arguments: [answer.key, answer.endpoint, answer.answer, Timestamp.text(answer.createdAt)])
      }
    }
  }
}
