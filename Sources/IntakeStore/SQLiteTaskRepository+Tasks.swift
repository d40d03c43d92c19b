import Foundation
import GRDB
import GRDBSQLite
import IntakeCore

extension SQLiteTaskRepository {
  public func insert(_ tasks: [StoredTask]) throws(StoreError) {
    guard !tasks.isEmpty else { return }
    try write { db in
      let statement = try db.cachedStatement(sql: StoredTask.insertSQL)
      var people = PeopleRecorder()
      for task in tasks {
        try people.record(task, in: db)
        try Self.insert(task, with: statement)
      }
    }
  }

  /// Runs `statement`, prepared from `StoredTask.insertSQL`, for one task.
  ///
  /// - Parameters:
  ///   - task: The task, stored as it is.
  ///   - statement: Reused for every task of a transaction: preparing it is most of the cost.
  /// - Throws: `StoreError.duplicateTask` when the id is taken, or what SQLite threw.
  ///
  /// Bound and stepped straight on SQLite, inside the transaction GRDB opened: an INSERT
  /// returns no rows and changes no schema, so GRDB has nothing to observe here, and its
  /// argument arrays were a tenth of an import.
  static func insert(_ task: StoredTask, with statement: Statement) throws {
    let sqlite = statement.sqliteStatement
    sqlite3_reset(sqlite)
    try task.bindInsert(to: sqlite)
    let code = sqlite3_step(sqlite)
    guard code != SQLITE_DONE else { return }
    let error = DatabaseError(
      resultCode: ResultCode(rawValue: code),
      message: String(cString: sqlite3_errmsg(sqlite3_db_handle(sqlite))),
      sql: StoredTask.insertSQL)
    sqlite3_reset(sqlite)
    if error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY {
      throw StoreError.duplicateTask(id: task.id)
    }
    throw error
  }

  public func task(idPrefix: String) throws(StoreError) -> StoredTask {
    guard let prefix = Self.canonicalIDPrefix(idPrefix) else {
      throw .taskNotFound(idPrefix: idPrefix)
    }
    // Ids are lowercase hex and hyphens, all below "g": those starting with the prefix are
    // exactly those in [prefix, prefix + "g"), a range the primary key index answers.
    let range: StatementArguments = [prefix, prefix + "g"]
    let rows = try read { db in
      try Row.fetchAll(
        db,
        sql: "SELECT \(StoredTask.columnList) FROM tasks WHERE id >= ? AND id < ? LIMIT 2",
        arguments: range)
    }
    switch rows.count {
    case 0:
      throw .taskNotFound(idPrefix: idPrefix)
    case 1:
      return try StoredTask(row: rows[0])
    default:
      let count = try read { db in
        try Int.fetchOne(
          db, sql: "SELECT count(*) FROM tasks WHERE id >= ? AND id < ?", arguments: range)
      }
      throw .ambiguousID(idPrefix: idPrefix, matchCount: count ?? rows.count)
    }
  }

