import Foundation
import IntakeCore
import Testing

@Suite("Recurrence")
struct RecurrenceTests {
  static let utc = TimeZone(secondsFromGMT: 0) ?? .current
  static let newYork = TimeZone(identifier: "America/New_York") ?? .current

  static func day(_ text: String) -> LocalDate { LocalDate(iso: text) ?? LocalDate(dayNumber: 0) }

  static func at(_ date: String, _ time: String? = nil) -> Recurrence.Occurrence {
    Recurrence.Occurrence(day(date), time.flatMap { LocalTime(iso: $0) })
  }

  /// A rule, the series' first occurrence, the one just completed, and the next expected (nil
  /// when the series has ended).
  struct Row: Sendable, CustomTestStringConvertible {
    var rule: String
    var start: String
    var done: String
    var next: String?
    var time: String? = nil
    var zone = "UTC"

    var testDescription: String { "\(rule) from \(start), after \(done)" }
  }

  static let table: [Row] = [
    Row(rule: "FREQ=DAILY", start: "2026-02-27", done: "2026-02-28", next: "2026-03-01"),
    Row(rule: "FREQ=DAILY;INTERVAL=3", start: "2026-11-25", done: "2026-11-25", next: "2026-11-28"),
    // Completed late: the next one is the first after the one completed, on the series' step.
    Row(rule: "FREQ=DAILY;INTERVAL=3", start: "2026-11-25", done: "2026-12-02", next: "2026-12-04"),
    Row(
      rule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", start: "2026-11-26", done: "2026-11-27",
      next: "2026-11-30"),
    Row(
      rule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", start: "2026-11-26", done: "2026-11-26",
      next: "2026-12-07"),
    Row(rule: "FREQ=WEEKLY", start: "2026-12-30", done: "2026-12-30", next: "2027-01-06"),
    // The last day of the month, through February of a common and a leap year.
    Row(
      rule: "FREQ=MONTHLY;BYMONTHDAY=-1", start: "2027-01-31", done: "2027-01-31",
      next: "2027-02-28"),
    Row(
      rule: "FREQ=MONTHLY;BYMONTHDAY=-1", start: "2028-01-31", done: "2028-01-31",
      next: "2028-02-29"),
    Row(
      rule: "FREQ=MONTHLY;BYMONTHDAY=-1", start: "2028-02-29", done: "2028-02-29",
      next: "2028-03-31"),
    // The 31st skips the months without one.
    Row(
      rule: "FREQ=MONTHLY;BYMONTHDAY=31", start: "2026-03-31", done: "2026-03-31",
      next: "2026-05-31"),
    Row(rule: "FREQ=MONTHLY", start: "2026-01-15", done: "2026-01-15", next: "2026-02-15"),
    Row(
      rule: "FREQ=MONTHLY;INTERVAL=3", start: "2026-11-30", done: "2026-11-30",
      next: "2027-02-28"),
    Row(
      rule: "FREQ=MONTHLY;BYDAY=-1FR", start: "2026-11-27", done: "2026-11-27",
      next: "2026-12-25"),
    Row(
      rule: "FREQ=MONTHLY;BYDAY=2TU", start: "2026-12-08", done: "2026-12-08",
      next: "2027-01-12"),
    Row(
      rule: "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=10", start: "2026-12-10", done: "2026-12-10",
      next: "2027-02-10"),
    Row(
      rule: "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3", start: "2027-03-03", done: "2027-03-03",
      next: "2028-03-03"),
    // 29 February comes back in the next leap year.
    Row(
      rule: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", start: "2028-02-29", done: "2028-02-29",
      next: "2032-02-29"),
    Row(
      rule: "FREQ=YEARLY;INTERVAL=2", start: "2026-06-01", done: "2026-06-01",
      next: "2028-06-01"),
    // Ends: a count, a day, a UTC instant.
    Row(
      rule: "FREQ=WEEKLY;BYDAY=MO;COUNT=3", start: "2026-11-30", done: "2026-12-07",
      next: "2026-12-14"),
    Row(rule: "FREQ=WEEKLY;BYDAY=MO;COUNT=3", start: "2026-11-30", done: "2026-12-14", next: nil),
    Row(
      rule: "FREQ=DAILY;UNTIL=20261127", start: "2026-11-25", done: "2026-11-26",
      next: "2026-11-27"),
    Row(rule: "FREQ=DAILY;UNTIL=20261127", start: "2026-11-25", done: "2026-11-27", next: nil),
    Row(
      rule: "FREQ=WEEKLY;BYDAY=TU;UNTIL=20270127T045959Z", start: "2027-01-19",
      done: "2027-01-19", next: "2027-01-26", time: "18:00", zone: "America/New_York"),
    Row(
      rule: "FREQ=WEEKLY;BYDAY=TU;UNTIL=20270126T225959Z", start: "2027-01-19",
      done: "2027-01-19", next: nil, time: "18:00", zone: "America/New_York"),
    // A 9:00 weekday series stays at 9:00 on the wall clock over the change of clocks.
    Row(
      rule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", start: "2026-10-30", done: "2026-10-30",
      next: "2026-11-02", time: "09:00", zone: "America/New_York"),
    Row(
      rule: "FREQ=DAILY", start: "2027-03-13", done: "2027-03-13", next: "2027-03-14",
      time: "09:00", zone: "America/New_York"),
  ]

