import IntakeParsing

/// Reduces inline Markdown to the words a person reads: `**bold**`, `_em_`, `~~struck~~` and
/// `` `code` `` lose their marks, `[text](url)` and `[text][ref]` become `text`, `<https://…>`
/// becomes the address, HTML tags go and the common entities are decoded.
///
/// One pass, no pairing: an emphasis run is dropped when it touches a word on one side only, so
/// `snake_case` and `2 * 3` stay as written and an unclosed `**` cannot make the pass look
/// ahead. Link and tag searches look a bounded distance ahead, so a 1 MB line of `[` costs a
/// linear pass.
enum InlineMarkdown {
  /// How far a `[` looks for its `]`, and a `(` for its `)`.
  private static let linkTextLimit = 400
  private static let linkTargetLimit = 2_000

  /// The reduced text of `bytes[range]`, whitespace collapsed, and whether the whole text was
  /// struck through (`~~…~~`), which reads as done.
  static func reduce(_ bytes: [UInt8], _ range: Range<Int>) -> (text: [UInt8], isStruck: Bool) {
    let trimmed = ByteText.trimmed(bytes, range)
    let isStruck =
      trimmed.count >= 5 && bytes[trimmed.lowerBound] == 126
      && bytes[trimmed.lowerBound + 1] == 126 && bytes[trimmed.upperBound - 1] == 126
      && bytes[trimmed.upperBound - 2] == 126
    // Most lines hold no markup at all: one scan instead of a rewrite.
    if !bytes[trimmed].contains(where: isMarkup) {
      return (ByteText.collapsingSpaces(Array(bytes[trimmed])), false)
    }
    var out: [UInt8] = []
    out.reserveCapacity(trimmed.count)
    var index = trimmed.lowerBound
    let end = trimmed.upperBound
    // Where a link's text ends and where to go on from there (after its target).
    var linkEnds: [(textEnd: Int, resume: Int)] = []
    var inCode = false
    while index < end {
      if let link = linkEnds.last, index == link.textEnd {
        linkEnds.removeLast()
        index = link.resume
        continue
      }
      let byte = bytes[index]
      if byte == 96 {  // `
        inCode.toggle()
        index += 1
        continue
      }
      if inCode {
        out.append(byte)
        index += 1
        continue
      }
      switch byte {
      case 92:  // \
        if index + 1 < end, isASCIIPunctuation(bytes[index + 1]) {
          out.append(bytes[index + 1])
          index += 2
          continue
        }
      case 42, 95, 126, 39:  // * _ ~ '
        if byte == 126, !isStruck,
          let resume = struckCorrection(bytes, index, trimmed)
        {
          out.append(32)
          index = resume
          continue
        }
        var runEnd = index
        while runEnd < end, bytes[runEnd] == byte { runEnd += 1 }
        if isEmphasisRun(bytes, index, runEnd, trimmed) {
          index = runEnd
          continue
        }
        out.append(contentsOf: bytes[index..<runEnd])
        index = runEnd
        continue
      case 33:  // ! of an image
        if index + 1 < end, bytes[index + 1] == 91, let link = link(bytes, index + 1, end) {
          linkEnds.append(link)
          index += 2
          continue
        }
      case 91:  // [
        if index + 1 < end, bytes[index + 1] == 91, let wiki = wikiLink(bytes, index, end) {
          out.append(contentsOf: bytes[wiki.text])
          index = wiki.resume
          continue
        }
        if let link = link(bytes, index, end) {
          linkEnds.append(link)
          index += 1
          continue
        }
      case 123:  // { of a wiki's template
        if index + 1 < end, bytes[index + 1] == 123, let template = template(bytes, index, end) {
          if let words = template.words { out.append(contentsOf: bytes[words]) }
          index = template.resume
          continue
        }
      case 60:  // <
        if let tag = tag(bytes, index, end) {
          if let inner = tag.keep { out.append(contentsOf: bytes[inner]) } else { out.append(32) }
          index = tag.resume
          continue
        }
      case 38:  // &
        if let (decoded, resume) = entity(bytes, index, end) {
          out.append(contentsOf: decoded)
          index = resume
          continue
        }
      default:
        break
      }
      out.append(byte)
      index += 1
    }
    return (ByteText.collapsingSpaces(out), isStruck)
  }

