import Foundation
import IntakeCore

/// The team's task repository: a PostgreSQL database shared with the Shared Todo List app.
///
/// Tasks are rows of the app's `todos` table, as the app expects them, so everyone's app shows
/// what intake writes; what intake knows beyond the app's columns (the due time and zone, the
/// RRULE, owners, tags, provenance, content hash, series, dependencies) is in `intake_tasks`,
/// keyed by the task id. Tasks the app added have no such row and read with defaults.
///
/// **Versions.** A task's `version` here is PostgreSQL's `xmin` of its `todos` row: the id of
/// the transaction that last wrote it, which changes on every write by any client, the app's
/// included. `update` and `commit` write only while it is still the version read, so an app's
/// `UPDATE todos SET priority = …` made after intake read the task is a `.conflict`, not
/// overwritten. It is a number, but not a count: it does not round-trip through `insert` (read
/// a task back, or use what `commit` returns, before editing it), and "edited since the
/// import" compares it with the version the import wrote.
///
/// **Due dates.** `todos.due_date` is a `timestamptz`. A due with a time is that instant in
/// the task's zone. A due date without a time is written as that date at 12:00 UTC: every zone
/// from UTC−12 to UTC+11 shows the same day, so the app shows the day that was written
/// wherever it runs (midnight UTC would be the day before in the Americas). `intake_tasks`
/// keeps the date, time and zone as written, so intake reads back exactly what it stored.
///
/// **Transactions.** Every method is one transaction. Updates write only the columns that
/// changed (a column someone else changed meanwhile is caught by the version). Imports take an
/// advisory lock, so two machines importing the same notes at once store each task once; the
/// content hash is UNIQUE besides.
public final class PostgresTaskRepository: TaskRepository {
  /// The server and database, with the password hidden in `redacted`.
  public let server: PostgresLocation
  /// The server's URL with its password hidden, as messages name it.
  public var location: String { server.redacted }
  /// The connection.
  let session: PostgresSession

  /// Connects to the database at `location` and brings its schema up to date.
  ///
  /// Opening a current database only reads `intake_migrations`. Two processes opening a new
  /// database at once take turns under an advisory lock.
  ///
  /// - Parameter location: The server, database and credentials.
  /// - Throws: `.postgresUnreachable`, `.postgresAuthenticationFailed`,
  ///   `.postgresMissingDatabase`, `.postgresPermissionDenied`, `.newerSchema`, `.postgres`.
  public init(location: PostgresLocation) throws(StoreError) {
    server = location
    session = try PostgresSession(location: location)
    try PostgresMigrations.migrate(session)
  }

  /// Connects to the database a `postgres://` URL names.
  ///
  /// - Parameters:
  ///   - url: `postgres://…` or `postgresql://…`.
  ///   - environment: The `PG*` variables that fill what the URL leaves out.
  /// - Throws: `.invalidPostgresURL`, and what `init(location:)` throws.
  public convenience init(url: String, environment: [String: String] = [:]) throws(StoreError) {
    try self.init(location: PostgresLocation(url: url, environment: environment))
  }

  /// Starts connecting to the server a `postgres://` URL names and reading its schema's
  /// migrations, for the first repository opened at the same place to take
  /// (`init(url:environment:)`); a URL that does not parse is left to that opening to report.
  ///
  /// - Parameters:
  ///   - url: `postgres://…` or `postgresql://…`.
  ///   - environment: The `PG*` variables that fill what the URL leaves out.
  public static func connectEarly(url: String, environment: [String: String] = [:]) {
    guard let location = try? PostgresLocation(url: url, environment: environment) else { return }
    PostgresSession.connectEarly(location, first: PostgresMigrations.appliedStatement)
  }

  /// Closes the connection; the repository cannot be used afterwards.
  public func close() {
    session.close()
  }

  // MARK: - Reading tasks

  /// What each column of `StoredTask.columns` is read as, from `todos t` and `intake_tasks i`.
  ///
  /// A value the app changed since intake wrote it wins: a due date that is no longer the one
  /// intake wrote is read from `todos.due_date` in UTC; an assignee or a repeat likewise from
  /// `todos` (the assignee alone, the coarse repeat); the app's `completed` decides done.
  /// Whether `todos.recurrence` is still what intake wrote, so its RRULE stands.
  private static let keepsRecurrence =
    "i.id IS NOT NULL AND t.recurrence IS NOT DISTINCT FROM i.written_recurrence"

