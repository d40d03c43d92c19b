import Foundation
import IntakeCore
import Testing

@testable import IntakeStore

/// One set of tests of the `TaskRepository` contract, each run against every backend this run
/// reaches (see `ContractBackend`).
@Suite("TaskRepository contract")
struct TaskRepositoryContractTests {
  private let now = StoreFixtures.now

  // MARK: - Insert and read

  @Test(arguments: ContractBackend.available)
  func aTaskReadsBackWithEveryField(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      let task = StoreFixtures.fullTask()
      try repository.insert([task])

      let read = try repository.task(idPrefix: "1a2b3c4d")
      #expect(read.withVersion(task.version) == task)
      #expect(try repository.tasks(matching: .everything).map { $0.withVersion(3) } == [task])
    }
  }

  @Test(arguments: ContractBackend.available)
  func aTaskWithEveryOptionalFieldEmptyReadsBack(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      var task = StoreFixtures.task("plain", due: "2026-03-06")
      task.timeZone = "Asia/Tokyo"
      task.blockedBy = [StoreFixtures.id("ff")]
      task.seriesID = StoreFixtures.id("ee")
      task.startDate = LocalDate(iso: "2026-03-05")
      task.completedAt = now
      task.status = .done
      task.foundBy = "ai"
      task.sourceMeeting = "notes.md#2026-03-02"
      task.recurrence = "FREQ=DAILY"
      task.repeatsFromCompletion = true
      try repository.insert([task])
      let read = try repository.task(idPrefix: task.id.uuidString)
      #expect(read.withVersion(1) == task)
    }
  }

  @Test(arguments: ContractBackend.available)
  func aListingStoppedByItsReaderReportsWhyAndTheStoreReadsOn(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      try repository.insert((1...300).map { StoreFixtures.task("task \($0)") })
      var seen = 0
      #expect(throws: StoreError.taskNotFound(idPrefix: "stop")) {
        try repository.forEachTaskRow(matching: .everything) { row throws(StoreError) in
          seen += 1
          if seen == 2 { throw .taskNotFound(idPrefix: "stop") }
        }
      }
      // Nothing was handed over after the error, and the next read works.
      #expect(seen == 2)
      let listed = try repository.tasks(matching: .everything)
      #expect(listed.count == 300)
      var texts: [String] = []
      try repository.forEachTaskRow(matching: .everything) { row throws(StoreError) in
        texts.append(try row.task().text)
      }
      #expect(texts == listed.map(\.text))
    }
  }

  @Test(arguments: ContractBackend.available)
  func aDuplicateIdWritesNothingOfTheBatch(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      let first = StoreFixtures.task("first", id: StoreFixtures.id("aa"))
      try repository.insert([first])

      #expect(throws: StoreError.duplicateTask(id: first.id)) {
        try repository.insert([
          StoreFixtures.task("new"), StoreFixtures.task("again", id: first.id),
        ])
      }
      #expect(try repository.tasks(matching: .everything).map { $0.text } == ["first"])
    }
  }

  @Test(arguments: ContractBackend.available)
  func idPrefixesFindOneTaskOrSayWhyNot(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      try repository.insert([
        StoreFixtures.task("one", id: StoreFixtures.id("a1b2c3d4e5")),
        StoreFixtures.task("two", id: StoreFixtures.id("a1ff")),
        StoreFixtures.task("four", id: StoreFixtures.id("b0")),
      ])
      #expect(try repository.task(idPrefix: "A1B2-C3").text == "one")
      #expect(try repository.task(idPrefix: "b").text == "four")
      #expect(throws: StoreError.ambiguousID(idPrefix: "a1", matchCount: 2)) {
        try repository.task(idPrefix: "a1")
      }
      #expect(throws: StoreError.taskNotFound(idPrefix: "zz")) {
        try repository.task(idPrefix: "zz")
      }
      #expect(throws: StoreError.taskNotFound(idPrefix: "c")) {
        try repository.task(idPrefix: "c")
      }
    }
  }

  @Test(arguments: ContractBackend.available)
  func tasksComeInDueOrderAcrossZones(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      var lisbon = StoreFixtures.task("lisbon 15:00", due: "2026-03-06", time: "15:00")
      lisbon.timeZone = "Europe/Lisbon"
      var newYork = StoreFixtures.task("new york 13:00", due: "2026-03-06", time: "13:00")
      newYork.timeZone = "America/New_York"
      let untimed = StoreFixtures.task("that day", due: "2026-03-06")
      let undated = StoreFixtures.task("someday")
      var urgent = StoreFixtures.task("urgent, undated")
      urgent.priority = .urgent
      let early = StoreFixtures.task("early", due: "2026-03-05")
      let done = StoreFixtures.task("done", status: .done, due: "2026-03-01")
      try repository.insert([undated, untimed, newYork, lisbon, urgent, early, done])

      #expect(
        try repository.tasks(matching: TaskFilter()).map { $0.text } == [
          "urgent, undated", "early", "lisbon 15:00", "new york 13:00", "that day", "someday",
        ])
      var reversed = TaskFilter.everything
      reversed.isReversed = true
      reversed.limit = 2
      #expect(try repository.tasks(matching: reversed).map { $0.text } == ["someday", "that day"])
    }
  }

  /// Many tasks due within a few days of each other in zones far apart, some on the day the
  /// clocks change: every order, turned around or not, cut by a limit or not, is the order of
  /// the keys `TaskSort` names, worked out here task by task.
  @Test(arguments: ContractBackend.available)
  func everyOrderIsTheOrderOfItsKeys(backend: ContractBackend) throws {
    var random = SplitMix(seed: 7)
    let zones = [
      "UTC", "Pacific/Kiritimati", "Etc/GMT+12", "America/New_York", "Europe/Lisbon",
      "Asia/Kathmandu", "Pacific/Chatham", "Not/AZone",
    ]
    let days = ["2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10", "2026-11-01"]
    let tasks = (0..<240).map { index -> StoredTask in
      let due = random.next(9) < 2 ? nil : days[random.next(days.count)]
      let time =
        random.next(3) == 0
        ? nil : String(format: "%02d:%02d", random.next(24), 15 * random.next(4))
      var task = StoreFixtures.task(
        "task \(index)", status: random.next(6) == 0 ? .done : .todo, due: due, time: time,
        createdAt: now.addingTimeInterval(Double(random.next(4) * 60)))
      task.timeZone = zones[random.next(zones.count)]
      task.priority = Priority.allCases[random.next(Priority.allCases.count)]
      return task
    }
    func rank(_ task: StoredTask) -> Int {
      [Priority.urgent: 0, .high: 1, .medium: 2][task.priority] ?? 3
    }
    func instant(_ task: StoredTask) -> Double {
      task.dueDate.map { DueInstant.seconds(date: $0, time: task.dueTime, zone: task.timeZone) }
        ?? 0
    }
    // Each task's keys in `sort`'s order, compared as they would be ascending.
    func precedes(_ a: StoredTask, _ b: StoredTask, _ sort: TaskSort) -> Bool {
      let created = (a.createdAt, a.id.lowercaseText) < (b.createdAt, b.id.lowercaseText)
      let dated = (a.dueDate == nil ? 1 : 0, instant(a)) < (b.dueDate == nil ? 1 : 0, instant(b))
      let sameDue = (a.dueDate == nil) == (b.dueDate == nil) && instant(a) == instant(b)
      switch sort {
      case .created:
        return created
      case .priority:
        if rank(a) != rank(b) { return rank(a) < rank(b) }
        return sameDue ? created : dated
      case .due:
        let urgent = (a.priority == .urgent ? 0 : 1, b.priority == .urgent ? 0 : 1)
        if urgent.0 != urgent.1 { return urgent.0 < urgent.1 }
        if !sameDue { return dated }
        return rank(a) != rank(b) ? rank(a) < rank(b) : created
      }
    }
    try backend.withRepository { repository in
      try repository.insert(tasks)
      for sort in TaskSort.allCases {
        for isReversed in [false, true] {
          for limit in [nil, 1, 37] {
            for includeDone in [false, true] {
              var filter = TaskFilter(includeDone: includeDone)
              filter.sort = sort
              filter.isReversed = isReversed
              filter.limit = limit
              var expected = tasks.filter { includeDone || $0.status != .done }
                .sorted { precedes($0, $1, sort) }
              if isReversed { expected.reverse() }
              let texts = expected.prefix(limit ?? .max).map(\.text)
              #expect(
                try repository.tasks(matching: filter).map(\.text) == texts,
                "\(sort) reversed \(isReversed) limit \(limit ?? 0) done \(includeDone)")
            }
          }
        }
      }
    }
  }

  @Test(arguments: ContractBackend.available)
  func filtersLetThroughOnlyWhatTheySay(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      try repository.addMember(TeamMember(name: "Ana Lima", aliases: ["ana"]))
      var tagged = StoreFixtures.task("Budget review 100%", due: "2026-03-10", assignee: "Ana")
      tagged.tags = ["Finance"]
      tagged.owners = ["Ana Lima"]
      tagged.priority = .high
      var other = StoreFixtures.task("plan the offsite", due: "2026-03-02")
      other.notes = "ask about the BUDGET"
      let done = StoreFixtures.task("old budget", status: .done)
      try repository.insert([tagged, other, done])

      func texts(_ change: (inout TaskFilter) -> Void) throws -> [String] {
        var filter = TaskFilter()
        change(&filter)
        return try repository.tasks(matching: filter).map { $0.text }.sorted()
      }
      #expect(try texts { $0.tag = "finance" } == ["Budget review 100%"])
      #expect(try texts { $0.assignee = "@ana" } == ["Budget review 100%"])
      #expect(try texts { $0.priority = .high } == ["Budget review 100%"])
      #expect(try texts { $0.search = "budget" } == ["Budget review 100%", "plan the offsite"])
      #expect(try texts { $0.search = "0%" } == ["Budget review 100%"])
      #expect(
        try texts { $0.dueOnOrAfter = LocalDate(iso: "2026-03-05") } == [
          "Budget review 100%"
        ])
      #expect(
        try texts { $0.dueOnOrBefore = LocalDate(iso: "2026-03-05") } == [
          "plan the offsite"
        ])
      #expect(try texts { $0.status = .done } == ["old budget"])
      #expect(try texts { $0.includeDone = true }.count == 3)
    }
  }

  @Test(arguments: ContractBackend.available)
  func tasksMadeTheSameMillisecondComeInTheOrderOfTheirIds(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      // Ids whose digits and letters compare differently as bytes, and creation times that
      // differ below the millisecond, which the stored text does not keep.
      let ids = ["b0", "0a", "a0", "9f", "f0", "00"].map(StoreFixtures.id)
      let instant = Date(timeIntervalSince1970: 1_772_000_000.123)
      let tasks = ids.enumerated().map { index, id in
        StoreFixtures.task(
          "task \(index)", id: id, createdAt: instant.addingTimeInterval(Double(index) * 0.0001))
      }
      try repository.insert(tasks)
      let expected = ids.map(\.lowercaseText).sorted()
      for sort in [TaskSort.due, .priority, .created] {
        var filter = TaskFilter.everything
        filter.sort = sort
        #expect(try repository.tasks(matching: filter).map(\.id.lowercaseText) == expected)
      }
    }
  }

  @Test(arguments: ContractBackend.available)
  func seriesWaitingAndStartFiltersLetThroughOnlyTheirTasks(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      let first = StoreFixtures.task("water the plants", id: StoreFixtures.id("5e"))
      var next = StoreFixtures.task("water the plants again", id: StoreFixtures.id("5f"))
      next.seriesID = first.id
      var waiting = StoreFixtures.task("ship it")
      waiting.blockedBy = [first.id]
      var later = StoreFixtures.task("start later")
      later.startDate = LocalDate(iso: "2026-04-01")
      try repository.insert([first, next, waiting, later])

      func texts(_ change: (inout TaskFilter) -> Void) throws -> [String] {
        var filter = TaskFilter()
        change(&filter)
        return try repository.tasks(matching: filter).map { $0.text }.sorted()
      }
      #expect(
        try texts { $0.series = first.id } == ["water the plants", "water the plants again"])
      #expect(try texts { $0.waitsOnly = true } == ["ship it"])
      #expect(try texts { $0.startedBy = LocalDate(iso: "2026-03-04") }.count == 3)
      #expect(try texts { $0.startedBy = LocalDate(iso: "2026-04-01") }.count == 4)
      #expect(try texts { $0.search = "WATER" }.count == 2)
      var created = TaskFilter.everything
      created.sort = .created
      created.limit = 1
      #expect(try repository.tasks(matching: created).count == 1)
    }
  }

  // MARK: - Update and conflicts

  @Test(arguments: ContractBackend.available)
  func anUpdateSavesTheFieldsAndAStaleCopyIsAConflict(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      try repository.insert([StoreFixtures.task("draft", id: StoreFixtures.id("c1"))])
      var read = try repository.task(idPrefix: "c1")
      read.text = "final"
      read.priority = .urgent
      read.subtasks = [Subtask(text: "check", estimatedMinutes: 15)]
      read.dueDate = LocalDate(iso: "2026-03-09")

      let later = now.addingTimeInterval(60)
      let stored = try repository.update(read, by: "dave", at: later)

      #expect(stored.version != read.version)
      #expect(stored.text == "final" && stored.priority == .urgent)
      #expect(stored.subtasks == read.subtasks && stored.dueDate == read.dueDate)
      #expect(stored.updatedBy == "dave" && stored.updatedAt == later)
      #expect(try repository.task(idPrefix: "c1") == stored)

      var stale = read
      stale.text = "lost"
      #expect(throws: StoreError.conflict(id: read.id)) {
        try repository.update(stale, by: "erin", at: later)
      }
      #expect(try repository.task(idPrefix: "c1").text == "final")
    }
  }

  @Test(arguments: ContractBackend.available)
  func updatingADeletedTaskIsNotFound(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      let task = StoreFixtures.task("gone", id: StoreFixtures.id("d1"))
      try repository.insert([task])
      let read = try repository.task(idPrefix: "d1")
      #expect(try repository.delete(ids: [task.id, StoreFixtures.id("d2")]) == 1)
      #expect(throws: StoreError.taskNotFound(idPrefix: task.id.lowercaseText)) {
        try repository.update(read, by: "dave", at: now)
      }
      #expect(try repository.tasks(matching: .everything).isEmpty)
    }
  }

  // MARK: - Team and people

  @Test(arguments: ContractBackend.available)
  func theTeamAndPeopleAreKeptAndMerged(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      try repository.addMember(TeamMember(name: "Ana Lima", aliases: ["ana", "@al"]))
      #expect(throws: StoreError.duplicateMember(name: "AL", existingMember: "Ana Lima")) {
        try repository.addMember(TeamMember(name: "AL"))
      }
      #expect(throws: StoreError.emptyMemberName) {
        try repository.addMember(TeamMember(name: "  "))
      }
      var task = StoreFixtures.task("call the bank", assignee: "Bo")
      task.owners = ["Bo"]
      try repository.insert([task])
      #expect(try repository.members() == [TeamMember(name: "Ana Lima", aliases: ["ana", "al"])])
      #expect(try repository.people().map { $0.name } == ["Ana Lima", "Bo"])
      #expect(try repository.roster().members.map { $0.name } == ["Ana Lima"])

      let merge = try repository.mergePeople(
        keeping: "ana", merging: "Bo", by: "carol", at: now)
      #expect(merge.taskCount == 1 && merge.person.name == "Ana Lima")
      #expect(try repository.task(idPrefix: task.id.uuidString).owners == ["Ana Lima"])
      #expect(try repository.people().map { $0.name } == ["Ana Lima"])
      let tally = try repository.peopleTally()
      #expect(tally.people.map { $0.open } == [1])

      try repository.removeMember(named: "AL")
      #expect(try repository.members().isEmpty)
      #expect(throws: StoreError.unknownMember(name: "ana")) {
        try repository.removeMember(named: "ana")
      }
    }
  }

  // MARK: - Operations and undo

  @Test(arguments: ContractBackend.available)
  func aCommandCommitsAsOneAndUndoRevertsIt(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      let first = StoreFixtures.task("first", id: StoreFixtures.id("e1"))
      let second = StoreFixtures.task("second", id: StoreFixtures.id("e2"))
      try repository.insert([first, second])
      let one = try repository.task(idPrefix: "e1")
      let two = try repository.task(idPrefix: "e2")
      var doneOne = one
      doneOne.status = .done
      doneOne.completedAt = now
      let added = StoreFixtures.task("added", id: StoreFixtures.id("e3"))

      let stored = try repository.commit(
        [
          TaskChange(before: one, after: doneOne), TaskChange(before: two, after: nil),
          TaskChange(before: nil, after: added),
        ], command: "done", by: "carol", at: now)

      #expect(stored.count == 3)
      #expect(
        try repository.tasks(matching: .everything).map { $0.text }.sorted() == [
          "added", "first",
        ])
      #expect(try repository.task(idPrefix: "e1").status == .done)
      let operations = try repository.operations(by: "carol", limit: 10)
      #expect(operations.map { $0.command } == ["done"])
      #expect(throws: StoreError.nothingToUndo(user: "dave")) {
        try repository.undoLastOperation(by: "dave", at: now)
      }

      let undone = try repository.undoLastOperation(by: "carol", at: now)
      #expect(undone.command == "done")
      #expect(
        try repository.tasks(matching: .everything).map { $0.text }.sorted() == [
          "first", "second",
        ])
      #expect(try repository.task(idPrefix: "e1").status == .todo)
      #expect(try repository.operations(by: nil, limit: 10).first?.undoneAt == now)
    }
  }

  @Test(arguments: ContractBackend.available)
  func changesAreListedAndUndoneNewestFirstPastTheNinth(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      for number in 1...11 {
        let task = StoreFixtures.task("task \(number)", id: StoreFixtures.id(String(number + 10)))
        try repository.commit(
          [TaskChange(before: nil, after: task)], command: "add", by: "carol", at: now)
      }
      let listed = try repository.operations(by: "carol", limit: 20)
      #expect(listed.map(\.id) == listed.map(\.id).sorted(by: >))
      #expect(listed.first?.changes.first?.after?.text == "task 11")

      let undone = try repository.undoLastOperation(by: "carol", at: now)
      #expect(undone.changes.first?.after?.text == "task 11")
      #expect(try repository.tasks(matching: .everything).count == 10)
    }
  }

  @Test(arguments: ContractBackend.available)
  func aTaskAddedAloneIsLoggedWithTheVersionItWasStoredWith(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      let task = StoreFixtures.task("water the plants", id: StoreFixtures.id("d1"))
      let stored = try repository.commit(
        [TaskChange(before: nil, after: task)], command: "add", by: "carol", at: now)
      let read = try repository.task(idPrefix: "d1")
      #expect(stored.first?.after?.version == read.version)
      let logged = try #require(try repository.operations(by: "carol", limit: 1).first)
      #expect(logged.command == "add" && logged.createdAt == now)
      #expect(logged.changes.first?.after == read)

      try repository.undoLastOperation(by: "carol", at: now)
      #expect(try repository.tasks(matching: .everything).isEmpty)
    }
  }

  @Test(arguments: ContractBackend.available)
  func aCommitWithAStaleTaskWritesNothing(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      try repository.insert([StoreFixtures.task("first", id: StoreFixtures.id("f1"))])
      let read = try repository.task(idPrefix: "f1")
      var edited = read
      edited.text = "edited"
      try repository.update(edited, by: "dave", at: now)
      var late = read
      late.text = "late"
      let added = StoreFixtures.task("added")

      #expect(throws: StoreError.conflict(id: read.id)) {
        try repository.commit(
          [TaskChange(before: nil, after: added), TaskChange(before: read, after: late)],
          command: "edit", by: "carol", at: now)
      }
      #expect(try repository.tasks(matching: .everything).map { $0.text } == ["edited"])
      #expect(try repository.operations(by: nil, limit: 10).isEmpty)
    }
  }

  @Test(arguments: ContractBackend.available)
  func undoIsRefusedWhenALaterChangeTouchedTheSameField(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      try repository.insert([StoreFixtures.task("first", id: StoreFixtures.id("a7"))])
      let read = try repository.task(idPrefix: "a7")
      var high = read
      high.priority = .high
      let stored = try repository.commit(
        [TaskChange(before: read, after: high)], command: "edit", by: "carol", at: now)
      var low = try #require(stored.first?.after)
      low.priority = .low
      try repository.update(low, by: "dave", at: now)

      #expect(throws: StoreError.self) {
        try repository.undoLastOperation(by: "carol", at: now)
      }
      #expect(try repository.task(idPrefix: "a7").priority == .low)
    }
  }

  // MARK: - Batches

  private func document(_ texts: [String] = ["send the deck", "book the room", "call Ana"])
    -> [StoredTask]
  {
    texts.enumerated().map { StoreFixtures.item($1, line: $0 + 3) }
  }

  @Test(arguments: ContractBackend.available)
  func anImportIsOneBatchAndSkipsWhatIsStored(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      let tasks = document()
      let result = try repository.importBatch(tasks, source: "notes.md", by: "carol", at: now)
      let batch = try #require(result.batch)
      #expect(batch.itemCount == 3 && batch.addedCount == 3 && batch.createdAt == now)
      #expect(result.added.map { $0.id } == tasks.map { $0.id })
      #expect(result.added.allSatisfy { $0.batchID == batch.id })
      #expect(try repository.batches() == [batch])
      #expect(
        try repository.existingHashes(tasks.compactMap { $0.contentHash } + ["nope"])
          == Set(tasks.compactMap { $0.contentHash }))

      let again = try repository.importBatch(
        document() + document(["new item"]), source: "notes.md", by: "carol",
        at: now.addingTimeInterval(60))
      #expect(again.added.map { $0.text } == ["new item"] && again.skipped == 3)
      #expect(try repository.batches().count == 2)

      let nothing = try repository.importBatch(
        document(), source: "notes.md", by: "carol", at: now.addingTimeInterval(120))
      #expect(nothing.batch == nil && nothing.skipped == 3)
      #expect(try repository.batches().count == 2)
    }
  }

  @Test(arguments: ContractBackend.available)
  func aLargeImportStoresEveryItemInOrder(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      let items = (1...1_234).map { StoreFixtures.item("item " + String($0), line: $0) }
      let result = try repository.importBatch(items, source: "big.md", by: "carol", at: now)
      #expect(result.added.map { $0.id } == items.map { $0.id })
      #expect(result.batch?.addedCount == 1_234)
      var filter = TaskFilter.everything
      filter.sort = .created
      #expect(try repository.tasks(matching: filter).count == 1_234)
      #expect(try repository.existingHashes(items.compactMap { $0.contentHash }).count == 1_234)
      let again = try repository.importBatch(items, source: "big.md", by: "carol", at: now)
      #expect(again.batch == nil && again.skipped == 1_234)
    }
  }

  @Test(arguments: ContractBackend.available)
  func aPreviewWritesNothing(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      _ = try repository.importBatch(document(), source: "notes.md", by: "carol", at: now)
      let items = document() + document(["new item"])
      let outcomes = try repository.previewImport(items, by: "carol", at: now)
      #expect(outcomes.count == 1)
      let hash = try #require(items.last?.contentHash)
      guard case .added(let task)? = outcomes[hash] else {
        Issue.record("the new item is not previewed as added: \(String(describing: outcomes))")
        return
      }
      #expect(task.text == "new item")
      #expect(try repository.tasks(matching: .everything).count == 3)
      #expect(try repository.batches().count == 1)
    }
  }

  @Test(arguments: ContractBackend.available)
  func undoingABatchKeepsTheEditedTasks(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      let result = try repository.importBatch(
        document(), source: "notes.md", by: "carol", at: now)
      let batch = try #require(result.batch)
      var edited = try repository.task(idPrefix: result.added[0].id.uuidString)
      edited.priority = .high
      try repository.update(edited, by: "dave", at: now)

      let undone = try repository.undo(batchID: String(batch.shortID))

      #expect(undone.batch == batch && undone.removed == 2)
      #expect(undone.keptEdited.map { $0.text } == ["send the deck"])
      #expect(undone.keptEdited.allSatisfy { $0.batchID == nil })
      #expect(try repository.tasks(matching: .everything).map { $0.text } == ["send the deck"])
      #expect(try repository.batches().isEmpty)
      #expect(throws: StoreError.noBatches) { try repository.undo(batchID: nil) }
      #expect(throws: StoreError.batchNotFound(idPrefix: "b-1999")) {
        try repository.undo(batchID: "b-1999")
      }
    }
  }

  @Test(arguments: ContractBackend.available)
  func aReimportOfAnEditedItemUpdatesItsTaskAndUndoPutsItBack(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      func meeting(_ texts: [String]) -> [StoredTask] {
        texts.enumerated().map { index, text in
          var task = StoreFixtures.item(text, line: index + 3)
          task.sourceMeeting = "notes.md#2026-03-02"
          return task
        }
      }
      _ = try repository.importBatch(
        meeting(["send the deck to the board", "book the room"]), source: "notes.md",
        by: "carol", at: now)
      let second = try repository.importBatch(
        meeting(["send the deck to the whole board", "book the room"]), source: "notes.md",
        by: "carol", at: now.addingTimeInterval(60))

      #expect(second.added.isEmpty)
      #expect(second.updated.map { $0.text } == ["send the deck to the whole board"])
      #expect(try repository.tasks(matching: .everything).count == 2)

      let undone = try repository.undo(batchID: nil)
      #expect(undone.restored == 1)
      #expect(
        try repository.tasks(matching: .everything).map { $0.text }.sorted() == [
          "book the room", "send the deck to the board",
        ])
    }
  }

  // MARK: - Cache, check, backup

  @Test(arguments: ContractBackend.available)
  func theAICacheReturnsWhatWasStored(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      try repository.storeAnswers(
        [
          (key: "k1", endpoint: "http://ai", answer: "{\"a\":1}"),
          (key: "k2", endpoint: "e", answer: "[]"),
        ],
        at: now)
      try repository.storeAnswers(
        [(key: "k1", endpoint: "http://ai", answer: "{\"a\":2}")], at: now)
      #expect(
        try repository.cachedAnswers(["k1", "k2", "k3"]) == ["k1": "{\"a\":2}", "k2": "[]"])
      #expect(try repository.cachedAnswers([]).isEmpty)
    }
  }

  @Test(arguments: ContractBackend.available)
  func aHealthyRepositoryChecksCleanAndBacksUpToSQLite(backend: ContractBackend) throws {
    try backend.withRepository { repository in
      _ = try repository.importBatch(document(), source: "notes.md", by: "carol", at: now)
      try repository.insert([StoreFixtures.fullTask()])
      try repository.addMember(TeamMember(name: "Ana Lima", aliases: ["ana"]))
      let report = repository.check()
      #expect(report.isHealthy, "\(report.problems)")
      #expect(report.taskCount == 4 && report.batchCount == 1)

      try StoreFixtures.withTemporaryFolder { folder in
        let path = folder + "/backup.sqlite"
        try repository.backup(to: path)
        #expect(throws: StoreError.backupExists(path: path)) {
          try repository.backup(to: path)
        }
        let copy = try SQLiteTaskRepository(path: path)
        let original = try repository.tasks(matching: .everything).map { $0.withVersion(1) }
        #expect(try copy.tasks(matching: .everything).map { $0.withVersion(1) } == original)
        #expect(try copy.batches() == repository.batches())
        #expect(try copy.members() == repository.members())
        #expect(try copy.undo(batchID: nil).removed == 3)
      }
    }
  }
}

/// The run's own promise about the PostgreSQL half.
@Suite("TaskRepository contract setup")
struct ContractSetupTests {
  @Test func thePostgreSQLHalfRunsOrSaysHowTo() throws {
    guard ContractBackend.postgresURL == nil else {
      #expect(ContractBackend.available == [.sqlite, .postgres])
      return
    }
    if ContractBackend.isPostgresRequired {
      Issue.record(
        "INTAKE_REQUIRE_POSTGRES=1 but \(ContractBackend.howToRunPostgres)")
    } else {
      print("note: \(ContractBackend.howToRunPostgres)")
      #expect(ContractBackend.available == [.sqlite])
    }
  }
}

/// A small seeded generator, so a test's random tasks are the same every run.
private struct SplitMix {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  /// A number in 0..<bound.
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
