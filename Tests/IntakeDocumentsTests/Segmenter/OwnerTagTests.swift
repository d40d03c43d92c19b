import IntakeCore
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Owner tags after the words they own: "… ACTION - Grzegorz Nowak / Nkechi Obi".
  @Suite("Owner tags")
  struct OwnerTagTests {
    func items(_ text: String) -> [(text: String, owners: [String], tagged: Bool)] {
      SegmenterFixtures.items(text, fileName: "minutes.txt").map {
        ($0.text, $0.impliedOwners, $0.ownersAreTagged)
      }
    }

    @Test func aTagAtTheEndOfALineOwnsTheSentenceBeforeIt() {
      let found = items(
        """
        VILLAGE HALL COMMITTEE

        3. BUILDING
        The kitchen tap drips again. The washer to be replaced before the quiz night.
        ACTION - Ruairí Dempsey
        The car park lights are on a timer now and need nothing more. Gutters to be
        cleared before winter. ACTION: caretaking volunteers
        """)
      #expect(
        found.map { $0.text } == [
          "The washer to be replaced before the quiz night", "Gutters to be cleared before winter",
        ])
      #expect(found.map { $0.owners } == [["Ruairí Dempsey"], ["caretaking volunteers"]])
      #expect(found.allSatisfy { $0.tagged })
    }

    @Test func aRotaNamedByWhatItCoversOwnsLikeAGroup() {
      let found = items(
        """
        OPS HANDOVER

        2. QUEUES
        The retry queue backs up every night around two. Alerting to be tuned so it pages
        once. ACTION - Platform on-call
        The export job needs a bigger disk. ACTION - Data on-call / Rina Okafor
        """)
      #expect(
        found.map { $0.text } == [
          "Alerting to be tuned so it pages once", "The export job needs a bigger disk",
        ])
      #expect(found.map { $0.owners } == [["Platform on-call"], ["Data on-call", "Rina Okafor"]])
    }

    @Test func aTagNamesSeveralOwnersAndBeatsTheTextsOwners() {
      let found = items(
        """
        4. ANY OTHER BUSINESS
        a) The noticeboard glass is broken. She and Paulo will get a quote for a new pane.
           ACTION - Maren Solberg / Paulo Teixeira
        b) The raffle for the fair to be organised. ACTION - Agnes Whyte, Dev Mistry
        """)
      #expect(found.count == 2)
      #expect(found.first?.owners == ["Maren Solberg", "Paulo Teixeira"])
      #expect(found.last?.owners == ["Agnes Whyte", "Dev Mistry"])
      #expect(found.last?.text.hasPrefix("The raffle for the fair to be organised") == true)
    }

    @Test func aTagIsNoLabelAndMayWrapToTheNextLine() {
      let found = items(
        """
        2. GROUNDS
        The hedge by the gate is overgrown. Ewa to arrange a cutting before the end of
        March. ACTION - Ewa Marchetti
        The bench plaques to be ordered before the open day. ACTION - Jonas Berg,
        Lucía Ferreira

        3. FINANCE
        The accounts were approved.
        """)
      #expect(
        found.map { $0.text } == [
          "Ewa to arrange a cutting before the end of March",
          "The bench plaques to be ordered before the open day",
        ])
      #expect(found.last?.owners == ["Jonas Berg", "Lucía Ferreira"])
    }

    @Test func aMarkerFollowedByATaskIsNoTag() {
      let finder = ActionFinder()
      #expect(finder.ownerTag(in: "ACTION - book the hall for Friday") == nil)
      #expect(
        finder.ownerTag(in: "Minutes approved. ACTION - Agnes Whyte")?.owners == ["Agnes Whyte"])
      #expect(finder.ownerTag(in: "Agnes said the action - Dev knows it - is done") == nil)
    }
  }
}
