/// The PostgreSQL schema, as the ordered list of migrations that build it.
///
/// Append-only, like `Migrations` for SQLite: a shipped migration is never edited, renamed or
/// removed, because servers have recorded its name in `intake_migrations`. Each migration is a
/// list of single statements (postgres-nio sends statements one at a time, in the extended
/// protocol, which takes one command per message).
///
/// The Shared Todo List app's tables, `todos` and `users`, are created only when absent and
/// never altered when present: the app keeps working unchanged and sees intake's tasks.
/// Everything intake knows about a task that `todos` has no column for lives in
/// `intake_tasks`, keyed by the task id; intake's other tables are prefixed `intake_` too.
enum PostgresMigrations {
  /// The key of the advisory lock that migrations hold: two processes opening a new database at
  /// once take turns, and the second finds the work done. ("intake" in ASCII.)
  static let lockKey = "115553883154277"

  /// Every migration, in order: its name and its statements.
  static let all: [(name: String, statements: [String])] = [
    ("v1-app-tables", v1AppTables),
    ("v2-intake-tables", v2IntakeTables),
    ("v3-inserts-announce-themselves", v3InsertsAnnounceThemselves),
    ("v4-app-edits-read-back", v4AppEditsReadBack),
  ]

  /// The names of every migration this build knows, in order.
  static var known: [String] { all.map(\.name) }

  /// Brings the schema up to date, in one transaction under the advisory lock.
  ///
  /// A current database is only read (one query on `intake_migrations`, which is every
  /// command's first statement, so it is one round trip); a database migrated by a newer
  /// intake is refused.
  ///
  /// - Parameter session: The connection.
  /// - Throws: `.newerSchema`, `.postgresPermissionDenied` when the user may not create
  ///   tables, or what the server reports.
  static func migrate(_ session: PostgresSession) throws(StoreError) {
    do {
      let applied = try appliedNames(session)
      try refuseUnknown(applied, session: session)
      if applied.count == all.count { return }
    } catch {
      // 42P01: no `intake_migrations` yet, a database intake has never opened.
      guard PostgresSession.constraint(of: error)?.state == "42P01" else { throw error }
    }
    try session.transaction { () throws(StoreError) in
      try session.execute("SELECT pg_advisory_xact_lock(\(lockKey))")
      try session.execute(
        """
        CREATE TABLE IF NOT EXISTS intake_migrations (
          name text PRIMARY KEY,
          applied_at timestamptz NOT NULL DEFAULT now()
        )
        """)
      let applied = try appliedNames(session)
      try refuseUnknown(applied, session: session)
      for migration in all where !applied.contains(migration.name) {
        for statement in migration.statements { try session.execute(statement) }
        try session.execute(
          "INSERT INTO intake_migrations (name) VALUES ($1)", [migration.name])
      }
    }
  }

  /// The statement that reads which migrations a database has: every session's first.
  static let appliedStatement = "SELECT name FROM intake_migrations"

  private static func appliedNames(_ session: PostgresSession) throws(StoreError) -> Set<String> {
    Set(try session.rows(appliedStatement).compactMap { $0.first ?? nil })
  }

  private static func refuseUnknown(
    _ applied: Set<String>, session: PostgresSession
  ) throws(StoreError) {
    let unknown = applied.subtracting(known)
    if !unknown.isEmpty {
      throw .newerSchema(path: session.location.redacted, unknownMigrations: unknown.sorted())
    }
  }

  // MARK: - The app's tables

