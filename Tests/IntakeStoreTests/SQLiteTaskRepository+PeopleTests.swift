import Foundation
import GRDB
import IntakeCore
import Testing

@testable import IntakeStore

@Suite("SQLiteTaskRepository+People")
struct SQLiteTaskRepositoryPeopleTests {
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

  @Test func removeTakesANameOrAliasAndKeepsThePersonWithTheirAliases() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    try repository.addMember(TeamMember(name: "Ana Lima", aliases: ["ana"]))
    try repository.addMember(TeamMember(name: "Bo Chen", aliases: ["bo"]))
    try repository.insert([StoredTask.assigned("Send the deck", to: ["Ana Lima"])])

    try repository.removeMember(named: "@ANA")
    try repository.removeMember(named: "bo chen")

    #expect(try repository.members().isEmpty)
    #expect(
      try repository.people() == [
        Person(name: "Ana Lima", aliases: ["ana"]), Person(name: "Bo Chen", aliases: ["bo"]),
      ])
    var filter = TaskFilter.everything
    filter.assignee = "ana"
    #expect(try repository.tasks(matching: filter).map(\.text) == ["Send the deck"])
    #expect(throws: StoreError.spellingTaken(name: "ana", person: "Ana Lima")) {
      try repository.addMember(TeamMember(name: "Ana Souza", aliases: ["ana"]))
    }
    #expect(
      StoreError.spellingTaken(name: "ana", person: "Ana Lima").description
        == "\"ana\" already means \"Ana Lima\"; pick another, or join them with "
        + "intake people merge")
  }

  @Test func addingSomeoneKnownPutsThemOnTheTeamWithTheirSpellings() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    try repository.insert([StoredTask.assigned("Book the venue", to: ["Priya"])])
    try repository.addMember(TeamMember(name: "Priya Raman", aliases: ["pr"]))
    #expect(
      try repository.members() == [TeamMember(name: "Priya Raman", aliases: ["pr", "Priya"])])
    #expect(try repository.people().count == 1)
    #expect(throws: StoreError.duplicateMember(name: "priya", existingMember: "Priya Raman")) {
      try repository.addMember(TeamMember(name: "priya"))
    }
  }

  @Test func ownersWrittenOnTasksBecomePeopleOnceAndOneWordTakesTheFullName() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    try repository.addMember(TeamMember(name: "Ana Lima"))
    try repository.insert([
      StoredTask.assigned("Draft the survey", to: ["Priya", "the infra team"]),
      StoredTask.assigned("Review the policy", to: ["Ana Lima", "Tom"]),
    ])
    let imported = try repository.importBatch(
      [
        StoredTask.assigned("Rotate the keys", to: ["Priya Raman"]),
        StoredTask.assigned("Patch the proxies", to: ["THE INFRA TEAM"]),
      ], source: "notes.md", by: "tester", at: StoredTask.now)
    #expect(imported.added.count == 2)
    #expect(
      try repository.people() == [
        Person(name: "Ana Lima", isOnTeam: true), Person(name: "Priya Raman", aliases: ["Priya"]),
        Person(name: "the infra team"), Person(name: "Tom"),
      ])
    var filter = TaskFilter.everything
    filter.assignee = "priya-r"
    #expect(
      Set(try repository.tasks(matching: filter).map(\.text)) == [
        "Draft the survey", "Rotate the keys",
      ])
    filter.assignee = "tom"
    #expect(try repository.tasks(matching: filter).map(\.text) == ["Review the policy"])
  }

  @Test func theTallyCountsOpenAndDoneTasksPerPersonAndNamesWhatJoinsNobody() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    var done = StoredTask.assigned("Send the minutes", to: ["Bo", "Bo"])
    done.status = .done
    try repository.insert([
      StoredTask.assigned("Book the venue", to: ["Bo"]), done,
      StoredTask.assigned("Call the caterer", to: ["Priya Raman"]),
      StoredTask.assigned("Chase the invoice", to: ["Priya Shah"]),
      StoredTask.assigned("Print the badges", to: ["Priya"]),
    ])
    let tally = try repository.peopleTally()
    #expect(
      tally.people.map { "\($0.person.name) \($0.open)/\($0.done)" } == [
        "Bo 1/1", "Priya Raman 1/0", "Priya Shah 1/0",
      ])
    #expect(tally.unjoined == ["Priya": 1])
  }

  @Test func mergeJoinsTwoPeopleAndRewritesTheirTasksAsOneUndoableCommand() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    try repository.addMember(TeamMember(name: "Priya Raman"))
    try repository.insert([
      StoredTask.assigned("Book the venue", to: ["praman-work"]),
      StoredTask.assigned("Call the caterer", to: ["Bo", "praman-work"]),
    ])
    let merge = try repository.mergePeople(
      keeping: "priya", merging: "praman-work", by: "carol", at: StoredTask.now)
    #expect(merge.taskCount == 2)
    #expect(merge.person == Person(name: "Priya Raman", aliases: ["praman-work"], isOnTeam: true))
    #expect(
      try repository.tasks(matching: .everything).map(\.owners).sorted { $0.count < $1.count } == [
        ["Priya Raman"], ["Bo", "Priya Raman"],
      ])
    #expect(try repository.people().map(\.name) == ["Bo", "Priya Raman"])
    try repository.undoLastOperation(by: "carol", at: StoredTask.now)
    #expect(
      Set(try repository.tasks(matching: .everything).flatMap(\.owners)) == ["Bo", "praman-work"])
    var filter = TaskFilter.everything
    filter.assignee = "Priya Raman"
    #expect(try repository.tasks(matching: filter).count == 2, "the old spelling is an alias")
  }

  @Test func mergeNamesWhatItCannotJoin() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    try repository.insert([
      StoredTask.assigned("Book the venue", to: ["Priya Raman", "Priya Shah"])
    ])
    #expect(throws: StoreError.unknownPerson(name: "Zed")) {
      try repository.mergePeople(keeping: "Zed", merging: "Priya Shah", by: "c", at: .now)
    }
    #expect(
      throws: StoreError.ambiguousPerson(name: "priya", candidates: ["Priya Raman", "Priya Shah"])
    ) {
      try repository.mergePeople(keeping: "priya", merging: "Priya Shah", by: "c", at: .now)
    }
    #expect(
      throws: StoreError.samePerson(name: "priya-r", other: "Priya Raman", person: "Priya Raman")
    ) {
      try repository.mergePeople(keeping: "priya-r", merging: "Priya Raman", by: "c", at: .now)
    }
    #expect(
      StoreError.ambiguousPerson(name: "priya", candidates: ["A", "B", "C"]).description
        == "\"priya\" could be \"A\", \"B\" or \"C\"; write the full name")
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

extension StoredTask {
  /// 2026-03-04T09:00:00Z.
  fileprivate static let now = Date(timeIntervalSince1970: 1_772_614_800)

  /// A task owned by these people, the first one its assignee.
  fileprivate static func assigned(_ text: String, to owners: [String]) -> StoredTask {
    let draft = TaskDraft(
      text: text, timeZone: "UTC", assignedTo: owners.first, owners: owners)
    return StoredTask(draft: draft, createdBy: "tester", createdAt: now)
  }
}
