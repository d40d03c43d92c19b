import Foundation
import IntakeTestSupport
import Testing

/// `import --ai smart` on a transcript: the whole call goes to the endpoint, and what comes
/// back is checked line by line before it joins the rules' items.
@Suite("intake import --ai smart: the AI reads the whole document")
struct DocumentAITests {
  /// A call where the rules find Ana's commitment (line 3) and the need at line 5, and miss
  /// what the need is about (line 4) and the raffle tickets (line 7).
  static let call = """
    Planning call 2026-03-02
    Ana Lima: ok quick one today. The kiosk firmware is still on the old version.
    Ana Lima: I'll email the kiosk vendor about the firmware by Friday.
    Bo Chen: Right. The parking permits for the volunteers expire this month too.
    Bo Chen: somebody should sort that out before the fair
    Carla Diaz: yep leave the parking permits with me
    Bo Chen: oh and the raffle tickets still need printing
    """

  /// A preview's drafts, as `import --dry-run --json` prints them.
  struct Preview: Decodable {
    var text: String
    var assignedTo: String?
    var dueDate: String?
    var source: Source
    var foundBy: String

    struct Source: Decodable {
      var line: Int
    }
  }

  static func preview(_ result: CommandResult) throws -> [Preview] {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode([Preview].self, from: Data(result.stdout.utf8))
  }

