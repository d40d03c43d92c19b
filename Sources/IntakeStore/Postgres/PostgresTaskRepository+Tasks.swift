import Foundation
import IntakeCore

extension PostgresTaskRepository {
  public func insert(_ tasks: [StoredTask]) throws(StoreError) {
    guard !tasks.isEmpty else { return }
    try session.transaction { () throws(StoreError) in
      var people = PostgresPeopleRecorder()
      for task in tasks { try people.record(task, in: self) }
      // One task, the usual `intake add`, in one round trip instead of two.
      if tasks.count == 1 {
        try insertTask(tasks[0])
        return
      }
      for start in stride(from: 0, to: tasks.count, by: Self.chunkSize) {
        _ = try insertTasks(
          Array(tasks[start..<min(start + Self.chunkSize, tasks.count)]), isImported: false)
      }
    }
  }

  /// Tasks written by one statement: a few hundred kilobytes of JSON.
  static let chunkSize = 500

  public func task(idPrefix: String) throws(StoreError) -> StoredTask {
    guard let prefix = SQLiteTaskRepository.canonicalIDPrefix(idPrefix) else {
      throw .taskNotFound(idPrefix: idPrefix)
    }
    // The ids starting with the prefix are those between it padded with 0s and with fs: a
    // range the primary key answers.
    let digits = prefix.filter { $0 != "-" }
    let range = [
      Self.uuidText(digits + String(repeating: "0", count: 32 - digits.count)),
      Self.uuidText(digits + String(repeating: "f", count: 32 - digits.count)),
    ]
    let condition = "t.id BETWEEN $1::uuid AND $2::uuid"
    return try session.transaction { () throws(StoreError) in
      let rows = try session.rows(
        "SELECT \(Self.columnList) FROM \(Self.tasksTable(where: condition)) LIMIT 2", range)
      switch rows.count {
      case 0:
        throw .taskNotFound(idPrefix: idPrefix)
      case 1:
        return try StoredTask(texts: rows[0])
      default:
        let count = try session.value(
          "SELECT count(*)::text FROM todos t WHERE \(condition)", range)
        throw .ambiguousID(idPrefix: idPrefix, matchCount: count.flatMap { Int($0) } ?? 2)
      }
    }
  }

