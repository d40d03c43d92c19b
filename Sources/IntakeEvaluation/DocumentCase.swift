import Foundation
import IntakeCore
import IntakeDocuments
import IntakeParsing

/// A labelled document: a notes file or transcript and the action items it holds.
///
/// The items are what a careful reader finds in it. The format is documented in
/// corpora/README.md ("Documents").
public struct DocumentCase: Sendable {
  /// An action item the document holds.
  public struct ExpectedItem: Sendable {
    /// 1-based line where the item starts.
    public var line: Int
    /// Lower-case words the task title must contain.
    public var keywords: [String]
    public var owner: Expected<String>
    /// Every owner, in order, when the item has several ("Mei and Tom to …"): scored against
    /// all of the task's owners instead of `owner`.
    public var owners: [String]?
    public var dueDate: Expected<String>
    public var isDone: Bool
  }

  /// The document's path.
  public var path: String
  /// The expectation file's path.
  public var expectationPath: String
  public var now: String
  public var timeZone: String
  public var team: [TeamMember]
  public var items: [ExpectedItem]
  /// `"reading": "message"`: the text is a voicemail to its listener, read as `intake serve`'s
  /// parse-voicemail reads it (`DocumentParser.message`), not as notes.
  public var isMessage = false
}

/// Reads document cases: every `<name>.expect.json` beside its document.
public enum DocumentCaseReader {
  /// The document cases under `path` (a folder searched recursively, or one document or
  /// expectation file).
  /// - Throws: `CorpusError` naming the file that cannot be read.
  public static func cases(at path: String) throws(CorpusError) -> [DocumentCase] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CorpusError(location: path, reason: "no such file or folder", fix: "check the path")
    }
    var expectations: [String] = []
    if isDirectory.boolValue {
      let enumerator = FileManager.default.enumerator(atPath: path)
      while let name = enumerator?.nextObject() as? String {
        if name.hasSuffix(".expect.json") {
          expectations.append((path as NSString).appendingPathComponent(name))
        }
      }
    } else if path.hasSuffix(".expect.json") {
      expectations = [path]
    }
    var result: [DocumentCase] = []
    for expectation in expectations.sorted() { result.append(try read(expectation)) }
    return result
  }

  private static func read(_ path: String) throws(CorpusError) -> DocumentCase {
    guard let data = FileManager.default.contents(atPath: path),
      case .object(let object)? = try? JSONValue(parsing: data)
    else { throw CorpusError(location: path, reason: "not a JSON object") }
    guard let document = documentPath(for: path) else {
      throw CorpusError(
        location: path, reason: "no document beside it",
        fix: "name the document like the expectation without .expect.json")
    }
    guard let now = object["now"]?.string, ParsingContext.localDateTime(now) != nil else {
      throw CorpusError(location: path, reason: "\"now\" must be a local ISO date-time")
    }
    let zone = object["tz"]?.string ?? "UTC"
    guard TimeZone(identifier: zone) != nil else {
      throw CorpusError(location: path, reason: "\"tz\" \(zone) is not an IANA time zone")
    }
    let team = (object["team"]?.array ?? []).compactMap { member in
      member["name"]?.string.map {
        TeamMember(name: $0, aliases: member["aliases"]?.array?.compactMap(\.string) ?? [])
      }
    }
    var items: [DocumentCase.ExpectedItem] = []
    for (index, raw) in (object["items"]?.array ?? []).enumerated() {
      guard let line = raw["line"]?.number.flatMap({ Int(exactly: $0) }),
        let keywords = raw["keywords"]?.array?.compactMap(\.string)
      else {
        throw CorpusError(
          location: "\(path) item \(index + 1)", reason: "\"line\" and \"keywords\" are required")
      }
      items.append(
        DocumentCase.ExpectedItem(
          line: line, keywords: keywords.map { $0.lowercased() }, owner: expected(raw["owner"]),
          owners: raw["owners"]?.array?.compactMap(\.string),
          dueDate: expected(raw["due_date"]), isDone: raw["done"]?.bool ?? false))
    }
    let reading = object["reading"]?.string ?? "document"
    guard reading == "document" || reading == "message" else {
      throw CorpusError(
        location: path, reason: "\"reading\" \(reading) is not document or message")
    }
    return DocumentCase(
      path: document, expectationPath: path, now: now, timeZone: zone, team: team, items: items,
      isMessage: reading == "message")
  }

  private static func expected(_ value: JSONValue?) -> Expected<String> {
    guard let value else { return .absent }
    return .value(value.string)
  }

  /// `notes/standup.expect.json` → `notes/standup.md` (any extension) or `notes/standup`.
  private static func documentPath(for expectation: String) -> String? {
    let base = String(expectation.dropLast(".expect.json".count))
    if FileManager.default.fileExists(atPath: base) { return base }
    let folder = (base as NSString).deletingLastPathComponent
    let stem = (base as NSString).lastPathComponent
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.sorted().first { name in
      name.hasPrefix(stem + ".") && !name.hasSuffix(".json")
    }.map { (folder as NSString).appendingPathComponent($0) }
  }
}

extension DocumentCase {
  /// The document's text.
  ///
  /// - Throws: `CorpusError` when the document cannot be read.
  func text() throws(CorpusError) -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CorpusError(location: path, reason: "cannot be read", fix: "check it")
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// The document's file name, which an import is given beside its text.
  var fileName: String { (path as NSString).lastPathComponent }

