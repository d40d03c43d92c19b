import IntakeCore
import Testing

@testable import IntakeParsing

/// Read on Wednesday 2026-03-04 09:00 unless a row says otherwise.
@Suite("HolidayExtractor")
struct HolidayExtractorTests {
  let extractor = HolidayExtractor()

  @Test(arguments: [
    Reading("buy gifts for the kids before ⟦christmas⟧", "2026-12-25"),
    Reading("wrap presents by ⟦christmas eve⟧", "2026-12-24"),
    Reading("send cards by ⟦xmas⟧", "2026-12-25"),
    Reading("book flights home for ⟦thanksgiving⟧", "2026-11-26"),
    Reading("call mom on ⟦mother's day⟧", "2026-05-10"),
    Reading("call dad on ⟦father's day⟧", "2026-06-21"),
    Reading("dinner reservation for ⟦new year's eve⟧", "2026-12-31"),
    Reading("finish the costume before ⟦halloween⟧", "2026-10-31"),
    Reading("get flowers by ⟦valentine's day⟧", "2027-02-14"),
    Reading("plan the bbq for ⟦labor day⟧", "2026-09-07"),
    Reading("close the pool before ⟦memorial day⟧", "2026-05-25"),
    Reading("fireworks on ⟦independence day⟧", "2026-07-04"),
    Reading("parade on ⟦st patrick's day⟧", "2026-03-17"),
    Reading("return gifts after ⟦christmas⟧", "2027-12-25", now: "2026-12-26T10:00"),
    Reading("⟦thanksgiving⟧", "2026-11-26"),
  ])
  func holidays(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test func aPeriodAfterSaintKeepsTheWholeName() throws {
    // The range skips the "." after "st" when matching but not when counting the words, so
    // "day" is left behind: the title of "parade on st. patrick's day" is "Parade day".
    try extractor.expectOne(Reading("parade on ⟦st. patrick's day⟧", "2026-03-17"))
  }

  @Test(arguments: [
    "christmas shopping", "christmas party playlist for the office",
    "thanksgiving recipes to try out",
    "halloween costume ideas for the kids", "read about labor law",
  ])
  func aHolidayNameWithoutADeadlineWordIsLeftAlone(_ text: String) {
    extractor.expectNone(text)
  }
}
