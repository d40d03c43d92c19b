import Foundation
import IntakeCore
import IntakeDocuments
import IntakeParsing
import IntakeTestSupport
import Testing

@testable import IntakeApp

/// Lines from memory; it throws instead of giving line `failsAt` (1-based) when that is set.
private struct MemoryLines: LineSource {
  struct ReadFailure: Error, Equatable {
    let line: Int
  }

  let lines: [Substring]
  var failsAt: Int?
  private var position = 0
  private(set) var bytesRead = 0

  init(_ text: String, failsAt: Int? = nil) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    self.failsAt = failsAt
  }

  mutating func next() throws -> Substring? {
    guard position < lines.count else { return nil }
    if let failsAt, position + 1 == failsAt { throw ReadFailure(line: failsAt) }
    defer { position += 1 }
    bytesRead += lines[position].utf8.count + 1
    return lines[position]
  }
}

@Suite("Reading a document on a thread of its own")
struct ReadAlongsideTests {
  /// Reads against Wednesday 2026-03-04, 09:00 UTC.
  static var importer: DocumentImport {
    DocumentImport(
      user: "ana",
      base: ParsingContext(
        localDate: LocalDate(dayNumber: 20_516), time: LocalTime(uncheckedHour: 9),
        timeZone: .gmt),
      warn: { _ in })
  }

  static func input(_ name: String, _ text: String, failsAt: Int? = nil) -> DocumentInput {
    DocumentInput(name: name, file: name, fileDay: nil) { MemoryLines(text, failsAt: failsAt) }
  }

  /// What a test compares of a draft: every field an import stores from it.
  static func summary(_ found: DocumentDraft) -> String {
    let draft = found.draft
    var fields: [String] = ["\(found.line)", draft.text, draft.owners.joined(separator: ",")]
    fields.append(draft.dueDate?.description ?? "-")
    fields.append(draft.dueTime?.description ?? "-")
    fields.append("\(draft.priority)")
    fields.append(draft.tags.joined(separator: ","))
    fields.append(draft.recurrence ?? "-")
    fields.append(found.source.speaker ?? "-")
    fields.append(found.meetingKey)
    fields.append("\(found.isDone) \(found.confidence)")
    fields.append(draft.diagnostics.map(\.message).joined(separator: ";"))
    return fields.joined(separator: " | ")
  }

  static func sequential(_ input: DocumentInput) throws -> [String] {
    var drafts: [String] = []
    try importer.read(input) { drafts.append(summary($0)) }
    return drafts
  }

  static func alongside(_ input: DocumentInput) throws -> [String] {
    var drafts: [String] = []
    try importer.readAlongside(input) { drafts.append(summary($0)) }
    return drafts
  }

  /// Every labelled document of the corpus, as one file each.
  static func corpusDocuments() throws -> [(name: String, text: String)] {
    var documents: [(String, String)] = []
    let folders = Corpora.documentFolders + [Corpora.minutes, Corpora.unseen, Corpora.outside]
    for folder in folders {
      for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
      where !name.hasSuffix(".json") && !name.hasPrefix(".") && !name.hasSuffix(".md5") {
        let path = folder + "/" + name
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
        documents.append((name, text))
      }
    }
    return documents
  }

  @Test("gives every corpus document's drafts as reading on one thread does, in order")
  func sameDraftsAsOneThread() throws {
    let documents = try Self.corpusDocuments()
    #expect(documents.count > 100)
    var drafts = 0
    for (name, text) in documents {
      let input = Self.input(name, text)
      let expected = try Self.sequential(input)
      #expect(try Self.alongside(input) == expected, "\(name)")
      drafts += expected.count
    }
    #expect(drafts > 500)
  }

  @Test("gives drafts in order when they pass between the threads in many chunks")
  func manyChunks() throws {
    // 1,000 meetings of three items each: far more than the eight chunks that may wait.
    var text = ""
    for meeting in 0..<1_000 {
      let day = LocalDate(dayNumber: 20_458 + meeting % 300)
      text += "# Sync \(meeting) — \(day)\n\nAttendees: Ana Lima, Bo Chen\n\n## Action items\n"
      text += "- Ana to send the notes of meeting \(meeting) by Friday\n"
      text += "- Bo will book room \(meeting % 40) for next week\n"
      text += "- [ ] Check the backup of server \(meeting)\n\n"
    }
    let input = Self.input("syncs.md", text)
    let expected = try Self.sequential(input)
    #expect(expected.count == 3_000)
    #expect(try Self.alongside(input) == expected)
  }

  @Test("a read error reaches the caller after the drafts of the lines before it")
  func readErrorAfterEarlierDrafts() throws {
    var text = "# Sync — 2026-03-04\n\n## Action items\n"
    for item in 0..<400 { text += "- Ana to check invoice \(item) by Friday\n" }
    var drafts: [String] = []
    #expect(throws: MemoryLines.ReadFailure(line: 300)) {
      try Self.importer.readAlongside(Self.input("sync.md", text, failsAt: 300)) {
        drafts.append($0.draft.text)
      }
    }
    // Items end when the next one starts: the lines before the failure give their drafts,
    // bar the last one, which was still open.
    #expect(drafts.count == 300 - 4 - 1)
    #expect(drafts.first == "Check invoice 0")
    #expect(drafts.last == "Check invoice \(300 - 6)")
  }

  @Test("an error from the sink stops the reading and reaches the caller")
  func sinkErrorStops() throws {
    struct Full: Error {}
    var text = "## Action items\n"
    for item in 0..<5_000 { text += "- Bo to file report \(item)\n" }
    var taken = 0
    #expect(throws: Full.self) {
      try Self.importer.readAlongside(Self.input("reports.md", text)) { _ in
        taken += 1
        if taken == 10 { throw Full() }
      }
    }
    #expect(taken == 10)
  }

  @Test("an input with no text is refused, as on one thread")
  func emptyInput() throws {
    let input = Self.input("blank.md", "\n  \n\t\n")
    #expect(throws: ServiceError("blank.md: is empty; nothing to import")) {
      try Self.importer.readAlongside(input) { _ in }
    }
    #expect(throws: ServiceError("blank.md: is empty; nothing to import")) {
      try Self.sequential(input)
    }
  }
}
