import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// The structure of notes, line by line, before anything is read as a task.
  @Suite("NotesBlockReader")
  struct NotesBlockReaderTests {
    /// A short description of each line's block, in order.
    func blocks(_ text: String) -> [String] {
      var reader = NotesBlockReader()
      var described: [String] = []
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        switch reader.read(Array(line.utf8), line: index + 1) {
        case .skipped:
          described.append("skipped")
        case .field(let key, let value, let isListItem):
          described.append((isListItem ? "item " : "field ") + key + "=" + value)
        case .tableRow(let cells, let place):
          described.append("\(place) " + cells.joined(separator: "|"))
        case .line(let notesLine):
          switch notesLine.kind {
          case .entry: described.append("entry")
          case .text: described.append("text")
          case .blank: described.append("blank")
          case .heading: described.append("heading")
          case .fence: described.append("fence")
          default: described.append("other")
          }
        }
      }
      return described
    }

    @Test func frontMatterGivesFields() {
      let text = """
        ---
        title: "Pantry volunteers, 2026-04-08"
        attendees: [Ana Lima, Bo Chen]
        Location: the hall
        ---
        - Ana to order the crates
        """
      #expect(
        blocks(text) == [
          "skipped", "field title=Pantry volunteers, 2026-04-08",
          "field attendees=Ana Lima, Bo Chen", "field location=the hall", "skipped", "entry",
        ])
    }

    @Test func aKeyWithoutValueHoldsTheListUnderIt() {
      let text = """
        ---
        attendees:
          - Ana Lima
          - "Bo Chen"
        title: Sync
        - stray
        ---
        """
      #expect(
        blocks(text) == [
          "skipped", "field attendees=", "item attendees=Ana Lima", "item attendees=Bo Chen",
          "field title=Sync", "skipped", "skipped",
        ])
    }

    @Test func aRuleLaterInTheFileIsNoFrontMatter() {
      #expect(blocks("Notes\n---\ndate: 2026-04-08") == ["text", "other", "text"])
    }

    @Test func codeBlocksAndCommentsAreSetApart() {
      let text = """
        ```sh
        - [ ] not a task in code
        ```
        <!-- reminder: tidy this
        - [ ] nor in a comment -->
        <!-- one line -->
        - [ ] a task
        """
      #expect(
        blocks(text) == [
          "fence", "skipped", "skipped", "skipped", "skipped", "skipped", "entry",
        ])
    }

    @Test func aTableHasAHeaderASeparatorUnderItAndABody() {
      let text = """
        | Action | Owner |
        |---|:-:|
        | Book the room | Ana |
        |---|---|

        | Just | a row |
        | another | row |
        """
      #expect(
        blocks(text) == [
          "header Action|Owner", "separator ---|:-:", "body Book the room|Ana", "body ---|---",
          "blank", "header Just|a row", "body another|row",
        ])
    }
  }
}
