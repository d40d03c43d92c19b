import Foundation
import IntakeCore

/// Reads the VTODOs of an iCalendar file (RFC 5545) as tasks: what `ICalendarWriter` writes,
/// and what calendar and task apps export.
///
/// A to-do `RELATED-TO` another in the file (as its child, the default relation) is a subtask
/// of it. A UID that is not a UUID gives the same id each time it is read. A due time with a
/// TZID the system knows is read in that zone; one in UTC or floating is read in the task's
/// `X-INTAKE-TIME-ZONE`, else the import's zone. Cancelled to-dos are left out, with a warning.
public struct ICalendarReader {
  public init() {}

  /// One property: its name (upper case), parameters and raw value.
  struct Property {
    var name: String
    var parameters: [String: String]
    var value: String
  }

  public func read(_ data: Data, _ context: ReadContext) throws(FormatError) -> ReadResult {
    let text = String(decoding: data, as: UTF8.self)
    guard text.contains("BEGIN:VCALENDAR") || text.contains("BEGIN:VTODO") else {
      throw FormatError(
        place: context.fileName, reason: "is not an iCalendar file (no BEGIN:VCALENDAR)")
    }
    var result = ReadResult()
    var todos: [[Property]] = []
    var current: [Property]?
    var depth = 0
    for line in Self.unfold(text) {
      guard let property = Self.property(line) else { continue }
      if property.name == "BEGIN" {
        if property.value.uppercased() == "VTODO", current == nil {
          current = []
          depth = 0
        } else if current != nil {
          depth += 1
        }
      } else if property.name == "END" {
        if depth > 0 {
          depth -= 1
        } else if property.value.uppercased() == "VTODO", let todo = current {
          todos.append(todo)
          current = nil
        }
      } else if depth == 0 {
        current?.append(property)
      }
    }
    var indexByUID: [String: Int] = [:]
    var children: [(parent: String, todo: [Property])] = []
    let uids = Set(todos.compactMap { Self.first("UID", in: $0)?.value })
    for todo in todos {
      let summary = Self.first("SUMMARY", in: todo).map { Self.unescape($0.value) } ?? ""
      if Self.first("STATUS", in: todo)?.value.uppercased() == "CANCELLED" {
        result.warnings.append("\(context.fileName): left out the cancelled to-do \"\(summary)\"")
        continue
      }
      if let related = Self.first("RELATED-TO", in: todo),
        (related.parameters["RELTYPE"] ?? "PARENT").uppercased() == "PARENT",
        uids.contains(related.value)
      {
        children.append((related.value, todo))
        continue
      }
      let uid = Self.first("UID", in: todo)?.value
      let task = Self.task(todo, summary: summary, uid: uid, context)
      if let uid { indexByUID[uid] = result.tasks.count }
      result.tasks.append(FileTask(task: task, hasOwnID: uid != nil, fields: .all))
    }
    for (parent, todo) in children {
      guard let index = indexByUID[parent] else { continue }
      var subtask = Subtask(
        text: Self.first("SUMMARY", in: todo).map { Self.unescape($0.value) } ?? "",
        completed: Self.first("STATUS", in: todo)?.value.uppercased() == "COMPLETED")
      if let number = Self.first("PRIORITY", in: todo).flatMap({ Int($0.value) }), number > 0 {
        subtask.priority = Self.priority(number)
      }
      subtask.estimatedMinutes = Self.first("X-INTAKE-ESTIMATED-MINUTES", in: todo)
        .flatMap { Double($0.value) }
      result.tasks[index].task.subtasks.append(subtask)
    }
    return result
  }

  // MARK: - A to-do

