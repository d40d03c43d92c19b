import Foundation
import IntakeCore
import IntakeParsing

/// Scores the parser on corpus cases: per field precision, recall and F1, and the share of
/// cases with every expected field right.
///
/// Per field and case: a right value is a true positive; a wrong or unexpected value is a
/// false positive; a missing or wrong value where one was expected is a false negative (a
/// wrong value counts as both, as usual for extraction). Lists compare as sets; RRULEs compare
/// part by part, in any order.
public struct Evaluator: Sendable {
  public init() {}

  /// The outcome of one case.
  public struct CaseResult: Sendable {
    public var corpusCase: CorpusCase
    public var draft: TaskDraft
    /// One line per field that was wrong: `due_date: expected 2026-03-06, got 2026-03-13`.
    public var failures: [String]
    public var isPass: Bool { failures.isEmpty }
  }

  /// Counts for one field.
  public struct FieldScore: Sendable, Equatable {
    public var truePositives = 0
    public var falsePositives = 0
    public var falseNegatives = 0
    /// Cases where the field was scored.
    public var support = 0
    public var correct = 0

    public var precision: Double {
      let found = truePositives + falsePositives
      return found == 0 ? 1 : Double(truePositives) / Double(found)
    }

    public var recall: Double {
      let expected = truePositives + falseNegatives
      return expected == 0 ? 1 : Double(truePositives) / Double(expected)
    }

    public var f1: Double {
      let sum = precision + recall
      return sum == 0 ? 0 : 2 * precision * recall / sum
    }

    /// Share of scored cases where the field was exactly right.
    public var accuracy: Double { support == 0 ? 1 : Double(correct) / Double(support) }
  }

  /// The outcome of a run.
  public struct Report: Sendable {
    /// The cases kept (every one, or only the failing ones), in the order run.
    public var cases: [CaseResult]
    /// Keyed by the JSON field name (`due_date`, …).
    public var fields: [String: FieldScore]
    /// Cases with every expected field right.
    public var passed: Int
    /// Cases run.
    public var total: Int
    public var fullyRight: Double { total == 0 ? 1 : Double(passed) / Double(total) }
  }

  /// Which case results a report keeps: tens of thousands of passing ones are only counted
  /// when nobody will read them.
  public enum Keep: Sendable {
    case every
    case failures
  }

  /// The field names, in the order reports print them.
  public static let fieldNames = [
    "text", "due_date", "due_time", "start_date", "recurrence", "recurrence_from", "priority",
    "assigned_to", "owners", "tags",
  ]

  /// Runs every case, on every core when there are enough of them to share.
  ///
  /// Cases are read independently, so a long file is cut into one run of consecutive cases
  /// per core and the reports are joined in order: the report is the same as from one thread.
  public func run(_ cases: [CorpusCase], keeping keep: Keep = .every) -> Report {
    let reports = Concurrent.runs(of: cases.count, minimum: 2_000) { range in
      run(cases[range], keeping: keep)
    }
    var joined = Report(cases: [], fields: [:], passed: 0, total: cases.count)
    for report in reports {
      joined.cases += report.cases
      joined.passed += report.passed
      for (name, score) in report.fields {
        var field = joined.fields[name] ?? FieldScore()
        field.truePositives += score.truePositives
        field.falsePositives += score.falsePositives
        field.falseNegatives += score.falseNegatives
        field.support += score.support
        field.correct += score.correct
        joined.fields[name] = field
      }
    }
    return joined
  }

