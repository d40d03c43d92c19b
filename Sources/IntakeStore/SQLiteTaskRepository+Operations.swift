import Foundation
import GRDB
import IntakeCore

extension SQLiteTaskRepository {
  @discardableResult
  public func commit(
    _ changes: [TaskChange], command: String, by user: String, at now: Date
  ) throws(StoreError) -> [TaskChange] {
    guard !changes.isEmpty else { return [] }
    return try write { db in
      try Self.commit(changes, command: command, by: user, at: now, in: db)
    }
  }

  /// `commit` inside a transaction already open; nothing is recorded when there are no
  /// changes.
  ///
  /// - Returns: The changes as stored.
  /// - Throws: `StoreError` as `commit` does, or what SQLite throws.
  @discardableResult
  static func commit(
    _ changes: [TaskChange], command: String, by user: String, at now: Date, in db: Database
  ) throws -> [TaskChange] {
    guard !changes.isEmpty else { return [] }
    var stored: [TaskChange] = []
    var people = PeopleRecorder()
    for change in changes {
      if let after = change.after { try people.record(after, in: db) }
      stored.append(
        TaskChange(before: change.before, after: try write(change, by: user, at: now, in: db)))
    }
    try db.execute(
      sql: """
        INSERT INTO operations (command, created_by, created_at, changes) VALUES (?, ?, ?, ?)
        """,
      arguments: [command, user, Timestamp.text(now), try json(stored)])
    return stored
  }

  public func operations(by user: String?, limit: Int) throws(StoreError) -> [Operation] {
    try read { db in
      // An import's updates are undone with its batch, not as a change of their own.
      var sql = """
        SELECT id, command, created_by, created_at, changes, undone_at FROM operations
        WHERE batch_id IS NULL
        """
      var arguments: StatementArguments = []
      if let user {
        sql += " AND created_by = ?"
        arguments += [user]
      }
      sql += " ORDER BY id DESC LIMIT ?"
      arguments += [limit]
      return try Row.fetchAll(db, sql: sql, arguments: arguments).map(Self.operation)
    }
  }

  public func undoLastOperation(by user: String, at now: Date) throws(StoreError) -> Operation {
    try write { db in
      guard
        let row = try Row.fetchOne(
          db,
          sql: """
            SELECT id, command, created_by, created_at, changes, undone_at FROM operations
            WHERE created_by = ? AND undone_at IS NULL AND batch_id IS NULL
            ORDER BY id DESC LIMIT 1
            """, arguments: [user])
      else { throw StoreError.nothingToUndo(user: user) }
      let operation = try Self.operation(row)
      for change in operation.changes.reversed() {
        try Self.revert(change, command: operation.command, by: user, at: now, in: db)
      }
      try db.execute(
        sql: "UPDATE operations SET undone_at = ? WHERE id = ?",
        arguments: [Timestamp.text(now), operation.id])
      return operation
    }
  }

  // MARK: - Pieces

  /// Writes one change inside a transaction; the task as stored after it, nil when removed.
  private static func write(
    _ change: TaskChange, by user: String, at now: Date, in db: Database
  ) throws -> StoredTask? {
    switch (change.before, change.after) {
    case (nil, let added?):
      try insert(added, with: try db.cachedStatement(sql: StoredTask.insertSQL))
      return added
    case (let before?, var edited?):
      edited.version = before.version
      try db.execute(
        sql: StoredTask.updateSQL, arguments: try edited.updateArguments(by: user, at: now))
      guard db.changesCount == 1, let stored = try fetch(before.id, in: db) else {
        throw try fetch(before.id, in: db) == nil
          ? StoreError.taskNotFound(idPrefix: before.databaseID) : .conflict(id: before.id)
      }
      return stored
    case (let before?, nil):
      try db.execute(
        sql: "DELETE FROM tasks WHERE id = ? AND version = ?",
        arguments: [before.databaseID, before.version])
      guard db.changesCount == 1 else {
        throw try fetch(before.id, in: db) == nil
          ? StoreError.taskNotFound(idPrefix: before.databaseID) : .conflict(id: before.id)
      }
      return nil
    case (nil, nil):
      return nil
    }
  }

  /// Puts back what one change replaced, unless a later change touched the same fields.
  private static func revert(
    _ change: TaskChange, command: String, by user: String, at now: Date, in db: Database
  ) throws {
    let short = { (task: StoredTask) in String(task.databaseID.prefix(8)) }
    switch (change.before, change.after) {
    case (nil, let added?):
      guard let current = try fetch(added.id, in: db) else { return }
      // Fields, not versions: an undo of a later change bumps the version but puts the
      // fields back.
      guard EditableFields.changed(from: added, to: current).isEmpty else {
        throw StoreError.undoRefused(
          command: command,
          reason: "task \(short(added)) was changed since\(by(current)) and would be lost")
      }
      try db.execute(sql: "DELETE FROM tasks WHERE id = ?", arguments: [added.databaseID])
    case (let before?, let after?):
      guard let current = try fetch(before.id, in: db) else {
        throw StoreError.undoRefused(
          command: command, reason: "task \(short(before)) was deleted since")
      }
      let fields = EditableFields.changed(from: before, to: after)
      let later = Set(EditableFields.changed(from: after, to: current))
      let clashing = fields.filter(later.contains)
      guard clashing.isEmpty else {
        throw StoreError.undoRefused(
          command: command,
          reason: "task \(short(before))'s \(clashing.joined(separator: ", ")) changed "
            + "since\(by(current))")
      }
      var restored = EditableFields.copying(fields, from: before, into: current)
      restored.version = current.version
      try db.execute(
        sql: StoredTask.updateSQL, arguments: try restored.updateArguments(by: user, at: now))
    case (let before?, nil):
      guard try fetch(before.id, in: db) == nil else {
        throw StoreError.undoRefused(
          command: command, reason: "task \(short(before)) is stored again")
      }
      try insert(before, with: try db.cachedStatement(sql: StoredTask.insertSQL))
    case (nil, nil):
      return
    }
  }

  private static func by(_ task: StoredTask) -> String {
    task.updatedBy.map { " by \($0)" } ?? ""
  }

  private static func fetch(_ id: UUID, in db: Database) throws -> StoredTask? {
    try Row.fetchOne(
      db, sql: "SELECT \(StoredTask.columnList) FROM tasks WHERE id = ?",
      arguments: [id.lowercaseText]
    ).map { row throws(StoreError) in try StoredTask(row: row) }
  }

  static func json(_ changes: [TaskChange]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(changes), as: UTF8.self)
  }

  static func operation(_ row: Row) throws -> Operation {
    let id: Int64 = row["id"]
    let text: String = row["changes"]
    let changes: [TaskChange]
    do {
      changes = try JSONDecoder().decode([TaskChange].self, from: Data(text.utf8))
    } catch {
      throw StoreError.unreadableField(
        taskID: "operation \(id)", column: "changes", value: String(text.prefix(60)))
    }
    let created: String = row["created_at"]
    let undone: String? = row["undone_at"]
    return Operation(
      id: id, command: row["command"], createdBy: row["created_by"],
      createdAt: Timestamp.date(created) ?? Date(timeIntervalSince1970: 0), changes: changes,
      undoneAt: undone.flatMap(Timestamp.date))
  }
}
