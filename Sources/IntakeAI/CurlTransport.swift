import CCurl
import Foundation

/// The transport over libcurl: the only file that touches CCurl.
///
/// libcurl is loaded on the first request (see `Sources/CCurl/shim.h`), never at start-up. Each
/// request is one easy handle with: connect and total timeouts in milliseconds, `NOSIGNAL` (so
/// a timeout never raises a signal in a threaded process), TLS verification of peer and host,
/// HTTP(S) only, no redirects (a POST must not silently become a GET elsewhere), a body cap
/// enforced both from `Content-Length` and while reading, an empty `Expect:` header (without it
/// libcurl waits for a `100 Continue` before sending a large body), and the proxies libcurl
/// reads from the usual environment variables (`https_proxy`, `http_proxy`, `no_proxy`).
public struct CurlTransport: Transport {
  /// `intake/<version>`, sent as `User-Agent`.
  public var userAgent: String

  public init(userAgent: String) {
    self.userAgent = userAgent
  }

  public func send(_ request: TransportRequest) throws(AIError) -> TransportResponse {
    guard ccurl_load() == 1 else { throw .curlUnavailable }
    guard let handle = ccurl_easy_init() else {
      throw .transport("libcurl could not start a request")
    }
    defer { ccurl_easy_cleanup(handle) }

    let sink = ResponseSink(limit: request.maxResponseBytes)
    let context = Unmanaged.passRetained(sink)
    defer { context.release() }
    var headerList: UnsafeMutablePointer<curl_slist>?
    for header in request.headers {
      headerList = ccurl_slist_append(headerList, "\(header.name): \(header.value)")
    }
    headerList = ccurl_slist_append(headerList, "Expect:")
    defer { ccurl_slist_free_all(headerList) }
    let errorSize = Int(CURL_ERROR_SIZE)
    let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: errorSize)
    errorBuffer.initialize(repeating: 0, count: errorSize)
    defer { errorBuffer.deallocate() }

    _ = ccurl_setopt_pointer(handle, CURLOPT_URL, request.url)
    _ = ccurl_setopt_pointer(handle, CURLOPT_PROTOCOLS_STR, "http,https")
    _ = ccurl_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
    _ = ccurl_setopt_long(
      handle, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(request.connectTimeout))
    _ = ccurl_setopt_long(handle, CURLOPT_TIMEOUT_MS, Self.milliseconds(request.timeout))
    _ = ccurl_setopt_long(handle, CURLOPT_SSL_VERIFYPEER, 1)
    _ = ccurl_setopt_long(handle, CURLOPT_SSL_VERIFYHOST, 2)
    _ = ccurl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0)
    _ = ccurl_setopt_offset(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(request.maxResponseBytes))
    _ = ccurl_setopt_pointer(handle, CURLOPT_USERAGENT, userAgent)
    _ = ccurl_setopt_pointer(handle, CURLOPT_HTTPHEADER, headerList)
    _ = ccurl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer)
    if request.method == "GET" {
      _ = ccurl_setopt_long(handle, CURLOPT_HTTPGET, 1)
    } else {
      _ = ccurl_setopt_long(handle, CURLOPT_POST, 1)
      _ = ccurl_setopt_offset(
        handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(request.body.count))
      // COPYPOSTFIELDS copies the body, so it need not outlive the closure.
      var body = request.body
      if body.isEmpty { body = Data([0]) }
      body.withUnsafeBytes { bytes in
        if let address = bytes.baseAddress {
          _ = ccurl_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, address)
        }
      }
      if request.method != "POST" {
        _ = ccurl_setopt_pointer(handle, CURLOPT_CUSTOMREQUEST, request.method)
      }
    }
    _ = ccurl_setopt_callback(handle, CURLOPT_WRITEFUNCTION, Self.receiveBody)
    _ = ccurl_setopt_pointer(handle, CURLOPT_WRITEDATA, context.toOpaque())
    _ = ccurl_setopt_callback(handle, CURLOPT_HEADERFUNCTION, Self.receiveHeader)
    _ = ccurl_setopt_pointer(handle, CURLOPT_HEADERDATA, context.toOpaque())

    let code = ccurl_easy_perform(handle)
    guard code == CURLE_OK else {
      let message = String(cString: errorBuffer)
      let reason = message.isEmpty ? String(cString: ccurl_easy_strerror(code)) : message
      throw Self.error(for: code, reason: reason, request: request, sink: sink)
    }
    var status = 0
    _ = ccurl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
    return TransportResponse(status: status, headers: sink.headers, body: sink.body)
  }

  // MARK: - Callbacks

  /// Collects the body and headers of one exchange; the callbacks reach it through libcurl's
  /// opaque context pointer.
  private final class ResponseSink {
    let limit: Int
    var body = Data()
    var headers: [HeaderField] = []
    var isOverLimit = false

    init(limit: Int) {
      self.limit = limit
    }
  }

  private static let receiveBody: ccurl_data_callback = { data, size, count, context in
    guard let context else { return 0 }
    let sink = Unmanaged<ResponseSink>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    guard sink.body.count + length <= sink.limit else {
      // Returning less than given makes libcurl stop with CURLE_WRITE_ERROR.
      sink.isOverLimit = true
      return 0
    }
    if let data {
      data.withMemoryRebound(to: UInt8.self, capacity: length) {
        sink.body.append($0, count: length)
      }
    }
    return length
  }

  private static let receiveHeader: ccurl_data_callback = { data, size, count, context in
    guard let context, let data else { return 0 }
    let sink = Unmanaged<ResponseSink>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    let line = data.withMemoryRebound(to: UInt8.self, capacity: length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
    if line.hasPrefix("HTTP/") {
      // A new status line (after a 100 Continue, say): only the last response's headers count.
      sink.headers = []
    } else if let colon = line.firstIndex(of: ":") {
      let name = line[..<colon].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
      sink.headers.append(HeaderField(name, value))
    }
    return length
  }

  // MARK: - Errors

  private static func error(
    for code: CURLcode, reason: String, request: TransportRequest, sink: ResponseSink
  ) -> AIError {
    switch code {
    case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
      return .cannotResolve(host: URLComponents(string: request.url)?.host ?? request.url)
    case CURLE_COULDNT_CONNECT:
      return .cannotConnect(reason)
    case CURLE_OPERATION_TIMEDOUT:
      return .timedOut(seconds: request.timeout)
    case CURLE_FILESIZE_EXCEEDED:
      return .tooLarge(limit: request.maxResponseBytes)
    case CURLE_WRITE_ERROR where sink.isOverLimit:
      return .tooLarge(limit: request.maxResponseBytes)
    case CURLE_SEND_ERROR, CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE:
      return .connectionLost(reason)
    case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
      CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR,
      CURLE_SSL_PINNEDPUBKEYNOTMATCH:
      return .tls(reason)
    default:
      return .transport(reason)
    }
  }

  private static func milliseconds(_ seconds: Double) -> Int {
    max(1, Int((seconds * 1000).rounded(.up)))
  }
}
