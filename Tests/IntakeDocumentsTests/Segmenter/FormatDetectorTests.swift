import Testing

@testable import IntakeDocuments

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

    @Test func bulletedSpeakersAreNotesNotATranscript() {
      let minutes = """
        ## Announcements
        * Adaeze: the codename poll closed last week
        * Esi: the summit is in Dublin in June
        * Dov: a security release is planned for Tuesday
        * Carmen: nothing to report from the board
        * Filip: the CI migration is half done
        """
      #expect(detect(minutes) == .markdown)
    }

    @Test func sbvCaptionsAreToldByTheirTimings() {
      #expect(detect("0:00:01.000,0:00:04.500\nhi there\n\n0:00:05.000,0:00:07.000\nbye") == .sbv)
    }

    @Test func chatHeadersMakeTheWordsUnderThemSpeech() {
      let slack = """
        #release — Tuesday, June 9th
        Ana Lima  10:42 AM
        the build is green again
        I can cut the release after lunch
        Bo Chen  10:44 AM
        nice, I will update the changelog
        and ping docs
        """
      #expect(detect(slack) == .speakerLines)
      let teams = "[6/9 10:42 AM] Chidi Okafor\nrefunds are done\n[6/9 10:44 AM] Mei Tanaka\nthanks"
      #expect(detect(teams) == .speakerLines)
      // Bullets inside the messages are what was said.
      let bullets = """
        Ana Lima  10:42 AM
        Huddle notes
        • TODO Bo to cut the release
        • Carla, can you check the logs?
        • QA team to run the smoke tests
        Bo Chen  10:44 AM
        on it
        """
      #expect(detect(bullets) == .speakerLines)
      // One time-stamped line among notes is no chat.
      #expect(
        detect("Standup 9:30 AM\n- deck for the board\n- room for friday\n- budget") == .markdown)
    }

    @Test func scribedMinutesAreALogAfterTheirHeader() {
      #expect(detect(SegmenterFixtures.scribedMinutes) == .irc)
      // Speaker labels after a header, with no chat message among them, stay notes.
      let notes = """
        Budget review
        4 March 2026
        Present: Ana Lima, Bo Chen
        Decisions
        Ana: the cap stays
        Bo: the travel line moves
        - book the venue
        - send the figures
        """
      #expect(detect(notes) != .irc)
    }

    @Test func scribedMinutesOfSpeakerLinesAfterAHeaderAndContentsAreSpeech() {
      let text = """
        Transit Data Group
        09 December 2026
        Present: Aigerim Bekova, Tomasz Wróbel, Chidinma Eze
        Chair: Aigerim Bekova
        Contents
          1. Minutes
          2. Outage feed
          3. Naming
          4. Tests
          5. Other business
        Topic: Minutes
        aigerim: any changes to the minutes?
        tomasz: none from me
        Topic: Outage feed
        tomasz: the draft now lists planned outages
        chidi: our operator rarely knows the return time
        aigerim: so we add it as optional?
        RESOLUTION: add an optional return time
        chidi: I'll ask the operator for a rough estimate
        """
      #expect(detect(text) == .speakerLines)
    }

    @Test func aStandUpWithAFewNamesIsStillNotes() {
      let text = """
        # Stand-up, 3 March
        - Ana: finished the import fix
        - Bo: reviewing the parser PR
        Notes
        Ana: I'll pair with Bo after lunch
        Bo: deploy is blocked on the certificate
        The release moves to Thursday.
        Nothing else.
        """
      #expect(detect(text) == .markdown)
    }

    @Test func oneSpeakerLineIsATranscript() {
      #expect(detect("Ana: I'll send the deck") == .speakerLines)
      #expect(detect("") == .plain)
    }

    @Test func aClockOverANameHeadsEachTurnOfARecordingToolsExport() {
      #expect(detect(SegmenterFixtures.clockOverNameCall) == .speakerLines)
    }
  }
}
