import Foundation
import Testing

/// `intake export`, with each format read by a program that is not intake where one runs here.
@Suite("intake export")
struct ExportTests {
  /// A store with a task of every kind: timed in winter and in summer, recurring, with notes,
  /// tags, an owner and subtasks, and a finished one.
  private struct Store {
    let intake: IntakeSandbox
    let budget: TaskJSON
    let lease: TaskJSON
    let deck: TaskJSON
    let rent: TaskJSON

    init() throws {
      intake = try IntakeSandbox()
      let lisbon = ["--tz", "Europe/Lisbon"]
      budget = try intake.add(
        #"call Ana tmrw 3pm about the budget, the "Q3" numbers; all of them !high #finance"#,
        lisbon)
      lease = try intake.add("renew the lease on 2026-07-14 at 15:30", lisbon)
      deck = try intake.add("@bo review the deck every monday and wednesday at 9am !urgent", lisbon)
      rent = try intake.add("pay rent 2026-03-31")
      try intake.succeed(
        ["edit"] + intake.db + [lease.id, "--notes", "Landlord: Rua Augusta, 12\nBring the keys"])
      try intake.succeed(["subtask"] + intake.db + [lease.id, "add", "Read the new terms"])
      try intake.succeed(["subtask"] + intake.db + [lease.id, "add", "Sign, then scan"])
      try intake.succeed(["subtask"] + intake.db + [lease.id, "done", "1"])
      try intake.succeed(["done"] + intake.db + [rent.id])
    }

    func export(_ arguments: [String]) throws -> CommandResult {
      try intake.succeed(["export"] + intake.db + IntakeSandbox.clock + arguments)
    }
  }

