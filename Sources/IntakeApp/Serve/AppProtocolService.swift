import Foundation
import IntakeCore
import IntakeDocuments
import IntakeParsing

/// The answers of `intake serve`, read by the rules.
///
/// The routes are the app's AI routes (PROTOCOL.md §4) and intake's own parse route. No HTTP
/// here: a request body in, a status and a JSON body out.
///
/// What a client of the app's own server relies on is kept: `priority` is one of
/// low/medium/high/urgent, `dueDate` and `assignedTo` are strings ("" when unknown),
/// `assignedTo` is one of `users` (or of the team when the request sends none), texts are cut
/// to 200 characters, at most 6 subtasks, a summary of at most 300 characters.
public struct AppProtocolService: Sendable {
  /// The zone, date order, day parts, team and reference instant requests are read against.
  ///
  /// A request's `users` replace the team, its `timeZone` the zone, its `today` the date.
  public var base: ParsingContext
  /// Where each request's reference instant comes from; nil keeps `base.now` (`--now`).
  public var clock: (@Sendable () -> Date)?
  /// The AI endpoint asked after the rules (`serve --ai`); nil answers with the rules alone.
  public var advisor: (any DraftAdvisor)?

  public init(
    base: ParsingContext, clock: (@Sendable () -> Date)? = { Date() },
    advisor: (any DraftAdvisor)? = nil
  ) {
    self.base = base
    self.clock = clock
    self.advisor = advisor
  }

  /// Whether answering `route` may wait on the advisor (seconds, not microseconds).
  public func mayWait(_ route: ServeRoute) -> Bool {
    advisor != nil && [.enhanceTask, .smartParse, .breakdownTask].contains(route)
  }

  /// Longest text the app keeps, in UTF-16 units as its JavaScript counts them.
  static let textLimit = 200
  static let summaryLimit = 300
  static let subtaskLimit = 6

  /// The answer to a POST of `body` to `route`.
  ///
  /// It never throws: every failure is a reply in the protocol's error shape.
  public func answer(_ route: ServeRoute, body: some Collection<UInt8>) -> ServeReply {
    let request: AppRequest
    do {
      request = try AppRequest(body: body, service: self)
    } catch {
      return .failure(400, error.message)
    }
    switch route {
    case .enhanceTask:
      guard let text = request.text("text") else { return .failure(400, "Task text is required") }
      return enhance(text, request)
    case .smartParse:
      guard let text = request.text("text") else { return .failure(400, "Text is required") }
      return smartParse(text, request)
    case .parseVoicemail:
      guard let text = request.text("transcription") else {
        return .failure(400, "No transcription provided")
      }
      return voicemail(text, request)
    case .breakdownTask:
      guard let text = request.text("text") ?? request.text("taskText") else {
        return .failure(400, "Task text is required")
      }
      return breakdown(text, request)
    case .parseContentToSubtasks:
      guard let text = request.text("content") else { return .failure(400, "Content is required") }
      guard text.trimmingWhitespace().count >= 10 else {
        return .failure(400, "Content is too short to parse into subtasks")
      }
      return contentSubtasks(text, request)
    case .parseTask:
      guard let text = request.text("text") else { return .failure(400, "Text is required") }
      return parse(text, request)
    case .tasks, .health:
      return .failure(404, "Not found")
    }
  }

  // MARK: - Routes

  private func enhance(_ text: String, _ request: AppRequest) -> ServeReply {
    var draft = TaskParser(context: request.context).parse(text)
    if let advisor {
      draft = advisor.improve(draft, text: text, withSteps: false, context: request.context)
    }
    let task = request.appTask(draft, fallback: text)
    let changed =
      task.text != text.trimmingWhitespace() || draft.dueDate != nil
      || draft.priority != .defaultLevel || !task.assignedTo.isEmpty
    var body: [UInt8] = []
    body.appendText("{\"success\":true,\"enhanced\":")
    body.appendAppTask(task, wasEnhanced: changed)
    body.append(UInt8(ascii: "}"))
    return ServeReply(status: 200, body: body)
  }

