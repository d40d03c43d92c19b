import Foundation
import GRDB
import Testing

/// One entry of the bad-input catalogue: a command line, what it reads, and the error.
struct BadInputCase: Sendable, CustomTestStringConvertible {
  var id: String
  /// The command line; `{dir}` stands for the sandbox folder.
  var arguments: [String]
  /// Files to create in the sandbox folder first, by name.
  var files: [String: Data] = [:]
  /// What stdin holds; nil for an empty stdin.
  var stdin: Data?
  /// 1 for a failed command, 64 for a usage error.
  var status: Int32 = 1
  /// Words the error line must hold (`{dir}` stands for the sandbox folder).
  var message: String

  var testDescription: String { id }
}

/// `text` as UTF-16 with its byte-order mark.
private func utf16(_ text: String, bigEndian: Bool) -> Data {
  var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
  for unit in text.utf16 {
    let pair = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
    bytes += bigEndian ? pair : pair.reversed()
  }
  return Data(bytes)
}

/// Every bad input of the catalogue gets one clear error line naming the input and the fix,
/// a non-zero exit, and leaves nothing written.
@Suite("Bad input catalogue")
struct BadInputTests {
  static let planning = Data(
    "# Sync 2026-03-02\n## Action items\n- [ ] Ana to send the deck\n".utf8)
  static let megabyteLine = Data(("- [ ] call Ana\n" + String(repeating: "x", count: 1 << 20)).utf8)

