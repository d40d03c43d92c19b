import Foundation
import IntakeCore

extension PostgresTaskRepository {
  @discardableResult
  public func commit(
    _ changes: [TaskChange], command: String, by user: String, at now: Date
  ) throws(StoreError) -> [TaskChange] {
    guard !changes.isEmpty else { return [] }
    // One new task naming nobody (so no person to record): one statement does it all.
    if changes.count == 1, changes[0].before == nil, var added = changes[0].after,
      added.assignedTo == nil, added.owners.isEmpty
    {
      let logged = LoggedAdd(command: command, user: user, at: now)
      added.version = try session.serialized { () throws(StoreError) in
        try insertTask(added, logging: logged)
      }
      return [TaskChange(before: nil, after: added)]
    }
    return try session.transaction { () throws(StoreError) in
      try commitInTransaction(changes, command: command, by: user, at: now)
    }
  }

  /// `commit` inside a transaction already open; nothing is recorded when there are no
  /// changes.
  ///
  /// - Returns: The changes as stored, each `after` with its new row version.
  /// - Throws: `StoreError` as `commit` does.
  @discardableResult
  func commitInTransaction(
    _ changes: [TaskChange], command: String, by user: String, at now: Date,
    batchID: String? = nil
  ) throws(StoreError) -> [TaskChange] {
    guard !changes.isEmpty else { return [] }
    var stored: [TaskChange] = []
    var people = PostgresPeopleRecorder()
    for change in changes {
      if let after = change.after { try people.record(after, in: self) }
      stored.append(
        TaskChange(before: change.before, after: try write(change, by: user, at: now)))
    }
    try session.execute(
      """
      INSERT INTO intake_operations (command, created_by, created_at, changes, batch_id)
      VALUES ($1, $2, $3::timestamptz, $4, $5)
      """, [command, user, Timestamp.text(now), try Self.json(stored), batchID])
    return stored
  }

  public func operations(by user: String?, limit: Int) throws(StoreError) -> [Operation] {
    // An import's updates are undone with its batch, not as a change of their own.
    var sql = "SELECT \(Self.operationColumns) FROM intake_operations WHERE batch_id IS NULL"
    var binds: [String?] = []
    if let user {
      sql += " AND created_by = $1"
      binds.append(user)
    }
    sql += " ORDER BY intake_operations.id DESC LIMIT \(max(0, limit))"
    return try session.rows(sql, binds).map { row throws(StoreError) in try Self.operation(row) }
  }

  public func undoLastOperation(by user: String, at now: Date) throws(StoreError) -> Operation {
    try session.transaction { () throws(StoreError) in
      guard
        let row = try session.rows(
          """
          SELECT \(Self.operationColumns) FROM intake_operations
          WHERE created_by = $1 AND undone_at IS NULL AND batch_id IS NULL
          ORDER BY intake_operations.id DESC LIMIT 1 FOR UPDATE
          """, [user]
        ).first
      else { throw .nothingToUndo(user: user) }
      let operation = try Self.operation(row)
      for change in operation.changes.reversed() {
        try revert(change, command: operation.command, by: user, at: now)
      }
      try session.execute(
        "UPDATE intake_operations SET undone_at = $1::timestamptz WHERE id = $2::bigint",
        [Timestamp.text(now), String(operation.id)])
      return operation
    }
  }

  // MARK: - Pieces

