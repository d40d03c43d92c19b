import Foundation
import IntakeCore
import Testing

@testable import IntakeApp
@testable import IntakeStore

@Suite("TaskOutput of rows read on a thread of their own")
struct TaskOutputRowsTests {
  /// A repository of `count` tasks falling due over a few months, some without a date, so
  /// the listing's order is not the order they were stored in.
  static func repository(count: Int) throws -> SQLiteTaskRepository {
    let repository = try SQLiteTaskRepository.inMemory()
    let start = LocalDate(iso: "2026-03-02")
    try repository.insert(
      (0..<count).map { index in
        JSONTaskWriterTests.task("Task \(index)") { task in
          task.dueDate = index % 5 == 0 ? nil : start?.adding(days: (index * 37) % 90)
          task.priority = index % 7 == 0 ? .high : .medium
        }
      })
    return repository
  }

  /// The listing written on two threads, and the error it ended with.
  static func twoThreads(
    _ repository: SQLiteTaskRepository, _ filter: TaskFilter = .everything,
    keep: @escaping (TaskRow) throws -> Bool = { _ in true }
  ) -> (String, (any Error)?) {
    var bytes: [UInt8] = []
    var output = TaskOutput(JSONTaskWriter()) { bytes += $0 }
    do {
      try output.appendRows(of: repository, matching: filter, where: keep)
      try output.finish()
    } catch {
      try? output.finish()
      return (String(decoding: bytes, as: UTF8.self), error)
    }
    return (String(decoding: bytes, as: UTF8.self), nil)
  }

  /// The same listing written as it is read, on one thread.
  static func oneThread(_ repository: SQLiteTaskRepository, _ filter: TaskFilter) throws -> String {
    var bytes: [UInt8] = []
    var output = TaskOutput(JSONTaskWriter()) { bytes += $0 }
    try repository.forEachTaskRow(matching: filter) { row throws(StoreError) in
      do { try output.append(row) } catch { if let error = error as? StoreError { throw error } }
    }
    try output.finish()
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test(arguments: [nil, 1, 255, 256, 600])
  func aListingOfManyChunksIsWhatOneThreadWrites(limit: Int?) throws {
    let repository = try Self.repository(count: 700)
    var filter = TaskFilter.everything
    filter.limit = limit
    let (written, error) = Self.twoThreads(repository, filter)
    #expect(error == nil)
    #expect(written == (try Self.oneThread(repository, filter)))
    #expect(written.components(separatedBy: "\n  {\n").count - 1 == (limit ?? 700))
  }

  @Test func rowsLeftOutAreNotWritten() throws {
    let repository = try Self.repository(count: 300)
    let (written, error) = Self.twoThreads(repository) { row in
      row.withColumns { $0[.dueDate] == nil }
    }
    #expect(error == nil)
    #expect(written.components(separatedBy: "\n  {\n").count - 1 == 60)
    #expect(!written.contains("\"due_date\" : \"2026"))
  }

  /// The writing side stops (here its filter throws): the rows before the one it stopped on
  /// are written, and the listing ends with its error instead of waiting for the reader.
  @Test func aStopOnTheWritingSideEndsTheListingWithItsError() throws {
    struct Stop: Error {}
    let repository = try Self.repository(count: 1_500)
    var seen = 0
    let (written, error) = Self.twoThreads(repository) { _ in
      seen += 1
      if seen == 400 { throw Stop() }
      return true
    }
    #expect(error is Stop)
    #expect(written.components(separatedBy: "\n  {\n").count - 1 == 399)
  }

  @Test func anUnreadableRowEndsTheListingWithTheStoresError() throws {
    let repository = try Self.repository(count: 600)
    try repository.database.write { db in
      try db.execute(sql: "UPDATE tasks SET due_time = '25:00' WHERE text = 'Task 599'")
    }
    let (_, error) = Self.twoThreads(repository)
    guard case .unreadableField(_, let column, let value)? = error as? StoreError else {
      Issue.record("expected an unreadable due_time, got \(String(describing: error))")
      return
    }
    #expect(column == "due_time")
    #expect(value == "25:00")
  }
}
