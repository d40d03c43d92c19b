import Foundation
import IntakeCore

extension PostgresTaskRepository {
  // MARK: - The team

  /// Adds a person to the team, with the rules of `SQLiteTaskRepository.addMember`.
  public func addMember(_ member: TeamMember) throws(StoreError) {
    try session.transaction { () throws(StoreError) in
      let (name, aliases, promoted) = try PeopleRules.addition(
        of: member, among: try storedPeople(isLocking: true))
      let id: String
      if let promoted {
        id = String(promoted.id)
        try session.execute(
          "UPDATE intake_people SET name = $1, on_team = true WHERE id = $2::bigint", [name, id])
      } else {
        id =
          try session.value(
            "INSERT INTO intake_people (name, on_team) VALUES ($1, true) RETURNING id::text",
            [name]) ?? ""
      }
      for alias in aliases {
        try session.execute(
          """
          INSERT INTO intake_people_aliases (alias, person_id) VALUES ($1, $2::bigint)
          ON CONFLICT DO NOTHING
          """, [alias, id])
      }
    }
  }

  public func members() throws(StoreError) -> [TeamMember] {
    TeamMember.team(among: try storedPeople().map(\.person))
  }

  public func removeMember(named name: String) throws(StoreError) {
    try session.transaction { () throws(StoreError) in
      let member = try PeopleRules.member(named: name, among: try storedPeople(isLocking: true))
      try session.execute(
        "UPDATE intake_people SET on_team = false WHERE id = $1::bigint", [String(member.id)])
    }
  }

  // MARK: - Everyone

  public func people() throws(StoreError) -> [Person] {
    try storedPeople().map(\.person)
  }

  public func peopleTally() throws(StoreError) -> PeopleTally {
    try session.transaction { () throws(StoreError) in
      var (tally, entry) = PeopleRules.emptyTally(of: try storedPeople().map(\.person))
      let rows = try session.rows(
        """
        SELECT DISTINCT tasks.id, trim(owner.value), (tasks.status = 'done')::text
        FROM \(Self.tasksTable()), jsonb_array_elements_text(tasks.owners::jsonb) AS owner
        """)
      for row in rows {
        PeopleRules.count(row[1] ?? "", isDone: row[2] == "true", in: &tally, entry: entry)
      }
      return tally
    }
  }

  @discardableResult
  public func mergePeople(
    keeping kept: String, merging merged: String, by user: String, at now: Date
  ) throws(StoreError) -> PeopleMerge {
    try session.transaction { () throws(StoreError) in
      let people = try storedPeople(isLocking: true)
      let keeper = try PeopleRules.resolve(kept, among: people)
      let other = try PeopleRules.resolve(merged, among: people)
      guard keeper.id != other.id else {
        throw .samePerson(name: kept, other: merged, person: keeper.person.name)
      }
      let oldSpellings = PeopleRules.spellings(other.person)
      try session.execute("DELETE FROM intake_people WHERE id = $1::bigint", [String(other.id)])
      if other.person.isOnTeam {
        try session.execute(
          "UPDATE intake_people SET on_team = true WHERE id = $1::bigint", [String(keeper.id)])
      }
      for alias in [other.person.name] + other.person.aliases {
        try session.execute(
          """
          INSERT INTO intake_people_aliases (alias, person_id) VALUES ($1, $2::bigint)
          ON CONFLICT DO NOTHING
          """, [alias, String(keeper.id)])
      }
      // Tasks that name the merged person now name the one kept, as one undoable command.
      var changes: [TaskChange] = []
      let rows = try session.rows(
        "SELECT \(Self.columnList) FROM \(Self.tasksTable()) WHERE owners <> '[]' ORDER BY seq")
      for row in rows {
        let task = try StoredTask(texts: row)
        if let edited = PeopleRules.renamingOwners(
          of: task, from: oldSpellings, to: keeper.person.name)
        {
          changes.append(TaskChange(before: task, after: edited))
        }
      }
      try commitInTransaction(changes, command: "people merge", by: user, at: now)
      return PeopleMerge(
        person: PeopleRules.merged(keeper.person, other.person), taskCount: changes.count)
    }
  }

  // MARK: - Pieces

  /// Everyone stored, by name, with their row ids.
  ///
  /// - Parameter isLocking: Whether to lock the people table against other writers of
  ///   people until the transaction ends, so checks and writes see one state.
  /// - Returns: Each person with their row id.
  /// - Throws: What the server reports.
  func storedPeople(isLocking: Bool = false) throws(StoreError) -> [(id: Int64, person: Person)] {
    if isLocking {
      try session.execute("LOCK TABLE intake_people IN SHARE ROW EXCLUSIVE MODE")
    }
    let rows = try session.rows(
      """
      SELECT p.id::text, p.name, p.on_team::text, a.alias
      FROM intake_people p LEFT JOIN intake_people_aliases a ON a.person_id = p.id
      ORDER BY lower(p.name), p.id, a.seq
      """)
    var people: [(id: Int64, person: Person)] = []
    for row in rows {
      let id = row[0].flatMap { Int64($0) } ?? 0
      if people.last?.id != id {
        people.append((id, Person(name: row[1] ?? "", isOnTeam: row[2] == "true")))
      }
      if let alias = row[3] { people[people.count - 1].person.aliases.append(alias) }
    }
    return people
  }
}

/// Records the owners of tasks as they are written, as `PeopleRecorder` does for SQLite:
/// someone new becomes a person, and a person known by one word takes the full name when it
/// first appears.
struct PostgresPeopleRecorder {
  private var book: PeopleBook?
  private var written: Set<String> = []
  private var seen: Set<String> = []

  /// Records the owners of `task`.
  ///
  /// - Throws: What the server reports.
  mutating func record(_ task: StoredTask, in repository: PostgresTaskRepository)
    throws(StoreError)
  {
    if let assignee = task.assignedTo { try record(assignee, in: repository) }
    for owner in task.owners { try record(owner, in: repository) }
  }

  private mutating func record(_ owner: String, in repository: PostgresTaskRepository)
    throws(StoreError)
  {
    guard written.insert(owner).inserted else { return }
    let key = PeopleBook.key(owner)
    guard !key.isEmpty, seen.insert(key).inserted else { return }
    var book: PeopleBook
    if let known = self.book {
      book = known
    } else {
      book = PeopleBook(try repository.storedPeople(isLocking: true).map(\.person))
    }
    self.book = nil
    defer { self.book = book }
    switch book.learn(owner) {
    case .added(let person):
      try repository.session.execute(
        "INSERT INTO intake_people (name) VALUES ($1) ON CONFLICT DO NOTHING", [person.name])
    case .renamed(let person, let old):
      try repository.session.execute(
        "UPDATE intake_people SET name = $1 WHERE name = $2", [person.name, old])
      try repository.session.execute(
        """
        INSERT INTO intake_people_aliases (alias, person_id)
        SELECT $1, id FROM intake_people WHERE name = $2 ON CONFLICT DO NOTHING
        """, [old, person.name])
    case .known, .ambiguous:
      break
    }
  }
}
