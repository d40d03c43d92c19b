import Foundation
import Hummingbird
import IntakeApp
import Logging
import NIOCore

/// How `intake serve` listens and what it lets in.
public struct ServeSettings: Sendable {
  public var host: String
  /// 0 takes a free port; the line printed when the server is ready names it.
  public var port: Int
  /// Largest request body accepted; a larger one gets 413.
  public var bodyLimit: Int
  /// Seconds a request may take to arrive (headers and body) before it gets 408 and the
  /// connection is closed; a connection that sends nothing for that long is closed.
  public var timeout: Double
  /// The bearer token every request must carry; nil lets every request in (loopback only).
  public var token: String?
  /// Origins a browser may call from (`Access-Control-Allow-Origin`); "*" allows any.
  public var corsOrigins: [String]
  /// Whether the access log shows each request's body.
  public var isVerbose: Bool
  public var version: String

  public init(
    host: String = "127.0.0.1", port: Int = 8787, bodyLimit: Int = 1 << 20, timeout: Double = 10,
    token: String? = nil, corsOrigins: [String] = [], isVerbose: Bool = false,
    version: String = ""
  ) {
    self.host = host
    self.port = port
    self.bodyLimit = bodyLimit
    self.timeout = timeout
    self.token = token
    self.corsOrigins = corsOrigins
    self.isVerbose = isVerbose
    self.version = version
  }

  /// Whether `host` is this machine only.
  public static func isLoopback(_ host: String) -> Bool {
    ["127.0.0.1", "::1", "localhost", "[::1]"].contains(host.lowercased())
      || host.hasPrefix("127.")
  }
}

/// The HTTP server of `intake serve`, over Hummingbird.
///
/// It routes, checks methods, sizes and the bearer token, answers CORS and writes the access
/// log. The answers come from `AppProtocolService`; every reply, errors included, has the
/// protocol's JSON shape, so no framework-made body is ever sent.
public enum IntakeServer {
  /// Serves until SIGINT or SIGTERM, then lets requests in flight finish.
  ///
  /// - Parameters:
  ///   - settings: Where to listen and what to let in.
  ///   - service: What answers each request.
  ///   - store: `/api/tasks` (`--store`); without it the route answers 404.
  ///   - ready: Called with the port once the server listens.
  /// - Throws: What binding the address or running the server threw.
  public static func run(
    settings: ServeSettings, service: AppProtocolService, store: TaskStoreRoutes? = nil,
    ready: @escaping @Sendable (Int) -> Void
  ) async throws {
    let handler = RequestHandler(settings: settings, service: service, store: store)
    var logger = Logger(label: "intake.serve")
    logger.logLevel = .critical
    let app = Application(
      responder: CallbackResponder<BasicRequestContext> { request, _ in
        await handler.respond(to: request)
      },
      server: .http1(
        configuration: .init(idleTimeout: .milliseconds(Int64(settings.timeout * 1000)))),
      configuration: .init(address: .hostname(settings.host, port: settings.port)),
      onServerRunning: { channel in ready(channel.localAddress?.port ?? settings.port) },
      logger: logger)
    try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
  }
}
