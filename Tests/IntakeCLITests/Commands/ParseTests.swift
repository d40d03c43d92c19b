import Foundation
import Testing

@Suite("intake parse")
struct ParseTests {
  @Test func parseJSONPrintsTheDraftAndCreatesNoDatabase() throws {
    let intake = try IntakeSandbox()
    let result = try intake.succeed(
      ["parse", "--json"] + intake.db + IntakeSandbox.clock
        + ["call Ana tmrw 3pm about the budget !high"])
    let draft = try #require(try result.decode([DraftJSON].self).first)
    #expect(draft.text == "Call Ana about the budget")
    #expect(draft.dueDate == "2026-03-05")
    #expect(draft.dueTime == "15:00")
    #expect(draft.priority == "high")
    #expect(!FileManager.default.fileExists(atPath: intake.databasePath))
    #expect(!FileManager.default.fileExists(atPath: intake.dataHome.path))
  }

  @Test func parseLeavesAnExistingDatabaseAsItWas() throws {
    let intake = try IntakeSandbox()
    let stored = try intake.add("buy milk")
    try intake.succeed(
      ["parse", "--json"] + intake.db + IntakeSandbox.clock + ["pay rent by friday"])
    #expect(try intake.list(["--all"]) == [stored])
  }

  @Test func parseReadsTheTeamOfAnExistingDatabase() throws {
    let intake = try IntakeSandbox()
    try intake.succeed(["team", "add"] + intake.db + ["Ana Lima", "--alias", "ana"])
    let result = try intake.succeed(
      ["parse", "--json"] + intake.db + IntakeSandbox.clock + ["ana to review the deck"])
    #expect(try result.decode([DraftJSON].self).first?.assignedTo == "Ana Lima")
  }

  @Test func aPureDatePhraseGivesItsFieldsAndAWarning() throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(
      ["parse", "--json"] + intake.db + IntakeSandbox.clock + ["next friday"])
    #expect(result.status == 0)
    let draft = try #require(try result.decode([DraftJSON].self).first)
    #expect(draft.text == "")
    #expect(draft.dueDate == "2026-03-13")
    #expect(draft.diagnostics.contains { $0.kind == "empty_title" })
    #expect(!result.stderrLines.isEmpty)
    #expect(result.stderrLines.allSatisfy { $0.hasPrefix("warning: ") })
    for diagnostic in draft.diagnostics {
      #expect(result.stderrLines.contains("warning: " + diagnostic.message))
    }
  }

  @Test func parseWithoutJSONPrintsTheTitleAndFields() throws {
    let intake = try IntakeSandbox()
    let result = try intake.succeed(
      ["parse"] + intake.db + IntakeSandbox.clock + ["call Ana tmrw 3pm about the budget !high"])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "Call Ana about the budget")
    #expect(lines.contains("  priority: high"))
  }

  @Test func emptyTextExits64() throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(["parse"] + intake.db + IntakeSandbox.clock + [""])
    #expect(result.status == 64)
    #expect(result.stderrLines.first?.hasPrefix("Error: the task text is empty") == true)
  }
}
