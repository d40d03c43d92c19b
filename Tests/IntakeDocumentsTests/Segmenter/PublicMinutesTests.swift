import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// The minutes of public bodies: officers named by role before their names, requests made
  /// of staff in reported speech, numbered sections in capitals.
  @Suite("Public minutes")
  struct PublicMinutesTests {
    static let minutes = """
                         TOWN OF ELDER BRIDGE
                  PARKS AND RECREATION BOARD - MINUTES
                        Tuesday, March 2, 2027

      1.  ROLL CALL

          Members Present: Chair Maria Lopez, Vice Chair
          Tomas Reyes, Trustee Ines Okafor

          Staff Present: Parks Director Alan Birch, Recreation
          Supervisor Kim Vo, Town Clerk June Ito

      2.  STAFF REPORTS

          Director Birch presented the winter maintenance report. Trustee
          Okafor asked how the snow budget compares with last year.

          Trustee Okafor requested that staff prepare a comparison with
          the last three winters for the April meeting.

          Following discussion, staff was directed to survey residents on
          the dog park hours by April 30, 2027.

          Vice Chair Reyes asked the Recreation Supervisor to contact the
          youth league about field bookings.

          The Clerk was asked to post the revised fee schedule.

          Chair Lopez will meet with the school district about the shared
          courts.

          Chair Lopez asked whether the fountain had been repaired. Staff
          said that it had.
      """

    @Test func aRoleBeforeANameIsAnAliasAndAWrappedListKeepsItsNames() {
      let result = Segmenter.segment(Self.minutes, fileName: "board.txt")
      #expect(
        result.header.attendees.sorted() == [
          "Alan Birch", "Ines Okafor", "June Ito", "Kim Vo", "Maria Lopez", "Tomas Reyes",
        ])
      let aliases = result.header.aliases
      #expect(aliases["Alan Birch"]?.contains("Director Birch") == true)
      #expect(aliases["Alan Birch"]?.contains("Parks Director") == true)
      #expect(aliases["Tomas Reyes"]?.contains("Vice Chair Reyes") == true)
      #expect(aliases["Kim Vo"]?.contains("Recreation Supervisor") == true)
      #expect(aliases["June Ito"]?.contains("Clerk") == true)
    }

    @Test func requestsMadeOfStaffOrOfficersAreTheirTasks() {
      let found = Segmenter.segment(Self.minutes, fileName: "board.txt").items
      #expect(
        found.map(\.text) == [
          "prepare a comparison with the last three winters for the April meeting",
          "survey residents on the dog park hours by April 30, 2027",
          "contact the youth league about field bookings",
          "post the revised fee schedule",
          "Chair Lopez will meet with the school district about the shared courts",
        ])
      #expect(
        found.map(\.impliedOwners) == [
          ["staff"], ["staff"], ["Recreation Supervisor"], ["Clerk"], [],
        ])
    }

    @Test func aTitleThatOnlyMentionsStaffOrTheChairIsATopic() {
      #expect(SectionKind.of(title: "Staff reports") == .other)
      #expect(SectionKind.of(title: "Chair's remarks") == .other)
      #expect(SectionKind.of(title: "Staff") == .attendees)
      #expect(SectionKind.of(title: "Staff present") == .attendees)
    }

    static let boardMinutes = """
      BOARD OF FACULTY

      Present:
      Prof. Elena Varga, Dean of Faculty (DoF) - Chair
      Dr Samuel Osei, Director of Studies (SO)
      Ms Ruth Kell, Faculty Administrator (RK)

      27/014  TEACHING
              The Board discussed the timetable clashes reported in week 3.
              It was agreed that SO would survey the module leaders about the
              clashes and report to the next Teaching and Learning
              Committee.                                       Action: SO
              All members to complete the new data protection module by
              28 February 2027.                                Action: All
              The Dean would write to the Registry about room bookings.
                                                                Action: DoF
      """

    @Test func initialsAndRolesAfterANameAreTheirAliases() {
      let result = Segmenter.segment(Self.boardMinutes, fileName: "board.txt")
      #expect(result.header.aliases["Elena Varga"]?.contains("DoF") == true)
      #expect(result.header.aliases["Samuel Osei"]?.contains("SO") == true)
      #expect(result.header.aliases["Samuel Osei"]?.contains("Director of Studies") == true)
      #expect(!result.header.attendees.contains("Director of Studies"))
    }

    @Test func aTagForEveryoneAndAWrapInsideANameKeepTheSentenceWhole() {
      let found = Segmenter.segment(Self.boardMinutes, fileName: "board.txt").items
      #expect(
        found.map(\.text) == [
          // "SO" is Samuel Osei's initials, not the word "so": "SO would" names the owner.
          "survey the module leaders about the clashes and report to the next Teaching and "
            + "Learning Committee",
          // Work for everyone: no one owns it, and "All members to" is no part of the task.
          "complete the new data protection module by 28 February 2027",
          "The Dean would write to the Registry about room bookings",
        ])
      #expect(found.map(\.impliedOwners) == [["SO"], [], ["DoF"]])
    }

    static let councilMinutes = """
      PARISH COUNCIL

      Present:    Cllr Orla Breen (Chair), Fr Dominic Ashe PP (DA), Teodora Ilić,
                  Aisling Moran (AM, Clerk)

      ACTIONS
      Action                                           Who     When
      Order the new noticeboard for the green          DA      30 April
      Ask youth club about litter-pick volunteers      AM

      Signed: ____________________  (Chair)      Date: ______________
      """

    @Test func lettersAfterANameAndBracketedRolesEndingALineStayWithThePerson() {
      let result = Segmenter.segment(Self.councilMinutes, fileName: "council.txt")
      #expect(result.header.attendees.contains("Dominic Ashe"))
      #expect(result.header.aliases["Dominic Ashe"]?.contains("DA") == true)
      #expect(result.header.aliases["Aisling Moran"]?.contains("AM") == true)
      #expect(result.header.aliases["Aisling Moran"]?.contains("Clerk") == true)
      #expect(!result.header.attendees.contains("Clerk"))
    }

    @Test func aVerbBeforeAGroupKeepsItAndBlanksToSignAreNoTask() {
      let found = Segmenter.segment(Self.councilMinutes, fileName: "council.txt").items
      #expect(found.map(\.text).contains("Ask youth club about litter-pick volunteers"))
      #expect(!found.contains { $0.text.contains("Signed") })
      #expect(NotesClassifier.isFormLine(Array("Signed: ________  (Chair)   Date: ______".utf8)))
      #expect(!NotesClassifier.isFormLine(Array("Book the hall for ________".utf8)))
    }

    @Test func aRoleOfTwoWordsAfterItsArticleIsThePersonWhoHoldsIt() {
      let text = """
        **In attendance:** Catriona Muir (Chief Executive), Neil Buchanan (Finance Director)

        ### 4. Report

        The Chief Executive undertook to bring an analysis of school bookings to the next meeting.

        It was agreed that the Finance Director would prepare a revised reforecast.
        """
      let found = Segmenter.segment(text, fileName: "minutes.md").items
      #expect(
        found.map(\.text) == [
          "bring an analysis of school bookings to the next meeting",
          "prepare a revised reforecast",
        ])
      #expect(found.map(\.impliedOwners) == [["Chief Executive"], ["Finance Director"]])
    }

    @Test func votesUnderAnActionItemsTitleAreDecisionsNotTasks() {
      let text = """
        ## Action items

        The board voted 4-1 to award the roofing contract to Harbour Roofing.

        The committee unanimously approved the revised fee schedule.

        Staff to publish the fee schedule on the website by Friday.
        """
      let found = Segmenter.segment(text, fileName: "summary.md").items
      #expect(found.map(\.text) == ["Staff to publish the fee schedule on the website by Friday"])
    }

    @Test func anActionSummaryTitleIsATitleNotAnAction() {
      let text = """
        26/108  HIGHWAYS
                Cllr Forsyth agreed to chase County Highways about the pothole.

        ACTION SUMMARY
        Min. ref   Action                                      Who   By
        26/108     Chase County Highways re pothole            AF    -
        """
      let found = Segmenter.segment(text, fileName: "minutes.txt").items
      #expect(
        found.map(\.text) == ["chase County Highways about the pothole"])
    }

    @Test func anActionLinesDayIsNotJoinedToAMonthTheSentenceNamed() {
      // 2027-06-12, 09:00 UTC.
      let context = ParsingContext(
        localDate: LocalDate(dayNumber: 20_981), time: LocalTime(uncheckedHour: 9),
        timeZone: .gmt)
      let drafts = DocumentParser.parse(
        """
        ## Uniform exchange
        The exchange will run again in August. Action: Fiona Shaw, 20/6
        """, base: context, fileName: "council.md"
      ).map(\.draft)
      #expect(drafts.map(\.dueDate) == [LocalDate(iso: "2027-06-20")])
      #expect(drafts.first?.text.contains("August") == true)
    }

    @Test func anActionLineWithOwnersAndADayGivesBothToTheSentenceBefore() {
      let text = """
        ### 3. Minutes of the previous meeting (20 May 2026)

        Taken as read and confirmed.

        ### 4. Property

        Hemi Walker to confirm the installation date with the pool contractor this week.
        Action: Hemi Walker, 26/6

        The board asked Sione and Mark to bring a revised forecast to the July meeting.
        Action: Sione Taufa / Mark Beaumont, 22/7
        """
      let result = Segmenter.segment(text, fileName: "board.md")
      #expect(result.items.count == 2)
      #expect(
        result.items.map(\.impliedOwners) == [["Hemi Walker"], ["Sione Taufa", "Mark Beaumont"]])
      #expect(result.items.allSatisfy { $0.text.hasSuffix("/6") || $0.text.hasSuffix("/7") })
      // The title's date is the earlier meeting's, not this one's.
      #expect(result.header.meetingDate == nil)
    }

    static let trusteeMinutes = """
      TRUSTEES PRESENT: Ada Moss (President), Ben Ruiz (Secretary), Cy Tan
      STAFF PRESENT: Dora Vale, Library Director; Eli Park, Assistant Director

      3. CONSENT AGENDA
        a. Minutes of the May meeting
      Motion to approve the consent agenda (Ruiz/Tan). Approved 3-0.

      4. POLICY
      Secretary Ruiz will send the adopted policy to the Town Clerk by June 21.

      9. FOLLOW-UP LIST
      Staff:
        - Costed proposal for restoring Sunday hours (Director)
        - Second quote for the boiler (E. Park)
      Trustees:
        - Review of the lease (Moss, Ruiz)
      """

    @Test func minutesNamePeopleByRoleAndSurnameAndInitial() {
      let result = Segmenter.segment(Self.trusteeMinutes, fileName: "trustees.txt")
      let aliases = result.header.aliases
      #expect(aliases["Ben Ruiz"]?.contains("Secretary Ruiz") == true)
      #expect(aliases["Dora Vale"]?.contains("Director") == true)
      #expect(aliases["Dora Vale"]?.contains("Director Vale") == true)
      #expect(aliases["Cy Tan"]?.contains("Tan") == true)
      // A consent agenda is a topic, and "Staff:" under the follow-up list heads a group
      // of its items, not a list of who was there.
      #expect(
        result.items.map(\.text) == [
          "Secretary Ruiz will send the adopted policy to the Town Clerk by June 21",
          "Costed proposal for restoring Sunday hours", "Second quote for the boiler",
          "Review of the lease",
        ])
      // "E. Park" as written: the task's owner is the one Park whose name starts with E.
      #expect(
        result.items.map(\.impliedOwners) == [[], ["Director"], ["E. Park"], ["Moss", "Ruiz"]])
      let drafts = DocumentParser.parse(
        Self.trusteeMinutes, base: SegmenterFixtures.shapesContext, fileName: "trustees.txt")
      #expect(drafts.map(\.draft.owners)[2] == ["Eli Park"])
    }

    @Test func aBoardsDiscussionActionItemsAreTopicsAndStaffWithRolesAfterTheirNamesOwnWork() {
      let text = """
        BOARD OF EDUCATION
        MINUTES OF THE REGULAR MEETING

        Staff present: Teresa Villanueva, Director of Student Services; Hank Morrow, Director of Facilities

        8. DISCUSSION / ACTION ITEMS
        8.1 Lincoln Elementary Roof
        Director of Facilities Morrow reported on the inspection of the B wing.
        Member Alvarez asked that Director Morrow report back at the next meeting with a cost estimate.
        Board Member Brandt requested that Director Villanueva meet with the union about the recess.
        """
      let result = Segmenter.segment(text, fileName: "board.txt")
      #expect(result.header.attendees == ["Teresa Villanueva", "Hank Morrow"])
      #expect(
        result.items.map(\.text) == [
          "report back at the next meeting with a cost estimate",
          "meet with the union about the recess",
        ])
      #expect(result.header.aliases["Hank Morrow"]?.contains("Director Morrow") == true)
    }

    @Test func aWelcomeAndApologiesMinuteHoldsProseNotNames() {
      let text = """
        Present:\tDr Ines Duarte (ID), Mr Kofi Mensah (KM)

        27/01\tWELCOME AND APOLOGIES
        \tThe Chair welcomed members to the first meeting of the calendar year. Apologies were
        \tnoted as above.

        27/05\tPROPOSED CHANGES TO MSc GEOLOGY (Paper LTC/27/04)
        \tKM introduced the proposal.
        \tACTION: KM to obtain the external examiner's comments by 19 February.
        """
      let result = Segmenter.segment(text, fileName: "committee.txt")
      #expect(result.header.attendees == ["Ines Duarte", "Kofi Mensah"])
      #expect(
        result.items.map(\.text) == [
          "KM to obtain the external examiner's comments by 19 February"
        ])
    }

    @Test func ranksBeforeAnAttendeesNameAreNoPartOfIt() {
      let text = """
        HARBOUR RESCUE UNIT - OFFICERS MEETING
        Thursday 5 March 2026

        Present: Capt. Imogen Saltash, Lt. Bram Oduya, Chief Eng. Rosa Iveta, Sgt Ken Aldous

        1. BOATS
          - Capt. Saltash asked Lt. Oduya to check the spare lifejackets by Friday
          - Rosa Iveta will service the outboard next week
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "officers.txt") == [
          "Check the spare lifejackets | Bram Oduya | 2026-03-06",
          "Service the outboard | Rosa Iveta | 2026-03-09",
        ])
    }

    @Test func aTypedHeaderSetsItsFieldsOffByWideGapsAndWritesTheClockInHours() {
      let text = """
        HARBOUR RESCUE UNIT - OFFICERS MEETING
        Mon. Oct 5 2026   1930 hrs   Boathouse

        - Lt. Oduya will call the boatyard Tues
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "officers.txt") == [
          "Call the boatyard | Oduya | 2026-10-06"
        ])
    }
    @Test func aDeadlineWrappedOntoALineOfItsOwnIsNoMeetingDate() {
      let text = """
        COUNTY LIBRARY ADVISORY BOARD
        Minutes of the regular meeting, Thursday, March 5, 2026

        Present: Joan Whitfield (Chair), Omar Farouk, Lise Brandt

        Staff will send members the revised collection policy for comment by
        April 10, 2026.
        Ms. Brandt will draft the volunteer survey by Friday.
        """
      let result = Segmenter.segment(text, fileName: "board.txt")
      // The meeting is the Thursday the title line gives, after its name and a comma.
      #expect(result.header.meetingDate == SegmenterFixtures.date("2026-03-05"))
      #expect(
        result.items.map(\.text) == [
          "Staff will send members the revised collection policy for comment by April 10, 2026",
          "Ms. Brandt will draft the volunteer survey by Friday",
        ])
      #expect(
        result.items.map(\.meetingDate) == [
          SegmenterFixtures.date("2026-03-05"), SegmenterFixtures.date("2026-03-05"),
        ])
    }
    @Test func aRecommendationTheBodyVotedIsNoTaskButWhoSendsItOnHasOne() {
      let text = """
        ADVISORY PANEL ON RIVER DATA - SUMMARY OF MEETING
        Tuesday, March 10, 2026

        Members present: Dr. Ines Marlow (Chair), Mr. Tobias Grell, Ms. Ada Penrose

        RECOMMENDATIONS
        Recommendation 2026-01: RDA should publish gauge data with hourly timestamps.
        Motion by Mr. Grell, seconded by Ms. Penrose. Approved 3-0.

        The Chair will send Recommendation 2026-01 to the Director by April 1.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "panel.txt") == [
          "Send Recommendation 2026-01 to the Director | Ines Marlow | 2026-04-01"
        ])
    }
  }
}