  private static let expressions: [String: String] = [
    "id": "t.id::text",
    "text": "t.text",
    "notes": "t.notes",
    "status": """
    CASE WHEN t.completed THEN 'done' WHEN t.status = 'done' THEN 'todo' ELSE t.status END
    """,
    "completed": "t.completed::text",
    "priority": "t.priority",
    "due_date": """
    CASE WHEN t.due_date IS NULL THEN NULL WHEN i.due_at = t.due_date THEN i.due_day::text
      ELSE to_char(t.due_date AT TIME ZONE 'UTC', 'YYYY-MM-DD') END
    """,
    "due_time": """
    CASE WHEN t.due_date IS NULL THEN NULL WHEN i.due_at = t.due_date THEN i.due_time
      ELSE NULLIF(to_char(t.due_date AT TIME ZONE 'UTC', 'HH24:MI'), '12:00') END
    """,
    "time_zone": """
    CASE WHEN i.id IS NOT NULL AND i.due_at IS NOT DISTINCT FROM t.due_date
      THEN i.time_zone ELSE 'UTC' END
    """,
    "recurrence": """
    CASE WHEN \(keepsRecurrence) THEN i.rrule WHEN t.recurrence = 'daily' THEN 'FREQ=DAILY'
      WHEN t.recurrence = 'weekly' THEN 'FREQ=WEEKLY'
      WHEN t.recurrence = 'monthly' THEN 'FREQ=MONTHLY' END
    """,
    "assigned_to": "t.assigned_to",
    "owners": """
    CASE WHEN i.id IS NOT NULL AND t.assigned_to IS NOT DISTINCT FROM i.written_assigned_to
      THEN i.owners::text WHEN t.assigned_to IS NULL THEN '[]'
      ELSE jsonb_build_array(t.assigned_to)::text END
    """,
    "created_by": "COALESCE(t.created_by, '')",
    "created_at": timestamp("t.created_at"),
    "updated_at": timestamp("t.updated_at"),
    "updated_by": "t.updated_by",
    "subtasks": "t.subtasks::text",
    "tags": "COALESCE(i.tags::text, '[]')",
    "version": "t.xmin::text",
    "source_text": "i.source_text",
    "source_file": "i.source_file",
    "source_line": "i.source_line::text",
    "batch_id": "i.batch_id",
    "source_speaker": "i.source_speaker",
    "source_timestamp": "i.source_timestamp",
    "content_hash": "i.content_hash",
    "series_id": "i.series_id::text",
    "completed_at": timestamp("i.completed_at"),
    "blocked_by": "COALESCE(i.blocked_by::text, '[]')",
    "recurrence_from": "CASE WHEN \(keepsRecurrence) THEN i.recurrence_from END",
    "found_by": "i.found_by",
    "source_meeting": "i.source_meeting",
    "start_date": "i.start_date::text",
    // Not read into the task; for ordering and for imports.
    "due_instant": """
    CASE WHEN t.due_date IS NULL THEN NULL WHEN i.due_at = t.due_date THEN i.due_instant
      ELSE extract(epoch FROM t.due_date)::float8 END
    """,
    "imported_xmin": "i.imported_xmin",
    "seq": "i.seq",
    // For ordering: `created_at` and `id` as what they are, not as text.
    "created_instant": "date_trunc('milliseconds', t.created_at)",
    "uuid": "t.id",
  ]

  /// `StoredTask.columns`, for the outer SELECT of `tasksTable`.
  static let columnList = StoredTask.columns.joined(separator: ", ")

  /// The tasks as a derived table named `tasks` whose columns have `StoredTask.columns`'
  /// names, every one as text, plus `due_instant`, `imported_xmin`, `seq`, and for ordering
  /// `created_instant` and `uuid`.
  ///
  /// - Parameter condition: A condition on `t` and `i` applied inside, where the indexes
  ///   are (`t.id = $1::uuid`).
  /// - Returns: `(SELECT …) AS tasks`.
  static func tasksTable(where condition: String? = nil) -> String {
    let names =
      StoredTask.columns + ["due_instant", "imported_xmin", "seq", "created_instant", "uuid"]
    let select = names.map { "\(expressions[$0] ?? "NULL") AS \($0)" } + stored.map(\.select)
    var sql =
      "(SELECT \(select.joined(separator: ", ")) FROM todos t LEFT JOIN intake_tasks i"
      + " ON i.id = t.id"
    if let condition { sql += " WHERE \(condition)" }
    return sql + ") AS tasks"
  }

  // MARK: - Reading tasks in order

