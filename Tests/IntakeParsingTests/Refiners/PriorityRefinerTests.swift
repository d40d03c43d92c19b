import IntakeCore
import Testing

@testable import IntakeParsing

@Suite("PriorityRefiner")
struct PriorityRefinerTests {
  /// The level in use and, for each priority candidate, whether its value is used.
  private func settle(_ text: String) -> (levels: [String], used: [Bool], removes: [Bool]) {
    let (_, candidates, _) = Fixtures.refined(text, through: PriorityRefiner.self)
    let priorities = candidates.filter {
      if case .priority = $0.value { return true }
      return false
    }
    return (
      priorities.map(\.summary), priorities.map(\.isValueUsed), priorities.map(\.removesWords)
    )
  }

  @Test func explicitSyntaxBeatsAKeyword() {
    let settled = settle("send the deck asap !low")
    #expect(settled.levels == ["high?", "low"])
    #expect(settled.used == [false, true])
    #expect(settled.removes == [true, true], "the losing filler word still leaves the title")
  }

  @Test func explicitBeatsAHigherKeyword() {
    #expect(settle("urgent fix the login p3").used == [false, true])
  }

  @Test func theFirstExplicitLevelWins() {
    let settled = settle("!high call the bank p4")
    #expect(settled.levels == ["high", "low"])
    #expect(settled.used == [true, false])
  }

  @Test func amongKeywordsTheHighestWins() {
    let settled = settle("important: the urgent invoice")
    #expect(settled.levels == ["high?", "urgent?"])
    #expect(settled.used == [false, true])
  }

  @Test func aSinglePriorityIsLeftAsItIs() {
    #expect(settle("call the bank !!").used == [true])
    #expect(settle("call the bank").levels.isEmpty)
  }
}
