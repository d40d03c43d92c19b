import Foundation

/// A task as the repository holds it: the draft's fields plus identity, status, history and
/// provenance.
///
/// The JSON form (snake_case keys, every key written, null when unset) is what `add`, `list`,
/// `show` and `import` print with `--json`. Provenance appears twice: as the flat `source_…`,
/// `batch_id` and `content_hash` keys the first versions printed, and as the `source` object
/// (`TaskSource`) that dry-run previews print for drafts, so a script reads both the same way.
public struct StoredTask: Sendable, Equatable, Codable {
  public var id: UUID
  public var text: String
  public var notes: String?
  public var status: Status
  public var priority: Priority
  public var dueDate: LocalDate?
  public var dueTime: LocalTime?
  public var timeZone: String
  /// The day before which the task is not to be started (see `TaskDraft`).
  public var startDate: LocalDate?
  public var recurrence: String?
  /// Whether the next occurrence counts from completion (see `TaskDraft`).
  public var repeatsFromCompletion: Bool
  public var assignedTo: String?
  public var owners: [String]
  public var tags: [String]
  public var subtasks: [Subtask]
  public var createdBy: String
  public var createdAt: Date
  public var updatedAt: Date
  public var updatedBy: String?
  /// Bumped on every update; an update naming an older version is a conflict.
  public var version: Int
  /// The text the task was read from, as typed.
  public var sourceText: String?
  /// The file the task was imported from, as given on the command line; nil for typed text.
  public var sourceFile: String?
  /// The 1-based line of `sourceFile` (or of the typed text) the task starts on.
  public var sourceLine: Int?
  /// In a transcript, who said the item, as written in the turn.
  public var sourceSpeaker: String?
  /// In a transcript, when the item was said: the cue time as written (`00:01:02.500`).
  public var sourceTimestamp: String?
  /// The import that stored the task, set by the repository.
  ///
  /// Nil for tasks added one by one, and for a task kept (edited since) when its batch was
  /// undone.
  public var batchID: String?
  /// `ContentHash.of(meetingKey:text:)` of the item the task came from, which lets a re-import
  /// skip it; nil when the task was not imported.
  public var contentHash: String?
  /// The first task of the recurring series this task is an occurrence of; nil for a task
  /// that does not repeat or was never completed.
  public var seriesID: UUID?
  /// When the task was marked done; nil while it is not.
  public var completedAt: Date?
  /// The tasks that must be done before this one ("blocked by"), by id.
  public var blockedBy: [UUID] = []
  /// The document and meeting an imported item was read in (the meeting key of its content
  /// hash), which lets a re-import of the edited document find the task; kept out of the JSON.
  public var sourceMeeting: String?
  /// "ai" when the AI read of a whole document found the task and the rules did not; nil
  /// for tasks the rules found or a person typed.
  public var foundBy: String?

  /// Whether the task is finished.
  public var isCompleted: Bool { status == .done }

  /// Where the task was read from; nil when nothing is known (no text, file, line, speaker or
  /// time).
  public var source: TaskSource? {
    let source = TaskSource(
      file: sourceFile, line: sourceLine, speaker: sourceSpeaker, timestamp: sourceTimestamp,
      text: sourceText)
    return source == TaskSource() ? nil : source
  }

  public init(
    id: UUID = .random(), draft: TaskDraft, status: Status = .todo, createdBy: String,
    createdAt: Date, sourceText: String? = nil, sourceFile: String? = nil, sourceLine: Int? = nil,
    sourceSpeaker: String? = nil, sourceTimestamp: String? = nil, contentHash: String? = nil
  ) {
    self.id = id
    self.text = draft.text
    self.notes = draft.notes
    self.status = status
    self.priority = draft.priority
    self.dueDate = draft.dueDate
    self.dueTime = draft.dueTime
    self.timeZone = draft.timeZone
    self.startDate = draft.startDate
    self.recurrence = draft.recurrence
    self.repeatsFromCompletion = draft.repeatsFromCompletion
    self.assignedTo = draft.assignedTo
    self.owners = draft.owners
    self.tags = draft.tags
    self.subtasks = draft.subtasks
    self.createdBy = createdBy
    self.createdAt = createdAt
    self.updatedAt = createdAt
    self.updatedBy = nil
    self.version = 1
    self.sourceText = sourceText
    self.sourceFile = sourceFile
    self.sourceLine = sourceLine
    self.sourceSpeaker = sourceSpeaker
    self.sourceTimestamp = sourceTimestamp
    self.batchID = nil
    self.contentHash = contentHash
    self.seriesID = nil
    self.completedAt = nil
  }

  // MARK: - JSON