  // A long listing is sorted on the stored values and made text after: sorting 100,000 rows
  // of thirty text columns, each made by `to_char`, a jsonb or uuid output or a CASE before
  // the sort, kept the client waiting for two thirds of a second before the first row; the
  // stored values are narrower, and the text is made while the rows are sent.

  /// A stored value a column of `expressions` reads: `t.created_at`, as `t_created_at`.
  struct StoredValue: Hashable {
    var table: Character
    var column: String

    /// Its name in `tasksTable` and in the sorted rows.
    var name: String { "\(table)_\(column)" }
    /// `t.created_at AS t_created_at`.
    var select: String { "\(table).\(column) AS \(name)" }
  }

  /// Every stored value the columns of a task are made from.
  static let stored: [StoredValue] = {
    var found: [StoredValue] = []
    for column in StoredTask.columns {
      for (_, value) in storedValues(in: expressions[column] ?? "") where !found.contains(value) {
        found.append(value)
      }
    }
    return found
  }()

  /// `StoredTask.columns`, made from the stored values of sorted rows (`t_created_at`…).
  static let sortedColumnList = StoredTask.columns.map { column in
    let expression = Array(expressions[column] ?? "NULL")
    var made = ""
    var start = 0
    for (range, value) in storedValues(in: String(expression)) {
      made += String(expression[start..<range.lowerBound]) + value.name
      start = range.upperBound
    }
    return made + String(expression[start...]) + " AS \(column)"
  }.joined(separator: ", ")

