import IntakeCore
import Testing

@testable import IntakeParsing

/// Read on Wednesday 2026-03-04 09:00 with Fixtures.team.
@Suite("Assembler")
struct AssemblerTests {
  struct Titled: Sendable, CustomTestStringConvertible {
    let text: String
    let title: String
    var testDescription: String { text }
  }

  @Test(arguments: [
    Titled(text: "call Ana tmrw 3pm about the budget !high", title: "Call Ana about the budget"),
    Titled(text: "pay rent by friday", title: "Pay rent"),
    Titled(text: "due friday: tax return", title: "Tax return"),
    Titled(
      text: "meet the movers at the storage unit", title: "Meet the movers at the storage unit"),
    Titled(
      text: "stuff to be picked up by the charity", title: "Stuff to be picked up by the charity"),
    Titled(text: "library books due today!", title: "Library books"),
    Titled(text: "call Ana, tomorrow, about the lease", title: "Call Ana, about the lease"),
    Titled(text: "renew passport (by friday)", title: "Renew passport"),
    Titled(text: "renew passport [eom]", title: "Renew passport"),
    Titled(text: "have Ana call the bank", title: "Call the bank"),
    Titled(text: "Ana to review the deck", title: "Review the deck"),
    Titled(text: "fix critical bug in checkout", title: "Fix critical bug in checkout"),
    Titled(text: "send the deck asap", title: "Send the deck"),
    Titled(text: "send   the    deck tomorrow", title: "Send the deck"),
    Titled(text: "email landlord re heating tmrw", title: "Email landlord re heating"),
    Titled(text: "iPhone screen repair friday", title: "IPhone screen repair"),
    Titled(text: "– tomorrow: call the plumber", title: "Call the plumber"),
    Titled(text: "feb 30 send board report", title: "Feb 30 send board report"),
    Titled(text: "fix #1042 #backend", title: "Fix #1042"),
    Titled(text: "C# course @bo", title: "C# course"),
  ])
  func theTitleIsWhatIsLeftTidied(_ titled: Titled) {
    #expect(Fixtures.parse(titled.text).text == titled.title)
  }

  @Test func aTitleWithNothingLeftIsReported() {
    let draft = Fixtures.parse("tomorrow 3pm")
    #expect(draft.text.isEmpty)
    #expect(draft.diagnostics.map(\.kind) == [.emptyTitle])
  }

  @Test func aDateInsideAFileNameLeavesTheFileNameReadable() {
    // "report-20270302.pdf" loses its date; no space is added that was never typed.
    let draft = Fixtures.parse("review report-20270302.pdf")
    #expect(draft.dueDate == Fixtures.date("2027-03-02"))
    #expect(!draft.text.contains(". pdf"))
  }

  @Test func eachFieldRecordsTheWordsItCameFrom() throws {
    let marked = Marked("call Ana ⟦tmrw 3pm⟧ about it")
    let draft = Fixtures.parse(marked.text)
    let date = try #require(draft.sources.first { $0.field == .dueDate })
    #expect(date.span == marked.span)
    #expect(date.start == 9)
    #expect(date.end == 17)
    #expect(date.rule == "tomorrow + <clock time>")
    let time = try #require(draft.sources.first { $0.field == .dueTime })
    #expect(time.span == marked.span)
  }

  struct Sourced: Sendable, CustomTestStringConvertible {
    let input: Marked
    let field: TaskField
    init(_ input: String, _ field: TaskField) {
      self.input = Marked(input)
      self.field = field
    }
    var testDescription: String { "\(field.rawValue): \(input.source)" }
  }

  @Test(arguments: [
    Sourced("⟦@bo⟧ send the invoice", .assignedTo),
    Sourced("send the invoice ⟦#finance⟧", .tags),
    Sourced("send the invoice ⟦p2⟧", .priority),
    Sourced("send the invoice ⟦every friday⟧", .recurrence),
    Sourced("send the invoice by ⟦friday⟧", .dueDate),
    Sourced("send the invoice ⟦at 3pm⟧ café", .dueTime),
  ])
  func aSourcesSpanIsTheMarkedWords(_ sourced: Sourced) throws {
    let draft = Fixtures.parse(sourced.input.text)
    let source = try #require(draft.sources.first { $0.field == sourced.field })
    let utf8 = Array(sourced.input.text.utf8)
    #expect(source.span == sourced.input.span)
    #expect(String(decoding: utf8[source.start..<source.end], as: UTF8.self) == source.span)
  }

  @Test func anOwnerNotOnTheRosterIsKeptAndFlagged() throws {
    let draft = Fixtures.parse("Vitalik to deploy the contract")
    #expect(draft.assignedTo == "Vitalik")
    #expect(draft.owners == ["Vitalik"])
    let diagnostic = try #require(draft.diagnostics.first)
    #expect(diagnostic.kind == .unknownAssignee)
    #expect(diagnostic.span == "Vitalik")
    #expect(diagnostic.message.contains("intake team add \"Vitalik\""))
  }

  @Test func ownersAreListedOnceFirstOneFirst() {
    let draft = Fixtures.parse("Carla and Bo to prep the demo @carla")
    #expect(draft.assignedTo == "Carla Diaz")
    #expect(draft.owners == ["Carla Diaz", "Bo Chen"])
  }

  @Test func tagsAreListedOnceInOrder() {
    #expect(Fixtures.parse("pay #finance #Q1 rent #finance").tags == ["finance", "q1"])
  }

  @Test func theDraftIsOnlyAsSureAsItsWeakestField() {
    let sure = Fixtures.parse("pay rent 2026-04-02")
    let unsure = Fixtures.parse("pay rent 03/04 #home")
    #expect(sure.confidence == 0.9)
    #expect(unsure.confidence == 0.6)
    #expect(Fixtures.parse("pay rent").confidence == 1)
  }

  @Test func theTimeZoneIsTheContextsName() {
    let context = Fixtures.context(zone: "America/New_York")
    #expect(TaskParser(context: context).parse("pay rent").timeZone == "America/New_York")
  }

  @Test func aRecurrenceSetsItsFirstOccurrenceAsTheDueDate() {
    let draft = Fixtures.parse("water the plants every other sunday at 9am")
    #expect(draft.recurrence == "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU")
    #expect(draft.dueDate == Fixtures.date("2026-03-08"))
    #expect(draft.dueTime == LocalTime(hour: 9))
    #expect(draft.text == "Water the plants")
  }

  @Test func titleCleaningAloneJoinsRunsAndTidies() {
    let item = Item("call Ana , , about it !")
    var consumed = [Bool](repeating: false, count: item.count)
    consumed[2] = true
    #expect(Title.clean(item, keeping: consumed) == "Call Ana, about it")
  }

  @Test(arguments: [
    ("— call Ana –", "Call Ana"),
    ("| : éclair order, !", "Éclair order"),
    ("-\u{301} keep the accented mark", "-\u{301} keep the accented mark"),
    ("() book ( , ) the room —", "Book the room"),
    ("1:1 with Bo", "1:1 with Bo"),
    ("  ", ""),
    ("pay \u{1B}[31mred\u{1B}[0m rent", "Pay [31mred [0m rent"),
    ("call Ana\u{2028}about it\u{85}now", "Call Ana about it now"),
    ("clear \u{9B}2J the board\u{7F}", "Clear 2J the board"),
  ])
  func titlesAreTrimmedOfMarksAndCapitalised(_ text: String, _ title: String) {
    let item = Item(text)
    let consumed = [Bool](repeating: false, count: item.count)
    #expect(Title.clean(item, keeping: consumed) == title)
  }
}
