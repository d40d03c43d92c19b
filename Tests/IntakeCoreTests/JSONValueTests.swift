import Foundation
import IntakeCore
import Testing

@Suite("JSONValue")
struct JSONValueTests {
  private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONValue(parsing: text)
  }

  @Test func readsEveryKindOfValue() throws {
    let value = try parse(
      #" { "text": "call Ana", "n": -12.5e1, "ok": true, "no": false, "gone": null, "#
        + #""list": [1, [], {}], "deep": {"k": "v"} } "#)
    #expect(value["text"] == .string("call Ana"))
    #expect(value["n"] == .number(-125))
    #expect(value["ok"] == .bool(true))
    #expect(value["no"] == .bool(false))
    #expect(value["gone"] == .null)
    #expect(value["list"] == .array([.number(1), .array([]), .object([:])]))
    #expect(value["deep"]?["k"]?.string == "v")
  }

  @Test func readsEscapesAndTextBeyondASCII() throws {
    let value = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9t\u00E9", "\ud83d\ude00", "Zoë 🙂"]"#)
    #expect(value.array?.map(\.string) == ["a\"b\\c/d\u{8}\u{c}\n\r\t", "été", "😀", "Zoë 🙂"])
  }

  @Test func agreesWithFoundationOnTheSameDocuments() throws {
    let documents = [
      #"{"id": "due-friday", "texts": ["send the deck by friday", "deck due fri"], "n": 0}"#,
      #"[0.5, -0, 1E3, 2e-2, 123456789012, "", " spaced "]"#,
      #"{"nested": {"a": [{"b": [null, true]}]}, "tab\tkey": "x"}"#,
    ]
    for document in documents {
      let ours = try parse(document)
      let theirs = try JSONDecoder().decode(JSONValue.self, from: Data(document.utf8))
      #expect(ours == theirs, "\(document)")
    }
  }

  @Test func refusesWhatIsNotJSONAndSaysWhere() {
    let cases: [(String, Int)] = [
      ("", 0), ("{", 1), (#"{"a" 1}"#, 5), (#"{"a": 1,}"#, 8), ("[1 2]", 3), ("01", 1),
      ("1.", 2), ("-", 1), ("tru", 0), (#""open"#, 5), ("\"a\u{1}b\"", 2), (#""\x""#, 2),
      (#""\ud83d""#, 7), ("{} {}", 3), ("// note", 0), ("NaN", 0), ("1e999", 5),
    ]
    for (text, offset) in cases {
      #expect(throws: JSONSyntaxError.self, "\(text)") { try parse(text) }
      do {
        _ = try parse(text)
      } catch {
        #expect(error.offset == offset, "\(text): \(error)")
      }
    }
  }

  @Test func refusesNestingDeeperThanTheLimitWithoutCrashing() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONSyntaxError.self) { try parse(deep) }
    let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
    #expect((try? parse(fine)) != nil)
  }

  @Test func refusesBytesThatAreNotUTF8InsideStrings() {
    let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x22]
    #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: bytes) }
    #expect(JSONValue(data: Data(bytes)) == nil)
  }

  @Test func trimsTheSpacesAroundAJSONLine() {
    let line = Array(" \t{\"a\": 1}\r".utf8)[...]
    #expect(Array(JSONLines.trimmed(line)) == Array("{\"a\": 1}".utf8))
    #expect(JSONLines.trimmed(Array("  ".utf8)[...]).isEmpty)
  }
}

@Suite("Trimming white space")
struct TrimmingTests {
  @Test func dropsWhiteSpaceAndLineBreaksAtBothEndsOnly() {
    #expect(" \t call Ana\u{00A0}tomorrow \r\n".trimmingWhitespace() == "call Ana\u{00A0}tomorrow")
    #expect("\u{3000}会議\u{2028}".trimmingWhitespace() == "会議")
    #expect(" \n\t ".trimmingWhitespace() == "")
    #expect("".trimmingWhitespace() == "")
    #expect("x".trimmingWhitespace() == "x")
  }

  @Test func aSetOfCharactersIsTrimmedAtBothEndsOnly() {
    #expect("  \"@ana:\" ".trimming(" \"@:") == "ana")
    #expect("[Ana, Bo]".trimming("[] ") == "Ana, Bo")
    #expect("--".trimming("-") == "")
    #expect("Zoë-".trimming { $0 == "-" || $0 == "Z" } == "oë")
  }

  @Test func agreesWithFoundation() {
    for text in ["  a b  ", "\u{85}x\u{85}", "\u{200B}zero width\u{200B}", "é\u{301} ", "\t\u{A0}"]
    {
      #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }
}
