import Foundation
import Testing

@Suite("intake import, batches and undo")
struct ImportTests {
  static let planning = """
    # Weekly sync — 2026-03-02
    Attendees: Ana Lima, Bo Chen

    ## Decisions
    - We ship the beta on the 20th.

    ## Action items
    - [ ] Ana to send the pricing deck by Friday
    - [ ] Bo will book the venue
    - [x] Print the badges
    """

  private func write(_ text: String, to name: String, in intake: IntakeSandbox) throws -> String {
    let path = intake.folder.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func importStoresTheActionItemsAsOneBatch() throws {
    let intake = try IntakeSandbox()
    let path = try write(Self.planning, to: "planning.md", in: intake)
    let result = try intake.succeed(["import"] + intake.db + IntakeSandbox.clock + [path])
    #expect(result.stdout.hasPrefix("Imported 2 tasks from \(path) (batch "))
    #expect(result.stdout.contains("; intake undo "))
    let tasks = try intake.list()
    #expect(tasks.map(\.text) == ["Send the pricing deck", "Book the venue"])
    #expect(tasks.map(\.assignedTo) == ["Ana Lima", "Bo Chen"])
    // "by Friday" is read against the meeting's date, Monday 2026-03-02.
    #expect(tasks.first?.dueDate == "2026-03-06")
    let batches = try intake.succeed(["batches"] + intake.db).stdout
    #expect(batches.contains("+2 =0 of 2"))
  }

  @Test func minConfidenceLeavesOutWhatIsOnlySaid() throws {
    let intake = try IntakeSandbox()
    let call = """
      Ana Lima: ACTION: renew the domain
      Bo Chen: we need to tidy the shared drive at some point
      Ana Lima: I'll send the board pack on Friday.
      """
    let path = try write(call, to: "call.txt", in: intake)
    let preview = ["import", "--dry-run", "--json"] + intake.db + IntakeSandbox.clock + [path]
    func titles(_ arguments: [String]) throws -> [String] {
      let drafts =
        try JSONSerialization.jsonObject(
          with: Data(try intake.succeed(arguments).stdout.utf8)) as? [[String: Any]] ?? []
      return drafts.compactMap { $0["text"] as? String }
    }
    // The need (0.5) goes at 0.6; the marker (0.95) and the dated commitment (0.8) stay.
    #expect(try titles(preview).count == 3)
    #expect(
      try titles(preview + ["--min-confidence", "0.6"]) == [
        "Renew the domain", "Send the board pack",
      ])
    let bad = try intake.run(["import", "--min-confidence", "1.5"] + intake.db + [path])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("--min-confidence 1.5 is outside 0-1"))
    #expect(!FileManager.default.fileExists(atPath: intake.db[1]))
  }

  @Test func aLargeImportListsTheFirstTasksAndCountsTheRest() throws {
    let intake = try IntakeSandbox()
    let items = (1...25).map { "- [ ] Bo to check server \($0) before the freeze" }
    let notes = "# Ops sync — 2026-03-02\n\n## Action items\n" + items.joined(separator: "\n")
    let path = try write(notes, to: "ops.md", in: intake)
    let result = try intake.succeed(["import"] + intake.db + IntakeSandbox.clock + [path])
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("Imported 25 tasks from \(path)") == true)
    #expect(lines.filter { $0.contains("Check server") }.count == 20)
    #expect(lines.last == "  … and 5 more (intake list shows them)")
    #expect(try intake.list().count == 25)
  }

  /// Into an existing database the tasks are stored as they are read; what is stored, said and
  /// listed is what an import into a new database gives.
  @Test func anImportIntoAnExistingDatabaseStoresWhatANewOneWould() throws {
    let notes =
      Self.planning
      + "\n- [ ] Ana to send the pricing deck by Friday\n- [ ] Bo to call the caterer 3/4\n"
    let fresh = try IntakeSandbox()
    let freshPath = try write(notes, to: "planning.md", in: fresh)
    let first = try fresh.succeed(["import"] + fresh.db + IntakeSandbox.clock + [freshPath])
    let existing = try IntakeSandbox()
    try existing.succeed(["team", "add"] + existing.db + ["Zoe Park"])
    let existingPath = try write(notes, to: "planning.md", in: existing)
    let streamed = try existing.succeed(
      ["import"] + existing.db + IntakeSandbox.clock + [existingPath])
    func shape(_ tasks: [TaskJSON]) -> [String] {
      tasks.map { "\($0.text)|\($0.dueDate ?? "-")|\($0.assignedTo ?? "-")" }
    }
    #expect(shape(try existing.list()) == shape(try fresh.list()))
    #expect(try existing.list().count == 3)
    // The repeated item is one task; the warning for 3/4 is given once.
    #expect(streamed.stdout.hasPrefix("Imported 3 tasks from "))
    #expect(streamed.stderrLines.count == first.stderrLines.count)
    #expect(streamed.stderrLines.contains { $0.contains("3/4") })
    #expect(try existing.succeed(["batches"] + existing.db).stdout.contains("+3 =0 of 3"))
    let again = try existing.succeed(
      ["import"] + existing.db + IntakeSandbox.clock + [existingPath])
    #expect(again.stdout == "3 items were already there\n")
    #expect(again.stderr.isEmpty)
  }

  @Test func aBadLineLateInAnImportIntoAnExistingDatabaseStoresNone() throws {
    let intake = try IntakeSandbox()
    let before = try intake.add("a task from before")
    var bytes = Data(Self.planning.utf8)
    bytes.append(contentsOf: Array("- [ ] Bo to order chairs\n- [ ] fix the ".utf8) + [0xFF, 0x0A])
    let path = intake.folder.appendingPathComponent("broken.md").path
    try bytes.write(to: URL(fileURLWithPath: path))
    let result = try intake.run(["import"] + intake.db + IntakeSandbox.clock + [path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("broken.md"))
    #expect(try intake.list() == [before])
    let batches = try RawDatabase(intake.databasePath).count("batches")
    #expect(batches == 0)
  }

  @Test func showPrintsWhereATaskCameFrom() throws {
    let intake = try IntakeSandbox()
    let path = try write(Self.planning, to: "planning.md", in: intake)
    try intake.succeed(["import"] + intake.db + IntakeSandbox.clock + [path])
    let task = try #require(try intake.list().first)
    let shown = try intake.succeed(["show"] + intake.db + [task.id]).stdout
    #expect(shown.contains("source: \(path):8"))
    #expect(shown.contains("batch: b-"))
  }

  @Test func reimportingTheSameDocumentAddsNothing() throws {
    let intake = try IntakeSandbox()
    let path = try write(Self.planning, to: "planning.md", in: intake)
    try intake.succeed(["import"] + intake.db + IntakeSandbox.clock + [path])
    let again = try intake.succeed(["import"] + intake.db + IntakeSandbox.clock + [path])
    #expect(again.stdout == "2 items were already there\n")
    #expect(try intake.list().count == 2)
  }

  @Test func theShortBatchIDUndoesTheImport() throws {
    let intake = try IntakeSandbox()
    let path = try write(Self.planning, to: "planning.md", in: intake)
    let imported = try intake.succeed(["import"] + intake.db + IntakeSandbox.clock + [path])
    let firstLine = try #require(imported.stdout.split(separator: "\n").first)
    let listing = try intake.succeed(["batches"] + intake.db).stdout
    let shortID = String(try #require(listing.split(separator: " ").first))
    #expect(shortID.count == 4)
    #expect(firstLine.contains("(batch \(shortID); intake undo \(shortID) removes it)"))
    let undo = try intake.succeed(["undo"] + intake.db + [shortID])
    #expect(undo.stdout.hasPrefix("Undid \(shortID) (\(path)): removed 2 tasks"))
    #expect(try intake.list().isEmpty)
  }

  @Test func thePreviewFitsTitlesToTheWidth() throws {
    let intake = try IntakeSandbox()
    let title =
      "Write up the long migration plan for the billing database and the reporting warehouse"
    let path = try write("## Action items\n- \(title)\n", to: "plan.md", in: intake)
    let arguments = ["import", "--dry-run"] + intake.db + IntakeSandbox.clock + [path]
    let wide = try intake.succeed(arguments, environment: ["COLUMNS": "200"])
    #expect(wide.stdout.contains(title))
    let narrow = try intake.succeed(arguments, environment: ["COLUMNS": "80"])
    let row = try #require(narrow.stdout.split(separator: "\n").dropFirst().first)
    #expect(row.contains("…") && !row.contains("warehouse"))
    #expect(row.count <= 80, "\(row)")
  }

  @Test func warningsAreGivenOncePerNewItem() throws {
    let intake = try IntakeSandbox()
    let notes = "## Action items\n- Zed to renew the domain\n"
    let path = try write(notes, to: "ops.md", in: intake)
    let first = try intake.succeed(["import"] + intake.db + IntakeSandbox.clock + [path])
    #expect(first.stderr.contains("Zed is not on the team"))
    let path2 = try write(notes + "- Yan to rotate the keys\n", to: "ops.md", in: intake)
    let again = try intake.succeed(["import"] + intake.db + IntakeSandbox.clock + [path2])
    #expect(again.stderr.contains("Yan is not on the team"))
    #expect(!again.stderr.contains("Zed"), "\(again.stderr)")
  }

  @Test func anEditedDocumentAddsOnlyItsNewItems() throws {
    let intake = try IntakeSandbox()
    let path = try write(Self.planning, to: "planning.md", in: intake)
    try intake.succeed(["import"] + intake.db + IntakeSandbox.clock + [path])
    _ = try write(
      Self.planning + "\n- [ ] Carla to order the coffee", to: "planning.md", in: intake)
    let again = try intake.succeed(["import"] + intake.db + IntakeSandbox.clock + [path])
    #expect(again.stdout.hasPrefix("Imported 1 task from"))
    #expect(again.stdout.contains("2 items were already there"))
    #expect(try intake.list().count == 3)
  }

  @Test func anEditedItemUpdatesItsTaskWithAPreviewAndAnUndo() throws {
    let intake = try IntakeSandbox()
    let path = try write(Self.planning, to: "planning.md", in: intake)
    try intake.succeed(["import"] + intake.db + IntakeSandbox.clock + [path])
    let before = try intake.list()
    let edited = Self.planning.replacingOccurrences(
      of: "Bo will book the venue", with: "Bo will book the bigger venue by Thursday")
    _ = try write(edited + "\n- [ ] Carla to order the coffee", to: "planning.md", in: intake)
    let preview = try intake.succeed(
      ["import", "--dry-run"] + intake.db + IntakeSandbox.clock + [path]
    ).stdout
    #expect(preview.contains("~  Book the bigger venue"))
    #expect(preview.contains("1 new, 1 changed, 1 already there (dry run: nothing stored)"))
    #expect(try intake.list() == before)

    let again = try intake.succeed(["import"] + intake.db + IntakeSandbox.clock + [path])
    #expect(again.stdout.hasPrefix("Imported 1 task, updated 1 whose item changed from"))
    #expect(again.stdout.contains("~ "))
    let venue = try #require(try intake.list().first { $0.text.contains("venue") })
    #expect(venue.text == "Book the bigger venue" && venue.dueDate == "2026-03-05")
    #expect(before.contains { $0.id == venue.id }, "the same task, not a second one")
    #expect(try intake.list().count == 3)

    let undo = try intake.succeed(["undo"] + intake.db)
    #expect(undo.stdout.contains("removed 1 tasks, put back 1 task it had updated"))
    #expect(try intake.list().map(\.text).sorted() == before.map(\.text).sorted())
  }

  @Test func undoRemovesTheLastImportAndKeepsEditedTasks() throws {
    let intake = try IntakeSandbox()
    let path = try write(Self.planning, to: "planning.md", in: intake)
    try intake.succeed(["import"] + intake.db + IntakeSandbox.clock + [path])
    let edited = try #require(try intake.list().first)
    // Someone else's change: the importer's undo still removes the import.
    try intake.succeed(["done"] + intake.db + [edited.id], environment: ["INTAKE_USER": "bo"])
    let undo = try intake.succeed(["undo"] + intake.db)
    #expect(undo.stdout.contains("removed 1 tasks"))
    #expect(undo.stdout.contains("Kept 1 edited since the import"))
    #expect(try intake.list(["--all"]).map(\.id) == [edited.id])
    let nothing = try intake.run(["undo"] + intake.db)
    #expect(nothing.status == 1)
    #expect(nothing.stderr.hasPrefix("Error: nothing of "))
  }

  @Test func dryRunPreviewsAndStoresNothing() throws {
    let intake = try IntakeSandbox()
    let path = try write(Self.planning, to: "planning.md", in: intake)
    let preview = try intake.succeed(
      ["import", "--dry-run"] + intake.db + IntakeSandbox.clock + [path]
    ).stdout
    #expect(preview.contains("Send the pricing deck"))
    #expect(preview.contains("planning.md:8"))
    #expect(preview.contains("2 new, 0 already there (dry run: nothing stored)"))
    #expect(!FileManager.default.fileExists(atPath: intake.databasePath))
    let json = try intake.succeed(
      ["import", "--dry-run", "--json"] + intake.db + IntakeSandbox.clock + [path]
    ).stdout
    let drafts = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    let source = try #require(drafts.first?["source"] as? [String: Any])
    #expect(source["line"] as? Int == 8)
    #expect(source["file"] as? String == path)
    #expect(drafts.first?["assigned_to"] as? String == "Ana Lima")
  }

  @Test func includeDoneStoresCheckedItemsAsDone() throws {
    let intake = try IntakeSandbox()
    let path = try write(Self.planning, to: "planning.md", in: intake)
    try intake.succeed(
      ["import", "--include-done"] + intake.db + IntakeSandbox.clock + [path])
    let done = try intake.list(["--status", "done"])
    #expect(done.map(\.text) == ["Print the badges"])
  }

  @Test func aTranscriptSpeakerOwnsTheirCommitment() throws {
    let intake = try IntakeSandbox()
    let transcript = """
      WEBVTT

      00:00:01.000 --> 00:00:04.000
      <v Ana Lima>Thanks all, let's start.

      00:00:05.000 --> 00:00:09.000
      <v Bo Chen>I'll send the recap tomorrow.
      """
    let path = try write(transcript, to: "2026-03-04-review.vtt", in: intake)
    try intake.succeed(["import"] + intake.db + IntakeSandbox.clock + [path])
    let tasks = try intake.list()
    #expect(tasks.map(\.assignedTo) == ["Bo Chen"])
    #expect(tasks.first?.dueDate == "2026-03-05")
  }

  @Test func addDashReadsOneTaskPerLineFromStdin() throws {
    let intake = try IntakeSandbox()
    let input = "- buy milk tomorrow\n* call the bank !high\n\n1. renew the passport\n"
    let result = try intake.succeed(["add", "-"] + intake.db + IntakeSandbox.clock, input: input)
    #expect(result.stdout.hasPrefix("Imported 3 tasks from stdin"))
    let texts = try intake.list().map(\.text)
    #expect(Set(texts) == ["Buy milk", "Call the bank", "Renew the passport"])
    let again = try intake.succeed(["add", "-"] + intake.db + IntakeSandbox.clock, input: input)
    #expect(again.stdout == "3 items were already there\n")
  }

  @Test func intakeWithTextOnStdinAndNoSubcommandAddsIt() throws {
    let intake = try IntakeSandbox()
    try intake.succeed(
      [], environment: ["INTAKE_DB": intake.databasePath], input: "water the plants\n")
    #expect(try intake.list().map(\.text) == ["Water the plants"])
  }

  @Test func emptyStdinIsAnError() throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(["add", "-"] + intake.db, input: "  \n")
    #expect(result.status == 1)
    #expect(result.stderrLines == ["Error: stdin is empty; pipe the tasks in, one per line"])
  }

  @Test func badInputIsReportedAndNothingIsStored() throws {
    let intake = try IntakeSandbox()
    let good = try write(Self.planning, to: "good.md", in: intake)
    let empty = try write("\n  \n", to: "empty.md", in: intake)
    let binary = intake.folder.appendingPathComponent("photo.md").path
    try Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0, 1]).write(to: URL(fileURLWithPath: binary))
    let latin1 = intake.folder.appendingPathComponent("latin1.md").path
    try Data("- [ ] call Ana\n- [ ] caf".utf8 + [0xE9] + " order\n".utf8)
      .write(to: URL(fileURLWithPath: latin1))
    let emptyFolder = intake.folder.appendingPathComponent("nothing")
    try FileManager.default.createDirectory(at: emptyFolder, withIntermediateDirectories: true)
    let cases: [([String], String)] = [
      ([good, intake.folder.appendingPathComponent("missing.md").path], "no such file or folder"),
      ([good, empty], "\(empty): is empty; nothing to import"),
      ([good, binary], "\(binary): looks like a binary file"),
      ([good, latin1], "\(latin1):2: is not UTF-8 text"),
      ([emptyFolder.path], "holds no notes"),
    ]
    for (paths, message) in cases {
      let result = try intake.run(["import"] + intake.db + IntakeSandbox.clock + paths)
      #expect(result.status == 1, "\(paths)")
      #expect(result.stderr.contains(message), "\(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: intake.databasePath))
  }

  @Test func aFolderIsSearchedAndFilteredByGlobs() throws {
    let intake = try IntakeSandbox()
    let folder = intake.folder.appendingPathComponent("notes/2026")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("- [ ] Ana to send the deck\n".utf8).write(to: folder.appendingPathComponent("a.md"))
    try Data("- [ ] Bo to book the room\n".utf8).write(to: folder.appendingPathComponent("b.md"))
    try Data("- [ ] Carla to skip me\n".utf8).write(to: folder.appendingPathComponent("c.md"))
    try Data([0x89, 0x50, 0]).write(to: folder.appendingPathComponent("photo.png"))
    let notes = intake.folder.appendingPathComponent("notes").path
    try intake.succeed(
      ["import", "--exclude", "c.md"] + intake.db + IntakeSandbox.clock + [notes])
    #expect(Set(try intake.list().map(\.text)) == ["Send the deck", "Book the room"])
    try intake.succeed(["undo"] + intake.db)
    try intake.succeed(
      ["import", "--include", "b*"] + intake.db + IntakeSandbox.clock + [notes])
    #expect(try intake.list().map(\.text) == ["Book the room"])
  }

  @Test func importDashReadsNotesFromStdin() throws {
    let intake = try IntakeSandbox()
    let result = try intake.succeed(
      ["import", "-"] + intake.db + IntakeSandbox.clock, input: Self.planning)
    #expect(result.stdout.hasPrefix("Imported 2 tasks from - (batch"))
    #expect(try intake.list().count == 2)
  }

  @Test func anExplicitNowBeatsTheFilesDateForAnUndatedDocument() throws {
    let intake = try IntakeSandbox()
    let path = try write("- [ ] Ana to send the deck by friday\n", to: "notes.md", in: intake)
    try intake.succeed(["import"] + intake.db + IntakeSandbox.clock + [path])
    // Read against --now (Wednesday 2026-03-04), not the file's modification day.
    #expect(try intake.list().map(\.dueDate) == ["2026-03-06"])
  }
}

