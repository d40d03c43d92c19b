import Foundation

/// The fingerprint of an imported item, which makes re-importing a document add nothing new.
///
/// Two items are "the same" when they come from the same meeting and say the same thing up to
/// case, spacing and the punctuation around them: "Send the deck." and "**send the  deck**" in
/// one meeting are one item, while the same words in another meeting of the file are another
/// task. The hash is FNV-1a (64 bits) over the UTF-8 of the meeting key, a U+001F separator and
/// the normalised text, written here so it is the same on every machine, in every build and
/// every locale: Swift's `Hasher` is seeded per process and Foundation on Linux has no CryptoKit.
/// 64 bits make an accidental collision unlikely below billions of items, which is far beyond
/// one task database.
public enum ContentHash {
  /// The hash of one item: 16 lowercase hexadecimal digits.
  ///
  /// - Parameters:
  ///   - meetingKey: Which meeting the item belongs to, as the importer chooses to name it
  ///     (the file and the meeting's date, say); used exactly as given, not normalised.
  ///   - text: The item as written in the source; normalised as `normalized(_:)` says.
  /// - Returns: The hash, like `"9f3c0a1b2c3d4e5f"`.
  public static func of(meetingKey: String, text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func add(_ byte: UInt8) {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    for byte in meetingKey.utf8 { add(byte) }
    add(0x1f)
    for byte in normalizedBytes(text) { add(byte) }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The text as it is hashed: canonical Unicode form (NFC), lowercased, every run of
  /// whitespace (line breaks included) one space, and no punctuation, symbols or spaces at
  /// either end.
  ///
  /// Punctuation inside the text is kept: "call Ana, then Bo" and "call Ana then Bo" may mean
  /// different things, while a trailing full stop or Markdown emphasis never does.
  public static func normalized(_ text: String) -> String {
    String(decoding: normalizedBytes(text), as: UTF8.self)
  }

  /// The UTF-8 of `normalized(_:)`.
  static func normalizedBytes(_ text: String) -> [UInt8] {
    asciiNormalized(text) ?? Array(unicodeNormalized(text).utf8)
  }

  /// `normalized(_:)` for any text, through Foundation: about 10 µs a line.
  static func unicodeNormalized(_ text: String) -> String {
    let words = text.precomposedStringWithCanonicalMapping.lowercased()
      .split(whereSeparator: \.isWhitespace)
    return words.joined(separator: " ").trimmingCharacters(in: edges)
  }

  /// `unicodeNormalized(_:)` of ASCII text, byte by byte and ten times faster (it runs for
  /// every item of an import); nil when the text is not all ASCII.
  ///
  /// In ASCII, NFC changes nothing, the whitespace is tab, line feed, vertical tab, form feed,
  /// carriage return and space, and every visible character that is not a letter or a digit
  /// is punctuation or a symbol. A test checks the two paths agree on every ASCII character.
  static func asciiNormalized(_ text: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var isAfterSpace = false
    for byte in text.utf8 {
      guard byte < 0x80 else { return nil }
      if (0x09...0x0d).contains(byte) || byte == 0x20 {
        isAfterSpace = !bytes.isEmpty
        continue
      }
      if isAfterSpace {
        bytes.append(0x20)
        isAfterSpace = false
      }
      bytes.append((0x41...0x5a).contains(byte) ? byte + 0x20 : byte)
    }
    func isEdge(_ byte: UInt8) -> Bool {
      (0x20...0x2f).contains(byte) || (0x3a...0x40).contains(byte)
        || (0x5b...0x60).contains(byte) || (0x7b...0x7e).contains(byte)
    }
    guard let first = bytes.firstIndex(where: { !isEdge($0) }),
      let last = bytes.lastIndex(where: { !isEdge($0) })
    else { return [] }
    return Array(bytes[first...last])
  }

  /// What `normalized(_:)` trims from the ends.
  private static let edges = CharacterSet.punctuationCharacters.union(.symbols)
    .union(.whitespacesAndNewlines)
}
