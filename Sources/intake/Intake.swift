import ArgumentParser

@main
struct Intake: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "intake")
}
