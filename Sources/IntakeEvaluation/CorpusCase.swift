import Foundation
import IntakeCore
import IntakeParsing

/// One labelled example: text, its reference instant and team, and the fields expected.
///
/// Only the keys present in `expect` are scored. The format is documented in
/// corpora/README.md.
public struct CorpusCase: Sendable {
  public var id: String
  public var text: String
  public var now: String
  public var timeZone: String
  public var dateOrder: DateOrder
  public var team: [TeamMember]
  public var expect: Expectation
  /// Why the case is known to fail, when it is; the corpus test expects it to fail.
  public var knownGap: String?
  /// Where the case was read from, as `path:line`.
  public var location: String
}

/// The fields a case expects.
///
/// A field is `.absent` when not scored, `.value(nil)` when the case expects it empty.
public struct Expectation: Sendable {
  public var text: Expected<String> = .absent
  public var dueDate: Expected<String> = .absent
  public var dueTime: Expected<String> = .absent
  /// The day the task may start (`t:`, `wait:`).
  public var startDate: Expected<String> = .absent
  public var recurrence: Expected<String> = .absent
  /// "due" or "completion": what the next occurrence counts from.
  public var recurrenceFrom: Expected<String> = .absent
  public var priority: Expected<String> = .absent
  public var assignedTo: Expected<String> = .absent
  public var owners: Expected<[String]> = .absent
  public var tags: Expected<[String]> = .absent
}

/// A scored field: absent (not scored) or an expected value, possibly empty.
public enum Expected<Value: Sendable & Equatable>: Sendable, Equatable {
  case absent
  case value(Value?)
}

