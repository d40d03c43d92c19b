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
