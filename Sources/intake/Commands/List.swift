import ArgumentParser
import Foundation
import IntakeApp
import IntakeCore
import IntakeParsing
import IntakeStore

extension Urgency: ExpressibleByArgument {}

extension LocalDate {
  /// Bounds for date filters that are never reached.
  static let distantPast = LocalDate(year: 1, month: 1, day: 1) ?? LocalDate(dayNumber: -719_162)
  static let distantFuture =
    LocalDate(year: 9999, month: 12, day: 31) ?? LocalDate(dayNumber: 2_932_896)
}

extension Intake {
  /// `intake list`: the open tasks, filtered.
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "List tasks (open ones by default).")

    /// `--due` windows.
    enum DueWindow: String, ExpressibleByArgument, CaseIterable {
      case today
      case overdue
      case week
    }

    @Option(
      help: ArgumentHelp("Only tasks with this status.", valueName: "todo|in_progress|done"),
      completion: Completions.statuses)
    var status: String?

    @Option(
      name: [.customLong("assignee"), .customLong("owner")],
      help: "Only tasks assigned to this person (name or alias).", completion: Completions.people)
    var assignee: String?

    @Option(help: ArgumentHelp("Only tasks with this tag (with or without #).", valueName: "tag"))
    var tag: String?

    @Option(
      help: ArgumentHelp("Only tasks of this priority.", valueName: "low|medium|high|urgent"),
      completion: Completions.priorities)
    var priority: String?

    @Option(help: ArgumentHelp("Only tasks whose title or notes hold TEXT.", valueName: "text"))
    var search: String?

    @Option(
      help: ArgumentHelp(
        "Order: due (default: urgent first, then by due date, undated last), priority, created.",
        valueName: "due|priority|created"), completion: .list(TaskSort.allCases.map(\.rawValue)))
    var sort: String = "due"

    @Option(help: ArgumentHelp("At most N tasks.", valueName: "n"))
    var limit: Int?

    @Flag(help: "Reverse the order.")
    var reverse = false

    @Option(
      help:
        "Only tasks due today, overdue (before today, not done), or this coming week (today and the 6 days after)."
    )
    var due: DueWindow?

    @Option(
      help: ArgumentHelp(
        "Only tasks in this deadline band: overdue, today, critical (the next 3 days), urgent (within a week), upcoming (later), none (no date).",
        valueName: "band"), completion: .list(Urgency.allCases.map(\.rawValue)))
    var urgency: Urgency?

    @Flag(help: "Group the tasks under their deadline band.")
    var group = false

    @Flag(help: "Include finished tasks.")
    var all = false

    @Flag(help: "Print a JSON array.")
    var json = false

    @OptionGroup var parsing: ParsingOptions
    @OptionGroup var store: StoreOptions

    func validate() throws {
      if let status, Status(rawValue: status) == nil {
        throw ValidationError("--status \"\(status)\" is not one of todo, in_progress, done")
      }
      if let priority, Priority(rawValue: priority.lowercased()) == nil {
        throw ValidationError(
          "--priority \"\(priority)\" is not one of low, medium, high, urgent")
      }
      if TaskSort(rawValue: sort.lowercased()) == nil {
        throw ValidationError("--sort \"\(sort)\" is not one of due, priority, created")
      }
      if let limit, limit < 1 {
        throw ValidationError("--limit \(limit) is not a count; give 1 or more")
      }
    }

    func run() throws {
      try Failure.report {
        let repository = try store.openExistingOrEmpty()
        let context = try parsing.context(roster: Roster())
        let today = context.today
        var filter = TaskFilter(status: status.flatMap(Status.init(rawValue:)), includeDone: all)
        filter.tag = tag.map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }
        filter.priority = priority.flatMap { Priority(rawValue: $0.lowercased()) }
        filter.search = search
        filter.sort = TaskSort(rawValue: sort.lowercased()) ?? .due
        filter.isReversed = reverse
        filter.limit = limit
        filter.assignee = assignee
        switch due {
        case .today?:
          filter.dueOnOrAfter = today
          filter.dueOnOrBefore = today
        case .overdue?:
          filter.dueOnOrBefore = today.adding(days: -1)
          filter.status = filter.status ?? .todo
        case .week?:
          filter.dueOnOrAfter = today
          filter.dueOnOrBefore = today.adding(days: 6)
        case nil: break
        }
        if let range = urgency?.days {
          // Today's tasks may already be overdue by their time: the bands are settled below.
          let first = max(range.lowerBound, -36_500)
          let last = min(range.upperBound, 36_500)
          filter.dueOnOrAfter = max(filter.dueOnOrAfter ?? .distantPast, today.adding(days: first))
          filter.dueOnOrBefore = min(
            filter.dueOnOrBefore ?? .distantFuture, today.adding(days: max(last, 0)))
        }
        let band = { (task: StoredTask) in
          Urgency.of(
            dueDate: task.dueDate, time: task.dueTime, status: task.status, today: today,
            now: context.timeOfDay)
        }
        // Tasks are written as they are read: a long list is never held whole.
        if json {
          // stdout's writes do not throw.
          var output = TaskOutput.standardOutput(JSONTaskWriter())
          try repository.forEachTask(matching: filter) { task in
            if urgency.map({ band(task) == $0 }) ?? true { try? output.append(task) }
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
