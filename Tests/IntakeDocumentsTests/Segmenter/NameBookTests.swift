import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Names a document has given, and resolving a first name to a full one.
  @Suite("NameBook")
  struct NameBookTests {
    @Test func aFirstNameAloneGivesWayToTheFullName() {
      var book = NameBook()
      book.add("ana")
      book.add("Bo Chen")
      book.add("Ana Lima")
      book.add("Bo")
      book.add("ANA LIMA")
      #expect(book.written == ["Bo Chen", "Ana Lima"])
      #expect(book.contains("ana"))
      #expect(book.contains("bo chen"))
      #expect(!book.contains("chen"))
    }

    @Test func aNameResolvesToTheSpeakerItStartsWith() {
      var book = NameBook()
      book.add("Bo Chen")
      book.add("Bob Stone")
      #expect(book.resolve("bo") == "Bo Chen")
      #expect(book.resolve("Bo", preferring: [nil, "Bo Chen"]) == "Bo Chen")
      #expect(book.resolve("Dev") == "Dev")
    }
  }
}
