import Testing

@testable import IntakeParsing

@Suite("QuantityGrammar")
struct QuantityGrammarTests {
  /// The parts read at the start of `text`, as "amount unit" strings, and the words they took.
  private func read(_ text: String, signs: Bool = false) -> (parts: [String], taken: String)? {
    let item = Item(text)
    guard let (parts, end, _) = QuantityGrammar.read(item, at: 0, allowsSigns: signs) else {
      return nil
    }
    return (parts.map { "\($0.amount) \($0.unit)" }, item.text(of: 0..<end))
  }

  @Test func fractionsMoveToTheNextSmallerUnit() throws {
    #expect(read("2.5 hours of work")?.parts == ["150 minute"])
    #expect(read("0,75 hours")?.parts == ["45 minute"])
    #expect(read("1/2 an hour")?.parts == ["30 minute"])
    #expect(read("half a day")?.parts == ["12 hour"])
    #expect(read("a quarter of an hour")?.parts == ["15 minute"])
    #expect(read("three quarters of an hour")?.parts == ["45 minute"])
    #expect(read("10.75 minutes")?.parts == ["645 second"])
  }

  @Test func abbreviationsAndCompounds() throws {
    #expect(read("2d 3h 10min")?.parts == ["2 day", "3 hour", "10 minute"])
    #expect(read("2 years, 1 month and 21 days")?.parts == ["2 year", "1 month", "21 day"])
    #expect(read("an hour and a half")?.parts == ["1 hour", "30 minute"])
    #expect(read("a couple of weeks")?.parts == ["2 week"])
    #expect(read("1 decade -2 years", signs: true)?.parts == ["1 decade", "-2 year"])
    #expect(read("3 yrs")?.parts == ["3 year"])
  }

  @Test func aOneLetterUnitMustTouchItsNumber() {
    #expect(read("5m")?.parts == ["5 minute"])
    #expect(read("5 m of cable") == nil)
    #expect(read("2 d") == nil)
  }

  @Test func aJoinerStaysWhenNoPartFollowsIt() {
    #expect(read("3 days and then some")?.taken == "3 days")
    #expect(read("3 days, maybe")?.taken == "3 days")
  }

  @Test func wordsThatAreNotLengthsAreLeft() {
    #expect(read("2 people") == nil)
    #expect(read("half the team") == nil)
    #expect(read("a few notes") == nil)
  }
}
