import Foundation
import GRDB

/// The task database as SQLite sees it, opened by the test beside the binary under test.
///
/// For what the CLI cannot show: the integrity check, row counts, and damage made on purpose.
struct RawDatabase {
  let queue: DatabaseQueue

  /// Opens `path` read-only, or read-write when `writable`.
  init(_ path: String, writable: Bool = false) throws {
    var configuration = Configuration()
    configuration.readonly = !writable
    configuration.busyMode = .timeout(10)
    queue = try DatabaseQueue(path: path, configuration: configuration)
  }

  /// `PRAGMA integrity_check`: `["ok"]` for a sound file.
  func integrity() throws -> [String] {
    try queue.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
  }

  /// `SELECT count(*) FROM table`.
  func count(_ table: String, where condition: String = "1") throws -> Int {
    try queue.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table) WHERE \(condition)") ?? 0
    }
  }
}
