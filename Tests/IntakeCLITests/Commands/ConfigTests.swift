import Foundation
import IntakeTestSupport
import Testing

@Suite("intake config")
struct ConfigTests {
  /// The sandbox's config file, under its `XDG_CONFIG_HOME`.
  static func configFile(_ intake: IntakeSandbox) -> URL {
    intake.folder.appendingPathComponent("config/intake/config")
  }

  static func environment(_ intake: IntakeSandbox) -> [String: String?] {
    ["XDG_CONFIG_HOME": intake.folder.appendingPathComponent("config").path]
  }

  @Test func setWritesAPrivateFileThatShowReadsBack() throws {
    let intake = try IntakeSandbox()
    let environment = Self.environment(intake)
    try intake.succeed(["config", "set", "ai", "smart"], environment: environment)
    try intake.succeed(["config", "set", "ai_url", "http://ai.test"], environment: environment)
    try intake.succeed(["config", "set", "ai_url", "http://ai2.test"], environment: environment)
    try intake.succeed(
      ["config", "set", "ai_header", "Cookie: session=s3cret"], environment: environment)
    let path = Self.configFile(intake).path
    #expect(try intake.succeed(["config", "path"], environment: environment).stdout == path + "\n")
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)

    let shown = try intake.succeed(["config"], environment: environment).stdout
    #expect(shown.contains("ai               smart  [config file]"))
    #expect(shown.contains("ai_url           http://ai2.test  [config file]"))
    #expect(!shown.contains("http://ai.test "))
    #expect(shown.contains("ai_header        Cookie: [redacted]  [config file]"))
    #expect(!shown.contains("s3cret"))

    try intake.succeed(["config", "unset", "ai_url"], environment: environment)
    #expect(
      try intake.succeed(["config"], environment: environment).stdout.contains(
        "ai_url           (not set)"))
  }

  @Test func theKeyIsNeverTakenOnTheCommandLineNorPrinted() throws {
    let intake = try IntakeSandbox()
    var environment = Self.environment(intake)
    let refused = try intake.run(["config", "set", "ai_key", "sk-abc"], environment: environment)
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("INTAKE_AI_KEY"))
    #expect(!FileManager.default.fileExists(atPath: Self.configFile(intake).path))

    let file = Self.configFile(intake)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "ai_key = sk-from-file\n".write(to: file, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    let shown = try intake.succeed(["config"], environment: environment)
    #expect(shown.stdout.contains("ai_key           (set)  [config file]"))
    #expect(!shown.stdout.contains("sk-from-file") && !shown.stderr.contains("sk-from-file"))
    #expect(
      shown.stderrLines == [
        "warning: \(file.path) holds ai_key and other users can read it; run chmod 600 \(file.path)"
      ])

    environment["INTAKE_AI_KEY"] = "sk-env"
    let fromEnvironment = try intake.succeed(["config"], environment: environment).stdout
    #expect(fromEnvironment.contains("ai_key           (set)  [INTAKE_AI_KEY]"))
    #expect(!fromEnvironment.contains("sk-env"))
  }

  @Test func theConfigFilesDefaultModeTurnsTheAIOnAndAFlagTurnsItOff() async throws {
    let intake = try IntakeSandbox()
    let environment = Self.environment(intake)
    let server = try await LoopbackServer.start { _, _ in
      LoopbackServer.json(#"{"success": true, "enhanced": {"text": "Water the ferns"}}"#)
    }
    try intake.succeed(["config", "set", "ai", "enhance"], environment: environment)
    try intake.succeed(["config", "set", "ai_url", server.url], environment: environment)
    try intake.succeed(["config", "set", "ai_timeout", "10"], environment: environment)
    let arguments = ["add", "--json"] + intake.db + IntakeSandbox.clock
    let on = try await offThePool {
      try intake.succeed(arguments + ["water the plants"], environment: environment)
    }
    let off = try await offThePool {
      try intake.succeed(arguments + ["--ai", "off", "feed the cat"], environment: environment)
    }
    await server.stop()
    #expect(try on.decode([TaskJSON].self).first?.text == "Water the ferns")
    #expect(try off.decode([TaskJSON].self).first?.text == "Feed the cat")
    #expect(server.requests.count == 1)
  }

  @Test func editOpensTheEditorOnAPrivateFileWhoseKeyIsSent() async throws {
    let intake = try IntakeSandbox()
    var environment = Self.environment(intake)
    let server = try await LoopbackServer.start { _, _ in
      LoopbackServer.json(#"{"success": true, "enhanced": {"text": "Water the ferns"}}"#)
    }
    // An "editor" that appends the settings to the file it is given.
    let editor = intake.folder.appendingPathComponent("editor.sh")
    try """
    #!/bin/sh
    printf 'ai = enhance\\nai_url = \(server.url)\\nai_key = sk-from-file\\n' >> "$1"
    """.write(to: editor, atomically: true, encoding: .utf8)
    // Started as "/bin/sh script": a script written and then executed while another test's
    // process is forking can fail with "Text file busy", which has nothing to do with intake.
    environment["EDITOR"] = "/bin/sh \(editor.path)"
    try intake.succeed(["config", "edit"], environment: environment)

    let file = Self.configFile(intake)
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect(mode as? Int == 0o600)
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("# intake configuration"))
    let arguments = ["add", "--json"] + intake.db + IntakeSandbox.clock + ["water the plants"]
    let settings = environment
    let added = try await offThePool { try intake.run(arguments, environment: settings) }
    await server.stop()
    #expect(added.status == 0 && added.stderr.isEmpty, "\(added)")
    #expect(try added.decode([TaskJSON].self).first?.text == "Water the ferns")
    #expect(server.requests.first?.headers["authorization"] == "Bearer sk-from-file")
  }

  @Test func anEditorWithArgumentsIsStartedWithoutAShell() throws {
    let intake = try IntakeSandbox()
    var environment = Self.environment(intake)
    // The editor records its arguments; the "$(touch …)" word must arrive as plain text.
    let editor = intake.folder.appendingPathComponent("editor.sh")
    let log = intake.folder.appendingPathComponent("arguments.txt")
    try """
    #!/bin/sh
    for word in "$@"; do printf '%s\\n' "$word" >> '\(log.path)'; done
    """.write(to: editor, atomically: true, encoding: .utf8)
    let marker = intake.folder.appendingPathComponent("ran").path
    environment["VISUAL"] = "/bin/sh \(editor.path) --wait $(touch \(marker))"
    try intake.succeed(["config", "edit"], environment: environment)
    let words = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
    #expect(words == ["--wait", "$(touch", "\(marker))", "\(Self.configFile(intake).path)"])
    #expect(!FileManager.default.fileExists(atPath: marker))
  }

  @Test func aBrokenConfigLineWarnsButTheTaskIsStored() throws {
    let intake = try IntakeSandbox()
    let file = Self.configFile(intake)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "ai = enhance\nai_url http://x\ncolour = blue\n".write(
      to: file, atomically: true, encoding: .utf8)
    let result = try intake.succeed(
      ["add", "--json"] + intake.db + IntakeSandbox.clock + ["buy milk"],
      environment: Self.environment(intake))
    #expect(try result.decode([TaskJSON].self).first?.text == "Buy milk")
    #expect(
      result.stderrLines == [
        "warning: \(file.path):2: \"ai_url http://x\" is not key = value; fix it with intake config edit",
        "warning: \(file.path):3: unknown key \"colour\"; the keys are date_order, tz, db, hour_morning, hour_noon, hour_afternoon, hour_end_of_day, hour_evening, hour_night, ai, ai_provider, ai_url, ai_model, ai_timeout, ai_key, ai_header",
        "warning: AI: no endpoint is set; pass --ai-url or set INTAKE_AI_URL; kept the rules' reading",
      ])
  }

  @Test func badAIFlagsAreUsageErrors() throws {
    let intake = try IntakeSandbox()
    for arguments in [["--ai", "maybe"], ["--ai-provider", "x"], ["--ai-timeout", "-1"]] {
      let result = try intake.run(["add"] + intake.db + arguments + ["buy milk"])
      #expect(result.status == 64, "\(result)")
    }
    let environment: [String: String?] = ["INTAKE_AI_TIMEOUT": "soon"]
    let result = try intake.run(
      ["add"] + intake.db + ["--ai", "enhance", "buy milk"], environment: environment)
    #expect(result.status == 1)
    #expect(result.stderr.contains("INTAKE_AI_TIMEOUT \"soon\" is not a number of seconds"))
  }
}

