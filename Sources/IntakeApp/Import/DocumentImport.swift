import Foundation
import IntakeCore
import IntakeDocuments
import IntakeParsing
import IntakeStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines of one document, read as they are asked for.
public protocol LineSource {
  /// The next line without its line break, or nil at the end.
  mutating func next() throws -> Substring?
  /// Bytes read so far, for progress.
  var bytesRead: Int { get }
}

/// One document to import: how it is named, the file it is, and how to read it.
public struct DocumentInput {
  /// How messages name it: the path, or "stdin".
  public var name: String
  /// The path, or nil for stdin: the tasks' provenance and part of the meeting's key.
  public var file: String?
  /// The file's modification day, the last resort for the meeting date; nil when the
  /// reference instant was given, which then wins.
  public var fileDay: LocalDate?
  /// Opens it for reading; called when its turn comes, so one file is open at a time.
  public var open: () throws -> any LineSource

  public init(
    name: String, file: String?, fileDay: LocalDate?, open: @escaping () throws -> any LineSource
  ) {
    self.name = name
    self.file = file
    self.fileDay = fileDay
    self.open = open
  }
}

/// Reads notes and transcripts into tasks and stores them as one batch: the work behind
/// `intake import` of documents and `intake add -`, over the `TaskRepository` protocol.
///
/// Into a store that exists, tasks are stored as they are read, a chunk at a time in the
/// batch's one transaction, so memory stays flat however many there are. A new store is made
/// only once the input has been read and holds a task, so bad input never leaves an empty one
/// behind. With the AI step, or for a preview, every draft is read first.
public struct DocumentImport {
  /// Who imports.
  public var user: String
  /// The reference date, zone and team the documents are read against.
  public var base: ParsingContext
  /// The meeting's date when the user gave it (`--meeting-date`).
  public var meetingDate: LocalDate?
  /// Whether checked items are imported, as done.
  public var includeDone = false
  /// Items found with less confidence are left out.
  public var minimumConfidence = DocumentParser.defaultMinimumConfidence
  /// The AI step; it runs once, over every draft, before anything is stored.
  public var assistant: AIAssistant?
  /// Whether the report keeps every task added (for JSON), not only the first `listedTasks`.
  public var keepsEveryTask = false
  /// Told how many more bytes were read, as they are read.
  public var progress: (Int) -> Void = { _ in }
  /// Told of each item left out for a reason the user should hear, one line each.
  public var warn: (String) -> Void

  /// How many added tasks a report keeps when it does not keep them all.
  public static let listedTasks = 20

  public init(user: String, base: ParsingContext, warn: @escaping (String) -> Void) {
    self.user = user
    self.base = base
    self.warn = warn
  }

  /// Where the tasks go: the store when it exists, and how to make it when it does not yet.
  public struct Destination {
    public var existing: (any TaskRepository)?
    public var create: () throws -> any TaskRepository

    public init(
      existing: (any TaskRepository)?, create: @escaping () throws -> any TaskRepository
    ) {
      self.existing = existing
      self.create = create
    }
  }

  /// What an import stored.
  public struct Report {
    /// The batch, nil when nothing was new.
    public var batch: Batch?
    /// The tasks added: all of them with `keepsEveryTask`, else at least the first
    /// `listedTasks`.
    public var shown: [StoredTask] = []
    /// How many tasks were added.
    public var added = 0
    /// Tasks updated from their edited items, as now stored.
    public var updated: [StoredTask] = []
    /// Tasks whose item changed but which were edited by hand since: left as they are.
    public var kept: [StoredTask] = []
    /// Items already stored.
    public var skipped = 0
    /// The warnings of the tasks stored, with where their items are ("notes.md:12").
    public var warnings: [(place: String, diagnostics: [Diagnostic])] = []
  }

  /// What an import would do, with nothing written.
  public struct Preview {
    /// Every draft found and kept, in order.
    public var drafts: [DocumentDraft]
    /// For each draft, what storing it would do.
    public var states: [State]
  }

