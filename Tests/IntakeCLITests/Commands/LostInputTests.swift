import Foundation
import Testing

/// Input a new user types that used to be lost or misread: text that starts with a dash, options
/// with no subcommand, a mistyped database path.
@Suite("lost input")
struct LostInputTests {
  @Test(
    arguments: [
      ("- call the hotel", "Call the hotel", nil),
      ("- [ ] pack the tent tmrw", "Pack the tent", "2026-03-05"),
      ("-1 degrees: check the freezer", "-1 degrees: check the freezer", nil),
      ("* renew the parking permit", "Renew the parking permit", nil),
    ] as [(String, String, String?)])
  func textThatStartsWithADashIsStored(_ text: String, _ title: String, _ due: String?) throws {
    let intake = try IntakeSandbox()
    let result = try intake.succeed(["add", "--json"] + intake.db + IntakeSandbox.clock + [text])
    #expect(!result.stdout.contains("USAGE"))
    let stored = try intake.list(["--all"])
    #expect(stored.map(\.text) == [title])
    #expect(stored.first?.dueDate == due)
  }

  @Test func aTickedCheckboxIsStoredDone() throws {
    let intake = try IntakeSandbox()
    let result = try intake.succeed(
      ["add"] + intake.db + IntakeSandbox.clock + ["- [x] book the venue"])
    #expect(result.stdout.contains(": Book the venue (done)"))
    let stored = try intake.list(["--all"])
    #expect(stored.map(\.text) == ["Book the venue"])
    #expect(stored.map(\.status) == ["done"])
  }

  @Test func aDashedTaskNeedsNoDatabaseOption() throws {
    let intake = try IntakeSandbox()
    try intake.succeed(
      ["add"] + IntakeSandbox.clock + ["- buy milk"],
      environment: ["INTAKE_DB": intake.databasePath])
    #expect(try intake.list(["--all"]).map(\.text) == ["Buy milk"])
  }

  @Test func parseReadsADashedTaskToo() throws {
    let intake = try IntakeSandbox()
    let result = try intake.succeed(
      ["parse", "--json"] + intake.db + IntakeSandbox.clock + ["- call the hotel tomorrow"])
    let draft = try #require(try result.decode([DraftJSON].self).first)
    #expect(draft.text == "Call the hotel")
    #expect(draft.dueDate == "2026-03-05")
  }

  @Test func optionsWithoutASubcommandApplyToPipedText() throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(
      intake.db + IntakeSandbox.clock, input: "buy milk\ncall the hotel tomorrow\n")
    #expect(result.status == 0, "\(result)")
    #expect(try intake.list(["--all"]).map(\.text).sorted() == ["Buy milk", "Call the hotel"])
    let version = try intake.run(["--version"], input: "buy milk\n")
    #expect(version.status == 0)
    #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    #expect(try intake.list(["--all"]).count == 2)
  }

  @Test func aDatabaseInAFolderThatDoesNotExistIsAnError() throws {
    let intake = try IntakeSandbox()
    let path = intake.folder.appendingPathComponent("no-such-folder/x.sqlite").path
    for command in [["list"], ["batches"], ["team", "list"], ["show", "1a"]] {
      let result = try intake.run(command + ["--db", path])
      #expect(result.status == 1, "\(command): \(result)")
      #expect(result.stderr.contains("no task database at \(path) (from --db)"))
    }
    let fromEnvironment = try intake.run(["list"], environment: ["INTAKE_DB": path])
    #expect(fromEnvironment.status == 1)
    #expect(fromEnvironment.stderr.contains("(from INTAKE_DB)"))
  }
}

@Suite("mistyped commands")
struct MistypedCommandTests {
  @Test(arguments: [
    (["lsit"], "did you mean \"intake list\"?"),
    (["lsit", "--db", "x.sqlite"], "did you mean \"intake list\"?"),
    (["help", "lsit"], "did you mean \"intake list\"?"),
    (["imprt", "notes.md"], "did you mean \"intake import\"?"),
    (["buy", "milk"], "to add it as a task, write intake add \"buy milk\""),
  ])
  func aWordThatIsNoCommandSuggestsOne(_ arguments: [String], _ hint: String) throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(arguments)
    #expect(result.status == 64)
    #expect(
      result.stderr.contains("\"\(arguments[arguments[0] == "help" ? 1 : 0])\" is not a command"))
    #expect(result.stderr.contains(hint), "\(result)")
    #expect(result.stdout.isEmpty)
  }
}

@Suite("shell completion")
struct CompletionTests {
  @Test func theHelpDumpTheManualIsMadeFromIgnoresPipedInput() throws {
    let intake = try IntakeSandbox()
    let dump = try intake.run(["--experimental-dump-help"], input: "buy milk\n")
    #expect(dump.status == 0)
    #expect(dump.stdout.contains("\"commandName\" : \"intake\""))
    #expect(dump.stdout.contains("\"commandName\" : \"list\""))
  }

  @Test func theScriptsCompleteValuesAndPaths() throws {
    let intake = try IntakeSandbox()
    for shell in ["bash", "zsh", "fish"] {
      let script = try intake.succeed(["--generate-completion-script", shell]).stdout
      #expect(script.contains("in_progress"), "\(shell)")
      #expect(script.contains("---completion"), "\(shell): ids, people and zones are asked for")
    }
    let bash = try intake.succeed(["--generate-completion-script", "bash"]).stdout
    #expect(bash.contains("sqlite"), "--db completes database files")
  }

  @Test func idsPeopleAndZonesCompleteFromTheDatabaseOnTheLine() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("buy milk")
    try intake.succeed(["team", "add"] + intake.db + ["Ana Lima", "--alias", "ana"])
    let ids = try intake.succeed(
      ["---completion", "show", "--", "positional@0", "3", "0", "intake", "show"] + intake.db
        + [""])
    #expect(ids.stdout.split(separator: "\n").map(String.init) == [String(task.id.prefix(8))])
    let people = try intake.succeed(
      ["---completion", "list", "--", "--assignee", "4", "1", "intake", "list"] + intake.db
        + ["--assignee", "a"])
    #expect(people.stdout.contains("Ana Lima") && people.stdout.contains("ana"))
    let zones = try intake.succeed(
      ["---completion", "list", "--", "--tz", "3", "7", "intake", "list", "--tz", "Europe/"])
    #expect(zones.stdout.contains("Europe/Lisbon"))
  }
}

@Suite("help texts")
struct HelpTextTests {
  /// The parser wraps lines over 80 columns, leaving a stub ("checkbox is" / "one task …"):
  /// the texts are written to fit.
  @Test(arguments: [
    "add", "parse", "import", "list", "show", "done", "start", "edit", "rm", "history", "team",
    "batches", "undo", "check", "backup", "eval", "config", "export",
  ])
  func theOverviewAndDiscussionAreNotRewrapped(_ command: String) throws {
    let intake = try IntakeSandbox()
    let help = try intake.succeed([command, "--help"]).stdout
    let lines = help.components(separatedBy: "USAGE:")[0].split(separator: "\n")
    for (line, next) in zip(lines, lines.dropFirst()) {
      #expect(line.count <= 78, "\(command): \(line)")
      // A stub after a full line is the rest of a wrapped one, unless it ends a sentence.
      let isStub = line.count >= 70 && next.count < 40 && !next.hasPrefix(" ")
      #expect(
        !isStub || next.hasSuffix(".") || next.hasSuffix(":") || next.hasSuffix(")"),
        "\(command): \(line) / \(next)")
    }
  }
}
