import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Recordings saved as text at a width, shared pads, huddle lists and wrapped mail: which
  /// tasks, whose, when.
  @Suite("Recording and pad shapes")
  struct RecordingAndPadShapesTests {
    /// Each task as "text | owners | due date" (`SegmenterFixtures.taskLines`).
    func tasks(_ text: String, fileName: String = "notes.md") -> [String] {
      SegmenterFixtures.taskLines(text, fileName: fileName)
    }

    @Test func aRecordingsClockAndADashOverTheWordsMakeASpeakerWhoseWrappedLinesAreOneSentence() {
      let text = """
        Warehouse stand-up, recorded

        00:00:05 — Greta Holm
        Morning. Pallet count first, Oskar.

        00:00:09 — Oskar Lind
        We're short six pallets of the blue crates since the weekend delivery, so I'll ring the
        supplier about a replacement this afternoon. And I'll re-label the returns bay for
        Thursday, the old signs are still up.

        00:00:31 — Greta Holm
        Thanks. Fine.
        """
      #expect(
        tasks(text, fileName: "standup.txt") == [
          "Ring the supplier about a replacement | Oskar Lind | 2026-11-25 14:00",
          "Re-label the returns bay, the old signs are still up | Oskar Lind | 2026-11-26",
        ])
    }

    @Test func aChatMessagesLinesStayMessagesOfTheirOwn() {
      let text = """
        Priya Raman  9:02 AM
        the nightly export to the finance bucket failed again after midnight. second time now
        can someone check the credentials on the export job?

        Tom Baker  9:05 AM
        I'll check them after standup
        """
      #expect(
        tasks(text, fileName: "chat.txt") == [
          "Check the credentials on the export job after standup | Tom Baker | -"
        ])
    }

    @Test func aHyphenatedVerbAfterAnotherCommitmentIsATaskOfItsOwn() {
      let text = """
        Ana: Morning all.
        Dirk: I'll send the invoice today. I'll double-check the shipping labels too.
        Ana: Thanks.
        """
      #expect(
        tasks(text, fileName: "call.txt") == [
          "Send the invoice | Dirk | 2026-11-25",
          "Double-check the shipping labels too | Dirk | -",
        ])
    }

    @Test func aListOfNicksWithTheirNamesMakesEachNickThatPerson() {
      let text = """
        Packaging sprint, day 2
        Tue 13 October 2026

        Attendance (nick - name):
          rsolberg   - Ragna Solberg (PTL)
          a_mensah   - Ato Mensah
          j-okafor   - Jide Okafor

        --- Wheels for the new runtime ---
         * the build farm is short of arm64 runners
         ACTION: rsolberg to ask the infra team for two more runners
         ACTION: a_mensah to rebuild the wheels once they are up
         ACTION: j-okafor to write the release note, by Friday
        """
      #expect(
        tasks(text, fileName: "pad.txt") == [
          "Ask the infra team for two more runners | Ragna Solberg | -",
          "Rebuild the wheels once they are up | Ato Mensah | -",
          "Write the release note | Jide Okafor | 2026-10-16",
        ])
    }

    @Test func aWikiTablesRowsAreRowsAndItsOpenCarriedActionIsATask() {
      let text = """
        = Tiles WG – 2026-11-19 =

        '''Chair:''' [[User:Odile Brandt|Odile Brandt]]<br />
        '''Present:''' Odile Brandt, Sami Laine, Ines Kovac

        == Previous action items ==
        {| class="wikitable"
        ! Ref !! Action !! Owner !! Status
        |-
        | 11-05/1 || Publish the style schema draft || Sami || Done
        |-
        | 11-05/2 || Ask the two renderer projects about <code>fill-pattern</code> support || Ines || Open, carried over
        |}

        == Next meeting ==
        * The chair will book a longer slot for the schema review.
        """
      #expect(
        tasks(text, fileName: "minutes.wiki") == [
          "Ask the two renderer projects about fill-pattern support | Ines Kovac | -",
          "Book a longer slot for the schema review | Odile Brandt | -",
        ])
    }

    @Test func anArrowStartsAClauseSoTheNameAfterItOwnsWhatFollows() {
      let text = """
        # Clinic huddle

        In: Marta Quintero, Jonah Reyes, Sade

        **Bookings**
        - Jonah double-booked at 14:20 → Sade to move the follow-up to Marta's list
        - printer jammed again -> Jonah to call the supplier about a swap
        """
      #expect(
        tasks(text) == [
          "Move the follow-up to Marta's list | Sade | -",
          "Call the supplier about a swap | Jonah Reyes | -",
        ])
    }

    @Test func aNextStepThatAsksSomeoneByNameIsTheirsWithoutTheAsk() {
      let text = """
        Subject: Venue walk-through, follow-up

        NEXT STEPS
        1. Oona, could you confirm the load-in times with the venue by Friday?
        2. Bram, can you please send the rigging plan to the insurer?
        """
      #expect(
        tasks(text, fileName: "mail.txt") == [
          "Confirm the load-in times with the venue | Oona | 2026-11-27",
          "Send the rigging plan to the insurer | Bram | -",
        ])
    }

    @Test func ownersAtTheRightMarginUnderAnActionColumnOwnTheSentenceTheirLineEnds() {
      let text = """
        HARTWELL BOWLS CLUB
        Minutes of the Committee Meeting, Tuesday 24 November 2026

        Present:   Alan Price (Chair) AP, Bev Moss (Secretary) BM,
                   Carl Dunn (Greens) CD
                                                                        ACTION
        1.  GREENS
            The spring top-dressing has been quoted at £1,900. A second
            quote to be obtained before the December meeting.           CD

        2.  SOCIAL
            2.1  The Christmas draw is on Saturday 19 December. Raffle
                 prizes to be collected from sponsors by 12 December.   BM
            2.2  The bar stock take was completed on 20 November.
        """
      #expect(
        tasks(text, fileName: "minutes.txt") == [
          "A second quote to be obtained before the December meeting | Carl Dunn | -",
          "Raffle prizes to be collected from sponsors | Bev Moss | 2026-12-12",
        ])
    }

    @Test func aShortLineEndingOnAConjunctionOrBeforeRunsOnIntoTheNext() {
      let before = Array("A steward is still needed before".utf8)
      let next = Array("the gates open on Saturday.".utf8)
      #expect(NotesClassifier.joins(previousLength: before.count, previous: before, next: next))
      let unless = Array("The van is booked unless".utf8)
      #expect(NotesClassifier.joins(previousLength: unless.count, previous: unless, next: next))
      let ended = Array("The van is booked.".utf8)
      #expect(!NotesClassifier.joins(previousLength: ended.count, previous: ended, next: next))
      let short = Array("Stewards".utf8)
      #expect(!NotesClassifier.joins(previousLength: short.count, previous: short, next: next))
    }

    @Test func aTopicBeforeADashIsWhatANamedTaskWithOnlyWhenAfterItsVerbIsDoneTo() {
      let text = """
        # Kitchen huddle

        In: Rosa Vidal, Theo Grant

        **Prep**
        - Walk-in fridge seals – Theo to replace before Friday's delivery
        - Allergen board – Rosa to update the board with the new desserts
        """
      #expect(
        tasks(text) == [
          "Replace before Friday's delivery (re: Walk-in fridge seals) | Theo Grant | 2026-11-27",
          "Update the board with the new desserts | Rosa Vidal | -",
        ])
    }

    @Test func aCommitmentInProseAfterTheNextStepsListIsTheAuthorsTask() {
      let text = """
        # Parser working group: summary

        Written up by: Lotte Brink (@lbrink), WG chair

        ## Next steps

        - Ravi to draft the error-recovery section
        - Nadia will collect the benchmark files

        I'll send this summary to the mailing list on Friday.
        """
      #expect(
        tasks(text) == [
          "Draft the error-recovery section | Ravi | -",
          "Collect the benchmark files | Nadia | -",
          "Send this summary to the mailing list | Lotte Brink | 2026-11-27",
        ])
    }

    @Test func aMeetingHeldOnADateInsideTheHeadersSentenceDatesTheMeeting() {
      let text = """
        # Cache design: summary

        *Notes from the thread and from the design call held on 2026-11-16, written up afterwards.*

        The minutes of the meeting held on 2 November 2026 were approved.

        ## Next steps

        - Ines will post a benchmark in two weeks.
        """
      #expect(tasks(text) == ["Post a benchmark | Ines | 2026-11-30"])
    }

    @Test func aNumberedTitleThatOpensWithAVersionIsAHeadingOnceSectionsAreNumbered() {
      let text = """
        Developer meeting minutes

        1. Actions from the last meeting

          - Olu to update the signing key: done.

        2. 3.2 release

          The branch is frozen. Mina will tag the release candidate on Friday.
        """
      #expect(
        tasks(text, fileName: "minutes.txt") == ["Tag the release candidate | Mina | 2026-11-27"])
    }

    @Test func askingSomeoneToPutSomethingTogetherAsksForWork() {
      let text = """
        # Ops sync

        ## Notes

        Kai, could you put together a rota for the holidays before Friday? Also can you put it in the chat afterwards?
        """
      #expect(tasks(text) == ["Put together a rota for the holidays | Kai | 2026-11-27"])
    }

    @Test func aPersonWhoDoubtsButWillTryItOwnsWhatTheyWillDo() {
      let text = """
        # Storage sync

        Present: Hana Okoye, Luis Ferraz

        ## Compaction

        Luis proposed a smaller block size. Hana was doubtful but will benchmark it on the staging cluster this week.
        """
      #expect(
        tasks(text) == [
          "Benchmark it on the staging cluster (re: Luis proposed a smaller block size) | Hana Okoye | 2026-11-27"
        ])
    }

    @Test func anActionsListAfterTheDiscussionDropsWhatTheDiscussionAlreadyGaveTheSamePerson() {
      let text = """
        # Library sync

        Present: Wen Zhou, Omar Haddad

        ## Discussion

        The catalogue export is still failing. Wen will rerun the catalogue export tonight.

        ## Action items

        - Wen: rerun the catalogue export
        - Omar: order the new barcode scanners
        """
      #expect(
        tasks(text) == [
          "Rerun the catalogue export | Wen Zhou | 2026-11-25 20:00",
          "Order the new barcode scanners | Omar Haddad | -",
        ])
    }

    @Test func anActionsLabelAfterTheDiscussionDropsWhatTheDiscussionAlreadyGaveTheSamePerson() {
      let text = """
        Library sync, minutes

        Present: Wen Zhou, Omar Haddad

        The catalogue export is still failing. Wen will rerun the catalogue export tonight.

        Action items:
        - Wen: rerun the catalogue export
        - Omar: order the new barcode scanners
        """
      #expect(
        tasks(text, fileName: "minutes.txt") == [
          "Rerun the catalogue export | Wen Zhou | 2026-11-25 20:00",
          "Order the new barcode scanners | Omar Haddad | -",
        ])
    }
    @Test func anUnnamedSpeakerWhoSaysWhoTheyAreTakesTheAskMadeByThatName() {
      let text = """
        Volunteers call
        Tue, Nov 24, 2026 6:00PM • 20:11

        Rhian Pugh  0:04
        Right, the rota. Does anyone know if the van is booked for Saturday?

        Speaker 2  0:31
        Sorry, it's Morwenna, I'm on my phone so it's calling me speaker two. I think it is.

        Rhian Pugh  0:40
        Morwenna, could you check with the depot?

        Speaker 2  0:45
        Yes, I'll phone them before Thursday's shift.
        """
      #expect(
        tasks(text, fileName: "call.txt") == [
          "Check with the depot before Thursday's shift | Morwenna | 2026-11-26"
        ])
    }

    @Test func aCallForAVolunteerOneDeclinesWaitsForTheNextTaker() {
      let text = """
        1
        00:17:46,213 --> 00:17:49,613
        Zainab Hussain: Then the triage rotation. January is empty.
        Could someone volunteer to run triage in January?

        2
        00:17:52,110 --> 00:17:57,332
        Aroha Ngata: I can't, sorry, I'm travelling most of January.

        3
        00:17:58,686 --> 00:18:03,333
        Priyanka Dutta: I'll take it. I'm around the whole month.

        4
        00:18:03,501 --> 00:18:08,814
        Zainab Hussain: Thank you! Next, we need to update the theme docs before 0.19 ships.
        """
      #expect(
        tasks(text, fileName: "call.srt") == [
          "Volunteer to run triage in January | Priyanka Dutta | -",
          "Update the theme docs before 0.19 ships |  | -",
        ])
    }

    @Test func aCaptionFilesNoteGivesTheMeetingsDayAndItsSummarysActions() {
      let text = """
        WEBVTT

        NOTE
        Harbour SIG call - Tuesday, November 24, 2026
        Summary (added by the secretary):
        - The 3.1 release slipped; new target is 2026-12-08.
        Action items:
        - Ilse Verhoeven to open the vote on the support policy by Thursday.
        - Paulo Nascimento to update the release calendar.

        1
        00:00:01.520 --> 00:00:07.040
        Ilse Verhoeven: Okay, recording is on. Welcome, everyone.

        2
        00:00:07.300 --> 00:00:13.880
        Paulo Nascimento: I'll update the release calendar after the call.
        """
      #expect(
        tasks(text, fileName: "call.vtt") == [
          "Open the vote on the support policy | Ilse Verhoeven | 2026-11-26",
          "Update the release calendar | Paulo Nascimento | -",
        ])
    }

    @Test func aClockOverANameOpensATurnThatOwnsItsSpeakersWork() {
      let text = SegmenterFixtures.clockOverNameCall
      #expect(
        tasks(text, fileName: "garden-call.txt") == [
          "Put the seed order in | Ade Okafor | 2026-03-06",
          "Ring the roofer about the shed | Wren Castillo | -",
        ])
    }
  }
}
