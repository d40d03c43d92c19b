import Foundation
import GRDB
import IntakeCore

/// The AI answer cache: answers as JSON text by key, kept in the task database.
///
/// Reads and writes are short transactions of their own; the CLI looks answers up before any
/// request and stores the new ones after every request has finished, so no network call ever
/// happens inside a write transaction.
extension SQLiteTaskRepository {
  /// The cached answers among `keys`, by key.
  ///
  /// - Throws: `.busy`, `.corrupt`, `.database` when the database cannot be read.
  public func cachedAnswers(_ keys: [String]) throws(StoreError) -> [String: String] {
    if keys.isEmpty { return [:] }
    return try read { db in
      var found: [String: String] = [:]
      // In chunks, below SQLite's limit on bound parameters.
      for start in stride(from: 0, to: keys.count, by: 500) {
        let chunk = Array(keys[start..<min(start + 500, keys.count)])
        let marks = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
        let rows = try Row.fetchAll(
          db, sql: "SELECT key, answer FROM ai_cache WHERE key IN (\(marks))",
          arguments: StatementArguments(chunk))
        for row in rows {
          if let key = row["key"] as String?, let answer = row["answer"] as String? {
            found[key] = answer
          }
        }
      }
      return found
    }
  }

  /// Stores answers (replacing any under the same key), all in one transaction.
  ///
  /// - Parameters:
  ///   - answers: Key, endpoint URL and the answer as JSON text.
  ///   - now: Stored as `created_at`.
  /// - Throws: `.busy`, `.diskFull`, `.readOnly`, `.database`.
  public func storeAnswers(
    _ answers: [(key: String, endpoint: String, answer: String)], at now: Date
  ) throws(StoreError) {
    if answers.isEmpty { return }
    let created = Timestamp.text(now)
    try write { db in
      for entry in answers {
        try db.execute(
          sql: """
            INSERT OR REPLACE INTO ai_cache (key, endpoint, answer, created_at)
            VALUES (?, ?, ?, ?)
            """,
          arguments: [entry.key, entry.endpoint, entry.answer, created])
      }
    }
  }
}
