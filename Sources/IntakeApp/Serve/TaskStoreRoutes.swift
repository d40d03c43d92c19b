import Foundation
import IntakeCore
import IntakeParsing
import IntakeStore

/// `/api/tasks` of `intake serve --store`: `POST` adds a task read from its text, as
/// `intake add` does; `GET` lists tasks with the filters of `intake list`.
///
/// Both answer `{"success":true,"tasks":[…]}` with the tasks in intake's JSON (the objects
/// `intake list --json` prints).
public struct TaskStoreRoutes: Sendable {
  public let repository: any TaskRepository
  /// Who adds a task when the request names nobody (`createdBy`).
  public let user: String

  public init(repository: any TaskRepository, user: String) {
    self.repository = repository
    self.user = user
  }

  /// `POST /api/tasks` with `{"text", "createdBy"?, "users"?, "today"?, "timeZone"?}`.
  public func add(body: some Collection<UInt8>, service: AppProtocolService) -> ServeReply {
    do {
      var base = service.base
      let people = try repository.people()
      base.roster = Roster(teamAmong: people)
      let request = try AppRequest(body: body, base: base, now: service.clock?() ?? base.now)
      guard let text = request.text("text") else { return .failure(400, "Text is required") }
      var draft = TaskParser(context: request.context).parse(text)
      guard !draft.text.isEmpty else {
        return .failure(400, "\"\(text)\" names no task, only when or who; add what is to be done")
      }
      let author = request.text("createdBy")?.trimmingWhitespace() ?? user
      let task = try TaskAdding.add(
        &draft, sourceText: text, by: author, at: service.clock?() ?? base.now, into: repository,
        people: people)
      return Self.reply(201, [task])
    } catch let failure as AppRequest.Failure {
      return .failure(400, failure.message)
    } catch {
      return .failure(500, "The task store failed: \(error)")
    }
  }

  /// `GET /api/tasks?status=…&assignee=…&tag=…&priority=…&search=…&sort=…&limit=…&reverse=…`
  /// `&due=…&urgency=…&all=true`: open tasks unless `all` or `status` says otherwise.
  public func list(query text: Substring, service: AppProtocolService) -> ServeReply {
    let query: TaskQuery
    switch Self.query(text) {
    case .success(let read): query = read
    case .failure(let failure): return .failure(400, failure.message)
    }
    let (today, now) = LocalDate.wallClock(
      of: service.clock?() ?? service.base.now, in: service.base.timeZone)
    var filter = query.filter(today: today, includeDone: query.includesAll)
    if !query.includesAll { filter.startedBy = today }
    var tasks: [StoredTask] = []
    do {
      try repository.forEachTask(matching: filter) { task in
        if query.keeps(task, today: today, now: now) { tasks.append(task) }
      }
    } catch {
      return .failure(500, "The task store failed: \(error)")
    }
    return Self.reply(200, tasks)
  }

  private static func reply(_ status: Int, _ tasks: [StoredTask]) -> ServeReply {
    var body: [UInt8] = []
    body.appendText("{\"success\":true,\"tasks\":")
    var array = TaskOutput.bytes(tasks, JSONTaskWriter())
    if array.last == 10 { array.removeLast() }
    body += array
    body.append(UInt8(ascii: "}"))
    return ServeReply(status: status, body: body)
  }

  // MARK: - The query string

  /// Reads `a=1&b=two%20words` into a query; an unknown name or a bad value is an error.
  static func query(_ text: Substring) -> Result<TaskQuery, AppRequest.Failure> {
    var query = TaskQuery()
    for pair in text.split(separator: "&") where !pair.isEmpty {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = decoded(parts[0])
      let value = parts.count > 1 ? decoded(parts[1]) : ""
      switch name {
      case "status": query.status = value
      case "assignee", "owner": query.assignee = value
      case "tag": query.tag = value
      case "priority": query.priority = value
      case "search": query.search = value
      case "sort": query.sort = value
      case "reverse": query.isReversed = value != "false"
      case "all": query.includesAll = value != "false"
      case "limit":
        guard let limit = Int(value) else {
          return .failure(.init(message: "limit=\(value) is not a count; give 1 or more"))
        }
        query.limit = limit
      case "due":
        guard let window = TaskQuery.DueWindow(rawValue: value) else {
          return .failure(.init(message: "due=\(value) is not one of today, overdue, week"))
        }
        query.due = window
      case "urgency":
        guard let band = Urgency(rawValue: value) else {
          let bands = Urgency.allCases.map(\.rawValue).joined(separator: ", ")
          return .failure(.init(message: "urgency=\(value) is not one of \(bands)"))
        }
        query.urgency = band
      default:
        return .failure(
          .init(
            message: "\(name) is not a filter; use status, assignee, tag, priority, search, "
              + "sort, reverse, limit, due, urgency or all"))
      }
    }
    if let problem = query.problem(naming: { "\($0)=\($1)" }) {
      return .failure(.init(message: problem))
    }
    return .success(query)
  }

  /// `%XX` and `+` decoded; a malformed escape is kept as written.
  private static func decoded(_ text: Substring) -> String {
    let plus = text.replacingOccurrences(of: "+", with: " ")
    return plus.removingPercentEncoding ?? plus
  }
}
