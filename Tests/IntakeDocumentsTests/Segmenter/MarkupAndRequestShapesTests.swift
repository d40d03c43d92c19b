import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Minutes kept in a markup language (AsciiDoc, reStructuredText), chat pastes whose
  /// messages hold lists, and public minutes that report requests: which tasks, whose, when.
  @Suite("Markup and request shapes")
  struct MarkupAndRequestShapesTests {
    /// Each task as "text | owners | due date" (`SegmenterFixtures.taskLines`).
    func tasks(_ text: String, fileName: String = "notes.md") -> [String] {
      SegmenterFixtures.taskLines(text, fileName: fileName)
    }

    @Test func anAsciiDocTableBetweenItsDelimitersIsReadAsATable() {
      let text = """
        = Library systems: weekly check-in

        [horizontal]
        Present:: Ines Duarte, Kofi Mensah, Wen Zhao

        == Notes

        * The self-checkout kiosks were updated on Monday.

        == Actions

        [cols="3,1,1",options="header"]
        |===
        |Action |Owner |Due
        |Order spare receipt rolls for the kiosks |Kofi |Friday
        |Move the overdue notices to the new template |Wen |
        |===

        == Risks

        * The vendor may drop support for the old card readers next year.
        """
      #expect(
        tasks(text, fileName: "checkin.adoc") == [
          "Order spare receipt rolls for the kiosks | Kofi Mensah | 2026-11-27",
          "Move the overdue notices to the new template | Wen Zhao | -",
        ])
    }

    @Test func anAsciiDocRowMayBeWrittenACellToALine() {
      let text = """
        == Follow-ups

        |===
        |Task |Owner

        |Book the room for the January workshop
        |Ines

        |Send the survey to the branch managers
        |Kofi
        |===
        """
      #expect(
        tasks(text, fileName: "followups.adoc") == [
          "Book the room for the January workshop | Ines | -",
          "Send the survey to the branch managers | Kofi | -",
        ])
    }

    @Test func aWordAloneInBracketsStaysNotesWhileBlockAttributesAreSkipped() {
      #expect(NotesBlockReader.isBlockAttributes(Array("[cols=\"1,4\"]".utf8), from: 0))
      #expect(NotesBlockReader.isBlockAttributes(Array("[source,python]".utf8), from: 0))
      #expect(NotesBlockReader.isBlockAttributes(Array("[.line-through]".utf8), from: 0))
      #expect(NotesBlockReader.isBlockAttributes(Array("[NOTE]".utf8), from: 0))
      #expect(!NotesBlockReader.isBlockAttributes(Array("[TBD]".utf8), from: 0))
      #expect(!NotesBlockReader.isBlockAttributes(Array("[ ] call the printer".utf8), from: 0))
      #expect(!NotesBlockReader.isBlockAttributes(Array("[x]".utf8), from: 0))
    }

    @Test func aReStructuredTextFieldListNamesTheAttendees() {
      let text = """
        ================================
        Parser maintainers, 3 December
        ================================

        :Date: 2026-12-03
        :Attendees: Sunita Rao, Matteo Ferri, Grace Obi

        Action items
        ============

        - Matteo: bump the minimum supported version in the setup files
        - Grace: reply to the packaging question on the tracker
        """
      #expect(
        tasks(text, fileName: "minutes.rst") == [
          "Bump the minimum supported version in the setup files | Matteo Ferri | -",
          "Reply to the packaging question on the tracker | Grace Obi | -",
        ])
    }

    @Test func whatATaskPointsBackToIsTheThingAskedFor() {
      let text = """
        PARKS BOARD MINUTES

        Staff present: Dana Whitfield, Parks Superintendent

        4. TRAILS
        Member Osei asked the Superintendent for a cost estimate for resurfacing the river
        trail. Ms. Whitfield agreed to provide it by December 10.
        """
      #expect(
        tasks(text, fileName: "parks.txt") == [
          "Provide it (re: a cost estimate for resurfacing the river trail) | Dana Whitfield"
            + " | 2026-12-10"
        ])
    }

    @Test func aSecondVerbOfTheSubjectThatAsksStaffHandsTheTaskOn() {
      let text = """
        PARKS BOARD MINUTES

        3. PUBLIC COMMENT
        A resident spoke about dogs off leash near the playground. Chair Okafor noted that
        enforcement belongs to animal control and asked staff to pass the concern on to them.
        """
      #expect(
        tasks(text, fileName: "parks.txt") == [
          "Pass the concern on to them | staff | -"
        ])
    }

    @Test func aReplyThatSaysTheRequestsVerbAgainOnlySaysWhen() {
      let text = """
        Lucia Marsh  9:41 AM
        @dokafor can you re-run the nightly import on the staging copy?

        Daniel Okafor  9:45 AM
        sure, will re-run tonight
        """
      #expect(
        tasks(text, fileName: "chat.txt") == [
          "Re-run the nightly import on the staging copy | Daniel Okafor | 2026-11-25 20:00"
        ])
    }

    /// The recap's entries say again what was taken on, so they add nothing.
    @Test func aListInsideAChatMessageIsTheMessagesWordsNotNewSpeakers() {
      let text = """
        Daniel Okafor  9:45 AM
        I'll renew the certificate for the booking site by Thursday.

        Priti Shah  11:10 AM
        I can take the help desk rota.

        Lucia Marsh  4:30 PM
        Recap for everyone:
        - Daniel: certificate for the booking site (Thu)
        - Priti: new rota for the help desk
        I'll send the rota round once Priti has it.
        """
      #expect(
        tasks(text, fileName: "chat.txt") == [
          "Renew the certificate for the booking site | Daniel Okafor | 2026-11-26",
          "Take the help desk rota | Priti Shah | -",
          "Send the rota round once Priti has it | Lucia Marsh | -",
        ])
    }

    @Test func aSuggestionFollowedByACallForAVolunteerIsWorkForWhoeverTakesIt() {
      let text = """
        Lucia Marsh  10:02 AM
        we should also move the old tickets to the archive board, it's getting slow. anyone?

        Daniel Okafor  10:20 AM
        Different topic: the printer on floor 2 is jammed again.
        """
      #expect(
        tasks(text, fileName: "chat.txt") == [
          "Move the old tickets to the archive board |  | -"
        ])
    }

    @Test func anOrgFilesTodoHeadingsAreTasksAndItsPlanningLinesSayWhen() {
      let text = """
        #+TITLE: Team notes
        #+AUTHOR: Hamid Karimi
        #+TODO: TODO NEXT | DONE CANCELLED

        * Backlog
        ** TODO Rotate the database passwords                              :security:
           DEADLINE: <2026-12-04 Fri> SCHEDULED: <2026-12-01 Tue>
        ** NEXT [#A] Rebuild the search index on the replica
           SCHEDULED: <2026-11-30 Mon>
        ** DONE Archive the old build logs
           CLOSED: [2026-11-20 Fri 16:02]
        ** CANCELLED Move the wiki to the new host
        ** Vendor contract
           :PROPERTIES:
           :OWNER:    legal
           :END:
           - I'll ask legal for the signed copy.
        """
      #expect(
        tasks(text, fileName: "team.org") == [
          "Rotate the database passwords |  | 2026-12-04",
          "Rebuild the search index on the replica |  | 2026-11-30",
          "Archive the old build logs |  | -",
          "Ask legal for the signed copy | Hamid Karimi | -",
        ])
      let done = DocumentParser.parse(
        text, base: SegmenterFixtures.shapesContext, fileName: "team.org"
      ).filter(\.isDone).map(\.draft.text)
      #expect(done == ["Archive the old build logs"])
    }

    @Test func aMarkdownEntryOfOneStarStaysAnEntryUntilTheFileShowsItIsOrg() {
      let text = """
        # Sprint notes

        * TODO update the release checklist
        * Testing went well.
        """
      #expect(tasks(text) == ["Update the release checklist |  | -"])
    }

    @Test func aPlannersCallNotesKeepTheirOwnPromisesAndTheClientsWork() {
      let text = """
        # Call with the Okafors

        **Clients:** Ngozi Okafor, Daniel Okafor
        **Notes by:** Ruth Adler

        ## Catering

        - Daniel is choosing the wine himself (he used to run a bar). He'll send me the list
          by the 20th.
        - The caterer wants numbers early. That's their call, but I said I'd ask the venue for
          the room plan next week.
        - Once I have the numbers I'll pass them to the caterer with the menu choices.
        """
      #expect(
        tasks(text) == [
          "Send me the list | Daniel Okafor | 2026-12-20",
          "Ask the venue for the room plan | Ruth Adler | 2026-11-30",
          "Pass them to the caterer with the menu choices | Ruth Adler | -",
        ])
    }

    @Test func anActionsTableAfterTheMeetingDropsARowThatSaysAHandlesTaskAgain() {
      let text = """
        # Sprint review

        ## Status

        - Kofi will run the smoke tests on the release candidate by Friday.
        - The store listing is approved.

        ## Actions

        | Who | What | When |
        |-----|------|------|
        | @kofi_qa | Smoke tests on the release candidate | Fri |
        | Mina | Update the store screenshots | Monday |

        Next review: Thu 10 Dec.
        """
      #expect(
        tasks(text) == [
          "Run the smoke tests on the release candidate | Kofi | 2026-11-27",
          "Update the store screenshots | Mina | 2026-11-30",
        ])
    }

    @Test func aWikisMeetingPageNestsListsByAsterisksAndNamesPeopleByAccount() {
      let text = """
        {{Meeting notes|series=Monthly meeting|date=2026-11-12}}
        Notes of the '''November meeting''', held on Thursday 12 November 2026.

        == Attendees ==
        * [[User:Nkechi Adeyemi|Nkechi]] (facilitator)
        * [[User:Quillwort]]

        == Updates ==
        * '''Previous actions''':
        ** [[User:Quillwort]] to write the template docs — {{done}}
        ** [[User:Nkechi Adeyemi|Nkechi]] to write to the library — {{doing}}

        == Action items ==
        * '''Action''': [[User:Nkechi Adeyemi|Nkechi]] to sign the request by the 20th
        * '''Action''': [[User:Quillwort]] to update [[Openlexis:Bot policy]] with the new limit
        """
      #expect(
        tasks(text) == [
          "Write to the library — doing | Nkechi Adeyemi | -",
          "Sign the request | Nkechi Adeyemi | 2026-11-20",
          "Update Openlexis:Bot policy with the new limit | Quillwort | -",
        ])
    }

    @Test func aStruckEntryGivenAStatusAfterItIsAStatusInWords() {
      let text = """
        # Docs sync, 2026-04-07

        Attendees: Halvard Moe, Noor Haddad, Petra Kos, Ruth Abara

        **Earlier actions**
        - ~~Halvard: archive the old style guide~~ done
        - ~~Noor: ask legal about the logo use~~ (dropped)
        - ~~Petra: move the glossary to the wiki~~
        - Ruth: merge the two onboarding pages
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "notes.md", includeDone: true) == [
          "Move the glossary to the wiki | Petra Kos | - | done",
          "Merge the two onboarding pages | Ruth Abara | -",
        ])
    }
  }
}
