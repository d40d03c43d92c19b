import ArgumentParser
import Dispatch
import Foundation
import IntakeCore
import IntakeStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Intake {
  /// `intake watch`: every change to the team's tasks, as it happens.
  struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "watch",
      abstract: "Print changes to the tasks of a PostgreSQL store as they happen.",
      discussion: """
        Every task added, changed or deleted by anyone (intake on any machine, the
        Shared Todo List app, SQL) is one line: the time, what happened, and the task
        as intake lists it; with --json, one JSON object per line. Runs until Ctrl-C
        (or SIGTERM), then exits 0. Needs --db (or INTAKE_DB) to name a postgres://
        server: a SQLite file announces no changes.
        """)

    @Flag(help: "One JSON object per change, on its own line.")
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
      try Failure.report {
        guard store.isServer else {
          throw CLIError(
            "intake watch needs a PostgreSQL store; give --db postgres://… (or INTAKE_DB): "
              + "\(store.shownLocation) is a file, which announces no changes")
        }
        guard let repository = try store.open() as? PostgresTaskRepository else { return }
        let stop = StopFlag()
        let signals = [SIGINT, SIGTERM].map { number in
          signal(number, SIG_IGN)
          let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
          source.setEventHandler { stop.set() }
          source.resume()
          return source
        }
        defer { for source in signals { source.cancel() } }
        Console.error("watching \(repository.location) (Ctrl-C stops)")
        try repository.watch(isStopped: { stop.isSet }) { event in
          // Unbuffered: a pipe reader sees each change as it happens.
          FileHandle.standardOutput.write(
            Data(((json ? Self.jsonLine(event) : Self.line(event)) + "\n").utf8))
        }
      }
    }

    /// "13:04:05Z changed 1a2b3c4d [ ] 2026-11-27 high   Call Ana … (by ana)".
    static func line(_ event: TaskEvent) -> String {
      let time = String(Timestamp.text(event.heardAt).dropFirst(11).prefix(8)) + "Z"
      let word =
        [TaskEvent.Kind.added: "added", .changed: "changed", .deleted: "deleted"][
          event.kind] ?? ""
      guard let task = event.task else {
        return "\(time) \(word) \(String(event.id.lowercaseText.prefix(8)))"
      }
      let by = (event.kind == .added ? task.createdBy : task.updatedBy).map { " (by \($0))" } ?? ""
      return Console.visible("\(time) \(word) \(TaskRenderer.line(task))\(by)")
    }

    /// `{"event":"changed","id":…,"at":…,"task":{…}}` on one line; no `task` once deleted.
    static func jsonLine(_ event: TaskEvent) -> String {
      struct Line: Encodable {
        var event: String
        var id: String
        var at: String
        var task: StoredTask?
      }
      let word =
        [TaskEvent.Kind.added: "added", .changed: "changed", .deleted: "deleted"][
          event.kind] ?? ""
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      encoder.dateEncodingStrategy = .custom { date, encoder in
        var container = encoder.singleValueContainer()
        try container.encode(Timestamp.text(date))
      }
      let line = Line(
        event: word, id: event.id.lowercaseText, at: Timestamp.text(event.heardAt),
        task: event.task)
      return (try? encoder.encode(line)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
  }
}

/// Set once by a signal handler, read by the watching loop.
private final class StopFlag: @unchecked Sendable {
  // @unchecked: `value` is only touched under `lock`.
  private let lock = NSLock()
  private var value = false

  var isSet: Bool { lock.withLock { value } }

  func set() { lock.withLock { value = true } }
}