  enum CodingKeys: String, CodingKey {
    case id, text, notes, status, priority, recurrence, owners, tags, subtasks, version
    case recurrenceFrom = "recurrence_from"
    case dueDate = "due_date"
    case dueTime = "due_time"
    case timeZone = "time_zone"
    case startDate = "start_date"
    case assignedTo = "assigned_to"
    case createdBy = "created_by"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case updatedBy = "updated_by"
    case sourceText = "source_text"
    case sourceFile = "source_file"
    case sourceLine = "source_line"
    case sourceSpeaker = "source_speaker"
    case sourceTimestamp = "source_timestamp"
    case batchID = "batch_id"
    case contentHash = "content_hash"
    case seriesID = "series_id"
    case completedAt = "completed_at"
    case blockedBy = "blocked_by"
    case foundBy = "found_by"
    /// Written, never read: it is made of the flat `source_…` keys.
    case source
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id.lowercaseText, forKey: .id)
    try container.encode(text, forKey: .text)
    try container.encode(notes, forKey: .notes)
    try container.encode(status, forKey: .status)
    try container.encode(priority, forKey: .priority)
    try container.encode(dueDate, forKey: .dueDate)
    try container.encode(dueTime, forKey: .dueTime)
    try container.encode(timeZone, forKey: .timeZone)
    try container.encode(startDate, forKey: .startDate)
    try container.encode(recurrence, forKey: .recurrence)
    try container.encode(
      RecurrenceAnchor.name(of: recurrence, fromCompletion: repeatsFromCompletion),
      forKey: .recurrenceFrom)
    try container.encode(assignedTo, forKey: .assignedTo)
    try container.encode(owners, forKey: .owners)
    try container.encode(tags, forKey: .tags)
    try container.encode(subtasks, forKey: .subtasks)
    try container.encode(createdBy, forKey: .createdBy)
    try container.encode(createdAt, forKey: .createdAt)
    try container.encode(updatedAt, forKey: .updatedAt)
    try container.encode(updatedBy, forKey: .updatedBy)
    try container.encode(version, forKey: .version)
    try container.encode(sourceText, forKey: .sourceText)
    try container.encode(sourceFile, forKey: .sourceFile)
    try container.encode(sourceLine, forKey: .sourceLine)
    try container.encode(sourceSpeaker, forKey: .sourceSpeaker)
    try container.encode(sourceTimestamp, forKey: .sourceTimestamp)
    try container.encode(batchID, forKey: .batchID)
    try container.encode(contentHash, forKey: .contentHash)
    try container.encode(seriesID?.lowercaseText, forKey: .seriesID)
    try container.encode(completedAt, forKey: .completedAt)
    try container.encode(blockedBy.map(\.lowercaseText), forKey: .blockedBy)
    try container.encode(foundBy, forKey: .foundBy)
    try container.encode(source, forKey: .source)
  }

  /// Reads what `encode(to:)` writes; keys added after the first version may be missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard let id = UUID(uuidString: try container.decode(String.self, forKey: .id)) else {
      throw DecodingError.dataCorruptedError(
        forKey: .id, in: container, debugDescription: "not a UUID")
    }
    self.id = id
    text = try container.decode(String.self, forKey: .text)
    notes = try container.decodeIfPresent(String.self, forKey: .notes)
    status = try container.decode(Status.self, forKey: .status)
    priority = try container.decode(Priority.self, forKey: .priority)
    dueDate = try container.decodeIfPresent(LocalDate.self, forKey: .dueDate)
    dueTime = try container.decodeIfPresent(LocalTime.self, forKey: .dueTime)
    timeZone = try container.decode(String.self, forKey: .timeZone)
    startDate = try container.decodeIfPresent(LocalDate.self, forKey: .startDate)
    recurrence = try container.decodeIfPresent(String.self, forKey: .recurrence)
    repeatsFromCompletion =
      try container.decodeIfPresent(String.self, forKey: .recurrenceFrom) == "completion"
    assignedTo = try container.decodeIfPresent(String.self, forKey: .assignedTo)
    owners = try container.decode([String].self, forKey: .owners)
    tags = try container.decode([String].self, forKey: .tags)
    subtasks = try container.decode([Subtask].self, forKey: .subtasks)
    createdBy = try container.decode(String.self, forKey: .createdBy)
    createdAt = try container.decode(Date.self, forKey: .createdAt)
    updatedAt = try container.decode(Date.self, forKey: .updatedAt)
    updatedBy = try container.decodeIfPresent(String.self, forKey: .updatedBy)
    version = try container.decode(Int.self, forKey: .version)
    sourceText = try container.decodeIfPresent(String.self, forKey: .sourceText)
    sourceFile = try container.decodeIfPresent(String.self, forKey: .sourceFile)
    sourceLine = try container.decodeIfPresent(Int.self, forKey: .sourceLine)
    sourceSpeaker = try container.decodeIfPresent(String.self, forKey: .sourceSpeaker)
    sourceTimestamp = try container.decodeIfPresent(String.self, forKey: .sourceTimestamp)
    batchID = try container.decodeIfPresent(String.self, forKey: .batchID)
    contentHash = try container.decodeIfPresent(String.self, forKey: .contentHash)
    seriesID = try container.decodeIfPresent(String.self, forKey: .seriesID).flatMap {
      UUID(uuidString: $0)
    }
    completedAt = try container.decodeIfPresent(Date.self, forKey: .completedAt)
    blockedBy = (try container.decodeIfPresent([String].self, forKey: .blockedBy) ?? [])
      .compactMap { UUID(uuidString: $0) }
    foundBy = try container.decodeIfPresent(String.self, forKey: .foundBy)
  }
}

extension StoredTask {
  /// The first 8 hex digits of the id, which name the task in messages and commands.
  public var shortID: String { String(id.lowercaseText.prefix(8)) }
}
