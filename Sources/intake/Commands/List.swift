import ArgumentParser
import Foundation
import IntakeApp
import IntakeCore
import IntakeParsing
import IntakeStore

extension Urgency: ExpressibleByArgument {}

extension Intake {
  /// `intake list`: the open tasks, filtered.
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "List tasks (open ones by default).")

    @OptionGroup var filters: FilterOptions

    @Flag(help: "Group the tasks under their deadline band.")
    var group = false

    @Flag(help: "Print a JSON array.")
    var json = false

    @OptionGroup var parsing: ParsingOptions
    @OptionGroup var store: StoreOptions

    func run() throws {
      try Failure.report {
        let repository = try store.openExistingOrEmpty()
        let context = try parsing.context(roster: Roster())
        let today = context.today
        var filter = filters.filter(today: today, includeDone: filters.all)
        // A task that may not start yet waits out of sight, as todo.txt's t: and Taskwarrior's
        // wait: do; --all shows it.
        if !filters.all { filter.startedBy = today }
        let urgency = filters.urgency
        let band = { (task: StoredTask) in
          Urgency.of(
            dueDate: task.dueDate, time: task.dueTime, status: task.status, today: today,
            now: context.timeOfDay)
        }
        // Tasks are written as they are read: a long list is never held whole.
        if json {
          // Written from each row's bytes: a task is made only to tell its urgency.
          var output = TaskOutput.standardOutput(JSONTaskWriter())
          try output.appendRows(of: repository, matching: filter) { row in
            try urgency.map { band(try row.task()) == $0 } ?? true
          }
          try output.finish()
          return
        }
        let colours = Console.usesColour
        let waiting = try Dependencies.marks(in: repository)
        var count = 0
        var groups: [Urgency: [String]] = [:]
        try repository.forEachTask(matching: filter) { task in
          let level = band(task)
          guard urgency.map({ level == $0 }) ?? true else { return }
          let line =
            TaskRenderer.line(
              task, viewer: context.timeZone, urgency: colours ? level : nil)
            + (waiting[task.id] ?? "")
          count += 1
          if group { groups[level, default: []].append(line) } else { print(line) }
        }
        for level in Urgency.allCases {
          guard let lines = groups[level] else { continue }
          print((colours ? "\u{1B}[1m" : "") + level.heading + (colours ? "\u{1B}[0m" : ""))
          for line in lines { print("  " + line) }
        }
        if count == 0 { Console.error("no tasks") }
      }
    }
  }

  /// `intake show ID`: every field of one task.
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show", abstract: "Show one task in full.")

    @Argument(help: "The task id, or a unique prefix of it.", completion: Completions.taskIDs)
    var id: String

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
      try Failure.report {
        let task = try store.openExistingOrEmpty().task(idPrefix: id)
        print(json ? try Console.json(task) : TaskRenderer.detail(task))
      }
    }
  }
}
