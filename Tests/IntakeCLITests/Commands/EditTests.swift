import Foundation
import Testing

@Suite("intake edit")
struct EditTests {
  /// Runs `edit` on `id` against the fixed clock.
  private func edit(_ intake: IntakeSandbox, _ id: String, _ options: [String]) throws
    -> CommandResult
  {
    try intake.run(["edit"] + intake.db + IntakeSandbox.clock + [id] + options)
  }

  @Test func editChangesEveryFieldGivenInOneVersion() throws {
    let intake = try IntakeSandbox()
    try intake.succeed(["team", "add"] + intake.db + ["Ana Lima", "--alias", "ana"])
    let task = try intake.add("call the bank tmrw !low")
    let result = try edit(
      intake, String(task.id.prefix(8)),
      [
        "--text", "Call the bank about the loan", "--due", "next monday 9am", "--priority",
        "urgent", "--assignee", "ana",
      ])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("Call the bank about the loan\n  id: \(task.id)\n"))
    let edited = try intake.show(task.id)
    #expect(edited.text == "Call the bank about the loan")
    #expect(edited.dueDate == "2026-03-09")
    #expect(edited.dueTime == "09:00")
    #expect(edited.priority == "urgent")
    #expect(edited.assignedTo == "Ana Lima")
    #expect(edited.owners == ["Ana Lima"])
    #expect(edited.version == 2)
    #expect(edited.updatedBy == "tester")
    #expect(edited.createdAt == task.createdAt)
    #expect(edited.sourceText == task.sourceText)
  }

  @Test func eachEditBumpsTheVersion() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("call the bank")
    for (step, options) in [
      ["--priority", "high"], ["--text", "Call the bank"], ["--due", "fri"],
    ]
    .enumerated() {
      #expect(try edit(intake, task.id, options).status == 0)
      #expect(try intake.show(task.id).version == step + 2)
    }
  }

  @Test func noneClearsTheDueDateAndTheAssignee() throws {
    let intake = try IntakeSandbox()
    try intake.succeed(["team", "add"] + intake.db + ["Ana Lima", "--alias", "ana"])
    let task = try intake.add("ana to call the bank tmrw 3pm")
    #expect(task.assignedTo == "Ana Lima")
    #expect(task.dueTime == "15:00")
    #expect(try edit(intake, task.id, ["--due", "none", "--assignee", "none"]).status == 0)
    let edited = try intake.show(task.id)
    #expect(edited.dueDate == nil)
    #expect(edited.dueTime == nil)
    #expect(edited.assignedTo == nil)
    #expect(edited.owners.isEmpty)
  }

  @Test func aDueThatIsNotADateExits1AndLeavesTheTask() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("call the bank tmrw")
    let result = try edit(intake, task.id, ["--due", "banana", "--priority", "high"])
    #expect(result.status == 1)
    #expect(
      result.stderrLines
        == [
          "Error: --due \"banana\" is not a date; write one like \"next friday 3pm\" or 2026-04-02"
        ])
    #expect(try intake.show(task.id) == task)
  }

  @Test func anAssigneeNotOnTheTeamIsKeptWithAWarningAndJoinsTheirOtherSpellings() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("call the bank")
    try intake.add("Priya Raman to book the venue")
    let result = try edit(intake, task.id, ["--assignee", "@zoe"])
    #expect(result.status == 0)
    #expect(
      result.stderrLines
        == [
          "warning: zoe is not on the team; kept as written (add them with intake team add \"zoe\")"
        ])
    #expect(try intake.show(task.id).owners == ["zoe"])
    try intake.succeed(["edit"] + intake.db + [task.id, "--assignee", "priya-r"])
    #expect(try intake.show(task.id).owners == ["Priya Raman", "zoe"])
  }

  @Test func anAssigneeWhoCouldBeTwoPeopleExits1AndLeavesTheTask() throws {
    let intake = try IntakeSandbox()
    try intake.add("Priya Raman to book the venue")
    try intake.add("Priya Shah to print the badges")
    let task = try intake.add("call the bank")
    let result = try edit(intake, task.id, ["--assignee", "priya"])
    #expect(result.status == 1)
    #expect(
      result.stderrLines == [
        "Error: --assignee \"priya\" could be Priya Raman or Priya Shah; write the full name"
      ])
    #expect(try intake.show(task.id) == task)
  }

  @Test func anUnknownPriorityExits64() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("call the bank")
    let result = try edit(intake, task.id, ["--priority", "extreme"])
    #expect(result.status == 64)
    #expect(result.stderrLines.first?.contains("extreme") == true)
    #expect(try intake.show(task.id) == task)
  }

  @Test func editingAnUnknownIDExits1() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("call the bank")
    let unknown = IntakeSandbox.prefix(matchingNoneOf: [task])
    let result = try edit(intake, unknown, ["--priority", "high"])
    #expect(result.status == 1)
    #expect(
      result.stderrLines == ["Error: no task matches \"\(unknown)\"; run intake list to see ids"])
    #expect(try intake.show(task.id) == task)
  }
}
