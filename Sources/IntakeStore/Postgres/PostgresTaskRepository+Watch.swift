import Foundation
import IntakeCore

/// A change to a task, as the server announced it.
public struct TaskEvent: Sendable {
  /// What happened to the task.
  public enum Kind: String, Sendable {
    case added = "INSERT"
    case changed = "UPDATE"
    case deleted = "DELETE"
  }

  public var kind: Kind
  public var id: UUID
  /// The task as stored when the event was read; nil once it is deleted.
  public var task: StoredTask?
  /// When intake heard of it.
  public var heardAt: Date
}

extension PostgresTaskRepository {
  /// The channel the `todos` trigger notifies, with `{"id": …, "op": "INSERT"|…, "schema": …}`.
  ///
  /// A channel is the database's: the schema says which team's `todos` changed when several
  /// share one database.
  static let changesChannel = "intake_todos"

  /// Hands every change to a task, by anyone (intake anywhere, the app, SQL), to `handle` as
  /// it happens, until `isStopped` says so; checked at least every `tick` seconds.
  ///
  /// - Throws: `.postgresConnectionLost` when the server goes away; what `LISTEN` reports.
  public func watch(
    tick: TimeInterval = 0.25, isStopped: () -> Bool, _ handle: (TaskEvent) -> Void
  ) throws(StoreError) {
    let inbox = Inbox()
    let schema = try session.value("SELECT current_schema()")
    let stop = try session.listen(on: Self.changesChannel) { inbox.put($0) }
    defer { stop() }
    while !isStopped() {
      guard let payload = inbox.take(waiting: tick) else {
        if session.isClosed { throw .postgresConnectionLost(url: location) }
        continue
      }
      guard let event = Self.event(payload), event.schema == nil || event.schema == schema else {
        continue
      }
      var found = TaskEvent(kind: event.kind, id: event.id, task: nil, heardAt: Date())
      if event.kind != .deleted { found.task = try fetch(event.id) }
      handle(found)
    }
  }

  /// The kind, id and schema a notification carries; nil for one intake did not send.
  private static func event(_ payload: String) -> (
    kind: TaskEvent.Kind, id: UUID, schema: String?
  )? {
    guard case .object(let fields)? = try? JSONValue(parsing: payload),
      case .string(let op)? = fields["op"], let kind = TaskEvent.Kind(rawValue: op),
      case .string(let text)? = fields["id"], let id = UUID(uuidString: text)
    else { return nil }
    guard case .string(let schema)? = fields["schema"] else { return (kind, id, nil) }
    return (kind, id, schema)
  }

  /// Payloads from the connection's thread to the watching one, in order.
  private final class Inbox: @unchecked Sendable {
    // @unchecked: every field is touched only under `condition`.
    private let condition = NSCondition()
    private var payloads: [String] = []

    func put(_ payload: String) {
      condition.lock()
      payloads.append(payload)
      condition.signal()
      condition.unlock()
    }

    func take(waiting seconds: TimeInterval) -> String? {
      condition.lock()
      defer { condition.unlock() }
      if payloads.isEmpty { _ = condition.wait(until: Date().addingTimeInterval(seconds)) }
      return payloads.isEmpty ? nil : payloads.removeFirst()
    }
  }
}
