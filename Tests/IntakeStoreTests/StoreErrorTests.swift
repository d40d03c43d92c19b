import Foundation
import GRDB
import Testing

@testable import IntakeStore

@Suite("StoreError")
struct StoreErrorTests {
  private static let failure = SQLiteFailure(code: 1, message: "no such table: tasks\nat line 2")

  static let everyCase: [StoreError] = [
    .missingFolder(path: "/x/y/intake.sqlite"),
    .cannotCreateFolder(folder: "/x/y", reason: "Permission denied"),
    .readOnly(path: "/x/intake.sqlite", nil),
    .notADatabase(path: "/x/notes.md", nil),
    .foreignDatabase(path: "/x/photos.sqlite"),
    .newerSchema(path: "/x/intake.sqlite", unknownMigrations: ["v2-add-batches"]),
    .busy(path: "/x/intake.sqlite", failure),
    .diskFull(path: "/x/intake.sqlite", nil),
    .corrupt(path: "/x/intake.sqlite", failure),
    .cannotOpen(path: "/x/intake.sqlite", reason: "unable to open database file"),
    .taskNotFound(idPrefix: "zz"),
    .ambiguousID(idPrefix: "a", matchCount: 3),
    .conflict(id: StoreFixtures.id("1a2b3c4d")),
    .duplicateTask(id: StoreFixtures.id("1a2b3c4d")),
    .unreadableField(taskID: "1a2b", column: "due_date", value: "2026-02-30\nmore"),
    .unstorableField(taskID: StoreFixtures.id("1a2b"), column: "subtasks", reason: "is NaN"),
    .duplicateMember(name: "ana", existingMember: "Ana Lima"),
    .emptyMemberName,
    .unknownMember(name: "bob"),
    .noBatches,
    .batchNotFound(idPrefix: "b-1999"),
    .ambiguousBatchID(idPrefix: "b-2026", matchCount: 4),
    .unreadableBatch(batchID: "b-20260304-090000-ab12", column: "created_at", value: "then"),
    .ioError(path: "/x/intake.sqlite", failure),
    .backupExists(path: "/x/copy.sqlite"),
    .database(path: ":memory:", failure),
    .invalidPostgresURL(url: "postgres://a:***@h", reason: "it is not a well-formed URL"),
    .postgresUnreachable(url: "postgres://a@h:5432/db", reason: "connection refused\n(61)"),
    .postgresAuthenticationFailed(url: "postgres://a:***@h:5432/db"),
    .postgresMissingDatabase(url: "postgres://a@h:5432/db", database: "db"),
    .postgresPermissionDenied(url: "postgres://a@h:5432/db", message: "permission denied"),
    .postgresConnectionLost(url: "postgres://a@h:5432/db"),
    .postgres(
      url: "postgres://a@h:5432/db",
      PostgresFailure(sqlState: "XX000", message: "internal\nerror", sql: "SELECT 1")),
  ]

  @Test(arguments: everyCase)
  func everyMessageIsOneLineEndingWithAFix(error: StoreError) {
    let message = error.description
    #expect(!message.isEmpty)
    #expect(!message.contains("\n"))
    #expect(message.contains("; "), "a message says what failed, then the fix after \"; \"")
    #expect(message.first?.isUppercase == false, "printed after \"Error: \"")
  }

  @Test func theRawSQLiteFailureIsKeptForVerbose() {
    let failure = SQLiteFailure(code: 13, message: "database or disk is full", sql: "INSERT")
    #expect(
      StoreError.diskFull(path: "/x", failure).detail
        == "SQLite error 13: database or disk is full (while running: INSERT)")
    #expect(StoreError.taskNotFound(idPrefix: "zz").detail == nil)
  }

  @Test func theRawPostgreSQLFailureIsKeptForVerbose() {
    let failure = PostgresFailure(sqlState: "23505", message: "duplicate key", sql: "INSERT")
    #expect(
      StoreError.postgres(url: "postgres://a@h:5432/db", failure).detail
        == "PostgreSQL error 23505: duplicate key (while running: INSERT)")
    #expect(StoreError.postgresConnectionLost(url: "postgres://a@h:5432/db").detail == nil)
  }

  @Test(arguments: [
    (ResultCode.SQLITE_BUSY, "busy"),
    (ResultCode.SQLITE_BUSY_SNAPSHOT, "busy"),
    (ResultCode.SQLITE_LOCKED, "busy"),
    (ResultCode.SQLITE_FULL, "diskFull"),
    (ResultCode.SQLITE_READONLY, "readOnly"),
    (ResultCode.SQLITE_NOTADB, "notADatabase"),
    (ResultCode.SQLITE_CORRUPT, "corrupt"),
    (ResultCode.SQLITE_CANTOPEN, "cannotOpen"),
    (ResultCode.SQLITE_IOERR_WRITE, "ioError"),
    (ResultCode.SQLITE_ERROR, "database"),
  ])
  func sqliteCodesAreTranslated(code: ResultCode, expected: String) {
    let error = StoreError(
      translating: DatabaseError(resultCode: code, message: "m"), path: "/x/intake.sqlite")
    #expect(error.caseName == expected)
    #expect(!error.description.contains("GRDB"))
  }

  @Test func aStoreErrorPassesThroughUnchanged() {
    let error = StoreError.conflict(id: StoreFixtures.id("ab"))
    #expect(StoreError(translating: error, path: "/x") == error)
  }
}

extension StoreError {
  /// The case's name, to compare translations without building their payloads.
  fileprivate var caseName: String {
    Mirror(reflecting: self).children.first?.label ?? "\(self)"
  }
}
