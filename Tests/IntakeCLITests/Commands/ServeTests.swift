import Foundation
import IntakeAI
import IntakeTestSupport
import Testing

/// `intake serve` end to end: the built binary on a loopback port, spoken to over HTTP.
@Suite("intake serve")
struct ServeTests {
  /// A sandbox whose team is Ana Lima and Bo Chen.
  static func sandbox() throws -> IntakeSandbox {
    let intake = try IntakeSandbox()
    try intake.succeed(["team", "add", "Ana Lima"] + intake.db)
    try intake.succeed(["team", "add", "Bo Chen"] + intake.db)
    return intake
  }

  @Test func theAppsRoutesAnswerInTheAppsShape() throws {
    let server = try ServedIntake(in: try Self.sandbox())
    let enhanced = try server.send(
      "/api/ai/enhance-task", #"{"text":"Bo to book the minibus tmrw 3pm !high"}"#)
    #expect(enhanced.status == 200)
    #expect(enhanced.header("Content-Type") == "application/json; charset=utf-8")
    // 2026-03-04 is the sandbox's today: the team from --db is the roster.
    #expect(
      enhanced.text
        == #"{"success":true,"enhanced":{"text":"Book the minibus","priority":"high","#
        + #""dueDate":"2026-03-05","assignedTo":"Bo Chen","wasEnhanced":true}}"#)
    let smart = try server.send(
      "/api/ai/smart-parse",
      #"{"text":"Book club night: pick the novel, order snacks and send the invites by Friday","users":["Ana Lima"]}"#
    )
    #expect(smart.status == 200)
    #expect(smart.text.contains(#""wasComplex":true"#))
    #expect(smart.text.contains(#"{"text":"Order snacks","priority":"medium"}"#))
    let health = try server.send("/healthz", method: "GET")
    #expect(health.status == 200)
    #expect(health.text.hasPrefix(#"{"success":true,"status":"ok""#))
    let result = try server.stop()
    #expect(result.status == 0)
    #expect(result.stderr.contains("intake serve: stopped"))
  }

  @Test func wrongMethodsPathsBodiesAndSizesGetJSONErrors() throws {
    let server = try ServedIntake(in: try IntakeSandbox(), ["--body-limit", "2000"])
    let get = try server.send("/api/ai/enhance-task", method: "GET")
    #expect(get.status == 405)
    #expect(get.header("Allow") == "POST")
    #expect(get.text.hasPrefix(#"{"success":false,"error":"Method GET not allowed"#))
    let postHealth = try server.send("/healthz", "{}")
    #expect(postHealth.status == 405)
    #expect(postHealth.header("Allow") == "GET")
    let missing = try server.send("/api/ai/nothing-here", "{}")
    #expect(missing.status == 404)
    #expect(missing.text.hasPrefix(#"{"success":false,"error":"No route /api/ai/nothing-here"#))
    let notJSON = try server.send("/api/ai/smart-parse", "text=call Ana")
    #expect(notJSON.status == 400)
    #expect(notJSON.text.hasPrefix(#"{"success":false,"error":"The request body is not JSON"#))
    let noText = try server.send("/api/ai/enhance-task", #"{"users":["Ana"]}"#)
    #expect(noText.status == 400)
    #expect(noText.text == #"{"success":false,"error":"Task text is required"}"#)
    let big = String(repeating: "x", count: 3000)
    let tooLarge = try server.send("/api/ai/enhance-task", #"{"text":"\#(big)"}"#)
    #expect(tooLarge.status == 413)
    #expect(
      tooLarge.text == #"{"success":false,"error":"The request body is larger than 2000 bytes"}"#)
    // The server is still answering after all that.
    #expect(try server.send("/api/ai/enhance-task", #"{"text":"water the plants"}"#).status == 200)
  }

  @Test func theAccessLogHasOneLinePerRequestAndNoTextUnlessVerbose() throws {
    let quiet = try ServedIntake(in: try IntakeSandbox())
    _ = try quiet.send("/api/ai/enhance-task", #"{"text":"renew the private passport"}"#)
    _ = try quiet.send("/api/ai/enhance-task", method: "GET")
    let log = try quiet.stop().stderr
    let lines = log.split(separator: "\n").filter { $0.contains(" /api/") }
    #expect(lines.count == 2)
    #expect(lines.first?.contains("POST /api/ai/enhance-task 200 ") == true)
    #expect(lines.first?.hasSuffix(" ms") == true)
    #expect(lines.last?.contains("GET /api/ai/enhance-task 405 ") == true)
    #expect(!log.contains("private passport"))
    let verbose = try ServedIntake(in: try IntakeSandbox(), ["--verbose"])
    _ = try verbose.send("/api/ai/enhance-task", #"{"text":"renew the private passport"}"#)
    #expect(try verbose.stop().stderr.contains("private passport"))
  }

  @Test func aPortInUseIsAnErrorThatSaysWhatToDo() throws {
    let intake = try IntakeSandbox()
    let server = try ServedIntake(in: intake)
    let second = try intake.run(["serve", "--port", String(server.port)] + intake.db)
    #expect(second.status == 1)
    #expect(second.stderr.contains("could not listen on 127.0.0.1:\(server.port)"))
    #expect(second.stderr.contains("pick another --port"))
  }

  @Test func aTokenIsRequiredWhenSetAndForAnyHostButLoopback() throws {
    let intake = try IntakeSandbox()
    let refused = try intake.run(["serve", "--host", "0.0.0.0", "--port", "0"] + intake.db)
    #expect(refused.status != 0)
    #expect(refused.stderr.contains("INTAKE_SERVE_TOKEN"))
    let server = try ServedIntake(in: intake, environment: ["INTAKE_SERVE_TOKEN": "s3cret-value"])
    let body = #"{"text":"feed the cat"}"#
    let none = try server.send("/api/ai/enhance-task", body)
    #expect(none.status == 401)
    #expect(none.header("WWW-Authenticate") == "Bearer")
    #expect(none.text.hasPrefix(#"{"success":false,"error":"Unauthorized"#))
    let wrong = try server.send(
      "/api/ai/enhance-task", body, headers: [HeaderField("Authorization", "Bearer s3cret-valuf")])
    #expect(wrong.status == 401)
    let right = try server.send(
      "/api/ai/enhance-task", body, headers: [HeaderField("Authorization", "Bearer s3cret-value")])
    #expect(right.status == 200)
    #expect(!(try server.stop().stderr.contains("s3cret")))
  }

  @Test func corsOnlyForTheOriginsNamed() throws {
    let server = try ServedIntake(
      in: try IntakeSandbox(), ["--cors-origin", "https://todo.example.org"])
    let preflight = try server.send(
      "/api/ai/smart-parse", method: "OPTIONS",
      headers: [
        HeaderField("Origin", "https://todo.example.org"),
        HeaderField("Access-Control-Request-Method", "POST"),
      ])
    #expect(preflight.status == 204)
    #expect(preflight.header("Access-Control-Allow-Origin") == "https://todo.example.org")
    #expect(preflight.header("Access-Control-Allow-Methods") == "POST")
    let allowed = try server.send(
      "/api/ai/enhance-task", #"{"text":"sweep the yard"}"#,
      headers: [HeaderField("Origin", "https://todo.example.org")])
    #expect(allowed.header("Access-Control-Allow-Origin") == "https://todo.example.org")
    let other = try server.send(
      "/api/ai/enhance-task", #"{"text":"sweep the yard"}"#,
      headers: [HeaderField("Origin", "https://elsewhere.example.com")])
    #expect(other.status == 200)
    #expect(other.header("Access-Control-Allow-Origin") == nil)
  }

  /// The project's own `app` provider, pointed at `intake serve`, stores what the rules alone
  /// store.
  @Test func theAppProviderGetsTheTaskTheCLIWould() async throws {
    let intake = try Self.sandbox()
    let server = try ServedIntake(in: intake)
    let text = "Ana to send the revised floor plan by Thursday !urgent"
    let viaServer = try await AIAssistantTests.add(intake, text, url: server.base)
    #expect(viaServer.status == 0, "\(viaServer.stderr)")
    #expect(!viaServer.stderr.contains("warning"), "\(viaServer.stderr)")
    let plain = try intake.add(text)
    let served = try viaServer.decode([TaskJSON].self)
    #expect(served.count == 1)
    #expect(served.first?.text == plain.text)
    #expect(served.first?.dueDate == plain.dueDate)
    #expect(served.first?.priority == plain.priority)
    #expect(served.first?.assignedTo == plain.assignedTo)
    #expect(plain.text == "Send the revised floor plan")
  }

  @Test func withStoreTasksAreAddedAndListedAsTheCLIDoes() throws {
    let intake = try Self.sandbox()
    let server = try ServedIntake(in: intake, ["--store"], environment: ["INTAKE_USER": "kiosk"])
    let added = try server.send(
      "/api/tasks", #"{"text":"Ana to order the name badges by Friday !high"}"#)
    #expect(added.status == 201)
    let task = try TasksReply.read(added).tasks
    #expect(task.map(\.text) == ["Order the name badges"])
    #expect(task.first?.assignedTo == "Ana Lima")
    #expect(task.first?.dueDate == "2026-03-06")
    #expect(task.first?.createdBy == "kiosk")
    _ = try server.send("/api/tasks", #"{"text":"sweep the porch","createdBy":"Bo Chen"}"#)
    // The CLI sees what the server stored, and the server lists with list's filters.
    #expect(try intake.list().map(\.text).sorted() == ["Order the name badges", "Sweep the porch"])
    let mine = try server.send("/api/tasks?assignee=ana&priority=high", method: "GET")
    #expect(mine.status == 200)
    #expect(
      try TasksReply.read(mine).tasks.map(\.text) == [
        "Order the name badges"
      ])
    let bad = try server.send("/api/tasks?priority=someday", method: "GET")
    #expect(bad.status == 400)
    #expect(
      bad.text
        == #"{"success":false,"error":"priority=someday is not one of low, medium, high, urgent"}"#)
    let noTask = try server.send("/api/tasks", #"{"text":"next tuesday"}"#)
    #expect(noTask.status == 400)
    // An add through the server is undone as an add through the CLI is.
    try intake.succeed(["undo", "--as", "Bo Chen"] + intake.db)
    #expect(try intake.list().map(\.text) == ["Order the name badges"])
    let without = try ServedIntake(in: intake)
    #expect(try without.send("/api/tasks", method: "GET").status == 404)
  }

  /// `serve --ai`: the model behind intake is asked after the rules and merged as the CLI
  /// merges; when it fails, the rules' answer is served and one warning is logged.
  @Test func withAITheModelIsAskedAndAFailureKeepsTheRulesAnswer() async throws {
    let model = try await LoopbackServer.start { request, _ in
      request.path == "/api/ai/smart-parse"
        ? LoopbackServer.json(AIAssistantTests.smartAnswer)
        : LoopbackServer.json(
          AIAssistantTests.enhanced(text: "Call Ana about the Q3 budget", dueDate: "2026-03-09"))
    }
    let intake = try Self.sandbox()
    let server = try ServedIntake(
      in: intake, ["--ai", "enhance", "--ai-url", model.url, "--ai-timeout", "10"])
    let enhanced = try await offThePool {
      try server.send("/api/ai/enhance-task", #"{"text":"call Ana about the budget !high"}"#)
    }
    // The model's title; the typed priority beats its "low"; its date fills the empty one.
    #expect(
      enhanced.text
        == #"{"success":true,"enhanced":{"text":"Call Ana about the Q3 budget","#
        + #""priority":"high","dueDate":"2026-03-09","assignedTo":"","wasEnhanced":true}}"#)
    let smart = try await offThePool {
      try server.send("/api/ai/smart-parse", #"{"text":"finish the launch checklist"}"#)
    }
    #expect(smart.text.contains(#""mainTask":{"text":"Finish the launch checklist""#))
    #expect(
      smart.text.contains(
        #"{"text":"Update the pricing page","priority":"high","estimatedMinutes":30}"#))
    #expect(smart.text.contains(#""summary":"Everything needed before Friday's launch""#))
    // Rules first: a request that names its steps is not sent.
    _ = try await offThePool {
      try server.send("/api/ai/smart-parse", #"{"text":"wash the car and then wax it"}"#)
    }
    #expect(model.requests.map(\.path) == ["/api/ai/enhance-task", "/api/ai/smart-parse"])
    await model.stop()
    let fallback = try await offThePool {
      try server.send("/api/ai/enhance-task", #"{"text":"call Bo tomorrow about the lease"}"#)
    }
    #expect(fallback.status == 200)
    #expect(
      fallback.text
        == #"{"success":true,"enhanced":{"text":"Call Bo about the lease","priority":"medium","#
        + #""dueDate":"2026-03-05","assignedTo":"","wasEnhanced":true}}"#)
    let log = try server.stop().stderr
    #expect(log.split(separator: "\n").filter { $0.hasPrefix("warning: AI ") }.count == 1, "\(log)")
  }

  @Test func twoHundredRequestsFromEightClientsAreAllAnsweredRight() throws {
    let server = try ServedIntake(in: try IntakeSandbox())
    let failures = FailureList()
    DispatchQueue.concurrentPerform(iterations: 8) { client in
      for request in 0..<25 {
        let number = client * 25 + request
        let who = ["plumber", "florist", "printer", "baker", "cleaner", "roofer", "tutor", "vet"][
          number % 8]
        let day = String(format: "%02d", number % 28 + 1)
        let body = #"{"text":"pay the \#(who) invoice due 2026-04-\#(day)"}"#
        let expected =
          #"{"success":true,"enhanced":{"text":"Pay the \#(who) invoice","priority":"medium","#
          + #""dueDate":"2026-04-\#(day)","assignedTo":"","wasEnhanced":true}}"#
        do {
          let answer = try server.send("/api/ai/enhance-task", body)
          if answer.status != 200 || answer.text != expected { failures.add(answer.text) }
        } catch {
          failures.add("\(error)")
        }
      }
    }
    #expect(failures.all.isEmpty, "\(failures.all.prefix(3))")
  }

  @Test func shutdownLetsARequestInFlightFinishAndRefusesNewOnes() throws {
    let server = try ServedIntake(in: try IntakeSandbox())
    let body = #"{"text":"return the library books tomorrow"}"#
    let connection = try RawConnection(port: server.port)
    connection.write(
      "POST /api/ai/enhance-task HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        + "Content-Length: \(body.utf8.count)\r\n\r\n" + body.prefix(10))
    Thread.sleep(forTimeInterval: 0.3)
    server.command.send(SIGTERM)
    Thread.sleep(forTimeInterval: 0.5)
    // New connections are no longer taken…
    #expect(throws: (any Error).self) {
      _ = try server.send("/healthz", method: "GET")
    }
    // …and the one in flight gets its whole answer.
    connection.write(String(body.dropFirst(10)))
    let answer = connection.readAll()
    #expect(answer.hasPrefix("HTTP/1.1 200 OK"), "\(answer)")
    #expect(answer.hasSuffix(#""dueDate":"2026-03-05","assignedTo":"","wasEnhanced":true}}"#))
    let result = try server.command.wait()
    #expect(result.status == 0)
    #expect(result.stderr.contains("POST /api/ai/enhance-task 200"))
  }

  @Test func aRequestThatTakesTooLongToArriveGets408() throws {
    let server = try ServedIntake(in: try IntakeSandbox(), ["--timeout", "1"])
    let body = #"{"text":"defrost the freezer"}"#
    let connection = try RawConnection(port: server.port)
    connection.write(
      "POST /api/ai/enhance-task HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        + "Content-Length: \(body.utf8.count)\r\n\r\n")
    // One byte every 0.3 s: never idle, always late.
    for byte in body.prefix(6) {
      connection.write(String(byte))
      Thread.sleep(forTimeInterval: 0.3)
    }
    connection.write(String(body.dropFirst(6)))
    let answer = connection.readAll()
    #expect(answer.hasPrefix("HTTP/1.1 408"), "\(answer)")
    #expect(answer.contains(#"{"success":false,"error":"The request body took longer than"#))
  }
}

/// The answer of `/api/tasks`.
private struct TasksReply: Decodable {
  var success: Bool
  var tasks: [TaskJSON]

  static func read(_ response: TransportResponse) throws -> TasksReply {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(TasksReply.self, from: response.body)
  }
}

/// Failures gathered from several threads.
private final class FailureList: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [String] = []

  func add(_ item: String) {
    lock.lock()
    items.append(item)
    lock.unlock()
  }

  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return items
  }
}
