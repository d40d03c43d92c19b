import IntakeCore
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Threads whose comments head their own sections, and owners written after the task.
  @Suite("Threads and owner tags")
  struct ThreadAndTagTests {
    @Test func aCommentHeaderMakesItsAuthorTheOwnerOfTheirIAndDatesTheirWords() {
      let text = """
        # Planning the 2.0 release

        ### mira-k · Mar 2, 2027 · Maintainer

        I'll tag the release candidate tomorrow.

        ### Olu Bello · Mar 3, 2027

        I'll update the changelog tomorrow.
        """
      let result = Segmenter.segment(text, fileName: "thread.md")
      #expect(
        result.items.map(\.text) == [
          "tag the release candidate tomorrow", "update the changelog tomorrow",
        ])
      #expect(result.items.map(\.impliedOwners) == [["mira-k"], ["Olu Bello"]])
      #expect(
        result.items.map(\.meetingDate) == [
          SegmenterFixtures.date("2027-03-02"), SegmenterFixtures.date("2027-03-03"),
        ])
    }

    @Test func anIssueTrackersCommentLineHeadsItsAuthorsComment() {
      let text = """
        [OPS-412] Nightly backup job skips the archive volume
        Reporter: Halima Yusuf    Assignee: Piotr Nowicki

        Comments
        Comment by Piotr Nowicki [ 04/Mar/27 10:12 AM ]
        Found it: the mount is missing from the job's config. I'll patch the config tomorrow.

        Comment by Halima Yusuf [ 05/Mar/27 8:40 AM ]
        Thanks. I'll let the storage team know it runs again from tonight.
        """
      let result = Segmenter.segment(text, fileName: "OPS-412.txt")
      #expect(result.items.map(\.impliedOwners) == [["Piotr Nowicki"], ["Halima Yusuf"]])
      #expect(
        result.items.map(\.meetingDate) == [
          SegmenterFixtures.date("2027-03-04"), SegmenterFixtures.date("2027-03-05"),
        ])
      // "Comment by the way …" is no header: the words are not a name.
      let aside = Segmenter.segment(
        """
        Comment by the way, this is fixed [see below]
        I'll close it tomorrow.
        """, fileName: "notes.txt")
      #expect(aside.items.map(\.impliedOwners) == [[]])
    }

    @Test func aReviewsApprovalOrRequestForChangesHeadsItsAuthorsComment() {
      let text = """
        # Cache the parsed manifests #212

        ### @tomas-v reviewed on May 3, 2027

        I'll rerun the benchmarks on the ARM box.

        ### lena approved these changes on May 4, 2027

        Once it lands I'll update the deployment guide.
        """
      let result = Segmenter.segment(text, fileName: "pr.md")
      #expect(result.items.map(\.impliedOwners) == [["tomas-v"], ["lena"]])
      #expect(result.items.map(\.meetingDate).last == SegmenterFixtures.date("2027-05-04"))
    }

    @Test func chatMessagesPastedUnderNotesAreByTheirSenders() {
      let text = """
        Huddle notes
        • The team reviewed the launch checklist.

        Piotr Nowak  3:44 PM
        on it. I'll also ask them about a dedicated sending IP

        Standup 9:30 AM
        I'll tidy the board.
        """
      let found = Segmenter.segment(text, fileName: "huddle.txt").items
      #expect(found.first?.text == "ask them about a dedicated sending IP")
      #expect(found.first?.impliedOwners == ["Piotr Nowak"])
      // One word before a time is a title, not a sender.
      #expect(NotesClassifier.replyHeader(Array("Standup 9:30 AM".utf8)) == nil)
    }

    @Test func aTitleWithADashAndADateIsNoComment() {
      let state = DocumentState(dateOrder: .mdy)
      #expect(
        NotesClassifier.commentHeader(
          "Receipts Community Group — call summary, 3 May 2026", state: state)
          == nil)
      #expect(NotesClassifier.commentHeader("Weekly sync · agenda", state: state) == nil)
      #expect(
        NotesClassifier.commentHeader("ana-lima commented on Mar 3, 2026", state: state)?.0
          == "ana-lima")
    }

    @Test func aTagInSquareBracketsOrNamesInRoundOnesGiveTheSentenceItsOwners() {
      let text = """
        Attendance: tcarver, bhollis, rnwachukwu

        The detach bug is a regression from the retry rework. Fix the detach regression on
        master and propose the backport once it merges. [ACTION: bhollis]

        The py312 job fails one run in five. Look into whether it is the eventlet timeout
        again (rnwachukwu)

        Somebody mentioned the gate is slow (again).
        """
      let found = Segmenter.segment(text, fileName: "minutes.txt").items
      #expect(
        found.map(\.text) == [
          "Fix the detach regression on master and propose the backport once it merges",
          "Look into whether it is the eventlet timeout again",
        ])
      #expect(found.map(\.impliedOwners) == [["bhollis"], ["rnwachukwu"]])
    }

    static let botSummary = """
      Meeting summary
      ---------------
      * #101 Follow-up: last week's action items  (mvorster, 15:04:02)
        * the compose timeouts are fixed  (dbrandt, 15:05:11)
        * ACTION: jnak to keep working on the mirror plan  (mvorster, 15:06:30)

      * mass rebuild  (mvorster, 15:25:02)
        * ACTION: olu_ to email the spin owners  (mvorster, 15:23:40)
        * tgruber offered to run a scratch rebuild first  (mvorster, 15:39:30)

      Action Items
      ------------
      * jnak to keep working on the mirror plan
      * olu_ to email the spin owners
      """

    @Test func aBotsTopicLineIsATopicAndItsNicksKeepTheirUnderscores() {
      let found = Segmenter.segment(Self.botSummary, fileName: "summary.txt").items
      // "Follow-up: …" names the topic; the recap at the end says the actions again.
      #expect(
        found.map(\.text) == [
          "jnak to keep working on the mirror plan", "olu_ to email the spin owners",
          "run a scratch rebuild first",
        ])
      #expect(found.map(\.impliedOwners) == [[], [], ["tgruber"]])
      #expect(found.map(\.line) == [5, 8, 9])
    }

    @Test func aPrintedMailThreadGivesEachSenderTheirIllAndTheOneReaderTheNamelessAsk() {
      let text = """
        Subject: Saturday stall
        2 messages

        Ines Duarte <ines@example.org>                    Mon, Oct 5, 2026 at 9:12 AM
        To: Kofi Mensah <kofi@example.org>

        Hi Kofi,

        Could you send me the float amount by Thursday? I'll book the van for the morning.

        Ines

        Kofi Mensah <kofi@example.org>                    Tue, Oct 6, 2026 at 8:01 AM
        To: Ines Duarte <ines@example.org>, Bea Roth <bea@example.org>

        Will do. I'll bring the card reader too. Can you check the gazebo has all its pegs?
        """
      let result = Segmenter.segment(text, fileName: "thread.txt")
      #expect(
        result.items.map(\.impliedOwners) == [["Kofi Mensah"], ["Ines Duarte"], ["Kofi Mensah"]])
      #expect(result.items.map(\.meetingDate).last == SegmenterFixtures.date("2026-10-06"))
    }

    @Test func recipientsPartedBySemicolonsAreSeveralAndAWhenClauseMayStandBeforeTheAsk() {
      let text = """
        From: Ines Duarte <ines@example.org>
        Date: Mon, 5 Oct 2026 09:12:00 +0100
        To: Kofi Mensah <kofi@example.org>; Bea Roth <bea@example.org>
        Subject: Saturday stall

        Kofi, before you lock up tonight can you drop the spare gazebo round to the hall? By
        the 9th at the latest.
        And would you bring the extension lead?

        Could you also check the raffle tickets?

        Ines
        """
      let result = Segmenter.segment(text, fileName: "thread.txt")
      // The "you" right after an ask by name is the same person; with two readers, a
      // nameless ask later on is nobody's in particular, and not taken for a task.
      #expect(result.items.map(\.impliedOwners) == [["Kofi"], ["Kofi"]])
      #expect(result.items.first?.text.hasSuffix("the 9th") == true)
    }

    @Test func theSamePersonsItRightAfterTheirTaskSaysWhenAndAPastClauseIsNoPartOfIt() {
      let text = """
        Hi all,

        I'll write the migration notes for the wiki, I did them for 3.0 too. Will have it on
        the page by Monday.

        Ines
        """
      let items = Segmenter.segment(text, fileName: "reply.txt").items
      #expect(items.map(\.text) == ["write the migration notes for the wiki by Monday"])
    }

    @Test func aForumReplyByAHandleWithTheFullNameIsTheirsAndDatedByItsDay() {
      let text = """
        # Maintainers call – 2027-01-26

        **ines.d** (Ines Duarte) · Jan 26, 2027

        Notes below. I'll post the agenda thread a few days before the next call.

        ---

        **kofi_m** (Kofi Mensah) · Jan 27, 2027

        Looked at the flaky test. I'll pin the runner image tonight.
        """
      let found = Segmenter.segment(text, fileName: "thread.md").items
      #expect(found.map(\.impliedOwners) == [["Ines Duarte"], ["Kofi Mensah"]])
      #expect(found.map(\.meetingDate).last == SegmenterFixtures.date("2027-01-27"))
    }

    @Test func aProjectBoardsPlainCommentHeadersAndMentionsSayWhoSaysAndWhoIsAsked() {
      let text = """
        Website relaunch
        Message Board › Status update

        Ines Duarte · Wednesday, March 10, 2027 · Notified 6 people

        Quick round-up before Friday.

        ---

        Kofi Mensah · Mar 11, 9:20am

        I'll ask the board about the gala photos tomorrow.

        ---

        Ines Duarte · Mar 11, 10:05am

        @Bea Roth while you're in there, can you look at why the form sends two emails?
        """
      let found = SegmenterFixtures.items(text, fileName: "thread.txt")
      #expect(found.map(\.impliedOwners) == [["Kofi Mensah"], ["Bea Roth"]])
      // A meeting's title with a date is no comment header.
      #expect(NotesClassifier.replyHeader(Array("Weekly Sync · Mar 3, 2027".utf8)) == nil)
      #expect(NotesClassifier.replyHeader(Array("Design Review · 4 May".utf8)) == nil)
    }
  }
}