  private static func task(
    _ todo: [Property], summary: String, uid: String?, _ context: ReadContext
  ) -> StoredTask {
    var task = context.task(summary, id: uid.map(Self.id(of:)))
    let zoneName = first("X-INTAKE-TIME-ZONE", in: todo).map { unescape($0.value) }
    let ownZone = zoneName.flatMap(TimeZone.init(identifier:))
    task.timeZone = ownZone != nil ? zoneName ?? context.zone.identifier : context.zone.identifier
    if let due = first("DUE", in: todo) {
      let (date, time, zone) = Self.due(due, in: ownZone ?? context.zone)
      task.dueDate = date
      task.dueTime = time
      if let zone { task.timeZone = zone }
    }
    // A DTSTART that is the DUE anchors the recurrence; another one is the day to start.
    if let start = first("DTSTART", in: todo), start.value != first("DUE", in: todo)?.value {
      task.startDate = date(String(start.value.prefix(8)))
    }
    task.notes = first("DESCRIPTION", in: todo).map { unescape($0.value) }
    if let number = first("PRIORITY", in: todo).flatMap({ Int($0.value) }), number > 0 {
      task.priority = priority(number)
    }
    switch first("STATUS", in: todo)?.value.uppercased() {
    case "COMPLETED"?: task.status = .done
    case "IN-PROCESS"?: task.status = .inProgress
    default: task.status = .todo
    }
    if first("PERCENT-COMPLETE", in: todo)?.value == "100" { task.status = .done }
    task.tags = todo.filter { $0.name == "CATEGORIES" }.flatMap { list($0.value) }
    task.owners = first("X-INTAKE-OWNERS", in: todo).map { list($0.value) } ?? []
    task.assignedTo = task.owners.first
    if let rule = first("RRULE", in: todo)?.value, (try? Recurrence(parsing: rule)) != nil {
      task.recurrence = rule
      task.repeatsFromCompletion =
        first("X-INTAKE-RECURRENCE-FROM", in: todo)?.value.uppercased() == "COMPLETION"
    }
    if let creator = first("X-INTAKE-CREATED-BY", in: todo) {
      task.createdBy = unescape(creator.value)
    }
    if let created = first("CREATED", in: todo).flatMap({ utc($0.value) }) {
      task.createdAt = created
    }
    task.updatedAt =
      (first("LAST-MODIFIED", in: todo) ?? first("DTSTAMP", in: todo)).flatMap { utc($0.value) }
      ?? task.createdAt
    if task.status == .done {
      task.completedAt = first("COMPLETED", in: todo).flatMap { utc($0.value) } ?? task.updatedAt
    }
    return task
  }

  /// The day, time and zone a DUE gives; the zone is nil when it names none of its own.
  private static func due(_ property: Property, in zone: TimeZone) -> (
    LocalDate?, LocalTime?, String?
  ) {
    let value = property.value
    if property.parameters["VALUE"]?.uppercased() == "DATE" || value.count == 8 {
      return (date(value), nil, nil)
    }
    if value.hasSuffix("Z"), let instant = utc(value) {
      let (day, time) = LocalDate.wallClock(of: instant, in: zone)
      return (day, time, nil)
    }
    guard let day = date(String(value.prefix(8))), let time = clock(value) else {
      return (nil, nil, nil)
    }
    if let name = property.parameters["TZID"] {
      if let known = TimeZone(identifier: name) { return (day, time, known.identifier) }
      // "/mozilla.org/…/Europe/Lisbon" and other prefixed names end with the zone's.
      let parts = name.split(separator: "/")
      if parts.count >= 2,
        let known = TimeZone(identifier: parts.suffix(2).joined(separator: "/"))
      {
        return (day, time, known.identifier)
      }
    }
    return (day, time, nil)
  }

  // MARK: - Values

  static func priority(_ number: Int) -> Priority {
    switch number {
    case 1: return .urgent
    case 2...4: return .high
    case 5: return .medium
    default: return .low
    }
  }

  /// An id for a UID: the UID itself when it is a UUID, else one made from it, the same each
  /// time.
  static func id(of uid: String) -> UUID {
    if let uuid = UUID(uuidString: uid) { return uuid }
    let hex =
      ContentHash.of(meetingKey: "ics-uid", text: uid)
      + ContentHash.of(meetingKey: "ics-uid-2", text: uid)
    var digits = Array(hex.prefix(32))
    while digits.count < 32 { digits.append("0") }
    digits[12] = "5"
    let text =
      String(digits[0..<8]) + "-" + String(digits[8..<12]) + "-" + String(digits[12..<16]) + "-"
      + String(digits[16..<20]) + "-" + String(digits[20..<32])
    return UUID(uuidString: text) ?? UUID()
  }

