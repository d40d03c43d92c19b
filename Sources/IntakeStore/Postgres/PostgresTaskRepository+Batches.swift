import Foundation
import IntakeCore

extension PostgresTaskRepository {
  /// The advisory lock an import holds: two imports at once, from any machines, take turns,
  /// so the check for items already stored cannot race. ("intake-i" in ASCII.)
  static let importLockKey = "7598524418445714793"

  // MARK: - Importing

  public func importBatch(
    _ tasks: consuming [StoredTask], source: String, by user: String, at now: Date
  ) throws(StoreError) -> ImportResult {
    guard !tasks.isEmpty else { return ImportResult(batch: nil, added: [], skipped: 0) }
    let given = tasks
    var result = ImportResult(batch: nil, added: [], skipped: 0)
    result.batch = try runImport(given, source: source, by: user, at: now, isDryRun: false) {
      outcome in
      switch outcome {
      case .added(let task): result.added.append(task)
      case .updated(_, let task): result.updated.append(task)
      case .keptEdited(let task, _): result.keptEdited.append(task)
      }
    }
    result.skipped = given.count - result.added.count - result.updated.count
    return result
  }

  public func previewImport(
    _ tasks: [StoredTask], by user: String, at now: Date
  ) throws(StoreError) -> [String: ImportOutcome] {
    var outcomes: [String: ImportOutcome] = [:]
    _ = try runImport(tasks, source: "preview", by: user, at: now, isDryRun: true) { outcome in
      switch outcome {
      case .added(let task), .updated(_, let task), .keptEdited(_, let task):
        if let hash = task.contentHash { outcomes[hash] = outcome }
      }
    }
    return outcomes
  }

  public func existingHashes(_ hashes: [String]) throws(StoreError) -> Set<String> {
    let unique = Array(Set(hashes))
    guard !unique.isEmpty else { return [] }
    return try storedHashes(unique)
  }

  /// Stores `tasks` as one batch, with the rules of SQLite's `ImportSink`: an item whose hash
  /// is stored (or came earlier) is skipped; a new item of a meeting imported before may be an
  /// edited item, and then updates its task (see `Reimport`) unless that was changed since.
  ///
  /// - Returns: The batch, or nil when nothing was new or `isDryRun` (rolled back then).
  private func runImport(
    _ tasks: [StoredTask], source: String, by user: String, at now: Date, isDryRun: Bool,
    stored: @escaping (ImportOutcome) -> Void
  ) throws(StoreError) -> Batch? {
    let createdAt = Timestamp.date(Timestamp.text(now)) ?? now
    let isKept: (Batch?) -> Bool = { $0 != nil && !isDryRun }
    return try session.transaction(isKept: isKept) { () throws(StoreError) -> Batch? in
      try session.execute("SELECT pg_advisory_xact_lock(\(Self.importLockKey))")
      let id = try newBatchID(at: now)
      var batch = Batch(
        id: id, source: source, createdAt: createdAt, createdBy: user, itemCount: 0,
        addedCount: 0, skippedCount: 0)
      try session.execute(
        """
        INSERT INTO intake_batches (id, source, created_at, created_by, item_count, added_count,
          skipped_count) VALUES ($1, $2, $3::timestamptz, $4, 0, 0, 0)
        """, [id, source, Timestamp.text(now), user])
      var state = ImportState(batchID: id, user: user, now: now, stored: stored)
      var seen = try storedHashes(Array(Set(tasks.compactMap(\.contentHash))))
      state.hasEarlierMeetings =
        try session.value(
          "SELECT EXISTS (SELECT 1 FROM intake_tasks WHERE source_meeting IS NOT NULL)::text")
        == "true"
      for task in tasks {
        let isEarlier = try isImportedBefore(task.sourceMeeting, state: &state)
        if let hash = task.contentHash {
          if isEarlier { state.present.insert(hash) }
          if !seen.insert(hash).inserted { continue }
        }
        if isEarlier {
          state.held.append(task)
        } else {
          state.pending.append(task)
          if state.pending.count >= Self.chunkSize { try flush(&state) }
        }
      }
      try flush(&state)
      try finish(&state)
      guard state.added + state.updated > 0 else { return nil }
      batch.itemCount = tasks.count
      batch.addedCount = state.added
      batch.skippedCount = tasks.count - state.added
      try session.execute(
        """
        UPDATE intake_batches SET item_count = $1::integer, added_count = $2::integer,
          skipped_count = $3::integer WHERE id = $4
        """,
        [String(batch.itemCount), String(batch.addedCount), String(batch.skippedCount), id])
      return batch
    }
  }

  /// What one import has seen and done so far.
  private struct ImportState {
    var batchID: String
    var user: String
    var now: Date
    var stored: (ImportOutcome) -> Void
    var people = PostgresPeopleRecorder()
    var earlier: [String: [Reimport.Candidate]] = [:]
    var earlierOrder: [String] = []
    var present: Set<String> = []
    var held: [StoredTask] = []
    /// New tasks not yet written, written a chunk at a time.
    var pending: [StoredTask] = []
    var hasEarlierMeetings = false
    var changes: [TaskChange] = []
    var added = 0
    var updated = 0
  }

