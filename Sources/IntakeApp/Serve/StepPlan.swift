import IntakeCore
import IntakeDocuments
import IntakeParsing

/// A request split into a main task and its steps, each step read on its own (its own date,
/// owner and priority): the answer of smart-parse and breakdown-task.
struct StepPlan {
  var main: AppTask
  /// Empty when the request is one task.
  var steps: [AppSubtask]
  var summary: String

  /// - Parameters:
  ///   - request: The request's head and parts.
  ///   - context: The request read (its context and roster).
  ///   - text: The request's text.
  ///   - advisor: Asked for steps when the request names none itself.
  init(
    _ request: RequestParts, request context: AppRequest, text: String,
    advisor: (any DraftAdvisor)? = nil
  ) {
    let parser = TaskParser(context: context.context)
    guard request.isComplex else {
      var draft = parser.parse(text)
      if let advisor {
        draft = advisor.improve(draft, text: text, withSteps: true, context: context.context)
      }
      main = context.appTask(draft, fallback: text)
      steps = draft.subtasks.prefix(AppProtocolService.subtaskLimit).map { step in
        AppSubtask(
          text: step.text.cut(to: AppProtocolService.textLimit),
          priority: (step.priority ?? .defaultLevel).rawValue,
          estimatedMinutes: step.estimatedMinutes.map { min(480, max(5, $0)) })
      }
      // The advisor's summary is kept in the notes.
      summary = steps.isEmpty ? main.text : draft.notes ?? Self.count(draft.subtasks.count, "step")
      summary = summary.cut(to: AppProtocolService.summaryLimit)
      if draft.subtasks.count > AppProtocolService.subtaskLimit {
        summary += "; the first \(AppProtocolService.subtaskLimit) are listed"
      }
      return
    }
    let head = request.head.map { (text: $0, draft: parser.parse($0)) }
    let parts = request.parts.map {
      (text: $0, task: context.appTask(parser.parse($0), fallback: $0))
    }
    let tasks = parts.map(\.task)
    var main =
      head.map { context.appTask($0.draft, fallback: $0.text) }
      ?? AppTask(text: "", priority: Priority.defaultLevel.rawValue, dueDate: "", assignedTo: "")
    if main.text.isEmpty || head.map({ $0.draft.text.isEmpty }) == true {
      main.text = Self.joined(tasks.map(\.text)).cut(to: AppProtocolService.textLimit)
    }
    // The whole is as urgent as its most urgent step, and done when its last step is.
    let priorities = tasks.compactMap { Priority(rawValue: $0.priority) }
    if let highest = priorities.max(), let own = Priority(rawValue: main.priority), highest > own,
      head?.draft.sources.contains(where: { $0.field == .priority }) != true
    {
      main.priority = highest.rawValue
    }
    if main.dueDate.isEmpty, let last = tasks.map(\.dueDate).filter({ !$0.isEmpty }).max() {
      main.dueDate = last
    }
    let owners = Set(tasks.map(\.assignedTo))
    if main.assignedTo.isEmpty, owners.count == 1, let only = owners.first {
      main.assignedTo = only
    }
    self.main = main
    steps = tasks.prefix(AppProtocolService.subtaskLimit).map { task in
      var text = task.text
      if !task.assignedTo.isEmpty, task.assignedTo != main.assignedTo {
        text += " (\(task.assignedTo))"
      }
      if !task.dueDate.isEmpty, task.dueDate != main.dueDate { text += " – due \(task.dueDate)" }
      return AppSubtask(text: text.cut(to: AppProtocolService.textLimit), priority: task.priority)
    }
    var summary = Self.count(tasks.count, "step")
    if let head, !head.draft.text.isEmpty { summary += " for \(main.text)" }
    if !main.dueDate.isEmpty { summary += ", done by \(main.dueDate)" }
    if tasks.count > AppProtocolService.subtaskLimit {
      summary += "; the first \(AppProtocolService.subtaskLimit) are listed"
    }
    self.summary = summary.cut(to: AppProtocolService.summaryLimit)
  }

  /// "Book the room, send the invites and order lunch": titles after the first start lower
  /// case unless they start with a name.
  static func joined(_ titles: [String]) -> String {
    var words: [String] = []
    for (index, title) in titles.enumerated() {
      var title = title
      if index > 0, let first = title.split(separator: " ").first,
        first.dropFirst().allSatisfy({ $0.isLowercase }), first.count > 1
      {
        title = title.prefix(1).lowercased() + title.dropFirst()
      }
      words.append(title)
    }
    guard words.count > 1, let last = words.last else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + last
  }

  /// "1 step", "3 steps".
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}

extension [UInt8] {
  /// `{"text","priority","dueDate","assignedTo"}`, and `wasEnhanced` when given.
  mutating func appendAppTask(_ task: AppTask, wasEnhanced: Bool? = nil) {
    appendText("{\"text\":")
    appendJSON(task.text)
    appendText(",\"priority\":")
    appendJSON(task.priority)
    appendText(",\"dueDate\":")
    appendJSON(task.dueDate)
    appendText(",\"assignedTo\":")
    appendJSON(task.assignedTo)
    if let wasEnhanced {
      appendText(wasEnhanced ? ",\"wasEnhanced\":true" : ",\"wasEnhanced\":false")
    }
    append(UInt8(ascii: "}"))
  }

  /// `[{"text","priority","estimatedMinutes"?}, …]`; the estimate is left out, not null, when
  /// there is none.
  mutating func appendAppSubtasks(_ steps: [AppSubtask]) {
    append(UInt8(ascii: "["))
    for (index, step) in steps.enumerated() {
      if index > 0 { append(UInt8(ascii: ",")) }
      appendText("{\"text\":")
      appendJSON(step.text)
      appendText(",\"priority\":")
      appendJSON(step.priority)
      if let minutes = step.estimatedMinutes {
        appendText(",\"estimatedMinutes\":")
        appendJSON(minutes)
      }
      append(UInt8(ascii: "}"))
    }
    append(UInt8(ascii: "]"))
  }
}
