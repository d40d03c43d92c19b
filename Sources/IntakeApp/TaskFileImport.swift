import Foundation
import IntakeCore
import IntakeStore

/// `intake import` of other task tools' files.
///
/// Each file is read whole in its format, then stored as one undoable batch. A task whose file
/// gives it an id updates the stored task with that id; one without is known again by its
/// content, so importing a file twice adds nothing.
public enum TaskFileImport {
  /// What the import did, or would do, with one task.
  public enum Outcome: String, Sendable {
    case added
    case updated
  }

  /// What an import stored.
  public struct Result: Sendable {
    /// The batch, nil when nothing was new or changed (or on a dry run).
    public var batch: Batch?
    /// The tasks added and updated, as stored (or as they would be), in the file's order.
    public var tasks: [(task: StoredTask, outcome: Outcome)] = []
    /// How many tasks were already stored as the file has them.
    public var unchanged = 0

    public func count(_ outcome: Outcome) -> Int { tasks.filter { $0.outcome == outcome }.count }
  }

  /// The format a file's name and first bytes say, nil for notes and transcripts.
  ///
  /// `.ics` is iCalendar; `.json` is Taskwarrior's when its objects have a `uuid` and a
  /// `description`, else intake's; `.csv` is Todoist's when its header starts with TYPE and
  /// CONTENT; a file named todo.txt or done.txt is todo.txt. Without an extension that says,
  /// a calendar or a JSON array is known by its start.
  public static func format(path: String, head: Data) -> TaskFormat? {
    let name = (path as NSString).lastPathComponent.lowercased()
    let text = String(decoding: head.prefix(4096), as: UTF8.self)
    let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    switch (name as NSString).pathExtension {
    case "ics", "ical", "ifb": return .ics
    case "json", "jsonl", "ndjson":
      return text.contains("\"uuid\"") && text.contains("\"description\"") ? .taskwarrior : .json
    case "csv":
      return start.uppercased().hasPrefix("TYPE,CONTENT") ? .todoistCSV : .csv
    default:
      if name == "todo.txt" || name == "done.txt" { return .todotxt }
      if start.hasPrefix("BEGIN:VCALENDAR") { return .ics }
      if start.hasPrefix("["), text.contains("\"uuid\""), text.contains("\"description\"") {
        return .taskwarrior
      }
      if start.hasPrefix("["), text.contains("\"id\""), text.contains("\"text\"") { return .json }
      return nil
    }
  }

  /// Whether a `.csv` file is a sheet of notes rather than a list of tasks.
  ///
  /// A title row above its table ("WG 4 call, 9 June 2026,,,,"), or a header with an
  /// "Action" column and no `text` one, as an action log's. Without `--map` it is read as a
  /// document, whose tables are known by their column names ("Action", "Owner", "Due").
  public static func isNotesSheet(head: Data) -> Bool {
    let text = String(decoding: head.prefix(4096), as: UTF8.self)
    let first = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }.prefix {
      $0 != "\n" && $0 != "\r"
    }
    let cells = first.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")).lowercased()
    }
    guard !cells.contains("text"), !first.uppercased().hasPrefix("TYPE,CONTENT") else {
      return false
    }
    return cells.filter { !$0.isEmpty }.count <= 1
      || cells.contains { ["action", "actions", "action item", "action items"].contains($0) }
  }

  /// Reads a file in `format`.
  public static func read(
    _ data: Data, as format: TaskFormat, mapping: [String: String] = [:], context: ReadContext
  ) throws(FormatError) -> ReadResult {
    switch format {
    case .json: return try JSONTaskReader().read(data, context)
    case .csv: return try CSVTaskReader(mapping: mapping).read(data, context)
    case .ics: return try ICalendarReader().read(data, context)
    case .todotxt: return TodoTxtReader().read(data, context)
    case .taskwarrior: return try TaskwarriorReader().read(data, context)
    case .todoistCSV: return try TodoistCSVReader().read(data, context)
    }
  }

  /// Stores the tasks read as one batch, or works out what it would do (`isDryRun`).
  ///
  /// - Parameters:
  ///   - tasks: The tasks read.
  ///   - repository: The store; nil on a dry run into a store that does not exist yet, where
  ///     every task would be added.
  ///   - source: What was imported, as the batch names it.
  ///   - user: Who imports.
  ///   - now: When.
  ///   - isDryRun: Whether to store nothing.
  /// - Returns: The batch and what happened to each task.
  /// - Throws: `StoreError`.
  public static func store(
    _ tasks: [FileTask], into repository: (any TaskRepository)?, source: String, user: String,
    now: Date, isDryRun: Bool
  ) throws -> Result {
    var result = Result()
    guard let repository else {
      result.tasks = tasks.map { ($0.task, .added) }
      return result
    }
    var stored: [(task: StoredTask, outcome: Outcome)] = []
    result.batch = try repository.importBatch(
      source: source, by: user, at: now, isDryRun: isDryRun,
      stored: { outcome in
        switch outcome {
        case .added(let task): stored.append((task, .added))
        case .updated(_, let task): stored.append((task, .updated))
        case .keptEdited: break
        }
      },
      { sink in
        for file in tasks {
          if file.hasOwnID {
            try sink.put(file.task) { stored in file.merged(into: stored) }
          } else {
            try sink.add(file.task)
          }
        }
      })
    if isDryRun { result.batch = nil }
    result.tasks = stored
    result.unchanged = tasks.count - stored.count
    return result
  }
}
