import Foundation
import IntakeCore
import Testing

@testable import IntakeStore

/// `DueInstant.Cache`, which a listing asks for each row's instant, gives what
/// `DueInstant.seconds` gives: on every day of two years, in zones whose clocks change (on
/// different days, by half an hour in one) and in zones that do not, for times either side of
/// the change, for no time, and for a zone that does not exist or is not given.
@Suite("DueInstant.Cache")
struct DueInstantCacheTests {
  @Test func everyDayOfTwoYearsIsTheInstantWorkedOutRowByRow() throws {
    let zones: [String?] = [
      "America/New_York", "Europe/Lisbon", "Australia/Lord_Howe", "Pacific/Chatham",
      "Asia/Kathmandu", "UTC", "Not/AZone", nil,
    ]
    let times: [LocalTime?] = [
      nil, LocalTime(uncheckedHour: 0), LocalTime(uncheckedHour: 1, minute: 30),
      LocalTime(uncheckedHour: 2, minute: 30), LocalTime(uncheckedHour: 3),
      LocalTime(uncheckedHour: 23, minute: 45),
    ]
    let first = try #require(LocalDate(year: 2026, month: 1, day: 1))
    var cache = DueInstant.Cache()
    var differences = 0
    // Days in order, as a listing reads them, and each zone's rows interleaved.
    for offset in 0..<730 {
      let day = first.adding(days: offset)
      for time in times {
        for zone in zones {
          let expected = DueInstant.seconds(date: day, time: time, zone: zone)
          let cached = Array((zone ?? "").utf8).withUnsafeBufferPointer { bytes in
            cache.seconds(date: day, time: time, zone: zone == nil ? nil : bytes)
          }
          if cached != expected { differences += 1 }
        }
      }
    }
    #expect(differences == 0)
  }
}
