import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The user's configuration file, `$XDG_CONFIG_HOME/intake/config` (else
/// `~/.config/intake/config`): `key = value` lines, `#` comments.
///
/// It holds the AI settings, including the one secret intake knows (`ai_key`), which is
/// accepted only here or in `INTAKE_AI_KEY`, never on the command line where shell history and
/// `ps` would keep it. A line intake cannot read is reported and skipped, never fatal: a typo
/// in the config must not stop `intake add` from storing a task.
struct ConfigFile {
  /// Every key the file may hold, in the order `intake config` shows them.
  static let keys = [
    "ai", "ai_provider", "ai_url", "ai_model", "ai_timeout", "ai_key", "ai_header",
  ]

  /// Where the file is (whether or not it exists).
  let path: String
  /// Each key's value; `ai_header` may repeat, so every key maps to a list.
  private(set) var values: [String: [String]] = [:]
  /// One line per unreadable line: `config:3: … ; fix it with intake config edit`.
  private(set) var problems: [String] = []
  /// Whether the file exists.
  let exists: Bool
  /// The file's permission bits, when it exists.
  let mode: mode_t?

  /// Reads the file at the default location; a missing file is an empty configuration.
  static func load(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> ConfigFile
  {
    ConfigFile(path: defaultPath(environment: environment))
  }

  /// Reads the file at `path`; a missing file is an empty configuration.
  init(path: String) {
    self.path = path
    var status = stat()
    guard stat(path, &status) == 0 else {
      exists = false
      mode = nil
      return
    }
    exists = true
    mode = status.st_mode & 0o777
    guard let data = FileManager.default.contents(atPath: path) else {
      problems.append("\(path): cannot be read; fix its permissions")
      return
    }
    let text = String(decoding: data, as: UTF8.self)
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard let equals = line.firstIndex(of: "=") else {
        problems.append(
          "\(path):\(index + 1): \"\(line.prefix(40))\" is not key = value; "
            + "fix it with intake config edit")
        continue
      }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      guard Self.keys.contains(key) else {
        problems.append(
          "\(path):\(index + 1): unknown key \"\(key.prefix(40))\"; "
            + "the keys are \(Self.keys.joined(separator: ", "))")
        continue
      }
      values[key, default: []].append(Self.unquoted(value))
    }
  }

  /// The last value of a key, nil when unset or empty.
  subscript(key: String) -> String? {
    values[key]?.last.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Every value of a repeatable key.
  func all(_ key: String) -> [String] {
    values[key] ?? []
  }

  /// Whether the file holds a key and other users may read it.
  var isKeyExposed: Bool {
    guard let mode, self["ai_key"] != nil else { return false }
    return mode & 0o044 != 0
  }

  /// The warning for `isKeyExposed`.
  var exposedKeyWarning: String {
    "\(path) holds ai_key and other users can read it; run chmod 600 \(path)"
  }

  /// `$XDG_CONFIG_HOME/intake/config` (absolute only, as the XDG spec says), else
  /// `$HOME/.config/intake/config`.
  static func defaultPath(environment: [String: String]) -> String {
    if let home = environment["XDG_CONFIG_HOME"], home.hasPrefix("/") {
      return (home as NSString).appendingPathComponent("intake/config")
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return (home as NSString).appendingPathComponent(".config/intake/config")
  }

  // MARK: - Writing

  /// The file's text with `key` set to `value` (nil removes it), other lines kept as they are.
  ///
  /// A repeatable key (`ai_header`) gains a line; any other replaces its last line.
  static func edited(_ text: String, key: String, value: String?) -> String {
    var lines =
      text.isEmpty
      ? []
      : text.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
    if lines.last == "" { lines.removeLast() }
    func isLine(_ line: String) -> Bool {
      guard let equals = line.firstIndex(of: "=") else { return false }
      return line[..<equals].trimmingCharacters(in: .whitespaces).lowercased() == key
    }
    guard let value else {
      return (lines.filter { !isLine($0) } + [""]).joined(separator: "\n")
    }
    let entry = "\(key) = \(value)"
    if key != "ai_header", let index = lines.lastIndex(where: isLine) {
      lines[index] = entry
    } else {
      lines.append(entry)
    }
    return (lines + [""]).joined(separator: "\n")
  }

  /// What `intake config edit` puts in a new file.
  static let template = """
    # intake configuration: key = value, one per line.
    # Command-line flags and INTAKE_AI_* variables beat what is written here.
    #
    # ai = off                      # default for --ai: off, enhance or smart
    # ai_provider = app             # app (Shared Todo List) or openai (chat completions)
    # ai_url = https://todo.example.com
    # ai_model = gpt-4o-mini        # openai only
    # ai_timeout = 20               # seconds for one item, retries included
    # ai_key = …                    # sent as Authorization: Bearer …; keep this file 0600
    # ai_header = Cookie: session=… # extra header, repeatable

    """

  private static func unquoted(_ value: String) -> String {
    if value.count >= 2, let first = value.first, first == "\"" || first == "'",
      value.last == first
    {
      return String(value.dropFirst().dropLast())
    }
    return value
  }
}
