import Foundation
import IntakeCore
import Testing

@testable import IntakeStore

/// A backend the repository contract tests run against: each test gets a new, empty
/// repository of that backend, and drops it afterwards.
///
/// SQLite runs everywhere (a file in a temporary folder). PostgreSQL runs when
/// `INTAKE_TEST_POSTGRES_URL` names a server, each test in a schema of its own; without it
/// the PostgreSQL half is skipped, unless `INTAKE_REQUIRE_POSTGRES=1` (scripts/test sets it),
/// when `ContractSetupTests` fails instead.
enum ContractBackend: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case sqlite
  case postgres

  var testDescription: String { rawValue }

  /// The server the PostgreSQL half runs against, or nil.
  static let postgresURL: String? = {
    let url = ProcessInfo.processInfo.environment["INTAKE_TEST_POSTGRES_URL"] ?? ""
    return url.isEmpty ? nil : url
  }()

  /// Whether a missing server fails the run rather than skipping the PostgreSQL half.
  static let isPostgresRequired =
    ProcessInfo.processInfo.environment["INTAKE_REQUIRE_POSTGRES"] == "1"

  /// How to run the PostgreSQL half, for the skip message.
  static let howToRunPostgres =
    "the PostgreSQL half of the repository contract tests was skipped: "
    + "INTAKE_TEST_POSTGRES_URL is not set; run scripts/pg-cluster start /tmp/pg and "
    + "export INTAKE_TEST_POSTGRES_URL=<the URL it prints>"

  /// The backends this run can reach.
  static let available: [ContractBackend] = postgresURL == nil ? [.sqlite] : allCases

  /// Runs `body` with a new, empty repository of this backend.
  func withRepository<Value>(
    _ body: (any ContractRepository) throws -> Value
  ) throws -> Value {
    switch self {
    case .sqlite:
      return try StoreFixtures.withTemporaryFolder { folder in
        try body(try SQLiteTaskRepository(path: folder + "/intake.sqlite"))
      }
    case .postgres:
      return try PostgresTestDatabase.withSchema { location in
        let repository = try PostgresTaskRepository(location: location)
        defer { repository.close() }
        return try body(repository)
      }
    }
  }
}

/// What the contract tests need besides `TaskRepository`: the AI cache, `check` and `backup`,
/// which both backends have with the same signatures.
protocol ContractRepository: TaskRepository {
  func cachedAnswers(_ keys: [String]) throws(StoreError) -> [String: String]
  func storeAnswers(_ answers: [(key: String, endpoint: String, answer: String)], at now: Date)
    throws(StoreError)
  func check() -> CheckReport
  func backup(to destination: String) throws(StoreError)
}

extension SQLiteTaskRepository: ContractRepository {}
extension PostgresTaskRepository: ContractRepository {}

/// Schemas of their own for PostgreSQL tests, on the server `INTAKE_TEST_POSTGRES_URL` names.
enum PostgresTestDatabase {
  /// The server's location.
  static func location() throws -> PostgresLocation {
    let url = try #require(ContractBackend.postgresURL, "INTAKE_TEST_POSTGRES_URL is not set")
    return try PostgresLocation(url: url)
  }

  /// Runs `body` with the location of a new, empty schema (as the `search_path` of every
  /// connection made to it), dropped afterwards.
  static func withSchema<Value>(_ body: (PostgresLocation) throws -> Value) throws -> Value {
    let schema = try newSchema()
    defer { schema.drop() }
    return try body(schema.location)
  }

  /// A new, empty schema's location (as the `search_path` of every connection made to it),
  /// and how to drop it; for tests that cannot run in `withSchema`'s closure.
  static func newSchema() throws -> (location: PostgresLocation, drop: () -> Void) {
    let server = try location()
    let schema = "intake_test_" + UUID().uuidString.lowercased().filter { $0 != "-" }
    let admin = try PostgresSession(location: server)
    do {
      try admin.execute("CREATE SCHEMA \(schema)")
    } catch {
      admin.close()
      throw error
    }
    var location = server
    location.options = "-c search_path=\(schema)"
    return (
      location,
      {
        _ = try? admin.execute("DROP SCHEMA \(schema) CASCADE")
        admin.close()
      }
    )
  }

  /// A connection of its own to `location`, as another client (the app) would have.
  static func session(_ location: PostgresLocation) throws -> PostgresSession {
    try PostgresSession(location: location)
  }
}

extension StoredTask {
  /// The task with `version` set to `version`: a PostgreSQL version is the server's row version,
  /// so comparisons across a write leave it out.
  func withVersion(_ version: Int) -> StoredTask {
    var task = self
    task.version = version
    return task
  }
}
