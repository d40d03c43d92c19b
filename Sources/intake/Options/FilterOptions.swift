import ArgumentParser
import IntakeApp
import IntakeCore
import IntakeStore

/// The options that pick tasks, shared by `list` and `export`.
struct FilterOptions: ParsableArguments {
  /// `--due` windows.
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
  var due: TaskQuery.DueWindow?

  @Option(
    help: ArgumentHelp(
      "Only tasks in this deadline band: overdue, today, critical (the next 3 days), urgent (within a week), upcoming (later), none (no date).",
      valueName: "band"), completion: .list(Urgency.allCases.map(\.rawValue)))
  var urgency: Urgency?

  @Flag(help: "Include finished tasks.")
  var all = false

  /// The query these options ask for.
  var query: TaskQuery {
    var query = TaskQuery()
    query.status = status
    query.assignee = assignee
    query.tag = tag
    query.priority = priority
    query.search = search
    query.sort = sort
    query.limit = limit
    query.isReversed = reverse
    query.due = due
    query.urgency = urgency
    query.includesAll = all
    return query
  }

  func validate() throws {
    if let problem = query.problem(naming: { "--\($0) \"\($1)\"" }) {
      throw ValidationError(problem)
    }
  }

  func filter(today: LocalDate, includeDone: Bool) -> TaskFilter {
    query.filter(today: today, includeDone: includeDone)
  }
}

extension TaskQuery.DueWindow: ExpressibleByArgument {}
