import IntakeParsing

/// The lines of an Org file that Markdown reads otherwise: `#+KEYWORD:` settings, headings
/// of stars (with their TODO keywords and tags), planning lines and property drawers.
///
/// An Org file is known by a `#+KEYWORD:` line, or by a heading of two stars or more, which
/// Markdown never writes. Until then a line of one star is Markdown's list entry, TODO or
/// not.
struct OrgLines: Sendable {
  /// Whether the lines read so far are an Org file's.
  private(set) var isOrg = false
  private var isInDrawer = false
  /// Whether a wiki's heading ("== Updates ==") came first: then "** Ana to …" is the wiki's
  /// nested list entry, not an Org heading.
  private var isWiki = false

  /// What an Org line is; nil for a line read as Markdown.
  mutating func read(_ bytes: [UInt8], from start: Int) -> NotesBlockReader.Block? {
    if let keyword = Self.keyword(bytes) {
      isOrg = true
      // "#+AUTHOR: Nadia Rahman", "#+DATE: …": who wrote it and when; other settings
      // ("#+TODO:", "#+STARTUP:") say nothing of the notes.
      guard ["author", "date", "title"].contains(keyword.key) else { return .skipped }
      return .field(key: keyword.key, value: keyword.value, isListItem: false)
    }
    if !isOrg, start == 0, Self.isWikiHeading(bytes) { isWiki = true }
    if start == 0, !isWiki || isOrg, let heading = heading(bytes) { return heading }
    guard isOrg else { return nil }
    let text = ByteText.trimmed(bytes, start..<bytes.count)
    if isInDrawer {
      if Self.isWord(bytes, text, ":END:") { isInDrawer = false }
      // ":ATTENDEES: Wei Zhang, Rafael Moreira": a property of the heading above.
      if let field = Self.property(bytes, text) { return field }
      return .skipped
    }
    if Self.isWord(bytes, text, ":PROPERTIES:") || Self.isWord(bytes, text, ":LOGBOOK:") {
      isInDrawer = true
      return .skipped
    }
    return planning(bytes, text)
  }

  /// "== Updates ==": a heading between equal signs, as a wiki writes one.
  private static func isWikiHeading(_ bytes: [UInt8]) -> Bool {
    let range = ByteText.trimmed(bytes, 0..<bytes.count)
    guard range.count > 6, bytes[range.lowerBound] == 61, bytes[range.lowerBound + 1] == 61,
      bytes[range.upperBound - 1] == 61, bytes[range.upperBound - 2] == 61
    else { return false }
    return bytes[range].contains(where: ByteText.isASCIILetter)
  }

  /// `#+KEY: value`, the key in lower case.
  private static func keyword(_ bytes: [UInt8]) -> (key: String, value: String)? {
    guard ByteText.hasPrefix(bytes, "#+", at: 0) else { return nil }
    var index = 2
    while index < bytes.count, ByteText.isASCIILetter(bytes[index]) || bytes[index] == 95 {
      index += 1
    }
    guard index > 2, index < bytes.count, bytes[index] == 58 else { return nil }
    let key = ByteText.string(bytes[2..<index]).lowercased()
    let value = ByteText.string(bytes[ByteText.trimmed(bytes, index + 1..<bytes.count)])
    return (key, value)
  }

  /// `** TODO Title :tag:`: a heading, or a task when a TODO keyword opens its title.
  private mutating func heading(_ bytes: [UInt8]) -> NotesBlockReader.Block? {
    var level = 0
    while level < bytes.count, bytes[level] == 42 { level += 1 }
    guard level > 0, level < bytes.count, bytes[level] == 32 else { return nil }
    // "* TODO call Ana" may be Markdown's entry; "** …" is no Markdown.
    if level == 1, !isOrg { return nil }
    isOrg = true
    var title = ByteText.trimmed(bytes, level..<bytes.count)
    let state = Self.todoState(bytes, at: title.lowerBound)
    title = Self.withoutTags(bytes, title)
    guard let (checkbox, after) = state else {
      guard !title.isEmpty else { return .skipped }
      return .line(NotesLine(bytes, kind: .heading(level: level, title: title)))
    }
    var content = ByteText.skipSpaces(bytes, from: after)
    // "[#A]": a priority cookie.
    if ByteText.hasPrefix(bytes, "[#", at: content), content + 3 < bytes.count,
      bytes[content + 3] == 93
    {
      content = ByteText.skipSpaces(bytes, from: content + 4)
    }
    guard content < title.upperBound else { return .skipped }
    return .line(
      NotesLine(
        bytes,
        kind: .entry(isNumbered: false, checkbox: checkbox, content: content..<title.upperBound)))
  }

