import Foundation
import IntakeTestSupport
import Testing

/// `--ai` end to end: the built binary, its real libcurl transport, and a loopback server
/// playing either protocol or failing in every way the issue lists.
@Suite("intake --ai")
struct AIAssistantTests {
  /// The most a run may take where the AI step must have been cut short: well above the
  /// timeouts used here (a loaded machine starts processes slowly) and well below what the
  /// server would take (a 60 s hang, a 30 s drip, a 30 s Retry-After).
  static let slowMachineBound = 10.0

  /// What the rules read in `text` without any AI.
  static let text = "call Ana tmrw 3pm about the budget !high"

  static let smartAnswer = """
    {"success": true, "result": {
      "mainTask": {"text": "Finish the launch checklist", "priority": "high",
                   "dueDate": "2026-03-06", "assignedTo": "bo chen"},
      "subtasks": [{"text": "Update the pricing page", "priority": "high", "estimatedMinutes": 30},
                   {"text": "Email the beta list", "priority": "medium"},
                   {"text": "Ship it", "priority": "someday", "estimatedMinutes": 9000}],
      "summary": "Everything needed before Friday's launch", "wasComplex": true}}
    """

  static func enhanced(
    text: String = "Call Ana about the Q3 budget", dueDate: String = "", assignedTo: String = ""
  ) -> String {
    """
    {"success": true, "enhanced": {"text": "\(text)", "priority": "low",
     "dueDate": "\(dueDate)", "assignedTo": "\(assignedTo)", "wasEnhanced": true}}
    """
  }

  /// A sandbox whose team is Bo Chen.
  static func sandbox() throws -> IntakeSandbox {
    let intake = try IntakeSandbox()
    try intake.succeed(["team", "add", "Bo Chen", "--alias", "bo"] + intake.db)
    return intake
  }

  /// `intake add --json --ai MODE --ai-url URL --ai-timeout T … TEXT`, off the async pool.
  ///
  /// The default timeout is long: where the server is meant to answer, it must have time to
  /// even when other tests keep its threads busy.
  static func add(
    _ intake: IntakeSandbox, _ text: String, mode: String = "enhance", url: String,
    timeout: String = "30", _ options: [String] = [], environment: [String: String?] = [:]
  ) async throws -> CommandResult {
    try await timedAdd(
      intake, text, mode: mode, url: url, timeout: timeout, options, environment: environment
    ).0
  }

  /// `add`, and how long the run took, in seconds.
  static func timedAdd(
    _ intake: IntakeSandbox, _ text: String, mode: String = "enhance", url: String,
    timeout: String = "30", _ options: [String] = [], environment: [String: String?] = [:]
  ) async throws -> (CommandResult, Double) {
    let arguments =
      ["add", "--json"] + intake.db + IntakeSandbox.clock
      + ["--ai", mode, "--ai-url", url, "--ai-timeout", timeout] + options + [text]
    return try await timedOffThePool { try intake.run(arguments, environment: environment) }
  }