/// Reading corpus files (JSON Lines).
public enum CorpusReader {
  /// Every case in `path` (a `.jsonl` file or a folder searched recursively).
  ///
  /// A line with `texts` gives one case per phrasing, the second as `id#2` and so on.
  /// - Throws: `CorpusError` naming the file and line of a line that is not a valid case.
  public static func cases(at path: String) throws(CorpusError) -> [CorpusCase] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CorpusError(location: path, reason: "no such file or folder", fix: "check the path")
    }
    if isDirectory.boolValue {
      guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
      var files: [String] = []
      for case let name as String in enumerator where name.hasSuffix(".jsonl") {
        files.append((path as NSString).appendingPathComponent(name))
      }
      var all: [CorpusCase] = []
      for file in files.sorted() { all += try cases(inFile: file) }
      return all
    }
    return try cases(inFile: path)
  }

  private static func cases(inFile path: String) throws(CorpusError) -> [CorpusCase] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CorpusError(location: path, reason: "cannot be read", fix: "check its permissions")
    }
    let lines = [UInt8](data).split(separator: 10, omittingEmptySubsequences: false)
    // Long files are read on every core; the first bad line in the file is the error.
    let runs = Concurrent.runs(of: lines.count, minimum: 2_000) { range in
      Result { () throws(CorpusError) in try cases(in: lines[range], from: range.lowerBound, path) }
    }
    var result: [CorpusCase] = []
    for run in runs { result += try run.get() }
    return result
  }

  /// The cases of lines `first` + 1 … of a file.
  private static func cases(
    in lines: ArraySlice<ArraySlice<UInt8>>, from first: Int, _ path: String
  ) throws(CorpusError) -> [CorpusCase] {
    var result: [CorpusCase] = []
    var lineNumber = first
    for line in lines {
      lineNumber += 1
      let trimmed = JSONLines.trimmed(line)
      if trimmed.isEmpty || trimmed.starts(with: "//".utf8) { continue }
      let location = "\(path):\(lineNumber)"
      guard case .object(let object)? = try? JSONValue(parsing: trimmed) else {
        throw CorpusError(location: location, reason: "not a JSON object")
      }
      result += try parse(object, location: location)
    }
    return result
  }

  private static func parse(_ object: [String: JSONValue], location: String) throws(CorpusError)
    -> [CorpusCase]
  {
    guard let id = object["id"]?.string else {
      throw CorpusError(location: location, reason: "\"id\" is missing")
    }
    let texts =
      object["texts"]?.array?.compactMap(\.string) ?? object["text"]?.string.map { [$0] } ?? []
    guard !texts.isEmpty else {
      throw CorpusError(location: location, reason: "\"text\" is missing")
    }
    guard let now = object["now"]?.string, ParsingContext.localDateTime(now) != nil else {
      throw CorpusError(location: location, reason: "\"now\" must be a local ISO date-time")
    }
    let zone = object["tz"]?.string ?? "UTC"
    guard TimeZone(identifier: zone) != nil else {
      throw CorpusError(location: location, reason: "\"tz\" \(zone) is not an IANA time zone")
    }
    var order = DateOrder.mdy
    if let raw = object["date_order"]?.string {
      guard let parsed = DateOrder(rawValue: raw) else {
        throw CorpusError(location: location, reason: "\"date_order\" must be mdy, dmy or ymd")
      }
      order = parsed
    }
    var team: [TeamMember] = []
    for member in object["team"]?.array ?? [] {
      guard let name = member["name"]?.string else {
        throw CorpusError(location: location, reason: "a team member has no \"name\"")
      }
      team.append(
        TeamMember(name: name, aliases: member["aliases"]?.array?.compactMap(\.string) ?? []))
    }
    guard let expect = object["expect"]?.object else {
      throw CorpusError(location: location, reason: "\"expect\" is missing")
    }
    let expectation = try expectation(expect, location: location)
    return texts.enumerated().map { index, text in
      CorpusCase(
        id: index == 0 ? id : "\(id)#\(index + 1)", text: text, now: now, timeZone: zone,
        dateOrder: order, team: team, expect: expectation,
        knownGap: object["known_gap"]?.string, location: location)
    }
  }

  private static func expectation(_ object: [String: JSONValue], location: String)
    throws(CorpusError) -> Expectation
  {
    var expectation = Expectation()
    func string(_ key: String) throws(CorpusError) -> Expected<String> {
      guard let value = object[key] else { return .absent }
      if value == .null { return .value(nil) }
      guard let text = value.string else {
        throw CorpusError(location: location, reason: "\"\(key)\" must be a string or null")
      }
      return .value(text)
    }
    func list(_ key: String) throws(CorpusError) -> Expected<[String]> {
      guard let value = object[key] else { return .absent }
      if value == .null { return .value([]) }
      guard let items = value.array, items.allSatisfy({ $0.string != nil }) else {
        throw CorpusError(location: location, reason: "\"\(key)\" must be a list of strings")
      }
      return .value(items.compactMap(\.string))
    }
    let known: Set<String> = [
      "text", "due_date", "due_time", "start_date", "recurrence", "recurrence_from", "priority",
      "assigned_to", "owners", "tags",
    ]
    for key in object.keys where !known.contains(key) {
      throw CorpusError(location: location, reason: "\"expect\" has an unknown key \"\(key)\"")
    }
    expectation.text = try string("text")
    expectation.dueDate = try string("due_date")
    expectation.dueTime = try string("due_time")
    expectation.startDate = try string("start_date")
    expectation.recurrence = try string("recurrence")
    expectation.recurrenceFrom = try string("recurrence_from")
    expectation.priority = try string("priority")
    expectation.assignedTo = try string("assigned_to")
    expectation.owners = try list("owners")
    expectation.tags = try list("tags")
    return expectation
  }
}

/// A corpus file or line that cannot be read.
public struct CorpusError: Error, CustomStringConvertible, Sendable {
  /// `path` or `path:line`.
  public var location: String
  public var reason: String
  public var fix = "fix the case (the format is in corpora/README.md)"

  public var description: String { "\(location): \(reason); \(fix)" }
}
