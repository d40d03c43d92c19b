import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// The structure of caption files, before anything said is read as a task.
  @Suite("CaptionReader")
  struct CaptionReaderTests {
    /// Each event of every line, described shortly.
    func events(_ text: String, format: DocumentFormat) -> [String] {
      var reader = CaptionReader(format: format, speakerNames: SpeakerNameCache())
      var described: [String] = []
      func describe(_ event: CaptionReader.Event) -> String {
        switch event {
        case .speech(let speaker, let timestamp, let text, let line):
          return "\(line) \(speaker ?? "-") \(timestamp ?? "-") "
            + String(decoding: text, as: UTF8.self)
        case .speakerChange:
          return "change"
        case .header(let bytes, _):
          return "header " + String(decoding: bytes, as: UTF8.self)
        }
      }
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let bytes = Array(line.utf8)
        described += reader.read(bytes, isBlank: line.allSatisfy(\.isWhitespace), line: index + 1)
          .map(describe)
      }
      return described + reader.finish().map(describe)
    }

    @Test func webVTTCuesGiveTheirWordsWithVoiceAndStartTime() {
      let text = """
        WEBVTT
        NOTE recorded 2026-05-04

        intro
        00:00:01.000 --> 00:00:04.000
        <v Ana Lima>I'll send the deck</v>

        00:00:05.000 --> 00:00:07.000
        >> who has the notes?
        [Bo Chen] I do
        """
      #expect(
        events(text, format: .webVTT) == [
          "header WEBVTT", "header NOTE recorded 2026-05-04",
          "6 Ana Lima 00:00:01.000 I'll send the deck", "change",
          "9 - 00:00:05.000 who has the notes?", "10 Bo Chen 00:00:05.000 I do",
        ])
    }

    @Test func srtNumbersAreNoWordsAndAnIdentifierWithoutTimingIs() {
      let text = """
        1
        00:00:01,000 --> 00:00:02,000
        Ana: book the room

        a stray line
        and another
        last words
        """
      #expect(
        events(text, format: .srt) == [
          "3 Ana 00:00:01,000 book the room", "5 - - a stray line", "6 - - and another",
          "7 - - last words",
        ])
    }
  }
}
