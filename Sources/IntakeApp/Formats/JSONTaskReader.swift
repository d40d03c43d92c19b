import Foundation
import IntakeCore

/// Reads intake's own JSON (`export --format json`, `list --json`): every field, provenance
/// too.
public struct JSONTaskReader {
  public init() {}

  public func read(_ data: Data, _ context: ReadContext) throws(FormatError) -> ReadResult {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = Timestamp.date(text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "\"\(text)\" is not a time like 2026-03-04T09:00:00Z")
      }
      return date
    }
    do {
      let tasks = try decoder.decode([StoredTask].self, from: data)
      var result = ReadResult()
      result.tasks = tasks.map { task in
        var task = task
        task.batchID = nil
        task.version = 1
        return FileTask(task: task, hasOwnID: true, fields: .all)
      }
      return result
    } catch let error as DecodingError {
      throw FormatError(place: context.fileName, reason: Self.describe(error))
    } catch {
      throw FormatError(place: context.fileName, reason: "is not intake's JSON: \(error)")
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return "a task has no \"\(key.stringValue)\"" + path(context.codingPath)
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      return context.debugDescription + path(context.codingPath)
    @unknown default:
      return "is not intake's JSON"
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    guard let index = keys.first?.intValue else { return "" }
    return " (task \(index + 1))"
  }
}
