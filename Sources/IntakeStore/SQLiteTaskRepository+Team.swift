import Foundation
import GRDB
import IntakeCore

extension SQLiteTaskRepository {
  public func addMember(_ member: TeamMember) throws(StoreError) {
    let name = member.name.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw .emptyMemberName }
    // Aliases are stored without "@" (the roster accepts it either way), once each, and not
    // when they repeat the name.
    var aliases: [String] = []
    var seen: Set<String> = [Self.key(name)]
    for alias in member.aliases {
      var text = alias.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("@") {
        text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces)
      }
      guard !text.isEmpty, seen.insert(Self.key(text)).inserted else { continue }
      aliases.append(text)
    }
    try write { db in
      // Checked here rather than left to the UNIQUE constraints: NOCASE folds ASCII only, a
      // name must not clash with another member's alias either, and the error names who has it.
      let taken = try Self.takenNames(db)
      for candidate in [name] + aliases {
        if let owner = taken[Self.key(candidate)] {
          throw StoreError.duplicateMember(name: candidate, existingMember: owner)
        }
      }
      try db.execute(sql: "INSERT INTO team_members (name) VALUES (?)", arguments: [name])
      let memberID = db.lastInsertedRowID
      for alias in aliases {
        try db.execute(
          sql: "INSERT INTO team_aliases (alias, member_id) VALUES (?, ?)",
          arguments: [alias, memberID])
      }
    }
  }

  public func members() throws(StoreError) -> [TeamMember] {
    let rows = try read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT m.id, m.name, a.alias
          FROM team_members m LEFT JOIN team_aliases a ON a.member_id = m.id
          ORDER BY m.name COLLATE NOCASE, m.id, a.rowid
          """)
    }
    var members: [TeamMember] = []
    var lastID: Int64?
    for row in rows {
      let id = row["id"] as? Int64
      if id != lastID || members.isEmpty {
        members.append(TeamMember(name: row["name"] as? String ?? ""))
        lastID = id
      }
      if let alias = row["alias"] as? String {
        members[members.count - 1].aliases.append(alias)
      }
    }
    return members
  }

  public func removeMember(named name: String) throws(StoreError) {
    let key = Self.key(name)
    try write { db in
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT m.id, m.name AS label FROM team_members m
          UNION ALL SELECT member_id, alias FROM team_aliases
          """)
      guard
        let row = rows.first(where: { ($0["label"] as? String).map(Self.key) == key }),
        let id = row["id"] as? Int64
      else { throw StoreError.unknownMember(name: name) }
      // The aliases go with the member: ON DELETE CASCADE.
      try db.execute(sql: "DELETE FROM team_members WHERE id = ?", arguments: [id])
    }
  }

  /// Every name and alias on the team, by comparison key, with the member it belongs to.
  private static func takenNames(_ db: Database) throws -> [String: String] {
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT name AS label, name FROM team_members
        UNION ALL SELECT a.alias, m.name FROM team_aliases a JOIN team_members m
          ON m.id = a.member_id
        """)
    var taken: [String: String] = [:]
    for row in rows {
      if let label = row["label"] as? String, let owner = row["name"] as? String {
        taken[Self.key(label)] = owner
      }
    }
    return taken
  }

  /// How names are compared, as `Roster` does: case-insensitively, a leading "@" ignored.
  private static func key(_ name: String) -> String {
    var text = name.trimmingCharacters(in: .whitespaces).lowercased()
    if text.hasPrefix("@") { text.removeFirst() }
    return text
  }
}
