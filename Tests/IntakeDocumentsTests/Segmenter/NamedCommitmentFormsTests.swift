import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// The ways notes say a person will do something beyond "X will" and "X to": an offer in
  /// the perfect, "is … and will …", where they work, and a role before the person.
  @Suite("Named commitment forms")
  struct NamedCommitmentFormsTests {
    /// Each task as "text | owners | due date" (`SegmenterFixtures.taskLines`).
    func tasks(_ text: String, fileName: String = "notes.txt") -> [String] {
      SegmenterFixtures.taskLines(text, fileName: fileName)
    }

    @Test func anOfferInThePerfectIsTheOffer() {
      let text = """
        General business
        - Wiremu (apologies) has offered to run the raffle at the open day.
        - Two parents have offered to help with the coaching course.
        - The rowing club has offered to lend us the marquee.
        """
      #expect(tasks(text) == ["Run the raffle at the open day | Wiremu | -"])
    }

    @Test func whatAPersonWillDoAfterWhatTheyAreDoingIsTheirTask() {
      let text = """
        Locations
        - The river permit is still pending. Odile is chasing and will update everyone Friday.
        - Bram met the caterer and will send the revised menu by Monday.
        - The board approved the budget and will fund the second phase next year.
        - Ilse volunteered to write the intro and will send it to Bram by the 3rd.
        """
      #expect(
        tasks(text) == [
          "Update everyone | Odile | 2026-11-27",
          "Send the revised menu | Bram | 2026-11-30",
          "Write the intro and will send it to Bram | Ilse | 2026-12-03",
        ])
    }

    @Test func wherePeopleWorkAndTheRoleBeforeThemLeaveThePersonAsOwner() {
      let text = """
        Premises
        - card reader dropping out again - Niall @ Quickpay says he'll dial in tonight
        - back gate sticks again. landlord (Mr Achebe) will send his joiner Tues
        - our caterer (Joy) to bring the urns on Friday
        - the hall (see map) will be open from 9
        """
      #expect(
        tasks(text) == [
          "Dial in | Niall | 2026-11-25 20:00",
          "Send his joiner | Mr Achebe | 2026-12-01",
          "Bring the urns | Joy | 2026-11-27",
        ])
    }

    @Test func aDepartmentAloneBeforeToOwnsTheWorkInALog() {
      let text = """
        DEPOT NIGHT LOG

        TIME  | ENTRY
        ------+-----------------------------------------
        22:40 | Gritter 4 spinner failed. Workshop to look at it tomorrow before the day run.
        03:10 | Salt stock low. Stores to order two loads on Thursday.
        """
      #expect(
        tasks(text) == [
          "Look at it before the day run | Workshop | 2026-11-26",
          "Order two loads | Stores | 2026-11-26",
        ])
    }

    @Test func aDepartmentAGroupOrAKnownPersonThenPleaseAsksThem() {
      let text = """
        Present: Rosa Quint

        - party of 9 tomorrow, 2 coeliac. Kitchen pls do two gluten-free desserts
        - Mr Hale rang about his lane. Day shift please send him the gritting map
        - Rosa pls ring the linen supplier
        - thanks all, please carpool on Friday
        """
      #expect(
        tasks(text) == [
          "Do two gluten-free desserts | Kitchen | -",
          "Send him the gritting map | Day shift | -",
          "Ring the linen supplier | Rosa Quint | -",
        ])
    }
    @Test func aRoleNamedByWhatItRunsOwnsTheWork() {
      let text = """
        Present: Ines Varga (site manager), Tobias Reed

        Notes
        - Site manager to confirm the crane booking by Friday.
        - The project lead will update the risk register.
        - Ops lead to book the first aid refresher for the new starters.
        - depot mgr to chase the tyre supplier
        - Finance Director Okafor presented the quarterly figures.
        """
      #expect(
        tasks(text) == [
          "Confirm the crane booking | Ines Varga | 2026-11-27",
          "Update the risk register | The project lead | -",
          "Book the first aid refresher for the new starters | Ops lead | -",
          "Chase the tyre supplier | depot mgr | -",
        ])
    }

    @Test func someoneFromAGroupIsWhoeverWillAndAnAsideKeepsTheAsk() {
      let text = """
        Present: Gwen Talbot, Marcus Lee

        - Someone from payroll needs to confirm the overtime rates.
        - Gwen (cc'd), could you send the rota to the agency before Thursday?
        - Marcus (Finance): can you check the mileage claims?
        """
      #expect(
        tasks(text) == [
          "Confirm the overtime rates |  | -",
          "Send the rota to the agency | Gwen Talbot | 2026-11-26",
          "Check the mileage claims | Marcus Lee | -",
        ])
    }
    @Test func aNamedPersonsFallbackOnAConditionIsTheirs() {
      let text = """
        Present: Ana Lima, Bo Chen

        Notes
        - If the quote comes in high, Bo will ask the second supplier.
        - If I got any of the figures wrong, I will correct them.
        - Unless the council objects, Ana to order the signs on Friday.
        """
      #expect(
        tasks(text) == [
          "Ask the second supplier | Bo Chen | -",
          "Order the signs | Ana Lima | 2026-11-27",
        ])
    }
    @Test func anAskThroughThePeopleSomeoneRunsIsTheirs() {
      let text = """
        Present: Gary Pruitt, Lena Holt

        - Gary, can one of your guys fix the side gate latch?
        - Lena could your team send the signed invoices by Friday?
        """
      #expect(
        tasks(text) == [
          "Fix the side gate latch | Gary Pruitt | -",
          "Send the signed invoices | Lena Holt | 2026-11-27",
        ])
    }

    @Test func aNickAfterAColonOwnsTheFollowUp() {
      let text = """
        Release readiness, Monday 23 November

        == Follow-ups ==
         - :rkumar to check the crash rate on beta before the go/no-go
         - :lena_v will update the release calendar for the holidays
        """
      #expect(
        tasks(text) == [
          "Check the crash rate on beta before the go/no-go | rkumar | -",
          "Update the release calendar for the holidays | lena_v | -",
        ])
    }

    @Test func whatOneShouldHaveDoneIsNoTask() {
      let text = """
        From: Sara Lind <sara@example.org>
        Date: Nov 23, 2026

        Sorry, I should have said this on the call: I'm away next week.
        I could have sent the figures sooner too. I'll send them tomorrow.
        """
      #expect(
        tasks(text) == [
          "Send them (re: I could have sent the figures sooner too) | Sara Lind | 2026-11-24"
        ])
    }

    @Test func anEditorNamedByRoleIsThePersonAndPluralNounsAreNoOwners() {
      let text = """
        Task group minutes, 23 November 2026
        Present: Rosa Achter (Chair), Kenji Sato (Technical Editor)

        ACTION ITEM: Editor to add a note to clause 6.3 on the open question.

        Teleconferences will continue on Thursdays at 14:00 starting 3 December.
        Preferences will be collected in the doodle.
        """
      #expect(tasks(text) == ["Add a note to clause 6.3 on the open question | Kenji Sato | -"])
    }

    @Test func aRelativeClauseBetweenTheNameAndTheAskIsSkipped() {
      let text = """
        Board minutes, 23 November 2026

        Noor will send the appointment letters this week.
        Kasia, who could not attend today, is asked to brief the new members on the process.
        """
      #expect(
        tasks(text) == [
          "Send the appointment letters | Noor | 2026-11-27",
          "Brief the new members on the process | Kasia | -",
        ])
    }

    @Test func anAdverbAfterHasLeavesTheOfferTheirs() {
      let text = """
        Fete planning, Monday 16 March 2026

        Discussion
        Bisi has kindly agreed to bake the scones for the tea tent.
        Tomas has also offered to run the tombola.
        """
      #expect(
        tasks(text) == [
          "Bake the scones for the tea tent | Bisi | -",
          "Run the tombola | Tomas | -",
        ])
    }

    @Test func anAskOfEveryoneIsWorkNoOneOwns() {
      let text = """
        Docs sync, Monday 16 March 2026

        Discussion
        The style guide draft is up. Could everyone review the glossary section by Friday?
        Could everyone see the screen? Good.
        The survey link is in the chat. Everyone please fill in the survey before the retro.
        Here is the recording, everyone please watch it.
        """
      #expect(
        tasks(text) == [
          "Review the glossary section |  | 2026-03-20",
          "Fill in the survey before the retro |  | -",
        ])
    }
  }
}
