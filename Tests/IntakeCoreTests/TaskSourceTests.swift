import Foundation
import IntakeCore
import Testing

@Suite("TaskSource")
struct TaskSourceTests {
  @Test func jsonWritesEveryKeyWithNullsForTheUnknown() throws {
    let source = TaskSource(file: "standup.vtt", line: 12, speaker: "Ana Lima")
    let data = try JSONEncoder().encode(source)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(object.keys) == ["file", "line", "speaker", "timestamp", "text"])
    #expect(object["line"] as? Int == 12)
    #expect(object["timestamp"] is NSNull)
    #expect(try JSONDecoder().decode(TaskSource.self, from: data) == source)
  }
}
