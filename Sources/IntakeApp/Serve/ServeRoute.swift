/// The routes `intake serve` answers: the Shared Todo List app's AI routes (PROTOCOL.md §4),
/// and intake's own.
public enum ServeRoute: String, CaseIterable, Sendable {
  case enhanceTask = "/api/ai/enhance-task"
  case smartParse = "/api/ai/smart-parse"
  case parseVoicemail = "/api/ai/parse-voicemail"
  case breakdownTask = "/api/ai/breakdown-task"
  case parseContentToSubtasks = "/api/ai/parse-content-to-subtasks"
  /// intake's own draft, as `intake parse --json` prints it.
  case parseTask = "/api/tasks/parse"
  /// Tasks in the repository: `POST` adds one, `GET` lists them (with `serve --store`).
  case tasks = "/api/tasks"
  case health = "/healthz"

  /// The route of a request path; a query string and one trailing slash are ignored.
  public init?(path: Substring) {
    var path = path
    if let query = path.firstIndex(of: "?") { path = path[..<query] }
    if path.count > 1, path.last == "/" { path = path.dropLast() }
    self.init(rawValue: String(path))
  }

  /// The methods the route accepts, as an `Allow` header lists them.
  public var methods: [String] {
    switch self {
    case .health: return ["GET"]
    case .tasks: return ["GET", "POST"]
    default: return ["POST"]
    }
  }
}

/// An answer to one request: the status and the JSON body.
public struct ServeReply: Sendable, Equatable {
  public var status: Int
  public var body: [UInt8]

  public init(status: Int, body: [UInt8]) {
    self.status = status
    self.body = body
  }

  /// The protocol's error shape, `{"success":false,"error":…}`.
  public static func failure(_ status: Int, _ message: String) -> ServeReply {
    var body: [UInt8] = []
    body.appendText("{\"success\":false,\"error\":")
    body.appendJSON(message)
    body.append(UInt8(ascii: "}"))
    return ServeReply(status: status, body: body)
  }
}
