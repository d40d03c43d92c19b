import Foundation
import GRDB
import IntakeCore

extension SQLiteTaskRepository {
  // MARK: - Importing

  public func importBatch(
    _ tasks: consuming [StoredTask], source: String, by user: String, at now: Date
  ) throws(StoreError) -> ImportResult {
    guard !tasks.isEmpty else { return ImportResult(batch: nil, added: [], skipped: 0) }
    var result = ImportResult(batch: nil, added: [], skipped: 0)
    let given = tasks
    do {
      result.batch = try importBatch(
        source: source, by: user, at: now,
        stored: { outcome in
          switch outcome {
          case .added(let task): result.added.append(task)
          case .updated(_, let task): result.updated.append(task)
          case .keptEdited(let task, _): result.keptEdited.append(task)
          }
        }, { sink in for task in given { try sink.add(task) } })
      result.skipped = given.count - result.added.count - result.updated.count
      return result
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(translating: error, path: path)
    }
  }

  /// The streamed import, as `TaskRepository` describes it.
  ///
  /// The write lock is taken before `produce` runs and held until it returns, so the check for
  /// tasks already stored cannot race another import.
  public func importBatch(
    source: String, by user: String, at now: Date, isDryRun: Bool,
    stored: (ImportOutcome) -> Void, _ produce: (any ImportSink) throws -> Void
  ) throws -> Batch? {
    // The time as stored, so the batch returned equals the batch `batches()` reads back.
    let createdAt = Timestamp.date(Timestamp.text(now)) ?? now
    var produceError: (any Error)?
    var hasStarted = false
    var isRetried = false
    var isAbandoned = false
    let batch: Batch?
    do {
      batch = try withoutActuallyEscaping(stored) { stored throws(StoreError) in
        try write { db -> Batch? in
          // A busy lock is retried whole, but `produce` reads its input once.
          guard !hasStarted else {
            isRetried = true
            throw SQLiteImportSink.Abandon()
          }
          hasStarted = true
          let id = try Self.newBatchID(at: now, in: db)
          var batch = Batch(
            id: id, source: source, createdAt: createdAt, createdBy: user, itemCount: 0,
            addedCount: 0, skippedCount: 0)
          try db.execute(sql: Batch.insertSQL, arguments: batch.insertArguments)
          let sink = SQLiteImportSink(
            database: db, batchID: id, insert: try db.cachedStatement(sql: StoredTask.insertSQL),
            user: user, now: now, stored: stored)
          do {
            try produce(sink)
            try sink.flush()
            try sink.finish()
          } catch let error as StoreError {
            throw error
          } catch let error as DatabaseError {
            throw error
          } catch {
            produceError = error
            throw SQLiteImportSink.Abandon()
          }
          guard sink.added + sink.updated > 0, !isDryRun else {
            isAbandoned = true
            throw SQLiteImportSink.Abandon()
          }
          batch.itemCount = sink.given
          batch.addedCount = sink.added
          batch.skippedCount = sink.given - sink.added
          try db.execute(
            sql:
              "UPDATE batches SET item_count = ?, added_count = ?, skipped_count = ? WHERE id = ?",
            arguments: [batch.itemCount, batch.addedCount, batch.skippedCount, id])
          return batch
        }
      }
    } catch {
      if let produceError { throw produceError }
      if isRetried {
        throw StoreError.busy(
          path: path, SQLiteFailure(code: 5, message: "the database was locked during the import"))
      }
      // Nothing new: the batch was rolled back, and that is not a failure.
      if isAbandoned { return nil }
      throw error
    }
    return batch
  }

