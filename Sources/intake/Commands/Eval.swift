import ArgumentParser
import Foundation
import IntakeCore
import IntakeDocuments
import IntakeEvaluation

extension Intake {
  /// `intake eval PATH…`: how accurate the extractor is on labelled cases.
  struct Eval: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "eval",
      abstract: "Score the extractor on corpus files (JSON Lines) or folders of them.",
      discussion: "The case format is described in corpora/README.md.")

    @Argument(
      help: "Corpus files or folders (searched for *.jsonl).",
      completion: .file(extensions: ["jsonl"]))
    var paths: [String] = ["corpora"]

    @Flag(help: "Print {\"fields\": …, \"cases\": […]} as JSON.")
    var json = false

    @Flag(help: "List every failing case with what went wrong.")
    var failures = false

    @Option(
      name: .customLong("min-confidence"),
      help: ArgumentHelp(
        "Score documents as an import with this --min-confidence would.", valueName: "0-1"))
    var minimumConfidence = DocumentParser.defaultMinimumConfidence

    func validate() throws {
      try ConfidenceOption.check(minimumConfidence)
    }

    func run() throws {
      try Failure.report {
        var cases: [CorpusCase] = []
        var documents: [DocumentCase] = []
        for path in paths {
          if !path.hasSuffix(".expect.json") { cases += try CorpusReader.cases(at: path) }
          if !path.hasSuffix(".jsonl") { documents += try DocumentCaseReader.cases(at: path) }
        }
        guard !cases.isEmpty || !documents.isEmpty else {
          throw CLIError(
            "\(paths.joined(separator: " ")): no corpus cases found; pass .jsonl files or "
              + "folders of documents with .expect.json files")
        }
        let report = Evaluator().run(cases, keeping: json ? .every : .failures)
        let documentReport = try DocumentEvaluator(minimumConfidence: minimumConfidence)
          .run(documents)
        if json {
          let encoded = EvalJSON(report, documents: documents.isEmpty ? nil : documentReport)
          print(try Console.json(encoded))
        } else {
          var sections: [String] = []
          if !cases.isEmpty { sections.append(render(report)) }
          if !documents.isEmpty { sections.append(render(documentReport)) }
          print(sections.joined(separator: "\n\n"))
        }
      }
    }

    private func render(_ report: Evaluator.Report) -> String {
      var lines: [String] = []
      if failures {
        for result in report.cases where !result.isPass {
          lines.append(
            "✗ \(result.corpusCase.id) (\(result.corpusCase.location)): \(result.corpusCase.text)")
          lines += result.failures.map { "    " + $0 }
        }
        if !lines.isEmpty { lines.append("") }
      }
      lines.append("field        precision  recall     F1  accuracy   cases")
      for name in Evaluator.fieldNames {
        guard let score = report.fields[name] else { continue }
        lines.append(
          name.padding(toLength: 12, withPad: " ", startingAt: 0)
            + percent(score.precision, 10) + percent(score.recall, 8) + percent(score.f1, 7)
            + percent(score.accuracy, 10) + String(format: "%8d", score.support))
      }
      let share = percent(report.fullyRight, 0).trimmingCharacters(in: .whitespaces)
      lines.append("fully right: \(report.passed)/\(report.total) (\(share))")
      return lines.joined(separator: "\n")
    }

    private func render(_ report: DocumentEvaluator.Report) -> String {
      var lines: [String] = []
      if failures {
        for document in report.documents where !document.failures.isEmpty {
          lines.append("✗ \(document.corpusCase.path)")
          lines += document.failures.map { "    " + $0 }
        }
        if !lines.isEmpty { lines.append("") }
      }
      lines.append(
        "documents: \(report.documents.count), items expected \(report.expected), "
          + "found \(report.found), matched \(report.matched)")
      lines.append(
        "items: precision \(percent(report.precision, 0)), recall \(percent(report.recall, 0)), "
          + "F1 \(percent(report.f1, 0))")
      lines.append(
        "on matched items: owner right \(percent(report.ownerAccuracy, 0)), "
          + "due date right \(percent(report.dueDateAccuracy, 0))")
      return lines.joined(separator: "\n")
    }

    private func percent(_ value: Double, _ width: Int) -> String {
      let text = String(format: "%.1f%%", value * 100)
      return String(repeating: " ", count: max(0, width - text.count)) + text
    }
  }
}

/// The JSON shape of `intake eval --json`.
struct EvalJSON: Encodable {
  struct Field: Encodable {
    var precision: Double
    var recall: Double
    var f1: Double
    var accuracy: Double
    var support: Int
  }

  struct Case: Encodable {
    var id: String
    var pass: Bool
    var got: IntakeCore.TaskDraft
    var failures: [String]
  }

  struct Documents: Encodable {
    var documents: Int
    var expected: Int
    var found: Int
    var matched: Int
    var precision: Double
    var recall: Double
    var f1: Double
    var ownerAccuracy: Double
    var dueDateAccuracy: Double

    enum CodingKeys: String, CodingKey {
      case documents, expected, found, matched, precision, recall, f1
      case ownerAccuracy = "owner_accuracy"
      case dueDateAccuracy = "due_date_accuracy"
    }
  }

  var fields: [String: Field]
  var fullyRight: Double
  var passed: Int
  var total: Int
  var cases: [Case]
  var documents: Documents?

  enum CodingKeys: String, CodingKey {
    case fields, passed, total, cases, documents
    case fullyRight = "fully_right"
  }

  init(_ report: Evaluator.Report, documents: DocumentEvaluator.Report? = nil) {
    self.documents = documents.map {
      Documents(
        documents: $0.documents.count, expected: $0.expected, found: $0.found,
        matched: $0.matched, precision: $0.precision, recall: $0.recall, f1: $0.f1,
        ownerAccuracy: $0.ownerAccuracy, dueDateAccuracy: $0.dueDateAccuracy)
    }
    fields = report.fields.mapValues {
      Field(
        precision: $0.precision, recall: $0.recall, f1: $0.f1, accuracy: $0.accuracy,
        support: $0.support)
    }
    fullyRight = report.fullyRight
    passed = report.passed
    total = report.total
    cases = report.cases.map {
      Case(id: $0.corpusCase.id, pass: $0.isPass, got: $0.draft, failures: $0.failures)
    }
  }
}
