import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Names in attendees lines.
  @Suite("AttendeeList")
  struct AttendeeListTests {
    @Test(arguments: [
      ("Ana Lima, Bo Chen and carla", ["Ana Lima", "Bo Chen", "carla"]),
      ("Jen Alvarez (President), Mike Dorsey (Treasurer)", ["Jen Alvarez", "Mike Dorsey"]),
      ("@ana; Bo – design; everyone", ["ana", "Bo"]),
      ("Ana Lima <ana@example.com> & Bo Chen", ["Ana Lima", "Bo Chen"]),
      ("ana (40)", ["ana"]), ("TBD", []), ("TBC", []),
      // A handle with the full name in brackets is the full name; a role in brackets is not.
      ("@lwerner (Lotte Werner, chair), @kofi-m (Kofi Mensah)", ["Lotte Werner", "Kofi Mensah"]),
      ("jdoe (Jane Doe); Bo (notes)", ["Jane Doe", "Bo"]),
      ("Ana Lima (Acme Corp)", ["Ana Lima"]),
      ("Guest: Imani Okoro (Fieldhouse Trust)", ["Imani Okoro"]),
    ])
    func theNamesInALine(_ line: String, _ names: [String]) {
      #expect(AttendeeList.names(in: line) == names)
    }

    /// Roles, their abbreviations, nicknames and the surname after a title are other names
    /// of the person; a company in brackets is not.
    @Test(arguments: [
      ("Mrs Summer Okoye (Clerk & RFO)", "Summer Okoye", ["Okoye", "Clerk", "RFO"]),
      ("Dilys Pryce (Clerk and RFO)", "Dilys Pryce", ["Clerk", "RFO"]),
      ("Head Teacher (HT) – Daniel Kowalczyk", "Daniel Kowalczyk", ["Head Teacher", "HT"]),
      ("Bartholomew \"Bart\" Nkemelu", "Bartholomew Nkemelu", ["Bart"]),
      ("Rose Kettleby (Plot Manager)", "Rose Kettleby", ["Plot Manager"]),
      ("Ana Lima (Acme Corp)", "Ana Lima", []),
      // A role of several words is also called by its last word.
      ("Ms Bronwen Tasker (Town Clerk)", "Bronwen Tasker", ["Tasker", "Town Clerk", "Clerk"]),
      (
        "Mr Callum Dreghorn (Grounds Supervisor)", "Callum Dreghorn",
        ["Dreghorn", "Grounds Supervisor", "Supervisor"]
      ),
      // A handle is another name of the full name in brackets, quoted nickname and all.
      ("@hyejin-park (Hye-jin Park)", "Hye-jin Park", ["hyejin-park"]),
      ("@tolubello (Tolulope \"Tolu\" Bello)", "Tolulope Bello", ["Tolu", "tolubello"]),
      ("Kazuhiro Ito (@kaz-ito)", "Kazuhiro Ito", ["kaz-ito"]),
      // A handle written after the full name, then a remark in brackets.
      ("Filip Horvat @fhorvat (TSC)", "Filip Horvat", ["fhorvat"]),
      // A word that qualifies the title goes with it.
      ("District Cllr Alan Forsyth", "Alan Forsyth", ["Forsyth"]),
      // A role before the name, without a dash: the minutes say "Director Whitfield".
      (
        "Public Works Director Dana Whitfield", "Dana Whitfield",
        [
          "Public Works Director", "Whitfield", "Director Whitfield",
          "Public Works Director Whitfield",
        ]
      ),
      (
        "Councilmember Hyun-woo Park", "Hyun-woo Park",
        ["Councilmember", "Park", "Councilmember Park"]
      ),
    ])
    func aliasesBesideAName(_ line: String, _ name: String, _ aliases: [String]) {
      #expect(AttendeeList.attendees(in: line) == [.init(name: name, aliases: aliases)])
    }

    @Test func aRoleAfterTheNameKeepsItsShortFormInBrackets() {
      #expect(
        AttendeeList.attendees(in: "Mr Stephen Oduya, Clerk to the Trustees (Clerk)") == [
          .init(name: "Stephen Oduya", aliases: ["Oduya", "Clerk to the Trustees", "Clerk"])
        ])
    }

    @Test func aListLineCutInsideANameGoesOnWithTheNextLine() {
      #expect(AttendeeList.continues("Vice Chair", with: "Desmond Whitlock, Ana Lima"))
      #expect(AttendeeList.continues("Transportation", with: "Manager Ravi Menon, Bo Chen"))
      #expect(!AttendeeList.continues("Bo Chen", with: "Carla Diaz, Dev Shah"))
      #expect(!AttendeeList.continues("Bo", with: "Carla, Dev"))
      #expect(!AttendeeList.continues("Bo", with: "Chen, Dev", after: "Ana, Bo"))
      #expect(
        AttendeeList.continues(
          "Olusegun", with: "\"Segun\" Bankole, Principal of Training (OB)",
          after: "Ruaridh Campbell, Bosun (RC); Olusegun"))
    }

    @Test func oneOfficerToALineIsNoNameTheBreakCut() {
      #expect(
        !AttendeeList.continues(
          "Chief Administrative Officer", with: "Tom Reyes, Town Clerk",
          after: "Ines Marlow, Chief Administrative Officer"))
    }

    @Test func aNickBeforeTheFullNameInBracketsIsAnotherNameOfThePerson() {
      #expect(
        AttendeeList.attendees(in: "ivo (Ivo Sarkissian, chair), okafor_b (Bea Okafor)").map {
          [$0.name] + $0.aliases.prefix(1)
        } == [["Ivo Sarkissian", "ivo"], ["Bea Okafor", "okafor_b"]])
      // A line of them goes on with the attendees label above it.
      #expect(NotesClassifier.isNameList("ivo (Ivo Sarkissian), kenjiro (Kenjiro Tabb),"))
    }

    @Test func anOfficeInBracketsKeepsItsAnd() {
      #expect(
        AttendeeList.attendees(in: "Nadia Kerr (Director Corporate and Community Services)")
          .first?.aliases.first == "Director Corporate and Community Services")
      #expect(
        AttendeeList.attendees(in: "Ruth Abara (Clerk and RFO)").first?.aliases.prefix(2) == [
          "Clerk", "RFO",
        ])
    }
  }
}
