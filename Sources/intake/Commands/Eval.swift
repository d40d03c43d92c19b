import ArgumentParser
import Foundation
import IntakeCore
import IntakeParsing

extension Intake {
  /// `intake eval PATH…`: how accurate the extractor is on labelled cases.
  struct Eval: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Score the extractor on corpus files (JSON Lines) or folders of them.",
      discussion: "The case format is described in corpora/README.md.")

    @Argument(help: "Corpus files or folders (searched for *.jsonl).")
    var paths: [String] = ["corpora"]

    @Flag(help: "Print {\"fields\": …, \"cases\": […]} as JSON.")
    var json = false

    @Flag(help: "List every failing case with what went wrong.")
    var failures = false

    func run() throws {
      try Failure.report {
        var cases: [CorpusCase] = []
        for path in paths { cases += try CorpusReader.cases(at: path) }
        guard !cases.isEmpty else {
          throw CLIError(
            "\(paths.joined(separator: " ")): no corpus cases found; pass .jsonl files")
        }
        let report = Evaluator().run(cases)
        print(json ? try Console.json(EvalJSON(report)) : render(report))
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
      lines.append("fully right: \(report.passed)/\(report.cases.count) (\(share))")
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

  var fields: [String: Field]
  var fullyRight: Double
  var passed: Int
  var total: Int
  var cases: [Case]

  enum CodingKeys: String, CodingKey {
    case fields, passed, total, cases
    case fullyRight = "fully_right"
  }

  init(_ report: Evaluator.Report) {
    fields = report.fields.mapValues {
      Field(
        precision: $0.precision, recall: $0.recall, f1: $0.f1, accuracy: $0.accuracy,
        support: $0.support)
    }
    fullyRight = report.fullyRight
    passed = report.passed
    total = report.cases.count
    cases = report.cases.map {
      Case(id: $0.corpusCase.id, pass: $0.isPass, got: $0.draft, failures: $0.failures)
    }
  }
}
