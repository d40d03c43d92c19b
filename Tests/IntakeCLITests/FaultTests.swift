import Foundation
import GRDB
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Real processes, killed, run side by side, and out of disk: the store stays sound and
/// holds every batch whole or not at all.
@Suite("Faults: killed imports, concurrent writers, a full disk, a server gone", .serialized)
struct FaultTests {
  /// Meeting notes with `count` action items, each unlike the others (and unlike other tags').
  static func notes(_ count: Int, tag: String = "ops") -> String {
    var text = "# Sync 2026-03-02\n\n## Action items\n"
    for number in 0..<count {
      text += "- [ ] send report \(number) of \(tag) to the finance team by friday #\(tag)\n"
    }
    return text
  }

  private func write(_ text: String, to name: String, in intake: IntakeSandbox) throws -> String {
    let path = intake.folder.appendingPathComponent(name).path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  private func size(of path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
  }

  // MARK: - Killed imports

  /// Where a kill lands: after a share of a full run, or once the commit reaches the WAL.
  enum KillPoint: CustomStringConvertible {
    case afterShareOfRun(Double)
    case afterWALGrows(TimeInterval)

    var description: String {
      switch self {
      case .afterShareOfRun(let share): return "after \(Int(share * 100))% of a run"
      case .afterWALGrows(let delay): return "\(Int(delay * 1000)) ms after the WAL grows"
      }
    }
  }

  @Test func aKilledImportLeavesTheStoreSoundWithAllOfTheBatchOrNone() throws {
    let intake = try IntakeSandbox()
    try intake.succeed(["add"] + intake.db + IntakeSandbox.clock + ["a task from before"])
    let itemCount = 1000
    let path = try write(Self.notes(itemCount), to: "notes.md", in: intake)
    let importing = ["import", "--quiet"] + intake.db + IntakeSandbox.clock + [path]

    // One full run, in another sandbox, times the import.
    let reference = try IntakeSandbox()
    let started = Date()
    try reference.succeed(["import", "--quiet"] + reference.db + IntakeSandbox.clock + [path])
    let duration = Date().timeIntervalSince(started)

    let points: [KillPoint] = [
      .afterShareOfRun(0.3), .afterShareOfRun(0.7), .afterShareOfRun(0.95), .afterWALGrows(0),
      .afterWALGrows(0.002), .afterWALGrows(0.02),
    ]
    let wal = intake.databasePath + "-wal"
    for point in points {
      let command = try RunningCommand(importing, in: intake)
      switch point {
      case .afterShareOfRun(let share):
        Thread.sleep(forTimeInterval: duration * share)
      case .afterWALGrows(let delay):
        let deadline = Date().addingTimeInterval(duration * 4)
        while size(of: wal) == 0, command.process.isRunning, Date() < deadline {
          usleep(200)
        }
        Thread.sleep(forTimeInterval: delay)
      }
      command.kill()
      _ = try command.wait()

      let raw = try RawDatabase(intake.databasePath, writable: true)
      #expect(try raw.integrity() == ["ok"], "killed \(point)")
      let imported = try raw.count("tasks", where: "batch_id IS NOT NULL")
      let batches = try raw.count("batches")
      #expect(
        (imported == 0 && batches == 0) || (imported == itemCount && batches == 1),
        "killed \(point): \(imported) tasks in \(batches) batches")
      #expect(try raw.count("tasks", where: "batch_id IS NULL") == 1, "killed \(point)")
      if batches == 1 { try intake.succeed(["undo"] + intake.db) }
    }
    // The store takes the same import afterwards.
    try intake.succeed(importing)
    #expect(try RawDatabase(intake.databasePath).count("tasks") == itemCount + 1)
  }

  // MARK: - Several processes at once

  @Test func concurrentWritersLoseNoTaskAndFailNone() throws {
    let intake = try IntakeSandbox()
    let tags = ["alpha", "beta", "gamma"]
    var commands: [RunningCommand] = []
    // All start on a database that does not exist yet: creating it is raced too.
    for tag in tags {
      let path = try write(Self.notes(150, tag: tag), to: "\(tag).md", in: intake)
      commands.append(
        try RunningCommand(
          ["import", "--quiet"] + intake.db + IntakeSandbox.clock + [path], in: intake))
    }
    for number in 0..<8 {
      commands.append(
        try RunningCommand(
          ["add"] + intake.db + IntakeSandbox.clock + ["task \(number) from a writer"],
          in: intake))
    }
    for command in commands {
      let result = try command.wait()
      #expect(result.status == 0, "\(result)")
    }
    let raw = try RawDatabase(intake.databasePath)
    #expect(try raw.integrity() == ["ok"])
    #expect(try raw.count("tasks") == tags.count * 150 + 8)
    #expect(try raw.count("batches") == tags.count)
  }

