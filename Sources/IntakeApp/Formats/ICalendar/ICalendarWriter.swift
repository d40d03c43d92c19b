import Foundation
import IntakeCore

/// Tasks as an iCalendar file of VTODOs (RFC 5545), which calendar and task apps import.
///
/// Each task is a VTODO whose UID is the task's id, and whose DTSTART is the day it may start
/// (or, for a recurring task without one, its first due date, which anchors the RRULE); its subtasks follow it as VTODOs of their
/// own, `RELATED-TO;RELTYPE=PARENT` the task. A due date without a time is a `VALUE=DATE`; one
/// with a time is a wall-clock time with the task's `TZID`, and the file ends with a VTIMEZONE
/// for every zone it names (UTC is written with `Z` instead). Priorities are 1 (urgent),
/// 3 (high), 5 (medium) and 9 (low). What the standard has no property for — the owners, who
/// created the task, a recurrence counted from completion, a subtask's estimate, the zone of a
/// task whose due date names none — is kept in `X-INTAKE-` properties, which other readers
/// skip.
public struct ICalendarWriter: TaskWriter {
  /// For each zone named by a TZID, the years its times fall in.
  private var zones: [String: ClosedRange<Int>] = [:]

  public init() {}

  public mutating func begin(_ output: inout [UInt8]) {
    ContentLine.append("BEGIN", "VCALENDAR", to: &output)
    ContentLine.append("VERSION", "2.0", to: &output)
    ContentLine.append("PRODID", "-//intake//intake export//EN", to: &output)
    ContentLine.append("CALSCALE", "GREGORIAN", to: &output)
  }

  public mutating func write(_ task: StoredTask, to output: inout [UInt8]) {
    let uid = task.id.lowercaseText
    let stamp = ContentLine.utc(task.updatedAt)
    ContentLine.append("BEGIN", "VTODO", to: &output)
    ContentLine.append("UID", uid, to: &output)
    ContentLine.append("DTSTAMP", stamp, to: &output)
    ContentLine.append("CREATED", ContentLine.utc(task.createdAt), to: &output)
    ContentLine.append("LAST-MODIFIED", stamp, to: &output)
    ContentLine.append("SUMMARY", ContentLine.text(task.text), to: &output)
    if let notes = task.notes, !notes.isEmpty {
      ContentLine.append("DESCRIPTION", ContentLine.text(notes), to: &output)
    }
    if let start = task.startDate {
      ContentLine.append("DTSTART;VALUE=DATE", ContentLine.date(start), to: &output)
    }
    if let date = task.dueDate {
      let due = dueLine(date, task.dueTime, zone: task.timeZone)
      // A recurrence counts from DTSTART (§3.8.5.3), so a recurring task with no start of its
      // own starts when it is first due.
      if task.recurrence != nil, task.startDate == nil {
        ContentLine.append("DTSTART" + due.name, due.value, to: &output)
      }
      ContentLine.append("DUE" + due.name, due.value, to: &output)
    }
    if let rule = task.recurrence { ContentLine.append("RRULE", rule, to: &output) }
    ContentLine.append("PRIORITY", String(Self.number(of: task.priority)), to: &output)
    ContentLine.append("STATUS", Self.status(task.status), to: &output)
    if task.status == .done {
      ContentLine.append("PERCENT-COMPLETE", "100", to: &output)
      if let completed = task.completedAt {
        ContentLine.append("COMPLETED", ContentLine.utc(completed), to: &output)
      }
    }
    if !task.tags.isEmpty {
      ContentLine.append("CATEGORIES", ContentLine.list(task.tags), to: &output)
    }
    if !task.owners.isEmpty {
      ContentLine.append("X-INTAKE-OWNERS", ContentLine.list(task.owners), to: &output)
    }
    ContentLine.append("X-INTAKE-CREATED-BY", ContentLine.text(task.createdBy), to: &output)
    // The zone a DUE with a TZID already names.
    if task.dueDate == nil || task.dueTime == nil || Self.utcNames.contains(task.timeZone)
      || TimeZone(identifier: task.timeZone) == nil
    {
      ContentLine.append("X-INTAKE-TIME-ZONE", ContentLine.text(task.timeZone), to: &output)
    }
    if task.recurrence != nil, task.repeatsFromCompletion {
      ContentLine.append("X-INTAKE-RECURRENCE-FROM", "COMPLETION", to: &output)
    }
    ContentLine.append("END", "VTODO", to: &output)
    for (index, subtask) in task.subtasks.enumerated() {
      ContentLine.append("BEGIN", "VTODO", to: &output)
      ContentLine.append("UID", Self.subtaskUID(uid, index), to: &output)
      ContentLine.append("DTSTAMP", stamp, to: &output)
      ContentLine.append("SUMMARY", ContentLine.text(subtask.text), to: &output)
      if let priority = subtask.priority {
        ContentLine.append("PRIORITY", String(Self.number(of: priority)), to: &output)
      }
      ContentLine.append(
        "STATUS", subtask.completed ? "COMPLETED" : "NEEDS-ACTION", to: &output)
      ContentLine.append("RELATED-TO;RELTYPE=PARENT", uid, to: &output)
      if let minutes = subtask.estimatedMinutes {
        var number: [UInt8] = []
        number.appendJSON(minutes)
        ContentLine.append(
          "X-INTAKE-ESTIMATED-MINUTES", String(decoding: number, as: UTF8.self), to: &output)
      }
      ContentLine.append("END", "VTODO", to: &output)
    }
  }

  public mutating func end(_ output: inout [UInt8]) {
    for name in zones.keys.sorted() {
      guard let zone = TimeZone(identifier: name), let years = zones[name] else { continue }
      TimeZoneComponent.append(zone, years: years, to: &output)
    }
    ContentLine.append("END", "VCALENDAR", to: &output)
  }

  /// The UID of a task's subtask: the task's, and the subtask's place among its subtasks.
  static func subtaskUID(_ uid: String, _ index: Int) -> String {
    uid + "/subtask/" + String(index + 1)
  }

  /// The property parameters and value of a due date: `;VALUE=DATE`, `;TZID=…`, or none for
  /// UTC (a `Z` time) and for a zone the system does not know (a floating time).
  private mutating func dueLine(_ date: LocalDate, _ time: LocalTime?, zone name: String) -> (
    name: String, value: String
  ) {
    guard let time else { return (";VALUE=DATE", ContentLine.date(date)) }
    let wall = ContentLine.dateTime(date, time)
    if Self.utcNames.contains(name) { return ("", wall + "Z") }
    guard TimeZone(identifier: name) != nil else { return ("", wall) }
    let years = zones[name].map { min($0.lowerBound, date.year)...max($0.upperBound, date.year) }
    zones[name] = years ?? date.year...date.year
    return (";TZID=" + name, wall)
  }

  /// The names of UTC that are written as a `Z` time rather than a TZID.
  static let utcNames: Set<String> = ["UTC", "Etc/UTC", "GMT", "Etc/GMT", "Z"]

  /// RFC 5545's PRIORITY for a level: 1–4 high (1 for urgent), 5 medium, 6–9 low.
  static func number(of priority: Priority) -> Int {
    switch priority {
    case .urgent: return 1
    case .high: return 3
    case .medium: return 5
    case .low: return 9
    }
  }

  /// RFC 5545's STATUS of a VTODO.
  static func status(_ status: Status) -> String {
    switch status {
    case .todo: return "NEEDS-ACTION"
    case .inProgress: return "IN-PROCESS"
    case .done: return "COMPLETED"
    }
  }
}
