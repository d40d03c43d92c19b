import IntakeCore
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Chat apps' exports: a stamp before each message (WhatsApp) or a header over it
  /// (Discord), whose day dates what the message says.
  @Suite("Chat exports")
  struct ChatExportTests {
    // MARK: - Stamps

    @Test func aStampOpeningTheLineGivesItsDayTimeAndWhereTheMessageBegins() throws {
      let line = Array("07/05/2026, 18:02 - Ines Duarte: I'll bring the ladder".utf8)
      let stamp = try #require(ChatStamp.leading(line, from: 0))
      #expect(stamp.day == .numeric(first: 7, second: 5, year: 2026))
      #expect(stamp.time == "18:02")
      #expect(String(decoding: line[stamp.after...], as: UTF8.self).hasPrefix("Ines Duarte:"))
      // The phone's form: square brackets, seconds, a two-digit year, the half of the day
      // after a narrow no-break space.
      let phone = Array("[5/7/26, 6:02:11\u{202F}PM] Ines Duarte: ok".utf8)
      let second = try #require(ChatStamp.leading(phone, from: 0))
      #expect(second.day == .numeric(first: 5, second: 7, year: 2026))
      #expect(second.time == "6:02:11 PM")
    }

    @Test func linesThatOnlyLookLikeStampsAreNone() {
      for text in [
        "2026-05-07 18:02 - Ines: hi",  // an ISO day is the other readers' business
        "07/05/2026 - Ines: hi",  // no time
        "13/13/2026, 18:02 - Ines: hi",  // no month
        "07/05/2026, 18:02 Ines: hi",  // no dash
        "7.5 hours, 18:02 - no",
      ] {
        #expect(ChatStamp.leading(Array(text.utf8), from: 0) == nil, "\(text)")
      }
    }

    @Test func aHeaderNamesTheSenderAndWhen() throws {
      let today = try #require(ChatStamp.header(Array("Ines Duarte — Today at 6:02 PM".utf8)))
      #expect(today.speaker == "Ines Duarte")
      #expect(today.stamp.day == .relative(0))
      let yesterday = try #require(ChatStamp.header(Array("kofi_a — Yesterday at 23:10".utf8)))
      #expect(yesterday.speaker == "kofi_a")
      #expect(yesterday.stamp.day == .relative(-1))
      let dated = try #require(ChatStamp.header(Array("Ines Duarte - 05/07/2026 6:02 PM".utf8)))
      #expect(dated.stamp.day == .numeric(first: 5, second: 7, year: 2026))
      // A dash in a sentence is no header.
      #expect(ChatStamp.header(Array("Ines will check — today at the latest".utf8)) == nil)
    }

    // MARK: - Days

    @Test func aNumberAboveTwelveSettlesTheOrderOfTheWholeExport() {
      var state = DocumentState(dateOrder: .mdy)
      #expect(
        state.chatDate(.numeric(first: 14, second: 5, year: 2026))
          == SegmenterFixtures.date("2026-05-14"))
      // Day first from now on, though 3/5 reads both ways.
      #expect(
        state.chatDate(.numeric(first: 3, second: 5, year: 2026))
          == SegmenterFixtures.date("2026-05-03"))
    }

    @Test func anAmbiguousDayIsTheReadingThatIsNotInTheFuture() {
      // Read on 10 April: 04/09 is 4 September (ahead) or 9 April (behind).
      var state = DocumentState(dateOrder: .mdy, today: SegmenterFixtures.date("2026-04-10"))
      #expect(
        state.chatDate(.numeric(first: 4, second: 9, year: 2026))
          == SegmenterFixtures.date("2026-04-09"))
      // Both behind: the document's order.
      var other = DocumentState(dateOrder: .mdy, today: SegmenterFixtures.date("2026-12-01"))
      #expect(
        other.chatDate(.numeric(first: 4, second: 9, year: 2026))
          == SegmenterFixtures.date("2026-04-09"))
      var dayFirst = DocumentState(dateOrder: .dmy, today: SegmenterFixtures.date("2026-12-01"))
      #expect(
        dayFirst.chatDate(.numeric(first: 4, second: 9, year: 2026))
          == SegmenterFixtures.date("2026-09-04"))
      // "Yesterday" is the day before the one the export is read on.
      #expect(other.chatDate(.relative(-1)) == SegmenterFixtures.date("2026-11-30"))
      var undated = DocumentState(dateOrder: .mdy)
      #expect(undated.chatDate(.relative(0)) == nil)
    }

    // MARK: - Whole exports

    static let phoneExport = """
      04/09/2026, 19:40 - Ines Duarte created group "Allotment rota"
      04/09/2026, 19:41 - Ines Duarte: Evening! Water butts need emptying before the frost
      04/09/2026, 19:42 - Ines Duarte: Kofi could you book the skip for Saturday?
      04/09/2026, 19:50 - Kofi Asare: <Media omitted>
      04/09/2026, 19:51 - Kofi Asare: Sorry, away at my sister's all week, can't sort it
      04/09/2026, 19:55 - Lotte Brink: I'll do it, I know the man at the depot
      04/10/2026, 08:03 - Lotte Brink: And I'll mend the shed door tomorrow
      """

    @Test func aPhoneExportReadsSendersStampsAndItsOwnDays() {
      // Read on 12 April: 04/09 is 9 April, not 4 September, and so the export is month first.
      let result = Segmenter.segment(
        Self.phoneExport, fileName: "chat.txt", today: SegmenterFixtures.date("2026-04-12"))
      #expect(result.format == .speakerLines)
      // Kofi said no (his "<Media omitted>" said nothing); Lotte took the skip on.
      #expect(
        result.items.map(\.text) == ["book the skip for Saturday", "mend the shed door tomorrow"])
      #expect(result.items.map(\.impliedOwners) == [["Lotte Brink"], ["Lotte Brink"]])
      // "tomorrow" is read from the day it was written: that message is a meeting of its own.
      #expect(
        result.items.map(\.meetingDate) == [
          SegmenterFixtures.date("2026-04-09"), SegmenterFixtures.date("2026-04-10"),
        ])
      #expect(result.items.map(\.line) == [3, 7])
    }

    @Test func aServerExportReadsHeadersAndTheAskersWhen() {
      let text = """
        Ines Duarte — Yesterday at 9:58 PM
        draft notes are in the wiki

        Ines Duarte — Today at 9:02 AM
        @Kofi Asare can you rotate the staging keys?
        Friday at the latest if possible
        (edited)

        Kofi Asare — Today at 9:10 AM
        yep
        """
      let result = Segmenter.segment(
        text, fileName: "chat.txt", today: SegmenterFixtures.date("2026-04-21"))
      #expect(result.format == .speakerLines)
      #expect(result.items.map(\.text) == ["rotate the staging keys Friday"])
      #expect(result.items.map(\.impliedOwners) == [["Kofi Asare"]])
      #expect(result.items.map(\.meetingDate) == [SegmenterFixtures.date("2026-04-21")])
    }

    @Test func aMessageThatOpensWithAMentionAsksThatPersonAndItsListOfFollowUpsIsTasks() {
      let text = """
        Ines Duarte  2:18 PM
        @Kofi Mensah the two schools both wrote in this morning, can you handle the replies?

        Kofi Mensah  2:19 PM
        yep. I'll answer both with a holding note now

        Ines Duarte  4:52 PM
        follow-ups from today, shout if an owner is wrong:
        • Move the sign-up form to the new host — Kofi — by June 19
        • Write up what happened for the parents — me
        • Check the insurance wording (Bea to ask the broker)
        """
      let found = SegmenterFixtures.items(text, fileName: "chat.txt")
      #expect(
        found.map(\.text) == [
          // The reply after the yep says how, and when: now.
          "handle the replies now", "Move the sign-up form to the new host by June 19",
          "Write up what happened for the parents",
          "Check the insurance wording (Bea to ask the broker)",
        ])
      #expect(
        found.map(\.impliedOwners) == [
          ["Kofi Mensah"], ["Kofi"], ["Ines Duarte"], ["Bea"],
        ])
      #expect(found.map(\.line) == [2, 9, 10, 11])
    }

    @Test func aNumberedListOfJobsForADayInAMessageIsTasksDueThatDay() {
      let text = """
        [11/03/2027, 19:04] Kofi Mensah: Saturday's sorted, first game 10:20
        [11/03/2027, 19:07] Ines Duarte: I can bring the cones on Saturday
        [11/03/2027, 19:09] Bea Roth: 👍
        [12/03/2027, 08:17] Kofi Mensah: Jobs for Saturday so nobody's running round:
        1. Nets and goals – Bea (you've got the store key)
        2. First aid kit – me
        3. Photos for the club page – anyone with a decent phone
        """
      let found = SegmenterFixtures.items(text, fileName: "whatsapp.txt")
      #expect(
        found.map(\.text) == [
          "bring the cones on Saturday", "Nets and goals Saturday", "First aid kit Saturday",
          "Photos for the club page – anyone with a decent phone Saturday",
        ])
      #expect(found.map(\.impliedOwners) == [["Ines Duarte"], ["Bea"], ["Kofi Mensah"], []])
    }

    @Test func aReplyThatQuotesAnAskOrANeedTakesItOnWhereItWasSaid() {
      let text = """
        [16/03/2026, 18:40] Wren Castillo: Can someone collect the trestle tables from the church hall before Saturday?
        [16/03/2026, 18:45] Ade Okafor: I'll sort the raffle prizes
        [16/03/2026, 18:50] Wren Castillo: thanks
        [16/03/2026, 19:02] Ade Okafor: has anyone seen the float?
        [16/03/2026, 19:05] Wren Castillo: it's in the green tin
        [16/03/2026, 21:10] Mina Oduya:
        > Wren Castillo: Can someone collect the trestle tables from the church hall before Saturday?
        I'll pick them up tmrw after work, I've got the van
        [17/03/2026, 08:30] Ade Okafor: We should get the bunting washed before it goes up, it's filthy
        [17/03/2026, 12:15] Mina Oduya:
        > Ade Okafor: We should get the bunting washed before it goes up, it's filthy
        Ha, I'll do a load tonight
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "fete-chat.txt") == [
          "Sort the raffle prizes | Ade Okafor | -",
          // The ask's own day stands; the reply only takes it on.
          "Collect the trestle tables from the church hall | Mina Oduya | 2026-03-21",
          "Get the bunting washed before it goes up | Mina Oduya | 2026-03-17 20:00",
        ])
    }

    @Test func aDisplayNameWithAPictureAndALaterLineThatOpensWithAMention() {
      let text = """
        Bakery collective › #orders

        Tomasz Wierzbicki — 03/16/2026 9:02 AM
        flour delivery moved to thursday
        @Ines Varga can you check we have enough rye until then

        ines 🌾 — 03/16/2026 9:10 AM
        I'll count the rye sacks after the morning bake
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "orders.txt") == [
          "Check we have enough rye until then | Ines Varga | -",
          // "ines" is the one person of that first name the channel names in full.
          "Count the rye sacks after the morning bake | Ines Varga | -",
        ])
      #expect(ChatStamp.withoutSymbols("ines 🌾") == "ines")
      #expect(ChatStamp.withoutSymbols("Ines Varga") == "Ines Varga")
    }
  }
}
