import Foundation
import IntakeCore
import Testing

@testable import IntakeEvaluation

@Suite("Evaluator")
struct EvaluatorTests {
  /// A case read on Wednesday 2026-03-04 09:00 UTC.
  private func corpusCase(
    _ text: String, id: String = "case", team: [TeamMember] = [],
    _ fill: (inout IntakeEvaluation.Expectation) -> Void
  ) -> CorpusCase {
    var expect = IntakeEvaluation.Expectation()
    fill(&expect)
    return CorpusCase(
      id: id, text: text, now: "2026-03-04T09:00:00", timeZone: "UTC", dateOrder: .mdy,
      team: team, expect: expect, knownGap: nil, location: "test.jsonl:1")
  }

  @Test func documentOwnersCompareWithoutCaseOrALeadingThe() {
    #expect(DocumentEvaluator.ownerKey("the Chairs") == DocumentEvaluator.ownerKey("chairs"))
    #expect(DocumentEvaluator.ownerKey("Theo") == "theo")
    #expect(DocumentEvaluator.ownerKey("the editors") != DocumentEvaluator.ownerKey("editor"))
  }

  @Test func aRightValueIsATruePositive() throws {
    let report = Evaluator().run([
      corpusCase("pay rent friday") { $0.dueDate = .value("2026-03-06") }
    ])
    let score = try #require(report.fields["due_date"])
    #expect(score == Evaluator.FieldScore(truePositives: 1, support: 1, correct: 1))
    #expect(report.cases[0].isPass)
    #expect(report.passed == 1)
  }

  @Test func aWrongValueIsBothAFalsePositiveAndAFalseNegative() throws {
    let report = Evaluator().run([
      corpusCase("pay rent friday") { $0.dueDate = .value("2026-03-13") }
    ])
    let score = try #require(report.fields["due_date"])
    #expect(score.truePositives == 0)
    #expect(score.falsePositives == 1)
    #expect(score.falseNegatives == 1)
    #expect(score.correct == 0)
    #expect(report.cases[0].failures == ["due_date: expected 2026-03-13, got 2026-03-06"])
    #expect(report.fullyRight == 0)
  }

  @Test func aValueWhereNoneWasExpectedIsAFalsePositive() throws {
    let report = Evaluator().run([
      corpusCase("March Madness bracket friday") { $0.dueDate = .value(nil) }
    ])
    let score = try #require(report.fields["due_date"])
    #expect(score.falsePositives == 1)
    #expect(score.falseNegatives == 0)
    #expect(report.cases[0].failures == ["due_date: expected null, got 2026-03-06"])
  }

  @Test func aMissingValueIsAFalseNegative() throws {
    let report = Evaluator().run([corpusCase("pay rent") { $0.dueTime = .value("15:00") }])
    let score = try #require(report.fields["due_time"])
    #expect(score.falsePositives == 0)
    #expect(score.falseNegatives == 1)
    #expect(report.cases[0].failures == ["due_time: expected 15:00, got null"])
  }

  @Test func nothingExpectedAndNothingFoundIsRightButNotATruePositive() throws {
    let report = Evaluator().run([corpusCase("March Madness bracket") { $0.dueDate = .value(nil) }])
    let score = try #require(report.fields["due_date"])
    #expect(score == Evaluator.FieldScore(support: 1, correct: 1))
    #expect(score.precision == 1)
    #expect(score.recall == 1)
  }

  @Test func fieldsNotExpectedAreNotScored() {
    let report = Evaluator().run([
      corpusCase("pay rent friday !high") { $0.dueDate = .value("2026-03-06") }
    ])
    #expect(report.fields.keys.sorted() == ["due_date"])
  }

  @Test func listsCompareAsSetsIgnoringCase() {
    let team = [TeamMember(name: "Carla Diaz"), TeamMember(name: "Bo Chen")]
    let report = Evaluator().run([
      corpusCase("Carla and Bo to prep #Q1 #finance", team: team) {
        $0.tags = .value(["finance", "q1"])
        $0.owners = .value(["bo chen", "Carla Diaz"])
      }
    ])
    #expect(report.cases[0].failures.isEmpty)
    #expect(report.fields["tags"]?.truePositives == 1)
  }

  @Test func anEmptyListMeansNone() {
    let report = Evaluator().run([
      corpusCase("fix #1042") { $0.tags = .value([]) },
      corpusCase("fix #backend") { $0.tags = .value([]) },
    ])
    #expect(report.cases.map(\.isPass) == [true, false])
    #expect(report.cases[1].failures == ["tags: expected null, got backend"])
  }

  @Test func assigneesCompareIgnoringCase() {
    let team = [TeamMember(name: "Ana Lima", aliases: ["ana"])]
    let report = Evaluator().run([
      corpusCase("@ana review", team: team) { $0.assignedTo = .value("ana lima") }
    ])
    #expect(report.cases[0].isPass)
  }

  @Test func theTitleMustMatchExactly() {
    let report = Evaluator().run([corpusCase("pay rent friday") { $0.text = .value("pay rent") }])
    #expect(report.cases[0].failures == ["text: expected pay rent, got Pay rent"])
  }