  /// Writes the pending tasks in one statement, with the batch's id.
  private func flush(_ state: inout ImportState) throws(StoreError) {
    guard !state.pending.isEmpty else { return }
    var tasks = state.pending
    state.pending = []
    for index in tasks.indices {
      tasks[index].batchID = state.batchID
      try state.people.record(tasks[index], in: self)
    }
    let version = try insertTasks(tasks, isImported: true)
    for var task in tasks {
      task.version = version ?? task.version
      state.added += 1
      state.stored(.added(task))
    }
  }

  private func store(_ task: StoredTask, state: inout ImportState) throws(StoreError) {
    var task = task
    task.batchID = state.batchID
    try state.people.record(task, in: self)
    task.version = try insertTask(task, isImported: true)
    state.added += 1
    state.stored(.added(task))
  }

  /// Decides the new items of meetings imported before, as `ImportSink.finish` does.
  private func finish(_ state: inout ImportState) throws(StoreError) {
    for meeting in state.earlierOrder where !state.held.isEmpty {
      let items = state.held.filter { $0.sourceMeeting == meeting }
      let present = state.present
      let candidates = (state.earlier[meeting] ?? []).filter {
        $0.task.contentHash.map { !present.contains($0) } ?? true
      }
      let pairs = Reimport.pair(items, with: candidates.map(\.task))
      for (index, item) in items.enumerated() {
        guard let match = pairs[index].map({ candidates[$0] }) else {
          try store(item, state: &state)
          continue
        }
        if match.isEditedByHand {
          state.stored(.keptEdited(match.task, item: item))
          continue
        }
        let edited = Reimport.updated(match.task, from: item)
        try state.people.record(edited, in: self)
        try writeChanges(
          from: match.task, to: edited, version: match.task.version, by: state.user,
          at: state.now)
        try setItem(of: edited)
        guard let after = try fetch(edited.id) else {
          throw .taskNotFound(idPrefix: edited.databaseID)
        }
        state.changes.append(TaskChange(before: match.task, after: after))
        state.updated += 1
        state.stored(.updated(before: match.task, after: after))
      }
    }
    if !state.changes.isEmpty {
      try session.execute(
        """
        INSERT INTO intake_operations (command, created_by, created_at, changes, batch_id)
        VALUES ('import', $1, $2::timestamptz, $3, $4)
        """,
        [state.user, Timestamp.text(state.now), try Self.json(state.changes), state.batchID])
    }
  }

  /// Whether an earlier import read this meeting; its tasks are read the first time.
  private func isImportedBefore(
    _ meeting: String?, state: inout ImportState
  ) throws(StoreError) -> Bool {
    guard let meeting, state.hasEarlierMeetings else { return false }
    if let known = state.earlier[meeting] { return !known.isEmpty }
    let rows = try session.rows(
      """
      SELECT \(Self.columnList), imported_xmin FROM \(Self.tasksTable(where: "i.source_meeting = $1"))
      ORDER BY source_line::integer NULLS FIRST, seq
      """, [meeting])
    var candidates: [Reimport.Candidate] = []
    for row in rows {
      let task = try StoredTask(texts: Array(row.dropLast()))
      let imported = (row.last ?? nil).flatMap { Int($0) }
      candidates.append(Reimport.Candidate(task: task, isEditedByHand: task.version != imported))
    }
    state.earlier[meeting] = candidates
    if !candidates.isEmpty { state.earlierOrder.append(meeting) }
    return !candidates.isEmpty
  }

  /// Stores the item a task now comes from, and marks its current row version as the one an
  /// import wrote.
  private func setItem(of task: StoredTask) throws(StoreError) {
    try session.execute(
      """
      UPDATE intake_tasks SET source_text = $2, source_line = $3::integer, source_speaker = $4,
        source_timestamp = $5, content_hash = $6,
        imported_xmin = (SELECT xmin::text FROM todos WHERE id = $1::uuid)
      WHERE id = $1::uuid
      """,
      [
        task.databaseID, task.sourceText, task.sourceLine.map { String($0) }, task.sourceSpeaker,
        task.sourceTimestamp, task.contentHash,
      ])
  }

  /// Which of `hashes` (no repeats) some task has.
  private func storedHashes(_ hashes: [String]) throws(StoreError) -> Set<String> {
    guard !hashes.isEmpty else { return [] }
    let rows = try session.rows(
      """
      SELECT content_hash FROM intake_tasks
      WHERE content_hash IN (SELECT jsonb_array_elements_text($1::jsonb))
      """, [Self.jsonList(hashes)])
    return Set(rows.compactMap { $0.first ?? nil })
  }

