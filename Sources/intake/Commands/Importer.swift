import Foundation
import IntakeApp
import IntakeCore
import IntakeDocuments
import IntakeParsing
import IntakeStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `intake import` of documents and `intake add -`: opens the store and the files, runs
/// `DocumentImport`, and prints what it did.
struct Importer {
  var parsing: ParsingOptions
  var store: StoreOptions
  var user: String
  var meetingDate: LocalDate?
  var includeDone: Bool
  /// Items found with less confidence are left out (`--min-confidence`).
  var minimumConfidence = DocumentParser.defaultMinimumConfidence
  var showsProgress: Bool
  /// The AI step, when `--ai` is on; it runs once, over every draft, before anything is stored.
  var assistant: AIAssistant?
  /// The most bytes one source may hold (`--max-size`).
  var sizeLimit = InputOptions.defaultMaxSize

  /// Reads every source, then previews (`dryRun`) or stores the drafts as one batch.
  func run(sources: [ImportSource], label: String, dryRun: Bool, json: Bool) throws {
    let existing = try store.openIfExists()
    let base = try parsing.context(roster: try existing?.roster() ?? Roster())
    // Every file is checked before any is read: a run over the limit fails in a moment.
    for source in sources {
      if let path = source.path, let size = Self.size(of: path), size > sizeLimit {
        throw InputError.tooLarge(name: path, size: size, limit: sizeLimit)
      }
    }
    var progress = Progress(isEnabled: showsProgress, total: Self.totalSize(sources))
    var service = service(base: base, json: json)
    service.progress = { progress.advance(by: $0) }
    let inputs = sources.map { input($0, base: base) }
    defer { progress.finish() }
    if dryRun {
      let preview = try service.preview(inputs, existing: existing)
      progress.finish()
      show(preview, json: json)
      return
    }
    let report = try service.run(inputs, label: label, into: destination(existing))
    progress.finish()
    show(report, label: label, json: json)
  }

  /// Stores (or previews) drafts already read, such as the lines of `intake add -`.
  func finish(
    drafts: [DocumentDraft], label: String, existing: (any TaskRepository)?, base: ParsingContext,
    json: Bool
  ) throws {
    let service = service(base: base, json: json)
    let report = try service.store(
      (drafts, assistant?.maxCalls), label: label, into: destination(existing))
    show(report, label: label, json: json)
  }

  private func service(base: ParsingContext, json: Bool) -> DocumentImport {
    var service = DocumentImport(user: user, base: base) { Console.error("warning: " + $0) }
    service.meetingDate = meetingDate
    service.includeDone = includeDone
    service.minimumConfidence = minimumConfidence
    service.assistant = assistant
    service.keepsEveryTask = json
    return service
  }

  private func destination(_ existing: (any TaskRepository)?) -> DocumentImport.Destination {
    DocumentImport.Destination(existing: existing, create: { try store.open() })
  }

  /// The service's view of a source: opened when its turn comes, read by `LineReader`.
  private func input(_ source: ImportSource, base: ParsingContext) -> DocumentInput {
    // An explicit --now (or INTAKE_NOW) beats the file's modification day as the reference.
    let fileDay = parsing.isNowGiven ? nil : source.path.flatMap { fileDate($0, base) }
    let limit = sizeLimit
    return DocumentInput(name: source.name, file: source.path, fileDay: fileDay) {
      let handle: FileHandle
      if let path = source.path {
        guard let opened = FileHandle(forReadingAtPath: path) else {
          throw InputError.unreadable(name: path, reason: "permission denied or not a file")
        }
        handle = opened
      } else {
        handle = FileHandle.standardInput
      }
      return LineReader(handle: handle, name: source.name, sizeLimit: limit)
    }
  }

  private func show(_ preview: DocumentImport.Preview, json: Bool) {
    let drafts = preview.drafts
    if json {
      print((try? Console.json(drafts.map(PreviewJSON.init))) ?? "[]")
    } else {
      print(ImportRenderer.table(drafts, states: preview.states))
      let already = preview.states.filter { $0 == .there }.count
      let changed = preview.states.filter { $0 == .changed }.count
      let changes = changed == 0 ? "" : "\(changed) changed, "
      print(
        "\(drafts.count - already - changed) new, \(changes)\(already) already there "
          + "(dry run: nothing stored)")
    }
    for found in drafts {
      Console.warn(found.draft.diagnostics, at: DocumentImport.place(found.source))
    }
  }

