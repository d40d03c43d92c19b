import IntakeCore
import Testing

@testable import IntakeParsing

@Suite("Extractor")
struct ExtractorTests {
  /// An extractor that matches what `match` says at each index, for testing the shared loop.
  private struct Probe: Extractor {
    let match: @Sendable (Int) -> Range<Int>?

    func extract(from item: Item, context: ParsingContext, into candidates: inout [Candidate]) {
      scan(item, into: &candidates) { index in
        match(index).map {
          Candidate(range: $0, value: .tag("\(index)"), confidence: 1, rule: "probe")
        }
      }
    }
  }

  @Test func theScanGoesOnAfterAMatchsWords() {
    let probe = Probe { $0 % 2 == 0 ? $0..<$0 + 2 : $0..<$0 + 1 }
    let (_, found) = probe.run("a b c d e", Fixtures.context())
    #expect(found.map(\.range) == [0..<2, 2..<4, 4..<6])
  }

  @Test func theScanTriesEveryIndexWhenNothingMatches() {
    let probe = Probe { $0 == 3 ? 3..<4 : nil }
    let (_, found) = probe.run("a b c d e", Fixtures.context())
    #expect(found.map(\.range) == [3..<4])
  }

  @Test func anEmptyOrBackwardMatchStillMovesOn() {
    let probe = Probe { $0..<$0 }
    let (_, found) = probe.run("a b c", Fixtures.context())
    #expect(found.count == 3)
  }

  @Test func aTraceOnlyRecordsWhenEnabled() {
    var off = Trace(isEnabled: false)
    var built = false
    func message() -> String {
      built = true
      return "step"
    }
    off.note(message())
    #expect(off.lines.isEmpty)
    #expect(!built, "the message is not even built")
    var on = Trace(isEnabled: true)
    on.note("one")
    on.note("two")
    #expect(on.lines == ["one", "two"])
  }
}
