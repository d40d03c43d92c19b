import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Minutes of a club or a committee as they are often typed: "Responsible:" lines, the
  /// minutes approved called a protocol, proposals that nobody takes, needs in the passive,
  /// and actions numbered by a tracker.
  @Suite("Club and committee minutes")
  struct ClubMinutesTests {
    @Test func responsibleFieldGivesTheWorkAfterTheName() {
      let text = """
        # Rowing club board meeting

        Date: 12.11.2026
        Present: Mehmet Yilmaz (Youth), Sabine Roth (Events), Ute Brandt (Secretary)

        ## TOP 2 Approval of the protocol from 08.10.2026

        Approved without remarks.

        ## TOP 3 Youth

        Responsible: Mehmet — register the two new coaches for the licence course of the state
        association. Deadline for the registration is Friday.

        ## TOP 4 Events

        Responsible: Sabine, book the hall for the Christmas party and ask about the menu, in two
        weeks.

        Proposal from Ute to hold a quiz night in spring. Nobody has time for it this year.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "board.md") == [
          "Register the two new coaches for the licence course of the state association | "
            + "Mehmet Yilmaz | 2026-11-13",
          "Book the hall for the Christmas party and ask about the menu | Sabine Roth | 2026-11-26",
        ])
    }

    @Test func aThingThatMustBeDoneIsANeed() {
      let text = """
        Allotment committee, 3 November 2026

        Present: Ana Lima, Bo Chen

        - The noticeboard at the gate has to be repainted before the spring open day.
        - The website must be updated with the new opening times; nobody has taken it yet.
        - The shed roof must be repaired by 30/11, and Bo will see to it.
        - The meeting was friendly and the tea was good.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "allotment.txt") == [
          "The noticeboard at the gate has to be repainted before the spring open day |  | -",
          "The website must be updated with the new opening times; nobody has taken it yet |  | -",
          "The shed roof must be repaired | Bo Chen | 2026-11-30",
        ])
    }

    @Test func trackerNumbersComeBeforeTheOwner() {
      let text = """
        # Ledger Exchange Format (LEF) TC — Minutes

        Thursday 12 November 2026

        ## Action items

        - #219 Leontyne Ortiz — confirm whether the schema covers the signature block
        - #235 Sunniva Kjeldsen — upload the next working draft by Friday 27 November
        - [#240] Omar Haddad to write the conformance test plan
        - #241 (unassigned) — collect examples from the regulators
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "tc.md") == [
          "Confirm whether the schema covers the signature block | Leontyne Ortiz | -",
          "Upload the next working draft | Sunniva Kjeldsen | 2026-11-27",
          "Write the conformance test plan | Omar Haddad | -",
          "#241 (unassigned) — collect examples from the regulators |  | -",
        ])
    }
  }
}

extension SegmenterTests {
  /// A weekly check-in and a debrief: what each will do next week under their name, last
  /// week's commitments ticked off (done items, as every checked box is), and the lines
  /// around them that are no work.
  @Suite("Check-ins and debriefs")
  struct CheckInTests {
    @Test func nextWeekUnderEachNameIsTheirs() {
      let text = """
        # Support squad — weekly check-in

        **Monday 23 November 2026**
        **Present:** Noor Haddad, Sven Aalto

        ## Last week's commitments

        - ✅ Sven — publish the macro library (done Tuesday)
        - ✅ Noor — hiring plan signed off

        ## Next week

        **Sven**
        - Run the refund survey with ten customers by Wednesday
        - Demo of the new inbox to the sales team (Sven presenting)

        **Noor**
        - Nothing else new; mostly interviews this week
        - Ask finance for the Q1 tools budget
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "check-in.md", includeDone: true) == [
          "Publish the macro library (done Tuesday) | Sven Aalto | - | done",
          "Hiring plan signed off | Noor Haddad | - | done",
          "Run the refund survey with ten customers | Sven Aalto | 2026-11-25",
          "Ask finance for the Q1 tools budget | Noor Haddad | -",
        ])
    }

    @Test func aLogLineAndTheNextSessionAreNoWork() {
      let text = """
        # Callout 26/044 — debrief

        **Debrief:** Tuesday 17 November 2026, at base
        **Present:** Alun Pryce, Beca Thorne

        ## Summary

        Casualty stretchered to the track. Handed to ambulance at the car park 19:10.

        ## Actions

        - Beca to restock the casualty bag in two weeks

        ## Next

        Next training night Thursday 26 November: crag rescue refresher at the quarry.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "debrief.md") == [
          "Restock the casualty bag | Beca Thorne | 2026-12-01"
        ])
    }
  }

  /// Minutes that name the holders of offices: "Clerk: Name" at the top, "Our treasurer,
  /// Name, …" in a minute; "the clerk" and "our treasurer" later are those people.
  @Suite("Offices named in minutes")
  struct OfficeHolderTests {
    @Test func anOfficeLaterIsItsHolder() {
      let text = """
        Minutes of the business meeting, Sunday 8 November 2026

        Clerk: Rosalind Achterberg
        Present: 21 Friends

        Minute 2026/51  Treasurer's report
        Our treasurer, Gwendolyn Okafor-Reyes, has presented the accounts. We receive them.

        Minute 2026/52  Roof
        Once a quotation has been accepted, we ask our treasurer to release the money for the
        scaffolding.

        Minute 2026/53  Closing
        We ask the clerk to send a copy of minute 2026/52 to the area meeting.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "business.txt") == [
          "Release the money for the scaffolding | Gwendolyn Okafor-Reyes | -",
          "Send a copy of minute 2026/52 to the area meeting | Rosalind Achterberg | -",
        ])
    }
  }
}

extension SegmenterTests {
  /// Notes typed on a phone by one of those present, and a call's "now".
  @Suite("Writers and the moment of the call")
  struct WriterAndNowTests {
    @Test func meInTheListIsTheWriter() {
      let text = """
        vol leads call 11/18

        on the call: me (deshawn), marisela, kwame

        - marisela will cut the turf packets by fri
        - i'll send the shift signup link to the whole list tonight
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "call.txt") == [
          "Cut the turf packets | marisela | 2026-11-27",
          "Send the shift signup link to the whole list | deshawn | 2026-11-25 20:00",
        ])
    }

    @Test func nowInACallIsNoDeadline() {
      let text = """
        [13:04:05] Benedikt Ray: Marisol, please put up a status page entry now, card payments failing.
        [13:04:13] Marisol Teixeira: On it.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "bridge.txt") == [
          "Put up a status page entry, card payments failing | Marisol Teixeira | -"
        ])
    }
  }
}
