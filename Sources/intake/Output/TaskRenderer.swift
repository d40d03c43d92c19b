import Foundation
import IntakeCore

/// Human-readable lines for stored tasks.
enum TaskRenderer {
  /// The first 8 characters of the id: enough to name a task in `done`, `show`, `edit`.
  static func shortID(_ task: StoredTask) -> String { task.shortID }

  /// One line per task: id, status box, due, priority, owner, title, tags.
  ///
  /// A due time kept in another zone's clock than `viewer`'s (whoever reads the list) is
  /// shown with that zone ("15:00 Europe/Lisbon").
  ///
  /// With `urgency`, the due date is coloured for a terminal: red when overdue, yellow when due
  /// today or in the next 3 days.
  static func line(_ task: StoredTask, viewer: TimeZone? = nil, urgency: Urgency? = nil)
    -> String
  {
    let box = task.status == .done ? "[x]" : task.status == .inProgress ? "[~]" : "[ ]"
    var due = task.dueDate?.description ?? "-"
    if let time = task.dueTime {
      due += " " + time.description
      if let viewer, let date = task.dueDate, isForeign(task.timeZone, to: viewer, on: date) {
        due += " " + task.timeZone
      }
    }
    let owner = task.assignedTo.map { " @" + $0 } ?? ""
    let tags = task.tags.isEmpty ? "" : " " + task.tags.map { "#" + $0 }.joined(separator: " ")
    let repeats = task.recurrence == nil ? "" : " ↻"
    var dueColumn = pad(due, 16)
    switch urgency {
    case .overdue?: dueColumn = "\u{1B}[31m" + dueColumn + "\u{1B}[0m"
    case .today?, .critical?: dueColumn = "\u{1B}[33m" + dueColumn + "\u{1B}[0m"
    default: break
    }
    return "\(shortID(task)) \(box) \(dueColumn) \(pad(task.priority.rawValue, 6)) "
      + Console.visible("\(task.text)\(owner)\(tags)\(repeats)")
  }

  /// Whether the clock of the zone named `name` differs from `viewer`'s on `date`.
  private static func isForeign(_ name: String, to viewer: TimeZone, on date: LocalDate) -> Bool {
    guard let zone = TimeZone(identifier: name) else { return false }
    let noon = Date(timeIntervalSince1970: Double(date.dayNumber * 86_400 + 43_200))
    return zone.secondsFromGMT(for: noon) != viewer.secondsFromGMT(for: noon)
  }

  /// Every field of one task, for `intake show`.
  static func detail(_ task: StoredTask) -> String {
    var lines = [
      task.text, "  id: \(task.id.lowercaseText)", "  status: \(task.status.rawValue)",
    ]
    if let date = task.dueDate {
      lines.append("  due: \(date)\(task.dueTime.map { " \($0)" } ?? "") (\(task.timeZone))")
    }
    if let start = task.startDate { lines.append("  starts: \(start)") }
    if let rule = task.recurrence {
      lines.append("  repeats: \(rule)\(task.repeatsFromCompletion ? " (from completion)" : "")")
    }
    lines.append("  priority: \(task.priority.rawValue)")
    if let owner = task.assignedTo { lines.append("  assignee: \(owner)") }
    if task.owners.count > 1 { lines.append("  owners: \(task.owners.joined(separator: ", "))") }
    if !task.tags.isEmpty { lines.append("  tags: \(task.tags.joined(separator: ", "))") }
    if let notes = task.notes { lines.append("  notes: \(notes)") }
    for (index, subtask) in task.subtasks.enumerated() {
      lines.append("  \(index + 1). \(subtask.completed ? "[x]" : "[ ]") \(subtask.text)")
    }
    lines.append("  created: \(Timestamp.text(task.createdAt)) by \(task.createdBy)")
    if let by = task.updatedBy {
      lines.append("  updated: \(Timestamp.text(task.updatedAt)) by \(by)")
    }
    lines.append("  version: \(task.version)")
    if let file = task.sourceFile {
      var place = "  source: \(file)" + (task.sourceLine.map { ":\($0)" } ?? "")
      let said = [task.sourceSpeaker, task.sourceTimestamp].compactMap { $0 }
      if !said.isEmpty { place += " (" + said.joined(separator: ", ") + ")" }
      lines.append(place)
    }
    if task.foundBy == "ai" { lines.append("  found by: the AI (not the rules)") }
    if let batch = task.batchID { lines.append("  batch: \(batch)") }
    if let source = task.sourceText { lines.append("  from: \"\(source)\"") }
    return Console.visible(lines.joined(separator: "\n"))
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }
}
