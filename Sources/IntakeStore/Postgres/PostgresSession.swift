import Foundation
import Logging
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO
import Synchronization

/// One connection to a PostgreSQL server, used synchronously: the repository's protocol is
/// synchronous and the CLI calls it from ordinary threads.
///
/// postgres-nio runs on one event loop thread that every session of the process shares (made
/// on first use and never stopped, so neither a session's start nor its end makes or joins a
/// thread: a third of a short command's time on a local server); each statement is sent as an
/// `EventLoopFuture` and the calling thread waits for it (`wait()`, which is safe off the loop).
/// Every bind is text and every column is selected as text (`::text`), so the SQL says each
/// type once, in its casts, and one decoder reads every row. Statements of one session never
/// interleave: a lock is held across each transaction.
final class PostgresSession: @unchecked Sendable {
  // @unchecked: the connection and group are thread-safe, and `transactionLock` serialises
  // every use of the connection, so no two threads run statements on it at once.

  /// One row, every column as text (nil for NULL).
  typealias Row = [String?]

  let location: PostgresLocation
  private let connection: PostgresConnection
  private let transactionLock = NSRecursiveLock()
  private let logger = PostgresSession.quietLogger

  /// The logger handed to postgres-nio: intake reports through its own errors.
  private static let quietLogger = Logger(
    label: "intake.postgres", factory: { _ in SwiftLogNoOpLogHandler() })

  /// Connects to the server at `location`, or takes the connection `connectEarly` began
  /// there.
  ///
  /// - Throws: `.postgresUnreachable`, `.postgresAuthenticationFailed`,
  ///   `.postgresMissingDatabase`, `.postgres`.
  init(location: PostgresLocation) throws(StoreError) {
    self.location = location
    do {
      if let early = Self.takeEarly(location) {
        connection = try early.connection.wait()
        firstStatement = early.firstStatement
      } else {
        connection = try Self.connect(location).wait()
      }
    } catch {
      throw Self.translate(error, location: location, sql: nil, isConnecting: true)
    }
  }

  /// Starts connecting to `location` while the caller does other work, and runs `first`
  /// (a statement without binds) as soon as it is connected; the first session opened there
  /// takes the connection, or the error, and answers its first statement, when it is `first`,
  /// with what the server said.
  ///
  /// A command's process calls it before reading its command line, which is most of what
  /// it does before it needs the store: the server starts its session and answers meanwhile.
  static func connectEarly(_ location: PostgresLocation, first: String) {
    guard let connection = try? connect(location) else { return }
    let answer = connection.flatMap {
      $0.query(PostgresQuery(unsafeSQL: first), logger: quietLogger)
    }
    early.withLock {
      $0.append(Early(location: location, connection: connection, firstStatement: (first, answer)))
    }
  }

  /// A connection begun by `connectEarly`, and its first statement.
  private struct Early: Sendable {
    var location: PostgresLocation
    var connection: EventLoopFuture<PostgresConnection>
    var firstStatement: FirstStatement
  }

  /// A statement sent before it was asked for, and its answer to come.
  private typealias FirstStatement = (sql: String, answer: EventLoopFuture<PostgresQueryResult>)

  /// Connections begun by `connectEarly` and not yet taken.
  private static let early = Mutex<[Early]>([])

  /// Whether a connection `connectEarly` began at `location` waits for a session to take it.
  static func isEarly(_ location: PostgresLocation) -> Bool {
    early.withLock { $0.contains { $0.location == location } }
  }

  private static func takeEarly(_ location: PostgresLocation) -> Early? {
    early.withLock { pending in
      guard let index = pending.firstIndex(where: { $0.location == location }) else {
        return nil
      }
      return pending.remove(at: index)
    }
  }

  /// The statement `connectEarly` sent, until the session runs its first statement.
  ///
  /// That statement is answered with it when they are the same. Only touched under
  /// `transactionLock`.
  private var firstStatement: FirstStatement?

