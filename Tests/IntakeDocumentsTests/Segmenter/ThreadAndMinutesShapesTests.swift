import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Threads with handles, notes by one author, word-processor minutes with initials, and
  /// chat answers: which tasks, whose, when.
  @Suite("Thread and minutes shapes")
  struct ThreadAndMinutesShapesTests {
    /// Each task as "text | owners | due date" (`SegmenterFixtures.taskLines`).
    func tasks(_ text: String, fileName: String = "notes.md") -> [String] {
      SegmenterFixtures.taskLines(text, fileName: fileName)
    }

    @Test func aCommentHeaderWithAHandleIsItsAuthorsAndTheHandleIsTheirs() {
      let text = """
        Activity

        Marta Quiroga @mquiroga · Jun 2, 2027 10:14am
        The retry counter resets on every deploy. I'll write up a fix plan tomorrow.

        Lena Brandt @lbrandt · Jun 2, 2027 11:30am
        @mquiroga could you also check the staging config by Friday?
        """
      #expect(
        tasks(text, fileName: "issue.txt") == [
          "Write up a fix plan | Marta Quiroga | 2027-06-03",
          "Check the staging config | Marta Quiroga | 2027-06-04",
        ])
    }

    @Test func anIssueTrackersDueCommandDatesTheWorkJustTaken() {
      let text = """
        Activity

        Marta Quiroga @mquiroga · Jun 2, 2027 10:14am
        Found it: the cache key ignores the locale. I'll take the fix.
        /assign me
        /due friday
        /label ~bug
        """
      #expect(
        tasks(text, fileName: "issue.txt") == ["Take the fix | Marta Quiroga | 2027-06-04"])
    }

    @Test func namesPartedByACommaInsideAnActionsBracketAreAllOwners() {
      let text = """
        Attendees: Nkechi Uzor, Bongani Dlamini, Siddharth Rao

        ACTION(Nkechi, Bongani): document the removed calls in the migration guide.
        """
      #expect(
        tasks(text, fileName: "summary.txt") == [
          "Document the removed calls in the migration guide | Nkechi Uzor, Bongani Dlamini | -"
        ])
    }

    @Test func aClosingAskForCorrectionsIsNoTask() {
      let text = """
        From: Hana Ito <hana@example.org>
        To: team@example.org
        Subject: Notes from today's call

        Hi all, notes below. Please reply if I got anything wrong.

        - Oskar to renew the test certificates by Friday.
        """
      #expect(
        tasks(text, fileName: "mail.txt") == ["Renew the test certificates | Oskar | 2026-11-27"])
    }

    @Test func aZoomTranscriptsBracketedNamesAreItsSpeakers() {
      let text = """
        [Greta Holm] 10:01:48
        Idris, could you rerun the flaky suite on the new runners?

        [Idris Kamara] 10:02:05
        Sure, I'll do it tomorrow.

        [Greta Holm] 10:02:20
        Thanks. I'll write up the runner costs next week, on Tuesday.
        """
      #expect(
        tasks(text, fileName: "call.txt") == [
          "Rerun the flaky suite on the new runners | Idris Kamara | 2026-11-26",
          "Write up the runner costs | Greta Holm | 2026-12-01",
        ])
    }

    @Test func aChatPastedWithNamesAndTimesOnTheirOwnLines() {
      let text = """
        #ops-followups
        Wednesday, November 25th

        Greta Holm
        10:42 AM
        Thanks all. Can someone rotate the staging keys?

        Idris Kamara
        10:51 AM
        I'll take it. I'll do it tomorrow.
        """
      #expect(
        tasks(text, fileName: "slack.txt") == [
          "Rotate the staging keys | Idris Kamara | 2026-11-26"
        ])
    }

    @Test func aPadsWikiHeadingsAndHandlesInBracketsAfterNames() {
      let text = """
        Here today (name + handle):
         * Kwabena Mensah (kmensah)
         * Hannah Lindqvist (hlq), remote
         * Ruth Osei (chair)

        == Refcount audit (Kwabena) ==
         * 112 modules audited, 37 need changes
         * TODO(kmensah): write the checklist for the per-module PRs
         * TODO(hlq): write up the build steps in the devguide
        """
      #expect(
        tasks(text, fileName: "pad.txt") == [
          "Write the checklist for the per-module PRs | Kwabena Mensah | -",
          "Write up the build steps in the devguide | Hannah Lindqvist | -",
        ])
      #expect(AttendeeList.isHandle("kmensah", of: "Kwabena Mensah"))
      #expect(!AttendeeList.isHandle("chair", of: "Ruth Osei"))
    }

    @Test func aProjectsHeadingOwnsNoListInsideItAndPlainTextDashesNameOwners() {
      let text = """
        ## Quill

        Quill is a small library for typesetting recipes.

        ### Things to do before the 1.0 release

        - Move the docs to the new domain -- Marek
        - Write the upgrade guide
        """
      #expect(
        tasks(text) == [
          "Move the docs to the new domain | Marek | -",
          "Write the upgrade guide |  | -",
        ])
    }

    @Test func aReviewedActionWhoseStatusOpensAClauseIsDone() {
      let text = """
        The Secretary reviewed the open actions:

        ACTION 2026-12   RB to send the draft comments to the panel.
                         Completed; see item 4.
        ACTION 2026-14   JT to book the venue for the spring meeting.
                         Not started. Carried forward.
        """
      let found = DocumentParser.parse(
        text, base: SegmenterFixtures.shapesContext, fileName: "minutes.txt")
      #expect(found.filter { !$0.isDone }.map(\.draft.owners) == [["JT"]])
    }

    @Test func anInitialAndASurnameNameTheOnePersonTheyFit() {
      let text = """
        Present: Lucia Romero, Grant Whitfield, Luis Herrera

        Discussion:
        - L. Romero offered to share the data dictionaries with staff.
        - G. Whitfield offered to draft the privacy note.
        """
      #expect(
        tasks(text, fileName: "minutes.txt") == [
          "Share the data dictionaries with staff | Lucia Romero | -",
          "Draft the privacy note | Grant Whitfield | -",
        ])
    }

    @Test func agreeingToRunOneCheckIsWorkAndToRunACourseADecision() {
      let text = """
        Present: Grant Whitfield, Lucia Romero

        Notes

        - Grant Whitfield agreed to run a re-identification check before release.
        - Lucia Romero agreed to run the pilot for another month.
        """
      #expect(
        tasks(text) == ["Run a re-identification check before release | Grant Whitfield | -"])
    }

    @Test func aHandTypedFollowUpTableWithAShortCellAndAWrappedItem() {
      let text = """
        PRESENT: Dr. Ines Duarte (Chair), Tom Reyes

        FOLLOW-UP ITEMS

        Item                                                  Owner        Due
        Send the revised survey to the ward councillors      Tom Reyes    March 3
        Ask the library whether the meeting room can be       Chair        --
          booked for April, and report back
        """
      #expect(
        tasks(text, fileName: "minutes.txt") == [
          "Send the revised survey to the ward councillors | Tom Reyes | 2027-03-03",
          "Ask the library whether the meeting room can be booked for April, and report back "
            + "| Ines Duarte | -",
        ])
    }

    @Test func guestsHandlesWithSurnameParticlesAndShortenedNamesAreTheirPeople() {
      let text = """
        **Attendees:** @jvdberg (Jeroen van den Berg), @mei (Mei Ling Chan)
        **Guest:** Sakura Ishii (@sishii, release manager)

        ## Actions
        - @jvdberg to draft the release notes
        - @sishii: confirm the buildbot replacement
        - Mei Ling offered to review the notes
        """
      #expect(
        tasks(text) == [
          "Draft the release notes | Jeroen van den Berg | -",
          "Confirm the buildbot replacement | Sakura Ishii | -",
          "Review the notes | Mei Ling Chan | -",
        ])
    }

    @Test func aSentenceAdverbBeforeAColonIsNoSpeaker() {
      let text = """
        Lena Brandt @lbrandt · Jun 2, 2027 11:30am
        Separately: I'll file a ticket for the dashboard alert.
        """
      #expect(
        tasks(text, fileName: "issue.txt") == [
          "File a ticket for the dashboard alert | Lena Brandt | -"
        ])
    }

    @Test func myListInNotesWrittenUpByOnePersonIsTheirs() {
      let text = """
        # Check-in with my mentor, 4 May 2027

        written up by Ruth Adebayo, same afternoon

        ## What we covered
        - Kofi will send me two papers on survey weighting.

        ## My to-do
        - [ ] redo the weighting section
        - [ ] book the lab for the pilot — 14 May
        """
      #expect(
        tasks(text) == [
          "Send me two papers on survey weighting | Kofi | -",
          "Redo the weighting section | Ruth Adebayo | -",
          "Book the lab for the pilot | Ruth Adebayo | 2027-05-14",
        ])
    }

    @Test func minutesWithInitialsAndATabbedNumberedTitle() {
      let text = """
        DEPARTMENT MEETING
        held on Tuesday 2 March 2027

        Present:\tDr Hana Ito (HI, Chair); Mr Oskar Lund (OL); Ms Priti Shah (PS)

        1.\tWelcome and apologies
        The Chair welcomed everyone.

        2.\tMinutes of the previous meeting (2 February 2027) and matters arising
        The minutes were approved.
        Action: OL to chase the projector repair, deadline 12 March 2027.

        3.\tWorkload
        HI will convene a workload review group (WRG) this term.
        Action: Year 2 module leads to send PS their marking dates by 19 March.
        Action: Research group leads to update the lab inventory.
        """
      #expect(
        tasks(text, fileName: "minutes.txt") == [
          "Chase the projector repair, deadline | Oskar Lund | 2027-03-12",
          "Convene a workload review group (WRG) this term | Hana Ito | -",
          "Send PS their marking dates | Year 2 module leads | 2027-03-19",
          "Update the lab inventory | Research group leads | -",
        ])
    }

    @Test func aYesBesideANeedLeavesItToTheNextSentence() {
      let text = """
        10:02 - Greta Holm: is the demo still on for Thursday? someone needs to book the room
        10:05 - Idris Kamara: yes, Thursday at 3 as planned. I'll book it this afternoon
        """
      #expect(
        tasks(text, fileName: "chat.txt") == [
          "Book the room | Idris Kamara | 2026-11-25 14:00"
        ])
    }

    @Test func theDocumentsOwnDayFirstDatesSayHowTheOthersRead() {
      let text = """
        KITCHEN SAFETY HUDDLE
        Thu 19/11/2026, 15:00
        Attendees: Lotte Brink (head chef), Sami Haddad

        ACTIONS
        1. Lotte to recheck the fridge logs and report at the next huddle, Thu 3/12.
        2. Cracked hob knob – Sami to order a spare today.
        """
      #expect(
        tasks(text, fileName: "huddle.txt") == [
          "Recheck the fridge logs and report at the next huddle | Lotte Brink | 2026-12-03",
          "Cracked hob knob – order a spare | Sami Haddad | 2026-11-19",
        ])
    }

    @Test func aChatReplysQuoteIsNotTheRepliersWords() {
      let text = """
        09:05 - Greta Holm: Idris Kamara: you wrote the importer — could you check whether it handles the new column?
        09:40 - Idris Kamara: <In reply to Greta Holm: Idris Kamara: you wrote the importer — could you check whether…>
        sure, I'll look at it tomorrow
        """
      #expect(
        tasks(text, fileName: "chat.txt") == [
          "Check whether it handles the new column | Idris Kamara | 2026-11-26"
        ])
    }

    @Test func scribedMinutesAsTextReadTheirSpeechTopicsAndUnderscoredNames() {
      var lines = [
        "                        Lighting Controls Community Group", "",
        "4 February 2027", "", "Attendees", "", "   Present",
        "          Marek_Nowak, Ines_Duarte, Sven_Holm", "", "   Chair", "          Ines", "",
        "Contents", "", "    1. [1]Fixture profiles", "    2. [2]Next steps", "",
        "Meeting minutes", "", "   <Sven> scribe: Sven", "", "  Fixture profiles", "",
      ]
      // Enough speech, wrapped as the minutes' text renders it, to read as a transcript.
      for round in 1...4 {
        lines += [
          "   Marek: the profile format still has open questions, round \(round)",
          "   … and the vendors disagree on channel order", "",
          "   Ines: we should settle it before the draft goes out", "",
        ]
      }
      lines += [
        "   Ines: Marek, could you collect the vendor examples in the wiki?", "",
        "   Marek: yes", "", "   ACTION: Sven to draft the channel-order note", "",
        "   Sven: I'll also write two conformance tests this week", "",
        "  Next steps", "", "   Ines: next call in two weeks",
      ]
      let found = tasks(lines.joined(separator: "\n"), fileName: "minutes.txt")
      #expect(
        found == [
          "Collect the vendor examples in the wiki | Marek Nowak | -",
          "Draft the channel-order note | Sven Holm | -",
          "Write two conformance tests | Sven Holm | 2027-02-05",
        ])
    }

    @Test func aSpeakerWithASurnameParticleIsASpeaker() {
      let text = """
        Hana Ito: Joost, could you send me the test results?
        Joost van den Berg: Sure, I'll send them after the call.
        Hana Ito: Thanks.
        """
      #expect(
        tasks(text, fileName: "call.txt") == [
          "Send me the test results after the call | Joost van den Berg | -"
        ])
    }

    @Test func runningNotesWithRuledDateTitlesDateEachMeeting() {
      let text = """
        Platform sync — running notes

        ==========================================
        Thursday, May 14, 2026
        ==========================================
        Attendees: Ana Lima (@alima), Mei Ling Chan (@mlchan)

        - AI: Ana to send the load-test report by Monday
        - Happy to keep the old flag for a release. Mei Ling will write the migration note.

        ==========================================
        Thursday, April 30, 2026
        ==========================================
        Attendees: Ana Lima, Mei Ling Chan

        - AI: Mei Ling to draft the flag proposal by Monday
        """
      #expect(
        tasks(text) == [
          "Send the load-test report | Ana Lima | 2026-05-18",
          "Write the migration note | Mei Ling Chan | -",
          "Draft the flag proposal | Mei Ling Chan | 2026-05-04",
        ])
    }

    @Test func anAskTakenOnThenWrittenAsAnActionIsOneTask() {
      let text = """
        [15:00] <ana> #startmeeting infra
        [15:01] <ana> bo: can you ask the infra team about the mirror?
        [15:01] <bo> sure
        [15:02] <ana> #action bo to ask infra about the mirror
        [15:03] <ana> #endmeeting
        """
      #expect(tasks(text, fileName: "infra.log") == ["Ask infra about the mirror | bo | -"])
    }

    @Test func lastMeetingsActionsReadOutAreNoNewTasks() {
      let text = """
        [10:00] <rui> #startmeeting docs
        [10:01] <rui> #topic Action items from last meeting
        [10:01] <rui> lena to move the style guide to the wiki
        [10:02] <lena> done last week
        [10:02] <rui> kai to fix the broken search index
        [10:03] <kai> not yet, carry it over please
        [10:03] <rui> #action kai to fix the broken search index
        [10:04] <rui> #topic Translations
        [10:05] <rui> lena to ask the translators about the glossary
        [10:06] <rui> #endmeeting
        """
      #expect(
        tasks(text, fileName: "docs.log") == [
          "Fix the broken search index | kai | -",
          "Ask the translators about the glossary | lena | -",
        ])
    }

    @Test func workUnderWayAndThenWillIsThePersons() {
      let text = """
        Attendees: Noor Aziz, Tom Reyes

        Next steps

        1. Noor is checking with the landlord whether the loading bay is free at the weekend, and will report back by Friday.
        """
      #expect(
        tasks(text) == [
          "Noor is checking with the landlord whether the loading bay is free at the weekend, "
            + "and will report back | Noor Aziz | 2026-11-27"
        ])
    }

    @Test func anActionByColumnOfInitialsNamesTheOwners() {
      let text = """
        BOATHOUSE REFIT - PROGRESS MEETING 6

        Present:   Ilse Vandenberg (IV) - Project Manager
                   Tariq Osei (TO) - Electrician

        NEW ACTIONS

        Ref    Action                                       Action by   Due
        6.1    Send the revised lighting layout             TO          Fri
        6.2    Book the crane for the pontoon lift          IV          12/11
        """
      #expect(
        tasks(text, fileName: "refit.txt") == [
          "Send the revised lighting layout | Tariq Osei | 2026-11-27",
          "Book the crane for the pontoon lift | Ilse Vandenberg | 2026-12-11",
        ])
    }

    @Test func anOfficerColumnNamesThePersonBehindTheRole() {
      let text = """
        **Present:** Ruth Okoye (President), Dmitri Vance (VP Finance), Sal Moreno (Welfare Officer)

        ## Actions

        | # | Action | Officer | By |
        |---|--------|---------|----|
        | 1 | Write to the caterers about the refund | VP Finance (Dmitri Vance) | Friday |
        | 2 | Post the election timetable | President (Ruth Okoye) | — |
        | 3 | Book the quiet room for exam week | Welfare Officer | — |
        """
      #expect(
        tasks(text) == [
          "Write to the caterers about the refund | Dmitri Vance | 2026-11-27",
          "Post the election timetable | Ruth Okoye | -",
          "Book the quiet room for exam week | Sal Moreno | -",
        ])
    }

    @Test func whoTookTheNotesOwnsTheirIWill() {
      let text = """
        Team call - Tue 11/24
        Attendees: Priya Nair, Owen Blake, Mara Quist
        Notes: Mara Quist

        TO DO
        - Owen to file the renewal by Friday.
        - I'll send the agenda to the client.
        """
      #expect(
        tasks(text) == [
          "File the renewal | Owen Blake | 2026-11-27",
          "Send the agenda to the client | Mara Quist | -",
        ])
    }

    @Test func aDisciplineInBracketsIsThePersonsNameOnTheWard() {
      let text = """
        **Present:** Ines Duarte (OT), Kwame Boateng (PT), Lise Moller (SW)
        **Note by:** Ines Duarte

        **Plan**
        - PT to check the stairs by Thursday.
        - SW to call the daughter about the care package.
        - I'll order the bath board.
        """
      #expect(
        tasks(text) == [
          "Check the stairs | Kwame Boateng | 2026-11-26",
          "Call the daughter about the care package | Lise Moller | -",
          "Order the bath board | Ines Duarte | -",
        ])
    }

    @Test func aRecapsFollowUpsNameATopicThenWhoWill() {
      let text = """
        Follow-up tasks

        Badge printer: Hamza Idris will order a new ribbon by Friday.
        Visitor wifi: Corinne Lebrun will rotate the password.
        """
      #expect(
        tasks(text) == [
          "Badge printer: order a new ribbon | Hamza Idris | 2026-11-27",
          "Visitor wifi: rotate the password | Corinne Lebrun | -",
        ])
    }

    @Test func theCardsOfATaskListExportedAsTextAreTasks() {
      let text = """
        Harbour Fun Run 2026 - project tasks
        Printed Monday, November 23, 2026

        ====================
        SECTION: Course
        ====================

        Order the finish-line arch
            Assignee: Dervla Quinn
            Due date: Nov 30
            Tags: Course
            Description: The inflatable one, 8m.
            Comments:
                Dervla Quinn, Nov 20 - Supplier wants a deposit first.

        Mark out the 5k loop
            Assignee: Unassigned
            Due date: —

        Print the bib numbers
            Assignee: Kofi Mensah
            Due date: Friday
        """
      #expect(
        tasks(text, fileName: "tasks.txt") == [
          "Order the finish-line arch | Dervla Quinn | 2026-11-30",
          "Mark out the 5k loop |  | -",
          "Print the bib numbers | Kofi Mensah | 2026-11-27",
        ])
    }
    @Test func capitalTitlesNumberedInPlainMinutesEndTheNamesAndActionsUnderThemAreTasks() {
      let text = """
        HILLCREST PARKS ACTION GROUP
        Minutes of Meeting No. 12
        Date: Wednesday 18 November 2026

        Present:
          Imogen Farrow (IF)     Chair
          Walter Osei (WO)       Grounds
          Pia Lindgren (PL)      Volunteers

        1. APPROVAL OF MINUTES OF 21 OCTOBER 2026
        Approved without changes.

        2. PLAYGROUND SURFACING
        WO reported that the bark under swings 3/4 has thinned.
        Action: WO to get two quotes for rubber mulch before 30 November.
        PL will put out a call for volunteers for the spring clean-up.
        """
      #expect(
        tasks(text, fileName: "minutes.txt") == [
          "Get two quotes for rubber mulch | Walter Osei | 2026-11-30",
          "Put out a call for volunteers for the spring clean-up | Pia Lindgren | -",
        ])
    }

    @Test func anImprovementPlanAlignedWithSpacesNamesItsColumnsAndSkipsWhatIsComplete() {
      let text = """
        IMPROVEMENT PLAN

        No.  Corrective Action                          Responsible Org.        Target Date
        ---  -----------------------------------------  ----------------------  -----------
        1.1  Write the sandbag distribution procedure   Hillcrest Public Works  12/15/2026
        1.2  Update the shelter contact list            County Red Cross        COMPLETE 11/2
        2.1  Test the siren on the north ridge          Hillcrest Fire Dept.    01/29/2027
        """
      #expect(
        tasks(text, fileName: "plan.txt") == [
          "Write the sandbag distribution procedure | Hillcrest Public Works | 2026-12-15",
          "Test the siren on the north ridge | Hillcrest Fire Dept | 2027-01-29",
        ])
    }
    @Test func topicWordsInsideAChatMessageAreItsWordsAndATodoForSomeoneIsNobodys() {
      let text = """
        jonah_k — 11/24/2026 7:02 PM
        venue: the hall is booked for the 12th ✅
        I'll order the folding tables tomorrow
        mira.b — 11/24/2026 7:05 PM
        food: two quotes in, sheet is pinned
        TODO for someone: print the volunteer badges
        """
      #expect(
        tasks(text, fileName: "chat.txt") == [
          "Order the folding tables | jonah_k | 2026-11-25",
          "Print the volunteer badges |  | -",
        ])
    }

    @Test func aShortRoleInAnAttendeesTablesRoleColumnNamesThePersonAndAFormLineIsNoTask() {
      let text = """
        ## Attendees

        | Name | Role |
        |---|---|
        | Dr. Ines Moreau | Principal Investigator (PI) |
        | Tomasz Zielinski | Study Coordinator (SC) |
        | Hana Ikeda | CRA, Northgate |

        ## Action items

        | # | Action | Responsible | Due date |
        |---|---|---|---|
        | 1 | Sign the delegation log | PI | 30-Nov-2026 |
        | 2 | File the lab certificates | SC | 4-Dec-2026 |
        | 3 | Send the follow-up letter | CRA | 2-Dec-2026 |

        ## Follow-up

        CRA signature: ____________________  Date: 25-Nov-2026
        """
      #expect(
        tasks(text, fileName: "visit.md") == [
          "Sign the delegation log | Ines Moreau | 2026-11-30",
          "File the lab certificates | Tomasz Zielinski | 2026-12-04",
          "Send the follow-up letter | Hana Ikeda | 2026-12-02",
        ])
    }
    @Test func theChairIsTheChairNotTheDeputyAndTheSecretariatIsWhoeverItNamesAndAKeyIsNoTask() {
      let text = """
        Members present: Prof Maeve Doyle (Chair); Dr Kwame Asante (Deputy Chair)
        In attendance: Ms Rosa Lind (Committee Secretariat, minutes)

        4. CONDITIONS
        The Chair to write to the applicants by Friday.
        The Secretariat to publish the revised form on the website by 4 December.

        Key to initials
        MD  Maeve Doyle       KA  Kwame Asante
        """
      #expect(
        tasks(text, fileName: "minutes.txt") == [
          "Write to the applicants | Maeve Doyle | 2026-11-27",
          "Publish the revised form on the website | Rosa Lind | 2026-12-04",
        ])
    }
    @Test func datesWrittenDayBeforeMonthMakeTheDocumentsNumericDatesDayFirst() {
      let dayFirst = """
        Minutes of the board meeting held on Wednesday 18th November 2026

        Action: Orla to send the milk price figures to members by 6/12/26.
        """
      #expect(
        tasks(dayFirst, fileName: "minutes.txt") == [
          "Send the milk price figures to members | Orla | 2026-12-06"
        ])
      let monthFirst = """
        Board meeting, November 18, 2026

        Action: Orla to send the milk price figures to members by 12/6/26.
        """
      #expect(
        tasks(monthFirst, fileName: "minutes.txt") == [
          "Send the milk price figures to members | Orla | 2026-12-06"
        ])
    }
    @Test func aTaskWhoseWordsOnlyPointBackKeepsTheSentenceBeforeInItsTitle() {
      let call = """
        [00:01:10] Ines Duarte: The two vendor contracts are still unsigned. I'll chase both of them tomorrow.
        [00:01:20] Karl Weber: Fine. I'll book the van for Friday.
        """
      #expect(
        tasks(call, fileName: "call.txt") == [
          "Chase both of them (re: The two vendor contracts are still unsigned) | Ines Duarte | 2026-11-26",
          "Book the van | Karl Weber | 2026-11-27",
        ])
      let notes = """
        ## Kitchen

        The allergen sheet for the winter menu is still missing. Jess will sort it out by Friday.
        """
      #expect(
        tasks(notes) == [
          "Sort it out (re: The allergen sheet for the winter menu is still missing) | Jess | 2026-11-27"
        ])
    }
    @Test func aNameAloneOverASidesItemsInNextStepsIsNoItem() {
      let text = """
        NEXT STEPS

        Brightpath
        1. Ravi to open a ticket for the sync timeouts.

        Harlow & Finch
        2. Dana to send the list of clerks by Monday.

        ALREADY DONE
        - Sandbox refreshed.
        """
      #expect(
        tasks(text, fileName: "recap.txt") == [
          "Open a ticket for the sync timeouts | Ravi | -",
          "Send the list of clerks | Dana | 2026-11-30",
        ])
    }
  }
}
