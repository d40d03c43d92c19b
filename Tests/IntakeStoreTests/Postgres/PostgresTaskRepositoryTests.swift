import Foundation
import IntakeCore
import Testing

@testable import IntakeStore

/// What only the PostgreSQL backend has: the app's tables, other writers, the server's errors.
///
/// Each test gets a schema of its own on `INTAKE_TEST_POSTGRES_URL`.
@Suite(
  "PostgresTaskRepository",
  .enabled(if: ContractBackend.postgresURL != nil, "\(ContractBackend.howToRunPostgres)"))
struct PostgresTaskRepositoryTests {
  private let now = StoreFixtures.now

  private func withRepository(
    _ body: (PostgresTaskRepository, PostgresSession) throws -> Void
  ) throws {
    try PostgresTestDatabase.withSchema { location in
      let repository = try PostgresTaskRepository(location: location)
      let app = try PostgresTestDatabase.session(location)
      defer {
        app.close()
        repository.close()
      }
      try body(repository, app)
    }
  }

  // MARK: - Other writers

  @Test func anAppStyleUpdateAfterTheReadIsAConflict() throws {
    try withRepository { repository, app in
      try repository.insert([StoreFixtures.task("review", id: StoreFixtures.id("c0"))])
      var read = try repository.task(idPrefix: "c0")

      try app.execute(
        "UPDATE todos SET priority = 'high' WHERE id = $1::uuid", [read.id.lowercaseText])

      read.text = "review the budget"
      #expect(throws: StoreError.conflict(id: read.id)) {
        try repository.update(read, by: "dave", at: now)
      }
      #expect(throws: StoreError.conflict(id: read.id)) {
        try repository.commit(
          [TaskChange(before: read, after: nil)], command: "rm", by: "dave", at: now)
      }
      let current = try repository.task(idPrefix: "c0")
      #expect(current.priority == .high && current.text == "review")

