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

/// What a repository's `check()` found.
public struct CheckReport: Sendable, Equatable {
  /// Tasks in the database.
  public var taskCount = 0
  /// Batches (imports) in the database.
  public var batchCount = 0
  /// The checks that passed, one line each ("integrity (PRAGMA integrity_check)").
  public var passed: [String] = []
  /// One line per problem, naming the row or page; empty for a healthy database.
  public var problems: [String] = []

  /// Whether every check passed.
  public var isHealthy: Bool { problems.isEmpty }

  /// What does not add up in a batch that still holds `held` tasks: its counts must sum to
  /// its items, and it cannot hold more tasks than it added.
  static func problems(of batch: Batch, holding held: Int) -> [String] {
    var problems: [String] = []
    if batch.addedCount + batch.skippedCount != batch.itemCount {
      problems.append(
        "batch \(batch.id): added \(batch.addedCount) + skipped \(batch.skippedCount) "
          + "is not its \(batch.itemCount) items")
    }
    if held > batch.addedCount {
      problems.append("batch \(batch.id) holds \(held) tasks but added only \(batch.addedCount)")
    }
    return problems
  }
}

extension SQLiteTaskRepository {
  // MARK: - Checking

  /// Runs SQLite's integrity check and intake's own consistency checks, and reports both.
  ///
  /// Reads only. A check that cannot run because the file is damaged is itself a problem, so
  /// the report is complete even for a corrupt database: pages (`PRAGMA integrity_check`),
  /// references (`PRAGMA foreign_key_check`), every task and batch read back as intake reads
  /// it, and each batch's counts against the tasks it still holds.
  public func check() -> CheckReport {
    var report = CheckReport()
    // Each check in its own read: SQLite may end a transaction that meets a damaged page.
    func run(_ name: String, _ check: (Database) throws -> [String]) {
      do {
        let problems = try database.read(check)
        if problems.isEmpty { report.passed.append(name) } else { report.problems += problems }
      } catch let error as DatabaseError {
        report.problems.append(
          "\(name): SQLite error \(error.resultCode.rawValue): \(error.message ?? "unknown")")
      } catch {
        report.problems.append("\(name): \(error)")
      }
    }
    run("integrity (PRAGMA integrity_check)") { db in
      let lines = try String.fetchAll(db, sql: "PRAGMA integrity_check(20)")
      return lines == ["ok"] ? [] : lines.map { "integrity: \($0)" }
    }
    run("references (PRAGMA foreign_key_check)") { db in
      try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { row in
        let table: String = row[0]
        let rowID: Int64? = row[1]
        let parent: String = row[2]
        return "\(table) row \(rowID.map(String.init) ?? "?") names a missing \(parent) row"
      }
    }
    var taskCount = 0
    run("every task reads back") { db in
      var problems: [String] = []
      taskCount = 0
      let rows = try Row.fetchCursor(
        db, sql: "SELECT \(StoredTask.columnList) FROM tasks ORDER BY rowid")
      while let row = try rows.next() {
        taskCount += 1
        do { _ = try StoredTask(row: row) } catch { problems.append("\(error)") }
      }
      return problems
    }
    var batchCount = 0
    run("every batch reads back and counts its tasks") { db in
      try Self.batchProblems(in: db, count: &batchCount)
    }
    report.taskCount = taskCount
    report.batchCount = batchCount
    return report
  }

  private static func batchProblems(in db: Database, count: inout Int) throws -> [String] {
    var problems: [String] = []
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT \(Batch.columnList), (SELECT count(*) FROM tasks WHERE batch_id = batches.id)
          AS held
        FROM batches ORDER BY rowid
        """)
    for row in rows {
      count += 1
      let batch: Batch
      do { batch = try Batch(row: row) } catch {
        problems.append("\(error)")
        continue
      }
      problems += CheckReport.problems(of: batch, holding: row["held"])
    }
    return problems
  }

  // MARK: - Backing up

  /// Copies the database to a new file at `destination` while others may go on using it.
  ///
  /// Uses SQLite's online backup, which copies one consistent state of the database however
  /// many writers are busy. The copy is created private (0600) and is checked before this
  /// returns; an existing file is never overwritten, and a failed copy leaves nothing behind.
  /// - Throws: `.backupExists`, `.missingFolder`, `.readOnly`, `.diskFull`, and the errors
  ///   of reading this database.
  public func backup(to destination: String) throws(StoreError) {
    var info = stat()
    if lstat(destination, &info) == 0 { throw .backupExists(path: destination) }
    _ = try DatabaseFile.prepare(destination, createDirectory: false)
    do {
      var configuration = Configuration()
      configuration.label = "intake-backup"
      let copy = try DatabaseQueue(path: destination, configuration: configuration)
      try database.backup(to: copy)
      let check = try copy.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
      try copy.close()
      guard check == ["ok"] else {
        throw DatabaseError(
          resultCode: .SQLITE_CORRUPT, message: "the copy failed its check: \(check)")
      }
    } catch {
      for suffix in ["", "-wal", "-shm", "-journal"] { unlink(destination + suffix) }
      throw StoreError(translating: error, path: destination)
    }
  }
}
