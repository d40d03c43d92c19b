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

/// Reads documents into drafts and stores them as one batch: the work behind `intake import`
/// and `intake add -`.
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
  ///
  /// A preview keeps every draft (it prints them all). An import turns each draft into the
  /// task to store as soon as it is read, keeping only that and the draft's warnings, so memory
  /// grows with the tasks found, not with the documents read.
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
    // The AI step needs every draft before anything is stored, so with it the import keeps
    // the drafts, as a preview does.
    if dryRun || assistant != nil {
      var drafts: [DocumentDraft] = []
      var calls = assistant?.maxCalls
      for source in sources {
        var found: [DocumentDraft] = []
        var (parser, lines) = try read(
          source, base: base, progress: &progress, keepsLines: assistant?.mode == .smart
        ) { found.append($0) }
        if let assistant,
          assistant.readsDocument(
            format: parser.format, lineCount: lines.count, ruleItems: found.count)
        {
          found = assistant.addingDocumentItems(
            lines: lines, parser: &parser, to: found, name: source.name, cache: existing,
            calls: &calls)
        }
        drafts += found
      }
      progress.finish()
      // The documents' requests count against --ai-max-calls; the items get what is left.
      var importer = self
      importer.assistant?.maxCalls = calls
      try importer.finish(
        drafts: drafts, label: label, existing: existing, dryRun: dryRun, json: json)
      return
    }
    // Into a database that exists, the tasks are stored as they are read, so memory stays
    // flat however many there are. A new database is made only once the input has been read
    // and holds a task, so bad input never leaves an empty database behind.
    if let existing {
      try stream(sources, into: existing, base: base, progress: &progress, label: label, json: json)
      return
    }
    var batch = PendingBatch(user: user, at: Date())
    let people = try OwnerNames(nil)
    for source in sources {
      try read(source, base: base, progress: &progress) { found in
        guard isKept(found) else { return }
        var found = found
        people.resolve(&found.draft)
        batch.add(found)
      }
    }
    progress.finish()
    try store(batch, label: label, existing: existing, json: json)
  }

  /// Reads the sources and stores each task as it is read, as one batch in one transaction.
  private func stream(
    _ sources: [ImportSource], into repository: any TaskRepository, base: ParsingContext,
    progress: inout Progress, label: String, json: Bool
  ) throws {
    Self.keepFreedMemory()
    let createdAt = Date()
    var shown: [StoredTask] = []
    // Warnings wait for their task to be stored: items already there were warned about when
    // they were first imported.
    var pendingWarnings: [String: (place: String, diagnostics: [Diagnostic])] = [:]
    var warnings: [(place: String, diagnostics: [Diagnostic])] = []
    var given = 0
    var added = 0
    let people = try OwnerNames(repository)
    var changed = Changed()
    let batch = try repository.importBatch(
      source: label, by: user, at: createdAt,
      stored: { outcome in
        let task: StoredTask
        switch outcome {
        case .added(let new):
          added += 1
          if json || shown.count < Self.listedTasks { shown.append(new) }
          task = new
        case .updated(_, let after):
          changed.updated.append(after)
          task = after
        case .keptEdited(let kept, _):
          changed.kept.append(kept)
          return
        }
        if let hash = task.contentHash, let warning = pendingWarnings.removeValue(forKey: hash) {
          warnings.append(warning)
        }
      },
      { sink in
        for source in sources {
          try read(source, base: base, progress: &progress) { found in
            guard isKept(found) else { return }
            var found = found
            people.resolve(&found.draft)
            let (task, hash) = PendingBatch.task(for: found, by: user, at: createdAt)
            if !found.draft.diagnostics.isEmpty, pendingWarnings[hash] == nil {
              pendingWarnings[hash] = (Self.place(found.source), found.draft.diagnostics)
            }
            given += 1
            try sink.add(task)
          }
        }
      })
    progress.finish()
    guard given > 0 else {
      throw CLIError("\(label): no action items found; nothing was imported")
    }
    for warning in warnings { Console.warn(warning.diagnostics, at: warning.place) }
    report(
      batch, shown: shown, added: added, changed: changed,
      skipped: given - added - changed.updated.count, label: label, json: json)
  }

  /// The tasks an import changed rather than added.
  struct Changed {
    /// Updated from their edited items, as now stored.
    var updated: [StoredTask] = []
    /// Edited by hand since they were imported, so left as they are though their item changed.
    var kept: [StoredTask] = []
  }

  /// Stores (or previews) drafts already read, such as the lines of `intake add -`.
  func finish(
    drafts all: [DocumentDraft], label: String, existing: (any TaskRepository)?, dryRun: Bool,
    json: Bool
  ) throws {
    var drafts = all.filter(isKept)
    if let assistant {
      // The answer cache lives in the database an import is about to create anyway.
      let cache = try existing ?? (dryRun || drafts.isEmpty ? nil : store.open())
      drafts = assistant.improve(drafts, cache: cache)
    }
    let people = try OwnerNames(existing)
    for index in drafts.indices { people.resolve(&drafts[index].draft) }
    if dryRun {
      try preview(drafts, existing: existing, json: json)
      return
    }
    var batch = PendingBatch(user: user, at: Date())
    for found in drafts { batch.add(found) }
    try store(batch, label: label, existing: existing, json: json)
  }

  /// Whether a draft goes into the import: done items only with `--include-done`, and never
  /// an item with no title left (which is reported).
  private func isKept(_ found: DocumentDraft) -> Bool {
    if found.isDone && !includeDone { return false }
    if found.confidence < minimumConfidence { return false }
    if found.draft.text.isEmpty {
      Console.error("warning: \(Self.place(found.source)): no title left; skipped")
      return false
    }
    return true
  }

  private func preview(_ drafts: [DocumentDraft], existing: (any TaskRepository)?, json: Bool)
    throws
  {
    let now = Date()
    let tasks = drafts.map { PendingBatch.task(for: $0, by: user, at: now).0 }
    let outcomes = try existing?.previewImport(tasks, by: user, at: now) ?? [:]
    let states = tasks.map { task -> ImportRenderer.State in
      switch task.contentHash.flatMap({ outcomes[$0] }) {
      case .added?: .new
      case .updated?: .changed
      case .keptEdited?, nil: existing == nil ? .new : .there
      }
    }
    if json {
      print(try Console.json(drafts.map(PreviewJSON.init)))
    } else {
      print(ImportRenderer.table(drafts, states: states))
      let already = states.filter { $0 == .there }.count
      let changed = states.filter { $0 == .changed }.count
      let changes = changed == 0 ? "" : "\(changed) changed, "
      print(
        "\(drafts.count - already - changed) new, \(changes)\(already) already there "
          + "(dry run: nothing stored)")
    }
    for found in drafts { Console.warn(found.draft.diagnostics, at: Self.place(found.source)) }
  }

  /// How many stored tasks an import lists by name; past that, it says how many more.
  static let listedTasks = 20

  private func store(
    _ batch: consuming PendingBatch, label: String, existing: (any TaskRepository)?, json: Bool
  ) throws {
    guard !batch.tasks.isEmpty else {
      throw CLIError("\(label): no action items found; nothing was imported")
    }
    let repository = try existing ?? store.open()
    let warnings = batch.warnings
    let createdAt = batch.createdAt
    let result = try repository.importBatch(
      batch.takeTasks(), source: label, by: user, at: createdAt)
    // Items already stored were warned about when they were first imported.
    let added = Set((result.added + result.updated).compactMap(\.contentHash))
    for warning in warnings where added.contains(warning.hash) {
      Console.warn(warning.diagnostics, at: warning.place)
    }
    report(
      result.batch, shown: result.added, added: result.added.count,
      changed: Changed(updated: result.updated, kept: result.keptEdited), skipped: result.skipped,
      label: label, json: json)
  }

  /// Keeps memory that a streamed import frees for its next items.
  ///
  /// Each item's memory is freed before the next is read, and glibc's malloc then gives the
  /// top of the heap back to the system and asks for it again a moment later: on 20 MB of
  /// minutes that churn (brk calls and the page faults after them) took a third of the time.
  /// A few MiB kept between items stop it.
  private static func keepFreedMemory() {
    #if canImport(Glibc)
      // mallopt(3) is not in Swift's Glibc module; it is looked up by name. The option numbers
      // are glibc's <malloc.h>: M_TRIM_THRESHOLD -1, M_TOP_PAD -2.
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(nil, "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      _ = mallopt(-1, 64 << 20)
      _ = mallopt(-2, 16 << 20)
    #endif
  }

  /// Prints what an import stored: every task as JSON, or the batch and the first tasks.
  /// - Parameters:
  ///   - batch: The batch stored, nil when nothing was new.
  ///   - shown: The tasks stored (all of them for JSON; at least the first `listedTasks`).
  ///   - added: How many tasks were stored.
  ///   - changed: The tasks updated from their edited items, and those kept as edited by hand.
  ///   - skipped: How many were already there.
  ///   - label: The source, as the summary names it.
  ///   - json: Whether to print the tasks as JSON.
  private func report(
    _ batch: Batch?, shown: [StoredTask], added: Int, changed: Changed, skipped: Int,
    label: String, json: Bool
  ) {
    if json {
      var output = TaskOutput.standardOutput(JSONTaskWriter())
      // stdout's writes do not throw.
      for task in shown + changed.updated { try? output.append(task) }
      try? output.finish()
      return
    }
    if let batch {
      let noun = added == 1 ? "task" : "tasks"
      let updates =
        changed.updated.isEmpty
        ? "" : ", updated \(changed.updated.count) whose item changed"
      print(
        "Imported \(added) \(noun)\(updates) from \(label) (batch \(batch.shortID); "
          + "intake undo \(batch.shortID) \(changed.updated.isEmpty ? "removes" : "reverts") it)")
      for task in shown.prefix(Self.listedTasks) { print("  " + TaskRenderer.line(task)) }
      if added > Self.listedTasks {
        print("  … and \(added - Self.listedTasks) more (intake list shows them)")
      }
      for task in changed.updated.prefix(Self.listedTasks) {
        print("~ " + TaskRenderer.line(task))
      }
    }
    for task in changed.kept {
      Console.error(
        "warning: the item of task \(TaskRenderer.shortID(task)) changed in \(label), but the task "
          + "was edited since it was imported; left as it is")
    }
    if skipped > 0 {
      print("\(skipped) item\(skipped == 1 ? " was" : "s were") already there")
    }
  }

  // MARK: - Reading

  /// Reads one source line by line, handing each draft to `sink` as soon as it is complete.
  ///
  /// - Parameters:
  ///   - source: The file or stdin.
  ///   - base: The reference date, zone and team.
  ///   - progress: The progress bar to advance.
  ///   - keepsLines: Whether to keep the lines too, for the AI's read of the whole document.
  ///   - sink: Receives each draft.
  /// - Returns: The parser that read it, and its lines when they were kept.
  /// - Throws: `InputError` when the source cannot be read, and what `sink` throws.
  @discardableResult
  private func read(
    _ source: ImportSource, base: ParsingContext, progress: inout Progress,
    keepsLines: Bool = false, into sink: (DocumentDraft) throws -> Void
  ) throws -> (parser: DocumentParser, lines: [(number: Int, text: String)]) {
    let handle: FileHandle
    if let path = source.path {
      guard let opened = FileHandle(forReadingAtPath: path) else {
        throw InputError.unreadable(name: path, reason: "permission denied or not a file")
      }
      handle = opened
    } else {
      handle = FileHandle.standardInput
    }
    defer { if source.path != nil { try? handle.close() } }
    var reader = LineReader(handle: handle, name: source.name, sizeLimit: sizeLimit)
    // An explicit --now (or INTAKE_NOW) beats the file's modification day as the reference.
    let fileDay = parsing.isNowGiven ? nil : source.path.flatMap { fileDate($0, base) }
    var parser = DocumentParser(
      base: base, fileName: source.path, fileDate: fileDay, meetingDate: meetingDate)
    var sawText = false
    var lastBytes = 0
    var lines: [(number: Int, text: String)] = []
    while let line = try reader.next() {
      if keepsLines { lines.append((lines.count + 1, String(line))) }
      if !sawText, !line.allSatisfy(\.isWhitespace) { sawText = true }
      for found in parser.feed(line) { try sink(found) }
      if reader.bytesRead != lastBytes {
        progress.advance(by: reader.bytesRead - lastBytes)
        lastBytes = reader.bytesRead
      }
    }
    for found in parser.finish() { try sink(found) }
    if !sawText { throw InputError.empty(name: source.name) }
    return (parser, lines)
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

  static func place(_ source: TaskSource) -> String {
    "\(source.file ?? "stdin"):\(source.line ?? 0)"
  }
}

/// The tasks of an import, made from its drafts as they are read, and the warnings to print.
///
/// Only what is stored and what is reported is kept: a draft's field sources (for `--explain`)
/// are dropped as soon as it is made into a task.
struct PendingBatch: ~Copyable {
  let user: String
  let createdAt: Date
  private(set) var tasks: [StoredTask] = []
  /// Each draft's warnings, with the content hash of the task it became.
  private(set) var warnings: [(place: String, diagnostics: [Diagnostic], hash: String)] = []

  init(user: String, at createdAt: Date) {
    self.user = user
    self.createdAt = createdAt
  }

  mutating func add(_ found: DocumentDraft) {
    let (task, hash) = Self.task(for: found, by: user, at: createdAt)
    if !found.draft.diagnostics.isEmpty {
      warnings.append((Importer.place(found.source), found.draft.diagnostics, hash))
    }
    tasks.append(task)
  }

  /// The task a draft becomes, with where it came from and its content hash.
  static func task(for found: DocumentDraft, by user: String, at createdAt: Date) -> (
    StoredTask, hash: String
  ) {
    let hash = ContentHash.of(meetingKey: found.meetingKey, text: found.itemText)
    var task = StoredTask(
      draft: found.draft, status: found.isDone ? .done : .todo, createdBy: user,
      createdAt: createdAt, sourceText: found.itemText, sourceFile: found.source.file,
      sourceLine: found.line, sourceSpeaker: found.source.speaker,
      sourceTimestamp: found.source.timestamp, contentHash: hash)
    task.foundBy = found.isAIFound ? "ai" : nil
    task.sourceMeeting = found.meetingKey
    return (task, hash)
  }

  /// The tasks, handed over without a copy.
  consuming func takeTasks() -> [StoredTask] { tasks }
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

  func finish() {
    guard hasDrawn else { return }
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
