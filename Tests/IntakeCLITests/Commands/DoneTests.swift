import Foundation
import Testing

@Suite("intake done, reopen and rm")
struct DoneTests {
  @Test func doneMarksTheTaskDoneAndBumpsItsVersion() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("buy milk")
    let result = try intake.succeed(
      ["done"] + intake.db + [String(task.id.prefix(8))], environment: ["INTAKE_USER": "bo"])
    #expect(result.stdout == "Done \(task.id.prefix(8)): Buy milk\n")
    let done = try intake.show(task.id)
    #expect(done.status == "done")
    #expect(done.version == 2)
    #expect(done.updatedBy == "bo")
    #expect(done.text == task.text)
  }

  @Test func doneOnADoneTaskSaysSoAndChangesNothing() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("buy milk")
    let id = String(task.id.prefix(8))
    try intake.succeed(["done"] + intake.db + [id])
    let again = try intake.succeed(["done"] + intake.db + [id])
    #expect(again.stdout == "\(id) is already done: Buy milk\n")
    #expect(try intake.show(task.id).version == 2)
  }

  @Test func doneTakesSeveralIDs() throws {
    let intake = try IntakeSandbox()
    let milk = try intake.add("buy milk")
    let bread = try intake.add("buy bread")
    try intake.succeed(["done"] + intake.db + [milk.id, bread.id])
    #expect(try intake.list().isEmpty)
    #expect(try intake.list(["--status", "done"]).count == 2)
  }

  @Test func doneWithOneUnknownIDChangesNoTask() throws {
    let intake = try IntakeSandbox()
    let milk = try intake.add("buy milk")
    let result = try intake.run(["done"] + intake.db + [milk.id, "zzzz"])
    #expect(result.status == 1)
    #expect(result.stderrLines == ["Error: no task matches \"zzzz\"; run intake list to see ids"])
    #expect(try intake.show(milk.id) == milk)
  }

  @Test func reopenMakesADoneTaskTodoAgain() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("buy milk")
    try intake.succeed(["done"] + intake.db + [task.id])
    let result = try intake.succeed(["reopen"] + intake.db + [task.id])
    #expect(result.stdout == "Reopened \(task.id.prefix(8)): Buy milk\n")
    let reopened = try intake.show(task.id)
    #expect(reopened.status == "todo")
    #expect(reopened.version == 3)
    #expect(try intake.list().map(\.id) == [task.id])
  }

  @Test func rmDeletesTheTask() throws {
    let intake = try IntakeSandbox()
    let milk = try intake.add("buy milk")
    let bread = try intake.add("buy bread")
    let result = try intake.succeed(["rm"] + intake.db + [String(milk.id.prefix(8))])
    #expect(result.stdout == "Deleted \(milk.id.prefix(8)): Buy milk\nintake undo brings it back\n")
    #expect(try intake.list(["--all"]) == [bread])
    #expect(try intake.run(["show"] + intake.db + [milk.id]).status == 1)
  }

  @Test func rmWithOneUnknownIDDeletesNothing() throws {
    let intake = try IntakeSandbox()
    let milk = try intake.add("buy milk")
    let unknown = IntakeSandbox.prefix(matchingNoneOf: [milk])
    let result = try intake.run(["rm"] + intake.db + [milk.id, unknown])
    #expect(result.status == 1)
    #expect(
      result.stderrLines == ["Error: no task matches \"\(unknown)\"; run intake list to see ids"])
    #expect(try intake.list() == [milk])
  }
}
