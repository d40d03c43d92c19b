import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Staff briefings keyed by initials, boards and tickets copied out as text, chat exports
  /// and tables typed with tabs: which tasks, whose, when.
  @Suite("Briefing and board shapes")
  struct BriefingAndBoardShapesTests {
    /// Each task as "text | owners | due date" (`SegmenterFixtures.taskLines`).
    func tasks(_ text: String, fileName: String = "notes.txt") -> [String] {
      SegmenterFixtures.taskLines(text, fileName: fileName)
    }

    @Test func aKeyOfInitialsAfterTheListOfInitialsPresentNamesThePeople() {
      let text = """
        NURSERY TEAM BRIEFING
        Wed 25th Nov, 8am

        Here: HB, OT, MW
        Key: HB – Helen Brooks (manager) · OT – Oren Tal (room lead) ·
        MW – Maya Wells (office)

        DIARY
        - Thurs: parents' evening. MW – print 60 copies of the menu by Thurs lunchtime.
        - OT & MW: garden tidy-up — book the skip w/c 30th.
        - HB to ring the boiler engineer today.
        """
      #expect(
        tasks(text) == [
          "Print 60 copies of the menu | Maya Wells | 2026-11-26 12:00",
          "Garden tidy-up — book the skip | Oren Tal, Maya Wells | 2026-11-30",
          "Ring the boiler engineer | Helen Brooks | 2026-11-25",
        ])
    }

    @Test func aTableTypedWithTabsIsReadAsATableAndANumberedActionsReviewIsNoTask() {
      let text = """
        \tMINUTES OF MEETING
        \tAttendees:\tRuth Keane (RK), Tomasz Lis (TL)

        \t2.\tMatters Arising
        \tAction 3 (new fridge probes): completed 19/11/2026, receipts filed.
        \tAction 5 (door seals): not complete – parts on order.

        \tACTIONS
        \tNo.\tAction\tResponsible\tTarget date
        \t1\tSwap the door seals on the blast chiller\tTL\t04/12/2026
        \t2\tBook the allergen refresher for the night shift\tRK
        """
      #expect(
        tasks(text) == [
          "Swap the door seals on the blast chiller | Tomasz Lis | 2026-12-04",
          "Book the allergen refresher for the night shift | Ruth Keane | -",
        ])
    }

    /// Reported, the ask hands the work on: "Steffi asked Omar to …" is Omar's.
    @Test func theSpeakersOwnAskOfSomeoneElseIsTheSpeakersWork() {
      let text = """
        [24.11.26 18:20] Lena Hoffmann: the banner went to the other group last month
        [24.11.26 18:22] Tobias Kern: Right, I'll ask Steffi to bring it back before the fair.
        [24.11.26 18:25] Lena Hoffmann: Steffi asked Omar to drop off the crates.
        """
      #expect(
        tasks(text, fileName: "chat.txt") == [
          "Ask Steffi to bring it back before the fair | Tobias Kern | -",
          "Drop off the crates | Omar | -",
        ])
    }

    @Test func aTrackersTicketsPastedAsTextAreCardsWithTheirFieldsOnOneLine() {
      let text = """
        SHOP Sprint 9 — planning

        BACKLOG WALK-THROUGH

        SHOP-201  Migrate the basket service to the new cache
          Story · Status: To Do · Assignee: Mireille Dubois · Story Points: 5 · Due date: 04/Dec/26
          Needs the cache cluster first.

        SHOP-205  Write the load test for checkout
          Task · Status: To Do · Assignee: Unassigned · Story Points: 3

        SHOP-188  Fix the coupon rounding bug
          Bug · Status: Done · Assignee: Kenji Sato · Story Points: 1

        ACTION ITEMS
        - Kenji to share the cache sizing numbers by Friday.

        Open questions (nobody owns these yet)
        - Should the load test run nightly or only before releases?
        """
      #expect(
        tasks(text) == [
          "SHOP-201 Migrate the basket service to the new cache | Mireille Dubois | 2026-12-04",
          "SHOP-205 Write the load test for checkout |  | -",
          "Share the cache sizing numbers | Kenji Sato | 2026-11-27",
        ])
    }

    @Test func aBoardCopiedOutAsTextGivesItsCardsWithTheirMembersAndDueDates() {
      let text = """
        Allotment open day — board copied out as text
        Board members: Ines Moreau (@ines_m), Kwame Boateng (@kboateng)

        ────────────────────────────
        LIST: To Do
        ────────────────────────────

        Card: Hire the gazebo for the open day
          Labels: money
          Members: @ines_m
          Due: Dec 4, 2026 5:00 PM
          Description: The hire shop wants a deposit.

        Card: Signage
          Labels: publicity
          Checklist: Signs (0/1)
            - [ ] Paint the gate sign — @kboateng · due Dec 2

        ────────────────────────────
        LIST: Done
        ────────────────────────────

        Card: Pick the date
          Members: @kboateng
        """
      #expect(
        tasks(text) == [
          "Hire the gazebo for the open day | Ines Moreau | 2026-12-04 17:00",
          "Paint the gate sign | Kwame Boateng | 2026-12-02",
        ])
    }

    @Test func aNameTheLineBreakCutInAPresentListIsOnePerson() {
      let text = """
        HARBOUR ROWING CLUB

        Present: Isla Grant, Captain (IG); Tomasz Nowicki, Head of Coaching (TN); Oluwadamilare
        "Dami" Adebayo, Principal of Safety (OA); and Fenella Ross, Secretary (FR), who
        took these minutes.

        4. Safety

        OA will book the powerboat refresher for the coaches.
        """
      #expect(
        tasks(text) == [
          "Book the powerboat refresher for the coaches | Oluwadamilare Adebayo | -"
        ])
    }

    @Test func whomAHeOrSheMeansIsWhoeverTheSentenceBeforeReportedSpeaking() {
      let text = """
        Minutes of the village hall committee

        4. Reports
        Mr Okoro reported that the boiler service is overdue. He will call the engineer on
        Monday.
        """
      #expect(
        tasks(text) == [
          "Call the engineer | Okoro | 2026-11-30"
        ])
    }

    @Test func aPleaseToNobodyInAGroupChatAsksEveryone() {
      let text = """
        [24.11.26 18:20] Lena Hoffmann: we need two more people for the bake sale stall, please sign up in the pinned poll
        [24.11.26 18:22] Tobias Kern: nice, the poll works on my phone too
        [24.11.26 18:25] Lena Hoffmann: great, thanks
        """
      #expect(
        tasks(text, fileName: "chat.txt") == [
          "Sign up in the pinned poll |  | -"
        ])
    }

    @Test func aNeedTakenInTheNextSentenceBySomeoneNamedIsTheirTaskAlone() {
      let text = """
        # Platform sync

        Present: Ingrid Halvorsen, Lucía Ferrer

        ## Retention

        Legal wants raw logs kept for 13 months. Someone needs to tell the analytics guild.
        Lucía said she'd raise the retention change at the guild call tomorrow.
        """
      #expect(
        tasks(text) == [
          "Raise the retention change at the guild call | Lucía Ferrer | 2026-11-26"
        ])
    }

    @Test func anOfferOfADayTakesTheRequestOnAndIsNoTaskOfItsOwn() {
      let text = """
        [24.11.26 18:20] Lena Hoffmann: can someone cover the stall on the weekend?
        [24.11.26 18:22] Tobias Kern: I can do Saturday morning
        [24.11.26 18:30] Omar Ali: I can do the float for the till
        """
      #expect(
        tasks(text, fileName: "chat.txt") == [
          "Cover the stall | Tobias Kern | 2026-11-28",
          "Do the float for the till | Omar Ali | -",
        ])
    }
  }
}
