import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Explicit markers and the clean-up of entries that are tasks by position.
  @Suite("ActionFinder+Markers")
  struct ActionFinderMarkersTests {
    struct Case: Sendable, CustomTestStringConvertible {
      let entry: String
      let text: String
      var owners: [String] = []
      var speaker: String?
      var status: TaskStatus?
      var testDescription: String { entry }
    }

    func finder() -> ActionFinder {
      var finder = ActionFinder()
      finder.names.add("Ana Lima")
      finder.names.add("Uma Shah")
      return finder
    }

    @Test(arguments: [
      Case(entry: "ACTION: Ana to send the deck", text: "Ana to send the deck"),
      Case(entry: "ACTION 62.5: Ana to send the deck", text: "Ana to send the deck"),
      Case(entry: "AI (Ana Lima): send the deck", text: "send the deck", owners: ["Ana Lima"]),
      Case(entry: "TODO(@bo): rotate the keys", text: "rotate the keys", owners: ["bo"]),
      Case(
        entry: "[NEW] ACTION: Bo to rotate the keys", text: "Bo to rotate the keys",
        status: .open),
      Case(entry: "I'll send the deck", text: "send the deck", owners: ["Bo"], speaker: "Bo"),
      Case(entry: "Ana: I'll send the deck", text: "send the deck", owners: ["Ana"]),
      Case(entry: "We need to book the room", text: "book the room", speaker: "Bo"),
      Case(entry: "send the deck", text: "send the deck", owners: ["Bo"], speaker: "Bo"),
      Case(entry: "Ana to send the deck", text: "Ana to send the deck", speaker: "Bo"),
      Case(entry: "bo to rotate the keys", text: "bo to rotate the keys", speaker: "bo"),
      Case(entry: "Renew the domain (Bo)", text: "Renew the domain", owners: ["Bo"]),
      Case(entry: "Update the copy — Rosa", text: "Update the copy", owners: ["Rosa"]),
      Case(entry: "Update the plan — Ana, EOW", text: "Update the plan EOW", owners: ["Ana"]),
      Case(
        entry: "Prepare the FAQ, Uma, tomorrow", text: "Prepare the FAQ tomorrow",
        owners: ["Uma"]),
      Case(entry: "Ship the build (done)", text: "Ship the build", status: .done),
      Case(entry: "[IN PROGRESS] Ship the build", text: "Ship the build", status: .open),
    ])
    func anEntryIsCleanedForTheTaskParser(_ test: Case) throws {
      let task = try #require(finder().cleanTask(test.entry, speaker: test.speaker))
      #expect(task.text == test.text)
      #expect(task.owners == test.owners)
      #expect(task.status == test.status)
    }

    @Test(arguments: ["None", "n/a", "- nothing this week", "https://example.com/doc", "TBD."])
    func anEntryThatSaysThereIsNothingToDo(_ entry: String) {
      #expect(finder().cleanTask(entry, speaker: nil) == nil)
    }

    @Test func aGroupBeforeABareVerbOwnsTheEntry() {
      let finder = finder()
      let freeze = finder.cleanTask("Release managers confirm the code-freeze dates", speaker: nil)
      #expect(freeze?.owners == ["Release managers"])
      #expect(freeze?.text == "confirm the code-freeze dates")
      #expect(
        finder.cleanTask("Grounds crew reseed the goalmouths", speaker: nil)?.owners
          == ["Grounds crew"])
      #expect(
        finder.cleanTask("Docs guild: review the style guide", speaker: nil)?.owners == [
          "Docs guild"
        ])
      // A report, not a task of the group's; a vote reported is no task at all.
      #expect(finder.cleanTask("Board approved the budget", speaker: nil) == nil)
      #expect(finder.cleanTask("Staff are short this month", speaker: nil)?.owners == [])
    }

    @Test func aRotaNamedByWhatItCoversOwnsTheEntry() {
      let finder = finder()
      let keys = finder.cleanTask("Payments on-call: rotate the API keys", speaker: nil)
      #expect(keys?.owners == ["Payments on-call"])
      #expect(keys?.text == "rotate the API keys")
      let runbook = finder.cleanTask("SRE on-call - update the runbook", speaker: nil)
      #expect(runbook?.owners == ["SRE on-call"])
      // Being on call is a task of nobody named.
      #expect(finder.cleanTask("Be on-call for the product launch", speaker: nil)?.owners == [])
    }

    @Test func aKnownFirstNameKeepsItsSurnameAfterAMarker() {
      var finder = finder()
      _ = finder.names.add("Lukas Brandt")
      #expect(finder.cleanTask("ACTION: Lukas Brandt to send the dates", speaker: nil) != nil)
      #expect(
        finder.ownerTag(in: "Dates to be confirmed. ACTION: Lukas Brandt")?.owners
          == ["Lukas Brandt"])
    }

    @Test func theAuthorOwnsOnlyTheirIll() {
      let finder = finder()
      #expect(finder.cleanTask("I'll send it", speaker: nil, author: "Ana")?.owners == ["Ana"])
      #expect(finder.cleanTask("send it", speaker: nil, author: "Ana")?.owners == [])
    }

    @Test(arguments: [
      ("Action items:", true), ("ACTION ITEMS", true), ("Action Ana to send", false),
      ("AI: send it", true), ("Ai: send it", false), ("TODO fix it", true),
      ("todo fix it", false), ("Task: send it", true), ("Tasks are late", false),
    ])
    func whatOpensAMarker(_ text: String, _ isMarker: Bool) {
      #expect((finder().marker(Item(text), at: 0, speaker: nil) != nil) == isMarker)
    }
  }
}
