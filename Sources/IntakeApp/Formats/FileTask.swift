import Foundation
import IntakeCore
import IntakeParsing

/// A task read from another tool's file, with what the file said of it.
public struct FileTask: Sendable {
  /// The fields a format carries: an update from the file changes those and keeps the rest.
  public struct Fields: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let notes = Fields(rawValue: 1 << 0)
    public static let subtasks = Fields(rawValue: 1 << 1)
    public static let owners = Fields(rawValue: 1 << 2)
    public static let tags = Fields(rawValue: 1 << 3)
    public static let recurrence = Fields(rawValue: 1 << 4)
    public static let status = Fields(rawValue: 1 << 5)
    /// The title, the priority, the due date, time and zone, and the start date.
    public static let basics = Fields(rawValue: 1 << 6)

    public static let all: Fields = [
      .notes, .subtasks, .owners, .tags, .recurrence, .status, .basics,
    ]
  }

  public var task: StoredTask
  /// Whether the id came from the file (a UID, a uuid, `id:`).
  ///
  /// A second import of the file updates the task with that id; a task without one is known
  /// again by its content.
  public var hasOwnID: Bool
  public var fields: Fields

  public init(task: StoredTask, hasOwnID: Bool, fields: Fields) {
    self.task = task
    self.hasOwnID = hasOwnID
    self.fields = fields
  }

  /// `stored` with the fields the file carries taken from it; nil when they are the same.
  ///
  /// What the store keeps — the id, the creation, the version, the provenance — is never
  /// taken from the file.
  public func merged(into stored: StoredTask) -> StoredTask? {
    var after = stored
    if fields.contains(.basics) {
      after.text = task.text
      after.priority = task.priority
      after.dueDate = task.dueDate
      after.dueTime = task.dueTime
      after.timeZone = task.timeZone
      after.startDate = task.startDate
    }
    if fields.contains(.notes) { after.notes = task.notes }
    if fields.contains(.subtasks) { after.subtasks = task.subtasks }
    if fields.contains(.owners) {
      after.owners = task.owners
      after.assignedTo = task.assignedTo
    }
    if fields.contains(.tags) { after.tags = task.tags }
    if fields.contains(.recurrence) {
      after.recurrence = task.recurrence
      after.repeatsFromCompletion = task.repeatsFromCompletion
    }
    if fields.contains(.status), after.status != task.status {
      after.status = task.status
      after.completedAt = task.status == .done ? task.completedAt ?? task.updatedAt : nil
    }
    return after == stored ? nil : after
  }
}

/// What a reader made of a file: the tasks, and what it could not read (one line each,
/// naming the place).
public struct ReadResult: Sendable {
  public var tasks: [FileTask] = []
  public var warnings: [String] = []

  public init() {}
}

/// A file that is not in the format it was read as.
public struct FormatError: Error, CustomStringConvertible, Sendable {
  /// `file` or `file:line`.
  public var place: String
  public var reason: String

  public init(place: String, reason: String) {
    self.place = place
    self.reason = reason
  }

  public var description: String { "\(place): \(reason)" }
}

/// How a reader reads a file: its name (for messages and provenance), the zone of times that
/// name none, who imports and when.
public struct ReadContext: Sendable {
  public var fileName: String
  public var user: String
  /// How dates written in words are read (Todoist's DATE, a CSV's due column): its zone is
  /// the import's, its now the import's.
  public var parsing: ParsingContext

  public var zone: TimeZone { parsing.timeZone }
  public var now: Date { parsing.now }

  public init(fileName: String, user: String, parsing: ParsingContext) {
    self.fileName = fileName
    self.user = user
    self.parsing = parsing
  }

  /// The due date, time and recurrence that words give ("2026-03-05 15:00", "every monday
  /// starting March 9"), read in `zone`; nil when they hold anything else.
  func when(_ words: String, zone: TimeZone? = nil) -> TaskDraft? {
    var context = parsing
    if let zone, zone.identifier != parsing.timeZone.identifier {
      context = ParsingContext(now: parsing.now, timeZone: zone, dateOrder: parsing.dateOrder)
      context.isDateOrderChosen = parsing.isDateOrderChosen
    }
    let draft = TaskParser(context: context).parse(words)
    return draft.text.isEmpty && (draft.dueDate != nil || draft.recurrence != nil) ? draft : nil
  }

  /// A new task with the defaults of this import.
  func task(_ text: String, id: UUID? = nil) -> StoredTask {
    StoredTask(
      id: id ?? .random(), draft: TaskDraft(text: text, timeZone: zone.identifier),
      createdBy: user, createdAt: now)
  }
}
