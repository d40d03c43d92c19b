import Foundation

/// Someone tasks are assigned to: a team member, a person named in a document, or a group.
public struct Person: Hashable, Codable, Sendable {
  /// Display name, as stored in a task's owners ("Priya Raman", "the infra team").
  public var name: String
  /// Other spellings and handles that mean this person ("Priya", "priya-r").
  public var aliases: [String]
  /// Whether the person is on the team (`intake team add`).
  public var isOnTeam: Bool

  public init(name: String, aliases: [String] = [], isOnTeam: Bool = false) {
    self.name = name
    self.aliases = aliases
    self.isOnTeam = isOnTeam
  }

  enum CodingKeys: String, CodingKey {
    case name, aliases
    case isOnTeam = "on_team"
  }
}

/// Everyone intake knows, and the rules that say when two spellings are one person.
///
/// A spelling means a person when it is their name or an alias (case-insensitively, a
/// leading "@" ignored); when it is the first name of exactly one person with a full name
/// ("Priya" for "Priya Raman"); when it is a handle built from exactly one person's names
/// ("priya-r", "praman", "priyaraman"); or when it is a full name whose first word is exactly
/// one person known by that one word (then that person's name becomes the full name). When
/// two people could match, the spelling matches neither: intake never picks one silently.
public struct PeopleBook: Sendable {
  /// What a spelling resolves to.
  public enum Match: Equatable, Sendable {
    case person(Person)
    case ambiguous([Person])
    case none
  }

  /// What `learn` did with a spelling: the name to store it under, and why.
  public enum Learned: Equatable, Sendable {
    /// A known person, under their name.
    case known(Person)
    /// A known person known until now by one word, now by the full name (`person.name`).
    case renamed(Person, from: String)
    /// Someone new, added to the book.
    case added(Person)
    /// Several people could be meant; nothing was learned.
    case ambiguous([Person])

    /// The name a task stores for the spelling, nil when it is ambiguous.
    public var name: String? {
      switch self {
      case .known(let person), .renamed(let person, _), .added(let person): person.name
      case .ambiguous: nil
      }
    }
  }

  /// Everyone, in the order they were given or learned.
  public private(set) var people: [Person]
  private var exact: [String: Int] = [:]
  private var firstNames: [String: [Int]] = [:]
  private var handles = HandleIndex()

  public init(_ people: [Person] = []) {
    self.people = []
    for person in people { insert(person) }
  }

  /// Resolves a spelling without learning anything.
  public func match(_ spelling: String) -> Match {
    let key = Self.key(spelling)
    guard !key.isEmpty else { return .none }
    if let index = exact[key] { return .person(people[index]) }
    let words = Self.words(key)
    if words.count == 1 {
      if let indices = firstNames[key] { return Self.match(indices.map { people[$0] }) }
      let handles = self.handles.matches(key)
      if !handles.isEmpty { return Self.match(handles.map { people[$0] }) }
      return .none
    }
    // A full name whose first word is someone known by that word alone.
    let first = words[0]
    if let index = exact[first], Self.words(Self.key(people[index].name)).count == 1,
      firstNames[first] == nil
    {
      return .person(people[index])
    }
    return .none
  }

  /// Resolves a spelling and remembers it: someone new is added, and a person known by one
  /// word takes the full name when it first appears.
  ///
  /// - Parameter spelling: A name, handle or group as written.
  /// - Returns: What the spelling became; `.ambiguous` leaves the book as it was.
  public mutating func learn(_ spelling: String) -> Learned {
    let written = spelling.trimmingWhitespace()
    switch match(written) {
    case .ambiguous(let candidates):
      return .ambiguous(candidates)
    case .person(let person):
      let wordCount = Self.words(Self.key(written)).count
      guard wordCount > 1, Self.words(Self.key(person.name)).count == 1,
        let index = exact[Self.key(person.name)]
      else { return .known(person) }
      var renamed = person
      renamed.name = written
      renamed.aliases.append(person.name)
      replace(at: index, with: renamed)
      return .renamed(renamed, from: person.name)
    case .none:
      var name = written
      if name.hasPrefix("@") { name.removeFirst() }
      let person = Person(name: name)
      insert(person)
      return .added(person)
    }
  }

