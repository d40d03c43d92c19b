import Foundation
import IntakeCore
import IntakeStore

/// "Blocked by": the tasks that must be done before another.
public enum Dependencies {
  /// The prerequisites of `task` that are not done yet; a deleted one no longer blocks.
  public static func open(of task: StoredTask, in repository: any TaskRepository) throws
    -> [StoredTask]
  {
    var result: [StoredTask] = []
    for id in task.blockedBy {
      do {
        let prerequisite = try repository.task(idPrefix: id.lowercaseText)
        if prerequisite.status != .done { result.append(prerequisite) }
      } catch .taskNotFound {
        continue
      }
    }
    return result
  }

  /// Refuses to make `task` wait for `prerequisite` when that closes a loop: the prerequisite
  /// is the task itself, or already waits for it, directly or through others.
  public static func checkNoCycle(
    _ task: StoredTask, after prerequisite: StoredTask, in repository: any TaskRepository
  ) throws {
    var seen: Set<UUID> = []
    var waiting = [prerequisite]
    while let current = waiting.popLast() {
      if current.id == task.id {
        throw ServiceError(
          "\(task.shortID) cannot wait for \(prerequisite.shortID):"
            + " \(prerequisite.shortID) already waits for it; that would be a loop")
      }
      guard seen.insert(current.id).inserted else { continue }
      for id in current.blockedBy {
        if let next = try? repository.task(idPrefix: id.lowercaseText) { waiting.append(next) }
      }
    }
  }

  /// " ⧗ after 1a2b3c4d, 5e6f7a8b" for every open task that waits on open prerequisites, by
  /// id: read before a listing, which cannot read the store while it streams.
  public static func marks(in repository: any TaskRepository) throws -> [UUID: String] {
    var filter = TaskFilter()
    filter.waitsOnly = true
    var marks: [UUID: String] = [:]
    for task in try repository.tasks(matching: filter) {
      let open = try open(of: task, in: repository)
      if !open.isEmpty {
        marks[task.id] = " ⧗ after " + open.map(\.shortID).joined(separator: ", ")
      }
    }
    return marks
  }
}