  /// `20261125`.
  static func date(_ text: String) -> LocalDate? {
    let digits = Array(text.utf8)
    guard digits.count == 8, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
    let number = { (range: Range<Int>) in
      range.reduce(0) { $0 * 10 + Int(digits[$1] - 48) }
    }
    return LocalDate(year: number(0..<4), month: number(4..<6), day: number(6..<8))
  }

  /// The time of `20261125T150000`, to the minute.
  static func clock(_ text: String) -> LocalTime? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 15, bytes[8] == UInt8(ascii: "T"),
      bytes[9..<15].allSatisfy({ (48...57).contains($0) })
    else { return nil }
    return LocalTime(
      hour: Int(bytes[9] - 48) * 10 + Int(bytes[10] - 48),
      minute: Int(bytes[11] - 48) * 10 + Int(bytes[12] - 48))
  }

  /// The instant of `20261125T150000Z`.
  static func utc(_ text: String) -> Date? {
    guard text.hasSuffix("Z"), let day = date(String(text.prefix(8))), let time = clock(text)
    else { return nil }
    let bytes = Array(text.utf8)
    let second = Int(bytes[13] - 48) * 10 + Int(bytes[14] - 48)
    return Date(
      timeIntervalSince1970: Double(day.dayNumber * 86_400 + time.minutesOfDay * 60 + second))
  }

  /// A TEXT value with its escapes read.
  static func unescape(_ value: String) -> String {
    guard value.contains("\\") else { return value }
    return values(value, splitsAtCommas: false).first ?? ""
  }

  /// A list of TEXT values: split at the commas that are not escaped.
  static func list(_ value: String) -> [String] {
    values(value, splitsAtCommas: true).filter { !$0.isEmpty }
  }

  private static func values(_ value: String, splitsAtCommas: Bool) -> [String] {
    var items: [String] = []
    var current = ""
    var escaped = false
    for character in value {
      if escaped {
        current.append(character == "n" || character == "N" ? "\n" : character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if splitsAtCommas, character == "," {
        items.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    items.append(current)
    return items
  }

  // MARK: - Lines

  /// The content lines, unfolded (a line break followed by a space or tab continues a line).
  static func unfold(_ text: String) -> [Substring] {
    let joined = text.replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\n ", with: "").replacingOccurrences(of: "\n\t", with: "")
    return joined.split(separator: "\n")
  }

  /// One content line: `NAME;PARAM=VALUE;…:value`; nil when it has no colon.
  static func property(_ line: Substring) -> Property? {
    var name = ""
    var parameters: [String: String] = [:]
    var index = line.startIndex
    var part = ""
    var inQuotes = false
    var isName = true
    func close() {
      if isName {
        name = part.uppercased()
        isName = false
      } else if let equals = part.firstIndex(of: "=") {
        let value = part[part.index(after: equals)...]
        parameters[part[..<equals].uppercased()] = value.trimmingCharacters(
          in: CharacterSet(charactersIn: "\""))
      }
      part = ""
    }
    while index < line.endIndex {
      let character = line[index]
      if character == "\"" {
        inQuotes.toggle()
        part.append(character)
      } else if !inQuotes, character == ";" {
        close()
      } else if !inQuotes, character == ":" {
        close()
        let value = String(line[line.index(after: index)...])
        return Property(
          name: name, parameters: parameters,
          value: value.trimmingCharacters(in: .whitespacesAndNewlines))
      } else {
        part.append(character)
      }
      index = line.index(after: index)
    }
    return nil
  }

  static func first(_ name: String, in todo: [Property]) -> Property? {
    todo.first { $0.name == name }
  }
}