  /// Writes one change inside a transaction; the task as stored after it, nil when removed.
  private func write(
    _ change: TaskChange, by user: String, at now: Date
  ) throws(StoreError) -> StoredTask? {
    switch (change.before, change.after) {
    case (nil, let added?):
      var stored = added
      stored.version = try insertTask(added)
      return stored
    case (let before?, let edited?):
      guard let current = try fetch(before.id, isLocking: true) else {
        throw .taskNotFound(idPrefix: before.databaseID)
      }
      guard current.version == before.version else { throw .conflict(id: before.id) }
      try writeChanges(from: current, to: edited, version: before.version, by: user, at: now)
      return try fetch(before.id)
    case (let before?, nil):
      let deleted = try session.execute(
        "DELETE FROM todos WHERE id = $1::uuid AND xmin::text = $2",
        [before.databaseID, String(before.version)])
      guard deleted == 1 else {
        throw try fetch(before.id) == nil
          ? StoreError.taskNotFound(idPrefix: before.databaseID) : .conflict(id: before.id)
      }
      return nil
    case (nil, nil):
      return nil
    }
  }

  /// Puts back what one change replaced, unless a later change touched the same fields (the
  /// rules of `SQLiteTaskRepository.undoLastOperation`).
  private func revert(
    _ change: TaskChange, command: String, by user: String, at now: Date
  ) throws(StoreError) {
    let short = { (task: StoredTask) in String(task.databaseID.prefix(8)) }
    switch (change.before, change.after) {
    case (nil, let added?):
      guard let current = try fetch(added.id, isLocking: true) else { return }
      guard EditableFields.changed(from: added, to: current).isEmpty else {
        throw .undoRefused(
          command: command,
          reason: "task \(short(added)) was changed since\(Self.by(current)) and would be lost")
      }
      try session.execute("DELETE FROM todos WHERE id = $1::uuid", [added.databaseID])
    case (let before?, let after?):
      guard let current = try fetch(before.id, isLocking: true) else {
        throw .undoRefused(command: command, reason: "task \(short(before)) was deleted since")
      }
      let fields = EditableFields.changed(from: before, to: after)
      let later = Set(EditableFields.changed(from: after, to: current))
      let clashing = fields.filter(later.contains)
      guard clashing.isEmpty else {
        throw .undoRefused(
          command: command,
          reason: "task \(short(before))'s \(clashing.joined(separator: ", ")) changed "
            + "since\(Self.by(current))")
      }
      let restored = EditableFields.copying(fields, from: before, into: current)
      try writeChanges(
        from: current, to: restored, version: current.version, by: user, at: now)
    case (let before?, nil):
      guard try fetch(before.id) == nil else {
        throw .undoRefused(command: command, reason: "task \(short(before)) is stored again")
      }
      try insertTask(before)
    case (nil, nil):
      return
    }
  }

  private static func by(_ task: StoredTask) -> String {
    task.updatedBy.map { " by \($0)" } ?? ""
  }

  /// An operation's columns as `operation(_:)` reads them.
  ///
  /// The id is text here, so a query orders by `intake_operations.id`: a bare `id` would be
  /// this text ("99" after "482").
  static let operationColumns = """
    id::text, command, created_by, \(timestamp("created_at")), changes, \(timestamp("undone_at"))
    """

  static func json(_ changes: [TaskChange]) throws(StoreError) -> String {
    do {
      return try SQLiteTaskRepository.json(changes)
    } catch {
      throw .unstorableField(
        taskID: changes.first?.after?.id ?? changes.first?.before?.id ?? UUID(),
        column: "operation", reason: "cannot be written as JSON (\(error))")
    }
  }

  static func operation(_ row: PostgresSession.Row) throws(StoreError) -> Operation {
    let id = row[0].flatMap { Int64($0) } ?? 0
    let text = row[4] ?? ""
    let changes: [TaskChange]
    do {
      changes = try JSONDecoder().decode([TaskChange].self, from: Data(text.utf8))
    } catch {
      throw .unreadableField(
        taskID: "operation \(id)", column: "changes", value: String(text.prefix(60)))
    }
    return Operation(
      id: id, command: row[1] ?? "", createdBy: row[2] ?? "",
      createdAt: row[3].flatMap(Timestamp.date) ?? Date(timeIntervalSince1970: 0),
      changes: changes, undoneAt: row[5].flatMap(Timestamp.date))
  }
}
