import ArgumentParser
import IntakeCore
import IntakeStore

/// The options that pick tasks, shared by `list` and `export`.
struct FilterOptions: ParsableArguments {
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

  @Flag(help: "Include finished tasks.")
  var all = false

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

  /// The filter the options say, with `today` for the date windows; finished tasks are in it
  /// when `includeDone` is true or `--status` asks for them.
  ///
  /// `--urgency` is only narrowed to its days here: whether a task of today is already overdue
  /// depends on its time, which `Urgency.of` settles for each task.
  func filter(today: LocalDate, includeDone: Bool) -> TaskFilter {
    var filter = TaskFilter(
      status: status.flatMap(Status.init(rawValue:)), includeDone: includeDone)
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
      // Today's tasks may already be overdue by their time: the bands are settled by the caller.
      let first = max(range.lowerBound, -36_500)
      let last = min(range.upperBound, 36_500)
      filter.dueOnOrAfter = max(filter.dueOnOrAfter ?? .distantPast, today.adding(days: first))
      filter.dueOnOrBefore = min(
        filter.dueOnOrBefore ?? .distantFuture, today.adding(days: max(last, 0)))
    }
    return filter
  }
}
