import Foundation
import Testing

@testable import IntakeStore

@Suite("PostgresLocation")
struct PostgresLocationTests {
  @Test func aFullURLGivesEveryPart() throws {
    let location = try PostgresLocation(
      url: "postgresql://ana:s%40cret@db.example:5433/team?sslmode=require")
    #expect(location.user == "ana" && location.password == "s@cret")
    #expect(location.host == "db.example" && location.port == 5433)
    #expect(location.database == "team" && location.sslMode == .require)
    #expect(location.redacted == "postgres://ana:***@db.example:5433/team?sslmode=require")
  }

  @Test func theEnvironmentFillsWhatTheURLLeavesOut() throws {
    let environment = [
      "PGHOST": "10.0.0.5", "PGPORT": "6432", "PGUSER": "bo", "PGPASSWORD": "pw",
      "PGDATABASE": "tasks", "PGSSLMODE": "disable",
    ]
    let location = try PostgresLocation(url: "postgres://", environment: environment)
    #expect(location.user == "bo" && location.password == "pw")
    #expect(location.host == "10.0.0.5" && location.port == 6432)
    #expect(location.database == "tasks" && location.sslMode == .disable)

    let url = try PostgresLocation(url: "postgres://ana@h/db", environment: environment)
    #expect(url.user == "ana" && url.host == "h" && url.database == "db")
    #expect(url.port == 6432 && url.password == "pw")
  }

  @Test func theDefaultsAreLibpqs() throws {
    let location = try PostgresLocation(url: "postgres://", environment: ["USER": "carol"])
    #expect(location.user == "carol" && location.database == "carol")
    #expect(location.host == "localhost" && location.port == 5432)
    #expect(location.sslMode == .prefer && location.password == nil)
    #expect(location.redacted == "postgres://carol@localhost:5432/carol")
  }

  @Test(arguments: [
    "mysql://ana@h/db", "postgres://ana@h:99999/db", "postgres://ana@h/db/extra",
    "postgres://ana@h/db?sslmode=maybe", "postgres://ana@h/db?colour=red",
    "postgres://ana:pw@h:port/db",
  ])
  func aMalformedURLIsRefusedWithItsPasswordHidden(url: String) throws {
    do {
      _ = try PostgresLocation(url: url)
      Issue.record("\(url) was accepted")
    } catch {
      guard case .invalidPostgresURL(let shown, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(!shown.contains("pw"))
      #expect(!error.description.contains("\n"))
      #expect(error.description.hasSuffix("write postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE"))
    }
  }

  @Test func aPortThatIsNotANumberInTheEnvironmentIsRefused() {
    #expect(throws: StoreError.self) {
      try PostgresLocation(url: "postgres://h/db", environment: ["PGPORT": "five"])
    }
  }

  @Test func onlyPostgresSchemesAreURLs() {
    #expect(PostgresLocation.isURL("postgres://h/db"))
    #expect(PostgresLocation.isURL("postgresql://h/db"))
    #expect(!PostgresLocation.isURL("/home/ana/intake.sqlite"))
  }

  @Test func theAppsRecurrenceIsTheCoarseFrequency() {
    #expect(PostgresTaskRepository.coarseRecurrence("FREQ=WEEKLY;BYDAY=FR") == "weekly")
    #expect(PostgresTaskRepository.coarseRecurrence("FREQ=DAILY") == "daily")
    #expect(PostgresTaskRepository.coarseRecurrence("FREQ=MONTHLY;BYMONTHDAY=1") == "monthly")
    #expect(PostgresTaskRepository.coarseRecurrence("FREQ=WEEKLY;INTERVAL=2") == nil)
    #expect(PostgresTaskRepository.coarseRecurrence("FREQ=YEARLY") == nil)
    #expect(PostgresTaskRepository.coarseRecurrence(nil) == nil)
  }
}
