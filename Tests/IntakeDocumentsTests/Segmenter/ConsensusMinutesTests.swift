import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Minutes of groups that decide by consensus: proposals with concerns and a point person,
  /// and the work listed under each circle or team.
  @Suite("Consensus minutes")
  struct ConsensusMinutesTests {
    static let minutes = """
      # Alder Row Co-op - members meeting, 8 March 2026

      Present: Mirela Stan, Tomos Pryce, Keiko Arai, Bastian Wolff

      ## 1. Proposal: solar panels on the bike store

      Concerns:
      - Tomos is worried about the roof's age.
      - Keiko asked whether the grant covers fitting.

      Consensus reached, with one stand-aside.
      Point person: Mirela Stan - ask two installers for quotes by March 20.

      ## 2. Proposal: a tool library in the basement

      Not adopted yet.
      Owner: Bastian Wolff to check the basement's fire rating before the next meeting.

      ## Tasks by circle

      Garden circle
      - Turn the compost bays by Saturday
      - Order seed potatoes

      Maintenance team
      - Bleed the radiators in the common room
      """

    @Test func aPointPersonOwnsTheWorkAfterTheirName() {
      // The meeting is Sunday 8 March 2026: "Saturday" is the 14th.
      #expect(
        SegmenterFixtures.taskLines(Self.minutes, fileName: "coop.md") == [
          "Ask two installers for quotes | Mirela Stan | 2026-03-20",
          "Check the basement's fire rating before the next meeting | Bastian Wolff | -",
          "Turn the compost bays | Garden circle | 2026-03-14",
          "Order seed potatoes | Garden circle | -",
          "Bleed the radiators in the common room | Maintenance team | -",
        ])
    }

    @Test(arguments: ["Garden circle", "Maintenance team", "Events subcommittee"])
    func aGroupAloneOnALineHeadsItsWork(_ line: String) {
      #expect(NotesClassifier.isGroupHeading(line))
    }

    @Test(arguments: ["Email the team", "Garden", "the garden circle", "Team: Ana, Bo"])
    func otherShortLinesHeadNoGroupsWork(_ line: String) {
      #expect(!NotesClassifier.isGroupHeading(line))
    }
  }
}