  /// `todos` and `users` as the Shared Todo List app defines them, its `updated_at` trigger,
  /// and the notification `intake watch` listens to.
  ///
  /// The trigger function is created only when absent: an app that has its own keeps it. Ours
  /// sets `updated_at = now()` unless the update sets `updated_at` itself, so intake's edits
  /// keep the time of the command, as on SQLite, and the app's get the server's clock.
  private static let v1AppTables = [
    """
    CREATE TABLE IF NOT EXISTS todos (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      text text NOT NULL,
      completed boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'todo',
      priority text NOT NULL DEFAULT 'medium',
      assigned_to text,
      due_date timestamptz,
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text,
      notes text,
      recurrence text,
      subtasks jsonb NOT NULL DEFAULT '[]'
    )
    """,
    """
    CREATE TABLE IF NOT EXISTS users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text UNIQUE NOT NULL,
      color text,
      pin_hash text,
      created_at timestamptz DEFAULT now(),
      last_login timestamptz
    )
    """,
    """
    DO $migration$
    BEGIN
      IF to_regprocedure('update_updated_at_column()') IS NULL THEN
        CREATE FUNCTION update_updated_at_column() RETURNS trigger LANGUAGE plpgsql AS $body$
        BEGIN
          IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
            NEW.updated_at = now();
          END IF;
          RETURN NEW;
        END
        $body$;
      END IF;
      IF NOT EXISTS (
        SELECT 1 FROM pg_trigger
        WHERE tgrelid = 'todos'::regclass AND tgname = 'update_todos_updated_at'
      ) THEN
        CREATE TRIGGER update_todos_updated_at BEFORE UPDATE ON todos
          FOR EACH ROW EXECUTE FUNCTION update_updated_at_column();
      END IF;
    END
    $migration$
    """,
    """
    CREATE OR REPLACE FUNCTION intake_notify_todos() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      PERFORM pg_notify('intake_todos', json_build_object(
        'id', CASE TG_OP WHEN 'DELETE' THEN OLD.id ELSE NEW.id END, 'op', TG_OP,
        'schema', TG_TABLE_SCHEMA)::text);
      RETURN NULL;
    END
    $body$
    """,
    """
    CREATE TRIGGER intake_todos_notify AFTER INSERT OR UPDATE OR DELETE ON todos
      FOR EACH ROW EXECUTE FUNCTION intake_notify_todos()
    """,
  ]

  // MARK: - intake's tables

  /// What intake keeps beside the app's tables.
  ///
  /// `intake_tasks` holds what `StoredTask` has and `todos` lacks. The due date is kept as
  /// written (`due_day`, `due_time`, `time_zone`): `todos.due_date` is derived from it (see
  /// `PostgresTaskRepository`), and `due_at` remembers what intake wrote there, so a due date
  /// the app changed since is noticed. `due_instant` (seconds since 1970) orders tasks as
  /// `DueOrder` does on SQLite (`DueInstant`). `content_hash` is UNIQUE: the key that makes an
  /// import idempotent across machines. `imported_xmin` is the row version of `todos` when an
  /// import last wrote the task: a task whose version moved on was edited (by anyone). `seq`
  /// keeps the order of insertion, as SQLite's rowid does.
  private static let v2IntakeTables = [
    """
    CREATE TABLE intake_batches (
      id text PRIMARY KEY CHECK (id <> ''),
      source text NOT NULL,
      created_at timestamptz NOT NULL,
      created_by text NOT NULL,
      item_count integer NOT NULL CHECK (item_count >= 0),
      added_count integer NOT NULL CHECK (added_count >= 0),
      skipped_count integer NOT NULL CHECK (skipped_count >= 0),
      seq bigserial
    )
    """,
    "CREATE INDEX intake_batches_created_at ON intake_batches (created_at)",
    """
    CREATE TABLE intake_tasks (
      id uuid PRIMARY KEY REFERENCES todos (id) ON DELETE CASCADE,
      due_day date,
      due_time text CHECK (due_time IS NULL OR due_time ~ '^[0-9]{2}:[0-9]{2}$'),
      time_zone text NOT NULL,
      due_at timestamptz,
      due_instant double precision,
      rrule text,
      recurrence_from text CHECK (recurrence_from IS NULL
        OR recurrence_from IN ('due', 'completion')),
      owners jsonb NOT NULL DEFAULT '[]',
      tags jsonb NOT NULL DEFAULT '[]',
      start_date date,
      batch_id text REFERENCES intake_batches (id) ON DELETE SET NULL,
      source_text text,
      source_file text,
      source_line integer,
      source_speaker text,
      source_timestamp text,
      source_meeting text,
      content_hash text UNIQUE,
      series_id uuid,
      completed_at timestamptz,
      blocked_by jsonb NOT NULL DEFAULT '[]',
      found_by text CHECK (found_by IS NULL OR found_by IN ('ai')),
      imported_xmin text,
      seq bigserial
    )
    """,
    "CREATE INDEX intake_tasks_batch_id ON intake_tasks (batch_id)",
    "CREATE INDEX intake_tasks_source_meeting ON intake_tasks (source_meeting)",
    "CREATE INDEX intake_tasks_series_id ON intake_tasks (series_id)",
    """
    CREATE TABLE intake_people (
      id bigserial PRIMARY KEY,
      name text NOT NULL CHECK (name <> ''),
      on_team boolean NOT NULL DEFAULT false
    )
    """,
    "CREATE UNIQUE INDEX intake_people_name ON intake_people (lower(name))",
    """
    CREATE TABLE intake_people_aliases (
      alias text NOT NULL CHECK (alias <> ''),
      person_id bigint NOT NULL REFERENCES intake_people (id) ON DELETE CASCADE,
      seq bigserial
    )
    """,
    "CREATE UNIQUE INDEX intake_people_aliases_alias ON intake_people_aliases (lower(alias))",
    "CREATE INDEX intake_people_aliases_person_id ON intake_people_aliases (person_id)",
    """
    CREATE TABLE intake_operations (
      id bigserial PRIMARY KEY,
      command text NOT NULL CHECK (command <> ''),
      created_by text NOT NULL,
      created_at timestamptz NOT NULL,
      changes text NOT NULL,
      undone_at timestamptz,
      batch_id text
    )
    """,
    "CREATE INDEX intake_operations_created_by ON intake_operations (created_by, id)",
    """
    CREATE TABLE intake_ai_cache (
      key text PRIMARY KEY CHECK (key <> ''),
      endpoint text NOT NULL,
      answer text NOT NULL,
      created_at timestamptz NOT NULL
    )
    """,
  ]

