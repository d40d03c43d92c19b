import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Minutes whose topics are numbered titles in bold.
  ///
  /// A topic about actions ends at the next numbered topic, escaped as a Markdown export
  /// writes it or not.
  @Suite("Numbered topics in bold")
  struct NumberedTopicsTests {
    static let minutes = """
      **Library Friends – committee notes – 2026-02-11**

      **1\\. Review of open actions**

      * Noor – ask the council about the book sale permit: done.

      **2\\. Spring book sale**

      * Priya asked whether we can use the side hall again this year.
      * Tom thinks the poster needs a bigger date.

      AI: Tom to reprint the posters with the new date by Friday.
      """

    @Test func theNextNumberedTopicEndsTheReview() {
      #expect(
        SegmenterFixtures.taskLines(Self.minutes, fileName: "friends.md") == [
          "Reprint the posters with the new date | Tom | 2026-02-13"
        ])
    }

    @Test func minutesApprovedAsAnAgendaItemKeepTheMeetingsDay() {
      let text = """
        **Library Friends – committee notes – 2026-02-11**

        **1\\. Minutes of 2026-01-14**

        Approved without changes.

        AI: Noor to send the sale rota to the volunteers by Friday.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "friends.md") == [
          "Send the sale rota to the volunteers | Noor | 2026-02-13"
        ])
    }

    @Test(arguments: [
      ("3. Budget", true), ("3\\. Budget", true), ("12) Budget", true), ("2026 budget", false),
      ("3.5 million", false), ("Budget", false),
    ])
    func aTopicNumber(_ title: String, _ isNumbered: Bool) {
      #expect(NotesClassifier.opensWithTopicNumber(Array(title.utf8)) == isNumbered)
    }
  }
}
