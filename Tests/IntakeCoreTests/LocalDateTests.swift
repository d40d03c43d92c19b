import Foundation
import IntakeCore
import Testing

@Suite("LocalDate")
struct LocalDateTests {
  private func date(_ year: Int, _ month: Int, _ day: Int) throws -> LocalDate {
    try #require(LocalDate(year: year, month: month, day: day))
  }

  // MARK: - Creating

  @Test func onlyRealDaysCanBeCreated() {
    #expect(LocalDate(year: 2024, month: 2, day: 29) != nil)
    #expect(LocalDate(year: 2026, month: 2, day: 29) == nil)
    #expect(LocalDate(year: 2026, month: 2, day: 30) == nil)
    #expect(LocalDate(year: 2026, month: 4, day: 31) == nil)
    #expect(LocalDate(year: 2026, month: 12, day: 31) != nil)
    #expect(LocalDate(year: 2026, month: 13, day: 1) == nil)
    #expect(LocalDate(year: 2026, month: 0, day: 1) == nil)
    #expect(LocalDate(year: 2026, month: 1, day: 0) == nil)
  }

  @Test(arguments: [
    ("2026-03-04", "2026-03-04"), ("2024-02-29", "2024-02-29"), ("0999-01-01", "0999-01-01"),
  ])
  func isoTextRoundTrips(_ text: String, _ description: String) throws {
    #expect(try #require(LocalDate(iso: text)).description == description)
  }

  @Test(arguments: [
    "2026-3-4", "2026-02-30", "20260304", "2026/03/04", "2026-03-04T09:00", " 2026-03-04",
    "2026-13-01", "abcd-ef-gh", "", "2026-03-0a",
  ])
  func isoTextMustBeStrict(_ text: String) {
    #expect(LocalDate(iso: text) == nil)
  }

  // MARK: - Day numbers

  @Test func dayNumbersCountFromTheEpoch() throws {
    #expect(try date(1970, 1, 1).dayNumber == 0)
    #expect(try date(1970, 1, 2).dayNumber == 1)
    #expect(try date(1969, 12, 31).dayNumber == -1)
    #expect(try date(2000, 3, 1).dayNumber == 11_017)
    #expect(try date(2026, 3, 4).dayNumber == 20_516)
    #expect(try date(1600, 1, 1).dayNumber == -135_140)
    #expect(LocalDate(dayNumber: 20_516) == (try date(2026, 3, 4)))
  }

  @Test func dayNumbersRoundTripDayByDayOverFiveCenturiesEachSide() throws {
    // From 1422 to 2517: every day number converts back to itself, and each day is followed
    // by the next calendar day.
    var previous = LocalDate(dayNumber: -200_001)
    for number in -200_000...200_000 {
      let current = LocalDate(dayNumber: number)
      let isNextDay =
        (current.year == previous.year && current.month == previous.month
          && current.day == previous.day + 1)
        || (current.day == 1
          && previous.day == LocalDate.daysInMonth(year: previous.year, month: previous.month)
          && ((current.year == previous.year && current.month == previous.month + 1)
            || (current.year == previous.year + 1 && current.month == 1 && previous.month == 12)))
      guard current.dayNumber == number, isNextDay else {
        Issue.record("day \(number): \(previous) is followed by \(current)")
        return
      }
      previous = current
    }
    #expect(previous == (try date(2517, 8, 1)))
  }

