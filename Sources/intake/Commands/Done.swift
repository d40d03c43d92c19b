import ArgumentParser
import Foundation
import IntakeCore
import IntakeStore

extension Intake {
  /// `intake done ID…`: marks tasks finished.
  struct Done: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "done", abstract: "Mark tasks as done.")

    @OptionGroup var ids: TaskIDs
    @OptionGroup var store: StoreOptions
    @OptionGroup var user: UserOptions

    func run() throws {
      try Failure.report {
        try StatusChange.apply(.done, to: ids, store: store, user: user.name, verb: "Done")
      }
    }
  }

  /// `intake reopen ID…`: marks finished tasks as to do again.
  struct Reopen: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "reopen", abstract: "Mark a done task as to do again.")

    @OptionGroup var ids: TaskIDs
    @OptionGroup var store: StoreOptions
    @OptionGroup var user: UserOptions

    func run() throws {
      try Failure.report {
        try StatusChange.apply(.todo, to: ids, store: store, user: user.name, verb: "Reopened")
      }
    }
  }

  /// `intake rm ID…`: deletes tasks.
  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Delete tasks.")

    @OptionGroup var ids: TaskIDs
    @OptionGroup var store: StoreOptions

    func run() throws {
      try Failure.report {
        let repository = try store.openExistingOrEmpty()
        let tasks = try ids.resolve(in: repository)
        try repository.delete(ids: tasks.map(\.id))
        for task in tasks { print("Deleted \(TaskRenderer.shortID(task)): \(task.text)") }
      }
    }
  }
}

/// The task ids (or unique prefixes) a command acts on.
struct TaskIDs: ParsableArguments {
  @Argument(help: "Task ids or unique prefixes.", completion: Completions.taskIDs)
  var ids: [String]

  func validate() throws {
    if ids.isEmpty { throw ValidationError("give at least one task id (see intake list)") }
  }

  /// Every task named, resolved before any is changed, so one bad id changes nothing.
  func resolve(in repository: SQLiteTaskRepository) throws -> [StoredTask] {
    try ids.map { prefix throws(StoreError) in try repository.task(idPrefix: prefix) }
  }
}

/// Changing the status of several tasks, resolving every id before changing any.
enum StatusChange {
  static func apply(
    _ status: Status, to ids: TaskIDs, store: StoreOptions, user: String, verb: String
  ) throws {
    let repository = try store.openExistingOrEmpty()
    for var task in try ids.resolve(in: repository) {
      if task.status == status {
        print("\(TaskRenderer.shortID(task)) is already \(status.rawValue): \(task.text)")
        continue
      }
      task.status = status
      let saved = try repository.update(task, by: user, at: Date())
      print("\(verb) \(TaskRenderer.shortID(saved)): \(saved.text)")
    }
  }
}
