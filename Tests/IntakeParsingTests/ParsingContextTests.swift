import Foundation
import IntakeCore
import Testing

@testable import IntakeParsing

@Suite("ParsingContext")
struct ParsingContextTests {
  @Test(arguments: [
    ("2026-03-04T09:00", "2026-03-04 09:00"),
    ("2026-03-04T09:00:30", "2026-03-04 09:00"),
    ("2026-03-04 23:59", "2026-03-04 23:59"),
    ("2026-03-04", "2026-03-04 00:00"),
    (" 2026-03-04T09:00 ", "2026-03-04 09:00"),
  ])
  func aLocalDateTimeIsRead(_ text: String, _ reading: String) throws {
    let (date, time) = try #require(ParsingContext.localDateTime(text))
    #expect("\(date) \(time)" == reading)
  }

  @Test(arguments: [
    "2026-03-04T9:00", "2026-03-04T09:00:60", "2026-03-04T24:00", "2026-02-30T09:00",
    "2026-03-04T09:00Z", "2026-03-04X09:00", "03/04/2026", "", "2026-03-04T09:00:5",
  ])
  func anythingElseIsNotALocalDateTime(_ text: String) {
    #expect(ParsingContext.localDateTime(text) == nil)
  }

  @Test func todayAndTheTimeOfDayAreLocalToTheZone() throws {
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let context = ParsingContext(
      now: Date(timeIntervalSince1970: 1_798_728_600), timeZone: tokyo)  // 2026-12-31T14:50Z
    #expect(context.today == Fixtures.date("2026-12-31"))
    #expect(context.timeOfDay == LocalTime(hour: 23, minute: 50))
    #expect(context.timeZoneName == "Asia/Tokyo")
  }

  @Test func aLocalReferenceBecomesTheRightInstant() throws {
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    // 8 March 2026 is the first day of daylight-saving time in New York (UTC-4 from 02:00).
    let afterChange = ParsingContext(
      localDate: Fixtures.date("2026-03-08"), time: LocalTime(uncheckedHour: 12),
      timeZone: newYork)
    #expect(afterChange.now == Date(timeIntervalSince1970: 1_772_985_600))  // 16:00Z
    #expect(afterChange.today == Fixtures.date("2026-03-08"))
    #expect(afterChange.timeOfDay == LocalTime(hour: 12))
    let before = ParsingContext(
      localDate: Fixtures.date("2026-03-07"), time: LocalTime(uncheckedHour: 12),
      timeZone: newYork)
    #expect(before.now == Date(timeIntervalSince1970: 1_772_902_800))  // 17:00Z
  }

  @Test func theDefaultsAreMonthFirstWithNoTeam() throws {
    let context = ParsingContext(now: Date(timeIntervalSince1970: 0), timeZone: .gmt)
    #expect(context.dateOrder == .mdy)
    #expect(context.roster.isEmpty)
    #expect(context.today == Fixtures.date("1970-01-01"))
    #expect(context.dayParts.morning == LocalTime(hour: 9))
    #expect(context.dayParts.endOfDay == LocalTime(hour: 17))
    #expect(context.dayParts.night == LocalTime(hour: 20))
  }

  @Test func anInstantBeforeTheEpochStillFindsItsDay() {
    let context = ParsingContext(now: Date(timeIntervalSince1970: -1), timeZone: .gmt)
    #expect(context.today == Fixtures.date("1969-12-31"))
    #expect(context.timeOfDay == LocalTime(hour: 23, minute: 59))
  }
}
