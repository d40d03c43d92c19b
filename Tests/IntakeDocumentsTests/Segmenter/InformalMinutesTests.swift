import IntakeCore
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Minutes a volunteer types up: first names, "Need someone to …", "she'll …" in the
  /// sentence that named her, the typist's own "I'll".
  @Suite("Informal minutes")
  struct InformalMinutesTests {
    static let minutes = """
      ALLOTMENT SOCIETY - members meeting
      There: Maria, Jim, Ruth, Kofi, Tilly
      Notes typed up by: Tilly

      Water
      The trough leaks again. Need someone to fix the trough before it gets warm.

      Compost
      Ruth knows a man at the timber yard, she'll ask him about offcuts for the bays.
      Ruth said yes, she'll do it by Saturday.
      I'll put the new work day on the noticeboard.

      Last time's actions
      - Order the seed potatoes. Done, collected on Tuesday.
      - Paint the shed. Dropped, the landlord will do it (see his letter)
      """

    @Test func proseMinutesSayWhoIsToDoWhatInReportedSpeech() {
      let text = """
        Present: Maeve Doyle (Chair), Ciarán Walsh (Treasurer), Ines Duarte

        Treasurer's report. Ciarán reported a healthy balance. It was agreed that the
        treasurer would prepare a breakdown of the hall costs for the AGM.

        Membership. Ines reported 120 members. The online form worked well for most
        families. She is to take the sibling discount up with the software provider.
        """
      let found = SegmenterFixtures.items(text, fileName: "minutes.txt")
      #expect(
        found.map(\.text) == [
          "prepare a breakdown of the hall costs for the AGM",
          "take the sibling discount up with the software provider",
        ])
      #expect(found.map(\.impliedOwners) == [["treasurer"], ["Ines"]])
    }

    @Test func needsOpenersAndTheTypistGiveTasksAndOwners() {
      let found = Segmenter.segment(Self.minutes, fileName: "allotment.txt").items
      #expect(
        found.map(\.text) == [
          "fix the trough before it gets warm", "ask him about offcuts for the bays",
          "put the new work day on the noticeboard",
        ])
      #expect(found.map(\.impliedOwners) == [[], ["Ruth"], ["Tilly"]])
    }

    @Test func aLastSentenceThatOpensWithAStatusReportsIt() {
      #expect(
        TaskStatus.strip("Order the seed potatoes. Done, collected on Tuesday.").status == .done)
      #expect(
        TaskStatus.strip("Paint the shed. Dropped, the landlord will do it (see his letter)").status
          == .dropped)
      #expect(TaskStatus.strip("Paint the shed. Ruth, can you help?").status == nil)
    }

    @Test func aTagAfterAStatusIsTheItemsAndApologiesListPeople() {
      let text = """
        Present:
          Sarah Hughes (SH), Chair

        Apologies:
          Thomas Ainsley (TA), Trustee

        Minute 40/25  ACTION LOG

          35/25  Audit tender - two bids received; evaluation ongoing.
                 Carried forward. ACTION: TA
        """
      let result = Segmenter.segment(text, fileName: "committee.txt")
      #expect(result.header.aliases["Thomas Ainsley"]?.contains("TA") == true)
      #expect(result.items.count == 1)
      #expect(result.items.first?.text.hasPrefix("35/25 Audit tender") == true)
      #expect(result.items.first?.impliedOwners == ["TA"])
    }

    @Test func noOtherBusinessUnderNextStepsIsNoTask() {
      let text = """
        ## 5. AOB and next steps

        No other business. Next call: 2027-03-09, same time, already in the calendar.
        Ana to send the slides to the list.
        """
      let found = Segmenter.segment(text, fileName: "call.md").items
      #expect(found.map(\.text) == ["Ana to send the slides to the list"])
      #expect(ActionFinder.isEmptyTask("Nothing this week"))
      #expect(!ActionFinder.isEmptyTask("Note the other business cards"))
    }
  }
}