  /// How spellings are compared: lowercased, trimmed, a leading "@" dropped.
  public static func key(_ spelling: String) -> String {
    var text = spelling.trimmingWhitespace().lowercased()
    if text.hasPrefix("@") { text.removeFirst() }
    return text
  }

  // MARK: - Private

  private static func match(_ candidates: [Person]) -> Match {
    candidates.count == 1 ? .person(candidates[0]) : .ambiguous(candidates)
  }

  private mutating func insert(_ person: Person) {
    let index = people.count
    people.append(person)
    self.index(person, at: index)
  }

  /// Gives a person known by one word a full name (`learn`): the indexes gain what the full
  /// name adds, as a rebuild in order would give them.
  private mutating func replace(at index: Int, with person: Person) {
    people[index] = person
    self.index(person, at: index)
  }

  private mutating func index(_ person: Person, at index: Int) {
    for spelling in [person.name] + person.aliases {
      let key = Self.key(spelling)
      if !key.isEmpty, exact[key] == nil { exact[key] = index }
    }
    let words = Self.words(Self.key(person.name))
    if words.count > 1 { firstNames[words[0], default: []].insertInOrder(index) }
    handles.add(person.name, at: index)
  }

  static func words(_ key: String) -> [String] {
    key.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }
}

/// The handles people build from their names, each found in one look-up: "priya-r",
/// "priya.raman", "p-raman", "priyaraman", "praman", "priyar" for Priya Raman.
package struct HandleIndex: Sendable {
  /// Handles written as one word, to the names they are built from.
  private var joined: [String: [Int]] = [:]
  /// By first name, each name's index and last word.
  private var byFirst: [String: [(index: Int, last: String)]] = [:]
  /// By last word, each name's index and first-name initial.
  private var byLast: [String: [(index: Int, initial: Character)]] = [:]

  /// Indexes a full name (names of one word build no handle).
  ///
  /// Handles are also built from two names side by side and without accents, as people with
  /// three names or names in another order write them: "luzmaria" for Luz María Betancourt,
  /// "thuha" for Nguyễn Thu Hà.
  package mutating func add(_ name: String, at index: Int) {
    let names = PeopleBook.words(PeopleBook.key(name))
    guard names.count >= 2, let first = names.first, let last = names.last,
      let initial = first.first, let lastInitial = last.first
    else { return }
    var handles: Set<String> = [first + last, String(initial) + last, first + String(lastInitial)]
    for position in names.indices.dropLast() where names.count > 2 {
      handles.insert(names[position] + names[position + 1])
    }
    for handle in handles.union(handles.map(Self.withoutAccents)) {
      joined[handle, default: []].insertInOrder(index)
    }
    byFirst[first, default: []].append((index, last))
    byLast[last, default: []].append((index, initial))
  }

  package init() {}

  /// Whether `handle` (lower case, without "@") is built from `name`: "rfonseca",
  /// "rui.fonseca", "ruif" for Rui Fonseca.
  package static func isHandle(_ handle: String, of name: String) -> Bool {
    var index = HandleIndex()
    index.add(name, at: 0)
    return !index.matches(handle).isEmpty
  }

  /// `text` with its letters' accents taken off ("hà" → "ha").
  static func withoutAccents(_ text: String) -> String {
    guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
    return text.folding(options: .diacriticInsensitive, locale: nil)
  }

  /// The indexes of the names a one-word handle (a comparison key) is built from, in order.
  package func matches(_ key: String) -> [Int] {
    let parts = key.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." })
    if parts.count == 1 { return parts[0].count == key.count ? joined[key] ?? [] : [] }
    guard parts.count == 2 else { return [] }
    let first = String(parts[0])
    let second = String(parts[1])
    var found = (byFirst[first] ?? []).filter { $0.last.hasPrefix(second) }.map(\.index)
    if first.count == 1, let initial = first.first {
      found += (byLast[second] ?? []).filter { $0.initial == initial }.map(\.index)
    }
    return Array(Set(found)).sorted()
  }
}

extension [Int] {
  /// Inserts `value` into an ascending array where it keeps the order (at the end when it is
  /// the largest, as indexes given in order are).
  mutating func insertInOrder(_ value: Int) {
    var position = endIndex
    while position > startIndex, self[position - 1] > value { position -= 1 }
    insert(value, at: position)
  }
}
