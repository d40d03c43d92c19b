import Foundation
import IntakeCore
import Testing

@testable import IntakeAI

/// A transport that answers from a script and records what it was sent.
final class StubTransport: Transport, @unchecked Sendable {
  // @unchecked: every access to the mutable state holds the lock.
  private let lock = NSLock()
  private var replies: [Result<TransportResponse, AIError>]
  private(set) var sent: [TransportRequest] = []
  private var inFlight = 0
  private(set) var mostInFlight = 0
  let delay: Double

  init(_ replies: [Result<TransportResponse, AIError>], delay: Double = 0) {
    self.replies = replies
    self.delay = delay
  }

  func send(_ request: TransportRequest) throws(AIError) -> TransportResponse {
    let reply: Result<TransportResponse, AIError> = lock.withLock {
      sent.append(request)
      inFlight += 1
      mostInFlight = max(mostInFlight, inFlight)
      return replies.count > 1 ? replies.removeFirst() : replies[0]
    }
    if delay > 0 { Thread.sleep(forTimeInterval: delay) }
    lock.withLock { inFlight -= 1 }
    return try reply.get()
  }

  var requests: [TransportRequest] { lock.withLock { sent } }
}

/// Records the waits between attempts instead of sleeping.
final class SleepRecorder: @unchecked Sendable {
  // @unchecked: every access holds the lock.
  private let lock = NSLock()
  private var waits: [Double] = []

  var sleep: @Sendable (Double) -> Void {
    { seconds in self.lock.withLock { self.waits.append(seconds) } }
  }
  var all: [Double] { lock.withLock { waits } }
}

@Suite("AIClient")
struct AIClientTests {
  static let today = LocalDate(iso: "2026-03-04") ?? LocalDate(dayNumber: 0)
  static let question = AIQuestion(
    mode: .enhance, text: "call bo", today: today, timeZone: "UTC", roster: ["Bo Chen"])
  static let ok = TransportResponse(
    status: 200, body: Data(#"{"success": true, "enhanced": {"text": "Call Bo"}}"#.utf8))

  static func client(
    _ transport: StubTransport, provider: AIProvider = .app, model: String? = nil,
    timeout: Double = 5, sleeper: SleepRecorder = SleepRecorder()
  ) -> AIClient {
    AIClient(
      configuration: AIConfiguration(
        provider: provider, baseURL: "http://ai.test/", model: model, key: "k", timeout: timeout),
      transport: transport, sleep: sleeper.sleep)
  }

  @Test func serverErrorsAreRetriedTwiceWithBackoff() throws {
    let transport = StubTransport([.success(TransportResponse(status: 503, body: Data()))])
    let sleeper = SleepRecorder()
    #expect(throws: AIError.http(status: 503, message: nil)) {
      try Self.client(transport, sleeper: sleeper).ask(Self.question)
    }
    #expect(transport.requests.count == 3)
    #expect(sleeper.all == [0.2, 0.4])
  }

  @Test func retryAfterSetsTheWaitAndTheNextAttemptCanSucceed() throws {
    let limited = TransportResponse(
      status: 429, headers: [HeaderField("retry-after", "2")], body: Data())
    let transport = StubTransport([.success(limited), .success(Self.ok)])
    let sleeper = SleepRecorder()
    let answer = try Self.client(transport, sleeper: sleeper).ask(Self.question)
    #expect(answer.title == "Call Bo")
    #expect(sleeper.all == [2])
  }

  @Test func clientErrorsAndBadAnswersAreNotRetried() {
    for reply in [
      TransportResponse(status: 400, body: Data(#"{"error": "Text is required"}"#.utf8)),
      TransportResponse(status: 200, body: Data("nope".utf8)),
    ] {
      let transport = StubTransport([.success(reply)])
      #expect(throws: AIError.self) { try Self.client(transport).ask(Self.question) }
      #expect(transport.requests.count == 1)
    }
    let unresolved = StubTransport([.failure(.cannotResolve(host: "ai.test"))])
    #expect(throws: AIError.cannotResolve(host: "ai.test")) {
      try Self.client(unresolved).ask(Self.question)
    }
    #expect(unresolved.requests.count == 1)
  }

  @Test func aRetryThatWouldPassTheDeadlineIsNotStarted() {
    let transport = StubTransport([.failure(.cannotConnect("refused"))])
    #expect(throws: AIError.cannotConnect("refused")) {
      try Self.client(transport, timeout: 0.1).ask(Self.question)
    }
    #expect(transport.requests.count == 1)
  }

  @Test func theAppRequestCarriesOnlyTheTextAndTheRoster() throws {
    let request = try Self.client(StubTransport([.success(Self.ok)])).request(for: Self.question)
    #expect(request.url == "http://ai.test/api/ai/enhance-task")
    #expect(
      String(decoding: request.body, as: UTF8.self) == #"{"text":"call bo","users":["Bo Chen"]}"#)
    #expect(request.headers.contains(HeaderField("Authorization", "Bearer k")))
    #expect(request.maxResponseBytes == 1 << 20)
  }

  @Test func theOpenAIProviderNeedsAModel() {
    #expect {
      try Self.client(StubTransport([.success(Self.ok)]), provider: .openai).request(
        for: Self.question)
    } throws: { error in
      (error as? AIError)?.description.contains("--ai-model") == true
    }
  }

