import ArgumentParser
import Foundation
import IntakeCore
import IntakeStore

/// `--db`: which task database to use.
struct StoreOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Task database: a file, or a postgres:// URL (also INTAKE_DB, config db; default "
        + "$XDG_DATA_HOME/intake/intake.sqlite).",
      valueName: "path|url"), completion: Completions.database)
  var db: String?

  /// The path from `--db`, else `INTAKE_DB`, else the config file's `db` ("~/" is the home
  /// folder), else the XDG default; whether it is the default.
  var location: (path: String, isDefault: Bool) { Self.location(db: db) }

  /// `location` for a `--db` of `db`.
  static func location(db: String?) -> (path: String, isDefault: Bool) {
    let environment = Environment.variables
    if let db, !db.isEmpty { return (db, false) }
    if let (path, _) = ConfigFile.current.value(of: "db", environment: environment) {
      if path.hasPrefix("~/"), let home = environment["HOME"], !home.isEmpty {
        return (home + path.dropFirst(), false)
      }
      return (path, false)
    }
    return (SQLiteTaskRepository.defaultPath(environment: environment), true)
  }

  /// Where the path came from, for messages: "--db", "INTAKE_DB", the config file, or the
  /// default.
  var origin: String {
    if let db, !db.isEmpty { return "--db" }
    return ConfigFile.current.value(of: "db")?.origin ?? "the default location"
  }

  /// Whether the store is a PostgreSQL server rather than a file.
  var isServer: Bool { PostgresLocation.isURL(location.path) }

  /// The store's location as messages show it: the path, or the URL with its password hidden.
  var shownLocation: String {
    let path = location.path
    return PostgresLocation.isURL(path) ? PostgresLocation.redact(path) : path
  }

  /// Opens the database, creating the default folder when needed; a `postgres://` URL
  /// connects to the server (the `PG*` variables fill what it leaves out) and brings its
  /// schema up to date.
  func open() throws -> any TaskRepository {
    let (path, isDefault) = location
    if PostgresLocation.isURL(path) {
      return try PostgresTaskRepository(url: path, environment: Environment.variables)
    }
    return try SQLiteTaskRepository(path: path, createDirectory: isDefault)
  }

  /// The store at a location given on the command line (`copy --from`, `--to`).
  ///
  /// - Parameters:
  ///   - location: A file's path, or a `postgres://` URL.
  ///   - creating: Whether a missing file is created; else a missing one gives nil.
  /// - Returns: The store, or nil when it does not exist and `creating` is false.
  /// - Throws: `StoreError` when it cannot be opened.
  static func open(_ location: String, creating: Bool) throws -> (any TaskRepository)? {
    if PostgresLocation.isURL(location) {
      return try PostgresTaskRepository(url: location, environment: Environment.variables)
    }
    guard creating || FileManager.default.fileExists(atPath: location) else { return nil }
    return try SQLiteTaskRepository(path: location)
  }

  /// The database when its file exists, else nil: reading never creates one, and a command
  /// that ends up writing opens (and creates) it then.
  func openIfExists() throws -> (any TaskRepository)? {
    isServer || FileManager.default.fileExists(atPath: location.path) ? try open() : nil
  }

  /// The database when its file exists; at the default location with nothing stored yet, an
  /// empty one in memory.
  ///
  /// For the commands that read or change tasks already stored (list, show, done, edit, rm,
  /// batches, undo, team list and rm). They never create a file. A path given with `--db`,
  /// `INTAKE_DB` or the config file that holds no database is an error naming it, so a
  /// mistyped path is not read as an empty list.
  /// - Throws: `CLIError` naming the path and where it came from.
  func openExistingOrEmpty() throws -> any TaskRepository {
    if let repository = try openIfExists() { return repository }
    let (path, isDefault) = location
    guard isDefault else {
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
      var isFolder: ObjCBool = false
      let hasFolder =
        FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
        && isFolder.boolValue
      throw CLIError(
        "no task database at \(path) (from \(origin))"
          + (hasFolder
            ? "; check the path (intake add or intake team add creates one there)"
            : ": the folder \(folder) does not exist; check the path"))
    }
    return try SQLiteTaskRepository.inMemory()
  }

  /// The team from the database when one exists, else an empty roster.
  ///
  /// Reading a draft never creates a database.
  func rosterIfAvailable() throws -> Roster {
    try openIfExists()?.roster() ?? Roster()
  }
}

extension StoreOptions {
  /// Starts connecting to the store a command line names, when it is a PostgreSQL server,
  /// before the command line is parsed: the server starts its session while the parser works,
  /// which takes most of a short command's time before it needs the store.
  ///
  /// The store is found as `location` finds it, with `--db` read straight from the words (up
  /// to a `--`). A guess that turns out wrong costs only a connection nobody takes.
  static func connectEarly(_ arguments: [String]) {
    var db: String?
    for (index, word) in arguments.enumerated() {
      if word == "--" { break }
      if word == "--db", index + 1 < arguments.count { db = arguments[index + 1] }
      if word.hasPrefix("--db=") { db = String(word.dropFirst(5)) }
    }
    let path = location(db: db).path
    guard PostgresLocation.isURL(path) else { return }
    PostgresTaskRepository.connectEarly(url: path, environment: Environment.variables)
  }
}

/// `--as`: who is making the change.
struct UserOptions: ParsableArguments {
  @Option(
    name: .customLong("as"),
    help: ArgumentHelp(
      "Who makes the change (also INTAKE_USER; default the login name).",
      valueName: "name"))
  var user: String?

  /// `--as`, else `INTAKE_USER`, else the login name.
  var name: String {
    if let user, !user.isEmpty { return user }
    let environment = Environment.variables
    for key in ["INTAKE_USER", "USER", "LOGNAME"] {
      if let value = environment[key], !value.isEmpty { return value }
    }
    return ProcessInfo.processInfo.userName
  }
}
