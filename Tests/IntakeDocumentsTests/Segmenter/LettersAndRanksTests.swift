import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Minutes that name people by rank or role: a crew list with leader dots gives each rank
  /// its holder, and a rank written with a slash owns the work after it.
  @Suite("Ranks and crew lists")
  struct RankTests {
    @Test func aCrewListGivesEachRankItsHolder() {
      let text = """
        Fire and safety committee, 14.05.2026

        Crew list
          Master ......... Capt. Ilse Brandvold
          C/O ............ Tomas Ruiz  (Safety Officer)
          2/E ............ Keiko Arai
          Bosun .......... Amadou Sy

        - C/O to walk the new ratings through the rescue tripod next Tuesday.
        - 2/E to check the fire pump pressure log by 20.05.2026.
        - Bosun to renew the lifebuoy lights before the survey.
        - Contents of the hospital locker ......... 14 items, checked.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "safety.txt") == [
          "Walk the new ratings through the rescue tripod | Tomas Ruiz | 2026-05-19",
          "Check the fire pump pressure log | Keiko Arai | 2026-05-20",
          "Renew the lifebuoy lights before the survey | Amadou Sy | -",
        ])
    }

    @Test func aSlashedWordNobodyWasGivenIsNoOwner() {
      let text = """
        Ops sync, 14.05.2026

        - I/O errors on the build box again; Tomas to look at the disk.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "ops.txt") == [
          "Look at the disk | Tomas | -"
        ])
    }
  }

  /// A follow-up letter: numbered parts in capitals, an action table, the sender's own
  /// promises, an office named with its holder, and a signature that gives no work.
  @Suite("Letters")
  struct LetterTests {
    @Test func aLettersPartsItsPromisesAndItsSignature() {
      let text = """
        From: Ana Lima, Site Monitor
        To: Bo Chen
        Date: 3 March 2026
        Subject: Visit follow-up

        Dear Dr. Chen,

        1. TOPICS COVERED

        - Consent process and storage of samples
        - The delegation log

        2. OBSERVATIONS

        - The freezer is not yet on the alarm system.

        3. ACTIONS FOR THE SITE

        - Bo to add the freezer to the alarm system by 17 March.
        - Pharmacy to confirm the storage log. Completed 2 March, no further action.

        4. OUR FOLLOW-UP

        - Once the freezer is on the alarm system I will send the activation letter.
        - Our safety physician, Dr. Ines Varga, will answer your question on dosing next Tuesday.

        Kind regards,
        Ana Lima
        Site Monitor, on behalf of the sponsor
        Please contact me with any questions about this visit.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "letter.txt") == [
          "Add the freezer to the alarm system | Bo Chen | 2026-03-17",
          "Once the freezer is on the alarm system I will send the activation letter | Ana Lima | -",
          "Answer your question on dosing | Ines Varga | 2026-03-10",
        ])
    }

    @Test func aClosedActionInPlainNotesIsNoWork() {
      let text = """
        Ops notes, 3 March 2026

        - Ana to confirm the venue. Closed.
        - Bo to book the bus - completed 2 March.
        - Carla to order the banners by Friday.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "ops.txt") == [
          "Order the banners | Carla | 2026-03-06"
        ])
    }
  }

  /// A committee's call: groups named by what they chair, asked by name; a topic about
  /// assignments that lists none; the one who took the notes signs their promise.
  @Suite("Committee calls")
  struct CommitteeCallTests {
    @Test func groupsAskedByNameAndTheNoteTakersPromise() {
      let text = """
        # Workshop chairs call

        **Date:** Tuesday 8 December 2026
        **Attendees:** Lotte Berg (co-chair), Sami Rahal (Publicity, notes)

        ## 2. Reviewers and assignments

        - 94 of 120 invited reviewers have accepted; 9 declined.
        - Reviewer load: six papers each, hard cap eight.
        - PC chairs to send a reminder by Friday to everyone who has not answered.
        - Track chairs, please flag by the 18th any reviewer with more than eight papers.

        ## 3. AOB

        - I'll circulate these notes to the whole committee by next Monday.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "chairs.md") == [
          "Send a reminder to everyone who has not answered | PC chairs | 2026-12-11",
          "Flag any reviewer with more than eight papers | Track chairs | 2026-12-18",
          "Circulate these notes to the whole committee | Sami Rahal | 2026-12-14",
        ])
    }
  }

  /// A messenger's desktop export: a header of name, comma and bracketed day and time over
  /// each message; someone told by name what to do; two pieces of work for one occasion.
  @Suite("Messenger exports")
  struct MessengerExportTests {
    @Test func headersNamesAndOccasions() {
      let text = """
        Ines Duarte, [02.03.2026 19:02]
        we need to choose the four songs for the session by Sunday

        Paul Ortega, [02.03.2026 19:05]
        [ Sticker ]

        Paul Ortega, [02.03.2026 19:06]
        I'll restring the bass before the session

        Ines Duarte, [02.03.2026 19:10]
        Paul, bring the spare cables to Thursday's rehearsal
        """
      #expect(
        // The need waits for a taker to the end of the thread, so it comes out last.
        SegmenterFixtures.taskLines(text, fileName: "chat.txt") == [
          "Restring the bass before the session | Paul Ortega | -",
          "Bring the spare cables to Thursday's rehearsal | Paul Ortega | 2026-03-05",
          "Choose the four songs for the session |  | 2026-03-08",
        ])
    }

    @Test func aTopicsExportWithDashedHeaders() {
      let text = """
        #release > v2.0 planning

        Lena Vogt — Mar 3, 2027, 9:12 AM
        We need to fix #981 before rc1, I don't want to ship another release with it.

        Arjun Rao — Mar 3, 2027, 9:40 AM
        I'll cut the release branch on the 15th right after the freeze.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "zulip.md") == [
          "Cut the release branch right after the freeze | Arjun Rao | 2027-03-15",
          "Fix #981 before rc1, I don't want to ship another release with it |  | -",
        ])
    }
  }

  /// A project's chat summary posted as a blog entry: the byline names who wrote it, and a
  /// component's label stands before the one who reported.
  @Suite("Blog summaries")
  struct BlogSummaryTests {
    @Test func theBylineWriterAndALabelledReporter() {
      let text = """
        # Dev chat summary, September 16, 2026

        Posted on September 17, 2026 by [@linh-t](https://example.org/author/linh-t/) in Core

        ## Component updates

        **REST API:** Carla Moreau said the batch endpoint is nearly done. She will post a call for testing next Tuesday.

        ## Open floor

        I'll publish the agenda for next week's chat on Tuesday as usual.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "summary.md") == [
          "Post a call for testing | Carla Moreau | 2026-09-22",
          "Publish the agenda for next week's chat as usual | linh-t | 2026-09-22",
        ])
    }
  }

  /// An association's typed minutes: a couple under one surname on the attendance line and
  /// a list of jobs at the end, one of them nothing.
  @Suite("Association minutes")
  struct AssociationMinutesTests {
    @Test func aCoupleSharesItsSurnameAndTheJobsListGivesWork() {
      let text = """
        RIVERSIDE ALLOTMENT SOCIETY
        Minutes of the Committee, Tuesday, April 6, 2027

        Present: Gwen Price, Ali and Sara Haddad (plot 12), Joe Brennan

        1. Water. The standpipe by the gate leaks again.

        JOBS
          Ali - fix the standpipe washer before 4/24
          Ali and Sara - clear the compost bays on Saturday
          Joe - nothing this month
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "allotment.txt") == [
          "Fix the standpipe washer | Ali Haddad | 2027-04-24",
          "Clear the compost bays | Ali Haddad, Sara Haddad | 2027-04-10",
        ])
    }
  }

  /// A review board's record: its fields in a table with no header, earlier follow-ups whose
  /// status gives a new target, and two owners from one team.
  @Suite("Review board records")
  struct ReviewBoardTests {
    @Test func fieldsInATableTargetsAndOwnersFromOneTeam() {
      let text = """
        # Review Board — Record of Meeting

        | | |
        |---|---|
        | **Date** | 2026-10-07 |
        | **Recorded by** | Inge Larsen |

        ## 1. Open follow-ups

        | Ref | Follow-up | Owner | Status |
        |-----|-----------|-------|--------|
        | RB-1 | Retire the old queue | Omar Said | In progress — new target 11/30 |

        ## 2. Retention

        Follow-up: Aiko Mori and Jon Baptiste (Data Platform) to come back with cost numbers in two weeks.

        ## 3. Other business

        - I'll update the decision log by next Thursday.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "board.md") == [
          "Retire the old queue | Omar Said | 2026-11-30",
          "Come back with cost numbers | Aiko Mori, Jon Baptiste | 2026-10-21",
          "Update the decision log | Inge Larsen | 2026-10-15",
        ])
    }
  }

  /// A radio club's net log names volunteers by name and call sign; an e-mail to one person
  /// tells them what to do by when.
  @Suite("Call signs and e-mailed instructions")
  struct CallSignTests {
    @Test func volunteersByNameAndCallSign() {
      let text = """
        Net log 06/09/2026

        Volunteers taken tonight:
        - Rosa KE0RSA to run the beginners' station on the 27th.
        - Lorna KD0LMB (NCS) will send the operating schedule by Sunday.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "net.txt") == [
          "Run the beginners' station | Rosa | 2026-06-27",
          "Send the operating schedule | Lorna | 2026-06-14",
        ])
    }

    @Test func anEmailToOnePersonTellsThemWhatToDoByWhen() {
      let text = """
        From: Hana Berg <hana@example.org>
        To: Leon Abt <leon@example.org>
        Date: Thu, 21 Jan 2027 16:42:10 +0100
        Subject: Your first week

        Hi Leon,

        Send me your preferred keyboard layout by tomorrow so the laptop can be set up.
        Edit the welcome page in your profile before sharing it.

        Hana
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "welcome.eml") == [
          "Send me your preferred keyboard layout so the laptop can be set up | Leon Abt | 2027-01-22"
        ])
    }
  }

  /// A company board's minutes: the board's asks of management, and an offer whose sentence
  /// the wrap carried onto a line that opens with a titled name.
  @Suite("Company board minutes")
  struct CompanyBoardTests {
    @Test func aBodyAsksAfterAnOpeningPhrase() {
      let text = """
        BOARD OF DIRECTORS - MINUTES
        Tuesday, 11 May 2027

        After discussion, the Board asked management to present a revised hiring plan.
        Following a short debate, the Council asked staff to prepare a report on parking.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "board.txt") == [
          "Present a revised hiring plan | management | -",
          "Prepare a report on parking | staff | -",
        ])
    }

    @Test func managementIsAskedAndAWrappedTitledNameStaysInItsSentence() {
      let text = """
        BOARD OF DIRECTORS - MINUTES
        Tuesday, 11 May 2027

        Present: Amara Quist (CEO), Jonah Feld (director)

        The Board discussed the slower sales cycle with logistics customers. The Board asked management to
        add a customer-concentration slide to the board deck.

        Mr. Feld offered to help with the open search for a VP Finance; he will introduce
        Ms. Quist to two candidates in the next two weeks.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "board.txt") == [
          "Add a customer-concentration slide to the board deck | management | -",
          "Help with the open search for a VP Finance; he will introduce Ms. Quist to two "
            + "candidates | Jonah Feld | 2027-05-25",
        ])
    }
  }

  /// A shared planning document exported with its comments: the day's schedule is no task
  /// list, and each comment is by the one its header names.
  @Suite("Documents with comments")
  struct CommentedDocumentTests {
    @Test func aScheduleTableAndCommentsByTheirWriters() {
      let text = """
        # Repair Café — Spring Day 2027

        **Event date:** Saturday, February 20, 2027

        ## Schedule

        | Time  | What                   | Where    | Lead        |
        |-------|------------------------|----------|-------------|
        | 10:00 | Doors open, sign-in    | Front    | @Rui Matos  |
        | 11:30 | Bike repair demo       | Yard     | @Ines Pahl  |

        ## Tasks

        - [ ] Order 200 name badges — @Rui Matos — by Jan 29

        ________________
        [a]Ines Pahl, Jan 15, 2027, 12:18 PM
        I'll get written confirmation from the insurer by Feb 1.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "plan.md") == [
          "Order 200 name badges | Rui Matos | 2027-01-29",
          "Get written confirmation from the insurer | Ines Pahl | 2027-02-01",
        ])
    }
  }

  /// A ward's discharge meeting lists each person with their profession and initials, one
  /// to a line, and its actions name them by the initials.
  @Suite("Ward meetings")
  struct WardMeetingTests {
    @Test func professionsAndInitialsOnePerLine() {
      let text = """
        WARD 4 - DISCHARGE PLANNING MEETING
        Meeting:     Mon 16/11/2026

        Present:
          Dara Quinn, Occupational Therapist (DQ)
          Omar Haddad, Physiotherapist (OH)

        ACTIONS
        1. DQ - home access visit with the son on Thu 19/11.
        2. OH - stairs assessment on the ward stairs by Friday.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "ward.txt") == [
          "Home access visit with the son | Dara Quinn | 2026-11-19",
          "Stairs assessment on the ward stairs | Omar Haddad | 2026-11-20",
        ])
    }
  }

  /// A vote's result mailed to a list: the paragraph's last sentence titles the release
  /// manager's own next steps.
  @Suite("Vote results")
  struct VoteResultTests {
    @Test func aParagraphsLastSentenceTitlesTheWritersList() {
      let text = """
        From: Oskar Lind <oskar@example.org>
        To: dev@example.org
        Date: Tue, 8 Sep 2026 09:02:18 +0200
        Subject: [RESULT][VOTE] Release 3.4.0

        The vote passes with 4 +1 votes.

        Thanks to everyone who tested. Next steps, which I'll take care of:

        1. Promote the staged artifacts to the release repository today.
        2. Update the downloads page by Thursday.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "result.txt") == [
          "Promote the staged artifacts to the release repository | Oskar Lind | 2026-09-08",
          "Update the downloads page | Oskar Lind | 2026-09-10",
        ])
    }
  }
}
