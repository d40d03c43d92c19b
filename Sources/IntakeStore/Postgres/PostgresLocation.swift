import Foundation

/// Where a PostgreSQL task repository lives: a `postgres://` (or `postgresql://`) URL, with the
/// usual `PG*` variables filling in what the URL leaves out, as libpq does.
///
/// `postgres://ana:s%40cret@db.example:5433/team?sslmode=require` names user `ana`, password
/// `s@cret` (percent-decoded), host, port and database. Missing parts come from `PGHOST`,
/// `PGPORT`, `PGUSER`, `PGPASSWORD`, `PGDATABASE` and `PGSSLMODE`, then the defaults: host
/// `localhost`, port 5432, user `$USER`, the database named after the user, sslmode `prefer`.
/// A host starting with "/" is the folder of the server's unix socket. The `options` parameter
/// is sent to the server as libpq sends it (`options=-csearch_path%3Dteam` works in a schema).
public struct PostgresLocation: Equatable, Sendable {
  /// How the connection uses TLS, as libpq's `sslmode` says.
  public enum SSLMode: String, Sendable, CaseIterable {
    /// Plain text only.
    case disable
    /// TLS when the server offers it, plain text when not; the certificate is not checked.
    case prefer
    /// TLS or nothing; the certificate is not checked.
    case require
    /// TLS with a certificate signed by a trusted authority, for any host name.
    case verifyCA = "verify-ca"
    /// TLS with a trusted certificate for this host name.
    case verifyFull = "verify-full"
  }

  public var user: String
  public var password: String?
  /// A host name or address, or the folder of a unix socket (starting with "/").
  public var host: String
  public var port: Int
  public var database: String
  public var sslMode: SSLMode
  /// Command-line options for the server session (`-c search_path=…`), or nil.
  public var options: String?

  /// Whether `text` is a PostgreSQL URL rather than a file path.
  public static func isURL(_ text: String) -> Bool {
    text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
  }

  /// Reads a URL, filling what it leaves out from `environment` (the `PG*` variables).
  ///
  /// - Parameters:
  ///   - url: `postgres://…` or `postgresql://…`.
  ///   - environment: The process environment; passed in because only the CLI reads it.
  /// - Throws: `.invalidPostgresURL` naming the URL with its password hidden.
  public init(url: String, environment: [String: String] = [:]) throws(StoreError) {
    let shown = Self.redact(url)
    guard Self.isURL(url) else {
      throw .invalidPostgresURL(url: shown, reason: "it must start with postgres://")
    }
    guard let components = URLComponents(string: url) else {
      throw .invalidPostgresURL(url: shown, reason: "it is not a well-formed URL")
    }
    func variable(_ name: String) -> String? {
      environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }
    user =
      components.user.flatMap { $0.isEmpty ? nil : $0 } ?? variable("PGUSER")
      ?? variable("USER") ?? "postgres"
    password = components.password ?? variable("PGPASSWORD")
    host =
      components.host.flatMap { $0.isEmpty ? nil : $0.removingPercentEncoding }
      ?? variable("PGHOST") ?? "localhost"
    if let port = components.port {
      self.port = port
    } else if let text = variable("PGPORT") {
      guard let port = Int(text) else {
        throw .invalidPostgresURL(url: shown, reason: "PGPORT \"\(text)\" is not a port number")
      }
      self.port = port
    } else {
      port = 5432
    }
    guard (1...65_535).contains(port) else {
      throw .invalidPostgresURL(url: shown, reason: "port \(port) is out of range")
    }
    let path = String(components.path.drop(while: { $0 == "/" }))
    guard !path.contains("/") else {
      throw .invalidPostgresURL(url: shown, reason: "the path must be just the database name")
    }
    database =
      path.removingPercentEncoding.flatMap { $0.isEmpty ? nil : $0 }
      ?? variable("PGDATABASE") ?? user
    var mode = variable("PGSSLMODE")
    options = nil
    for item in components.queryItems ?? [] {
      switch item.name {
      case "sslmode": mode = item.value
      case "options": options = item.value
      case "application_name", "connect_timeout": break
      default:
        throw .invalidPostgresURL(url: shown, reason: "it has an unknown parameter \(item.name)")
      }
    }
    if let mode {
      guard let sslMode = SSLMode(rawValue: mode) else {
        let known = SSLMode.allCases.map(\.rawValue).joined(separator: ", ")
        throw .invalidPostgresURL(
          url: shown, reason: "sslmode \"\(mode)\" is not one of \(known)")
      }
      self.sslMode = sslMode
    } else {
      sslMode = .prefer
    }
  }

  /// The URL with every part filled in and the password shown as `***`, for messages.
  public var redacted: String {
    let userPart = Self.encoded(user) + (password == nil ? "" : ":***")
    let hostPart = host.contains(":") ? "[\(host)]" : Self.encoded(host)
    var text = "postgres://\(userPart)@\(hostPart):\(port)/\(Self.encoded(database))"
    if sslMode != .prefer { text += "?sslmode=\(sslMode.rawValue)" }
    return text
  }

  /// `url` with whatever stands between "user:" and "@" replaced by `***`; for a URL that
  /// cannot be read, so its password still never reaches a message.
  public static func redact(_ url: String) -> String {
    guard let schemeEnd = url.range(of: "://") else { return url }
    let rest = url[schemeEnd.upperBound...]
    let authorityEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? rest.endIndex
    guard let at = rest[..<authorityEnd].lastIndex(of: "@"),
      let colon = rest[..<at].firstIndex(of: ":")
    else { return url }
    return String(url[..<rest.index(after: colon)]) + "***" + String(rest[at...])
  }

  private static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .urlUserAllowed) ?? text
  }
}
