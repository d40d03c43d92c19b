import Foundation
import GRDB
import IntakeCore

extension SQLiteTaskRepository {
  // MARK: - The team

  public func addMember(_ member: TeamMember) throws(StoreError) {
    try write { db in
      let (name, aliases, promoted) = try PeopleRules.addition(
        of: member, among: try Self.people(db))
      let id: Int64
      if let promoted {
        id = promoted.id
        try db.execute(
          sql: "UPDATE people SET name = ?, on_team = 1 WHERE id = ?", arguments: [name, id])
      } else {
        try db.execute(
          sql: "INSERT INTO people (name, on_team) VALUES (?, 1)", arguments: [name])
        id = db.lastInsertedRowID
      }
      for alias in aliases {
        try db.execute(
          sql: "INSERT OR IGNORE INTO people_aliases (alias, person_id) VALUES (?, ?)",
          arguments: [alias, id])
      }
    }
  }

  public func members() throws(StoreError) -> [TeamMember] {
    try read { db in TeamMember.team(among: try Self.people(db).map(\.person)) }
  }

  public func removeMember(named name: String) throws(StoreError) {
    try write { db in
      let member = try PeopleRules.member(named: name, among: try Self.people(db))
      // They stay a person, with their spellings, so their tasks are still found by name.
      try db.execute(sql: "UPDATE people SET on_team = 0 WHERE id = ?", arguments: [member.id])
    }
  }

  // MARK: - Everyone

  public func people() throws(StoreError) -> [Person] {
    try read { db in try Self.people(db).map(\.person) }
  }

  public func peopleTally() throws(StoreError) -> PeopleTally {
    try read { db in
      var (tally, entry) = PeopleRules.emptyTally(of: try Self.people(db).map(\.person))
      let rows = try Row.fetchCursor(
        db,
        sql: """
          SELECT DISTINCT tasks.id, trim(owner.value) AS name, tasks.status = 'done' AS done
          FROM tasks, json_each(tasks.owners) AS owner
          """)
      while let row = try rows.next() {
        PeopleRules.count(row["name"], isDone: row["done"], in: &tally, entry: entry)
      }
      return tally
    }
  }

  @discardableResult
  public func mergePeople(
    keeping kept: String, merging merged: String, by user: String, at now: Date
  ) throws(StoreError) -> PeopleMerge {
    try write { db in
      let people = try Self.people(db)
      let keeper = try PeopleRules.resolve(kept, among: people)
      let other = try PeopleRules.resolve(merged, among: people)
      guard keeper.id != other.id else {
        throw StoreError.samePerson(name: kept, other: merged, person: keeper.person.name)
      }
      let oldSpellings = PeopleRules.spellings(other.person)
      try db.execute(sql: "DELETE FROM people WHERE id = ?", arguments: [other.id])
      if other.person.isOnTeam {
        try db.execute(sql: "UPDATE people SET on_team = 1 WHERE id = ?", arguments: [keeper.id])
      }
      for alias in [other.person.name] + other.person.aliases {
        try db.execute(
          sql: "INSERT OR IGNORE INTO people_aliases (alias, person_id) VALUES (?, ?)",
          arguments: [alias, keeper.id])
      }
      // Tasks that name the merged person now name the one kept, as one undoable command.
      var changes: [TaskChange] = []
      let statement = try db.makeStatement(
        sql: """
          SELECT \(StoredTask.columnList) FROM tasks
          WHERE EXISTS (SELECT 1 FROM json_each(tasks.owners)
            WHERE swiftLowercaseString(trim(json_each.value)) IN (SELECT value FROM json_each(?)))
          """)
      let keys = String(decoding: try JSONEncoder().encode(Array(oldSpellings)), as: UTF8.self)
      let rows = try Row.fetchCursor(statement, arguments: [keys])
      var row = TaskRow()
      while try rows.next() != nil {
        row.read(statement)
        let task = try row.task()
        if let edited = PeopleRules.renamingOwners(
          of: task, from: oldSpellings, to: keeper.person.name)
        {
          changes.append(TaskChange(before: task, after: edited))
        }
      }
      try Self.commit(changes, command: "people merge", by: user, at: now, in: db)
      return PeopleMerge(
        person: PeopleRules.merged(keeper.person, other.person), taskCount: changes.count)
    }
  }

  // MARK: - Pieces

  /// Everyone stored, by name, with their row ids.
  static func people(_ db: Database) throws -> [(id: Int64, person: Person)] {
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT p.id, p.name, p.on_team, a.alias
        FROM people p LEFT JOIN people_aliases a ON a.person_id = p.id
        ORDER BY p.name COLLATE NOCASE, p.id, a.rowid
        """)
    var people: [(id: Int64, person: Person)] = []
    for row in rows {
      let id: Int64 = row["id"]
      if people.last?.id != id {
        people.append((id, Person(name: row["name"], isOnTeam: row["on_team"])))
      }
      if let alias = row["alias"] as String? {
        people[people.count - 1].person.aliases.append(alias)
      }
    }
    return people
  }
}

/// Everyone, with how many tasks name them.
public struct PeopleTally: Equatable, Sendable {
  /// One person and their task counts.
  public struct Entry: Equatable, Sendable {
    public var person: Person
    /// Tasks not done that name them.
    public var open: Int
    /// Tasks done that name them.
    public var done: Int
  }

  /// Everyone stored, by name.
  public var people: [Entry]
  /// Owners written on tasks who are nobody's spelling (a name that could be two people),
  /// with how many tasks name them.
  public var unjoined: [String: Int]
}

/// What `people merge` did.
public struct PeopleMerge: Equatable, Sendable {
  /// The person kept, with the merged one's spellings among their aliases.
  public var person: Person
  /// How many tasks now name them instead of the merged person.
  public var taskCount: Int
}

/// Records the owners of tasks as they are written: someone new becomes a person, and a
/// person known by one word takes the full name when it first appears.
///
/// One recorder lives for one transaction; it reads the people once, on the first owner that
/// it has not seen.
struct PeopleRecorder {
  private var book: PeopleBook?
  /// Owners recorded, as written and as comparison keys.
  private var written: Set<String> = []
  private var seen: Set<String> = []

  /// Records the owners of `task`.
  ///
  /// - Throws: What SQLite throws.
  mutating func record(_ task: StoredTask, in db: Database) throws {
    if let assignee = task.assignedTo { try record(assignee, in: db) }
    for owner in task.owners { try record(owner, in: db) }
  }

  private mutating func record(_ owner: String, in db: Database) throws {
    guard written.insert(owner).inserted else { return }
    let key = PeopleBook.key(owner)
    guard !key.isEmpty, seen.insert(key).inserted else { return }
    // Taken out while it changes, so learning does not copy it.
    var book = try self.book ?? PeopleBook(SQLiteTaskRepository.people(db).map(\.person))
    self.book = nil
    defer { self.book = book }
    switch book.learn(owner) {
    case .added(let person):
      try db.execute(
        sql: "INSERT OR IGNORE INTO people (name) VALUES (?)", arguments: [person.name])
    case .renamed(let person, let old):
      try db.execute(
        sql: "UPDATE people SET name = ? WHERE name = ?", arguments: [person.name, old])
      try db.execute(
        sql: """
          INSERT OR IGNORE INTO people_aliases (alias, person_id)
          SELECT ?, id FROM people WHERE name = ?
          """, arguments: [old, person.name])
    case .known, .ambiguous:
      break
    }
  }
}
