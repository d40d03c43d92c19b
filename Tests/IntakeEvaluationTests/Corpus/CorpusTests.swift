import Foundation
import IntakeCore
import IntakeParsing
import IntakeTestSupport
import Testing

@testable import IntakeEvaluation

/// Runs every labelled case in corpora/ and holds the accuracy to corpora/baseline.json.
///
/// Each case is its own test, so a failure names the case and what went wrong. A case marked
/// `known_gap` is expected to fail: the day it passes, its test fails and the marker must go.
/// The baseline may only go up (STYLE.md §5).
@Suite struct CorpusTests {
  static let cases: [CorpusCase] = (try? CorpusReader.cases(at: Corpora.quickAdd)) ?? []

  @Test func corpusLoadsAndIsLargeEnough() throws {
    let loaded = try CorpusReader.cases(at: Corpora.quickAdd)
    #expect(loaded.count >= 400)
    let ids = loaded.map(\.id)
    #expect(Set(ids).count == ids.count, "corpus ids must be unique")
  }

  @Test(arguments: cases.map(CaseArgument.init))
  func corpusCase(_ argument: CaseArgument) {
    let result = Evaluator().run([argument.corpusCase]).cases[0]
    let message = Comment(
      rawValue: "\(argument.corpusCase.location) \"\(argument.corpusCase.text)\"\n"
        + result.failures.joined(separator: "\n") + "\n" + Self.trace(argument.corpusCase))
    if argument.corpusCase.knownGap != nil {
      withKnownIssue(message) { #expect(result.isPass) }
    } else {
      #expect(result.isPass, message)
    }
  }

  @Test func accuracyNeverDropsBelowTheBaseline() throws {
    let baseline = try Baseline.load(Corpora.baseline)
    let report = Evaluator().run(Self.cases)
    for (name, minimum) in baseline.quickAdd.fields {
      let score = try #require(report.fields[name], "baseline names unknown field \(name)")
      #expect(score.f1 >= minimum - 1e-9, "\(name) F1 \(score.f1) fell below \(minimum)")
    }
    #expect(
      report.fullyRight >= baseline.quickAdd.fullyRight - 1e-9,
      "fully right \(report.fullyRight) fell below \(baseline.quickAdd.fullyRight)")
    #expect(report.fullyRight >= 0.95, "the target is 95% of the corpus fully right")
  }

  @Test func documentsHoldTheirBaseline() throws {
    var cases: [DocumentCase] = []
    for folder in Corpora.documentFolders { cases += try DocumentCaseReader.cases(at: folder) }
    #expect(cases.count >= 40)
    try Self.expect(cases, toHold: try Baseline.load(Corpora.baseline).documents)
  }

  @Test func spokenCallsHoldTheirBaseline() throws {
    let cases = try DocumentCaseReader.cases(at: Corpora.spoken)
    #expect(cases.count >= 12)
    try Self.expect(cases, toHold: try Baseline.load(Corpora.baseline).spoken)
  }

  /// Voicemails, written before the rules that read a message to its listener: held to the
  /// floor they reached, and to no target yet.
  @Test func voicemailsHoldTheirBaseline() throws {
    let cases = try DocumentCaseReader.cases(at: Corpora.voicemail)
    #expect(cases.count >= 8)
    #expect(cases.allSatisfy { $0.isMessage })
    try Self.expect(cases, toHold: try Baseline.load(Corpora.baseline).voicemail, hasTargets: false)
  }

  /// The newest minutes, written before the rules that read them: held to their own floor,
  /// which rises as the rules learn their shapes, and to no target yet.
  @Test func newestMinutesHoldTheirBaseline() throws {
    let cases = try DocumentCaseReader.cases(at: Corpora.minutes)
    #expect(cases.count >= 4)
    try Self.expect(cases, toHold: try Baseline.load(Corpora.baseline).minutes, hasTargets: false)
  }

  /// Minutes in more styles (standards bodies, open-source projects, councils, workplace
  /// tools), written before the rules that read them, held to the floor they reached.
  @Test func unseenMinutesHoldTheirBaseline() throws {
    let cases = try DocumentCaseReader.cases(at: Corpora.unseen)
    #expect(cases.count >= 25)
    try Self.expect(cases, toHold: try Baseline.load(Corpora.baseline).unseen, hasTargets: false)
  }

