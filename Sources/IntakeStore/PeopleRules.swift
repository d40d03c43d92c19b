import IntakeCore

/// The rules of the team and of people, kept the same by every backend.
///
/// Which spellings a person has, what adding or removing a member means, how a merge renames
/// owners and how tasks are tallied; a backend only reads and writes the rows.
enum PeopleRules {
  /// A person as stored, with the row id the backend knows them by.
  typealias Stored = (id: Int64, person: Person)

  /// A person's name and aliases as comparison keys.
  static func spellings(_ person: Person) -> Set<String> {
    Set(([person.name] + person.aliases).map(PeopleBook.key))
  }

  /// The person a name means exactly: their name or an alias, or the full name of someone
  /// known until now by its first word.
  static func personNamed(_ name: String, among people: [Stored]) -> Stored? {
    let key = PeopleBook.key(name)
    if let exact = people.first(where: { spellings($0.person).contains(key) }) { return exact }
    guard case .person(let person) = PeopleBook(people.map(\.person)).match(name) else {
      return nil
    }
    let isCompletion =
      key.contains(ascii: " ") && !PeopleBook.key(person.name).contains(ascii: " ")
    return isCompletion ? people.first { $0.person.name == person.name } : nil
  }

  /// The person any spelling means, or why there is none.
  static func resolve(_ name: String, among people: [Stored]) throws(StoreError) -> Stored {
    switch PeopleBook(people.map(\.person)).match(name) {
    case .person(let person):
      guard let entry = people.first(where: { $0.person.name == person.name }) else {
        throw .unknownPerson(name: name)
      }
      return entry
    case .ambiguous(let candidates):
      throw .ambiguousPerson(name: name, candidates: candidates.map(\.name))
    case .none:
      throw .unknownPerson(name: name)
    }
  }

  /// What adding `member` to the team writes: the name, the aliases to store, and the person
  /// it promotes (someone already known by the name joins the team with their tasks and
  /// spellings), or nil for a new person.
  ///
  /// Aliases are stored without "@" (names are matched either way), once each, and not when
  /// they repeat the name; a promoted person's old name becomes an alias.
  /// - Throws: `.emptyMemberName`; `.duplicateMember` when the name or an alias is a member's;
  ///   `.spellingTaken` when it already means someone else.
  static func addition(of member: TeamMember, among people: [Stored]) throws(StoreError) -> (
    name: String, aliases: [String], promoted: Stored?
  ) {
    let name = member.name.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw .emptyMemberName }
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
    let promoted = personNamed(name, among: people)
    if let promoted, promoted.person.isOnTeam {
      throw .duplicateMember(name: name, existingMember: promoted.person.name)
    }
    // Checked here rather than left to a unique index: a case-folding index folds less than
    // `PeopleBook.key`, a name must not clash with another person's alias either, and the
    // error names who has it.
    for candidate in [name] + aliases {
      let key = PeopleBook.key(candidate)
      if let other = people.first(where: {
        $0.id != promoted?.id && spellings($0.person).contains(key)
      }) {
        throw other.person.isOnTeam
          ? StoreError.duplicateMember(name: candidate, existingMember: other.person.name)
          : StoreError.spellingTaken(name: candidate, person: other.person.name)
      }
    }
    if let promoted, PeopleBook.key(promoted.person.name) != PeopleBook.key(name) {
      aliases.append(promoted.person.name)
    }
    return (name, aliases, promoted)
  }

  /// The team member any of whose spellings is `name`.
  ///
  /// - Throws: `.unknownMember`.
  static func member(named name: String, among people: [Stored]) throws(StoreError) -> Stored {
    let key = PeopleBook.key(name)
    guard
      let member = people.first(where: {
        $0.person.isOnTeam && spellings($0.person).contains(key)
      })
    else { throw .unknownMember(name: name) }
    return member
  }

  /// A tally of everyone with no tasks counted yet, and which entry each spelling counts for.
  static func emptyTally(of people: [Person]) -> (tally: PeopleTally, entry: [String: Int]) {
    var entry: [String: Int] = [:]
    for (index, person) in people.enumerated() {
      for spelling in spellings(person) { entry[spelling] = index }
    }
    let tally = PeopleTally(
      people: people.map { PeopleTally.Entry(person: $0, open: 0, done: 0) }, unjoined: [:])
    return (tally, entry)
  }

  /// Counts one owner of one task.
  static func count(
    _ name: String, isDone: Bool, in tally: inout PeopleTally, entry: [String: Int]
  ) {
    if let index = entry[PeopleBook.key(name)] {
      if isDone { tally.people[index].done += 1 } else { tally.people[index].open += 1 }
    } else if !name.isEmpty {
      tally.unjoined[name, default: 0] += 1
    }
  }

  /// `task` with every owner spelled as one of `spellings` named `name` instead (once), or
  /// nil when no owner is.
  static func renamingOwners(
    of task: StoredTask, from spellings: Set<String>, to name: String
  ) -> StoredTask? {
    guard task.owners.contains(where: { spellings.contains(PeopleBook.key($0)) }) else {
      return nil
    }
    var edited = task
    var owners: [String] = []
    for owner in task.owners {
      let renamed = spellings.contains(PeopleBook.key(owner)) ? name : owner
      if !owners.contains(renamed) { owners.append(renamed) }
    }
    edited.owners = owners
    edited.assignedTo = owners.first
    return edited
  }

  /// The person kept by a merge: the other's name and aliases among theirs, on the team if
  /// either was.
  static func merged(_ keeper: Person, _ other: Person) -> Person {
    var person = keeper
    person.aliases += [other.name] + other.aliases
    person.isOnTeam = keeper.isOnTeam || other.isOnTeam
    return person
  }
}