  /// Runs the cases on the calling thread.
  private func run(_ cases: ArraySlice<CorpusCase>, keeping keep: Keep) -> Report {
    var fields: [String: FieldScore] = [:]
    var results: [CaseResult] = []
    var passed = 0
    if keep == .every { results.reserveCapacity(cases.count) }
    // Cases share a handful of zones, and runs of cases share a reference: each zone is looked
    // up once, and a context is reused while the reference stays the same.
    var zones: [String: TimeZone] = [:]
    var last: (corpusCase: CorpusCase, context: ParsingContext)?
    for corpusCase in cases {
      let context: ParsingContext
      if let last, Self.sameReference(last.corpusCase, corpusCase) {
        context = last.context
      } else {
        let zone =
          zones[corpusCase.timeZone]
          ?? {
            let zone = Self.zone(corpusCase.timeZone)
            zones[corpusCase.timeZone] = zone
            return zone
          }()
        context = Self.context(for: corpusCase, zone: zone)
        last = (corpusCase, context)
      }
      let draft = TaskParser(context: context).parse(corpusCase.text)
      var failures: [String] = []
      let expect = corpusCase.expect
      let checks: [(String, Expected<String>, String?, (String, String) -> Bool)] = [
        ("text", expect.text, draft.text, ==),
        ("due_date", expect.dueDate, draft.dueDate?.description, ==),
        ("due_time", expect.dueTime, draft.dueTime?.description, ==),
        ("start_date", expect.startDate, draft.startDate?.description, ==),
        ("recurrence", expect.recurrence, draft.recurrence, Self.sameRule),
        (
          "recurrence_from", expect.recurrenceFrom,
          RecurrenceAnchor.name(of: draft.recurrence, fromCompletion: draft.repeatsFromCompletion),
          ==
        ),
        ("priority", expect.priority, draft.priority.rawValue, ==),
        (
          "assigned_to", expect.assignedTo, draft.assignedTo, { $0.lowercased() == $1.lowercased() }
        ),
      ]
      for (name, expected, got, same) in checks {
        guard case .value(let value) = expected else { continue }
        score(name, expected: value, got: got, same: same, into: &fields, failures: &failures)
      }
      let lists: [(String, Expected<[String]>, [String])] = [
        ("owners", expect.owners, draft.owners), ("tags", expect.tags, draft.tags),
      ]
      for (name, expected, got) in lists {
        guard case .value(let value) = expected else { continue }
        let expectedText = value.flatMap { $0.isEmpty ? nil : Self.listKey($0) }
        let gotText = got.isEmpty ? nil : Self.listKey(got)
        score(
          name, expected: expectedText, got: gotText, same: ==, into: &fields, failures: &failures)
      }
      if failures.isEmpty { passed += 1 }
      if keep == .every || !failures.isEmpty {
        results.append(CaseResult(corpusCase: corpusCase, draft: draft, failures: failures))
      }
    }
    return Report(cases: results, fields: fields, passed: passed, total: cases.count)
  }

  /// The draft the parser gives for a case, read in the case's own context.
  public func parse(_ corpusCase: CorpusCase) -> TaskDraft {
    let context = Self.context(for: corpusCase, zone: Self.zone(corpusCase.timeZone))
    return TaskParser(context: context).parse(corpusCase.text)
  }

  private static func zone(_ name: String) -> TimeZone {
    TimeZone(identifier: name) ?? TimeZone(secondsFromGMT: 0) ?? .current
  }

  private static func context(for corpusCase: CorpusCase, zone: TimeZone) -> ParsingContext {
    let (date, time) =
      ParsingContext.localDateTime(corpusCase.now) ?? (LocalDate(dayNumber: 0), .midnight)
    var context = ParsingContext(
      localDate: date, time: time, timeZone: zone, dateOrder: corpusCase.dateOrder,
      roster: Roster(corpusCase.team))
    context.timeZoneName = corpusCase.timeZone
    return context
  }

  /// Whether two cases are read against the same reference, zone, date order and team.
  private static func sameReference(_ a: CorpusCase, _ b: CorpusCase) -> Bool {
    a.now == b.now && a.timeZone == b.timeZone && a.dateOrder == b.dateOrder && a.team == b.team
  }

  private func score(
    _ name: String, expected: String?, got: String?, same: (String, String) -> Bool,
    into fields: inout [String: FieldScore], failures: inout [String]
  ) {
    var field = fields[name] ?? FieldScore()
    field.support += 1
    let isRight: Bool
    switch (expected, got) {
    case (nil, nil):
      isRight = true
    case (let expected?, let got?):
      isRight = same(expected, got)
      if isRight {
        field.truePositives += 1
      } else {
        field.falsePositives += 1
        field.falseNegatives += 1
      }
    case (nil, .some):
      isRight = false
      field.falsePositives += 1
    case (.some, nil):
      isRight = false
      field.falseNegatives += 1
    }
    if isRight {
      field.correct += 1
    } else {
      failures.append("\(name): expected \(expected ?? "null"), got \(got ?? "null")")
    }
    fields[name] = field
  }

  private static func listKey(_ items: [String]) -> String {
    items.map { $0.lowercased() }.sorted().joined(separator: ", ")
  }

  /// Whether two RRULEs have the same parts, in any order and case.
  static func sameRule(_ a: String, _ b: String) -> Bool {
    func parts(_ rule: String) -> Set<String> {
      var text = rule.uppercased()
      if text.hasPrefix("RRULE:") { text.removeFirst(6) }
      return Set(text.split(separator: ";").map(String.init).filter { $0 != "INTERVAL=1" })
    }
    return parts(a) == parts(b)
  }
}
