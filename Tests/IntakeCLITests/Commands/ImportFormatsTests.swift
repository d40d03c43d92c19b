import Foundation
import Testing

/// `intake import` of other task tools' files: round trips through the store, updates by id,
/// dry runs, a spreadsheet's columns, and the errors.
@Suite("intake import of task files")
struct ImportFormatsTests {
  /// A store with tasks of every kind, due after the fixed now so every format keeps them as
  /// they are.
  private static func store() throws -> IntakeSandbox {
    let intake = try IntakeSandbox()
    let lisbon = ["--tz", "Europe/Lisbon"]
    let lease = try intake.add("renew the lease on 2026-07-15 at 15:30 #home", lisbon)
    _ = try intake.add("@bo review the deck every monday and wednesday at 9am !urgent", lisbon)
    _ = try intake.add("water the garden rec:3d")
    let rent = try intake.add("pay rent 2026-03-31 !low")
    try intake.succeed(
      ["edit"] + intake.db + [lease.id, "--notes", "Landlord: Rua Augusta, 12\nBring the keys"])
    try intake.succeed(["subtask"] + intake.db + [lease.id, "add", "Read the new terms"])
    try intake.succeed(["subtask"] + intake.db + [lease.id, "done", "1"])
    try intake.succeed(["done"] + intake.db + [rent.id])
    return intake
  }

  private static let files: [(format: String, name: String)] = [
    ("json", "tasks.json"), ("csv", "tasks.csv"), ("ics", "tasks.ics"),
    ("todotxt", "todo.txt"), ("taskwarrior", "tw.json"), ("todoist-csv", "todoist.csv"),
  ]

  @Test func everyFormatComesBackFromAnEmptyStoreAsItWasWritten() throws {
    let intake = try Self.store()
    for (format, name) in Self.files {
      let first = intake.folder.appendingPathComponent(name)
      let second = intake.folder.appendingPathComponent("again-" + name)
      let copy = intake.folder.appendingPathComponent("copy-\(format).sqlite").path
      try intake.succeed(
        ["export", "--all", "--format", format, "-o", first.path] + intake.db
          + IntakeSandbox.clock)
      let imported = try intake.succeed(
        ["import", "--db", copy, "--format", format, first.path] + IntakeSandbox.clock)
      #expect(imported.stdout.contains("4 new, 0 changed, 0 already there"), "\(format)")
      try intake.succeed(
        ["export", "--all", "--format", format, "-o", second.path, "--db", copy]
          + IntakeSandbox.clock)
      // intake's JSON names the batch each task came in and its version, which are the new
      // store's own.
      let strip = { (url: URL) throws -> String in
        try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
          .filter { !$0.contains("\"batch_id\"") && !$0.contains("\"version\"") }
          .joined(separator: "\n")
      }
      let (written, rewritten) = (try strip(first), try strip(second))
      #expect(written == rewritten, "\(format):\n\(written)\n---\n\(rewritten)")
    }
  }

  @Test func aSecondImportAddsNothingAndAnEditedFileUpdatesUndoably() throws {
    let intake = try Self.store()
    let file = intake.folder.appendingPathComponent("tasks.ics")
    try intake.succeed(["export", "--all", "-o", file.path] + intake.db + IntakeSandbox.clock)
    let other = ["--db", intake.folder.appendingPathComponent("other.sqlite").path]
    try intake.succeed(["import", file.path] + other)
    let again = try intake.succeed(["import", file.path] + other)
    #expect(again.stdout.contains("Nothing to import from \(file.path): 0 new, 0 changed, 4"))
    // A calendar app renamed one to-do.
    let text = try String(contentsOf: file, encoding: .utf8)
    try text.replacingOccurrences(of: "SUMMARY:Pay rent", with: "SUMMARY:Pay the rent")
      .write(to: file, atomically: true, encoding: .utf8)
    let dry = try intake.succeed(["import", "--dry-run", file.path] + other)
    #expect(dry.stdout.contains("~ "))
    #expect(dry.stdout.contains("0 new, 1 changed, 3 already there (dry run: nothing stored)"))
    let updated = try intake.succeed(["import", file.path] + other)
    #expect(updated.stdout.contains("0 new, 1 changed, 3 already there"))
    let listed = try intake.succeed(["list", "--all", "--json"] + other).decode([TaskJSON].self)
    #expect(listed.contains { $0.text == "Pay the rent" })
    #expect(listed.count == 4)
    try intake.succeed(["undo"] + other)
    let after = try intake.succeed(["list", "--all", "--json"] + other).decode([TaskJSON].self)
    #expect(after.contains { $0.text == "Pay rent" })
    #expect(!after.contains { $0.text == "Pay the rent" })
  }

