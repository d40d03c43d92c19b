import Foundation
import IntakeCore

/// Asks the configured endpoint about items: builds the request for the provider, sends it
/// through a `Transport` with retries inside one deadline, and reads the answer.
///
/// Retries: at most 2, only after a connection error, a 429 or a 5xx. The wait is the
/// server's `Retry-After` (seconds) when it sends one, else 0.2 s then 0.4 s; a wait that would
/// pass the deadline is not started, and the last failure is reported instead. The deadline
/// (`AIConfiguration.timeout`) covers every attempt of one item, so a hanging server costs at
/// most that long.
public struct AIClient: Sendable {
  public let configuration: AIConfiguration
  let transport: any Transport
  let prompts: PromptLibrary
  let log: (@Sendable (String) -> Void)?
  let sleep: @Sendable (Double) -> Void

  /// The cap on an answer's size: 1 MiB.
  public static let maxResponseBytes = 1 << 20

  /// - Parameters:
  ///   - configuration: The endpoint.
  ///   - transport: How requests are sent (`CurlTransport` outside tests).
  ///   - prompts: Where the `openai` provider's templates are found.
  ///   - log: Receives each request and response as lines for `--verbose`, secrets redacted.
  ///   - sleep: Waits the given seconds between attempts (a test may record instead).
  public init(
    configuration: AIConfiguration, transport: any Transport,
    prompts: PromptLibrary = PromptLibrary(directories: []),
    log: (@Sendable (String) -> Void)? = nil,
    sleep: @escaping @Sendable (Double) -> Void = { Thread.sleep(forTimeInterval: $0) }
  ) {
    self.configuration = configuration
    self.transport = transport
    self.prompts = prompts
    self.log = log
    self.sleep = sleep
  }

  // MARK: - Asking

  /// Asks about one item.
  ///
  /// - Throws: `AIError`: the transport's, `.http`, `.rateLimited`, `.refused`, `.notJSON`,
  ///   `.wrongSchema`, `.badPrompt`, `.notConfigured`.
  public func ask(_ question: AIQuestion) throws(AIError) -> AIAnswer {
    try perform(try request(for: question)) { response throws(AIError) in
      try read(response, mode: question.mode)
    }
  }