  @Test func dayNumbersAgreeWithFoundation() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    for number in stride(from: -50_000, through: 100_000, by: 997) {
      let instant = Date(timeIntervalSince1970: Double(number) * 86_400)
      let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: instant)
      let date = LocalDate(dayNumber: number)
      #expect([date.year, date.month, date.day] == [parts.year, parts.month, parts.day])
      // Foundation: 1 = Sunday … 7 = Saturday; LocalDate: 1 = Monday … 7 = Sunday.
      #expect(date.weekday == ((parts.weekday ?? 0) + 5) % 7 + 1)
    }
  }

  // MARK: - Calendar facts

  @Test(arguments: [
    (2000, true), (1900, false), (2024, true), (2026, false), (2100, false), (2400, true),
    (1600, true), (2028, true),
  ])
  func leapYears(_ year: Int, _ isLeap: Bool) {
    #expect(LocalDate.isLeap(year) == isLeap)
    #expect(LocalDate.daysInMonth(year: year, month: 2) == (isLeap ? 29 : 28))
  }

  @Test func monthLengths() {
    let lengths = (1...12).map { LocalDate.daysInMonth(year: 2026, month: $0) }
    #expect(lengths == [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
  }

  @Test func weekdaysRunMondayToSunday() throws {
    #expect(try date(1970, 1, 1).weekday == 4)
    #expect(try date(2026, 3, 2).weekday == 1)
    #expect(try date(2026, 3, 4).weekday == 3)
    #expect(try date(2026, 3, 8).weekday == 7)
    #expect(try date(1969, 12, 29).weekday == 1)
    #expect(try date(1900, 1, 1).weekday == 1)
  }

  // MARK: - Arithmetic

  @Test func addingDaysCrossesMonthsAndYears() throws {
    #expect(try date(2026, 12, 31).adding(days: 1) == (try date(2027, 1, 1)))
    #expect(try date(2024, 2, 28).adding(days: 1) == (try date(2024, 2, 29)))
    #expect(try date(2026, 3, 1).adding(days: -1) == (try date(2026, 2, 28)))
    #expect(try date(2026, 3, 4).adding(days: 365) == (try date(2027, 3, 4)))
    #expect(try date(2026, 3, 4).adding(days: 0) == (try date(2026, 3, 4)))
  }

  struct MonthStep: Sendable, CustomTestStringConvertible {
    let from: String
    let months: Int
    let to: String
    var testDescription: String { "\(from) \(months >= 0 ? "+" : "")\(months) months is \(to)" }
  }

  @Test(arguments: [
    MonthStep(from: "2026-01-31", months: 1, to: "2026-02-28"),
    MonthStep(from: "2024-01-31", months: 1, to: "2024-02-29"),
    MonthStep(from: "2026-12-31", months: 2, to: "2027-02-28"),
    MonthStep(from: "2026-03-31", months: -1, to: "2026-02-28"),
    MonthStep(from: "2026-03-31", months: 1, to: "2026-04-30"),
    MonthStep(from: "2026-01-15", months: -1, to: "2025-12-15"),
    MonthStep(from: "2026-01-15", months: -13, to: "2024-12-15"),
    MonthStep(from: "2026-03-04", months: 12, to: "2027-03-04"),
    MonthStep(from: "2024-02-29", months: 12, to: "2025-02-28"),
    MonthStep(from: "2026-03-04", months: 0, to: "2026-03-04"),
    MonthStep(from: "0001-01-31", months: -1, to: "0000-12-31"),
  ])
  func addingMonthsKeepsTheDayAndClampsIt(_ step: MonthStep) throws {
    let from = try #require(LocalDate(iso: step.from))
    #expect(from.adding(months: step.months).description == step.to)
  }

  @Test func datesCompareInCalendarOrder() throws {
    #expect(try date(2026, 3, 4) < (try date(2026, 3, 5)))
    #expect(try date(2026, 2, 28) < (try date(2026, 3, 1)))
    #expect(try date(2025, 12, 31) < (try date(2026, 1, 1)))
    #expect(!(try date(2026, 3, 4) < (try date(2026, 3, 4))))
  }

  // MARK: - Coding

  @Test func codesAsAnISOString() throws {
    let data = try JSONEncoder().encode([try date(2026, 3, 4)])
    #expect(String(decoding: data, as: UTF8.self) == #"["2026-03-04"]"#)
    #expect(try JSONDecoder().decode([LocalDate].self, from: data) == [try date(2026, 3, 4)])
  }

  @Test func decodingANonDateFails() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([LocalDate].self, from: Data(#"["2026-02-30"]"#.utf8))
    }
  }
}
