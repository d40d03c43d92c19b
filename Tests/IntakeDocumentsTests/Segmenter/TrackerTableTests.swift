import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Shapes of open communities' and public bodies' records: a triage table whose last
  /// column is the status and next step, a list titled with a remark after a comma, and a
  /// council's "Board Actions" (the motions it voted).
  @Suite("Triage tables and voted actions")
  struct TrackerTableTests {
    @Test func aTriageTableGivesEachOpenRowsNextStep() {
      let text = """
        # Security team sync

        Date: 2026-11-19
        Attendees: Chidi Okwu (@okwu), Vera Hansen (@vhansen)

        ## Triage

        | ID | Summary | Assignee | Status / next step |
        |----|---------|----------|--------------------|
        | S-29 | Header injection in redirects | @okwu | Fixed in 4.2.3, advisory out. Closed. |
        | S-32 | Memory growth with slow frames | @vhansen | Reproduce on 4.2.x with the script |
        | S-34 | Missing HSTS on the docs site | - | Not a vulnerability. Closed. |
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "triage.md") == [
          "Reproduce on 4.2.x with the script (Memory growth with slow frames) | Vera Hansen | -"
        ])
    }

    @Test func aListTitleWithARemarkAfterItsCommaIsStillItsTitle() {
      let text = """
        **@selin-a** commented on Nov 24, 2026

        Follow-ups from yesterday, as I understood them:

        - @selin-a address the remaining review comments by Friday
        - @kwame-b write up the two options in the issue
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "issue.md") == [
          "Address the remaining review comments | selin-a | 2026-11-27",
          "Write up the two options in the issue | kwame-b | -",
        ])
    }

    @Test func boardActionsAreTheMotionsVoted() {
      let text = """
        Neighborhood council board meeting, November 12, 2026

        6. Board Actions
        6a. Motion to approve a grant of $1,500 to the school PTA for the garden.
        Moved: Gloria Esquivel  Seconded: Mei-Lin Howard
        Vote: Yes 10, No 0. Motion passes.
        Follow-up by: Raymond Tsai - submit the grant application within 10 days.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "council.txt") == [
          "Submit the grant application | Raymond Tsai | 2026-11-22"
        ])
    }
  }
}
