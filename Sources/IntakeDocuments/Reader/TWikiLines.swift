import IntakeParsing

/// The lines of a TWiki or Foswiki topic, as research collaborations keep their minutes,
/// read as Markdown writes them: "---++ Title" is a heading of level two, and a WikiName
/// after its web ("Main.MarthaOkonkwo") is the person's name ("Martha Okonkwo").
///
/// A topic is TWiki's once a line opens with "%META:" or with one of its headings; lines
/// before that pass as they are.
struct TWikiLines: Sendable {
  private var isTWiki = false

  /// The line to read in place of `bytes`.
  mutating func read(_ bytes: [UInt8]) -> [UInt8] {
    if !isTWiki {
      guard ByteText.hasPrefix(bytes, "%meta:", at: 0) || Self.headingLevel(bytes) != nil
      else { return bytes }
      isTWiki = true
    }
    if ByteText.hasPrefix(bytes, "%meta:", at: 0) { return [] }
    var line = bytes
    if let (level, start) = Self.headingLevel(line) {
      line = Array(repeating: 35, count: level) + [32] + line[start...]
    }
    return Self.namingWikiNames(line)
  }

  /// The level of a heading ("---+", "---++!!") and where its title starts.
  static func headingLevel(_ bytes: [UInt8]) -> (Int, Int)? {
    guard ByteText.hasPrefix(bytes, "---+", at: 0) else { return nil }
    var index = 3
    while index < bytes.count, bytes[index] == 43 { index += 1 }
    let level = index - 3
    while index < bytes.count, bytes[index] == 33 { index += 1 }
    guard level <= 6, index < bytes.count, bytes[index] == 32 else { return nil }
    return (level, index + 1)
  }

  /// `line` with each "Main.FirstLast" written as "First Last".
  private static func namingWikiNames(_ line: [UInt8]) -> [UInt8] {
    guard line.count > 6 else { return line }
    var out: [UInt8] = []
    var index = 0
    while index < line.count {
      if ByteText.hasPrefix(line, "main.", at: index),
        index == 0 || !ByteText.isASCIILetter(line[index - 1]),
        index + 5 < line.count, ByteText.isUpper(line[index + 5])
      {
        var cursor = index + 5
        var name: [UInt8] = []
        while cursor < line.count, ByteText.isASCIILetter(line[cursor]) {
          if ByteText.isUpper(line[cursor]), !name.isEmpty { name.append(32) }
          name.append(line[cursor])
          cursor += 1
        }
        out += name
        index = cursor
        continue
      }
      out.append(line[index])
      index += 1
    }
    return out
  }
}
