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
struct ConfigFile: Sendable {
  /// A default a flag, an environment variable or this file can set, in that order of
  /// strength.
  struct Setting: Sendable {
    let key: String
    let variable: String
    /// The flag that beats both, if any.
    let flag: String?
    /// What applies when nothing sets it, as `config show` prints it (nil: computed).
    let fallback: String?
  }

  /// The defaults of reading, storing and asking, in the order `intake config` shows them.
  static let settings = [
    Setting(
      key: "date_order", variable: "INTAKE_DATE_ORDER", flag: "--date-order", fallback: "mdy"),
    Setting(key: "tz", variable: "INTAKE_TZ", flag: "--tz", fallback: nil),
    Setting(key: "db", variable: "INTAKE_DB", flag: "--db", fallback: nil),
    Setting(key: "hour_morning", variable: "INTAKE_HOUR_MORNING", flag: nil, fallback: "09:00"),
    Setting(key: "hour_noon", variable: "INTAKE_HOUR_NOON", flag: nil, fallback: "12:00"),
    Setting(
      key: "hour_afternoon", variable: "INTAKE_HOUR_AFTERNOON", flag: nil, fallback: "14:00"),
    Setting(
      key: "hour_end_of_day", variable: "INTAKE_HOUR_END_OF_DAY", flag: nil, fallback: "17:00"),
    Setting(key: "hour_evening", variable: "INTAKE_HOUR_EVENING", flag: nil, fallback: "18:00"),
    Setting(key: "hour_night", variable: "INTAKE_HOUR_NIGHT", flag: nil, fallback: "20:00"),
    Setting(key: "ai", variable: "INTAKE_AI", flag: "--ai", fallback: "off"),
    Setting(
      key: "ai_provider", variable: "INTAKE_AI_PROVIDER", flag: "--ai-provider", fallback: "app"),
    Setting(key: "ai_url", variable: "INTAKE_AI_URL", flag: "--ai-url", fallback: nil),
    Setting(key: "ai_model", variable: "INTAKE_AI_MODEL", flag: "--ai-model", fallback: nil),
    Setting(key: "ai_timeout", variable: "INTAKE_AI_TIMEOUT", flag: "--ai-timeout", fallback: "20"),
    Setting(key: "ai_key", variable: "INTAKE_AI_KEY", flag: nil, fallback: nil),
  ]

  /// Every key the file may hold, in the order `intake config` shows them.
  static let keys = settings.map(\.key) + ["ai_header"]

  /// The file at the default location, read once per process.
  static let current = load()

  /// A setting's value from the environment, else from this file, with where it came from
  /// ("INTAKE_TZ", "/home/ana/.config/intake/config tz"); nil when neither sets it.
  func value(
    of key: String, environment: [String: String] = Environment.variables
  ) -> (value: String, origin: String)? {
    if let setting = Self.settings.first(where: { $0.key == key }),
      let text = environment[setting.variable], !text.isEmpty
    {
      return (text, setting.variable)
    }
    return self[key].map { ($0, "\(path) \(key)") }
  }

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
  static func load(environment: [String: String] = Environment.variables)
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
    # Command-line flags and INTAKE_* variables beat what is written here.
    #
    # date_order = mdy              # how 4/2 reads: mdy, dmy or ymd
    # tz = Europe/Lisbon            # IANA zone dates are read in (default: the system's)
    # db = ~/tasks/team.sqlite      # the task database
    # hour_morning = 09:00          # what "morning" means; also hour_noon, hour_afternoon,
    #                               # hour_end_of_day, hour_evening, hour_night
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
