import Foundation

/// One word, number or punctuation mark of an item, with where it stands in the text.
///
/// Letters and digits are split apart ("3pm" is `3` + `pm`, "q1" is `q` + `1`), and
/// `isJoined` says that no space separated a token from the one before, so rules can tell
/// "3pm" from "3 pm" and "#q1" from "# q1".
public struct Token: Sendable, Equatable {
  /// What kind of characters a token holds.
  public enum Kind: Sendable, Equatable {
    case word
    case number
    case punctuation
  }

  public let kind: Kind
  /// The token in lower case (ASCII folding; other letters are kept as typed).
  public let lower: String
  /// UTF-8 offset of the first byte in the item text.
  public let start: Int
  /// UTF-8 offset one past the last byte.
  public let end: Int
  /// True when no whitespace stands between this token and the previous one.
  public let isJoined: Bool
  /// True when the first letter was upper case.
  public let isCapitalized: Bool
  /// The value of a number token; -1 for other kinds.
  public let number: Int
  /// Number of digits of a number token (so "05" differs from "5").
  public let digitCount: Int
  /// `lower` packed for word-table lookups (`.empty` past 15 bytes).
  let key: WordKey

  /// Whether this is the word `word` (lower case).
  @inline(__always)
  public func isWord(_ word: String) -> Bool {
    // Lengths first: most tokens differ from the word asked about by their length alone.
    guard kind == .word, lower.utf8.count == word.utf8.count else { return false }
    return key.isWord ? key == WordKey(word) : lower == word
  }

  /// Whether this is the punctuation mark `mark`.
  @inline(__always)
  public func isMark(_ mark: String) -> Bool {
    kind == .punctuation && lower.utf8.count == mark.utf8.count && lower == mark
  }
}

/// Splits an item into tokens in one pass over its UTF-8 bytes.
public enum Tokenizer {
  /// Tokens of `text`, in order.
  public static func tokenize(_ text: String) -> [Token] {
    tokenize(bytes: Array(text.utf8))
  }