  /// What importing these tasks would do to each, by the content hash of its item, with
  /// nothing written: absent for a task that is already stored.
  ///
  /// - Throws: `StoreError` as `importBatch` does.
  public func previewImport(
    _ tasks: [StoredTask], by user: String, at now: Date
  ) throws(StoreError) -> [String: ImportOutcome] {
    var outcomes: [String: ImportOutcome] = [:]
    do {
      _ = try importBatch(
        source: "preview", by: user, at: now, isDryRun: true,
        stored: { outcome in
          switch outcome {
          case .added(let task), .updated(_, let task), .keptEdited(_, let task):
            if let hash = task.contentHash { outcomes[hash] = outcome }
          }
        }, { sink in for task in tasks { try sink.add(task) } })
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(translating: error, path: path)
    }
    return outcomes
  }

  public func existingHashes(_ hashes: [String]) throws(StoreError) -> Set<String> {
    let unique = Array(Set(hashes))
    guard !unique.isEmpty else { return [] }
    return try read { db in try Self.storedHashes(unique, in: db) }
  }

  /// Which of `hashes` (no repeats) some task has, asked 500 at a time.
  ///
  /// Chunks stay well under SQLite's limit on bound parameters, and every full chunk reuses
  /// one prepared statement; each value is one lookup in `tasks_content_hash`. A temporary
  /// table would do the same with more statements for the sizes an import has.
  fileprivate static func storedHashes(_ hashes: [String], in db: Database) throws -> Set<String> {
    var stored: Set<String> = []
    var start = 0
    while start < hashes.count {
      let chunk = hashes[start..<min(start + 500, hashes.count)]
      let marks = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
      let statement = try db.cachedStatement(
        sql: "SELECT DISTINCT content_hash FROM tasks WHERE content_hash IN (\(marks))")
      let found = try String.fetchAll(statement, arguments: StatementArguments(Array(chunk)))
      stored.formUnion(found)
      start += chunk.count
    }
    return stored
  }

  /// A batch id for an import at `now` whose random part no stored batch has, so that part
  /// alone (`Batch.shortID`) names it.
  private static func newBatchID(at now: Date, in db: Database) throws -> String {
    // 65 536 suffixes: a draw is taken only while a database holds a few thousand imports.
    for _ in 0..<256 {
      let id = Batch.makeID(at: now)
      let isTaken = try Bool.fetchOne(
        db, sql: "SELECT EXISTS (SELECT 1 FROM batches WHERE id = ? OR substr(id, -4) = ?)",
        arguments: [id, String(id.suffix(4))])
      if isTaken != true { return id }
    }
    throw DatabaseError(
      resultCode: .SQLITE_CONSTRAINT, message: "no free batch id for \(Timestamp.text(now))")
  }

  // MARK: - Listing and undoing

  public func batches() throws(StoreError) -> [Batch] {
    let rows = try read { db in
      try Row.fetchAll(
        db, sql: "SELECT \(Batch.columnList) FROM batches ORDER BY created_at DESC, rowid DESC")
    }
    var batches: [Batch] = []
    batches.reserveCapacity(rows.count)
    for row in rows { batches.append(try Batch(row: row)) }
    return batches
  }

  public func undo(batchID: String?) throws(StoreError) -> UndoResult {
    try write { db in
      let batch = try Self.batch(idPrefix: batchID, in: db)
      // Unedited: no change ever bumped the version (see `TaskRepository.undo`).
      try db.execute(
        sql: """
          DELETE FROM tasks WHERE batch_id = ? AND version = 1
          """,
        arguments: [batch.id])
      let removed = db.changesCount
      let rows = try Row.fetchAll(
        db, sql: "SELECT \(StoredTask.columnList) FROM tasks WHERE batch_id = ? ORDER BY rowid",
        arguments: [batch.id])
      // ON DELETE SET NULL detaches the tasks kept.
      try db.execute(sql: "DELETE FROM batches WHERE id = ?", arguments: [batch.id])
      var kept: [StoredTask] = []
      for row in rows {
        var task = try StoredTask(row: row)
        task.batchID = nil
        kept.append(task)
      }
      var result = UndoResult(batch: batch, removed: removed, keptEdited: kept)
      try Self.revertUpdates(of: batch, into: &result, at: Date(), in: db)
      return result
    }
  }

