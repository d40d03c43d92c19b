import IntakeCore
import Testing

@testable import IntakeParsing

/// Read on Wednesday 2026-03-04 09:00 unless a row says otherwise.
@Suite("PeriodExtractor")
struct PeriodExtractorTests {
  let extractor = PeriodExtractor()

  @Test(arguments: [
    Reading("plan the offsite ⟦next week⟧", "2026-03-09"),
    Reading("finish slides ⟦this week⟧", "2026-03-06"),
    Reading("finish slides ⟦end of week⟧", "2026-03-06"),
    Reading("finish slides ⟦eow⟧", "2026-03-06"),
    Reading("finish slides ⟦eow⟧", "2026-03-13", now: "2026-03-07T10:00"),
    Reading("finish slides ⟦by the end of the week⟧", "2026-03-06"),
    Reading("close the books ⟦end of the month⟧", "2026-03-31"),
    Reading("close the books ⟦eom⟧", "2026-02-28", now: "2026-02-10T10:00"),
    Reading("forecast ⟦end of next month⟧", "2026-04-30"),
    Reading("forecast ⟦end of quarter⟧", "2026-03-31"),
    Reading("forecast ⟦end of quarter⟧", "2026-09-30", now: "2026-08-01T10:00"),
    Reading("audit ⟦end of q1⟧", "2026-03-31"),
    Reading("audit ⟦end of q1⟧", "2027-03-31", now: "2026-06-15T10:00"),
    Reading("audit ⟦end of q4⟧", "2026-12-31"),
    Reading("audit ⟦end of q2 2027⟧", "2027-06-30"),
    Reading("taxes ⟦end of year⟧", "2026-12-31"),
    Reading("taxes ⟦eoy⟧", "2026-12-31"),
    Reading("taxes ⟦end of april⟧", "2026-04-30"),
    Reading("review ⟦mid-april⟧", "2026-04-15"),
    Reading("review ⟦mid april⟧", "2026-04-15"),
    Reading("review ⟦mid-april⟧", "2027-04-15", now: "2026-04-20T10:00"),
    Reading("move ⟦start of june⟧", "2026-06-01"),
    Reading("move ⟦beginning of july⟧", "2026-07-01"),
    Reading("⟦first monday of april⟧ board meeting", "2026-04-06"),
    Reading("⟦last monday of may⟧ picnic", "2026-05-25"),
    Reading("⟦the 2nd tuesday of next month⟧ council", "2026-04-14"),
    Reading("⟦last friday of the month⟧ payroll", "2026-03-27"),
    Reading("⟦last friday of the month⟧ payroll", "2026-04-24", now: "2026-03-28T10:00"),
    Reading("⟦first monday of march⟧ review", "2027-03-01"),
    Reading("⟦weekend⟧ chores", "2026-03-07"),
    Reading("⟦this weekend⟧ chores", "2026-03-07"),
    Reading("⟦this weekend⟧ chores", "2026-03-08", now: "2026-03-08T10:00"),
    Reading("⟦over the weekend⟧ chores", "2026-03-07"),
    Reading("⟦next weekend⟧ camping", "2026-03-14"),
    Reading("rebalance ⟦next month⟧", "2026-04-01"),
    Reading("rebalance ⟦next year⟧", "2027-01-01"),
  ])
  func periods(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test(arguments: [
    Reading("⟦first friday in this month⟧: submit expenses", "2026-03-06", now: "2026-03-02T09:00"),
    Reading("hours from ⟦the first friday of this month⟧", "2026-03-06", now: "2026-03-20T09:00"),
    Reading(
      "dinner from ⟦the third wednesday of last month⟧", "2026-02-18", now: "2026-03-20T09:00"),
    Reading("⟦third wednesday of last month⟧: mileage", "2025-12-17", now: "2026-01-15T09:00"),
    Reading("⟦last friday of last month⟧ refund", "2026-02-27", now: "2026-03-20T09:00"),
  ])
  func thisAndLastMonthStayPutEvenWhenPast(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test func anExplicitPastYearIsKept() throws {
    // corpora/README.md: an explicit year is kept even if it is in the past.
    try extractor.expectOne(Reading("⟦first monday of march 2026⟧ review", "2026-03-02"))
  }

  @Test(arguments: [
    "the first monday of each month", "the end of an era", "this month's newsletter",
    "the weekly report", "next steps", "end of line", "mid range pricing",
  ])
  func wordsItLeavesAlone(_ text: String) {
    extractor.expectNone(text)
  }
}
