import Testing

@testable import IntakeCore

@Suite("ContentHash")
struct ContentHashTests {
  @Test func isFNV1a64InSixteenHexDigits() {
    // Pinned: a new value would make every re-import of an old document add it all again.
    #expect(ContentHash.of(meetingKey: "", text: "") == "af63d24c8601db8e")
    #expect(
      ContentHash.of(meetingKey: "notes/2026-03-02.md#2026-03-02", text: "Send the deck to Ana")
        == "56b4eb651bd2bf21")
  }

  @Test(arguments: [
    "send the deck to ana", "Send the deck to Ana.", "  Send   the deck\tto Ana  ",
    "**Send the deck to Ana**", "Send the deck\nto Ana!", "\"Send the deck to Ana\" …",
    "SEND THE DECK TO ANA ✓",
  ])
  func caseSpacingAndPunctuationAtTheEndsDoNotCount(text: String) {
    #expect(ContentHash.normalized(text) == "send the deck to ana")
    #expect(
      ContentHash.of(meetingKey: "m", text: text)
        == ContentHash.of(meetingKey: "m", text: "send the deck to ana"))
  }

  @Test func punctuationInsideTheTextCounts() {
    #expect(
      ContentHash.of(meetingKey: "m", text: "call Ana, then Bo")
        != ContentHash.of(meetingKey: "m", text: "call Ana then Bo"))
  }

  @Test func composedAndDecomposedAccentsAreOneText() {
    #expect(
      ContentHash.of(meetingKey: "m", text: "Ask Jos\u{E9}")
        == ContentHash.of(meetingKey: "m", text: "ask Jose\u{301}"))
  }

  @Test func theSameWordsInAnotherMeetingAreAnotherItem() {
    #expect(
      ContentHash.of(meetingKey: "notes.md#2026-03-02", text: "send the deck")
        != ContentHash.of(meetingKey: "notes.md#2026-03-09", text: "send the deck"))
  }

  @Test func theMeetingKeyAndTheTextDoNotRunTogether() {
    #expect(
      ContentHash.of(meetingKey: "a", text: "bc") != ContentHash.of(meetingKey: "ab", text: "c"))
  }

  @Test func theMeetingKeyIsUsedAsGiven() {
    #expect(
      ContentHash.of(meetingKey: "M", text: "x") != ContentHash.of(meetingKey: "m", text: "x"))
  }

  @Test func everyHashHasSixteenLowercaseHexDigits() {
    for index in 0..<200 {
      let hash = ContentHash.of(meetingKey: "k", text: "item \(index)")
      #expect(hash.count == 16)
      #expect(hash.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    }
  }

  @Test func theASCIIPathAgreesWithTheUnicodePathOnEveryASCIICharacter() {
    for code in 0..<128 {
      let character = String(UnicodeScalar(UInt8(code)))
      for text in [
        character, "\(character)Send\(character)", "a\(character)\(character)b",
        "  \(character) x \(character)\t", "x.\(character)", "\(character)\r\n\(character)",
      ] {
        #expect(
          ContentHash.asciiNormalized(text).map { String(decoding: $0, as: UTF8.self) }
            == ContentHash.unicodeNormalized(text), "\(code): \(text.debugDescription)")
      }
    }
  }

  @Test func textBeyondASCIITakesTheUnicodePath() {
    #expect(ContentHash.asciiNormalized("café") == nil)
    #expect(ContentHash.normalized("  Café\u{A0}au LAIT… ") == "café au lait")
  }
}
