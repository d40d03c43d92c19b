import ArgumentParser
import Testing

@testable import intake

@Suite("intake add: the quick reading of its line")
struct QuickAddTests {
  /// Lines the quick reading takes: each must give the command the parser gives.
  static let taken: [[String]] = [
    ["add", "call", "Ana", "tmrw", "3pm"],
    ["add", "call Ana tmrw 3pm about the budget !high"],
    ["add", "--db", "/tmp/x.sqlite", "pay rent by friday"],
    ["add", "pay", "rent", "--db=/tmp/x.sqlite", "by", "friday", "--json"],
    [
      "add", "book", "the", "venue", "--now", "2026-03-04T09:00", "--tz", "Europe/Lisbon",
      "--date-order", "dmy", "--as", "bo", "--explain",
    ],
    ["add", "--json", "--explain", "ship 4/2", "--tz=UTC", "--now=2026-01-02T08:30"],
    ["add", "help"],
    ["add", "\u{2060}- [ ] pack the tent"],
    ["add", "email the board", "--as", ""],
  ]

  /// Lines left to the parser, with what makes each one different.
  static let left: [(line: [String], why: String)] = [
    (["list", "--json"], "another command"),
    (["add"], "no text"),
    (["add", "   "], "no words in the text"),
    (["add", "-"], "stdin"),
    (["add", "--help"], "help"),
    (["add", "-h", "call Ana"], "a short option"),
    (["add", "call Ana", "--ai", "enhance"], "an option it does not read"),
    (["add", "call Ana", "--max-size", "1M"], "an option it does not read"),
    (["add", "call Ana", "--db"], "an option without its value"),
    (["add", "call Ana", "--as="], "an option with an empty value after its ="),
    (["add", "call Ana", "--db", "--json"], "an option followed by another"),
    (["add", "call Ana", "--db", "a", "--db", "b"], "an option twice"),
    (["add", "call Ana", "--json", "--json"], "a flag twice"),
    (["add", "call Ana", "--json=yes"], "a flag with a value"),
    (["add", "--", "--call Ana"], "the end of options"),
    (["add", "call Ana", "--tz", "Mars/Olympus"], "a zone that is no zone"),
    (["add", "call Ana", "--now", "tomorrow"], "a reference that is no date-time"),
    (["add", "call Ana", "--date-order", "ydm"], "an order that is no order"),
  ]

  @Test(arguments: taken)
  func aLineItTakesGivesWhatTheParserGives(_ line: [String]) throws {
    let quick = try #require(Intake.Add.quick(line), "not taken: \(line)")
    let parsed = try #require(try Intake.parseAsRoot(line) as? Intake.Add)
    let quickFields = String(reflecting: quick)
    #expect(!quickFields.contains("*definition*"), "a field left unset: \(quickFields)")
    #expect(quickFields == String(reflecting: parsed))
  }

  @Test func everyLineLeftToTheParserIsLeft() {
    for (line, why) in Self.left {
      #expect(Intake.Add.quick(line) == nil, "\(why): \(line)")
    }
  }

  @Test func aTakenLineRunsAsTheParsedOneDoes() throws {
    let intake = try IntakeSandbox()
    let result = try intake.succeed(
      ["add", "call Ana tmrw 3pm about the budget !high", "--json"] + intake.db
        + IntakeSandbox.clock)
    #expect(result.stdout.contains("\"text\" : \"Call Ana about the budget\""))
    #expect(result.stdout.contains("\"due_date\" : \"2026-03-05\""))
  }

  @Test func aLineLeftToTheParserStillGetsItsMessage() throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(["add", "call Ana", "--tz", "Mars/Olympus"] + intake.db)
    #expect(result.status == 64)
    #expect(result.stderr.contains("--tz \"Mars/Olympus\" is not an IANA time zone"))
  }
}
