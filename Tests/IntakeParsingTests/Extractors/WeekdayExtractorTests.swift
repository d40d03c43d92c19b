import IntakeCore
import Testing

@testable import IntakeParsing

/// Read on Wednesday 2026-03-04 09:00 unless a row says otherwise.
@Suite("WeekdayExtractor")
struct WeekdayExtractorTests {
  let extractor = WeekdayExtractor()

  @Test(arguments: [
    Reading("pay rent by ⟦friday⟧", "2026-03-06"),
    Reading("pay rent ⟦fri⟧", "2026-03-06"),
    Reading("⟦thurs⟧ call the bank", "2026-03-05"),
    Reading("⟦Mon.⟧ standup notes", "2026-03-09"),
    Reading("cancel the hold on ⟦sat⟧", "2026-03-07"),
    Reading("⟦sun⟧ brunch", "2026-03-08"),
    Reading("due ⟦tuesday⟧", "2026-03-10"),
    Reading("⟦this friday⟧ demo", "2026-03-06"),
    Reading("⟦this wednesday⟧ retro", "2026-03-04"),
    Reading("⟦this monday⟧ retro", "2026-03-09"),
    Reading("⟦next friday⟧ cancel the hotel hold", "2026-03-13"),
    Reading("⟦next monday⟧ kickoff", "2026-03-09"),
    Reading("⟦next friday⟧ cancel the hotel hold", "2026-03-13", now: "2026-03-07T10:30"),
    Reading("⟦next monday⟧ kickoff", "2026-03-09", now: "2026-03-08T10:30"),
    Reading("⟦this coming friday⟧ payroll", "2026-03-06"),
    Reading("⟦coming friday⟧ payroll", "2026-03-06"),
    Reading("expense ⟦last wednesday⟧", "2026-02-25"),
    Reading("expense ⟦this past monday⟧", "2026-03-02"),
    Reading("⟦friday the 13th⟧ horror night", "2026-03-13"),
    Reading("⟦monday the twentieth⟧ review", "2026-04-20"),
    Reading("⟦monday 21⟧ review", "2026-09-21"),
    Reading("⟦tuesday of next week⟧ dentist", "2026-03-10"),
    Reading("⟦friday next week⟧ dentist", "2026-03-13"),
    Reading("⟦next week wednesday⟧ dentist", "2026-03-11"),
    Reading("⟦thursday of the following week⟧ dentist", "2026-03-12"),
  ])
  func weekdays(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test func aBareWeekdayOnThatDayIsAWeekLaterAndSaysSo() throws {
    let (_, found) = extractor.run("weds standup", Fixtures.context())
    let candidate = try #require(found.first)
    #expect(candidate.summary == "2026-03-11")
    let diagnostic = try #require(candidate.diagnostics.first)
    #expect(diagnostic.kind == .ambiguousDate)
    #expect(diagnostic.message.contains("2026-03-04"))
  }

  @Test func nextFridayWhileThisFridayIsAheadIsAmbiguous() throws {
    let (_, found) = extractor.run("next friday cancel the hotel hold", Fixtures.context())
    let candidate = try #require(found.first)
    #expect(candidate.summary == "2026-03-13")
    let diagnostic = try #require(candidate.diagnostics.first)
    #expect(diagnostic.kind == .ambiguousDate)
    #expect(diagnostic.span == "next friday")
    #expect(
      diagnostic.message == "\"next friday\" read as 2026-03-13; it could also mean 2026-03-06")
  }

  @Test func nextMondayFromMidweekIsNotAmbiguous() throws {
    let (_, found) = extractor.run("next monday kickoff", Fixtures.context())
    #expect(try #require(found.first).diagnostics.isEmpty)
  }

  @Test func theWeekdayIsKeptToCheckAgainstADate() throws {
    let (_, found) = extractor.run("friday", Fixtures.context())
    #expect(found.first?.temporal?.impliedWeekday == 5)
  }

  @Test(arguments: [
    "I sat with Bo to review the deck", "buy sun cream", "water the plants mondays",
    "we wed in june", "c'est mon ami", "Fridays are slow", "fry the fish",
  ])
  func wordsItLeavesAlone(_ text: String) {
    extractor.expectNone(text)
  }
}
