/// A task found in text and not yet stored: every field, where it came from, and what was unsure.
///
/// The JSON form (snake_case keys) is the contract of `intake parse --json` and of corpus
/// `expect` objects, so the keys here must not change casually.
public struct TaskDraft: Codable, Sendable, Equatable {
  public var text: String
  public var notes: String?
  public var dueDate: LocalDate?
  public var dueTime: LocalTime?
  /// IANA zone the due date and time are read in.
  public var timeZone: String
  /// The day before which the task is not to be started (todo.txt's `t:`, Taskwarrior's
  /// `wait:`); `list` leaves it out until then.
  public var startDate: LocalDate?
  /// RFC 5545 RRULE without the `RRULE:` prefix (`FREQ=WEEKLY;BYDAY=MO`).
  public var recurrence: String?
  /// Whether the next occurrence counts from completion rather than from the due date.
  ///
  /// Said as "every 3 days after done" or "every! 3 days". JSON `recurrence_from`:
  /// "completion", "due", or null without a recurrence.
  public var repeatsFromCompletion = false
  public var priority: Priority
  /// First owner: a roster name, or the name as written when it is not on the roster.
  public var assignedTo: String?
  /// Every owner named, first one first.
  public var owners: [String]
  public var tags: [String]
  public var subtasks: [Subtask]
  public var diagnostics: [Diagnostic]
  /// For each field that was read from the text, the words it came from and the rule.
  public var sources: [FieldSource]
  /// 0–1: how sure the extractor is of the draft as a whole (the weakest field).
  public var confidence: Double

  public init(
    text: String, notes: String? = nil, dueDate: LocalDate? = nil, dueTime: LocalTime? = nil,
    timeZone: String, recurrence: String? = nil, priority: Priority = .defaultLevel,
    assignedTo: String? = nil, owners: [String] = [], tags: [String] = [],
    subtasks: [Subtask] = [], diagnostics: [Diagnostic] = [], sources: [FieldSource] = [],
    confidence: Double = 1
  ) {
    self.text = text
    self.notes = notes
    self.dueDate = dueDate
    self.dueTime = dueTime
    self.timeZone = timeZone
    self.recurrence = recurrence
    self.priority = priority
    self.assignedTo = assignedTo
    self.owners = owners
    self.tags = tags
    self.subtasks = subtasks
    self.diagnostics = diagnostics
    self.sources = sources
    self.confidence = confidence
  }

  enum CodingKeys: String, CodingKey {
    case text, notes, priority, owners, tags, subtasks, diagnostics, sources, confidence
    case dueDate = "due_date"
    case dueTime = "due_time"
    case timeZone = "time_zone"
    case startDate = "start_date"
    case recurrence
    case recurrenceFrom = "recurrence_from"
    case assignedTo = "assigned_to"
  }

  public func encode(to encoder: any Encoder) throws {
    // Optional fields are written as null, not left out: scripts can rely on every key.
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(text, forKey: .text)
    try container.encode(notes, forKey: .notes)
    try container.encode(dueDate, forKey: .dueDate)
    try container.encode(dueTime, forKey: .dueTime)
    try container.encode(timeZone, forKey: .timeZone)
    try container.encode(startDate, forKey: .startDate)
    try container.encode(recurrence, forKey: .recurrence)
    try container.encode(
      RecurrenceAnchor.name(of: recurrence, fromCompletion: repeatsFromCompletion),
      forKey: .recurrenceFrom)
    try container.encode(priority, forKey: .priority)
    try container.encode(assignedTo, forKey: .assignedTo)
    try container.encode(owners, forKey: .owners)
    try container.encode(tags, forKey: .tags)
    try container.encode(subtasks, forKey: .subtasks)
    try container.encode(diagnostics, forKey: .diagnostics)
    try container.encode(sources, forKey: .sources)
    try container.encode(confidence, forKey: .confidence)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    text = try container.decode(String.self, forKey: .text)
    notes = try container.decodeIfPresent(String.self, forKey: .notes)
    dueDate = try container.decodeIfPresent(LocalDate.self, forKey: .dueDate)
    dueTime = try container.decodeIfPresent(LocalTime.self, forKey: .dueTime)
    timeZone = try container.decodeIfPresent(String.self, forKey: .timeZone) ?? "UTC"
    startDate = try container.decodeIfPresent(LocalDate.self, forKey: .startDate)
    recurrence = try container.decodeIfPresent(String.self, forKey: .recurrence)
    repeatsFromCompletion =
      try container.decodeIfPresent(String.self, forKey: .recurrenceFrom) == "completion"
    priority = try container.decodeIfPresent(Priority.self, forKey: .priority) ?? .defaultLevel
    assignedTo = try container.decodeIfPresent(String.self, forKey: .assignedTo)
    owners = try container.decodeIfPresent([String].self, forKey: .owners) ?? []
    tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
    subtasks = try container.decodeIfPresent([Subtask].self, forKey: .subtasks) ?? []
    diagnostics = try container.decodeIfPresent([Diagnostic].self, forKey: .diagnostics) ?? []
    sources = try container.decodeIfPresent([FieldSource].self, forKey: .sources) ?? []
    confidence = try container.decodeIfPresent(Double.self, forKey: .confidence) ?? 1
  }
}

