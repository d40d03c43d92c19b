/// A person on the team, with the other names people use for them.
public struct TeamMember: Hashable, Codable, Sendable {
  /// Display name, as stored in `assigned_to` ("Ana Lima").
  public var name: String
  /// Other names and handles ("ana", "al"); matched case-insensitively, `@` optional.
  public var aliases: [String]

  public init(name: String, aliases: [String] = []) {
    self.name = name
    self.aliases = aliases
  }
}

extension TeamMember {
  /// The members of the team among `people`: those on it, with their aliases, in order.
  public static func team(among people: [Person]) -> [TeamMember] {
    people.filter(\.isOnTeam).map { TeamMember(name: $0.name, aliases: $0.aliases) }
  }
}

/// The team that assignees are resolved against.
///
/// A member answers to their full name, their first name, and every alias, case-insensitively.
/// A first name shared by two members matches neither: the result is `.ambiguous`, so intake
/// never silently picks the wrong person.
public struct Roster: Sendable {
  /// What a name resolves to.
  public enum Match: Equatable, Sendable {
    case member(TeamMember)
    case ambiguous([TeamMember])
    case none
  }

  public private(set) var members: [TeamMember] = []
  private var exact: [String: Int] = [:]
  private var firstNames: [String: [Int]] = [:]
  private var handles = HandleIndex()

  /// The team among `people`: those on it, with their aliases, in the order given.
  public init(teamAmong people: [Person]) {
    self.init(TeamMember.team(among: people))
  }

  public init(_ members: [TeamMember] = []) {
    for member in members { append(member) }
  }

  /// Puts `member` on the roster after the others, as if it had been given to `init`.
  public mutating func append(_ member: TeamMember) {
    let index = members.count
    members.append(member)
    handles.add(member.name, at: index)
    exact[Roster.key(member.name)] = index
    for alias in member.aliases { exact[Roster.key(alias)] = index }
    if let first = member.name.split(separator: " ").first, first != Substring(member.name) {
      firstNames[Roster.key(String(first)), default: []].append(index)
    }
  }

  /// Whether the roster has nobody on it.
  public var isEmpty: Bool { members.isEmpty }

  /// Resolves a name, alias or `@handle`; a handle built from one member's names
  /// ("bkowalczyk", "amarachi-n", "thao.dinh") finds them as `PeopleBook` does.
  public func match(_ name: String) -> Match {
    let key = Roster.key(name)
    if let index = exact[key] { return .member(members[index]) }
    if let indices = firstNames[key] {
      return indices.count == 1
        ? .member(members[indices[0]]) : .ambiguous(indices.map { members[$0] })
    }
    guard !key.contains(ascii: " ") else { return .none }
    let found = handles.matches(key)
    switch found.count {
    case 0: return .none
    case 1: return .member(members[found[0]])
    default: return .ambiguous(found.map { members[$0] })
    }
  }

  /// The member a name resolves to, or nil when it is unknown or ambiguous.
  public func member(named name: String) -> TeamMember? {
    if case .member(let member) = match(name) { return member }
    return nil
  }

  private static func key(_ name: String) -> String {
    var text = name.lowercased()
    if text.hasPrefix("@") { text.removeFirst() }
    return text
  }
}
