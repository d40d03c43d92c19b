import Testing

@testable import IntakeParsing

@Suite("Tokenizer")
struct TokenTests {
  /// A token written as `kind:lower@start-end`, with `+` before it when it touches the previous one.
  private static func shape(_ text: String) -> [String] {
    Tokenizer.tokenize(text).map { token in
      let kind: String
      switch token.kind {
      case .word: kind = "w"
      case .number: kind = "n"
      case .punctuation: kind = "p"
      }
      return (token.isJoined ? "+" : "") + "\(kind):\(token.lower)@\(token.start)-\(token.end)"
    }
  }

  @Test func lettersAndDigitsSplitAndRememberTheyTouched() {
    #expect(Self.shape("3pm") == ["n:3@0-1", "+w:pm@1-3"])
    #expect(Self.shape("3 pm") == ["n:3@0-1", "w:pm@2-4"])
  }

  @Test func aHashtagKeepsItsPartsJoined() {
    #expect(Self.shape("#q1") == ["p:#@0-1", "+w:q@1-2", "+n:1@2-3"])
    #expect(Self.shape("# q1") == ["p:#@0-1", "w:q@2-3", "+n:1@3-4"])
  }

  @Test func wordsAreLowerCasedAndRememberACapital() {
    let tokens = Tokenizer.tokenize("Call ANA")
    #expect(tokens.map(\.lower) == ["call", "ana"])
    #expect(tokens.map(\.isCapitalized) == [true, true])
    #expect(Tokenizer.tokenize("call")[0].isCapitalized == false)
  }

  @Test func anApostropheBetweenLettersStaysInTheWord() {
    #expect(Self.shape("Ana's day") == ["w:ana's@0-5", "w:day@6-9"])
    // A trailing apostrophe is punctuation: "days' time".
    #expect(Self.shape("days'") == ["w:days@0-4", "+p:'@4-5"])
  }

  @Test func aTypographicApostropheReadsLikeAPlainOne() {
    let tokens = Tokenizer.tokenize("don\u{2019}t")
    #expect(tokens.count == 1)
    #expect(tokens[0].lower == "don't")
    #expect(tokens[0].end == 7)  // the curly apostrophe is three bytes
  }

  @Test func offsetsCountUTF8Bytes() {
    #expect(Self.shape("café 3pm") == ["w:café@0-5", "n:3@6-7", "+w:pm@7-9"])
  }

  @Test func numbersKeepTheirValueAndDigitCount() {
    let tokens = Tokenizer.tokenize("05 2026")
    #expect(tokens.map(\.number) == [5, 2026])
    #expect(tokens.map(\.digitCount) == [2, 4])
    #expect(Tokenizer.tokenize("pm")[0].number == -1)
  }

  @Test func aVeryLongNumberDoesNotOverflow() {
    let tokens = Tokenizer.tokenize("12345678901234567890123")
    #expect(tokens.count == 1)
    #expect(tokens[0].digitCount == 23)
    #expect(tokens[0].number == 123_456_789_012_345_678)
  }

  @Test func eachPunctuationMarkIsItsOwnToken() {
    #expect(Self.shape("!!") == ["p:!@0-1", "+p:!@1-2"])
    #expect(Self.shape("a – b") == ["w:a@0-1", "p:–@2-5", "w:b@6-7"])
  }

  @Test func emojiAreNotLetters() {
    #expect(Self.shape("ship 🎉") == ["w:ship@0-4", "p:🎉@5-9"])
  }

  @Test func tabsAndNewlinesSeparateTokens() {
    #expect(Self.shape("a\tb\nc") == ["w:a@0-1", "w:b@2-3", "w:c@4-5"])
  }

  @Test func emptyTextHasNoTokens() {
    #expect(Tokenizer.tokenize("").isEmpty)
    #expect(Tokenizer.tokenize("  \n ").isEmpty)
  }

  @Test func aCapitalBeyondASCIIIsCapitalized() {
    // Token.isCapitalized promises "the first letter was upper case"; only A–Z are checked,
    // so "Élodie to review the deck" cannot take an unknown owner who is not on the roster.
    #expect(Tokenizer.tokenize("Élodie")[0].isCapitalized)
  }

  @Test func wordAndMarkTestsCheckTheKind() {
    let tokens = Tokenizer.tokenize("at @ 1")
    #expect(tokens[0].isWord("at"))
    #expect(!tokens[1].isWord("@"))
    #expect(tokens[1].isMark("@"))
    #expect(!tokens[2].isWord("1"))
  }
  @Test func aChatSpellingIsOneWordReadAsTheWordItStandsFor() {
    #expect(Self.shape("2moro 9am") == ["w:tomorrow@0-5", "n:9@6-7", "+w:am@7-9"])
    #expect(Self.shape("out b4 fri") == ["w:out@0-3", "w:before@4-6", "w:fri@7-10"])
    #expect(Self.shape("nxt wk") == ["w:next@0-3", "w:wk@4-6"])
    // Counted days after an article, a paper size in capitals and a code inside a longer
    // word keep their letters and digits.
    #expect(Self.shape("a 2day course") == ["w:a@0-1", "n:2@2-3", "+w:day@3-6", "w:course@7-13"])
    #expect(Self.shape("B4") == ["w:b@0-1", "+n:4@1-2"])
    #expect(Self.shape("ab4") == ["w:ab@0-2", "+n:4@2-3"])
  }
}
