import IntakeCore
import Testing

@testable import IntakeParsing

@Suite("OverlapFilter")
struct OverlapFilterTests {
  private func candidate(_ range: Range<Int>, _ rule: String, confidence: Double = 0.9)
    -> Candidate
  {
    Candidate(
      range: range, value: .temporal(Temporal(date: Fixtures.date("2026-03-09"))),
      confidence: confidence, rule: rule)
  }

  private func filter(_ item: Item, _ candidates: [Candidate]) -> (rules: [String], trace: [String])
  {
    var trace = Trace(isEnabled: true)
    let kept = OverlapFilter().refine(
      candidates, item: item, context: Fixtures.context(), trace: &trace)
    return (kept.map(\.rule), trace.lines)
  }

  @Test func theLongerPhraseWins() {
    let item = Item("every monday standup")
    let (rules, trace) = filter(item, [candidate(1..<2, "monday"), candidate(0..<2, "every")])
    #expect(rules == ["every"])
    #expect(trace == ["dropped monday \"monday\": overlapped"])
  }

  @Test func aTieInLengthGoesToTheSurerCandidate() {
    let item = Item("sat 9")
    let (rules, _) = filter(
      item, [candidate(0..<1, "unsure", confidence: 0.6), candidate(0..<1, "sure")])
    #expect(rules == ["sure"])
  }

  @Test func aFullTieGoesToTheEarlierCandidate() {
    let item = Item("a b c")
    let (rules, _) = filter(item, [candidate(1..<3, "later"), candidate(0..<2, "earlier")])
    #expect(rules == ["earlier"])
  }

  @Test func separateCandidatesAreAllKeptInTheirOrder() {
    let item = Item("a b c d")
    let (rules, trace) = filter(
      item, [candidate(2..<4, "second"), candidate(0..<1, "first"), candidate(1..<2, "middle")])
    #expect(rules == ["second", "first", "middle"])
    #expect(trace.isEmpty)
  }

  @Test func inThePipelineEveryFridayWinsOverFriday() {
    let (item, candidates, _) = Fixtures.refined(
      "every friday standup", through: OverlapFilter.self)
    #expect(candidates.map { item.text(of: $0.range) } == ["every friday"])
  }
}
