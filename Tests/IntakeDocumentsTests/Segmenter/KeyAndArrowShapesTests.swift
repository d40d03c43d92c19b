import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Terse notes that define their short names in a key and hand out work with arrows; a
  /// planning table whose status cell says the work was done.
  @Suite("Key and arrow shapes")
  struct KeyAndArrowShapesTests {
    /// Each task as "text | owners | due date" (`SegmenterFixtures.taskLines`).
    func tasks(_ text: String, fileName: String = "notes.txt") -> [String] {
      SegmenterFixtures.taskLines(text, fileName: fileName)
    }

    @Test func aKeyDefinesShortNamesAndMarksTheWriter() {
      let text = """
        CLINIC HUDDLE
        Key: MW = Marta Wójcik (manager / me)   TL = Tomás Lind (nurse)
             GH = Grace Hale (reception)

        - fridge log missed Sat -> TL to redo the temps check today
        - GH: ring the two no-shows back
        - I'll book the fire drill for next week
        """
      #expect(
        tasks(text) == [
          "Redo the temps check | Tomás Lind | 2026-11-25",
          "Ring the two no-shows back | Grace Hale | -",
          "Book the fire drill | Marta Wójcik | 2026-11-30",
        ])
    }

    @Test func aWhosWhoLineOfSingleLettersNamesTheOwnersOfATable() {
      let text = """
        # House move
        Who's who: **R** = Rosa · **D** = Dev · **AUNT** = our aunt (Maribel)

        | what | who | when |
        |---|---|---|
        | book the van | R | Friday |
        | pack the books | D + R | |
        | lend us the trolley | AUNT | |
        """
      #expect(
        tasks(text) == [
          "Book the van | Rosa | 2026-11-27",
          "Pack the books | Dev, Rosa | -",
          "Lend us the trolley | Maribel | -",
        ])
    }

    @Test func anArrowHandsOutWorkAfterATopicAsABulletAndBetweenNameAndVerb() {
      let text = """
        Key: KA = Kofi Asante   NK = Nell Kearney

        - two gaps on Thursday afternoon -> KA fill from the waiting list
        - crown for Mrs Ortiz still not back from the lab
            -> NK chase the lab today
        - NK -> order more gloves
        - new price list from the lab -> next week
        """
      #expect(
        tasks(text) == [
          "Fill from the waiting list | Kofi Asante | -",
          "Chase the lab | Nell Kearney | 2026-11-25",
          "Order more gloves | Nell Kearney | -",
        ])
    }

    @Test func aTableRowWhoseStatusSaysTheWorkWasDoneIsNoTask() {
      let text = """
        | what | who | status |
        |---|---|---|
        | quote for the marquee | Ines | got it! $900 |
        | deposit for the band | Ines | paid 3/11 |
        | menu tasting date | Ines | |
        """
      #expect(tasks(text) == ["Menu tasting date | Ines | -"])
    }

    @Test func equalsSignsThatDefineNobodyAreNoKey() {
      #expect(InitialsKey.definitions(in: Array("Total = Fund 18,000 = over budget".utf8)) == nil)
      #expect(InitialsKey.definitions(in: Array("x = 5, y = 3".utf8)) == nil)
      #expect(InitialsKey.definitions(in: Array("Done = Rosa".utf8)) == nil)
      #expect(
        InitialsKey.definitions(in: Array("Legend: PM = Priya Mehta".utf8))
          == [.init(short: "PM", name: "Priya Mehta", isWriter: false)])
    }

    @Test func aListedFirstNameOverFollowUpsHeadsTheLinesUnderIt() {
      let text = """
        Autumn round – panel review

        Panel: Maud (chair), Tariq, Ines + Bettina from staff. Olu sent his scores by email.

        Follow-ups
        Maud
        \temail the board about the reserve top-up – Fri
        \tcall the gallery before the letter goes
        Ines
        \t–
        Bettina
        \tget a copy of the signed lease
        \tupdate the tracker
        """
      #expect(
        tasks(text) == [
          "Email the board about the reserve top-up | Maud | 2026-11-27",
          "Call the gallery before the letter goes | Maud | -",
          "Get a copy of the signed lease | Bettina | -",
          "Update the tracker | Bettina | -",
        ])
    }
    @Test func initialsOfTheDaysStaffHandOutWorkWithOrWithoutAnArrow() {
      let text = """
        ROUNDS - Tue 24/11/26
        On today: Maeve Lynch (ML, lead nurse), Owen Price (OP), Dr Ada Byrne (AB)

        === WARD ===
        K2  TOBY - collie, 8y
            → OP pls repeat bloods @ 2
        K3  MILO - cat, 3y
            spey yest. AB read out the lab report at handover.
        - Dressing trolley empty again. ML restock it before the vets' clinic tmrw
        - Scales reading high → whoever opens pls check them against the test weight
        """
      #expect(
        tasks(text) == [
          "Repeat bloods | Owen Price | 2026-11-24 14:00",
          // What "it" is, from the sentence before in the entry.
          "Restock it before the vets' clinic (re: Dressing trolley empty again) | Maeve Lynch | 2026-11-25",
          "Scales reading high: check them against the test weight |  | -",
        ])
    }

    @Test func aKeyInColumnsWithoutEqualsSignsNamesThePeopleItsInitialsStandFor() {
      let text = """
        ALLOTMENT SOCIETY - COMMITTEE
        Tuesday 3 March 2026

        Key:  OA  Olu Adeyemi (Chair)        MK  Maren Kvist (Plots)
              TD  Tobiah Dunne (Treasurer)

        Present: OA, MK, TD

        ACTIONS
        Who     What                                            When
        MK      Walk the vacant plots with the waiting list     Sat
        TD      Send the water rates reminder                   next wk
        OA/MK   Draft the new tenancy wording                   end of month
        """
      #expect(
        tasks(text) == [
          "Walk the vacant plots with the waiting list | Maren Kvist | 2026-03-07",
          "Send the water rates reminder | Tobiah Dunne | 2026-03-09",
          "Draft the new tenancy wording | Olu Adeyemi, Maren Kvist | 2026-03-31",
        ])
      // Capitals in prose are no key: the initials must be the name's.
      #expect(
        InitialsKey.spacedDefinitions(in: Array("We met ABC Fine Foods and XY Ltd".utf8)) == nil)
      // "me" among the roles marks the writer; a word that ends in "me" does not.
      #expect(
        InitialsKey.spacedDefinitions(in: Array("Key:  JH  Jo Hart (PM / me)".utf8))?.first?
          .isWriter == true)
      #expect(
        InitialsKey.spacedDefinitions(in: Array("Key:  JH  Jo Hart (Home)".utf8))?.first?
          .isWriter == false)
      #expect(
        InitialsKey.spacedDefinitions(
          in: Array("HM  Helen Marchetti (Hon. Sec)   JT  Jon Tiernan".utf8))
          == [
            .init(short: "HM", name: "Helen Marchetti", isWriter: false),
            .init(short: "JT", name: "Jon Tiernan", isWriter: false),
          ])
    }
  }
}
