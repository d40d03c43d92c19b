import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// The records open projects and standards groups keep: a meeting bot's summary, minutes
  /// scribed in a channel, a shared pad, a mailing list's minutes.
  @Suite("Open community records")
  struct OpenCommunityRecordsTests {
    /// Each task as "text | owners | due date" (`SegmenterFixtures.taskLines`).
    func tasks(_ text: String, fileName: String = "notes.txt") -> [String] {
      SegmenterFixtures.taskLines(text, fileName: fileName)
    }

    @Test func aMeetingBotsActionNamesItsNicksBeforeTo() {
      let text = """
        Meeting summary
        ---------------
        * Release checklist  (mwanjiru, 15:02:10)
          * ACTION: tbakker to tag the release candidate once CI is green
            (mwanjiru, 15:04:40)
          * ACTION: rgomes, akhalil to rack the two new build hosts before
            Friday  (mwanjiru, 15:07:02)
          * ACTION: someone to review the signing docs  (mwanjiru, 15:08:30)
          * ACTION: editors to reply on the list  (mwanjiru, 15:09:00)

        Meeting ended at 15:30:00 UTC.

        Action items
        ------------
        * tbakker to tag the release candidate once CI is green
        * rgomes, akhalil to rack the two new build hosts before Friday
        * someone to review the signing docs
        """
      #expect(
        tasks(text) == [
          "Tag the release candidate once CI is green | tbakker | -",
          "Rack the two new build hosts | rgomes, akhalil | 2026-11-27",
          "Someone to review the signing docs |  | -",
          "Reply on the list | editors | -",
        ])
    }
    @Test func aScribeToolsAttendanceNamesThePeopleAndItsLabelsEndTheTurn() {
      let text = """
        Accessible Maps CG call -- 2026-11-19

        present+ Farida_Haidari
        present+ Jonas_Lindqvist, mkeller
        regrets+ Oksana_Melnyk
        scribe: Jonas

        topic: Tactile legend proposal
        Farida: the legend draft needs a second reviewer
        Jonas: I'll review the legend draft by Monday
        RESOLUTION: the group will publish the legend note as a draft
        topic: Next call
        Farida: I'll send the agenda on Friday
        """
      // Read as notes (as detected) and as a transcript of speaker lines: the same.
      for format in [nil, DocumentFormat.speakerLines] {
        let result = Segmenter.segment(text, fileName: "call.txt", format: format)
        #expect(
          result.header.attendees.sorted() == ["Farida Haidari", "Jonas Lindqvist", "mkeller"])
        #expect(
          result.items.map { $0.text + " | " + $0.impliedOwners.joined(separator: ", ") } == [
            "review the legend draft by Monday | Jonas",
            "send the agenda on Friday | Farida",
          ])
      }
      #expect(
        tasks(text, fileName: "call.txt") == [
          "Review the legend draft | Jonas Lindqvist | 2026-11-23",
          "Send the agenda | Farida Haidari | 2026-11-20",
        ])
    }
    @Test func anEntryStruckThroughWithARemarkAfterItIsNoLongerOpen() {
      let text = """
        ## Last week's action items
        - ~~AI: @noor to split the parser crate~~ merged in #2203
        - ~~AI: Wiktor to ask the board about the travel fund~~ done, see the forum thread
        - ~~someone to price a second runner~~ Femi priced it during the call, too dear
        - AI: Tamsin to update the security policy page
        """
      #expect(
        tasks(text) == [
          "Update the security policy page | Tamsin | -"
        ])
    }
    @Test func aListsActionItemsKeepTheirStatusRemarksAndEveryonesEntries() {
      let text = """
        Present: Ruairi Byrne, Kalinda Ross

        5. AOB

        Nothing this month.

        ------------------------------------------------------------
        Action items
        ------------------------------------------------------------

        Carried:
        - Ruairi: retire the old download mirror -- DONE, redirects at
          https://downloads.example.org/moved.html
        - Kalinda: chase the CLA for the fonts patch -- dropped; the
          contributor withdrew it

        New:
        - all: vote on the logo shortlist before the 20th
        - Ruairi: write up the mirror retirement for the blog
        """
      #expect(
        tasks(text)
          == [
            "Vote on the logo shortlist | - | 2026-12-20",
            "Write up the mirror retirement for the blog | Ruairi Byrne | -",
          ].map { $0.replacingOccurrences(of: "| - |", with: "|  |") })
    }
    @Test func aTableRowWhoseTaskCellIsADashGivesNoTask() {
      let text = """
        ## Venue follow-ups

        | Venue | Status | Follow-up | Owner | Due |
        | --- | --- | --- | --- | --- |
        | Old Library | Quote in | Ask about the AV hire | @Gintare | Dec 2 |
        | Harbour Hall | Confirmed | — | — |  |
        | Mill Studios | Declined | – | – |  |
        """
      #expect(
        tasks(text, fileName: "venues.md") == ["Ask about the AV hire | Gintare | 2026-12-02"])
    }
    @Test func aChairsActionAfterAnOfferIsTheOfferWrittenDown() {
      let text = """
        [16:02] <hkato> #startmeeting docs team
        [16:03] <hkato> #topic translations
        [16:04] <bsantos> I'll sync the Portuguese strings with the tracker by Thursday
        [16:04] <hkato> #action bsantos sync the Portuguese strings with the tracker
        [16:05] <lmoreau> I can take the style guide review, not this week though
        [16:05] <hkato> thanks
        [16:06] <hkato> #action lmoreau to review the style guide update next week
        [16:07] <bsantos> I'll also clean up the glossary
        [16:08] <hkato> #action hkato announce the string freeze on the list
        [16:09] <hkato> #endmeeting
        """
      #expect(
        tasks(text, fileName: "docs.log") == [
          "Sync the Portuguese strings with the tracker | bsantos | 2026-11-26",
          "Review the style guide update | lmoreau | 2026-11-30",
          "Clean up the glossary | bsantos | -",
          "Announce the string freeze on the list | hkato | -",
        ])
    }
    @Test func anOfferToGetAThingDoneIsWork() {
      let text = """
        Maren Holt  00:03:10
        The staging cluster is out of disk again.

        Tobi Adeyemi  00:03:18
        I can get the old volumes cleaned up by Friday.

        Maren Holt  00:03:25
        Great. I can get you the numbers too, I can get there by nine.

        Tobi Adeyemi  00:03:31
        I can get
        """
      #expect(
        tasks(text, fileName: "call.txt") == [
          "Get the old volumes cleaned up | Tobi Adeyemi | 2026-11-27"
        ])
    }
    @Test func anAskToAnyoneTakenByILookIsTheTakers() {
      let text = """
        present+ Wanjiru_Kamau
        present+ Olek_Zielinski
        scribe: Olek

        topic: Test harness
        Wanjiru: can someone check whether the nightly conformance job still runs the old suite?
        Olek: I'll look, I wrote that runner
        Wanjiru: and I'll look at the flaky font tests tomorrow
        """
      let result = Segmenter.segment(text, fileName: "call.txt", format: .speakerLines)
      #expect(
        result.items.map { $0.text + " | " + $0.impliedOwners.joined(separator: ", ") } == [
          "check whether the nightly conformance job still runs the old suite | Olek",
          "look at the flaky font tests tomorrow | Wanjiru",
        ])
    }
    @Test func aRequestReportedWithTheOneAskedIsTheirsWhoeverTheyGetToDoIt() {
      let text = """
        7. PUBLIC COMMENT
        Councilmember Ibarra asked the Town Manager to have Parks Maintenance look into
        the broken lights on the river path and report back.
        The Chair asked Leona Pratt to get the caretaker to check the hall boiler.
        """
      #expect(
        tasks(text) == [
          "Have Parks Maintenance look into the broken lights on the river path and report back"
            + " | the Town Manager | -",
          "Get the caretaker to check the hall boiler | Leona Pratt | -",
        ])
    }
    /// A pad's corrections: a day or an owner struck out and another written after it.
    @Test func wordsStruckOutAndReplacedInAPadAreNotRead() {
      let text = """
        ## Action items
        - [ ] Nadia to send the migration plan ~~Friday~~ Monday
        - [ ] ~~Olek~~ Priya to renew the TLS certificate by the 14th
        - [ ] ~~Hana: file the travel claims~~ done
        """
      #expect(
        tasks(text) == [
          "Send the migration plan | Nadia | 2026-11-30",
          "Renew the TLS certificate | Priya | 2026-12-14",
        ])
    }
    /// A steering call's minutes: "* topic (presenter)", "+ remark (speaker)", and an "AI:"
    /// line that only names who takes what was just said.
    @Test func anAILineOfNamesGivesWhatWasJustSaidToThem() {
      let text = """
        Present: Marta Quispe, Ezra Lindqvist, Noor Haddad, Tobiah Grant

        * Completed Action Items:
            + post the beta announcement on the forum (Noor)
        * Pending Action Items:
            + collect the translation statistics for the board (Ezra)

        * Packaging update (Tobiah)
            + flatpak build is green again
            + the snap still pulls an old runtime; could someone bump it before the point release? (Tobiah)
            AI: Marta
        * Accessibility audit (Ezra)
            + screen reader misses the sidebar labels, add them to the dialog template
                AI: Noor, Ezra
                + does that cover the print dialog too? (Marta)
        """
      #expect(
        tasks(text) == [
          "Collect the translation statistics for the board | Ezra Lindqvist | -",
          "The snap still pulls an old runtime: bump it before the point release | Marta Quispe | -",
          "Screen reader misses the sidebar labels, add them to the dialog template"
            + " | Noor Haddad, Ezra Lindqvist | -",
        ])
    }

    @Test(arguments: [
      ("Completed action items", SectionKind.status), ("Actions closed", .status),
      ("Action items done", .status), ("Pending action items", .actions),
      ("Open actions", .actions),
    ])
    func aListOfActionsAlreadyDoneIsNoListOfWork(_ title: String, _ kind: SectionKind) {
      #expect(SectionKind.of(title: title.lowercased()) == kind)
    }

    @Test(arguments: [
      ("Release Engineering update (Tobiah)", true), ("Translation Platform update", true),
      ("QA report (Lena)", true), ("Send the weekly update (Ana)", false),
      ("Release notes for 4.2 (Ana)", false), ("Update the status page", false),
    ])
    func aReportTheMeetingHearsIsNoTask(_ text: String, _ isTopic: Bool) {
      #expect(NotesClassifier.isReportTopic(text) == isTopic)
    }
    /// Last meeting's actions read back with their statuses after a dash: only the open
    /// ones are work.
    @Test func anActionReadBackAsDoneAfterADashIsNoWork() {
      let text = """
        Attendees: Selma Haugen, Paulo Reis, Wen Jie

        Previous actions, status as of today
        - Selma: move the nightly job to the new runner — DONE, merged on Monday
        - Paulo: draft the sponsorship tiers — DONE (see item 4)
        - Wen Jie: book the sprint venue — still waiting on a quote
        """
      #expect(tasks(text) == ["Book the sprint venue — still waiting on a quote | Wen Jie | -"])
    }
    /// A conference session's shared notes list people as "nick -- Full Name"; the nicks
    /// then name them.
    @Test func aListOfNicksAndNamesMakesEachNickItsPerson() {
      let text = """
        Attendees (nick -- name):
         - tallgrass -- Ingrid Solberg
         - pm_k -- Petra Miklós

        * tallgrass: mirrors are three days behind again
        TODO: pm_k: file a ticket with the mirror admins
        ACTION: tallgrass to write up the sync schedule
        """
      #expect(
        tasks(text) == [
          "File a ticket with the mirror admins | Petra Miklós | -",
          "Write up the sync schedule | Ingrid Solberg | -",
        ])
    }
    /// An issue thread copied as text: "handle commented on Oct 2" (this year's comments
    /// carry no year) heads the comment whose "I'll" is that person's; a lower-case line
    /// opening with "someone should" is an item of its own, not the end of the one before.
    @Test func aThreadCommentWithoutAYearStillSaysWhoseWordsFollow() {
      let text = """
        Proposal: retire the legacy config loader #512
        Open

        t-okafor commented on Oct 2
        Maintainer
        Next steps:

        @wbanda to port the two remaining callers by the end of the month, before the freeze
        someone should update the migration guide; help welcome

        I'll close this once both land.
        """
      #expect(
        tasks(text) == [
          "Port the two remaining callers, before the freeze | wbanda | 2026-10-31",
          "Update the migration guide; help welcome |  | -",
          "Close this once both land | t-okafor | -",
        ])
    }
    /// Asked in a call, the one asked says yes and asks back when they can deliver: that
    /// day is when it is due.
    @Test func aDayOfferedBackAsAQuestionDatesWhatWasTakenOn() {
      let text = """
        10:02:11 Lotte Verbeek: Anil, could you write up the retry schedule for the webhooks page?
        10:02:19 Anil Menon: Sure. I'm stuck on the audit until Thursday though. Can I get it to you next Monday?
        10:02:25 Lotte Verbeek: That works.
        10:02:40 Anil Menon: Kasia, could you check the old redirects?
        10:02:44 Kasia Nowak: Yes. Is Friday OK?
        """
      #expect(
        tasks(text, fileName: "call.txt") == [
          "Write up the retry schedule for the webhooks page | Anil Menon | 2026-11-30",
          "Check the old redirects | Kasia Nowak | 2026-11-27",
        ])
    }
    /// A council member's wish that staff or a named officer do something asks them.
    @Test func aWishThatSomeoneDoesItAsksThem() {
      let text = """
        Councilmember Reyes (00:12:40):
        I'd like staff to bring back a cost estimate for the new crosswalk at the next work session.

        Councilmember Obi (00:14:02):
        And I would like the parks team to send the survey results to everyone on the list.
        """
      #expect(
        tasks(text, fileName: "council.txt") == [
          "Bring back a cost estimate for the new crosswalk at the next work session | staff | -",
          "Send the survey results to everyone on the list | the parks team | -",
        ])
    }
    /// A meeting assistant's follow-ups: "Topic: Name will …", where the topic may open with
    /// a word that is also a verb.
    @Test func aRecapsFollowUpWhoseTopicOpensWithAVerbIsStillThePersons() {
      let text = """
        Invitees: Tamsin Orr, Bilal Qureshi

        Follow-up tasks
        Print run: Tamsin will ask the printer to hold last year's rate. (Mentioned at 06:15)
        Venue shortlist: Bilal will visit the two halls on Thursday. (Mentioned at 11:40)
        """
      #expect(
        tasks(text) == [
          "Ask the printer to hold last year's rate | Tamsin Orr | -",
          "Venue shortlist: visit the two halls | Bilal Qureshi | 2026-11-26",
        ])
    }
    /// A round of updates, one "nick: …" line each: the lines are not one paragraph, and a
    /// "will …" after a clause of the line is that nick's, even when it points back with "it".
    @Test func aRoundOfUpdatesGivesEachNickTheWorkTheyWillDo() {
      let text = """
        Present: halvard, quyen_t, ossi

        Round of updates
        ----------------
        halvard: the crash reporter patch is finished; will send it to the list tomorrow
        quyen_t: the build bot migration plan is written up, will present the plan on Thursday
        """
      #expect(
        tasks(text) == [
          "The crash reporter patch is finished: send it to the list | halvard | 2026-11-26",
          "Present the plan | quyen_t | 2026-11-26",
        ])
    }
    /// Under a discussion heading, a few words with who raised them in brackets, over the
    /// points made, are a topic; the same shape alone is still a task.
    @Test func aTopicRaisedBySomeoneIsNoTaskOfTheirs() {
      let text = """
        Present: halvard, quyen_t, ossi

        Discussion
        ----------
         * Review turnaround (quyen_t)
           - the median wait went from two days to four since June
           - halvard thinks a rota would help
         * Book the venue (ossi)
        """
      #expect(tasks(text) == ["Book the venue | ossi | -"])
    }
    /// A public body's "Action item" on its agenda is an item for a vote.
    ///
    /// The resolution, the motion, its second and the vote are a record of procedure, not
    /// tasks. A request from a member whose surname has a hyphen is still theirs to hand out.
    @Test func aBodysVoteIsNoTaskAndAHyphenatedMemberStillAsks() {
      let text = """
        Library Board Regular Meeting
        November 24, 2026

        4. ACTION ITEMS
        4.1 Resolution No. 26-11, Adopting the Winter Opening Hours
        Motion: Lindqvist   Second: Moreau-Blanc
        Roll call vote: Lindqvist - Aye; Moreau-Blanc - Aye; Tran - Aye.
        Motion carried 3-0.

        5. DIRECTOR'S REPORT
        Trustee Moreau-Blanc asked Director Tran to circulate the branch visitor counts before the next meeting.
        """
      #expect(
        tasks(text) == [
          "Circulate the branch visitor counts before the next meeting | Tran | -"
        ])
    }
    /// Who takes up what a sentence says, in brackets after it or after its comma ("(Ilse
    /// to follow up)", ", Ravi to review it"), owns a task about that sentence.
    @Test func anOwnerAfterWhatTheySayGetsItsSentence() {
      let text = """
        **Attendees:** Ilse Marr, Ravi Deshmukh, Tomoko Hale

        ### Updates

        * Ilse: the nightly docs build times out on the new runners (Ilse to follow up).
        * Tomoko: the survey results are summarised in the wiki, Ravi to review it before Friday.
        """
      #expect(
        tasks(text) == [
          "Follow up (re: the nightly docs build times out on the new runners) | Ilse Marr | -",
          "Review it (re: the survey results are summarised in the wiki) | Ravi Deshmukh | 2026-11-27",
        ])
    }
    /// At a working group's mic line, "Full Name (where they are from):" is who speaks, and
    /// their "I'll …" is theirs; a topic's label with the firm in brackets is no speaker.
    @Test func aSpeakerAtTheMicLineOwnsWhatTheyTakeOn() {
      let text = """
        ## 2. Sampling draft (Rhea Castell, 20 min)

        Mic line:

        - Oskar Lind (Borealis Labs): The buffer mode needs a hard limit on small devices.
        - Rhea Castell (author): Agreed. I'll add a memory limit in the next revision.
        - Mina Sato (AD): I'll ask the security directorate for an early review this week.

        ## Vendors

        - **Caterer (Harvest Table):** I'll collect the dietary notes by Friday.
        """
      #expect(
        tasks(text) == [
          "Add a memory limit in the next revision | Rhea Castell | -",
          "Ask the security directorate for an early review | Mina Sato | 2026-11-27",
          "Collect the dietary notes |  | 2026-11-27",
        ])
    }
    /// A meeting assistant's "Summary" after its "Next steps" tells the same commitments
    /// again in prose; only what it adds is new.
    @Test func aSummaryAfterTheNextStepsSaysThemAgain() {
      let text = """
        Meeting summary for Allotment committee (11/24/2026)

        Next steps

        - Priyanka will email the water board about the leaking trough by Friday.
        - Hamid will order the new padlocks for the north gate.

        Summary

        Water supply
        Priyanka described the leak by plot 14. She will email the water board about the trough by Friday and chase them if there is no answer.

        Security
        Hamid will order the padlocks for the north gate. Hamid also said he would repaint the gate sign next week.
        """
      #expect(
        tasks(text) == [
          "Email the water board about the leaking trough | Priyanka | 2026-11-27",
          "Order the new padlocks for the north gate | Hamid | -",
          "Repaint the gate sign | Hamid | 2026-11-30",
        ])
    }
    /// "Motion" opens a record of procedure only when a motion's words follow it.
    @Test func aMotionIsProcedureButAMotionSensorIsWork() {
      #expect(ActionFinder.recordsProcedure(Item("Motion carried 3-0.")))
      #expect(ActionFinder.recordsProcedure(Item("Motion: Lindqvist   Second: Moreau-Blanc")))
      #expect(ActionFinder.recordsProcedure(Item("Ayes 4, Noes 0.")))
      #expect(!ActionFinder.recordsProcedure(Item("Motion sensors in the hall to be replaced")))
    }

    @Test func aStruckActionWithWhatWasDoneAfterItIsNoOpenTask() {
      let text = """
        # Maintainers sync 2026-11-18

        ## Action items

        - ~~@ingrid renew the mirror certificate~~ renewed Nov 16, good for a year
        - [ ] ~~@tomas draft the survey~~ dropped, the poll replaced it
        - [ ] @ana update the install guide
        """
      #expect(
        tasks(text, fileName: "sync.md") == [
          "Update the install guide | ana | -"
        ])
    }

    @Test func aMeetingBotsUndoTakesBackTheActionJustGiven() {
      let text = """
        [16:00] <rbarros> #startmeeting docs
        [16:01] <rbarros> #topic Style guide
        [16:02] <rbarros> #action lkimura to merge the glossary changes
        [16:02] <rbarros> #action pvance to rewrite the install page
        [16:03] <hdiaz> pvance is away, and the install page was rewritten last week
        [16:03] <rbarros> #undo
        [16:03] <docbot> Removing item from minutes: ACTION by rbarros at 16:02:40 : pvance to \
        rewrite the install page
        [16:04] <rbarros> #info the glossary freeze moves to next month
        [16:05] <rbarros> #endmeeting
        """
      #expect(tasks(text, fileName: "docs.log") == ["Merge the glossary changes | lkimura | -"])
    }
  }
}
