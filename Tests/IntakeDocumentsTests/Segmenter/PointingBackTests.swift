import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Words that point back to a sentence before: "it" after a thing was named, "she'll"
  /// after a person was.
  @Suite("Pointing back")
  struct PointingBackTests {
    func items(_ text: String) -> [DocumentItem] {
      SegmenterFixtures.items(text, fileName: "sync.md")
    }

    @Test func anEntrysTaskOnItTakesTheThingItsSentenceBeforeNamed() {
      let text = """
        # Web sync, 3 March 2026

        ## Updates
        * The onboarding checklist is ready for review. @dmitri will review it by Monday.
        * The release notes are done. Nobody had time to proofread.
        """
      let found = items(text)
      #expect(found.map(\.impliedOwners) == [["dmitri"]])
      #expect(found.first?.context == "The onboarding checklist is ready for review.")
    }

    @Test func aVerbsParticleStandsBetweenItAndThePronoun() {
      let text = """
        # Web sync, 3 March 2026

        ## Updates
        The import rules are hard to follow. @kasia and @theo will sync on it this week.

        The fixtures are out of date. Theo will go over them on Friday.

        The vendor's engineers are stuck on the upgrade. Ravi will meet with them on Friday.
        """
      #expect(
        items(text).map(\.context) == [
          "The import rules are hard to follow.", "The fixtures are out of date.", nil,
        ])
    }

    @Test func sheInALaterClauseIsWhoTheSentenceBeforeOpenedWith() {
      let text = """
        # Web sync, 3 March 2026

        ## Updates
        @kasia showed the new export dialog. The preview still flickers on HiDPI screens;
        she'll attach a recording to the ticket.

        Attendees: Jen Okafor, Ravi Shah

        Jen thanked the volunteers. The principal asked us to fund the reading corner; she
        will present a budget in November.
        """
      let found = items(text)
      #expect(found.first?.impliedOwners == ["kasia"])
      // "The principal" asked: she is the one who will present, not Jen.
      #expect(!found.contains { $0.impliedOwners.contains("Jen Okafor") })
    }
  }
}
