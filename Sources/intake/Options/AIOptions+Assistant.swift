import Foundation
import IntakeAI
import IntakeApp
import IntakeCore
import IntakeParsing

extension AIAssistant {
  /// The assistant for these options, or nil with AI off (then nothing else is read).
  ///
  /// Prints the configuration warnings (an unreadable config line, a key file others can read).
  /// - Throws: `CLIError` for a malformed `INTAKE_AI_*` variable or config value.
  /// - Parameters:
  ///   - options: The command's AI flags.
  ///   - maxCalls: `--ai-max-calls`, for import.
  ///   - config: The config file.
  ///   - context: Today, the zone and the roster; only evaluated with AI on.
  /// - Returns: The assistant, or nil with AI off.
  static func make(
    options: AIOptions, maxCalls: Int? = nil, config: ConfigFile = .load(),
    context: () throws -> ParsingContext
  ) throws -> AIAssistant? {
    guard let settings = try options.settings(config: config) else { return nil }
    let context = try context()
    for warning in settings.warnings { Console.error("warning: " + warning) }
    let environment = Environment.variables
    var folders = [environment["INTAKE_PROMPTS_DIR"] ?? ""]
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      folders.append(
        executable.deletingLastPathComponent().appendingPathComponent("../share/intake/prompts")
          .standardizedFileURL.path)
    }
    var log: (@Sendable (String) -> Void)?
    if options.verbose {
      log = { @Sendable line in Console.error("ai: " + line) }
    }
    let client = AIClient(
      configuration: settings.configuration,
      transport: CurlTransport(userAgent: "intake/\(Intake.configuration.version)"),
      prompts: PromptLibrary(directories: folders), log: log)
    return AIAssistant(
      mode: settings.mode, client: client, useCache: !options.noCache, maxCalls: maxCalls,
      today: context.today, timeZone: context.timeZoneName,
      roster: context.roster, warn: { Console.error("warning: " + $0) })
  }

}
