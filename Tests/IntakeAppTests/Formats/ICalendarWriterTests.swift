import Foundation
import IntakeCore
import Testing

@testable import IntakeApp

@Suite("ICalendarWriter")
struct ICalendarWriterTests {
  static let file = TaskOutput.bytes(Fixtures.all, ICalendarWriter())

  /// The file's content lines, unfolded.
  static let lines: [String] = {
    let text = String(decoding: file, as: UTF8.self)
    return text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
      .filter { !$0.isEmpty }
  }()

  /// The lines of the component that holds `uid`, from its BEGIN to its END.
  static func component(_ uid: String) -> [String] {
    guard let at = lines.firstIndex(of: "UID:" + uid),
      let begin = lines[..<at].lastIndex(where: { $0.hasPrefix("BEGIN:") }),
      let end = lines[at...].firstIndex(where: { $0.hasPrefix("END:") })
    else { return [] }
    return Array(lines[begin...end])
  }

  @Test func linesAreFoldedAt75OctetsWithoutSplittingCharacters() {
    let file = Self.file
    let physical = file.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
    #expect(file.suffix(2) == [0x0D, 0x0A])
    for line in physical {
      #expect(line.last == 0x0D)
      #expect(line.count - 1 <= 75)
      #expect(String(validating: line.dropLast(), as: UTF8.self) != nil)
    }
    // The long title was folded, and unfolds to itself.
    #expect(physical.contains { $0.first == 0x20 })
    #expect(Self.lines.contains("SUMMARY:" + Fixtures.utc.text))
  }

  @Test func writesTheFieldsOfATask() {
    let todo = Self.component("00000000-0000-4000-8000-000000000002")
    let expected = [
      "BEGIN:VTODO",
      "UID:00000000-0000-4000-8000-000000000002",
      "DTSTAMP:20260302T092640Z",
      "CREATED:20260302T082640Z",
      "LAST-MODIFIED:20260302T092640Z",
      #"SUMMARY:Send the "Q3" deck\, slides\; notes\\draft — ünïcødé ✅"#,
      #"DESCRIPTION:First line\, with a comma\nSecond\; line "quoted"\nThird"#,
      "DTSTART;TZID=Europe/Lisbon:20260715T153000",
      "DUE;TZID=Europe/Lisbon:20260715T153000",
      "RRULE:FREQ=WEEKLY;BYDAY=MO,WE",
      "PRIORITY:1",
      "STATUS:IN-PROCESS",
      "CATEGORIES:finance,q3",
      "X-INTAKE-OWNERS:Bo Chen,Ana Lima",
      "X-INTAKE-CREATED-BY:ana",
      "END:VTODO",
    ]
    #expect(todo == expected)
  }

  @Test func subtasksFollowTheirTaskAsRelatedToDos() {
    let parent = "00000000-0000-4000-8000-000000000002"
    #expect(
      Self.component(parent + "/subtask/1") == [
        "BEGIN:VTODO", "UID:\(parent)/subtask/1", "DTSTAMP:20260302T092640Z",
        #"SUMMARY:Draft\, then check"#, "STATUS:COMPLETED", "RELATED-TO;RELTYPE=PARENT:" + parent,
        "END:VTODO",
      ])
    #expect(
      Self.component(parent + "/subtask/2") == [
        "BEGIN:VTODO", "UID:\(parent)/subtask/2", "DTSTAMP:20260302T092640Z",
        "SUMMARY:Send to Bo", "PRIORITY:3", "STATUS:NEEDS-ACTION",
        "RELATED-TO;RELTYPE=PARENT:" + parent, "X-INTAKE-ESTIMATED-MINUTES:30", "END:VTODO",
      ])
  }

  @Test func aFinishedTaskDueOnADay() {
    let todo = Self.component("00000000-0000-4000-8000-000000000003")
    #expect(todo.contains("DUE;VALUE=DATE:20261201"))
    #expect(todo.contains("DTSTART;VALUE=DATE:20261201"))
    #expect(todo.contains("STATUS:COMPLETED"))
    #expect(todo.contains("PERCENT-COMPLETE:100"))
    #expect(todo.contains("COMPLETED:20260303T082640Z"))
    #expect(todo.contains("PRIORITY:9"))
    #expect(todo.contains("X-INTAKE-RECURRENCE-FROM:COMPLETION"))
  }

  @Test func aTimeInUTCIsWrittenWithZAndNeedsNoZone() {
    let todo = Self.component("00000000-0000-4000-8000-000000000004")
    #expect(todo.contains("DUE:20260120T090000Z"))
    // Its DTSTART is the day it may start, not its due time.
    #expect(todo.filter { $0.hasPrefix("DTSTART") } == ["DTSTART;VALUE=DATE:20260115"])
    #expect(!Self.lines.contains("TZID:UTC"))
  }

  @Test func theZonesNamedAreDefinedForTheYearsUsed() {
    // Only Lisbon has a timed due date in a zone of its own; New York's task has none.
    #expect(Self.lines.filter { $0 == "BEGIN:VTIMEZONE" }.count == 1)
    #expect(Self.lines.contains("TZID:Europe/Lisbon"))
    #expect(!Self.lines.contains("TZID:America/New_York"))
    guard let start = Self.lines.firstIndex(of: "BEGIN:VTIMEZONE"),
      let end = Self.lines.firstIndex(of: "END:VTIMEZONE")
    else {
      Issue.record("no VTIMEZONE")
      return
    }
    let zone = Array(Self.lines[start...end]).filter {
      $0.hasPrefix("DTSTART") || $0.hasPrefix("TZOFFSET")
    }
    #expect(
      zone == [
        "DTSTART:20260101T000000", "TZOFFSETFROM:+0000", "TZOFFSETTO:+0000",
        "DTSTART:20260329T010000", "TZOFFSETFROM:+0000", "TZOFFSETTO:+0100",
        "DTSTART:20261025T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0000",
      ])
    #expect(Self.lines.last == "END:VCALENDAR")
  }

  @Test func anEmptyExportIsACalendarWithNothingInIt() {
    let text = String(decoding: TaskOutput.bytes([], ICalendarWriter()), as: UTF8.self)
    #expect(
      text
        == "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//intake//intake export//EN\r\n"
        + "CALSCALE:GREGORIAN\r\nEND:VCALENDAR\r\n")
  }

  @Test func textLeavesOutControlCharactersButKeepsTabs() {
    #expect(ContentLine.text("a\u{1}b\tc\u{7F}") == "ab\tc")
  }
}