  /// Prints what an import stored: its warnings, then every task as JSON, or the batch and
  /// the first tasks.
  private func show(_ report: DocumentImport.Report, label: String, json: Bool) {
    for warning in report.warnings { Console.warn(warning.diagnostics, at: warning.place) }
    let (batch, shown, added, skipped) = (report.batch, report.shown, report.added, report.skipped)
    if json {
      var output = TaskOutput.standardOutput(JSONTaskWriter())
      // stdout's writes do not throw.
      for task in shown + report.updated { try? output.append(task) }
      try? output.finish()
      return
    }
    if let batch {
      let noun = added == 1 ? "task" : "tasks"
      let updates =
        report.updated.isEmpty
        ? "" : ", updated \(report.updated.count) whose item changed"
      print(
        "Imported \(added) \(noun)\(updates) from \(label) (batch \(batch.shortID); "
          + "intake undo \(batch.shortID) \(report.updated.isEmpty ? "removes" : "reverts") it)")
      for task in shown.prefix(DocumentImport.listedTasks) { print("  " + TaskRenderer.line(task)) }
      if added > DocumentImport.listedTasks {
        print("  … and \(added - DocumentImport.listedTasks) more (intake list shows them)")
      }
      for task in report.updated.prefix(DocumentImport.listedTasks) {
        print("~ " + TaskRenderer.line(task))
      }
    }
    for task in report.kept {
      Console.error(
        "warning: the item of task \(TaskRenderer.shortID(task)) changed in \(label), but the task "
          + "was edited since it was imported; left as it is")
    }
    if skipped > 0 {
      print("\(skipped) item\(skipped == 1 ? " was" : "s were") already there")
    }
  }

  /// The file's modification day in the reading zone: the last resort for the meeting date.
  private func fileDate(_ path: String, _ base: ParsingContext) -> LocalDate? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let modified = attributes[.modificationDate] as? Date
    else { return nil }
    return ParsingContext(now: modified, timeZone: base.timeZone).today
  }

  private static func totalSize(_ sources: [ImportSource]) -> Int {
    sources.reduce(0) { total, source in total + (source.path.flatMap(size(of:)) ?? 0) }
  }

  private static func size(of path: String) -> Int? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
  }
}

/// A progress bar on stderr for imports that take over a second; only on a terminal.
struct Progress {
  private let isEnabled: Bool
  private let total: Int
  private var done = 0
  private let started = Date()
  private var lastDrawn = Date.distantPast
  private var hasDrawn = false

  init(isEnabled: Bool, total: Int) {
    self.isEnabled = isEnabled && isatty(STDERR_FILENO) == 1 && total > 0
    self.total = total
  }

  mutating func advance(by bytes: Int) {
    done += bytes
    guard isEnabled else { return }
    let now = Date()
    guard now.timeIntervalSince(started) > 1, now.timeIntervalSince(lastDrawn) > 0.1 else {
      return
    }
    lastDrawn = now
    hasDrawn = true
    let share = min(1, Double(done) / Double(total))
    let width = 30
    let filled = Int(share * Double(width))
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let megabytes = String(format: "%.1f/%.1f MB", Double(done) / 1e6, Double(total) / 1e6)
    FileHandle.standardError.write(
      Data("\rimporting \(bar) \(Int(share * 100))% \(megabytes)".utf8))
  }

  /// Clears the bar, once.
  mutating func finish() {
    guard hasDrawn else { return }
    hasDrawn = false
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}

/// The JSON of a previewed draft: the draft's keys plus `source`.
struct PreviewJSON: Encodable {
  var draft: TaskDraft
  var source: TaskSource
  var isDone: Bool
  var confidence: Double
  var isAIFound: Bool

  init(_ found: DocumentDraft) {
    draft = found.draft
    source = found.source
    isDone = found.isDone
    confidence = (found.confidence * 100).rounded() / 100
    isAIFound = found.isAIFound
  }

  enum CodingKeys: String, CodingKey {
    case source
    case isDone = "done"
    case confidence
    case foundBy = "found_by"
  }

  func encode(to encoder: any Encoder) throws {
    try draft.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(source, forKey: .source)
    try container.encode(isDone, forKey: .isDone)
    try container.encode(confidence, forKey: .confidence)
    try container.encode(isAIFound ? "ai" : "rules", forKey: .foundBy)
  }
}
