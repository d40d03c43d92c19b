import Foundation
import IntakeCore
import Testing

@Suite("intake parse -")
struct ParseStreamTests {
  private func lines(_ result: CommandResult) -> [String] {
    result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
      String.init)
  }

  @Test func eachLineOfStdinGetsItsDraftOnOneLineInOrder() throws {
    let intake = try IntakeSandbox()
    let items = [
      "call Ana tmrw 3pm !high", "", "- [ ] pay rent on the 1st", "standup every weekday",
    ]
    let result = try intake.succeed(
      ["parse", "-", "--json"] + IntakeSandbox.clock, input: items.joined(separator: "\n"))
    let answers = lines(result)
    try #require(answers.count == items.count)
    #expect(answers[1] == "null")
    for (item, answer) in zip(items, answers) where !item.isEmpty {
      let alone = try intake.succeed(["parse", "--json"] + IntakeSandbox.clock + [item])
      let expected = try alone.decode([DraftJSON].self)
      let decoder = JSONDecoder()
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      let got = try decoder.decode(DraftJSON.self, from: Data(answer.utf8))
      #expect([got] == expected, "\(item)")
    }
    #expect(result.stderr.isEmpty)
  }

  @Test func jsonLinesCarryTheirOwnReferenceAndID() throws {
    let intake = try IntakeSandbox()
    let input = """
      {"id": "a", "text": "lunch tomorrow", "now": "2020-01-31T10:00", "tz": "Asia/Tokyo"}
      {"id": "b", "text": "pay rent by friday"}
      {"text": "call Bo tmrw", "tz": "America/New_York", "now": null}
      """
    let result = try intake.succeed(
      ["parse", "-", "--input", "jsonl", "--json"] + IntakeSandbox.clock, input: input)
    let answers = try lines(result).map { try JSONValue(parsing: $0) }
    try #require(answers.count == 3)
    #expect(answers[0]["id"]?.string == "a")
    #expect(answers[0]["due_date"]?.string == "2020-02-01")
    #expect(answers[0]["time_zone"]?.string == "Asia/Tokyo")
    #expect(answers[1]["id"]?.string == "b")
    #expect(answers[1]["due_date"]?.string == "2026-03-06")
    #expect(answers[2]["id"] == nil)
    #expect(answers[2]["time_zone"]?.string == "America/New_York")
  }

  @Test func aBadJSONLineIsNamedAndTheAnswersBeforeItAreKept() throws {
    let intake = try IntakeSandbox()
    for (line, message) in [
      ("{\"text\": 3}", "stdin:2: \"text\" is missing or not a string"),
      ("call Ana", "stdin:2: not a JSON object"),
      ("{\"text\": \"x\", \"tz\": \"Mars/Base\"}", "stdin:2: \"tz\" \"Mars/Base\" is not an IANA"),
      (
        "{\"text\": \"x\", \"now\": \"soon\"}", "stdin:2: \"now\" \"soon\" is not a local date-time"
      ),
    ] {
      let result = try intake.run(
        ["parse", "-", "--input", "jsonl", "--json"] + IntakeSandbox.clock,
        input: "{\"text\": \"buy milk\"}\n\(line)\n{\"text\": \"never read\"}\n")
      #expect(result.status == 1)
      #expect(result.stderr.contains(message), "\(result)")
      #expect(lines(result).count == 1)
      #expect(lines(result).first?.contains("\"Buy milk\"") == true)
    }
  }

  @Test func withoutJSONEachDraftIsShownAndWarningsNameTheLine() throws {
    let intake = try IntakeSandbox()
    let result = try intake.succeed(
      ["parse", "-"] + IntakeSandbox.clock, input: "call Ana tmrw\nsend deck 3/4\n")
    #expect(result.stdout.contains("Call Ana\n"))
    #expect(result.stdout.contains("\n\nSend deck\n"))
    #expect(result.stderr.contains("warning: stdin:2: "))
  }

  @Test func optionsThatNeedStdinOrOneItemAreRefused() throws {
    let intake = try IntakeSandbox()
    let jsonl = try intake.run(["parse", "--input", "jsonl", "call Ana"])
    #expect(jsonl.status == 64)
    #expect(jsonl.stderr.contains("--input jsonl reads stdin"))
    let explain = try intake.run(["parse", "-", "--explain"], input: "call Ana\n")
    #expect(explain.status == 64)
    #expect(explain.stderr.contains("--explain shows one item"))
  }

  @Test func anAnswerIsWrittenBeforeTheNextLineIsRead() throws {
    let intake = try IntakeSandbox()
    let process = Process()
    process.executableURL = try IntakeSandbox.executable()
    process.arguments = ["parse", "-", "--json"] + IntakeSandbox.clock
    process.environment = intake.baseEnvironment
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
    }
    input.fileHandleForWriting.write(Data("call Ana tomorrow\n".utf8))
    // The first answer must come while stdin is still open.
    let answered = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var first = Data()
    DispatchQueue.global().async {
      while !first.contains(10) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        first.append(chunk)
      }
      answered.signal()
    }
    let result = answered.wait(timeout: .now() + 20)
    #expect(result == .success)
    #expect(String(decoding: first, as: UTF8.self).contains("\"text\":\"Call Ana\""))
  }
}