  private func smartParse(_ text: String, _ request: AppRequest) -> ServeReply {
    let plan = StepPlan(RequestParts.read(text), request: request, text: text, advisor: advisor)
    var body: [UInt8] = []
    body.appendText("{\"success\":true,\"result\":{\"mainTask\":")
    body.appendAppTask(plan.main)
    body.appendText(",\"subtasks\":")
    body.appendAppSubtasks(plan.steps)
    body.appendText(",\"summary\":")
    body.appendJSON(plan.summary)
    body.appendText(",\"wasComplex\":")
    body.appendText(plan.steps.isEmpty ? "false" : "true")
    body.appendText("}}")
    return ServeReply(status: 200, body: body)
  }

  private func breakdown(_ text: String, _ request: AppRequest) -> ServeReply {
    let plan = StepPlan(RequestParts.read(text), request: request, text: text, advisor: advisor)
    guard !plan.steps.isEmpty else {
      return .failure(400, "Could not generate subtasks for this task")
    }
    return subtasksReply(plan.steps, summary: plan.summary)
  }

  /// A voicemail is one caller speaking to the listener: it is read as one turn of a call, so
  /// "can you …" and "please …" are the listener's tasks, as an ask in a call is.
  private func voicemail(_ text: String, _ request: AppRequest) -> ServeReply {
    let drafts = DocumentParser.message(text, base: request.context)
    var body: [UInt8] = []
    body.appendText("{\"success\":true,\"tasks\":[")
    for (index, found) in drafts.enumerated() {
      if index > 0 { body.append(UInt8(ascii: ",")) }
      body.appendAppTask(request.appTask(found.draft, fallback: found.itemText))
    }
    body.appendText("]}")
    return ServeReply(status: 200, body: body)
  }

  private func contentSubtasks(_ text: String, _ request: AppRequest) -> ServeReply {
    let drafts = DocumentParser.parse(text, base: request.context)
    guard !drafts.isEmpty else {
      return .failure(400, "Could not extract any action items from this content")
    }
    let parent = request.text("parentTaskText")
    var steps: [AppSubtask] = []
    for found in drafts {
      let task = request.appTask(found.draft, fallback: found.itemText)
      var text = task.text
      if !task.assignedTo.isEmpty { text += " (\(task.assignedTo))" }
      if !task.dueDate.isEmpty { text += " – due \(task.dueDate)" }
      steps.append(AppSubtask(text: text.cut(to: Self.textLimit), priority: task.priority))
    }
    let kind = (request.text("contentType") ?? "content").lowercased()
    var summary = "\(StepPlan.count(steps.count, "action item")) found in the \(kind)"
    if let parent { summary += " for \"\(parent.trimmingWhitespace())\"" }
    if steps.count > Self.subtaskLimit { summary += "; the first \(Self.subtaskLimit) are listed" }
    return subtasksReply(Array(steps.prefix(Self.subtaskLimit)), summary: summary)
  }

  private func subtasksReply(_ steps: [AppSubtask], summary: String) -> ServeReply {
    var body: [UInt8] = []
    body.appendText("{\"success\":true,\"subtasks\":")
    body.appendAppSubtasks(steps)
    body.appendText(",\"summary\":")
    body.appendJSON(summary.cut(to: Self.summaryLimit))
    body.append(UInt8(ascii: "}"))
    return ServeReply(status: 200, body: body)
  }

  private func parse(_ text: String, _ request: AppRequest) -> ServeReply {
    let parser = TaskParser(context: request.context)
    var body: [UInt8] = []
    if request.fields["explain"]?.bool == true {
      let (draft, trace) = parser.explain(text)
      body.appendJSONLine(draft, trace: trace)
    } else {
      body.appendJSONLine(parser.parse(text))
    }
    return ServeReply(status: 200, body: body)
  }
}

/// A request body read: its fields and the parsing context they ask for.
struct AppRequest {
  let fields: [String: JSONValue]
  let context: ParsingContext

  struct Failure: Error {
    let message: String
  }

