/// Numbers in every form people write them in a date phrase, read once for every rule.
///
/// Digits ("3", "2.5", "0,75"), fractions ("1/2", "3/4"), words ("ten", "twenty two"), and the
/// words that stand for an amount: "a", "an", "a couple of", "a few", "several", "a dozen",
/// "half (a|an)", "a quarter of (a|an)", "three quarters of an". Used by the quantity grammar
/// ("in 2.5 hours", "in half an hour") and by every rule that counts.
enum NumberGrammar {
  /// An amount read at a token: its value, whether it was written as a whole number of digits,
  /// and the index after it.
  struct Amount: Sendable {
    var value: Double
    /// True for plain digits ("3"), false for words, decimals and fractions.
    var isDigits: Bool
    var end: Int
  }

  /// Words that stand for an amount on their own.
  private static let amountWords = WordTable<Double>([
    "a": 1, "an": 1, "one": 1, "couple": 2, "few": 3, "several": 3, "dozen": 12,
  ])

  /// Words other than spelled numbers that can begin an amount.
  private static let startWords: WordSet = [
    "a", "an", "one", "half", "quarter", "couple", "few", "several", "dozen",
  ]

  /// The amount at `start`, or nil when none is written there.
  ///
  /// "half" and "quarter" read as fractions only before "a"/"an"/"of": "half an hour" is 0.5,
  /// "a quarter of an hour" 0.25, "three quarters of an hour" 0.75.
  static func amount(_ item: Item, at start: Int) -> Amount? {
    guard start >= 0, start < item.count else { return nil }
    let token = item.tokens[start]
    if token.kind == .number {
      return token.digitCount <= 4 ? digits(item, token.number, at: start) : nil
    }
    // Most words start no amount: one table lookup settles them before any rule is tried.
    guard token.kind == .word,
      item.spelledNumber(start) != nil || item.isWord(start, in: Self.startWords)
    else { return nil }
    if let fraction = fractionWords(item, at: start) { return fraction }
    if let spelled = item.spelledNumber(start), !spelled.isOrdinal {
      // "three quarters of an hour"
      if item.isWord(spelled.end, "quarters"), item.isWord(spelled.end + 1, "of") {
        return Amount(
          value: Double(spelled.value) / 4, isDigits: false, end: article(item, spelled.end + 2))
      }
      return Amount(value: Double(spelled.value), isDigits: false, end: spelled.end)
    }
    guard let word = item.word(start), let value = item.lookup(start, in: amountWords) else {
      return nil
    }
    var end = start + 1
    var result = value
    // "a couple of", "a few", "a dozen"
    if word == "a", let following = item.lookup(end, in: amountWords), following > 1 {
      result = following
      end += 1
    }
    if result > 1, item.isWord(end, "of") { end += 1 }
    return Amount(value: result, isDigits: false, end: end)
  }

  /// Digits, with a decimal part ("2.5", "0,75") or as a fraction ("1/2") when one is joined.
  private static func digits(_ item: Item, _ number: Int, at start: Int) -> Amount {
    let separator = start + 1
    if item.isJoined(separator), item.isJoined(separator + 1),
      let part = item.number(separator + 1)
    {
      let partDigits = item.tokens[separator + 1].digitCount
      if (item.isMark(separator, ".") || item.isMark(separator, ",")) && partDigits <= 3 {
        var scale = 1.0
        for _ in 0..<partDigits { scale *= 10 }
        return Amount(
          value: Double(number) + Double(part) / scale, isDigits: false, end: separator + 2)
      }
      if item.isMark(separator, "/"), (2...12).contains(part), number < part {
        return Amount(
          value: Double(number) / Double(part), isDigits: false,
          end: article(item, separator + 2))
      }
    }
    return Amount(value: Double(number), isDigits: true, end: start + 1)
  }

  /// "half a", "half an", "a half", "a quarter of an", "quarter of an".
  private static func fractionWords(_ item: Item, at start: Int) -> Amount? {
    var cursor = start
    if item.isWord(cursor, "a") || item.isWord(cursor, "an") { cursor += 1 }
    if item.isWord(cursor, "half") {
      return Amount(value: 0.5, isDigits: false, end: article(item, cursor + 1))
    }
    if item.isWord(cursor, "quarter"), item.isWord(cursor + 1, "of") {
      return Amount(value: 0.25, isDigits: false, end: article(item, cursor + 2))
    }
    return nil
  }

  /// The index after an optional "a"/"an" at `index`.
  private static func article(_ item: Item, _ index: Int) -> Int {
    item.isWord(index, "a") || item.isWord(index, "an") ? index + 1 : index
  }
}
