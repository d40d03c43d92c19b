import Foundation
import IntakeAI
import IntakeTestSupport
import Testing

/// The real libcurl transport against a loopback server.
@Suite("CurlTransport")
struct CurlTransportTests {
  static let transport = CurlTransport(userAgent: "intake/test")

  /// A request to the loopback server.
  ///
  /// The limits are generous, for a machine loaded by the rest of the suite; only the tests
  /// of the timeout itself need a short one.
  static func request(_ url: String, body: Data = Data("{}".utf8), timeout: Double = 15)
    -> TransportRequest
  {
    TransportRequest(
      url: url,
      headers: [HeaderField("Content-Type", "application/json"), HeaderField("X-Team", "blue")],
      body: body, connectTimeout: 10, timeout: timeout)
  }

  @Test func itPostsTheBodyAndHeadersAndReturnsAnyStatus() async throws {
    let server = try await LoopbackServer.start { _, _ in
      LoopbackServer.json(#"{"error": "nope"}"#, status: 404, headers: ["X-Reply": "yes"])
    }
    let url = server.url + "/api/ai/enhance-task"
    let response = try await offThePool { try Self.transport.send(Self.request(url)) }
    await server.stop()
    #expect(response.status == 404)
    #expect(response.header("x-reply") == "yes")
    #expect(String(decoding: response.body, as: UTF8.self) == #"{"error": "nope"}"#)
    let request = try #require(server.requests.first)
    #expect(request.method == "POST" && request.body == Data("{}".utf8))
    #expect(request.headers["user-agent"] == "intake/test")
    #expect(request.headers["x-team"] == "blue")
  }

  @Test func aLargeBodyIsSentWithoutWaitingForContinue() async throws {
    let server = try await LoopbackServer.start { _, _ in LoopbackServer.json("{}") }
    let body = Data(repeating: 0x61, count: 2 << 20)
    let response = try await offThePool {
      try Self.transport.send(Self.request(server.url, body: body))
    }
    await server.stop()
    #expect(response.status == 200)
    // Without the empty Expect: header, libcurl asks for 100 Continue and waits up to 1 s.
    #expect(server.requests.first?.headers["expect"] == nil)
    #expect(server.requests.first?.body.count == body.count)
  }

  @Test func aHangIsCutAtTheTotalTimeout() async throws {
    let server = try await LoopbackServer.start { _, _ in LoopbackServer.hang }
    let (result, elapsed) = try await timedOffThePool {
      Result { () throws(AIError) in
        try Self.transport.send(Self.request(server.url, timeout: 0.3))
      }
    }
    await server.stop()
    #expect(throws: AIError.timedOut(seconds: 0.3)) { try result.get() }
    // libcurl's timer may fire a few milliseconds early.
    #expect(elapsed >= 0.25 && elapsed < 5, "took \(elapsed) s")
  }

  @Test func anAnswerOverTheCapIsRefused() async throws {
    let server = try await LoopbackServer.start { _, _ in LoopbackServer.large(size: 5 << 20) }
    let result = await Result {
      try await offThePool { try Self.transport.send(Self.request(server.url)) }
    }
    await server.stop()
    #expect(throws: AIError.tooLarge(limit: 1 << 20)) { try result.get() }
  }

  /// The loopback server answers while every thread of the async pool is held by blocking
  /// work, as other tests' work holds them when the suite runs on two cores.
  @Test func theServerAnswersWhileThePoolIsBusy() async throws {
    let server = try await LoopbackServer.start { _, _ in LoopbackServer.json("{}") }
    let width = ProcessInfo.processInfo.activeProcessorCount
    let started = Counter()
    let blockers = (0..<width).map { _ in
      Task.detached {
        started.increment()
        Self.hold(seconds: 4)
      }
    }
    let response = try await offThePool {
      let deadline = Date().addingTimeInterval(10)
      while started.value < width && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
      return try Self.transport.send(Self.request(server.url, timeout: 2))
    }
    for blocker in blockers { await blocker.value }
    await server.stop()
    #expect(started.value == width)
    #expect(response.status == 200)
  }

  /// Blocks the calling thread, as CPU-bound work does.
  static func hold(seconds: Double) {
    Thread.sleep(forTimeInterval: seconds)
  }

  @Test func refusedAndUnresolvableAreTold() async throws {
    #expect {
      try Self.transport.send(Self.request("http://127.0.0.1:1/x"))
    } throws: { error in
      if case .cannotConnect = error as? AIError { return true }
      return false
    }
    #expect(throws: AIError.cannotResolve(host: "intake-test.invalid")) {
      try Self.transport.send(Self.request("http://intake-test.invalid/x"))
    }
  }
}

extension Result where Failure == any Error {
  /// The result of async throwing work.
  init(catching body: () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}

/// A count shared between threads.
///
/// `@unchecked Sendable` is safe because every access holds the lock.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() {
    lock.lock()
    defer { lock.unlock() }
    count += 1
  }

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
