import Foundation
import IntakeCore
import Testing

@testable import IntakeApp

@Suite("TaskwarriorWriter")
struct TaskwarriorWriterTests {
  var objects: [[String: Any]] {
    let bytes = TaskOutput.bytes(Fixtures.all, TaskwarriorWriter())
    return (try? JSONSerialization.jsonObject(with: Data(bytes)) as? [[String: Any]]) ?? []
  }

  @Test func oneObjectATaskOnALineOfItsOwn() {
    let text = String(decoding: TaskOutput.bytes(Fixtures.all, TaskwarriorWriter()), as: UTF8.self)
    #expect(text.hasPrefix("[\n{\"uuid\":"))
    #expect(text.hasSuffix("}\n]\n"))
    #expect(text.components(separatedBy: "\n").count == 7)
    #expect(objects.count == 4)
    #expect(String(decoding: TaskOutput.bytes([], TaskwarriorWriter()), as: UTF8.self) == "[\n]\n")
  }

  @Test func theFieldsOfATask() throws {
    let objects = objects
    let task = try #require(objects.count == 4 ? objects[1] : nil)
    #expect(task["uuid"] as? String == "00000000-0000-4000-8000-000000000002")
    #expect(task["status"] as? String == "recurring")
    #expect(task["description"] as? String == Fixtures.full.text)
    #expect(task["entry"] as? String == "20260302T082640Z")
    #expect(task["modified"] as? String == "20260302T092640Z")
    // 15:30 in Lisbon in July is 14:30 UTC.
    #expect(task["due"] as? String == "20260715T143000Z")
    #expect(task["priority"] as? String == "H")
    #expect(task["intake_priority"] as? String == "urgent")
    #expect(task["tags"] as? [String] == ["finance", "q3"])
    #expect(task["recur"] as? String == "weekly")
    #expect(task["intake_rrule"] as? String == "FREQ=WEEKLY;BYDAY=MO,WE")
    #expect(task["intake_owners"] as? String == "Bo Chen, Ana Lima")
    #expect(task["intake_status"] as? String == "in_progress")
    let annotations = (task["annotations"] as? [[String: String]]) ?? []
    #expect(
      annotations == [
        ["entry": "20260302T082640Z", "description": Fixtures.full.notes ?? ""],
        ["entry": "20260302T082641Z", "description": "[x] Draft, then check"],
        ["entry": "20260302T082642Z", "description": "[ ] Send to Bo"],
      ])
  }

  @Test func aFinishedTaskAndADayWithoutATime() throws {
    let objects = objects
    let task = try #require(objects.count == 4 ? objects[2] : nil)
    #expect(task["status"] as? String == "completed")
    #expect(task["end"] as? String == "20260303T082640Z")
    // Midnight in New York.
    #expect(task["due"] as? String == "20261201T050000Z")
    #expect(task["priority"] as? String == "L")
    #expect(task["recur"] as? String == "2mo")
    #expect(task["intake_recurrence_from"] as? String == "completion")
    let utc = try #require(objects.last)
    #expect(utc["wait"] as? String == "20260115T000000Z")
    let plain = try #require(objects.first)
    #expect(plain["status"] as? String == "pending")
    #expect(plain["priority"] == nil)
  }
}
