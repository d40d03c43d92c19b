import Foundation
import Testing

@Suite("intake add")
struct AddTests {
  @Test func addStoresTheTaskReadFromTheText() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("call Ana tmrw 3pm about the budget !high")
    #expect(task.text == "Call Ana about the budget")
    #expect(task.dueDate == "2026-03-05")
    #expect(task.dueTime == "15:00")
    #expect(task.priority == "high")
    #expect(task.status == "todo")
    #expect(task.createdBy == "tester")
    #expect(task.version == 1)
    #expect(task.assignedTo == nil)
    #expect(task.sourceText == "call Ana tmrw 3pm about the budget !high")
    #expect(UUID(uuidString: task.id) != nil)
    #expect(task.id == task.id.lowercased())
  }

  @Test func listShowsTheAddedTask() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("call Ana tmrw 3pm about the budget !high")
    #expect(try intake.list() == [task])
  }

  @Test func addJSONWritesEveryKeyEvenWhenItIsNull() throws {
    let intake = try IntakeSandbox()
    let result = try intake.succeed(
      ["add", "--json"] + intake.db + IntakeSandbox.clock + ["buy milk"])
    let array = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [Any]
    let object = try #require(array?.first as? [String: Any])
    let keys: Set<String> = [
      "id", "text", "notes", "status", "priority", "due_date", "due_time", "time_zone",
      "recurrence", "assigned_to", "owners", "tags", "subtasks", "created_by", "created_at",
      "updated_at", "updated_by", "version", "source_text", "source_file", "source_line",
      "source_speaker", "source_timestamp", "batch_id", "content_hash", "series_id",
      "completed_at", "blocked_by", "recurrence_from", "found_by", "source", "start_date",
    ]
    #expect(Set(object.keys) == keys)
    #expect(object["due_date"] is NSNull)
  }

  @Test func addWithoutJSONPrintsTheShortIDAndTheFields() throws {
    let intake = try IntakeSandbox()
    let result = try intake.succeed(
      ["add"] + intake.db + IntakeSandbox.clock + ["call", "Ana", "tmrw", "3pm", "!high"])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let stored = try #require(try intake.list().first)
    #expect(lines.first == "Added \(stored.id.prefix(8)): Call Ana")
    #expect(lines.contains("  priority: high"))
    #expect(lines.contains { $0.hasPrefix("  due: Thu 2026-03-05 15:00") })
  }

  @Test func theWordsOfSeveralArgumentsAreJoined() throws {
    let intake = try IntakeSandbox()
    let result = try intake.succeed(
      ["add", "--json"] + intake.db + IntakeSandbox.clock + ["pay", "rent", "by", "friday"])
    let task = try #require(try result.decode([TaskJSON].self).first)
    #expect(task.text == "Pay rent")
    #expect(task.dueDate == "2026-03-06")
    #expect(task.sourceText == "pay rent by friday")
  }

  @Test func asNamesWhoCreatedTheTask() throws {
    let intake = try IntakeSandbox()
    #expect(try intake.add("buy milk", ["--as", "bo"]).createdBy == "bo")
  }

  @Test func withoutAsTheCreatorComesFromIntakeUser() throws {
    let intake = try IntakeSandbox()
    let result = try intake.succeed(
      ["add", "--json"] + intake.db + IntakeSandbox.clock + ["buy milk"],
      environment: ["INTAKE_USER": "carla"])
    #expect(try result.decode([TaskJSON].self).first?.createdBy == "carla")
  }

  @Test func theAssigneeIsResolvedAgainstTheTeam() throws {
    let intake = try IntakeSandbox()
    try intake.succeed(["team", "add"] + intake.db + ["Ana Lima", "--alias", "ana"])
    let task = try intake.add("ana to review the deck by friday")
    #expect(task.assignedTo == "Ana Lima")
    #expect(task.owners == ["Ana Lima"])
    #expect(task.text == "Review the deck")
    #expect(task.dueDate == "2026-03-06")
  }

  // MARK: - Errors

  @Test func emptyTextExits64AndStoresNothing() throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(["add"] + intake.db + IntakeSandbox.clock + ["  "])
    #expect(result.status == 64)
    #expect(
      result.stderrLines.first
        == "Error: the task text is empty; write the task, e.g. \"call Ana tomorrow\"")
    #expect(!FileManager.default.fileExists(atPath: intake.databasePath))
  }

  @Test func aTextWithNoTitleExits1AndStoresNothing() throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(["add"] + intake.db + IntakeSandbox.clock + ["tomorrow"])
    #expect(result.status == 1)
    #expect(
      result.stderrLines
        == ["Error: \"tomorrow\" names no task, only when or who; add what is to be done"])
    #expect(result.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: intake.databasePath))
  }
}
