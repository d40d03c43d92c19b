import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The commands against a real PostgreSQL server, a schema of its own per test.
@Suite("intake --db postgres://", .enabled(if: PostgresServer.isAvailable))
struct PostgresStoreTests {
  private static let notes = """
    # Launch sync 2026-03-02

    ## Action items
    - Bo Chen to send the deck by Friday
    - @ana review the pricing page
    - [ ] book the venue for the offsite
    """

  @Test func theCommandsWorkOnTheServerAndTheAppSeesTheTasks() throws {
    let intake = try IntakeSandbox()
    let (url, drop) = try PostgresServer.schema()
    defer { drop() }
    let db = ["--db", url]
    try intake.succeed(["team", "add", "Ana Lima", "--alias", "ana"] + db)
    let added = try intake.succeed(
      ["add", "--json"] + db + IntakeSandbox.clock + ["call the venue tomorrow 3pm !high"])
    let task = try #require(try added.decode([TaskJSON].self).first)
    let path = intake.folder.appendingPathComponent("launch.md").path
    try Data(Self.notes.utf8).write(to: URL(fileURLWithPath: path))
    let imported = try intake.succeed(["import"] + db + IntakeSandbox.clock + [path])
    #expect(imported.stdout.hasPrefix("Imported 3 tasks from \(path) (batch "))
    // Again: every item is there already.
    let again = try intake.succeed(["import"] + db + IntakeSandbox.clock + [path])
    #expect(again.stdout == "3 items were already there\n")

    // Done now, not at the fixed clock: undo reverts whichever of an operation and a batch
    // is newer.
    try intake.succeed(["done", task.id] + db)
    try intake.succeed(["edit", task.id, "--notes", "ask about parking"] + db)
    let listed = try intake.succeed(["list", "--json", "--all"] + db).decode([TaskJSON].self)
    #expect(listed.count == 4)
    #expect(listed.first { $0.id == task.id }?.notes == "ask about parking")
    #expect(listed.first { $0.text == "Review the pricing page" }?.assignedTo == "Ana Lima")
    let people = try intake.succeed(["people"] + db).stdout
    #expect(people.contains("Ana Lima") && people.contains("Bo Chen"), "\(people)")

    // The app's own query returns intake's rows with the fields it shows.
    let rows = try PostgresServer.psql(
      url,
      """
      SELECT text, completed, status, priority, coalesce(assigned_to, ''), created_by,
        to_char(due_date AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')
      FROM todos ORDER BY created_at DESC, text
      """)
    #expect(rows.contains("Call the venue|t|done|high||tester|2026-03-05 15:00\n"))
    #expect(rows.contains("Review the pricing page|f|todo|medium|Ana Lima|tester|\n"))
    // A date without a time is noon UTC: the same day in every zone the app runs in.
    #expect(rows.contains("Send the deck|f|todo|medium|Bo Chen|tester|2026-03-06 12:00\n"))

    // undo reverts the edit, then the done; the batch undo removes the import.
    #expect(try intake.succeed(["undo"] + db).stdout.hasPrefix("Undid edit of "))
    #expect(try intake.succeed(["undo"] + db).stdout.hasPrefix("Undid done of "))
    let batches = try intake.succeed(["batches"] + db).stdout
    let batch = String(batches.prefix { $0 != " " })
    #expect(try intake.succeed(["undo", batch] + db).stdout.contains("removed 3 tasks"))
    #expect(
      try intake.succeed(["list", "--json", "--all"] + db).decode([TaskJSON].self).count == 1)

