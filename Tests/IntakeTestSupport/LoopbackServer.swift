import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// A real HTTP server on 127.0.0.1, on a port the system picks, that answers every request
/// with a scripted reply and records what it was sent.
///
/// It binds an explicit IPv4 address (never a wildcard), so the tests reach only this machine.
/// It runs on an event-loop thread of its own, never on the async pool: on two cores the
/// pool's threads can be busy for many seconds with other tests' work, and a server that
/// waited for them would look like a server that hangs. Call `stop()` at the end of each
/// test; it closes every connection, a hanging or dripping one included.
public final class LoopbackServer: Sendable {
  /// What a reply function is given: the request and how many came before it (0 first).
  ///
  /// It runs on the server's thread, so it must not block.
  public typealias Reply = @Sendable (RecordedRequest, Int) throws -> Answer

  public let port: UInt16
  private let group: MultiThreadedEventLoopGroup
  private let recorder: Recorder

  /// `http://127.0.0.1:<port>`.
  public var url: String { "http://127.0.0.1:\(port)" }

  private init(port: UInt16, group: MultiThreadedEventLoopGroup, recorder: Recorder) {
    self.port = port
    self.group = group
    self.recorder = recorder
  }

  /// Starts a server whose every answer comes from `reply`.
  ///
  /// - Throws: When the socket cannot be bound.
  public static func start(_ reply: @escaping Reply) async throws -> LoopbackServer {
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    let recorder = Recorder()
    do {
      let channel = try await ServerBootstrap(group: group)
        .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
        .childChannelInitializer { channel in
          channel.pipeline.configureHTTPServerPipeline().flatMap {
            channel.pipeline.addHandler(Handler(reply: reply, recorder: recorder))
          }
        }
        .bind(host: "127.0.0.1", port: 0).get()
      guard let port = channel.localAddress?.port else {
        throw ServerError("the server did not report its port")
      }
      return LoopbackServer(port: UInt16(port), group: group, recorder: recorder)
    } catch {
      try? await group.shutdownGracefully()
      throw error
    }
  }

  /// Every request received so far, in order.
  public var requests: [RecordedRequest] { recorder.all }

  /// Stops listening and closes every connection, answered or not.
  public func stop() async {
    try? await group.shutdownGracefully()
  }

  // MARK: - Replies

  /// What the server sends back.
  public struct Answer: Sendable {
    enum Body: Sendable {
      case whole([UInt8])
      /// One byte at a time, `interval` apart.
      case drip([UInt8], interval: TimeAmount)
      /// Headers and body never come; the connection stays open until the client gives up
      /// or the server stops.
      case never
    }

    var status: Int
    var headers: [(String, String)]
    var body: Body
  }

  /// A JSON reply.
  public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:])
    -> Answer
  {
    Answer(
      status: status,
      headers: [("Content-Type", "application/json")] + headers.sorted { $0.key < $1.key },
      body: .whole(Array(text.utf8)))
  }

  /// A reply whose body arrives one byte at a time, `interval` apart.
  public static func drip(_ text: String, interval: Duration) -> Answer {
    let milliseconds =
      interval.components.seconds * 1000
      + interval.components.attoseconds / 1_000_000_000_000_000
    return Answer(
      status: 200, headers: [("Content-Type", "application/json")],
      body: .drip(Array(text.utf8), interval: .milliseconds(milliseconds)))
  }

  /// A reply with a body of `size` bytes of JSON whitespace around `{}`.
  public static func large(size: Int) -> Answer {
    var body = [UInt8](repeating: 0x20, count: max(0, size - 2))
    body.append(contentsOf: Array("{}".utf8))
    return Answer(status: 200, headers: [("Content-Type", "application/json")], body: .whole(body))
  }

  /// No answer at all: a server that hangs.
  public static let hang = Answer(status: 200, headers: [], body: .never)
}

/// Reads one request at a time and writes its scripted answer; each connection is closed
/// after its answer, so no test depends on connection reuse.
private final class Handler: ChannelInboundHandler, @unchecked Sendable {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let reply: LoopbackServer.Reply
  private let recorder: Recorder
  private var head: HTTPRequestHead?
  private var body: [UInt8] = []

  init(reply: @escaping LoopbackServer.Reply, recorder: Recorder) {
    self.reply = reply
    self.recorder = recorder
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head(let head):
      self.head = head
      body = []
    case .body(let buffer):
      body.append(contentsOf: buffer.readableBytesView)
    case .end:
      guard let head else { return }
      let path = head.uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
      let recorded = RecordedRequest(
        method: head.method.rawValue, path: path,
        headers: Dictionary(
          head.headers.map { ($0.name.lowercased(), $0.value) },
          uniquingKeysWith: { first, _ in first }),
        body: Data(body))
      let index = recorder.append(recorded)
      let answer: LoopbackServer.Answer
      do {
        answer = try reply(recorded, index)
      } catch {
        answer = LoopbackServer.json(#"{"error": "the test's reply threw"}"#, status: 500)
      }
      send(answer, context: context)
    }
  }

  private func send(_ answer: LoopbackServer.Answer, context: ChannelHandlerContext) {
    let bytes: [UInt8]
    switch answer.body {
    case .never: return
    case .whole(let whole): bytes = whole
    case .drip(let drip, _): bytes = drip
    }
    var headers = HTTPHeaders(answer.headers)
    headers.replaceOrAdd(name: "Content-Length", value: String(bytes.count))
    headers.replaceOrAdd(name: "Connection", value: "close")
    let head = HTTPResponseHead(
      version: .http1_1, status: HTTPResponseStatus(statusCode: answer.status), headers: headers)
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    if case .drip(_, let interval) = answer.body {
      drip(bytes[...], interval: interval, context: context)
      return
    }
    context.write(
      wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: bytes)))),
      promise: nil)
    finish(context: context)
  }

  private func drip(_ rest: ArraySlice<UInt8>, interval: TimeAmount, context: ChannelHandlerContext)
  {
    guard let byte = rest.first else { return finish(context: context) }
    context.eventLoop.scheduleTask(in: interval) {
      guard context.channel.isActive else { return }
      context.writeAndFlush(
        self.wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: [byte])))),
        promise: nil)
      self.drip(rest.dropFirst(), interval: interval, context: context)
    }
  }

  private func finish(context: ChannelHandlerContext) {
    context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
      context.close(promise: nil)
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    context.close(promise: nil)
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
/// one of the async pool's few threads, which every other test needs.
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
