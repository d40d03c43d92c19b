import IntakeCore
import Testing

@testable import IntakeAI

@Suite("AIMerge")
struct AIMergeTests {
  static let roster = Roster([TeamMember(name: "Bo Chen", aliases: ["bo"])])

  /// A draft as the rules read "pay rent friday !high": date and priority typed.
  static func typedDraft() -> TaskDraft {
    TaskDraft(
      text: "Pay rent", dueDate: LocalDate(iso: "2026-03-06"), timeZone: "UTC", priority: .high,
      sources: [
        FieldSource(
          field: .dueDate, span: "friday", start: 9, end: 15, rule: "<weekday>", confidence: 1),
        FieldSource(
          field: .priority, span: "!high", start: 16, end: 21, rule: "!<priority>", confidence: 1),
      ])
  }

  @Test func typedFieldsBeatTheAIAndEmptyOnesAreFilled() {
    let answer = AIAnswer(
      title: "Pay the rent", priority: "low", dueDate: "2026-03-09", assignedTo: "BO")
    let result = AIMerge.merge(answer, into: Self.typedDraft(), roster: Self.roster, mode: .enhance)
    #expect(result.draft.text == "Pay the rent")
    #expect(result.draft.priority == .high)
    #expect(result.draft.dueDate == LocalDate(iso: "2026-03-06"))
    #expect(result.draft.assignedTo == "Bo Chen" && result.draft.owners == ["Bo Chen"])
    #expect(result.draft.diagnostics.isEmpty)
    #expect(
      result.decisions.map(\.outcome) == [.ai, .typed, .typed, .ai])
  }

  @Test func wasEnhancedFalseKeepsTheRulesTitle() {
    let answer = AIAnswer(title: "Something else", wasEnhanced: false)
    let result = AIMerge.merge(answer, into: Self.typedDraft(), roster: Self.roster, mode: .enhance)
    #expect(result.draft.text == "Pay rent")
    #expect(result.decisions.first?.outcome == .ignored("AI made no change"))
  }

  @Test(arguments: ["2026-02-30", "2026-13-01", "next friday", "2026-3-6", "06/03/2026"])
  func aDateThatIsNotARealISODateIsIgnoredWithAWarning(_ date: String) {
    let draft = TaskDraft(text: "Write the plan", timeZone: "UTC")
    let answer = AIAnswer(title: "Write the plan", dueDate: date)
    let result = AIMerge.merge(answer, into: draft, roster: Self.roster, mode: .enhance)
    #expect(result.draft.dueDate == nil)
    #expect(result.draft.diagnostics.map(\.kind) == [.aiIgnoredField])
    #expect(result.draft.diagnostics.first?.message.contains("\"\(date)\"") == true)
  }

  @Test func anAssigneeOffTheRosterIsIgnoredWithAWarningAndAnUnknownPriorityQuietly() {
    let draft = TaskDraft(text: "Write the plan", timeZone: "UTC")
    let answer = AIAnswer(title: "Write the plan", priority: "critical", assignedTo: "Ana")
    let result = AIMerge.merge(answer, into: draft, roster: Self.roster, mode: .enhance)
    #expect(result.draft.assignedTo == nil && result.draft.priority == .medium)
    #expect(result.draft.diagnostics.count == 1)
    #expect(result.draft.diagnostics.first?.message.contains("\"Ana\" is not on the team") == true)
    #expect(
      result.decisions.contains {
        $0.field == "priority" && $0.outcome == .ignored("unknown level")
      })
  }

  @Test func smartModeAddsValidatedSubtasksAndTheSummaryAsNotes() {
    let draft = TaskDraft(
      text: "Launch", timeZone: "UTC", subtasks: [Subtask(text: "Email the list")])
    let long = String(repeating: "x", count: 250)
    let answer = AIAnswer(
      title: "Launch the site",
      subtasks: [
        AISubtask(text: "email the list"),  // already there
        AISubtask(text: "  ", priority: "high"),  // no text
        AISubtask(text: long, priority: "URGENT", estimatedMinutes: 1),
        AISubtask(text: "Check links", priority: "soon", estimatedMinutes: .infinity),
      ] + (1...8).map { AISubtask(text: "Step \($0)") },
      summary: "Everything\nfor launch")
    let result = AIMerge.merge(answer, into: draft, roster: Self.roster, mode: .smart)
    let added = Array(result.draft.subtasks.dropFirst())
    #expect(added.count == 6)
    #expect(added[0].text.count == 200 && added[0].priority == .urgent)
    #expect(added[0].estimatedMinutes == 5)
    #expect(added[1] == Subtask(text: "Check links"))
    #expect(result.draft.notes == "Everything for launch")
  }

  @Test func enhanceModeTakesNoSubtasksOrSummary() {
    let draft = TaskDraft(text: "Launch", timeZone: "UTC")
    let answer = AIAnswer(title: "Launch", subtasks: [AISubtask(text: "Step")], summary: "S")
    let result = AIMerge.merge(answer, into: draft, roster: Self.roster, mode: .enhance)
    #expect(result.draft.subtasks.isEmpty && result.draft.notes == nil)
    #expect(result.decisions.map(\.outcome) == [.same])
  }
}