  /// Hands each task the filter lets through to `body` as its row, in the order of
  /// `tasks(matching:)`.
  ///
  /// The rows come as the server sends them, in one read transaction. The assignee is
  /// matched here rather than in SQL, with the same `PeopleBook` keys as SQLite
  /// (PostgreSQL's `lower` folds only ASCII under the C locale).
  public func forEachTaskRow(
    matching filter: TaskFilter, _ body: (TaskRow) throws(StoreError) -> Void
  ) throws(StoreError) {
    var conditions: [String] = []
    var binds: [String?] = []
    func bind(_ text: String?) -> String {
      binds.append(text)
      return "$\(binds.count)"
    }
    if let status = filter.status {
      conditions.append("status = \(bind(status.rawValue))")
    } else if !filter.includeDone {
      conditions.append("status <> 'done'")
    }
    if let day = filter.dueOnOrAfter { conditions.append("due_date >= \(bind(day.description))") }
    if let day = filter.dueOnOrBefore {
      conditions.append("due_date <= \(bind(day.description))")
    }
    if let tag = filter.tag {
      conditions.append(
        """
        EXISTS (SELECT 1 FROM jsonb_array_elements_text(tags::jsonb) AS tag
          WHERE lower(tag) = lower(\(bind(tag))))
        """)
    }
    if let priority = filter.priority {
      conditions.append("priority = \(bind(priority.rawValue))")
    }
    if let pattern = filter.searchPattern {
      // ILIKE folds ASCII case, as SQLite's LIKE.
      let mark = bind(pattern)
      conditions.append("(text ILIKE \(mark) ESCAPE '\\' OR notes ILIKE \(mark) ESCAPE '\\')")
    }
    if filter.waitsOnly { conditions.append("blocked_by <> '[]'") }
    if let day = filter.startedBy {
      conditions.append("(start_date IS NULL OR start_date <= \(bind(day.description)))")
    }
    if let series = filter.series {
      let mark = bind(series.lowercaseText)
      conditions.append("(id = \(mark) OR series_id = \(mark))")
    }
    // The rows are sorted on their stored values and made text after (see
    // `sortedColumnList`). The sort keys come first in each row sorted: the server then finds
    // each key at the front of the row instead of behind forty columns, which made the sort of
    // 100,000 tasks three times slower. Creation and id are compared as an instant and a uuid,
    // not as the text read (a third of the server's time for 100,000): the same order, as the
    // text is the instant to the millisecond and a uuid compares as its lowercase hex.
    let terms =
      filter.sort.terms(dueInstant: ["due_instant"], createdAt: "created_instant")
      + [("uuid", true)]
    let keys = terms.enumerated().map { position, term in
      (name: "sort_key_\(position + 1)", term: term.term, isAscending: term.isAscending)
    }
    var sorted =
      "SELECT \(keys.map { "\($0.term) AS \($0.name)" }.joined(separator: ", ")), "
      + Self.stored.map(\.name).joined(separator: ", ") + " FROM \(Self.tasksTable())"
    if !conditions.isEmpty { sorted += " WHERE " + conditions.joined(separator: " AND ") }
    let order = keys.map { key in
      key.name + (key.isAscending != filter.isReversed ? "" : " DESC")
    }
    sorted += " ORDER BY " + order.joined(separator: ", ")
    // The assignee is matched after reading, so the limit is applied after it too.
    if let limit = filter.limit, filter.assignee == nil { sorted += " LIMIT \(max(0, limit))" }
    // The outer ORDER BY is the order promised; the server sees the rows come sorted by it
    // and does not sort again.
    let sql =
      "SELECT \(Self.sortedColumnList) FROM (\(sorted)) AS sorted ORDER BY "
      + order.map { "sorted." + $0 }.joined(separator: ", ")
    let query = sql
    let arguments = binds
    try session.transaction { () throws(StoreError) in
      var keys: Set<String>?
      if let assignee = filter.assignee { keys = try spellings(of: assignee) }
      var count = 0
      // Room to sort every task in memory: with the default 4 MB the server sorts 100,000 on
      // disk, which takes half the listing.
      try session.execute("SET LOCAL work_mem = '64MB'")
      try session.forEachTaskRow(query, arguments) { row throws(StoreError) in
        if let keys {
          let task = try row.task()
          let names = (task.assignedTo.map { [$0] } ?? []) + task.owners
          guard names.contains(where: { keys.contains(PeopleBook.key($0)) }) else { return true }
          if let limit = filter.limit, count >= limit { return false }
        }
        count += 1
        try body(row)
        if let limit = filter.limit, keys != nil, count >= limit { return false }
        return true
      }
    }
  }

  @discardableResult
  public func update(
    _ task: StoredTask, by user: String, at now: Date
  ) throws(StoreError) -> StoredTask {
    try session.transaction { () throws(StoreError) in
      guard let current = try fetch(task.id, isLocking: true) else {
        throw .taskNotFound(idPrefix: task.databaseID)
      }
      guard current.version == task.version else { throw .conflict(id: task.id) }
      var people = PostgresPeopleRecorder()
      try people.record(task, in: self)
      try writeChanges(from: current, to: task, version: task.version, by: user, at: now)
      guard let stored = try fetch(task.id) else { throw .taskNotFound(idPrefix: task.databaseID) }
      return stored
    }
  }

  @discardableResult
  public func delete(ids: [UUID]) throws(StoreError) -> Int {
    guard !ids.isEmpty else { return 0 }
    return try session.transaction { () throws(StoreError) in
      try session.execute(
        """
        DELETE FROM todos WHERE id IN (SELECT value::uuid FROM jsonb_array_elements_text($1::jsonb))
        """, [Self.jsonList(ids.map(\.lowercaseText))])
    }
  }

  /// The comparison keys of every spelling of the person `name` means; just the name's own
  /// when it means nobody known, or could mean several people.
  func spellings(of name: String) throws(StoreError) -> Set<String> {
    let people = try storedPeople().map(\.person)
    if case .person(let person) = PeopleBook(people).match(name) {
      return PeopleRules.spellings(person)
    }
    return [PeopleBook.key(name)]
  }

  /// 32 hex digits as a hyphenated UUID.
  private static func uuidText(_ hex: String) -> String {
    let digits = Array(hex)
    return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }
      .joined(separator: "-")
  }
}
