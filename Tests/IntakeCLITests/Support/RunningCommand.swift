import Foundation

/// An `intake` started in the background, for tests that kill it or run several at once.
///
/// Output goes to files, as in `IntakeSandbox.run`, so a child never blocks on a full pipe.
final class RunningCommand {
  let process = Process()
  let arguments: [String]
  private let out: URL
  private let error: URL

  /// Starts `intake arguments` (or `launcher` with them) in `sandbox`'s folder and environment.
  init(
    _ arguments: [String], in sandbox: IntakeSandbox, environment: [String: String] = [:],
    launcher: [String] = []
  ) throws {
    self.arguments = arguments
    let intake = try IntakeSandbox.executable()
    if let program = launcher.first {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = Array(launcher.dropFirst()) + [intake.path] + arguments
    } else {
      process.executableURL = intake
      process.arguments = arguments
    }
    process.environment = sandbox.baseEnvironment.merging(environment) { $1 }
    process.currentDirectoryURL = sandbox.folder
    let capture = UUID().uuidString
    out = sandbox.folder.appendingPathComponent(".stdout-\(capture)")
    error = sandbox.folder.appendingPathComponent(".stderr-\(capture)")
    try Data().write(to: out)
    try Data().write(to: error)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: error)
    try process.run()
  }

  /// Sends SIGKILL: no handler, no cleanup, no flush.
  func kill() {
    Foundation.kill(process.processIdentifier, SIGKILL)
  }

  /// Sends `signal` (SIGTERM, SIGINT) for the command to handle.
  func send(_ signal: Int32) {
    Foundation.kill(process.processIdentifier, signal)
  }

  /// The file the command's stdout goes to, for reading it while it runs.
  var stdoutFile: URL { out }

  /// What the command has written to stderr so far.
  func stderrSoFar() -> String {
    String(decoding: (try? Data(contentsOf: error)) ?? Data(), as: UTF8.self)
  }

  /// Waits for the exit and returns what the command did.
  ///
  /// A killed command reports the negated signal number as its status.
  func wait() throws -> CommandResult {
    process.waitUntilExit()
    defer {
      try? FileManager.default.removeItem(at: out)
      try? FileManager.default.removeItem(at: error)
    }
    let status =
      process.terminationReason == .uncaughtSignal
      ? -process.terminationStatus : process.terminationStatus
    return CommandResult(
      arguments: arguments, status: status,
      stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: error), as: UTF8.self))
  }
}