  /// Sends `request` with the retries and the one deadline described above, and reads the
  /// answer with `read`.
  func perform<Answer>(
    _ request: TransportRequest, read: (TransportResponse) throws(AIError) -> Answer
  ) throws(AIError) -> Answer {
    let clock = ContinuousClock()
    let start = clock.now
    func remaining() -> Double {
      let elapsed = clock.now - start
      return configuration.timeout
        - (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    var attempt = 0
    while true {
      var current = request
      current.timeout = max(0.001, remaining())
      current.connectTimeout = min(current.timeout, 5)
      switch try self.attempt(current, remaining: remaining) {
      case .answered(let response):
        return try read(response)
      case .retry(let failure, let serverWait):
        let wait = serverWait ?? Self.backoff(attempt)
        guard attempt < 2, wait < remaining() - 0.05 else { throw failure }
        log?("  retrying in \(AIError.seconds(wait)): \(failure)")
        sleep(wait)
        attempt += 1
      }
    }
  }

  /// What one attempt came to.
  private enum Step {
    case answered(TransportResponse)
    /// A failure worth another attempt, with the server's `Retry-After` when it sent one.
    case retry(AIError, serverWait: Double?)
  }

  private func attempt(
    _ request: TransportRequest, remaining: () -> Double
  ) throws(AIError) -> Step {
    logRequest(request)
    let response: TransportResponse
    do throws(AIError) {
      response = try transport.send(request)
    } catch  where error.isRetryable {
      return .retry(error, serverWait: nil)
    }
    log?("< HTTP \(response.status), \(response.body.count) bytes")
    guard response.status == 429 || (500...599).contains(response.status) else {
      return .answered(response)
    }
    let retryAfter = response.header("Retry-After").flatMap(Self.seconds(retryAfter:))
    if response.status == 429, let retryAfter, retryAfter >= remaining() {
      throw .rateLimited(retryAfter: retryAfter)
    }
    return .retry(Self.httpError(response), serverWait: retryAfter)
  }

  /// Asks about many items, at most `maxConcurrent` at a time, each on its own deadline.
  ///
  /// Once the endpoint itself fails (unreachable, TLS, too slow, rate-limited past the
  /// deadline: see `AIError.isEndpointDown`), the items not yet sent fail with `.notSent`
  /// instead of each waiting out the same failure: an import of 200 items against a server
  /// that is down costs one round of timeouts, not fifty.
  /// - Returns: One result per question, in the same order.
  public func askAll(_ questions: [AIQuestion], maxConcurrent: Int = 4) -> [Result<
    AIAnswer, AIError
  >] {
    if questions.isEmpty { return [] }
    let state = LockedState(
      (
        next: 0, isDown: false,
        results: [Result<AIAnswer, AIError>?](repeating: nil, count: questions.count)
      ))
    let group = DispatchGroup()
    for _ in 0..<min(max(1, maxConcurrent), questions.count) {
      group.enter()
      let worker = Thread {
        while true {
          let next = state.withLock { state -> (index: Int, isDown: Bool)? in
            guard state.next < questions.count else { return nil }
            defer { state.next += 1 }
            return (state.next, state.isDown)
          }
          guard let (index, isDown) = next else { break }
          let result: Result<AIAnswer, AIError>
          if isDown {
            result = .failure(.notSent)
          } else {
            do throws(AIError) {
              result = .success(try ask(questions[index]))
            } catch {
              result = .failure(error)
            }
          }
          state.withLock { state in
            state.results[index] = result
            if case .failure(let error) = result, error.isEndpointDown { state.isDown = true }
          }
        }
        group.leave()
      }
      worker.start()
    }
    group.wait()
    return state.withLock { state in
      state.results.map { $0 ?? .failure(.transport("no answer was recorded")) }
    }
  }

  /// Checks what every request needs (a URL; for openai a model and a readable template),
  /// so a command can report a setup mistake once instead of once per item.
  ///
  /// - Throws: `.notConfigured` or `.badPrompt`.
  public func validate(_ mode: AIMode) throws(AIError) {
    _ = try request(
      for: AIQuestion(
        mode: mode, text: "", today: LocalDate(dayNumber: 0), timeZone: "UTC", roster: []))
  }

  // MARK: - Cache key

  /// The key an answer to `question` is cached under.
  ///
  /// It changes with everything that can change the answer: provider, URL, model, the
  /// template's version (openai) or the endpoint (app), the text, today and the roster. An
  /// FNV-1a 64-bit hash of those, with a unit separator between them, in hex; the cache also
  /// keeps the mode and today beside it.
  /// - Throws: `.badPrompt` when the openai template cannot be read.
  public func cacheKey(for question: AIQuestion) throws(AIError) -> String {
    let version: String
    switch configuration.provider {
    case .app: version = PromptLibrary.name(for: question.mode)
    case .openai: version = try prompts.template(for: question.mode).version
    }
    return Self.hash([
      configuration.provider.rawValue, configuration.endpoint(for: question.mode),
      configuration.model ?? "", version, question.text, question.today.description,
      question.timeZone, question.roster.joined(separator: "\u{1E}"),
    ])
  }

  /// An FNV-1a 64-bit hash of `parts` with a unit separator between them, in hex.
  static func hash(_ parts: [String]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in parts.joined(separator: "\u{1F}").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  // MARK: - Requests

  /// The request for one question, before timeouts are set.
  func request(for question: AIQuestion) throws(AIError) -> TransportRequest {
    guard !configuration.baseURL.isEmpty else {
      throw .notConfigured("no endpoint is set; pass --ai-url or set INTAKE_AI_URL")
    }
    var headers = [
      HeaderField("Content-Type", "application/json"), HeaderField("Accept", "application/json"),
    ]
    if let key = configuration.key, !key.isEmpty {
      headers.append(HeaderField("Authorization", "Bearer \(key)"))
    }
    headers += configuration.headers
    let body: JSONValue
    switch configuration.provider {
    case .app:
      body = .object([
        "text": .string(question.text), "users": .array(question.roster.map(JSONValue.string)),
      ])
    case .openai:
      guard let model = configuration.model, !model.isEmpty else {
        throw .notConfigured(
          "the openai provider needs a model; pass --ai-model or set INTAKE_AI_MODEL")
      }
      let messages = try prompts.template(for: question.mode).render(question)
      body = .object([
        "model": .string(model),
        "messages": .array([
          .object(["role": .string("system"), "content": .string(messages.system)]),
          .object(["role": .string("user"), "content": .string(messages.user)]),
        ]),
        "response_format": .object(["type": .string("json_object")]),
        "temperature": .number(0),
      ])
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(body)) ?? Data()
    return TransportRequest(
      url: configuration.endpoint(for: question.mode), headers: headers, body: data,
      connectTimeout: min(configuration.timeout, 5), timeout: configuration.timeout,
      maxResponseBytes: Self.maxResponseBytes)
  }

  /// Reads a response whose status is neither 429 nor 5xx.
  func read(_ response: TransportResponse, mode: AIMode) throws(AIError) -> AIAnswer {
    guard (200...299).contains(response.status) else { throw Self.httpError(response) }
    guard let json = JSONValue(data: response.body) else {
      throw .notJSON(String(decoding: response.body.prefix(60), as: UTF8.self))
    }
    let name = mode == .smart ? "result" : "enhanced"
    switch configuration.provider {
    case .app:
      if json["success"]?.bool == false {
        throw .refused(json["error"]?.string ?? "no reason given")
      }
      guard let object = json[name] else { throw .wrongSchema("it has no \(name)") }
      return try AIAnswer.read(object, mode: mode, name: name)
    case .openai:
      let reply = try Self.chatReply(json)
      // Some models wrap the object in the app's envelope; accept both.
      return try AIAnswer.read(reply[name] ?? reply, mode: mode, name: "the reply")
    }
  }

  // MARK: - Helpers

  /// The JSON object a chat completion answered with: `choices[0].message.content`, parsed.
  ///
  /// - Throws: `.wrongSchema` when there is no such string, `.notJSON` when it is not JSON.
  static func chatReply(_ json: JSONValue) throws(AIError) -> JSONValue {
    guard case .array(let choices) = json["choices"] ?? .null, let first = choices.first else {
      throw .wrongSchema("it has no choices")
    }
    guard let content = first["message"]?["content"]?.string else {
      throw .wrongSchema("choices[0].message.content is not a string")
    }
    guard let reply = JSONValue(data: Data(content.utf8)) else {
      throw .notJSON(String(content.prefix(60)))
    }
    return reply
  }

  static func httpError(_ response: TransportResponse) -> AIError {
    let json = JSONValue(data: response.body)
    let message =
      json?["error"]?.string ?? json?["error"]?["message"]?.string
      ?? json?["message"]?.string
    return .http(status: response.status, message: message)
  }

  /// `Retry-After` in seconds: a number of seconds, or an HTTP date.
  static func seconds(retryAfter value: String) -> Double? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Double(trimmed), seconds >= 0, seconds.isFinite { return seconds }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: trimmed) else { return nil }
    return max(0, date.timeIntervalSinceNow)
  }

  private static func backoff(_ attempt: Int) -> Double {
    0.2 * Double(1 << attempt)
  }

  private func logRequest(_ request: TransportRequest) {
    guard let log else { return }
    log("> POST \(request.url) (timeout \(AIError.seconds(request.timeout)))")
    for header in request.headers {
      log("> \(header.name): \(header.isSecret ? "[redacted]" : header.value)")
    }
    log("> " + String(decoding: request.body, as: UTF8.self))
  }
}

/// A value shared by worker threads behind a lock.
///
/// `@unchecked Sendable` is safe because every access goes through `withLock`. An `NSLock`
/// rather than `Mutex` keeps the Synchronization library out of the executable's start-up.
private final class LockedState<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
