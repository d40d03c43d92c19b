import Foundation
import IntakeCore
import IntakeParsing
import IntakeStore

/// The changes `intake edit` asks of one task, each nil (or empty) when not asked; "none"
/// clears a field.
public struct TaskEdit {
  public var text: String?
  /// Words for the due date and time ("next friday 3pm"), or "none".
  public var due: String?
  /// Words for the start date, or "none".
  public var start: String?
  public var priority: Priority?
  /// Anyone's name, alias or handle, or "none".
  public var assignee: String?
  /// A clock time for the due date ("15:30"), or "none".
  public var time: String?
  /// An IANA zone the due date and time are kept in.
  public var zone: String?
  /// Every owner, comma-separated, or "none".
  public var owners: String?
  public var notes: String?
  public var addedTags: [String] = []
  public var removedTags: [String] = []
  /// Words, an RRULE, or "none".
  public var recurrence: String?
  /// Ids or prefixes of tasks to wait for, and of those to no longer wait for.
  public var prerequisites: [String] = []
  public var droppedPrerequisites: [String] = []

  public init() {}

  /// Applies the changes to the task `idPrefix` names and stores them as one operation that
  /// `undo` reverts.
  ///
  /// - Parameters:
  ///   - idPrefix: The task's id or a unique prefix.
  ///   - repository: The store.
  ///   - context: The reference instant, zone and team the words are read against; only
  ///     asked for when a change is in words.
  ///   - user: Who makes the change.
  ///   - now: When.
  /// - Returns: The task as stored, and warnings (an owner not on the team).
  /// - Throws: `ServiceError` for words that are not what the field needs, `StoreError`
  ///   (`.conflict` when someone changed the task since it was read), `RecurrenceError`.
  public func apply(
    to idPrefix: String, in repository: any TaskRepository,
    context: () throws -> ParsingContext, by user: String, at now: Date
  ) throws -> (task: StoredTask, warnings: [String]) {
    let people = try OwnerNames(repository)
    var warnings: [String] = []
    var task = try repository.task(idPrefix: idPrefix)
    let before = task
    func parser() throws -> TaskParser { TaskParser(context: try context()) }
    if let text { task.text = text.trimmingWhitespace() }
    if let priority { task.priority = priority }
    if let due {
      if Self.isNone(due) {
        task.dueDate = nil
        task.dueTime = nil
      } else {
        let draft = try parser().parse(due)
        guard draft.dueDate != nil, draft.text.isEmpty else {
          throw ServiceError(
            "--due \"\(due)\" is not a date; write one like \"next friday 3pm\" or 2026-04-02")
        }
        task.dueDate = draft.dueDate
        task.dueTime = draft.dueTime
        task.timeZone = draft.timeZone
      }
    }
    if let start {
      if Self.isNone(start) {
        task.startDate = nil
      } else {
        let draft = try parser().parse(start)
        guard let day = draft.dueDate, draft.text.isEmpty else {
          throw ServiceError(
            "--start \"\(start)\" is not a date; write one like \"next monday\" or 2026-04-02")
        }
        task.startDate = day
      }
    }
    if let assignee {
      if Self.isNone(assignee) {
        task.assignedTo = nil
        task.owners = []
      } else {
        let (name, warning) = try people.name(for: assignee, option: "--assignee")
        if let warning { warnings.append(warning) }
        task.assignedTo = name
        task.owners = [name] + task.owners.filter { $0 != name }
      }
    }
    if let time {
      if Self.isNone(time) {
        task.dueTime = nil
      } else {
        guard let clock = LocalTime(iso: time) else {
          throw ServiceError("--time \"\(time)\" is not a time; write it like 15:30, or none")
        }
        guard task.dueDate != nil else {
          throw ServiceError("the task has no due date to put \(time) on; set one with --due")
        }
        task.dueTime = clock
      }
    }
    if let zone {
      guard TimeZone(identifier: zone) != nil else {
        throw ServiceError(
          "--zone \"\(zone)\" is not a time zone; give an IANA name like Europe/Lisbon")
      }
      task.timeZone = zone
    }
    if let owners {
      var names: [String] = []
      for name in owners.split(separator: ",").map({ String($0).trimmingWhitespace() })
      where !name.isEmpty && !Self.isNone(name) {
        let (owner, warning) = try people.name(for: name, option: "--owners")
        if let warning { warnings.append(warning) }
        if !names.contains(owner) { names.append(owner) }
      }
      task.owners = names
      task.assignedTo = names.first
    }
    if let notes { task.notes = Self.isNone(notes) ? nil : notes }
    for tag in addedTags.map(Self.tagName) where !task.tags.contains(tag) {
      task.tags.append(tag)
    }
    let untagged = Set(removedTags.map(Self.tagName))
    task.tags.removeAll { untagged.contains($0) }
    if let recurrence { try Self.setRecurrence(recurrence, of: &task, parser: parser) }
    for prefix in prerequisites {
      let prerequisite = try repository.task(idPrefix: prefix)
      try Dependencies.checkNoCycle(task, after: prerequisite, in: repository)
      if !task.blockedBy.contains(prerequisite.id) { task.blockedBy.append(prerequisite.id) }
    }
    for prefix in droppedPrerequisites {
      let dropped = try repository.task(idPrefix: prefix).id
      task.blockedBy.removeAll { $0 == dropped }
    }
    let stored = try repository.commit(
      [TaskChange(before: before, after: task)], command: "edit", by: user, at: now)
    return (stored.first?.after ?? task, warnings)
  }

  /// A tag as stored: without its "#", lowercase.
  public static func tagName(_ text: String) -> String {
    var name = text.trimmingWhitespace()
    if name.hasPrefix("#") { name.removeFirst() }
    return name.lowercased()
  }

  private static func isNone(_ text: String) -> Bool { text.lowercased() == "none" }

  /// Sets the rule from words ("every other monday"), an RRULE, or "none"; a task with no due
  /// date gets the rule's first occurrence.
  private static func setRecurrence(
    _ text: String, of task: inout StoredTask, parser: () throws -> TaskParser
  ) throws {
    if isNone(text) {
      task.recurrence = nil
      return
    }
    if text.uppercased().hasPrefix("FREQ=") || text.uppercased().hasPrefix("RRULE:") {
      task.recurrence = try Recurrence(parsing: text).description
      return
    }
    let draft = try parser().parse(text)
    guard let rule = draft.recurrence else {
      throw ServiceError(
        "--recurrence \"\(text)\" is not a schedule; write one like \"every monday\", "
          + "\"monthly on the 1st\" or FREQ=WEEKLY;BYDAY=MO")
    }
    task.recurrence = rule
    if task.dueDate == nil {
      task.dueDate = draft.dueDate
      task.dueTime = draft.dueTime
      task.timeZone = draft.timeZone
    }
  }
}