  /// An import into an existing database stores its tasks as it reads them, holding the write
  /// lock until it commits: readers keep working and see none of it until then; a writer
  /// waits for it and then succeeds.
  @Test func readersKeepWorkingAndWritersWaitDuringALongImport() throws {
    let intake = try IntakeSandbox()
    try intake.succeed(["add"] + intake.db + IntakeSandbox.clock + ["a task from before"])
    let path = try write(Self.notes(1500), to: "long.md", in: intake)
    let importing = try RunningCommand(
      ["import", "--quiet"] + intake.db + IntakeSandbox.clock + [path], in: intake)
    var listings = 0
    var adding: RunningCommand?
    while importing.process.isRunning {
      let listed = try intake.run(["list", "--json"] + intake.db + IntakeSandbox.clock)
      #expect(listed.status == 0, "\(listed)")
      let count = try listed.decode([TaskJSON].self).count
      #expect([1, 1501, 1502].contains(count), "a reader saw \(count) tasks")
      listings += 1
      if adding == nil {
        adding = try RunningCommand(
          ["add"] + intake.db + IntakeSandbox.clock + ["added mid-import"], in: intake)
      }
      usleep(50_000)
    }
    #expect(try importing.wait().status == 0)
    let added = try #require(adding)
    #expect(try added.wait().status == 0)
    #expect(listings >= 2, "the import ended before readers could run")
    #expect(try RawDatabase(intake.databasePath).count("tasks") == 1502)
  }

  // MARK: - A full disk

  /// A 512 KB tmpfs mounted for the test; nil where mounting is not allowed.
  private func mountSmallDisk(at folder: URL) throws -> URL? {
    guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else {
      return nil
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let mount = Process()
    mount.executableURL = URL(fileURLWithPath: "/bin/mount")
    mount.arguments = ["-t", "tmpfs", "-o", "size=512k,mode=0700", "tmpfs", folder.path]
    mount.standardError = FileHandle.nullDevice
    try mount.run()
    mount.waitUntilExit()
    return mount.terminationStatus == 0 ? folder : nil
  }

  private func unmount(_ folder: URL, resizingTo size: String? = nil) throws {
    let umount = Process()
    umount.executableURL = URL(fileURLWithPath: "/bin/mount")
    umount.arguments =
      size.map { ["-o", "remount,size=\($0)", folder.path] } ?? ["--", folder.path]
    if size == nil { umount.executableURL = URL(fileURLWithPath: "/bin/umount") }
    try umount.run()
    umount.waitUntilExit()
  }

  /// A full disk, or where no disk can be mounted, a file-size limit (RLIMIT_FSIZE, with
  /// SIGXFSZ ignored so writes fail with EFBIG instead of killing the process).
  @Test func aFullDiskDuringAnImportRollsTheBatchBackAndSaysSo() throws {
    let intake = try IntakeSandbox()
    let disk = try mountSmallDisk(at: intake.folder.appendingPathComponent("disk"))
    defer { if let disk { try? unmount(disk) } }
    let database = disk?.appendingPathComponent("t.sqlite").path ?? intake.databasePath
    let db = ["--db", database]
    try intake.succeed(["add"] + db + IntakeSandbox.clock + ["a task from before"])
    let path = try write(Self.notes(1500), to: "notes.md", in: intake)
    let importing = ["import", "--quiet"] + db + IntakeSandbox.clock + [path]

    let limit = ["/bin/sh", "-c", "trap '' XFSZ; ulimit -f 200; exec \"$0\" \"$@\""]
    let full = try RunningCommand(importing, in: intake, launcher: disk == nil ? limit : [])
      .wait()
    #expect(full.status == 1)
    let expected =
      disk == nil
      ? "Error: reading or writing \(database) failed (disk I/O error); nothing was written; "
        + "check the disk's free space and health, then try again"
      : "Error: the disk is full; nothing was written to \(database); "
        + "free some space and try again"
    #expect(full.stderrLines == [expected])
    let raw = try RawDatabase(database, writable: true)
    #expect(try raw.integrity() == ["ok"])
    #expect(try raw.count("tasks") == 1)
    #expect(try raw.count("batches") == 0)

    // With room again, the same import goes through.
    if let disk { try unmount(disk, resizingTo: "16m") }
    try intake.succeed(importing)
    #expect(try raw.count("tasks") == 1501)
  }

  // MARK: - A PostgreSQL server

  /// How many rows a query on the test's schema counts.
  private func count(_ table: String, _ url: String) throws -> Int {
    Int(try PostgresServer.psql(url, "SELECT count(*) FROM \(table)").trimmingWhitespace()) ?? -1
  }

  @Test(.enabled(if: PostgresServer.isAvailable))
  func eightProcessesAddingAndImportingAtOnceLoseNothingAndDuplicateNothing() throws {
    let intake = try IntakeSandbox()
    let (url, drop) = try PostgresServer.schema()
    defer { drop() }
    let db = ["--db", url]
    let tags = ["alpha", "beta", "gamma"]
    var paths: [String] = []
    for tag in tags {
      paths.append(try write(Self.notes(150, tag: tag), to: "\(tag).md", in: intake))
    }
    // Three imports, two more of the first file (each item stored once), three adds; all
    // start on a schema with no tables, so creating them is raced too.
    var commands: [RunningCommand] = []
    for path in paths + [paths[0], paths[0]] {
      commands.append(
        try RunningCommand(["import", "--quiet"] + db + IntakeSandbox.clock + [path], in: intake))
    }
    for number in 0..<3 {
      commands.append(
        try RunningCommand(
          ["add"] + db + IntakeSandbox.clock + ["task \(number) from a writer"], in: intake))
    }
    #expect(commands.count == 8)
    for command in commands {
      let result = try command.wait()
      #expect(result.status == 0, "\(result)")
    }
    #expect(try count("todos", url) == tags.count * 150 + 3)
    #expect(try count("intake_batches", url) == tags.count)
    #expect(
      try PostgresServer.psql(
        url, "SELECT count(*) FROM (SELECT text FROM todos GROUP BY text HAVING count(*) > 1) d")
        == "0\n")
    let check = try intake.succeed(["check"] + db)
    #expect(!check.stdout.contains("problem"), "\(check)")
  }

