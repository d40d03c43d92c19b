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
}