  init(body: some Collection<UInt8>, service: AppProtocolService) throws(Failure) {
    try self.init(body: body, base: service.base, now: service.clock?() ?? service.base.now)
  }

  /// Reads a request body against `base`, at `now`.
  ///
  /// - Parameters:
  ///   - body: The request's bytes.
  ///   - base: The zone, date order, day parts and roster the request may override.
  ///   - now: The request's reference instant.
  /// - Throws: `Failure` naming what is wrong with the body.
  init(body: some Collection<UInt8>, base: ParsingContext, now: Date) throws(Failure) {
    let value: JSONValue
    do {
      value = try JSONValue(parsing: body)
    } catch {
      throw Failure(message: "The request body is not JSON (\(error)); send a JSON object")
    }
    guard let fields = value.object else {
      throw Failure(message: "The request body is \(value.typeName), not a JSON object")
    }
    self.fields = fields
    var zone = base.timeZone
    var zoneName = base.timeZoneName
    if let name = fields["timeZone"]?.string {
      guard let named = TimeZone(identifier: name) else {
        throw Failure(message: "timeZone \"\(name)\" is not an IANA time zone, like Europe/Lisbon")
      }
      (zone, zoneName) = (named, name)
    }
    var roster = base.roster
    if let users = fields["users"]?.array {
      roster = Roster(
        users.compactMap { $0.string?.trimmingWhitespace() }.filter { !$0.isEmpty }
          .map { TeamMember(name: $0) })
    }
    var context: ParsingContext
    if let today = fields["today"]?.string {
      guard let date = LocalDate(iso: today) else {
        throw Failure(message: "today \"\(today)\" is not a date; write it as YYYY-MM-DD")
      }
      let (_, time) = LocalDate.wallClock(of: now, in: zone)
      context = ParsingContext(
        localDate: date, time: time, timeZone: zone, dateOrder: base.dateOrder, roster: roster,
        dayParts: base.dayParts)
    } else {
      context = ParsingContext(
        now: now, timeZone: zone, dateOrder: base.dateOrder, roster: roster,
        dayParts: base.dayParts)
    }
    context.timeZoneName = zoneName
    context.isDateOrderChosen = base.isDateOrderChosen
    self.context = context
  }

  /// A string field with something in it; nil when missing, not a string, or blank.
  func text(_ name: String) -> String? {
    guard let text = fields[name]?.string, !text.trimmingWhitespace().isEmpty else { return nil }
    return text
  }

  /// The app's task shape for a draft: its title (else the text it came from), its priority,
  /// its due date, and its first owner when that owner is on the roster.
  func appTask(_ draft: TaskDraft, fallback: String) -> AppTask {
    var title = draft.text.trimmingWhitespace()
    if title.isEmpty { title = fallback.trimmingWhitespace() }
    var owner = ""
    for name in draft.owners {
      if case .member(let member) = context.roster.match(name) {
        owner = member.name
        break
      }
    }
    return AppTask(
      text: title.cut(to: AppProtocolService.textLimit), priority: draft.priority.rawValue,
      dueDate: draft.dueDate?.description ?? "", assignedTo: owner)
  }
}

/// The app's task: `{"text","priority","dueDate","assignedTo"}`.
struct AppTask: Equatable {
  var text: String
  var priority: String
  var dueDate: String
  var assignedTo: String
}

/// The app's subtask: `{"text","priority","estimatedMinutes"?}`.
struct AppSubtask: Equatable {
  var text: String
  var priority: String
  var estimatedMinutes: Double?
}

extension String {
  /// The text cut to at most `limit` UTF-16 units (as JavaScript counts a string's length),
  /// never inside a character, at the last space when one is near.
  func cut(to limit: Int) -> String {
    guard utf16.count > limit else { return self }
    var end = startIndex
    var units = 0
    for index in indices {
      let width = self[index].utf16.count
      if units + width > limit { break }
      units += width
      end = self.index(after: index)
    }
    let head = self[..<end]
    if let space = head.lastIndex(of: " "), head.distance(from: space, to: end) < 30 {
      return String(head[..<space]).trimmingWhitespace()
    }
    return String(head)
  }
}
