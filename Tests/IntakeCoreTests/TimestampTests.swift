import Foundation
import IntakeCore
import Testing

@Suite("Timestamp")
struct TimestampTests {
  static let now = Date(timeIntervalSince1970: 1_772_614_800.123)

  @Test func writesUTCWithMilliseconds() {
    #expect(Timestamp.text(Self.now) == "2026-03-04T09:00:00.123Z")
    #expect(Timestamp.text(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
  }

  @Test func instantsBefore1970CountBackwards() {
    #expect(Timestamp.text(Date(timeIntervalSince1970: -0.001)) == "1969-12-31T23:59:59.999Z")
  }

  @Test func roundsToTheNearestMillisecond() {
    #expect(Timestamp.text(Date(timeIntervalSince1970: 1.0006)) == "1970-01-01T00:00:01.001Z")
    #expect(Timestamp.text(Date(timeIntervalSince1970: 1.0004)) == "1970-01-01T00:00:01.000Z")
  }

  @Test func readsWhatItWrites() {
    #expect(Timestamp.date("2026-03-04T09:00:00.123Z") == Self.now)
    #expect(Timestamp.date("1969-12-31T23:59:59.999Z") == Date(timeIntervalSince1970: -0.001))
  }

  @Test func readsTextWithoutMilliseconds() {
    #expect(
      Timestamp.date("2026-03-04T09:00:00Z") == Date(timeIntervalSince1970: 1_772_614_800))
  }

  @Test(arguments: [
    "", "2026-03-04", "2026-03-04 09:00:00.123Z", "2026-03-04T09:00:00.123",
    "2026-02-30T09:00:00.000Z", "2026-03-04T24:00:00.000Z", "2026-03-04T09:60:00Z",
    "2026-03-04T09:00:00.12xZ", "2026-03-04T09:00:00+01:00",
  ])
  func rejectsAnythingElse(text: String) {
    #expect(Timestamp.date(text) == nil)
  }
}