  /// The state a TODO keyword at `start` gives, and the index after it.
  private static func todoState(_ bytes: [UInt8], at start: Int) -> (NotesLine.Checkbox, Int)? {
    let words: [(String, NotesLine.Checkbox)] = [
      ("TODO", .open), ("NEXT", .open), ("WAITING", .open), ("STARTED", .open),
      ("DONE", .done), ("CANCELLED", .dropped), ("CANCELED", .dropped),
    ]
    for (word, state) in words where starts(bytes, word, at: start) {
      let after = start + word.utf8.count
      if after == bytes.count || bytes[after] == 32 { return (state, after) }
    }
    return nil
  }

  /// A title without the tags at its end (`:infra:`, `:work:admin:`).
  private static func withoutTags(_ bytes: [UInt8], _ title: Range<Int>) -> Range<Int> {
    guard title.count > 2, bytes[title.upperBound - 1] == 58 else { return title }
    var index = title.upperBound - 2
    while index > title.lowerBound, bytes[index] != 32 {
      guard ByteText.isWordByte(bytes[index]) || bytes[index] == 58 || bytes[index] == 64 else {
        return title
      }
      index -= 1
    }
    guard bytes[index + 1] == 58 else { return title }
    return ByteText.trimmed(bytes, title.lowerBound..<index)
  }

  /// `:KEY: value` inside a drawer, the key in lower case.
  private static func property(_ bytes: [UInt8], _ text: Range<Int>) -> NotesBlockReader.Block? {
    guard !text.isEmpty, bytes[text.lowerBound] == 58,
      let close = bytes[(text.lowerBound + 1)..<text.upperBound].firstIndex(of: 58),
      close > text.lowerBound + 1
    else { return nil }
    let key = ByteText.string(bytes[(text.lowerBound + 1)..<close]).lowercased()
    let value = ByteText.string(bytes[ByteText.trimmed(bytes, close + 1..<text.upperBound)])
    return .field(key: key, value: value, isListItem: false)
  }

  /// A planning line under a heading: the day of its deadline, else of when it is scheduled,
  /// as words going on with the task above ("DEADLINE: <2026-06-10 Wed>" gives "2026-06-10
  /// Wed"); "CLOSED: […]" only says when it was done.
  private func planning(_ bytes: [UInt8], _ text: Range<Int>) -> NotesBlockReader.Block? {
    let stamps = ["DEADLINE:", "SCHEDULED:", "CLOSED:"]
    guard stamps.contains(where: { Self.starts(bytes, $0, at: text.lowerBound) }) else {
      return nil
    }
    for stamp in stamps.dropLast() {
      guard let at = Self.find(stamp, in: bytes, text),
        let open = (at..<text.upperBound).first(where: { bytes[$0] == 60 })
      else { continue }
      // "<2026-06-10 Wed 14:00 +1w>": the day and time, without the repeater.
      var end = open + 1
      while end < text.upperBound, bytes[end] != 62,
        !(bytes[end] == 32 && end + 1 < text.upperBound && [43, 46, 45].contains(bytes[end + 1]))
      {
        end += 1
      }
      return .line(NotesLine(bytes, kind: .text(content: (open + 1)..<end)))
    }
    return .skipped
  }

  private static func find(_ word: String, in bytes: [UInt8], _ range: Range<Int>) -> Int? {
    range.first { starts(bytes, word, at: $0) }
  }

  /// Whether `word` stands at `index` as written: Org's keywords are in capitals.
  private static func starts(_ bytes: [UInt8], _ word: String, at index: Int) -> Bool {
    index + word.utf8.count <= bytes.count && bytes[index...].starts(with: word.utf8)
  }

  private static func isWord(_ bytes: [UInt8], _ text: Range<Int>, _ word: String) -> Bool {
    text.count == word.utf8.count && starts(bytes, word, at: text.lowerBound)
  }
}
