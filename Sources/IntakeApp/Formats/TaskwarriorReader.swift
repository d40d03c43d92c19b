import Foundation
import IntakeCore

/// Reads what `task export` of Taskwarrior writes (and `TaskwarriorWriter`): a JSON array, or
/// one object a line.
///
/// Deleted tasks are left out, and so are the occurrences Taskwarrior made of a recurring task
/// (they name a `parent`): the recurring task stands for its series. A due time at midnight is
/// a due day. Annotations written "[ ] …" or "[x] …" are subtasks; the others are the notes.
public struct TaskwarriorReader {
  public init() {}

  public func read(_ data: Data, _ context: ReadContext) throws(FormatError) -> ReadResult {
    let objects: [[String: Any]]
    if let array = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] {
      objects = array
    } else {
      var lines: [[String: Any]] = []
      for (offset, line) in data.split(separator: UInt8(ascii: "\n")).enumerated() {
        guard
          let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any]
        else {
          throw FormatError(
            place: "\(context.fileName):\(offset + 1)",
            reason: "is not a Taskwarrior task (a JSON object)")
        }
        lines.append(object)
      }
      objects = lines
    }
    var result = ReadResult()
    for object in objects {
      let status = object["status"] as? String ?? "pending"
      guard status != "deleted", object["parent"] == nil else { continue }
      guard let description = object["description"] as? String else {
        result.warnings.append("\(context.fileName): left out a task without a description")
        continue
      }
      let uuid = (object["uuid"] as? String).flatMap(UUID.init(uuidString:))
      var task = context.task(description, id: uuid)
      if let zone = object["intake_time_zone"] as? String, TimeZone(identifier: zone) != nil {
        task.timeZone = zone
      }
      let zone = TimeZone(identifier: task.timeZone) ?? context.zone
      if let due = (object["due"] as? String).flatMap(ICalendarReader.utc) {
        let (day, time) = LocalDate.wallClock(of: due, in: zone)
        task.dueDate = day
        task.dueTime = time == .midnight ? nil : time
      }
      if let wait = (object["wait"] as? String).flatMap(ICalendarReader.utc) {
        task.startDate = wait.wallDay(in: zone)
      }
      switch object["priority"] as? String {
      case "H"?: task.priority = object["intake_priority"] as? String == "urgent" ? .urgent : .high
      case "L"?: task.priority = .low
      default: task.priority = .medium
      }
      task.tags = object["tags"] as? [String] ?? []
      if let rule = object["intake_rrule"] as? String, (try? Recurrence(parsing: rule)) != nil {
        task.recurrence = rule
      } else if let recur = object["recur"] as? String {
        if let rule = Self.rule(recur) {
          task.recurrence = rule
        } else {
          result.warnings.append(
            "\(context.fileName): \"\(description)\" repeats \(recur), which intake cannot say; left out"
          )
        }
      }
      task.repeatsFromCompletion =
        task.recurrence != nil && object["intake_recurrence_from"] as? String == "completion"
      var notes: [String] = []
      for annotation in object["annotations"] as? [[String: Any]] ?? [] {
        guard let text = annotation["description"] as? String else { continue }
        if text.hasPrefix("[ ] ") || text.hasPrefix("[x] ") {
          task.subtasks.append(
            Subtask(text: String(text.dropFirst(4)), completed: text.hasPrefix("[x]")))
        } else {
          notes.append(text)
        }
      }
      task.notes = notes.isEmpty ? nil : notes.joined(separator: "\n")
      if let owners = object["intake_owners"] as? String {
        task.owners = owners.components(separatedBy: ", ").filter { !$0.isEmpty }
        task.assignedTo = task.owners.first
      }
      if let entry = (object["entry"] as? String).flatMap(ICalendarReader.utc) {
        task.createdAt = entry
      }
      task.updatedAt =
        (object["modified"] as? String).flatMap(ICalendarReader.utc) ?? task.createdAt
      if status == "completed" {
        task.status = .done
        task.completedAt =
          (object["end"] as? String).flatMap(ICalendarReader.utc)
          ?? task.updatedAt
      } else if object["intake_status"] as? String == "in_progress" {
        task.status = .inProgress
      }
      result.tasks.append(FileTask(task: task, hasOwnID: uuid != nil, fields: .all))
    }
    return result
  }

  /// The RRULE of a Taskwarrior period ("daily", "weekly", "3d", "2w", "2mo", "P14D").
  static func rule(_ recur: String) -> String? {
    let named: [String: String] = [
      "daily": "FREQ=DAILY", "day": "FREQ=DAILY", "weekly": "FREQ=WEEKLY",
      "week": "FREQ=WEEKLY", "biweekly": "FREQ=WEEKLY;INTERVAL=2",
      "fortnight": "FREQ=WEEKLY;INTERVAL=2", "monthly": "FREQ=MONTHLY",
      "month": "FREQ=MONTHLY", "bimonthly": "FREQ=MONTHLY;INTERVAL=2",
      "quarterly": "FREQ=MONTHLY;INTERVAL=3", "semiannual": "FREQ=MONTHLY;INTERVAL=6",
      "yearly": "FREQ=YEARLY", "annual": "FREQ=YEARLY", "biannual": "FREQ=YEARLY;INTERVAL=2",
      "weekdays": "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
    ]
    if let rule = named[recur.lowercased()] { return rule }
    var text = Substring(recur.lowercased())
    if text.hasPrefix("p") { text = text.dropFirst() }
    let digits = text.prefix { $0.isNumber }
    guard let interval = Int(digits), interval >= 1 else { return nil }
    let units: [String: String] = [
      "d": "DAILY", "day": "DAILY", "days": "DAILY", "w": "WEEKLY", "wk": "WEEKLY",
      "wks": "WEEKLY", "week": "WEEKLY", "weeks": "WEEKLY", "mo": "MONTHLY", "mos": "MONTHLY",
      "m": "MONTHLY", "month": "MONTHLY", "months": "MONTHLY", "y": "YEARLY", "yr": "YEARLY",
      "yrs": "YEARLY", "year": "YEARLY", "years": "YEARLY", "q": "QUARTERLY",
    ]
    guard let unit = units[String(text.dropFirst(digits.count))] else { return nil }
    if unit == "QUARTERLY" { return "FREQ=MONTHLY;INTERVAL=\(interval * 3)" }
    return "FREQ=" + unit + (interval > 1 ? ";INTERVAL=\(interval)" : "")
  }
}
