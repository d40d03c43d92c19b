import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Markdown and plain notes: sections, markers, checkboxes, subtasks, hard wraps, meetings.
  @Suite("NotesClassifier")
  struct NotesClassifierTests {
    func items(_ text: String, _ fileName: String) -> [DocumentItem] {
      SegmenterFixtures.items(text, fileName: fileName)
    }

    func texts(_ text: String, _ fileName: String) -> [String] {
      SegmenterFixtures.texts(text, fileName: fileName)
    }

    // MARK: - Sections

    @Test func everyEntryUnderAnActionsSectionIsATask() {
      let text = """
        # Board meeting

        ## Decisions
        1. Ship 2.0 on Friday.
        2. Ana will lead the migration retro.

        ## Action items
        1. Ana to update the changelog.
        2. Renew the domain (Bo)
        3. Ask the printer for a quote
        - None

        ## Budget
        - Spent 4,000 of 6,000.
        """
      let found = items(text, "minutes.md")
      #expect(
        found.map(\.text) == [
          "Ana to update the changelog", "Renew the domain", "Ask the printer for a quote",
        ])
      #expect(found.map(\.line) == [8, 9, 10])
      #expect(found[1].impliedOwners == ["Bo"])
    }

    @Test(arguments: [
      "# Action items", "### Actions", "**Action items**", "Action items:", "TODOs:", "To do:",
      "Follow-ups", "## Next steps", "Actionables:", "__Action Items:__", "## 4. Action items",
    ])
    func anActionsTitleInAnyStyle(_ title: String) {
      let text = "Weekly sync\n\n\(title)\n- call the bank\n- write the memo\n"
      #expect(texts(text, "notes.md") == ["call the bank", "write the memo"])
    }

    @Test func aMessageOfAThreadEndsTheSectionsOfTheOneBefore() {
      let thread = """
        From: Ana Lima <ana@example.org>
        Subject: Minutes

        ACTION LIST
         1. Bo - order the new lobby flyer by Friday

        ----

        From: Bo Chen <bo@example.org>
        Subject: Re: Minutes

        Thanks Ana. I'll proofread the Spanish version once you have it.
        """
      let found = items(thread, "thread.txt")
      #expect(found.map(\.line) == [5, 12])
      #expect(found.last?.text == "proofread the Spanish version once you have it")
      #expect(found.last?.impliedOwners == ["Bo Chen"])
    }

    @Test func numberedMinutesGiveEachItemTheLineItStartsOn() {
      let minutes = """
        Present: Mr Gareth Powell, Mrs Priscilla Ogden (Bookings Secretary), Ms Eilidh Baird

        2.  BOOKINGS
            a) The yoga group asked for a second weekly slot. Members discussed the
               heating costs. Ms Baird and the Bookings Secretary to draft a winter
               price list by 22 October.
        3.  FINANCE
            Mr Powell said he would circulate the accounts next week.
        """
      let found = items(minutes, "minutes.txt")
      #expect(found.map(\.line) == [5, 8])
      #expect(found.first?.impliedOwners == ["Baird", "Bookings Secretary"])
      #expect(found.last?.text == "circulate the accounts next week")
      #expect(NotesClassifier.isCapitalsTitle(Array("DATE OF NEXT MEETING".utf8)))
      #expect(!NotesClassifier.isCapitalsTitle(Array("FINANCE.".utf8)))
      #expect(!NotesClassifier.isCapitalsTitle(Array("Finance".utf8)))
    }

    @Test func notesUnderTheTopicsOfAnAgendaHoldCommitments() {
      let doc = """
        **Agenda**

        - [Ingrid] Tile server upgrade
          - Rashid thinks the warm-up takes too long
          - Ingrid will write the cut-over plan before the next call
        - Budget review (Ana)
        """
      #expect(
        texts(doc, "agenda.md") == ["Ingrid will write the cut-over plan before the next call"])
    }

    @Test func anAgendaItemNumberedAgainHeadsItsMinutesAndItsCommitmentsAreRead() {
      let doc = """
        Agenda
          1. Welcome and minutes of the March meeting
          2. Grounds and maintenance (lead Priya)
          3. Summer fete

        1. Welcome and minutes of the March meeting
        The March minutes were approved.

        2. Grounds and maintenance
        Priya reported that the fence on the east side is leaning again.
        Tomasz will get two quotes for a new fence by the end of April.

        3. Summer fete
        Hannah to book the bouncy castle before the deposit deadline on 15 May.
        """
      #expect(
        texts(doc, "minutes.txt") == [
          "Tomasz will get two quotes for a new fence by the end of April",
          "Hannah to book the bouncy castle before the deposit deadline on 15 May",
        ])
    }

    @Test func aLineGivingWorkToPeopleTheNotesNameIsATaskInAnySection() {
      let doc = """
        KITCHEN MEETING - Tue 3/9
        Here: Ravi, Noor, Gideon, Tamsin

        PREP
        - Noor: order the new sheet pans before the weekend
        - Ravi + Gideon - deep clean the fryers Sunday night
        - Tamsin: done with the rota
        - Gideon - presented the new prep list
        - Ravi: great week, thanks all
        - Supplier: send the invoice again
        """
      // 2026-03-09, 10:00 UTC.
      let context = ParsingContext(
        localDate: LocalDate(dayNumber: 20_521), time: LocalTime(uncheckedHour: 10),
        timeZone: .gmt)
      let drafts = DocumentParser.parse(doc, base: context, fileName: "kitchen.txt").map(\.draft)
      #expect(
        drafts.map(\.text) == ["Order the new sheet pans", "Deep clean the fryers"])
      #expect(
        drafts.map(\.dueDate) == [LocalDate(iso: "2026-03-14"), LocalDate(iso: "2026-03-15")])
      #expect(drafts.map(\.owners) == [["Noor"], ["Ravi", "Gideon"]])
    }

    @Test func aBylineNamesTheWriterWhoseIllTheNotesHold() {
      #expect(
        NotesClassifier.byline(
          Array("Summary written by Luz María Betancourt (chair). Thanks".utf8))
          == "Luz María Betancourt")
      #expect(NotesClassifier.byline(Array("Notes taken by Ana Lima".utf8)) == "Ana Lima")
      #expect(NotesClassifier.byline(Array("The bid was written by the clerk".utf8)) == nil)
      let notes = """
        # Call summary

        Summary written by Luz Betancourt (chair). Corrections welcome.

        ## Venue
        No conclusion yet. I'll put the question on the agenda for January.
        """
      let found = items(notes, "summary.md")
      #expect(found.map(\.impliedOwners) == [["Luz Betancourt"]])
    }

    @Test func aReplyBelowTheActionItemsIsAMessageOfItsOwn() {
      let thread = """
        ## Action items
        - [ ] @ana draft the trademark policy

        ### 2 replies

        **kim-o** · Oct 29, 2026

        Thanks Ana. Small correction: the RFP goes to four vendors, not three.
        I'll also add the fuzzing scope to the RFP.
        """
      let found = items(thread, "discussion.md")
      #expect(found.map(\.line) == [2, 9])
      #expect(found.last?.impliedOwners == ["kim-o"])
    }

    @Test func aWordInBoldIsNoPersonUnlessTheDocumentKnowsThem() {
      let notes = """
        Author: Rosa Alves
        Attendees: Rosa Alves, Tomás Reyes

        **Career**
        - I'll talk to Sam about the offline sync spike.

        **Tomás**
        - Today: write the spike proposal
        """
      let found = items(notes, "one-on-one.md")
      #expect(found.first?.impliedOwners == ["Rosa Alves"])
    }

    @Test func aHeadingEndsTheActionsSection() {
      let text = """
        ## Action items
        - send the deck

        ## Discussion
        - the deck looked fine
        """
      #expect(texts(text, "notes.md") == ["send the deck"])
    }

    @Test func carriedOverListsUnderAnActionsSectionStillCount() {
      let text = """
        ## Action items
        ### New
        - Ana to draft the newsletter
        ### Carried over
        - Bo to renew the domain (from 2026-02-23)

        From last week:
        - Carla to ask for a quote
        Closed: ACTION (Kofi) migrate the cron jobs — done 2026-02-25.
        """
      #expect(
        texts(text, "notes.md") == [
          "Ana to draft the newsletter", "Bo to renew the domain (from 2026-02-23)",
          "Carla to ask for a quote",
        ])
    }

    @Test func decisionsAgendaAndStatusAreNotTasks() {
      let text = """
        ## Agenda
        - Ana to present the roadmap

        ## Decisions
        - Bo will own the release train.
        Decided: we ship on Monday.
        We agreed that Carla will run the retro.

        ## Notes
        - Finished the migration.
        - Yesterday I fixed the login bug.
        - Did anyone look at the logs?
        - https://example.com/board
        Decision: Bo to lead the hiring loop.
        """
      #expect(texts(text, "notes.md").isEmpty)
    }

    @Test func unlabelledLinesAfterAListAreProseAgain() {
      let text = """
        ## Follow-ups
        - Marco to shorten the take-home
        - Lena to schedule the calibration session

        Next sync in two weeks.
        """
      #expect(texts(text, "notes.md").count == 2)
    }

    // MARK: - Markers

    @Test(arguments: [
      ("ACTION: Bo to review the incident report", "Bo to review the incident report", [String]()),
      ("Action: Bo to review the report", "Bo to review the report", []),
      ("**ACTION 62.5:** Bo to review the report", "Bo to review the report", []),
      ("ACTION-12: Bo to review the report", "Bo to review the report", []),
      ("AI: Quinn + Oscar to check the alerts", "Quinn + Oscar to check the alerts", []),
      ("AI(@bo): check the alerts", "check the alerts", ["bo"]),
      ("ACTION (Lena): get sign-off from security", "get sign-off from security", ["Lena"]),
      ("TODO: fix the flaky test", "fix the flaky test", []),
      ("TODO fix the flaky test", "fix the flaky test", []),
      ("Action item: renew the certificate", "renew the certificate", []),
      ("Next steps: send the contract", "send the contract", []),
      ("Follow-up: call the vendor", "call the vendor", []),
      ("#action carla to update the runbook", "carla to update the runbook", []),
      ("[NEW] ACTION: Carla to prepare the request", "Carla to prepare the request", []),
      ("- ACTION: Ana to book the room", "Ana to book the room", []),
    ])
    func anExplicitMarkerInEveryStyle(_ line: String, _ text: String, _ owners: [String]) throws {
      let document = "# Sync\n\nWe talked about the incident.\n\(line)\nThe end.\n"
      let found = items(document, "notes.md")
      try #require(found.count == 1)
      #expect(found[0].text == text)
      #expect(found[0].impliedOwners == owners)
      #expect(found[0].line == 4)
    }

    @Test func aMarkerReportingItsEndIsNoTask() {
      let text = """
        ACTION: Ana to rotate the keys — done
        ACTION 61.2 (Lena): done, closed.
        ACTION: Bo to update the SBOM [DROPPED]
        """
      #expect(texts(text, "notes.txt").isEmpty)
    }

    // MARK: - Checkboxes and subtasks

    @Test func checkboxesAreTasksAnywhereAndCheckedOnesAreDone() {
      let text = """
        ## Notes
        We went through the launch list.
        - [ ] update the App Store copy — Rosa
        - [x] submit the build @sam
        * [X] book the photographer
        - [-] drop the old banner
        ☐ print the flyers
        ✅ order the stickers
        """
      let found = items(text, "launch.md")
      #expect(
        found.map(\.text) == [
          "update the App Store copy", "submit the build @sam", "book the photographer",
          "print the flyers", "order the stickers",
        ])
      #expect(found.map(\.isDone) == [false, true, true, false, true])
      #expect(found[0].impliedOwners == ["Rosa"])
    }

    @Test func indentedEntriesAreSubtasks() {
      let text = """
        ## TODOs
        - [ ] Carla: prepare the offsite agenda
          - [ ] list venues
          - [x] ask for the budget
            - check last year's numbers
          - [-] call the old caterer
        - [ ] Bo to book flights

          - [ ] compare fares
        """
      let found = items(text, "offsite.md")
      #expect(found.map(\.text) == ["Carla: prepare the offsite agenda", "Bo to book flights"])
      #expect(
        found[0].subtasks == ["list venues", "ask for the budget", "check last year's numbers"])
      #expect(found[1].subtasks == ["compare fares"])
    }

    @Test func aNameInAnActionListGroupsThatPersonsTasks() {
      let text = """
        Attendees: Ana Lima, Bo Chen

        ## Action items
        - Ana:
          - send the deck
          - book the room
        - Bo Chen
          - review the PR
        """
      let found = items(text, "notes.md")
      #expect(found.map(\.text) == ["send the deck", "book the room", "review the PR"])
      #expect(found.map(\.impliedOwners) == [["Ana"], ["Ana"], ["Bo Chen"]])
    }

    // MARK: - Messy minutes

    @Test func hardWrappedEntriesAreJoined() {
      let text = """
        Action items:
        - Ana to send the revised deck to the board, and the numbers
        for Q1 as well
        - Bo to draft the newsletter and circulate it to the board
          before the April meeting.
        Carla will ask the printer for a quote on the new brochures and report
        back at the next meeting.
        """
      let found = items(text, "minutes.txt")
      #expect(
        found.map(\.text) == [
          "Ana to send the revised deck to the board, and the numbers for Q1 as well",
          "Bo to draft the newsletter and circulate it to the board before the April meeting",
          "Carla will ask the printer for a quote on the new brochures and report back at the "
            + "next meeting",
        ])
      #expect(found.map(\.line) == [2, 4, 6])
    }

    @Test func emphasisAndLinksAreReducedToTheirWords() {
      let text = """
        ## Action items
        - [ ] **Ana** to send the _revised_ deck, see [the draft](https://example.com/a_(b))
        - [ ] Bo to update `config_file.yaml` and the [[Release Notes|notes]] page
        - [ ] ~~Drop the old API~~
        - [ ] Carla to check <https://status.example.com> &amp; report back
        """
      let found = items(text, "notes.md")
      #expect(
        found.map(\.text) == [
          "Ana to send the revised deck, see the draft",
          "Bo to update config_file.yaml and the notes page", "Drop the old API",
          "Carla to check https://status.example.com & report back",
        ])
      #expect(found[2].isDone, "struck through reads as done")
    }

    @Test func commitmentsInProseAndBulletsOutsideActionSections() {
      let text = """
        # Notes
        Attendees: Bo Chen, carla
        Release is on track. Bo will update the changelog by Friday.
        Budget: we went over by 5%, carla to check with finance.
        - We need to book the room for the offsite.
        - I'll talk to Sam about the spike; Tomás will write the proposal.
        - Ana said the migration is finished.
        """
      let found = items(text, "notes.md")
      #expect(
        found.map(\.text) == [
          "Bo will update the changelog by Friday", "carla to check with finance",
          "book the room for the offsite", "talk to Sam about the spike",
          "Tomás will write the proposal",
        ])
      #expect(found.map(\.line) == [3, 4, 5, 6, 6])
    }

    @Test func theAuthorOwnsTheirIll() {
      let text = """
        # 1:1 Rosa / Tomás
        Author: Rosa Alves

        - I'll talk to Sam about Tomás leading the spike.
        """
      let found = items(text, "notes.md")
      #expect(found.map(\.impliedOwners) == [["Rosa Alves"]])
      #expect(found.map(\.text) == ["talk to Sam about Tomás leading the spike"])
    }

    @Test func aStandUpOwnsEachPersonsTodayButNotYesterday() {
      let text = """
        **Ana Lima**
        Yesterday: finished the migration
        Today: review Bo's PR
        Blockers: none

        **Bo**
        y: fixed the login bug
        t: write tests for the payment flow
        - Today I'll pair with Carla on the cache bug

        ### Carla Diaz
        Yesterday
        • search bug
        Today
        • update the relevance dashboard
        """
      let found = items(text, "standup.md")
      #expect(
        found.map(\.text) == [
          "review Bo's PR", "write tests for the payment flow",
          "pair with Carla on the cache bug today", "update the relevance dashboard",
        ])
      #expect(found.map(\.impliedOwners) == [["Ana Lima"], ["Bo"], ["Bo"], ["Carla Diaz"]])
    }

    @Test func anEmailThreadSkipsQuotesAndTheSenderOwnsTheirIll() {
      let text = """
        From: Ana Lima <ana@example.com>
        Date: Mon, 2 Mar 2026 10:00:00 +0000
        Subject: Re: launch checklist

        Thanks all. I'll update the checklist tonight. Bo, can you confirm the
        vendor contract by Wednesday?

        > On Sun, Mar 1, 2026 at 9:00 PM Bo Chen <bo@example.com> wrote:
        > I'll send the contract tomorrow.
        """
      let found = items(text, "thread.txt")
      #expect(
        found.map(\.text) == [
          "update the checklist tonight", "confirm the vendor contract by Wednesday",
        ])
      #expect(found.map(\.impliedOwners) == [["Ana Lima"], ["Bo"]])
      #expect(found.map(\.line) == [5, 5])
      #expect(found[0].meetingDate == SegmenterFixtures.date("2026-03-02"))
    }

    @Test func aRecapOfTheActionsGivesNoSecondItem() {
      let text = """
        Topic: signage
        ACTION: Ines to order the wayfinding signs
        ACTION: Tomi to check the fire exits

        Summary of action items
        [NEW] ACTION: Ines to order the wayfinding signs for both floors
        [NEW] ACTION: Tomi to check the fire exits before Friday
        """
      let found = items(text, "minutes.txt")
      #expect(
        found.map(\.text) == ["Ines to order the wayfinding signs", "Tomi to check the fire exits"])
    }

    @Test func twoActionsOnOneInlineLabelAreTwoItems() {
      let text = """
        The hall is booked. Action items: Dana to circulate the seating plan; Ikaika to confirm the caterer by May 2.
        """
      let found = items(text, "minutes.md")
      #expect(
        found.map(\.text) == [
          "Dana to circulate the seating plan", "Ikaika to confirm the caterer by May 2",
        ])
      #expect(found.map(\.line) == [1, 1])
      // Inside a paragraph, after a sentence too long to be a label's title.
      let prose = """
        We went over the hall quote, which came in higher than the one from last spring. Action items: Dana to circulate the seating plan; Ikaika to confirm the caterer by May 2.
        """
      #expect(items(prose, "minutes.md").map(\.text) == found.map(\.text))
    }

    @Test func ownersJoinedBySemicolonsOnAWrappedMarkerLineAreItemsOnTheirOwnLines() {
      let text = """
        Attendees: Noor Haddad, Piet Vos, Ama Owusu

        Action items: Noor to move the payroll run to the new bank; Piet to ask the
        auditors for a quote by 12 March; Ama and Noor to redraft the expenses form.

        ACTION: Piet to book the room; Ama, Noor: list three venues for the retreat.
        """
      let found = items(text, "minutes.md")
      #expect(
        found.map(\.text) == [
          "Noor to move the payroll run to the new bank",
          "Piet to ask the auditors for a quote by 12 March",
          "Ama and Noor to redraft the expenses form", "Piet to book the room",
          // The task parser reads owners before a colon.
          "Ama, Noor: list three venues for the retreat",
        ])
      #expect(found.map(\.line) == [3, 3, 4, 6, 6])
    }

    @Test func emptyPartsBetweenSemicolonsAreNoOwners() {
      for text in [
        "ACTION: Noor to renew the insurance;", "ACTION: Noor to renew it;;x", "ACTION: ;",
      ] {
        #expect(items(text, "minutes.md").count <= 1)
      }
    }

    @Test func aLongNumberedTitleInCapitalsIsAHeading() {
      let text = """
        1. ACTIONS FROM LAST MONTH
        - Noor to renew the hall insurance

        2. FLOOR SIGNAGE REVIEW FOR THE WEST WING (draft 3)
        The group looked at the new signs.
        """
      #expect(items(text, "minutes.txt").map(\.text) == ["Noor to renew the hall insurance"])
    }

    @Test func aSummaryOfActionsAloneIsTheList() {
      let text = """
        We talked about the signage budget.

        Action items summary
        - Ines to order the wayfinding signs
        """
      #expect(items(text, "minutes.txt").map(\.text) == ["Ines to order the wayfinding signs"])
    }

    @Test func anEmailsRecipientsWithAnAddressAreAttendees() {
      let text = """
        From: Ana Lima <ana@example.com>
        To: Bo Chen <bo@example.com>, all staff
        Cc: carla.diaz@example.com
        Subject: venue

        Bo, can you book the venue by Friday?
        """
      #expect(
        Segmenter.segment(text, fileName: "thread.txt").header.attendees == [
          "Ana Lima", "Bo Chen", "carla.diaz",
        ])
    }

    @Test func codeBlocksCommentsAndFrontMatterHoldNoTasks() {
      let text = """
        ---
        title: Sync
        date: 2026-03-02
        attendees: [Ana Lima, Bo Chen]
        ---
        <!-- TODO: remove this template -->
        ```
        TODO: not a task, it is code
        ```
        - [ ] Ana to ship it
        """
      let result = Segmenter.segment(text, fileName: "sync.md")
      #expect(result.items.map(\.text) == ["Ana to ship it"])
      #expect(result.header.meetingDate == SegmenterFixtures.date("2026-03-02"))
      #expect(result.header.attendees == ["Ana Lima", "Bo Chen"])
    }

    @Test func frontMatterListsTheAttendeesOneALine() {
      let text = """
        ---
        date: 2026-05-12
        attendees:
          - Marisol Quintero
          - "Tadeo Ferreira"
        tags: [garden]
        ---
        - [ ] Tadeo: chase the council about the compost pickup
        """
      let result = Segmenter.segment(text, fileName: "garden.md")
      #expect(result.header.attendees == ["Marisol Quintero", "Tadeo Ferreira"])
    }

    @Test func aDoneItemSaysWhoDidIt() {
      let text = """
        ## Done
        - [x] Ingrid booked the gazebo
        - [x] Ana and Bo sent the invites
        - [x] Booked the room
        - [x] Ana's laptop arrived
        """
      #expect(
        items(text, "done.md").map(\.impliedOwners) == [["Ingrid"], ["Ana", "Bo"], [], []])
    }

    @Test func aTakeThatAfterAClauseOfItsSentenceTakesTheClause() {
      let text = """
        ## Notes
        - We still need a float for the cash box, Ingrid said she'd sort it out on Friday.
        - The projector in room 2 keeps flickering; Sam will look at it.
        - Can you send the slides? I'll check them over.
        """
      let found = items(text, "notes.md")
      #expect(
        found.map(\.text) == [
          "We still need a float for the cash box on Friday",
          "The projector in room 2 keeps flickering",
        ])
      #expect(found.map(\.impliedOwners) == [["Ingrid"], ["Sam"]])
    }

    @Test func aHeadingThatNamesAnAttendeeAndTheirTopicOwnsTheTodosUnderIt() {
      let text = """
        Present: Ines Duarte, Kofi Mensah

        ### Ines — soil sampling
        - Cores from plot 4 are frozen
        TODO
        - [ ] Send Kofi the lab sheets by Monday

        ### Kofi (part-time this month)
        - [ ] Order more sample bags

        ### Budget — next year
        - [ ] Ask finance about the travel line
        """
      let found = items(text, "lab.md")
      #expect(found.map(\.impliedOwners) == [["Ines"], ["Kofi"], []])
    }

    @Test func severalHeaderFieldsOnOneLineEachSayTheirPart() {
      let text = """
        # Sync

        **Date:** 18 May 2026 · **Sprint:** 18 May → 29 May · **Notes by:** Ines Duarte

        I'll raise the rota with Kofi at Thursday's sync.
        """
      let result = Segmenter.segment(text, fileName: "sync.md")
      #expect(result.header.meetingDate == SegmenterFixtures.date("2026-05-18"))
      #expect(result.items.map(\.impliedOwners) == [["Ines Duarte"]])
    }

    @Test func ownerAndByFieldsUnderAnItemAreItsOwnAndDueNotItsSteps() {
      let text = """
        ## Actions
        - Reassess the falls risk for bed 9
          - Owner: Gwen Llewellyn
          - By: 12:00 today
        - Order the replacement hoist sling
          - check the size chart first
          - Due: Friday

        ## Safety notes (for awareness – no action needed)
        - Lift B out of service until Thursday
        """
      let found = items(text, "huddle.md")
      #expect(
        found.map(\.text) == [
          "Reassess the falls risk for bed 9 · Owner: Gwen Llewellyn · By: 12:00 today",
          "Order the replacement hoist sling · Due: Friday",
        ])
      #expect(found.map(\.subtasks) == [[], ["check the size chart first"]])
    }

    @Test func aTakeThatInTheNextSentenceTakesTheRequestBeforeIt() {
      let text = """
        ## Notes
        - Somebody needs to update the volunteer rota on the website. Priya said she'd do it, since she has the login anyway.
        - Mr. Okoro asked that staff check the fire certificate with the council. Ms. Lindqvist agreed to do so.
        """
      let found = items(text, "notes.md")
      #expect(found.count == 2)
      #expect(found.map(\.impliedOwners) == [["Priya"], ["Lindqvist"]])
      #expect(found.first?.text.contains("volunteer rota") == true)
      #expect(found.last?.text.contains("fire certificate") == true)
    }

    @Test func aMarkerInsideATopicEntryIsATaskAndTheEntriesUnderItStayNotes() {
      let text = """
        ## Topics
        - **Mirror costs.** The bill went up in October. *Action*: Kwabena to ask the sponsor
          about the old tier.
          - Lotte will look at other hosts.
        - **Docs.** Nothing new this week.
        """
      let found = items(text, "council.md")
      #expect(
        found.map(\.text) == [
          "Kwabena to ask the sponsor about the old tier", "Lotte will look at other hosts",
        ])
      #expect(found.map(\.subtasks) == [[], []])
    }

    @Test func agreeingToATaskTakesItOnButAgreeingToADecisionDoesNot() {
      let text = """
        Sunniva agreed to cover the support inbox while Lotte is away.
        Nadia agreed to cut the list to six.
        Heather agreed to continue as treasurer.
        """
      let found = items(text, "notes.md")
      #expect(found.map(\.impliedOwners) == [["Sunniva"]])
    }

    @Test func aNumberedAgendaItemNamingActionsIsNoHeading() {
      let text = """
        Agenda
        1. Schema feedback
        2. Action items

        Notes

        Schema feedback
        - Oluwaseun thinks the codes should follow the national list.
        - Priya will send the revised draft by Friday.
        """
      #expect(items(text, "wg.md").map(\.text) == ["Priya will send the revised draft by Friday"])
    }

    @Test func aMinuteTitleInCapitalsEndsTheLabelBeforeIt() {
      let text = """
        Present: Cllr Hilary Pennock (Chair), Ms Bronwen Tasker (Town Clerk)

        A.101  APOLOGIES
               Cllr Fergus Hallam sent apologies.

        A.107  TREE SURVEY
               The Clerk will ask the tree officer whether notice is needed.
               The Chair agreed to write to the volunteers.
        """
      let found = items(text, "minutes.txt")
      #expect(
        found.map(\.text) == [
          "ask the tree officer whether notice is needed", "write to the volunteers",
        ])
      #expect(found.map(\.impliedOwners) == [["Clerk"], ["Chair"]])
    }

    @Test func aMeetingBotsRecapNamesTheOwnersBeforeTheVerbAndRepeatsTheActions() {
      let text = """
        Meeting summary
        * #info present: faridah, tuan_ng, marisol
        * #action faridah raise the rsync timeout on the primary
        * #action yaretzi look over the toolchain plan when back

        Action items
        * faridah raise the rsync timeout on the primary
        * tuan_ng and marisol write a health check for the mirrors
        * yaretzi look over the toolchain plan when back
        * #action docs team refresh the wiring diagrams
        """
      let found = items(text, "summary.txt")
      #expect(
        found.map(\.impliedOwners) == [
          ["faridah"], ["yaretzi"], ["tuan_ng", "marisol"], ["docs team"],
        ])
    }

    @Test func aTaskWhoseObjectIsAPronounTakesTheClauseThatNamedIt() {
      let text = """
        ## Notes
        - The budget draft is in the shared folder; Priya to check it against the invoices.
        - Send it my way; Bo to check it against the invoices.
        """
      #expect(
        items(text, "notes.md").map(\.text) == [
          // The owner opens the text, where the task parser reads it.
          "Priya to check it against the invoices (re: The budget draft is in the shared folder)",
          "Bo to check it against the invoices",
        ])
    }

    @Test func aTopicHeadingUnderTheAgendaHoldsTheNotesOfWhatWasSaid() {
      let text = """
        ## Agenda
        ### 4. Contributor guide
        - Matías shared the draft.
        - The docs team will record a short screencast by end of month.
        - Someone needs to check the macOS runners.
        """
      #expect(
        items(text, "tsc.md").map(\.text) == [
          "The docs team will record a short screencast by end of month",
          "check the macOS runners",
        ])
    }

    @Test func heOrSheMeansWhoTheSentenceBeforeOpenedWith() {
      let text = """
        Present: Vikram Raghavan, Gwen Talbot

        Vikram presented the accounts. He will prepare a budget for the spring term.
        The hall went up by 12%. She will ask the council.
        """
      let found = items(text, "minutes.txt")
      #expect(found.map(\.impliedOwners) == [["Vikram"]])
    }

    @Test func aBodyThatAgreesDecidesAndAGroupNameMayEndInAHyphenatedNoun() {
      let text = """
        The committee agreed to recruit two more helpers. Hamish agreed to ask the bakery.
        The fundraising sub-committee to plan the raffle.
        """
      #expect(
        items(text, "minutes.txt").map(\.text) == [
          "ask the bakery", "The fundraising sub-committee to plan the raffle",
        ])
    }

    @Test func anOwnerTagMayOpenAtALinesEndAndNameOnTheNext() {
      let text = """
        3. Matters arising
        c) Safeguarding: two coaches still need to renew their certificates. ACTION:
        Tadeusz Wrona
        d) Kit order: closed.
        """
      let found = items(text, "minutes.txt")
      #expect(found.map(\.impliedOwners) == [["Tadeusz Wrona"]])
      #expect(found.map(\.line) == [2])
    }

    @Test func followUpTasksAfterTheKeyPointsRestateThem() {
      let text = """
        Key points
        - Invitations: Benedikt Hauser will get a printing quote from the supplier.
        Follow-up tasks
        - Benedikt Hauser will get a printing quote for the paper invitations.
        - Benedikt Hauser will book the hall for the launch.
        """
      #expect(items(text, "recap.txt").map(\.line) == [2, 5])
    }

    @Test func nextStepsWithTheOwnerInBracketsAndATitleRestateTheDetailsInOtherWords() {
      let text = """
        Details
        * Stock: Ines Duarte said they would check with the store how many sample bags are left.
        Suggested next steps
        * [Ines Duarte] Bag Count: Ines Duarte will confirm with the store how many sample bags remain.
        * [Kofi Mensah] Lab Sheets: Kofi Mensah will send the lab sheets to the field team.
        * [Kofi Mensah] Order the spare corer
        """
      let found = items(text, "notes.txt")
      #expect(found.map(\.line) == [2, 5, 6])
      #expect(found.map(\.impliedOwners) == [["Ines Duarte"], ["Kofi Mensah"], ["Kofi Mensah"]])
      #expect(
        found.map(\.text).dropFirst() == [
          "Kofi Mensah will send the lab sheets to the field team", "Order the spare corer",
        ])
    }

    @Test func setextTitlesAndATableOfActions() {
      let text = """
        Planning meeting
        ================

        Date: 3/2/2026

        Action items
        ------------

        | Action | Owner | Due |
        |--------|-------|-----|
        | Send the deck | Ana | Friday |
        | Book the room | Bo, Carla | by 2026-03-10 |
        | ~~Old item~~ | Dan | |

        Decisions
        ---------

        | Decision | Owner |
        |---|---|
        | Ship on Friday | Ana |
        """
      let found = items(text, "planning.md")
      #expect(
        found.map(\.text) == ["Send the deck by Friday", "Book the room by 2026-03-10", "Old item"])
      #expect(found.map(\.impliedOwners) == [["Ana"], ["Bo", "Carla"], ["Dan"]])
      #expect(found.map(\.isDone) == [false, false, true])
      #expect(found.map(\.line) == [11, 12, 13])
      #expect(found[0].meetingDate == SegmenterFixtures.date("2026-03-02"))
    }

    @Test func meetingBotMinutesGiveEachActionOnce() {
      let text = """
        Meeting summary
        ---------------
        * Mirrors  (ana, 16:05:10)
          * AGREED: move the mirror to the new host  (ana, 16:10:00)
          * ACTION: bo to update the DNS records  (ana, 16:11:00)

        Action items
        ------------
        * bo to update the DNS records
        * carla to write the migration plan

        Action items, by person
        -----------------------
        * bo
          * bo to update the DNS records
        * carla
          * carla to write the migration plan

        People present (lines said)
        ---------------------------
        * ana (40)
        * bo (22)
        """
      let result = Segmenter.segment(text, fileName: "infra.txt")
      #expect(
        result.items.map(\.text) == [
          "bo to update the DNS records", "carla to write the migration plan",
        ])
      // The nicks actions open with are the document's people too, in the order read.
      #expect(result.header.attendees == ["bo", "carla", "ana"])
    }

    // MARK: - Meetings, dates, attendees

    @Test func twoMeetingsInOneFileKeepIdenticalItemsApart() {
      let text = """
        # Team log

        ## Weekly sync — 2026-03-02
        ### Action items
        - [ ] Ana to send the status report
        - [ ] Ana to send the status report

        ## Weekly sync — 2026-03-09
        ### Carried over
        - [ ] Ana to send the status report
        ### Action items (due 2026-03-13)
        - [ ] Carla to plan the offsite
        """
      let found = items(text, "log.md")
      #expect(found.map(\.meeting) == [0, 1, 1])
      #expect(
        found.map(\.meetingDate) == [
          SegmenterFixtures.date("2026-03-02"), SegmenterFixtures.date("2026-03-09"),
          SegmenterFixtures.date("2026-03-09"),
        ])
      #expect(found[0].text == found[1].text)
    }

    @Test(arguments: [
      ("# Weekly sync — 2026-03-02", "2026-03-02"),
      ("Meeting Date: Friday, March 29, 2019", "2019-03-29"),
      ("# 2026-03-02 planning", "2026-03-02"),
      ("Date: 3/2/2026", "2026-03-02"),
      ("**Date:** 2 March 2026", "2026-03-02"),
      ("Minutes of the board meeting, March 29, 2019", "2019-03-29"),
      ("Monday 6 April 2026", "2026-04-06"),
    ])
    func theMeetingDateComesFromAHeader(_ header: String, _ iso: String) {
      let text = "\(header)\n\nAction items:\n- call the bank\n"
      let result = Segmenter.segment(text, fileName: "notes.md")
      #expect(result.header.meetingDate == SegmenterFixtures.date(iso))
      #expect(result.items.first?.meetingDate == SegmenterFixtures.date(iso))
    }

    @Test(arguments: [
      "# Weekly sync — March 2", "Next meeting: April 26, 2019", "Budget: 2,000 for 2026",
    ])
    func aDateWithoutItsYearOrAboutAnotherDayDatesNothing(_ header: String) {
      let text = "# Sync\n\(header)\n\nAction items:\n- call the bank\n"
      #expect(Segmenter.segment(text, fileName: "notes.md").header.meetingDate == nil)
    }

    @Test(arguments: [
      "Attendees: Ana Lima, Bo Chen and carla", "Present: Ana Lima; Bo Chen (chair); carla",
      "Participants: @Ana Lima, Bo Chen – PM, carla", "**Attendees:** Ana Lima, Bo Chen & carla",
    ])
    func anAttendeesLineNamesTheAttendees(_ line: String) {
      let text = "# Sync\n\(line)\n\n- nothing else\n"
      #expect(
        Segmenter.segment(text, fileName: "notes.md").header.attendees == [
          "Ana Lima", "Bo Chen", "carla",
        ])
    }

    @Test func attendeesListedUnderAHeadingAndNamesKnownInLowerCase() {
      let text = """
        ## Attendees
        - Ana Lima
        - carla

        ## Notes
        Budget is over; carla to check with finance.
        """
      let result = Segmenter.segment(text, fileName: "notes.md")
      #expect(result.header.attendees == ["Ana Lima", "carla"])
      #expect(result.items.map(\.text) == ["carla to check with finance"])
    }
  }
}