  @Test func aSpreadsheetIsReadThroughAMapping() throws {
    let intake = try IntakeSandbox()
    let sheet = intake.folder.appendingPathComponent("launch.csv")
    try """
    Task,Deadline,Who,Labels,Details
    "Book the venue, with a deposit",next friday,Ana Lima,events,"Ask about parking
    and the lift"
    Print the badges,2026-03-20,Bo,,
    ,,,,
    """.write(to: sheet, atomically: true, encoding: .utf8)
    let result = try intake.succeed(
      [
        "import", sheet.path, "--map",
        "text=Task,due_date=Deadline,owners=Who,tags=Labels,notes=Details",
      ] + intake.db + IntakeSandbox.clock)
    #expect(result.stdout.contains("2 new, 0 changed, 0 already there"))
    let tasks = try intake.list()
    let venue = try #require(tasks.first { $0.text == "Book the venue, with a deposit" })
    #expect(venue.dueDate == "2026-03-13")
    #expect(venue.owners == ["Ana Lima"])
    #expect(venue.tags == ["events"])
    #expect(venue.notes == "Ask about parking\nand the lift")
    #expect(tasks.contains { $0.text == "Print the badges" && $0.dueDate == "2026-03-20" })
    // The same sheet again adds nothing: rows without ids are known by their content.
    let again = try intake.succeed(
      ["import", sheet.path, "--map", "text=Task,due_date=Deadline,owners=Who"] + intake.db
        + IntakeSandbox.clock)
    #expect(again.stdout.contains("0 new"))
  }

  @Test func anActionLogSheetIsReadAsNotes() throws {
    let intake = try IntakeSandbox()
    let sheet = intake.folder.appendingPathComponent("fair-actions.csv")
    try """
    Spring fair committee - action log,,,,,
    Committee meeting 10 March 2026,,,,,
    Present: Ana Lima (chair); Bo Chen; Priya Raman,,,,,
    ,,,,,
    No.,Topic,Action,Owner,Due,Status
    1,Stalls,"Confirm the stall list with the council, then send the map",Chen,Friday,Open
    2,Raffle,,,,Closed
    3,Posters,Print 40 posters,Raman / Lima,2026-03-20,Open
    4,Float,Collect the float from the bank,Lima,,Done
    """.write(to: sheet, atomically: true, encoding: .utf8)
    let result = try intake.succeed(["import", sheet.path] + intake.db + IntakeSandbox.clock)
    #expect(result.stdout.contains("Imported 2 tasks"))
    let tasks = try intake.list()
    let stalls = try #require(tasks.first { $0.text.hasPrefix("Confirm the stall list") })
    #expect(stalls.owners == ["Bo Chen"])
    #expect(stalls.dueDate == "2026-03-13")
    let posters = try #require(tasks.first { $0.text == "Print 40 posters" })
    #expect(posters.owners == ["Priya Raman", "Ana Lima"])
    #expect(posters.dueDate == "2026-03-20")
  }

  @Test func badFilesAndOptionsAreErrorsThatSayWhatToDo() throws {
    let intake = try IntakeSandbox()
    let sheet = intake.folder.appendingPathComponent("sheet.csv")
    try "Title,Due\nCall the bank,friday\n".write(to: sheet, atomically: true, encoding: .utf8)
    let noText = try intake.run(["import", sheet.path] + intake.db)
    #expect(noText.status == 1)
    #expect(noText.stderr.contains("has no text column; name the column"))
    let badColumn = try intake.run(["import", sheet.path, "--map", "text=Name"] + intake.db)
    #expect(badColumn.stderr.contains("has no column \"Name\" for text (its columns: Title, Due)"))
    let badField = try intake.run(["import", sheet.path, "--map", "title=Title"] + intake.db)
    #expect(badField.status != 0)
    #expect(badField.stderr.contains("\"title\" is not a field"))
    let notes = intake.folder.appendingPathComponent("notes.md")
    try "- Ana to call the bank by friday\n".write(to: notes, atomically: true, encoding: .utf8)
    let mixed = try intake.run(["import", sheet.path, notes.path] + intake.db)
    #expect(mixed.stderr.contains("in separate runs"))
    let broken = intake.folder.appendingPathComponent("tasks.json")
    try "[{\"id\": \"x\"}]".write(to: broken, atomically: true, encoding: .utf8)
    let json = try intake.run(["import", broken.path] + intake.db)
    #expect(json.status == 1)
    #expect(json.stderr.contains("\(broken.path): "))
    #expect(!FileManager.default.fileExists(atPath: intake.databasePath))
  }

  @Test func todoTxtIsKnownByItsNameAndReadAsTheFormatSays() throws {
    let intake = try IntakeSandbox()
    let file = intake.folder.appendingPathComponent("todo.txt")
    try """
    (A) 2026-03-01 Call the plumber about tomorrow's leak +home @phone due:2026-03-05
    x 2026-03-03 2026-03-01 Return the library books +errands
    Plan the garden rec:+1w due:2026-03-07 t:2026-03-05 h:1
    """.write(to: file, atomically: true, encoding: .utf8)
    try intake.succeed(["import", file.path] + intake.db + IntakeSandbox.clock)
    let tasks = try intake.list(["--all"])
    let plumber = try #require(tasks.first { $0.text.hasPrefix("Call the plumber") })
    // A line is read as the format says: "tomorrow" in the title stays a word.
    #expect(plumber.text == "Call the plumber about tomorrow's leak")
    #expect(plumber.priority == "urgent")
    #expect(plumber.tags == ["home", "@phone"])
    #expect(plumber.dueDate == "2026-03-05")
    let books = try #require(tasks.first { $0.text == "Return the library books" })
    #expect(books.status == "done")
    let garden = try #require(tasks.first { $0.text.hasPrefix("Plan the garden") })
    #expect(garden.recurrence == "FREQ=WEEKLY")
    // A pair other tools keep ("h:1") stays in the title.
    #expect(garden.text == "Plan the garden h:1")
    #expect(garden.startDate == "2026-03-05")
  }
}
