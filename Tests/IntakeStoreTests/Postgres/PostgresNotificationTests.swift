import Foundation
import IntakeCore
import Logging
import PostgresNIO
import Testing

@testable import IntakeStore

/// The notification a later `intake watch` listens to: every write to `todos`, by intake or
/// the app, sends `{"id": …, "op": …}` on the channel `intake_todos`.
@Suite(
  "PostgreSQL notifications",
  .enabled(if: ContractBackend.postgresURL != nil, "\(ContractBackend.howToRunPostgres)"),
  .timeLimit(.minutes(1)))
struct PostgresNotificationTests {
  @Test func everyWriteToATodoIsNotifiedWithItsIdAndOperation() async throws {
    let (location, drop) = try PostgresTestDatabase.newSchema()
    defer { drop() }
    let repository = try PostgresTaskRepository(location: location)
    defer { repository.close() }
    let listener = try await PostgresConnection.connect(
      configuration: PostgresSession.configuration(location), id: 1,
      logger: Logger(label: "intake.test", factory: { _ in SwiftLogNoOpLogHandler() }))
    let id = UUID()
    let operations = try await listener.listen(on: "intake_todos") { notifications in
      // Listening now: the writes come after.
      var task = StoreFixtures.task("watched", id: id)
      try repository.insert([task])
      task = try repository.task(idPrefix: id.uuidString)
      task.priority = .high
      try repository.update(task, by: "dave", at: StoreFixtures.now)
      try repository.delete(ids: [task.id])

      // The channel is the database's: other tests' schemas write to it too.
      var operations: [String] = []
      for try await notification in notifications {
        let payload = try JSONSerialization.jsonObject(with: Data(notification.payload.utf8))
        let fields = try #require(payload as? [String: String])
        guard fields["id"] == id.lowercaseText else { continue }
        operations.append(fields["op"] ?? "?")
        if operations.count == 3 { break }
      }
      return operations
    }
    #expect(operations == ["INSERT", "UPDATE", "DELETE"])
    try await listener.close()
  }

  @Test func insertsByIntakeAndByTheAppAreEachAnnouncedOnceWithTheirSchema() async throws {
    let (location, drop) = try PostgresTestDatabase.newSchema()
    defer { drop() }
    let repository = try PostgresTaskRepository(location: location)
    defer { repository.close() }
    let schema = try #require(try repository.session.value("SELECT current_schema()"))
    let heard = try await Self.announcements(at: location, until: "DELETE") {
      try Self.writeFourWays(repository)
    }
    #expect(heard.allSatisfy { $0.schema == schema })
    #expect(heard.map(\.op) == ["INSERT", "INSERT", "INSERT", "INSERT", "DELETE"])
    #expect(Set(heard.map(\.id)).count == 4)
  }

  @Test func aUserWhoDoesNotOwnTheAppsTableKeepsOneTriggerAndEachInsertIsAnnouncedOnce()
    async throws
  {
    let (location, drop) = try PostgresTestDatabase.newSchema()
    defer { drop() }
    let app = try PostgresTestDatabase.session(location)
    defer { app.close() }
    // The app's table, made by the app's role; intake's role may use it and add triggers.
    try app.execute(
      "CREATE TABLE todos (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), text text NOT NULL,"
        + " completed boolean NOT NULL DEFAULT false, status text NOT NULL DEFAULT 'todo',"
        + " priority text NOT NULL DEFAULT 'medium', assigned_to text, due_date timestamptz,"
        + " created_by text, created_at timestamptz NOT NULL DEFAULT now(),"
        + " updated_at timestamptz NOT NULL DEFAULT now(), updated_by text, notes text,"
        + " recurrence text, subtasks jsonb NOT NULL DEFAULT '[]')")
    let role = "intake_user_" + String(UUID().uuidString.prefix(8)).lowercased()
    try app.execute("CREATE ROLE \(role) LOGIN")
    defer { _ = try? app.execute("DROP ROLE \(role)") }
    defer { _ = try? app.execute("DROP OWNED BY \(role)") }
    let schema = try #require(try app.value("SELECT current_schema()"))
    try app.execute("GRANT USAGE, CREATE ON SCHEMA \(schema) TO \(role)")
    try app.execute("GRANT ALL ON todos TO \(role)")
    var user = location
    user.user = role
    let repository = try PostgresTaskRepository(location: user)
    defer { repository.close() }
    let triggers = try app.rows(
      "SELECT tgname FROM pg_trigger WHERE tgrelid = 'todos'::regclass AND tgname LIKE 'intake%'")
    #expect(triggers == [["intake_todos_notify"]])

    let heard = try await Self.announcements(at: location, until: "DELETE") {
      try Self.writeFourWays(repository)
    }
    #expect(heard.map(\.op) == ["INSERT", "INSERT", "INSERT", "INSERT", "DELETE"])
    #expect(Set(heard.map(\.id)).count == 4)
  }

  /// Adds one task alone (one statement), two at once, one as the app does in SQL, then
  /// deletes that one.
  private static func writeFourWays(_ repository: PostgresTaskRepository) throws {
    try repository.commit(
      [TaskChange(before: nil, after: StoreFixtures.task("alone"))], command: "add",
      by: "carol", at: StoreFixtures.now)
    try repository.insert([StoreFixtures.task("one of two"), StoreFixtures.task("two of two")])
    let appID = UUID().lowercaseText
    try repository.session.execute(
      "INSERT INTO todos (id, text) VALUES ($1::uuid, 'from the app')", [appID])
    try repository.session.execute("DELETE FROM todos WHERE id = $1::uuid", [appID])
  }

  /// What the channel carried from this test's schema while `write` ran, in order, up to the
  /// first notification whose operation is `last`.
  private static func announcements(
    at location: PostgresLocation, until last: String,
    _ write: @escaping @Sendable () throws -> Void
  ) async throws -> [(id: String, op: String, schema: String)] {
    let listener = try await PostgresConnection.connect(
      configuration: PostgresSession.configuration(location), id: 1,
      logger: Logger(label: "intake.test", factory: { _ in SwiftLogNoOpLogHandler() }))
    defer { Task { try? await listener.close() } }
    let schema = location.options?.components(separatedBy: "=").last ?? ""
    return try await listener.listen(on: "intake_todos") { notifications in
      try write()
      var heard: [(id: String, op: String, schema: String)] = []
      for try await notification in notifications {
        let payload = try JSONSerialization.jsonObject(with: Data(notification.payload.utf8))
        let fields = try #require(payload as? [String: String])
        // The channel is the database's: other tests' schemas write to it too.
        guard fields["schema"] == schema else { continue }
        heard.append((fields["id"] ?? "", fields["op"] ?? "", fields["schema"] ?? ""))
        if fields["op"] == last { break }
      }
      return heard
    }
  }
}
