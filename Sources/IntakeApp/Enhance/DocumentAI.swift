import Foundation
import IntakeAI
import IntakeCore
import IntakeDocuments
import IntakeStore

/// The AI's read of a whole document (`--ai smart` on an import): the transcript, or notes
/// where the rules found few items, goes to the endpoint in parts of whole turns, and what it
/// finds is checked line by line before it joins the rules' items.
///
/// Checks, each one independent of what the endpoint says about itself: the item's line must
/// exist in the part sent and share a word with the item (an answer without lines, as the
/// app's endpoint gives, is placed on the line that shares most words, or dropped); the owner
/// must be a speaker, an attendee or on the team, else the item keeps no owner; the date must
/// be a real day; an item on the line of a rule's item (or two lines from it) that shares a
/// word with it is the same item, and the rule's reading stays. Any failure keeps the rules'
/// items with one warning.
extension AIAssistant {
  /// Characters sent in one request at most; a document is cut between turns.
  static let documentPartLimit = 6_000

  /// How warnings about documents name the endpoint.
  public var documentName: String {
    client.configuration.baseURL.isEmpty ? "AI" : "AI \(client.documentEndpoint)"
  }

  /// Whether a document gets the AI's read: a transcript always, notes when the rules found
  /// fewer than one item per 40 lines (and fewer than 3).
  public func readsDocument(format: DocumentFormat, lineCount: Int, ruleItems: Int) -> Bool {
    guard mode == .smart, lineCount > 0 else { return false }
    return format.isTranscript || (ruleItems < 3 && ruleItems * 40 < lineCount)
  }

  /// The rules' drafts of one document with the AI's checked items merged in, in line order.
  ///
  /// - Parameters:
  ///   - lines: The document's lines with their numbers.
  ///   - parser: The parser that read it (its header names the people; it reads new items).
  ///   - drafts: The rules' drafts.
  ///   - name: How warnings name the document.
  ///   - cache: The store holding the answer cache, or nil.
  ///   - calls: Requests left under `--ai-max-calls`; each part sent uses one.
  /// - Returns: The drafts to import.
  public func addingDocumentItems(
    lines: [(number: Int, text: String)], parser: inout DocumentParser, to drafts: [DocumentDraft],
    name: String, cache: (any AnswerCache)?, calls: inout Int?
  ) -> [DocumentDraft] {
    do throws(AIError) {
      try client.validateDocuments()
    } catch {
      warn("\(documentName): \(error); kept the rules' items for \(name)")
      return drafts
    }
    let people = Self.people(parser.header.attendees + roster.members.map(\.name))
    let questions = Self.parts(of: lines).map {
      AIDocumentQuestion(lines: $0, today: today, timeZone: timeZone, people: people)
    }
    var found: [(item: AIFoundItem, part: Int)] = []
    for (index, question) in questions.enumerated() {
      do throws(AIError) {
        for item in try answer(question, cache: cache, calls: &calls) {
          found.append((item, index))
        }
      } catch {
        warn("\(documentName): \(error); kept the rules' items for \(name)")
        return drafts
      }
    }
    var merged = drafts
    var dropped = 0
    for (item, part) in found {
      guard
        let draft = checked(
          item, in: questions[part], people: people, parser: &parser, existing: merged)
      else {
        dropped += 1
        continue
      }
      merged.append(draft)
    }
    if dropped > 0 {
      warn(
        "\(documentName): \(dropped) item\(dropped == 1 ? "" : "s") it found in \(name) "
          + "did not check out (no such line, nothing in common with it, or already found)")
    }
    // Stable: the rules' items keep their order, the AI's go where they were said.
    return merged.enumerated().sorted {
      ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
    }
    .map(\.element)
  }

  /// One part's items: from the cache, else asked (counted against the call cap).
  private func answer(
    _ question: AIDocumentQuestion, cache: (any AnswerCache)?, calls: inout Int?
  ) throws(AIError) -> [AIFoundItem] {
    let key = try client.cacheKey(for: question)
    let store = useCache ? cache : nil
    if let store, let text = try? store.cachedAnswers([key])[key],
      let items = try? JSONDecoder().decode([AIFoundItem].self, from: Data(text.utf8))
    {
      return items
    }
    if let left = calls {
      guard left > 0 else {
        throw .notConfigured("--ai-max-calls reached before this document was read")
      }
      calls = left - 1
    }
    let items = try client.findActions(in: question)
    if let store {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      if let data = try? encoder.encode(items) {
        try? store.storeAnswers(
          [(key, client.documentEndpoint, String(decoding: data, as: UTF8.self))], at: Date())
      }
    }
    return items
  }

