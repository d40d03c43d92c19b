import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeApp

/// Every format read back by its reader: what a reader makes of a file, written again, is the
/// same file, and the fields the format carries come back as they were.
@Suite("Round trips")
struct RoundTripTests {
  static let zone = TimeZone(identifier: "Europe/Lisbon") ?? .current

  static let context = ReadContext(
    fileName: "tasks", user: "bo",
    parsing: ParsingContext(
      localDate: LocalDate(year: 2026, month: 3, day: 4) ?? LocalDate(dayNumber: 0),
      time: LocalTime(uncheckedHour: 9), timeZone: zone))

  static func file(_ tasks: [StoredTask], _ format: TaskFormat) -> [UInt8] {
    format.bytes(tasks, zone: zone)
  }

  @Test(arguments: TaskFormat.allCases)
  func aFileReadAndWrittenAgainIsTheSame(_ format: TaskFormat) throws {
    let first = Self.file(Fixtures.all, format)
    let read = try TaskFileImport.read(Data(first), as: format, context: Self.context)
    #expect(read.warnings.isEmpty, "\(read.warnings)")
    let second = Self.file(read.tasks.map(\.task), format)
    #expect(
      String(decoding: second, as: UTF8.self) == String(decoding: first, as: UTF8.self),
      "\(format)")
  }

  @Test(arguments: [TaskFormat.json, .csv, .ics, .taskwarrior])
  func theFormatsWithIdsKeepEveryField(_ format: TaskFormat) throws {
    let read = try TaskFileImport.read(
      Data(Self.file(Fixtures.all, format)), as: format, context: Self.context)
    #expect(read.tasks.count == Fixtures.all.count)
    for (file, original) in zip(read.tasks, Fixtures.all) {
      let task = file.task
      #expect(file.hasOwnID)
      #expect(task.id == original.id)
      #expect(task.text == original.text)
      // iCalendar writes every line break as \n.
      #expect(
        task.notes?.replacingOccurrences(of: "\r\n", with: "\n")
          == original.notes?.replacingOccurrences(of: "\r\n", with: "\n"))
      #expect(task.status == original.status)
      #expect(task.priority == original.priority)
      #expect(task.dueDate == original.dueDate)
      #expect(task.dueTime == original.dueTime)
      #expect(task.startDate == original.startDate)
      #expect(task.timeZone == original.timeZone)
      #expect(task.recurrence == original.recurrence)
      #expect(task.repeatsFromCompletion == original.repeatsFromCompletion)
      #expect(task.owners == original.owners)
      #expect(task.tags == original.tags)
      #expect(task.subtasks.map(\.text) == original.subtasks.map(\.text))
      #expect(task.subtasks.map(\.completed) == original.subtasks.map(\.completed))
      // To the second: iCalendar and Taskwarrior keep no milliseconds.
      #expect(abs(task.createdAt.timeIntervalSince(original.createdAt)) < 1)
    }
  }

  @Test func aMergeTakesOnlyTheFieldsTheFileCarries() {
    var stored = Fixtures.full
    stored.notes = "kept"
    var fromFile = Fixtures.full
    fromFile.text = "Renamed"
    fromFile.notes = nil
    let file = FileTask(task: fromFile, hasOwnID: true, fields: [.basics, .tags])
    let merged = file.merged(into: stored)
    #expect(merged?.text == "Renamed")
    #expect(merged?.notes == "kept")
    #expect(FileTask(task: stored, hasOwnID: true, fields: .all).merged(into: stored) == nil)
  }
}

extension TaskFormat: CustomTestStringConvertible {
  public var testDescription: String { rawValue }
}
