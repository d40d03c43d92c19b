import IntakeCore
import Testing

@testable import IntakeParsing

/// The whole pipeline, read on Wednesday 2026-03-04 09:00 with Fixtures.team.
@Suite("TaskParser")
struct PipelineTests {
  @Test func everyExtractorIsRegisteredOnce() {
    let names = TaskParser.extractors.map { String(describing: type(of: $0)) }
    #expect(Set(names).count == names.count)
    #expect(
      Set(names) == [
        "AbsoluteDateExtractor", "RelativeDateExtractor", "WeekdayExtractor", "PeriodExtractor",
        "HolidayExtractor", "TimeExtractor", "RecurrenceExtractor", "PriorityExtractor",
        "AssigneeExtractor", "TagExtractor",
      ])
  }

  @Test func refinersRunInTheirWrittenOrder() {
    let names = TaskParser.refiners.map { String(describing: type(of: $0)) }
    #expect(
      names == [
        "TemporalResolver", "UnlikelyDateFilter", "OverlapFilter", "StartDateRefiner",
        "AnchorOffsetRefiner",
        "MergeDateTimeRefiner", "DateRangeRefiner", "PastEventFilter", "RecurrenceJoinRefiner",
        "ChooseDueRefiner",
        "PriorityRefiner",
      ])
  }

  @Test func aFullOneLiner() {
    let draft = Fixtures.parse("call Ana tmrw 3pm about the budget !high #finance")
    #expect(draft.text == "Call Ana about the budget")
    #expect(draft.dueDate == Fixtures.date("2026-03-05"))
    #expect(draft.dueTime == LocalTime(hour: 15))
    #expect(draft.priority == .high)
    #expect(draft.assignedTo == nil, "calling Ana does not make her the owner")
    #expect(draft.tags == ["finance"])
    #expect(draft.recurrence == nil)
    #expect(draft.diagnostics.isEmpty)
  }

  @Test func explainGivesTheSameDraftAndItsSteps() {
    let parser = TaskParser(context: Fixtures.context())
    let (draft, trace) = parser.explain("call Ana tmrw 3pm about it")
    #expect(draft == parser.parse("call Ana tmrw 3pm about it"))
    #expect(trace.contains("found tomorrow: \"tmrw\""))
    #expect(trace.contains("found <clock time>: \"3pm\""))
    #expect(trace.contains("merged \"tmrw\" + \"3pm\""))
  }

  @Test func explainShowsWhatWasStatedAndHowItWasPlaced() {
    let parser = TaskParser(context: Fixtures.context())
    let period = parser.explain("send the deck by end of next month").trace
    #expect(
      period.contains(
        "placed \"by end of next month\": stated end of next month; resolved 2026-04-30")
    )
    let offset = parser.explain("call the bank 2 weeks from tomorrow").trace
    #expect(
      offset.contains(
        "placed \"2 weeks from tomorrow\": stated 2 week from the start of the day 1 from today; "
          + "resolved 2026-03-19"))
    let invalid = parser.explain("pay on feb 30").trace
    #expect(
      invalid.contains("refused \"feb 30\": stated month 2, day 30, year not written; no such day"))
  }

  @Test func explainTellsWhyWordsWereLeftAlone() {
    let (_, trace) = TaskParser(context: Fixtures.context()).explain("5/6 interviews done")
    #expect(trace.contains("dropped \"5/6\": a count before \"interviews\""))
  }

  @Test func numericDatesThatReadBothWaysAreFlagged() throws {
    let draft = Fixtures.parse("pay rent 03/04", now: "2026-01-10T09:00")
    #expect(draft.dueDate == Fixtures.date("2026-03-04"))
    let diagnostic = try #require(draft.diagnostics.first)
    #expect(diagnostic.kind == .ambiguousDate)
    #expect(
      diagnostic.message == "\"03/04\" could also be read as day/month; pass --date-order to choose"
    )
    #expect(
      Fixtures.parse("pay rent 03/04", now: "2026-01-10T09:00", order: .dmy).dueDate
        == Fixtures.date("2026-04-03"))
  }

  @Test(arguments: ["feb 30 send board report", "pay contractor 4/31", "june 31 offsite"])
  func aDayThatDoesNotExistGivesNoDateAndSaysWhy(_ text: String) throws {
    let draft = Fixtures.parse(text)
    #expect(draft.dueDate == nil)
    #expect(draft.diagnostics.map(\.kind) == [.invalidDate])
  }

  @Test func nextFridayMidweekIsFlaggedAsAmbiguous() throws {
    let draft = Fixtures.parse("next friday cancel the hotel hold")
    #expect(draft.dueDate == Fixtures.date("2026-03-13"))
    #expect(draft.text == "Cancel the hotel hold")
    let diagnostic = try #require(draft.diagnostics.first)
    #expect(diagnostic.kind == .ambiguousDate)
    #expect(diagnostic.span == "next friday")
  }

  @Test func nextFridayOnASaturdayIsNotAmbiguous() {
    let draft = Fixtures.parse("next fri cancel the hotel hold", now: "2026-03-07T10:30")
    #expect(draft.dueDate == Fixtures.date("2026-03-13"))
    #expect(draft.diagnostics.isEmpty)
  }

  @Test func anUnknownOwnerIsFlagged() {
    let draft = Fixtures.parse("have Jorge fix the fence")
    #expect(draft.assignedTo == "Jorge")
    #expect(draft.text == "Fix the fence")
    #expect(draft.diagnostics.map(\.kind) == [.unknownAssignee])
  }

  @Test func anOwnerOnTheRosterIsNotFlagged() {
    let draft = Fixtures.parse("have ana fix the fence")
    #expect(draft.assignedTo == "Ana Lima")
    #expect(draft.diagnostics.isEmpty)
  }

  @Test func aFirstNameTwoMembersShareIsReportedAsAmbiguous() {
    let team = [TeamMember(name: "Ana Lima"), TeamMember(name: "Ana Souza")]
    let draft = Fixtures.parse("Ana to review the deck", team: team)
    #expect(draft.assignedTo != "Ana Lima" && draft.assignedTo != "Ana Souza")
    // Roster answers .ambiguous, but the extractor keeps "Ana" as a name off the roster, so
    // the draft says "Ana is not on the team" instead of naming the two Anas.
    #expect(draft.diagnostics.map(\.kind) == [.ambiguousAssignee])
  }

  struct Levelled: Sendable, CustomTestStringConvertible {
    let text: String
    let priority: Priority
    let title: String
    var testDescription: String { text }
  }

  @Test(arguments: [
    Levelled(text: "send the deck asap !low", priority: .low, title: "Send the deck"),
    Levelled(
      text: "urgent p3 reply to the auditor", priority: .medium,
      title: "Urgent reply to the auditor"),
    Levelled(
      text: "fix critical bug in checkout !!", priority: .high,
      title: "Fix critical bug in checkout"),
    Levelled(text: "send the deck asap", priority: .high, title: "Send the deck"),
    Levelled(text: "clean the garage no rush", priority: .low, title: "Clean the garage"),
    Levelled(text: "call mom!!", priority: .medium, title: "Call mom"),
    Levelled(text: "sync p2p nodes", priority: .medium, title: "Sync p2p nodes"),
  ])
  func explicitPriorityBeatsKeywords(_ levelled: Levelled) {
    let draft = Fixtures.parse(levelled.text)
    #expect(draft.priority == levelled.priority)
    #expect(draft.text == levelled.title)
  }

  @Test func theSameTextAlwaysGivesTheSameDraft() {
    let parser = TaskParser(context: Fixtures.context())
    let text = "Bo to send the Q3 report by friday 5pm #finance p2"
    #expect(parser.parse(text) == parser.parse(text))
  }

  @Test func emptyAndOddInputsDoNotCrash() {
    for text in ["", "   ", "!!!", "#", "@", "⟦", "🎉🎉", String(repeating: "9", count: 400)] {
      _ = Fixtures.parse(text)
    }
    #expect(Fixtures.parse("").text == "")
  }
}
