import Foundation
import IntakeCore
import Testing

@testable import IntakeApp

@Suite("TodoTxtWriter")
struct TodoTxtWriterTests {
  static let lines: [String] = {
    let zone = TimeZone(identifier: "Europe/Lisbon") ?? .current
    let text = String(
      decoding: TaskOutput.bytes(Fixtures.all, TodoTxtWriter(zone: zone)), as: UTF8.self)
    return text.components(separatedBy: "\n")
  }()

  @Test func oneLineATaskAndOneASubtask() {
    let id = "00000000-0000-4000-8000-000000000002"
    #expect(
      Self.lines == [
        "(C) 2026-03-02 Call the bank id:00000000-0000-4000-8000-000000000001",
        #"(A) 2026-03-02 Send the "Q3" deck, slides; notes\draft — ünïcødé ✅ +finance +q3 "#
          + "owner:Bo%20Chen owner:Ana%20Lima due:2026-07-15 time:15:30 "
          + "rrule:FREQ=WEEKLY;BYDAY=MO,WE status:in_progress id:\(id)",
        "x 2026-03-02 2026-03-02 Draft, then check parent:\(id)",
        "(B) 2026-03-02 Send to Bo parent:\(id)",
        "x 2026-03-03 2026-03-02 Pay rent due:2026-12-01 tz:America/New_York rec:2m pri:D "
          + "id:00000000-0000-4000-8000-000000000003",
        "(B) 2026-03-02 " + Fixtures.utc.text + " due:2026-01-20 time:09:00 t:2026-01-15 tz:UTC "
          + "id:00000000-0000-4000-8000-000000000004",
        "",
      ])
  }

  @Test func recSaysAFrequencyAndInterval() {
    #expect(TodoTxtWriter.rec("FREQ=WEEKLY", fromCompletion: false) == "+1w")
    #expect(TodoTxtWriter.rec("FREQ=DAILY;INTERVAL=3", fromCompletion: true) == "3d")
    #expect(TodoTxtWriter.rec("FREQ=YEARLY", fromCompletion: false) == "+1y")
    #expect(TodoTxtWriter.rec("FREQ=MONTHLY;BYMONTHDAY=1", fromCompletion: false) == nil)
    #expect(TodoTxtWriter.rec("FREQ=HOURLY", fromCompletion: false) == nil)
  }

  @Test func aTitleOnSeveralLinesIsWrittenOnOne() {
    #expect("Plan\nthe\r\n\tday".oneLine == "Plan the day")
  }
}
