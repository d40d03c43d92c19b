import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Threads of messages printed as text (a help desk's ticket, a forum's replies, comments
  /// on a shared document): whose each message is, and an ask one message leaves to anyone
  /// that a later one takes on.
  @Suite("Thread shapes")
  struct ThreadShapesTests {
    /// Each task as "text | owners | due date" (`SegmenterFixtures.taskLines`).
    func tasks(_ text: String, fileName: String = "notes.txt") -> [String] {
      SegmenterFixtures.taskLines(text, fileName: fileName)
    }

    @Test func aTicketsMessagesAreBySenderAndDatedByTheirHeaders() {
      let text = """
        Ticket #5120  Invoices emailed twice
        Status: Open   Assignee: Lena Brandt

        ----------------------------------------
        Tobias Wren   23 Nov 2026 08:10   (public)

        Hello, every invoice this month went out twice. Can you stop that?

        ----------------------------------------
        Lena Brandt   23 Nov 2026 09:02   (public)

        Hi Tobias, thanks for the report. I can reproduce this on your account.
        I'll send you an update by end of day tomorrow.
        """
      #expect(tasks(text) == ["Send you an update | Lena Brandt | 2026-11-24 17:00"])
    }

    @Test func aForumReplyByHandleTakesOnWhatTheNotesLeftToAnyone() {
      let text = """
        Weekly sync notes

        mira_k                                        Nov 23

        ### Action items
        - [ ] @olu.b update the install guide for the new flags
        - [ ] can someone look at the flaky upload test?

        ────────────────────────────
        dev-ana                                       Nov 23

        I'll look at the upload test tomorrow, I touched that code last week.
        """
      #expect(
        tasks(text) == [
          "Update the install guide for the new flags | olu.b | -",
          "Look at the flaky upload test | dev-ana | 2026-11-24",
        ])
    }

    @Test func aRequestTakenOnInTheNextMessageWithItsVerbIsTheirs() {
      let text = """
        ----------------------------------------
        Rhea Lund   23 Nov 2026 14:40   (internal note)

        Credit approved. Can someone tell the customer? I can't post public replies.

        ----------------------------------------
        Piet Sand   23 Nov 2026 14:58   (internal note)

        Will do, I'll tell her when I call.
        """
      #expect(tasks(text) == ["Tell the customer | Piet Sand | -"])
    }

    @Test func aParagraphOpeningWithAMentionAsksThatPersonInALaterSentence() {
      let text = """
        ----------------------------------------
        Noor Aziz   23 Nov 2026 09:05   (internal note)

        @Kai Brenner third report of this since the update. Can you get the team to look at
        it today?
        """
      #expect(tasks(text) == ["Get the team to look at it | Kai Brenner | 2026-11-23"])
    }

    @Test func aCommentOnASharedDocumentIsByTheNameAfterItsAnchor() {
      let text = """
        # Move to the new office

        - packing crates ordered
        - parking permits for the first week? [a]

        **Comments**

        [a] **Tessa** · Nov 23, 9:12 PM
        I'll ask the landlord about permits this week.
        """
      #expect(tasks(text) == ["Ask the landlord about permits | Tessa | 2026-11-27"])
    }

    @Test func aNameAndADateWithoutATimeIsNoMessageHeader() {
      let text = """
        Rota

        Ana Lima     Nov 23

        I'll bring the keys.
        """
      #expect(tasks(text) == ["Bring the keys |  | -"])
    }

    @Test func aChatMessageIsReadAtTheTimeItWasSentAndItsSubjectlessWillIsTheSenders() {
      let text = """
        [24/11/2026, 23:40] Aoife Byrne: Till was €10 short, counted twice. Not sure if it's me or the till, will recount in the morning
        [24/11/2026, 23:48] Luca Ferri: Yep in at 7, will do
        [24/11/2026, 23:50] Luca Ferri: I'll ring the fridge people at 9 too
        [24/11/2026, 23:55] Mei Tan: Jonas wants to redo the rota, will talk to Aoife about it
        """
      #expect(
        tasks(text, fileName: "chat.txt") == [
          "Recount | Aoife Byrne | 2026-11-25 09:00",
          "Ring the fridge people too | Luca Ferri | 2026-11-25 09:00",
          // The sentence names its subject: Jonas's, not the sender's.
          "Redo the rota, will talk to Aoife about it | Jonas | -",
        ])
    }

    /// Found by fuzzing: a checkbox whose label is a date that starts another meeting closed
    /// the entry being read, which was then written to.
    @Test func aCheckboxWhoseLabelDatesAnotherMeetingClosesTheEntriesSafely() {
      let text = """
        # Launch checklist
        Date: 2026-11-20

        ## Comms
        - [ ] Draft the launch post, Rosa
        - [ ] Date: 2026-12-04
        - [ ] Book the room for the retro, Sam
        """
      #expect(
        tasks(text) == [
          "Draft the launch post, Rosa |  | -",
          "Book the room for the retro, Sam |  | -",
        ])
    }
    @Test func aProjectToolsToDoListGivesWhoAndWhenOnTheLineUnderEachToDo() {
      let text = """
        Riverside Fair › To-dos

        STALLS    1/3 completed

        ☐ Mark out pitches on the green
           Owen Hart, Lucy Prior  •  Due Thu, Nov 26
        ☐ Print the stallholder map
           Unassigned  •  No due date
           💬 Lucy Prior  •  Nov 23
              I'll pick up the printed maps from the copy shop on Friday
        ☑ Send pitch numbers to stallholders
           Owen Hart  •  Completed Nov 20
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "notes.txt", includeDone: true) == [
          "Mark out pitches on the green | Owen Hart, Lucy Prior | 2026-11-26",
          "Print the stallholder map |  | -",
          "Pick up the printed maps from the copy shop | Lucy Prior | 2026-11-27",
          "Send pitch numbers to stallholders | Owen Hart | - | done",
        ])
    }
    /// A stamp may end with its read receipt ("(Read by you after 2 minutes)").
    @Test func aPhonesMessageExportIsMessagesBySenderInTheirShortForms() {
      let text = """
        Bathroom job — Rob Quinn, Ella Marsh
        Exported from Messages on Nov 24, 2026

        Nov 23, 2026  8:12:40 AM
        Rob Quinn
        Morning. ill drop the shower tray off thurs. Ella can u clear a space in the garage?

        Nov 23, 2026  8:30:05 AM (Read by you after 2 minutes)
        Ella Marsh
        No problem. I'll leave the side door key under the pot for u

        Nov 23, 2026  9:02:17 PM
        Rob Quinn
        Ella can u get your electrician to call me b4 Friday?

        Nov 23, 2026  9:10:44 PM (Read by you after 1 minute)
        Ella Marsh
        Will do. I'm away Thursday so I'll miss the delivery, sorry
        """
      #expect(
        tasks(text) == [
          "Drop the shower tray off | Rob Quinn | 2026-11-26",
          "Clear a space in the garage | Ella Marsh | -",
          "Leave the side door key under the pot for you | Ella Marsh | -",
          "Get your electrician to call me | Ella Marsh | 2026-11-27",
        ])
    }
    @Test func aDiscussionsOpeningPostIsItsAuthorsAndANamedAskIsAcceptedInTheNextReply() {
      let text = """
        # Release handoff #88

        **mara-k** started this conversation in **Handoffs** · Nov 23, 2026

        ### Follow-ups
        - [ ] The nightly export job keeps timing out on large tenants. Needs an owner

        ---

        **ivo-p** · Nov 23, 2026

        I'll take the export job, going to look at the timeouts tomorrow.
        @tomas-b could you check why the staging certificate did not renew?

        ---

        **tomas-b** · Nov 24, 2026

        Sure, I'll look at it this afternoon
        """
      #expect(
        tasks(text) == [
          "The nightly export job keeps timing out on large tenants. Needs an owner | ivo-p "
            + "| 2026-11-24",
          "Check why the staging certificate did not renew | tomas-b | 2026-11-24 14:00",
        ])
    }
    @Test func aPostsFollowUpsAskByHandleAndTheAuthorTakesOnTheirOwn() {
      let text = """
        **mara-k** started this conversation in **Handoffs** · Nov 23, 2026

        ### Follow-ups
        - [ ] @tomas-b can you check why the staging certificate did not renew?
        - [ ] The release notes draft is half done. I'll finish it before my next shift
        """
      #expect(
        tasks(text) == [
          "Check why the staging certificate did not renew | tomas-b | -",
          "The release notes draft is half done. I'll finish it before my next shift | mara-k | -",
        ])
    }

    @Test func aChannelExportsQuotedHeadersAndThreadBarsAreTheExportsMarks() {
      let text = """
        Slack export - #app-release
        Range: 2027-03-02 00:00 to 2027-03-02 23:59 (Europe/Lisbon)

        > Marta Sousa (@marta.s) [2027-03-02 09:10:11]
        check-in in the thread please: y / t / b

          | > Pieter de Vries (@pieter) [2027-03-02 09:20:40]
          | *Y:* fixed the crash on the settings screen
          | *T:*
          | • write the release notes for 4.2
          | • test offline mode on the old tablets
          | *B:* none

          | > Lena Kowalski (@lena.k) [2027-03-02 09:31:02]
          | today: chase the store review team about the rejected build
        """
      #expect(
        tasks(text) == [
          "Write the release notes for 4.2 | Pieter de Vries | -",
          "Test offline mode on the old tablets | Pieter de Vries | -",
          "Chase the store review team about the rejected build | Lena Kowalski | -",
        ])
    }

    @Test func aBarIsNoThreadWithoutAHeaderAfterIt() {
      let text = """
        Release notes

          | step | who |
          | ---- | --- |
          | tag the build | Ana |

        | Ana will tag the build on Friday
        """
      // Read as a thread's bar, the last line would be Ana's task.
      #expect(tasks(text) == [])
    }

    @Test func anAskToOneOfThoseNamedIsTakenByABareYes() {
      let text = """
        > Marta Sousa (@marta.s) [2027-03-02 10:02:50]
        @pieter @lena.k could one of you renew the staging certificates before Thursday?

          | > Lena Kowalski (@lena.k) [2027-03-02 10:05:00]
          | I'm at the dentist all afternoon, sorry

          | > Pieter de Vries (@pieter) [2027-03-02 10:06:09]
          | I'll do it
        """
      #expect(tasks(text) == ["Renew the staging certificates | Pieter de Vries | 2027-03-04"])
    }

    @Test func aBareYesTakesNoAskLeftToAnyoneAtAll() {
      // "Can someone …?" names nobody: a bare "I'll do it" two messages on is not enough to
      // say which of several open asks it takes.
      let text = """
        > Marta Sousa (@marta.s) [2027-03-02 10:02:50]
        can someone renew the staging certificates before Thursday?

          | > Pieter de Vries (@pieter) [2027-03-02 10:06:09]
          | I'll do it
        """
      #expect(tasks(text) == ["Renew the staging certificates |  | 2027-03-04"])
    }

    @Test func anAnswerOnTheSameIssueNumberAcceptsTheNamedAsk() {
      let text = """
        ### marit-l · Mar 2, 2027 · Maintainer

        The parser rewrite (#212) only needs a second review now. @oskar-v could you finish
        your review of #212?

        ---

        ### oskar-v · Mar 2, 2027 · Maintainer

        Yep, I'll get through the rest of #212 tonight.
        """
      #expect(tasks(text) == ["Finish your review of #212 | oskar-v | 2027-03-02 20:00"])
    }

    @Test func anAgendasCheckboxesAreTopicsNotTasks() {
      let text = """
        Office hours, Thursday 14 May

        ### Agenda
        - [ ] Welcome and intros
        - [ ] Roadmap for the 2.0 line
        - [x] Open floor

        ### Action items
        - [ ] @kim-t write up the roadmap notes by Friday
        """
      #expect(tasks(text) == ["Write up the roadmap notes | kim-t | 2026-11-27"])
    }

    @Test func aRunningDocsSignInLineIsNoTask() {
      let text = """
        # Docs SIG — running notes

        _Newest meeting on top. Please add your name to the attendee list; add agenda items
        before Monday._

        ## 23 Nov 2026
        - AI(@mira-k): move the style guide to the new site by Friday
        """
      #expect(tasks(text) == ["Move the style guide to the new site | mira-k | 2026-11-27"])
    }
  }
}
