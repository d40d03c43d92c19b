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
    @Test func anImprovementPlansContactOwnsTheRowAndItsCompletionDateDatesIt() {
      let text = """
        # Flood drill: improvement plan

        Report date: 2 March 2026

        | # | Finding | Corrective Action | Responsible Agency | Point of Contact | Completion Date |
        |---|---------|-------------------|--------------------|------------------|-----------------|
        | 1 | Radios not patched | Patch the liaison radios and test the talkgroup | Sheriff's Office | Nadia Brenner | 04/10/2026 |
        | 2 | Old shelter list | Update the shelter list in the county portal | Public Health | Obi Kanu | TBD |
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "aar.md") == [
          "Patch the liaison radios and test the talkgroup | Nadia Brenner | 2026-04-10",
          "Update the shelter list in the county portal | Obi Kanu | -",
        ])
    }

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

    @Test func theFloorAskingTheBodyGivesNoWork() {
      let text = """
        Library board of trustees, regular meeting, November 17, 2026

        PUBLIC COMMENT
        A resident of Eastfield asked the Board to consider Sunday hours at the branch.
        - A stakeholder described RVs parked near the wash and asked the board to take a position.
        The Chair asked the Director to report back on Sunday staffing costs by December 1.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "board.txt") == [
          "Report back on Sunday staffing costs | Director | 2026-12-01"
        ])
    }

    @Test func aMessagesFollowUpsListAsksByNameAndPromisesInTheWritersWords() {
      let text = """
        From: Oksana Hrytsenko <oksana.h@example.org>
        To: dev@lists.example.org
        Date: Tue, 24 Nov 2026 09:12:44 +0100
        Subject: 4.2.0 release: follow-ups

        Follow-ups, please shout if something is wrong:

        1. Aisha, could you take another look at QRY-9134? The plan is still worse than
           on 4.1.
        2. QRY-9141: I'll run the license check myself tonight.
        3. Docker images: Hamid, please check that the arm64 tag is published.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "thread.txt") == [
          "Take another look at QRY-9134 | Aisha | -",
          "Run the license check myself | Oksana Hrytsenko | 2026-11-24 20:00",
          "Check that the arm64 tag is published | Hamid | -",
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

extension SegmenterTests {
  /// A project's report to its foundation, on a wiki: a form's questions answered with
  /// ticked boxes and dates, then "Next steps" as a paragraph; and a board's requests to its
  /// director.
  @Suite("Reports and requests")
  struct ReportTests {
    @Test func aReportsFormAndItsNextStepsParagraph() {
      let text = """
        = Quillmark (incubating) - November 2026 report =

        Submitted: 2026-11-18 by Dorota Wisniewska (PPMC chair)

        == How would you assess the podling's maturity? ==

          [ ] Initial setup
          [X] Community building
          [ ] Graduated

        == When were the last committers elected? ==

          Kwabena Asante, 2026-10-19

        == Next steps ==

        Dorota will file the software grant with the foundation secretary by the end of the
        month. Teodor is release manager again and will cut 0.4.1 by next Tuesday. We still
        need to write a short page on how to become a committer. Kwabena plans to invite the
        Grebe maintainers within 30 days.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "report.txt", includeDone: true) == [
          "File the software grant with the foundation secretary | Dorota Wisniewska | 2026-11-30",
          "Cut 0.4.1 | Teodor | 2026-11-24",
          "Write a short page on how to become a committer |  | -",
          "Invite the Grebe maintainers | Kwabena Asante | 2026-12-18",
        ])
    }

    @Test func aBoardsRequestsToItsDirectorAreTheDirectors() {
      let text = """
        LIBRARY BOARD OF TRUSTEES - REGULAR MEETING
        November 17, 2026

        DIRECTOR'S REPORT
        Director Howard Nakashima reported that circulation rose 6% in October.

        BOARD REQUESTS TO THE DIRECTOR
        1. Provide the draft budget to all trustees by December 1.
        2. Report how many hotspots are overdue by more than 60 days.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "library.txt") == [
          "Provide the draft budget to all trustees | Howard Nakashima | 2026-12-01",
          "Report how many hotspots are overdue by more than 60 days | Howard Nakashima | -",
        ])
    }
  }
}
