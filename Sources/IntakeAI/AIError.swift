import Foundation

/// Everything that can go wrong while asking an AI endpoint.
///
/// `description` is the reason the user reads inside the one warning line that the CLI prints
/// ("AI <endpoint>: <reason>; kept the rules' reading"): what happened and, where there is one,
/// the fix. A failure never loses a task: the caller keeps the rule-based draft.
public enum AIError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Something needed to make the request is not set (the URL, the model).
  case notConfigured(String)
  /// libcurl could not be loaded on this machine.
  case curlUnavailable
  /// The host name did not resolve.
  case cannotResolve(host: String)
  /// Nothing accepted the connection (refused, unreachable).
  case cannotConnect(String)
  /// The connection broke before a whole answer arrived.
  case connectionLost(String)
  /// No whole answer within the time allowed, in seconds.
  case timedOut(seconds: Double)
  /// The answer was larger than the cap, in bytes.
  case tooLarge(limit: Int)
  /// TLS failed: a certificate that does not verify, a handshake error.
  case tls(String)
  /// Any other transport failure, in libcurl's words.
  case transport(String)
  /// The server answered with an error status; `message` is its own explanation, if any.
  case http(status: Int, message: String?)
  /// 429 with a `Retry-After` that would pass the deadline.
  case rateLimited(retryAfter: Double)
  /// The server answered `success: false`.
  case refused(String)
  /// The body (or the model's reply) is not JSON.
  case notJSON(String)
  /// The JSON does not have the shape of the protocol.
  case wrongSchema(String)
  /// A prompt template cannot be used.
  case badPrompt(origin: String, reason: String)
  /// Not asked, because the endpoint had already failed for another item.
  case notSent

  public var description: String {
    switch self {
    case .notConfigured(let what):
      return what
    case .curlUnavailable:
      return "libcurl cannot be loaded; install it (apt-get install libcurl4)"
    case .cannotResolve(let host):
      return "cannot resolve the host \(host); check the URL"
    case .cannotConnect(let reason):
      return "cannot connect (\(Self.clipped(reason))); is the server running?"
    case .connectionLost(let reason):
      return "the connection broke (\(Self.clipped(reason)))"
    case .timedOut(let seconds):
      return "no answer within \(Self.seconds(seconds)); raise --ai-timeout if it is slow"
    case .tooLarge(let limit):
      return "the answer is larger than \(limit / 1024) KiB; refused"
    case .tls(let reason):
      return "TLS failed (\(Self.clipped(reason)))"
    case .transport(let reason):
      return Self.clipped(reason)
    case .http(let status, let message):
      return "HTTP \(status)" + (message.map { " (\(Self.clipped($0)))" } ?? "")
    case .rateLimited(let retryAfter):
      return "HTTP 429: asked to retry after \(Self.seconds(retryAfter)), past the deadline"
    case .refused(let message):
      return "the server refused: \(Self.clipped(message))"
    case .notJSON(let preview):
      return "the answer is not JSON" + (preview.isEmpty ? "" : " (\(Self.clipped(preview)))")
    case .wrongSchema(let reason):
      return "the answer does not have the expected shape: \(reason)"
    case .badPrompt(let origin, let reason):
      return "the prompt \(origin) cannot be used: \(reason)"
    case .notSent:
      return "not asked after the endpoint failed for an earlier item"
    }
  }

  /// Whether another attempt may succeed: the connection failed or broke.
  var isRetryable: Bool {
    switch self {
    case .cannotConnect, .connectionLost: return true
    default: return false
    }
  }

  /// Whether the failure is the endpoint's rather than one answer's, so asking about the next
  /// item would most likely fail the same way.
  public var isEndpointDown: Bool {
    switch self {
    case .curlUnavailable, .cannotResolve, .cannotConnect, .tls, .timedOut, .rateLimited:
      return true
    default:
      return false
    }
  }

  /// Seconds as people write them: "2 s", "0.5 s".
  static func seconds(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? "\(Int(rounded)) s" : "\(rounded) s"
  }

  /// Keeps text from a server or a library on one short line.
  static func clipped(_ text: String, limit: Int = 80) -> String {
    let oneLine = text.split(whereSeparator: \.isNewline).joined(separator: " ")
      .trimmingCharacters(in: .whitespaces)
    return oneLine.count > limit ? String(oneLine.prefix(limit - 1)) + "…" : oneLine
  }
}
