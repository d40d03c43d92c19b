import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Verbatim records of hearings: the chair speaks as "CHAIR:", members and witnesses as
  /// a title and a surname, and the attendance names them in full.
  @Suite("Hearing transcripts")
  struct HearingTranscriptTests {
    static let hearing = """
      SELECT COMMITTEE ON RURAL TRANSPORT
      Thursday, 4 June 2026

      Members in attendance: Senators Ruth Calder (Chair), Owen Mbatha, Grace Lindqvist

      Witnesses: Mr Tobias Renn, First Assistant Secretary; Dr Amara Quist, Chief Economist

      CHAIR: Good morning. Before we begin, I will write to the department about the late answers from the last round.

      Senator Mbatha: Mr Renn, how many bus routes were cut last year?

      Mr Renn: I don't have that number with me. I can get you the exact figure before the lunch break.

      Senator Lindqvist: Dr Quist, when was the fare review finished?

      Dr Quist: In March. I will send the committee the summary of the fare review this week.
      """

    @Test func theChairTitlesAndSurnamesAreThePeopleTheAttendanceNames() {
      let result = Segmenter.segment(Self.hearing, fileName: "hearing.txt")
      #expect(
        result.items.map(\.text) == [
          "write to the department about the late answers from the last round",
          "get you the exact figure before the lunch break",
          "send the committee the summary of the fare review this week",
        ])
      // The speakers as the record labels them; the importer resolves "Mr Renn" to the one
      // attendee of that surname (see the CLI test).
      #expect(result.items.map(\.speaker) == ["CHAIR", "Mr Renn", "Dr Quist"])
      // A plural title before a list of names is no part of the first name.
      #expect(result.header.attendees.contains("Ruth Calder"))
      #expect(!result.header.attendees.contains("Senators Ruth Calder"))
    }

    @Test func aTitleBetweenRunsOfMarksEndsTheTurn() {
      let text = """
        Ana Lima: I will send the deck by Friday
        ===== PUBLIC CHAT =====
        Bo Chen: I will book the room
        Ana Lima: thanks
        """
      #expect(
        SegmenterFixtures.items(text, fileName: "call.txt").map(\.text) == [
          "send the deck by Friday", "book the room",
        ])
      #expect(TranscriptClassifier.isDecoratedTitle(Array("--- Status ---".utf8), from: 0))
      #expect(!TranscriptClassifier.isDecoratedTitle(Array("----------".utf8), from: 0))
    }

    @Test(arguments: [
      ("CHAIR: I declare the hearing open and welcome the witnesses.", "CHAIR"),
      ("The Chair: We will now hear from the department on outcome two.", "The Chair"),
    ])
    func thePresidingOfficeSpeaksWhenItsWordsAreASentence(_ line: String, _ speaker: String) {
      let bytes = Array(line.utf8)
      #expect(TranscriptLine.speakerPrefix(bytes, from: 0)?.speaker == speaker)
    }

    @Test(arguments: ["Chair: Ruth Calder", "Chair: Ruth Calder (Riverside), Owen Mbatha"])
    func aChairLabelOverNamesIsNoSpeaker(_ line: String) {
      #expect(TranscriptLine.speakerPrefix(Array(line.utf8), from: 0) == nil)
    }
  }
}