  /// Connects to `location` on the shared event loop.
  ///
  /// An address written in numbers needs no resolving: it is connected to straight, skipping
  /// NIO's resolver, which starts a thread for getaddrinfo and races the addresses it finds
  /// (1.5 ms of a one-task `add` on a local server). TLS is the same either way: an address
  /// is never a server name to verify or send.
  /// - Throws: What NIOSSL throws when the TLS context cannot be made.
  private static func connect(
    _ location: PostgresLocation
  ) throws -> EventLoopFuture<PostgresConnection> {
    let loop = group.next()
    let configuration = try configuration(location)
    let logger = quietLogger
    guard !location.host.hasPrefix("/"),
      let address = try? SocketAddress(ipAddress: location.host, port: location.port)
    else {
      return PostgresConnection.connect(
        on: loop, configuration: configuration, id: 1, logger: logger)
    }
    let options = configuration.options
    return ClientBootstrap(group: loop).connectTimeout(options.connectTimeout)
      .connect(to: address).flatMap { channel in
        var direct = PostgresConnection.Configuration(
          establishedChannel: channel, tls: configuration.tls, username: location.user,
          password: location.password, database: location.database)
        direct.options = options
        return PostgresConnection.connect(
          on: loop, configuration: direct, id: 1, logger: logger
        ).flatMapError { error in
          // A connection that failed to start leaves its channel to whoever made it.
          channel.close(mode: .all, promise: nil)
          return loop.makeFailedFuture(error)
        }
      }
  }

  deinit {
    close()
  }

  /// Closes the connection; later statements fail.
  func close() {
    if !connection.isClosed { try? connection.close().wait() }
  }

