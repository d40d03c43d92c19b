import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Markdown emphasis, links, code, tags and entities reduced to words.
  @Suite("InlineMarkdown")
  struct InlineMarkdownTests {
    @Test(arguments: [
      ("**ACTION 62.5:** Bo", "ACTION 62.5: Bo"), ("_em_ and __bold__", "em and bold"),
      ("*em* and ***both***", "em and both"), ("snake_case_name stays", "snake_case_name stays"),
      ("2 * 3 and 5*3", "2 * 3 and 5*3"),
      ("~~three struck words~~ and ~2 hours", "three struck words and ~2 hours"),
      ("'''Action''' and ''note''", "Action and note"), ("it's Ana's", "it's Ana's"),
      ("see [the draft](https://x.org/a_(b)) now", "see the draft now"),
      ("a [ref link][1] here", "a ref link here"), ("![logo](logo.png) ok", "logo ok"),
      ("[[Release Notes|notes]] page", "notes page"), ("`config_file.yaml`", "config_file.yaml"),
      ("<https://x.org> &amp; <b>bold</b>", "https://x.org & bold"),
      ("Ana <ana@example.com>", "Ana ana@example.com"), ("a < b and [DONE]", "a < b and [DONE]"),
      (#"\*not em\*"#, "*not em*"), ("  spaced   out  ", "spaced out"),
    ])
    func markupIsReducedToItsWords(_ written: String, _ reduced: String) {
      #expect(InlineMarkdown.reduced(written) == reduced)
    }

    @Test func aWhollyStruckTextReadsAsDone() {
      let bytes = Array("~~Drop the old API~~".utf8)
      #expect(InlineMarkdown.reduce(bytes, 0..<bytes.count).isStruck)
      let partly = Array("Drop ~~the~~ old API".utf8)
      #expect(!InlineMarkdown.reduce(partly, 0..<partly.count).isStruck)
    }

    /// Words struck out and replaced in the same line were taken back.
    ///
    /// The line reads without them. A struck entry with a remark after it keeps its words for its status.
    @Test(arguments: [
      ("send the budget ~~Friday~~ Monday", "send the budget Monday"),
      ("~~Olek~~ Priya renews the certificate", "Priya renews the certificate"),
      ("book ~~two rooms~~ one room for the offsite", "book one room for the offsite"),
      ("~~Hana: file the travel claims~~ done", "Hana: file the travel claims done"),
      ("ends struck ~~Friday~~", "ends struck Friday"), ("~~ spaced ~~ marks", "spaced marks"),
    ])
    func wordsStruckOutAndReplacedAreNotRead(_ written: String, _ reduced: String) {
      #expect(InlineMarkdown.reduced(written) == reduced)
    }

    @Test func unclosedMarksCostALinearPass() {
      let text = String(repeating: "[a **b <c &d ", count: 50_000)
      #expect(InlineMarkdown.reduced(text).utf8.count > 400_000)
    }
  }
}
