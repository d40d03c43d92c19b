import Foundation
import IntakeCore
import Testing

@testable import IntakeParsing

@Suite("TemporalResolver")
struct TemporalResolverTests {
  struct Century: Sendable, CustomTestStringConvertible {
    let twoDigits: Int
    let thisYear: Int
    let year: Int
    var testDescription: String { "'\(twoDigits) in \(thisYear) is \(year)" }
  }

  @Test(arguments: [
    Century(twoDigits: 26, thisYear: 2026, year: 2026),
    Century(twoDigits: 40, thisYear: 2026, year: 2040),
    Century(twoDigits: 47, thisYear: 2026, year: 2047),
    Century(twoDigits: 77, thisYear: 2026, year: 1977),
    Century(twoDigits: 99, thisYear: 2026, year: 1999),
    Century(twoDigits: 0, thisYear: 2026, year: 2000),
    Century(twoDigits: 40, thisYear: 2016, year: 2040),
    Century(twoDigits: 80, thisYear: 2011, year: 1980),
    Century(twoDigits: 5, thisYear: 2099, year: 2105),
  ])
  func aTwoDigitYearTakesTheNearestCentury(_ century: Century) throws {
    let today = try #require(LocalDate(year: century.thisYear, month: 6, day: 1))
    #expect(TemporalResolver.fullYear(twoDigits: century.twoDigits, today: today) == century.year)
  }

  private func resolve(_ expression: CalendarExpression, on today: String) -> String {
    switch TemporalResolver.resolve(expression, today: Fixtures.date(today)) {
    case .date(let date): return date.description
    case .invalid: return "invalid"
    }
  }

  @Test func aTypedYearIsKeptPastOrFuture() {
    #expect(resolve(.init(year: .full(2019), month: 3, day: 3), on: "2026-03-04") == "2019-03-03")
    #expect(resolve(.init(year: .full(2031), month: 5, day: 1), on: "2026-03-04") == "2031-05-01")
  }

  @Test func withoutAYearTheDateLooksForward() {
    #expect(resolve(.init(month: 3, day: 3), on: "2026-03-04") == "2027-03-03")
    #expect(resolve(.init(month: 3, day: 4), on: "2026-03-04") == "2026-03-04")
    #expect(resolve(.init(month: 2, day: 29), on: "2026-03-04") == "2028-02-29")
  }

  @Test func aWeekdayBesideTheDateChoosesTheNearestYearThatAgrees() {
    // 6 March is a Friday in 2026 and in 2020; said in 2026 it is 2026.
    #expect(resolve(.init(month: 3, day: 6, weekday: 5), on: "2026-03-04") == "2026-03-06")
    // 6 March is a Thursday in 2025 and 2031: 2025 is nearer to June 2026.
    #expect(resolve(.init(month: 3, day: 6, weekday: 4), on: "2026-06-01") == "2025-03-06")
  }

  @Test func aDayThatDoesNotExistIsRefused() {
    #expect(resolve(.init(month: 2, day: 30), on: "2026-03-04") == "invalid")
    #expect(resolve(.init(year: .full(2027), month: 2, day: 29), on: "2026-03-04") == "invalid")
    #expect(resolve(.init(month: 4, day: 31), on: "2026-03-04") == "invalid")
  }

  private func place(_ weekday: Int, _ placement: WeekdayExpression.Placement, on today: String)
    -> String
  {
    let expression = WeekdayExpression(weekday: weekday, placement: placement)
    return TemporalResolver.resolve(expression, today: Fixtures.date(today), span: "x")?.date?
      .description ?? "none"
  }