  /// A batch id for an import at `now` whose random part no stored batch has.
  private func newBatchID(at now: Date) throws(StoreError) -> String {
    for _ in 0..<256 {
      let id = Batch.makeID(at: now)
      let isTaken = try session.value(
        "SELECT EXISTS (SELECT 1 FROM intake_batches WHERE id = $1 OR right(id, 4) = $2)::text",
        [id, String(id.suffix(4))])
      if isTaken != "true" { return id }
    }
    throw .postgres(
      url: location.redacted,
      PostgresFailure(sqlState: "", message: "no free batch id for \(Timestamp.text(now))"))
  }

  // MARK: - Listing and undoing

  static let batchColumns = """
    id, source, \(timestamp("created_at")), created_by, item_count::text, added_count::text,
      skipped_count::text
    """

  public func batches() throws(StoreError) -> [Batch] {
    try session.rows(
      "SELECT \(Self.batchColumns) FROM intake_batches ORDER BY created_at DESC, seq DESC"
    ).map { row throws(StoreError) in try Batch(texts: row) }
  }

  public func undo(batchID: String?) throws(StoreError) -> UndoResult {
    try session.transaction { () throws(StoreError) in
      let batch = try batch(idPrefix: batchID)
      // Unedited: no write by anyone since the import (the row version it wrote).
      let removed = try session.execute(
        """
        DELETE FROM todos t USING intake_tasks i
        WHERE i.id = t.id AND i.batch_id = $1 AND t.xmin::text = i.imported_xmin
        """, [batch.id])
      let rows = try session.rows(
        "SELECT \(Self.columnList) FROM \(Self.tasksTable(where: "i.batch_id = $1")) ORDER BY seq",
        [batch.id])
      // ON DELETE SET NULL detaches the tasks kept.
      try session.execute("DELETE FROM intake_batches WHERE id = $1", [batch.id])
      var kept: [StoredTask] = []
      for row in rows {
        var task = try StoredTask(texts: row)
        task.batchID = nil
        kept.append(task)
      }
      var result = UndoResult(batch: batch, removed: removed, keptEdited: kept)
      try revertUpdates(of: batch, into: &result, at: Date())
      return result
    }
  }

  /// Puts back the tasks a batch updated from edited items, each one not changed since.
  private func revertUpdates(
    of batch: Batch, into result: inout UndoResult, at now: Date
  ) throws(StoreError) {
    let rows = try session.rows(
      """
      SELECT \(Self.operationColumns) FROM intake_operations
      WHERE batch_id = $1 AND undone_at IS NULL
      """, [batch.id])
    for row in rows {
      for change in try Self.operation(row).changes {
        guard let before = change.before, let after = change.after,
          let current = try fetch(after.id, isLocking: true)
        else { continue }
        guard current.version == after.version else {
          result.keptEdited.append(current)
          continue
        }
        var restored = before
        restored.batchID = current.batchID
        try writeChanges(
          from: current, to: restored, version: current.version, by: batch.createdBy, at: now)
        try setItem(of: before)
        result.restored += 1
      }
    }
    try session.execute(
      "UPDATE intake_operations SET undone_at = $1::timestamptz WHERE batch_id = $2",
      [Timestamp.text(now), batch.id])
  }

  /// The batch `idPrefix` names (see `TaskRepository.undo`), or the newest when it is nil.
  private func batch(idPrefix: String?) throws(StoreError) -> Batch {
    let select = "SELECT \(Self.batchColumns) FROM intake_batches"
    guard let idPrefix else {
      guard
        let row = try session.rows("\(select) ORDER BY created_at DESC, seq DESC LIMIT 1").first
      else { throw .noBatches }
      return try Batch(texts: row)
    }
    let typed = idPrefix.trimmingCharacters(in: .whitespaces).lowercased()
    guard !typed.isEmpty else { throw .batchNotFound(idPrefix: idPrefix) }
    let full = typed.hasPrefix("b-") ? typed : "b-" + typed
    let rows = try session.rows(
      "\(select) WHERE left(id, length($1)) = $1 OR left(id, length($2)) = $2 ORDER BY seq",
      [typed, full])
    // A whole id wins over the longer ids it is a prefix of.
    if let exact = rows.first(where: { [typed, full].contains($0.first ?? nil ?? "") }) {
      return try Batch(texts: exact)
    }
    if rows.isEmpty, typed.count <= 4, typed.allSatisfy(\.isHexDigit) {
      let short = try session.rows(
        "\(select) WHERE length(id) = 22 AND substr(id, 19, length($1)) = $1", [typed])
      switch short.count {
      case 0: break
      case 1: return try Batch(texts: short[0])
      default: throw .ambiguousBatchID(idPrefix: idPrefix, matchCount: short.count)
      }
    }
    switch rows.count {
    case 0: throw .batchNotFound(idPrefix: idPrefix)
    case 1: return try Batch(texts: rows[0])
    default: throw .ambiguousBatchID(idPrefix: idPrefix, matchCount: rows.count)
    }
  }
}
