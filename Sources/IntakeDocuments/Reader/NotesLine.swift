import IntakeParsing

/// One line of notes, classified by its first bytes: heading, list entry, fence, rule, table
/// row or text.
struct NotesLine: Sendable {
  /// A checkbox's state.
  enum Checkbox: Sendable, Equatable {
    case open
    case done
    /// `[-]`, `❌`: will not be done.
    case dropped
  }

  enum Kind: Sendable, Equatable {
    case blank
    /// `# Title` … `###### Title`; the range is the title.
    case heading(level: Int, title: Range<Int>)
    /// A list entry: `-`, `*`, `+`, `•`, `1.`, `1)`, `(a)`, a bare checkbox or check mark.
    case entry(isNumbered: Bool, checkbox: Checkbox?, content: Range<Int>)
    /// ```` ``` ```` or `~~~` opening or closing a code block.
    case fence(marker: UInt8, count: Int)
    /// `---`, `***`, `___` (also a setext underline after a paragraph line).
    case rule(marker: UInt8)
    /// `===`: a setext underline only.
    case doubleRule
    /// `| a | b |`.
    case tableRow(content: Range<Int>)
    /// `> quoted`: an earlier message in an email thread, or a callout.
    case quote
    /// Anything else; the range skips the indentation.
    case text(content: Range<Int>)
  }

