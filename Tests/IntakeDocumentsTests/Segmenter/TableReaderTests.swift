import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Tables of actions with owner and due columns.
  @Suite("TableReader")
  struct TableReaderTests {
    @Test func aTaskTableOutsideAnActionsSection() {
      let text = """
        ## Launch
        | Task | Assignee | Due date | Status |
        |:-----|:--------:|---------:|--------|
        | Send the deck | @ana | Friday | open |
        | Print flyers | Bo | before May 8 | done |
        | [x] Book venue | Carla | | |
        | Old banner | Dan | | dropped |
        """
      let items = SegmenterFixtures.items(text, fileName: "launch.md")
      // "done" in the status column reports a finished task, as "— done" does on a line of
      // notes; a checked box keeps the task, done.
      #expect(items.map(\.text) == ["Send the deck by Friday", "Book venue"])
      #expect(items.map(\.impliedOwners) == [["ana"], ["Carla"]])
      #expect(items.map(\.isDone) == [false, true])
    }

    @Test func aTableWithoutOuterPipesIsATableWhenItsHeaderNamesTheColumns() {
      let text = """
        Retro, sprint 9

          # | Action | Owner | Due | Status
          1 | Add retries to the export job | @Ana Lima | May 12, 2026 | To do
          2 | Write down the freeze rules | | | To do

        We talked about lunch | the new place | downstairs
        """
      let items = SegmenterFixtures.items(text, fileName: "retro.txt")
      #expect(
        items.map(\.text) == [
          "Add retries to the export job by May 12, 2026", "Write down the freeze rules",
        ])
      #expect(items.map(\.impliedOwners) == [["Ana Lima"], []])
    }

    @Test func aPlainTextTableLinedUpWithSpacesGivesItsRowsAndOwnersByInitial() {
      let text = """
        Trustees present: Marguerite Van Dyke (Chair), Osei Boateng (Treasurer)

        ACTION ITEMS
        Action                                Responsible        Due Date
        Renew the public liability cover      O. Boateng         4/20/2027
        Thank the volunteers at the fair      M. Van Dyke        ongoing
        Book the hall for the AGM             Van Dyke           TBD

        Minutes submitted by Osei Boateng, Treasurer
        """
      let items = SegmenterFixtures.items(text, fileName: "trustees.txt")
      #expect(
        items.map(\.text) == [
          "Renew the public liability cover by 4/20/2027", "Thank the volunteers at the fair",
          "Book the hall for the AGM",
        ])
      #expect(items.map(\.line) == [5, 6, 7])
      let header = Segmenter.segment(text, fileName: "trustees.txt").header
      #expect(header.aliases["Osei Boateng"]?.contains("O. Boateng") == true)
      #expect(header.aliases["Marguerite Van Dyke"]?.contains("M. Van Dyke") == true)
      #expect(header.aliases["Marguerite Van Dyke"]?.contains("Van Dyke") == true)
    }

    @Test func typedMinutesWithAnActionColumnOfInitialsGiveTheRowsSomeoneActsOn() {
      let text = """
        Committee meeting, 3 March 2027
        Present:
          Ines Carvalho    (IC)  Chair
          Olek Nowak       (ON)  Treasurer

        No.   Minute                                              Action
        ----  --------------------------------------------------  ------
        1.0   APOLOGIES
        1.1   None received.                                      -

        2.0   FINANCE
        2.1   12/4.1 Bank mandate still lists the old signatory.   ON
              Update the mandate at the branch by 20 March.
        2.2   Accounts for the year agreed.                       Note
        2.3   Quotes for the roof repair to be gathered            IC/ON
              before the April meeting.

        Meeting closed at 21:10.
        """
      let items = SegmenterFixtures.items(text, fileName: "committee.txt")
      // A row goes on over the lines under it; "-" and "Note" are minutes, not actions; the
      // reference "12/4.1" is no date; the table goes on over its blank lines.
      #expect(
        items.map(\.text) == [
          "12/4.1 Bank mandate still lists the old signatory. Update the mandate at the branch by 20 March",
          "Quotes for the roof repair to be gathered before the April meeting",
        ])
      #expect(items.map(\.line) == [12, 15])
      #expect(items.map(\.impliedOwners) == [["ON"], ["IC", "ON"]])
    }

    @Test func aBacklogReviewsOutcomeColumnSaysWhichRowsAreTaken() {
      let text = """
        ## Backlog review
        | Ticket | Title | Assignee | Outcome |
        |---|---|---|---|
        | OPS-12 | Rotate the staging database password | Ines Duarte | Carried over, half done |
        | OPS-15 | Retire the old status page | Kofi Mensah | Shipped Monday, closed |
        | OPS-17 | Move backups to the new bucket | — | Won't do — the vendor keeps them |
        | OPS-18 | Upgrade the log shipper | Kofi Mensah | Left in backlog for now |
        | (new) | Write the on-call handbook page | Ines Duarte | New, raised today |
        """
      let items = SegmenterFixtures.items(text, fileName: "planning.md")
      #expect(
        items.map(\.text) == [
          "Rotate the staging database password", "Write the on-call handbook page",
        ])
      #expect(items.map(\.impliedOwners) == [["Ines Duarte"], ["Ines Duarte"]])
    }

    @Test func aDueColumnThatSaysDoneReportsAFinishedTaskAndTheNextMeetingIsNoTask() {
      let text = """
        **Actions**

        | Item | Action | By whom | By when |
        |------|--------|---------|---------|
        | 2 | Hang the lost property rail | Ines Duarte | Done |
        | 3 | Get quotes for the new headphones | Kofi Mensah | 10 March |

        **Date of next meeting:** Wednesday 24 March 2027, 7.00pm, school library
        """
      let items = SegmenterFixtures.items(text, fileName: "council.md")
      #expect(items.map(\.text) == ["Get quotes for the new headphones by 10 March"])
    }

    @Test func aReviewOfOpenActionsWithItsParticipants() {
      let text = """
        ### Participants
        | Name | Organisation | Role |
        |------|--------------|------|
        | Jan Dvořák | CMI | Secretary |
        | Marta Lindgren | RISE | |

        ### Review of open actions
        | Action | Owner | Description | Status |
        |--------|-------|-------------|--------|
        | 17-1 | Marta Lindgren | Circulate the revised scope | Closed, sent 2026-10-30 |
        | 17-2 | Secretary | Book the room for the spring meeting | Open, carried over |
        | 17-4 | Convenor | Ask the TC about a joint group | Withdrawn |

        The Secretary noted that action 17-5 was folded into 17-3.
        """
      let result = Segmenter.segment(text, fileName: "wg.md")
      #expect(result.header.attendees == ["Jan Dvořák", "Marta Lindgren"])
      #expect(result.items.map(\.text) == ["Book the room for the spring meeting"])
      #expect(result.items.map(\.impliedOwners) == [["Secretary"]])
      #expect(TableReader.holdsWords("Book the room"))
      #expect(!TableReader.holdsWords("17-2"))
    }

    @Test func aDiscussionTableListsTopicsAndItsNotesAreReadAsProse() {
      let text = """
        ## Topics
        | Time | Topic | Presenter | Notes |
        | --- | --- | --- | --- |
        | 5 min | Volunteer rota | Hana | Rota is full until May. Hana will post the June rota by Friday. |
        | 10 min | Van repairs | Omar | Quote came in high; no decision yet. |
        """
      let items = SegmenterFixtures.items(text, fileName: "topics.md")
      // The task parser reads "Hana will" as the owner, as it does in any paragraph.
      #expect(items.map(\.text) == ["Hana will post the June rota by Friday"])
      #expect(items.map(\.line) == [4])
    }

    @Test func aTableWithAnActionColumnAndNotesIsATaskList() {
      let text = """
        | Action | Owner | Notes |
        | --- | --- | --- |
        | Renew the domain | Bo | expires in June |
        """
      #expect(SegmenterFixtures.items(text, fileName: "a.md").map(\.text) == ["Renew the domain"])
    }

    @Test func aDueDateInDigitsOnly() {
      let text = """
        | Action | Owner | Due |
        |---|---|---|
        | Renew the domain before it lapses | Bongani | 2027-01-04 |
        | Book the January room | Tavita | TBD |
        """
      #expect(
        SegmenterFixtures.texts(text, fileName: "wg.md") == [
          "Renew the domain before it lapses by 2027-01-04", "Book the January room",
        ])
    }

    @Test func aTableWithoutTaskColumnsIsNotATaskList() {
      let text = "## Budget\n| Item | Cost |\n|---|---|\n| Venue | 4000 |\n"
      #expect(SegmenterFixtures.items(text, fileName: "budget.md").isEmpty)
    }

    @Test func aDueColumnInWordsAndAStatusThatMovesTheDayDateTheRows() {
      let text = """
        Coastal Works Liaison Group - Meeting 6
        Wednesday 22 July 2026

        PREVIOUS ACTIONS
        Ref    Action                                    Owner      Status
        A-02   Confirm the barge access window           Harbour    Open - carried. Revised due 19/08/2026
        A-03   Send the survey to the residents          Council    Complete

        NEW ACTIONS
        Ref    Action                                    Owner      Due
        A-04   Share the dredging scenarios              Harbour    2 wks
        A-05   Plan the joint site walk                  Council    End Sept
        """
      let items = SegmenterFixtures.taskLines(text, fileName: "liaison.txt")
      #expect(
        items == [
          "Confirm the barge access window | Harbour | 2026-08-19",
          "Share the dredging scenarios | Harbour | 2026-08-05",
          "Plan the joint site walk | Council | 2026-09-30",
        ])
    }
  }
}
