import IntakeCore
import Testing

@testable import IntakeParsing

/// Values read `high` when typed on purpose and `high?` when inferred from a keyword.
@Suite("PriorityExtractor")
struct PriorityExtractorTests {
  let extractor = PriorityExtractor()

  @Test(arguments: [
    Reading("call the bank ⟦!⟧", "medium"),
    Reading("call the bank ⟦!!⟧", "high"),
    Reading("⟦!!!⟧ server down", "urgent"),
    Reading("call the bank ⟦!low⟧", "low"),
    Reading("call the bank ⟦!medium⟧", "medium"),
    Reading("call the bank ⟦!high⟧", "high"),
    Reading("call the bank ⟦!urgent⟧", "urgent"),
    Reading("fix login ⟦p1⟧", "urgent"),
    Reading("fix login ⟦p2⟧", "high"),
    Reading("fix login ⟦p3⟧", "medium"),
    Reading("fix login ⟦p4⟧", "low"),
    Reading("renew passport ⟦high priority⟧", "high"),
    Reading("renew passport ⟦low priority⟧", "low"),
    Reading("renew passport ⟦(low priority)⟧", "low"),
    Reading("renew passport ⟦high-pri⟧", "high"),
    Reading("renew passport ⟦priority: high⟧", "high"),
    Reading("renew passport ⟦prio: low⟧", "low"),
    Reading("renew passport ⟦priority 2⟧", "high"),
    Reading("renew passport ⟦top priority⟧", "urgent"),
  ])
  func explicitSyntax(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test(arguments: [
    Reading("send the deck ⟦asap⟧", "high?"),
    Reading("send the deck ⟦a.s.a.p.⟧", "high?"),
    Reading("⟦urgent⟧ call from the school", "urgent?"),
    Reading("fix the ⟦critical⟧ bug in checkout", "urgent?"),
    Reading("⟦blocker⟧ on the release", "urgent?"),
    Reading("send the ⟦important⟧ docs to the lawyer", "high?"),
    Reading("clean the garage ⟦when you get a chance⟧", "low?"),
    Reading("clean the garage, ⟦no rush⟧", "low?"),
    Reading("clean the garage ⟦someday⟧", "low?"),
    Reading("clean the garage ⟦whenever⟧", "low?"),
    Reading("reply to the survey, ⟦not urgent⟧", "low?"),
  ])
  func keywordsSuggestALevel(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test func keywordsThatCarryMeaningStayInTheTitle() throws {
    let (_, critical) = extractor.run("fix the critical bug", Fixtures.context())
    #expect(try #require(critical.first).removesWords == false)
    let (_, asap) = extractor.run("send the deck asap", Fixtures.context())
    #expect(try #require(asap.first).removesWords)
  }

  @Test func aKeywordUsedAsALabelIsRemoved() throws {
    let (item, found) = extractor.run("URGENT: server down", Fixtures.context())
    let candidate = try #require(found.first)
    #expect(item.text(of: candidate.range) == "URGENT:")
    #expect(candidate.removesWords)
  }

  @Test(arguments: [
    "call mom!", "call mom!!", "wow!!!", "p2p sync", "fix #1042", "p5 report", "mp3 player",
    "the app2 build", "prioritize the backlog", "high five the team", "top of the list",
    "yes!high",
  ])
  func wordsItLeavesAlone(_ text: String) {
    extractor.expectNone(text)
  }
}
