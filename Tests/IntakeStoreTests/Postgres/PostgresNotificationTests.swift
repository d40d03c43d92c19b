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
}
