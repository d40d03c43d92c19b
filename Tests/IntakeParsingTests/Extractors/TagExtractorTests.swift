import Testing

@testable import IntakeParsing

@Suite("TagExtractor")
struct TagExtractorTests {
  let extractor = TagExtractor()

  @Test(arguments: [
    Reading("pay the invoice ⟦#finance⟧", "#finance"),
    Reading("⟦#finance⟧ pay the invoice", "#finance"),
    Reading("close the books ⟦#Q1⟧", "#q1"),
    Reading("kickoff ⟦#team-alpha⟧", "#team-alpha"),
    Reading("kickoff ⟦#v2_launch⟧", "#v2_launch"),
    Reading("kickoff ⟦#team⟧- notes", "#team"),
  ])
  func tags(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test func aTagInParentheses() throws {
    // Only a "#" glued after a word ("C#") is refused; "(" is not a word.
    try extractor.expectOne(Reading("kickoff (⟦#ops⟧)", "#ops"))
  }

  @Test func severalTagsComeInOrder() {
    let (_, found) = extractor.run("pay #finance now #q1 #Finance", Fixtures.context())
    #expect(found.map(\.summary) == ["#finance", "#q1", "#finance"])
  }

  @Test(arguments: [
    "fix #1042", "room #4", "learn C# basics", "lone # sign", "issue#12", "email me#x",
  ])
  func numbersAndGluedHashesAreNotTags(_ text: String) {
    extractor.expectNone(text)
  }
}
