import Testing

@testable import IntakeParsing

@Suite("Item")
struct ItemTests {
  @Test func textOfARangeIsTheOriginalWording() {
    let item = Item("Call  Ana, TMRW 3pm")
    #expect(item.text(of: 0..<2) == "Call  Ana")
    #expect(item.text(of: 3..<6) == "TMRW 3pm")
    #expect(item.text(of: 2..<2) == "")
  }

  @Test func lookupsOutsideTheTokensAreFalseOrNil() {
    let item = Item("fri 3pm")
    #expect(item.word(-1) == nil)
    #expect(item.word(9) == nil)
    #expect(item.number(1) == 3)
    #expect(item.number(0) == nil)
    #expect(!item.isWord(5, "fri"))
    #expect(!item.isMark(-1, ","))
    #expect(!item.isJoined(0))
    #expect(item.isJoined(2))
  }

  @Test func aBoundaryIsTheEndOrPhrasePunctuation() {
    let item = Item("a, b # c @ d / e : f")
    #expect(item.isBoundary(1))  // ","
    #expect(!item.isBoundary(3))  // "#"
    #expect(!item.isBoundary(5))  // "@"
    #expect(!item.isBoundary(7))  // "/"
    #expect(!item.isBoundary(9))  // ":"
    #expect(!item.isBoundary(0))  // a word
    #expect(item.isBoundary(item.count))
  }

  struct Spelled: Sendable, CustomTestStringConvertible {
    let text: String
    let value: Int
    let isOrdinal: Bool
    /// Tokens the number takes.
    let length: Int
    var testDescription: String { text }
  }

  @Test(arguments: [
    Spelled(text: "seven", value: 7, isOrdinal: false, length: 1),
    Spelled(text: "twelve", value: 12, isOrdinal: false, length: 1),
    Spelled(text: "twenty two", value: 22, isOrdinal: false, length: 2),
    Spelled(text: "twenty-second", value: 22, isOrdinal: true, length: 3),
    Spelled(text: "thirty first", value: 31, isOrdinal: true, length: 2),
    Spelled(text: "twentieth", value: 20, isOrdinal: true, length: 1),
    Spelled(text: "fourth", value: 4, isOrdinal: true, length: 1),
    Spelled(text: "twenty days", value: 20, isOrdinal: false, length: 1),
  ])
  func aNumberInWords(_ spelled: Spelled) throws {
    let found = try #require(Item(spelled.text).spelledNumber(0))
    #expect(found.value == spelled.value)
    #expect(found.isOrdinal == spelled.isOrdinal)
    #expect(found.end == spelled.length)
  }

  @Test(arguments: ["a", "an", "couple", "few", "several", "last", "lunch"])
  func wordsThatOnlyCountInPhrasesAreNotNumbers(_ word: String) {
    #expect(Item(word).spelledNumber(0) == nil)
  }
}

@Suite("Item.isEndOfWords")
struct ItemEndOfWordsTests {
  @Test(arguments: [
    ("pay rent mon", 3, true),
    ("pay rent mon #finance", 3, true),
    ("pay rent mon #team-alpha @bo", 3, true),
    ("pay rent mon #finance, then call Bo", 3, true),
    ("pay rent mon p2", 3, true),
    ("pay rent mon !high", 3, true),
    ("pay rent mon #finance call Bo", 3, false),
    ("pay rent mon with Bo", 3, false),
    ("pay rent mon p9", 3, false),
    ("pay rent mon # finance", 3, false),
  ])
  func onlyTagsMentionsAndPriorityMayFollow(_ text: String, _ index: Int, _ isEnd: Bool) {
    #expect(Item(text).isEndOfWords(index) == isEnd)
  }
}