  @Test(.enabled(if: PostgresServer.isAvailable))
  func aServerThatGoesAwayMidImportRollsTheBatchBackAndSaysSo() throws {
    let intake = try IntakeSandbox()
    let (url, drop) = try PostgresServer.schema()
    defer { drop() }
    let db = ["--db", url]
    try intake.succeed(["add"] + db + IntakeSandbox.clock + ["a task from before"])
    let path = try write(Self.notes(5_000), to: "notes.md", in: intake)
    let command = try RunningCommand(
      ["import", "--quiet"] + db + IntakeSandbox.clock + [path], in: intake)
    // The import's connection, once it holds a transaction that wrote (its batch row).
    var victim = ""
    let deadline = Date().addingTimeInterval(60)
    while victim.isEmpty, command.process.isRunning, Date() < deadline {
      victim = try PostgresServer.psql(
        url,
        """
        SELECT pid FROM pg_stat_activity WHERE backend_xid IS NOT NULL
          AND pid <> pg_backend_pid() AND datname = current_database() LIMIT 1
        """
      ).trimmingWhitespace()
      if victim.isEmpty { usleep(5_000) }
    }
    #expect(!victim.isEmpty, "the import finished before it could be cut off")
    try PostgresServer.psql(url, "SELECT pg_terminate_backend(\(victim))")
    let result = try command.wait()
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1, "\(result)")
    #expect(
      result.stderrLines.first?.hasPrefix("Error: the connection to postgres://") == true,
      "\(result)")
    #expect(
      result.stderrLines.first?.hasSuffix(
        " was lost; nothing of the unfinished command was written; check the server and try "
          + "again") == true, "\(result)")
    #expect(try count("todos", url) == 1)
    #expect(try count("intake_batches", url) == 0)
    // With the server back, the same import goes through.
    try intake.succeed(["import", "--quiet"] + db + IntakeSandbox.clock + [path])
    #expect(try count("todos", url) == 5_001)
  }
}
