import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// A video-call app's transcript: each line "<4:01:52 PM> Name: words", in lower case and
  /// without punctuation when the app wrote it down from speech.
  @Suite("Stamped call transcripts")
  struct StampedCallTests {
    static let call = """
      Transcript of conference held at Apr 14, 2026 in room kiln-users@conference.example
      Initial people present at 6:00:02 PM: Rosa Imber, Participant 2
      Transcript, started at 6:00:05 PM:

      <6:00:09 PM> Rosa Imber: hi all welcome to the kiln users call
      <6:01:30 PM> Participant 2: the glaze calculator rounds the silica wrong on big batches
      <6:01:41 PM> Rosa Imber: oh good catch i'll check the rounding in the calculator tomorrow
      <6:01:55 PM> Participant 2: thanks and i'll write it up as a bug report tonight
      <6:02:10 PM> Rosa Imber: perfect
      """

    @Test func puttingTheCallerOnHoldIsTheCallItself() {
      let text = """
        [00:00:02] Agent: Thanks for calling, this is Mirela.
        [00:01:10] Agent: Let me put you on a short hold while I check the order.
        [00:02:40] Agent: I'll put you through to returns after this.
        [00:03:05] Agent: I'll email you the return label this afternoon.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "support-call.txt") == [
          "Email you the return label | Agent | 2026-11-25 14:00"
        ])
    }

    @Test func eachLineIsItsSpeakersAndDatedByTheCall() {
      #expect(
        SegmenterFixtures.taskLines(Self.call, fileName: "call.txt") == [
          "Check the rounding in the calculator | Rosa Imber | 2026-04-15",
          "Write it up as a bug report | Participant 2 | 2026-04-14 20:00",
        ])
    }
  }
}