@Suite("intake config: reading defaults")
struct ConfigDefaultsTests {
  private func environment(_ intake: IntakeSandbox) -> [String: String?] {
    ["XDG_CONFIG_HOME": intake.folder.appendingPathComponent("config").path]
  }

  @Test func theFileSetsTheDateOrderZoneHoursAndDatabase() throws {
    let intake = try IntakeSandbox()
    let environment = environment(intake)
    for (key, value) in [
      ("date_order", "dmy"), ("tz", "Europe/Lisbon"), ("hour_morning", "08:30"),
      ("db", intake.databasePath),
    ] {
      try intake.succeed(["config", "set", key, value], environment: environment)
    }
    let added = try intake.succeed(
      ["add", "--json", "--now", "2026-03-04T09:00", "report due 03/04 morning"],
      environment: environment)
    let task = try #require(try added.decode([TaskJSON].self).first)
    #expect(task.dueDate == "2026-04-03")
    #expect(task.dueTime == "08:30")
    #expect(task.timeZone == "Europe/Lisbon")
    #expect(added.stderr.isEmpty, "a chosen order reports no other reading")
    // Stored where the file said: --db names the same database.
    #expect(try intake.list().map(\.text) == ["Report"])

    let shown = try intake.succeed(["config"], environment: environment).stdout
    #expect(shown.contains("date_order       dmy  [config file]"))
    #expect(shown.contains("hour_morning     08:30  [config file]"))
    #expect(shown.contains("hour_evening     18:00  [default]"))
    // A variable beats the file, and says so.
    var withVariable = environment
    withVariable["INTAKE_TZ"] = "Asia/Tokyo"
    let overridden = try intake.succeed(["config"], environment: withVariable).stdout
    #expect(overridden.contains("tz               Asia/Tokyo  [INTAKE_TZ]"))
  }

  @Test func aBadValueIsRefusedWhenSetAndNamedWhenRead() throws {
    let intake = try IntakeSandbox()
    let environment = environment(intake)
    let refused = try intake.run(["config", "set", "tz", "Mars/Olympus"], environment: environment)
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("tz \"Mars/Olympus\" is not an IANA time zone"))
    var withVariable = environment
    withVariable["INTAKE_HOUR_EVENING"] = "late"
    let read = try intake.run(
      ["parse"] + intake.db + IntakeSandbox.clock + ["call mom in the evening"],
      environment: withVariable)
    #expect(read.status == 1)
    #expect(read.stderr.contains("INTAKE_HOUR_EVENING \"late\" is not a time of day"))
  }
}
