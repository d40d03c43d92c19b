import IntakeCore
import Testing

@Suite("Roster")
struct RosterTests {
  private let ana = TeamMember(name: "Ana Lima", aliases: ["ana", "al"])
  private let bo = TeamMember(name: "Bo Chen", aliases: ["bo"])
  private let anaSouza = TeamMember(name: "Ana Souza")
  private let cher = TeamMember(name: "Cher")

  @Test(arguments: ["Ana Lima", "ana lima", "ANA LIMA", "ana", "al", "@al", "@Ana"])
  func aMemberAnswersToNameAliasAndHandle(_ name: String) {
    let roster = Roster([ana, bo])
    #expect(roster.match(name) == .member(ana))
    #expect(roster.member(named: name) == ana)
  }

  @Test func aFirstNameAloneFindsTheMember() {
    let roster = Roster([TeamMember(name: "Carla Diaz"), bo])
    #expect(roster.member(named: "carla")?.name == "Carla Diaz")
    #expect(roster.member(named: "diaz") == nil, "last names are not keys")
  }

  @Test(arguments: ["bchen", "bo-c", "@bo.chen", "bochen"])
  func aHandleBuiltFromAMembersNamesFindsThem(_ handle: String) {
    let roster = Roster([TeamMember(name: "Ana Lima"), TeamMember(name: "Bo Chen")])
    #expect(roster.member(named: handle)?.name == "Bo Chen")
  }

  @Test func aHandleTwoMembersCouldHaveMatchesNeither() {
    let roster = Roster([TeamMember(name: "Bo Chen"), TeamMember(name: "Bea Chen")])
    #expect(
      roster.match("bchen")
        == .ambiguous([TeamMember(name: "Bo Chen"), TeamMember(name: "Bea Chen")]))
    #expect(roster.match("bo-c") == .member(TeamMember(name: "Bo Chen")))
  }

  @Test func aSharedFirstNameMatchesNeither() {
    let roster = Roster([TeamMember(name: "Ana Lima"), anaSouza])
    #expect(roster.match("ana") == .ambiguous([TeamMember(name: "Ana Lima"), anaSouza]))
    #expect(roster.member(named: "ana") == nil)
    #expect(roster.member(named: "ana souza") == anaSouza)
  }

  @Test func anAliasBeatsAnotherMembersFirstName() {
    // "ana" is Ana Lima's alias and Ana Souza's first name: the alias is exact.
    let roster = Roster([ana, anaSouza])
    #expect(roster.match("ana") == .member(ana))
  }

  @Test func aOneWordNameIsItsOwnKey() {
    let roster = Roster([cher])
    #expect(roster.member(named: "cher") == cher)
    #expect(roster.match("ch") == .none)
  }

  @Test func strangersAndAnEmptyRosterMatchNothing() {
    #expect(Roster([ana]).match("vitalik") == .none)
    #expect(Roster([ana]).match("") == .none)
    #expect(Roster().match("ana") == .none)
    #expect(Roster().isEmpty)
    #expect(!Roster([ana]).isEmpty)
    #expect(Roster([ana, bo]).members == [ana, bo])
  }
}
