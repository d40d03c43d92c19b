/// One item of text, tokenized once, that every extractor reads.
package struct Item: Sendable {
  let text: String
  package let tokens: [Token]
  private let utf8: [UInt8]
  /// `spelledNumber` at each token, read once: many rules ask it at the same places.
  private var spelledNumbers: [(value: Int, isOrdinal: Bool, end: Int)?] = []
  /// Whether a date, time, recurrence or priority rule may begin at each token: a number, a
  /// mark, or one of `StartWords` (see `isRuleStart`).
  private var ruleStarts: [Bool] = []

  /// Whether extractors skip the words no rule of theirs names (see `isRuleStart`).
  let isGated: Bool

  package init(_ text: String, isGated: Bool = true) {
    self.isGated = isGated
    self.text = text
    self.utf8 = Array(text.utf8)
    self.tokens = Tokenizer.tokenize(bytes: utf8)
    var spelled: [(value: Int, isOrdinal: Bool, end: Int)?] = []
    spelled.reserveCapacity(tokens.count)
    for index in tokens.indices { spelled.append(readSpelledNumber(index)) }
    spelledNumbers = spelled
    ruleStarts = tokens.map { token in
      guard token.kind == .word else { return true }
      if token.key.isWord
        ? StartWords.all.contains(token.key) : StartWords.all.contains(token.lower)
      {
        return true
      }
      // "friday's demo": a date word naming an event is read as the date word.
      let lower = token.lower
      guard lower.utf8.last == 115, lower.hasSuffix("'s") || lower.hasSuffix("’s") else {
        return false
      }
      return StartWords.all.contains(String(lower.dropLast(2)))
    }
  }

  /// Whether the date, time, recurrence and priority rules need to be tried at `index`.
  ///
  /// False for a word none of their rules names ("call", "budget"), which most words of a
  /// task are: those extractors skip it at once. `isGated` false turns the check off, for
  /// the test that holds the results equal either way.
  @inline(__always)
  func isRuleStart(_ index: Int) -> Bool {
    !isGated || ruleStarts[index]
  }

  package var count: Int { tokens.count }

  /// The text of tokens `range`, as typed.
  package func text(of range: Range<Int>) -> String {
    guard !range.isEmpty else { return "" }
    return String(
      decoding: utf8[tokens[range.lowerBound].start..<tokens[range.upperBound - 1].end],
      as: UTF8.self)
  }

  /// The original bytes between two offsets.
  package func text(from start: Int, to end: Int) -> String {
    String(decoding: utf8[start..<end], as: UTF8.self)
  }

  // MARK: - Token tests that tolerate out-of-range indices

  /// The lower-case word at `index`, or nil when it is not a word.
  @inline(__always)
  package func word(_ index: Int) -> String? {
    guard index >= 0, index < tokens.count, tokens[index].kind == .word else { return nil }
    return tokens[index].lower
  }

  /// Whether the token at `index` is the word `word`.
  @inline(__always)
  package func isWord(_ index: Int, _ word: String) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].isWord(word)
  }

  /// Whether the token at `index` is one of `words`.
  @inline(__always)
  package func isWord(_ index: Int, in words: WordSet) -> Bool {
    guard index >= 0, index < tokens.count, tokens[index].kind == .word else { return false }
    let key = tokens[index].key
    return key.isWord ? words.contains(key) : words.contains(tokens[index].lower)
  }

  /// Whether the token at `index` is one of a few `words` listed where it is asked, as an
  /// array literal: compared one by one, with no table built per call.
  @inline(__always)
  package func isWord(_ index: Int, in words: [String]) -> Bool {
    guard index >= 0, index < tokens.count, tokens[index].kind == .word else { return false }
    return words.contains(tokens[index].lower)
  }

  /// The value `table` gives the word at `index`, or nil when it is not a word in the table.
  @inline(__always)
  func lookup<Value>(_ index: Int, in table: WordTable<Value>) -> Value? {
    guard index >= 0, index < tokens.count, tokens[index].kind == .word else { return nil }
    let key = tokens[index].key
    return key.isWord ? table[key] : table[tokens[index].lower]
  }

  /// Whether the token at `index` is the punctuation mark `mark`.
  @inline(__always)
  package func isMark(_ index: Int, _ mark: String) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].isMark(mark)
  }

  /// The value of the number token at `index`.
  @inline(__always)
  package func number(_ index: Int) -> Int? {
    guard index >= 0, index < tokens.count, tokens[index].kind == .number else { return nil }
    return tokens[index].number
  }

  /// A number written in words at `index` ("seven", "twenty two", "twenty-second",
  /// "thirty first"), with whether it was an ordinal and the index after it.
  @inline(__always)
  func spelledNumber(_ index: Int) -> (value: Int, isOrdinal: Bool, end: Int)? {
    index >= 0 && index < spelledNumbers.count ? spelledNumbers[index] : nil
  }

  private func readSpelledNumber(_ index: Int) -> (value: Int, isOrdinal: Bool, end: Int)? {
    guard let word = word(index) else { return nil }
    if let ten = lookup(index, in: DateWords.tens) {
      var next = index + 1
      if isMark(next, "-"), isJoined(next) { next += 1 }
      if let unit = lookup(next, in: DateWords.units1to9) {
        return (ten + unit, lookup(next, in: DateWords.ordinalWords) != nil, next + 1)
      }
      return (ten, false, index + 1)
    }
    if word == "twentieth" || word == "thirtieth" {
      return (word == "twentieth" ? 20 : 30, true, index + 1)
    }
    if let value = lookup(index, in: DateWords.ordinalWords), value > 0 {
      return (value, true, index + 1)
    }
    if word != "a", word != "an", word != "couple", word != "few", word != "several",
      let value = lookup(index, in: DateWords.numberWords)
    {
      return (value, false, index + 1)
    }
    return nil
  }

  /// A week ordinal at `index` ("first", "2nd", "last" as -1), up to the fifth, and the index
  /// after it: the "first" of "the first monday of april".
  func weekOrdinal(_ index: Int) -> (value: Int, end: Int)? {
    if let value = lookup(index, in: DateWords.ordinalWords), value <= 5 {
      return (value, index + 1)
    }
    if let (value, end) = DayOfMonthGrammar.readOrdinal(self, at: index), value <= 5 {
      return (value, end)
    }
    return nil
  }

  /// Whether the token at `index` touches the previous one (no space between).
  @inline(__always)
  package func isJoined(_ index: Int) -> Bool {
    index > 0 && index < tokens.count && tokens[index].isJoined
  }

  /// Whether `index` is at the end of the words, or only tags (`#ops`), mentions (`@bo`) and
  /// priority marks (`!`, `!!`, `!high`, `p2`) follow: "pay rent mon #finance" ends with
  /// "mon" as much as "pay rent mon" does.
  func isEndOfWords(_ index: Int) -> Bool {
    var cursor = index
    while cursor < tokens.count {
      // The end of the words, a mark that ends a phrase, or a "!" priority.
      if isBoundary(cursor) { return true }
      if isMark(cursor, "#") || isMark(cursor, "@") {
        guard isJoined(cursor + 1), tokens[cursor + 1].kind != .punctuation else { return false }
        cursor += 2
        // The rest of a tag written in one piece: "#team-alpha", "#q1".
        while cursor < tokens.count, isJoined(cursor), !isBoundary(cursor) { cursor += 1 }
      } else if isWord(cursor, "p"), isJoined(cursor + 1), let level = number(cursor + 1),
        (1...4).contains(level)
      {
        cursor += 2
      } else {
        return false
      }
    }
    return true
  }

  /// Whether `index` is past the end or at punctuation that ends a phrase.
  func isBoundary(_ index: Int) -> Bool {
    guard index < tokens.count else { return true }
    let token = tokens[index]
    return token.kind == .punctuation && token.lower != "#" && token.lower != "@"
      && token.lower != "/" && token.lower != ":"
  }
}