  @Test func rulePartsCompareInAnyOrder() {
    #expect(
      Evaluator.sameRule("FREQ=WEEKLY;INTERVAL=2;BYDAY=SU", "BYDAY=SU;FREQ=WEEKLY;INTERVAL=2"))
    #expect(Evaluator.sameRule("RRULE:FREQ=DAILY", "freq=daily"))
    #expect(Evaluator.sameRule("FREQ=WEEKLY;INTERVAL=1;BYDAY=MO", "FREQ=WEEKLY;BYDAY=MO"))
    #expect(!Evaluator.sameRule("FREQ=WEEKLY;BYDAY=MO", "FREQ=WEEKLY;BYDAY=TU"))
    #expect(!Evaluator.sameRule("FREQ=WEEKLY;BYDAY=MO", "FREQ=WEEKLY;BYDAY=MO;INTERVAL=2"))
  }

  @Test func aRecurrenceIsScoredByItsParts() {
    let report = Evaluator().run([
      corpusCase("water plants every other sunday") {
        $0.recurrence = .value("BYDAY=SU;INTERVAL=2;FREQ=WEEKLY")
      }
    ])
    #expect(report.cases[0].isPass)
  }

  @Test func scoresCombineIntoPrecisionRecallAndF1() {
    let score = Evaluator.FieldScore(
      truePositives: 6, falsePositives: 2, falseNegatives: 4, support: 10, correct: 7)
    #expect(score.precision == 0.75)
    #expect(score.recall == 0.6)
    #expect(abs(score.f1 - 2 * 0.75 * 0.6 / 1.35) < 1e-12)
    #expect(score.accuracy == 0.7)
    #expect(Evaluator.FieldScore().f1 == 1)
    #expect(Evaluator.FieldScore(falsePositives: 1, falseNegatives: 1).f1 == 0)
  }

  @Test func theCaseIsReadInItsOwnContext() {
    var tokyo = corpusCase("renew the card tomorrow") { $0.dueDate = .value("2027-01-01") }
    tokyo.now = "2026-12-31T23:30:00"
    tokyo.timeZone = "Asia/Tokyo"
    tokyo.dateOrder = .dmy
    let draft = Evaluator().parse(tokyo)
    #expect(draft.dueDate == LocalDate(iso: "2027-01-01"))
    #expect(draft.timeZone == "Asia/Tokyo")
    #expect(
      Evaluator().parse(corpusCase("pay 4/2") { _ in }).dueDate == LocalDate(iso: "2026-04-02"))
    var dmy = corpusCase("pay 4/2") { _ in }
    dmy.dateOrder = .dmy
    #expect(Evaluator().parse(dmy).dueDate == LocalDate(iso: "2027-02-04"))
  }

  @Test func theFullyRightShareCountsCases() {
    let report = Evaluator().run([
      corpusCase("pay rent friday") { $0.dueDate = .value("2026-03-06") },
      corpusCase("pay rent friday") { $0.dueDate = .value("2026-03-07") },
      corpusCase("pay rent friday") { $0.text = .value("Pay rent") },
      corpusCase("pay rent friday") { _ in },
    ])
    #expect(report.passed == 3)
    #expect(report.fullyRight == 0.75)
    #expect(Evaluator().run([]).fullyRight == 1)
  }

  /// A long run is shared between cores; its report is the one the runs of its parts give,
  /// joined in order.
  @Test func aLongRunReportsAsItsPartsInOrder() throws {
    let phrases = [
      ("pay rent friday", "2026-03-06"), ("dentist tmrw", "2026-03-05"),
      ("renew passport next week", "2026-03-09"), ("call the bank on the 12th", "2026-03-12"),
      ("tidy the garage", "2026-03-20"),
    ]
    let cases = (0..<6_000).map { number in
      let (text, date) = phrases[number % phrases.count]
      return corpusCase(text, id: "c\(number)") { $0.dueDate = .value(date) }
    }
    let whole = Evaluator().run(cases)
    // Runs shorter than 4,000 cases stay on one thread.
    let parts = stride(from: 0, to: cases.count, by: 1_500).map { start in
      Evaluator().run(Array(cases[start..<(start + 1_500)]))
    }
    #expect(whole.total == 6_000)
    #expect(whole.cases.map(\.corpusCase.id) == cases.map(\.id))
    #expect(whole.cases.map(\.failures) == parts.flatMap { $0.cases.map(\.failures) })
    #expect(whole.passed == parts.map(\.passed).reduce(0, +))
    #expect(whole.passed == 4_800)
    let score = try #require(whole.fields["due_date"])
    #expect(score.support == 6_000)
    #expect(score.truePositives == 4_800)
    #expect(score.falseNegatives == 1_200)
    let kept = Evaluator().run(cases, keeping: .failures)
    #expect(kept.cases.count == 1_200)
    #expect(kept.cases.allSatisfy { $0.corpusCase.text == "tidy the garage" })
  }
}