/// A step inside a task.
public struct Subtask: Codable, Sendable, Equatable {
  public var text: String
  public var completed: Bool
  public var priority: Priority?
  public var estimatedMinutes: Double?

  public init(
    text: String, completed: Bool = false, priority: Priority? = nil,
    estimatedMinutes: Double? = nil
  ) {
    self.text = text
    self.completed = completed
    self.priority = priority
    self.estimatedMinutes = estimatedMinutes
  }

  enum CodingKeys: String, CodingKey {
    case text, completed, priority
    case estimatedMinutes = "estimated_minutes"
  }
}

/// A task field that the extractor can fill.
public enum TaskField: String, Codable, Sendable, CaseIterable {
  case text
  case dueDate = "due_date"
  case dueTime = "due_time"
  case recurrence
  case priority
  case assignedTo = "assigned_to"
  case tags
  case startDate = "start_date"
}

/// The words a field was read from, and the rule that read them.
public struct FieldSource: Codable, Sendable, Equatable {
  public var field: TaskField
  /// The words exactly as typed.
  public var span: String
  /// UTF-8 byte offsets of the span in the item text, end exclusive.
  public var start: Int
  public var end: Int
  /// Human name of the rule, as `--explain` prints it ("next <weekday>").
  public var rule: String
  public var confidence: Double

  public init(
    field: TaskField, span: String, start: Int, end: Int, rule: String, confidence: Double
  ) {
    self.field = field
    self.span = span
    self.start = start
    self.end = end
    self.rule = rule
    self.confidence = confidence
  }
}

/// Something the extractor was unsure of or refused, reported rather than guessed silently.
public struct Diagnostic: Codable, Sendable, Equatable, CustomStringConvertible {
  /// The kind of doubt, stable for scripts.
  public enum Kind: String, Codable, Sendable {
    case ambiguousDate = "ambiguous_date"
    case invalidDate = "invalid_date"
    case unknownAssignee = "unknown_assignee"
    case ambiguousAssignee = "ambiguous_assignee"
    case emptyTitle = "empty_title"
    case pastDate = "past_date"
    /// The due time does not exist in the zone (the clocks skip it); it was moved.
    case skippedTime = "skipped_time"
    /// The AI endpoint failed; the rules' reading was kept.
    case aiUnavailable = "ai_unavailable"
    /// A field of the AI's answer was refused (not a real date, not on the team).
    case aiIgnoredField = "ai_ignored_field"
  }

  public var kind: Kind
  public var message: String
  /// The words concerned, when there are any.
  public var span: String?

  public init(kind: Kind, message: String, span: String? = nil) {
    self.kind = kind
    self.message = message
    self.span = span
  }

  public var description: String { message }
}

/// What a recurring task's next occurrence counts from, as JSON names it.
public enum RecurrenceAnchor {
  /// "completion" or "due" for a task that repeats; nil for one that does not.
  public static func name(of recurrence: String?, fromCompletion: Bool) -> String? {
    recurrence == nil ? nil : fromCompletion ? "completion" : "due"
  }
}
