import ArgumentParser
import Foundation
import IntakeCore
import IntakeStore

extension Intake {
  /// `intake done ID…`: marks tasks finished.
  struct Done: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Mark tasks as done.")

    @Argument(help: "Task ids or unique prefixes.")
    var ids: [String]

    @OptionGroup var store: StoreOptions
    @OptionGroup var user: UserOptions

    func validate() throws {
      if ids.isEmpty { throw ValidationError("give at least one task id (see intake list)") }
    }

    func run() throws {
      try Failure.report {
        try StatusChange.apply(.done, to: ids, store: store, user: user.name, verb: "Done")
      }
    }
  }

  /// `intake reopen ID`: marks a finished task as to do again.
  struct Reopen: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Mark a done task as to do again.")

    @Argument(help: "Task ids or unique prefixes.")
    var ids: [String]

    @OptionGroup var store: StoreOptions
    @OptionGroup var user: UserOptions

    func validate() throws {
      if ids.isEmpty { throw ValidationError("give at least one task id (see intake list)") }
    }

    func run() throws {
      try Failure.report {
        try StatusChange.apply(.todo, to: ids, store: store, user: user.name, verb: "Reopened")
      }
    }
  }

  /// `intake rm ID…`: deletes tasks.
  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Delete tasks.")

    @Argument(help: "Task ids or unique prefixes.")
    var ids: [String]

    @OptionGroup var store: StoreOptions

    func validate() throws {
      if ids.isEmpty { throw ValidationError("give at least one task id (see intake list)") }
    }

    func run() throws {
      try Failure.report {
        let repository = try store.open()
        // Resolve every id first, so one bad id deletes nothing.
        let tasks = try ids.map { prefix throws(StoreError) in try repository.task(idPrefix: prefix)
        }
        try repository.delete(ids: tasks.map(\.id))
        for task in tasks { print("Deleted \(TaskRenderer.shortID(task)): \(task.text)") }
      }
    }
  }
}

/// Changing the status of several tasks, resolving every id before changing any.
enum StatusChange {
  static func apply(
    _ status: Status, to ids: [String], store: StoreOptions, user: String, verb: String
  ) throws {
    let repository = try store.open()
    let tasks = try ids.map { prefix throws(StoreError) in try repository.task(idPrefix: prefix) }
    for var task in tasks {
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
