import Foundation
import GRDB
import IntakeCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension PostgresTaskRepository {
  // MARK: - The AI answer cache

  /// The cached answers among `keys`, by key (see `SQLiteTaskRepository.cachedAnswers`).
  ///
  /// - Throws: `.postgres`, `.postgresConnectionLost` when the database cannot be read.
  public func cachedAnswers(_ keys: [String]) throws(StoreError) -> [String: String] {
    if keys.isEmpty { return [:] }
    let rows = try session.rows(
      """
      SELECT key, answer FROM intake_ai_cache
      WHERE key IN (SELECT jsonb_array_elements_text($1::jsonb))
      """, [Self.jsonList(keys)])
    var found: [String: String] = [:]
    for row in rows {
      if let key = row[0], let answer = row[1] { found[key] = answer }
    }
    return found
  }

  /// Stores answers (replacing any under the same key), all in one transaction.
  ///
  /// - Parameters:
  ///   - answers: Key, endpoint URL and the answer as JSON text.
  ///   - now: Stored as `created_at`.
  /// - Throws: `.postgres`, `.postgresPermissionDenied`, `.postgresConnectionLost`.
  public func storeAnswers(
    _ answers: [(key: String, endpoint: String, answer: String)], at now: Date
  ) throws(StoreError) {
    if answers.isEmpty { return }
    let created = Timestamp.text(now)
    try session.transaction { () throws(StoreError) in
      for entry in answers {
        try session.execute(
          """
          INSERT INTO intake_ai_cache (key, endpoint, answer, created_at)
          VALUES ($1, $2, $3, $4::timestamptz)
          ON CONFLICT (key) DO UPDATE SET endpoint = EXCLUDED.endpoint,
            answer = EXCLUDED.answer, created_at = EXCLUDED.created_at
          """, [entry.key, entry.endpoint, entry.answer, created])
      }
    }
  }

  // MARK: - Checking

  /// Reads every task and batch back as intake reads them, and checks what the schema cannot:
  /// the app's `completed` agrees with `status`, and each batch's counts with its tasks.
  ///
  /// Reads only. A check that cannot run is itself a problem, so the report is complete.
  public func check() -> CheckReport {
    var report = CheckReport()
    func run(_ name: String, _ check: () throws(StoreError) -> [String]) {
      do {
        let problems = try check()
        if problems.isEmpty { report.passed.append(name) } else { report.problems += problems }
      } catch {
        report.problems.append("\(name): \(error)")
      }
    }
    run("the schema is current (intake_migrations)") { () throws(StoreError) in
      let applied = try session.rows("SELECT name FROM intake_migrations").compactMap { $0[0] }
      let missing = PostgresMigrations.known.filter { !applied.contains($0) }
      return missing.map { "migration \($0) is not applied" }
    }
    run("every task reads back") { () throws(StoreError) in
      var problems: [String] = []
      let rows = try session.rows("SELECT \(Self.columnList) FROM \(Self.tasksTable())")
      report.taskCount = rows.count
      for row in rows {
        do { _ = try StoredTask(texts: row) } catch { problems.append("\(error)") }
      }
      return problems
    }
    run("status agrees with completed (todos)") { () throws(StoreError) in
      try session.rows(
        "SELECT id::text, status, completed::text FROM todos WHERE completed <> (status = 'done')"
      ).map { row in
        "task \(row[0] ?? "?") is \(row[1] ?? "?") but completed is \(row[2] ?? "?")"
      }
    }
    run("every batch reads back and counts its tasks") { () throws(StoreError) in
      var problems: [String] = []
      let rows = try session.rows(
        """
        SELECT \(Self.batchColumns),
          (SELECT count(*) FROM intake_tasks WHERE batch_id = intake_batches.id)::text
        FROM intake_batches ORDER BY seq
        """)
      report.batchCount = rows.count
      for row in rows {
        let batch: Batch
        do { batch = try Batch(texts: Array(row.dropLast())) } catch {
          problems.append("\(error)")
          continue
        }
        problems += CheckReport.problems(
          of: batch, holding: (row.last ?? nil).flatMap { Int($0) } ?? 0)
      }
      return problems
    }
    return report
  }

  // MARK: - Backing up

  /// Writes the tasks, batches and people to a new SQLite file at `destination`, from one
  /// consistent state of the database (a REPEATABLE READ transaction).
  ///
  /// Versions are SQLite's counters in the copy: 1 for a task no one wrote since it was
  /// stored or imported, 2 otherwise, so `undo` of a batch in the copy keeps the same tasks.
  /// The operation log and the AI cache are not copied. An existing file is never
  /// overwritten, and a failed copy leaves nothing behind.
  /// - Throws: `.backupExists`, `.missingFolder`, `.readOnly`, `.diskFull`, and the errors
  ///   of reading this database.
  public func backup(to destination: String) throws(StoreError) {
    var info = stat()
    if lstat(destination, &info) == 0 { throw .backupExists(path: destination) }
    let copy = try SQLiteTaskRepository(path: destination)
    do {
      try session.transaction { () throws(StoreError) in
        try session.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
        let batches = try batches()
        let people = try storedPeople()
        let rows = try session.rows(
          "SELECT \(Self.columnList), imported_xmin FROM \(Self.tasksTable()) ORDER BY seq")
        var tasks: [(task: StoredTask, isImported: Bool)] = []
        for row in rows {
          var task = try StoredTask(texts: Array(row.dropLast()))
          let imported = (row.last ?? nil).flatMap { Int($0) }
          let isUnwritten =
            imported.map { $0 == task.version } ?? (task.updatedAt == task.createdAt)
          task.version = isUnwritten ? 1 : 2
          tasks.append((task, imported != nil))
        }
        try copy.write { db in
          for batch in batches.reversed() {
            try db.execute(sql: Batch.insertSQL, arguments: batch.insertArguments)
          }
          for (id, person) in people {
            try db.execute(
              sql: "INSERT INTO people (id, name, on_team) VALUES (?, ?, ?)",
              arguments: [id, person.name, person.isOnTeam])
            for alias in person.aliases {
              try db.execute(
                sql: "INSERT OR IGNORE INTO people_aliases (alias, person_id) VALUES (?, ?)",
                arguments: [alias, id])
            }
          }
          let statement = try db.cachedStatement(sql: StoredTask.insertSQL)
          for (task, isImported) in tasks {
            try SQLiteTaskRepository.insert(task, with: statement)
            if isImported {
              try db.execute(
                sql: "UPDATE tasks SET imported_version = version WHERE id = ?",
                arguments: [task.databaseID])
            }
          }
        }
      }
    } catch {
      for suffix in ["", "-wal", "-shm", "-journal"] { unlink(destination + suffix) }
      throw error
    }
  }
}
