import IntakeCore
import Testing

@testable import IntakeParsing

/// Read on Wednesday 2026-03-04 09:00 unless a row says otherwise.
@Suite("AnchorOffsetRefiner")
struct AnchorOffsetRefinerTests {
  @Test(arguments: [
    Reading("send the notes ⟦3 days after jan 12th⟧", "2027-01-15"),
    Reading("book the caterer ⟦2 weeks before may 13 2027⟧", "2027-04-29"),
    Reading("⟦16 days from 01/02/2027⟧ file the claim", "2027-01-18"),
    Reading("buy charcoal ⟦2 days before the 4th of july⟧", "2026-07-02"),
    Reading("⟦two months after next friday⟧ renew the permit", "2026-05-13"),
    Reading("return gifts ⟦1 week after 12/25⟧", "2027-01-01", now: "2026-12-10T09:00"),
    Reading("⟦monday two weeks from now⟧ kickoff", "2026-03-16"),
    Reading("⟦in 3 days on friday⟧ clean the gutters", "2026-03-13", now: "2026-03-09T08:00"),
    Reading("⟦in two weeks on friday⟧ demo day", "2026-03-20"),
    Reading("⟦friday in two weeks⟧ demo day", "2026-03-20"),
  ])
  func anOffsetCountsFromTheDateAfterIt(_ reading: Reading) throws {
    let context = Fixtures.context(now: reading.now)
    let (item, candidates, _) = Fixtures.refined(
      reading.input.text, through: AnchorOffsetRefiner.self, context: context)
    let dates = candidates.filter { $0.temporal != nil }
    try #require(dates.count == 1, "\(dates.map { $0.describe(in: item) })")
    #expect(item.text(of: dates[0].range) == reading.input.span)
    #expect(dates[0].summary == reading.value)
  }

  @Test func anOffsetWithNoDateAfterItIsDroppedAndSaysSo() {
    let (_, candidates, trace) = Fixtures.refined(
      "ask for feedback 3 days after the launch", through: AnchorOffsetRefiner.self)
    #expect(candidates.isEmpty)
    #expect(trace.contains("dropped \"3 days after\": no date to count from"))
  }

  @Test func countingBackIntoThePastIsMarkedPast() throws {
    let (_, candidates, trace) = Fixtures.refined(
      "3 days before 2026-03-02", through: AnchorOffsetRefiner.self)
    let temporal = try #require(candidates.first?.temporal)
    #expect(temporal.date == Fixtures.date("2026-02-27"))
    #expect(temporal.isPast)
    #expect(trace.contains("counted \"3 days before 2026-03-02\" from 2026-03-02"))
  }

  @Test func countingBackToADateStillAheadIsNotPast() throws {
    let (_, candidates, _) = Fixtures.refined(
      "3 days before 2026-04-02", through: AnchorOffsetRefiner.self)
    let temporal = try #require(candidates.first?.temporal)
    #expect(temporal.date == Fixtures.date("2026-03-30"))
    #expect(!temporal.isPast)
  }

  @Test func aWeekdayNextToAPlainDateIsNotMoved() {
    let (_, candidates, _) = Fixtures.refined("friday tomorrow", through: AnchorOffsetRefiner.self)
    #expect(candidates.map(\.summary) == ["2026-03-06", "2026-03-05"])
  }
}
