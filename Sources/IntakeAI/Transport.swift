import Foundation

/// One HTTP exchange: how the AI client reaches a server.
///
/// `CurlTransport` is the real one; tests can stub it. A transport makes exactly one attempt:
/// retries, backoff and the deadline across attempts belong to `AIClient`.
public protocol Transport: Sendable {
  /// Sends the request and returns whatever status the server answered with.
  ///
  /// - Throws: `AIError` for transport failures only (resolve, connect, timeout, TLS, size cap);
  ///   an HTTP error status is a response, not an error.
  func send(_ request: TransportRequest) throws(AIError) -> TransportResponse
}

/// A header name and value.
public struct HeaderField: Sendable, Equatable, Codable {
  public var name: String
  public var value: String

  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }

  /// Whether the value is a secret that logs must not show (credentials, cookies, keys).
  public var isSecret: Bool {
    let lowered = name.lowercased()
    return ["authorization", "proxy-authorization", "cookie", "x-api-key", "api-key"]
      .contains(lowered) || lowered.contains("token") || lowered.contains("secret")
  }
}

/// A request (a POST with a JSON body unless `method` says otherwise) and the limits to apply
/// to it.
public struct TransportRequest: Sendable, Equatable {
  public var url: String
  /// "POST" for every AI call; "GET" sends no body, any other method sends the body.
  public var method = "POST"
  public var headers: [HeaderField]
  public var body: Data
  /// Seconds allowed to connect.
  public var connectTimeout: Double
  /// Seconds allowed for the whole exchange, connecting included.
  public var timeout: Double
  /// Bytes of body accepted; a larger answer fails with `.tooLarge`.
  public var maxResponseBytes: Int

  public init(
    url: String, headers: [HeaderField], body: Data, connectTimeout: Double, timeout: Double,
    maxResponseBytes: Int = 1 << 20
  ) {
    self.url = url
    self.headers = headers
    self.body = body
    self.connectTimeout = connectTimeout
    self.timeout = timeout
    self.maxResponseBytes = maxResponseBytes
  }
}

/// What the server answered.
public struct TransportResponse: Sendable, Equatable {
  public var status: Int
  /// The headers of the final response, names as sent.
  public var headers: [HeaderField]
  public var body: Data

  public init(status: Int, headers: [HeaderField] = [], body: Data) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// The value of the first header with this name, case-insensitively.
  public func header(_ name: String) -> String? {
    let lowered = name.lowercased()
    return headers.first { $0.name.lowercased() == lowered }?.value
  }
}
