import Testing

@testable import IntakeParsing

extension SegmenterTests {
  /// Telling the format from the first lines.
  @Suite("FormatDetector")
  struct FormatDetectorTests {
    func detect(_ text: String) -> DocumentFormat {
      FormatDetector.detect(text.split(separator: "\n").map { Array($0.utf8) })
    }

    @Test func captionsWithoutHeadersAreToldByTheirTimings() {
      #expect(detect("00:00:01.000 --> 00:00:02.000\nhi") == .webVTT)
      #expect(detect("00:00:01,000 --> 00:00:02,000\nhi") == .srt)
    }

    @Test func bulletsThatLookLikeIRCActionsStayMarkdown() {
      #expect(detect("* Ana to send the deck\n* Bo to book the room") == .markdown)
    }

    @Test func oneSpeakerLineIsATranscript() {
      #expect(detect("Ana: I'll send the deck") == .speakerLines)
      #expect(detect("") == .plain)
    }
  }
}
