import ArgumentParser
import Foundation
import IntakeAI

/// `--ai`, the endpoint flags, `--no-cache` and `--verbose`: whether and how to ask the AI.
///
/// Each setting comes from its flag, else its `INTAKE_AI_*` variable, else the config file,
/// else the default. The key has no flag: it comes from `INTAKE_AI_KEY` or the config file.
/// Nothing here loads libcurl or reads a prompt: with AI off the only extra work is reading
/// the (usually absent) config file for its default mode.
struct AIOptions: ParsableArguments {
  @Option(
    name: .customLong("ai"),
    help: ArgumentHelp(
      "Ask the AI endpoint too (also INTAKE_AI, config ai; default off).",
      valueName: "off|enhance|smart"), completion: .list(["off", "enhance", "smart"]))
  var mode: String?

  @Option(
    name: .customLong("ai-url"),
    help: ArgumentHelp("AI endpoint base URL (also INTAKE_AI_URL).", valueName: "url"))
  var url: String?

  @Option(
    name: .customLong("ai-provider"),
    help: ArgumentHelp("AI protocol (also INTAKE_AI_PROVIDER).", valueName: "app|openai"),
    completion: .list(["app", "openai"]))
  var provider: String?

  @Option(
    name: .customLong("ai-model"),
    help: ArgumentHelp("Model for the openai provider (also INTAKE_AI_MODEL).", valueName: "name"))
  var model: String?

  @Option(
    name: .customLong("ai-timeout"),
    help: ArgumentHelp(
      "Seconds for one item, retries included (also INTAKE_AI_TIMEOUT; default 20).",
      valueName: "seconds"))
  var timeout: String?

  @Flag(name: .customLong("no-cache"), help: "Ask the AI again instead of using stored answers.")
  var noCache = false

  @Flag(help: "Show AI requests and answers on stderr (secrets redacted).")
  var verbose = false

  func validate() throws {
    if let mode, AIMode(rawValue: mode.lowercased()) == nil {
      throw ValidationError("--ai \"\(mode)\" is not one of off, enhance, smart")
    }
    if let provider, AIProvider(rawValue: provider.lowercased()) == nil {
      throw ValidationError("--ai-provider \"\(provider)\" is not one of app, openai")
    }
    if let timeout, Self.seconds(timeout) == nil {
      throw ValidationError(
        "--ai-timeout \"\(timeout)\" is not a number of seconds; write it like 2.5")
    }
  }

  /// The mode asked for: `--ai`, else `INTAKE_AI`, else the config file's `ai`, else off.
  ///
  /// A value that is not a mode is read as off.
  func requestedMode(config: ConfigFile) -> AIMode {
    if let mode { return AIMode(rawValue: mode.lowercased()) ?? .off }
    return config.value(of: "ai").flatMap { AIMode(rawValue: $0.value.lowercased()) } ?? .off
  }

  /// Everything needed to ask the AI, or nil with AI off.
  ///
  /// - Returns: The mode and the endpoint's configuration, and the warnings to print (config
  ///   lines intake could not read, a key readable by others).
  /// - Throws: `CLIError` when an `INTAKE_AI_*` variable or a config value is malformed.
  func settings(
    config: ConfigFile, environment: [String: String] = Environment.variables
  ) throws -> (mode: AIMode, configuration: AIConfiguration, warnings: [String])? {
    let mode = requestedMode(config: config)
    guard mode != .off else { return nil }
    var warnings = config.problems
    if config.isKeyExposed { warnings.append(config.exposedKeyWarning) }
    func pick(_ flag: String?, _ variable: String, _ key: String) -> (String, String)? {
      if let flag, !flag.isEmpty {
        return (flag, "--" + key.replacingOccurrences(of: "_", with: "-"))
      }
      if let value = environment[variable], !value.isEmpty { return (value, variable) }
      return config[key].map { ($0, "\(config.path) \(key)") }
    }
    var provider = AIProvider.app
    if let (text, origin) = pick(self.provider, "INTAKE_AI_PROVIDER", "ai_provider") {
      guard let value = AIProvider(rawValue: text.lowercased()) else {
        throw CLIError("\(origin) \"\(text)\" is not one of app, openai")
      }
      provider = value
    }
    var seconds = 20.0
    if let (text, origin) = pick(timeout, "INTAKE_AI_TIMEOUT", "ai_timeout") {
      guard let value = Self.seconds(text) else {
        throw CLIError("\(origin) \"\(text)\" is not a number of seconds; write it like 2.5")
      }
      seconds = value
    }
    var headers: [HeaderField] = []
    for line in config.all("ai_header") {
      guard let colon = line.firstIndex(of: ":") else {
        throw CLIError(
          "\(config.path) ai_header \"\(line.prefix(30))\" is not Name: value; "
            + "fix it with intake config edit")
      }
      headers.append(
        HeaderField(
          line[..<colon].trimmingCharacters(in: .whitespaces),
          line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
    }
    let key = environment["INTAKE_AI_KEY"].flatMap { $0.isEmpty ? nil : $0 } ?? config["ai_key"]
    let configuration = AIConfiguration(
      provider: provider, baseURL: pick(url, "INTAKE_AI_URL", "ai_url")?.0 ?? "",
      model: pick(model, "INTAKE_AI_MODEL", "ai_model")?.0, key: key, timeout: seconds,
      headers: headers)
    return (mode, configuration, warnings)
  }

  /// A positive, finite number of seconds, decimals allowed.
  static func seconds(_ text: String) -> Double? {
    guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite,
      value > 0
    else { return nil }
    return value
  }
}
