import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Sentences handed back as soon as they end, with their lines.
  @Suite("ProseBuffer")
  struct ProseBufferTests {
    @Test func sentencesEndAtTheirMarkNotAtAnAbbreviation() {
      var buffer = ProseBuffer()
      let first = buffer.append(
        Array("We met, e.g. Ana and Dr. Bo. Then we".utf8), line: 1, timestamp: "a")
      #expect(first.map(\.text) == ["We met, e.g. Ana and Dr. Bo."])
      let second = buffer.append(Array("left! Done?".utf8), line: 2, timestamp: "b")
      #expect(second.map(\.text) == ["Then we left!", "Done?"])
      #expect(second[0].origin(of: 0) == (1, "a"))
      #expect(second[0].origin(of: 8) == (2, "b"))
      #expect(buffer.flush() == nil)
    }

    @Test func aSentenceWithoutEndIsCutAtTheLimit() {
      var buffer = ProseBuffer()
      buffer.limit = 10
      #expect(buffer.append(Array("no end here at all".utf8), line: 1, timestamp: nil).count == 1)
      #expect(buffer.isEmpty)
    }

    @Test func aMarkInsideBracketsDoesNotEndTheSentenceAroundThem() {
      var buffer = ProseBuffer()
      let sentences = buffer.append(
        Array("Jo will ask the caretaker (Mr Abara?) about the side gate. Then lunch (yes!)".utf8),
        line: 1, timestamp: nil)
      #expect(
        sentences.map(\.text) == ["Jo will ask the caretaker (Mr Abara?) about the side gate."])
      #expect(buffer.flush()?.text == "Then lunch (yes!)")
      // A bracket closed before the mark ends nothing it did not open.
      #expect(
        buffer.append(Array("Ask (or text) Bo? Then go.".utf8), line: 2, timestamp: nil)
          .map(\.text) == ["Ask (or text) Bo?", "Then go."])
    }
  }
}
