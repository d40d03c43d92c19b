import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// What a heading or label title means.
  @Suite("SectionKind")
  struct SectionKindTests {
    @Test(arguments: [
      ("Action items", SectionKind.actions), ("3. ACTION ITEMS", .actions), ("To-do", .actions),
      // A number before a title of one or two words.
      ("3. Actions", .actions), ("2. Next steps", .actions), ("IV Follow-ups", .actions),
      ("4. Decisions", .decisions), ("1 Apologies", .regrets),
      ("Follow-ups", .actions), ("Next steps", .actions), ("Actionables", .actions),
      ("Actions carried over", .actions), ("Action items, by person", .duplicate),
      ("Decisions", .decisions), ("Key takeaways", .decisions), ("Agenda", .agenda),
      ("Today", .plans), ("t", .plans), ("Yesterday", .status), ("Blockers", .status),
      ("People present (lines said)", .attendees), ("Regrets", .regrets),
      ("Notes from today", .other), ("Transactions", .other), ("Budget", .other),
      ("We talked about the actions of the board and more of it", .other),
      // A quality review's topic: the corrective action process, not a list of actions.
      ("1.6 Nonconformities and corrective actions", .other),
      ("Preventive actions", .other),
      // One recommendation a body voted is what it decided; a section of them may also say
      // who takes them forward.
      ("Recommendation 2027-04", .decisions), ("RECOMMENDATIONS", .other),
    ])
    func aTitle(_ title: String, _ kind: SectionKind) {
      #expect(SectionKind.of(title: title) == kind)
    }

    @Test func titlesThatOpenTheDiscussion() {
      #expect(SectionKind.isDiscussion(title: "Notes"))
      #expect(SectionKind.isDiscussion(title: "Meeting notes:"))
      #expect(SectionKind.isDiscussion(title: "**Discussion**"))
      #expect(!SectionKind.isDiscussion(title: "Notes on the budget"))
      #expect(!SectionKind.isDiscussion(title: "Agenda"))
    }

    @Test func titleWords() {
      #expect(SectionKind.words("**To-do** — Ana’s list:") == ["to-do", "ana's", "list"])
    }
  }
}