    let check = try intake.succeed(["check"] + db)
    #expect(check.stdout.contains(": 1 tasks, 0 batches\n"), "\(check)")
    #expect(!check.stdout.contains("problem"))
  }

  @Test func aCopyGoesToTheServerAndBackWithNothingLost() throws {
    let intake = try IntakeSandbox()
    let (url, drop) = try PostgresServer.schema()
    defer { drop() }
    try intake.succeed(["team", "add", "Ana Lima", "--alias", "ana"] + intake.db)
    let path = intake.folder.appendingPathComponent("launch.md").path
    try Data(Self.notes.utf8).write(to: URL(fileURLWithPath: path))
    try intake.succeed(["import", "--quiet"] + intake.db + IntakeSandbox.clock + [path])
    let weekly = try intake.add("water the plants every monday #office")
    try intake.succeed(["done", weekly.id] + intake.db + IntakeSandbox.clock)
    // Two owners and two tags, which PostgreSQL gives back in its own JSON spacing.
    let pair = try intake.add("José and Zoë to book the venue on friday #offsite #q3")
    #expect(pair.owners == ["José", "Zoë"])

    let there = try intake.succeed(["copy", "--from", intake.databasePath, "--to", url])
    #expect(there.stdout.contains("read back and compared: the same"), "\(there)")
    let back = intake.folder.appendingPathComponent("back.sqlite").path
    let again = try intake.succeed(["copy", "--from", url, "--to", back])
    #expect(again.stdout.contains("read back and compared: the same"), "\(again)")
    // The same listings, but for the version, which is each backend's own (a count in SQLite,
    // the row's xmin in PostgreSQL).
    func listing(_ command: [String], _ database: String) throws -> [Substring] {
      try intake.succeed(command + ["--db", database]).stdout.split(separator: "\n")
        .filter { !$0.contains("\"version\"") }
    }
    for command in [["list", "--json", "--all"], ["people"], ["team", "list"], ["batches"]] {
      let original = try listing(command, intake.databasePath)
      #expect(try listing(command, url) == original, "\(command)")
      #expect(try listing(command, back) == original, "\(command)")
    }
    // A server that holds tasks is not copied into.
    let refused = try intake.run(["copy", "--from", intake.databasePath, "--to", url])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("already holds tasks, people or batches"))
  }

  @Test func taskFilesComeBackFromTheServerAsWrittenAndAnEditedOneUpdatesUndoably() throws {
    let intake = try IntakeSandbox()
    let (url, drop) = try PostgresServer.schema()
    defer { drop() }
    let lisbon = ["--tz", "Europe/Lisbon"]
    let lease = try intake.add("renew the lease on 2026-07-15 at 15:30 #home", lisbon)
    _ = try intake.add("@bo review the deck every monday and wednesday at 9am !urgent", lisbon)
    let rent = try intake.add("pay rent 2026-03-31 !low")
    try intake.succeed(["subtask"] + intake.db + [lease.id, "add", "Read the new terms"])
    try intake.succeed(["done"] + intake.db + [rent.id])
    for (format, name) in [("ics", "tasks.ics"), ("json", "tasks.json")] {
      let first = intake.folder.appendingPathComponent(name)
      let second = intake.folder.appendingPathComponent("again-" + name)
      try intake.succeed(
        ["export", "--all", "--format", format, "-o", first.path] + intake.db
          + IntakeSandbox.clock)
      let schema = try PostgresServer.schema()
      defer { schema.drop() }
      let imported = try intake.succeed(
        ["import", "--db", schema.url, "--format", format, first.path] + IntakeSandbox.clock)
      #expect(imported.stdout.contains("3 new, 0 changed, 0 already there"), "\(format)")
      try intake.succeed(
        ["export", "--all", "--format", format, "-o", second.path, "--db", schema.url]
          + IntakeSandbox.clock)
      let strip = { (file: URL) throws -> String in
        try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
          .filter { !$0.contains("\"batch_id\"") && !$0.contains("\"version\"") }
          .joined(separator: "\n")
      }
      #expect(try strip(first) == strip(second), "\(format)")
    }
    // A calendar app renamed one to-do: the second import updates it, undo puts it back.
    let file = intake.folder.appendingPathComponent("tasks.ics")
    try intake.succeed(["import", file.path, "--db", url])
    let text = try String(contentsOf: file, encoding: .utf8)
    try text.replacingOccurrences(of: "SUMMARY:Pay rent", with: "SUMMARY:Pay the rent")
      .write(to: file, atomically: true, encoding: .utf8)
    let updated = try intake.succeed(["import", file.path, "--db", url])
    #expect(updated.stdout.contains("0 new, 1 changed, 2 already there"), "\(updated)")
    let listed = try intake.succeed(["list", "--all", "--json", "--db", url])
    #expect(try listed.decode([TaskJSON].self).contains { $0.text == "Pay the rent" })
    try intake.succeed(["undo", "--db", url])
    let after = try intake.succeed(["list", "--all", "--json", "--db", url])
    #expect(try after.decode([TaskJSON].self).contains { $0.text == "Pay rent" })
  }

  @Test func watchPrintsEachChangeByAnyoneAndStopsOnSIGINT() throws {
    let intake = try IntakeSandbox()
    let (url, drop) = try PostgresServer.schema()
    defer { drop() }
    // The first connection makes the tables, so watch has a trigger to hear.
    try intake.succeed(["team", "add", "Ana Lima"] + ["--db", url])
    let watch = try RunningCommand(["watch", "--json", "--db", url], in: intake)
    let deadline = Date().addingTimeInterval(20)
    while !watch.stderrSoFar().contains("watching"), Date() < deadline {
      usleep(20_000)
    }
    let added = try intake.succeed(
      ["add", "--json", "--db", url] + IntakeSandbox.clock + ["buy stamps friday"])
    let id = try #require(try added.decode([TaskJSON].self).first?.id)
    try PostgresServer.psql(url, "UPDATE todos SET priority = 'urgent' WHERE id = '\(id)'")
    try intake.succeed(["rm", id, "--db", url])
    let out = watch.stdoutFile
    while (try? String(contentsOf: out, encoding: .utf8))?.split(separator: "\n").count ?? 0 < 3,
      Date() < deadline
    {
      usleep(20_000)
    }
    watch.send(SIGINT)
    let result = try watch.wait()
    #expect(result.status == 0, "\(result)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(result)")
    struct Event: Decodable {
      var event: String
      var id: String
      var task: TaskJSON?
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let events = try lines.map { try decoder.decode(Event.self, from: Data($0.utf8)) }
    #expect(events.map(\.event) == ["added", "changed", "deleted"])
    #expect(events.allSatisfy { $0.id == id })
    #expect(events[0].task?.text == "Buy stamps")
    #expect(events[1].task?.priority == "urgent")
    #expect(events[2].task == nil)
  }

  @Test func watchOnAFileSaysItNeedsAServer() throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(["watch"] + intake.db)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "Error: intake watch needs a PostgreSQL store; give --db postgres://… (or INTAKE_DB): "
        + "\(intake.databasePath) is a file, which announces no changes\n")
  }

  @Test func aBadURLOrAnUnreachableServerIsOneLineWithThePasswordHidden() throws {
    let intake = try IntakeSandbox()
    let server = try #require(PostgresServer.url)
    let refused = try intake.run(["list", "--db", "postgres://ana:s3cret@127.0.0.1:1/tasks"])
    #expect(refused.status == 1)
    #expect(
      refused.stderr
        == "Error: cannot connect to postgres://ana:***@127.0.0.1:1/tasks (connection refused); "
        + "is the server running? start it or check host and port\n")
    let malformed = try intake.run(["list", "--db", "postgres://ana:s3cret@host:99999/tasks"])
    #expect(malformed.stderr.hasPrefix("Error: postgres://ana:***@host:99999/tasks is not "))
    #expect(!malformed.stderr.contains("s3cret"))
    let base = server.split(separator: "?")[0]
    let missing = String(base[..<(base.lastIndex(of: "/") ?? base.endIndex)]) + "/no_such_db"
    let noDatabase = try intake.run(["list", "--db", missing])
    #expect(noDatabase.stderr.hasSuffix("create it with createdb no_such_db\n"), "\(noDatabase)")
    #expect(noDatabase.stderrLines.count == 1)
  }
}
