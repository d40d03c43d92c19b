/// Small tests and conversions on UTF-8 bytes, shared by the document readers' line scanners
/// (IntakeDocuments) and the assembler.
///
/// The segmenter reads every line of a file, so it looks at bytes instead of `Character`s
/// (grapheme breaking costs far more than a byte compare) and builds a `String` only for
/// the text it keeps.
package enum ByteText {
  @inline(__always)
  package static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 }

  /// The end of a dash at `index`: `-`, an en dash or an em dash; nil when none is there.
  package static func afterDash(_ bytes: [UInt8], at index: Int) -> Int? {
    guard index < bytes.count else { return nil }
    if bytes[index] == 45 { return index + 1 }
    if index + 2 < bytes.count, bytes[index] == 0xE2, bytes[index + 1] == 0x80,
      bytes[index + 2] == 0x93 || bytes[index + 2] == 0x94
    {
      return index + 3
    }
    return nil
  }

  @inline(__always)
  package static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 32 || (byte >= 9 && byte <= 13)
  }

  @inline(__always)
  package static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  @inline(__always)
  package static func isUpper(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }

  @inline(__always)
  package static func isLower(_ byte: UInt8) -> Bool { byte >= 97 && byte <= 122 }

  @inline(__always)
  package static func isASCIILetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) }

  /// Letters, digits and any non-ASCII byte (accented names, other scripts).
  @inline(__always)
  package static func isWordByte(_ byte: UInt8) -> Bool {
    isASCIILetter(byte) || isDigit(byte) || byte >= 0x80
  }

  /// Letters, digits, "-", "_" and ".": the bytes of a handle ("kaz-ito", "ana.lima").
  @inline(__always)
  package static func isHandleByte(_ byte: UInt8) -> Bool {
    isASCIILetter(byte) || isDigit(byte) || byte == 45 || byte == 95 || byte == 46
  }

  @inline(__always)
  package static func lower(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 32 : byte }

  /// The bytes of a line without a trailing carriage return or line feed.
  package static func bytes(of line: Substring) -> [UInt8] {
    var bytes = line.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(line.utf8)
    while let last = bytes.last, last == 10 || last == 13 { bytes.removeLast() }
    return bytes
  }

  package static func string<C: Collection<UInt8>>(_ bytes: C) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// `range` of `bytes` without leading and trailing spaces and tabs.
  package static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
    var start = range.lowerBound
    var end = range.upperBound
    while start < end, isWhitespace(bytes[start]) { start += 1 }
    while end > start, isWhitespace(bytes[end - 1]) { end -= 1 }
    return start..<end
  }

  /// Whether `bytes` holds `prefix` at `index`, ASCII letters compared without case.
  ///
  /// `prefix` must be lower case.
  package static func hasPrefix(_ bytes: [UInt8], _ prefix: String, at index: Int) -> Bool {
    let utf8 = prefix.utf8
    guard index >= 0, index + utf8.count <= bytes.count else { return false }
    var cursor = index
    for byte in utf8 {
      if lower(bytes[cursor]) != byte { return false }
      cursor += 1
    }
    return true
  }

  /// Index of the first byte at or after `index` that is not a space or tab.
  package static func skipSpaces(_ bytes: [UInt8], from index: Int, to end: Int? = nil) -> Int {
    let end = end ?? bytes.count
    var cursor = index
    while cursor < end, isSpace(bytes[cursor]) { cursor += 1 }
    return cursor
  }

  /// The column of the first non-space byte (tabs count to the next multiple of four) and its
  /// index.
  package static func indentation(_ bytes: [UInt8]) -> (column: Int, index: Int) {
    var column = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == 32 {
        column += 1
      } else if bytes[index] == 9 {
        column += 4 - column % 4
      } else {
        break
      }
      index += 1
    }
    return (column, index)
  }

  /// Whether the line holds nothing but whitespace (including a no-break space).
  package static func isBlank(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if isWhitespace(byte) {
        index += 1
      } else if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 {
        index += 2
      } else {
        return false
      }
    }
    return true
  }

  /// `text` with runs of whitespace collapsed to one space and the ends trimmed.
  package static func collapsingSpaces(_ text: [UInt8]) -> [UInt8] {
    if let first = text.first, let last = text.last, !isWhitespace(first), !isWhitespace(last),
      !hasDoubleSpace(text)
    {
      return text
    }
    var out: [UInt8] = []
    out.reserveCapacity(text.count)
    var pendingSpace = false
    for byte in text {
      if isWhitespace(byte) {
        pendingSpace = !out.isEmpty
      } else {
        if pendingSpace { out.append(32) }
        pendingSpace = false
        out.append(byte)
      }
    }
    return out
  }

  /// Whether `text` holds two whitespace bytes in a row or a tab.
  private static func hasDoubleSpace(_ text: [UInt8]) -> Bool {
    var previous = false
    for byte in text {
      let isSpace = isWhitespace(byte)
      if isSpace && (previous || byte != 32) { return true }
      previous = isSpace
    }
    return false
  }

  /// Whether `text` ends with a mark that closes a sentence or a label: `.`, `!`, `?`, `:`,
  /// `;`.
  package static func endsClause(_ text: [UInt8]) -> Bool {
    var end = text.count
    while end > 0, isWhitespace(text[end - 1]) || text[end - 1] == 34 || text[end - 1] == 41 {
      end -= 1
    }
    guard end > 0 else { return false }
    let last = text[end - 1]
    return last == 46 || last == 33 || last == 63 || last == 58 || last == 59
  }
}
