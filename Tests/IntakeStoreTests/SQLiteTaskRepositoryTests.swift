import Foundation
import GRDB
import Testing

@testable import IntakeStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("SQLiteTaskRepository")
struct SQLiteTaskRepositoryTests {
  // MARK: - Opening

  @Test func aMissingFolderIsReportedAndNotCreated() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/typo/intake.sqlite"
      #expect(throws: StoreError.missingFolder(path: path)) {
        try SQLiteTaskRepository(path: path)
      }
      #expect(!FileManager.default.fileExists(atPath: folder + "/typo"))
      #expect(
        StoreError.missingFolder(path: path).description
          == "cannot open \(path): there is no folder \(folder)/typo; "
          + "create the folder or pass another --db")
    }
  }

  @Test func theDefaultLocationsFoldersAreCreatedPrivate() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/data/intake/intake.sqlite"
      let repository = try SQLiteTaskRepository(path: path, createDirectory: true)
      try repository.insert([StoreFixtures.task("first")])

      #expect(try StoreFixtures.mode(folder + "/data") == 0o700)
      #expect(try StoreFixtures.mode(folder + "/data/intake") == 0o700)
      #expect(try StoreFixtures.mode(path) == 0o600)
    }
  }

  @Test func aNewDatabaseFileIsPrivate() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/intake.sqlite"
      let repository = try SQLiteTaskRepository(path: path)
      try repository.insert([StoreFixtures.task("first")])

      #expect(try StoreFixtures.mode(path) == 0o600)
      #expect(try StoreFixtures.mode(path + "-wal") == 0o600)
    }
  }

  @Test func anExistingFilesModeIsLeftAlone() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/shared.sqlite"
      _ = try SQLiteTaskRepository(path: path)
      chmod(path, 0o640)
      _ = try SQLiteTaskRepository(path: path)
      #expect(try StoreFixtures.mode(path) == 0o640)
    }
  }

  @Test func anEmptyFileIsUsedAsANewDatabase() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/touched.sqlite"
      #expect(FileManager.default.createFile(atPath: path, contents: Data()))
      let repository = try SQLiteTaskRepository(path: path)
      try repository.insert([StoreFixtures.task("first")])
      #expect(try repository.tasks(matching: .everything).count == 1)
    }
  }

  @Test(arguments: [
    Data("# Planning notes\n- [ ] call Ana tomorrow\n".utf8),
    Data([0x53, 0x51, 0x4C]),
    Data(repeating: 0xFF, count: 8192),
  ])
  func aFileThatIsNotSQLiteIsLeftByteForByteUntouched(contents: Data) throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/notes.md"
      #expect(FileManager.default.createFile(atPath: path, contents: contents))

      #expect(throws: StoreError.notADatabase(path: path, nil)) {
        try SQLiteTaskRepository(path: path)
      }
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      let neighbours = try FileManager.default.contentsOfDirectory(atPath: folder)
      #expect(bytes == contents)
      #expect(neighbours == ["notes.md"])
    }
  }

  @Test func anotherProgramsDatabaseIsLeftUntouched() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/photos.sqlite"
      try DatabaseQueue(path: path).write { db in
        try db.execute(sql: "CREATE TABLE photo (id INTEGER PRIMARY KEY, name TEXT)")
      }
      let before = try Data(contentsOf: URL(fileURLWithPath: path))

      #expect(throws: StoreError.foreignDatabase(path: path)) {
        try SQLiteTaskRepository(path: path)
      }
      let after = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(after == before)
    }
  }

  @Test func aFolderIsNotADatabase() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      #expect(throws: StoreError.notADatabase(path: folder, nil)) {
        try SQLiteTaskRepository(path: folder)
      }
    }
  }

  @Test(.enabled(if: geteuid() != 0, "root writes to read-only files"))
  func aReadOnlyFileIsReported() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/intake.sqlite"
      _ = try SQLiteTaskRepository(path: path)
      chmod(path, 0o400)
      #expect(throws: StoreError.readOnly(path: path, nil)) {
        try SQLiteTaskRepository(path: path)
      }
    }
  }

  @Test(.enabled(if: geteuid() != 0, "root writes to read-only folders"))
  func aReadOnlyFolderIsReported() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let locked = folder + "/locked"
      try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
      chmod(locked, 0o500)
      defer { chmod(locked, 0o700) }
      #expect(throws: StoreError.readOnly(path: locked, nil)) {
        try SQLiteTaskRepository(path: locked + "/intake.sqlite")
      }
    }
  }

  @Test func theConnectionUsesWALForeignKeysAndABusyTimeout() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let repository = try SQLiteTaskRepository(path: folder + "/intake.sqlite")
      let (journal, foreignKeys, timeout) = try repository.database.read { db in
        (
          try String.fetchOne(db, sql: "PRAGMA journal_mode"),
          try Bool.fetchOne(db, sql: "PRAGMA foreign_keys"),
          try Int.fetchOne(db, sql: "PRAGMA busy_timeout")
        )
      }
      #expect(journal == "wal")
      #expect(foreignKeys == true)
      #expect(timeout == 5000)
    }
  }

  // MARK: - Failures while running

  @Test func aLockHeldByAnotherProcessIsBusy() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/intake.sqlite"
      let repository = try SQLiteTaskRepository(
        path: path, createDirectory: false, busyTimeout: 0.05)
      var configuration = Configuration()
      configuration.allowsUnsafeTransactions = true
      let other = try DatabaseQueue(path: path, configuration: configuration)
      try other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
      defer { try? other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") } }

      let error = #expect(throws: StoreError.self) {
        try repository.insert([StoreFixtures.task("blocked")])
      }
      guard case .busy(path, let failure) = error else {
        Issue.record("expected busy, got \(String(describing: error))")
        return
      }
      #expect(failure.code & 0xFF == 5)
    }
  }

  @Test func aLockHeldPastTheBusyTimeoutIsWaitedForWithinTheRetryWindow() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/intake.sqlite"
      let repository = try SQLiteTaskRepository(
        path: path, createDirectory: false, busyTimeout: 0.05, busyRetryWindow: 30)
      var configuration = Configuration()
      configuration.allowsUnsafeTransactions = true
      let other = try DatabaseQueue(path: path, configuration: configuration)
      try other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
      // Released ten busy timeouts later, from another thread.
      let released = DispatchSemaphore(value: 0)
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) {
        try? other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        released.signal()
      }
      defer { released.wait() }

      let started = Date()
      try repository.insert([StoreFixtures.task("waited")])
      #expect(Date().timeIntervalSince(started) >= 0.4)
      #expect(try repository.tasks(matching: .everything).map(\.text) == ["waited"])
    }
  }

  @Test func aFullDiskWritesNothing() throws {
    try StoreFixtures.withTemporaryFolder { folder in
      let path = folder + "/intake.sqlite"
      let repository = try SQLiteTaskRepository(path: path)
      try repository.insert([StoreFixtures.task("before")])
      // SQLite reports SQLITE_FULL when the page limit is reached, just as when the disk is.
      try repository.database.writeWithoutTransaction { db in
        let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
        try db.execute(sql: "PRAGMA max_page_count = \(pages)")
      }
      let notes = String(repeating: "long notes ", count: 2000)
      let tasks = (1...20).map { number in
        var task = StoreFixtures.task("task \(number)")
        task.notes = notes
        return task
      }

      let error = #expect(throws: StoreError.self) { try repository.insert(tasks) }
      guard case .diskFull(path, let failure) = error else {
        Issue.record("expected diskFull, got \(String(describing: error))")
        return
      }
      #expect(failure?.code == 13)
      #expect(error?.description.hasPrefix("the disk is full; nothing was written") == true)
      #expect(try repository.tasks(matching: .everything).map(\.text) == ["before"])
    }
  }

  @Test func writingThroughAReadOnlyConnectionIsReadOnly() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    try repository.database.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA query_only = 1")
    }
    let error = #expect(throws: StoreError.self) {
      try repository.insert([StoreFixtures.task("refused")])
    }
    guard case .readOnly(":memory:", .some) = error else {
      Issue.record("expected readOnly, got \(String(describing: error))")
      return
    }
    #expect(error?.description.hasPrefix("cannot write to the in-memory database") == true)
  }

  // MARK: - Default path

  @Test func theDefaultPathFollowsXDGDataHome() {
    #expect(
      SQLiteTaskRepository.defaultPath(environment: [
        "XDG_DATA_HOME": "/data/", "HOME": "/home/ana",
      ]) == "/data/intake/intake.sqlite")
  }

  @Test func theDefaultPathFallsBackToHome() {
    #expect(
      SQLiteTaskRepository.defaultPath(environment: ["HOME": "/home/ana"])
        == "/home/ana/.local/share/intake/intake.sqlite")
    #expect(
      SQLiteTaskRepository.defaultPath(environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/ana"])
        == "/home/ana/.local/share/intake/intake.sqlite")
    #expect(
      SQLiteTaskRepository.defaultPath(environment: ["XDG_DATA_HOME": "", "HOME": "/home/ana"])
        == "/home/ana/.local/share/intake/intake.sqlite")
  }

  @Test func withoutHomeTheDefaultPathIsStillAbsolute() {
    #expect(SQLiteTaskRepository.defaultPath(environment: [:]).hasPrefix("/"))
  }
}
