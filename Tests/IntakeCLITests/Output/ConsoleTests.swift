import Foundation
import IntakeCore
import Testing

@testable import intake

@Suite("Console and Timestamp")
struct ConsoleTests {
  @Test(arguments: [
    (1_772_614_800.787, "2026-03-04T09:00:00.787Z"),
    (1_772_614_800.1234, "2026-03-04T09:00:00.123Z"),
    (1_772_614_800.78651, "2026-03-04T09:00:00.787Z"),
    (1_772_614_800.9996, "2026-03-04T09:00:01.000Z"),
    (1_772_614_800, "2026-03-04T09:00:00.000Z"),
    (-0.5, "1969-12-31T23:59:59.500Z"),
  ])
  func timestampsRoundToTheNearestMillisecondAsTheStoreDoes(_ seconds: Double, _ text: String) {
    #expect(Timestamp.text(Date(timeIntervalSince1970: seconds)) == text)
  }

  @Test func jsonSortsKeysAndWritesDatesAsTimestamps() throws {
    struct Sample: Encodable {
      var zeta = "a/b"
      var alpha = Date(timeIntervalSince1970: 1_772_614_800.787)
    }
    #expect(
      try Console.json(Sample())
        == "{\n  \"alpha\" : \"2026-03-04T09:00:00.787Z\",\n  \"zeta\" : \"a/b\"\n}")
  }

  @Test func controlCharactersAreShownAsReplacementsNotSentToTheTerminal() {
    #expect(Console.visible("plain text — ünïcødé") == "plain text — ünïcødé")
    #expect(Console.visible("line one\nline\ttwo") == "line one\nline\ttwo")
    #expect(
      Console.visible("red \u{1B}[31mtext\u{9B}2J\u{7}") == "red \u{FFFD}[31mtext\u{FFFD}2J\u{FFFD}"
    )
    var task = StoredTask(
      draft: TaskDraft(text: "Pay \u{1B}]0;owned\u{7} rent", timeZone: "UTC"), createdBy: "ana",
      createdAt: Date(timeIntervalSince1970: 0))
    task.notes = "from an answer \u{1B}[2J"
    #expect(!TaskRenderer.line(task).unicodeScalars.contains("\u{1B}"))
    #expect(!TaskRenderer.detail(task).unicodeScalars.contains("\u{1B}"))
  }
}
