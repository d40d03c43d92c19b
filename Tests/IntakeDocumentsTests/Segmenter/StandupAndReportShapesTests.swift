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
  }
}
