import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Minutes that name people by surname ("Cllr Pemberton to …") after the attendees line
  /// gave their full names, and names that look like other words ("Will", "Hye-jin Park").
  @Suite("Surnames")
  struct SurnameTests {
    /// 2026-11-25, 10:00 UTC.
    let context = ParsingContext(
      localDate: LocalDate(dayNumber: 20_782), time: LocalTime(uncheckedHour: 10), timeZone: .gmt)

    func owners(_ text: String) -> [[String]] {
      DocumentParser.parse(text, base: context, fileName: "minutes.txt").map(\.draft.owners)
    }

    @Test func aSurnameIsTheOnePersonWhoseSurnameItIs() {
      #expect(
        owners(
          """
          Present: Imogen Tresize (Chair), Walter Penhallow, Nadia Okonedo (police liaison)

          ## Actions
          - PCSO Okonedo to send the dates of the speed-watch training
          - Cllr Penhallow to write to the highways team about the verge
          """) == [["Nadia Okonedo"], ["Walter Penhallow"]])
    }

    @Test func aSpeakerLabelledByTitleAndSurnameIsThePersonTheRecordNames() {
      let drafts = DocumentParser.parse(
        HearingTranscriptTests.hearing, base: context, fileName: "hearing.txt"
      ).map(\.draft)
      #expect(drafts.map(\.owners) == [["Ruth Calder"], ["Tobias Renn"], ["Amara Quist"]])
    }

    @Test func aChatBelowNotesGivesTheFullNamesOfFirstNamesBeforeIt() {
      let drafts = DocumentParser.parse(
        """
        Orga call - Tue 2026-08-11

        Present: Nadia, Piotr, Lena

        === Chat ===

        [19:08] Nadia Berg : Piotr, can you update the closing date on the website?
        [19:09] Piotr Zieliński : on it
        [19:21] Lena Hoff : I will email the sponsors about booth sizes tomorrow
        """, base: context, fileName: "call.txt"
      ).map(\.draft)
      #expect(
        drafts.map(\.text) == [
          "Update the closing date on the website", "Email the sponsors about booth sizes",
        ])
      #expect(drafts.map(\.owners) == [["Piotr Zieliński"], ["Lena Hoff"]])
    }

    @Test func aRoleOfThreeWordsIsAlsoItsLetters() {
      #expect(
        owners(
          """
          Present:
          Dr Halima Osei, Editor-in-Chief (HO)
          Piet Laan, Chief Operating Officer

          1. Annual report
          ACTION: EIC to write to the guest editors about the special issue.
          ACTION: Editor-in-Chief to update the reviewer guidelines.
          ACTION: COO to renew the printing contract.
          """) == [["Halima Osei"], ["Halima Osei"], ["Piet Laan"]])
    }

    @Test func initialsInBracketsAfterANameAnywhereAreThatPersons() {
      #expect(
        owners(
          """
          ## Loss signals — Ama Owusu (AO)

          - Hiroshi Nakamura (HN): the security section is thin
            - AO: fair. HN, could you send text for it?
          - Marek Svoboda (MSV) presented the test plan.
          - MSV to split the tests by engine
          - Head Teacher (HT) asked for a summary.
          - HT to circulate the summary
          """) == [["Hiroshi Nakamura"], ["Marek Svoboda"], ["HT"]])
    }

    @Test func initialsFollowedByARoleInTheBracketsAreStillThePersons() {
      #expect(
        owners(
          """
          Chaired by Orla Mulvaney (OM, Chair). Also there: Tobias Greenhalgh (TG – Treasurer)
          and Priya Venkatesan (PV, minutes).

          ## Actions
          - TG to circulate the draft accounts before the AGM
          - OM / PV to confirm the hall booking for June
          """) == [["Tobias Greenhalgh"], ["Orla Mulvaney", "Priya Venkatesan"]])
    }

    @Test func anAttendeesTablesLettersAndHandlesAreItsPeoplesAndNamesInBracketsOwn() {
      #expect(
        owners(
          """
          **Attendees:**

          | Name            | Abbreviation | GitHub   | Organization |
          | --------------- | ------------ | -------- | ------------ |
          | Ines Duarte     | IDE          | iduarte  | Calcsoft     |
          | Pavel Novak     | PNK          | pnovak   | Gridwise     |

          ## Follow-up

          - IDE to write the conformance tests
          - @pnovak to update the explainer
          - Editors (IDE, PNK) to merge the glossary changes
          """) == [["Ines Duarte"], ["Pavel Novak"], ["Ines Duarte", "Pavel Novak"]])
    }

    @Test func aBoldAttendeesTitleWithARemarkListsPeopleUntilTheNextTitle() {
      #expect(
        owners(
          """
          **Attendees** (add yourself!)
          * Derya Kaplan (@derya-k), Helix Cloud
          * Joon-ho Park (@jhpark)
          * Emil Sandberg

          **Notes**
          * AI: @jhpark to update the design note
          * Emil offered to pick up the nftables work
          """) == [["Joon-ho Park"], ["Emil Sandberg"]])
    }

    @Test func aPresentHeadingEndsAtTheNextHeadingOfAnyLevel() {
      #expect(
        owners(
          """
          ## Present
          * Esi Mensah @esimensah (TSC)
          * Dov Friedman @dovf (TSC)

          ### Security release
          * Action: Esi to check the report with the reporter
          * @dovf to draft the release blog post
          """) == [["Esi Mensah"], ["Dov Friedman"]])
    }

    @Test func peopleNamedInFullInTheTextAreWhomShorterOwnersMean() {
      #expect(
        Mentions.names(in: Array("Fire Chief Nadia Brooks presented the report.".utf8))
          == ["Nadia Brooks"])
      #expect(
        Mentions.names(in: Array("Treasurer Marcel Arsenault, Secretary Jenna Poirier".utf8))
          == ["Marcel Arsenault", "Jenna Poirier"])
      #expect(
        Mentions.names(
          in: Array("Assistant Superintendent of Business Services Lorraine Obi attended".utf8))
          == ["Lorraine Obi"])
      // Places and bodies are not people: the words before the last two are no role.
      #expect(Mentions.names(in: Array("work at Los Robles High School".utf8)).isEmpty)
      #expect(Mentions.names(in: Array("President Estrada thanked them".utf8)).isEmpty)
      #expect(
        owners(
          """
          Fire Chief Nadia Brooks presented the annual report. Treasurer Marcel Arsenault
          presented the accounts.

          Chief Brooks said she will send the response data to the Clerk.
          Marcel to file the grant application by Friday.
          """) == [["Nadia Brooks"], ["Marcel Arsenault"]])
    }

    @Test func aRoleBeforeASurnameNamesTheOfficerTheMinutesNamedInFull() {
      #expect(
        owners(
          """
          Staff Present: City Manager Dana Ruiz, Finance Director Susan Tran

          Councilmember Halvorsen asked Finance Director Tran to provide a summary of the reserves.
          City Manager Ruiz said she will schedule a joint work session for May 19.
          """) == [["Susan Tran"], ["Dana Ruiz"]])
    }

    @Test func capitalInitialsAreTheOnePersonWhoseInitialsTheyAre() {
      #expect(
        owners(
          """
          Present: Tomasz Wierzbicki, Rahul Menon, Ruth Marsh

          ## Actions
          - TW to post the next draft
          - RM to book the room
          """) == [["Tomasz Wierzbicki"], ["RM"]])
    }

    @Test func theAttendeesLineGoesOnPastACountOfThePublic() {
      #expect(
        owners(
          """
          PRESENT: Cllr Imogen Tresize (Chair), Cllr Walter Penhallow
          IN ATTENDANCE: Mrs Ada Kellow (Clerk), District Cllr Ross Tamblyn (part),
                    PCSO Nadia Okonedo (part), 6 members of the public

          Speed checks were discussed; PCSO Okonedo to send the dates of the training.
          """) == [["Nadia Okonedo"]])
    }

    @Test func thoseWhoSentApologiesAreKnownByTitleAndSurname() {
      #expect(
        owners(
          """
          ## Apologies for absence
          Apologies were received from Cllr Morwenna Jago (holiday) and Mr Piran Hocking.

          ## Footpaths
          Cllr Jago to walk the path with the ranger; Mr Hocking to send the photos.
          """) == [["Morwenna Jago"], ["Piran Hocking"]])
    }

    @Test func willBeforeToOrASurnameIsAPerson() {
      #expect(
        owners(
          """
          ## Actions
          - AI: Will to patch the importer and open the PR
          - Will Osei to book the room
          - Will send the agenda tonight
          """) == [["Will"], ["Will Osei"], []])
    }

    @Test func namesInBracketsAfterATaskAreItsOwnersEvenWhenTheyAreWords() {
      #expect(
        owners(
          """
          Participants: Autumn Reyes, Piotr Zielinski

          ## Actions
          1. Add the mirror list to the release checklist (Piotr, Autumn)
          """) == [["Piotr Zielinski", "Autumn Reyes"]])
    }

    @Test func aReplyHeaderNamesWhoWroteTheReply() {
      #expect(
        owners(
          """
          ## Steering call notes

          ### 2 replies

          **piotr-z** · Mar 3, 2026

          Thanks for the notes. I'll also add the load test results to the report.

          **autumn-r** · Mar 4, 2026

          I'll send the budget to the board by Friday.
          """) == [["piotr-z"], ["autumn-r"]])
    }

    @Test func aDeadlineAfterADashIsNoOwnerAndMayFollowTheOwner() {
      let drafts = DocumentParser.parse(
        """
        ## Actions
        - [ ] Archive the old landing pages — EOW
        - [ ] Send the survey results — Autumn Reyes — EOW
        """, base: context, fileName: "notes.md"
      ).map(\.draft)
      #expect(drafts.map(\.owners) == [[], ["Autumn Reyes"]])
      #expect(drafts.map(\.text) == ["Archive the old landing pages", "Send the survey results"])
      #expect(drafts.allSatisfy { $0.dueDate != nil })
    }

    @Test func aHyphenatedNameHeadsAStandUpBlock() {
      #expect(
        owners(
          """
          ## Hye-jin Park
          **Today**
          - fix the flaky login test
          """) == [["Hye-jin Park"]])
    }

    @Test func aSurnameNobodyHasIsKeptAsWritten() {
      #expect(
        owners(
          """
          Present: Cllr Imogen Tresize, Cllr Walter Penhallow

          ## Actions
          - Cllr Kestell to book the hall for the surgery
          """) == [["Kestell"]])
    }

    @Test func aBodysLettersInBracketsStayAsTheMinutesWriteThem() {
      #expect(
        owners(
          """
          Present: Wiremu Tane, Coastal Roads Authority (CRA); Elin Hughes, Harbour Water (HW)

          ## Actions
          - CRA to list the culverts that block
          - HW to share the tide gauge data
          """) == [["CRA"], ["HW"]])
    }
  }
}