  static let catalogue: [BadInputCase] = [
    .init(id: "empty-text", arguments: ["add", ""], status: 64, message: "the task text is empty"),
    .init(
      id: "whitespace-text", arguments: ["add", " \t "], status: 64,
      message: "the task text is empty"),
    .init(
      id: "empty-stdin", arguments: ["add", "-"], stdin: Data(),
      message: "stdin is empty; pipe the tasks in"),
    .init(
      id: "whitespace-stdin", arguments: ["import", "-"], stdin: Data(" \n\t\n".utf8),
      message: "stdin: is empty; nothing to import"),
    .init(
      id: "whitespace-file", arguments: ["import", "{dir}/blank.md"],
      files: ["blank.md": Data("  \n\n".utf8)], message: "{dir}/blank.md: is empty"),
    .init(
      id: "binary-file", arguments: ["import", "{dir}/photo.md"],
      files: ["photo.md": Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])],
      message: "{dir}/photo.md: looks like a binary file, not text"),
    .init(
      id: "binary-stdin", arguments: ["add", "-"], stdin: Data([0x7F, 0x45, 0x4C, 0x46, 2, 1, 0]),
      message: "stdin: looks like a binary file"),
    .init(
      id: "invalid-utf8-file", arguments: ["import", "{dir}/latin1.md"],
      files: ["latin1.md": Data("- [ ] call Ana\n- [ ] caf".utf8 + [0xE9] + " order\n".utf8)],
      message: "{dir}/latin1.md:2: is not UTF-8 text; save the file as UTF-8"),
    .init(
      id: "invalid-utf8-stdin", arguments: ["add", "-"],
      stdin: Data("buy milk\nbuy caf".utf8 + [0xE9] + "\n".utf8),
      message: "stdin:2: is not UTF-8 text"),
    .init(
      id: "utf16-le-with-bom", arguments: ["import", "{dir}/utf16.txt"],
      files: ["utf16.txt": utf16("call Ana", bigEndian: false)],
      message: "{dir}/utf16.txt: is UTF-16; save it as UTF-8"),
    .init(
      id: "utf16-le-without-bom", arguments: ["import", "{dir}/utf16.md"],
      files: ["utf16.md": utf16("- [ ] call Ana tomorrow\n", bigEndian: false).dropFirst(2)],
      message: "{dir}/utf16.md: is UTF-16; save it as UTF-8"),
    .init(
      id: "utf16-be-with-bom-on-stdin", arguments: ["add", "-"],
      stdin: utf16("call Ana", bigEndian: true),
      message: "stdin: is UTF-16; save it as UTF-8"),
    .init(
      id: "one-megabyte-line", arguments: ["import", "{dir}/long.md"],
      files: ["long.md": megabyteLine],
      message: "{dir}/long.md:2: the line is longer than 64 KB; break it into shorter lines"),
    .init(
      id: "one-megabyte-line-on-stdin", arguments: ["add", "-"], stdin: megabyteLine,
      message: "stdin:2: the line is longer than 64 KB"),
    .init(
      id: "missing-file", arguments: ["import", "{dir}/planning.md", "{dir}/nope.md"],
      files: ["planning.md": planning], message: "{dir}/nope.md: no such file or folder"),
    .init(
      id: "folder-without-notes", arguments: ["import", "{dir}/photos"],
      files: ["photos/a.png": Data([0x89, 0x50])],
      message: "{dir}/photos: holds no notes (.md, .txt, .vtt, .srt, .sbv, .log)"),
    .init(
      id: "bad-now", arguments: ["add", "--now", "2026-13-01T09:00", "buy milk"], status: 64,
      message: "--now \"2026-13-01T09:00\" is not a local date-time; write it like"),
    .init(
      id: "bad-tz", arguments: ["add", "--tz", "Mars/Olympus", "buy milk"], status: 64,
      message: "--tz \"Mars/Olympus\" is not an IANA time zone"),
    .init(
      id: "bad-date-order", arguments: ["import", "--date-order", "ydm", "{dir}/planning.md"],
      files: ["planning.md": planning], status: 64,
      message: "--date-order \"ydm\" is not one of mdy, dmy, ymd"),
    .init(
      id: "bad-max-size", arguments: ["import", "--max-size", "lots", "{dir}/planning.md"],
      files: ["planning.md": planning], status: 64,
      message: "--max-size \"lots\" is not a size; write it like 200M"),
    .init(
      id: "database-in-a-missing-folder",
      arguments: ["add", "--db", "{dir}/gone/t.sqlite", "buy milk"],
      message: "there is no folder {dir}/gone; create the folder or pass another --db"),
    .init(
      id: "database-path-is-a-folder", arguments: ["add", "--db", "{dir}/photos", "buy milk"],
      files: ["photos/a.png": Data([0x89, 0x50])],
      message: "{dir}/photos is not an intake database (not SQLite); it was left untouched"),
  ]

  @Test(arguments: catalogue)
  func badInputIsRefusedWithOneLineAndNothingIsWritten(_ example: BadInputCase) throws {
    let intake = try IntakeSandbox()
    let folder = intake.folder.path
    for (name, content) in example.files {
      let url = intake.folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try content.write(to: url)
    }
    let arguments = example.arguments.map { $0.replacingOccurrences(of: "{dir}", with: folder) }
    // The case's own options come last, so they win over the sandbox's defaults.
    let defaults = IntakeSandbox.clock + (arguments.contains("--db") ? [] : intake.db)
    let result = try intake.run(
      [arguments[0]] + defaults + arguments.dropFirst(), stdin: example.stdin)
    #expect(result.status == example.status, "\(result)")
    let message = example.message.replacingOccurrences(of: "{dir}", with: folder)
    let errors = result.stderrLines.filter { $0.hasPrefix("Error: ") }
    #expect(errors.count == 1, "\(result)")
    #expect(errors.first?.contains(message) == true, "\(result)")
    #expect(!FileManager.default.fileExists(atPath: intake.databasePath))
    #expect(result.stdout.isEmpty)
  }

  // MARK: - Size limit

  @Test func aFileOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
    let intake = try IntakeSandbox()
    let path = intake.folder.appendingPathComponent("huge.md").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    let block = Data(
      String(repeating: "- [ ] Ana to send the deck by friday\n", count: 28_340).utf8)
    for _ in 0..<100 { try handle.write(contentsOf: block) }
    try handle.close()
    let started = Date()
    let result = try intake.run(["import"] + intake.db + IntakeSandbox.clock + [path])
    #expect(result.status == 1)
    #expect(
      result.stderrLines == [
        "Error: \(path): is 100 MB, over the 16 MB size limit; nothing was imported; "
          + "pass --max-size 101M (or set INTAKE_MAX_SIZE) to read it"
      ])
    // Refused from its size, not after parsing 100 MB.
    #expect(Date().timeIntervalSince(started) < 5)
    #expect(!FileManager.default.fileExists(atPath: intake.databasePath))
  }

  @Test func maxSizeAndIntakeMaxSizeMoveTheLimit() throws {
    let intake = try IntakeSandbox()
    let path = intake.folder.appendingPathComponent("notes.md").path
    let notes = String(repeating: "- [ ] Ana to send the deck\n", count: 80)  // 2160 bytes
    try Data(notes.utf8).write(to: URL(fileURLWithPath: path))
    let small = try intake.run(["import", "--max-size", "2K"] + intake.db + [path])
    #expect(small.status == 1)
    #expect(small.stderr.contains("is 2.1 KB, over the 2 KB size limit"))
    let viaEnvironment = try intake.run(
      ["import"] + intake.db + [path], environment: ["INTAKE_MAX_SIZE": "1k"])
    #expect(viaEnvironment.stderr.contains("over the 1 KB size limit"))
    let stdin = try intake.run(["add", "-", "--max-size", "1K"] + intake.db, input: notes)
    #expect(
      stdin.stderrLines == [
        "Error: stdin: is over the 1 KB size limit; nothing was imported; "
          + "pass a larger --max-size (or set INTAKE_MAX_SIZE) to read it"
      ])
    #expect(!FileManager.default.fileExists(atPath: intake.databasePath))
    try intake.succeed(["import", "--max-size", "4K"] + intake.db + [path])
    #expect(try intake.list().count == 1)
  }

  // MARK: - Task ids

  @Test func anUnknownOrAmbiguousIDPrefixChangesNothing() throws {
    let intake = try IntakeSandbox()
    // Seventeen ids: two of them must share their first hex digit.
    let lines = (1...17).map { "task number \($0)" }.joined(separator: "\n")
    try intake.succeed(["add", "-"] + intake.db + IntakeSandbox.clock, input: lines)
    let tasks = try intake.list()
    var byDigit: [Character: Int] = [:]
    for task in tasks { byDigit[task.id.first ?? "?", default: 0] += 1 }
    let (digit, count) = try #require(byDigit.first { $0.value > 1 })
    for command in ["done", "show", "rm", "reopen"] {
      let ambiguous = try intake.run([command] + intake.db + [String(digit)])
      #expect(ambiguous.status == 1)
      #expect(
        ambiguous.stderrLines == ["Error: \"\(digit)\" matches \(count) tasks; give more of the id"]
      )
      let unknown = IntakeSandbox.prefix(matchingNoneOf: tasks)
      let missing = try intake.run([command] + intake.db + [unknown])
      #expect(missing.status == 1)
      #expect(
        missing.stderrLines == ["Error: no task matches \"\(unknown)\"; run intake list to see ids"]
      )
    }
    let edit = try intake.run(["edit"] + intake.db + [String(digit), "--text", "renamed"])
    #expect(edit.stderrLines == ["Error: \"\(digit)\" matches \(count) tasks; give more of the id"])
    #expect(try intake.list() == tasks)
  }

  @Test func anInvalidDueOnEditChangesNothing() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("buy milk")
    let result = try intake.run(
      ["edit"] + intake.db + IntakeSandbox.clock + [task.id, "--due", "2026-02-30"])
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("--due \"2026-02-30\" is not a date"))
    #expect(try intake.show(task.id) == task)
  }

  // MARK: - The database file

  /// A path given that holds no database is a mistyped path: an error naming it, never an
  /// empty answer, and no file is made.
  @Test(arguments: [
    ["list"], ["show", "1a"], ["done", "1a"], ["reopen", "1a"], ["edit", "1a", "--text", "x"],
    ["rm", "1a"], ["batches"], ["undo"], ["team", "list"], ["team", "rm", "ana"],
  ])
  func aCommandOnAMissingDatabaseCreatesNone(_ arguments: [String]) throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(arguments + intake.db)
    #expect(result.status == 1, "\(result)")
    #expect(
      result.stderrLines == [
        "Error: no task database at \(intake.databasePath) (from --db); check the path "
          + "(intake add or intake team add creates one there)"
      ])
    #expect(!FileManager.default.fileExists(atPath: intake.databasePath))
  }

  /// At the default location nothing stored yet is an empty database, not an error.
  @Test func theDefaultDatabaseNotMadeYetIsEmpty() throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(["list"])
    #expect(result.status == 0, "\(result)")
    #expect(result.stderrLines == ["no tasks"])
  }

  @Test(.enabled(if: IntakeSandbox.canRunUnprivileged, "needs setpriv to drop root"))
  func aReadOnlyDatabaseIsReportedAndLeftAsItWas() throws {
    let intake = try IntakeSandbox()
    _ = try intake.add("buy milk")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444], ofItemAtPath: intake.databasePath)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o777], ofItemAtPath: intake.folder.path)
    let before = try Data(contentsOf: URL(fileURLWithPath: intake.databasePath))
    let result = try intake.runUnprivileged(["add"] + intake.db + IntakeSandbox.clock + ["x y"])
    #expect(result.status == 1)
    #expect(
      result.stderrLines == [
        "Error: cannot write to \(intake.databasePath): it is read-only; "
          + "fix its permissions or pass another --db"
      ])
    #expect(try Data(contentsOf: URL(fileURLWithPath: intake.databasePath)) == before)
  }

  @Test(.enabled(if: IntakeSandbox.canRunUnprivileged, "needs setpriv to drop root"))
  func aDatabaseInAnUnwritableFolderIsReportedAndNotCreated() throws {
    let intake = try IntakeSandbox()
    let folder = intake.folder.appendingPathComponent("locked")
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
    let path = folder.appendingPathComponent("t.sqlite").path
    let result = try intake.runUnprivileged(["add", "--db", path] + IntakeSandbox.clock + ["x"])
    #expect(result.status == 1)
    #expect(
      result.stderrLines == [
        "Error: cannot write to \(folder.path): it is read-only; "
          + "fix its permissions or pass another --db"
      ])
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aFileThatIsNotSQLiteIsNeverOverwritten() throws {
    let intake = try IntakeSandbox()
    let content = Data("SQLite format 2\0 but not really a database".utf8)
    try content.write(to: URL(fileURLWithPath: intake.databasePath))
    for arguments in [
      ["add", "buy milk"], ["import", "-"], ["list"], ["check"], ["backup", "b"],
    ] {
      let result = try intake.run([arguments[0]] + intake.db + arguments.dropFirst(), input: "x\n")
      #expect(result.status == 1, "\(result)")
      #expect(
        result.stderrLines == [
          "Error: \(intake.databasePath) is not an intake database (not SQLite); "
            + "it was left untouched; pass another --db"
        ])
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: intake.databasePath)) == content)
    // No -wal, -shm or -journal beside it, and no backup made from it.
    let files = try FileManager.default.contentsOfDirectory(atPath: intake.folder.path)
    #expect(files.filter { !$0.hasPrefix(".") }.sorted() == ["home", "t.sqlite"])
  }

  @Test func aDatabaseFromANewerIntakeIsRefusedAndLeftAsItWas() throws {
    let intake = try IntakeSandbox()
    _ = try intake.add("buy milk")
    try RawDatabase(intake.databasePath, writable: true).queue.write { db in
      try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: intake.databasePath))
    for arguments in [["add", "buy bread"], ["list"], ["check"]] {
      let result = try intake.run([arguments[0]] + intake.db + arguments.dropFirst())
      #expect(result.status == 1)
      #expect(
        result.stderrLines == [
          "Error: \(intake.databasePath) was written by a newer intake "
            + "(it has v99-from-the-future); upgrade intake to use it"
        ])
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: intake.databasePath)) == before)
  }
}
