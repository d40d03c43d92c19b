import Foundation

/// A task as the repository holds it: the draft's fields plus identity, status and history.
public struct StoredTask: Sendable, Equatable, Codable {
  public var id: UUID
  public var text: String
  public var notes: String?
  public var status: Status
  public var priority: Priority
  public var dueDate: LocalDate?
  public var dueTime: LocalTime?
  public var timeZone: String
  public var recurrence: String?
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

  /// Whether the task is finished.
  public var isCompleted: Bool { status == .done }

  public init(
    id: UUID = UUID(), draft: TaskDraft, status: Status = .todo, createdBy: String,
    createdAt: Date, sourceText: String? = nil, sourceFile: String? = nil, sourceLine: Int? = nil
  ) {
    self.id = id
    self.text = draft.text
    self.notes = draft.notes
    self.status = status
    self.priority = draft.priority
    self.dueDate = draft.dueDate
    self.dueTime = draft.dueTime
    self.timeZone = draft.timeZone
    self.recurrence = draft.recurrence
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
  }

  enum CodingKeys: String, CodingKey {
    case id, text, notes, status, priority, recurrence, owners, tags, subtasks, version
    case dueDate = "due_date"
    case dueTime = "due_time"
    case timeZone = "time_zone"
    case assignedTo = "assigned_to"
    case createdBy = "created_by"
    case createdAt = "created_at"
    case updatedAt = "updated_at"
    case updatedBy = "updated_by"
    case sourceText = "source_text"
    case sourceFile = "source_file"
    case sourceLine = "source_line"
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id.uuidString.lowercased(), forKey: .id)
    try container.encode(text, forKey: .text)
    try container.encode(notes, forKey: .notes)
    try container.encode(status, forKey: .status)
    try container.encode(priority, forKey: .priority)
    try container.encode(dueDate, forKey: .dueDate)
    try container.encode(dueTime, forKey: .dueTime)
    try container.encode(timeZone, forKey: .timeZone)
    try container.encode(recurrence, forKey: .recurrence)
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
  }
}