  /// What an import would do with an item: store it, leave it (already there), or update the
  /// task of the item it was before an edit.
  public enum State: Equatable, Sendable {
    case new, there, changed
  }

  // MARK: - Running

  /// Reads every input, then stores the tasks as one batch.
  ///
  /// - Throws: `ServiceError` when no item was found, what reading an input throws, and
  ///   `StoreError`; nothing is stored then.
  public func run(_ inputs: [DocumentInput], label: String, into destination: Destination)
    throws -> Report
  {
    if assistant != nil {
      return try store(
        try readWithAI(inputs, cache: destination.existing), label: label, into: destination)
    }
    if let existing = destination.existing {
      return try stream(inputs, label: label, into: existing)
    }
    var batch = PendingBatch(user: user, at: Date())
    let people = try OwnerNames(nil)
    for input in inputs {
      try readAlongside(input) { found in
        guard isKept(found) else { return }
        var found = found
        people.resolve(&found.draft)
        batch.add(found)
      }
    }
    return try store(batch, label: label, into: destination)
  }

  /// Reads every input and says what importing it would do, with nothing written.
  public func preview(_ inputs: [DocumentInput], existing: (any TaskRepository)?) throws
    -> Preview
  {
    try preview(try readWithAI(inputs, cache: existing), existing: existing)
  }

  /// Every draft of the inputs, with the AI's read of whole documents when it has one.
  private func readWithAI(_ inputs: [DocumentInput], cache: (any TaskRepository)?) throws
    -> (drafts: [DocumentDraft], calls: Int?)
  {
    var drafts: [DocumentDraft] = []
    var calls = assistant?.maxCalls
    for input in inputs {
      var found: [DocumentDraft] = []
      guard let assistant else {
        try readAlongside(input) { found.append($0) }
        drafts += found
        continue
      }
      var (parser, lines) = try read(input, keepsLines: assistant.mode == .smart) {
        found.append($0)
      }
      if assistant.readsDocument(
        format: parser.format, lineCount: lines.count, ruleItems: found.count)
      {
        found = assistant.addingDocumentItems(
          lines: lines, parser: &parser, to: found, name: input.name, cache: cache, calls: &calls)
      }
      drafts += found
    }
    return (drafts, calls)
  }

  /// What storing drafts already read would do, with nothing written.
  ///
  /// - Parameters:
  ///   - read: The drafts, and the AI requests left for the items (the documents' own requests
  ///     count against `--ai-max-calls`).
  ///   - existing: The store, when there is one.
  /// - Returns: The drafts kept, each with what storing it would do.
  /// - Throws: `StoreError` when the store cannot be read.
  private func preview(
    _ read: (drafts: [DocumentDraft], calls: Int?), existing: (any TaskRepository)?
  ) throws -> Preview {
    let drafts = try improved(read.drafts.filter(isKept), calls: read.calls, cache: existing)
    let now = Date()
    let tasks = drafts.map { PendingBatch.task(for: $0, by: user, at: now).0 }
    let outcomes = try existing?.previewImport(tasks, by: user, at: now) ?? [:]
    let states = tasks.map { task -> State in
      switch task.contentHash.flatMap({ outcomes[$0] }) {
      case .added?: .new
      case .updated?: .changed
      case .keptEdited?, nil: existing == nil ? .new : .there
      }
    }
    return Preview(drafts: drafts, states: states)
  }

  /// Stores drafts already read (such as the lines of `intake add -`) as one batch.
  ///
  /// - Throws: `ServiceError` when no draft is left to store, and `StoreError`.
  public func store(
    _ read: (drafts: [DocumentDraft], calls: Int?), label: String, into destination: Destination
  ) throws -> Report {
    let kept = read.drafts.filter(isKept)
    // The answer cache lives in the store an import is about to create anyway.
    let cache =
      try destination.existing ?? (kept.isEmpty || assistant == nil ? nil : destination.create())
    var batch = PendingBatch(user: user, at: Date())
    for found in try improved(kept, calls: read.calls, cache: cache) { batch.add(found) }
    return try store(
      batch, label: label, into: Destination(existing: cache, create: destination.create))
  }

