import Foundation
import GRDB
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("intake check and intake backup")
struct CheckTests {
  private func importNotes(_ count: Int, into intake: IntakeSandbox) throws -> String {
    let path = intake.folder.appendingPathComponent("notes.md").path
    try Data(FaultTests.notes(count).utf8).write(to: URL(fileURLWithPath: path))
    try intake.succeed(["import", "--quiet"] + intake.db + IntakeSandbox.clock + [path])
    return path
  }

  @Test func checkOnASoundDatabaseSaysWhatPassedAndExits0() throws {
    let intake = try IntakeSandbox()
    _ = try intake.add("buy milk")
    _ = try importNotes(3, into: intake)
    let result = try intake.succeed(["check"] + intake.db)
    #expect(
      result.stdout == """
        \(intake.databasePath): 4 tasks, 1 batches
        ok: integrity (PRAGMA integrity_check)
        ok: references (PRAGMA foreign_key_check)
        ok: every task reads back
        ok: every batch reads back and counts its tasks

        """)
    #expect(result.stderr.isEmpty)
  }

  @Test func checkReportsDamagedPagesAndExits1() throws {
    let intake = try IntakeSandbox()
    _ = try importNotes(400, into: intake)
    // Scribble over a page in the middle of the file; page 1 (the schema) stays whole.
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: intake.databasePath))
    let size = try handle.seekToEnd()
    #expect(size > 16 * 4096)
    try handle.seek(toOffset: (size / 4096 / 2) * 4096)
    try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
    try handle.close()

    let result = try intake.run(["check"] + intake.db)
    #expect(result.status == 1)
    #expect(result.stdout.contains("\nproblem: "), "\(result)")
    #expect(result.stderrLines.count == 1)
    #expect(result.stderrLines.first?.hasPrefix("Error: \(intake.databasePath) has ") == true)
    #expect(
      result.stderrLines.first?.hasSuffix(
        "; restore it from a backup (intake backup makes one) or fix the rows named above")
        == true)
  }

  @Test func checkReportsRowsIntakeCannotReadAndBatchesThatDoNotAddUp() throws {
    let intake = try IntakeSandbox()
    _ = try importNotes(2, into: intake)
    let raw = try RawDatabase(intake.databasePath, writable: true)
    let (taskID, batchID) = try raw.queue.write { db in
      try db.execute(sql: "UPDATE batches SET added_count = 1, skipped_count = 1")
      let task = try String.fetchOne(db, sql: "SELECT id FROM tasks ORDER BY rowid LIMIT 1")
      try db.execute(sql: "UPDATE tasks SET tags = '{not json' WHERE id = ?", arguments: [task])
      return (task ?? "", try String.fetchOne(db, sql: "SELECT id FROM batches") ?? "")
    }
    let result = try intake.run(["check"] + intake.db)
    #expect(result.status == 1)
    let problems = result.stdout.split(separator: "\n").filter { $0.hasPrefix("problem: ") }
    #expect(problems.count == 2, "\(result)")
    #expect(problems.contains { $0.contains("task \(taskID) has an unreadable tags") })
    #expect(problems.contains { $0 == "problem: batch \(batchID) holds 2 tasks but added only 1" })
    #expect(
      result.stderrLines.first?.hasPrefix("Error: \(intake.databasePath) has 2 problems") == true)
  }

  @Test func checkWithoutADatabaseSaysSoAndCreatesNone() throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(["check"] + intake.db)
    #expect(result.status == 1)
    #expect(
      result.stderrLines == [
        "Error: \(intake.databasePath): no database there; nothing to check; "
          + "check --db or INTAKE_DB"
      ])
    #expect(!FileManager.default.fileExists(atPath: intake.databasePath))
  }

  // MARK: - Backup

  @Test func backupMakesAPrivateCopyWithTheSameTasks() throws {
    let intake = try IntakeSandbox()
    _ = try intake.add("buy milk")
    _ = try importNotes(3, into: intake)
    let copy = intake.folder.appendingPathComponent("copy.sqlite").path
    let result = try intake.succeed(["backup"] + intake.db + [copy])
    #expect(result.stdout == "Backed up \(intake.databasePath) to \(copy)\n")
    let mode = try #require(
      try FileManager.default.attributesOfItem(atPath: copy)[.posixPermissions] as? Int)
    #expect(mode == 0o600)
    let copied = try intake.succeed(
      ["list", "--json", "--all", "--db", copy] + IntakeSandbox.clock)
    #expect(try copied.decode([TaskJSON].self) == intake.list(["--all"]))
    #expect(try RawDatabase(copy).integrity() == ["ok"])
  }

  @Test func backupNeverOverwritesAFile() throws {
    let intake = try IntakeSandbox()
    _ = try intake.add("buy milk")
    let copy = intake.folder.appendingPathComponent("precious.txt").path
    try Data("keep me".utf8).write(to: URL(fileURLWithPath: copy))
    let result = try intake.run(["backup"] + intake.db + [copy])
    #expect(result.status == 1)
    #expect(
      result.stderrLines == [
        "Error: \(copy) already exists; a backup never overwrites a file; give a new path"
      ])
    #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == Data("keep me".utf8))
  }

  @Test func backupIntoAMissingFolderNamesThatFolder() throws {
    let intake = try IntakeSandbox()
    _ = try intake.add("buy milk")
    let folder = intake.folder.appendingPathComponent("no/such").path
    let result = try intake.run(["backup"] + intake.db + [folder + "/copy.sqlite"])
    #expect(result.status == 1)
    #expect(
      result.stderrLines == [
        "Error: cannot write the copy \(folder)/copy.sqlite: there is no folder \(folder); "
          + "create it or give another PATH"
      ])
    #expect(!FileManager.default.fileExists(atPath: folder))
  }

  @Test func backupWhileAnImportRunsCopiesOneWholeState() throws {
    let intake = try IntakeSandbox()
    _ = try intake.add("buy milk")
    let path = intake.folder.appendingPathComponent("notes.md").path
    try Data(FaultTests.notes(1000).utf8).write(to: URL(fileURLWithPath: path))
    let importing = try RunningCommand(
      ["import", "--quiet"] + intake.db + IntakeSandbox.clock + [path], in: intake)
    usleep(300_000)
    let copy = intake.folder.appendingPathComponent("during.sqlite").path
    try intake.succeed(["backup"] + intake.db + [copy])
    #expect(try importing.wait().status == 0)
    let raw = try RawDatabase(copy)
    #expect(try raw.integrity() == ["ok"])
    let count = try raw.count("tasks")
    #expect(count == 1 || count == 1001, "the copy holds \(count) tasks")
  }
}
