import Foundation
import Hummingbird
import IntakeApp
import IntakeCore
import NIOCore

/// One request, start to end: route, CORS preflight, token, method, body limits and time,
/// the answer, and one line of access log.
struct RequestHandler: Sendable {
  let settings: ServeSettings
  let service: AppProtocolService
  /// `/api/tasks`, with `serve --store`.
  let store: TaskStoreRoutes?
  /// `Bearer <token>` as bytes, compared in constant time.
  private let authorization: [UInt8]?

  init(settings: ServeSettings, service: AppProtocolService, store: TaskStoreRoutes?) {
    self.settings = settings
    self.service = service
    self.store = store
    self.authorization = settings.token.map { Array("Bearer \($0)".utf8) }
  }

  func respond(to request: Request) async -> Response {
    let start = ContinuousClock.now
    var headers = HTTPFields()
    headers[.contentType] = "application/json; charset=utf-8"
    let origin = request.headers[.origin].flatMap(allowedOrigin)
    if let origin {
      headers[.accessControlAllowOrigin] = origin
      headers[.vary] = "Origin"
    }
    var logged: [UInt8] = []
    let reply = await answer(request, headers: &headers, origin: origin, logged: &logged)
    let response = Response(
      status: Self.status(reply.status), headers: headers,
      body: reply.status == 204
        ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: reply.body)))
    log(request, status: reply.status, since: start, body: logged)
    return response
  }

  private func answer(
    _ request: Request, headers: inout HTTPFields, origin: String?, logged: inout [UInt8]
  ) async -> ServeReply {
    let path = request.uri.path
    guard let route = ServeRoute(path: Substring(path)) else {
      return .failure(404, "No route \(path); intake serve answers " + Self.routeList)
    }
    let allowed = route.methods.joined(separator: ", ")
    if request.method == .options {
      // A CORS preflight carries no token: it is answered before the token check.
      headers[.allow] = allowed
      if origin != nil {
        headers[.accessControlAllowMethods] = allowed
        headers[.accessControlAllowHeaders] = "Content-Type, Authorization"
        headers[.accessControlMaxAge] = "600"
      }
      return ServeReply(status: 204, body: [])
    }
    if let authorization, !Self.matches(request.headers[.authorization], authorization) {
      headers[.wwwAuthenticate] = "Bearer"
      return .failure(
        401, "Unauthorized: send the server's INTAKE_SERVE_TOKEN as Authorization: Bearer <token>")
    }
    guard route.methods.contains(request.method.rawValue) else {
      headers[.allow] = allowed
      return .failure(
        405, "Method \(request.method.rawValue) not allowed on \(path); use \(allowed)")
    }
    switch route {
    case .health:
      var body: [UInt8] = []
      body.appendText("{\"success\":true,\"status\":\"ok\",\"version\":")
      body.appendJSON(settings.version)
      body.append(UInt8(ascii: "}"))
      return ServeReply(status: 200, body: body)
    case .tasks:
      guard let store else {
        return .failure(404, "/api/tasks needs the repository: start intake serve with --store")
      }
      if request.method == .get {
        return store.list(query: Substring(request.uri.query ?? ""), service: service)
      }
    default:
      break
    }
    if let length = request.headers[.contentLength].flatMap({ Int($0) }),
      length > settings.bodyLimit
    {
      return tooLarge()
    }
    var body = ByteBuffer()
    let deadline = ContinuousClock.now + .milliseconds(Int64(settings.timeout * 1000))
    do {
      for try await chunk in request.body {
        guard body.readableBytes + chunk.readableBytes <= settings.bodyLimit else {
          return tooLarge()
        }
        var chunk = chunk
        body.writeBuffer(&chunk)
        if ContinuousClock.now > deadline {
          return .failure(408, "The request body took longer than \(settings.timeout) s to arrive")
        }
      }
    } catch {
      return .failure(400, "The request body could not be read: \(error)")
    }
    if settings.isVerbose { logged = Array(body.readableBytesView) }
    if route == .tasks, let store {
      return store.add(body: body.readableBytesView, service: service)
    }
    if service.mayWait(route) {
      // An AI call takes seconds: it waits on a thread of its own, not on one of the few
      // that serve every connection.
      let bytes = Array(body.readableBytesView)
      let service = service
      return await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          continuation.resume(returning: service.answer(route, body: bytes))
        }
      }
    }
    return service.answer(route, body: body.readableBytesView)
  }

  private func tooLarge() -> ServeReply {
    .failure(413, "The request body is larger than \(settings.bodyLimit) bytes")
  }

  /// The `Access-Control-Allow-Origin` value for a request from `origin`, or nil when that
  /// origin is not allowed.
  private func allowedOrigin(_ origin: String) -> String? {
    if settings.corsOrigins.contains(origin) { return origin }
    return settings.corsOrigins.contains("*") ? "*" : nil
  }

  /// Whether the header is the expected one, compared without an early exit.
  private static func matches(_ header: String?, _ expected: [UInt8]) -> Bool {
    guard let header else { return false }
    let sent = Array(header.utf8)
    var difference = UInt8(sent.count == expected.count ? 0 : 1)
    for index in expected.indices {
      difference |= expected[index] ^ (index < sent.count ? sent[index] : 0)
    }
    return difference == 0
  }

  private static let routeList = ServeRoute.allCases.map(\.rawValue).joined(separator: ", ")

  private static func status(_ code: Int) -> HTTPResponse.Status {
    switch code {
    case 200: return .ok
    case 201: return .created
    case 204: return .noContent
    case 400: return .badRequest
    case 401: return .unauthorized
    case 404: return .notFound
    case 405: return .methodNotAllowed
    case 408: return .requestTimeout
    case 413: return .contentTooLarge
    default: return HTTPResponse.Status(code: code)
    }
  }

  // MARK: - Access log

  /// One line on stderr: UTC time, method, path, status and milliseconds; the body only with
  /// `--verbose`, since task text is the user's own.
  private func log(
    _ request: Request, status: Int, since start: ContinuousClock.Instant, body: [UInt8]
  ) {
    let elapsed = ContinuousClock.now - start
    let milliseconds =
      Double(elapsed.components.attoseconds) / 1e15
      + Double(elapsed.components.seconds) * 1000
    var line: [UInt8] = []
    line.reserveCapacity(96 + body.count)
    line.appendText(Self.timestamp(Date()))
    line.append(UInt8(ascii: " "))
    line.appendText(request.method.rawValue)
    line.append(UInt8(ascii: " "))
    line.appendText(request.uri.path)
    line.append(UInt8(ascii: " "))
    line.appendText(String(status))
    line.append(UInt8(ascii: " "))
    line.appendText(String(format: "%.2f", milliseconds))
    line.appendText(" ms")
    if !body.isEmpty {
      line.append(UInt8(ascii: " "))
      line.append(contentsOf: body.prefix(2000).map { $0 == 10 || $0 == 13 ? 32 : $0 })
    }
    line.append(10)
    line.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
  }

  /// `2026-03-04T09:00:00Z`, without a formatter.
  static func timestamp(_ date: Date) -> String {
    let seconds = Int(date.timeIntervalSince1970.rounded(.down))
    let day = LocalDate(dayNumber: seconds >= 0 ? seconds / 86400 : (seconds - 86399) / 86400)
    let second = seconds - day.dayNumber * 86400
    return "\(day)T\(LocalDate.pad(second / 3600, 2)):\(LocalDate.pad(second / 60 % 60, 2)):"
      + "\(LocalDate.pad(second % 60, 2))Z"
  }
}
