import IntakeCore
import Testing

@testable import IntakeParsing

/// Read on Wednesday 2026-03-04 09:00 unless a row says otherwise.
@Suite("AbsoluteDateExtractor")
struct AbsoluteDateExtractorTests {
  let extractor = AbsoluteDateExtractor()

  // MARK: - Forms the extractor reads

  @Test(arguments: [
    Reading("submit grant report ⟦2026-04-02⟧", "2026-04-02"),
    Reading("pay water bill ⟦4/2⟧", "2026-04-02"),
    Reading("⟦4/2/26⟧ file taxes", "2026-04-02"),
    Reading("lease ends ⟦04/02/2026⟧", "2026-04-02"),
    Reading("renew ⟦02.04.2026⟧", "2026-04-02"),
    Reading("close out sprint ⟦31/03⟧", "2026-03-31"),
    Reading("due ⟦1/15/26⟧", "2026-01-15"),
    Reading("⟦April 2nd⟧ dentist", "2026-04-02"),
    Reading("dentist ⟦2 Apr⟧", "2026-04-02"),
    Reading("invoice ⟦Apr 2 2026⟧", "2026-04-02"),
    Reading("invoice ⟦apr 2, 2026⟧ please", "2026-04-02"),
    Reading("⟦Apr. 2⟧ board call", "2026-04-02"),
    Reading("school starts ⟦sept 5⟧", "2026-09-05"),
    Reading("rsvp by ⟦the 2nd of April⟧", "2026-04-02"),
    Reading("⟦1st of may⟧ rent", "2026-05-01"),
    Reading("⟦march 4⟧ standup notes", "2026-03-04"),
    Reading("⟦march 3⟧ renew visa", "2027-03-03"),
    Reading("pay rent on ⟦the 15th⟧", "2026-03-15"),
    Reading("⟦the 3rd⟧, pay the sitter", "2026-04-03"),
  ])
  func commonForms(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test(arguments: [
    Reading("renew registration ⟦08/12, 2026⟧", "2026-08-12"),
    Reading("lease renewal ⟦08/12,27⟧", "2027-08-12"),
    Reading("move-in ⟦4/2/27⟧", "2027-04-02"),
    Reading("passport ⟦03/18/40⟧", "2040-03-18"),
    Reading("rollover ⟦1/1/46⟧", "2046-01-01"),
    Reading("birth certificate ⟦03/18/81⟧", "1981-03-18"),
    Reading("lease ends ⟦05/01/40⟧", "2040-05-01", now: "2016-05-02T10:00"),
    Reading("review report-⟦20270302⟧.pdf", "2027-03-02"),
    Reading("send invoice ⟦20270115⟧", "2027-01-15"),
    Reading("board demo ⟦2026-12-16T12:30⟧", "2026-12-16 12:30"),
    Reading("restart ⟦2027-01-05T23:15:59⟧ job", "2027-01-05 23:15"),
    Reading("renew domain ⟦05-Aug-2027⟧", "2027-08-05"),
    Reading("archive ⟦2027/aug/01⟧", "2027-08-01"),
    Reading("contract ends ⟦Sep-23-2027⟧", "2027-09-23"),
    Reading("cert expires ⟦23/Sep/2027⟧", "2027-09-23"),
    Reading("Tue ⟦Nov 9 04:12:37 2027⟧ disk full", "2027-11-09 04:12"),
    Reading("dentist ⟦16. Nov. 2027⟧", "2027-11-16"),
    Reading("renew gym ⟦january first⟧", "2027-01-01"),
    Reading("pay the bill ⟦june twenty second⟧", "2026-06-22"),
    Reading("fireworks for ⟦the fourth of july⟧", "2026-07-04"),
    Reading("hike ⟦twenty first of june⟧", "2026-06-21"),
    Reading("book the venue ⟦may third⟧", "2026-05-03"),
    Reading("passport ⟦jan 5 two thousand and twenty seven⟧", "2027-01-05"),
    Reading("lease ends ⟦march 3rd twenty twenty seven⟧", "2027-03-03"),
    Reading("letter from ⟦june 2 nineteen ninety⟧", "1990-06-02"),
    Reading("reunion ⟦july 4th of 2027⟧", "2027-07-04"),
    Reading("anniversary ⟦28 june in 2027⟧", "2027-06-28"),
    Reading("pay the contractor ⟦the 18th of next month⟧", "2026-04-18"),
    Reading("renew ⟦the 18th of next month⟧", "2027-01-18", now: "2026-12-10T09:00"),
    Reading("timesheet ⟦the 15th day of this month⟧", "2026-03-15"),
    Reading("deposit from ⟦the 15th of this month⟧", "2026-03-15", now: "2026-03-20T09:00"),
  ])
  func formsAddedAfterTheFirstCorpus(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test func dayMonthOrderReadsTheDayFirst() throws {
    let dmy = Fixtures.context(order: .dmy)
    try extractor.expectOne(Reading("council tax ⟦4/2⟧", "2027-02-04"), context: dmy)
    try extractor.expectOne(Reading("council tax ⟦08/12, 2026⟧", "2026-12-08"), context: dmy)
  }

  @Test func aFourDigitPartFirstIsAlwaysTheYear() throws {
    for order in DateOrder.allCases {
      try extractor.expectOne(
        Reading("renew ⟦2027/1/5⟧", "2027-01-05"), context: Fixtures.context(order: order))
    }
  }

  // MARK: - Words it leaves alone

  @Test(arguments: [
    "March Madness bracket", "Call May about the lease", "the May newsletter",
    "email Jan the minutes", "the april invoices", "Q3 report", "the 2025 budget",
    "fix the 404 page", "upgrade to v2.1", "read chapter 3", "book a table for 4",
    "v2/3 rollout", "ship 1/2/3/4", "bump to 10.5.3.1", "May 3pm call", "march 10:30 sync",
    "ask May three questions", "look up order 20271301", "ref 202703021", "ticket 12345678",
    "second draft", "a day in the life deck", "room 12",
  ])
  func wordsThatOnlyLookLikeDates(_ text: String) {
    extractor.expectNone(text)
  }

  // MARK: - Days that do not exist

  @Test(arguments: [
    Reading("⟦Feb 30⟧ send board report", "invalid_date"),
    Reading("pay contractor ⟦4/31⟧", "invalid_date"),
    Reading("⟦june 31⟧ team offsite", "invalid_date"),
    Reading("⟦31/04⟧ close out sprint", "invalid_date"),
    Reading("⟦feb 29 2027⟧ launch party", "invalid_date"),
    Reading("⟦2026-02-30⟧ deadline", "invalid_date"),
    Reading("pay ⟦the 31st of next month⟧", "invalid_date"),
  ])
  func aDayThatDoesNotExistIsRefusedNotMoved(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test func aRefusedDaySaysWhichWordsAndHowToFixThem() throws {
    let (_, found) = extractor.run("Feb 30 send board report", Fixtures.context())
    let diagnostic = try #require(found.first?.diagnostics.first)
    #expect(diagnostic.kind == .invalidDate)
    #expect(diagnostic.span == "Feb 30")
    #expect(diagnostic.message == "\"Feb 30\" is not a date; write a real day or leave it out")
  }

  @Test func february29thWaitsForALeapYear() throws {
    try extractor.expectOne(Reading("⟦feb 29⟧ leap day party", "2028-02-29"))
  }

  // MARK: - Numeric order

  @Test func bothReadingsRealIsReportedAsAmbiguous() throws {
    let (_, found) = extractor.run("pay rent 03/04", Fixtures.context(now: "2026-01-10T09:00"))
    let candidate = try #require(found.first)
    #expect(candidate.summary == "2026-03-04")
    let diagnostic = try #require(candidate.diagnostics.first)
    #expect(diagnostic.kind == .ambiguousDate)
    #expect(diagnostic.span == "03/04")
    #expect(diagnostic.message.contains("day/month"))
    #expect(candidate.confidence < 0.9)
  }

  @Test func underDayMonthTheOtherReadingIsMonthDay() throws {
    let context = Fixtures.context(now: "2026-01-10T09:00", order: .dmy)
    let (_, found) = extractor.run("pay rent 03/04", context)
    let candidate = try #require(found.first)
    #expect(candidate.summary == "2026-04-03")
    #expect(candidate.diagnostics.first?.message.contains("month/day") == true)
  }

  @Test(arguments: ["03/03", "31/03", "2026-03-04", "03/18/47"])
  func aSettledReadingIsNotAmbiguous(_ text: String) throws {
    let (_, found) = extractor.run(text, Fixtures.context())
    let candidate = try #require(found.first)
    #expect(candidate.diagnostics.isEmpty)
  }

  @Test func anExplicitYearDoesNotSettleTheOrder() throws {
    let (_, found) = extractor.run("4/2/2026", Fixtures.context())
    let candidate = try #require(found.first)
    #expect(candidate.summary == "2026-04-02")
    #expect(candidate.diagnostics.map(\.kind) == [.ambiguousDate])
  }

  @Test func aDateWithoutAYearThatHasPassedRollsToNextYear() throws {
    let (_, found) = extractor.run("renew visa march 3", Fixtures.context())
    let temporal = try #require(found.first?.temporal)
    #expect(temporal.date == Fixtures.date("2027-03-03"))
    #expect(temporal.calendar == CalendarExpression(month: 3, day: 3))
  }

  @Test func anExplicitPastYearIsKept() throws {
    let (_, found) = extractor.run("amended return due 2025-04-15", Fixtures.context())
    let temporal = try #require(found.first?.temporal)
    #expect(temporal.date == Fixtures.date("2025-04-15"))
    #expect(temporal.calendar?.year == .full(2025))
  }
}