  /// Whether a byte can start markup: \ ` * _ ~ ' ! [ < & {.
  @inline(__always)
  private static func isMarkup(_ byte: UInt8) -> Bool {
    switch byte {
    case 92, 96, 42, 95, 126, 39, 33, 91, 60, 38, 123: return true
    default: return false
    }
  }

  /// The reduced text of a whole line as a `String`.
  static func reduced(_ text: String) -> String {
    let bytes = Array(text.utf8)
    return ByteText.string(reduce(bytes, 0..<bytes.count).text)
  }

  /// `bytes` with `&amp;`, `&lt;` and the other common entities decoded, nothing else touched.
  static func reduceEntities(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.contains(38) else { return bytes }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == 38, let (decoded, resume) = entity(bytes, index, bytes.count) {
        out.append(contentsOf: decoded)
        index = resume
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return out
  }

  // MARK: - Emphasis

  /// Whether a run of `*`, `_`, `~` or `'` is emphasis to drop rather than text to keep.
  private static func isEmphasisRun(
    _ bytes: [UInt8], _ start: Int, _ end: Int, _ range: Range<Int>
  ) -> Bool {
    let mark = bytes[start]
    let count = end - start
    let before: UInt8 = start > range.lowerBound ? bytes[start - 1] : 32
    let after: UInt8 = end < range.upperBound ? bytes[end] : 32
    let wordBefore = ByteText.isWordByte(before)
    let wordAfter = ByteText.isWordByte(after)
    switch mark {
    case 126:  // ~~struck~~; a single ~ is "about" (~2 hours).
      return count >= 2
    case 39:  // '''bold''' and ''italic'' of wiki minutes; one ' is an apostrophe.
      return count >= 2
    case 95:  // _em_, __bold__, but not snake_case or a lone _ between spaces.
      if wordBefore && wordAfter { return false }
      if !wordBefore && !wordAfter {
        return count >= 2 || !(ByteText.isWhitespace(before) && ByteText.isWhitespace(after))
      }
      // "olu_ to email": a closing _ with no opening one before it in the line ends a nick.
      if count == 1, wordBefore {
        let from = max(range.lowerBound, start - 200)
        return (from..<start).contains { index in
          bytes[index] == 95 && index + 1 < start && ByteText.isWordByte(bytes[index + 1])
            && (index == range.lowerBound || !ByteText.isWordByte(bytes[index - 1]))
        }
      }
      return true
    default:  // *em*, **bold**, but not 2 * 3 or 5*3.
      if !wordBefore && !wordAfter {
        return count >= 2 || !(ByteText.isWhitespace(before) && ByteText.isWhitespace(after))
      }
      if wordBefore && wordAfter { return !(ByteText.isDigit(before) && ByteText.isDigit(after)) }
      return true
    }
  }

  /// Where reading resumes after words struck out and replaced in the same line.
  ///
  /// For a `~~` at `start` that strikes out words the line then goes on without ("send it
  /// ~~Friday~~ Monday", "~~Olek~~ Priya to renew the certificate"): the index after the
  /// closing `~~`, so the struck words are not read. A struck span that opens the
  /// text and holds more than two words is an entry struck through with a remark after it
  /// ("~~Idris: publish the recording~~ done"), which `TaskStatus` reads; it keeps its words.
  private static func struckCorrection(_ bytes: [UInt8], _ start: Int, _ range: Range<Int>)
    -> Int?
  {
    guard start + 1 < range.upperBound, bytes[start + 1] == 126,
      start + 2 < range.upperBound, bytes[start + 2] != 126, bytes[start + 2] != 32
    else { return nil }
    let limit = min(range.upperBound - 1, start + linkTextLimit)
    guard start + 3 <= limit,
      let close = (start + 3..<limit).first(where: { bytes[$0] == 126 && bytes[$0 + 1] == 126 }),
      bytes[close - 1] != 32
    else { return nil }
    let resume = close + 2
    guard ByteText.skipSpaces(bytes, from: resume, to: range.upperBound) < range.upperBound
    else { return nil }
    if start == range.lowerBound {
      var words = 1
      for index in start + 2..<close where bytes[index] == 32 { words += 1 }
      if words > 2 { return nil }
    }
    return resume
  }

  private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
    (33...47).contains(byte) || (58...64).contains(byte) || (91...96).contains(byte)
      || (123...126).contains(byte)
  }

  // MARK: - Links, tags, entities

