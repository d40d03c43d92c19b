import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Records that summarise a meeting or a week: "AP:" action points of a collaboration's
  /// minutes, a "Next steps:" paragraph per person, a remark ("FYI …") among the follow-ups.
  @Suite("Summary and review shapes")
  struct SummaryAndReviewShapesTests {
    /// Each task as "text | owners | due date" (`SegmenterFixtures.taskLines`).
    func tasks(_ text: String, fileName: String = "minutes.txt") -> [String] {
      SegmenterFixtures.taskLines(text, fileName: fileName)
    }

    @Test func actionPointsWithoutANumberAreActions() {
      let text = """
        Tracker upgrade meeting, Thursday 19 November 2026
        Present: Elif Sahin, Marek Duda, Iris Baptiste

        1. Alignment (E. Sahin, 15')
        - Residuals look flat after the new fit.
        AP: Sahin to rerun the alignment with the December cosmics.
        AP (Duda, Baptiste): write a two-page note on the module survey by 4 December.
        """
      #expect(
        tasks(text) == [
          "Rerun the alignment with the December cosmics | Elif Sahin | -",
          "Write a two-page note on the module survey | Marek Duda, Iris Baptiste | 2026-12-04",
        ])
    }

    @Test func aNextStepsParagraphHoldsATaskPerSentenceThatGivesWork() {
      let text = """
        # Sprint week recap, 20 November 2026

        ## Noor Haddad

        **What I did:** Rewrote the installer and closed 30 stale issues.

        **Next steps:** Ship the installer beta by the 27th. Then I'll look at the Windows
        signing problem. The beta window stays open for two weeks.

        ## Tove Lund

        **Next steps:** Merge the parser rewrite.
        """
      #expect(
        tasks(text, fileName: "recap.md") == [
          "Ship the installer beta | Noor Haddad | 2026-11-27",
          "Look at the Windows signing problem. The beta window stays open for two weeks | Noor Haddad | -",
          "Merge the parser rewrite | Tove Lund | -",
        ])
    }

    @Test func aRemarkAmongTheFollowUpsIsNoTask() {
      let text = """
        Follow-up tasks

          *   Carrier list: send the signed forms to legal by Friday. (Dario Russo)
          *   FYI the steering review has moved to 8 December.
          *   FYI, the venue changed; I'll update the invite today.
        """
      #expect(
        tasks(text) == [
          "Carrier list: send the signed forms to legal | Dario Russo | 2026-11-27",
          "Update the invite |  | 2026-11-25",
        ])
    }

    @Test func anOfficialReportGivesWorkByTurnAndToTheClerk() {
      let text = """
        Transport Committee
        Tuesday 17 November 2026

        Present: Tom Reyes (Clerk)

        The Convener (Ines Marlow): Good morning. I will start with a general question on
        the bus franchising bill, and then I will bring in Ada Finch.

        Ada Finch (Glenmore West) (Harbour Party): Thank you. I will raise the rural fares
        with the minister when she gives evidence next week.

        Ben Osei: Could we ask the clerk to get the operators' figures before then?

        The Convener: Yes. I will write to the minister by Friday, and I ask the clerk to
        circulate a draft to members by Thursday.
        """
      #expect(
        tasks(text) == [
          "Raise the rural fares with the minister when she gives evidence | Ada Finch | 2026-11-23",
          "Get the operators' figures before then | Tom Reyes | -",
          "Write to the minister | Ines Marlow | 2026-11-20",
          "Circulate a draft to members | Tom Reyes | 2026-11-19",
        ])
    }

    @Test func aQualityReviewGivesOnlyItsActionLog() {
      let text = """
        # Management review, 18 November 2026

        ## Actions from the last review

        | Ref | Action | Owner | Status |
        |---|---|---|---|
        | R-07 | Recalibrate the torque drivers | Ops Lead | Complete - closed |
        | R-08 | Audit the paint line supplier | Buyer | Open - carried forward as R-12 |

        ## Nonconformities and corrective actions
        - NC-31 - containment done; root cause still under study.

        ## Action log

        | Ref | Action | Owner | Due |
        |---|---|---|---|
        | R-12 | Audit the paint line supplier | Buyer | 4 December |

        Record approved: Nell Harper, Site Director
        """
      #expect(
        tasks(text, fileName: "review.md") == [
          "Audit the paint line supplier | Buyer | 2026-12-04"
        ])
    }

    @Test func theWritersLaterClauseTakesATopicOn() {
      let text = """
        From: Dario Russo <dario@example.com>
        Subject: Notes from the carrier sync

        Follow-up tasks

          *   Rates: send the signed forms to legal. (Ana Lima)

        My additions:

          *   Carrier FAQ page: nobody took it in the meeting, so I'll pick it up next week.
        """
      #expect(
        tasks(text, fileName: "mail.txt") == [
          "Rates: send the signed forms to legal | Ana Lima | -",
          "Carrier FAQ page: nobody took it in the meeting, so I'll pick it up | Dario Russo | 2026-11-30",
        ])
    }

    @Test func anEntryThatEndsWithWhoHasItIsTheirs() {
      let text = """
        Committee meeting, Tuesday 17 November 2026
        Present: Hannah Ortiz, Tobi Adeyemi

        Winter walk
        - Hut is booked and paid
        - Kit list to go up on the page - Hannah's doing it
        - Book the minibus – Tobi's on it
        - The route is the same as last year - Tobi's idea
        """
      #expect(
        tasks(text) == [
          "Kit list to go up on the page | Hannah Ortiz | -",
          "Book the minibus | Tobi Adeyemi | -",
        ])
    }
  }
}
