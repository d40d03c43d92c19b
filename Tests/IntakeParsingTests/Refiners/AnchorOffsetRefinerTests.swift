import IntakeCore
import Testing

@testable import IntakeParsing

/// Read on Wednesday 2026-03-04 09:00 unless a row says otherwise.
@Suite("AnchorOffsetRefiner")
struct AnchorOffsetRefinerTests {
  @Test(arguments: [
    Reading("send the notes ⟦5 days after feb 9th⟧", "2027-02-14"),
    Reading("order the cake ⟦3 weeks before june 20 2027⟧", "2027-05-30"),
    Reading("⟦10 days from 03/09/2027⟧ appeal the fine", "2027-03-19"),
    Reading("buy charcoal ⟦2 days before the 4th of july⟧", "2026-07-02"),
    Reading("⟦three weeks after next thursday⟧ renew the permit", "2026-04-02"),
    Reading("return gifts ⟦1 week after 12/25⟧", "2027-01-01", now: "2026-12-10T09:00"),
    Reading("⟦tuesday three weeks from now⟧ kickoff", "2026-03-24"),
    Reading("⟦in 4 days on thursday⟧ clean the gutters", "2026-03-12", now: "2026-03-09T08:00"),
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
