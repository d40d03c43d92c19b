import ArgumentParser
import Foundation
import IntakeAI
import IntakeCore
import IntakeParsing
import IntakeStore

extension Intake {
  /// `intake config`: shows and edits the configuration file.
  struct Config: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "config",
      abstract: "Show or edit the defaults: date order, zone, database, hours, AI endpoint.",
      discussion: """
        The file is $XDG_CONFIG_HOME/intake/config (else ~/.config/intake/config),
        with key = value lines. Each key has an INTAKE_* variable that beats the file,
        and most a flag that beats both. The key (ai_key) is only read from there or
        INTAKE_AI_KEY, and is never printed.
        """,
      subcommands: [Show.self, Path.self, SetKey.self, UnsetKey.self, Edit.self],
      defaultSubcommand: Show.self)
  }
}

// MARK: - Subcommands

extension Intake.Config {
  /// `intake config show`: every setting, its value and where it comes from.
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Show each setting, its value and where it comes from.")

    func run() throws {
      let config = ConfigFile.load()
      let environment = Environment.variables
      print("file: \(config.path)\(config.exists ? "" : " (not created yet)")")
      for setting in ConfigFile.settings {
        var value: String?
        var origin = "default"
        if let text = environment[setting.variable], !text.isEmpty {
          (value, origin) = (text, setting.variable)
        } else if let text = config[setting.key] {
          (value, origin) = (text, "config file")
        } else {
          value = setting.fallback ?? Self.computedDefault(setting.key, environment)
        }
        if setting.key == "ai_key", value != nil { value = "(set)" }
        let shown = value ?? "(not set)"
        let padded = setting.key.padding(toLength: 17, withPad: " ", startingAt: 0)
        print("\(padded)\(shown)\(value == nil ? "" : "  [\(origin)]")")
      }
      for header in config.all("ai_header") {
        let field = header.split(separator: ":", maxSplits: 1).map(String.init)
        let name = field.first?.trimmingCharacters(in: .whitespaces) ?? header
        let isSecret = HeaderField(name, "").isSecret
        print("ai_header        \(isSecret ? name + ": [redacted]" : header)  [config file]")
      }
      for problem in config.problems { Console.error("warning: " + problem) }
      if config.isKeyExposed { Console.error("warning: " + config.exposedKeyWarning) }
    }

    /// The defaults worked out from the machine: the system zone, the XDG database path.
    private static func computedDefault(_ key: String, _ environment: [String: String])
      -> String?
    {
      switch key {
      case "tz": return TimeZone.current.identifier
      case "db": return SQLiteTaskRepository.defaultPath(environment: environment)
      default: return nil
      }
    }
  }

  /// `intake config path`: where the file is.
  struct Path: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "path", abstract: "Print the file's path.")

    func run() {
      print(ConfigFile.load().path)
    }
  }

  /// `intake config set KEY VALUE`: writes one setting.
  struct SetKey: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "set",
      abstract: "Set a key in the file (ai_header adds a header; ai_key: use edit).")

    @Argument(help: "A key that intake config show lists (ai_key: use edit).")
    var key: String

    @Argument(help: "The value.")
    var value: String

    func validate() throws {
      let key = key.lowercased()
      if key == "ai_key" {
        throw ValidationError(
          "the key is not taken on the command line (shell history keeps it); "
            + "write it with intake config edit or set INTAKE_AI_KEY")
      }
      guard ConfigFile.keys.contains(key) else {
        throw ValidationError(
          "\"\(self.key)\" is not a setting; use one of \(ConfigFile.keys.joined(separator: ", "))")
      }
      if key == "ai", AIMode(rawValue: value.lowercased()) == nil {
        throw ValidationError("ai \"\(value)\" is not one of off, enhance, smart")
      }
      if key == "ai_provider", AIProvider(rawValue: value.lowercased()) == nil {
        throw ValidationError("ai_provider \"\(value)\" is not one of app, openai")
      }
      if key == "ai_timeout", AIOptions.seconds(value) == nil {
        throw ValidationError(
          "ai_timeout \"\(value)\" is not a number of seconds; write it like 2.5")
      }
      if key == "date_order", DateOrder(rawValue: value.lowercased()) == nil {
        throw ValidationError("date_order \"\(value)\" is not one of mdy, dmy, ymd")
      }
      if key == "tz", TimeZone(identifier: value) == nil {
        throw ValidationError(
          "tz \"\(value)\" is not an IANA time zone; use a name like Europe/Lisbon or UTC")
      }
      if key.hasPrefix("hour_"), LocalTime(iso: value.count == 4 ? "0" + value : value) == nil {
        throw ValidationError("\(key) \"\(value)\" is not a time of day; write it like 09:00")
      }
      if key == "ai_header", !value.contains(":") {
        throw ValidationError("ai_header \"\(value)\" is not Name: value")
      }
    }

    func run() throws {
      try Failure.report {
        try ConfigWriter.update(key: key.lowercased(), value: value)
      }
    }
  }

  /// `intake config unset KEY`: removes a setting.
  struct UnsetKey: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "unset", abstract: "Remove a key from the file.")

    @Argument(help: "The key to remove (every ai_header line for ai_header).")
    var key: String

    func validate() throws {
      guard ConfigFile.keys.contains(key.lowercased()) else {
        throw ValidationError(
          "\"\(key)\" is not a setting; use one of \(ConfigFile.keys.joined(separator: ", "))")
      }
    }

    func run() throws {
      try Failure.report {
        try ConfigWriter.update(key: key.lowercased(), value: nil)
      }
    }
  }

  /// `intake config edit`: opens the file in `$VISUAL` or `$EDITOR`.
  struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "edit",
      abstract: "Open the file in $VISUAL or $EDITOR (created, private, when missing).")

    func run() throws {
      try Failure.report {
        let path = ConfigFile.load().path
        try ConfigWriter.create(path)
        let environment = Environment.variables
        let editor =
          [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }
          .first { !$0.isEmpty } ?? "vi"
        // The editor variable may hold arguments ("code --wait"): split on spaces and start
        // the program through env(1) with the file as its last argument. No shell reads any of
        // it, so nothing in the variable or the path is run as a command.
        let words = editor.split(whereSeparator: \.isWhitespace).map(String.init)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["--"] + words + [path]
        do {
          try process.run()
        } catch {
          throw CLIError("cannot start the editor \"\(editor)\"; set VISUAL or EDITOR")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
          throw CLIError("the editor \"\(editor)\" failed; \(path) is as it was saved")
        }
        let config = ConfigFile(path: path)
        for problem in config.problems { Console.error("warning: " + problem) }
      }
    }
  }
}

// MARK: - Writing

/// Writes the configuration file: private (0600) in a private folder (0700).
enum ConfigWriter {
  /// Creates the file with the commented template when it does not exist.
  ///
  /// - Throws: `CLIError` when the folder or the file cannot be created.
  static func create(_ path: String) throws {
    if FileManager.default.fileExists(atPath: path) { return }
    try write(ConfigFile.template, to: path)
  }

  /// Sets (or with nil removes) one key, keeping the rest of the file as it is.
  ///
  /// - Throws: `CLIError` when the file cannot be written.
  static func update(key: String, value: String?) throws {
    let path = ConfigFile.load().path
    let old = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    try write(ConfigFile.edited(old ?? ConfigFile.template, key: key, value: value), to: path)
  }

  private static func write(_ text: String, to path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      // The atomic write makes a new file with the umask's mode; the key needs it private.
      try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    } catch {
      throw CLIError("cannot write \(path): \(error.localizedDescription); fix the permissions")
    }
  }
}
