import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Minutes that name people by rank or role: a crew list with leader dots gives each rank
  /// its holder, and a rank written with a slash owns the work after it.
  @Suite("Ranks and crew lists")
  struct RankTests {
    @Test func aCrewListGivesEachRankItsHolder() {
      let text = """
        Fire and safety committee, 14.05.2026

        Crew list
          Master ......... Capt. Ilse Brandvold
          C/O ............ Tomas Ruiz  (Safety Officer)
          2/E ............ Keiko Arai
          Bosun .......... Amadou Sy

        - C/O to walk the new ratings through the rescue tripod next Tuesday.
        - 2/E to check the fire pump pressure log by 20.05.2026.
        - Bosun to renew the lifebuoy lights before the survey.
        - Contents of the hospital locker ......... 14 items, checked.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "safety.txt") == [
          "Walk the new ratings through the rescue tripod | Tomas Ruiz | 2026-05-19",
          "Check the fire pump pressure log | Keiko Arai | 2026-05-20",
          "Renew the lifebuoy lights before the survey | Amadou Sy | -",
        ])
    }

    @Test func aSlashedWordNobodyWasGivenIsNoOwner() {
      let text = """
        Ops sync, 14.05.2026

        - I/O errors on the build box again; Tomas to look at the disk.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "ops.txt") == [
          "Look at the disk | Tomas | -"
        ])
    }
  }
}
