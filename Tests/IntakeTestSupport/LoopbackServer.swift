import FlyingFox
import FlyingSocks
import Foundation

/// A real HTTP server on 127.0.0.1, on a port the system picks, that answers every request
/// with a scripted reply and records what it was sent.
///
/// It binds an explicit IPv4 address (never a wildcard), so the tests reach only this machine.
/// Call `stop()` at the end of each test; a reply that is still sleeping is cancelled.
public final class LoopbackServer: Sendable {
  /// What a reply function is given: the request and how many came before it (0 first).
  public typealias Reply = @Sendable (RecordedRequest, Int) async throws -> HTTPResponse

  public let port: UInt16
  private let server: HTTPServer
  private let running: Task<Void, any Error>
  private let recorder: Recorder

  /// `http://127.0.0.1:<port>`.
  public var url: String { "http://127.0.0.1:\(port)" }

  private init(
    port: UInt16, server: HTTPServer, running: Task<Void, any Error>, recorder: Recorder
  ) {
    self.port = port
    self.server = server
    self.running = running
    self.recorder = recorder
  }

  /// Starts a server whose every answer comes from `reply`.
  ///
  /// - Throws: When the socket cannot be bound or does not start listening within 5 s.
  public static func start(_ reply: @escaping Reply) async throws -> LoopbackServer {
    let server = HTTPServer(
      address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 10, logger: .disabled)
    let recorder = Recorder()
    await server.appendRoute("*") { request in
      let recorded = RecordedRequest(
        method: request.method.rawValue, path: request.path,
        headers: Dictionary(
          request.headers.map { ($0.key.rawValue.lowercased(), $0.value) },
          uniquingKeysWith: { first, _ in first }),
        body: try await request.bodyData)
      let index = recorder.append(recorded)
      return try await reply(recorded, index)
    }
    let running = Task { try await server.run() }
    try await server.waitUntilListening()
    guard case .ip4(_, let port) = await server.listeningAddress else {
      running.cancel()
      throw ServerError("the server did not report an IPv4 address")
    }
    return LoopbackServer(port: port, server: server, running: running, recorder: recorder)
  }

  /// Every request received so far, in order.
  public var requests: [RecordedRequest] { recorder.all }

  /// Stops listening and cancels replies still in progress.
  public func stop() async {
    await server.stop(timeout: 0)
    running.cancel()
  }

  // MARK: - Replies

  /// A JSON reply.
  public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:])
    -> HTTPResponse
  {
    var fields: HTTPHeaders = [.contentType: "application/json"]
    for (name, value) in headers { fields[HTTPHeader(name)] = value }
    return HTTPResponse(
      statusCode: HTTPStatusCode(status, phrase: "Status \(status)"), headers: fields,
      body: Data(text.utf8))
  }

  /// A reply whose body arrives one byte at a time, `interval` apart.
  public static func drip(_ text: String, interval: Duration) -> HTTPResponse {
    let bytes = Array(text.utf8)
    return HTTPResponse(
      statusCode: .ok, headers: [.contentType: "application/json"],
      body: HTTPBodySequence(
        from: DripBytes(bytes: bytes, interval: interval), count: bytes.count,
        suggestedBufferSize: 1))
  }

  /// A reply with a body of `size` bytes of JSON whitespace around `{}`.
  public static func large(size: Int) -> HTTPResponse {
    var body = Data(repeating: 0x20, count: max(0, size - 2))
    body.append(contentsOf: Array("{}".utf8))
    return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: body)
  }
}

/// One request as the server received it.
public struct RecordedRequest: Sendable {
  public var method: String
  public var path: String
  /// Header names lowercased.
  public var headers: [String: String]
  public var body: Data

  /// The body parsed as a JSON object, or nil.
  public var json: [String: Any]? {
    (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
  }
}

/// Runs blocking work (a child process, a libcurl call) on its own thread, so it never holds
/// one of the few threads the server's async code runs on.
///
/// Other tests may still block those threads for a while, so a test that expects the server
/// to answer gives it seconds, not fractions of one.
public func offThePool<Value: Sendable>(
  _ body: @escaping @Sendable () throws -> Value
) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    let thread = Thread {
      continuation.resume(with: Result { try body() })
    }
    thread.start()
  }
}

/// Runs blocking work off the async pool, like `offThePool`, and says how long it took.
///
/// The time is taken on the work's own thread: measured across an `await`, it would also
/// count the wait for a free pool thread, which other tests' blocking work can make long.
/// - Returns: What `body` returned and its duration in seconds.
public func timedOffThePool<Value: Sendable>(
  _ body: @escaping @Sendable () throws -> Value
) async throws -> (Value, Double) {
  try await offThePool {
    let clock = ContinuousClock()
    let start = clock.now
    let value = try body()
    let elapsed = clock.now - start
    return (
      value,
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    )
  }
}

/// A server that could not be started.
public struct ServerError: Error, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}

/// The requests received, shared with the route handler.
///
/// `@unchecked Sendable` is safe because every access holds the lock.
private final class Recorder: @unchecked Sendable {
  private let lock = NSLock()
  private var requests: [RecordedRequest] = []

  /// Records a request and returns how many came before it.
  func append(_ request: RecordedRequest) -> Int {
    lock.lock()
    defer { lock.unlock() }
    requests.append(request)
    return requests.count - 1
  }

  var all: [RecordedRequest] {
    lock.lock()
    defer { lock.unlock() }
    return requests
  }
}

/// Bytes that arrive one at a time, `interval` apart: a server that drips its answer.
private struct DripBytes: AsyncBufferedSequence, AsyncBufferedIteratorProtocol {
  typealias Element = UInt8

  var bytes: [UInt8]
  var interval: Duration
  private var index = 0

  init(bytes: [UInt8], interval: Duration) {
    self.bytes = bytes
    self.interval = interval
  }

  func makeAsyncIterator() -> DripBytes { self }

  mutating func next() async throws -> UInt8? {
    guard index < bytes.count else { return nil }
    try await Task.sleep(for: interval)
    defer { index += 1 }
    return bytes[index]
  }

  mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
    guard let byte = try await next() else { return nil }
    return [byte]
  }
}
