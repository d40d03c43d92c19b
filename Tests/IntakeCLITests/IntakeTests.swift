import ArgumentParser
import Testing

@testable import intake

/// A command line and the subcommand type it must parse to.
struct SubcommandCase: Sendable, CustomTestStringConvertible {
  var id: String
  var arguments: [String]
  /// The command type's full name, as `String(reflecting:)` gives it: `intake.Intake.Team.Add`.
  var command: String

  var testDescription: String { id }
}

/// A command line that validation must reject, and words its message must hold.
struct RejectionCase: Sendable, CustomTestStringConvertible {
  var id: String
  var arguments: [String]
  var message: String

  var testDescription: String { id }
}

@Suite("intake: arguments")
struct IntakeTests {
  static let subcommands: [SubcommandCase] = [
    .init(id: "add", arguments: ["add", "call", "Ana"], command: "intake.Intake.Add"),
    .init(id: "parse", arguments: ["parse", "--json", "x"], command: "intake.Intake.Parse"),
    .init(id: "list", arguments: ["list", "--due", "week"], command: "intake.Intake.List"),
    .init(id: "show", arguments: ["show", "1a2b"], command: "intake.Intake.Show"),
    .init(id: "done", arguments: ["done", "1a", "2b"], command: "intake.Intake.Done"),
    .init(id: "reopen", arguments: ["reopen", "1a"], command: "intake.Intake.Reopen"),
    .init(
      id: "edit", arguments: ["edit", "1a", "--priority", "low"], command: "intake.Intake.Edit"),
    .init(id: "rm", arguments: ["rm", "1a"], command: "intake.Intake.Remove"),
    .init(id: "team-add", arguments: ["team", "add", "Ana"], command: "intake.Intake.Team.Add"),
    .init(id: "team-list", arguments: ["team", "list"], command: "intake.Intake.Team.List"),
    .init(id: "team-rm", arguments: ["team", "rm", "ana"], command: "intake.Intake.Team.Remove"),
    .init(id: "eval", arguments: ["eval", "corpora"], command: "intake.Intake.Eval"),
    .init(id: "check", arguments: ["check"], command: "intake.Intake.Check"),
    .init(id: "backup", arguments: ["backup", "copy.sqlite"], command: "intake.Intake.Backup"),
  ]

  @Test(arguments: subcommands)
  func eachSubcommandParsesToItsCommand(_ example: SubcommandCase) throws {
    let command = try Intake.parseAsRoot(example.arguments)
    #expect(String(reflecting: type(of: command)) == example.command)
  }

  @Test func addJoinsItsWordsAndKeepsEveryOption() throws {
    let command = try Intake.parseAsRoot([
      "add", "call", "Ana", "tmrw", "--db", "/tmp/x.sqlite", "--now", "2026-03-04T09:00", "--tz",
      "Europe/Lisbon", "--date-order", "dmy", "--as", "bo", "--json",
    ])
    let add = try #require(command as? Intake.Add)
    #expect(add.text == ["call", "Ana", "tmrw"])
    #expect(add.store.db == "/tmp/x.sqlite")
    #expect(add.parsing.now == "2026-03-04T09:00")
    #expect(add.parsing.tz == "Europe/Lisbon")
    #expect(add.parsing.dateOrder == "dmy")
    #expect(add.user.name == "bo")
    #expect(add.json)
    #expect(!add.explain)
  }

  @Test func teamAddTakesRepeatedAliases() throws {
    let command = try Intake.parseAsRoot([
      "team", "add", "Ana Lima", "--alias", "ana", "--alias", "@al",
    ])
    let add = try #require(command as? Intake.Team.Add)
    #expect(add.name == "Ana Lima")
    #expect(add.aliases == ["ana", "@al"])
  }

  static let rejections: [RejectionCase] = [
    .init(
      id: "date-order-xyz", arguments: ["add", "x", "--date-order", "xyz"],
      message: "--date-order \"xyz\" is not one of mdy, dmy, ymd"),
    .init(
      id: "tz-mars-base", arguments: ["parse", "x", "--tz", "Mars/Base"],
      message: "--tz \"Mars/Base\" is not an IANA time zone; use a name like"),
    .init(
      id: "now-yesterday", arguments: ["list", "--now", "yesterday"],
      message: "--now \"yesterday\" is not a local date-time; write it like 2026-03-04T09:00"),
    .init(
      id: "now-without-minutes",
      arguments: ["edit", "1a", "--due", "fri", "--now", "2026-03-04T9"],
      message: "--now \"2026-03-04T9\" is not a local date-time"),
    .init(id: "add-empty-text", arguments: ["add", ""], message: "the task text is empty"),
    .init(
      id: "parse-blank-words", arguments: ["parse", "  ", "\t"], message: "the task text is empty"),
    .init(
      id: "list-unknown-status", arguments: ["list", "--status", "finished"],
      message: "--status \"finished\" is not one of todo, in_progress, done"),
    .init(id: "edit-nothing", arguments: ["edit", "1a"], message: "nothing to change"),
    .init(
      id: "edit-blank-text", arguments: ["edit", "1a", "--text", " "], message: "--text is empty"),
    .init(
      id: "team-add-blank-name", arguments: ["team", "add", " "], message: "the name is empty"),
  ]

  @Test(arguments: rejections)
  func validationRejectsWithUsageExitCode(_ example: RejectionCase) {
    do {
      let command = try Intake.parseAsRoot(example.arguments)
      Issue.record("parsed to \(type(of: command)) instead of failing")
    } catch {
      #expect(Intake.exitCode(for: error) == .validationFailure)
      #expect(Intake.message(for: error).contains(example.message))
    }
  }

  @Test(arguments: [["add"], ["done"], ["show"], ["list", "--due", "tomorrow"], ["frobnicate"]])
  func missingOrUnknownArgumentsAreUsageErrors(_ arguments: [String]) {
    do {
      let command = try Intake.parseAsRoot(arguments)
      Issue.record("parsed to \(type(of: command)) instead of failing")
    } catch {
      #expect(Intake.exitCode(for: error) == .validationFailure)
    }
  }

  // MARK: - The binary

  @Test func helpExitsZeroAndListsEverySubcommand() throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(["--help"])
    #expect(result.status == 0)
    let names = [
      "add", "parse", "list", "show", "done", "reopen", "edit", "rm", "team", "check", "backup",
      "eval",
    ]
    for name in names {
      #expect(
        result.stdout.contains("\n  \(name) "), "help lists \(name)")
    }
    #expect(result.stderr.isEmpty)
  }

  @Test func versionPrintsTheVersion() throws {
    let result = try IntakeSandbox().run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout == "0.1.0\n")
  }

  @Test func anUnknownSubcommandExits64() throws {
    let result = try IntakeSandbox().run(["frobnicate"])
    #expect(result.status == 64)
    #expect(result.stderrLines.first?.contains("frobnicate") == true)
  }
}