  // MARK: - Announcing inserts

  /// The name of the setting an intake statement turns on (for its transaction) before it
  /// inserts into `todos`, having announced the rows itself (`PostgresTaskRepository.announcement`).
  static let announcedSetting = "intake.announced"

  /// Splits the notification trigger: updates and deletes as before; inserts only when the
  /// inserting statement did not announce them itself.
  ///
  /// A trigger in PL/pgSQL loads the language and compiles the function in every new server
  /// session that fires it: 1.5–2 ms of a one-task `intake add`, most of the server's work.
  /// intake's inserts send the same notification from their own statement with `pg_notify`,
  /// which is built in; the app's inserts still fire the trigger. Dropping a trigger takes
  /// the table's owner: for a user with only the TRIGGER privilege the first trigger stays
  /// and announces intake's inserts too, and the server delivers the two identical
  /// notifications of one transaction once.
  private static let v3InsertsAnnounceThemselves = [
    """
    DO $migration$
    BEGIN
      IF pg_has_role((SELECT relowner FROM pg_class WHERE oid = 'todos'::regclass), 'USAGE') THEN
        DROP TRIGGER IF EXISTS intake_todos_notify ON todos;
        CREATE TRIGGER intake_todos_notify AFTER UPDATE OR DELETE ON todos
          FOR EACH ROW EXECUTE FUNCTION intake_notify_todos();
        CREATE TRIGGER intake_todos_notify_insert AFTER INSERT ON todos FOR EACH ROW
          WHEN (current_setting('\(announcedSetting)', true) IS DISTINCT FROM 'on')
          EXECUTE FUNCTION intake_notify_todos();
      END IF;
    END
    $migration$
    """
  ]

  // MARK: - What the app changed

  /// Remembers what intake last wrote in `todos.assigned_to` and `todos.recurrence`.
  ///
  /// As `due_at` does for the due date: a value the app changed since is then read from
  /// `todos` (the app's assignee alone, its coarse repeat) instead of intake's owners and
  /// RRULE. Tasks stored before take what `todos` holds now.
  private static let v4AppEditsReadBack = [
    "ALTER TABLE intake_tasks ADD COLUMN written_assigned_to text, ADD COLUMN written_recurrence text",
    """
    UPDATE intake_tasks i SET written_assigned_to = t.assigned_to, written_recurrence = t.recurrence
    FROM todos t WHERE t.id = i.id
    """,
  ]
}
