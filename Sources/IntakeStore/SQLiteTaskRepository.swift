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

/// The embedded task repository: one SQLite file, opened through GRDB.
///
/// One `DatabaseQueue` (a single connection) is enough for a command-line process and is the
/// cheapest to open, which matters on the `intake add` path. The file is in WAL mode so that a
/// long `intake import` does not block another process reading it, with a busy timeout so that
/// two writers wait for each other instead of failing at once, and foreign keys on.
public final class SQLiteTaskRepository: TaskRepository {
  /// The database file, as given (or `:memory:`); named in every error message.
  public let path: String
  public var location: String { path }
  /// The connection; internal so tests can reach the raw database.
  let database: DatabaseQueue
  /// How long, in seconds from the first try, a transaction that finds the database busy is
  /// tried again.
  let busyRetryWindow: TimeInterval

  /// Opens (and if needed creates and migrates) the database at `path`.
  ///
  /// A new file and any folder created for it are private to the user (0600, 0700). Opening a
  /// current database only reads `grdb_migrations`: the schema is written only when a
  /// migration is missing.
  ///
  /// - Parameters:
  ///   - path: The database file.
  ///   - createDirectory: Whether a missing folder is created: true only for the default XDG
  ///     location, so a mistyped `--db` folder is reported instead of silently created.
  /// - Throws: `.missingFolder`, `.cannotCreateFolder`, `.readOnly`, `.notADatabase` and
  ///   `.foreignDatabase` (the file is left untouched), `.newerSchema`, `.busy`, `.diskFull`,
  ///   `.corrupt`, `.cannotOpen`.
  public convenience init(path: String, createDirectory: Bool = false) throws(StoreError) {
    try self.init(
      path: path, createDirectory: createDirectory, busyTimeout: 5, busyRetryWindow: 120)
  }

  /// Opens a file database waiting at most `busyTimeout` seconds for another writer's lock.
  ///
  /// A transaction that still finds the lock taken is run again, until `busyRetryWindow`
  /// seconds have passed since the first try: a long import holds the lock for longer than a
  /// busy timeout should be, and the `intake add` waiting behind it must not fail.
  init(
    path: String, createDirectory: Bool, busyTimeout: TimeInterval,
    busyRetryWindow: TimeInterval = 0
  ) throws(StoreError) {
    self.busyRetryWindow = busyRetryWindow
    let isNew = try DatabaseFile.prepare(path, createDirectory: createDirectory)
    var configuration = Self.configuration(busyTimeout: busyTimeout)
    configuration.prepareDatabase { db in
      // The usual WAL pairing: a commit is atomic and survives a crash of intake; a power cut
      // can lose the last commits, never corrupt the file.
      try db.execute(sql: "PRAGMA synchronous = NORMAL")
    }
    do {
      database = try DatabaseQueue(path: path, configuration: configuration)
      self.path = path
      try Self.migrate(database, path: path, isFile: true)
    } catch {
      if isNew { DatabaseFile.removeIfEmpty(path) }
      throw StoreError(translating: error, path: path)
    }
  }

  private init(inMemory configuration: Configuration) throws(StoreError) {
    path = StoreError.inMemoryPath
    busyRetryWindow = 0
    do {
      database = try DatabaseQueue(configuration: configuration)
      try Self.migrate(database, path: path, isFile: false)
    } catch {
      throw StoreError(translating: error, path: StoreError.inMemoryPath)
    }
  }

  /// A new, empty, fully migrated database that lives in memory until the repository is freed.
  ///
  /// For tests and `--dry-run`: the same SQL runs as against a file.
  public static func inMemory() throws(StoreError) -> SQLiteTaskRepository {
    try SQLiteTaskRepository(inMemory: configuration(busyTimeout: 5))
  }

  /// Where the database lives when neither `--db` nor `INTAKE_DB` says otherwise.
  ///
  /// `$XDG_DATA_HOME/intake/intake.sqlite`, else `$HOME/.local/share/intake/intake.sqlite`. A
  /// relative `XDG_DATA_HOME` is ignored, as the XDG spec says. Without `HOME`, the user's home
  /// from the password database is used. The environment is an argument because only the CLI
  /// reads the process environment.
  public static func defaultPath(environment: [String: String]) -> String {
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      return join(dataHome, "intake/intake.sqlite")
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? passwordHome() ?? "."
    return join(home, ".local/share/intake/intake.sqlite")
  }

  // MARK: - Running statements