  @Test func theOpenAIReplyIsReadFromTheMessageContent() throws {
    let content = #"{\"text\": \"Call Bo\", \"priority\": \"high\", \"wasEnhanced\": true}"#
    let body = #"{"choices": [{"message": {"role": "assistant", "content": "\#(content)"}}]}"#
    let transport = StubTransport([.success(TransportResponse(status: 200, body: Data(body.utf8)))])
    let answer = try Self.client(transport, provider: .openai, model: "m").ask(Self.question)
    #expect(answer == AIAnswer(title: "Call Bo", wasEnhanced: true, priority: "high"))
    #expect(transport.requests.first?.url == "http://ai.test/v1/chat/completions")
  }

  @Test func theCacheKeyChangesWithEverythingThatShapesTheAnswer() throws {
    let client = Self.client(StubTransport([.success(Self.ok)]))
    let key = try client.cacheKey(for: Self.question)
    #expect(key.count == 16)
    #expect(try client.cacheKey(for: Self.question) == key)
    var variants = [AIQuestion](repeating: Self.question, count: 4)
    variants[0].text = "call Bo"
    variants[1].today = Self.today.adding(days: 1)
    variants[2].roster = ["Bo Chen", "Ana Lima"]
    variants[3].mode = .smart
    for variant in variants { #expect(try client.cacheKey(for: variant) != key) }
    let other = AIClient(
      configuration: AIConfiguration(provider: .app, baseURL: "http://other.test"),
      transport: StubTransport([.success(Self.ok)]))
    #expect(try other.cacheKey(for: Self.question) != key)
  }

  @Test func askAllKeepsTheOrderAndAtMostFourInFlight() {
    let transport = StubTransport([.success(Self.ok)], delay: 0.05)
    let questions = (0..<10).map { index in
      AIQuestion(
        mode: .enhance, text: "item \(index)", today: Self.today, timeZone: "UTC", roster: [])
    }
    let results = Self.client(transport).askAll(questions, maxConcurrent: 4)
    #expect(results.count == 10)
    #expect(transport.mostInFlight == 4)
    let texts = transport.requests.compactMap {
      (try? JSONSerialization.jsonObject(with: $0.body) as? [String: Any])?["text"] as? String
    }
    #expect(Set(texts) == Set(questions.map(\.text)))
  }

  @Test func onceTheEndpointIsDownTheRestIsNotSent() {
    let transport = StubTransport([.failure(.cannotConnect("refused"))])
    let questions = (0..<5).map { index in
      AIQuestion(
        mode: .enhance, text: "item \(index)", today: Self.today, timeZone: "UTC", roster: [])
    }
    let results = Self.client(transport).askAll(questions, maxConcurrent: 1)
    #expect(transport.requests.count == 3)  // the first item, with its 2 retries
    #expect(throws: AIError.cannotConnect("refused")) { try results[0].get() }
    for result in results.dropFirst() { #expect(throws: AIError.notSent) { try result.get() } }
  }

  @Test func aBadAnswerDoesNotStopTheOtherItems() {
    let transport = StubTransport([.success(TransportResponse(status: 400, body: Data()))])
    let questions = (0..<5).map { index in
      AIQuestion(
        mode: .enhance, text: "item \(index)", today: Self.today, timeZone: "UTC", roster: [])
    }
    let results = Self.client(transport).askAll(questions, maxConcurrent: 2)
    #expect(transport.requests.count == 5)
    #expect(results.allSatisfy { (try? $0.get()) == nil })
  }

  @Test(arguments: [
    (
      #"{"success": true, "result": {"mainTask": {"text": 3}}}"#, "result.mainTask.text is a number"
    ),
    (
      #"{"success": true, "result": {"mainTask": {"text": "a"}, "subtasks": {}}}"#,
      "subtasks is an object"
    ),
    (#"{"success": true, "result": []}"#, "result is an array"),
    (#"{"success": true, "result": {}}"#, "result has no mainTask"),
  ])
  func aWrongSchemaNamesWhatIsWrong(_ body: String, _ reason: String) {
    var question = Self.question
    question.mode = .smart
    let transport = StubTransport([.success(TransportResponse(status: 200, body: Data(body.utf8)))])
    #expect {
      try Self.client(transport).ask(question)
    } throws: { error in
      (error as? AIError)?.description.contains(reason) == true
    }
  }

  @Test func retryAfterReadsSecondsAndHTTPDates() {
    #expect(AIClient.seconds(retryAfter: " 3 ") == 3)
    #expect(AIClient.seconds(retryAfter: "Wed, 21 Oct 2015 07:28:00 GMT") == 0)
    #expect(AIClient.seconds(retryAfter: "soon") == nil)
  }
}