  /// Documents by writers who saw no rule (corpora/outside), held to the floor they reached
  /// once rules were written for them.
  @Test func outsideDocumentsHoldTheirBaseline() throws {
    let cases = try DocumentCaseReader.cases(at: Corpora.outside)
    #expect(cases.count >= 16)
    try Self.expect(cases, toHold: try Baseline.load(Corpora.baseline).outside, hasTargets: false)
  }

  /// Scores documents and holds them to their floor and to the targets.
  private static func expect(
    _ cases: [DocumentCase], toHold floor: Baseline.Documents, hasTargets: Bool = true
  ) throws {
    let report = try DocumentEvaluator().run(cases)
    let failures = report.documents.flatMap { document in
      document.failures.map { "\(document.corpusCase.path): \($0)" }
    }
    let detail = Comment(rawValue: failures.joined(separator: "\n"))
    #expect(report.f1 >= floor.f1 - 1e-9, detail)
    #expect(report.ownerAccuracy >= floor.ownerAccuracy - 1e-9, detail)
    #expect(report.dueDateAccuracy >= floor.dueDateAccuracy - 1e-9, detail)
    if hasTargets {
      #expect(report.f1 >= 0.9 && report.ownerAccuracy >= 0.9, "targets: F1 0.9, owners 90%")
    }
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: Corpora.developmentSet)))
  func developmentSetDatesHoldTheirBaseline() throws {
    let baseline = try Baseline.load(Corpora.baseline)
    let report = Evaluator().run(try CorpusReader.cases(at: Corpora.developmentSet))
    let dates = try #require(report.fields["due_date"])
    #expect(
      dates.accuracy >= baseline.developmentDueDateAccuracy - 1e-9,
      "dev set dates \(dates.accuracy) fell below \(baseline.developmentDueDateAccuracy)")
    #expect(dates.accuracy >= 0.90, "the target is 90% of the dev set's dates right")
  }

  private static func trace(_ corpusCase: CorpusCase) -> String {
    let zone = TimeZone(identifier: corpusCase.timeZone) ?? .gmt
    guard let (date, time) = ParsingContext.localDateTime(corpusCase.now) else { return "" }
    let context = ParsingContext(
      localDate: date, time: time, timeZone: zone, dateOrder: corpusCase.dateOrder,
      roster: Roster(corpusCase.team))
    return TaskParser(context: context).explain(corpusCase.text).trace.joined(separator: "\n")
  }
}

/// A corpus case as a test argument, named by its id.
struct CaseArgument: CustomTestStringConvertible, Sendable {
  let corpusCase: CorpusCase
  var testDescription: String { corpusCase.id }
}

/// corpora/baseline.json: the scores the corpus tests may not fall below.
struct Baseline: Decodable {
  struct Suite: Decodable {
    var fields: [String: Double]
    var fullyRight: Double

    enum CodingKeys: String, CodingKey {
      case fields
      case fullyRight = "fully_right"
    }
  }

  struct Documents: Decodable {
    var f1: Double
    var ownerAccuracy: Double
    var dueDateAccuracy: Double

    enum CodingKeys: String, CodingKey {
      case f1
      case ownerAccuracy = "owner_accuracy"
      case dueDateAccuracy = "due_date_accuracy"
    }
  }

  var quickAdd: Suite
  var documents: Documents
  /// corpora/spoken: calls in spoken style, kept apart because they were written before
  /// the rules that read them.
  var spoken: Documents
  /// corpora/minutes: the newest minutes, kept apart for the same reason.
  var minutes: Documents
  /// corpora/unseen: minutes in more styles, kept apart for the same reason.
  var unseen: Documents
  /// corpora/voicemail: messages to their listener, kept apart for the same reason.
  var voicemail: Documents
  /// corpora/outside: documents by writers who saw no rule.
  var outside: Documents
  var developmentDueDateAccuracy: Double

  enum CodingKeys: String, CodingKey {
    case quickAdd = "quick-add"
    case documents
    case spoken
    case minutes
    case unseen
    case voicemail
    case outside
    case developmentDueDateAccuracy = "dates-msrt-due-date-accuracy"
  }

  static func load(_ path: String) throws -> Baseline {
    try JSONDecoder().decode(Baseline.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
  }
}
