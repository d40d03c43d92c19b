import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Records of committees and councils: numbered topics with their actions indented under
  /// them, roll calls in columns, verbatim transcripts with speakers in capitals.
  @Suite("Committee records")
  struct CommitteeRecordsTests {
    /// Each task as "text | owners | due date" (`SegmenterFixtures.taskLines`).
    func tasks(_ text: String, fileName: String = "notes.txt") -> [String] {
      SegmenterFixtures.taskLines(text, fileName: fileName)
    }

    @Test func aNumberedTopicAtTheMarginEndsTheActionsIndentedUnderTheOneBefore() {
      let text = """
        Garden committee, 18 November 2026

        1. Spring planting

           Wen listed the beds that need compost. Olu asked about seed costs.

           Actions:
           - Olu to price the seed order by Friday.

        2. Shed repairs

           The roof leaks again; nobody has a quote yet.

        3. Open day

           Actions:
           - Wen to book the marquee.
        """
      #expect(
        tasks(text) == [
          "Price the seed order | Olu | 2026-11-20",
          "Book the marquee | Wen | -",
        ])
    }

    @Test func aRollCallInColumnsNamesThePersonInTheFirstColumnOnly() {
      let text = """
        Board of the Lantern Library Trust, 17 November 2026

        Present:
          Marta Oyelowo        Individual member
          Tobias Lindgren      Harbour Freight Ltd
          Ines Barros          Friends of the Library (Treasurer)

        Actions
          - (Tobias Lindgren) circulate the lease draft to the board.
          - (Marta Oyelowo) ask the council about the roof grant.
          - Ines Barros: close the old savings account.
        """
      #expect(
        tasks(text) == [
          "Circulate the lease draft to the board | Tobias Lindgren | -",
          "Ask the council about the roof grant | Marta Oyelowo | -",
          "Close the old savings account | Ines Barros | -",
        ])
    }
  }
}
