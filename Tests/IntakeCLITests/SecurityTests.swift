import Foundation
import GRDB
import Testing

/// The store is private, and text from notes is only ever data: never SQL, a command or a path.
@Suite("Security")
struct SecurityTests {
  @Test func theDefaultStoreAndItsFoldersArePrivate() throws {
    let intake = try IntakeSandbox()
    _ = try intake.succeed(["add"] + IntakeSandbox.clock + ["buy milk"])
    let folder = intake.dataHome.appendingPathComponent("intake")
    let file = folder.appendingPathComponent("intake.sqlite")
    for (path, mode) in [(intake.dataHome, 0o700), (folder, 0o700), (file, 0o600)] {
      let attributes = try FileManager.default.attributesOfItem(atPath: path.path)
      #expect(attributes[.posixPermissions] as? Int == mode, "\(path.path)")
    }
  }

  /// Markdown's own marks are left out: the notes reader reads those as formatting.
  static let hostile = [
    "'); DROP TABLE tasks; --",
    "x' OR '1'='1",
    "$(touch pwned) and ${IFS}touch pwned2; touch pwned3",
    "../../../../etc/passwd",
    "100% LIKE wildcards",
  ]

  @Test func textFromNotesIsStoredAsWrittenAndNeverRun() throws {
    let intake = try IntakeSandbox()
    let notes = "## Action items\n" + Self.hostile.map { "- [ ] review \($0)\n" }.joined()
    let path = intake.folder.appendingPathComponent("notes.md").path
    try Data(notes.utf8).write(to: URL(fileURLWithPath: path))
    try intake.succeed(["import"] + intake.db + IntakeSandbox.clock + [path])
    _ = try intake.add("check \(Self.hostile[0])")
    try intake.succeed(["team", "add"] + intake.db + [Self.hostile[1]])

    // Each item is kept as written, in the task's provenance, beside its cleaned title.
    let raw = try RawDatabase(intake.databasePath)
    let sources = try raw.queue.read { db in
      try String.fetchAll(db, sql: "SELECT source_text FROM tasks WHERE batch_id IS NOT NULL")
    }
    #expect(Set(sources) == Set(Self.hostile.map { "review \($0)" }))
    #expect(try raw.count("tasks") == Self.hostile.count + 1)
    let titles = try intake.list().map(\.text)
    #expect(titles.contains { $0.contains("DROP TABLE tasks") })
    let members = try intake.succeed(["team", "list"] + intake.db).stdout
    #expect(members.contains(Self.hostile[1]))
    let files = try FileManager.default.contentsOfDirectory(atPath: intake.folder.path)
    #expect(!files.contains { $0.hasPrefix("pwned") })
    #expect(try RawDatabase(intake.databasePath).integrity() == ["ok"])
  }

  @Test(arguments: ["' OR '1'='1", "%", "_", "1' --"])
  func anIDPrefixIsAValueNeverAPattern(_ prefix: String) throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("buy milk")
    for command in ["done", "rm"] {
      let result = try intake.run([command] + intake.db + [prefix])
      #expect(result.status == 1)
      #expect(
        result.stderrLines == ["Error: no task matches \"\(prefix)\"; run intake list to see ids"])
    }
    let undo = try intake.run(["undo"] + intake.db + [prefix])
    #expect(
      undo.stderrLines == ["Error: no batch matches \"\(prefix)\"; run intake batches to see ids"])
    #expect(try intake.list() == [task])
  }

  // MARK: - The sources

  /// Every Swift file under Sources/, read from the checkout these tests were built from.
  static func sources() throws -> [(path: String, text: String)] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
    var files: [(String, String)] = []
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let name = enumerator?.nextObject() as? String {
      guard name.hasSuffix(".swift") else { continue }
      let url = root.appendingPathComponent(name)
      files.append((name, try String(contentsOf: url, encoding: .utf8)))
    }
    return files
  }

  /// The one program intake starts: `intake config edit` opens the user's own `$VISUAL` or
  /// `$EDITOR` on the config file, through env(1), the path as an argument; never a shell.
  static let startsAProgram: Set<String> = ["intake/Commands/Config.swift"]

  @Test func noCommandShellsOut() throws {
    let files = try Self.sources()
    #expect(files.count > 50)
    for (path, text) in files {
      #expect(!text.contains("/bin/sh") && !text.contains("\"-c\""), "\(path) runs a shell")
    }
    for (path, text) in files where !Self.startsAProgram.contains(path) {
      for call in ["Process(", "posix_spawn", "popen(", "system(", "execv", "execl", "NSTask"] {
        #expect(!text.contains(call), "\(path) calls \(call)")
      }
    }
  }

  /// SQL text only ever interpolates column lists, table expressions and placeholders built
  /// from the code's own constants (`?` marks for SQLite, `$n` for PostgreSQL); values are
  /// bound.
  @Test func sqlInterpolatesOnlyColumnListsAndPlaceholders() throws {
    let allowed: Set<String> = [
      "columnList", "StoredTask.columnList", "Batch.columnList", "marks",
      // PostgreSQL: the task view (`todos` joined with `intake_tasks`) and its columns, the
      // operations' columns, a SELECT head kept in a constant, the insert's column lists and
      // `$n` marks, which of two column expressions an insert writes, and the constant FROM
      // item by which an insert says it announces its rows itself.
      "Self.columnList", "Self.tasksTable(", "Self.operationColumns", "select", "Self.announcing",
      "app.map(\\.column", "appMarks", "side.map(\\.column", "sideMarks", "importedXmin",
      "appColumns.map(\\.column", "sideColumns.map(\\.column",
      "appSelect.joined(separator: \", \"", "sideSelect.joined(separator: \", \"",
    ]
    for (path, text) in try Self.sources() where path.hasPrefix("IntakeStore/") {
      var inSQLBlock = false
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let isSQLLine = line.contains("sql:") || line.contains("SQL =") || line.contains("sql =")
        if line.contains("\"\"\"") {
          inSQLBlock = !inSQLBlock && (isSQLLine || line.contains("sql"))
        }
        guard isSQLLine || inSQLBlock,
          line.contains("SELECT") || line.contains("INSERT")
            || line.contains("UPDATE") || line.contains("DELETE") || line.contains("WHERE")
            || line.contains(" IN (") || line.contains("VALUES")
        else { continue }
        var rest = Substring(line)
        while let open = rest.range(of: "\\(") {
          let after = rest[open.upperBound...]
          guard let close = after.firstIndex(of: ")") else { break }
          let expression = String(after[..<close])
          #expect(allowed.contains(expression), "\(path): interpolates \(expression) into SQL")
          rest = after[close...]
        }
      }
    }
  }
}