@Suite("intake import --meeting-date")
struct MeetingDateOptionTests {
  @Test func theMeetingDateTakesWhatDueTakes() throws {
    let intake = try IntakeSandbox()
    let path = intake.folder.appendingPathComponent("sync.txt").path
    try Data("Action items:\n- Bo to send the minutes by Friday\n".utf8)
      .write(to: URL(fileURLWithPath: path))
    // Read on Wednesday 2026-03-04; the meeting was on Monday 23 February, so "by Friday"
    // is the 27th (from the clock it would be 6 March).
    // Without a year it is the last such day, not next year's: a meeting is behind us.
    for (written, file) in [("feb 23 2026", "a.txt"), ("2/23/2026", "b.txt"), ("2/23", "c.txt")] {
      let copy = intake.folder.appendingPathComponent(file).path
      try FileManager.default.copyItem(atPath: path, toPath: copy)
      try intake.succeed(
        ["import", "--meeting-date", written] + intake.db + IntakeSandbox.clock + [copy])
    }
    let dues = try intake.list().map(\.dueDate)
    #expect(!dues.isEmpty && dues.allSatisfy { $0 == "2026-02-27" }, "\(dues)")

    let bad = try intake.run(
      ["import", "--meeting-date", "soonish"] + intake.db + IntakeSandbox.clock + [path])
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("--meeting-date \"soonish\" is not a date"))
  }
}
