import Foundation
import IntakeCore

/// Tasks as todo.txt lines (the format of todotxt.org), one task to a line.
///
/// `x` and the completion date start a finished task; then come the priority — (A) urgent,
/// (B) high, (C) medium, (D) low; a finished task keeps it as `pri:` — the creation date and
/// the title, then the tags as `+project`s (or `@context`s, kept as tags with their "@") and
/// the other fields as `key:value` pairs: `due:`,
/// `time:`, `t:` (the start date), `tz:` (only when the task's zone is not the file's), `rec:` (`1w`, or `+1w` when
/// the next one counts from the due date) or `rrule:` for a rule `rec:` cannot say,
/// `owner:` (spaces written `%20`), `status:in_progress` and `id:`. Each subtask follows its
/// task as a line of its own with `parent:` and the task's id. Notes and subtask estimates are
/// not written: the format has no place for them.
public struct TodoTxtWriter: TaskWriter {
  /// The zone dates are written in.
  private let zone: TimeZone

  public init(zone: TimeZone) {
    self.zone = zone
  }

  public mutating func write(_ task: StoredTask, to output: inout [UInt8]) {
    let created = LocalDate.wallClock(of: task.createdAt, in: zone).0
    var words: [String] = []
    if task.status == .done {
      words.append("x")
      words.append(
        LocalDate.wallClock(of: task.completedAt ?? task.updatedAt, in: zone).0.description)
    } else {
      words.append("(" + Self.letter(task.priority) + ")")
    }
    words.append(created.description)
    words.append(task.text.oneLine)
    // A context ("@phone") is written as one; other tags are projects.
    words += task.tags.map { $0.hasPrefix("@") ? $0 : "+" + $0 }
    for owner in task.owners { words.append("owner:" + Self.encode(owner)) }
    if let date = task.dueDate {
      words.append("due:" + date.description)
      if let time = task.dueTime { words.append("time:" + time.description) }
    }
    if let start = task.startDate { words.append("t:" + start.description) }
    if task.timeZone != zone.identifier { words.append("tz:" + task.timeZone) }
    if let rule = task.recurrence {
      if let rec = Self.rec(rule, fromCompletion: task.repeatsFromCompletion) {
        words.append("rec:" + rec)
      } else {
        words.append("rrule:" + rule)
        if task.repeatsFromCompletion { words.append("rec-from:completion") }
      }
    }
    if task.status == .inProgress { words.append("status:in_progress") }
    if task.status == .done { words.append("pri:" + Self.letter(task.priority)) }
    let id = task.id.lowercaseText
    words.append("id:" + id)
    line(words, to: &output)
    for subtask in task.subtasks {
      var words: [String] = []
      if subtask.completed {
        words += ["x", created.description]
      } else if let priority = subtask.priority {
        words.append("(" + Self.letter(priority) + ")")
      }
      words.append(created.description)
      words.append(subtask.text.oneLine)
      if subtask.completed, let priority = subtask.priority {
        words.append("pri:" + Self.letter(priority))
      }
      words.append("parent:" + id)
      line(words, to: &output)
    }
  }

  private func line(_ words: [String], to output: inout [UInt8]) {
    output.appendText(words.joined(separator: " "))
    output.append(0x0A)
  }

  /// The letter of a level: A urgent, B high, C medium, D low.
  static func letter(_ priority: Priority) -> String {
    switch priority {
    case .urgent: return "A"
    case .high: return "B"
    case .medium: return "C"
    case .low: return "D"
    }
  }

  /// `rec:` for a rule of a frequency and interval only ("3d", "+1w"), nil for any other.
  static func rec(_ rule: String, fromCompletion: Bool) -> String? {
    guard let recurrence = Recurrence.frequencyOnly(rule) else { return nil }
    let unit: String
    switch recurrence.frequency {
    case .daily: unit = "d"
    case .weekly: unit = "w"
    case .monthly: unit = "m"
    case .yearly: unit = "y"
    default: return nil
    }
    return (fromCompletion ? "" : "+") + String(recurrence.interval) + unit
  }

  /// A name as a `key:value` value: spaces and percent signs percent-encoded.
  static func encode(_ value: String) -> String {
    value.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: " ", with: "%20")
  }
}
