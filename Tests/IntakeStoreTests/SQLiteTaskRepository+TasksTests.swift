import Foundation
import GRDB
import IntakeCore
import Testing

@testable import IntakeStore

@Suite("SQLiteTaskRepository+Tasks")
struct SQLiteTaskRepositoryTasksTests {
  // MARK: - Insert

  @Test func insertStoresEveryTaskOfTheBatch() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    try repository.insert((1...50).map { StoreFixtures.task("task \($0)") })
    #expect(try repository.tasks(matching: .everything).count == 50)
  }

  @Test func aDuplicateIdWritesNothingOfTheBatch() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let first = StoreFixtures.task("first", id: StoreFixtures.id("aa"))
    try repository.insert([first])

    #expect(throws: StoreError.duplicateTask(id: first.id)) {
      try repository.insert([StoreFixtures.task("new"), StoreFixtures.task("again", id: first.id)])
    }
    #expect(try repository.tasks(matching: .everything) == [first])
  }

  // MARK: - Id prefixes

  private func repositoryWithKnownIDs() throws -> SQLiteTaskRepository {
    let repository = try SQLiteTaskRepository.inMemory()
    try repository.insert([
      StoreFixtures.task("one", id: StoreFixtures.id("a1b2c3d4e5")),
      StoreFixtures.task("two", id: StoreFixtures.id("a1ff")),
      StoreFixtures.task("three", id: StoreFixtures.id("a9")),
      StoreFixtures.task("four", id: StoreFixtures.id("b0")),
    ])
    return repository
  }

  @Test(arguments: ["b", "B0", "a1b", "A1B2C3D4", "a1b2c3d4-e5", "a1b2c3d4e5", "a1-b2"])
  func aUniquePrefixFindsItsTask(prefix: String) throws {
    let repository = try repositoryWithKnownIDs()
    let task = try repository.task(idPrefix: prefix)
    let expected = prefix.lowercased().hasPrefix("b") ? "four" : "one"
    #expect(task.text == expected)
  }

  @Test func theWholeIdFindsItsTask() throws {
    let repository = try repositoryWithKnownIDs()
    let id = StoreFixtures.id("a1ff")
    #expect(try repository.task(idPrefix: id.uuidString).text == "two")
    #expect(try repository.task(idPrefix: id.uuidString.lowercased()).text == "two")
  }

  @Test func anAmbiguousPrefixSaysHowManyMatch() throws {
    let repository = try repositoryWithKnownIDs()
    #expect(throws: StoreError.ambiguousID(idPrefix: "a", matchCount: 3)) {
      try repository.task(idPrefix: "a")
    }
    #expect(throws: StoreError.ambiguousID(idPrefix: "A1", matchCount: 2)) {
      try repository.task(idPrefix: "A1")
    }
    #expect(
      StoreError.ambiguousID(idPrefix: "a", matchCount: 3).description
        == "\"a\" matches 3 tasks; give more of the id")
  }

  @Test(arguments: ["zz", "c", "", "-", "a1b2c3d4e5f", "a1b2 ", "a%", "a_", "Ａ1"])
  func anUnknownPrefixIsNotFound(prefix: String) throws {
    let repository = try repositoryWithKnownIDs()
    #expect(throws: StoreError.taskNotFound(idPrefix: prefix)) {
      try repository.task(idPrefix: prefix)
    }
  }

  @Test func tooLongAPrefixIsNotFound() throws {
    let repository = try repositoryWithKnownIDs()
    let prefix = StoreFixtures.id("b0").uuidString + "0"
    #expect(throws: StoreError.taskNotFound(idPrefix: prefix)) {
      try repository.task(idPrefix: prefix)
    }
  }

  @Test func notFoundTellsHowToSeeIds() {
    #expect(
      StoreError.taskNotFound(idPrefix: "zz").description
        == "no task matches \"zz\"; run intake list to see ids")
  }

  // MARK: - Filters

  private func repositoryForFilters() throws -> SQLiteTaskRepository {
    let repository = try SQLiteTaskRepository.inMemory()
    let later = StoreFixtures.now.addingTimeInterval(60)
    try repository.insert([
      StoreFixtures.task("undated", assignee: "Ana Lima"),
      StoreFixtures.task("friday late", due: "2026-03-06", time: "17:00", assignee: "Bo Chen"),
      StoreFixtures.task("friday untimed", due: "2026-03-06", assignee: "ana lima"),
      StoreFixtures.task("friday early", due: "2026-03-06", time: "09:00", createdAt: later),
      StoreFixtures.task("friday early, older", due: "2026-03-06", time: "09:00"),
      StoreFixtures.task("thursday", status: .inProgress, due: "2026-03-05", assignee: "ZOË"),
      StoreFixtures.task("done monday", status: .done, due: "2026-03-09", assignee: "Ana Lima"),
      StoreFixtures.task("next month", due: "2026-04-01", assignee: "Zoë"),
    ])
    return repository
  }

  private func texts(_ repository: SQLiteTaskRepository, _ filter: TaskFilter) throws -> [String] {
    try repository.tasks(matching: filter).map(\.text)
  }

  @Test func openTasksComeByDueDateThenTimeThenCreation() throws {
    let repository = try repositoryForFilters()
    #expect(
      try texts(repository, TaskFilter()) == [
        "thursday", "friday early, older", "friday early", "friday late", "friday untimed",
        "next month", "undated",
      ])
  }

  @Test func includeDoneListsFinishedTasksToo() throws {
    let repository = try repositoryForFilters()
    let all = try texts(repository, TaskFilter(includeDone: true))
    #expect(all.count == 8)
    #expect(all[5] == "done monday")
  }

  @Test(arguments: [
    (Status.done, ["done monday"]),
    (Status.inProgress, ["thursday"]),
  ])
  func filtersByStatus(status: Status, expected: [String]) throws {
    let repository = try repositoryForFilters()
    #expect(try texts(repository, TaskFilter(status: status)) == expected)
  }

  @Test func filtersByAssigneeIgnoringCase() throws {
    let repository = try repositoryForFilters()
    #expect(
      try texts(repository, TaskFilter(assignee: "ANA LIMA")) == ["friday untimed", "undated"])
    #expect(
      try texts(repository, TaskFilter(assignee: "ana lima", includeDone: true)) == [
        "friday untimed", "done monday", "undated",
      ])
    // Every spelling of the person: her first name finds her tasks, another Ana does not.
    #expect(try texts(repository, TaskFilter(assignee: "Ana")) == ["friday untimed", "undated"])
    #expect(try texts(repository, TaskFilter(assignee: "Ana Souza")).isEmpty)
  }

  @Test func filtersByANonASCIIAssigneeIgnoringCase() throws {
    let repository = try repositoryForFilters()
    #expect(try texts(repository, TaskFilter(assignee: "zoë")) == ["thursday", "next month"])
  }

  @Test func filtersByAnInclusiveDueRangeLeavingUndatedOut() throws {
    let repository = try repositoryForFilters()
    let thursday = LocalDate(year: 2026, month: 3, day: 5)
    let friday = LocalDate(year: 2026, month: 3, day: 6)
    #expect(
      try texts(repository, TaskFilter(dueOnOrAfter: friday, dueOnOrBefore: friday)) == [
        "friday early, older", "friday early", "friday late", "friday untimed",
      ])
    #expect(try texts(repository, TaskFilter(dueOnOrBefore: thursday)) == ["thursday"])
    #expect(
      try texts(repository, TaskFilter(dueOnOrAfter: LocalDate(year: 2026, month: 3, day: 7)))
        == ["next month"])
  }

  @Test func combinesConditions() throws {
    let repository = try repositoryForFilters()
    let filter = TaskFilter(
      assignee: "ana lima", dueOnOrAfter: LocalDate(year: 2026, month: 3, day: 6),
      includeDone: true)
    #expect(try texts(repository, filter) == ["friday untimed", "done monday"])
  }

  // MARK: - Update

  @Test func updateSavesTheEditAndBumpsTheVersion() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    var task = StoreFixtures.fullTask()
    try repository.insert([task])
    let now = StoreFixtures.now.addingTimeInterval(3600)

    task.status = .done
    task.text = "Called Ana"
    task.tags = []
    task.dueDate = nil
    let saved = try repository.update(task, by: "erin", at: now)

    #expect(saved.version == 4)
    #expect(saved.updatedBy == "erin")
    #expect(saved.updatedAt == now)
    #expect(saved.status == .done && saved.text == "Called Ana" && saved.tags.isEmpty)
    #expect(saved.dueDate == nil)
    #expect(saved.createdAt == task.createdAt && saved.createdBy == task.createdBy)
    #expect(saved.sourceFile == task.sourceFile)
    #expect(try repository.task(idPrefix: "1a2b") == saved)
  }

  @Test func aSecondUpdateFromTheSameVersionIsAConflictAndChangesNothing() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let original = StoreFixtures.task("pay rent", id: StoreFixtures.id("cafe"))
    try repository.insert([original])

    var mine = original
    mine.priority = .high
    var theirs = original
    theirs.text = "pay the rent"
    let first = try repository.update(mine, by: "ana", at: StoreFixtures.now)

    #expect(throws: StoreError.conflict(id: original.id)) {
      try repository.update(theirs, by: "bo", at: StoreFixtures.now)
    }
    #expect(try repository.task(idPrefix: "cafe") == first)
    #expect(first.version == 2 && first.text == "pay rent" && first.priority == .high)
  }

  @Test func updatingAMissingTaskIsNotFound() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let task = StoreFixtures.task("never stored", id: StoreFixtures.id("dead"))
    #expect(throws: StoreError.taskNotFound(idPrefix: "dead0000-0000-0000-0000-000000000000")) {
      try repository.update(task, by: "ana", at: StoreFixtures.now)
    }
  }

  // MARK: - Delete

  @Test func deleteRemovesTheTasksAndCountsThem() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let tasks = (1...3).map { StoreFixtures.task("task \($0)", id: StoreFixtures.id("f\($0)")) }
    try repository.insert(tasks)

    let count = try repository.delete(ids: [tasks[0].id, tasks[2].id, StoreFixtures.id("ee")])

    #expect(count == 2)
    #expect(try repository.tasks(matching: .everything) == [tasks[1]])
    #expect(try repository.delete(ids: []) == 0)
  }

  @Test func deleteHandlesMoreIdsThanOneStatementTakes() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let tasks = (1...1200).map { StoreFixtures.task("task \($0)") }
    try repository.insert(tasks)
    #expect(try repository.delete(ids: tasks.map(\.id)) == 1200)
    #expect(try repository.tasks(matching: .everything).isEmpty)
  }
}
