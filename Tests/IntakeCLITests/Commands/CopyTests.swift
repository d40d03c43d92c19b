import Foundation
import Testing

@Suite("intake copy")
struct CopyTests {
  /// A store with the team, an outsider, an import, a recurring task done, and an edit.
  private func filledStore() throws -> IntakeSandbox {
    let intake = try IntakeSandbox()
    try intake.succeed(["team", "add", "Ana Lima", "--alias", "ana"] + intake.db)
    let notes = intake.folder.appendingPathComponent("sync.md").path
    try Data(
      """
      # Design sync 2026-03-02

      ## Action items
      - Bo Chen to send the deck by Friday
      - @ana review the draft
      """.utf8
    ).write(to: URL(fileURLWithPath: notes))
    try intake.succeed(["import", "--quiet"] + intake.db + IntakeSandbox.clock + [notes])
    let weekly = try intake.add("water the plants every monday")
    try intake.succeed(["done", weekly.id] + intake.db + IntakeSandbox.clock)
    let call = try intake.add("call the venue tomorrow 3pm !high #events")
    try intake.succeed(["edit", call.id, "--notes", "ask about parking"] + intake.db)
    return intake
  }

  private func listing(_ intake: IntakeSandbox, _ database: String) throws -> [String] {
    let commands = [["list", "--json", "--all"], ["batches"], ["people"], ["team", "list"]]
    return try commands.map { command in
      try intake.succeed(command + ["--db", database]).stdout
    }
  }

  @Test func aCopyHoldsWhatTheOriginalHoldsAndUndoWorksInIt() throws {
    let intake = try filledStore()
    let copy = intake.folder.appendingPathComponent("copy.sqlite").path
    let result = try intake.succeed(["copy", "--from", intake.databasePath, "--to", copy])
    #expect(
      result.stdout
        == "Copied 5 tasks, 1 batch, 2 people, 4 operations, 0 cached answers from "
        + "\(intake.databasePath) to \(copy); read back and compared: the same\n")
    #expect(try listing(intake, copy) == listing(intake, intake.databasePath))
    // The undo log came along: the last edit is undone in the copy, not in the original.
    let undo = try intake.succeed(["undo", "--db", copy])
    #expect(undo.stdout.hasPrefix("Undid edit of "))
    let notes = try intake.succeed(["list", "--json", "--all", "--db", copy]).stdout
    #expect(!notes.contains("ask about parking"))
    #expect(try intake.succeed(["list", "--json", "--all"] + intake.db).stdout.contains("parking"))
    // So did the batch: undoing it in the copy removes its two tasks.
    let batchID = try intake.succeed(["batches", "--db", copy]).stdout.prefix { $0 != " " }
    let batch = try intake.succeed(["undo", String(batchID), "--db", copy])
    #expect(batch.stdout.contains("removed 2 tasks"), "\(batch)")
  }

  @Test func aDestinationThatHoldsTasksIsRefusedAndKeptAsItWas() throws {
    let intake = try filledStore()
    let other = try IntakeSandbox()
    _ = try other.add("buy milk")
    let before = try Data(contentsOf: URL(fileURLWithPath: other.databasePath))
    let result = try intake.run(["copy", "--from", intake.databasePath, "--to", other.databasePath])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "Error: \(other.databasePath) already holds tasks, people or batches; copy into a new "
        + "file or an empty database\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: other.databasePath)) == before)
  }

  @Test func aMissingSourceIsNamedAndNoFileIsLeftBehind() throws {
    let intake = try IntakeSandbox()
    let missing = intake.folder.appendingPathComponent("nope.sqlite").path
    let copy = intake.folder.appendingPathComponent("copy.sqlite").path
    let result = try intake.run(["copy", "--from", missing, "--to", copy])
    #expect(result.status == 1)
    #expect(result.stderr == "Error: --from \(missing): no task database there; check the path\n")
    #expect(!FileManager.default.fileExists(atPath: copy))
  }
}
