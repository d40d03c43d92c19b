import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `intake` command: turns free text into tasks.
@main
struct Intake: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "intake",
    abstract: "Turn free text into tasks.",
    discussion: """
      Examples:
        intake add "call Ana tmrw 3pm about the budget !high"
        intake parse --json "pay rent by friday"
        intake list --due week
      """,
    version: "0.1.0",
    subcommands: [
      Add.self, Parse.self, Import.self, List.self, Show.self, Done.self, Start.self, Reopen.self,
      History.self, SubtaskCommand.self,
      Edit.self, Remove.self, Team.self, People.self, Batches.self, Undo.self, Check.self,
      Backup.self, Copy.self, Export.self, Serve.self, Watch.self,
      Eval.self, Config.self,
    ])

  /// Runs the command line as `ArgumentParser` should see it (`CommandLineText.prepare`).
  static func main() {
    let commands = Set(configuration.subcommands.map { $0._commandName })
    let given = Array(CommandLine.arguments.dropFirst())
    if let message = CommandLineText.unknownCommand(given, commands: commands) {
      FileHandle.standardError.write(Data(("Error: " + message + "\n").utf8))
      Foundation.exit(ExitCode.validationFailure.rawValue)
    }
    let arguments = CommandLineText.prepare(
      given, commands: commands, stdinIsTerminal: isatty(STDIN_FILENO) != 0)
    StoreOptions.connectEarly(arguments)
    if let add = Add.quick(arguments) {
      do { try add.run() } catch { exit(withError: error) }
    } else {
      main(arguments)
    }
  }

  /// With text piped in and no subcommand, `intake` is `intake add -`; on a terminal it
  /// prints help.
  func run() throws {
    guard isatty(STDIN_FILENO) == 0 else { throw CleanExit.helpRequest(self) }
    let add = try Add.parse(["-"])
    try add.run()
  }
}
