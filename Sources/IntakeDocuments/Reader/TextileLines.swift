import IntakeParsing

/// The lines of a page written in Textile, as a Redmine wiki keeps one, read as Markdown
/// writes them.
///
/// A heading's "h2." is "##"; "# item" and "## item" are numbered entries (Markdown's "#"
/// is a heading), and "user:pnat" mentions a user as "@pnat" does.
///
/// A page is Textile once a line opens with one of its headings; lines before that pass as
/// they are.
struct TextileLines: Sendable {
  private var isTextile = false

  /// The line to read in place of `bytes`.
  mutating func read(_ bytes: [UInt8]) -> [UInt8] {
    // "h2. Present": the level, then the title.
    if bytes.count > 4, bytes[0] == 104, (49...54).contains(bytes[1]), bytes[2] == 46,
      bytes[3] == 32
    {
      isTextile = true
      return Array(repeating: 35, count: Int(bytes[1] - 48)) + bytes[3...]
    }
    guard isTextile else { return bytes }
    var line = bytes
    let start = ByteText.indentation(line).index
    var marks = start
    while marks < line.count, line[marks] == 35 { marks += 1 }
    if marks > start, marks < line.count, line[marks] == 32 {
      for index in start..<marks { line[index] = 32 }
      line[marks - 1] = 45
    }
    var index = 0
    while index + 5 < line.count {
      if ByteText.hasPrefix(line, "user:", at: index),
        index == 0 || !ByteText.isASCIILetter(line[index - 1]),
        ByteText.isASCIILetter(line[index + 5])
      {
        line.replaceSubrange(index..<index + 5, with: [64])
      }
      index += 1
    }
    return line
  }
}