  /// The drafts, each asked about by the AI (with `calls` requests left) and with its owners
  /// resolved.
  private func improved(_ drafts: [DocumentDraft], calls: Int?, cache: (any TaskRepository)?)
    throws -> [DocumentDraft]
  {
    var drafts = drafts
    if var assistant {
      assistant.maxCalls = calls
      drafts = assistant.improve(drafts, cache: cache)
    }
    let people = try OwnerNames(cache)
    for index in drafts.indices { people.resolve(&drafts[index].draft) }
    return drafts
  }

  /// Reads the inputs and stores each task as it is read, as one batch in one transaction.
  private func stream(
    _ inputs: [DocumentInput], label: String, into repository: any TaskRepository
  ) throws -> Report {
    Self.keepFreedMemory()
    let createdAt = Date()
    var report = Report()
    // Warnings wait for their task to be stored: items already there were warned about when
    // they were first imported.
    var pendingWarnings: [String: (place: String, diagnostics: [Diagnostic])] = [:]
    var given = 0
    let people = try OwnerNames(repository)
    report.batch = try repository.importBatch(
      source: label, by: user, at: createdAt,
      stored: { outcome in
        let task: StoredTask
        switch outcome {
        case .added(let new):
          report.added += 1
          if keepsEveryTask || report.shown.count < Self.listedTasks { report.shown.append(new) }
          task = new
        case .updated(_, let after):
          report.updated.append(after)
          task = after
        case .keptEdited(let kept, _):
          report.kept.append(kept)
          return
        }
        if let hash = task.contentHash, let warning = pendingWarnings.removeValue(forKey: hash) {
          report.warnings.append(warning)
        }
      },
      { sink in
        for input in inputs {
          try readAlongside(input) { found in
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
    guard given > 0 else { throw Self.nothingFound(label) }
    report.skipped = given - report.added - report.updated.count
    return report
  }

  private func store(
    _ batch: consuming PendingBatch, label: String, into destination: Destination
  ) throws -> Report {
    guard !batch.tasks.isEmpty else { throw Self.nothingFound(label) }
    let repository = try destination.existing ?? destination.create()
    let warnings = batch.warnings
    let createdAt = batch.createdAt
    let result = try repository.importBatch(
      batch.takeTasks(), source: label, by: user, at: createdAt)
    // Items already stored were warned about when they were first imported.
    let added = Set((result.added + result.updated).compactMap(\.contentHash))
    return Report(
      batch: result.batch, shown: result.added, added: result.added.count,
      updated: result.updated, kept: result.keptEdited, skipped: result.skipped,
      warnings: warnings.filter { added.contains($0.hash) }.map { ($0.place, $0.diagnostics) })
  }

  private static func nothingFound(_ label: String) -> ServiceError {
    ServiceError("\(label): no action items found; nothing was imported")
  }

  /// Whether a draft goes into the import: done items only with `includeDone`, and never an
  /// item with no title left (which is reported).
  private func isKept(_ found: DocumentDraft) -> Bool {
    if found.isDone && !includeDone { return false }
    if found.confidence < minimumConfidence { return false }
    if found.draft.text.isEmpty {
      warn("\(Self.place(found.source)): no title left; skipped")
      return false
    }
    return true
  }

  // MARK: - Reading

  /// Reads one input line by line, handing each draft to `sink` as soon as it is complete.
  ///
  /// - Parameters:
  ///   - input: The document.
  ///   - keepsLines: Whether to keep the lines too, for the AI's read of the whole document.
  ///   - sink: Receives each draft.
  /// - Returns: The parser that read it, and its lines when they were kept.
  /// - Throws: What opening and reading the input throws, `ServiceError` when it holds no
  ///   text, and what `sink` throws.
  @discardableResult
  public func read(
    _ input: DocumentInput, keepsLines: Bool = false,
    into sink: (DocumentDraft) throws -> Void
  ) throws -> (parser: DocumentParser, lines: [(number: Int, text: String)]) {
    var source = try input.open()
    var parser = DocumentParser(
      base: base, fileName: input.file, fileDate: input.fileDay, meetingDate: meetingDate)
    var sawText = false
    var lastBytes = 0
    var lines: [(number: Int, text: String)] = []
    while let line = try source.next() {
      if keepsLines { lines.append((lines.count + 1, String(line))) }
      if !sawText, !line.allSatisfy(\.isWhitespace) { sawText = true }
      for found in parser.feed(line) { try sink(found) }
      let bytes = source.bytesRead
      if bytes != lastBytes {
        progress(bytes - lastBytes)
        lastBytes = bytes
      }
    }
    for found in parser.finish() { try sink(found) }
    if !sawText { throw Self.empty(input) }
    return (parser, lines)
  }

  /// What the reading thread of `readAlongside` hands on: items found, and how far it read.
  private struct ReadChunk: Sendable {
    var items: [DocumentParser.Found] = []
    var bytesRead = 0
    var sawText = false
  }

  /// Reads one input as `read(_:keepsLines:into:)` does, the reading on a thread of its own.
  ///
  /// That thread splits the lines into items (the reader's work, over half an import's time)
  /// while this one drafts them and hands them to `sink`, and so to the store: on two cores an
  /// import takes little more than the longer of the two. The drafts, their order and the
  /// errors are the same; at most eight chunks of items wait between the threads, so memory
  /// stays flat.
  ///
  /// - Throws: What opening and reading the input throws, `ServiceError` when it holds no
  ///   text, and what `sink` throws (the reading then stops).
  func readAlongside(_ input: DocumentInput, into sink: (DocumentDraft) throws -> Void) throws {
    // Only the reading thread uses the source and the parser from here on.
    nonisolated(unsafe) var source = try input.open()
    let parser = DocumentParser(
      base: base, fileName: input.file, fileDate: input.fileDay, meetingDate: meetingDate)
    let handoff = Handoff<ReadChunk>(capacity: 8)
    handoff.start { handoff in
      var parser = parser
      var chunk = ReadChunk()
      var chunkStart = 0
      do {
        while let line = try source.next() {
          if !chunk.sawText, !line.allSatisfy(\.isWhitespace) { chunk.sawText = true }
          chunk.items += parser.items(line)
          chunk.bytesRead = source.bytesRead
          if chunk.items.count >= 64 || chunk.bytesRead - chunkStart >= 1 << 18 {
            guard handoff.put(chunk) else { return }
            chunk.items = []
            chunkStart = chunk.bytesRead
          }
        }
      } catch {
        // The items before the error first, as on one thread.
        _ = handoff.put(chunk)
        throw error
      }
      chunk.items += parser.finishItems()
      _ = handoff.put(chunk)
    }
    // When this thread stops early, the reading one stops at its next chunk.
    defer { handoff.cancel() }
    var sawText = false
    var lastBytes = 0
    while let chunk = try handoff.take() {
      for found in chunk.items { try sink(parser.draft(found)) }
      sawText = sawText || chunk.sawText
      if chunk.bytesRead != lastBytes {
        progress(chunk.bytesRead - lastBytes)
        lastBytes = chunk.bytesRead
      }
    }
    if !sawText { throw Self.empty(input) }
  }

  private static func empty(_ input: DocumentInput) -> ServiceError {
    ServiceError("\(input.name): is empty; nothing to import")
  }

  /// Where an item is, as warnings name it: "notes.md:12".
  public static func place(_ source: TaskSource) -> String {
    "\(source.file ?? "stdin"):\(source.line ?? 0)"
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
      warnings.append((DocumentImport.place(found.source), found.draft.diagnostics, hash))
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
