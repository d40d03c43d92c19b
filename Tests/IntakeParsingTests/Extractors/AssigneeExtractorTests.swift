import IntakeCore
import Testing

@testable import IntakeParsing

/// Owners against Fixtures.team: Ana Lima (ana, al), Bo Chen (bo), Carla Diaz, June Park.
///
/// An owner marked `?` is not on the roster.
@Suite("AssigneeExtractor")
struct AssigneeExtractorTests {
  let extractor = AssigneeExtractor()

  @Test(arguments: [
    Reading("⟦@ana⟧ review the deck", "Ana Lima"),
    Reading("review the deck ⟦@al⟧", "Ana Lima"),
    Reading("⟦@ana.lima⟧ review the deck", "Ana Lima"),
    Reading("⟦Ana to⟧ review the deck", "Ana Lima"),
    Reading("⟦ana will⟧ send the invoice", "Ana Lima"),
    Reading("⟦Ana Lima to⟧ send the invoice", "Ana Lima"),
    Reading("⟦Bo should⟧ book the room", "Bo Chen"),
    Reading("⟦have Ana⟧ call the bank", "Ana Lima"),
    Reading("⟦ask Bo to⟧ book the room", "Bo Chen"),
    Reading("⟦please ask Bo to⟧ book the room", "Bo Chen"),
    Reading("⟦get carla to⟧ sign the form", "Carla Diaz"),
    Reading("⟦assign to Ana:⟧ renew the lease", "Ana Lima"),
    Reading("renew the lease ⟦(owner: bo)⟧", "Bo Chen"),
    Reading("renew the lease ⟦owner: bo⟧", "Bo Chen"),
    Reading("⟦Ana:⟧ send the invoice", "Ana Lima"),
    Reading("⟦Carla and Bo to⟧ prep the demo", "Carla Diaz, Bo Chen"),
    Reading("⟦June to⟧ draft the newsletter", "June Park"),
    Reading("db backups failing, ⟦carla to⟧ check", "Carla Diaz"),
    Reading("⟦Vitalik to⟧ deploy the contract", "Vitalik?"),
    Reading("⟦have Jorge⟧ fix the fence", "Jorge?"),
    Reading("⟦@vitalik⟧ deploy the contract", "vitalik?"),
  ])
  func owners(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test func anOwnerOffTheRosterIsLessCertain() throws {
    let (_, known) = extractor.run("Ana to deploy", Fixtures.context())
    let (_, unknown) = extractor.run("Vitalik to deploy", Fixtures.context())
    #expect(try #require(known.first).confidence > (try #require(unknown.first).confidence))
  }

  @Test(arguments: [
    "call Ana about the budget", "lunch with Bo", "gift for Carla", "notes from Bo",
    "Ana's first day", "email ana the deck", "ask carla for the keys", "Remember to buy milk",
    "Need to call the bank", "Time to renew the lease", "Try to finish the draft",
    "Ana to the airport", "have Ana's keys copied", "Vitalik: deploy the contract",
    "June 3 dentist", "Reply to the survey", "May to do list",
    // The whole team, capitalised only because it opens the line.
    "Team to update the rollout checklist", "Members to renew before March",
  ])
  func mentionsAreNotOwners(_ text: String) {
    extractor.expectNone(text)
  }

  @Test func aFirstNameTwoMembersShareIsNotGuessed() {
    let team = [TeamMember(name: "Ana Lima"), TeamMember(name: "Ana Souza")]
    let (_, found) = extractor.run("Ana to review the deck", Fixtures.context(team: team))
    // Roster matches neither Ana; the pipeline test checks what the draft reports.
    #expect(!found.contains { $0.summary.contains("Lima") || $0.summary.contains("Souza") })
  }

  /// Mentions joined by "and", "&", "+" or a comma that open an item all own it, and the word
  /// that joins them is no part of the title.
  @Test(arguments: [
    "@ines and @marek to draft the release notes", "@ines & @marek to draft the release notes",
    "@ines, @marek to draft the release notes", "@ines + @marek to draft the release notes",
  ])
  func mentionsJoinedAtTheStartAllOwnIt(_ text: String) {
    let draft = Fixtures.parse(text)
    #expect(draft.text == "Draft the release notes", "\(text)")
    #expect(draft.owners == ["ines", "marek"], "\(text)")
  }
}
