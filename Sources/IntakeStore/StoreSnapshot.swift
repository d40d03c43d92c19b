import Foundation
import IntakeCore

/// Everything a store holds, as `intake copy` moves it from one backend to another.
///
/// A task's version here counts its writes from 1, as SQLite's does: 1 for a task nobody
/// changed since it was stored, which `undo` of its batch removes. A backend that counts
/// otherwise maps its own versions in and out; `differences` ignores them.
public struct StoreSnapshot: Sendable {
  /// Every task, in the order stored.
  public var tasks: [StoredTask] = []
  /// For each task an import wrote, the version it wrote: a task whose version moved past it
  /// was changed since, and a re-import leaves it alone.
  public var importedVersions: [UUID: Int] = [:]
  /// Every batch, newest first.
  public var batches: [Batch] = []
  /// Everyone, with their spellings and whether they are on the team.
  public var people: [Person] = []
  /// The operation log, oldest first, with the batch an import's updates belong to.
  public var operations: [LoggedOperation] = []
  /// The AI answer cache.
  public var answers: [CachedAnswer] = []

  public init() {}

  /// For each task an import wrote, whether it was changed since.
  public var editedSinceImport: [UUID: Bool] {
    var edited: [UUID: Bool] = [:]
    for task in tasks {
      if let imported = importedVersions[task.id] { edited[task.id] = task.version != imported }
    }
    return edited
  }

  /// One line of what it holds: "12 tasks, 2 batches, 3 people, 5 operations, 1 answer".
  public var summary: String {
    func count(_ number: Int, _ noun: String, _ plural: String) -> String {
      "\(number) \(number == 1 ? noun : plural)"
    }
    return [
      count(tasks.count, "task", "tasks"), count(batches.count, "batch", "batches"),
      count(people.count, "person", "people"),
      count(operations.count, "operation", "operations"),
      count(answers.count, "cached answer", "cached answers"),
    ].joined(separator: ", ")
  }

  /// What differs between this snapshot and `other`, ignoring versions: one line per
  /// difference, at most `limit`; empty when they hold the same.
  public func differences(from other: StoreSnapshot, limit: Int = 10) -> [String] {
    var found: [String] = []
    if tasks.count != other.tasks.count {
      found.append("\(tasks.count) tasks against \(other.tasks.count)")
    }
    let theirs = Dictionary(
      other.tasks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for task in tasks where found.count < limit {
      guard var match = theirs[task.id] else {
        found.append("task \(task.shortID) is missing")
        continue
      }
      match.version = task.version
      if match != task { found.append("task \(task.shortID) differs") }
    }
    if editedSinceImport != other.editedSinceImport {
      found.append("which imported tasks were changed since differs")
    }
    if Set(batches.map(\.id)) != Set(other.batches.map(\.id)) { found.append("the batches differ") }
    let people = Set(self.people.map { "\($0.name)|\($0.aliases.sorted())|\($0.isOnTeam)" })
    if people != Set(other.people.map { "\($0.name)|\($0.aliases.sorted())|\($0.isOnTeam)" }) {
      found.append("the people differ")
    }
    if operations.count != other.operations.count {
      found.append("\(operations.count) operations against \(other.operations.count)")
    }
    if Set(answers.map(\.key)) != Set(other.answers.map(\.key)) {
      found.append("the cached answers differ")
    }
    return Array(found.prefix(limit))
  }
}

/// An operation as the log keeps it, with the batch whose import made its changes (nil for a
/// command's own).
public struct LoggedOperation: Sendable {
  public var operation: Operation
  public var batchID: String?

  public init(operation: Operation, batchID: String?) {
    self.operation = operation
    self.batchID = batchID
  }
}

/// One cached AI answer.
public struct CachedAnswer: Sendable, Equatable {
  public var key: String
  public var endpoint: String
  /// The answer as JSON text.
  public var answer: String
  public var createdAt: Date

  public init(key: String, endpoint: String, answer: String, createdAt: Date) {
    self.key = key
    self.endpoint = endpoint
    self.answer = answer
    self.createdAt = createdAt
  }
}
