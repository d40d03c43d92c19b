import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `intake` binary, run as a child process in a private temporary folder.
///
/// Each test makes its own sandbox, so tests share no database, no home and no working folder,
/// and can run in parallel. The environment is built from nothing: `INTAKE_DB`, `INTAKE_NOW`,
/// `XDG_DATA_HOME`, `TZ` and the rest of the developer's environment never reach the binary
/// unless a test passes them on purpose. The folder is removed when the sandbox is freed.
final class IntakeSandbox: Sendable {
  /// The fixed reference time every test reads relative dates against: a Wednesday.
  static let now = "2026-03-04T09:00"
  /// `--now` and `--tz` for the commands that read dates (add, parse, list, edit).
  static let clock = ["--now", now, "--tz", "UTC"]

  /// The private folder: the working folder of every run.
  let folder: URL
  /// `HOME` for every run.
  let home: URL
  /// `XDG_DATA_HOME` for every run; not created, so a test can see whether intake made it.
  let dataHome: URL
  /// The database the `db` options point to; not created until a command opens it.
  let databasePath: String

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("intake-cli-\(UUID().uuidString)", isDirectory: true)
    home = folder.appendingPathComponent("home", isDirectory: true)
    dataHome = folder.appendingPathComponent("data", isDirectory: true)
    databasePath = folder.appendingPathComponent("t.sqlite").path
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// `--db` naming this sandbox's database.
  var db: [String] { ["--db", databasePath] }

  /// The environment every run starts from: nothing of the developer's.
  var baseEnvironment: [String: String] {
    [
      "HOME": home.path,
      "XDG_DATA_HOME": dataHome.path,
      "INTAKE_USER": "tester",
      "TZ": "UTC",
      "LANG": "C.UTF-8",
      "PATH": "/usr/bin:/bin",
    ]
  }

  /// Runs `intake` with `arguments` and waits for it to exit.
  ///
  /// stdout and stderr go to files rather than pipes, so a large output cannot fill a pipe
  /// and block the child while the test waits for it. stdin is empty.
  /// - Parameters:
  ///   - arguments: The command line after `intake`.
  ///   - environment: Variables added to (or, with nil, removed from) `baseEnvironment`.
  ///   - input: What stdin holds; nil for an empty stdin.
  /// - Returns: The exit status and both outputs.
  /// - Throws: When the binary cannot be found or started, or its output cannot be read.
  func run(
    _ arguments: [String], environment: [String: String?] = [:], input: String? = nil
  ) throws -> CommandResult {
    try run(arguments, environment: environment, stdin: input.map { Data($0.utf8) })
  }

  /// Runs `intake` as a user without root's power to write any file, then waits for it.
  ///
  /// Root ignores file modes, so a read-only file would not be read-only to it: when the
  /// tests run as root, the command runs as `nobody` through `setpriv`.
  func runUnprivileged(_ arguments: [String]) throws -> CommandResult {
    guard geteuid() == 0 else { return try run(arguments) }
    let intake = try Self.executable().path
    return try run(
      ["--reuid=65534", "--regid=65534", "--clear-groups", "--", intake] + arguments,
      stdin: nil, launcher: URL(fileURLWithPath: Self.setpriv))
  }

  /// The tool `runUnprivileged` needs when the tests run as root.
  static let setpriv = "/usr/bin/setpriv"

