import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// An ask that says first why it goes to the one named: "Tobias, you wrote the parser:
  /// could you …", "Ana, you know the venue, so can you …".
  @Suite("Asks with a reason first")
  struct ReasonedAskTests {
    @Test func theOneNamedBeforeTheReasonIsAsked() {
      let text = """
        From: Ingrid Vos <ingrid@example.org>

        Thanks both. Milan, you set up the old build farm: could you write down how the
        runners are registered before Friday?

        Ana, you know the caterers, so can you get a quote for the dinner?
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "thread.txt") == [
          "Write down how the runners are registered | Milan | 2026-11-27",
          "Get a quote for the dinner | Ana | -",
        ])
    }

    @Test func aNameThatIsTheSubjectIsNotAsked() {
      let text =
        "Hi, this is Priya from the surgery. Dr. Mensah is away that day, so could you call us "
        + "back to pick a new time? Thanks, bye."
      let found = DocumentParser.message(text, base: SegmenterFixtures.shapesContext)
      #expect(found.map(\.draft.text) == ["Call us back to pick a new time"])
      #expect(found.map(\.draft.owners) == [[]])
    }
  }
}
