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

    @Test func aVerbatimTranscriptsStepsOfProcedureAreNoTasksAndItsSpeakersInCapitalsAreNames() {
      let text = """
        HARBOUR COMMISSION, REGULAR MEETING, 18 NOVEMBER 2026

        CHAIR LINDQVIST: Good evening. I'll call this meeting of the Harbour Commission to \
        order. Would you call the roll, please?
        CLERK ODUYA: Commissioner Baptiste.
        COMMISSIONER BAPTISTE: Present.
        CHAIR LINDQVIST: I'll open the public hearing on the ferry timetable.
        COMMISSIONER BAPTISTE: I'll move approval of the revised timetable.
        COMMISSIONER ROUX: I'll second that.
        CHAIR LINDQVIST: I'll close the public hearing. Before we finish, I'll send the \
        harbour master our letter on Friday.
        COMMISSIONER ROUX: I'll move the spare buoys to the north shed tomorrow.
        COMMISSIONER BAPTISTE: I'll open the meeting notes and add the ferry figures.
        MS. NAKASHIMA-REID: I can brief the ferry operators this week.
        """
      #expect(
        tasks(text) == [
          "Send the harbour master our letter | Lindqvist | 2026-11-20",
          "Move the spare buoys to the north shed | Roux | 2026-11-19",
          "Open the meeting notes and add the ferry figures | Baptiste | -",
          "Brief the ferry operators | Nakashima-Reid | 2026-11-20",
        ])
    }

    @Test func aLongNameTheRollCallGaveOwnsTheItemItClosesAndNotNeededDropsAStruckOne() {
      let text = """
        # Steering committee 2026-11-18

        ## Roll call

        | Member | Company |
        |---|---|
        | Nguyen Thi Minh Khai | Lotus Labs |
        | Bo Andersen | Individual |

        ## Action items

        * Ask the packaging group who can review the installer — Nguyen Thi Minh Khai
        * ~~Bo to book the summit room~~ — not needed, the venue includes one
        * ~~Bo to renew the certificate~~ superseded by the new hosting plan
        """
      #expect(
        tasks(text, fileName: "steering.md") == [
          "Ask the packaging group who can review the installer | Nguyen Thi Minh Khai | -"
        ])
    }

    @Test func workHandedToAPersonOrAGroupIsTheirs() {
      let text = """
        PARKS BOARD, 18 NOVEMBER 2026

        COMMISSIONER WEBB: Do we know what the fence repairs would cost?
        PARKS DIRECTOR OKAFOR: Not tonight. We'll have Public Works get you a number on the \
        repairs by next Friday.
        COMMISSIONER WEBB: And the playground inspection?
        PARKS DIRECTOR OKAFOR: I'll have Marco book the inspector tomorrow.
        """
      #expect(
        tasks(text) == [
          "Get you a number on the repairs | Public Works | 2026-11-27",
          "Book the inspector | Marco | 2026-11-19",
        ])
    }

    @Test func allOfAKindNamedByWhatTheyDoIsAGroupOwner() {
      let text = """
        # Working group call 2026-11-18

        ## Action items

        - All translators: check the glossary terms in the shared sheet by Friday.
        """
      #expect(
        tasks(text, fileName: "wg.md") == [
          "Check the glossary terms in the shared sheet | All translators | 2026-11-20"
        ])
    }
  }
}