  @Test func icsIsReadByAnIndependentParser() throws {
    let store = try Store()
    let file = store.intake.folder.appendingPathComponent("tasks.ics")
    let result = try store.export(["--all", "--output", file.path])
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("Exported 4 tasks to \(file.path) (ics)"))
    let checked = try ExternalTool(path: "/usr/bin/python3").run(
      [ExternalTool.root.appendingPathComponent("scripts/check-ics").path, file.path],
      in: store.intake.folder)
    #expect(checked.status == 0, "\(checked)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(checked.stdout.utf8)) as? [String: Any])
    #expect(report["problems"] as? [String] == [])
    let todos = (report["todos"] as? [[String: Any]]) ?? []
    let byUID = Dictionary(todos.map { ($0["uid"] as? String ?? "", $0) }) { first, _ in first }
    #expect(todos.count == 6)
    let budget = try #require(byUID[store.budget.id])
    #expect(budget["summary"] as? String == store.budget.text)
    // 15:00 in Lisbon in March is 15:00 UTC; 15:30 in July is 14:30 UTC: the file's own
    // VTIMEZONE places them.
    #expect(budget["due_utc"] as? String == "2026-03-05T15:00:00Z")
    #expect(budget["priority"] as? Int == 3)
    #expect(budget["categories"] as? [String] == ["finance"])
    let lease = try #require(byUID[store.lease.id])
    #expect(lease["due_utc"] as? String == "2026-07-14T14:30:00Z")
    #expect(lease["description"] as? String == "Landlord: Rua Augusta, 12\nBring the keys")
    let deck = try #require(byUID[store.deck.id])
    #expect(deck["rrule"] as? String == "FREQ=WEEKLY;BYDAY=MO,WE")
    #expect(deck["owners"] as? String == "bo")
    #expect(deck["priority"] as? Int == 1)
    let rent = try #require(byUID[store.rent.id])
    #expect(rent["status"] as? String == "COMPLETED")
    #expect(rent["due_date"] as? String == "2026-03-31")
    let steps = todos.filter { $0["related-to"] as? String == store.lease.id }
    #expect(steps.map { $0["summary"] as? String } == ["Read the new terms", "Sign, then scan"])
    #expect(steps.map { $0["status"] as? String } == ["COMPLETED", "NEEDS-ACTION"])
  }

  @Test func taskwarriorImportsItAndExportsTheSameTasks() throws {
    let store = try Store()
    let file = store.intake.folder.appendingPathComponent("tasks.json")
    _ = try store.export(["--all", "--format", "taskwarrior", "--output", file.path])
    let data = store.intake.folder.appendingPathComponent("taskdata")
    let environment = [
      "TASKDATA": data.path, "TASKRC": store.intake.folder.appendingPathComponent("taskrc").path,
    ]
    _ = FileManager.default.createFile(atPath: environment["TASKRC"] ?? "", contents: Data())
    let task = ExternalTool(path: "/usr/bin/task")
    let imported = try task.run(
      ["rc.confirmation=off", "rc.verbose=nothing", "import", file.path],
      environment: environment, in: store.intake.folder)
    #expect(imported.status == 0, "\(imported)")
    let exported = try task.run(
      ["rc.verbose=nothing", "export"], environment: environment, in: store.intake.folder)
    #expect(exported.status == 0, "\(exported)")
    let written = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]])
    let read = try #require(
      try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as? [[String: Any]])
    let readByUUID = Dictionary(read.map { ($0["uuid"] as? String ?? "", $0) }) { first, _ in
      first
    }
    #expect(written.count == 4)
    for object in written {
      let uuid = object["uuid"] as? String ?? ""
      let back = try #require(readByUUID[uuid], "Taskwarrior lost \(uuid)")
      // Taskwarrior stamps `modified` when it makes a recurring task's first occurrence.
      for (key, value) in object where key != "modified" {
        #expect(
          Self.canonical(back[key]) == Self.canonical(value),
          "\(key) of \(object["description"] ?? "")")
      }
    }
    // Taskwarrior made the pending occurrence of the recurring task from it.
    #expect(read.contains { $0["parent"] as? String == store.deck.id })
  }

  @Test func theFormatComesFromTheFileNameAndFiltersAreThoseOfList() throws {
    let store = try Store()
    let csv = store.intake.folder.appendingPathComponent("open.csv")
    let result = try store.export(["-o", csv.path])
    #expect(result.stderr.contains("Exported 3 tasks"))
    #expect(result.stderr.contains("finished tasks left out, --all adds them"))
    let text = try String(contentsOf: csv, encoding: .utf8)
    #expect(text.hasPrefix("id,text,notes,status,priority,due_date,"))
    #expect(!text.contains(store.rent.id))
    let todo = try store.export(["--format", "todotxt", "--owner", "bo"]).stdout
    #expect(todo.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
    // The creation date is the clock's, not --now's.
    #expect(todo.hasPrefix("(A) 2"))
    #expect(
      todo.contains(
        " Review the deck owner:bo due:2026-03-09 time:09:00 tz:Europe/Lisbon "
          + "rrule:FREQ=WEEKLY;BYDAY=MO,WE id:\(store.deck.id)\n"))
    let json = try store.export(["--all"]).stdout
    #expect(json.hasPrefix("[\n  {\n"))
    #expect(json.contains(store.rent.id))
  }

  @Test func aFileThatCannotBeWrittenIsAnErrorAndLeavesNothing() throws {
    let store = try Store()
    let missing = store.intake.folder.appendingPathComponent("no/such/folder/tasks.ics").path
    let result = try store.intake.run(["export"] + store.intake.db + ["-o", missing])
    #expect(result.status == 1)
    #expect(result.stderr.contains("cannot write \(missing): the folder"))
    #expect(result.stderr.contains("does not exist"))
    let unknown = try store.intake.run(["export"] + store.intake.db + ["-o", "tasks.xyz"])
    #expect(unknown.status != 0)
    #expect(unknown.stderr.contains("\"tasks.xyz\" has no extension that names a format"))
    // A file already there is kept as it was when the export fails before the rename.
    let kept = store.intake.folder.appendingPathComponent("kept.ics")
    try Data("old".utf8).write(to: kept)
    let bad = try store.intake.run(
      ["export"] + store.intake.db + ["-o", kept.path, "--status", "nope"])
    #expect(bad.status != 0)
    #expect(try String(contentsOf: kept, encoding: .utf8) == "old")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.intake.folder.path)
      .filter { $0.hasSuffix(".tmp") }
    #expect(leftovers.isEmpty)
  }

  /// A JSON value as text with sorted keys, to compare values whose dictionaries differ in
  /// order only.
  private static func canonical(_ value: Any?) -> String {
    guard let value else { return "missing" }
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
  }
}