  /// The draft an answered item becomes, or nil when it does not check out.
  private func checked(
    _ item: AIFoundItem, in question: AIDocumentQuestion, people: [String],
    parser: inout DocumentParser, existing: [DocumentDraft]
  ) -> DocumentDraft? {
    let text = item.text.trimmingWhitespace()
    guard !text.isEmpty, text.count <= 300 else { return nil }
    let words = Self.contentWords(text)
    guard let line = Self.line(of: item, words: words, in: question) else { return nil }
    // The same item as one already found, by the rules or earlier in this answer.
    if existing.contains(where: {
      abs($0.line - line) <= 2 && !Self.contentWords($0.draft.text).isDisjoint(with: words)
    }) {
      return nil
    }
    let owner = item.owner.flatMap { Self.person($0, among: people) }
    var found = parser.draft(
      for: DocumentItem(
        text: text, line: line, impliedOwners: owner.map { [$0] } ?? [], confidence: 0.6))
    if found.draft.dueDate == nil, let day = item.dueDate.flatMap(LocalDate.init(iso:)) {
      found.draft.dueDate = day
    }
    if let owner, found.draft.owners.isEmpty {
      found.draft.owners = [owner]
      found.draft.assignedTo = owner
    }
    found.isAIFound = true
    return found
  }

  /// The line an item was said on: the one it gives when that line (or the two after it)
  /// shares a word with it, else, when it gives none, the line of the part sharing most.
  private static func line(
    of item: AIFoundItem, words: Set<String>, in question: AIDocumentQuestion
  ) -> Int? {
    guard !words.isEmpty else { return nil }
    func shared(_ number: Int) -> Int {
      let near = question.lines.filter { $0.number >= number && $0.number <= number + 2 }
      return near.reduce(into: Set<String>()) { $0.formUnion(contentWords($1.text)) }
        .intersection(words).count
    }
    if let line = item.line {
      guard question.lines.contains(where: { $0.number == line }), shared(line) > 0 else {
        return nil
      }
      return line
    }
    var best: (line: Int, count: Int)?
    for entry in question.lines {
      let count = contentWords(entry.text).intersection(words).count
      if count > 0, count > (best?.count ?? 0) { best = (entry.number, count) }
    }
    return best?.line
  }

  /// The person a name given by the endpoint is: exactly, or by first name.
  private static func person(_ name: String, among people: [String]) -> String? {
    let lower = name.trimmingWhitespace().lowercased()
    guard !lower.isEmpty else { return nil }
    if let exact = people.first(where: { $0.lowercased() == lower }) { return exact }
    let byFirstName = people.filter { $0.lowercased().hasPrefix(lower + " ") }
    return byFirstName.count == 1 ? byFirstName[0] : nil
  }

  /// The people an item may be owned by, each once, in order.
  private static func people(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
  }

  /// Words of four letters or more that are not function words, lower case.
  static func contentWords(_ text: String) -> Set<String> {
    var words: Set<String> = []
    for word in text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
      let word = String(word)
      if word.count >= 4, !functionWords.contains(word) { words.insert(word) }
    }
    return words
  }

  private static let functionWords: Set<String> = [
    "that", "this", "with", "will", "have", "from", "they", "them", "then", "than", "there",
    "their", "what", "when", "which", "would", "could", "should", "about", "into", "just",
    "like", "also", "some", "been", "were", "your", "yeah", "okay", "sure", "maybe", "going",
    "gonna", "need", "make", "take", "want", "know", "think", "really", "thing", "things",
  ]

  /// The document cut into parts of whole turns, each under `documentPartLimit` characters:
  /// a part ends at a blank line or before a line that opens a turn, when one is near.
  static func parts(of lines: [(number: Int, text: String)]) -> [[(number: Int, text: String)]] {
    var parts: [[(number: Int, text: String)]] = []
    var current: [(number: Int, text: String)] = []
    var size = 0
    var lastBreak = 0
    for line in lines {
      if size + line.text.count > documentPartLimit, !current.isEmpty {
        let cut = lastBreak > current.count / 2 ? lastBreak : current.count
        parts.append(Array(current[..<cut]))
        current = Array(current[cut...])
        size = current.reduce(0) { $0 + $1.text.count + 1 }
        lastBreak = 0
      }
      if line.text.trimmingWhitespace().isEmpty || opensTurn(line.text) {
        lastBreak = current.count
      }
      current.append(line)
      size += line.text.count + 1
    }
    if current.contains(where: { !$0.text.trimmingWhitespace().isEmpty }) { parts.append(current) }
    return parts
  }

  /// Whether a line opens a speaker's turn: "Name:" within its first words, or a timing line.
  private static func opensTurn(_ text: String) -> Bool {
    if text.contains("-->") { return true }
    guard let colon = text.firstIndex(of: ":") else { return false }
    return text[..<colon].split(separator: " ").count <= 4
  }
}
