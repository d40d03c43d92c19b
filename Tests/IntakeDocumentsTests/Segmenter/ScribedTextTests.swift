import IntakeCore
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Scribed minutes published as text: a long header whose titles stand alone with the
  /// names under them, then "Name: …" lines wrapped onto the lines below.
  @Suite("Scribed minutes as text")
  struct ScribedTextTests {
    static let minutes = """
                                     – DRAFT –
                         Harbour Sensors Working Group Call

      9 June 2027

         Agenda. Log.

      Attendees

         Present
                Ana Lima, Bo Chen, Carla Diaz,
                Dev Shah

         Regrets
                Ewa Nowak

         Chair
                Ana Lima

      Contents

          1. Calibration
          2. Firmware
          3. Summary of action items

      Meeting minutes

        Calibration

         Ana: the drift on buoy 3 is back, worse than in May; we
         think it is the logger

         Bo: the logger firmware is two versions behind

         Ana: let's leave it to the firmware topic

         Carla: I'll compare the drift with the tide tables before
         the next call

         Ana: Dev, could you check the spare loggers in the shed?

         Dev: I'm away that whole week, sorry

         Bo: I can check the spare loggers, I'm down there on Monday

        Firmware

         Ana: Ewa wrote the updater. She isn't here, so she gets it

         ACTION: Ewa to update the logger firmware on buoys 3 and 4
         before the storm season

         Bo: fine by me
      """

    @Test func speechAfterALongHeaderIsStillSpeech() {
      let result = Segmenter.segment(Self.minutes, fileName: "call.txt")
      #expect(result.format == .speakerLines)
    }

    @Test func namesUnderTitlesAreAttendeesAndOwnersResolveToThem() {
      let result = Segmenter.segment(Self.minutes, fileName: "call.txt")
      #expect(
        result.header.attendees.sorted() == [
          "Ana Lima", "Bo Chen", "Carla Diaz", "Dev Shah", "Ewa Nowak",
        ])
      #expect(result.header.meetingDate == SegmenterFixtures.date("2027-06-09"))
    }

    @Test func wrappedLinesStayWithTheirSpeakerOrActionLine() {
      let found = Segmenter.segment(Self.minutes, fileName: "call.txt").items
      #expect(
        found.map(\.text) == [
          "compare the drift with the tide tables before the next call",
          "check the spare loggers",
          "Ewa to update the logger firmware on buoys 3 and 4 before the storm season",
        ])
      // Dev was away; Bo took the loggers on. Speakers stay as written (the parser resolves
      // them through the attendees).
      #expect(found.map(\.impliedOwners) == [["Carla"], ["Bo"], []])
      #expect(found.map(\.line) == [37, 44, 50])
    }
  }
}
