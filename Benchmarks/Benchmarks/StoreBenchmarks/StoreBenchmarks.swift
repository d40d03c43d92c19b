import Benchmark
import Foundation
import IntakeBenchData
import IntakeCore
import IntakeDocuments
import IntakeParsing
import IntakeStore

/// The store on a temporary database file: one import of 10,000 tasks per iteration (the
/// database is created fresh each time and only the `importBatch` call is timed), and reading
/// them all back.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    warmupIterations: 1,
    maxDuration: .seconds(10),
    maxIterations: 30
  )

  let tasks = StoreFixture.tasks(count: 10_000)
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "intake-bench-\(ProcessInfo.processInfo.processIdentifier)")

  Benchmark("importBatch 10k tasks, new file") { benchmark in
    let path = StoreFixture.freshPath(in: folder)
    defer { StoreFixture.remove(path) }
    do {
      let repository = try SQLiteTaskRepository(path: path)
      benchmark.startMeasurement()
      blackHole(try repository.importBatch(tasks, source: "bench", by: "bench", at: Date()))
      benchmark.stopMeasurement()
    } catch {
      benchmark.error("\(error)")
    }
  }

  Benchmark("tasks(matching: everything) 10k") { benchmark in
    let path = StoreFixture.freshPath(in: folder)
    defer { StoreFixture.remove(path) }
    do {
      let repository = try SQLiteTaskRepository(path: path)
      _ = try repository.importBatch(tasks, source: "bench", by: "bench", at: Date())
      benchmark.startMeasurement()
      blackHole(try repository.tasks(matching: .everything))
      benchmark.stopMeasurement()
    } catch {
      benchmark.error("\(error)")
    }
  }
}

/// Tasks as `intake import` stores them: drafts read from generated notes, with provenance and
/// content hashes.
enum StoreFixture {
  static func tasks(count: Int) -> [StoredTask] {
    let context = ParsingContext(
      localDate: LocalDate(year: 2026, month: 3, day: 4) ?? LocalDate(dayNumber: 20_516),
      time: LocalTime(uncheckedHour: 9), timeZone: TimeZone(identifier: "UTC") ?? .current)
    var generator = NotesGenerator(seed: 11)
    var parser = DocumentParser(base: context, fileName: "notes.md")
    var drafts: [DocumentDraft] = []
    while drafts.count < count {
      var text = ""
      _ = generator.meeting(into: &text)
      for line in text.utf8.split(separator: 10, omittingEmptySubsequences: false) {
        drafts += parser.feed(Substring(line))
      }
    }
    let now = Date()
    return drafts.prefix(count).map { found in
      StoredTask(
        draft: found.draft, createdBy: "bench", createdAt: now, sourceText: found.itemText,
        sourceFile: "notes.md", sourceLine: found.line,
        contentHash: ContentHash.of(meetingKey: found.meetingKey, text: found.itemText))
    }
  }

  static func freshPath(in folder: URL) -> String {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("\(UUID().uuidString).sqlite").path
  }

  static func remove(_ path: String) {
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
  }
}
