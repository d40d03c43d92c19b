import IntakeCore
import IntakeParsing

/// A request for several things at once, read as a whole and its steps.
///
/// "Launch prep: update the pricing page, email the beta list" has the head "Launch prep" and
/// two parts; "call Ana tomorrow and then email Bo on Friday" has no head and two parts, each
/// with its own date. A request says its steps in one of these ways:
/// - a list on lines of its own (bullets, numbers, checkboxes, lines indented under a
///   "Head:" line), read by `LineItems`;
/// - a head and a colon, then a list joined by commas, semicolons and a last "and";
/// - sequence words between clauses: "and then", ", then", "after that", "afterwards",
///   "also", a semicolon, or a new sentence;
/// - inline numbers: "1) book the room 2) send the invites".
///
/// A plain "and" does not split ("buy milk and eggs", "email Ana and Bo"): without a head
/// and a colon it joins the objects of one verb far more often than two tasks.
public struct RequestParts: Sendable, Equatable {
  /// What the steps are for, when the request says it ("Launch prep").
  public var head: String?
  /// The steps in order; one part when the request is a single task.
  public var parts: [String]

  public init(head: String? = nil, parts: [String]) {
    self.head = head
    self.parts = parts
  }

  /// Whether the request names more than one step.
  public var isComplex: Bool { parts.count > 1 }

  /// Reads the head and the steps of `text`.
  public static func read(_ text: String) -> RequestParts {
    let lines = Segmenter.lines(of: text).filter { !$0.allSatisfy(\.isWhitespace) }
    guard lines.count > 1 else { return line(text.trimmingWhitespace()) }
    var head: String?
    var body = lines[...]
    if let first = lines.first, case .text = NotesLine(ByteText.bytes(of: first)).kind,
      first.trimmingWhitespace().hasSuffix(":")
    {
      head = String(first.trimmingWhitespace().dropLast()).trimmingWhitespace()
      body = lines.dropFirst()
    }
    let items = LineItems.split(body.joined(separator: "\n"))
    if head == nil, items.count == 1, let item = items.first, !item.subtasks.isEmpty {
      return RequestParts(head: item.text, parts: item.subtasks)
    }
    var parts: [String] = []
    for item in items {
      parts.append(item.text)
      parts += item.subtasks
    }
    if parts.isEmpty { return line(text.trimmingWhitespace()) }
    return RequestParts(head: head.flatMap { $0.isEmpty ? nil : $0 }, parts: parts)
  }

  // MARK: - One line

  /// Words that open a request without being its head ("Reminder: call Ana").
  private static let prefixes: Set<String> = [
    "note", "reminder", "remember", "todo", "to-do", "to do", "task", "tasks", "fyi", "action",
    "action item", "ai", "please", "pls", "request", "ask",
  ]

  /// Words after which a new clause is a new step.
  private static let sequenceWords: [[String]] = [
    ["and", "then"], ["and", "after", "that"], ["after", "that"], ["afterwards"], ["then"],
    ["and", "also"], ["also"], ["plus"], ["and", "finally"], ["finally"], ["next"],
  ]

  private static func line(_ text: String) -> RequestParts {
    if let colon = headColon(text) {
      let head = String(text[..<colon]).trimmingWhitespace()
      let list = String(text[text.index(after: colon)...]).trimmingWhitespace()
      let parts = listItems(list)
      if parts.count > 1 { return RequestParts(head: head, parts: parts) }
    }
    let numbered = numberedItems(text)
    if numbered.count > 1 { return RequestParts(parts: numbered) }
    let clauses = sequenceClauses(text)
    return RequestParts(parts: clauses.isEmpty ? [text] : clauses)
  }

  /// The colon after a short head: one to eight words, not a prefix like "Reminder", and
  /// not inside a time ("3:30").
  private static func headColon(_ text: String) -> String.Index? {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let after = text.index(after: colon)
    guard after < text.endIndex, text[after] == " " else { return nil }
    let head = text[..<colon].trimmingWhitespace()
    let words = head.split(separator: " ")
    guard (1...8).contains(words.count), !prefixes.contains(head.lowercased()) else { return nil }
    return colon
  }

  /// "update the pricing page, email the beta list and post on the forum": split at
  /// semicolons, then commas, then a last "and" or "&".
  private static func listItems(_ text: String) -> [String] {
    var items: [String] = []
    let separator: Character = text.contains(ascii: ";") ? ";" : ","
    let pieces = text.split(separator: separator).map { $0.trimmingWhitespace() }
    for (index, piece) in pieces.enumerated() {
      if index == pieces.count - 1, let and = lastAnd(piece) {
        items.append(String(piece[..<and.lowerBound]).trimmingWhitespace())
        items.append(String(piece[and.upperBound...]).trimmingWhitespace())
      } else {
        items.append(piece)
      }
    }
    return items.map(cleaned).filter { !$0.isEmpty }
  }

  /// The last " and " or " & " of the last item of a list.
  private static func lastAnd(_ text: String) -> Range<String.Index>? {
    text.range(of: " and ", options: .backwards) ?? text.range(of: " & ", options: .backwards)
  }

