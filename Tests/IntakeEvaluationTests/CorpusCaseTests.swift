import Foundation
import IntakeCore
import IntakeTestSupport
import Testing

@testable import IntakeEvaluation

@Suite("CorpusReader")
struct CorpusCaseTests {
  private static let valid =
    #"{"id": "rel-today", "texts": ["pay rent today", "today pay rent"], "now": "2026-03-04T09:00:00", "tz": "Europe/Lisbon", "date_order": "dmy", "team": [{"name": "Ana Lima", "aliases": ["ana"]}], "expect": {"due_date": "2026-03-04", "due_time": null, "tags": null, "owners": ["Ana Lima"]}, "known_gap": "why"}"#

  /// Runs `body` with a new folder holding `files` (name → contents), removed afterwards.
  private func withFolder<Value>(
    _ files: [String: String], _ body: (String) throws -> Value
  ) throws -> Value {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("intake-corpus-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, contents) in files {
      let path = (folder as NSString).appendingPathComponent(name)
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    }
    return try body(folder)
  }

  /// The error reading `contents` as `cases.jsonl` gives, with the path made relative.
  private func error(reading contents: String) throws -> String {
    try withFolder(["cases.jsonl": contents]) { folder in
      do throws(CorpusError) {
        _ = try CorpusReader.cases(at: folder + "/cases.jsonl")
        return "no error"
      } catch {
        return error.description.replacingOccurrences(of: folder + "/", with: "")
      }
    }
  }

  @Test func aLineWithSeveralPhrasingsGivesOneCaseEach() throws {
    let cases = try withFolder(["quick-add/a.jsonl": Self.valid]) { folder in
      try CorpusReader.cases(at: folder + "/quick-add/a.jsonl")
    }
    #expect(cases.map(\.id) == ["rel-today", "rel-today#2"])
    #expect(cases.map(\.text) == ["pay rent today", "today pay rent"])
    let first = try #require(cases.first)
    #expect(first.now == "2026-03-04T09:00:00")
    #expect(first.timeZone == "Europe/Lisbon")
    #expect(first.dateOrder == .dmy)
    #expect(first.team == [TeamMember(name: "Ana Lima", aliases: ["ana"])])
    #expect(first.knownGap == "why")
    #expect(first.location.hasSuffix("quick-add/a.jsonl:1"))
  }

  @Test func expectedFieldsAreAbsentNullOrAValue() throws {
    let cases = try withFolder(["a.jsonl": Self.valid]) { folder in
      try CorpusReader.cases(at: folder + "/a.jsonl")
    }
    let expect = try #require(cases.first).expect
    #expect(expect.dueDate == .value("2026-03-04"))
    #expect(expect.dueTime == .value(nil))
    #expect(expect.tags == .value([]))
    #expect(expect.owners == .value(["Ana Lima"]))
    #expect(expect.text == .absent)
    #expect(expect.priority == .absent)
  }

  @Test func defaultsAreUTCAndMonthFirst() throws {
    let line = #"{"id": "x", "text": "pay rent", "now": "2026-03-04T09:00:00", "expect": {}}"#
    let cases = try withFolder(["a.jsonl": line]) { try CorpusReader.cases(at: $0 + "/a.jsonl") }
    let only = try #require(cases.first)
    #expect(only.timeZone == "UTC")
    #expect(only.dateOrder == .mdy)
    #expect(only.team.isEmpty)
    #expect(only.knownGap == nil)
  }

  @Test func blankLinesAndCommentsAreSkippedButCounted() throws {
    let contents = "// a comment\n\n" + Self.valid + "\n"
    let cases = try withFolder(["a.jsonl": contents]) {
      try CorpusReader.cases(at: $0 + "/a.jsonl")
    }
    #expect(cases.count == 2)
    #expect(cases.allSatisfy { $0.location.hasSuffix("a.jsonl:3") })
  }

  @Test func aFolderIsSearchedRecursivelyInNameOrder() throws {
    let line = { (id: String) in
      #"{"id": "\#(id)", "text": "x", "now": "2026-03-04T09:00:00", "expect": {}}"#
    }
    let files = [
      "b.jsonl": line("b"), "a.jsonl": line("a"), "sub/c.jsonl": line("c"),
      "notes.txt": "not a corpus", "README.md": "# no",
    ]
    let ids = try withFolder(files) { try CorpusReader.cases(at: $0).map(\.id) }
    #expect(ids == ["a", "b", "c"])
  }

  struct Broken: Sendable, CustomTestStringConvertible {
    let name: String
    let contents: String
    let message: String
    var testDescription: String { name }
  }

