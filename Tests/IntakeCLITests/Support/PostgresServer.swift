import Foundation
import Testing

/// The PostgreSQL server the end-to-end tests may use (`INTAKE_TEST_POSTGRES_URL`, which
/// scripts/test sets from a throwaway cluster), with a schema of its own for each test.
///
/// Without the variable these tests are skipped, unless `INTAKE_REQUIRE_POSTGRES=1`: then
/// `PostgresEndToEndSetupTests` fails, so CI cannot pass with the PostgreSQL half unrun.
enum PostgresServer {
  static let url: String? = {
    let url = ProcessInfo.processInfo.environment["INTAKE_TEST_POSTGRES_URL"] ?? ""
    return url.isEmpty ? nil : url
  }()

  static let isRequired = ProcessInfo.processInfo.environment["INTAKE_REQUIRE_POSTGRES"] == "1"

  /// Whether the tests that need the server run.
  static var isAvailable: Bool { url != nil }

  /// A new, empty schema on the server, as a URL whose connections use it, and how to drop
  /// it.
  static func schema() throws -> (url: String, drop: () -> Void) {
    let server = try #require(url, "INTAKE_TEST_POSTGRES_URL is not set")
    let name =
      "intake_e2e_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    _ = try psql(server, "CREATE SCHEMA \(name)")
    let separator = server.contains("?") ? "&" : "?"
    return (
      server + separator + "options=-csearch_path%3D\(name)",
      { _ = try? psql(server, "DROP SCHEMA \(name) CASCADE") }
    )
  }

  /// Runs SQL through psql, as another client of the server (the app, an administrator):
  /// the rows, a line each, columns separated by "|".
  @discardableResult
  static func psql(_ url: String, _ sql: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
    process.arguments = [url, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-c", sql]
    let out = Pipe()
    let error = Pipe()
    process.standardOutput = out
    process.standardError = error
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PsqlFailure(sql: sql, message: String(decoding: errorData, as: UTF8.self))
    }
    return String(decoding: data, as: UTF8.self)
  }

  struct PsqlFailure: Error, CustomStringConvertible {
    var sql: String
    var message: String
    var description: String { "psql failed on \(sql): \(message)" }
  }
}

@Suite("PostgreSQL end to end: setup")
struct PostgresEndToEndSetupTests {
  @Test func theServerIsThereWhenItIsRequired() throws {
    guard PostgresServer.isRequired else { return }
    let url = try #require(
      PostgresServer.url,
      """
      INTAKE_REQUIRE_POSTGRES=1 but INTAKE_TEST_POSTGRES_URL is not set: scripts/test starts \
      a cluster with scripts/pg-cluster
      """)
    #expect(try PostgresServer.psql(url, "SELECT 1") == "1\n")
  }
}
