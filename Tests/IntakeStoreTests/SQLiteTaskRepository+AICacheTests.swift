import Foundation
import GRDB
import Testing

@testable import IntakeStore

@Suite("SQLiteTaskRepository+AICache")
struct SQLiteTaskRepositoryAICacheTests {
  @Test func storedAnswersAreFoundByKeyAndReplaced() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    #expect(try repository.cachedAnswers(["a", "b"]).isEmpty)
    try repository.storeAnswers(
      [("a", "http://ai.test/x", #"{"title":"A"}"#), ("b", "http://ai.test/x", #"{"title":"B"}"#)],
      at: StoreFixtures.now)
    try repository.storeAnswers(
      [("a", "http://ai.test/x", #"{"title":"A2"}"#)], at: StoreFixtures.now)
    #expect(
      try repository.cachedAnswers(["a", "b", "c"]) == [
        "a": #"{"title":"A2"}"#, "b": #"{"title":"B"}"#,
      ])
    let rows = try repository.database.read { db in
      try String.fetchAll(
        db, sql: "SELECT endpoint || ' ' || created_at FROM ai_cache ORDER BY key")
    }
    #expect(
      rows == [
        "http://ai.test/x 2026-03-04T09:00:00.123Z", "http://ai.test/x 2026-03-04T09:00:00.123Z",
      ])
  }

  @Test func manyKeysAreLookedUpInChunks() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    let keys = (0..<1_200).map { "k\($0)" }
    try repository.storeAnswers(keys.map { ($0, "e", "{}") }, at: StoreFixtures.now)
    #expect(try repository.cachedAnswers(keys).count == 1_200)
  }

  @Test func anEmptyKeyIsRefusedByTheSchema() throws {
    let repository = try SQLiteTaskRepository.inMemory()
    #expect(throws: StoreError.self) {
      try repository.storeAnswers([("", "e", "{}")], at: StoreFixtures.now)
    }
  }
}
