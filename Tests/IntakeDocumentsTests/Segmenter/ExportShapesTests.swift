import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// A sheet saved as comma-separated values: title rows, then a table known by its column
  /// names.
  @Suite("Comma-separated sheets")
  struct CommaSheetTests {
    @Test func titleRowsThenAnActionTable() {
      let text = """
        Garden volunteers - actions,,,,
        Work day 14 March 2026,,,,
        Present: Wren Castillo; Ade Okafor; Mina Park,,,,
        Area,Action,Owner,Due,Status
        Beds,"Turn the compost, then cover it",Okafor,Tuesday,Open
        Shed,,,,Closed
        Tools,"Sharpen the shears and the ""good"" spade",Park / Castillo,,Open
        Paths,Order bark chips,Castillo,2026-03-31,Done
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "actions.csv") == [
          "Turn the compost, then cover it | Ade Okafor | 2026-03-17",
          "Sharpen the shears and the \"good\" spade | Mina Park, Wren Castillo | -",
        ])
    }

    @Test func proseWithCommasIsNoTable() {
      let text = """
        Notes 2026-03-14

        Action, owner, due date and status were all added to the board.
        Ana to order the bark chips by Friday.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "notes.txt") == [
          "Order the bark chips | Ana | 2026-03-20"
        ])
    }
  }

  /// A speech recogniser's segments, "[start --> end]" before each, with speaker names
  /// added by hand; a segment without a name goes on with the last speaker.
  @Suite("Recogniser segments")
  struct RecogniserSegmentTests {
    @Test func segmentsAreTurnsAndUnnamedOnesGoOn() {
      let text = """
        Allotment society committee call, Tuesday 3 March 2026
        Present: Wren Castillo (chair), Ade Okafor (treasurer)

        [00:00.000 --> 00:03.120]  WREN: Right, can everyone hear me?
        [00:03.500 --> 00:09.800]  ADE: Yes. The water bill came in higher than last year.
        [00:10.020 --> 00:14.900]  I'll send the meter readings to the council on Friday.
        [00:15.300 --> 00:21.000]  WREN: Thanks. Ade, could you also chase plot twelve's rent?
        [00:21.400 --> 00:22.100]  ADE: Will do.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "call.txt") == [
          "Send the meter readings to the council | Ade Okafor | 2026-03-06",
          "Chase plot twelve's rent | Ade Okafor | -",
        ])
    }
  }

  /// Notes sent for review as a patch: only the lines it adds are read, at their own line
  /// numbers.
  @Suite("Patches")
  struct PatchTests {
    @Test func theAddedLinesAreTheNotes() {
      let text = """
        From 1a2b3c Mon Sep 17 00:00:00 2001
        From: Wren Castillo <wren@example.org>
        Subject: [PATCH] notes: add the 3 March 2026 meeting

        ---
         notes/2026-03-03.md | 7 +++++--
        diff --git a/notes/2026-03-03.md b/notes/2026-03-03.md
        --- a/notes/2026-03-03.md
        +++ b/notes/2026-03-03.md
        @@ -1,4 +1,5 @@
         # Garden club, 3 March 2026
        -- Ade to order the seed potatoes
        +- Ade to order the seed potatoes by Friday
        +- Mina will fix the shed door
         
         Next meeting in April.
        --\u{20}
        2.43.0
        """
      let lines = Segmenter.segment(text, fileName: "notes.patch").items.map(\.line)
      #expect(lines == [13, 14])
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "notes.patch") == [
          "Order the seed potatoes | Ade | 2026-03-06",
          "Fix the shed door | Mina | -",
        ])
    }

    @Test func hunkCountsAreRead() {
      #expect(PatchLines.hunkCounts(Array("@@ -0,0 +1,68 @@".utf8))! == (0, 68))
      #expect(PatchLines.hunkCounts(Array("@@ -3 +3,2 @@ intro".utf8))! == (1, 2))
      #expect(PatchLines.hunkCounts(Array("@@ nothing".utf8)) == nil)
    }
  }

  /// A standards body's steering group minutes in plain text: "o" bullets, each task's status
  /// alone a blank line below it, and "Document actions" that are decisions on documents.
  @Suite("Plain-text steering group minutes")
  struct SteeringGroupMinutesTests {
    @Test func bulletsStatusesAndDocumentActions() {
      let text = """
        Steering group telechat, 2026-03-05

        1. Tasks from earlier telechats

             o Ana Lima to find a reviewer for the transport drafts.

               IN PROGRESS

             o Bo Chen to renew the meeting room booking.

               DONE

        2. Document actions

        2.1 draft-example-widgets-03 (Proposed Standard) Token: Ana Lima

           Result: Approved.

        3. Management issues

           Two people applied. Bo will write to both of them this week.

        4. New tasks

             o Mina Park to move the calendar invitations to the new system by
               Monday.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "telechat.txt") == [
          "Find a reviewer for the transport drafts | Ana Lima | -",
          "Write to both of them | Bo Chen | 2026-03-06",
          "Move the calendar invitations to the new system | Mina Park | 2026-03-09",
        ])
    }
  }

  /// Notes whose front matter lists the attendees with their handles and the tasks as
  /// records.
  @Suite("Front matter records")
  struct FrontMatterRecordTests {
    @Test func attendeesWithHandlesAndTasksAsRecords() {
      let text = """
        ---
        title: "Repair café planning"
        date: 2026-04-02
        attendees:
          - Nadia Rahman (@nrahman)
          - Tomás Eberhardt
        action_items:
          - who: "@nrahman"
            what: Print the volunteer sign-up sheets
            when: Friday
          - who: Tomás
            what: Ask the library for the long tables
        ---

        ## Notes

        - @nrahman will post the poster in the community group.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "cafe.md") == [
          "Print the volunteer sign-up sheets | Nadia Rahman | 2026-04-03",
          "Ask the library for the long tables | Tomás Eberhardt | -",
          "Post the poster in the community group | Nadia Rahman | -",
        ])
    }
  }

  /// A group chat saved by a phone's messaging app as tab-separated lines: time, sender,
  /// message.
  @Suite("Tab-separated chats")
  struct TabbedChatTests {
    @Test func eachLineIsAMessageBySender() {
      let text = """
        Chat history in Riverside Rowing - Coaches
        Saved on: 2026/05/19 22:41

        2026/05/19(Tue)
        07:52\tHana Ito\tMorning all. Ergs are back from repair
        07:55\tTom Reyes\tI'll put the new seat pads on them tonight
        08:01\tHana Ito\tTom, can you also book the minibus for Saturday?
        08:03\tTom Reyes\tsure
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "chat.txt") == [
          "Put the new seat pads on them | Tom Reyes | 2026-05-19 20:00",
          "Book the minibus | Tom Reyes | 2026-05-23",
        ])
      #expect(
        ChatExportLines.tabbedMessage(Array("07:52\tHana Ito\tMorning".utf8))
          == Array("[07:52] Hana Ito: Morning".utf8))
      #expect(ChatExportLines.tabbedMessage(Array("Total\t12\t14".utf8)) == nil)
    }
  }

  /// Typed minutes wrapped at a fixed width: a name of several words the wrap cut goes on
  /// over the next line, a sentence opening with a name does not.
  @Suite("Names across a wrap")
  struct WrappedNameTests {
    @Test func aNameOfSeveralWordsGoesOnIntoASmallWord() {
      let text = """
        Minutes of the station meeting held on Thursday 12th February 2026

        6. Publicity
        Dave showed the draft release. Dave to amend it and send it to the Regional
        Media Manager for sign-off.

        7. Roads
        Nina to send the cycle lane notes to the Road Safety
        Officer Training panel presented its figures for the year.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "minutes.txt") == [
          "Amend it and send it to the Regional Media Manager for sign-off | Dave | -",
          "Send the cycle lane notes to the Road Safety | Nina | -",
        ])
    }
  }

  /// A Redmine wiki page in Textile: "h2." headings, "#" entries, "user:login" mentions and
  /// "|_." header cells.
  @Suite("Textile pages")
  struct TextilePageTests {
    @Test func headingsEntriesMentionsAndHeaderCells() {
      let text = """
        h1. Steering meeting 2026-04-14

        h2. Present

        * Priya Natarajan (user:pnat)
        * Wen Li (user:wenli)

        h2. Previous actions

        |_. Action |_. Who |_. Status |
        | Move the CI runners | wenli | Done |

        h2. Actions

        # user:pnat - post the cache draft to the list before 28 April
        # Wen to check the package pins
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "psc.txt") == [
          "Post the cache draft to the list | Priya Natarajan | 2026-04-28",
          "Check the package pins | Wen Li | -",
        ])
      var lines = TextileLines()
      #expect(lines.read(Array("# user:pnat - go".utf8)) == Array("# user:pnat - go".utf8))
      _ = lines.read(Array("h1. Title".utf8))
      #expect(lines.read(Array("## user:pnat - go".utf8)) == Array(" - @pnat - go".utf8))
    }
  }

  /// Formal minutes that number their resolutions with roman numerals.
  @Suite("Roman-numbered resolutions")
  struct RomanNumeralTests {
    @Test func eachNumeralOpensAnEntry() {
      let text = """
        Minutes of the committee meeting held on Saturday 7th March 2026

        Present: Mrs. Ruth Odhiambo (Secretary), Mr. Tom Baraka, Ms. Lea Wafula

        MIN 04/03/2026: PARKING
        After deliberations it was resolved as follows:
          i)  Visitors' parking to be marked in yellow with immediate effect.
          ii) The Secretary to write to the management company by 14th March 2026.
          iii) Mr. Baraka and Ms. Wafula to count the unused bays before the next meeting.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "minutes.txt") == [
          "Write to the management company | Ruth Odhiambo | 2026-03-14",
          "Count the unused bays before the next meeting | Tom Baraka, Lea Wafula | -",
        ])
    }
  }

  /// A TWiki topic: "---++" headings, people by WikiName, a header row in bold, and
  /// "*ACTION*" lines.
  @Suite("TWiki topics")
  struct TWikiTopicTests {
    @Test func headingsWikiNamesAndActions() {
      let text = """
        %META:TOPICINFO{author="AnaLima" date="1775757312" format="1.1" version="2"}%
        ---+!! Detector WG telecon, 9 April 2026

        ---++ Present
        Main.AnaLima (convener), Main.BoChen, Main.MinaPark

        ---++ Open actions
        | *Action* | *Who* | *Status* |
        | Re-run the gain fits | Main.BoChen | done |
        | Circulate the calibration note | Main.MinaPark | still open |

        ---++ Cabling
           * Bo thinks two stations still have the old cables.
           * *ACTION* Main.BoChen: check the logbook for the cable types by Friday.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "telecon.txt") == [
          "Circulate the calibration note | Mina Park | -",
          "Check the logbook for the cable types | Bo Chen | 2026-04-10",
        ])
      #expect(TWikiLines.headingLevel(Array("---++!! Title".utf8))! == (2, 8))
    }
  }

  /// A board's minutes that give work in the present tense, with a when.
  @Suite("Duties in the present tense")
  struct PresentDutyTests {
    @Test func knownPeopleAVerbOfWorkAndAWhen() {
      let text = """
        Board meeting 2026-04-21

        Present: Johan Berg (secretary), Karin Eklund (chair), Leila Haddad

        Johan sends the decisions to the members by e-mail this week.
        Karin and Leila organise the garden day on Saturday 2026-05-09.
        Karin presents the accounts on Friday.
        Leila books rooms now and then.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "board.txt") == [
          "Sends the decisions to the members by e-mail | Johan Berg | 2026-04-24",
          "Organise the garden day | Karin Eklund, Leila Haddad | 2026-05-09",
        ])
    }
  }

  /// A diary's keeper and the list they keep for themselves.
  @Suite("A keeper's own list")
  struct KeepersListTests {
    @Test func forMeIsTheKeepersList() {
      let text = """
        # Site diary - Wednesday 15 July 2026
        Diary kept by: Kath Morley (site supervisor)

        All trenches covered. Tools counted, all in.

        For me:
        - [ ] Chase the surveyors for the revised plan - by Friday
        - [x] Order the replacement level staff

        👍 works for me
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "diary.md", includeDone: true) == [
          "Chase the surveyors for the revised plan | Kath Morley | 2026-07-17",
          "Order the replacement level staff | Kath Morley | - | done",
        ])
    }
  }
}
