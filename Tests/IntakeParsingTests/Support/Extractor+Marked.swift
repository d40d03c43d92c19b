import IntakeCore
import Testing

@testable import IntakeParsing

extension Extractor {
  /// What this extractor alone finds in `text`, placed on the calendar by the resolver, with
  /// the item it read.
  func run(_ text: String, _ context: ParsingContext) -> (item: Item, found: [Candidate]) {
    let item = Item(text)
    var found: [Candidate] = []
    extract(from: item, context: context, into: &found)
    return (item, Fixtures.resolve(found, item, context))
  }

  /// Checks that the extractor finds exactly one candidate in the reading's input, over the
  /// marked words, with the expected value.
  func expectOne(
    _ reading: Reading, context: ParsingContext? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let (item, found) = run(reading.input.text, context ?? Fixtures.context(now: reading.now))
    try #require(
      found.count == 1, "found \(found.map { $0.describe(in: item) })",
      sourceLocation: sourceLocation)
    #expect(item.text(of: found[0].range) == reading.input.span, sourceLocation: sourceLocation)
    #expect(found[0].summary == reading.value, sourceLocation: sourceLocation)
  }

  /// Checks that the extractor finds nothing in `text`.
  func expectNone(
    _ text: String, context: ParsingContext = Fixtures.context(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let (item, found) = run(text, context)
    #expect(
      found.isEmpty, "found \(found.map { $0.describe(in: item) })",
      sourceLocation: sourceLocation)
  }
}
