import Foundation
import IntakeCore
import Testing

@Suite("Batch")
struct BatchTests {
  /// 2026-03-04T09:05:07.999Z.
  private let now = Date(timeIntervalSince1970: 1_772_615_107.999)

  @Test func anIDIsTheUTCSecondThenFourHexDigits() {
    #expect(Batch.makeID(at: now, suffix: 0xab12) == "b-20260304-090507-ab12")
    #expect(Batch.makeID(at: now, suffix: 7) == "b-20260304-090507-0007")
  }

  @Test func anIDNamesTheSecondTheDatabaseStores() {
    // 09:05:07.9996 is stored as 09:05:08.000: the id says the same.
    let late = Date(timeIntervalSince1970: 1_772_615_107.9996)
    #expect(Timestamp.text(late) == "2026-03-04T09:05:08.000Z")
    #expect(Batch.makeID(at: late, suffix: 1) == "b-20260304-090508-0001")
  }

  @Test func randomIDsHaveTheSameShape() {
    let ids = (0..<50).map { _ in Batch.makeID(at: now) }
    for id in ids {
      #expect(id.hasPrefix("b-20260304-090507-"))
      #expect(id.count == 22)
    }
    #expect(Set(ids).count > 1)
  }

  @Test func jsonUsesSnakeCaseKeys() throws {
    let batch = Batch(
      id: "b-20260304-090507-ab12", source: "notes/2026-03-02.md", createdAt: now,
      createdBy: "carol", itemCount: 5, addedCount: 3, skippedCount: 2)
    let data = try JSONEncoder().encode(batch)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "id", "source", "created_at", "created_by", "item_count", "added_count", "skipped_count",
      ])
    #expect(object["item_count"] as? Int == 5)
    #expect(try JSONDecoder().decode(Batch.self, from: data) == batch)
  }
}
