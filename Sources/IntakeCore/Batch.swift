import Foundation

/// One import: the tasks stored together by one `intake import` or `intake add -`, which
/// `intake undo` removes together.
///
/// The id reads `b-20260304-090000-ab12`: the UTC time of the import to the second, then four
/// random hex digits. A time rather than a UUID because `intake batches` and `intake undo` are
/// typed by people, who know roughly when they imported and can give a prefix
/// ("b-20260304-09"). The random part is the batch's short id (`shortID`, "ab12"): the store
/// draws again until no other batch of the database ends with it, so it alone names the
/// batch, as eight characters name a task.
public struct Batch: Codable, Sendable, Equatable {
  /// `b-YYYYMMDD-HHMMSS-xxxx`, see above.
  public var id: String
  /// What was imported, as the importer names it: a path, `stdin`, or several paths joined.
  public var source: String
  /// When the import was stored (to the millisecond, as the database keeps it).
  public var createdAt: Date
  /// Who imported.
  public var createdBy: String
  /// How many items the import was given: `addedCount + skippedCount`.
  public var itemCount: Int
  /// How many of them became new tasks.
  public var addedCount: Int
  /// How many were already stored (or repeated within the import) and were left out.
  public var skippedCount: Int

  public init(
    id: String, source: String, createdAt: Date, createdBy: String, itemCount: Int,
    addedCount: Int, skippedCount: Int
  ) {
    self.id = id
    self.source = source
    self.createdAt = createdAt
    self.createdBy = createdBy
    self.itemCount = itemCount
    self.addedCount = addedCount
    self.skippedCount = skippedCount
  }

  enum CodingKeys: String, CodingKey {
    case id, source
    case createdAt = "created_at"
    case createdBy = "created_by"
    case itemCount = "item_count"
    case addedCount = "added_count"
    case skippedCount = "skipped_count"
  }

  /// The random part of the id, unique among a database's batches: "ab12".
  public var shortID: String { String(id.suffix(4)) }

  /// A new batch id for an import at `date`, with a random suffix.
  public static func makeID(at date: Date) -> String {
    makeID(at: date, suffix: UInt16.random(in: 0...UInt16.max))
  }

  /// The batch id for an import at `date` with the given suffix (4 hex digits).
  ///
  /// The time is the one `Timestamp.text` stores, so an id and its batch's `created_at` always
  /// name the same second.
  ///
  /// - Parameters:
  ///   - date: The time of the import; written in UTC.
  ///   - suffix: The number that tells apart imports made in the same second.
  /// - Returns: `b-YYYYMMDD-HHMMSS-xxxx`.
  public static func makeID(at date: Date, suffix: UInt16) -> String {
    // "2026-03-04T09:00:00.123Z": the digits of the date, then of the time, no separators.
    let text = Array(Timestamp.text(date).utf8)
    let split = text.firstIndex(of: UInt8(ascii: "T")) ?? text.count
    let day = text[..<split].filter { $0 != UInt8(ascii: "-") }
    let time = text[split...].dropFirst().prefix(8).filter { $0 != UInt8(ascii: ":") }
    let hex = String(suffix, radix: 16)
    return "b-" + String(decoding: day, as: UTF8.self) + "-"
      + String(decoding: time, as: UTF8.self) + "-"
      + String(repeating: "0", count: 4 - hex.count) + hex
  }
}
