import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Classifying a line of notes by its first bytes.
  @Suite("NotesLine")
  struct NotesLineTests {
    func kind(_ text: String) -> NotesLine.Kind { NotesLine(Array(text.utf8)).kind }

    func entry(_ text: String) -> (NotesLine.Checkbox?, String)? {
      let line = NotesLine(Array(text.utf8))
      guard case .entry(_, let checkbox, let content) = line.kind else { return nil }
      return (checkbox, String(decoding: line.bytes[content], as: UTF8.self))
    }

    @Test(arguments: [
      ("- call Ana", nil as NotesLine.Checkbox?, "call Ana"), ("* call Ana", nil, "call Ana"),
      ("+ call Ana", nil, "call Ana"), ("• call Ana", nil, "call Ana"),
      ("12. call Ana", nil, "call Ana"),
      ("3) call Ana", nil, "call Ana"), ("(b) call Ana", nil, "call Ana"),
      ("→ Ana: call", nil, "Ana: call"),
      ("-> call Ana", nil, "call Ana"), ("- [ ] call Ana", .open, "call Ana"),
      ("1. [x] call Ana", .done, "call Ana"), ("- [X] call Ana", .done, "call Ana"),
      ("[ ] call Ana", .open, "call Ana"), ("- [-] call Ana", .dropped, "call Ana"),
      ("☐ call Ana", .open, "call Ana"), ("✅ call Ana", .done, "call Ana"),
    ])
    func anEntry(_ text: String, _ checkbox: NotesLine.Checkbox?, _ content: String) throws {
      let found = try #require(entry(text))
      #expect(found.0 == checkbox)
      #expect(found.1 == content)
    }

    @Test(arguments: ["**bold** start", "-5 degrees", "1.5 hours", "2026-03-02 notes", "#action x"])
    func notAnEntry(_ text: String) {
      #expect(entry(text) == nil)
    }

    @Test func headingsRulesFencesAndTheRest() {
      #expect(kind("## Action items ##") == .heading(level: 2, title: 3..<15))
      #expect(kind("---") == .rule(marker: 45))
      #expect(kind("* * *") == .rule(marker: 42))
      #expect(kind("=====") == .doubleRule)
      #expect(kind("```swift") == .fence(marker: 96, count: 3))
      #expect(kind("| a | b |") == .tableRow(content: 0..<9))
      #expect(kind("> quoted") == .quote)
      #expect(kind("   \t ") == .blank)
      #expect(kind("  plain") == .text(content: 2..<7))
      #expect(NotesLine(Array("\t- x".utf8)).indent == 4)
    }
  }
}
