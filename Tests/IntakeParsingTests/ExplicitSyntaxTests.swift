import IntakeCore
import Testing

@testable import IntakeParsing

/// The attributes typed in todo.txt's and Taskwarrior's syntax, and the "--" that ends them.
///
/// The phrase classes are scored in quick-add/explicit-syntax.jsonl; these pin the edges.
@Suite("Explicit syntax")
struct ExplicitSyntaxTests {
  @Test func aLoneDoubleDashSplitsTheText() {
    #expect(
      TaskParser.split(atStop: "call the hotel -- due tomorrow")! == (
        "call the hotel ", "due tomorrow"
      ))
    #expect(TaskParser.split(atStop: "-- Friday Night Lights")! == ("", "Friday Night Lights"))
    #expect(TaskParser.split(atStop: "pre--post") == nil)
    #expect(TaskParser.split(atStop: "a --flag") == nil)
    #expect(TaskParser.split(atStop: "nothing after --") == nil)
  }

  @Test func whatFollowsTheDashesIsTitleAsTyped() {
    let draft = Fixtures.parse("-- due tomorrow")
    #expect(draft.text == "Due tomorrow")
    #expect(draft.dueDate == nil)
    #expect(draft.diagnostics.isEmpty)
  }

  @Test func documentsReadDoubleDashesAsDashes() {
    var context = Fixtures.context()
    context.stopsAtDoubleDash = false
    let draft = TaskParser(context: context).parse("also -- bring the chairs back by friday")
    #expect(draft.dueDate == Fixtures.date("2026-03-06"))
  }

  @Test func aTodoTxtPriorityIsAnUpperCaseLetterFirst() {
    #expect(Fixtures.parse("(B) renew the domain").priority == .high)
    #expect(Fixtures.parse("(Z) tidy the shed").priority == .low)
    // Lower case, or not first, is text.
    #expect(Fixtures.parse("(b) renew the domain").priority == .medium)
    #expect(Fixtures.parse("renew the domain (A)").priority == .medium)
  }

  @Test func aKnownPersonIsNeverAContext() {
    // Fixtures.team knows Ana; "@ana" stays her even on a todo.txt line.
    let draft = Fixtures.parse("(A) @ana send the invoice +billing")
    #expect(draft.owners == ["Ana Lima"])
    #expect(draft.tags == ["billing"])
  }

  @Test func keyValuesNeedTheirColonAndValueJoined() {
    #expect(Fixtures.parse("set priority: h for the bug").priority == .medium)
    #expect(Fixtures.parse("water plants rec: 3d").recurrence == nil)
    #expect(Fixtures.parse("water plants rec:3x").recurrence == nil)
  }
}