  public func forEachTaskRow(
    matching filter: TaskFilter, _ body: (TaskRow) throws(StoreError) -> Void
  ) throws(StoreError) {
    var conditions: [String] = []
    var arguments: StatementArguments = []
    if let status = filter.status {
      conditions.append("status = ?")
      arguments += [status.rawValue]
    } else if !filter.includeDone {
      conditions.append("status <> 'done'")
    }
    if let assignee = filter.assignee {
      // Every spelling of the person the name means, on any of a task's owners.
      let keys = try read { db in try Self.spellings(of: assignee, in: db) }
      let json = String(
        decoding: (try? JSONEncoder().encode(keys)) ?? Data("[]".utf8), as: UTF8.self)
      conditions.append(
        """
        (swiftLowercaseString(trim(assigned_to)) IN (SELECT value FROM json_each(?))
          OR EXISTS (SELECT 1 FROM json_each(tasks.owners) AS owner
            WHERE swiftLowercaseString(trim(owner.value)) IN (SELECT value FROM json_each(?))))
        """)
      arguments += [json, json]
    }
    if let day = filter.dueOnOrAfter {
      conditions.append("due_date >= ?")
      arguments += [day.description]
    }
    if let day = filter.dueOnOrBefore {
      conditions.append("due_date <= ?")
      arguments += [day.description]
    }
    if let tag = filter.tag {
      conditions.append(
        "EXISTS (SELECT 1 FROM json_each(tasks.tags) WHERE json_each.value = ? COLLATE NOCASE)")
      arguments += [tag]
    }
    if let priority = filter.priority {
      conditions.append("priority = ?")
      arguments += [priority.rawValue]
    }
    if let pattern = filter.searchPattern {
      // LIKE folds ASCII case.
      conditions.append("(text LIKE ? ESCAPE '\\' OR notes LIKE ? ESCAPE '\\')")
      arguments += [pattern, pattern]
    }
    if filter.waitsOnly { conditions.append("blocked_by <> '[]'") }
    if let day = filter.startedBy {
      conditions.append("(start_date IS NULL OR start_date <= ?)")
      arguments += [day.description]
    }
    if let series = filter.series {
      conditions.append("(id = ? OR series_id = ?)")
      arguments += [series.lowercaseText, series.lowercaseText]
    }
    var sql = "SELECT \(StoredTask.columnList) FROM tasks"
    if !conditions.isEmpty { sql += " WHERE " + conditions.joined(separator: " AND ") }
    // Rows come by their due date and clock time (the index `tasks_listing`'s order), and
    // `DueOrder` puts them in the order of the instants they fall due; so a limit is counted
    // after it.
    let order = (DueOrder.terms(filter.sort) + [("id", true)]).map { term, isAscending in
      term + (isAscending != filter.isReversed ? "" : " DESC")
    }
    sql += " ORDER BY " + order.joined(separator: ", ")
    let query = sql
    var left = filter.limit ?? Int.max
    guard left > 0 else { return }
    var reorder = DueOrder(sort: filter.sort, isReversed: filter.isReversed)
    func emit(_ row: TaskRow) throws(StoreError) {
      guard left > 0 else { return }
      left -= 1
      try body(row)
    }
    // One row at a time, so listing many tasks holds only the rows `DueOrder` keeps waiting.
    try read { db in
      // The rows come in the index's order, each from another page of the table: through a
      // memory map SQLite reads them in place instead of copying a page per row out of the
      // file (a tenth of a long listing). The pages it touches count in the process's RSS.
      try db.execute(sql: "PRAGMA mmap_size = 1073741824")
      let statement = try db.makeStatement(sql: query)
      let rows = try Row.fetchCursor(statement, arguments: arguments)
      var row = TaskRow()
      while left > 0, try rows.next() != nil {
        row.read(statement)
        try reorder.add(row, emit: emit)
      }
      try reorder.flush(emit)
    }
  }

  @discardableResult
  public func update(
    _ task: StoredTask, by user: String, at now: Date
  ) throws(StoreError) -> StoredTask {
    let arguments = try task.updateArguments(by: user, at: now)
    let id = task.databaseID
    let row = try write { db -> Row? in
      var people = PeopleRecorder()
      try people.record(task, in: db)
      try db.execute(sql: StoredTask.updateSQL, arguments: arguments)
      if db.changesCount == 0 {
        let exists = try Bool.fetchOne(
          db, sql: "SELECT EXISTS (SELECT 1 FROM tasks WHERE id = ?)", arguments: [id])
        throw exists == true ? StoreError.conflict(id: task.id) : .taskNotFound(idPrefix: id)
      }
      return try Row.fetchOne(
        db, sql: "SELECT \(StoredTask.columnList) FROM tasks WHERE id = ?", arguments: [id])
    }
    guard let row else { throw .taskNotFound(idPrefix: id) }
    return try StoredTask(row: row)
  }

  @discardableResult
  public func delete(ids: [UUID]) throws(StoreError) -> Int {
    guard !ids.isEmpty else { return 0 }
    let texts = ids.map { $0.lowercaseText }
    return try write { db in
      var deleted = 0
      // Batches stay well under SQLite's limit on bound parameters.
      var start = 0
      while start < texts.count {
        let batch = Array(texts[start..<min(start + 500, texts.count)])
        let marks = Array(repeating: "?", count: batch.count).joined(separator: ", ")
        try db.execute(
          sql: "DELETE FROM tasks WHERE id IN (\(marks))", arguments: StatementArguments(batch))
        deleted += db.changesCount
        start += batch.count
      }
      return deleted
    }
  }

  /// The prefix as stored ids spell it: lowercase, hyphens at 8, 12, 16 and 20 hex digits.
  ///
  /// Hyphens typed by the user are ignored, wherever they are. Nil when there is no hex digit,
  /// a character that is neither hex nor a hyphen, or more digits than a UUID has.
  /// The comparison keys of every spelling of the person `name` means; just the name's own
  /// when it means nobody known, or could mean several people.
  private static func spellings(of name: String, in db: Database) throws -> [String] {
    let people = try SQLiteTaskRepository.people(db).map(\.person)
    if case .person(let person) = PeopleBook(people).match(name) {
      return PeopleRules.spellings(person).sorted()
    }
    return [PeopleBook.key(name)]
  }

  static func canonicalIDPrefix(_ text: String) -> String? {
    var digits: [Character] = []
    for character in text.lowercased() where character != "-" {
      guard character.isHexDigit, character.isASCII else { return nil }
      digits.append(character)
    }
    guard !digits.isEmpty, digits.count <= 32 else { return nil }
    var prefix = ""
    for (index, digit) in digits.enumerated() {
      if [8, 12, 16, 20].contains(index) { prefix.append("-") }
      prefix.append(digit)
    }
    return prefix
  }
}
