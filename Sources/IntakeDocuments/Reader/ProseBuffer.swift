import IntakeParsing

/// One sentence of prose or speech, with where its words came from.
struct Sentence: Sendable {
  var text: String
  /// Line and timestamp of each piece of the sentence, by UTF-8 offset in `text`.
  var marks: [(offset: Int, line: Int, timestamp: String?)]

  /// The line and timestamp of the words at `offset`.
  func origin(of offset: Int) -> (line: Int, timestamp: String?) {
    var found = marks[0]
    for mark in marks where mark.offset <= offset { found = mark }
    return (found.line, found.timestamp)
  }
}

/// Joins lines of prose or speech and hands back whole sentences as soon as they end.
///
/// Only the unfinished sentence is kept, so memory follows the longest sentence, not the
/// paragraph or the turn; a sentence that runs past `limit` bytes is cut at the next line
/// break. Each appended line is scanned once.
struct ProseBuffer: Sendable {
  private var bytes: [UInt8] = []
  private var marks: [(offset: Int, line: Int, timestamp: String?)] = []
  /// Where the scan for sentence ends resumes.
  private var scanned = 0
  /// A sentence longer than this is cut at the next line break.
  var limit = 65_536

  var isEmpty: Bool { bytes.isEmpty }

  /// Adds a line (joined to the text before by a space) and returns the sentences it ended.
  mutating func append(_ text: [UInt8], line: Int, timestamp: String?) -> [Sentence] {
    guard !text.isEmpty else { return [] }
    if !bytes.isEmpty { bytes.append(32) }
    marks.append((bytes.count, line, timestamp))
    bytes.append(contentsOf: text)
    var sentences: [Sentence] = []
    var start = 0
    var index = scanned
    while index < bytes.count {
      if let end = sentenceEnd(at: index), !closesBracket(from: start, at: index, to: end) {
        if let sentence = sentence(start..<end) { sentences.append(sentence) }
        start = end
        index = end
      } else {
        index += 1
      }
    }
    if bytes.count - start > limit {
      if let sentence = sentence(start..<bytes.count) { sentences.append(sentence) }
      start = bytes.count
    }
    drop(start)
    scanned = bytes.count
    return sentences
  }

  /// The unfinished sentence, if any; the buffer is empty after.
  mutating func flush() -> Sentence? {
    let last = sentence(0..<bytes.count)
    bytes.removeAll(keepingCapacity: true)
    marks.removeAll(keepingCapacity: true)
    scanned = 0
    return last
  }

  // MARK: - Sentence ends

  /// When a sentence ends at `index` (a `.`, `!` or `?` followed by a space or the end of the
  /// text so far, not after an abbreviation): the index after its closing marks.
  private func sentenceEnd(at index: Int) -> Int? {
    let byte = bytes[index]
    guard byte == 46 || byte == 33 || byte == 63 else { return nil }
    var end = index + 1
    while end < bytes.count,
      bytes[end] == byte || bytes[end] == 34 || bytes[end] == 41
        || bytes[end] == 39
    {
      end += 1
    }
    guard end == bytes.count || ByteText.isWhitespace(bytes[end]) else { return nil }
    if byte == 46, isAbbreviation(before: index) { return nil }
    return end
  }

  /// Whether the marks at `index..<end` close a bracket the sentence opened: "the neighbour
  /// (Mr Toland?) about the field" goes on after it.
  private func closesBracket(from start: Int, at index: Int, to end: Int) -> Bool {
    guard bytes[index..<end].contains(41) else { return false }
    var depth = 0
    for byte in bytes[start..<index] {
      if byte == 40 { depth += 1 } else if byte == 41, depth > 0 { depth -= 1 }
    }
    return depth > 0
  }

  /// Whether the word before a period is an abbreviation ("e.g.", "Dr.", "vs.", "J.").
  private func isAbbreviation(before index: Int) -> Bool {
    var start = index
    while start > 0, ByteText.isASCIILetter(bytes[start - 1]) || bytes[start - 1] == 46 {
      start -= 1
    }
    let length = index - start
    if length == 0 { return false }
    if length == 1 { return ByteText.isUpper(bytes[start]) }
    guard length <= 6 else { return false }
    let word = ByteText.string(bytes[start..<index].map(ByteText.lower))
    return Self.abbreviations.contains(word)
  }

  private static let abbreviations: Set<String> = [
    "e.g", "i.e", "eg", "ie", "vs", "mr", "mrs", "ms", "dr", "st", "approx", "incl", "etc",
    "no", "fig", "cf", "jr", "sr", "inc", "ltd", "co", "a.m", "p.m", "u.s", "min", "max",
    "hon", "prof", "cllr", "cr", "rev", "fr", "gen", "capt", "sgt", "lt", "col",
  ]

  // MARK: - Pieces

  private func sentence(_ range: Range<Int>) -> Sentence? {
    let trimmed = ByteText.trimmed(bytes, range)
    guard !trimmed.isEmpty else { return nil }
    var pieces: [(offset: Int, line: Int, timestamp: String?)] = []
    for mark in marks {
      if mark.offset <= trimmed.lowerBound {
        pieces = [(0, mark.line, mark.timestamp)]
      } else if mark.offset < trimmed.upperBound {
        pieces.append((mark.offset - trimmed.lowerBound, mark.line, mark.timestamp))
      } else {
        break
      }
    }
    if pieces.isEmpty, let first = marks.first { pieces = [(0, first.line, first.timestamp)] }
    return Sentence(text: ByteText.string(bytes[trimmed]), marks: pieces)
  }

  /// Forgets the bytes before `start`, keeping the marks that still point into the rest.
  private mutating func drop(_ start: Int) {
    guard start > 0 else { return }
    var kept: [(offset: Int, line: Int, timestamp: String?)] = []
    for mark in marks {
      if mark.offset <= start {
        kept = [(0, mark.line, mark.timestamp)]
      } else {
        kept.append((mark.offset - start, mark.line, mark.timestamp))
      }
    }
    if start >= bytes.count {
      bytes.removeAll(keepingCapacity: true)
      marks.removeAll(keepingCapacity: true)
      return
    }
    bytes.removeFirst(start)
    marks = kept
  }
}