  /// Answers the item protocol by keeping each title, and the document protocol with `tasks`.
  static func appServer(tasks: String) async throws -> LoopbackServer {
    try await LoopbackServer.start { request, _ in
      if request.path.hasSuffix("/parse-voicemail") {
        return LoopbackServer.json(#"{"success": true, "tasks": \#(tasks)}"#)
      }
      let text = request.json?["text"] as? String ?? ""
      let quoted = String(
        decoding: try JSONSerialization.data(withJSONObject: [text]), as: UTF8.self)
      return LoopbackServer.json(
        #"{"success": true, "result": {"mainTask": {"text": \#(quoted.dropFirst().dropLast())}}}"#)
    }
  }

  func write(_ intake: IntakeSandbox) throws -> String {
    let file = intake.folder.appendingPathComponent("call.txt")
    try Self.call.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  @Test func checkedItemsJoinTheRulesAndLiesAreDropped() async throws {
    let intake = try IntakeSandbox()
    let server = try await Self.appServer(
      tasks: """
        [{"text": "Renew the volunteer parking permits", "assignedTo": "Carla Diaz",
          "dueDate": "2026-03-13", "priority": "medium"},
         {"text": "Email the kiosk vendor about the firmware", "assignedTo": "Ana Lima"},
         {"text": "Print the raffle tickets", "assignedTo": "Dmitri"},
         {"text": "Order pizza for the launch party", "assignedTo": "Bo Chen"}]
        """)
    let path = try write(intake)
    let result = try await offThePool {
      try intake.run(
        ["import", "--dry-run", "--json", "--now", "2026-03-02T17:00"] + intake.db
          + ["--ai", "smart", "--ai-url", server.url, path])
    }
    await server.stop()
    #expect(result.status == 0, "\(result)")
    let drafts = try Self.preview(result)
    // The rules' items (titles as the item protocol's echo gave them back) and the AI's two
    // that check out, at the lines they were said on; the AI's copy of the rules' item and
    // the party nobody mentioned are dropped.
    #expect(
      drafts.map(\.text) == [
        "email the kiosk vendor about the firmware by Friday",
        "Renew the volunteer parking permits", "sort that out before the fair",
        "Print the raffle tickets",
      ])
    #expect(drafts.map(\.foundBy) == ["rules", "ai", "rules", "ai"])
    #expect(drafts.map(\.source.line) == [3, 4, 5, 7])
    // "Dmitri" was in no turn and on no list: the item keeps no owner.
    #expect(drafts.map(\.assignedTo) == ["Ana Lima", "Carla Diaz", nil, nil])
    #expect(drafts[1].dueDate == "2026-03-13")
    #expect(result.stderr.contains("/api/ai/parse-voicemail: 2 items it found in"))
    let sent = try #require(server.requests.first { $0.path == "/api/ai/parse-voicemail" })
    let body = try #require(sent.json)
    #expect((body["transcription"] as? String)?.contains("leave the parking permits") == true)
    #expect(Set(body["users"] as? [String] ?? []) == ["Ana Lima", "Bo Chen", "Carla Diaz"])
  }

  @Test func anOpenAIServerGetsNumberedLinesAndALineOutOfRangeIsDropped() async throws {
    let intake = try IntakeSandbox()
    let content = """
      {"items": [{"text": "Renew the parking permits", "owner": "Carla", "dueDate": "", "line": 4},
                 {"text": "Renew the parking permits", "owner": "", "dueDate": "", "line": 40}]}
      """
    let reply = String(
      decoding: try JSONSerialization.data(withJSONObject: [
        "choices": [["message": ["role": "assistant", "content": content]]]
      ]), as: UTF8.self)
    let server = try await LoopbackServer.start { request, _ in
      let messages = request.json?["messages"] as? [[String: String]] ?? []
      if messages.first?["content"]?.contains("action items") == true {
        return LoopbackServer.json(reply)
      }
      return LoopbackServer.json(
        #"{"choices": [{"message": {"content": "{\"mainTask\": {\"text\": \"Email the kiosk vendor\"}}"}}]}"#
      )
    }
    let path = try write(intake)
    let result = try await offThePool {
      try intake.run(
        ["import", "--dry-run", "--json", "--now", "2026-03-02T17:00"] + intake.db
          + [
            "--ai", "smart", "--ai-provider", "openai", "--ai-model", "m", "--ai-url", server.url,
            path,
          ])
    }
    await server.stop()
    #expect(result.status == 0, "\(result)")
    let drafts = try Self.preview(result)
    #expect(drafts.filter { $0.foundBy == "ai" }.map(\.text) == ["Renew the parking permits"])
    #expect(drafts.first { $0.foundBy == "ai" }?.assignedTo == "Carla Diaz")
    let user = server.requests.compactMap { request -> String? in
      let messages = request.json?["messages"] as? [[String: String]] ?? []
      guard messages.first?["content"]?.contains("action items") == true else { return nil }
      return messages.last?["content"]
    }.first
    #expect(user?.contains("[6] Carla Diaz: yep leave the parking permits with me") == true)
  }

  @Test func aFailingEndpointKeepsTheRulesItemsWithOneWarning() async throws {
    let intake = try IntakeSandbox()
    let server = try await LoopbackServer.start { _, _ in
      LoopbackServer.json(#"{"error": "model overloaded"}"#, status: 500)
    }
    let path = try write(intake)
    let result = try await offThePool {
      try intake.run(
        ["import", "--json", "--now", "2026-03-02T17:00"] + intake.db
          + ["--ai", "smart", "--ai-url", server.url, "--ai-timeout", "5", path])
    }
    await server.stop()
    #expect(result.status == 0, "\(result)")
    let tasks = try result.decode([TaskJSON].self)
    #expect(
      tasks.map(\.text) == [
        "Email the kiosk vendor about the firmware", "Sort that out before the fair",
      ])
    #expect(result.stderrLines.contains { $0.contains("kept the rules' items for") })
  }

  @Test func aStoredTaskSaysTheAIFoundIt() async throws {
    let intake = try IntakeSandbox()
    let server = try await Self.appServer(
      tasks: #"[{"text": "Renew the volunteer parking permits", "assignedTo": "Carla Diaz"}]"#)
    let path = try write(intake)
    let result = try await offThePool {
      try intake.run(
        ["import", "--json", "--now", "2026-03-02T17:00"] + intake.db
          + ["--ai", "smart", "--ai-url", server.url, path])
    }
    await server.stop()
    #expect(result.status == 0, "\(result)")
    let stored = try result.decode([TaskJSON].self)
    let found = try #require(stored.first { $0.text == "Renew the volunteer parking permits" })
    #expect(found.foundBy == "ai")
    let shown = try intake.succeed(["show", found.id] + intake.db)
    #expect(shown.stdout.contains("found by: the AI"))
  }
}
