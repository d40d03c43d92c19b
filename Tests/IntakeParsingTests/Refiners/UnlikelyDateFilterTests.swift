import IntakeCore
import Testing

@testable import IntakeParsing

@Suite("UnlikelyDateFilter")
struct UnlikelyDateFilterTests {
  private func filter(_ text: String) throws -> (kept: [Candidate], trace: [String]) {
    let context = Fixtures.context()
    let (item, found) = AbsoluteDateExtractor().run(text, context)
    try #require(found.count == 1, "the extractor reads a date in \"\(text)\"")
    var trace = Trace(isEnabled: true)
    let kept = UnlikelyDateFilter().refine(found, item: item, context: context, trace: &trace)
    return (kept, trace.lines)
  }

  @Test(arguments: [
    "5/6 interviews done", "buy a 3/4 inch pipe", "24/7 support", "9/11 memorial",
    "3/4 of the team", "2/3 tests passing", "1/2 cup sugar", "4/5 stars",
  ])
  func countsFractionsAndIdiomsAreDropped(_ text: String) throws {
    let (kept, trace) = try filter(text)
    #expect(kept.isEmpty)
    #expect(trace.count == 1, "the trace says why")
  }

  @Test(arguments: [
    "pay rent 4/2", "4/2 at 3pm", "dentist 4/2 mondays", "5/6/2026 interviews",
    "2026-05-06 items", "4/2 pm standup",
  ])
  func realDatesAreKept(_ text: String) throws {
    #expect(try filter(text).kept.count == 1)
  }

  @Test func otherCandidatesPassThrough() {
    let item = Item("5/6 interviews #hiring")
    let context = Fixtures.context()
    let candidates = Fixtures.extractAll(item, context)
    var trace = Trace(isEnabled: false)
    let kept = UnlikelyDateFilter().refine(candidates, item: item, context: context, trace: &trace)
    #expect(kept.map(\.summary) == ["#hiring"])
  }
}
