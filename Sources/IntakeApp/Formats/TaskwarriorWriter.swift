import Foundation
import IntakeCore

/// Tasks as the JSON `task import` of Taskwarrior reads: an array with one object a line.
///
/// `status` is pending or completed (`recurring` for a recurring task, from which Taskwarrior
/// makes the pending occurrence), `entry`, `modified` and `end` are UTC instants, `wait` is
/// the start date (midnight in the task's zone), `due` is the
/// due time in the task's zone (midnight there for a day without a time, as `due:` gives in
/// Taskwarrior), `priority` is H for urgent and high, L for low and absent for medium (its
/// default), and `recur` says a rule of a frequency and interval ("weekly", "3d"). The notes
/// are the first annotation; each subtask is one more, "[ ] …" or "[x] …", a second apart.
/// What Taskwarrior has no attribute for travels as attributes it keeps and ignores:
/// `intake_owners`, `intake_rrule` (a rule `recur` cannot say), `intake_recurrence_from`,
/// `intake_status` (in progress), `intake_priority` (urgent) and `intake_time_zone` (the zone
/// the due date is read in).
public struct TaskwarriorWriter: TaskWriter {
  private var count = 0

  public init() {}

  public mutating func begin(_ output: inout [UInt8]) {
    output.append(UInt8(ascii: "["))
  }

  public mutating func write(_ task: StoredTask, to output: inout [UInt8]) {
    output.appendText(count == 0 ? "\n{" : ",\n{")
    count += 1
    var fields = JSONFields()
    // The buffer moves into the fields and back, so it is never copied.
    swap(&fields.output, &output)
    defer { swap(&fields.output, &output) }
    fields.string("uuid", task.id.lowercaseText)
    fields.string("status", Self.status(task))
    fields.string("description", task.text)
    fields.string("entry", ContentLine.utc(task.createdAt))
    fields.string("modified", ContentLine.utc(task.updatedAt))
    if task.status == .done, let end = task.completedAt {
      fields.string("end", ContentLine.utc(end))
    }
    if let date = task.dueDate {
      let zone = TimeZone(identifier: task.timeZone) ?? TimeZone(secondsFromGMT: 0) ?? .current
      fields.string("due", ContentLine.utc(date.instant(at: task.dueTime ?? .midnight, in: zone)))
    }
    if let start = task.startDate {
      let zone = TimeZone(identifier: task.timeZone) ?? TimeZone(secondsFromGMT: 0) ?? .current
      fields.string("wait", ContentLine.utc(start.instant(at: .midnight, in: zone)))
    }
    switch task.priority {
    case .urgent, .high: fields.string("priority", "H")
    case .low: fields.string("priority", "L")
    case .medium: break
    }
    if !task.tags.isEmpty { fields.strings("tags", task.tags) }
    if let rule = task.recurrence {
      if let recur = Self.recur(rule) {
        fields.string("recur", recur)
      } else {
        // Taskwarrior needs a period to repeat; the closest one keeps the task recurring.
        fields.string("recur", Self.period(of: rule))
        fields.string("intake_rrule", rule)
      }
      if task.repeatsFromCompletion { fields.string("intake_recurrence_from", "completion") }
    }
    let notes = task.notes.map { [$0] } ?? []
    let annotations =
      notes + task.subtasks.map { ($0.completed ? "[x] " : "[ ] ") + $0.text }
    if !annotations.isEmpty {
      fields.annotations(annotations, from: task.createdAt)
    }
    if !task.owners.isEmpty { fields.string("intake_owners", task.owners.joined(separator: ", ")) }
    if task.status == .inProgress { fields.string("intake_status", "in_progress") }
    if task.priority == .urgent { fields.string("intake_priority", "urgent") }
    fields.string("intake_time_zone", task.timeZone)
    fields.output.append(UInt8(ascii: "}"))
  }

  public mutating func end(_ output: inout [UInt8]) {
    output.appendText("\n]\n")
  }

  static func status(_ task: StoredTask) -> String {
    if task.status == .done { return "completed" }
    return task.recurrence != nil && task.dueDate != nil ? "recurring" : "pending"
  }

  /// Taskwarrior's `recur` for a rule of a frequency and interval only, nil for any other.
  static func recur(_ rule: String) -> String? {
    guard let recurrence = Recurrence.frequencyOnly(rule) else { return nil }
    let names: [Recurrence.Frequency: (String, String)] = [
      .daily: ("daily", "d"), .weekly: ("weekly", "w"), .monthly: ("monthly", "mo"),
      .yearly: ("yearly", "y"),
    ]
    guard let (name, unit) = names[recurrence.frequency] else { return nil }
    return recurrence.interval == 1 ? name : String(recurrence.interval) + unit
  }

  /// The period of a rule's frequency, for a rule `recur` cannot say whole.
  static func period(of rule: String) -> String {
    switch (try? Recurrence(parsing: rule))?.frequency {
    case .daily?: return "daily"
    case .monthly?: return "monthly"
    case .yearly?: return "yearly"
    default: return "weekly"
    }
  }
}

/// Members of a JSON object appended in order, each after a comma but the first.
struct JSONFields {
  var output: [UInt8] = []
  private var isFirst = true

  mutating func string(_ key: String, _ value: String) {
    name(key)
    output.appendJSON(value)
  }

  mutating func strings(_ key: String, _ values: [String]) {
    name(key)
    output.append(UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      output.appendJSON(value)
    }
    output.append(UInt8(ascii: "]"))
  }

  /// Taskwarrior's annotations: each with an entry time a second after the one before, since
  /// Taskwarrior keeps one annotation per second.
  mutating func annotations(_ texts: [String], from start: Date) {
    name("annotations")
    output.append(UInt8(ascii: "["))
    for (index, text) in texts.enumerated() {
      if index > 0 { output.append(UInt8(ascii: ",")) }
      output.appendText("{\"entry\":")
      output.appendJSON(ContentLine.utc(start.addingTimeInterval(Double(index))))
      output.appendText(",\"description\":")
      output.appendJSON(text)
      output.append(UInt8(ascii: "}"))
    }
    output.append(UInt8(ascii: "]"))
  }

  private mutating func name(_ key: String) {
    if !isFirst { output.append(UInt8(ascii: ",")) }
    isFirst = false
    output.appendJSON(key)
    output.append(UInt8(ascii: ":"))
  }
}
