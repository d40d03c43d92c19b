import IntakeCore
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// WebVTT, SRT, speaker lines and IRC: turns, speakers, timestamps, requests and replies.
  @Suite("TranscriptClassifier")
  struct TranscriptClassifierTests {
    func items(_ text: String, _ fileName: String) -> [DocumentItem] {
      SegmenterFixtures.items(text, fileName: fileName)
    }

    // MARK: - Scribed minutes

    @Test func scribedMinutesReadMessagesSpeakerLinesAndActionLines() {
      let result = Segmenter.segment(SegmenterFixtures.scribedMinutes, fileName: "sensors.txt")
      #expect(result.format == .irc)
      // The date under the title dates the meeting; regrets are people actions may name.
      #expect(result.header.meetingDate == SegmenterFixtures.date("2026-03-04"))
      #expect(result.header.attendees.contains("Ewa Nowak"))
      // "Ewa to …" keeps its owner in the text, for the parser to read.
      #expect(
        result.items.map(\.text) == [
          "look at the logger firmware before Friday", "fold the drift note into the draft",
          "Ewa to recalibrate buoy 3",
        ])
      // The speaker "carla" is the one attendee of that first name.
      #expect(result.items.map(\.impliedOwners) == [["Carla Diaz"], ["editors"], []])
    }

    @Test func scribedMinutesListPeopleUnderTitlesAndWrapTheirLines() {
      let text = """
        Reef Survey Group teleconference
        12 May 2027
           Present
                 Noor Haddad, Piotr Lis,
                 Tama Rewi
           Regrets
                 Ines Costa
        <noor> scribe: piotr
           noor: the transect data is late again, I'll chase the dive shop
           about it this week
           <scribe> ACTION: ines to send the new site coordinates to the
           boat crew

           piotr: let me paste the link to the sheet
        """
      let result = Segmenter.segment(text, fileName: "reef.txt")
      #expect(result.format == .irc)
      #expect(result.header.attendees.contains("Ines Costa"))
      // A message wrapped onto the indented lines under it is one message; a nick is the
      // attendee of that first name; pasting a link is done on the call.
      #expect(
        result.items.map(\.text) == [
          "chase the dive shop about it this week",
          "ines to send the new site coordinates to the boat crew",
        ])
      #expect(result.items.map(\.impliedOwners) == [["Noor Haddad"], []])
    }

    // MARK: - Declined, handed on, restated

    /// Speaker lines of a call, as one transcript.
    func call(_ lines: String) -> [DocumentItem] {
      SegmenterFixtures.items(lines, fileName: "call.txt", format: .speakerLines)
    }

    @Test func anAcceptanceThatPointsBackIsFollowedByHowAndWhen() {
      let found = items(
        """
        Rosa Delgado: Marcus, could you reach out to the bike co-op folks?
        Marcus Bell: Yeah, I can do that. I'll email Danny over there tomorrow.
        Rosa Delgado: Great. Theo, can you look up the replacement guard?
        Theo Nakamura: Yeah. I'll do that this week, probably Wednesday.
        Rosa Delgado: Thanks.
        """, "call.txt")
      #expect(
        found.map(\.text) == [
          "reach out to the bike co-op folks tomorrow",
          "look up the replacement guard this week, probably Wednesday",
        ])
      #expect(found.map(\.impliedOwners) == [["Marcus Bell"], ["Theo Nakamura"]])
    }

    @Test func anAskTheOneAskedDeclinesIsNotTheirsAndWaitsForSomeoneElse() {
      let found = call(
        """
        Marisol: Kwame, could you look after the ticket table on the night?
        Kwame: I'd love to, but I'm away that weekend.
        Saanvi: Oh, congratulations! I can run the ticket table, I did it in spring.
        Marisol: Thank you.
        """)
      #expect(found.map(\.impliedOwners) == [["Saanvi"]])
      #expect(found.map(\.line) == [3])
    }

    @Test func declinesWithoutACommaOrAfterAnApologyAreDeclines() {
      for reply in [
        "I'd love to but I honestly can't that week.",
        "Sorry, I'm at my brother's wedding in Porto until the 9th, so I can't.",
        "Unfortunately the van is booked all week and I cannot get another.",
        "I'm travelling the whole of that week, sorry",
      ] {
        let found = call(
          """
          Marisol: Kwame, could you collect the banners from the printer?
          Kwame: \(reply)
          Saanvi: I can collect the banners, the printer is on my way.
          """)
        #expect(found.map(\.impliedOwners) == [["Saanvi"]], "\(reply)")
      }
      #expect(TranscriptClassifier.isRefusal("Sorry, I'll do it tonight") == false)
    }

    @Test func fyiOrBtwBeforeAGroupsCommitmentIsOnlyAnOpening() {
      let found = call(
        """
        Marisol: FYI the choir committee will print the programmes once the order is final.
        Kwame: btw Dmitri will unlock the side door at six.
        """)
      #expect(
        found.map(\.text) == [
          "the choir committee will print the programmes once the order is final",
          "Dmitri will unlock the side door at six",
        ])
    }

    @Test func letsHaveSomeoneAndWhatICanDoIsAreTasksLetMeJustIsNot() {
      let found = call(
        """
        Ana: OK, let me just pull up the tracker.
        Bo: Let's have Carla loop in the legal folks about the contract terms.
        Carla: Sure.
        Dev: What I can do is set up the staging accounts before Monday.
        """)
      #expect(
        found.map(\.text) == [
          "loop in the legal folks about the contract terms",
          "set up the staging accounts before Monday",
        ])
      #expect(found.map(\.impliedOwners) == [["Carla"], ["Dev"]])
    }

    @Test func theOneWhoDeclinesMayHandTheAskOn() {
      let found = call(
        """
        Ngozi: Lars, could you ask the vendor about snapshots and tell us on Thursday?
        Lars: Ah, I can't, sorry, I'm off on Thursday. Fatima, would you mind?
        Fatima: Sure, yeah, I can do that.
        Ngozi: Thanks both.
        """)
      #expect(found.map(\.impliedOwners) == [["Fatima"]])
      #expect(found.map(\.line) == [1])
    }

    @Test func aReplyThatSaysTheAskAgainKeepsItsDay() {
      let found = call(
        """
        Chidinma: Emre, can you get the agency invoices to finance before the 12th?
        Emre: Can't, sorry, I lost access to the portal. Maybe you?
        Chidinma: Ugh fine, I'll chase the agency invoices myself.
        Emre: Thanks.
        """)
      #expect(found.map(\.text) == ["chase the agency invoices myself before the 12th"])
      #expect(found.map(\.impliedOwners) == [["Chidinma"]])
    }

    @Test func aClauseThatOnlySaysWhenDatesWhatWasJustTakenOn() {
      let found = call(
        """
        Ngozi: Could somebody go through the runbook and put the new hostnames in?
        Haruto: Yeah, I'll take that. Probably Thursday, I've got the vendor call tomorrow.
        Ngozi: Great.
        """)
      #expect(
        found.map(\.text) == ["go through the runbook and put the new hostnames in Thursday"])
    }

    @Test func whatWasAgreedIsATaskWhenSomeoneIsNamedToDoIt() {
      let found = call(
        """
        Ngozi: But we agreed in chat that Olusegun will open the firewall rule before Friday.
        Lars: We agreed to keep the old range for now.
        Ngozi: Good.
        """)
      #expect(found.map(\.text) == ["Olusegun will open the firewall rule before Friday"])
    }

    @Test func aPromiseOnAConditionTheSpeakerMeetsIsStillAPromise() {
      let found = call(
        """
        Rangi: If I have the footage, I'll send the trailer cut before the 14th.
        Rangi: If I got anything wrong, I'll correct the notes.
        Bolat: Great.
        """)
      #expect(found.map(\.text) == ["send the trailer cut before the 14th"])
    }

    @Test func aSummaryAtTheEndRestatesWhatWasSaid() {
      let found = call(
        """
        Ayodele: I'll record new gameplay captures tomorrow morning, the forest level too.
        Bolat: Thanks.
        Action items
        Ayodele to record new gameplay captures with the lighting pass.
        Bolat to book the playtest room.
        """)
      #expect(found.map(\.line) == [1, 5])
    }

    @Test func aSlackThreadQuoteIsNoReply() {
      let found = SegmenterFixtures.items(
        """
        Chidinma Okafor  9:40 AM
        @Yuki can you update the shipping rates page with the new zone prices?

        Yuki Hoshino  9:44 AM
        replied to a thread: @Yuki can you update the shipping rates page…
        honestly I'm slammed until next week. @Emre could you take it?

        Emre Yıldız  9:47 AM
        yep no problem, I'll update the shipping rates page by Monday
        """, fileName: "slack.txt")
      #expect(found.map(\.impliedOwners) == [["Emre Yıldız"]])
      #expect(found.map(\.line) == [9])
    }

    @Test func aRecapOfActionsAfterSpeakerLinesRepeatsThemLineByLine() {
      let text = """
        tomasz: the draft carries planned outages
        ACTION: tomasz to refresh the example feed by Monday
        rafael: I'll send the list of failing tests tomorrow
        Summary of action items
          [NEW] ACTION: tomasz to refresh the example feed by Monday
          [NEW] ACTION: spec editors to tag a snapshot of the spec
        Summary of resolutions
        """
      let found = SegmenterFixtures.items(text, fileName: "minutes.txt", format: .speakerLines)
      #expect(
        found.map(\.text) == [
          "tomasz to refresh the example feed by Monday",
          "send the list of failing tests tomorrow", "spec editors to tag a snapshot of the spec",
        ])
    }

    @Test func chatMessagesAmongSpeakerLinesAreTurnsOfTheirOwn() {
      let found = items("Ana: the drift is back\n<bo> I'll check the firmware\nCarla: ok", "t.txt")
      #expect(found.map(\.impliedOwners) == [["bo"]])
    }

    // MARK: - WebVTT

    static let call = """
      WEBVTT

      NOTE Weekly sync 2026-03-02

      1
      00:00:01.000 --> 00:00:04.000
      <v Ana Lima>OK, let's start. Bo, can you send the deck by Friday?</v>

      2
      00:00:04.500 --> 00:00:06.000
      <v Bo Chen>Sure, I'll do it tomorrow.</v>

      3
      00:00:06.500 --> 00:00:09.000
      <v Carla Diaz>We need to update the docs
      before the release.</v>

      4
      00:00:09.500 --> 00:00:11.000
      <v Ana Lima>I can take that.</v>

      5
      00:00:11.500 --> 00:00:14.000 align:start position:10%
      <v.loud Bo Chen>Can you hear me? Let me share my screen. I'll be out on Monday.</v>
      """

    @Test func aWebVTTCallGivesRequestsWithTheirOwners() {
      let result = Segmenter.segment(Self.call, fileName: "call.vtt")
      #expect(result.format == .webVTT)
      #expect(result.header.meetingDate == SegmenterFixtures.date("2026-03-02"))
      #expect(result.header.attendees == ["Ana Lima", "Bo Chen", "Carla Diaz"])
      let found = result.items
      #expect(
        found.map(\.text) == ["send the deck by Friday", "update the docs before the release"])
      #expect(found.map(\.impliedOwners) == [["Bo Chen"], ["Ana Lima"]])
      #expect(found.map(\.speaker) == ["Ana Lima", "Carla Diaz"])
      #expect(found.map(\.timestamp) == ["00:00:01.000", "00:00:06.500"])
      #expect(found.map(\.line) == [7, 15])
    }

    @Test func speakerLabelsInsideCuesAndSpeakersGoingOnAcrossCues() {
      let text = """
        WEBVTT

        00:00:01.000 --> 00:00:03.000
        Ana Lima: I'll draft the proposal and send it

        00:00:03.000 --> 00:00:05.000
        to the board by Tuesday.

        00:00:05.000 --> 00:00:07.000
        >> Right, and let me check the budget with finance.
        """
      let found = items(text, "zoom.vtt")
      #expect(
        found.map(\.text) == [
          "draft the proposal and send it to the board by Tuesday",
          "check the budget with finance",
        ])
      #expect(found.map(\.speaker) == ["Ana Lima", nil])
      #expect(found[0].impliedOwners == ["Ana Lima"])
      #expect(found[0].timestamp == "00:00:01.000")
    }

    // MARK: - SRT

    @Test func anSRTFileWithUpperCaseSpeakers() {
      let text = """
        1
        00:00:01,000 --> 00:00:04,000
        ANA LIMA: I will draft the proposal
        by next Tuesday.

        2
        00:00:04,500 --> 00:00:06,000
        BO CHEN: Great. Can someone check the logs?

        3
        00:00:06,500 --> 00:00:08,000
        CARLA: On it.
        """
      let found = items(text, "call.srt")
      #expect(found.map(\.text) == ["draft the proposal by next Tuesday", "check the logs"])
      // A label in capitals is the name as names are written.
      #expect(found.map(\.impliedOwners) == [["Ana Lima"], ["Carla"]])
      #expect(found.map(\.timestamp) == ["00:00:01,000", "00:00:04,500"])
      #expect(found.map(\.line) == [3, 8])
    }

    @Test func anSBVFileWhoseBlocksGoOnWithTheSameSpeaker() {
      let text = """
        0:00:01.000,0:00:04.500
        >> ANA: I will send the deck

        0:00:04.500,0:00:07.000
        to the board by Friday.

        0:00:07.500,0:00:09.000
        >> BO: and I will book the room.
        """
      let found = items(text, "call.sbv")
      #expect(found.map(\.text) == ["send the deck to the board by Friday", "book the room"])
      #expect(found.map(\.impliedOwners) == [["Ana"], ["Bo"]])
      #expect(found.map(\.line) == [2, 8])
    }

    @Test func bulletsInAChatMessageAreSentencesOfTheirOwn() {
      let slack = """
        Ana Lima  10:42 AM
        Recap of the call, thanks all
        • TODO Bo to rerun the load test on the new cluster
        • Carla and Ana to sort the open P1s
        • still waiting on the vendor
        Bo Chen  10:44 AM
        on it
        """
      let found = items(slack, "thread.txt")
      #expect(
        found.map(\.text) == [
          "Bo to rerun the load test on the new cluster", "Carla and Ana to sort the open P1s",
        ])
      #expect(found.map(\.line) == [3, 4])
    }

    @Test func chatPastesTakeTheirSpeakerFromTheHeaderLine() {
      let slack = """
        Ana Lima  10:42 AM
        the build is green again
        I will cut the release after lunch
        Bo Chen  10:44 AM
        I will update the changelog
        """
      let found = items(slack, "thread.txt")
      #expect(found.map(\.impliedOwners) == [["Ana Lima"], ["Bo Chen"]])
      #expect(found.map(\.timestamp) == ["10:42 AM", "10:44 AM"])
      let markdown = """
        [00:05] - **Amara Osei**
        I'll write up the survey results this week.

        [00:41] - **Luis Ortega**
        Great. I will send them to the board.
        """
      let turns = items(markdown, "design-sync.md")
      #expect(turns.map(\.impliedOwners) == [["Amara Osei"], ["Luis Ortega"]])
      #expect(turns.map(\.line) == [2, 5])
    }

    @Test func brokenTimestampsKeepTheWordsWithoutATime() {
      let text = """
        1
        00:0x:01,000 --> 00:00:04,000
        ANA: I'll send the minutes tonight.

        2
        99:99 --> ??
        BO: I will book the room.

        3
        BO: Let me update the roadmap doc.
        """
      let found = items(text, "broken.srt")
      #expect(
        found.map(\.text) == [
          "send the minutes tonight", "book the room", "update the roadmap doc",
        ])
      #expect(found.map(\.timestamp) == [nil, nil, nil])
      #expect(found.map(\.speaker) == ["Ana", "Bo", "Bo"])
    }

    // MARK: - Speaker lines

    @Test(arguments: [
      "[00:01:02] Ana Lima: I'll rerun those three partitions tonight.",
      "Ana Lima (00:01:02): I'll rerun those three partitions tonight.",
      "00:01:02 Ana Lima: I'll rerun those three partitions tonight.",
      "**Ana Lima:** I'll rerun those three partitions tonight.",
    ])
    func aSpeakerLineInEveryStyle(_ line: String) throws {
      let text = "Bo Chen: which partitions?\n\(line)\nBo Chen: thanks\n"
      let found = items(text, "call.txt")
      try #require(found.count == 1)
      #expect(found[0].text == "rerun those three partitions tonight")
      #expect(found[0].speaker == "Ana Lima")
      #expect(found[0].impliedOwners == ["Ana Lima"])
      #expect(found[0].line == 2)
      #expect(found[0].timestamp == (line.contains("00:01:02") ? "00:01:02" : nil))
    }

    @Test func spokenCommitmentsAcrossSentencesAndTurns() {
      let text = """
        Ana Lima: um, the wiki search has been broken since the migration.
        Bo Chen: Yeah. Let's make that an action item.
        Ana Lima: Sure. Who's going to own that?
        Carla Diaz: I can.
        Bo Chen: Let me take the vendor comparison. I'll have a first draft by Friday.
        Ana Lima: I'm gonna, like, email the landlord tomorrow.
        """
      let found = items(text, "call.txt")
      #expect(
        found.map(\.text) == [
          "the wiki search has been broken since the migration",
          "take the vendor comparison by Friday", "email the landlord tomorrow",
        ])
      #expect(found.map(\.impliedOwners) == [["Carla Diaz"], ["Bo Chen"], ["Ana Lima"]])
      #expect(found.map(\.line) == [1, 5, 6])
    }

    @Test func theAddresseeOfAnAskIsTheSpeakerItNames() {
      let text = """
        Budget review 2026-03-02
        Ana Lima: Carla, could you get a competing quote before the end of April?
        Carla Diaz: Yes, I'll ask two, just in case.
        Bo Chen: Dev and Ana, please pair on the rendering spike next sprint.
        Ana Lima: Can you send me the security whitepaper?
        Bo Chen: Of course. I'll email the whitepaper tomorrow.
        """
      let found = items(text, "review.txt")
      #expect(
        found.map(\.text) == [
          "get a competing quote before the end of April",
          "pair on the rendering spike next sprint",
          "email the whitepaper tomorrow",
        ])
      #expect(found.map(\.impliedOwners) == [["Carla Diaz"], ["Dev", "Ana Lima"], ["Bo Chen"]])
      #expect(found.map(\.speaker) == ["Ana Lima", "Bo Chen", "Bo Chen"])
    }

    @Test func aRequestNobodyAnswersStaysWithTheNamedPersonOnly() {
      let text = """
        Ana Lima: Bo, can you file the expense report?
        Carla Diaz: Different topic. Can you all hear me?
        Ana Lima: Can you update the wiki?
        Carla Diaz: The wiki is fine.
        """
      let found = items(text, "call.txt")
      #expect(found.map(\.text) == ["file the expense report"])
      #expect(found.map(\.impliedOwners) == [["Bo"]])
    }

    @Test func aReplyThatPointsBackTakesOnTheNeedWhateverItAdds() {
      let text = """
        Lena Fischer: someone has to renew the TLS certificate before the first of the month
        Marco Bianchi: that's me, I set it up last year. I'll do it this week
        Lena Fischer: also somebody should refresh the badges in the README
        Dara Quinn: I can bump that along with the dependency upgrade
        Lena Fischer: and the kettle in the office is broken again
        Marco Bianchi: I'll do it, actually
        """
      let found = items(text, "chat.txt")
      #expect(found.map(\.impliedOwners) == [["Marco Bianchi"], ["Dara Quinn"]])
      #expect(found.first?.text.contains("TLS certificate") == true)
      #expect(found.last?.text.contains("badges") == true)
    }

    @Test func mineAboutOnesOwnThingTakesNothingAndNotThisWeekDeclines() {
      let text = """
        [14:08] <lena> we need to test the build on the old boards, but I doubt anyone has one
        [14:09] <marco> mine died in 2024 lol
        [14:10] <lena> marco: could you write up the layout change for the list by friday?
        [14:11] <marco> not this week, sorry, I'm moving flat on thursday
        [14:11] <dara> I'll take it, friday is fine
        [14:12] <marco> dara: could you send me your udev rules? mine keep resetting
        [14:13] <dara> yes, I'll paste them after the meeting
        """
      let found = items(text, "meeting.log")
      #expect(found.map(\.impliedOwners) == [[], ["dara"], ["dara"]])
      #expect(found.map(\.line) == [1, 3, 6])
    }

    @Test func unpunctuatedSpeechAsksInTheMiddleOfAClause() {
      let text = """
        WEBVTT

        00:00:01.000 --> 00:00:05.000
        <v Haruka Ishikawa>morning all</v>

        00:00:06.000 --> 00:00:12.000
        <v Marta Olszewska>Haruka the part I worry about is the member cards can you check the old numbers still scan</v>

        00:00:13.000 --> 00:00:16.000
        <v Haruka Ishikawa>yeah I can do that next week</v>

        00:00:17.000 --> 00:00:22.000
        <v Marta Olszewska>so for the pilot Aigerim could you book two branches for a trial day</v>

        00:00:23.000 --> 00:00:25.000
        <v Aigerim Bekova>honestly I'd rather not I'm already behind</v>

        00:00:26.000 --> 00:00:29.000
        <v Kwabena Asante>I'll believe the new desk when I see it</v>
        """
      // Aigerim says no and nobody takes the trial day; Kwabena's "I'll believe" is no task.
      let found = items(text, "sync.vtt")
      #expect(found.map(\.line) == [7])
      #expect(found.map(\.impliedOwners) == [["Haruka Ishikawa"]])
    }

    @Test func meetingTalkAndBareAcceptancesAreNotTasks() {
      let text = """
        Ana Lima: Let me share my screen. I'll be honest, this is late.
        Bo Chen: I'll be out on Friday. Let me know if that's a problem.
        Carla Diaz: Will do. I think we should wait.
        Ana Lima: Decided: we ship on Monday. If I got anything wrong, I will fix the notes.
        """
      #expect(items(text, "call.txt").isEmpty)
    }

    // MARK: - IRC

    @Test func anIRCLogWithMeetingBotCommands() {
      let text = """
        --- Day changed Mon Mar 02 2026
        [12:00] <ana> #startmeeting infra
        [12:01] <ana> morning all
        [12:02] <bo> ana: can you review the PR today?
        [12:02] <ana> sure, will do
        [12:03] <carla> #action carla to update the runbook
        [12:04] <bo> #agreed ship on friday
        [12:04] * carla will check the mirrors
        [12:05] <@ana> I'll send the notes after the meeting
        -!- dan has quit [Ping timeout]
        """
      let result = Segmenter.segment(text, fileName: "infra.log")
      #expect(result.format == .irc)
      #expect(result.header.meetingDate == SegmenterFixtures.date("2026-03-02"))
      #expect(result.header.attendees == ["ana", "bo", "carla"])
      let found = result.items
      #expect(
        found.map(\.text) == [
          "review the PR today", "carla to update the runbook", "carla will check the mirrors",
          "send the notes after the meeting",
        ])
      #expect(found.map(\.impliedOwners) == [["ana"], [], [], ["ana"]])
      #expect(found.map(\.speaker) == ["bo", "carla", "carla", "ana"])
      #expect(found.map(\.timestamp) == ["12:02", "12:03", "12:04", "12:05"])
    }

    @Test func theBotsRecapAfterEndMeetingGivesNoSecondItem() {
      let text = """
        [09:00] <ines> #startmeeting docs
        [09:01] <ines> #action tomi to fix the broken links in the install guide
        [09:02] <tomi> I'll also rerun the spell check tonight
        [09:05] <ines> #endmeeting
        [09:05] <docbot> Action items:
        [09:05] <docbot>   * tomi to fix the broken links in the install guide today
        [09:06] <tomi> I'll grab lunch now, bye
        """
      let found = Segmenter.segment(text, fileName: "docs.log").items
      #expect(
        found.map(\.text) == [
          "tomi to fix the broken links in the install guide", "rerun the spell check tonight",
        ])
    }

    @Test func aSecondStartMeetingStartsASecondMeeting() {
      let text = """
        [12:00] <ana> #startmeeting infra
        [12:01] <ana> #action bo to rotate the keys
        [12:30] <ana> #endmeeting
        [13:00] <ana> #startmeeting infra
        [13:01] <ana> #action bo to rotate the keys
        """
      #expect(items(text, "infra.log").map(\.meeting) == [0, 1])
    }

    @Test func meetBotsStartLineDatesTheMeetingAndIsNoAttendee() {
      let text = """
        16:00:12 <lead> #startmeeting nova
        16:00:13 <openstack> Meeting started Thu Mar  5 16:00:12 2026 UTC and is due to finish in 60 minutes.
        16:04:10 <lead> #action gibi to look into the live migration failures
        """
      let result = Segmenter.segment(text, fileName: "nova.log")
      #expect(result.header.meetingDate == SegmenterFixtures.date("2026-03-05"))
      #expect(!result.header.attendees.contains("openstack"))
      #expect(result.items.map(\.meetingDate) == [SegmenterFixtures.date("2026-03-05")])
    }
  }
}
