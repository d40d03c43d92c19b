import Foundation
import Testing

@Suite("--now, --tz and --date-order")
struct ParsingOptionsTests {
  @Test func aNowThatIsNotADateExits64NamingIt() throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(["add", "--now", "notadate", "--tz", "UTC"] + intake.db + ["x"])
    #expect(result.status == 64)
    #expect(
      result.stderrLines.first
        == "Error: --now \"notadate\" is not a local date-time; write it like 2026-03-04T09:00")
    #expect(!FileManager.default.fileExists(atPath: intake.databasePath))
  }

  @Test func anUnknownTimeZoneExits64NamingIt() throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(["parse", "--tz", "Mars/Base", "--now", IntakeSandbox.now, "x"])
    #expect(result.status == 64)
    #expect(
      result.stderrLines.first
        == "Error: --tz \"Mars/Base\" is not an IANA time zone; use a name like Europe/Lisbon or UTC"
    )
  }

  @Test func anUnknownDateOrderExits64NamingIt() throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(["parse", "--date-order", "xyz"] + IntakeSandbox.clock + ["x"])
    #expect(result.status == 64)
    #expect(result.stderrLines.first == "Error: --date-order \"xyz\" is not one of mdy, dmy, ymd")
  }

  @Test(arguments: [("mdy", "2026-04-02"), ("dmy", "2026-02-04"), ("DMY", "2026-02-04")])
  func dateOrderDecidesHowNumericDatesRead(_ order: String, _ date: String) throws {
    let intake = try IntakeSandbox()
    let result = try intake.succeed(
      ["parse", "--json", "--date-order", order] + IntakeSandbox.clock + ["send report 4/2/26"])
    #expect(try result.decode([DraftJSON].self).first?.dueDate == date)
  }

  @Test func theTaskKeepsTheZoneNamedByTZ() throws {
    let intake = try IntakeSandbox()
    let result = try intake.succeed(
      ["add", "--json", "--now", IntakeSandbox.now, "--tz", "Europe/Lisbon"] + intake.db
        + ["call the bank tmrw 3pm"])
    let task = try #require(try result.decode([TaskJSON].self).first)
    #expect(task.timeZone == "Europe/Lisbon")
    #expect(task.dueDate == "2026-03-05")
    #expect(task.dueTime == "15:00")
  }

  @Test func intakeNowIsUsedWhenNowIsNotGiven() throws {
    let intake = try IntakeSandbox()
    let result = try intake.succeed(
      ["add", "--json", "--tz", "UTC"] + intake.db + ["pay rent tomorrow"],
      environment: ["INTAKE_NOW": "2026-03-04T09:00"])
    #expect(try result.decode([TaskJSON].self).first?.dueDate == "2026-03-05")
  }

  @Test func nowBeatsIntakeNow() throws {
    let intake = try IntakeSandbox()
    let result = try intake.succeed(
      ["add", "--json"] + intake.db + IntakeSandbox.clock + ["pay rent tomorrow"],
      environment: ["INTAKE_NOW": "2030-01-01T09:00"])
    #expect(try result.decode([TaskJSON].self).first?.dueDate == "2026-03-05")
  }

  @Test func anIntakeNowThatIsNotADateExits1NamingIt() throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(
      ["add", "--tz", "UTC"] + intake.db + ["pay rent tomorrow"],
      environment: ["INTAKE_NOW": "soon"])
    #expect(result.status == 1)
    #expect(
      result.stderrLines
        == ["Error: INTAKE_NOW \"soon\" is not a local date-time; write it like 2026-03-04T09:00"])
    #expect(!FileManager.default.fileExists(atPath: intake.databasePath))
  }
}