  /// The items of an inline numbered list, numbered 1, 2, 3 in order.
  ///
  /// "1) book the room 2) send the invites"; the marker may also be "1." or "2.".
  private static func numberedItems(_ text: String) -> [String] {
    let characters = Array(text)
    var starts: [(marker: Int, text: Int)] = []
    var expected = 1
    var index = 0
    while index < characters.count {
      let atWordStart = index == 0 || characters[index - 1] == " "
      if atWordStart, let digit = characters[index].wholeNumberValue, digit == expected,
        index + 2 < characters.count, characters[index + 1] == ")" || characters[index + 1] == ".",
        characters[index + 2] == " "
      {
        starts.append((index, index + 3))
        expected += 1
        index += 3
        continue
      }
      index += 1
    }
    guard starts.count > 1, starts[0].marker == 0 else { return [] }
    return starts.indices.map { position in
      let end = position + 1 < starts.count ? starts[position + 1].marker : characters.count
      return cleaned(String(characters[starts[position].text..<end]))
    }.filter { !$0.isEmpty }
  }

  /// The clauses of a sentence or several, split at sequence words, semicolons and sentence
  /// ends.
  private static func sequenceClauses(_ text: String) -> [String] {
    let tokens = text.split(separator: " ", omittingEmptySubsequences: true)
    var clauses: [[Substring]] = [[]]
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      // A clause-ending mark on the previous word ("…Friday;", "…Friday.") starts a new one.
      if let previous = clauses[clauses.count - 1].last, endsClause(previous, next: token) {
        // "p.m." keeps its dot; a plain word loses the mark that ended its clause.
        if !previous.dropLast().contains(ascii: ".") {
          clauses[clauses.count - 1][clauses[clauses.count - 1].count - 1] = previous.dropLast()
        }
        clauses.append([])
      }
      if let length = sequenceLength(tokens, at: index),
        clauses[clauses.count - 1].count >= 2 || followsComma(tokens, index)
      {
        if !clauses[clauses.count - 1].isEmpty { clauses.append([]) }
        index += length
        continue
      }
      clauses[clauses.count - 1].append(token)
      index += 1
    }
    let joined = clauses.map { cleaned($0.joined(separator: " ")) }.filter { !$0.isEmpty }
    // A clause of one word ("then call Bo. Thanks.") is not a step.
    let steps = joined.filter { $0.split(separator: " ").count > 1 }
    return steps.count > 1 ? steps : []
  }

  /// Whether the words at `index` are a sequence word ("and then", ", then") that begins a
  /// clause; returns how many tokens it spans.
  private static func sequenceLength(_ tokens: [Substring], at index: Int) -> Int? {
    for words in sequenceWords where index + words.count < tokens.count {
      var matches = true
      for (offset, word) in words.enumerated() {
        var token = tokens[index + offset].lowercased()
        if offset == words.count - 1, token.hasSuffix(",") { token.removeLast() }
        if token != word {
          matches = false
          break
        }
      }
      guard matches else { continue }
      // "then" alone, "also", "plus" and "next" only after a comma or a clause end:
      // "and then" is always a sequence, "the week then" is not.
      if words.count == 1 || words == ["and", "also"] {
        guard index > 0, tokens[index - 1].last.map({ ",;".contains($0) }) == true else {
          continue
        }
      }
      return words.count
    }
    return nil
  }

  /// Whether the word before `index` ended in a comma (so ", then" is a sequence).
  private static func followsComma(_ tokens: [Substring], _ index: Int) -> Bool {
    index > 0 && tokens[index - 1].last == ","
  }

  /// Whether `word` ends a clause before `next`: a semicolon, or a full stop, "!" or "?"
  /// before a capitalised word (not an abbreviation such as "p.m." or "Dr.").
  private static func endsClause(_ word: Substring, next: Substring) -> Bool {
    guard let last = word.last else { return false }
    if last == ";" { return true }
    guard ".!?".contains(last), word.count > 2, next.first?.isUppercase == true else {
      return false
    }
    let stem = word.dropLast()
    // After "p.m." or "Dr." only a sequence word ("Then", "Also") opens a new sentence.
    if stem.contains(ascii: ".") || abbreviations.contains(stem.lowercased()) {
      return sequenceOpeners.contains(next.lowercased().trimming(","))
    }
    return true
  }

  private static let sequenceOpeners: Set<String> = [
    "then", "also", "after", "afterwards", "next", "finally", "plus",
  ]

  private static let abbreviations: Set<String> = [
    "dr", "mr", "mrs", "ms", "st", "vs", "etc", "approx", "no", "jr", "sr", "inc", "ltd",
  ]

  /// A part without the commas, "and" and full stop that joined it to the others.
  private static func cleaned(_ text: String) -> String {
    var part = Substring(text.trimmingWhitespace())
    while let last = part.last, ",;.".contains(last) {
      // "5 p.m." ends in its own dot.
      if last == ".", part.dropLast().split(separator: " ").last?.contains(ascii: ".") == true {
        break
      }
      part = part.dropLast()
    }
    for lead in ["and ", "& ", "then ", "also "] where part.lowercased().hasPrefix(lead) {
      part = part.dropFirst(lead.count)
    }
    return String(part).trimmingWhitespace()
  }
}
