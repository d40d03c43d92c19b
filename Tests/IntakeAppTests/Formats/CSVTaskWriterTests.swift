import CSV
import Foundation
import IntakeCore
import Testing

@testable import IntakeApp

@Suite("CSV writers")
struct CSVTaskWriterTests {
  /// The records of a CSV file, as CSV.swift's reader reads them.
  static func records(_ bytes: [UInt8]) throws -> [[String]] {
    let reader = try CSVReader(stream: InputStream(data: Data(bytes)))
    var records: [[String]] = []
    while let record = reader.next() { records.append(record) }
    return records
  }

  @Test func everyFieldReadsBackAsWritten() throws {
    let bytes = TaskOutput.bytes(Fixtures.all, CSVTaskWriter())
    let records = try Self.records(bytes)
    #expect(records.count == 5)
    #expect(records.first == CSVTaskWriter.columns)
    let full = Dictionary(uniqueKeysWithValues: zip(CSVTaskWriter.columns, records[2]))
    #expect(full["text"] == Fixtures.full.text)
    #expect(full["notes"] == Fixtures.full.notes)
    #expect(full["status"] == "in_progress")
    #expect(full["due_date"] == "2026-07-15")
    #expect(full["due_time"] == "15:30")
    #expect(full["recurrence"] == "FREQ=WEEKLY;BYDAY=MO,WE")
    #expect(full["owners"] == "Bo Chen; Ana Lima")
    #expect(full["tags"] == "finance; q3")
    #expect(
      full["subtasks"]
        == #"[{"text":"Draft, then check","completed":true},"#
        + #"{"text":"Send to Bo","completed":false,"priority":"high","estimated_minutes":30}]"#)
    #expect(full["created_at"] == "2026-03-02T08:26:40.123Z")
    // Records end with CRLF, the last one too.
    #expect(bytes.suffix(2) == [0x0D, 0x0A])
  }

  @Test func todoistRowsFollowItsTemplate() throws {
    let records = try Self.records(TaskOutput.bytes(Fixtures.all, TodoistCSVWriter()))
    #expect(records.first == TodoistCSVWriter.columns)
    #expect(
      records.dropFirst().map { Array($0.prefix(8)) } == [
        ["task", "Call the bank", "", "4", "1", "ana", "", ""],
        [
          "task", Fixtures.full.text + " @finance @q3", Fixtures.full.notes ?? "", "1", "1", "ana",
          "Bo Chen", "every monday, wednesday at 15:30 starting 2026-07-15",
        ],
        ["task", "Draft, then check", "", "4", "2", "ana", "", ""],
        ["task", "Send to Bo", "", "2", "2", "ana", "", ""],
        ["task", "Pay rent", "", "4", "1", "ana", "", "2026-12-01"],
        ["task", Fixtures.utc.text, "", "2", "1", "ana", "", "2026-01-20 09:00"],
      ])
    #expect(records[4].suffix(2) == ["30", "minute"])
    #expect(records[2][9] == "Europe/Lisbon")
  }
}
