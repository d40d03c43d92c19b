import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Stand-ups collected by a bot, chats saved from a call, reports by section and clinical
  /// lists: which tasks, whose, when.
  @Suite("Stand-up and report shapes")
  struct StandupAndReportShapesTests {
    /// Each task as "text | owners | due date" (`SegmenterFixtures.taskLines`).
    func tasks(_ text: String, fileName: String = "notes.txt") -> [String] {
      SegmenterFixtures.taskLines(text, fileName: fileName)
    }

    @Test func aFullNameAloneOnALineHeadsAPlainTextStandupBlock() {
      let text = """
        Team check-in — Wednesday

        Inés Carvalho
          Yesterday
          • Cleaned up the import job's retries
          Today
          • Pair with Dmitri on the CSV parser after lunch
          • Write the release note for the importer
          Blockers
          • None

        Dmitri Volkov
          Yesterday
          • Holiday
          Today
          • Review Inés's retry change
        """
      #expect(
        tasks(text) == [
          "Pair with Dmitri on the CSV parser | Inés Carvalho | 2026-11-25 14:00",
          "Write the release note for the importer | Inés Carvalho | -",
          "Review Inés's retry change | Dmitri Volkov | -",
        ])
    }

    @Test func aSectionTitleNamingItsLeadAfterADashGivesHerTheUnownedTasks() {
      let text = """
        SITUATION REPORT 4 — STORM RESPONSE
        Attendees: Rosa Iglesias (Incident Commander), Tomás Berger (Logistics Section Chief)

        TASKS ASSIGNED

        LOGISTICS SECTION — Tomás Berger, LSC
        - Move 300 sandbags to the north depot by 18:00.
        - Mobile crane remains staged at the yard (no change).

        PUBLIC INFORMATION — Priya Venkat, PIO
        - Post the road closures to the county page by 16:00.
        - Rosa to brief the mayor at 17:30.
        """
      #expect(
        tasks(text) == [
          "Move 300 sandbags to the north depot | Tomás Berger | 2026-11-25 18:00",
          "Post the road closures to the county page | Priya Venkat | 2026-11-25 16:00",
          "Brief the mayor | Rosa Iglesias | 2026-11-25 17:30",
        ])
    }

    @Test func aRoleWrittenShortInBracketsNamesThePerson() {
      let text = """
        Clinic huddle — Wednesday
        Present: Maeve Doyle (CNS), Arjun Pillai (Consultant)

        Actions:
        - CNS to phone Mr B's daughter about the appointment
        - Arjun to chase the scan report
        """
      #expect(
        tasks(text) == [
          "Phone Mr B's daughter about the appointment | Maeve Doyle | -",
          "Chase the scan report | Arjun Pillai | -",
        ])
    }

    @Test func aMeetingChatSavedToAFileIsReadAsMessagesBySender() {
      let text = """
        10:02:13 From Lucía Romero to Everyone:
        \tCan someone book the community hall for the fair?
        10:03:40 From Jonah Achterberg to Everyone:
        \tReplying to "Can someone book the ...":

        \tI'll take it.
        10:04:02 From Jonah Achterberg to Everyone:
        \tReacted to "Can someone book the..." with 👍
        10:05:15 From Lucía Romero to Everyone:
        \tI can bring 30 folding chairs from the church on Saturday.
        """
      #expect(
        tasks(text) == [
          "Book the community hall for the fair | Jonah Achterberg | -",
          "Bring 30 folding chairs from the church | Lucía Romero | 2026-11-28",
        ])
    }

    @Test func aToDoFileReadsItsKeywordsDatesAndOwners() {
      let text = """
        Survey plan — running notes
        Author: Idris Kellner

        == 2026-11-23 ==
        DONE order the spare batteries for the loggers
        DONE check the rain gauges (Femke, 2026-11-20)
        TODO 2026-11-30 swap the broken gauge at the weir
        TODO Femke: upload the week's photos by 2026-11-27
        I need to book the boat for the river trip on Friday
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "notes.txt", includeDone: true) == [
          "Order the spare batteries for the loggers |  | - | done",
          "Check the rain gauges | Femke | - | done",
          "Swap the broken gauge at the weir |  | 2026-11-30",
          "Upload the week's photos | Femke | 2026-11-27",
          "Book the boat for the river trip | Idris Kellner | 2026-11-27",
        ])
    }

    @Test func aDoneCardsCompletionDayIsNoDueDate() {
      let text = """
        ## Done (1)

        - [x] Choose the venue for the launch
              Assignee: Noor Haddad
              Completed: Nov 20
              Tags: events
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "board.md", includeDone: true) == [
          "Choose the venue for the launch | Noor Haddad | - | done"
        ])
    }

    @Test func aSentenceOfWhenAloneDatesTheTaskBeforeIt() {
      let text = """
        From: Owen Marsh <owen@example.com>

        1. RFI-12 – Plant room door. Kestrel Joinery to confirm the hinge side. Needed by
        Fri 27/11.
        2. RFI-14 – Roof hatch. Skyline Roofing to send the revised detail. Target 02/12.
        3. Housekeeping. All trades to clear their own waste daily.
        """
      #expect(
        tasks(text) == [
          "Confirm the hinge side | Kestrel Joinery | 2026-11-27",
          "Send the revised detail | Skyline Roofing | 2026-12-02",
          "Clear their own waste |  | 2026-11-25",
        ])
    }

    @Test func aClosingActionsListOfNameDashTasksDropsWhatTheMinutesSaid() {
      let text = """
        Committee minutes
        Present: Chen Jing, Rahul Mehta

        1. Music
        Rahul will order twelve more copies of the Gloria from the hire library.
        Chen volunteered to produce a final draft of the poster for the next meeting.

        ACTIONS
        Rahul - order 12 extra copies of the Gloria
        Chen - final poster draft for the next meeting
        Rahul - ask the pub about a room for the drinks
        """
      #expect(
        tasks(text) == [
          "Order twelve more copies of the Gloria from the hire library | Rahul Mehta | -",
          "Produce a final draft of the poster for the next meeting | Chen Jing | -",
          "Ask the pub about a room for the drinks | Rahul Mehta | -",
        ])
    }

    @Test func aNumberedBlockAfterARuleIsItsTitleNotAnEntryOfTheListBefore() {
      let text = """
        CLINIC REVIEW LIST — Wednesday

        -----------------------------------------
        1. AB   Ref 4471   68M   New referral
        Outcome: Staging incomplete.
        Actions:
        - Dr Osei to request an MRI today
        - Dr Lund is on leave next week; cover arranged.

        -----------------------------------------
        2. CD   Ref 5520   71F   Follow-up
        Clinical: Recovering, back at work part-time.
        Outcome: No change to plan.
        Actions: None.

        -----------------------------------------
        3. EF   Ref 6092   82F   New referral
        Actions:
        - Dr Osei, could you put the scan report in the shared folder?
        """
      #expect(
        tasks(text) == [
          "Request an MRI | Osei | 2026-11-25",
          "Put the scan report in the shared folder | Osei | -",
        ])
    }

    @Test func linesOfOwnPlansStayApartAndAwayNotesAreNoTasks() {
      let text = """
        Week plan
        Author: Maren Solberg

        this week:
        I need to email the landowner about the gate code before Thursday
        I need to book the van for the river trip
        Out this afternoon (dentist)

        Follow-up tasks
        **Spare nets:** Order two spare nets for the weir. (Unassigned)
        """
      #expect(
        tasks(text) == [
          "Email the landowner about the gate code | Maren Solberg | 2026-11-26",
          "Book the van for the river trip | Maren Solberg | -",
          "Spare nets: Order two spare nets for the weir. (Unassigned) |  | -",
        ])
    }

    @Test func actionPointsNumberedAsProjectMinutesWriteThemAreTasks() {
      let text = """
        WP leaders telco
        Participants: Ilse Varga (UNIK), Tomás Reyes (AGRO)

        2. Status of open APs
        - AP 1.4 (AGRO): share the soil data with all partners - done, closed.
        - AP 1.6 (UNIK): ask the officer if an amendment is needed - still open.

        3. Reports
        AP 3.1 (AGRO): to send the first month of sensor data to UNIK until 08.12.2026.
        AP 3.2 (demo-site partners): to fill the input prices form by end of month.
        """
      #expect(
        tasks(text) == [
          "Ask the officer if an amendment is needed - still open | UNIK | -",
          "Send the first month of sensor data to UNIK | AGRO | 2026-12-08",
          "Fill the input prices form | demo-site partners | 2026-11-30",
        ])
    }

    @Test func aHandoverMailsStaffHeadingIsATopicAndAGroupAddressIsNobody() {
      let text = """
        From: Halvard Moe <halvard@example.no>
        To: Ragnhild Aasen <ragnhild@example.no>; Night Shift Leads <nightleads@example.no>
        Subject: Handover day -> night

        Hi Ragnhild, hi all,

        --- STAND 7 ---
        Aircraft needs a full cabin clean.
        Night shift to do the cabin clean by 05:15 at the latest.

        --- STAFF ---
        Two sick calls for tonight, so the ramp is two short.
        Ragnhild to call in one from the standby list before 23:00.
        """
      #expect(
        tasks(text) == [
          "Do the cabin clean at the latest | Night shift | 2026-11-26 05:15",
          "Call in one from the standby list | Ragnhild Aasen | 2026-11-25 23:00",
        ])
    }

    @Test func aSharedNotesPeopleOwnItsEntriesAndANoteTakersRoleIsNoPartOfTheName() {
      let text = """
        # House jobs

        Shared with Nadia, Karim, Yusuf · last edited by Nadia

        - [ ] Yusuf: bins out Thu night
        - [ ] Sat: take the old sofa to the tip (Karim + Yusuf, need the roof bars on first)
        """
      #expect(
        tasks(text, fileName: "house.md") == [
          "Bins out | Yusuf | 2026-11-26 20:00",
          "Take the old sofa to the tip | Karim, Yusuf | 2026-11-28",
        ])
      let minutes = """
        Production meeting 5
        Notes: Ines Varga (PSM)

        ## General
        - I'll send the updated tech schedule by Friday.
        """
      #expect(tasks(minutes) == ["Send the updated tech schedule | Ines Varga | 2026-11-27"])
    }

    @Test func anAutomaticTranscriptsIllBeforeAVerbIsIll() {
      let text = """
        Piotr Zielinski: um maeve yeah ill get the two polytunnel quotes to you by monday
        Maeve Tierney: great, and I was ill all week so the form is late
        """
      #expect(
        tasks(text) == ["Get the two polytunnel quotes to you | Piotr Zielinski | 2026-11-30"])
    }

    @Test func aVoiceNoteAppsDottedHeadersAreSpeakers() {
      let text = """
        Allotment group - voice notes
        Transcribed by Notely · Tue 24 Nov 2026

        Declan Fahy · 07:12 · 1:48
        [0:00] um morning all just a quick one
        [0:24] i'll bring the trailer back over to the top gate thursday evening

        Maeve Tierney · 07:31 · 1:05
        [0:00] morning um i'll ring the vet tomorrow morning about the goats
        """
      #expect(
        tasks(text) == [
          "Bring the trailer back over to the top gate | Declan Fahy | 2026-11-26 18:00",
          "Ring the vet about the goats | Maeve Tierney | 2026-11-26 09:00",
        ])
    }
    @Test func aListTitledWithItsDeadlineDatesItsItemsAndAPleaseAsksTheReader() {
      let text = """
        From: Ruth Ames <ruth@example.org>
        To: Karl Nyberg <karl@example.org>
        Subject: Depot visit

        Karl,

        Thanks for the tour today.

        PLEASE ACTION BY FRI 11/27
          1. Fire blanket - replace the one in the canteen.
          2. Send me the updated rota, with the weekend cover on it.
          3. Forklift log - sign off the November checks by Thursday.

        From my side:
        - I'll send you the extinguisher quote.

        ## Actions due Monday 30 Nov

        - Ruth to book the refresher course.
        """
      #expect(
        tasks(text) == [
          "Fire blanket - replace the one in the canteen | Karl Nyberg | 2026-11-27",
          "Send me the updated rota, with the weekend cover on it | Karl Nyberg | 2026-11-27",
          "Forklift log - sign off the November checks | Karl Nyberg | 2026-11-26",
          "Send you the extinguisher quote | Ruth Ames | -",
          "Book the refresher course | Ruth Ames | 2026-11-30",
        ])
    }
    @Test func anAuditsFindingsTableGivesWhatManagementAgreedToDo() {
      let text = """
        **Present:** Mei Tan (Payroll Lead), Olu Bankole (Finance Manager)

        ## Findings and agreed actions

        | # | Finding | Management response | Responsible | Target date |
        |---|---------|---------------------|-------------|-------------|
        | 1 | Overtime claims approved by the claimant's peer. | Agreed. Approval limits will be reset so only line managers approve overtime. | Payroll Lead | 18 Dec 2026 |
        | 2 | Leaver accounts still active after 30 days. | Partially agreed. A monthly leaver check will be added to the close checklist. | Finance Manager | 31/01/2027 |
        | 3 | Expense policy not reviewed since 2022. | Agreed. Policy updated during the audit. | Finance Manager | Implemented |
        | 4 | Petty cash kept in an unlocked drawer. | Risk accepted: the office closes next year. | n/a | n/a |
        """
      #expect(
        tasks(text) == [
          "Approval limits will be reset so only line managers approve overtime | Mei Tan | 2026-12-18",
          "A monthly leaver check will be added to the close checklist | Olu Bankole | 2027-01-31",
        ])
    }
    @Test func aMeetingsDayBeforeItsPlaceAndTimeDatesTheMinutes() {
      let text = """
        LARCH VALE RESIDENTS ASSOCIATION
        Committee Meeting Minutes
        Thursday, November 19, 2026 - Community Room - 7:00 p.m.

        5. EXECUTIVE SESSION. Entered executive session at 8:10 p.m. Returned to open session at 8:25 p.m.

        ACTION ITEMS
        1. Dev Sharma - post the approved minutes on the noticeboard within 7 days.
        """
      #expect(
        tasks(text) == ["Post the approved minutes on the noticeboard | Dev Sharma | 2026-11-26"])
    }
    @Test func aNoteOnTheListIsReadForItsOwnCommitments() {
      let text = """
        Present: Mei Tan, Olu Bankole

        ## Findings and agreed actions

        Note on Finding 1: Mei confirmed that every claim in the sample was genuine.

        Note on Finding 2: Olu said the new system may change the approval flow. He will send the vendor's workflow once it is final.
        """
      #expect(tasks(text) == ["Send the vendor's workflow once it is final | Olu Bankole | -"])
    }
    /// A community call's updates by person: "Next:" is what that person does next; being
    /// away is no work.
    @Test func aPersonsNextLineIsTheirPlan() {
      let text = """
        ## Attendees
        - Ilka Brandt (@ibrandt)
        - Oren Shapiro (@oshapiro)

        ## Updates

        ### @ibrandt
        - The tiling rewrite is merged.
        - Next: port the tiling tests to the new fixtures

        ### @oshapiro
        - Reviewed two docs PRs.
        - Next: on parental leave until the spring release
        """
      #expect(
        tasks(text, fileName: "call.md") == [
          "Port the tiling tests to the new fixtures | Ilka Brandt | -"
        ])
    }
  }
}
