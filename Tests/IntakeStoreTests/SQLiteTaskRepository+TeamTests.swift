import GRDB
import IntakeCore
import Testing

@testable import IntakeStore

@Suite("SQLiteTaskRepository+Team")
struct SQLiteTaskRepositoryTeamTests {
  @Test func addedMembersAreListedByNameWithTheirAliases() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    try repository.addMember(TeamMember(name: "Bo Chen", aliases: ["bo"]))
    try repository.addMember(TeamMember(name: "ana Lima", aliases: ["@ana", "al", " AL "]))
    try repository.addMember(TeamMember(name: "Carol"))

    #expect(
      try repository.members() == [
        TeamMember(name: "ana Lima", aliases: ["ana", "al"]),
        TeamMember(name: "Bo Chen", aliases: ["bo"]),
        TeamMember(name: "Carol"),
      ])
  }

  @Test func aNameIsTrimmedAndMustNotBeEmpty() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    #expect(throws: StoreError.emptyMemberName) {
      try repository.addMember(TeamMember(name: "  "))
    }
    try repository.addMember(TeamMember(name: " Ana Lima "))
    #expect(try repository.members().map(\.name) == ["Ana Lima"])
  }

  @Test func aDuplicateAliasNamesWhoHasIt() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    try repository.addMember(TeamMember(name: "Ana Lima", aliases: ["ana"]))

    #expect(throws: StoreError.duplicateMember(name: "ANA", existingMember: "Ana Lima")) {
      try repository.addMember(TeamMember(name: "Ana Souza", aliases: ["as", "ANA"]))
    }
    #expect(try repository.members().count == 1)
    #expect(
      StoreError.duplicateMember(name: "ANA", existingMember: "Ana Lima").description
        == "\"ANA\" is already used by team member \"Ana Lima\"; pick another name or alias")
  }

  @Test(arguments: [
    TeamMember(name: "ANA LIMA"),
    TeamMember(name: "ana"),
    TeamMember(name: "Bo", aliases: ["Ana Lima"]),
    TeamMember(name: "Bo", aliases: ["@ana"]),
  ])
  func aNameOrAliasAlreadyOnTheTeamIsRefused(member: TeamMember) throws {
    let repository = try SQLiteTaskRepository.inMemory()
    try repository.addMember(TeamMember(name: "Ana Lima", aliases: ["ana"]))
    let error = #expect(throws: StoreError.self) { try repository.addMember(member) }
    guard case .duplicateMember(_, "Ana Lima") = error else {
      Issue.record("expected duplicateMember, got \(String(describing: error))")
      return
    }
  }

  @Test func namesDifferingOnlyInNonASCIICaseAreDuplicates() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    try repository.addMember(TeamMember(name: "Élodie"))
    #expect(throws: StoreError.duplicateMember(name: "éLODIE", existingMember: "Élodie")) {
      try repository.addMember(TeamMember(name: "éLODIE"))
    }
  }

  @Test func removeTakesANameOrAliasAndTakesTheAliasesAlong() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    try repository.addMember(TeamMember(name: "Ana Lima", aliases: ["ana"]))
    try repository.addMember(TeamMember(name: "Bo Chen", aliases: ["bo"]))

    try repository.removeMember(named: "@ANA")
    try repository.removeMember(named: "bo chen")

    #expect(try repository.members().isEmpty)
    let aliasCount = try repository.database.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM team_aliases")
    }
    #expect(aliasCount == 0)
    try repository.addMember(TeamMember(name: "Ana Souza", aliases: ["ana"]))
  }

  @Test func removingAnUnknownMemberFails() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    try repository.addMember(TeamMember(name: "Ana Lima"))
    #expect(throws: StoreError.unknownMember(name: "Ana")) {
      try repository.removeMember(named: "Ana")
    }
    #expect(try repository.members().count == 1)
  }

  @Test func theRosterResolvesNamesAliasesAndFirstNames() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let ana = TeamMember(name: "Ana Lima", aliases: ["al"])
    try repository.addMember(ana)
    try repository.addMember(TeamMember(name: "Bo Chen"))

    let roster = try repository.roster()
    #expect(roster.match("@AL") == .member(ana))
    #expect(roster.match("ana") == .member(ana))
    #expect(roster.match("ana lima") == .member(ana))
    #expect(roster.match("carol") == .none)
  }
}
