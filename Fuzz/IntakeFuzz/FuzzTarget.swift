import Foundation
import IntakeCore
import IntakeDocuments
import IntakeParsing

/// One part of the parser that the fuzzer feeds with arbitrary bytes.
///
/// Bytes are read as UTF-8 with replacement characters, as any text that reaches the parser
/// is valid UTF-8 (the CLI rejects the rest first). Each target checks a few facts that hold
/// for every input, so a wrong answer fails as loudly as a crash.
enum FuzzTarget: String, CaseIterable {
  /// `Tokenizer.tokenize`: tokens in order, inside the text, never empty.
  case tokenizer
  /// `TaskParser.parse`: the whole extractor and refiner pipeline on one item.
  case pipeline
  /// `DocumentParser` fed line by line, in every document format.
  case segmenter

  /// The fixed context every input is read against: a Wednesday, in UTC, with a small team.
  static let context: ParsingContext = {
    let roster = Roster([
      TeamMember(name: "Ana Lima", aliases: ["ana"]), TeamMember(name: "Bo Chen", aliases: ["bo"]),
    ])
    let date = LocalDate(iso: "2026-03-04") ?? LocalDate(dayNumber: 20_516)
    let time = LocalTime(hour: 9, minute: 0) ?? LocalTime.midnight
    let zone = TimeZone(identifier: "UTC") ?? TimeZone.current
    return ParsingContext(localDate: date, time: time, timeZone: zone, roster: roster)
  }()

  /// Runs the target on one input; traps when an invariant fails.
  func run(_ bytes: UnsafeRawBufferPointer) {
    switch self {
    case .tokenizer:
      Self.tokenize(String(decoding: bytes, as: UTF8.self))
    case .pipeline:
      Self.parse(String(decoding: bytes, as: UTF8.self))
    case .segmenter:
      Self.segment(bytes)
    }
  }

  private static func tokenize(_ text: String) {
    let count = text.utf8.count
    var previousEnd = 0
    for token in Tokenizer.tokenize(text) {
      precondition(token.start >= previousEnd, "tokens overlap at \(token.start)")
      precondition(token.start < token.end, "empty token at \(token.start)")
      precondition(token.end <= count, "token ends at \(token.end) past \(count)")
      precondition(
        token.kind != .number || token.digitCount > 0, "number token without digits")
      previousEnd = token.end
    }
  }

  private static func parse(_ text: String) {
    let draft = TaskParser(context: context).parse(text)
    precondition(!draft.text.contains("\n"), "a title holds a line break")
  }

  /// The first byte picks the file name (and so the format guess); the rest is the document.
  private static func segment(_ bytes: UnsafeRawBufferPointer) {
    let names: [String?] = [
      nil, "notes.md", "notes.txt", "call.vtt", "call.srt", "chat.log", "2026-03-02-sync.md",
    ]
    guard let first = bytes.first else { return }
    let name = names[Int(first) % names.count]
    var parser = DocumentParser(base: context, fileName: name)
    var drafts: [DocumentDraft] = []
    for line in bytes.dropFirst().split(separator: 10, omittingEmptySubsequences: false) {
      let text = String(decoding: line, as: UTF8.self)
      drafts += parser.feed(Substring(text))
    }
    drafts += parser.finish()
    for found in drafts {
      precondition(found.line >= 1, "a draft without a source line")
    }
  }
}