  /// Puts back the tasks a batch updated from edited items, each one not changed since.
  private static func revertUpdates(
    of batch: Batch, into result: inout UndoResult, at now: Date, in db: Database
  ) throws {
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT id, command, created_by, created_at, changes, undone_at FROM operations
        WHERE batch_id = ? AND undone_at IS NULL
        """, arguments: [batch.id])
    for row in rows {
      for change in try operation(row).changes {
        guard let before = change.before, let after = change.after,
          let current = try Row.fetchOne(
            db, sql: "SELECT \(StoredTask.columnList) FROM tasks WHERE id = ?",
            arguments: [after.databaseID]
          ).map({ row throws(StoreError) in try StoredTask(row: row) })
        else { continue }
        guard current.version == after.version else {
          result.keptEdited.append(current)
          continue
        }
        var restored = before
        restored.version = current.version
        try db.execute(
          sql: StoredTask.updateSQL,
          arguments: try restored.updateArguments(by: batch.createdBy, at: now))
        try Self.setItem(of: before, in: db)
        result.restored += 1
      }
    }
    try db.execute(
      sql: "UPDATE operations SET undone_at = ? WHERE batch_id = ?",
      arguments: [Timestamp.text(now), batch.id])
  }

  /// Stores the item a task now comes from (its text, place and content hash), and marks its
  /// current version as the one an import wrote.
  static func setItem(of task: StoredTask, in db: Database) throws {
    try db.execute(
      sql: """
        UPDATE tasks SET source_text = ?, source_line = ?, source_speaker = ?,
          source_timestamp = ?, content_hash = ?, imported_version = version
        WHERE id = ?
        """,
      arguments: [
        task.sourceText, task.sourceLine, task.sourceSpeaker, task.sourceTimestamp,
        task.contentHash, task.databaseID,
      ])
  }

  /// The batch `idPrefix` names (see `TaskRepository.undo`), or the newest when it is nil.
  private static func batch(idPrefix: String?, in db: Database) throws -> Batch {
    guard let idPrefix else {
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT \(Batch.columnList) FROM batches ORDER BY created_at DESC, rowid DESC LIMIT 1
          """)
      guard let row else { throw StoreError.noBatches }
      return try Batch(row: row)
    }
    let typed = idPrefix.trimmingCharacters(in: .whitespaces).lowercased()
    guard !typed.isEmpty else { throw StoreError.batchNotFound(idPrefix: idPrefix) }
    let full = typed.hasPrefix("b-") ? typed : "b-" + typed
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT \(Batch.columnList) FROM batches
        WHERE substr(id, 1, length(?)) = ? OR substr(id, 1, length(?)) = ?
        """,
      arguments: [typed, typed, full, full])
    // A whole id wins over the longer ids it is a prefix of.
    if let exact = rows.first(where: { [typed, full].contains($0["id"] as? String ?? "") }) {
      return try Batch(row: exact)
    }
    if rows.isEmpty, typed.count <= 4, typed.allSatisfy(\.isHexDigit) {
      // A short id ("ab12", "ab"): the start of the random part.
      let short = try Row.fetchAll(
        db,
        sql: """
          SELECT \(Batch.columnList) FROM batches
          WHERE length(id) = 22 AND substr(id, 19, length(?)) = ?
          """,
        arguments: [typed, typed])
      switch short.count {
      case 0: break
      case 1: return try Batch(row: short[0])
      default: throw StoreError.ambiguousBatchID(idPrefix: idPrefix, matchCount: short.count)
      }
    }
    switch rows.count {
    case 0: throw StoreError.batchNotFound(idPrefix: idPrefix)
    case 1: return try Batch(row: rows[0])
    default: throw StoreError.ambiguousBatchID(idPrefix: idPrefix, matchCount: rows.count)
    }
  }
}

/// Where a streamed import puts its tasks: they are stored a chunk at a time, inside the
/// batch's transaction, except those whose content is already stored.
///
/// Chunks rather than single tasks: the check for stored content is one query per chunk, and
/// the parser and SQLite each run long enough to keep their own data in the CPU's caches (task
/// by task, the same import took a quarter longer).
final class SQLiteImportSink: ImportSink {
  /// Thrown to roll the batch back: nothing new, or the producer failed.
  struct Abandon: Error {}

  /// Tasks held before they are stored.
  static let chunkSize = 1024

  private let database: Database
  let batchID: String
  private let insert: Statement
  private let stored: (ImportOutcome) -> Void
  /// Who imports, and when: the updates' `updated_by` and `updated_at`.
  private let user: String
  private let now: Date
  private var pending: [StoredTask] = []
  /// The updates made so far, recorded as one operation of the batch at the end.
  private var changes: [TaskChange] = []
  private var people = PeopleRecorder()
  /// For each meeting seen, the tasks earlier imports made of it (empty for a new meeting),
  /// read before this import stored any.
  private var earlier: [String: [Reimport.Candidate]] = [:]
  /// Meetings imported before, in the order this import first met them.
  private var earlierOrder: [String] = []
  /// The content hashes of this import's items in meetings imported before.
  private var present: Set<String> = []
  /// New items of meetings imported before: each may be an edited item, decided at the end.
  private var held: [StoredTask] = []
  /// Whether the store held any imported meeting when this import began; nil until asked.
  private var hasEarlierMeetings: Bool?
  /// Tasks handed over.
  private(set) var given = 0
  /// Tasks stored.
  private(set) var added = 0
  /// Tasks updated from their edited items.
  private(set) var updated = 0

  init(
    database: Database, batchID: String, insert: Statement, user: String, now: Date,
    stored: @escaping (ImportOutcome) -> Void
  ) {
    self.database = database
    self.batchID = batchID
    self.insert = insert
    self.user = user
    self.now = now
    self.stored = stored
    pending.reserveCapacity(Self.chunkSize)
  }

  /// Takes `task` into the batch; it is stored with its chunk unless a task with its content
  /// hash is stored already or came earlier.
  /// - Throws: `StoreError`: `.duplicateTask`, `.unstorableField`, `.diskFull`.
  func add(_ task: StoredTask) throws(StoreError) {
    given += 1
    pending.append(task)
    if pending.count >= Self.chunkSize { try flush() }
  }

  /// Takes a task read from another tool's file, which carries its own id.
  ///
  /// A task with a new id is stored; a stored one becomes what `merge` makes of it, or is left
  /// as it is when `merge` gives nil (nothing changed). An update is recorded with the batch,
  /// so undoing the batch puts the task back.
  /// - Throws: `StoreError` as `add` does.
  func put(_ task: StoredTask, merge: (StoredTask) -> StoredTask?)
    throws(StoreError)
  {
    try flush()
    given += 1
    do {
      let statement = try database.cachedStatement(
        sql: "SELECT \(StoredTask.columnList) FROM tasks WHERE id = ?")
      guard
        let row = try Row.fetchOne(statement, arguments: [task.id.lowercaseText])
      else {
        try store(task)
        return
      }
      let before = try StoredTask(row: row)
      guard let after = merge(before) else { return }
      try update(before, to: after)
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(translating: error, path: "")
    }
  }

  /// Stores the tasks held.
  /// - Throws: `StoreError` as `add` does.
  func flush() throws(StoreError) {
    guard !pending.isEmpty else { return }
    do {
      let hashes = Array(Set(pending.compactMap(\.contentHash)))
      var seen = try SQLiteTaskRepository.storedHashes(hashes, in: database)
      for task in pending {
        let isEarlier = try isImportedBefore(task.sourceMeeting)
        if let hash = task.contentHash {
          if isEarlier { present.insert(hash) }
          if !seen.insert(hash).inserted { continue }
        }
        if isEarlier {
          held.append(task)
        } else {
          try store(task)
        }
      }
      pending.removeAll(keepingCapacity: true)
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(translating: error, path: "")
    }
  }

  /// Decides the new items of meetings imported before: each one that is an edited item
  /// updates that item's task (recorded as one operation of the batch, which undoing the batch
  /// reverts), the rest are stored as new.
  ///
  /// - Throws: `StoreError` as `add` does.
  func finish() throws(StoreError) {
    do {
      for meeting in earlierOrder where !held.isEmpty {
        let items = held.filter { $0.sourceMeeting == meeting }
        let candidates = (earlier[meeting] ?? []).filter {
          $0.task.contentHash.map { !present.contains($0) } ?? true
        }
        let pairs = Reimport.pair(items, with: candidates.map(\.task))
        for (index, item) in items.enumerated() {
          guard let match = pairs[index].map({ candidates[$0] }) else {
            try store(item)
            continue
          }
          if match.isEditedByHand {
            stored(.keptEdited(match.task, item: item))
            continue
          }
          let after = try update(match.task, to: Reimport.updated(match.task, from: item))
          try SQLiteTaskRepository.setItem(of: after, in: database)
        }
      }
      if !changes.isEmpty {
        try database.execute(
          sql: """
            INSERT INTO operations (command, created_by, created_at, changes, batch_id)
            VALUES ('import', ?, ?, ?, ?)
            """,
          arguments: [
            user, Timestamp.text(now), try SQLiteTaskRepository.json(changes), batchID,
          ])
      }
      held = []
      changes = []
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(translating: error, path: "")
    }
  }

  /// Writes `after` over `before`, and records the change for the batch's operation.
  /// - Returns: `after` as stored, its version bumped.
  @discardableResult
  private func update(_ before: StoredTask, to after: StoredTask) throws -> StoredTask {
    var after = after
    try people.record(after, in: database)
    try database.execute(
      sql: StoredTask.updateSQL, arguments: try after.updateArguments(by: user, at: now))
    after.version += 1
    after.updatedAt = Timestamp.date(Timestamp.text(now)) ?? now
    after.updatedBy = user
    changes.append(TaskChange(before: before, after: after))
    updated += 1
    stored(.updated(before: before, after: after))
    return after
  }

  private func store(_ task: StoredTask) throws {
    var task = task
    task.batchID = batchID
    try people.record(task, in: database)
    try SQLiteTaskRepository.insert(task, with: insert)
    added += 1
    stored(.added(task))
  }

  /// Whether an earlier import read this meeting; its tasks are read the first time.
  private func isImportedBefore(_ meeting: String?) throws -> Bool {
    guard let meeting else { return false }
    if let known = earlier[meeting] { return !known.isEmpty }
    // Into a store no import with meetings wrote yet, no meeting is read twice: one question
    // instead of one per meeting.
    if hasEarlierMeetings == nil {
      hasEarlierMeetings =
        try Bool.fetchOne(
          database,
          sql: "SELECT EXISTS (SELECT 1 FROM tasks WHERE source_meeting IS NOT NULL)") ?? true
    }
    guard hasEarlierMeetings == true else { return false }
    let statement = try database.cachedStatement(
      sql: """
        SELECT \(StoredTask.columnList), imported_version FROM tasks
        WHERE source_meeting = ? ORDER BY source_line, rowid
        """)
    let rows = try Row.fetchAll(statement, arguments: [meeting])
    var candidates: [Reimport.Candidate] = []
    for row in rows {
      let task = try StoredTask(row: row)
      let importedVersion = (row["imported_version"] as Int?) ?? 1
      candidates.append(
        Reimport.Candidate(task: task, isEditedByHand: task.version != importedVersion))
    }
    earlier[meeting] = candidates
    if !candidates.isEmpty { earlierOrder.append(meeting) }
    return !candidates.isEmpty
  }
}

/// What an import did with one task it was given.
public enum ImportOutcome: Sendable {
  /// Stored as a new task.
  case added(StoredTask)
  /// An edited item: the task it was became `after`.
  case updated(before: StoredTask, after: StoredTask)
  /// An edited item whose task was changed by hand since it was imported: left as it is.
  case keptEdited(StoredTask, item: StoredTask)
}
