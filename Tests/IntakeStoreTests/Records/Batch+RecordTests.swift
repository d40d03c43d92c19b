import Foundation
import GRDB
import IntakeCore
import Testing

@testable import IntakeStore

@Suite("Batch+Record")
struct BatchRecordTests {
  @Test func columnsAreNamedAsTheMappingSaysAndValuesSpelledAsText() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let batch = try #require(
      try repository.importBatch(
        [StoreFixtures.item("send the deck"), StoreFixtures.item("Send the deck.")],
        source: "notes.md", by: "carol", at: StoreFixtures.now
      ).batch)

    let (names, row) = try repository.database.read { db in
      (
        try Row.fetchAll(db, sql: "PRAGMA table_info(batches)").compactMap {
          $0["name"] as? String
        },
        try Row.fetchOne(db, sql: "SELECT * FROM batches")
      )
    }
    #expect(names == Batch.columns)
    let stored = try #require(row)
    #expect(stored["id"] as? String == batch.id)
    #expect(stored["created_at"] as? String == "2026-03-04T09:00:00.123Z")
    #expect(stored["item_count"] as? Int64 == 2)
    #expect(stored["added_count"] as? Int64 == 1)
    #expect(stored["skipped_count"] as? Int64 == 1)
    #expect(try repository.batches() == [batch])
  }

  @Test func anUnreadableBatchNamesItsIDAndColumn() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let batch = try #require(
      try repository.importBatch(
        [StoreFixtures.item("send the deck")], source: "notes.md", by: "c", at: StoreFixtures.now
      ).batch)
    try repository.database.write { db in
      try db.execute(sql: "UPDATE batches SET created_at = 'then'")
    }
    #expect(
      throws: StoreError.unreadableBatch(batchID: batch.id, column: "created_at", value: "then")
    ) {
      try repository.batches()
    }
  }
}