  let bytes: [UInt8]
  let kind: Kind
  /// Column of the first non-space byte (tabs to multiples of four).
  let indent: Int
  /// Whether the entry's bullet is an arrow (`→`, `->`, `=>`), which notes use for actions.
  let isArrow: Bool

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    let (column, start) = ByteText.indentation(bytes)
    let kind = Self.classify(bytes, from: start)
    self.kind = kind
    // "** Ana to …" under "* Previous actions:": a wiki's nesting, one level per asterisk.
    var depth = 0
    if case .entry = kind, start + 1 < bytes.count, bytes[start] == 42, bytes[start + 1] == 42 {
      while start + depth + 1 < bytes.count, bytes[start + depth + 1] == 42 { depth += 1 }
    }
    self.indent = column + 2 * depth
    if case .entry = kind, start + 1 < bytes.count {
      self.isArrow =
        bytes[start + 1] == 62 && (bytes[start] == 45 || bytes[start] == 61)
        || (bytes[start] == 0xE2 && start + 2 < bytes.count && bytes[start + 1] == 0x86)
    } else {
      self.isArrow = false
    }
  }

  /// A line whose kind its reader already knows (an Org heading).
  init(_ bytes: [UInt8], kind: Kind) {
    self.bytes = bytes
    self.kind = kind
    self.indent = ByteText.indentation(bytes).0
    self.isArrow = false
  }

  // MARK: - Classification

  private static func classify(_ bytes: [UInt8], from start: Int) -> Kind {
    if ByteText.isBlank(bytes) { return .blank }
    let end = bytes.count
    let first = bytes[start]
    switch first {
    case 35:  // #
      var level = 0
      while start + level < end, bytes[start + level] == 35 { level += 1 }
      let after = start + level
      if level <= 6, after == end || ByteText.isSpace(bytes[after]) {
        var titleEnd = end
        // "## Title ##": closing hashes go.
        while titleEnd > after, bytes[titleEnd - 1] == 35 || ByteText.isSpace(bytes[titleEnd - 1]) {
          titleEnd -= 1
        }
        return .heading(level: level, title: ByteText.trimmed(bytes, after..<max(after, titleEnd)))
      }
    case 96, 126:  // ` ~
      var count = 0
      while start + count < end, bytes[start + count] == first { count += 1 }
      if count >= 3 { return .fence(marker: first, count: count) }
    case 124:  // |
      return .tableRow(content: start..<end)
    case 62:  // >
      return .quote
    case 61:  // =
      if bytes[start..<end].allSatisfy({ $0 == 61 || ByteText.isWhitespace($0) }),
        end - start >= 2
      {
        return .doubleRule
      }
      // "== Windows CI (Yuki) ==": a wiki's or a shared pad's heading, its level the marks.
      var level = 0
      while start + level < end, bytes[start + level] == 61 { level += 1 }
      var titleEnd = end
      while titleEnd > start, ByteText.isWhitespace(bytes[titleEnd - 1]) { titleEnd -= 1 }
      var closing = 0
      while titleEnd - closing > start + level, bytes[titleEnd - closing - 1] == 61 { closing += 1 }
      // "== Status" (AsciiDoc's section, "= Title" its document title) has no closing marks.
      if (1...6).contains(level), closing == level || closing == 0, start + level < end,
        ByteText.isSpace(bytes[start + level])
      {
        let title = ByteText.trimmed(bytes, (start + level)..<(titleEnd - closing))
        if !title.isEmpty { return .heading(level: level, title: title) }
      }
    default:
      break
    }
    if let rule = rule(bytes, from: start) { return .rule(marker: rule) }
    if let entry = entry(bytes, from: start) { return entry }
    return .text(content: start..<end)
  }

  /// `---`, `* * *`, `___`: three or more of one mark and nothing else.
  private static func rule(_ bytes: [UInt8], from start: Int) -> UInt8? {
    let mark = bytes[start]
    // "────", "━━━━", "════": a rule drawn with box-drawing characters (E2 94 80, E2 94 81,
    // E2 95 90) reads as "---".
    if mark == 0xE2, boxRuleLength(bytes, from: start) >= 3 { return 45 }
    guard mark == 45 || mark == 42 || mark == 95 else { return nil }
    var count = 0
    for byte in bytes[start...] {
      if byte == mark {
        count += 1
      } else if !ByteText.isWhitespace(byte) {
        return nil
      }
    }
    return count >= 3 ? mark : nil
  }

  /// How many box-drawing rule characters the line holds from `start`, 0 when anything else
  /// but spaces stands there.
  private static func boxRuleLength(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    var count = 0
    while index < bytes.count {
      if ByteText.isWhitespace(bytes[index]) {
        index += 1
        continue
      }
      guard index + 2 < bytes.count, bytes[index] == 0xE2,
        (bytes[index + 1] == 0x94 && (bytes[index + 2] == 0x80 || bytes[index + 2] == 0x81))
          || (bytes[index + 1] == 0x95 && bytes[index + 2] == 0x90)
      else { return 0 }
      count += 1
      index += 3
    }
    return count
  }

  private static func entry(_ bytes: [UInt8], from start: Int) -> Kind? {
    let end = bytes.count
    var cursor = start
    var isNumbered = false
    if let after = bulletEnd(bytes, at: start) {
      cursor = after
    } else if let after = numberEnd(bytes, at: start) {
      cursor = after
      isNumbered = true
    } else if let (checkbox, after) = checkbox(bytes, at: start) {
      // A checkbox or check mark without a bullet: "[ ] call Ana", "☐ call Ana", "✅ done".
      return .entry(isNumbered: false, checkbox: checkbox, content: after..<end)
    } else if start + 6 < end, ByteText.hasPrefix(bytes, "done ", at: start),
      bytes[start] == 68, bytes[start + 1] == 79, ByteText.isLower(bytes[start + 5])
    {
      // "DONE order the headlamps" in a to-do file: a keyword, as Org writes it, that checks
      // the entry off ("DONE: …" and "Done – …" report on an item instead).
      return .entry(isNumbered: false, checkbox: .done, content: (start + 5)..<end)
    } else if let after = clockEnd(bytes, at: start) {
      // "07:45  Bed 12 antibiotics not on ward": a log's entry, stamped with when it was
      // written.
      return .entry(isNumbered: false, checkbox: nil, content: after..<end)
    } else {
      return nil
    }
    cursor = ByteText.skipSpaces(bytes, from: cursor)
    if let (checkbox, after) = checkbox(bytes, at: cursor) {
      return .entry(isNumbered: isNumbered, checkbox: checkbox, content: after..<end)
    }
    return .entry(isNumbered: isNumbered, checkbox: nil, content: cursor..<end)
  }

  /// The index after a bullet and its space: `-`, `*`, `+`, `•`, `◦`, `▪`, `‣`, `·`, `–`, and
  /// an indented `o`.
  private static func bulletEnd(_ bytes: [UInt8], at start: Int) -> Int? {
    let end = bytes.count
    var after: Int?
    switch bytes[start] {
    case 45, 61:  // "-", and the arrows "->" "=>"
      if start + 1 < end, bytes[start + 1] == 62 {
        after = start + 2
      } else if bytes[start] == 45 {
        after = start + 1
      }
    case 42, 43:
      after = start + 1
      // "** Ana to …": a wiki's nested entry, its depth in the number of asterisks.
      if bytes[start] == 42 {
        var run = start + 1
        while run < end, run - start < 4, bytes[run] == 42 { run += 1 }
        if run - start >= 2, run < end, bytes[run] == 32 { after = run }
      }
    case 0xE2 where start + 2 < end:
      let second = bytes[start + 1]
      let third = bytes[start + 2]
      // A bullet glyph, – (E2 80 93) or → (E2 86 92).
      if let glyph = glyphBulletEnd(bytes, at: start) {
        after = glyph
      } else if (second == 0x80 && third == 0x93) || (second == 0x86 && third == 0x92) {
        after = start + 3
      }
    case 0xC2 where start + 1 < end && bytes[start + 1] == 0xB7:  // ·
      after = start + 2
    case 111 where start > 0 && start + 2 < end && bytes[start + 1] == 32 && bytes[start + 2] != 32:
      // "   o Ana Lima to …": the bullet of plain-text lists as RFCs and their minutes
      // write them, always indented.
      after = start + 1
    default:
      break
    }
    guard let after else { return nil }
    if after == end { return after }
    return ByteText.isSpace(bytes[after]) ? after + 1 : nil
  }

  /// The index after a bullet glyph (• ‣ ◦ ▪ ●, three bytes each), or nil.
  static func glyphBulletEnd(_ bytes: [UInt8], at start: Int) -> Int? {
    guard start + 2 < bytes.count, bytes[start] == 0xE2 else { return nil }
    let (second, third) = (bytes[start + 1], bytes[start + 2])
    // • ‣ (E2 80 A2/A3), ◦ (E2 97 A6), ● (E2 97 8F), ▪ (E2 96 AA)
    let isBullet =
      (second == 0x80 && (third == 0xA2 || third == 0xA3))
      || (second == 0x97 && (third == 0xA6 || third == 0x8F)) || (second == 0x96 && third == 0xAA)
    return isBullet ? start + 3 : nil
  }

  /// The index after a log's time stamp and what sets it off, then text.
  ///
  /// "07:45  ", "9:10\t", "14:25:03  ", "14:25 - ": a clock time, then two spaces, a tab
  /// or a spaced dash. A time followed by one space is the text's own ("14:00 start of the
  /// call").
  private static func clockEnd(_ bytes: [UInt8], at start: Int) -> Int? {
    let end = bytes.count
    var cursor = start
    while cursor < end, cursor - start < 2, ByteText.isDigit(bytes[cursor]) { cursor += 1 }
    guard cursor > start, cursor + 2 < end, bytes[cursor] == 58,
      ByteText.isDigit(bytes[cursor + 1]), ByteText.isDigit(bytes[cursor + 2])
    else { return nil }
    cursor += 3
    if cursor + 2 < end, bytes[cursor] == 58, ByteText.isDigit(bytes[cursor + 1]),
      ByteText.isDigit(bytes[cursor + 2])
    {
      cursor += 3
    }
    guard cursor + 1 < end else { return nil }
    let separated =
      bytes[cursor] == 9 || (bytes[cursor] == 32 && bytes[cursor + 1] == 32)
      || (bytes[cursor] == 32 && ByteText.hasPrefix(bytes, "- ", at: cursor + 1))
    guard separated else { return nil }
    let after = ByteText.skipSpaces(bytes, from: cursor)
    let text =
      after < end && bytes[after] == 45 ? ByteText.skipSpaces(bytes, from: after + 1) : after
    return text < end ? text : nil
  }

  /// The index after `1.`, `12)`, `a)`, `(3)`, `(b)` and its space.
  private static func numberEnd(_ bytes: [UInt8], at start: Int) -> Int? {
    let end = bytes.count
    var cursor = start
    if bytes[cursor] == 40 {  // (1) (a)
      cursor += 1
      let inner = cursor
      while cursor < end, cursor - inner < 3,
        ByteText.isDigit(bytes[cursor]) || ByteText.isLower(bytes[cursor])
      {
        cursor += 1
      }
      guard cursor > inner, cursor < end, bytes[cursor] == 41 else { return nil }
      cursor += 1
    } else if ByteText.isDigit(bytes[cursor]) {
      while cursor < end, cursor - start < 3, ByteText.isDigit(bytes[cursor]) { cursor += 1 }
      guard cursor < end, bytes[cursor] == 46 || bytes[cursor] == 41 else { return nil }
      cursor += 1
    } else if ByteText.isLower(bytes[cursor]), cursor + 1 < end, bytes[cursor + 1] == 41 {
      cursor += 2
    } else if bytes[cursor] == 105 || bytes[cursor] == 118 || bytes[cursor] == 120 {
      // "ii)", "iv)", "xii)": a lower-case roman numeral, as formal minutes number resolutions.
      while cursor < end, cursor - start < 5,
        bytes[cursor] == 105 || bytes[cursor] == 118 || bytes[cursor] == 120
      {
        cursor += 1
      }
      guard cursor < end, bytes[cursor] == 41 else { return nil }
      cursor += 1
    } else {
      return nil
    }
    if cursor == end { return cursor }
    return ByteText.isSpace(bytes[cursor]) ? cursor + 1 : nil
  }

  /// A checkbox at `start` (`[ ]`, `[x]`, `[X]`, `[-]`, `[/]`, `☐`, `☑`, `☒`, `✅`, `✔`, `✓`,
  /// `❌`) and the index after it and its space.
  static func checkbox(_ bytes: [UInt8], at start: Int) -> (Checkbox, Int)? {
    let end = bytes.count
    guard start < end else { return nil }
    var state: Checkbox?
    var after = start
    if bytes[start] == 91, start + 2 < end, bytes[start + 2] == 93 {
      switch bytes[start + 1] {
      case 32, 47, 62, 95: state = .open  // "[ ]" "[/]" "[>]" "[_]"
      case 120, 88: state = .done  // "[x]" "[X]"
      case 45, 126: state = .dropped  // "[-]" "[~]"
      default: return nil
      }
      after = start + 3
    } else if bytes[start] == 91, start + 1 < end, bytes[start + 1] == 93 {
      state = .open  // "[]"
      after = start + 2
    } else if bytes[start] == 0xE2, start + 2 < end {
      let pair = (bytes[start + 1], bytes[start + 2])
      switch pair {
      case (0x98, 0x90), (0xAC, 0x9C): state = .open  // ☐ ⬜
      case (0x98, 0x91), (0x98, 0x92), (0x9C, 0x85), (0x9C, 0x94), (0x9C, 0x93): state = .done
      case (0x9D, 0x8C), (0x9C, 0x97), (0x9C, 0x98): state = .dropped  // ❌ ✗ ✘
      default: return nil
      }
      after = start + 3
      // A variation selector after the mark (U+FE0F: EF B8 8F).
      if after + 2 < end, bytes[after] == 0xEF, bytes[after + 1] == 0xB8, bytes[after + 2] == 0x8F {
        after += 3
      }
    } else {
      return nil
    }
    guard let state else { return nil }
    if after == end { return (state, after) }
    guard ByteText.isSpace(bytes[after]) else { return nil }
    return (state, ByteText.skipSpaces(bytes, from: after))
  }
}