  /// Tokens of the UTF-8 bytes of a text, in order.
  static func tokenize(bytes: [UInt8]) -> [Token] {
    var tokens: [Token] = []
    tokens.reserveCapacity(16)
    var index = 0
    var sawSpace = true
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if isSpace(byte) {
        sawSpace = true
        index += 1
        continue
      }
      let start = index
      // Every chat spelling is "2" and a letter, or "b"/"l" and a digit: most words are
      // ruled out by their second byte.
      if start + 1 < count,
        byte == 50
          ? isASCIILetterOrDigit(bytes[start + 1]) && !isDigit(bytes[start + 1])
          : (byte == 98 || byte == 108) && isDigit(bytes[start + 1]),
        let (word, end) = chatSpelling(bytes, at: start, after: tokens.last)
      {
        // "2moro", "b4", "l8r": one word as a chat writes it, read as the word it stands for.
        index = end
        tokens.append(
          Token(
            kind: .word, lower: word, start: start, end: end, isJoined: !sawSpace,
            isCapitalized: false, number: -1, digitCount: 0, key: WordKey(word)))
      } else if isDigit(byte) {
        var value = 0
        while index < count, isDigit(bytes[index]) {
          if index - start < 18 { value = value * 10 + Int(bytes[index] - 48) }
          index += 1
        }
        tokens.append(
          Token(
            kind: .number, lower: string(bytes[start..<index]), start: start, end: index,
            isJoined: !sawSpace, isCapitalized: false, number: value, digitCount: index - start,
            key: WordKey(bytes: bytes[start..<index])))
      } else if letterLength(bytes, index) > 0 {
        var hasNonASCII = false
        while index < count {
          let length = letterLength(bytes, index)
          if length > 0 {
            if length > 1 { hasNonASCII = true }
            index += length
          } else if index > start, let apostrophe = apostropheLength(bytes, index),
            index + apostrophe < count, letterLength(bytes, index + apostrophe) > 0
          {
            // "Ana's", "don’t": an apostrophe between letters stays inside the word.
            index += apostrophe
            hasNonASCII = hasNonASCII || apostrophe > 1
          } else {
            break
          }
        }
        let raw = bytes[start..<index]
        // A typographic apostrophe reads like a plain one: "fortnight’s" = "fortnight's".
        let lower: String
        let key: WordKey
        if hasNonASCII {
          lower = string(raw).lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
          key = WordKey(lower)
        } else {
          let folded = raw.map(asciiLower)
          if folded.count >= 3, folded.count <= 5, let word = shortSpelling(folded) {
            lower = word
            key = WordKey(word)
          } else {
            lower = string(folded)
            key = WordKey(bytes: folded[...])
          }
        }
        let isCapitalized =
          hasNonASCII ? string(raw).first?.isUppercase == true : byte >= 65 && byte <= 90
        tokens.append(
          Token(
            kind: .word, lower: lower, start: start, end: index, isJoined: !sawSpace,
            isCapitalized: isCapitalized, number: -1, digitCount: 0, key: key))
      } else {
        index += scalarLength(byte)
        let markBytes = bytes[start..<min(index, count)]
        tokens.append(
          Token(
            kind: .punctuation, lower: string(markBytes), start: start, end: min(index, count),
            isJoined: !sawSpace, isCapitalized: false, number: -1, digitCount: 0,
            key: WordKey(bytes: markBytes)))
        index = min(index, count)
      }
      sawSpace = false
    }
    return tokens
  }

  /// Chat spellings of time words, glued letters and digits, and the words they stand for.
  private static let chatSpellings: [String: String] = [
    "2moro": "tomorrow", "2morro": "tomorrow", "2morrow": "tomorrow", "2mrw": "tomorrow",
    "2mro": "tomorrow", "2moz": "tomorrow", "2day": "today", "2nite": "tonight",
    "2night": "tonight", "2nyt": "tonight", "b4": "before", "l8r": "later",
  ]

  /// The word a chat spelling at `start` stands for and where it ends; nil when the letters
  /// and digits there are no such spelling, stand inside a longer word, or ("a 2day course")
  /// count days after an article.
  private static func chatSpelling(_ bytes: [UInt8], at start: Int, after previous: Token?)
    -> (String, Int)?
  {
    if start > 0, isASCIILetterOrDigit(bytes[start - 1]) || bytes[start - 1] >= 0x80 {
      return nil
    }
    var end = start
    var hasDigit = false
    var hasLetter = false
    while end < bytes.count, end - start <= 7, isASCIILetterOrDigit(bytes[end]) {
      if isDigit(bytes[end]) { hasDigit = true } else { hasLetter = true }
      end += 1
    }
    guard hasDigit, hasLetter, end - start <= 7,
      end == bytes.count || (!isASCIILetterOrDigit(bytes[end]) && bytes[end] < 0x80)
    else { return nil }
    // "B4" in capitals is a paper size or a cell more often than "before".
    if bytes[start] == 66 { return nil }
    let spelling = string(bytes[start..<end].map(asciiLower))
    guard let word = chatSpellings[spelling] else { return nil }
    if word == "today", let previous,
      ["a", "the", "one", "our", "this", "each", "per", "every"].contains(previous.lower)
    {
      return nil
    }
    return (word, end)
  }

  /// The word a chat's short spelling of a time word stands for ("nxt wk", "this wknd",
  /// "sat morn", "this arvo"), or nil; checked by length and first letter before anything
  /// is compared, since most words are none of these.
  @inline(__always)
  private static func shortSpelling(_ folded: [UInt8]) -> String? {
    switch (folded.count, folded[0]) {
    case (3, 110): return folded.elementsEqual("nxt".utf8) ? "next" : nil
    case (4, 119): return folded.elementsEqual("wknd".utf8) ? "weekend" : nil
    case (5, 119): return folded.elementsEqual("wkend".utf8) ? "weekend" : nil
    case (4, 109): return folded.elementsEqual("morn".utf8) ? "morning" : nil
    case (4, 97): return folded.elementsEqual("arvo".utf8) ? "afternoon" : nil
    default: return nil
    }
  }

  @inline(__always)
  private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
  }

  // MARK: - Byte classes

  @inline(__always)
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 32 || (byte >= 9 && byte <= 13)
  }

  @inline(__always)
  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  /// Byte length of the letter starting at `index`, or 0 when it is not a letter.
  ///
  /// Non-ASCII scalars count as letters (accented names, other scripts) except the
  /// Latin-1 punctuation block (C2 xx), general punctuation (E2 80–E2 81: dashes, quotes,
  /// bullets), arrows and symbols (E2 86–E2 9F), and four-byte scalars (emoji).
  @inline(__always)
  private static func letterLength(_ bytes: [UInt8], _ index: Int) -> Int {
    let lead = bytes[index]
    if lead < 0x80 { return (lead >= 65 && lead <= 90) || (lead >= 97 && lead <= 122) ? 1 : 0 }
    let length = min(scalarLength(lead), bytes.count - index)
    if lead == 0xC2 || lead >= 0xF0 || lead < 0xC2 { return 0 }
    if lead == 0xE2, index + 1 < bytes.count, bytes[index + 1] >= 0x80,
      bytes[index + 1] <= 0x81 || (bytes[index + 1] >= 0x86 && bytes[index + 1] <= 0x9F)
    {
      return 0
    }
    return length
  }

  /// Length of an apostrophe at `index` (' or ’), or nil.
  @inline(__always)
  private static func apostropheLength(_ bytes: [UInt8], _ index: Int) -> Int? {
    if bytes[index] == UInt8(ascii: "'") { return 1 }
    if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
      bytes[index + 2] == 0x99
    {
      return 3
    }
    return nil
  }

  @inline(__always)
  private static func scalarLength(_ lead: UInt8) -> Int {
    if lead < 0x80 { return 1 }
    if lead >= 0xF0 { return 4 }
    if lead >= 0xE0 { return 3 }
    return 2
  }

  @inline(__always)
  private static func asciiLower(_ byte: UInt8) -> UInt8 {
    byte >= 65 && byte <= 90 ? byte + 32 : byte
  }

  private static func string<C: Collection<UInt8>>(_ bytes: C) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
