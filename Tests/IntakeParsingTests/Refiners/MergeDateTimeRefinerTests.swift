import IntakeCore
import Testing

@testable import IntakeParsing

/// Read on Wednesday 2026-03-04 09:00.
@Suite("MergeDateTimeRefiner")
struct MergeDateTimeRefinerTests {
  private func merged(_ text: String) -> (item: Item, candidates: [Candidate], trace: [String]) {
    Fixtures.refined(text, through: MergeDateTimeRefiner.self)
  }

  @Test(arguments: [
    Reading("⟦tomorrow at 8am⟧ drop the car", "2026-03-05 08:00"),
    Reading("⟦5pm friday⟧ submit the grant", "2026-03-06 17:00"),
    Reading("file the extension by ⟦11:59pm on march 31⟧", "2026-03-31 23:59"),
    Reading("call mom ⟦at 8 tonight⟧", "2026-03-04 20:00"),
    Reading("call mom ⟦tonight at 9⟧", "2026-03-04 21:00"),
    Reading("run ⟦at 8 tomorrow morning⟧", "2026-03-05 08:00"),
    Reading("⟦tomorrow evening at 7⟧ pick up Mia", "2026-03-05 19:00"),
    Reading("⟦7am this morning⟧ gym", "07:00"),
    Reading("⟦friday, march 6⟧ demo", "2026-03-06"),
    Reading("⟦fri @ 3⟧ demo", "2026-03-06 15:00"),
    Reading("⟦friday at midnight⟧ submit", "2026-03-07 00:00"),
    Reading("feed the cat ⟦25 min past seven in the evening⟧", "19:25"),
    Reading("⟦ten past six tomorrow morning⟧ shuttle", "2026-03-05 06:10"),
    Reading("the sink leaked ⟦last night at 9⟧", "2026-03-03 21:00"),
  ])
  func aDateAndATimeSaidTogetherBecomeOne(_ reading: Reading) throws {
    let (item, candidates, trace) = merged(reading.input.text)
    try #require(candidates.count == 1, "\(candidates.map { $0.describe(in: item) })")
    #expect(item.text(of: candidates[0].range) == reading.input.span)
    #expect(candidates[0].summary == reading.value)
    #expect(trace.contains { $0.hasPrefix("merged ") })
  }

  @Test func aWeekdayBesideADateWithoutAYearChoosesTheYear() throws {
    // March 7 is a Saturday in 2026; the nearest year it is a Friday is 2025.
    let (_, candidates, _) = merged("friday, march 7 demo")
    let candidate = try #require(candidates.first)
    #expect(candidate.summary == "2025-03-07")
    let diagnostic = try #require(candidate.diagnostics.first)
    #expect(diagnostic.kind == .ambiguousDate)
    #expect(
      diagnostic.message
        == "\"friday, march 7\": read as 2025-03-07, the nearest Friday March 7; check the date")
  }

  @Test func aWeekdayThatDisagreesWithATypedYearIsReported() throws {
    let (_, candidates, _) = merged("friday, march 7 2026 demo")
    let candidate = try #require(candidates.first)
    #expect(candidate.summary == "2026-03-07")
    let diagnostic = try #require(candidate.diagnostics.first)
    #expect(
      diagnostic.message == "\"friday, march 7 2026\": 2026-03-07 is not a Friday; check the date")
  }

  @Test func aRecurrenceTakesTheTimeSaidWithIt() throws {
    let (_, candidates, _) = merged("standup every weekday at 9:15am")
    #expect(candidates.map(\.summary) == ["FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR @09:15"])
  }

  @Test func aClockTimeBeatsTheRecurrencesPartOfTheDay() throws {
    let (_, candidates, _) = merged("swim every morning at 6:30am")
    #expect(candidates.map(\.summary) == ["FREQ=DAILY @06:30"])
  }

  @Test(arguments: [
    Reading("journal ⟦every morning at 6:30⟧", "FREQ=DAILY @06:30"),
    Reading("journal ⟦every morning at 6⟧", "FREQ=DAILY @06:00"),
    Reading("⟦every evening at 8⟧ walk the dog", "FREQ=DAILY @20:00"),
    Reading("⟦every friday evening at 7⟧ pizza", "FREQ=WEEKLY;BYDAY=FR @19:00"),
  ])
  func aRecurrencesPartOfTheDayPicksTheHalfOfABareHour(_ reading: Reading) {
    // As "at 8 tomorrow morning" is 08:00, "every morning at 6:30" should be 06:30; the bare
    // hour is read as working hours (18:30) or not merged at all (the title keeps "at 6").
    let (item, candidates, _) = merged(reading.input.text)
    #expect(candidates.map { item.text(of: $0.range) } == [reading.input.span].compactMap { $0 })
    #expect(candidates.map(\.summary) == [reading.value])
  }

  @Test func twoClockTimesDoNotMerge() {
    let (_, candidates, _) = merged("3pm 4pm")
    #expect(candidates.map(\.summary) == ["15:00", "16:00"])
  }

  @Test func wordsBetweenADateAndATimeKeepThemApart() {
    let (_, candidates, _) = merged("tomorrow call the bank at 3pm")
    #expect(candidates.map(\.summary) == ["2026-03-05", "15:00"])
  }

  @Test func twoFullDatesDoNotMerge() {
    let (_, candidates, _) = merged("4/2 4/3")
    #expect(candidates.map(\.summary) == ["2026-04-02", "2026-04-03"])
  }
}
