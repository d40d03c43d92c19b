import Foundation

/// Everything that can go wrong while opening or using the task database.
///
/// `description` is the one line the user sees after "Error: ": what failed, which database or
/// task, and the fix. SQLite's own code and message stay in a `SQLiteFailure` for `--verbose`
/// (see `detail`); GRDB's error types never leave this module.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The folder that should hold the database does not exist (or is not a folder).
  case missingFolder(path: String)
  /// intake tried to create the database's folder and the system refused.
  case cannotCreateFolder(folder: String, reason: String)
  /// The database file, or the folder its journal goes in, cannot be written.
  case readOnly(path: String, SQLiteFailure?)
  /// The file exists and is not a SQLite database; intake leaves it as it is.
  case notADatabase(path: String, SQLiteFailure?)
  /// The file is a SQLite database of another program: intake will not add its tables to it.
  case foreignDatabase(path: String)
  /// The database was migrated by a newer intake that knows migrations this one does not.
  case newerSchema(path: String, unknownMigrations: [String])
  /// Another process holds the database's lock longer than the busy timeout.
  case busy(path: String, SQLiteFailure)
  /// SQLITE_FULL: the disk (or the database's size limit) is full; the transaction rolled back.
  case diskFull(path: String, SQLiteFailure?)
  /// The file is a damaged SQLite database.
  case corrupt(path: String, SQLiteFailure)
  /// The file could not be opened or created for another reason (the system's words in `reason`).
  case cannotOpen(path: String, reason: String)
  /// No task id starts with the given prefix (or the prefix is not made of hex digits).
  case taskNotFound(idPrefix: String)
  /// Several task ids start with the given prefix.
  case ambiguousID(idPrefix: String, matchCount: Int)
  /// An update named a version that is no longer current: someone else changed the task.
  case conflict(id: UUID)
  /// A task with this id is already stored.
  case duplicateTask(id: UUID)
  /// A stored value cannot be read back (a hand-edited or foreign row).
  case unreadableField(taskID: String, column: String, value: String)
  /// A field of a task cannot be stored (a subtask estimate that is not a number, say).
  case unstorableField(taskID: UUID, column: String, reason: String)
  /// A new member's name or alias is already someone's name or alias.
  case duplicateMember(name: String, existingMember: String)
  /// A team member was given an empty name.
  case emptyMemberName
  /// No team member has this name or alias.
  case unknownMember(name: String)
  /// A name or alias already means someone who is not on the team.
  case spellingTaken(name: String, person: String)
  /// Nobody is known by this name, alias or handle.
  case unknownPerson(name: String)
  /// A name that could mean several people.
  case ambiguousPerson(name: String, candidates: [String])
  /// `people merge` was given two spellings of one person.
  case samePerson(name: String, other: String, person: String)
  /// `undo` without a batch id, and no import is stored.
  case noBatches
  /// No batch id starts with the given prefix.
  case batchNotFound(idPrefix: String)
  /// Several batch ids start with the given prefix.
  case ambiguousBatchID(idPrefix: String, matchCount: Int)
  /// A stored batch cannot be read back (a hand-edited row).
  case unreadableBatch(batchID: String, column: String, value: String)
  /// Reading or writing the file failed (SQLITE_IOERR): a failing disk, or a file-size limit.
  case ioError(path: String, SQLiteFailure)
  /// `intake backup` was given a path where a file already is.
  case backupExists(path: String)
  /// Any other SQLite failure.
  case database(path: String, SQLiteFailure)
  /// `undo` found no change of this user's left to revert.
  case nothingToUndo(user: String)
  /// Reverting an operation would overwrite a later change; nothing was reverted.
  case undoRefused(command: String, reason: String)

  // MARK: PostgreSQL
  // Every `url` is `PostgresLocation.redacted`: the password never appears in a message.

  /// A `postgres://` URL (or a `PG*` variable) that cannot be read.
  case invalidPostgresURL(url: String, reason: String)
  /// No server answered at the URL's host and port.
  case postgresUnreachable(url: String, reason: String)
  /// The server refused the user or the password (SQLSTATE 28P01, 28000).
  case postgresAuthenticationFailed(url: String)
  /// The URL names a database the server does not have (SQLSTATE 3D000).
  case postgresMissingDatabase(url: String, database: String)
  /// The user may not do what intake needs (SQLSTATE 42501): create its tables, or write.
  case postgresPermissionDenied(url: String, message: String)
  /// The connection broke, mid-transaction or between commands; the transaction rolled back.
  case postgresConnectionLost(url: String)
  /// Any other failure the server reported.
  case postgres(url: String, PostgresFailure)

  /// The line the user sees.
  public var description: String {
    switch self {
    case .missingFolder(let path):
      return "cannot open \(path): there is no folder \(Self.folder(of: path)); "
        + "create the folder or pass another --db"
    case .cannotCreateFolder(let folder, let reason):
      return "cannot create the folder \(folder) for the database: \(reason); "
        + "fix the permissions of its parent or pass another --db"
    case .readOnly(let path, _):
      return "cannot write to \(Self.name(path)): it is read-only; "
        + "fix its permissions or pass another --db"
    case .notADatabase(let path, _):
      return "\(path) is not an intake database (not SQLite); it was left untouched; "
        + "pass another --db"
    case .foreignDatabase(let path):
      return "\(path) is another program's SQLite database; it was left untouched; "
        + "pass another --db"
    case .newerSchema(let path, let unknownMigrations):
      let names = unknownMigrations.joined(separator: ", ")
      return "\(Self.name(path)) was written by a newer intake (it has \(names)); "
        + "upgrade intake to use it"
    case .busy(let path, _):
      return "\(Self.name(path)) is busy: another intake is writing to it; "
        + "try again in a moment"
    case .diskFull(let path, _):
      return "the disk is full; nothing was written to \(Self.name(path)); "
        + "free some space and try again"
    case .corrupt(let path, _):
      return "\(Self.name(path)) is damaged; restore it from a backup or pass another --db"
    case .cannotOpen(let path, let reason):
      return "cannot open \(path): \(reason); fix the path or its permissions, "
        + "or pass another --db"
    case .taskNotFound(let idPrefix):
      return "no task matches \"\(idPrefix)\"; run intake list to see ids"
    case .ambiguousID(let idPrefix, let matchCount):
      return "\"\(idPrefix)\" matches \(matchCount) tasks; give more of the id"
    case .conflict(let id):
      return "task \(Self.short(id)) was changed by someone else since it was read; "
        + "re-run the command"
    case .duplicateTask(let id):
      return "a task with id \(id.lowercaseText) is already stored; nothing was written; "
        + "leave it out or give it a new id"
    case .unreadableField(let taskID, let column, let value):
      return "task \(taskID) has an unreadable \(column) \"\(Self.clipped(value))\" "
        + "in the database; fix or delete that task"
    case .unstorableField(let taskID, let column, let reason):
      return "task \(Self.short(taskID)) cannot be stored: its \(column) \(reason); "
        + "fix the value and try again"
    case .duplicateMember(let name, let existingMember):
      return "\"\(name)\" is already used by team member \"\(existingMember)\"; "
        + "pick another name or alias"
    case .emptyMemberName:
      return "a team member needs a name; give one, like \"Ana Lima\""
    case .unknownMember(let name):
      return "no team member is named \"\(name)\"; run intake team list to see names"
    case .spellingTaken(let name, let person):
      return "\"\(name)\" already means \"\(person)\"; pick another, or join them with "
        + "intake people merge"
    case .unknownPerson(let name):
      return "nobody is known as \"\(name)\"; run intake people to see names"
    case .ambiguousPerson(let name, let candidates):
      return "\"\(name)\" could be \(Self.either(candidates)); write the full name"
    case .samePerson(let name, let other, let person):
      return "\"\(name)\" and \"\(other)\" are both \(person) already; nothing to merge"
    case .noBatches:
      return "nothing to undo; intake batches lists imports"
    case .batchNotFound(let idPrefix):
      return "no batch matches \"\(idPrefix)\"; run intake batches to see ids"
    case .ambiguousBatchID(let idPrefix, let matchCount):
      return "\"\(idPrefix)\" matches \(matchCount) batches; give more of the id"
    case .unreadableBatch(let batchID, let column, let value):
      return "batch \(batchID) has an unreadable \(column) \"\(Self.clipped(value))\" "
        + "in the database; fix or delete that batch"
    case .ioError(let path, let failure):
      return "reading or writing \(Self.name(path)) failed (\(Self.clipped(failure.message))); "
        + "nothing was written; check the disk's free space and health, then try again"
    case .backupExists(let path):
      return "\(path) already exists; a backup never overwrites a file; give a new path"
    case .database(let path, let failure):
      return "\(Self.name(path)) failed: \(Self.clipped(failure.message)); "
        + "run again with --verbose and report it if it persists"
    case .nothingToUndo(let user):
      return "nothing of \(user)'s to undo; intake undo --list shows the changes recorded"
    case .undoRefused(let command, let reason):
      return "cannot undo the \(command): \(reason); nothing was reverted; "
        + "change the task back with intake edit"
    case .invalidPostgresURL(let url, let reason):
      return "\(url) is not a PostgreSQL URL: \(reason); "
        + "write postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE"
    case .postgresUnreachable(let url, let reason):
      return "cannot connect to \(url) (\(Self.clipped(reason))); is the server running? "
        + "start it or check host and port"
    case .postgresAuthenticationFailed(let url):
      return "\(url) refused the user or password; check them in the URL or PGPASSWORD"
    case .postgresMissingDatabase(let url, let database):
      return "\(url): the server has no database \"\(database)\"; "
        + "create it with createdb \(database)"
    case .postgresPermissionDenied(let url, let message):
      return "\(url) refused: \(Self.clipped(message)); grant the user the privileges on the "
        + "database (CREATE, and SELECT/INSERT/UPDATE/DELETE on its tables)"
    case .postgresConnectionLost(let url):
      return "the connection to \(url) was lost; nothing of the unfinished command was "
        + "written; check the server and try again"
    case .postgres(let url, let failure):
      return "\(url) failed: \(Self.clipped(failure.message)); "
        + "run again with --verbose and report it if it persists"
    }
  }

  /// SQLite's own code and message, for `--verbose`; nil when SQLite was not involved.
  public var detail: String? {
    switch self {
    case .readOnly(_, let failure), .notADatabase(_, let failure), .diskFull(_, let failure):
      return failure?.description
    case .busy(_, let failure), .corrupt(_, let failure), .database(_, let failure),
      .ioError(_, let failure):
      return failure.description
    case .postgres(_, let failure):
      return failure.description
    default:
      return nil
    }
  }

  /// How messages name the in-memory database, which has no path.
  static let inMemoryPath = ":memory:"

  private static func name(_ path: String) -> String {
    path == inMemoryPath ? "the in-memory database" : path
  }

  static func folder(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  /// "\"A\" or \"B\"", "\"A\", \"B\" or \"C\"".
  private static func either(_ names: [String]) -> String {
    let quoted = names.map { "\"\($0)\"" }
    guard quoted.count > 1 else { return quoted.first ?? "nobody" }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
  }

  private static func short(_ id: UUID) -> String {
    String(id.lowercaseText.prefix(8))
  }

  /// Keeps a message on one line and readable, whatever a row or SQLite put in it.
  private static func clipped(_ text: String) -> String {
    let oneLine = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return oneLine.count > 80 ? String(oneLine.prefix(77)) + "..." : oneLine
  }
}

