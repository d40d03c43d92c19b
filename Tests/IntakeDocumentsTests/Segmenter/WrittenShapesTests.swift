import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Shapes of notes, logs, threads and minutes read end to end: which tasks, whose, when.
  @Suite("Written shapes")
  struct WrittenShapesTests {
    /// Each task as "text | owners | due date" (`SegmenterFixtures.taskLines`).
    func tasks(_ text: String, fileName: String = "notes.md") -> [String] {
      SegmenterFixtures.taskLines(text, fileName: fileName)
    }

    @Test func anActivityFeedCommentIsItsAuthors() {
      let text = """
        ## Activity

        **Dana Whitcombe** commented · Aug 2, 2027, 4:55 PM
        Reproduced it locally. I'll push a fix tomorrow.
        """
      #expect(tasks(text) == ["Push a fix | Dana Whitcombe | 2027-08-03"])
    }

    @Test func aStampedLogGivesItsEntriesAndTheirRequests() {
      let text = """
        Ward handover, Sunday 14 February 2027

        07:45  Bed 12 antibiotics not on ward. Pls chase pharmacy again.
        14:45  Dorota to complete the register check with pharmacy on Monday.
        15:10  Next shift: chase the physio referral for bed 16.
        """
      #expect(
        tasks(text, fileName: "handover.txt") == [
          "Chase pharmacy again |  | -",
          "Complete the register check with pharmacy | Dorota | 2027-02-15",
          "Chase the physio referral for bed 16 | Next shift | -",
        ])
    }

    @Test func aReferralHandsTheItemToTheDepartment() {
      let text = """
        CITY OF HARBOURTON
        ACTION MINUTES

        Monday, September 13, 2027

        5. ITEM 27-0612 - Permit Parking. Referred to Transportation Department for a report back in 60 days on enforcement costs. (Ferreyra/Rahimi) 3-0.
        """
      // "ACTION MINUTES" is the kind of minutes, not an action.
      #expect(
        tasks(text, fileName: "minutes.txt") == [
          "Report back on enforcement costs | Transportation Department | 2027-11-12"
        ])
    }

    @Test func workForEveryoneHasNoOwner() {
      let text = """
        Board minutes, 18 February 2027

        All trustees need to complete the open meetings training by Friday.

        More help is needed for the disco. All to ask in their class groups.
        """
      #expect(
        tasks(text, fileName: "board.txt") == [
          "Complete the open meetings training |  | 2027-02-19",
          "Ask in their class groups |  | -",
        ])
    }

    @Test func theLineThatSaysWhenTheMeetingWasHeldDatesIt() {
      let text = """
        HOLLYBROOK ALLOTMENT SOCIETY
        MINUTES OF THE ANNUAL GENERAL MEETING
        held on Saturday 26 June 2027 at 10.30am in the Pavilion

        Mrs Begum will put the new water rota on the noticeboard next week.
        """
      #expect(
        tasks(text, fileName: "agm.txt") == [
          "Put the new water rota on the noticeboard | Mrs Begum | 2027-06-28"
        ])
    }

    @Test func aRecapsPartsByPersonKeepTheirOwnersAndNotTheirRecordingTimes() {
      let text = """
        # Sync, Tue, Mar 9, 2027

        **Participants:** Ana Lima, Bo Chen, Oluwadamilare Adeyemi

        ## Action Items

        **Ana Lima & Bo Chen**
        - Run the two-week pilot in the Galway store (31:07)

        **Oluwadamilare Adeyemi (Dami)**
        - Send the revised thresholds to finance (04:12)
        - TODO (all): update your rows in the booking sheet
        """
      #expect(
        tasks(text) == [
          "Run the two-week pilot in the Galway store | Ana Lima, Bo Chen | -",
          "Send the revised thresholds to finance | Oluwadamilare Adeyemi | -",
          "Update your rows in the booking sheet |  | -",
        ])
    }

    @Test func aTagClosingALongParagraphNamesItsOwner() {
      let filler = String(
        repeating: "The governors discussed the figures at some length. ", count: 9)
      let text = """
        Governors' minutes, 19 May 2027
        Present: Mrs Ada Kim (AK) - Chair

        \(filler)Governors asked for the budget to be circulated before the next meeting. ACTION: AK
        """
      let found = tasks(text, fileName: "governors.txt")
      #expect(found.count == 1)
      #expect(found.first?.contains("| Ada Kim |") == true)
    }

    @Test func anOfficerByRoleAndSurnameIsTheAttendee() {
      let text = """
        Committee minutes, September 13, 2027

        Staff Present: Grant Holloway, Deputy City Manager

        Deputy City Manager Holloway to provide a written update to members by Friday.
        """
      #expect(
        tasks(text, fileName: "committee.txt") == [
          "Provide a written update to members | Grant Holloway | 2027-09-17"
        ])
    }
  }
}
