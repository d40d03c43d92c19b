import Foundation
import IntakeApp
import IntakeCore
import IntakeParsing
import IntakeStore

/// `intake import` of other task tools' files (iCalendar, CSV, todo.txt, Taskwarrior, Todoist,
/// intake's JSON): reads each whole, then stores them all as one batch (`TaskFileImport`).
struct TaskFileImporter {
  var parsing: ParsingOptions
  var store: StoreOptions
  var user: String
  var sizeLimit: Int
  /// The format given with `--format`; nil to tell each file's from its name and start.
  var format: TaskFormat?
  var mapping: [String: String] = [:]

  /// Whether `paths` are task files rather than notes.
  ///
  /// `--format` says so, or each path's name and start do; a sheet of notes
  /// (`TaskFileImport.isNotesSheet`) is notes unless `--map` names its columns.
  /// - Throws: `CLIError` when some are and some are not.
  static func isTaskFiles(_ paths: [String], format: TaskFormat?, hasMapping: Bool) throws -> Bool {
    if format != nil { return true }
    let kinds = paths.map { path -> Bool in
      var isFolder: ObjCBool = false
      guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        !isFolder.boolValue, let handle = FileHandle(forReadingAtPath: path)
      else { return false }
      defer { try? handle.close() }
      let head = (try? handle.read(upToCount: 4096)) ?? Data()
      let found = TaskFileImport.format(path: path, head: head)
      if found == .csv, !hasMapping, TaskFileImport.isNotesSheet(head: head) { return false }
      return found != nil
    }
    guard kinds.contains(true) else { return false }
    guard kinds.allSatisfy({ $0 }) else {
      throw CLIError(
        "import task files (.ics, .csv, .json, todo.txt) and notes in separate runs: "
          + paths.enumerated().filter { kinds[$0.offset] }.map(\.element).joined(separator: ", ")
          + " hold tasks, the rest notes")
    }
    return true
  }

  func run(paths: [String], label: String, dryRun: Bool, json: Bool) throws {
    let existing = try store.openIfExists()
    let context = try parsing.context(roster: try existing?.roster() ?? Roster())
    let now = Date()
    var tasks: [FileTask] = []
    for path in paths {
      let data = try read(path)
      let name = path == "-" ? "stdin" : path
      guard let chosen = format ?? TaskFileImport.format(path: path, head: data) else {
        throw CLIError(
          "\(name): the format is not known from the name; give --format "
            + TaskFormat.allCases.map(\.rawValue).joined(separator: "|"))
      }
      let read = try TaskFileImport.read(
        data, as: chosen, mapping: mapping,
        context: ReadContext(fileName: name, user: user, parsing: context))
      for warning in read.warnings { Console.error("warning: " + warning) }
      tasks += read.tasks
    }
    guard !tasks.isEmpty else { throw CLIError("\(label): no tasks found; nothing was imported") }
    let repository = dryRun ? existing : try existing ?? store.open()
    let result = try TaskFileImport.store(
      tasks, into: repository, source: label, user: user, now: now, isDryRun: dryRun)
    report(result, label: label, dryRun: dryRun, json: json)
  }

  private func read(_ path: String) throws -> Data {
    let name = path == "-" ? "stdin" : path
    let handle: FileHandle
    if path == "-" {
      handle = FileHandle.standardInput
    } else {
      guard FileManager.default.fileExists(atPath: path) else {
        throw InputError.missing(path: path)
      }
      guard let opened = FileHandle(forReadingAtPath: path) else {
        throw InputError.unreadable(name: path, reason: "permission denied")
      }
      handle = opened
    }
    defer { if path != "-" { try? handle.close() } }
    let data = (try? handle.read(upToCount: sizeLimit + 1)) ?? Data()
    if data.count > sizeLimit { throw InputError.tooLarge(name: name, size: nil, limit: sizeLimit) }
    if data.isEmpty { throw InputError.empty(name: name) }
    guard String(validating: data, as: UTF8.self) != nil else {
      throw InputError.notUTF8(name: name, line: Self.firstBadLine(data))
    }
    return data
  }

  private static func firstBadLine(_ data: Data) -> Int {
    var line = 1
    for piece in data.split(separator: 0x0A, omittingEmptySubsequences: false) {
      if String(validating: piece, as: UTF8.self) == nil { return line }
      line += 1
    }
    return line
  }

  private func report(_ result: TaskFileImport.Result, label: String, dryRun: Bool, json: Bool) {
    if json {
      var output = TaskOutput.standardOutput(JSONTaskWriter())
      // stdout's writes do not throw.
      for (task, _) in result.tasks { try? output.append(task) }
      try? output.finish()
      return
    }
    let added = result.count(.added)
    let updated = result.count(.updated)
    for (task, outcome) in result.tasks.prefix(DocumentImport.listedTasks) {
      print((outcome == .added ? "+ " : "~ ") + TaskRenderer.line(task))
    }
    if result.tasks.count > DocumentImport.listedTasks {
      print("  … and \(result.tasks.count - DocumentImport.listedTasks) more")
    }
    let counts =
      "\(added) new, \(updated) changed, \(result.unchanged) already there"
    if dryRun {
      print(counts + " (dry run: nothing stored)")
    } else if let batch = result.batch {
      print(
        "Imported from \(label): \(counts) (batch \(batch.shortID); intake undo \(batch.shortID) "
          + "\(updated == 0 ? "removes" : "reverts") it)")
    } else {
      print("Nothing to import from \(label): \(counts)")
    }
  }
}