      // Read again, the edit goes through and keeps the app's change.
      var again = current
      again.text = "review the budget"
      let stored = try repository.update(again, by: "dave", at: now)
      #expect(stored.priority == .high && stored.text == "review the budget")
    }
  }

  @Test func anUpdateWritesOnlyTheColumnsThatChanged() throws {
    try withRepository { repository, app in
      try repository.insert([StoreFixtures.task("review", id: StoreFixtures.id("c2"))])
      var read = try repository.task(idPrefix: "c2")
      read.priority = .low
      // A column intake does not edit: written by the app in the same moment, it must stay.
      try app.execute(
        "CREATE FUNCTION keep_notes() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
          + "IF NEW.text IS DISTINCT FROM OLD.text THEN RAISE 'text was written'; END IF; "
          + "RETURN NEW; END $$")
      try app.execute(
        "CREATE TRIGGER keep_text BEFORE UPDATE ON todos FOR EACH ROW EXECUTE FUNCTION keep_notes()"
      )
      let stored = try repository.update(read, by: "dave", at: now)
      #expect(stored.priority == .low && stored.text == "review")
    }
  }

  @Test func aTaskAddedByTheRepositoryIsARowOfTheAppsOwnQuery() throws {
    try withRepository { repository, app in
      var timed = StoreFixtures.task(
        "call Ana", due: "2026-03-06", time: "15:30", assignee: "Ana Lima")
      timed.timeZone = "America/Sao_Paulo"
      timed.priority = .high
      timed.recurrence = "FREQ=WEEKLY;BYDAY=FR"
      let untimed = StoreFixtures.task(
        "pay rent", status: .done, due: "2026-03-06", createdAt: now.addingTimeInterval(1))
      try repository.insert([timed, untimed])

      let rows = try app.rows(
        """
        SELECT text, priority, status, completed::text, assigned_to,
          to_char(due_date AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'), created_by, recurrence
        FROM (select * from todos order by created_at desc) AS app ORDER BY created_at DESC
        """)
      #expect(
        rows == [
          ["pay rent", "medium", "done", "true", nil, "2026-03-06 12:00", "tester", nil],
          [
            "call Ana", "high", "todo", "false", "Ana Lima", "2026-03-06 18:30", "tester",
            "weekly",
          ],
        ])
      #expect(try app.value("SELECT count(*)::text FROM users") == "0")
    }
  }

  @Test func aTaskTheAppAddedReadsAndEditsWithDefaults() throws {
    try withRepository { repository, app in
      try app.execute(
        """
        INSERT INTO todos (id, text, priority, assigned_to, due_date, created_by, recurrence)
        VALUES ('ab000000-0000-0000-0000-000000000000', 'water the plants', 'low', 'Bo',
          '2026-03-07 09:15+00', 'bo', 'daily')
        """)
      var task = try repository.task(idPrefix: "ab")
      #expect(task.text == "water the plants" && task.priority == .low)
      #expect(task.owners == ["Bo"] && task.recurrence == "FREQ=DAILY")
      #expect(
        task.dueDate == LocalDate(iso: "2026-03-07") && task.dueTime == LocalTime(iso: "09:15"))
      #expect(task.timeZone == "UTC")

      task.tags = ["home"]
      task.status = .done
      let stored = try repository.update(task, by: "carol", at: now)
      #expect(stored.tags == ["home"] && stored.status == .done)
      #expect(
        try app.rows("SELECT completed::text, status FROM todos") == [["true", "done"]])

      try app.execute("UPDATE todos SET due_date = '2026-03-09 12:00+00'")
      let moved = try repository.task(idPrefix: "ab")
      #expect(moved.dueDate == LocalDate(iso: "2026-03-09") && moved.dueTime == nil)
    }
  }

  @Test func theAppsNewAssigneeAndRepeatOnATaskIntakeWroteAreReadBack() throws {
    try withRepository { repository, app in
      var task = StoreFixtures.task("book the venue", id: StoreFixtures.id("ac"), assignee: "Ana")
      task.owners = ["Ana", "Carla"]
      task.recurrence = "FREQ=MONTHLY;BYMONTHDAY=1"
      task.repeatsFromCompletion = true
      try repository.insert([task])
      let mine = try repository.task(idPrefix: "ac")
      #expect(mine.owners == ["Ana", "Carla"] && mine.recurrence == "FREQ=MONTHLY;BYMONTHDAY=1")

      try app.execute("UPDATE todos SET assigned_to = 'Bo', recurrence = 'weekly'")
      var theirs = try repository.task(idPrefix: "ac")
      #expect(theirs.assignedTo == "Bo" && theirs.owners == ["Bo"])
      #expect(theirs.recurrence == "FREQ=WEEKLY" && !theirs.repeatsFromCompletion)
      #expect(try repository.tasks(matching: .everything).first?.owners == ["Bo"])

      // intake's edit of another field keeps what the app set.
      theirs.tags = ["events"]
      let edited = try repository.update(theirs, by: "carol", at: now)
      #expect(edited.owners == ["Bo"] && edited.recurrence == "FREQ=WEEKLY")

      // The app taking the assignee away leaves nobody.
      try app.execute("UPDATE todos SET assigned_to = NULL, recurrence = NULL")
      let cleared = try repository.task(idPrefix: "ac")
      #expect(cleared.owners.isEmpty && cleared.assignedTo == nil && cleared.recurrence == nil)
    }
  }

  @Test func twoImportsOfTheSameNotesAtOnceStoreEachTaskOnce() throws {
    try PostgresTestDatabase.withSchema { location in
      let items = (1...40).map { StoreFixtures.item("item " + String($0), line: $0) }
      let results = Results()
      Self.onThreads(4) { index in
        do {
          let repository = try PostgresTaskRepository(location: location)
          defer { repository.close() }
          let result = try repository.importBatch(
            items, source: "notes.md", by: "user\(index)", at: now)
          results.append(result.added.count)
        } catch {
          results.append(-1)
        }
      }
      #expect(results.values.sorted() == [0, 0, 0, 40])
      let repository = try PostgresTaskRepository(location: location)
      defer { repository.close() }
      #expect(try repository.tasks(matching: .everything).count == 40)
      #expect(try repository.batches().count == 1)
    }
  }

  @Test func eightWritersAddingAndImportingAtOnceLoseAndDuplicateNothing() throws {
    try PostgresTestDatabase.withSchema { location in
      let notes = (1...30).map { StoreFixtures.item("note " + String($0), line: $0) }
      let results = Results()
      Self.onThreads(8) { writer in
        do {
          let repository = try PostgresTaskRepository(location: location)
          defer { repository.close() }
          for index in 0..<20 {
            var task = StoreFixtures.task("writer \(writer) task \(index)")
            task.owners = ["Person \(index % 3)"]
            task.assignedTo = task.owners.first
            try repository.insert([task])
          }
          let imported = try repository.importBatch(
            notes, source: "notes.md", by: "writer\(writer)", at: now)
          results.append(imported.added.count)
        } catch {
          Issue.record("writer \(writer) failed: \(error)")
        }
      }
      #expect(results.values.reduce(0, +) == 30)
      let repository = try PostgresTaskRepository(location: location)
      defer { repository.close() }
      let texts = try repository.tasks(matching: .everything).map { $0.text }
      #expect(texts.count == 8 * 20 + 30 && Set(texts).count == texts.count)
      #expect(try repository.people().map { $0.name } == ["Person 0", "Person 1", "Person 2"])
    }
  }

  @Test func twoRepositoriesOpeningANewDatabaseAtOnceBothSucceed() throws {
    try PostgresTestDatabase.withSchema { location in
      let results = Results()
      Self.onThreads(3) { _ in
        do {
          let repository = try PostgresTaskRepository(location: location)
          try repository.insert([StoreFixtures.task("hello")])
          repository.close()
          results.append(1)
        } catch {
          results.append(-1)
          Issue.record("opening failed: \(error)")
        }
      }
      #expect(results.values == [1, 1, 1])
      let app = try PostgresTestDatabase.session(location)
      defer { app.close() }
      #expect(
        try app.rows("SELECT name FROM intake_migrations ORDER BY name").map { $0[0] ?? "" }
          == PostgresMigrations.known)
    }
  }

  // MARK: - Schema

  @Test func theAppsTablesAreLeftAsTheAppMadeThem() throws {
    try PostgresTestDatabase.withSchema { location in
      let app = try PostgresTestDatabase.session(location)
      defer { app.close() }
      try app.execute(
        """
        CREATE TABLE todos (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), text text NOT NULL,
          completed boolean NOT NULL DEFAULT false, status text NOT NULL DEFAULT 'todo',
          priority text NOT NULL DEFAULT 'medium', assigned_to text, due_date timestamptz,
          created_by text, created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now(), updated_by text, notes text,
          recurrence text, subtasks jsonb NOT NULL DEFAULT '[]', color text)
        """)
      try app.execute("INSERT INTO todos (text) VALUES ('from the app')")
      let repository = try PostgresTaskRepository(location: location)
      defer { repository.close() }
      #expect(try repository.tasks(matching: .everything).map { $0.text } == ["from the app"])
      #expect(
        try app.value(
          "SELECT count(*)::text FROM information_schema.columns WHERE table_name = 'todos' "
            + "AND table_schema = current_schema()") == "15")
    }
  }

  @Test func aNewerSchemaIsRefused() throws {
    try withRepository { repository, app in
      try app.execute("INSERT INTO intake_migrations (name) VALUES ('v99-from-the-future')")
      #expect(
        throws: StoreError.newerSchema(
          path: repository.server.redacted, unknownMigrations: ["v99-from-the-future"])
      ) {
        try PostgresTaskRepository(location: repository.server)
      }
    }
  }

  // MARK: - Errors

  @Test func aConnectionBegunEarlyIsTakenByTheRepositoryOpenedThere() throws {
    try PostgresTestDatabase.withSchema { location in
      var elsewhere = location
      elsewhere.options = "-c search_path=intake_no_such_schema"
      PostgresSession.connectEarly(elsewhere, first: PostgresMigrations.appliedStatement)
      // A new schema: the early answer is "no such table", and the tables are made.
      PostgresSession.connectEarly(location, first: PostgresMigrations.appliedStatement)
      let repository = try PostgresTaskRepository(location: location)
      defer { repository.close() }
      #expect(!PostgresSession.isEarly(location))
      try repository.insert([StoreFixtures.task("early bird")])
      #expect(try repository.tasks(matching: .everything).map(\.text) == ["early bird"])
      // Opened again, it reads what the first opening wrote, through the early answer.
      PostgresSession.connectEarly(location, first: PostgresMigrations.appliedStatement)
      let again = try PostgresTaskRepository(location: location)
      defer { again.close() }
      #expect(try again.tasks(matching: .everything).map(\.text) == ["early bird"])
      // The other place's connection is still waiting: nothing took it.
      #expect(PostgresSession.isEarly(elsewhere) && !PostgresSession.isEarly(location))
      _ = try? PostgresTaskRepository(location: elsewhere)
    }
  }

  @Test func anEarlyConnectionThatFailedSaysWhatOpeningWould() throws {
    var location = try PostgresTestDatabase.location()
    location.port = try closedPort()
    PostgresSession.connectEarly(location, first: PostgresMigrations.appliedStatement)
    do {
      _ = try PostgresTaskRepository(location: location)
      Issue.record("connected to a closed port")
    } catch {
      #expect(error.description.contains("connection refused"))
    }
  }

  @Test func aServerThatIsNotThereSaysToStartIt() throws {
    var location = try PostgresTestDatabase.location()
    location.port = try closedPort()
    do {
      _ = try PostgresTaskRepository(location: location)
      Issue.record("connected to a closed port")
    } catch {
      guard case .postgresUnreachable(let url, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(url == location.redacted)
      #expect(error.description.contains("connection refused"))
      #expect(error.description.hasSuffix("start it or check host and port"))
    }
  }

  @Test func sslmodeRequireRefusesAServerWithoutTLS() throws {
    // The test cluster (scripts/pg-cluster) has no certificate.
    var location = try PostgresTestDatabase.location()
    location.sslMode = .require
    do {
      _ = try PostgresTaskRepository(location: location)
      Issue.record("connected in plain text with sslmode=require")
    } catch {
      #expect(
        error
          == .postgresUnreachable(
            url: location.redacted,
            reason: "the server does not offer TLS, which sslmode=require needs"))
    }
  }

  @Test func aMissingDatabaseSaysHowToCreateIt() throws {
    var location = try PostgresTestDatabase.location()
    location.database = "intake_no_such_database"
    #expect(
      throws: StoreError.postgresMissingDatabase(
        url: location.redacted, database: "intake_no_such_database")
    ) {
      try PostgresTaskRepository(location: location)
    }
    #expect(
      StoreError.postgresMissingDatabase(url: "postgres://a@h:5432/x", database: "x").description
        == "postgres://a@h:5432/x: the server has no database \"x\"; create it with createdb x")
  }

  @Test func aUserWithoutPrivilegesIsToldWhatToGrant() throws {
    try PostgresTestDatabase.withSchema { location in
      let app = try PostgresTestDatabase.session(location)
      defer { app.close() }
      let role = "intake_reader_" + String(UUID().uuidString.prefix(8)).lowercased()
      try app.execute("CREATE ROLE \(role) LOGIN")
      defer { _ = try? app.execute("DROP OWNED BY \(role)") }
      defer { _ = try? app.execute("DROP ROLE \(role)") }
      // It may read the schema, not create in it.
      let schema = try #require(try app.value("SELECT current_schema()"))
      try app.execute("GRANT USAGE ON SCHEMA \(schema) TO \(role)")
      var reader = location
      reader.user = role
      do {
        _ = try PostgresTaskRepository(location: reader)
        Issue.record("a user without CREATE made the tables")
      } catch {
        guard let error = error as? StoreError, case .postgresPermissionDenied(let url, _) = error
        else {
          Issue.record("unexpected \(error)")
          return
        }
        #expect(url == reader.redacted && !error.description.contains("\n"))
      }
    }
  }

  @Test func aConnectionLostMidCommandWritesNothingAndSaysSo() throws {
    try withRepository { repository, app in
      let pid = try #require(try repository.session.value("SELECT pg_backend_pid()::text"))
      try app.execute("SELECT pg_terminate_backend($1::integer)", [pid])
      #expect(throws: StoreError.postgresConnectionLost(url: repository.server.redacted)) {
        try repository.insert([StoreFixtures.task("lost")])
      }
      #expect(try app.value("SELECT count(*)::text FROM todos") == "0")
    }
  }

  /// Runs `body` on `count` threads of their own at once (not a pool's few), and waits.
  private static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
      group.enter()
      Thread {
        body(index)
        group.leave()
      }.start()
    }
    group.wait()
  }

  /// A TCP port on 127.0.0.1 that nothing listens on (bound, then released).
  private func closedPort() throws -> Int {
    let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(socket, socketAddress, length) == 0
          && getsockname(socket, socketAddress, &length) == 0
      }
    }
    try #require(bound)
    return Int(UInt16(bigEndian: address.sin_port))
  }
}

/// Values appended from several threads.
private final class Results: @unchecked Sendable {
  // @unchecked: every access holds `lock`.
  private let lock = NSLock()
  private var stored: [Int] = []

  func append(_ value: Int) {
    lock.lock()
    defer { lock.unlock() }
    stored.append(value)
  }

  var values: [Int] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
