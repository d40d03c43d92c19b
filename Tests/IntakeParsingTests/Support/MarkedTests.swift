import Testing

/// The bracket helper every extractor table relies on.
@Suite("Marked")
struct MarkedTests {
  @Test func theBracketsMarkASpanAndAreRemoved() {
    let marked = Marked("call Ana ⟦tmrw 3pm⟧ about it")
    #expect(marked.text == "call Ana tmrw 3pm about it")
    #expect(marked.span == "tmrw 3pm")
    #expect(marked.testDescription == "call Ana ⟦tmrw 3pm⟧ about it")
  }

  @Test func noBracketsMeansNothingIsExpected() {
    let marked = Marked("March Madness bracket")
    #expect(marked.text == "March Madness bracket")
    #expect(marked.span == nil)
  }

  @Test func aSpanAtEitherEndKeepsItsNeighbours() {
    #expect(Marked("⟦fri⟧ demo").span == "fri")
    #expect(Marked("demo ⟦fri⟧").text == "demo fri")
    #expect(Marked("café ⟦3pm⟧!").text == "café 3pm!")
  }

  @Test func aReadingIsNamedByItsInputAndReference() {
    #expect(Reading("⟦fri⟧", "2026-03-06").testDescription == "⟦fri⟧")
    #expect(
      Reading("⟦fri⟧", "2026-03-13", now: "2026-03-07T10:00").testDescription
        == "⟦fri⟧ (at 2026-03-07T10:00)")
  }
}
