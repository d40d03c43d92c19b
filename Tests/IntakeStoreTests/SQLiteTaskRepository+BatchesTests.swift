import Foundation
import GRDB
import IntakeCore
import Testing

@testable import IntakeStore

@Suite("SQLiteTaskRepository+Batches")
struct SQLiteTaskRepositoryBatchesTests {
  private let now = StoreFixtures.now

  /// The items of a small meeting note, in order.
  private func document(_ texts: [String] = ["send the deck", "book the room", "call Ana"])
    -> [StoredTask]
  {
    texts.enumerated().map { StoreFixtures.item($1, line: $0 + 3) }
  }

  private func storedTexts(_ repository: SQLiteTaskRepository) throws -> [String] {
    try repository.tasks(matching: .everything).map(\.text).sorted()
  }

  // MARK: - Importing

  @Test func importAddsEveryTaskAndRecordsTheBatch() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let tasks = document()

    let result = try repository.importBatch(tasks, source: "notes.md", by: "carol", at: now)

    let batch = try #require(result.batch)
    #expect(batch.source == "notes.md" && batch.createdBy == "carol" && batch.createdAt == now)
    #expect(batch.itemCount == 3 && batch.addedCount == 3 && batch.skippedCount == 0)
    #expect(batch.id.hasPrefix("b-20260304-090000-"))
    #expect(result.skipped == 0)
    #expect(result.added.map(\.id) == tasks.map(\.id))
    #expect(result.added.allSatisfy { $0.batchID == batch.id })
    #expect(
      try repository.tasks(matching: .everything).sorted { $0.text < $1.text }
        == result.added.sorted { $0.text < $1.text })
    #expect(try repository.batches() == [batch])
  }

  @Test func reimportingTheSameDocumentAddsNothingAndWritesNothing() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    _ = try repository.importBatch(document(), source: "notes.md", by: "carol", at: now)

    let again = try repository.importBatch(
      document(), source: "notes.md", by: "carol", at: now.addingTimeInterval(60))

    #expect(again == ImportResult(batch: nil, added: [], skipped: 3))
    #expect(try repository.batches().count == 1)
    #expect(try repository.tasks(matching: .everything).count == 3)
  }

  /// The items of a meeting as an import hands them over: with the meeting they were read in.
  private func meeting(_ texts: [String]) -> [StoredTask] {
    texts.enumerated().map { index, text in
      var task = StoreFixtures.item(text, line: index + 3)
      task.sourceMeeting = "notes.md#2026-03-02"
      return task
    }
  }

  @Test func anEditedItemUpdatesItsTaskAndUndoingTheBatchPutsItBack() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let first = try repository.importBatch(
      meeting(["send the deck to Bo", "book the room", "call Ana"]), source: "notes.md",
      by: "carol", at: now)
    // One item reworded in place, one new item above another that moved down.
    let second = try repository.importBatch(
      meeting(["send the final deck to Bo and Ana", "book the room", "order pizza", "call Ana"]),
      source: "notes.md", by: "dave", at: now.addingTimeInterval(60))
    #expect(second.added.map(\.text) == ["order pizza"])
    #expect(second.updated.map(\.text) == ["send the final deck to Bo and Ana"])
    #expect(second.skipped == 2)
    let updated = try repository.task(idPrefix: first.added[0].id.uuidString)
    #expect(updated.text == "send the final deck to Bo and Ana" && updated.version == 2)
    #expect(updated.updatedBy == "dave" && updated.batchID == first.batch?.id)

    // The same edited document again: nothing to do.
    let third = try repository.importBatch(
      meeting(["send the final deck to Bo and Ana", "book the room", "order pizza", "call Ana"]),
      source: "notes.md", by: "dave", at: now.addingTimeInterval(120))
    #expect(third.batch == nil && third.skipped == 4)

    let undone = try repository.undo(batchID: second.batch?.id)
    #expect(undone.removed == 1 && undone.restored == 1 && undone.keptEdited.isEmpty)
    #expect(try storedTexts(repository) == ["book the room", "call Ana", "send the deck to Bo"])
    let again = try repository.importBatch(
      meeting(["send the deck to Bo", "book the room", "call Ana"]), source: "notes.md",
      by: "carol", at: now.addingTimeInterval(180))
    #expect(again.batch == nil, "the restored task has its item's hash back")
  }

  @Test func anItemWhoseTaskWasEditedByHandLeavesTheTaskAsItIs() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let first = try repository.importBatch(
      meeting(["send the deck to Bo", "book the room"]), source: "notes.md", by: "carol", at: now)
    var task = first.added[1]
    task.priority = .high
    try repository.update(task, by: "carol", at: now)
    let second = try repository.importBatch(
      meeting(["send the deck to Bo", "book the big room"]), source: "notes.md", by: "carol",
      at: now.addingTimeInterval(60))
    #expect(second.batch == nil && second.added.isEmpty && second.updated.isEmpty)
    #expect(second.keptEdited.map(\.text) == ["book the room"])
    #expect(try storedTexts(repository) == ["book the room", "send the deck to Bo"])
  }

  @Test func aDifferentItemOrAnotherMeetingIsNoEdit() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    _ = try repository.importBatch(
      meeting(["send the deck to Bo", "book the room"]), source: "notes.md", by: "carol", at: now)
    // The second item replaced by an unrelated one on its line: a new task beside the old.
    let second = try repository.importBatch(
      meeting(["send the deck to Bo", "renew the parking permits"]), source: "notes.md",
      by: "carol", at: now.addingTimeInterval(60))
    #expect(second.added.map(\.text) == ["renew the parking permits"] && second.updated.isEmpty)
    // The same words in another meeting are another task.
    var other = StoreFixtures.item("send the deck to Bo and Ana", meeting: "notes.md#2026-03-09")
    other.sourceMeeting = "notes.md#2026-03-09"
    let third = try repository.importBatch(
      [other], source: "notes.md", by: "carol", at: now.addingTimeInterval(120))
    #expect(third.added.count == 1 && third.updated.isEmpty)
  }

  @Test func aPreviewSaysWhatAnImportWouldDoAndWritesNothing() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    _ = try repository.importBatch(
      meeting(["send the deck to Bo", "book the room"]), source: "notes.md", by: "carol", at: now)
    let edited = meeting(["send the deck to Bo today", "book the room", "order pizza"])
    let outcomes = try repository.previewImport(edited, by: "carol", at: now)
    let kinds = edited.map { task -> String in
      switch task.contentHash.flatMap({ outcomes[$0] }) {
      case .added?: "added"
      case .updated?: "updated"
      case .keptEdited?: "kept"
      case nil: "there"
      }
    }
    #expect(kinds == ["updated", "there", "added"])
    #expect(try storedTexts(repository) == ["book the room", "send the deck to Bo"])
    #expect(try repository.batches().count == 1)
  }

  @Test func anEditedDocumentAddsOnlyItsNewItem() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    _ = try repository.importBatch(document(), source: "notes.md", by: "carol", at: now)
    // Reworded spacing and a full stop are the same item; one line is new.
    let edited = document(["Send the deck.", "book  the room", "order pizza", "call Ana"])

    let result = try repository.importBatch(
      edited, source: "notes.md", by: "carol", at: now.addingTimeInterval(60))

    #expect(result.added.map(\.text) == ["order pizza"])
    #expect(result.skipped == 3)
    let batch = try #require(result.batch)
    #expect(batch.itemCount == 4 && batch.addedCount == 1 && batch.skippedCount == 3)
    #expect(try repository.tasks(matching: .everything).count == 4)
  }

  @Test func anItemRepeatedInOneImportIsStoredOnce() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let result = try repository.importBatch(
      document(["send the deck", "call Ana", "Send the deck!"]), source: "stdin", by: "carol",
      at: now)
    #expect(result.added.map(\.text) == ["send the deck", "call Ana"])
    #expect(result.skipped == 1)
    #expect(result.batch?.skippedCount == 1)
  }

  @Test func theSameWordsInTwoMeetingsAreTwoTasks() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let tasks = [
      StoreFixtures.item("send the deck", meeting: "notes.md#2026-03-02"),
      StoreFixtures.item("send the deck", meeting: "notes.md#2026-03-09"),
    ]
    let result = try repository.importBatch(tasks, source: "notes.md", by: "carol", at: now)
    #expect(result.added.count == 2)
    #expect(try repository.tasks(matching: .everything).count == 2)
  }

  @Test func tasksWithoutAHashAreAlwaysAdded() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let typed = [StoreFixtures.task("buy milk"), StoreFixtures.task("buy milk")]
    _ = try repository.importBatch(typed, source: "stdin", by: "carol", at: now)
    let again = [StoreFixtures.task("buy milk")]
    let result = try repository.importBatch(again, source: "stdin", by: "carol", at: now)
    #expect(result.added.count == 1)
    #expect(try repository.tasks(matching: .everything).count == 3)
  }

  @Test func anEmptyImportWritesNothing() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let result = try repository.importBatch([], source: "empty.md", by: "carol", at: now)
    #expect(result == ImportResult(batch: nil, added: [], skipped: 0))
    #expect(try repository.batches().isEmpty)
  }

  @Test func provenanceRoundTrips() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let task = StoreFixtures.fullTask()

    let result = try repository.importBatch([task], source: "standup.vtt", by: "carol", at: now)

    let stored = try repository.task(idPrefix: task.id.uuidString)
    #expect(stored == result.added.first)
    #expect(stored.batchID == result.batch?.id)
    #expect(stored.sourceSpeaker == "Carol Diaz" && stored.sourceTimestamp == "00:14:05.250")
    #expect(stored.contentHash == "0123456789abcdef")
    #expect(stored.source?.file == "notes/2026-03-02-planning.md" && stored.source?.line == 14)
  }

  // MARK: - Nothing half-written

  @Test func aTaskTheSchemaRefusesLeavesNoBatchAndNoTask() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    var tasks = document(["one", "two", "three", "four"])
    tasks[2].version = 0  // CHECK (version >= 1)

    let error = #expect(throws: StoreError.self) {
      try repository.importBatch(tasks, source: "notes.md", by: "carol", at: now)
    }
    guard case .database(_, let failure) = error else {
      Issue.record("expected a database error, got \(String(describing: error))")
      return
    }
    #expect(failure.message.contains("CHECK"))
    #expect(try repository.batches().isEmpty)
    #expect(try repository.tasks(matching: .everything).isEmpty)
  }

  @Test func aTakenIDInTheMiddleLeavesNoBatchAndNoTask() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let existing = StoreFixtures.task("typed earlier", id: StoreFixtures.id("cafe"))
    try repository.insert([existing])
    var tasks = document()
    tasks[1].id = existing.id

    #expect(throws: StoreError.duplicateTask(id: existing.id)) {
      try repository.importBatch(tasks, source: "notes.md", by: "carol", at: now)
    }
    #expect(try repository.batches().isEmpty)
    #expect(try repository.tasks(matching: .everything) == [existing])
  }

  // MARK: - Existing hashes

  @Test func existingHashesTellsWhichItemsAreAlreadyThere() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let stored = document()
    _ = try repository.importBatch(stored, source: "notes.md", by: "carol", at: now)
    let new = StoreFixtures.item("order pizza")
    let asked = [new, stored[0], stored[2], stored[0]].compactMap(\.contentHash)

    #expect(
      try repository.existingHashes(asked) == Set([stored[0], stored[2]].compactMap(\.contentHash))
    )
    #expect(try repository.existingHashes([]).isEmpty)
  }

  @Test func largeImportsAreCheckedInChunks() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let tasks = (0..<2_000).map { StoreFixtures.item("item \($0)") }
    let first = try repository.importBatch(tasks, source: "big.md", by: "carol", at: now)
    #expect(first.added.count == 2_000)

    let more = tasks + (2_000..<2_600).map { StoreFixtures.item("item \($0)") }
    let second = try repository.importBatch(more, source: "big.md", by: "carol", at: now)
    #expect(second.added.count == 600 && second.skipped == 2_000)
    #expect(try repository.existingHashes(more.compactMap(\.contentHash)).count == 2_600)
  }

  // MARK: - Listing

  @Test func batchesComeNewestFirst() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let monday = try #require(
      try repository.importBatch(
        [StoreFixtures.item("a")], source: "mon.md", by: "carol", at: now
      ).batch)
    let tuesday = try #require(
      try repository.importBatch(
        [StoreFixtures.item("b")], source: "tue.md", by: "carol", at: now.addingTimeInterval(86_400)
      ).batch)
    // Same instant as Tuesday's: the order of import decides.
    let later = try #require(
      try repository.importBatch(
        [StoreFixtures.item("c")], source: "tue2.md", by: "carol",
        at: now.addingTimeInterval(86_400)
      ).batch)

    #expect(try repository.batches() == [later, tuesday, monday])
  }

  // MARK: - Undo

  @Test func undoRemovesTheLastBatchsUneditedTasksAndKeepsEditedOnes() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let earlier = try repository.importBatch(
      document(["pay rent"]), source: "feb.md", by: "carol", at: now.addingTimeInterval(-60))
    let typed = StoreFixtures.task("typed by hand")
    try repository.insert([typed])
    let result = try repository.importBatch(
      document(["send the deck", "book the room", "call Ana", "order pizza"]), source: "notes.md",
      by: "carol", at: now)
    var renamed = result.added[0]
    renamed.text = "send the final deck"
    let edited = try repository.update(renamed, by: "bo", at: now.addingTimeInterval(10))
    var finished = result.added[2]
    finished.status = .done
    let done = try repository.update(finished, by: "ana", at: now.addingTimeInterval(20))

    let undo = try repository.undo(batchID: nil)

    #expect(undo.batch == result.batch)
    #expect(undo.removed == 2)
    var keptEdited = [edited, done]
    for index in keptEdited.indices { keptEdited[index].batchID = nil }
    #expect(undo.keptEdited == keptEdited)
    #expect(
      try storedTexts(repository) == [
        "call Ana", "pay rent", "send the final deck", "typed by hand",
      ])
    #expect(try repository.task(idPrefix: edited.id.uuidString) == keptEdited[0])
    #expect(try repository.batches() == [earlier.batch].compactMap { $0 })
  }

  @Test func reimportingAfterAnUndoAddsBackOnlyWhatWasRemoved() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let result = try repository.importBatch(document(), source: "notes.md", by: "carol", at: now)
    var first = result.added[0]
    first.priority = .high
    try repository.update(first, by: "bo", at: now)
    _ = try repository.undo(batchID: nil)

    let again = try repository.importBatch(document(), source: "notes.md", by: "carol", at: now)

    #expect(again.added.map(\.text) == ["book the room", "call Ana"])
    #expect(again.skipped == 1)
  }

  @Test func undoNamesABatchByIDOrUniquePrefix() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let tuesday = now.addingTimeInterval(86_400)
    let first = try #require(
      try repository.importBatch(document(["a"]), source: "a.md", by: "c", at: now).batch)
    let second = try #require(
      try repository.importBatch(document(["b"]), source: "b.md", by: "c", at: now).batch)
    let third = try #require(
      try repository.importBatch(document(["c"]), source: "c.md", by: "c", at: tuesday).batch)
    #expect(third.id.hasPrefix("b-20260305-"))

    #expect(try repository.undo(batchID: first.id).batch == first)
    #expect(try repository.undo(batchID: " B-20260305 ").batch == third)
    #expect(try repository.undo(batchID: String(second.id.dropFirst(2))).batch == second)
    #expect(try storedTexts(repository).isEmpty)
  }

  @Test func theShortIDAloneNamesABatch() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    var batches: [Batch] = []
    for text in ["a", "b", "c", "d", "e", "f"] {
      batches.append(
        try #require(
          try repository.importBatch(document([text]), source: "x.md", by: "c", at: now).batch))
    }
    // Drawn so that no two batches of the database share it.
    #expect(Set(batches.map(\.shortID)).count == batches.count)
    #expect(batches.allSatisfy { $0.shortID.count == 4 && $0.id.hasSuffix($0.shortID) })
    let last = try #require(batches.last)
    #expect(try repository.undo(batchID: last.shortID.uppercased()).batch == last)
    #expect(try repository.batches().count == batches.count - 1)
  }

  @Test func anAmbiguousPrefixSaysHowManyBatchesMatch() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    for text in ["a", "b", "c"] {
      _ = try repository.importBatch(document([text]), source: "x.md", by: "c", at: now)
    }
    #expect(throws: StoreError.ambiguousBatchID(idPrefix: "b-20260304", matchCount: 3)) {
      try repository.undo(batchID: "b-20260304")
    }
    #expect(throws: StoreError.ambiguousBatchID(idPrefix: "2026", matchCount: 3)) {
      try repository.undo(batchID: "2026")
    }
    #expect(try repository.batches().count == 3)
  }

  @Test(arguments: ["b-1999", "zz", "", " ", "b-20260304-090000-ab12-x"])
  func anUnknownBatchIsNotFound(idPrefix: String) throws {
    let repository = try SQLiteTaskRepository.inMemory()
    _ = try repository.importBatch(document(), source: "notes.md", by: "c", at: now)
    #expect(throws: StoreError.batchNotFound(idPrefix: idPrefix)) {
      try repository.undo(batchID: idPrefix)
    }
    #expect(try repository.tasks(matching: .everything).count == 3)
  }

  @Test func undoWithNoBatchesSaysWhereToLook() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    try repository.insert([StoreFixtures.task("typed by hand")])
    #expect(throws: StoreError.noBatches) { try repository.undo(batchID: nil) }
    #expect(
      StoreError.noBatches.description == "nothing to undo; intake batches lists imports")
    #expect(
      StoreError.batchNotFound(idPrefix: "b-1999").description
        == "no batch matches \"b-1999\"; run intake batches to see ids")
  }
}