  @Test(arguments: table)
  func nextOccurrence(_ row: Row) throws {
    let rule = try Recurrence(parsing: row.rule)
    let zone = try #require(TimeZone(identifier: row.zone))
    let next = rule.next(
      after: Self.at(row.done, row.time), start: Self.at(row.start, row.time), zone: zone)
    #expect(next?.date.description == row.next)
    if row.next != nil { #expect(next?.time == row.time.flatMap { LocalTime(iso: $0) }) }
  }

  @Test func hoursCountFromTheStartOnTheWallClock() throws {
    let rule = try Recurrence(parsing: "FREQ=HOURLY;INTERVAL=6")
    let next = rule.next(
      after: Self.at("2026-11-25", "15:10"), start: Self.at("2026-11-25", "08:00"),
      zone: Self.utc)
    #expect(next == Self.at("2026-11-25", "20:00"))
    let overnight = rule.next(
      after: Self.at("2026-11-25", "20:00"), start: Self.at("2026-11-25", "08:00"),
      zone: Self.utc)
    #expect(overnight == Self.at("2026-11-26", "02:00"))
  }

  @Test func theFirstMatchIgnoresTheInterval() throws {
    let rule = try Recurrence(parsing: "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=10")
    let first = rule.firstMatch(start: Self.at("2026-11-25"), zone: Self.utc)
    #expect(first == Self.at("2026-12-10"))
    let weekly = try Recurrence(parsing: "FREQ=WEEKLY;BYDAY=WE")
    // Today at 9:00 has passed at 10:00: next week.
    let passed = weekly.firstMatch(
      start: Self.at("2026-11-25", "09:00"), after: Self.at("2026-11-25", "10:00"),
      zone: Self.utc)
    #expect(passed == Self.at("2026-12-02", "09:00"))
  }

  @Test func aRuleThatNeverFallsGivesNothing() throws {
    let rule = try Recurrence(parsing: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30")
    #expect(
      rule.next(after: Self.at("2026-01-01"), start: Self.at("2026-01-01"), zone: Self.utc) == nil)
  }

  @Test(arguments: [
    "FREQ=DAILY", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", "FREQ=MONTHLY;BYMONTHDAY=-1",
    "FREQ=MONTHLY;BYDAY=-1FR", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3;COUNT=4",
    "FREQ=WEEKLY;BYDAY=TU;UNTIL=20270127T045959Z", "FREQ=HOURLY;INTERVAL=4;UNTIL=20261231",
  ])
  func theTextReadsBackAsWritten(_ text: String) throws {
    #expect(try Recurrence(parsing: text).description == text)
    #expect(try Recurrence(parsing: "RRULE:" + text.lowercased()).description == text)
  }

  @Test(arguments: [
    ("", "FREQ is missing"), ("FREQ=FORTNIGHTLY", "FREQ=FORTNIGHTLY"),
    ("FREQ=DAILY;INTERVAL=0", "INTERVAL=0"), ("FREQ=WEEKLY;BYDAY=XX", "BYDAY=XX"),
    ("FREQ=DAILY;COUNT=2;UNTIL=20261231", "COUNT and UNTIL together"),
    ("FREQ=DAILY;UNTIL=2026-12-31", "UNTIL=2026-12-31"), ("FREQ=DAILY;BYSETPOS=-1", "BYSETPOS=-1"),
  ])
  func badRulesNameThePart(_ text: String, _ part: String) {
    #expect(throws: RecurrenceError(text: text, part: part)) { try Recurrence(parsing: text) }
  }

  @Test func untilTheEndOfADayIsItsLastSecondInUTC() {
    #expect(
      Recurrence.until(endOf: Self.day("2027-01-26"), in: Self.newYork)
        == .instant(Self.day("2027-01-27"), secondOfDay: 4 * 3_600 + 59 * 60 + 59))
    #expect(
      Recurrence.until(endOf: Self.day("2026-07-01"), in: Self.newYork)
        == .instant(Self.day("2026-07-02"), secondOfDay: 3 * 3_600 + 59 * 60 + 59))
  }
}