/// The raw PostgreSQL failure behind a `StoreError`, kept for `--verbose` and bug reports.
public struct PostgresFailure: Equatable, Sendable, CustomStringConvertible {
  /// The SQLSTATE ("23505" for a unique violation); empty when the failure was not the
  /// server's.
  public var sqlState: String
  /// The server's (or the client's) message.
  public var message: String
  /// The statement that failed, when there was one.
  public var sql: String?

  public init(sqlState: String, message: String, sql: String? = nil) {
    self.sqlState = sqlState
    self.message = message
    self.sql = sql
  }

  /// `PostgreSQL error 23505: duplicate key … (while running: INSERT …)`.
  public var description: String {
    var text = "PostgreSQL error \(sqlState.isEmpty ? "(client)" : sqlState): \(message)"
    if let sql { text += " (while running: \(sql))" }
    return text
  }
}

/// The raw SQLite failure behind a `StoreError`, kept for `--verbose` and bug reports.
public struct SQLiteFailure: Equatable, Sendable, CustomStringConvertible {
  /// SQLite's extended result code (`SQLITE_FULL` is 13, `SQLITE_BUSY_SNAPSHOT` 517).
  public var code: Int32
  /// SQLite's message ("database or disk is full").
  public var message: String
  /// The statement that failed, when there was one.
  public var sql: String?

  public init(code: Int32, message: String, sql: String? = nil) {
    self.code = code
    self.message = message
    self.sql = sql
  }

  /// `SQLite error 13: database or disk is full (while running: INSERT …)`.
  public var description: String {
    var text = "SQLite error \(code): \(message)"
    if let sql { text += " (while running: \(sql))" }
    return text
  }
}
