/// A word of up to 15 UTF-8 bytes packed into two integers, so that word tables hash and
/// compare integers instead of strings.
///
/// Bytes 0–7 fill `low`, bytes 8–14 the low 56 bits of `high`, and the top byte of `high`
/// holds the length, so keys of different lengths never collide. Longer words have no key
/// (`WordKey.empty`); tables keep those few in an ordinary dictionary.
struct WordKey: Equatable, Sendable {
  let low: UInt64
  let high: UInt64

  /// The key of no word: what tokens longer than 15 bytes carry.
  static let empty = WordKey(low: 0, high: 0)

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// The key of `word`, or `.empty` when it is empty or longer than 15 bytes.
  @inline(__always)
  init(_ word: String) {
    let count = word.utf8.count
    guard count > 0, count <= 15 else {
      self = .empty
      return
    }
    var word = word
    self = word.withUTF8 { WordKey(buffer: $0) }
  }

  /// The key of the bytes of a word, or `.empty` when there are none or more than 15.
  init(buffer: UnsafeBufferPointer<UInt8>) {
    let count = buffer.count
    guard count > 0, count <= 15, let base = buffer.baseAddress else {
      self = .empty
      return
    }
    var low: UInt64 = 0
    var high: UInt64 = 0
    withUnsafeMutableBytes(of: &low) {
      $0.baseAddress?.copyMemory(from: base, byteCount: min(count, 8))
    }
    if count > 8 {
      withUnsafeMutableBytes(of: &high) {
        $0.baseAddress?.copyMemory(from: base + 8, byteCount: count - 8)
      }
    }
    self.init(
      low: UInt64(littleEndian: low), high: UInt64(littleEndian: high) | UInt64(count) << 56)
  }

  /// The key of a run of bytes (an array slice), or `.empty` when there are none or more than 15.
  init(bytes: ArraySlice<UInt8>) {
    self = bytes.withUnsafeBufferPointer { WordKey(buffer: $0) }
  }

  /// Whether a word has this key (false for `.empty`).
  var isWord: Bool { high != 0 }

  /// A well-mixed hash of the key; tables take its top bits.
  @inline(__always)
  var hash: UInt64 {
    (low &* 0x9E37_79B9_7F4A_7C15) ^ ((high &+ low >> 29) &* 0xC2B2_AE3D_27D4_EB4F)
  }
}

/// A read-only map from lower-case words to values, looked up without hashing strings.
///
/// Built once from a dictionary; open addressing over `WordKey`s, at most half full. The
/// parser's word tables are all of this kind: a lookup costs a multiply and one or two
/// integer compares, where a `[String: V]` hashes the whole string with a seeded hasher.
package struct WordTable<Value: Sendable>: Sendable {
  private let keys: [WordKey]
  private let values: [Value?]
  private let shift: UInt64
  /// Words too long for a key (rare in the vocabulary).
  private let longWords: [String: Value]

  init(_ dictionary: [String: Value]) {
    let pairs = Array(dictionary)
    var size = 8
    while size < pairs.count * 2 { size *= 2 }
    var keys = [WordKey](repeating: .empty, count: size)
    var values = [Value?](repeating: nil, count: size)
    var longWords: [String: Value] = [:]
    let shift = UInt64(64 - size.trailingZeroBitCount)
    for (word, value) in pairs {
      let key = WordKey(word)
      guard key.isWord else {
        longWords[word] = value
        continue
      }
      var slot = Int(truncatingIfNeeded: key.hash >> shift)
      while keys[slot].isWord && keys[slot] != key { slot = (slot + 1) & (size - 1) }
      keys[slot] = key
      values[slot] = value
    }
    self.keys = keys
    self.values = values
    self.shift = shift
    self.longWords = longWords
  }

  /// The value of `word`, if it is in the table.
  @inline(__always)
  package subscript(word: String) -> Value? {
    let key = WordKey(word)
    return key.isWord ? self[key] : longWords[word]
  }

  /// The value of the word with this key; nil for `.empty`.
  @inline(__always)
  subscript(key: WordKey) -> Value? {
    guard key.isWord else { return nil }
    let mask = keys.count - 1
    var slot = Int(truncatingIfNeeded: key.hash >> shift)
    while true {
      let found = keys[slot]
      if found == key { return values[slot] }
      if !found.isWord { return nil }
      slot = (slot + 1) & mask
    }
  }
}

/// A read-only set of lower-case words with `WordTable`'s lookups.
package struct WordSet: Sendable, ExpressibleByArrayLiteral {
  package typealias ArrayLiteralElement = String

  private let table: WordTable<Bool>

  init(_ words: some Sequence<String>) {
    table = WordTable(Dictionary(words.map { ($0, true) }, uniquingKeysWith: { first, _ in first }))
  }

  package init(arrayLiteral elements: String...) {
    self.init(elements)
  }

  /// Whether `word` is in the set.
  @inline(__always)
  package func contains(_ word: String) -> Bool { table[word] != nil }

  /// Whether the word with this key is in the set.
  @inline(__always)
  func contains(_ key: WordKey) -> Bool { table[key] != nil }
}

/// Matches a word against a string pattern in a `switch`, comparing byte counts first.
///
/// The rules switch over words with many literal cases, and most cases differ from the word in
/// length, which this checks in a few instructions before the full comparison. The patterns
/// are ASCII words and punctuation that no other spelling is canonically equal to, so strings
/// equal to them have the same byte count and the answer is the standard library's.
@inline(__always)
package func ~= (pattern: String, value: String) -> Bool {
  pattern.utf8.count == value.utf8.count && pattern == value
}
