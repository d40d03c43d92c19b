import ArgumentParser

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
      Add.self, Parse.self, List.self, Show.self, Done.self, Reopen.self, Edit.self,
      Remove.self, Team.self, Eval.self,
    ])
}