  @Test func weekdaysArePlacedByHowTheyWereWritten() {
    // 2026-03-07 is a Saturday.
    #expect(place(5, .bare, on: "2026-03-07") == "2026-03-13")
    #expect(place(5, .this, on: "2026-03-04") == "2026-03-06")
    #expect(place(5, .next, on: "2026-03-07") == "2026-03-13")
    #expect(place(2, .last, on: "2026-03-07") == "2026-03-03")
    #expect(place(6, .last, on: "2026-03-07") == "2026-02-28")
    #expect(place(1, .inWeek(weeksFromThis: 1), on: "2026-03-04") == "2026-03-09")
    #expect(place(5, .onDay(13), on: "2026-03-04") == "2026-03-13")
    #expect(place(5, .weeksAfterComing(1), on: "2026-03-04") == "2026-03-13")
    #expect(place(5, .weeksAfterComing(2), on: "2026-03-04") == "2026-03-20")
  }

  @Test func aBareWeekdaySaidOnThatDayIsReportedAsAmbiguous() throws {
    let expression = WeekdayExpression(weekday: 3, placement: .bare)
    let temporal = try #require(
      TemporalResolver.resolve(expression, today: Fixtures.date("2026-03-04"), span: "wed"))
    #expect(temporal.date == Fixtures.date("2026-03-11"))
    #expect(
      temporal.diagnostics.first?.message
        == "\"wed\" read as 2026-03-11; it could also mean 2026-03-04")
  }
}

@Suite("TemporalResolver: wall times the clocks skip")
struct SkippedTimeTests {
  private let newYork = TimeZone(identifier: "America/New_York") ?? .current

  @Test func aTimeInTheSpringGapMovesForwardByTheGap() {
    // 2026-03-08: New York's clocks go from 02:00 to 03:00.
    let day = Fixtures.date("2026-03-08")
    #expect(
      TemporalResolver.skippedTime(LocalTime(hour: 2, minute: 30)!, on: day, in: newYork)
        == LocalTime(hour: 3, minute: 30))
    #expect(TemporalResolver.skippedTime(LocalTime(uncheckedHour: 3), on: day, in: newYork) == nil)
    #expect(
      TemporalResolver.skippedTime(LocalTime(hour: 1, minute: 59)!, on: day, in: newYork) == nil)
  }

  @Test func theRepeatedAutumnHourAndOrdinaryDaysExist() {
    let autumn = Fixtures.date("2026-11-01")
    #expect(
      TemporalResolver.skippedTime(LocalTime(hour: 1, minute: 30)!, on: autumn, in: newYork) == nil)
    let utc = TimeZone(identifier: "UTC") ?? .current
    #expect(
      TemporalResolver.skippedTime(
        LocalTime(hour: 2, minute: 30)!, on: Fixtures.date("2026-03-08"), in: utc) == nil)
  }

  @Test func theDraftSaysWhereTheTimeWent() throws {
    let context = ParsingContext(
      localDate: Fixtures.date("2026-03-01"), time: LocalTime(uncheckedHour: 10),
      timeZone: newYork)
    let draft = TaskParser(context: context).parse("call the hotel mar 8 2:30am")
    #expect(draft.dueTime == LocalTime(hour: 3, minute: 30))
    let diagnostic = try #require(draft.diagnostics.first { $0.kind == .skippedTime })
    #expect(
      diagnostic.message
        == "02:30 does not exist on 2026-03-08 in America/New_York (the clocks go forward); moved to 03:30"
    )
  }
}

@Suite("TemporalResolver: looking back")
struct LookingBackTests {
  private func due(_ text: String) -> String? {
    var context = Fixtures.context()
    context.looksBack = true
    return TaskParser(context: context).parse(text).dueDate?.description
  }

  @Test func aYearlessDateAndALoneWeekdayAreTheLastOnes() {
    // Read on Wednesday 2026-03-04.
    #expect(due("3/2") == "2026-03-02")
    #expect(due("march 9") == "2025-03-09")
    #expect(due("friday") == "2026-02-27")
    #expect(due("wednesday") == "2026-03-04")
    // What states its own direction or year is kept.
    #expect(due("next friday") == "2026-03-13")
    #expect(due("march 9 2027") == "2027-03-09")
  }
}
