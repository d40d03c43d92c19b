import Foundation
import Testing

@Suite("--db and --as")
struct StoreOptionsTests {
  @Test func aDatabaseInAMissingFolderExits1AndCreatesNoFolder() throws {
    let intake = try IntakeSandbox()
    let folder = intake.folder.appendingPathComponent("missing")
    let path = folder.appendingPathComponent("t.sqlite").path
    let result = try intake.run(["add", "--db", path] + IntakeSandbox.clock + ["buy milk"])
    #expect(result.status == 1)
    #expect(
      result.stderrLines
        == [
          "Error: cannot open \(path): there is no folder \(folder.path); "
            + "create the folder or pass another --db"
        ])
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test func aFileThatIsNotSQLiteExits1AndIsLeftByteForByte() throws {
    let intake = try IntakeSandbox()
    let path = intake.folder.appendingPathComponent("notes.md").path
    let content = Data("# Notes\n\ncall Ana tmrw\n".utf8) + Data([0, 0xFF, 0x10])
    try content.write(to: URL(fileURLWithPath: path))
    let result = try intake.run(["add", "--db", path] + IntakeSandbox.clock + ["buy milk"])
    #expect(result.status == 1)
    #expect(
      result.stderrLines
        == [
          "Error: \(path) is not an intake database (not SQLite); it was left untouched; "
            + "pass another --db"
        ])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == content)
    for suffix in ["-wal", "-shm", "-journal"] {
      #expect(!FileManager.default.fileExists(atPath: path + suffix))
    }
  }

  @Test func intakeDBIsUsedWhenDBIsNotGiven() throws {
    let intake = try IntakeSandbox()
    try intake.succeed(
      ["add"] + IntakeSandbox.clock + ["buy milk"], environment: ["INTAKE_DB": intake.databasePath])
    #expect(try intake.list().map(\.text) == ["Buy milk"])
  }

  @Test func dbBeatsIntakeDB() throws {
    let intake = try IntakeSandbox()
    let other = intake.folder.appendingPathComponent("other.sqlite").path
    try intake.succeed(
      ["add"] + intake.db + IntakeSandbox.clock + ["buy milk"], environment: ["INTAKE_DB": other])
    #expect(try intake.list().map(\.text) == ["Buy milk"])
    #expect(!FileManager.default.fileExists(atPath: other))
  }

  @Test func withoutDBTheDatabaseGoesUnderXDGDataHome() throws {
    let intake = try IntakeSandbox()
    try intake.succeed(["add"] + IntakeSandbox.clock + ["buy milk"])
    let path = intake.dataHome.appendingPathComponent("intake/intake.sqlite").path
    #expect(FileManager.default.fileExists(atPath: path))
    let listed = try intake.succeed(["list", "--json", "--db", path] + IntakeSandbox.clock)
    #expect(try listed.decode([TaskJSON].self).map(\.text) == ["Buy milk"])
  }

  @Test func withoutDBOrXDGDataHomeTheDatabaseGoesUnderHome() throws {
    let intake = try IntakeSandbox()
    try intake.succeed(
      ["add"] + IntakeSandbox.clock + ["buy milk"], environment: ["XDG_DATA_HOME": nil])
    let path = intake.home.appendingPathComponent(".local/share/intake/intake.sqlite").path
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(!FileManager.default.fileExists(atPath: intake.dataHome.path))
  }
}
