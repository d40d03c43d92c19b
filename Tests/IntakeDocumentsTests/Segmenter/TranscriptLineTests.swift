import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Timestamps, speaker labels, IRC messages and caption tags.
  @Suite("TranscriptLine")
  struct TranscriptLineTests {
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(arguments: [
      "00:01:02", "00:01:02.500", "00:00:01,000", "1:02", "12:01", "0:02", "123:45:06",
      "2026-03-02 12:01:33", "2026-03-02T12:01:33Z",
    ])
    func aValidTimestamp(_ text: String) {
      #expect(TranscriptLine.isTimestamp(bytes(text), 0..<text.utf8.count))
    }

    @Test(arguments: ["00:0x:02", "25:99", "12:1", "1:02:60", "12", "::", "00:01:02.5000"])
    func anInvalidTimestamp(_ text: String) {
      #expect(!TranscriptLine.isTimestamp(bytes(text), 0..<text.utf8.count))
    }

    @Test(arguments: [
      ("[00:01:02] Ana: hi", "00:01:02" as String?, 11), ("(12:01) <bo> hi", "12:01", 8),
      ("00:01:02 Ana: hi", "00:01:02", 9), ("[00:0x:02] Ana: hi", nil, 11),
      ("<4:01:52 PM> Bo: hi", nil, 13),
    ])
    func aLeadingTimestamp(_ line: String, _ stamp: String?, _ after: Int) throws {
      let found = try #require(TranscriptLine.leadingTimestamp(bytes(line), from: 0))
      #expect(found.0 == stamp)
      #expect(found.1 == after)
    }

    @Test(arguments: [
      ("Ana Lima: hi", "Ana Lima"), ("ANA LIMA: hi", "ANA LIMA"), ("**Ana:** hi", "Ana"),
      ("Speaker 1: hi", "Speaker 1"), ("- Bo: hi", "Bo"), (">> Carla Diaz: hi", "Carla Diaz"),
      ("nick: hi", "nick"), ("Ana (00:01:02): hi", "Ana"),
    ])
    func aSpeakerLabel(_ line: String, _ speaker: String) throws {
      let found = try #require(TranscriptLine.speakerPrefix(bytes(line), from: 0))
      #expect(found.speaker == speaker)
    }

    @Test(arguments: [
      "Action items: send it", "Date: 2026-03-02", "https://example.com", "Note: later",
      "the plan is: ship", "a very long label that goes on and on for words: x", "10:30 call",
      "Next steps: send",
    ])
    func notASpeakerLabel(_ line: String) {
      #expect(TranscriptLine.speakerPrefix(bytes(line), from: 0) == nil)
    }

    @Test func aSpeakerBlockHeader() throws {
      let found = try #require(TranscriptLine.speakerHeader(bytes("Ana Lima  0:02")))
      #expect(found.speaker == "Ana Lima")
      #expect(found.timestamp == "0:02")
      #expect(TranscriptLine.speakerHeader(bytes("Bo Chen (00:01:02)"))?.speaker == "Bo Chen")
      #expect(TranscriptLine.speakerHeader(bytes("We met at 10:30")) == nil)
    }

    @Test(arguments: [
      ("Ana Lima  10:42 AM", "Ana Lima", "10:42 AM" as String?),
      ("Bo Chen 9:05pm", "Bo Chen", "9:05pm"),
    ])
    func aChatHeaderWithAClockTime(_ line: String, _ speaker: String, _ stamp: String?) throws {
      let found = try #require(TranscriptLine.speakerHeader(bytes(line)))
      #expect(found.speaker == speaker)
      #expect(found.timestamp == stamp)
    }

    @Test(arguments: [
      ("- **Amara Osei**", "Amara Osei"), ("Chidi Okafor", "Chidi Okafor"),
      ("Okafor, Chidi", "Chidi Okafor"), ("**Wen:**", "Wen"),
    ])
    func aNameAfterALeadingTimestamp(_ rest: String, _ speaker: String) {
      #expect(TranscriptLine.speakerHeader(bytes(rest), afterTimestamp: true)?.speaker == speaker)
    }

    @Test(arguments: ["we should ship it", "Agenda", "Okafor, Chidi, Ana", "Ana: the deck"])
    func notANameAfterALeadingTimestamp(_ rest: String) {
      #expect(TranscriptLine.speakerHeader(bytes(rest), afterTimestamp: true) == nil)
    }

    @Test(arguments: [
      ("<ana> hi", "ana", false), ("< bo> hi", "bo", false), ("<@carla> hi", "carla", false),
      ("* dan waves", "dan", true),
    ])
    func anIRCMessage(_ line: String, _ nick: String, _ isAction: Bool) throws {
      let found = try #require(TranscriptLine.ircMessage(bytes(line), from: 0))
      #expect(found.nick == nick)
      #expect(found.isAction == isAction)
    }

    @Test func cueTextLosesTagsAndGivesTheVoice() {
      let cue = TranscriptLine.cueText(
        bytes("<v.loud Ana Lima><i>Hi</i> &amp; <00:00:01.500>bye</v>"))
      #expect(cue.speaker == "Ana Lima")
      #expect(String(decoding: cue.text, as: UTF8.self) == "Hi & bye")
      let srt = TranscriptLine.cueText(bytes("{\\an8}<font color=\"#fff\">ANA: hi</font>"))
      #expect(String(decoding: srt.text, as: UTF8.self) == "ANA: hi")
    }

    @Test func aCueTiming() {
      #expect(
        TranscriptLine.cueStart(bytes("00:00:01.000 --> 00:00:04.000 align:start")) == (
          true, "00:00:01.000"
        ))
      #expect(TranscriptLine.cueStart(bytes("00:0x:01.000 --> 00:00:04.000")) == (true, nil))
      #expect(TranscriptLine.cueStart(bytes("not a timing line")) == (false, nil))
      #expect(TranscriptLine.cueStart(bytes("<!-- TODO: remove -->")) == (false, nil))
    }

    @Test func aLineOfChatReactions() {
      #expect(TranscriptLine.isReactionLine(bytes(":+1: 2 :eyes: 1"), from: 0))
      #expect(TranscriptLine.isReactionLine(bytes(":white_check_mark:"), from: 0))
      #expect(!TranscriptLine.isReactionLine(bytes(":+1: will do"), from: 0))
      #expect(!TranscriptLine.isReactionLine(bytes("10:30"), from: 0))
    }

    @Test func anSBVTiming() {
      #expect(TranscriptLine.cueStart(bytes("0:00:01.000,0:00:04.500")) == (true, "0:00:01.000"))
      #expect(TranscriptLine.cueStart(bytes("0:00:01,000")) == (false, nil))
      #expect(TranscriptLine.cueStart(bytes("3,4")) == (false, nil))
    }
  }
}
