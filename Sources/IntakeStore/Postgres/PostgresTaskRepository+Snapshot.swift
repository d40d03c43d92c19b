import Foundation
import IntakeCore

extension PostgresTaskRepository {
  /// Everything stored, from one consistent state (a REPEATABLE READ transaction).
  ///
  /// Versions become the snapshot's counters: 1 for a task nobody wrote since it was stored
  /// or since an import wrote it, 2 otherwise; an imported task's imported version is 1.
  public func snapshot() throws(StoreError) -> StoreSnapshot {
    try session.transaction { () throws(StoreError) -> StoreSnapshot in
      try session.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
      var snapshot = StoreSnapshot()
      let rows = try session.rows(
        "SELECT \(Self.columnList), imported_xmin FROM \(Self.tasksTable()) ORDER BY seq")
      for row in rows {
        var task = try StoredTask(texts: Array(row.dropLast()))
        if let imported = (row.last ?? nil).flatMap({ Int($0) }) {
          snapshot.importedVersions[task.id] = 1
          task.version = task.version == imported ? 1 : 2
        } else {
          task.version = task.updatedAt == task.createdAt ? 1 : 2
        }
        snapshot.tasks.append(task)
      }
      snapshot.batches = try batches()
      snapshot.people = try storedPeople().map(\.person)
      for row in try session.rows(
        "SELECT \(Self.operationColumns), batch_id FROM intake_operations ORDER BY intake_operations.id"
      ) {
        snapshot.operations.append(
          LoggedOperation(operation: try Self.operation(row), batchID: row.last ?? nil))
      }
      for row in try session.rows(
        """
        SELECT key, endpoint, answer, \(Self.timestamp("created_at")) FROM intake_ai_cache
        ORDER BY key
        """)
      {
        snapshot.answers.append(
          CachedAnswer(
            key: row[0] ?? "", endpoint: row[1] ?? "", answer: row[2] ?? "",
            createdAt: row[3].flatMap(Timestamp.date) ?? Date(timeIntervalSince1970: 0)))
      }
      return snapshot
    }
  }

  /// Stores a snapshot in a database intake has written nothing to (the app's own rows in
  /// `todos` count too), in one transaction.
  public func restore(_ snapshot: StoreSnapshot) throws(StoreError) {
    try session.transaction { () throws(StoreError) in
      let isEmpty = try session.value(
        """
        SELECT (NOT EXISTS (SELECT 1 FROM todos) AND NOT EXISTS (SELECT 1 FROM intake_batches)
          AND NOT EXISTS (SELECT 1 FROM intake_people)
          AND NOT EXISTS (SELECT 1 FROM intake_operations))::text
        """)
      guard isEmpty == "true" else { throw .notEmpty(location: location) }
      for batch in snapshot.batches.reversed() {
        try session.execute(
          """
          INSERT INTO intake_batches (id, source, created_at, created_by, item_count,
            added_count, skipped_count)
          VALUES ($1, $2, $3::timestamptz, $4, $5::integer, $6::integer, $7::integer)
          """,
          [
            batch.id, batch.source, Timestamp.text(batch.createdAt), batch.createdBy,
            String(batch.itemCount), String(batch.addedCount), String(batch.skippedCount),
          ])
      }
      for person in snapshot.people {
        let id = try session.value(
          "INSERT INTO intake_people (name, on_team) VALUES ($1, $2::boolean) RETURNING id::text",
          [person.name, person.isOnTeam ? "true" : "false"])
        for alias in person.aliases {
          try session.execute(
            "INSERT INTO intake_people_aliases (alias, person_id) VALUES ($1, $2::bigint)",
            [alias, id])
        }
      }
      // An imported task nobody changed since is marked as the import's own writing, so undo
      // of its batch and a re-import treat it as before; one changed since gets a version no
      // row has.
      for task in snapshot.tasks {
        let imported = snapshot.importedVersions[task.id]
        try insertTask(task, isImported: imported == task.version)
        if imported != nil, imported != task.version {
          try session.execute(
            "UPDATE intake_tasks SET imported_xmin = '0' WHERE id = $1::uuid", [task.databaseID])
        }
      }
      for logged in snapshot.operations {
        let operation = logged.operation
        try session.execute(
          """
          INSERT INTO intake_operations (command, created_by, created_at, changes, undone_at,
            batch_id) VALUES ($1, $2, $3::timestamptz, $4, $5::timestamptz, $6)
          """,
          [
            operation.command, operation.createdBy, Timestamp.text(operation.createdAt),
            try Self.json(operation.changes), operation.undoneAt.map(Timestamp.text),
            logged.batchID,
          ])
      }
      for answer in snapshot.answers {
        try session.execute(
          """
          INSERT INTO intake_ai_cache (key, endpoint, answer, created_at)
          VALUES ($1, $2, $3, $4::timestamptz)
          """, [answer.key, answer.endpoint, answer.answer, Timestamp.text(answer.createdAt)])
      }
    }
  }
}
