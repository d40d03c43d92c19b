import Foundation
import IntakeAI

#if canImport(Glibc)
  import Glibc
#endif

/// An `intake serve` on a free loopback port, and clients for it.
///
/// The clients are the project's libcurl transport, and a raw socket for what a well-behaved
/// client never does. Its state is set once at start, so threads may share it.
final class ServedIntake: @unchecked Sendable {
  let command: RunningCommand
  let port: Int
  /// Kept so its folder, where the output files are, outlives the server.
  let sandbox: IntakeSandbox

  /// Starts `intake serve --port 0 …` and waits for the line that names its port.
  init(
    in sandbox: IntakeSandbox, _ options: [String] = [], environment: [String: String] = [:]
  ) throws {
    self.sandbox = sandbox
    command = try RunningCommand(
      ["serve", "--port", "0"] + sandbox.db + IntakeSandbox.clock + options, in: sandbox,
      environment: environment)
    let deadline = Date().addingTimeInterval(30)
    while true {
      let said = command.stderrSoFar()
      if let range = said.range(of: "listening on http://127.0.0.1:") {
        let digits = said[range.upperBound...].prefix { $0.isNumber }
        if let port = Int(digits) {
          self.port = port
          return
        }
      }
      guard Date() < deadline, command.process.isRunning else {
        command.kill()
        throw ServeFailure(message: "intake serve did not start: \(said)")
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  struct ServeFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  var base: String { "http://127.0.0.1:\(port)" }

  /// One request through libcurl.
  func send(
    _ path: String, _ body: String = "", method: String = "POST", headers: [HeaderField] = []
  ) throws -> TransportResponse {
    var request = TransportRequest(
      url: base + path, headers: [HeaderField("Content-Type", "application/json")] + headers,
      body: Data(body.utf8), connectTimeout: 5, timeout: 20)
    request.method = method
    return try CurlTransport(userAgent: "intake-tests").send(request)
  }

  /// SIGTERM, then the exit.
  func stop() throws -> CommandResult {
    command.send(SIGTERM)
    return try command.wait()
  }

  deinit {
    if command.process.isRunning { command.kill() }
  }
}

extension TransportResponse {
  var text: String { String(decoding: body, as: UTF8.self) }
}

/// A TCP connection that writes bytes when told to, so a test can hold a request half-sent.
final class RawConnection {
  private let socket: Int32

  init(port: Int) throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      throw ServedIntake.ServeFailure(message: "connect to port \(port) failed: errno \(errno)")
    }
  }

  func write(_ text: String) {
    var bytes = Array(text.utf8)
    _ = bytes.withUnsafeMutableBytes { Glibc.send(socket, $0.baseAddress, $0.count, 0) }
  }

  /// Everything the server sends until it closes the connection or `seconds` pass.
  func readAll(seconds: Double = 10) -> String {
    var timeout = timeval(tv_sec: Int(seconds), tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      received += buffer[0..<count]
      if let text = String(bytes: received, encoding: .utf8), Self.isComplete(text) { break }
    }
    return String(decoding: received, as: UTF8.self)
  }

  /// Whether a response's body has all the bytes its Content-Length announced.
  private static func isComplete(_ text: String) -> Bool {
    guard let split = text.range(of: "\r\n\r\n") else { return false }
    let head = text[..<split.lowerBound].lowercased()
    guard
      let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
      let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
    else { return false }
    return text[split.upperBound...].utf8.count >= length
  }

  deinit { close(socket) }
}