  @Test(arguments: [
    Broken(
      name: "not JSON", contents: Self.valid + "\n{oops",
      message: "cases.jsonl:2: not a JSON object"),
    Broken(
      name: "a JSON array", contents: "[1, 2]", message: "cases.jsonl:1: not a JSON object"),
    Broken(
      name: "no id", contents: #"{"text": "x", "now": "2026-03-04T09:00:00", "expect": {}}"#,
      message: "cases.jsonl:1: \"id\" is missing"),
    Broken(
      name: "no text", contents: #"{"id": "x", "now": "2026-03-04T09:00:00", "expect": {}}"#,
      message: "cases.jsonl:1: \"text\" is missing"),
    Broken(
      name: "empty texts",
      contents: #"{"id": "x", "texts": [], "now": "2026-03-04T09:00:00", "expect": {}}"#,
      message: "cases.jsonl:1: \"text\" is missing"),
    Broken(
      name: "no now", contents: #"{"id": "x", "text": "x", "expect": {}}"#,
      message: "cases.jsonl:1: \"now\" must be a local ISO date-time"),
    Broken(
      name: "now with an offset",
      contents: #"{"id": "x", "text": "x", "now": "2026-03-04T09:00:00Z", "expect": {}}"#,
      message: "cases.jsonl:1: \"now\" must be a local ISO date-time"),
    Broken(
      name: "unknown zone",
      contents:
        #"{"id": "x", "text": "x", "now": "2026-03-04T09:00:00", "tz": "Mars/Base", "expect": {}}"#,
      message: "cases.jsonl:1: \"tz\" Mars/Base is not an IANA time zone"),
    Broken(
      name: "unknown date order",
      contents:
        #"{"id": "x", "text": "x", "now": "2026-03-04T09:00:00", "date_order": "ydm", "expect": {}}"#,
      message: "cases.jsonl:1: \"date_order\" must be mdy, dmy or ymd"),
    Broken(
      name: "a nameless team member",
      contents:
        #"{"id": "x", "text": "x", "now": "2026-03-04T09:00:00", "team": [{"aliases": []}], "expect": {}}"#,
      message: "cases.jsonl:1: a team member has no \"name\""),
    Broken(
      name: "no expect", contents: #"{"id": "x", "text": "x", "now": "2026-03-04T09:00:00"}"#,
      message: "cases.jsonl:1: \"expect\" is missing"),
    Broken(
      name: "an unknown expected key",
      contents:
        #"{"id": "x", "text": "x", "now": "2026-03-04T09:00:00", "expect": {"due": "2026-03-05"}}"#,
      message: "cases.jsonl:1: \"expect\" has an unknown key \"due\""),
    Broken(
      name: "a number for a date",
      contents:
        #"{"id": "x", "text": "x", "now": "2026-03-04T09:00:00", "expect": {"due_date": 5}}"#,
      message: "cases.jsonl:1: \"due_date\" must be a string or null"),
    Broken(
      name: "a string for a list",
      contents:
        #"{"id": "x", "text": "x", "now": "2026-03-04T09:00:00", "expect": {"tags": "finance"}}"#,
      message: "cases.jsonl:1: \"tags\" must be a list of strings"),
  ])
  func aBrokenLineIsReportedByFileAndLine(_ broken: Broken) throws {
    #expect(
      try error(reading: broken.contents)
        == broken.message + "; fix the case (the format is in corpora/README.md)")
  }

  @Test func aMissingPathIsReported() {
    do throws(CorpusError) {
      _ = try CorpusReader.cases(at: "/nonexistent/intake-corpus.jsonl")
      Issue.record("expected an error")
    } catch {
      #expect(error.location == "/nonexistent/intake-corpus.jsonl")
      #expect(error.reason == "no such file or folder")
    }
  }

  @Test func theShippedCorpusReads() throws {
    let cases = try CorpusReader.cases(at: Corpora.folder)
    #expect(cases.count > 500)
    #expect(cases.allSatisfy { $0.id.contains("-") && $0.id == $0.id.lowercased() })
  }

  /// A long file is read on every core: its cases come in file order, each with its own
  /// line, and the error is the first bad line's, whichever part of the file it is in.
  @Test func aLongFileReadsInOrderAndReportsItsFirstBadLine() throws {
    let lines = (1...6_000).map { number in
      number % 1_000 == 0
        ? "// part \(number / 1_000)"
        : #"{"id": "c\#(number)", "text": "pay rent friday", "now": "2026-03-04T09:00:00", "expect": {}}"#
    }
    let cases = try withFolder(["a.jsonl": lines.joined(separator: "\n")]) {
      try CorpusReader.cases(at: $0 + "/a.jsonl")
    }
    #expect(cases.count == 5_994)
    #expect(cases.map(\.id) == (1...6_000).filter { $0 % 1_000 != 0 }.map { "c\($0)" })
    #expect(cases.allSatisfy { $0.location.hasSuffix("a.jsonl:" + $0.id.dropFirst()) })
    var broken = lines
    broken[5_499] = "{oops"
    broken[1_199] = "[1, 2]"
    let message = try error(reading: broken.joined(separator: "\n"))
    #expect(message.hasPrefix("cases.jsonl:1200: not a JSON object;"))
  }
}
