import Foundation

/// A program other than intake that a test checks intake's output with (Debian's
/// `python3-icalendar` through `scripts/check-ics`, Taskwarrior's `task`).
struct ExternalTool {
  /// The repository's root folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  let path: String

  /// Runs the program and waits for it; stdout and stderr go through files.
  /// - Throws: `SandboxError` when it cannot start, naming the package that provides it.
  func run(
    _ arguments: [String], environment: [String: String] = [:], in folder: URL
  ) throws -> CommandResult {
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw SandboxError("\(path) is missing: scripts/install-deps installs it")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": folder.path]
      .merging(environment) { $1 }
    let out = folder.appendingPathComponent("tool-\(UUID().uuidString).out")
    let err = folder.appendingPathComponent("tool-\(UUID().uuidString).err")
    FileManager.default.createFile(atPath: out.path, contents: nil)
    FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return CommandResult(
      arguments: [path] + arguments, status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
  }
}