  /// Runs `body` in a read transaction, translating every error.
  func read<Value>(_ body: (Database) throws -> Value) throws(StoreError) -> Value {
    try retryingWhileBusy { try database.read(body) }
  }

  /// Runs `body` in one write transaction (rolled back if it throws), translating every error.
  ///
  /// The transaction is IMMEDIATE (GRDB's default for a writable connection), so it takes the
  /// write lock first and waits for it, instead of failing half-way when it upgrades a read.
  func write<Value>(_ body: (Database) throws -> Value) throws(StoreError) -> Value {
    try retryingWhileBusy { try database.write(body) }
  }

  /// Runs `transaction` again while it fails busy, within `busyRetryWindow`.
  ///
  /// Safe because a busy transaction rolled back whole: nothing of the failed try remains.
  private func retryingWhileBusy<Value>(_ transaction: () throws -> Value) throws(StoreError)
    -> Value
  {
    let deadline = Date().addingTimeInterval(busyRetryWindow)
    while true {
      do {
        return try transaction()
      } catch {
        let translated = StoreError(translating: error, path: path)
        // Each try has already waited the busy timeout inside SQLite.
        if case .busy = translated, Date() < deadline { continue }
        throw translated
      }
    }
  }

  // MARK: - Opening

  private static func configuration(busyTimeout: TimeInterval) -> Configuration {
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.busyMode = .timeout(busyTimeout)
    configuration.label = "intake"
    return configuration
  }

  /// Brings the schema up to date and turns on WAL, or refuses a database that is not ours.
  ///
  /// Nothing is written before the checks pass: a database with tables but no migration
  /// recorded belongs to another program, one with unknown migrations to a newer intake. The
  /// fast path (a current database already in WAL mode) only reads. When two processes migrate
  /// a new file at once, the loser's migration fails on the tables the winner made; it then
  /// tries again, and finds the migrations done or finishes them.
  private static func migrate(_ database: DatabaseQueue, path: String, isFile: Bool) throws {
    // While other processes create the same new file, a read can meet it half made (SQLite
    // reports a table that a moment later exists). Whatever fails then is tried again a
    // little later; the store's own verdicts (a newer or a foreign database) are final.
    for attempt in 1... {
      do {
        try migrateOnce(database, path: path, isFile: isFile)
        return
      } catch let error as StoreError {
        throw error
      } catch {
        if attempt == 8 { throw error }
        Thread.sleep(forTimeInterval: 0.03 * Double(attempt))
      }
    }
  }

  private static func migrateOnce(_ database: DatabaseQueue, path: String, isFile: Bool) throws {
    let migrator = Migrations.migrator
    // One read transaction, so both answers describe the same state of the file.
    let (applied, hasTables) = try database.read { db in
      let applied = try migrator.appliedIdentifiers(db)
      guard applied.isEmpty else { return (applied, false) }
      // GRDB creates its grdb_migrations table before the first migration commits, so a
      // database another intake is creating right now can hold that table alone.
      let hasTables = try Bool.fetchOne(
        db,
        sql: """
          SELECT EXISTS (SELECT 1 FROM sqlite_master
            WHERE name <> 'grdb_migrations' AND name NOT LIKE 'sqlite_%')
          """)
      return (applied, hasTables ?? false)
    }
    let unknown = applied.subtracting(migrator.migrations)
    if !unknown.isEmpty {
      throw StoreError.newerSchema(path: path, unknownMigrations: unknown.sorted())
    }
    if hasTables { throw StoreError.foreignDatabase(path: path) }
    if isFile {
      // The journal mode is stored in the file, so this writes only the first time.
      try database.writeWithoutTransaction { db in
        if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
          try db.execute(sql: "PRAGMA journal_mode = WAL")
        }
      }
    }
    if applied.count == migrator.migrations.count { return }
    // Each migration commits on its own, so another process creating the same file can be
    // half-way through them. A migration that fails on that one's work is run again a
    // moment later, and then skips what the other process committed.
    for attempt in 1...5 {
      do {
        try migrator.migrate(database)
        return
      } catch {
        let isComplete = try? database.read { db in try migrator.hasCompletedMigrations(db) }
        if isComplete == true { return }
        if attempt == 5 { throw error }
        Thread.sleep(forTimeInterval: 0.05 * Double(attempt))
      }
    }
  }

  private static func join(_ folder: String, _ rest: String) -> String {
    folder.hasSuffix("/") ? folder + rest : folder + "/" + rest
  }

  private static func passwordHome() -> String? {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
    let home = String(cString: directory)
    return home.isEmpty ? nil : home
  }
}
