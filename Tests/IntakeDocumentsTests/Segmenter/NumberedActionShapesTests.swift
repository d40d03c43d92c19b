import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Minutes that number their decisions and actions: a bracketed reference before each
  /// line ("[12-A3]", "[12-C1]"), a tracker's number ("#0415"), "Action Item for <who>,
  /// <group>: …", and the status an old action is given.
  @Suite("Numbered action shapes")
  struct NumberedActionShapesTests {
    /// Each task as "text | owners | due date" (`SegmenterFixtures.taskLines`).
    func tasks(_ text: String) -> [String] {
      SegmenterFixtures.taskLines(text, fileName: "minutes.txt")
    }

    @Test func anActionListedAgainByItsNumberIsNoSecondTask() {
      let minutes = """
        Data Exchange TC - minutes of 3 March 2027

        Present: Oona Pettersen (Chair), Kwame Boateng, Lidia Sousa

        2. Test suite
        AI#51: Kwame Boateng to publish the test vectors by 10 March.
        AI#52: Lidia Sousa to review the schema errata.

        Open action items
        AI#48 (Oona Pettersen): Renew the liaison with the registry. Status: OPEN,
        carried over.
        AI#51 (Kwame Boateng): Test vectors. Status: NEW, due 10 March.
        AI#52 (Lidia Sousa): Schema errata review. Status: NEW.
        """
      #expect(
        SegmenterFixtures.taskLines(minutes, fileName: "tc.txt") == [
          "Publish the test vectors | Kwame Boateng | 2027-03-10",
          "Review the schema errata | Lidia Sousa | -",
          "Renew the liaison with the registry. Status: OPEN, carried over | Oona Pettersen | -",
        ])
      #expect(NotesClassifier.actionNumber(Array("AI #7 (Bo): x".utf8)) == 7)
      #expect(NotesClassifier.actionNumber(Array("#1093: default init".utf8)) == nil)
    }

    @Test func bracketedReferencesNumberActionsAndConsensusIsNoTask() {
      let text = """
        Minutes of meeting 12

        1. SCRIPTS

        The committee talked about the sample glyphs for a while.

        [12-C1] Consensus: Accept the new block for a future version.

        [12-A2] Action Item for Omar Farouk, PAG: Update the draft of the annex before the
        review closes.

        [12-A3] Action Item for Hana Sato, Ad Hoc on Pacific Scripts: Tell the authors of
        [12-C1] and ask for new sample glyphs by 2026-05-06.

        [12-A4] Action Item for Editorial Committee: Draft the note for chapter 4.
        """
      #expect(
        tasks(text) == [
          "Update the draft of the annex before the review closes | Omar Farouk | -",
          "Tell the authors of [12-C1] and ask for new sample glyphs | Hana Sato | 2026-05-06",
          "Draft the note for chapter 4 | Editorial Committee | -",
        ])
    }

    @Test func numberedOldActionsUnderAParagraphAreEntriesOfTheirOwn() {
      let text = """
        Minutes of meeting 12

        2. OPEN ACTION ITEMS

        The secretary went through the open items from earlier meetings.
          [11-A2]  Hana Sato: check the sample glyphs. Completed.
          [10-A7] Action Item for Omar Farouk, PAG: Collect the feedback on the
                  annex. In progress; carried forward.
        """
      // "The secretary went through …" tells what the meeting did.
      #expect(
        tasks(text) == [
          "Collect the feedback on the annex. In progress; carried forward | Omar Farouk | -"
        ])
    }

    @Test func aTrackersNumberWithItsOwnersInBracketsAndAStatusSentence() {
      let text = """
        Minutes of the TC call, 11 June 2026

        4. Review of action items

          #0412 (Obi) Register the media type with the registry.
                CLOSED. Registration completed on 3 June.
          #0415 (Yuki) Draft the conformance clauses for the profile.
                OPEN. Yuki expects to upload the text before the next call.

        6. New action items

          #0421 (Ewa) Submit the review request to the administration by Monday 15 June.
          #0424 (Colm, Kavya) Compare the extension with the profiles in use.
        """
      #expect(
        tasks(text) == [
          "Draft the conformance clauses for the profile. OPEN. Yuki expects to upload the text before the next call | Yuki | -",
          "Submit the review request to the administration | Ewa | 2026-06-15",
          "Compare the extension with the profiles in use | Colm, Kavya | -",
        ])
    }

    @Test func aTitleCaseNameWithAVersionIsASectionOfNumberedMinutes() {
      let text = """
        Minutes of the TC call, 11 June 2026

        4. Review of action items

          #0420 (Kavya) Update the wiki with the meeting calendar.
                CLOSED.

        5. SEE v1.1 Committee Specification Draft 02

        Matías summarised the changes since the last draft.

        6. New action items

          #0421 (Ewa) Submit the review request by Monday 15 June.
        """
      #expect(tasks(text) == ["Submit the review request | Ewa | 2026-06-15"])
    }

    @Test func oldActionsWithAStatusSentenceAndAScribesPresentList() {
      let text = """
        Data licensing working group, 27 August 2026

        Present: Gunnar_Berg, Wanjiru_Kamau, dmitri

        3. Action items from previous meeting:

          a) Gunnar - send the attribution guideline to the board.
             Status: done. The board approved it on 12 August.
          b) Dmitri - set up a mailing list for licence questions.
             Status: dropped. The forum is used instead, nobody wanted a second channel.
          c) Wanjiru - contact the municipal portals about licence compatibility.
             Status: ongoing. Two have replied.
        """
      #expect(
        tasks(text) == [
          "Contact the municipal portals about licence compatibility. Status: ongoing. Two have replied | Wanjiru Kamau | -"
        ])
    }

    @Test func followUpsOfAnEarlierMeetingThatTellHowItWentAreNoTasks() {
      let text = """
        # Steering council, 11 February 2026

        ### Follow-ups from last meeting

        - The deprecation-warnings survey closed on Feb 6 with 1,412 responses.
        - Adaeze sent the sponsor letter; the signed copy is in the drive.
        - Still no answer from the infra team on the doc builds.
        - Lu will share the raw survey export by Friday.
        """
      #expect(tasks(text) == ["Share the raw survey export | Lu | 2026-02-13"])
    }

    @Test func aTrackerRecordGivesTheActionBeforeItsDayAndIsTheActionWithoutOne() {
      let text = """
        Lighting Controls Working Group
        14 May 2026

        Present: Ines Varga, Marcus Oyelaran, Sunniva Dahl

        Topic: Dimming curves

           ines: the two curves disagree below ten per cent.
           ACTION: Marcus to compare the curves against the reference fixture
           <trackbot> Created ACTION-88 - Compare the curves against the reference fixture [on Marcus Oyelaran - due 2026-05-21].

           ACTION: Sunniva to write up the flicker test plan by the end of the month
           <trackbot> Created ACTION-89 - Write up the flicker test plan [on Sunniva Dahl - due 2026-05-21].

           trackbot: Created ACTION-90 - Ask the vendors for their gamma tables [on Ines Varga - due 2026-05-28].
        """
      // An entry goes out when the next one opens, so the order is not the point.
      #expect(tasks(text).count == 3)
      #expect(
        Set(tasks(text)) == [
          "Compare the curves against the reference fixture | Marcus Oyelaran | 2026-05-21",
          "Write up the flicker test plan | Sunniva Dahl | 2026-05-31",
          "Ask the vendors for their gamma tables | Ines Varga | 2026-05-28",
        ])
    }

    @Test func aTrackerRecordInAChannelLogNamesTheOwnerTheScribeWroteByNick() {
      let text = """
        [15:01] <sunniva> #startmeeting lighting
        [15:20] <sunniva> ACTION: ines to ask the vendors for their gamma tables
        [15:20] <trackbot> Created ACTION-90 - Ask the vendors for their gamma tables [on Ines Varga - due 2026-05-28].
        [15:31] <sunniva> #endmeeting
        """
      let items = SegmenterFixtures.taskLines(text, fileName: "2026-05-14-lighting.log")
      #expect(items.count == 1)
      #expect(items.first?.hasSuffix("| Ines Varga | 2026-05-28") == true)
    }

    @Test func onlyACreatedRecordWithItsOwnerIsATrackerLine() {
      let record = TrackerLine.created(
        Array("<trackbot> Created ACTION-7 - Book the room [on Ana Lima - due 2026-06-01].".utf8))
      #expect(record == TrackerLine(task: "Book the room", owner: "Ana Lima", due: "2026-06-01"))
      #expect(
        TrackerLine.created(Array("trackbot: Created ACTION-8 - Book the room [on bo]".utf8))
          == TrackerLine(task: "Book the room", owner: "bo", due: nil))
      #expect(TrackerLine.created(Array("<trackbot> Closed ACTION-7.".utf8)) == nil)
      #expect(TrackerLine.created(Array("Created ACTION-9 - Book the room".utf8)) == nil)
      #expect(TrackerLine.created(Array("We created ACTION-9 [on Ana Lima]".utf8)) == nil)
    }
  }
}
