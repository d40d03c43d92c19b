import GRDB

/// The database schema, as the ordered list of migrations that build it.
///
/// Append-only: a shipped migration is never edited, renamed or removed, because databases in
/// the field have recorded its name in `grdb_migrations`. A change is a new migration at the end,
/// named `v<N>-<what-it-does>` and written in SQL so the schema reads the same here and in a
/// future PostgreSQL server. There is deliberately no `eraseDatabaseOnSchemaChange`.
enum Migrations {
  /// The migrator with every migration registered, in order.
  static let migrator: DatabaseMigrator = {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1-create-tasks") { db in
      try db.execute(sql: v1CreateTasks)
    }
    migrator.registerMigration("v2-add-batches") { db in
      try db.execute(sql: v2AddBatches)
    }
    migrator.registerMigration("v3-ai-cache") { db in
      try db.execute(sql: v3AICache)
    }
    migrator.registerMigration("v4-series-and-operations") { db in
      try db.execute(sql: v4SeriesAndOperations)
    }
    migrator.registerMigration("v5-found-by") { db in
      try db.execute(sql: v5FoundBy)
    }
    migrator.registerMigration("v6-people") { db in
      try db.execute(sql: v6People)
    }
    migrator.registerMigration("v7-reimport") { db in
      try db.execute(sql: v7Reimport)
    }
    migrator.registerMigration("v8-start-date") { db in
      try db.execute(sql: v8StartDate)
    }
    migrator.registerMigration("v9-listing-index") { db in
      try db.execute(sql: v9ListingIndex)
    }
    return migrator
  }()

  /// The names of every migration this build knows, in order.
  static var known: [String] { migrator.migrations }

  /// Tasks and the team; column names follow the Shared Todo List `todos` table.
  ///
  /// `completed` duplicates `status = 'done'` for the app's clients and a CHECK keeps the two
  /// in step. Dates are ISO-8601 text so they sort as text and read the same in any tool.
  private static let v1CreateTasks = """
    CREATE TABLE tasks (
      id TEXT NOT NULL PRIMARY KEY CHECK (length(id) = 36 AND id = lower(id)),
      text TEXT NOT NULL,
      notes TEXT,
      status TEXT NOT NULL DEFAULT 'todo'
        CHECK (status IN ('todo', 'in_progress', 'done')),
      completed INTEGER NOT NULL DEFAULT 0 CHECK (completed = (status = 'done')),
      priority TEXT NOT NULL DEFAULT 'medium'
        CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
      due_date TEXT
        CHECK (due_date IS NULL OR due_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
      due_time TEXT CHECK (due_time IS NULL OR due_time GLOB '[0-9][0-9]:[0-9][0-9]'),
      time_zone TEXT NOT NULL,
      recurrence TEXT,
      assigned_to TEXT,
      owners TEXT NOT NULL DEFAULT '[]',
      created_by TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      updated_by TEXT,
      subtasks TEXT NOT NULL DEFAULT '[]',
      tags TEXT NOT NULL DEFAULT '[]',
      version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
      source_text TEXT,
      source_file TEXT,
      source_line INTEGER
    );
    CREATE INDEX tasks_status ON tasks (status);
    CREATE INDEX tasks_due_date ON tasks (due_date, due_time);
    CREATE INDEX tasks_assigned_to ON tasks (assigned_to COLLATE NOCASE);

    CREATE TABLE team_members (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (name <> '')
    );
    CREATE TABLE team_aliases (
      alias TEXT NOT NULL PRIMARY KEY COLLATE NOCASE CHECK (alias <> ''),
      member_id INTEGER NOT NULL REFERENCES team_members (id) ON DELETE CASCADE
    );
    CREATE INDEX team_aliases_member_id ON team_aliases (member_id);
    """

  /// Imports as batches, and the provenance and content hash of imported tasks.
  ///
  /// Undo deletes a batch's unedited tasks itself, then the batch row; `ON DELETE SET NULL`
  /// detaches the edited tasks it keeps, which stay with the rest of their provenance. The
  /// content hash index is not unique: two tasks typed one by one may say the same thing, and
  /// an import enforces "once per meeting" itself. The hash, speaker and timestamp are nullable
  /// because tasks from v1 and from `intake add` have none.
  private static let v2AddBatches = """
    CREATE TABLE batches (
      id TEXT NOT NULL PRIMARY KEY CHECK (id <> ''),
      source TEXT NOT NULL,
      created_at TEXT NOT NULL,
      created_by TEXT NOT NULL,
      item_count INTEGER NOT NULL CHECK (item_count >= 0),
      added_count INTEGER NOT NULL CHECK (added_count >= 0),
      skipped_count INTEGER NOT NULL CHECK (skipped_count >= 0)
    );
    CREATE INDEX batches_created_at ON batches (created_at);

    ALTER TABLE tasks ADD COLUMN batch_id TEXT REFERENCES batches (id) ON DELETE SET NULL;
    ALTER TABLE tasks ADD COLUMN source_speaker TEXT;
    ALTER TABLE tasks ADD COLUMN source_timestamp TEXT;
    ALTER TABLE tasks ADD COLUMN content_hash TEXT;
    CREATE INDEX tasks_batch_id ON tasks (batch_id);
    CREATE INDEX tasks_content_hash ON tasks (content_hash);
    """

  /// Answers from the AI endpoint, so repeating a parse or an import makes no second call.
  ///
  /// `key` is the client's hash of everything that shapes the answer (provider, URL, model,
  /// prompt version, text, today, roster); `answer` is the answer as JSON, validated again
  /// each time it is used. `endpoint` and `created_at` are for people looking at the table.
  /// Recurring series (each occurrence points at the series' first task), completion times,
  /// dependencies (`blocked_by`, a JSON array of task ids), and the log of every command's writes that `undo` reverts.
  private static let v4SeriesAndOperations = """
    ALTER TABLE tasks ADD COLUMN series_id TEXT;
    ALTER TABLE tasks ADD COLUMN completed_at TEXT;
    ALTER TABLE tasks ADD COLUMN blocked_by TEXT NOT NULL DEFAULT '[]';
    ALTER TABLE tasks ADD COLUMN recurrence_from TEXT
      CHECK (recurrence_from IS NULL OR recurrence_from IN ('due', 'completion'));
    CREATE INDEX tasks_series_id ON tasks (series_id);

    CREATE TABLE operations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      command TEXT NOT NULL CHECK (command <> ''),
      created_by TEXT NOT NULL,
      created_at TEXT NOT NULL,
      changes TEXT NOT NULL,
      undone_at TEXT
    );
    CREATE INDEX operations_created_by ON operations (created_by, id);
    """

  /// Which reader found an imported task: NULL for the rules (and for typed tasks), 'ai' for
  /// the AI's read of a whole document.
  private static let v5FoundBy = """
    ALTER TABLE tasks ADD COLUMN found_by TEXT CHECK (found_by IS NULL OR found_by IN ('ai'));
    """

  /// Everyone tasks are assigned to, on the team or not, with the other spellings that mean
  /// them; the team is the people with `on_team = 1`.
  ///
  /// The team's tables are folded in (same ids, so aliases keep their person), and every
  /// owner already written on a task who is nobody's name or alias becomes a person.
  private static let v6People = """
    CREATE TABLE people (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (name <> ''),
      on_team INTEGER NOT NULL DEFAULT 0 CHECK (on_team IN (0, 1))
    );
    CREATE TABLE people_aliases (
      alias TEXT NOT NULL PRIMARY KEY COLLATE NOCASE CHECK (alias <> ''),
      person_id INTEGER NOT NULL REFERENCES people (id) ON DELETE CASCADE
    );
    CREATE INDEX people_aliases_person_id ON people_aliases (person_id);
    INSERT INTO people (id, name, on_team) SELECT id, name, 1 FROM team_members;
    INSERT INTO people_aliases (alias, person_id) SELECT alias, member_id FROM team_aliases;
    DROP TABLE team_aliases;
    DROP TABLE team_members;
    INSERT OR IGNORE INTO people (name)
      SELECT DISTINCT trim(owner.value) FROM tasks, json_each(tasks.owners) AS owner
      WHERE trim(owner.value) <> ''
        AND NOT EXISTS (SELECT 1 FROM people_aliases WHERE alias = trim(owner.value));
    """

  /// What lets a second import of an edited document update the tasks it made: the meeting
  /// each item was read in (the content hash's meeting key), the version the import last
  /// wrote (a task whose version moved past it was changed by hand), and the batch whose
  /// updates an operation records, so undoing that batch puts them back.
  private static let v7Reimport = """
    ALTER TABLE tasks ADD COLUMN source_meeting TEXT;
    ALTER TABLE tasks ADD COLUMN imported_version INTEGER;
    CREATE INDEX tasks_source_meeting ON tasks (source_meeting);
    ALTER TABLE operations ADD COLUMN batch_id TEXT;
    """

  /// The day before which a task is not to be started (todo.txt's `t:`, Taskwarrior's
  /// `wait:`), ISO-8601 like the due date.
  private static let v8StartDate = """
    ALTER TABLE tasks ADD COLUMN start_date TEXT
      CHECK (start_date IS NULL OR start_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');
    """

  /// The order `list` gives by default, but for the zones.
  ///
  /// Walked, it hands a listing its rows sorted by their due date and clock time, which
  /// `DueOrder` turns into the order of the instants they fall due without SQLite sorting
  /// every row. Built-in expressions only, so any SQLite can still write the table.
  private static let v9ListingIndex = """
    CREATE INDEX tasks_listing ON tasks (
      priority = 'urgent' DESC, due_date IS NULL, due_date,
      CASE WHEN due_date IS NOT NULL THEN due_time END,
      CASE priority WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END,
      created_at, id);
    """

  private static let v3AICache = """
    CREATE TABLE ai_cache (
      key TEXT NOT NULL PRIMARY KEY CHECK (key <> ''),
      endpoint TEXT NOT NULL,
      answer TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    """
}
