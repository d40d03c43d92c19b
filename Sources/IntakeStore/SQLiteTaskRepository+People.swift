import Foundation
import GRDB
import IntakeCore

extension SQLiteTaskRepository {
  // MARK: - The team

  public func addMember(_ member: TeamMember) throws(StoreError) {
    let name = member.name.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw .emptyMemberName }
    // Aliases are stored without "@" (names are matched either way), once each, and not when
    // they repeat the name.
    var aliases: [String] = []
    var seen: Set<String> = [PeopleBook.key(name)]
    for alias in member.aliases {
      var text = alias.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("@") {
        text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces)
      }
      guard !text.isEmpty, seen.insert(PeopleBook.key(text)).inserted else { continue }
      aliases.append(text)
    }
    try write { db in
      let people = try Self.people(db)
      // Someone already known by this name joins the team, with their tasks and spellings.
      let promoted = Self.personNamed(name, among: people)
      if let promoted, promoted.person.isOnTeam {
        throw StoreError.duplicateMember(name: name, existingMember: promoted.person.name)
      }
      // Checked here rather than left to the UNIQUE constraints: NOCASE folds ASCII only, a
      // name must not clash with another person's alias either, and the error names who has it.
      for candidate in [name] + aliases {
        let key = PeopleBook.key(candidate)
        if let other = people.first(where: {
          $0.id != promoted?.id && Self.spellings($0.person).contains(key)
        }) {
          throw other.person.isOnTeam
            ? StoreError.duplicateMember(name: candidate, existingMember: other.person.name)
            : StoreError.spellingTaken(name: candidate, person: other.person.name)
        }
      }
      let id: Int64
      if let promoted {
        id = promoted.id
        try db.execute(
          sql: "UPDATE people SET name = ?, on_team = 1 WHERE id = ?", arguments: [name, id])
        if PeopleBook.key(promoted.person.name) != PeopleBook.key(name) {
          aliases.append(promoted.person.name)
        }
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
    try read { db in
      try Self.people(db).filter(\.person.isOnTeam).map {
        TeamMember(name: $0.person.name, aliases: $0.person.aliases)
      }
    }
  }

  public func removeMember(named name: String) throws(StoreError) {
    let key = PeopleBook.key(name)
    try write { db in
      guard
        let member = try Self.people(db).first(where: {
          $0.person.isOnTeam && Self.spellings($0.person).contains(key)
        })
      else { throw StoreError.unknownMember(name: name) }
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
      let people = try Self.people(db).map(\.person)
      var owner: [String: Int] = [:]
      for (index, person) in people.enumerated() {
        for spelling in Self.spellings(person) { owner[spelling] = index }
      }
      var tally = PeopleTally(
        people: people.map { PeopleTally.Entry(person: $0, open: 0, done: 0) }, unjoined: [:])
      let rows = try Row.fetchCursor(
        db,
        sql: """
          SELECT DISTINCT tasks.id, trim(owner.value) AS name, tasks.status = 'done' AS done
          FROM tasks, json_each(tasks.owners) AS owner
          """)
      while let row = try rows.next() {
        let name: String = row["name"]
        let isDone: Bool = row["done"]
        if let index = owner[PeopleBook.key(name)] {
          if isDone { tally.people[index].done += 1 } else { tally.people[index].open += 1 }
        } else if !name.isEmpty {
          tally.unjoined[name, default: 0] += 1
        }
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
      let keeper = try Self.resolve(kept, among: people)
      let other = try Self.resolve(merged, among: people)
      guard keeper.id != other.id else {
        throw StoreError.samePerson(name: kept, other: merged, person: keeper.person.name)
      }
      let oldSpellings = Self.spellings(other.person)
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
      while try rows.next() != nil {
        let task = try StoredTask(statement: statement)
        var edited = task
        var owners: [String] = []
        for name in task.owners {
          let owner = oldSpellings.contains(PeopleBook.key(name)) ? keeper.person.name : name
          if !owners.contains(owner) { owners.append(owner) }
        }
        edited.owners = owners
        edited.assignedTo = owners.first
        changes.append(TaskChange(before: task, after: edited))
      }
      try Self.commit(changes, command: "people merge", by: user, at: now, in: db)
      var person = keeper.person
      person.aliases += [other.person.name] + other.person.aliases
      person.isOnTeam = person.isOnTeam || other.person.isOnTeam
      return PeopleMerge(person: person, taskCount: changes.count)
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

  /// The person a name means exactly: their name or an alias, or the full name of someone
  /// known until now by its first word.
  static func personNamed(
    _ name: String, among people: [(id: Int64, person: Person)]
  ) -> (id: Int64, person: Person)? {
    let key = PeopleBook.key(name)
    if let exact = people.first(where: { spellings($0.person).contains(key) }) { return exact }
    guard case .person(let person) = PeopleBook(people.map(\.person)).match(name) else {
      return nil
    }
    let isCompletion =
      key.contains(" ") && !PeopleBook.key(person.name).contains(" ")
    return isCompletion ? people.first { $0.person.name == person.name } : nil
  }

  /// The person any spelling means, or why there is none.
  static func resolve(
    _ name: String, among people: [(id: Int64, person: Person)]
  ) throws -> (id: Int64, person: Person) {
    switch PeopleBook(people.map(\.person)).match(name) {
    case .person(let person):
      guard let entry = people.first(where: { $0.person.name == person.name }) else {
        throw StoreError.unknownPerson(name: name)
      }
      return entry
    case .ambiguous(let candidates):
      throw StoreError.ambiguousPerson(name: name, candidates: candidates.map(\.name))
    case .none:
      throw StoreError.unknownPerson(name: name)
    }
  }

  /// A person's name and aliases as comparison keys.
  static func spellings(_ person: Person) -> Set<String> {
    Set(([person.name] + person.aliases).map(PeopleBook.key))
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
