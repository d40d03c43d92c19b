import Foundation
import Testing

@Suite("intake eval")
struct EvalTests {
  private struct ReportJSON: Decodable {
    struct Field: Decodable {
      var precision: Double
      var recall: Double
      var f1: Double
      var accuracy: Double
      var support: Int
    }

    struct Case: Decodable {
      var id: String
      var pass: Bool
      var got: DraftJSON
      var failures: [String]
    }

    var fields: [String: Field]
    var cases: [Case]
    var passed: Int
    var total: Int
  }

  /// One corpus line read at the fixed now, in UTC.
  private static func line(
    _ id: String, _ text: String, expect: KeyValuePairs<String, String>
  ) -> String {
    let fields = expect.map { "\"\($0.key)\":\"\($0.value)\"" }.joined(separator: ",")
    return "{\"id\":\"\(id)\",\"text\":\"\(text)\",\"now\":\"2026-03-04T09:00:00\","
      + "\"tz\":\"UTC\",\"expect\":{\(fields)}}"
  }

  /// Three cases, the last one expecting a wrong date on purpose.
  private static let corpus =
    [
      line(
        "mixed-budget", "call Ana tmrw 3pm about the budget !high",
        expect: [
          "text": "Call Ana about the budget", "due_date": "2026-03-05", "due_time": "15:00",
          "priority": "high",
        ]),
      line(
        "weekday-rent", "pay rent by friday",
        expect: ["text": "Pay rent", "due_date": "2026-03-06"]),
      line("weekday-wrong-on-purpose", "pay rent by friday", expect: ["due_date": "2026-03-07"]),
    ].joined(separator: "\n") + "\n"

  /// Writes `text` to `name` in the sandbox and returns its path.
  private func write(_ text: String, to name: String, in intake: IntakeSandbox) throws -> String {
    let url = intake.folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test func evalPrintsAScoreLinePerFieldAndTheShareFullyRight() throws {
    let intake = try IntakeSandbox()
    let path = try write(Self.corpus, to: "cases.jsonl", in: intake)
    let result = try intake.succeed(["eval", path])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("field ") == true)
    let fieldLines = lines.dropFirst().dropLast()
    #expect(
      fieldLines.map { $0.prefix { $0 != " " } } == ["text", "due_date", "due_time", "priority"])
    #expect(fieldLines.first { $0.hasPrefix("due_date ") }?.hasSuffix("66.7%       3") == true)
    #expect(lines.last == "fully right: 2/3 (66.7%)")
  }

  @Test func failuresNamesTheFailingCaseAndWhereItIs() throws {
    let intake = try IntakeSandbox()
    let path = try write(Self.corpus, to: "cases.jsonl", in: intake)
    let result = try intake.succeed(["eval", "--failures", path])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "✗ weekday-wrong-on-purpose (\(path):3): pay rent by friday")
    #expect(lines.dropFirst().first == "    due_date: expected 2026-03-07, got 2026-03-06")
  }

  @Test func evalJSONGivesFieldsAndEveryCase() throws {
    let intake = try IntakeSandbox()
    let path = try write(Self.corpus, to: "cases.jsonl", in: intake)
    let report = try intake.succeed(["eval", "--json", path]).decode(ReportJSON.self)
    #expect(Set(report.fields.keys) == ["text", "due_date", "due_time", "priority"])
    #expect(report.fields["due_date"]?.support == 3)
    #expect(report.fields["text"]?.f1 == 1)
    #expect(report.cases.map(\.id) == ["mixed-budget", "weekday-rent", "weekday-wrong-on-purpose"])
    #expect(report.cases.map(\.pass) == [true, true, false])
    #expect(report.cases[0].got.text == "Call Ana about the budget")
    #expect(report.cases[2].got.dueDate == "2026-03-06")
    #expect(report.cases[2].failures == ["due_date: expected 2026-03-07, got 2026-03-06"])
    #expect(report.passed == 2)
    #expect(report.total == 3)
  }

  @Test func evalReadsEveryJSONLFileInAFolder() throws {
    let intake = try IntakeSandbox()
    let folder = intake.folder.appendingPathComponent("corpus/quick-add", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    _ = try write(Self.corpus, to: "corpus/quick-add/a.jsonl", in: intake)
    _ = try write(
      Self.corpus.replacingOccurrences(of: "\"id\":\"", with: "\"id\":\"b-"), to: "corpus/b.jsonl",
      in: intake)
    _ = try write("not a case", to: "corpus/notes.txt", in: intake)
    let result = try intake.succeed(["eval", intake.folder.appendingPathComponent("corpus").path])
    #expect(result.stdout.hasSuffix("fully right: 4/6 (66.7%)\n"))
  }

  @Test func aMalformedLineIsAnErrorNamingFileAndLine() throws {
    let intake = try IntakeSandbox()
    let lines = Self.corpus.split(separator: "\n").map(String.init)
    let path = try write(
      lines[0] + "\n{\"id\": \"broken\", \n" + lines[1] + "\n", to: "bad.jsonl", in: intake)
    let result = try intake.run(["eval", path])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderrLines
        == [
          "Error: \(path):2: not a JSON object; fix the case (the format is in corpora/README.md)"
        ])
  }

  @Test func aCaseWithoutExpectIsAnErrorNamingFileAndLine() throws {
    let intake = try IntakeSandbox()
    let path = try write(
      #"{"id":"no-expect","text":"x","now":"2026-03-04T09:00:00","tz":"UTC"}"# + "\n",
      to: "bad.jsonl", in: intake)
    let result = try intake.run(["eval", path])
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderrLines.first?.hasPrefix("Error: \(path):1: \"expect\" is missing") == true)
  }

  @Test func aMissingCorpusFileExits1NamingIt() throws {
    let intake = try IntakeSandbox()
    let result = try intake.run(["eval", "missing.jsonl"])
    #expect(result.status == 1)
    #expect(result.stderrLines.count == 1)
    #expect(
      result.stderrLines.first?.hasPrefix("Error: missing.jsonl: no such file or folder") == true)
  }
}
