import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// A council's minutes: officers listed with their offices, motions moved and carried or
  /// defeated, resolutions that direct staff or refer a matter, directions to staff.
  @Suite("Council resolutions")
  struct CouncilResolutionsTests {
    /// Each task as "text | owners | due date" (`SegmenterFixtures.taskLines`).
    func tasks(_ text: String) -> [String] {
      SegmenterFixtures.taskLines(text, fileName: "minutes.txt")
    }

    static let header = """
      TOWN OF BRAMWICK
      COMMITTEE OF THE WHOLE MINUTES

      Wednesday, November 18, 2026

      Staff:     Ines Marlow, Chief Administrative Officer
                 Tom Reyes, Town Clerk
                 Ada Finch, Director of Public Works
                 Ben Osei, Director of Community Services


      """

    @Test func anOfficerListedWithTheirOfficeOwnsWhatTheOfficeIsGiven() {
      let text =
        Self.header + """
          Direction to staff: Director of Public Works to replace the missing stop sign at
          Elm and Dover.

          The Chief Administrative Officer undertook to call the county by Friday.

          The CAO undertook to write to the minister about the bridge grant.
          """
      #expect(
        tasks(text) == [
          "Replace the missing stop sign at Elm and Dover | Ada Finch | -",
          "Call the county | Ines Marlow | 2026-11-20",
          "Write to the minister about the bridge grant | Ines Marlow | -",
        ])
    }

    @Test func aResolutionThatDirectsOrRefersGivesWork() {
      let text =
        Self.header + """
          Moved by Councillor Hale
          Seconded by Councillor Ortiz

          THAT the delegation be received for information; and
          THAT the request for a splash pad at Riverside Park be referred to the
          Recreation Department for a report back to
          Committee by January 11, 2027.
          CARRIED

          THAT the Town Clerk be directed to advertise the vacancy on the library board; and
          THAT Council direct the Treasurer to bring the rate by-law to the next meeting.
          CARRIED

          Direction to staff: Post the leaf collection schedule on the Town website.
          """
      #expect(
        tasks(text) == [
          "The request for a splash pad at Riverside Park be referred to the Recreation Department for a report back to Committee | Recreation Department | 2027-01-11",
          "Advertise the vacancy on the library board | Tom Reyes | -",
          "Bring the rate by-law to the next meeting | Treasurer | -",
          "Post the leaf collection schedule on the Town website | staff | -",
        ])
    }

    @Test func aDefeatedMotionGivesNoWork() {
      let text =
        Self.header + """
          Moved by Councillor Ortiz
          Seconded by Councillor Hale

          THAT staff be directed to study a four-way stop at Elm and Dover.
          DEFEATED

          Moved by Councillor Hale
          Seconded by Councillor Ortiz

          THAT staff be directed to repaint the crosswalk at Elm and Dover.
          CARRIED
          """
      #expect(tasks(text) == ["Repaint the crosswalk at Elm and Dover | staff | -"])
    }

    @Test func officersInBracketsAndAnOfficeTagUnderAParagraphOwnTheWork() {
      let text = """
        WESTMERE SHIRE COUNCIL
        MINUTES OF THE ORDINARY MEETING HELD ON WEDNESDAY 18 NOVEMBER 2026

        2.  PRESENT

        Councillors:  Cr Ruth Abara (Mayor)
                      Cr Tomas Vella
        Officers:     Nadia Kerr (Director Corporate and Community Services)
                      Owen Blyth (Chief Executive Officer)

        3.  APOLOGIES

        Cr Ivy Lund.

        RESOLUTION 2026/101
        Moved Cr Vella / Seconded Cr Abara
        That the apology of Cr Lund be accepted.
        CARRIED

        9.  OFFICER REPORTS

        Action: Director Corporate and Community Services - place the draft plan on
        exhibition and notify the breeders list.

        Cr Vella raised storm damage to the hall roof. By consensus, Councillors asked that
        the roof be inspected and that a report on costs be circulated to all
        Councillors within 14 days.
        Action: Manager Building and Planning

        The Chief Executive Officer presented the audit letter.
        Owen Blyth to send the letter to the audit committee.
        Action: Owen Blyth, 27/11
        """
      #expect(
        tasks(text) == [
          "Place the draft plan on exhibition and notify the breeders list | Nadia Kerr | -",
          "By consensus, Councillors asked that the roof be inspected and that a report on costs be circulated to all Councillors | Manager Building and Planning | 2026-12-02",
          "Send the letter to the audit committee | Owen Blyth | 2026-11-27",
        ])
      let attendees = Segmenter.segment(text, fileName: "minutes.txt").header.attendees
      // The motion under "Apologies" names nobody present.
      #expect(!attendees.contains { $0.hasPrefix("Moved") || $0.hasPrefix("Seconded") })
    }

    @Test func aDecisionThatGivesWorkByNameIsATask() {
      let text = """
        KILLEEN MUNICIPAL DISTRICT
        MINUTES OF THE MONTHLY MEETING, TUESDAY 17 NOVEMBER 2026

        Officials Present:
        Rhona Vance (Town Engineer), Pat Greer (District Administrator),
        Lia Moss (Staff Officer).

        Apologies: Cllr Owen Daly.

        1. FOOTPATHS
        Cllr Daly's request for a footpath at Ballyroe was discussed.
        Following discussion it was agreed:
        - Town Engineer to survey the verge at Ballyroe before the 4th of December.
        - The fee for the survey stays as budgeted.

        2. CORRESPONDENCE
        - Letter from the Ballyroe residents about parking. The District Administrator to
          reply to the residents.

        3. ANY OTHER BUSINESS
        Agreed: The District Administrator to circulate the winter gritting routes by Friday.
        Agreed: the district will keep its own log of pothole reports.
        """
      #expect(
        tasks(text) == [
          "Survey the verge at Ballyroe | Rhona Vance | 2026-12-04",
          "Reply to the residents | Pat Greer | -",
          "Circulate the winter gritting routes | Pat Greer | 2026-11-20",
        ])
    }

    @Test func aListOfWhatWasAgreedEndsAtTheNextParagraph() {
      let text = """
        MINUTES OF THE MONTHLY MEETING, TUESDAY 17 NOVEMBER 2026

        Members Present:
        Cllr Nora Keane (Cathaoirleach), Cllr Owen Daly, Cllr Ruth Hyland.
        Officials Present:
        Rhona Vance (Town Engineer), Pat Greer (District Administrator).

        Notice of Motion 1 - Cllr Owen Daly
        Following discussion it was agreed:
        - Cllr Daly and Cllr Hyland to meet the residents' committee.

        Notice of Motion 2 - Cllr Ruth Hyland
        The Town Engineer undertook to inspect the culvert at Ballyroe before Christmas.
        The motion was adopted. Agreed: Cathaoirleach to write to the minister by Friday.

        Flooding at the pier was raised. Agreed: Roads Directorate to clear the gullies.
        """
      #expect(
        tasks(text) == [
          "Meet the residents' committee | Owen Daly, Ruth Hyland | -",
          "Inspect the culvert at Ballyroe | Rhona Vance | 2026-12-25",
          "Write to the minister | Nora Keane | 2026-11-20",
          "Clear the gullies | Roads Directorate | -",
        ])
    }
  }
}
