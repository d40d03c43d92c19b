import Foundation

/// The process's environment, read once.
///
/// `ProcessInfo.processInfo.environment` builds a new dictionary from every variable on each
/// call; the options asked for it a dozen times per command, which was a sixth of the
/// instructions of an `intake add`.
enum Environment {
  static let variables = ProcessInfo.processInfo.environment
}
