import Foundation
import IntakeCore

/// Reads todo.txt files (todotxt.org): what `TodoTxtWriter` writes, and what todo.txt apps
/// keep.
///
/// A line is read as the format says, not as a sentence: `x` and its dates, `(A)`, the
/// creation date, `+project` and `@context` (tags), and `key:value` pairs — `due:` (a
/// 2026-03-05 date), `t:` (the start date), `time:`, `tz:`, `rec:`, `rrule:`, `owner:`,
/// `status:`, `pri:`, `id:` and `parent:` (a subtask of the task with that id). Other pairs
/// (`h:`, `url:`) stay in the title, as other todo.txt tools keep them. A line without `id:` is known again by its text.
public struct TodoTxtReader {
  public init() {}

  public func read(_ data: Data, _ context: ReadContext) -> ReadResult {
    var result = ReadResult()
    var subtasks: [(parent: String, subtask: Subtask)] = []
    var indexByID: [String: Int] = [:]
    let text = String(decoding: data, as: UTF8.self)
    for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !line.isEmpty else { continue }
      var reading = Line(String(line), context)
      if let parent = reading.parent {
        subtasks.append((parent, reading.subtask))
        continue
      }
      for warning in reading.warnings {
        result.warnings.append("\(context.fileName):\(offset + 1): \(warning)")
      }
      var fields: FileTask.Fields = [.basics, .tags, .owners, .recurrence, .status, .subtasks]
      if reading.id == nil {
        fields = .all
        reading.task.sourceFile = context.fileName
        reading.task.sourceLine = offset + 1
        reading.task.sourceText = String(line)
        reading.task.sourceMeeting = "todo.txt:" + context.fileName
        reading.task.contentHash = ContentHash.of(
          meetingKey: "todo.txt:" + context.fileName, text: String(line))
      } else if let id = reading.id {
        indexByID[id] = result.tasks.count
      }
      result.tasks.append(FileTask(task: reading.task, hasOwnID: reading.id != nil, fields: fields))
    }
    for (parent, subtask) in subtasks {
      if let index = indexByID[parent] {
        result.tasks[index].task.subtasks.append(subtask)
      } else {
        result.warnings.append(
          "\(context.fileName): no task has the id \(parent) that \"\(subtask.text)\" names")
      }
    }
    return result
  }

  /// One line, read.
  struct Line {
    var task: StoredTask
    var id: String?
    var parent: String?
    var warnings: [String] = []
    /// Whether the line gave a priority (`(A)` or `pri:`).
    var hasPriority = false

    init(_ line: String, _ context: ReadContext) {
      var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      task = context.task("")
      var completed: LocalDate?
      var created: LocalDate?
      var letter: String?
      let isDone = words.first == "x"
      if isDone {
        words.removeFirst()
        completed = words.first.flatMap(LocalDate.init(iso:))
        if completed != nil { words.removeFirst() }
      } else if let first = words.first, first.count == 3, first.hasPrefix("("),
        first.hasSuffix(")"), let middle = first.dropFirst().first, middle.isUppercase,
        middle.isASCII
      {
        letter = String(middle)
        words.removeFirst()
      }
      created = words.first.flatMap(LocalDate.init(iso:))
      if created != nil { words.removeFirst() }
      var title: [String] = []
      var time: LocalTime?
      var rec: String?
      var rule: String?
      var fromCompletion = false
      for word in words {
        if word.count > 1, word.hasPrefix("+") {
          task.tags.append(String(word.dropFirst()))
          continue
        }
        if word.count > 1, word.hasPrefix("@") {
          task.tags.append(word)
          continue
        }
        guard let colon = word.firstIndex(of: ":"), colon != word.startIndex,
          word.index(after: colon) != word.endIndex, !word[colon...].hasPrefix("://")
        else {
          title.append(word)
          continue
        }
        let value = String(word[word.index(after: colon)...])
        switch word[..<colon] {
        case "due":
          if let date = LocalDate(iso: value) {
            task.dueDate = date
          } else {
            warnings.append("due:\(value) is not a date like 2026-03-05; kept in the title")
            title.append(word)
          }
        case "time": time = LocalTime(iso: value)
        case "t":
          if let date = LocalDate(iso: value) {
            task.startDate = date
          } else {
            title.append(word)
          }
        case "tz":
          if TimeZone(identifier: value) != nil {
            task.timeZone = value
          } else {
            warnings.append("tz:\(value) is not a time zone; the import's zone is used")
          }
        case "rec": rec = value
        case "rrule": rule = value
        case "rec-from": fromCompletion = value == "completion"
        case "owner": task.owners.append(value.removingPercentEncoding ?? value)
        case "status": if value == "in_progress" { task.status = .inProgress }
        case "pri": letter = value
        case "id": id = value
        case "parent": parent = value
        default: title.append(word)
        }
      }
      task.text = title.joined(separator: " ")
      task.dueTime = task.dueDate == nil ? nil : time
      if let letter {
        task.priority = Self.priority(letter)
        hasPriority = true
      }
      task.assignedTo = task.owners.first
      if let rule, (try? Recurrence(parsing: rule)) != nil {
        task.recurrence = rule
        task.repeatsFromCompletion = fromCompletion
      } else if let rec {
        if let (rule, strict) = Self.rule(rec) {
          task.recurrence = rule
          task.repeatsFromCompletion = !strict
        } else {
          warnings.append("rec:\(rec) is not a repeat like 1w or +3d; left out")
        }
      }
      let zone = TimeZone(identifier: task.timeZone) ?? context.zone
      if let created { task.createdAt = created.instant(at: .midnight, in: context.zone) }
      task.updatedAt = task.createdAt
      if let id, let uuid = UUID(uuidString: id) {
        task.id = uuid
      } else if let given = id {
        warnings.append("id:\(given) is not a UUID; the task gets a new id")
        id = nil
      }
      if isDone {
        task.status = .done
        task.completedAt = (completed ?? context.now.wallDay(in: zone)).instant(
          at: .midnight, in: context.zone)
      }
    }

    /// The line as a subtask of the task its `parent:` names.
    var subtask: Subtask {
      Subtask(
        text: task.text, completed: task.status == .done,
        priority: hasPriority ? task.priority : nil)
    }

    static func priority(_ letter: String) -> Priority {
      switch letter {
      case "A": return .urgent
      case "B": return .high
      case "C": return .medium
      default: return .low
      }
    }

    /// The RRULE of `rec:` ("1w", "+3d", "2m", "1y") and whether it counts from the due date.
    static func rule(_ rec: String) -> (String, Bool)? {
      var text = Substring(rec)
      let strict = text.hasPrefix("+")
      if strict { text = text.dropFirst() }
      guard let unit = text.last, let interval = Int(text.dropLast()), interval >= 1 else {
        return nil
      }
      let frequencies: [Character: String] = [
        "d": "DAILY", "w": "WEEKLY", "m": "MONTHLY", "y": "YEARLY",
      ]
      guard let frequency = frequencies[unit] else { return nil }
      return ("FREQ=" + frequency + (interval > 1 ? ";INTERVAL=\(interval)" : ""), strict)
    }
  }
}

extension Date {
  /// The day this instant falls on in `zone`.
  func wallDay(in zone: TimeZone) -> LocalDate {
    LocalDate.wallClock(of: self, in: zone).0
  }
}
