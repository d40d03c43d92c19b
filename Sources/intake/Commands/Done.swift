import ArgumentParser
import Foundation
import IntakeApp
import IntakeCore
import IntakeStore

extension Intake {
  /// `intake done ID…`: marks tasks finished; a recurring task gets its next occurrence.
  struct Done: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "done", abstract: "Mark tasks as done.",
      discussion: """
        A recurring task is stored as done and its next occurrence is added,
        due on the next day its rule gives after the due date and after now;
        --stop ends the series instead. The tasks named change in one
        transaction: all or none. intake undo reverts it.
        """)

    @OptionGroup var ids: TaskIDs
    @Flag(help: "End a recurring task's series: no next occurrence.")
    var stop = false
    @Flag(help: "Mark done even when tasks it waits for are still open.")
    var force = false
    @OptionGroup(title: "When it was done (--now, default the clock)") var parsing: ParsingOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var user: UserOptions

    func run() throws {
      try Failure.report {
        try StatusChange.apply(
          .done, to: ids, store: store, user: user.name, endsSeries: stop,
          at: try parsing.context(roster: Roster()).now, ignoringPrerequisites: force)
      }
    }
  }

  /// `intake start ID…`: marks tasks in progress.
  struct Start: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "start", abstract: "Mark tasks as in progress.")

    @OptionGroup var ids: TaskIDs
    @OptionGroup var store: StoreOptions
    @OptionGroup var user: UserOptions

    func run() throws {
      try Failure.report {
        try StatusChange.apply(.inProgress, to: ids, store: store, user: user.name)
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
        try StatusChange.apply(.todo, to: ids, store: store, user: user.name)
      }
    }
  }

  /// `intake rm ID…`: deletes tasks, which `undo` brings back.
  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "rm", abstract: "Delete tasks (intake undo brings them back).")

    @OptionGroup var ids: TaskIDs
    @OptionGroup var store: StoreOptions
    @OptionGroup var user: UserOptions

    func run() throws {
      try Failure.report {
        let tasks = try TaskLifecycle.remove(
          ids.ids, in: try store.openExistingOrEmpty(), by: user.name, at: Date())
        for task in tasks { print("Deleted \(TaskRenderer.shortID(task)): \(task.text)") }
        print("intake undo brings \(tasks.count == 1 ? "it" : "them") back")
      }
    }
  }

  /// `intake history ID`: the occurrences of a recurring task's series.
  struct History: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "history", abstract: "List the occurrences of a recurring task's series.",
      discussion: "Each completed occurrence shows when it was done and by whom.")

    @Argument(
      help: "Any task of the series: its id or a unique prefix.", completion: Completions.taskIDs)
    var id: String

    @Flag(help: "Print the occurrences as JSON.")
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
      try Failure.report {
        let repository = try store.openExistingOrEmpty()
        let task = try repository.task(idPrefix: id)
        var filter = TaskFilter.everything
        filter.series = task.seriesID ?? task.id
        let occurrences = try repository.tasks(matching: filter)
        if json { return print(try Console.json(occurrences)) }
        guard task.recurrence != nil || occurrences.count > 1 else {
          return print("\(TaskRenderer.shortID(task)) does not repeat: \(task.text)")
        }
        print("\(task.text) (\(task.recurrence ?? "no longer repeats"))")
        for occurrence in occurrences {
          let due = [occurrence.dueDate?.description, occurrence.dueTime?.description]
            .compactMap { $0 }.joined(separator: " ")
          var line = "  \(TaskRenderer.shortID(occurrence))  \(due.isEmpty ? "no date" : due)  "
          if occurrence.status == .done {
            line += "done"
            if let completed = occurrence.completedAt { line += " " + Timestamp.text(completed) }
            if let who = occurrence.updatedBy { line += " by \(who)" }
          } else {
            line += occurrence.status.rawValue
          }
          print(line)
        }
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
}

/// Changing the status of several tasks in one transaction, every id resolved first.
enum StatusChange {
  static func apply(
    _ status: Status, to ids: TaskIDs, store: StoreOptions, user: String,
    endsSeries: Bool = false, at now: Date = Date(), ignoringPrerequisites: Bool = true
  ) throws {
    let lines = try TaskLifecycle.setStatus(
      status, of: ids.ids, in: try store.openExistingOrEmpty(), by: user, at: now,
      endsSeries: endsSeries, checksPrerequisites: !ignoringPrerequisites)
    for line in lines { print(line) }
  }
}
