import Foundation
import IntakeCore
import Testing

@Suite("LocalTime")
struct LocalTimeTests {
  @Test func onlyRealTimesCanBeCreated() {
    #expect(LocalTime(hour: 0) != nil)
    #expect(LocalTime(hour: 23, minute: 59) != nil)
    #expect(LocalTime(hour: 24) == nil)
    #expect(LocalTime(hour: -1) == nil)
    #expect(LocalTime(hour: 12, minute: 60) == nil)
    #expect(LocalTime(hour: 12, minute: -1) == nil)
  }

  @Test(arguments: ["00:00", "09:05", "23:59", "12:30"])
  func isoTextRoundTrips(_ text: String) throws {
    #expect(try #require(LocalTime(iso: text)).description == text)
  }

  @Test(arguments: ["9:05", "24:00", "12:60", "1230", "12:30:00", "ab:cd", "", "12-30"])
  func isoTextMustBeStrict(_ text: String) {
    #expect(LocalTime(iso: text) == nil)
  }

  @Test func minutesOfDayOrderTimes() throws {
    let early = try #require(LocalTime(hour: 9, minute: 5))
    let late = try #require(LocalTime(hour: 17, minute: 45))
    #expect(early.minutesOfDay == 545)
    #expect(late.minutesOfDay == 1065)
    #expect(early < late)
    #expect(!(late < early))
    #expect(LocalTime.midnight.minutesOfDay == 0)
    #expect(LocalTime.midnight == LocalTime(hour: 0, minute: 0))
  }

  @Test func anUncheckedConstantKeepsItsParts() {
    let time = LocalTime(uncheckedHour: 17, minute: 30)
    #expect(time.description == "17:30")
    #expect(LocalTime(uncheckedHour: 9).description == "09:00")
  }

  @Test func codesAsHoursAndMinutes() throws {
    let time = try #require(LocalTime(hour: 7, minute: 5))
    let data = try JSONEncoder().encode([time])
    #expect(String(decoding: data, as: UTF8.self) == #"["07:05"]"#)
    #expect(try JSONDecoder().decode([LocalTime].self, from: data) == [time])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([LocalTime].self, from: Data(#"["7:05"]"#.utf8))
    }
  }
}