  /// Checks that the task the rules read in `text` was stored, unchanged, with exactly one
  /// warning that names the endpoint and contains `reason`.
  static func expectRulesKept(
    _ result: CommandResult, endpoint: String, reason: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(result.status == 0, "\(result)", sourceLocation: sourceLocation)
    let task = try #require(
      try result.decode([TaskJSON].self).first, sourceLocation: sourceLocation)
    #expect(task.text == "Call Ana about the budget", sourceLocation: sourceLocation)
    #expect(task.dueDate == "2026-03-05" && task.priority == "high", sourceLocation: sourceLocation)
    let warnings = result.stderrLines.filter { $0.hasPrefix("warning: ") }
    #expect(warnings.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(warnings.first?.contains(endpoint) == true, sourceLocation: sourceLocation)
    #expect(
      warnings.first?.contains(reason) == true, "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(warnings.first?.hasSuffix("kept the rules' reading") == true)
  }

  // MARK: - Both protocols

  @Test func smartParseOnTheAppStoresTheMergedTaskWithSubtasks() async throws {
    let intake = try Self.sandbox()
    let server = try await LoopbackServer.start { _, _ in LoopbackServer.json(Self.smartAnswer) }
    let result = try await Self.add(
      intake, "finish the launch checklist !urgent", mode: "smart", url: server.url)
    await server.stop()

    #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
    let task = try #require(try result.decode([TaskJSON].self).first)
    #expect(task.text == "Finish the launch checklist")
    #expect(task.priority == "urgent")  // typed: beats the AI's "high"
    #expect(task.dueDate == "2026-03-06")  // empty in the rules: filled
    #expect(task.assignedTo == "Bo Chen")  // matched on the roster case-insensitively
    #expect(task.notes == "Everything needed before Friday's launch")
    #expect(
      task.subtasks == [
        .init(
          text: "Update the pricing page", completed: false, priority: "high",
          estimatedMinutes: 30),
        .init(
          text: "Email the beta list", completed: false, priority: "medium",
          estimatedMinutes: nil),
        .init(text: "Ship it", completed: false, priority: nil, estimatedMinutes: 480),
      ])
    #expect(try intake.list() == [task])

    let request = try #require(server.requests.first)
    #expect(server.requests.count == 1)
    #expect(request.method == "POST" && request.path == "/api/ai/smart-parse")
    #expect(request.json?["text"] as? String == "finish the launch checklist !urgent")
    #expect(request.json?["users"] as? [String] == ["Bo Chen"])
    #expect(Set(request.json?.keys.map { $0 } ?? []) == ["text", "users"])
    #expect(request.headers["user-agent"]?.hasPrefix("intake/") == true)
    #expect(request.headers["authorization"] == nil)
  }

  @Test func smartParseOnAnOpenAIServerUsesThePromptAndTheKey() async throws {
    let intake = try Self.sandbox()
    let content = """
      {"mainTask": {"text": "Finish the launch checklist", "priority": "high", "dueDate": "",
       "assignedTo": "Bo Chen"},
       "subtasks": [{"text": "Email the beta list", "estimatedMinutes": 12.5}],
       "summary": "Launch prep"}
      """
    let reply = try JSONSerialization.data(withJSONObject: [
      "choices": [["message": ["role": "assistant", "content": content]]]
    ])
    let server = try await LoopbackServer.start { _, _ in
      LoopbackServer.json(String(decoding: reply, as: UTF8.self))
    }
    let result = try await Self.add(
      intake, "finish the launch checklist", mode: "smart", url: server.url,
      ["--ai-provider", "openai", "--ai-model", "small-model"],
      environment: ["INTAKE_AI_KEY": "sk-test-123"])
    await server.stop()

    #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
    let task = try #require(try result.decode([TaskJSON].self).first)
    #expect(task.text == "Finish the launch checklist" && task.priority == "high")
    #expect(task.assignedTo == "Bo Chen" && task.dueDate == nil && task.notes == "Launch prep")
    #expect(task.subtasks.map(\.text) == ["Email the beta list"])
    #expect(task.subtasks.first?.estimatedMinutes == 12.5)

    let request = try #require(server.requests.first)
    #expect(request.path == "/v1/chat/completions")
    #expect(request.headers["authorization"] == "Bearer sk-test-123")
    let body = try #require(request.json)
    #expect(body["model"] as? String == "small-model")
    #expect((body["response_format"] as? [String: String])?["type"] == "json_object")
    let messages = try #require(body["messages"] as? [[String: String]])
    #expect(messages.map { $0["role"] } == ["system", "user"])
    let user = try #require(messages.last?["content"])
    #expect(user.contains("finish the launch checklist"))
    #expect(user.contains("Wednesday, 2026-03-04") && user.contains("Bo Chen"))
    #expect(!user.contains("{{"))
  }

  // MARK: - Faults: the rules' task is stored, with one warning

  @Test func aServerThatHangsPastTheTimeoutCostsOnlyTheTimeout() async throws {
    let intake = try Self.sandbox()
    let server = try await LoopbackServer.start { _, _ in LoopbackServer.hang }
    let (result, elapsed) = try await Self.timedAdd(
      intake, Self.text, url: server.url, timeout: "0.5")
    await server.stop()
    try Self.expectRulesKept(
      result, endpoint: server.url + "/api/ai/enhance-task", reason: "no answer within 0.5 s")
    #expect(elapsed >= 0.5 && elapsed < Self.slowMachineBound, "took \(elapsed) s")
  }

  @Test func aSlowDripIsCutAtTheTimeout() async throws {
    let intake = try Self.sandbox()
    let server = try await LoopbackServer.start { _, _ in
      LoopbackServer.drip(Self.enhanced(), interval: .milliseconds(200))
    }
    let (result, elapsed) = try await Self.timedAdd(
      intake, Self.text, url: server.url, timeout: "0.6")
    await server.stop()
    try Self.expectRulesKept(result, endpoint: server.url, reason: "no answer within 0.6 s")
    #expect(elapsed >= 0.6 && elapsed < Self.slowMachineBound, "took \(elapsed) s")
  }

  @Test func aServerErrorIsRetriedTwiceThenReported() async throws {
    let intake = try Self.sandbox()
    let server = try await LoopbackServer.start { _, _ in
      LoopbackServer.json(
        #"{"success": false, "error": "Model failed", "details": "overloaded"}"#, status: 500)
    }
    let (result, elapsed) = try await Self.timedAdd(
      intake, Self.text, url: server.url, timeout: "10")
    await server.stop()
    try Self.expectRulesKept(result, endpoint: server.url, reason: "HTTP 500 (Model failed)")
    #expect(server.requests.count == 3)
    // 0.2 s then 0.4 s of backoff.
    #expect(elapsed >= 0.6 && elapsed < Self.slowMachineBound, "took \(elapsed) s")
  }

  @Test func a429WithRetryAfterIsHonouredAndTheRetrySucceeds() async throws {
    let intake = try Self.sandbox()
    let server = try await LoopbackServer.start { _, index in
      index == 0
        ? LoopbackServer.json(
          #"{"success": false, "error": "Slow down"}"#, status: 429,
          headers: ["Retry-After": "1"])
        : LoopbackServer.json(Self.enhanced())
    }
    let (result, elapsed) = try await Self.timedAdd(
      intake, Self.text, url: server.url, timeout: "10")
    await server.stop()
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
    let task = try #require(try result.decode([TaskJSON].self).first)
    #expect(task.text == "Call Ana about the Q3 budget" && task.priority == "high")
    #expect(server.requests.count == 2)
    #expect(elapsed >= 1 && elapsed < Self.slowMachineBound, "took \(elapsed) s")
  }

  @Test func a429AskingToWaitPastTheDeadlineFailsAtOnce() async throws {
    let intake = try Self.sandbox()
    let server = try await LoopbackServer.start { _, _ in
      LoopbackServer.json("{}", status: 429, headers: ["Retry-After": "30"])
    }
    let (result, elapsed) = try await Self.timedAdd(
      intake, Self.text, url: server.url, timeout: "10")
    await server.stop()
    try Self.expectRulesKept(result, endpoint: server.url, reason: "retry after 30 s")
    #expect(server.requests.count == 1)
    #expect(elapsed < Self.slowMachineBound, "took \(elapsed) s")
  }

  @Test(arguments: [
    FaultCase(
      "success false", status: 200, body: #"{"success": false, "error": "Text is required"}"#,
      reason: "the server refused: Text is required"),
    FaultCase("non-JSON", status: 200, body: "<html>gateway</html>", reason: "is not JSON"),
    FaultCase(
      "wrong schema", status: 200, body: #"{"success": true, "result": {"mainTask": "Do it"}}"#,
      reason: "result.mainTask is a string, not an object", mode: "smart"),
    FaultCase(
      "missing envelope", status: 200, body: #"{"success": true}"#, reason: "it has no enhanced"),
    FaultCase(
      "unauthorized", status: 401, body: #"{"error": "Unauthorized"}"#,
      reason: "HTTP 401 (Unauthorized)"),
  ])
  func aBadAnswerKeepsTheRulesTask(_ fault: FaultCase) async throws {
    let intake = try Self.sandbox()
    let server = try await LoopbackServer.start { _, _ in
      LoopbackServer.json(fault.body, status: fault.status)
    }
    let result = try await Self.add(intake, Self.text, mode: fault.mode, url: server.url)
    await server.stop()
    try Self.expectRulesKept(result, endpoint: server.url, reason: fault.reason)
    #expect(server.requests.count == 1)
  }

  @Test func aFiveMebibyteBodyIsRefused() async throws {
    let intake = try Self.sandbox()
    let server = try await LoopbackServer.start { _, _ in LoopbackServer.large(size: 5 << 20) }
    // A generous timeout: the refusal must come from the size, even on a loaded machine.
    let result = try await Self.add(intake, Self.text, url: server.url, timeout: "30")
    await server.stop()
    try Self.expectRulesKept(result, endpoint: server.url, reason: "larger than 1024 KiB")
  }

  @Test func aConnectionRefusedIsRetriedThenReported() async throws {
    let intake = try Self.sandbox()
    let (result, elapsed) = try await Self.timedAdd(
      intake, Self.text, url: "http://127.0.0.1:1", timeout: "2")
    try Self.expectRulesKept(result, endpoint: "http://127.0.0.1:1", reason: "cannot connect")
    #expect(elapsed >= 0.6 && elapsed < Self.slowMachineBound, "took \(elapsed) s")
  }

  @Test func anUnresolvableHostIsReportedWithoutRetries() async throws {
    let intake = try Self.sandbox()
    let (result, elapsed) = try await Self.timedAdd(
      intake, Self.text, url: "http://intake-test.invalid", timeout: "2")
    try Self.expectRulesKept(
      result, endpoint: "intake-test.invalid",
      reason: "cannot resolve the host intake-test.invalid")
    #expect(elapsed < Self.slowMachineBound, "took \(elapsed) s")
  }

  // MARK: - Validation of the answer

  @Test func anInvalidDateFromTheAIIsIgnoredWithAWarning() async throws {
    let intake = try Self.sandbox()
    let server = try await LoopbackServer.start { _, _ in
      LoopbackServer.json(Self.enhanced(text: "Write the launch plan", dueDate: "2026-02-30"))
    }
    let result = try await Self.add(intake, "write the launch plan", url: server.url)
    await server.stop()
    #expect(result.status == 0)
    let task = try #require(try result.decode([TaskJSON].self).first)
    #expect(task.text == "Write the launch plan" && task.dueDate == nil)
    #expect(task.priority == "low")  // the rules left it at the default: the AI fills it
    #expect(
      result.stderrLines == [
        "warning: the AI's due date \"2026-02-30\" is not a real YYYY-MM-DD date; ignored"
      ])
  }

  @Test func anAssigneeOffTheRosterIsIgnoredWithAWarning() async throws {
    let intake = try Self.sandbox()
    let server = try await LoopbackServer.start { _, _ in
      LoopbackServer.json(Self.enhanced(text: "Write the launch plan", assignedTo: "Zed Quinn"))
    }
    let result = try await Self.add(intake, "write the launch plan", url: server.url)
    await server.stop()
    let task = try #require(try result.decode([TaskJSON].self).first)
    #expect(task.assignedTo == nil && task.owners.isEmpty)
    #expect(
      result.stderrLines == ["warning: the AI's assignee \"Zed Quinn\" is not on the team; ignored"]
    )
  }

  // MARK: - Cache, cost guard, privacy

  @Test func aRepeatedAddIsAnsweredFromTheCacheUnlessNoCache() async throws {
    let intake = try Self.sandbox()
    let server = try await LoopbackServer.start { _, _ in LoopbackServer.json(Self.enhanced()) }
    let first = try await Self.add(intake, Self.text, url: server.url)
    let second = try await Self.add(intake, Self.text, url: server.url)
    #expect(server.requests.count == 1)
    let third = try await Self.add(intake, Self.text, url: server.url, ["--no-cache"])
    #expect(server.requests.count == 2)
    let other = try await Self.add(intake, "email Bo the notes", url: server.url)
    #expect(server.requests.count == 3)
    await server.stop()
    for result in [first, second, third, other] { #expect(result.status == 0, "\(result)") }
    #expect(try second.decode([TaskJSON].self).first?.text == "Call Ana about the Q3 budget")
  }

  @Test func aRepeatedParseIsAnsweredFromTheCache() async throws {
    let intake = try Self.sandbox()
    let server = try await LoopbackServer.start { _, _ in LoopbackServer.json(Self.enhanced()) }
    let arguments =
      ["parse", "--json"] + intake.db + IntakeSandbox.clock
      + ["--ai", "enhance", "--ai-url", server.url, Self.text]
    let first = try await offThePool { try intake.succeed(arguments) }
    let second = try await offThePool { try intake.succeed(arguments) }
    await server.stop()
    #expect(server.requests.count == 1)
    #expect(first.stdout == second.stdout)
    #expect(try second.decode([DraftJSON].self).first?.text == "Call Ana about the Q3 budget")
  }

  @Test func importAsksPerItemWithinTheCallCapAndReusesAnswers() async throws {
    let intake = try Self.sandbox()
    let server = try await LoopbackServer.start { request, _ in
      let text = request.json?["text"] as? String ?? ""
      return LoopbackServer.json(Self.enhanced(text: "AI: " + text))
    }
    let notes = intake.folder.appendingPathComponent("2026-03-02-sync.md")
    try """
    # Sync — 2026-03-02
    ## Action items
    - send the pricing deck
    - book the venue
    - renew the domain
    """.write(to: notes, atomically: true, encoding: .utf8)
    let arguments =
      ["import", "--json", "--quiet"] + intake.db
      + ["--ai", "enhance", "--ai-url", server.url, notes.path]
    let capped = try await offThePool { try intake.run(arguments + ["--ai-max-calls", "2"]) }
    #expect(capped.status == 0, "\(capped)")
    #expect(server.requests.count == 2)
    #expect(
      capped.stderrLines == ["warning: --ai-max-calls 2 reached; 1 item kept as the rules read it"])
    let titles = try capped.decode([TaskJSON].self).map(\.text).sorted()
    #expect(titles == ["AI: book the venue", "AI: send the pricing deck", "Renew the domain"])

    let again = try await offThePool { try intake.run(arguments) }
    #expect(again.status == 0, "\(again)")
    #expect(server.requests.count == 3)  // only the item the cap left out
    await server.stop()
  }

  @Test func theFirstImportIntoANewDatabaseCachesItsAnswers() async throws {
    let intake = try IntakeSandbox()
    let server = try await LoopbackServer.start { _, _ in LoopbackServer.json(Self.enhanced()) }
    let arguments =
      ["import", "--quiet"] + intake.db + ["--ai", "enhance", "--ai-url", server.url, "-"]
    let input = "## Action items\n- send the pricing deck\n- book the venue\n"
    let first = try await offThePool { try intake.run(arguments, input: input) }
    let second = try await offThePool { try intake.run(arguments, input: input) }
    await server.stop()
    #expect(first.status == 0 && second.status == 0, "\(first)\n\(second)")
    #expect(server.requests.count == 2)
  }

  @Test func anImportAgainstADownEndpointStopsAskingAndKeepsEveryItem() throws {
    let intake = try Self.sandbox()
    let input =
      "## Action items\n" + (1...12).map { "- task number \($0)" }.joined(separator: "\n")
    let result = try intake.run(
      ["import", "--json", "--quiet"] + intake.db
        + ["--ai", "enhance", "--ai-url", "http://127.0.0.1:1", "--ai-timeout", "2", "-"],
      input: input)
    #expect(result.status == 0, "\(result)")
    #expect(try result.decode([TaskJSON].self).count == 12)
    let perItem = result.stderrLines.filter { $0.contains("cannot connect") }
    let summary = result.stderrLines.filter { $0.contains("not sent after the endpoint failed") }
    #expect((1...4).contains(perItem.count), "\(result.stderr)")
    #expect(summary.count == 1)
    #expect(summary.first?.contains(" \(12 - perItem.count) more items were not sent") == true)
    #expect(result.stderrLines.count == perItem.count + 1)
  }

  @Test func aSetupMistakeIsReportedOnceForAWholeImport() throws {
    let intake = try Self.sandbox()
    let input = "## Action items\n- send the pricing deck\n- book the venue\n- renew the domain\n"
    let result = try intake.run(
      ["import", "--json", "--quiet"] + intake.db
        + ["--ai", "smart", "--ai-provider", "openai", "--ai-url", "http://127.0.0.1:1", "-"],
      input: input)
    #expect(result.status == 0, "\(result)")
    #expect(try result.decode([TaskJSON].self).count == 3)
    #expect(
      result.stderrLines == [
        "warning: AI http://127.0.0.1:1/v1/chat/completions: the openai provider needs a model; "
          + "pass --ai-model or set INTAKE_AI_MODEL; kept the rules' reading for 3 items"
      ])
  }

  @Test func verboseShowsTheRequestWithTheKeyRedacted() async throws {
    let intake = try Self.sandbox()
    let server = try await LoopbackServer.start { _, _ in LoopbackServer.json(Self.enhanced()) }
    let result = try await Self.add(
      intake, Self.text, url: server.url, ["--verbose"],
      environment: ["INTAKE_AI_KEY": "sk-secret-987"])
    await server.stop()
    #expect(result.status == 0)
    #expect(result.stderr.contains("ai: > POST \(server.url)/api/ai/enhance-task"))
    #expect(result.stderr.contains("ai: > Authorization: [redacted]"))
    #expect(result.stderr.contains("ai: < HTTP 200"))
    #expect(!result.stderr.contains("sk-secret-987") && !result.stdout.contains("sk-secret-987"))
    #expect(server.requests.first?.headers["authorization"] == "Bearer sk-secret-987")
  }

  @Test func explainShowsRulesAndAISideBySide() async throws {
    let intake = try Self.sandbox()
    let server = try await LoopbackServer.start { _, _ in LoopbackServer.json(Self.smartAnswer) }
    let result = try await offThePool {
      try intake.run(
        ["parse", "--explain"] + intake.db + IntakeSandbox.clock
          + ["--ai", "smart", "--ai-url", server.url, "finish the launch checklist !urgent"])
    }
    await server.stop()
    #expect(result.status == 0, "\(result)")
    let lines = result.stdout.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
    #expect(lines.contains("ai: smart via \(server.url)/api/ai/smart-parse (answered)"))
    #expect(lines.contains("field rules ai kept"))
    #expect(lines.contains("priority urgent high rules (typed)"))
    #expect(lines.contains("due_date - 2026-03-06 ai"))
    #expect(lines.contains("assigned_to - Bo Chen ai"))
    #expect(lines.contains("subtasks - 3 ai"))
  }

  @Test(.enabled(if: isLinux, "LD_DEBUG is the trace of glibc's loader"))
  func withAIOffLibcurlIsNeverLoaded() async throws {
    let intake = try Self.sandbox()
    let off = try intake.run(
      ["add"] + intake.db + IntakeSandbox.clock + [Self.text], environment: ["LD_DEBUG": "libs"])
    #expect(off.status == 0)
    #expect(off.stderr.contains("libsqlite3"))  // the trace works…
    #expect(!off.stderr.contains("libcurl"))  // …and libcurl is not in it
    let on = try await offThePool {
      try intake.run(
        ["add"] + intake.db + IntakeSandbox.clock
          + [
            "--ai", "enhance", "--ai-url", "http://127.0.0.1:1", "--ai-timeout", "0.3", Self.text,
          ],
        environment: ["LD_DEBUG": "libs"])
    }
    #expect(on.stderr.contains("libcurl"))
  }
}

#if os(Linux)
  private let isLinux = true
#else
  private let isLinux = false
#endif

/// A server answer that must leave the rules' task in place.
struct FaultCase: Sendable, CustomTestStringConvertible {
  var name: String
  var status: Int
  var body: String
  var reason: String
  var mode = "enhance"

  init(_ name: String, status: Int, body: String, reason: String, mode: String = "enhance") {
    self.name = name
    self.status = status
    self.body = body
    self.reason = reason
    self.mode = mode
  }

  var testDescription: String { name }
}