  /// For a `[` at `start` that opens `[text](target)` or `[text][ref]`: where its text ends and
  /// where reading resumes after the target.
  private static func link(_ bytes: [UInt8], _ start: Int, _ end: Int) -> (
    textEnd: Int, resume: Int
  )? {
    var index = start + 1
    var depth = 0
    let limit = min(end, start + linkTextLimit)
    while index < limit {
      let byte = bytes[index]
      if byte == 91 {
        depth += 1
      } else if byte == 93 {
        if depth == 0 { break }
        depth -= 1
      }
      index += 1
    }
    guard index < limit, index + 1 < end else { return nil }
    let close = index
    let opener = bytes[close + 1]
    guard opener == 40 || opener == 91 else { return nil }
    let closer: UInt8 = opener == 40 ? 41 : 93
    var cursor = close + 2
    var nesting = 0
    let targetLimit = min(end, cursor + linkTargetLimit)
    while cursor < targetLimit {
      let byte = bytes[cursor]
      if byte == opener && opener == 40 {
        nesting += 1
      } else if byte == closer {
        if nesting == 0 { return (close, cursor + 1) }
        nesting -= 1
      } else if byte == 32 && opener == 91 {
        return nil
      }
      cursor += 1
    }
    return nil
  }

  /// `[[Page]]` or `[[Page|label]]`: the words shown and where reading resumes.
  private static func wikiLink(_ bytes: [UInt8], _ start: Int, _ end: Int) -> (
    text: Range<Int>, resume: Int
  )? {
    var index = start + 2
    var label = index
    var pipe: Int?
    let limit = min(end - 1, start + linkTextLimit)
    while index < limit {
      if bytes[index] == 124 {
        label = index + 1
        if pipe == nil { pipe = index }
      }
      if bytes[index] == 93 && bytes[index + 1] == 93 {
        // "[[User:Nkechi Adeyemi|Nkechi]]": a person's account, which names them in full.
        if ByteText.hasPrefix(bytes, "user:", at: start + 2) {
          return (start + 7..<(pipe ?? index), index + 2)
        }
        return (label..<index, index + 2)
      }
      index += 1
    }
    return nil
  }

  /// A wiki's template at `start` (`{{`): the words to keep (a status such as "{{done}}",
  /// "{{not done}}"; nothing of one with parameters, "{{Meeting notes|date=…}}") and where
  /// reading resumes.
  private static func template(_ bytes: [UInt8], _ start: Int, _ end: Int) -> (
    words: Range<Int>?, resume: Int
  )? {
    var index = start + 2
    var hasParameters = false
    let limit = min(end - 1, start + linkTextLimit)
    while index < limit {
      if bytes[index] == 124 || bytes[index] == 61 { hasParameters = true }
      if bytes[index] == 125 && bytes[index + 1] == 125 {
        return (hasParameters ? nil : start + 2..<index, index + 2)
      }
      index += 1
    }
    return nil
  }

  /// An HTML tag (dropped) or an autolink `<https://…>` / `<a@b.c>` (its inside kept).
  private static func tag(_ bytes: [UInt8], _ start: Int, _ end: Int) -> (
    keep: Range<Int>?, resume: Int
  )? {
    guard start + 2 < end else { return nil }
    let first = bytes[start + 1]
    guard ByteText.isASCIILetter(first) || first == 47 || first == 33 else { return nil }
    var index = start + 1
    var isAutolink = false
    let limit = min(end, start + 300)
    while index < limit {
      let byte = bytes[index]
      if byte == 62 {
        let inner = start + 1..<index
        return isAutolink ? (inner, index + 1) : (nil, index + 1)
      }
      if byte == 60 { return nil }
      if byte == 58 || byte == 64 { isAutolink = isAutolink || !hasSpace(bytes, start + 1, index) }
      index += 1
    }
    return nil
  }

  private static func hasSpace(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
    bytes[start..<end].contains(32)
  }

  private static let entities: [String: String] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "#39": "'", "nbsp": " ",
    "ndash": "–", "mdash": "—", "hellip": "…", "rsquo": "’", "lsquo": "‘", "lrm": "",
    "rlm": "",
  ]

  private static func entity(_ bytes: [UInt8], _ start: Int, _ end: Int) -> ([UInt8], Int)? {
    var index = start + 1
    let limit = min(end, start + 8)
    while index < limit, bytes[index] != 59 { index += 1 }
    guard index < limit, index > start + 1 else { return nil }
    let name = ByteText.string(bytes[start + 1..<index])
    guard let value = entities[name] else { return nil }
    return (Array(value.utf8), index + 1)
  }
}