  /// Whether `runUnprivileged` can drop root's powers here (or has none to drop).
  static var canRunUnprivileged: Bool {
    geteuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv)
  }

  /// Runs `intake` (or `launcher` with `arguments`) with `stdin` as its standard input.
  ///
  /// - Parameters:
  ///   - arguments: The command line after the executable.
  ///   - environment: Variables added to (or, with nil, removed from) `baseEnvironment`.
  ///   - stdin: The bytes stdin holds; nil for an empty stdin.
  ///   - launcher: The program to run instead of `intake`.
  /// - Returns: The exit status and both outputs.
  /// - Throws: When the binary cannot be found or started, or its output cannot be read.
  func run(
    _ arguments: [String], environment: [String: String?] = [:], stdin: Data?,
    launcher: URL? = nil
  ) throws -> CommandResult {
    let process = Process()
    process.executableURL = try launcher ?? Self.executable()
    process.arguments = arguments
    var variables = baseEnvironment
    for (name, value) in environment { variables[name] = value }
    process.environment = variables
    process.currentDirectoryURL = folder
    let capture = UUID().uuidString
    let outURL = folder.appendingPathComponent(".stdout-\(capture)")
    let errorURL = folder.appendingPathComponent(".stderr-\(capture)")
    try Data().write(to: outURL)
    try Data().write(to: errorURL)
    let out = try FileHandle(forWritingTo: outURL)
    let error = try FileHandle(forWritingTo: errorURL)
    defer {
      try? out.close()
      try? error.close()
      try? FileManager.default.removeItem(at: outURL)
      try? FileManager.default.removeItem(at: errorURL)
    }
    if let stdin {
      let inURL = folder.appendingPathComponent(".stdin-\(capture)")
      try stdin.write(to: inURL)
      process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    process.standardOutput = out
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    return CommandResult(
      arguments: arguments, status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
  }

  /// Runs `intake` and fails unless it exits 0.
  /// - Throws: `SandboxError` with the command's stderr when it fails.
  @discardableResult
  func succeed(
    _ arguments: [String], environment: [String: String?] = [:], input: String? = nil
  ) throws -> CommandResult {
    let result = try run(arguments, environment: environment, input: input)
    guard result.status == 0 else { throw SandboxError("\(result) failed") }
    return result
  }

  // MARK: - Tasks as JSON

  /// Adds a task with `add --json` against the fixed clock and returns what was stored.
  func add(_ text: String, _ options: [String] = []) throws -> TaskJSON {
    let result = try succeed(["add", "--json"] + db + Self.clock + options + [text])
    let tasks = try result.decode([TaskJSON].self)
    guard tasks.count == 1, let task = tasks.first else {
      throw SandboxError("add stored \(tasks.count) tasks, expected 1")
    }
    return task
  }

  /// `list --json` against the fixed clock, with the given filter options.
  func list(_ options: [String] = []) throws -> [TaskJSON] {
    try succeed(["list", "--json"] + db + Self.clock + options).decode([TaskJSON].self)
  }

  /// `show --json` of one task.
  func show(_ id: String) throws -> TaskJSON {
    try succeed(["show", "--json"] + db + [id]).decode(TaskJSON.self)
  }

  /// A hex id prefix that none of `tasks` starts with, so an "unknown id" test cannot match
  /// by chance.
  static func prefix(matchingNoneOf tasks: [TaskJSON]) -> String {
    let used = Set(tasks.compactMap(\.id.first))
    let digit = "0123456789abcdef".first { !used.contains($0) } ?? "0"
    return String(repeating: digit, count: 4)
  }

  // MARK: - Finding the binary

  /// The `intake` executable that `swift build` put beside the test bundle.
  ///
  /// On Linux the test bundle is an executable (`intakePackageTests.xctest`) in the build
  /// folder, so `Bundle.main` and `argv[0]` both lead there; on macOS it is a bundle loaded by
  /// `xctest`, found among the loaded bundles by its extension.
  static func executable() throws -> URL {
    var folders = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
      .map { $0.deletingLastPathComponent() }
    folders.append(Bundle.main.bundleURL)
    if let path = Bundle.main.executablePath {
      folders.append(URL(fileURLWithPath: path).deletingLastPathComponent())
    }
    if let first = CommandLine.arguments.first {
      folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    for folder in folders {
      let candidate = folder.appendingPathComponent("intake")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw SandboxError(
      "no intake executable beside the test bundle (looked in "
        + folders.map(\.path).joined(separator: ", ") + "); run swift build first")
  }
}

/// What one run of `intake` did.
struct CommandResult: CustomStringConvertible {
  var arguments: [String]
  var status: Int32
  var stdout: String
  var stderr: String

  /// The non-empty lines of stderr.
  var stderrLines: [String] {
    stderr.split(separator: "\n").map(String.init)
  }

  /// stdout decoded as JSON with snake_case keys.
  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(type, from: Data(stdout.utf8))
  }

  var description: String {
    "intake \(arguments.joined(separator: " ")) exited \(status)\nstdout: \(stdout)\n"
      + "stderr: \(stderr)"
  }
}

/// A sandbox that could not do what a test asked.
struct SandboxError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