  /// The event loop every session runs on, never shut down: it lives as long as the process.
  private static let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)

  // MARK: - Statements

  /// Runs one statement and returns its rows, each column as text.
  ///
  /// - Parameters:
  ///   - sql: One statement; `$1`, `$2`… are the binds, cast in the SQL where they are not text.
  ///   - binds: The values, as text; nil binds NULL.
  /// - Returns: The rows.
  /// - Throws: The store's translation of what the server or the connection reported.
  @discardableResult
  func rows(_ sql: String, _ binds: [String?] = []) throws(StoreError) -> [Row] {
    try run(sql, binds).rows
  }

  /// Runs one statement and returns how many rows it changed.
  ///
  /// - Parameters:
  ///   - sql: One statement, as for `rows`.
  ///   - binds: The values, as text.
  /// - Returns: The count the server reports (INSERT, UPDATE, DELETE), or 0.
  /// - Throws: As `rows` does.
  @discardableResult
  func execute(_ sql: String, _ binds: [String?] = []) throws(StoreError) -> Int {
    try run(sql, binds).count
  }

  /// The first column of the first row, or nil.
  func value(_ sql: String, _ binds: [String?] = []) throws(StoreError) -> String? {
    try rows(sql, binds).first?.first ?? nil
  }

  private func run(_ sql: String, _ binds: [String?]) throws(StoreError) -> (
    rows: [Row], count: Int
  ) {
    var bindings = PostgresBindings(capacity: binds.count)
    for bind in binds { bindings.append(bind) }
    let query = PostgresQuery(unsafeSQL: sql, binds: bindings)
    do {
      transactionLock.lock()
      let sent = firstStatement
      firstStatement = nil
      transactionLock.unlock()
      let result: PostgresQueryResult
      if let sent, sent.sql == sql, binds.isEmpty {
        result = try wait(for: sent.answer)
      } else {
        result = try wait(for: connection.query(query, logger: logger))
      }
      return (Self.rows(of: result), result.metadata.rows ?? 0)
    } catch {
      throw Self.translate(error, location: location, sql: sql, isConnecting: false)
    }
  }

  /// Runs one query over tasks (`StoredTask.columns`) and hands each row to `body` as a
  /// `TaskRow` as it arrives.
  ///
  /// Rows are handled on the connection's event loop, one at a time, while the calling
  /// thread waits: nothing is held but the row at hand, and the connection reads no more
  /// from the server until the row is handled. A plain query rather than a cursor, since
  /// the server runs a cursor without parallel workers: its sort of 100,000 tasks before the
  /// first row took half as long again. Once `body` throws or returns false, the rows left
  /// are read and dropped.
  /// - Throws: What the server reports, and the first error `body` throws.
  func forEachTaskRow(
    _ sql: String, _ binds: [String?], _ body: (TaskRow) throws(StoreError) -> Bool
  ) throws(StoreError) {
    var bindings = PostgresBindings(capacity: binds.count)
    for bind in binds { bindings.append(bind) }
    let query = PostgresQuery(unsafeSQL: sql, binds: bindings)
    let outcome: Result<Void, StoreError> = withoutActuallyEscaping(body) { body in
      let handler = RowHandler(body)
      defer { handler.finish() }
      do {
        _ = try wait(for: connection.query(query, logger: logger) { row in handler.read(row) })
      } catch {
        return .failure(Self.translate(error, location: location, sql: sql, isConnecting: false))
      }
      return handler.failure.map { .failure($0) } ?? .success(())
    }
    try outcome.get()
  }

  /// Hands rows from the event loop to the caller's `body`.
  ///
  /// `@unchecked Sendable`: the state is touched under `lock` only, on the event loop while
  /// the caller waits, and by the caller once the query is over.
  private final class RowHandler: @unchecked Sendable {
    private let lock = NSLock()
    private var body: ((TaskRow) throws(StoreError) -> Bool)?
    private var row = TaskRow()
    private(set) var failure: StoreError?

    init(_ body: @escaping (TaskRow) throws(StoreError) -> Bool) { self.body = body }

    func read(_ cells: PostgresRow) {
      lock.withLock {
        guard let body else { return }
        row.removeAll()
        // Every column is text (the SQL casts it), whose bytes are its UTF-8 in either
        // format: copied straight off the buffer.
        for cell in cells {
          if let bytes = cell.bytes {
            bytes.withUnsafeReadableBytes { row.append($0) }
          } else {
            row.append(nil)
          }
        }
        do throws(StoreError) {
          if try !body(row) { self.body = nil }
        } catch {
          failure = error
          self.body = nil
        }
      }
    }

    /// Lets go of `body`, which must not outlive the call that lent it.
    func finish() { lock.withLock { body = nil } }
  }

  /// The rows of a result, every column as text.
  private static func rows(of result: PostgresQueryResult) -> [Row] {
    var rows: [Row] = []
    rows.reserveCapacity(result.rows.count)
    for row in result.rows {
      var values: Row = []
      // Every column is text (the SQL casts it), whose bytes are its UTF-8 in either
      // format: read straight off the buffer, a fifth of the time of `cell.decode`.
      for cell in row { values.append(cell.bytes.map { String(buffer: $0) }) }
      rows.append(values)
    }
    return rows
  }

  /// Blocks the calling thread until `future` completes, or the connection is found closed.
  ///
  /// Not `future.wait()` alone: a statement sent while the server is closing the connection
  /// (it was terminated, say) can be left without an answer by postgres-nio 1.33.2, and the
  /// caller would wait forever. The connection is looked at once a second while waiting.
  private func wait<Value: Sendable>(for future: EventLoopFuture<Value>) throws -> Value {
    let outcome = Outcome<Value>()
    future.whenComplete { result in outcome.finish(result) }
    while true {
      if let result = outcome.result(waitingAtMost: 1) { return try result.get() }
      if connection.isClosed {
        if let result = outcome.result(waitingAtMost: 0) { return try result.get() }
        throw ConnectionClosed()
      }
    }
  }

  /// What `wait(for:)` throws when the connection closed under a statement.
  private struct ConnectionClosed: Error {}

  /// A result handed from the event loop to the waiting thread.
  private final class Outcome<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `value` is written once, before `signal`, and read after `wait` returns.
    private let semaphore = DispatchSemaphore(value: 0)
    private var value: Result<Value, any Error>?

    func finish(_ result: Result<Value, any Error>) {
      value = result
      semaphore.signal()
    }

    /// The result, once it is there; nil when `seconds` passed first.
    func result(waitingAtMost seconds: Double) -> Result<Value, any Error>? {
      guard semaphore.wait(timeout: .now() + seconds) == .success else { return nil }
      // Put back for a later look; the value stays.
      semaphore.signal()
      return value
    }
  }

  // MARK: - Notifications

  /// Listens on a channel: `handler` gets each payload, on the connection's own thread, until
  /// the returned stop is called.
  ///
  /// - Throws: What running `LISTEN` reports.
  func listen(
    on channel: String, _ handler: @escaping @Sendable (String) -> Void
  ) throws(StoreError) -> @Sendable () -> Void {
    let context = connection.addListener(channel: channel) { _, notification in
      handler(notification.payload)
    }
    do {
      try execute("LISTEN \(channel)")
    } catch {
      context.stop()
      throw error
    }
    return { context.stop() }
  }

  /// Whether the connection was lost or closed.
  var isClosed: Bool { connection.isClosed }

  // MARK: - Transactions

  /// Runs `body` in one transaction, committed when it returns and rolled back when it throws.
  ///
  /// Nested calls join the outer transaction. A lost connection surfaces as
  /// `.postgresConnectionLost`: the server rolls back what it had not committed.
  ///
  /// - Parameters:
  ///   - isKept: Whether to commit what `body` returned; false rolls it back (a dry run, an
  ///     import with nothing new). Ignored inside an outer transaction.
  ///   - body: The statements of the transaction.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws, or the translation of a failed BEGIN or COMMIT.
  func transaction<Value>(
    isKept: (Value) -> Bool = { _ in true }, _ body: () throws(StoreError) -> Value
  ) throws(StoreError) -> Value {
    transactionLock.lock()
    defer { transactionLock.unlock() }
    if isInTransaction { return try body() }
    try execute("BEGIN")
    isInTransaction = true
    defer { isInTransaction = false }
    do {
      let value = try body()
      try execute(isKept(value) ? "COMMIT" : "ROLLBACK")
      return value
    } catch {
      _ = try? execute("ROLLBACK")
      throw error
    }
  }

  /// Runs `body`, statements that are each a transaction of their own, while no other thread
  /// has a transaction open on this connection (inside one of this thread's, they join it).
  func serialized<Value>(_ body: () throws(StoreError) -> Value) throws(StoreError) -> Value {
    transactionLock.lock()
    defer { transactionLock.unlock() }
    return try body()
  }

  /// Whether a transaction is open; only touched under `transactionLock`.
  private var isInTransaction = false

  // MARK: - Connecting and errors

  /// How postgres-nio reaches `location`: TCP with its TLS mode, or a unix socket.
  ///
  /// - Parameter location: The server and credentials.
  /// - Returns: The connection's configuration.
  /// - Throws: What NIOSSL throws when the TLS context cannot be made.
  static func configuration(
    _ location: PostgresLocation
  ) throws -> PostgresConnection.Configuration {
    var configuration: PostgresConnection.Configuration
    if location.host.hasPrefix("/") {
      let folder = location.host.hasSuffix("/") ? location.host : location.host + "/"
      configuration = PostgresConnection.Configuration(
        unixSocketPath: folder + ".s.PGSQL.\(location.port)", username: location.user,
        password: location.password, database: location.database)
    } else {
      configuration = PostgresConnection.Configuration(
        host: location.host, port: location.port, username: location.user,
        password: location.password, database: location.database, tls: try tls(location.sslMode))
    }
    if let options = location.options {
      configuration.options.additionalStartupParameters.append(("options", options))
    }
    configuration.options.additionalStartupParameters.append(("application_name", "intake"))
    return configuration
  }

  private static func tls(
    _ mode: PostgresLocation.SSLMode
  ) throws -> PostgresConnection.Configuration.TLS {
    var tls = TLSConfiguration.makeClientConfiguration()
    switch mode {
    case .disable:
      return .disable
    case .prefer, .require:
      // As libpq: these encrypt but do not check who answers.
      tls.certificateVerification = .none
    case .verifyCA:
      tls.certificateVerification = .noHostnameVerification
    case .verifyFull:
      tls.certificateVerification = .fullVerification
    }
    let context = try NIOSSLContext(configuration: tls)
    return mode == .prefer ? .prefer(context) : .require(context)
  }

  /// The store's error for what postgres-nio threw, naming the URL with its password hidden.
  static func translate(
    _ error: any Error, location: PostgresLocation, sql: String?, isConnecting: Bool
  ) -> StoreError {
    if let error = error as? StoreError { return error }
    let url = location.redacted
    if error is ConnectionClosed { return .postgresConnectionLost(url: url) }
    guard let error = error as? PSQLError else {
      if isConnecting {
        return .postgresUnreachable(url: url, reason: Self.reason(String(describing: error)))
      }
      return .postgres(url: url, PostgresFailure(sqlState: "", message: "\(error)", sql: sql))
    }
    if let info = error.serverInfo {
      let state = info[.sqlState] ?? ""
      let message = info[.message] ?? "unknown error"
      switch state {
      case "28P01", "28000":
        return .postgresAuthenticationFailed(url: url)
      case "3D000":
        return .postgresMissingDatabase(url: url, database: location.database)
      // 3F000: no schema of the search path may be used, which is a missing privilege too.
      case "42501", "3F000":
        return .postgresPermissionDenied(url: url, message: message)
      case "57P01", "57P02", "57P03":
        return .postgresConnectionLost(url: url)
      default:
        return .postgres(url: url, PostgresFailure(sqlState: state, message: message, sql: sql))
      }
    }
    switch error.code {
    case .sslUnsupported:
      return .postgresUnreachable(
        url: url,
        reason: "the server does not offer TLS, which sslmode=\(location.sslMode.rawValue) needs")
    case .connectionError, .failedToAddSSLHandler:
      if isConnecting {
        return .postgresUnreachable(
          url: url,
          reason: error.underlying.map { Self.reason(String(describing: $0)) }
            ?? "\(error.code)")
      }
      return .postgresConnectionLost(url: url)
    case .serverClosedConnection, .clientClosedConnection, .uncleanShutdown:
      return isConnecting
        ? .postgresUnreachable(url: url, reason: "the server closed the connection")
        : .postgresConnectionLost(url: url)
    case .authMechanismRequiresPassword:
      return .postgresAuthenticationFailed(url: url)
    default:
      return .postgres(
        url: url, PostgresFailure(sqlState: "", message: "\(error.code)", sql: sql))
    }
  }

  /// A connection failure in a few words: NIO's descriptions nest every address tried.
  private static func reason(_ description: String) -> String {
    let lower = description.lowercased()
    if lower.contains("refused") { return "connection refused" }
    if lower.contains("unknownhost") || lower.contains("name or service not known") {
      return "no such host"
    }
    if lower.contains("timed out") || lower.contains("timeout") { return "no answer in time" }
    if lower.contains("unreachable") { return "no route to the host" }
    return description
  }

  /// The SQLSTATE and constraint of a server error, for callers that turn one into a store
  /// error of their own (a duplicate id, say).
  static func constraint(of error: StoreError) -> (state: String, message: String)? {
    guard case .postgres(_, let failure) = error else { return nil }
    return (failure.sqlState, failure.message)
  }
}
