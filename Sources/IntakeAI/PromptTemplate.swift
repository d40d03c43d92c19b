import Foundation

/// A chat prompt read from `prompts/<name>.md`: a version line, then a system part and a user
/// part with placeholders.
///
/// The format, chosen so a template reads as Markdown and diffs cleanly:
///
///     version: enhance-task-1
///     ## system
///     …instructions…
///     ## user
///     Today is {{weekday}}, {{today}} ({{time_zone}}). Team: {{roster}}
///     Task: {{text}}
///
/// The version goes into the answer cache's key, so editing a template without bumping it
/// keeps serving answers to the old prompt. Placeholders: `{{text}}` (required, in the user
/// part), `{{today}}` (YYYY-MM-DD), `{{weekday}}`, `{{time_zone}}` and `{{roster}}`; any other
/// `{{…}}` is refused so a typo cannot reach the model.
public struct PromptTemplate: Sendable, Equatable {
  /// The template's version, from its first line.
  public let version: String
  public let system: String
  public let user: String
  /// Where it was read from: a path, or "built in".
  public let origin: String

  static let placeholders: Set<String> = ["text", "today", "weekday", "time_zone", "roster"]

  /// Reads a template.
  ///
  /// - Throws: `.badPrompt` when the version line, a part or `{{text}}` is missing, or a
  ///   placeholder is unknown.
  public init(source: String, origin: String) throws(AIError) {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while let first = lines.first, first.trimmingCharacters(in: .whitespaces).isEmpty {
      lines.removeFirst()
    }
    guard let first = lines.first, first.hasPrefix("version:") else {
      throw .badPrompt(origin: origin, reason: "the first line must be \"version: …\"")
    }
    let version = first.dropFirst("version:".count).trimmingCharacters(in: .whitespaces)
    guard !version.isEmpty else {
      throw .badPrompt(origin: origin, reason: "the version line is empty")
    }
    var parts: [String: [String]] = [:]
    var current: String?
    for line in lines.dropFirst() {
      let heading = line.trimmingCharacters(in: .whitespaces).lowercased()
      if heading == "## system" || heading == "## user" {
        current = String(heading.dropFirst(3))
        parts[current ?? "", default: []] = []
      } else if let current {
        parts[current, default: []].append(line)
      }
    }
    func text(_ name: String) -> String? {
      parts[name].map { $0.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines) }
    }
    guard let system = text("system"), let user = text("user"), !user.isEmpty else {
      throw .badPrompt(origin: origin, reason: "it needs a \"## system\" and a \"## user\" part")
    }
    guard user.contains("{{text}}") else {
      throw .badPrompt(origin: origin, reason: "the user part has no {{text}}")
    }
    for name in Self.names(in: system + user) where !Self.placeholders.contains(name) {
      throw .badPrompt(origin: origin, reason: "unknown placeholder {{\(name)}}")
    }
    self.version = version
    self.system = system
    self.user = user
    self.origin = origin
  }

  /// The system and user messages for one question.
  public func render(_ question: AIQuestion) -> (system: String, user: String) {
    let values = [
      "text": question.text, "today": question.today.description, "weekday": question.weekday,
      "time_zone": question.timeZone,
      "roster": question.roster.isEmpty ? "(none)" : question.roster.joined(separator: ", "),
    ]
    return (Self.fill(system, values), Self.fill(user, values))
  }

  /// Replaces each `{{name}}` in one pass, so a value that itself holds `{{…}}` (the user's
  /// text, say) is never expanded.
  private static func fill(_ template: String, _ values: [String: String]) -> String {
    var result = ""
    var rest = template[...]
    while let open = rest.range(of: "{{") {
      result += rest[..<open.lowerBound]
      let after = rest[open.upperBound...]
      guard let close = after.range(of: "}}") else {
        rest = rest[open.lowerBound...]
        break
      }
      let name = String(after[..<close.lowerBound])
      result += values[name] ?? "{{\(name)}}"
      rest = after[close.upperBound...]
    }
    return result + rest
  }

  private static func names(in text: String) -> [String] {
    var names: [String] = []
    var rest = text[...]
    while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
      names.append(String(rest[open.upperBound..<close.lowerBound]))
      rest = rest[close.upperBound...]
    }
    return names
  }
}

/// Finds the prompt templates: the first folder that has `<name>.md`, else the copy compiled
/// into intake (`BuiltInPrompts`, generated from `prompts/` by `scripts/embed-prompts`).
public struct PromptLibrary: Sendable {
  /// Folders searched in order; the CLI passes `INTAKE_PROMPTS_DIR` and the `share` folder
  /// beside the executable.
  public var directories: [String]

  public init(directories: [String]) {
    self.directories = directories
  }

  /// The template used for `mode` with the `openai` provider.
  ///
  /// - Throws: `.badPrompt` when the file found cannot be read or parsed.
  public func template(for mode: AIMode) throws(AIError) -> PromptTemplate {
    try template(named: Self.name(for: mode))
  }

  /// The template `<name>.md`: `enhance-task`, `smart-parse`, `extract-actions`.
  ///
  /// - Throws: `.badPrompt` when the file found cannot be read or parsed, or none is built in.
  public func template(named name: String) throws(AIError) -> PromptTemplate {
    for directory in directories where !directory.isEmpty {
      let path = (directory as NSString).appendingPathComponent(name + ".md")
      guard FileManager.default.fileExists(atPath: path) else { continue }
      guard let data = FileManager.default.contents(atPath: path),
        let source = String(data: data, encoding: .utf8)
      else { throw .badPrompt(origin: path, reason: "it cannot be read as UTF-8 text") }
      return try PromptTemplate(source: source, origin: path)
    }
    guard let source = BuiltInPrompts.templates[name] else {
      throw .badPrompt(origin: name, reason: "no such template is built in")
    }
    return try PromptTemplate(source: source, origin: "built in")
  }

  /// `enhance-task` or `smart-parse`: the template file's name without `.md`.
  public static func name(for mode: AIMode) -> String {
    mode == .smart ? "smart-parse" : "enhance-task"
  }
}
