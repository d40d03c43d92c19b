import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Hesitations, set-off fillers and false starts taken out of speech.
  @Suite("SpokenText")
  struct SpokenTextTests {
    func clean(_ text: String) -> String {
      String(decoding: SpokenText.clean(Array(text.utf8)), as: UTF8.self)
    }

    @Test(arguments: [
      ("Um, so I'll send it.", "so I'll send it."),
      ("so, uh, I'm gonna, like, reach out tomorrow", "so I'm gonna reach out tomorrow"),
      ("We should fix that um.", "We should fix that."),
      ("and, you know, we need a new quote", "and we need a new quote"),
      ("I mean, we could try it", "we could try it"),
      ("I- I'll take the docs", "I'll take the docs"),
      ("th- the vendor call", "the vendor call"),
      ("we, we need to ship", "we need to ship"),
      ("I'll, um, I'll just say the numbers", "I'll just say the numbers"),
      ("we, uh, we can ship it", "we can ship it"),
    ])
    func disfluenciesGo(_ spoken: String, _ meant: String) {
      #expect(clean(spoken) == meant)
    }

    @Test(arguments: [
      "I'd like to review it", "you know the drill", "it looks like rain",
      "send 20-30 samples", "Bora Bora trip", "we'll check the pre- and post-checks",
    ])
    func wordsThatOnlyLookLikeFillersStay(_ text: String) {
      #expect(clean(text) == text)
    }
  }
}
