import Foundation
import IntakeCore
import Testing

@testable import IntakeDocuments

/// The public face of the segmenter: formats, feeding, header, file names, bad input.
///
/// The readers' own behaviour is in the nested suites (NotesClassifierTests, TranscriptClassifierTests,
/// …), all under `SegmenterTests` so `swift test --filter SegmenterTests` runs them together.
@Suite("Segmenter")
struct SegmenterTests {
  // MARK: - Formats

  @Test(arguments: [
    ("call.vtt", DocumentFormat.webVTT), ("call.srt", .srt), ("notes.md", .markdown),
    ("NOTES.Markdown", .markdown),
  ])
  func theExtensionSettlesTheFormat(_ fileName: String, _ format: DocumentFormat) {
    #expect(Segmenter(fileName: fileName).format == format)
    #expect(DocumentFormat(fileName: fileName) == format)
  }

  @Test(arguments: ["notes.txt", "chat.log", "stdin", "archive.tar.gz"])
  func otherExtensionsLeaveItToTheContent(_ fileName: String) {
    #expect(DocumentFormat(fileName: fileName) == nil)
  }

  struct Detection: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let format: DocumentFormat
    var testDescription: String { name }
  }

  @Test(arguments: [
    Detection(
      name: "WEBVTT header", text: "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nhi\n",
      format: .webVTT),
    Detection(
      name: "numbered SRT cues",
      text: "1\n00:00:01,000 --> 00:00:02,000\nANA: hi\n\n2\n00:00:03,000 --> 00:00:04,000\nok\n",
      format: .srt),
    Detection(
      name: "IRC log",
      text: "[12:01] <ana> morning\n[12:02] <bo> hi\n-!- carla has joined\n[12:03] <carla> hey\n",
      format: .irc),
    Detection(
      name: "speaker lines",
      text: "Weekly sync\nAna Lima: let's start\nBo Chen: sure\n[00:01:02] Ana Lima: next\n",
      format: .speakerLines),
    Detection(
      name: "Markdown", text: "# Sync\n\n- [ ] call the bank\n- write the memo\n",
      format: .markdown),
    Detection(
      name: "plain notes",
      text: "Board meeting\nAttendees: Ana, Bo\nAction items:\nAna to call the bank.\n",
      format: .plain),
  ])
  func theFirstLinesTellTheFormat(_ detection: Detection) {
    #expect(Segmenter.segment(detection.text, fileName: "input.txt").format == detection.format)
  }

  @Test func aForcedFormatWins() {
    let text = "Ana: I'll send the deck.\nBo: thanks\n"
    #expect(Segmenter.segment(text, format: .markdown).format == .markdown)
    #expect(Segmenter.segment(text, format: .speakerLines).items.first?.speaker == "Ana")
  }

  // MARK: - Feeding

  static let documents = [
    """
    # Weekly sync — 2026-03-02
    Attendees: Ana Lima, Bo Chen

    ## Notes
    - Release is on track. Bo will update the changelog by Friday.
    - We need to book the room for the offsite,
      ideally before the end of March.

    ## Action items
    - [ ] Ana to send the revised deck to the board by
      Thursday
      - [ ] collect the numbers
    - [x] Bo: renew the TLS certificate
    """,
    """
    WEBVTT

    00:00:01.000 --> 00:00:04.000
    <v Ana Lima>Bo, can you send the deck by Friday?</v>

    00:00:04.500 --> 00:00:06.000
    <v Bo Chen>Sure, I'll do it tomorrow.</v>
    """,
    """
    [12:01] <ana> bo: can you review the PR today?
    [12:02] <bo> sure, will do
    [12:03] <carla> #action carla to update the runbook
    """,
  ]

  @Test(arguments: documents)
  func feedingLineByLineGivesWhatSegmentGives(_ text: String) {
    let whole = Segmenter.segment(text).items
    #expect(!whole.isEmpty)
    #expect(SegmenterFixtures.fed(text) == whole)
  }

  @Test func itemsComeOutWhenTheirLastLineIsKnown() {
    // A known format streams; a .md file alone waits for its first lines (see below).
    var segmenter = Segmenter(format: .markdown, fileName: "notes.md")
    #expect(segmenter.feed("## Action items").isEmpty)
    #expect(segmenter.feed("- [ ] Ana to send the deck").isEmpty, "a continuation may follow")
    #expect(segmenter.feed("  by Friday").isEmpty)
    let completed = segmenter.feed("- [ ] Bo to book the room")
    #expect(completed.map(\.text) == ["Ana to send the deck by Friday"])
    #expect(segmenter.finish().map(\.text) == ["Bo to book the room"])
  }

  @Test func theHeaderGrowsAsLinesAreRead() {
    var segmenter = Segmenter(format: .markdown, fileName: "sync.md")
    _ = segmenter.feed("# Weekly sync — 2026-03-02")
    #expect(segmenter.header.meetingDate == SegmenterFixtures.date("2026-03-02"))
    #expect(segmenter.header.attendees.isEmpty)
    _ = segmenter.feed("Attendees: Ana Lima, Bo Chen")
    #expect(segmenter.header.attendees == ["Ana Lima", "Bo Chen"])
  }

  @Test func aMarkdownFileHoldingATranscriptIsReadAsOne() {
    let text = """
      # Community call

      **Ana Lima:** Thanks all. I'll send the notes out tomorrow.

      **Bo Chen:** Great, and I'll fix the docs build.
      """
    let result = Segmenter.segment(text, fileName: "call.md")
    #expect(result.format == .speakerLines)
    #expect(result.items.map(\.impliedOwners) == [["Ana Lima"], ["Bo Chen"]])
    #expect(Segmenter.segment("# Notes\n\n- Ana to send it", fileName: "n.md").format == .markdown)
  }

  @Test func beforeTheFormatIsKnownLinesAreHeld() {
    var segmenter = Segmenter(fileName: "notes.txt")
    #expect(segmenter.feed("Action items:").isEmpty)
    #expect(segmenter.feed("Ana to call the bank.").isEmpty)
    #expect(segmenter.format == .plain, "the guess until the first lines are in")
    #expect(segmenter.finish().map(\.text) == ["Ana to call the bank"])
  }

  // MARK: - Bad input

  @Test(arguments: ["", "\n", "   \n\t\n", "\n\n\n\n"])
  func emptyOrBlankInputGivesNothing(_ text: String) {
    let result = Segmenter.segment(text)
    #expect(result.items.isEmpty)
    #expect(result.header == DocumentHeader())
  }

  @Test func carriageReturnsAndAByteOrderMarkAreIgnored() {
    let text = "\u{FEFF}## Action items\r\n- Ana to call the bank\r\n- Bo to pay rent\r\n"
    #expect(SegmenterFixtures.texts(text) == ["Ana to call the bank", "Bo to pay rent"])
    #expect(SegmenterFixtures.items(text).map(\.line) == [2, 3])
  }

  @Test func aLineOfOneMegabyteIsReadInLinearTime() {
    let sentence = "we went over the numbers, the plan and the budget for the next quarter. "
    let line = String(repeating: sentence, count: 1_000_000 / sentence.utf8.count)
    let brackets = String(repeating: "[a *b _c `d <e ", count: 70_000)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      #expect(Segmenter.segment(line).items.isEmpty)
      #expect(Segmenter.segment("## Action items\n- " + line).items.count == 1)
      #expect(Segmenter.segment(brackets, fileName: "x.md").items.isEmpty)
    }
    // A quadratic pass over a megabyte takes minutes; a linear one well under a second.
    #expect(elapsed < .seconds(20))
  }

  @Test func aHundredThousandBulletsAreAHundredThousandItems() {
    var text = "## TODOs\n"
    for index in 0..<100_000 { text += "- [ ] task \(index)\n" }
    let items = Segmenter.segment(text, fileName: "todo.md").items
    #expect(items.count == 100_000)
    #expect(items.last?.line == 100_001)
  }

  // MARK: - File names

  @Test(arguments: [
    ("2026-03-02-planning.md", "2026-03-02"), ("planning_2026-03-02.md", "2026-03-02"),
    ("20260302 sync.txt", "2026-03-02"), ("notes/2026.03.02 standup.txt", "2026-03-02"),
    ("/tmp/x/2026_03_02.md", "2026-03-02"), ("roadmap-review-2026-02-26.vtt", "2026-02-26"),
  ])
  func aFileNameDatesTheMeeting(_ name: String, _ iso: String) {
    #expect(Segmenter.date(fromFileName: name) == SegmenterFixtures.date(iso))
  }

  @Test(arguments: [
    "planning.md", "2026-02-30-planning.md", "v12026-03-02.md", "120260302.txt", "2026-3-2.md",
    "notes-2026.md",
  ])
  func aFileNameWithoutAWholeDateDatesNothing(_ name: String) {
    #expect(Segmenter.date(fromFileName: name) == nil)
  }
}
