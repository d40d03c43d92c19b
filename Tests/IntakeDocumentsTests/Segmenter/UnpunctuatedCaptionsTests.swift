import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Automatic captions: no punctuation and no speakers, every cue run into the next.
  @Suite("Unpunctuated captions")
  struct UnpunctuatedCaptionsTests {
    static let call = """
      0:00:01.200,0:00:04.900
      okay welcome back everyone first thing
      the venue form is still missing

      0:00:05.100,0:00:08.300
      I'll fill in the venue form tonight
      brilliant thank you

      0:00:09.000,0:00:12.400
      Dmitri could you check the fuse box in
      the small hall before thursday

      0:00:12.900,0:00:15.000
      yeah I can do that

      0:00:16.000,0:00:19.800
      cool and Wen if you could ring the
      caretaker about the keys

      0:00:20.300,0:00:24.600
      okay the raffle went really well we need to
      count the raffle money by friday

      0:00:25.000,0:00:27.200
      okay thanks all see you next week
      """

    @Test func eachTaskEndsWhereItsUtteranceDoes() {
      let found = SegmenterFixtures.items(Self.call, fileName: "club-call.sbv")
      #expect(
        found.map(\.text) == [
          "fill in the venue form tonight",
          "check the fuse box in the small hall before thursday",
          "ring the caretaker about the keys",
          "count the raffle money by friday",
        ])
      #expect(found.map(\.line) == [6, 10, 17, 21])
      #expect(found.map(\.impliedOwners) == [[], ["Dmitri"], ["Wen"], []])
    }

    @Test func punctuatedCaptionsAreLeftAsTheirWriterMarkedThem() {
      // The first cue has punctuation: no utterance is guessed, so "okay thanks" stays
      // with the sentence its writer gave it.
      let text = """
        0:00:01.000,0:00:03.000
        Right, let's start.

        0:00:03.500,0:00:06.000
        I'll ring the caretaker about the keys okay thanks
        """
      let found = SegmenterFixtures.items(text, fileName: "club-call.sbv")
      #expect(found.map(\.text) == ["ring the caretaker about the keys okay thanks"])
    }
  }
}
