import Foundation
import IntakeCore

/// The file formats of other task tools that `intake export` writes and `intake import` reads.
public enum TaskFormat: String, CaseIterable, Sendable {
  case json
  case csv
  case ics
  case todotxt
  case taskwarrior
  case todoistCSV = "todoist-csv"

  /// The format a file name's extension says (`.ics`, `.csv`, `.json`, `.txt`), nil for any
  /// other.
  public init?(path: String) {
    let name = (path as NSString).lastPathComponent.lowercased()
    switch (name as NSString).pathExtension {
    case "json": self = .json
    case "csv": self = .csv
    case "ics", "ical", "ifb": self = .ics
    case "txt", "todotxt": self = .todotxt
    default: return nil
    }
  }

  /// A writer of the format; `zone` is the zone that dates with no zone of their own (the
  /// creation and completion dates of todo.txt) are written in.
  public func writer(zone: TimeZone) -> any TaskWriter {
    switch self {
    case .json: return JSONTaskWriter()
    case .csv: return CSVTaskWriter()
    case .ics: return ICalendarWriter()
    case .todotxt: return TodoTxtWriter(zone: zone)
    case .taskwarrior: return TaskwarriorWriter()
    case .todoistCSV: return TodoistCSVWriter()
    }
  }

  /// The whole file of `tasks` in this format.
  public func bytes(_ tasks: [StoredTask], zone: TimeZone) -> [UInt8] {
    func write<Writer: TaskWriter>(_ writer: Writer) -> [UInt8] {
      TaskOutput.bytes(tasks, writer)
    }
    return write(writer(zone: zone))
  }
}