  /// The `t.…` and `i.…` references in `expression` outside quoted literals, with where each
  /// stands (in characters).
  static func storedValues(in expression: String) -> [(Range<Int>, StoredValue)] {
    let characters = Array(expression)
    func isNamePart(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_"
    }
    var values: [(Range<Int>, StoredValue)] = []
    var isQuoted = false
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "'" { isQuoted.toggle() }
      let isStart =
        index == 0 || !(isNamePart(characters[index - 1]) || characters[index - 1] == ".")
      guard !isQuoted, isStart, character == "t" || character == "i",
        index + 2 < characters.count, characters[index + 1] == "."
      else {
        index += 1
        continue
      }
      var end = index + 2
      while end < characters.count, isNamePart(characters[end]) { end += 1 }
      let column = String(characters[(index + 2)..<end])
      values.append((index..<end, StoredValue(table: character, column: column)))
      index = end
    }
    return values
  }

  /// `to_char` writing an instant as `Timestamp.text` does.
  static func timestamp(_ expression: String) -> String {
    "to_char(\(expression) AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"
  }

  /// The task with this id as stored, or nil.
  ///
  /// - Parameters:
  ///   - id: The task.
  ///   - isLocking: Whether to lock its `todos` row until the transaction ends
  ///     (`FOR UPDATE`), so the version read stays the version written against.
  /// - Returns: The task, or nil when there is none.
  /// - Throws: What the server reports; `.unreadableField` for a row intake cannot read.
  func fetch(_ id: UUID, isLocking: Bool = false) throws(StoreError) -> StoredTask? {
    if isLocking {
      try session.execute("SELECT 1 FROM todos WHERE id = $1::uuid FOR UPDATE", [id.lowercaseText])
    }
    let rows = try session.rows(
      "SELECT \(Self.columnList) FROM \(Self.tasksTable(where: "t.id = $1::uuid"))",
      [id.lowercaseText])
    guard let row = rows.first else { return nil }
    return try StoredTask(texts: row)
  }

  // MARK: - Writing tasks

  /// One column written: its name, the cast its text bind needs, and the value.
  struct Value: Equatable {
    var column: String
    var cast: String
    var text: String?

    init(_ column: String, _ cast: String, _ text: String?) {
      self.column = column
      self.cast = cast
      self.text = text
    }

    /// A text column, bound without a cast.
    init(_ column: String, _ text: String?) {
      self.init(column, "", text)
    }
  }

  /// The `todos` columns an edit may change, as `task` writes them.
  static func appValues(_ task: StoredTask) throws(StoreError) -> [Value] {
    [
      Value("text", task.text), Value("completed", "::boolean", String(task.isCompleted)),
      Value("status", task.status.rawValue), Value("priority", task.priority.rawValue),
      Value("assigned_to", task.assignedTo),
      Value("due_date", "::timestamptz", dueAt(task).map(Timestamp.text)),
      Value("notes", task.notes), Value("recurrence", coarseRecurrence(task.recurrence)),
      Value("subtasks", "::jsonb", try task.subtasksJSON()),
    ]
  }

  /// The `intake_tasks` columns an edit may change, as `task` writes them.
  static func sideValues(_ task: StoredTask) -> [Value] {
    let instant = task.dueDate.map {
      DueInstant.seconds(date: $0, time: task.dueTime, zone: task.timeZone)
    }
    return [
      Value("due_day", "::date", task.dueDate?.description),
      Value("due_time", task.dueTime?.description), Value("time_zone", task.timeZone),
      Value("due_at", "::timestamptz", dueAt(task).map(Timestamp.text)),
      Value("due_instant", "::float8", instant.map { String($0) }),
      Value("rrule", task.recurrence),
      Value(
        "recurrence_from",
        RecurrenceAnchor.name(of: task.recurrence, fromCompletion: task.repeatsFromCompletion)),
      Value("owners", "::jsonb", StoredTask.jsonArray(task.owners)),
      Value("written_assigned_to", task.assignedTo),
      Value("written_recurrence", coarseRecurrence(task.recurrence)),
      Value("tags", "::jsonb", StoredTask.jsonArray(task.tags)),
      Value("start_date", "::date", task.startDate?.description),
      Value("series_id", "::uuid", task.seriesID?.lowercaseText),
      Value("completed_at", "::timestamptz", task.completedAt.map(Timestamp.text)),
      Value("blocked_by", "::jsonb", StoredTask.jsonArray(task.blockedBy.map(\.lowercaseText))),
    ]
  }

  /// The provenance columns of `intake_tasks`, written when the task is stored.
  static func provenanceValues(_ task: StoredTask) -> [Value] {
    [
      Value("batch_id", task.batchID), Value("source_text", task.sourceText),
      Value("source_file", task.sourceFile),
      Value("source_line", "::integer", task.sourceLine.map { String($0) }),
      Value("source_speaker", task.sourceSpeaker),
      Value("source_timestamp", task.sourceTimestamp),
      Value("source_meeting", task.sourceMeeting), Value("content_hash", task.contentHash),
      Value("found_by", task.foundBy),
    ]
  }

  /// What `todos.due_date` holds for `task`: the instant of a timed due in its zone, 12:00
  /// UTC of an untimed due's day (see the type's comment), nil for no due.
  static func dueAt(_ task: StoredTask) -> Date? {
    guard let day = task.dueDate else { return nil }
    guard task.dueTime != nil else {
      return Date(timeIntervalSince1970: Double(day.dayNumber * 86_400 + 43_200))
    }
    return Date(
      timeIntervalSince1970: DueInstant.seconds(date: day, time: task.dueTime, zone: task.timeZone)
    )
  }

  /// The app's daily, weekly or monthly for an RRULE, nil for any other rule: the app shows
  /// no recurrence rather than a wrong one, and intake keeps the RRULE itself.
  static func coarseRecurrence(_ rule: String?) -> String? {
    guard let rule else { return nil }
    let parts = rule.uppercased().split(separator: ";")
    guard let frequency = parts.first(where: { $0.hasPrefix("FREQ=") })?.dropFirst(5),
      !parts.contains(where: { $0.hasPrefix("INTERVAL=") && $0 != "INTERVAL=1" })
    else { return nil }
    switch frequency {
    case "DAILY": return "daily"
    case "WEEKLY": return "weekly"
    case "MONTHLY": return "monthly"
    default: return nil
    }
  }

  /// What `commit` logs for a task it adds, written by `insertTask` in the same statement.
  struct LoggedAdd {
    var command: String
    var user: String
    var at: Date
  }

  /// Stores a new task: its `todos` row and its `intake_tasks` row, in one statement.
  ///
  /// - Parameters:
  ///   - task: The task, stored as it is (its `version` is the server's, not this one).
  ///   - isImported: Whether an import writes it: the row version is then remembered as the
  ///     one the import wrote.
  ///   - operation: When given, the statement also logs the task's adding, as `commit` does,
  ///     so one statement (one round trip, no transaction to open) is the whole `add`.
  /// - Returns: The row version the task was stored with.
  /// - Throws: `.duplicateTask` when the id is taken, or what the server reports.
  @discardableResult
  func insertTask(
    _ task: StoredTask, isImported: Bool = false, logging operation: LoggedAdd? = nil
  ) throws(StoreError) -> Int {
    let app = try Self.insertValues(task)
    let side = Self.sideValues(task) + Self.provenanceValues(task)
    var binds: [String?] = []
    func mark(_ value: Value) -> String {
      binds.append(value.text)
      return "$\(binds.count)\(value.cast)"
    }
    let appMarks = app.map(mark).joined(separator: ", ")
    let sideMarks = side.map(mark).joined(separator: ", ")
    let importedXmin = isImported ? "t.xmin::text" : "NULL"
    var logged = ""
    if let operation {
      let json = try Self.json([TaskChange(before: nil, after: task)])
      let marks = [operation.command, operation.user, Timestamp.text(operation.at), json].map {
        mark(Value("", $0))
      }
      // The version is the row's, known only once it is inserted.
      logged = """
        logged AS (
          INSERT INTO intake_operations (command, created_by, created_at, changes)
          SELECT \(marks[0]), \(marks[1]), \(marks[2])::timestamptz,
            jsonb_set(\(marks[3])::jsonb, '{0,after,version}', to_jsonb(t.xmin::text::bigint))::text
          FROM t),
        """
    }
    let sql = """
      WITH t AS (
        INSERT INTO todos (\(app.map(\.column).joined(separator: ", ")))
        SELECT \(appMarks) FROM \(Self.announcing)
        RETURNING id, xmin),
      \(logged)
      \(Self.announcement)
      INSERT INTO intake_tasks (id, \(side.map(\.column).joined(separator: ", ")), imported_xmin)
      SELECT t.id, \(sideMarks), \(importedXmin) FROM t
      RETURNING (SELECT xmin::text FROM t), (SELECT count(*) FROM announced)
      """
    do {
      let version = try session.value(sql, binds)
      return version.flatMap { Int($0) } ?? task.version
    } catch {
      if let (state, message) = PostgresSession.constraint(of: error), state == "23505",
        message.contains("todos_pkey")
      {
        throw .duplicateTask(id: task.id)
      }
      throw error
    }
  }

  /// Stores new tasks in one statement: many rows for one round trip, which is most of an
  /// import's time when each row is a statement of its own.
  ///
  /// The rows travel as one JSON array of arrays of text, cast in the SQL as `insertTask`
  /// casts its binds. Ids already stored, or repeated, are found first, so the error names
  /// the task.
  ///
  /// - Parameters:
  ///   - tasks: The tasks, stored as they are, in this order.
  ///   - isImported: Whether an import writes them (see `insertTask`).
  /// - Returns: The row version the tasks were stored with (one transaction writes them all).
  /// - Throws: `.duplicateTask`, or what the server reports.
  func insertTasks(_ tasks: [StoredTask], isImported: Bool) throws(StoreError) -> Int? {
    guard !tasks.isEmpty else { return nil }
    var ids: Set<UUID> = []
    for task in tasks where !ids.insert(task.id).inserted { throw .duplicateTask(id: task.id) }
    let stored = try session.value(
      """
      SELECT id::text FROM todos
      WHERE id IN (SELECT value::uuid FROM jsonb_array_elements_text($1::jsonb)) LIMIT 1
      """, [Self.jsonList(tasks.map(\.databaseID))])
    if let stored, let id = UUID(uuidString: stored) { throw .duplicateTask(id: id) }
    var json = "["
    var appColumns: [Value] = []
    var sideColumns: [Value] = []
    for (index, task) in tasks.enumerated() {
      let app = try Self.insertValues(task)
      let side = Self.sideValues(task) + Self.provenanceValues(task)
      if index == 0 {
        appColumns = app
        sideColumns = side
      } else {
        json += ","
      }
      json += "["
      json += (app + side).map { value in
        value.text.map { String(StoredTask.jsonArray([$0]).dropFirst().dropLast()) } ?? "null"
      }.joined(separator: ",")
      json += "]"
    }
    json += "]"
    let appSelect = appColumns.enumerated().map { "(r->>\($0))\($1.cast)" }
    let sideSelect = sideColumns.enumerated().map {
      "(r->>\($0 + appColumns.count))\($1.cast)"
    }
    let sql = """
      WITH data AS (SELECT r, n FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e (r, n)),
      t AS (
        INSERT INTO todos (\(appColumns.map(\.column).joined(separator: ", ")))
        SELECT \(appSelect.joined(separator: ", ")) FROM data, \(Self.announcing) ORDER BY n
        RETURNING id, xmin),
      \(Self.announcement)
      INSERT INTO intake_tasks (id, \(sideColumns.map(\.column).joined(separator: ", ")),
        imported_xmin)
      SELECT t.id, \(sideSelect.joined(separator: ", ")),
        \(isImported ? "t.xmin::text" : "NULL")
      FROM data JOIN t ON t.id = (data.r->>0)::uuid ORDER BY n
      RETURNING (SELECT xmin::text FROM t LIMIT 1), (SELECT count(*) FROM announced)
      """
    return try session.value(sql, [json]).flatMap { Int($0) }
  }

  /// The `FROM` item of an insert into `todos` that says the statement announces its rows.
  ///
  /// It turns `PostgresMigrations.announcedSetting` on before the first row is inserted, so
  /// the insert trigger leaves the rows to `announcement`. The setting stays on for the rest
  /// of the transaction, whose inserts are all intake's.
  static let announcing =
    "(SELECT set_config('\(PostgresMigrations.announcedSetting)', 'on', true)) AS announcing"

  /// The CTE `announced`, which announces each row of the CTE `t` as the insert trigger would.
  ///
  /// The same payload goes through the same `pg_notify` and is delivered at commit like the
  /// trigger's, naming the schema intake works in (the one `watch` listens for). The
  /// statement must use `announced` for it to run.
  static let announcement = """
    announced AS (
      SELECT pg_notify('\(changesChannel)', json_build_object(
        'id', t.id, 'op', 'INSERT', 'schema', current_schema())::text)
      FROM t)
    """

  /// Every `todos` column a new task writes, the id first.
  private static func insertValues(_ task: StoredTask) throws(StoreError) -> [Value] {
    [
      Value("id", "::uuid", task.databaseID), Value("created_by", task.createdBy),
      Value("created_at", "::timestamptz", Timestamp.text(task.createdAt)),
      Value("updated_at", "::timestamptz", Timestamp.text(task.updatedAt)),
      Value("updated_by", task.updatedBy),
    ] + (try appValues(task))
  }

  /// Writes the fields in which `edited` differs from `current`, the task as stored now (read
  /// with `fetch(_:isLocking:)` in this transaction), if its row version is still `version`.
  ///
  /// - Parameters:
  ///   - current: The task as stored.
  ///   - edited: The task as it is to be.
  ///   - version: The row version the caller read.
  ///   - user: Stored in `updated_by`.
  ///   - now: Stored in `updated_at`.
  /// - Throws: `.conflict` when the row moved on, or what the server reports.
  func writeChanges(
    from current: StoredTask, to edited: StoredTask, version: Int, by user: String, at now: Date
  ) throws(StoreError) {
    var binds: [String?] = [edited.databaseID, String(version), Timestamp.text(now), user]
    var sets = ["updated_at = $3::timestamptz", "updated_by = $4"]
    for (old, new) in zip(try Self.appValues(current), try Self.appValues(edited))
    where old != new {
      binds.append(new.text)
      sets.append("\(new.column) = $\(binds.count)\(new.cast)")
    }
    let changed = try session.execute(
      "UPDATE todos SET \(sets.joined(separator: ", ")) WHERE id = $1::uuid AND xmin::text = $2",
      binds)
    guard changed == 1 else { throw .conflict(id: edited.id) }
    try writeSide(from: current, to: edited)
  }

  /// Writes the `intake_tasks` fields in which `edited` differs from `current`, or the whole
  /// row for a task the app added (which has none).
  private func writeSide(from current: StoredTask, to edited: StoredTask) throws(StoreError) {
    let values = Self.sideValues(edited) + Self.provenanceValues(edited)
    let changed = zip(Self.sideValues(current), Self.sideValues(edited)).filter { $0.0 != $0.1 }
      .map(\.1.column)
    var binds: [String?] = [edited.databaseID]
    let marks = values.map { value -> String in
      binds.append(value.text)
      return "$\(binds.count)\(value.cast)"
    }
    let onConflict =
      changed.isEmpty
      ? "DO NOTHING"
      : "DO UPDATE SET "
        + changed.map { "\($0) = EXCLUDED.\($0)" }.joined(separator: ", ")
    try session.execute(
      """
      INSERT INTO intake_tasks (id, \(values.map(\.column).joined(separator: ", ")))
      VALUES ($1::uuid, \(marks.joined(separator: ", "))) ON CONFLICT (id) \(onConflict)
      """, binds)
  }

  /// Binds a list of texts as one JSON array, for `IN (SELECT … jsonb_array_elements_text)`.
  static func jsonList(_ texts: [String]) -> String {
    StoredTask.jsonArray(texts)
  }
}