  /// What the document is read against: the case's reference instant, zone and team.
  var context: ParsingContext {
    let zone = TimeZone(identifier: timeZone) ?? .gmt
    let (date, time) = ParsingContext.localDateTime(now) ?? (LocalDate(dayNumber: 0), .midnight)
    var base = ParsingContext(localDate: date, time: time, timeZone: zone, roster: Roster(team))
    base.timeZoneName = timeZone
    return base
  }
}

/// Scores the document pipeline: item precision, recall and F1, and owner and due-date
/// accuracy over the items matched.
///
/// An expected item matches a found task that starts within 2 lines of it (wrapped items)
/// and whose title holds every keyword; each found task matches at most one item.
public struct DocumentEvaluator: Sendable {
  /// Items below this confidence are left out, as `intake import` leaves them out.
  public var minimumConfidence: Double

  public init(minimumConfidence: Double = DocumentParser.defaultMinimumConfidence) {
    self.minimumConfidence = minimumConfidence
  }

  /// How an owner is compared: without case, and without a leading "the" ("the chairs" and
  /// "chairs" are one group).
  static func ownerKey(_ owner: String) -> String {
    let lower = owner.lowercased()
    return lower.hasPrefix("the ") ? String(lower.dropFirst(4)) : lower
  }

  /// The outcome of one document.
  public struct DocumentResult: Sendable {
    public var corpusCase: DocumentCase
    public var found: [DocumentDraft]
    public var matched: Int
    /// One line per miss: unmatched expected items, extra tasks, wrong owners and dates.
    public var failures: [String]
    public var ownersRight = 0
    public var ownersScored = 0
    public var datesRight = 0
    public var datesScored = 0
  }

  /// Totals over every document.
  public struct Report: Sendable {
    public var documents: [DocumentResult]
    public var expected: Int { documents.reduce(0) { $0 + $1.corpusCase.items.count } }
    public var found: Int { documents.reduce(0) { $0 + $1.found.count } }
    public var matched: Int { documents.reduce(0) { $0 + $1.matched } }
    public var precision: Double { found == 0 ? 1 : Double(matched) / Double(found) }
    public var recall: Double { expected == 0 ? 1 : Double(matched) / Double(expected) }
    public var f1: Double {
      precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
    }
    public var ownerAccuracy: Double {
      ratio(
        documents.reduce(0) { $0 + $1.ownersRight }, documents.reduce(0) { $0 + $1.ownersScored })
    }
    public var dueDateAccuracy: Double {
      ratio(documents.reduce(0) { $0 + $1.datesRight }, documents.reduce(0) { $0 + $1.datesScored })
    }

    private func ratio(_ right: Int, _ total: Int) -> Double {
      total == 0 ? 1 : Double(right) / Double(total)
    }
  }

  /// Runs every document through the import pipeline and scores it.
  /// - Throws: `CorpusError` when a document cannot be read.
  public func run(_ cases: [DocumentCase]) throws(CorpusError) -> Report {
    var results: [DocumentResult] = []
    for corpusCase in cases { results.append(try run(corpusCase)) }
    return Report(documents: results)
  }

  private func run(_ corpusCase: DocumentCase) throws(CorpusError) -> DocumentResult {
    let text = try corpusCase.text()
    let found =
      corpusCase.isMessage
      ? DocumentParser.message(text, base: corpusCase.context)
      : DocumentParser.parse(text, base: corpusCase.context, fileName: corpusCase.fileName)
        .filter { $0.confidence >= minimumConfidence }
    var result = DocumentResult(corpusCase: corpusCase, found: found, matched: 0, failures: [])
    var used = [Bool](repeating: false, count: found.count)
    for item in corpusCase.items {
      let match = found.indices.first { index in
        !used[index] && abs(found[index].line - item.line) <= 2
          && item.keywords.allSatisfy { found[index].draft.text.lowercased().contains($0) }
      }
      guard let match else {
        result.failures.append("missed line \(item.line): \(item.keywords.joined(separator: " "))")
        continue
      }
      used[match] = true
      result.matched += 1
      let draft = found[match].draft
      if let owners = item.owners {
        result.ownersScored += 1
        if owners.map(Self.ownerKey) == draft.owners.map(Self.ownerKey) {
          result.ownersRight += 1
        } else {
          result.failures.append(
            "line \(item.line) owners: expected \(owners.joined(separator: ", ")), got "
              + (draft.owners.isEmpty ? "none" : draft.owners.joined(separator: ", ")))
        }
      } else if case .value(let owner) = item.owner {
        result.ownersScored += 1
        if owner.map(Self.ownerKey) == draft.assignedTo.map(Self.ownerKey) {
          result.ownersRight += 1
        } else {
          result.failures.append(
            "line \(item.line) owner: expected \(owner ?? "null"), got \(draft.assignedTo ?? "null")"
          )
        }
      }
      if case .value(let due) = item.dueDate {
        result.datesScored += 1
        if due == draft.dueDate?.description {
          result.datesRight += 1
        } else {
          result.failures.append(
            "line \(item.line) due: expected \(due ?? "null"), got \(draft.dueDate?.description ?? "null")"
          )
        }
      }
    }
    for (index, draft) in found.enumerated() where !used[index] {
      result.failures.append("extra line \(draft.line): \(draft.draft.text)")
    }
    return result
  }
}
