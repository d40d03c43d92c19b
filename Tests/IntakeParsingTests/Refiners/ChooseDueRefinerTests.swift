import Foundation
import IntakeCore
import Testing

@testable import IntakeParsing

/// Read on Wednesday 2026-03-04 09:00 unless a test says otherwise.
@Suite("ChooseDueRefiner")
struct ChooseDueRefinerTests {
  private func resolved(_ text: String, now: String = Fixtures.now)
    -> (item: Item, candidates: [Candidate], trace: [String])
  {
    Fixtures.refined(
      text, through: ChooseDueRefiner.self, context: Fixtures.context(now: now))
  }

  /// The date or time left in use, as `item words → value`.
  private func chosen(_ text: String, now: String = Fixtures.now) -> [String] {
    let (item, candidates, _) = resolved(text, now: now)
    return candidates.filter { $0.isTimeLike && $0.isValueUsed }
      .map { "\(item.text(of: $0.range)) → \($0.summary)" }
  }

  @Test func aRecurrenceWinsOverADate() {
    #expect(chosen("every monday from tomorrow") == ["every monday → FREQ=WEEKLY;BYDAY=MO"])
  }

  @Test func aLoneTimeElsewhereBelongsToTheRecurrence() {
    #expect(
      chosen("9:15am standup every weekday")
        == ["every weekday → FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR @09:15"])
  }

  @Test func theDateAfterADeadlineWordWins() {
    #expect(chosen("tomorrow prep slides for the demo by friday") == ["friday → 2026-03-06"])
  }

  @Test func withoutADeadlineWordTheFirstDateWins() {
    #expect(chosen("tomorrow prep slides for the friday demo") == ["tomorrow → 2026-03-05"])
  }

  @Test func aLoneTimeJoinsTheDate() {
    #expect(chosen("tomorrow call the bank at 3pm") == ["tomorrow → 2026-03-05 15:00"])
  }

  @Test(arguments: [
    Reading("call the bank ⟦3pm⟧", "2026-03-04 15:00"),
    Reading("call the bank ⟦8am⟧", "2026-03-05 08:00"),
    Reading("call the bank ⟦9am⟧", "2026-03-05 09:00"),
    Reading("report ⟦eod⟧", "2026-03-05 17:00", now: "2026-03-04T18:30"),
    Reading("submit by ⟦midnight⟧", "2026-03-05 00:00"),
    Reading("submit by ⟦midnight⟧", "2026-03-05 00:00", now: "2026-03-04T00:00"),
  ])
  func aTimeWithNoDateIsTheNextTimeItComes(_ reading: Reading) throws {
    let (item, candidates, trace) = resolved(reading.input.text, now: reading.now)
    let candidate = try #require(candidates.first { $0.isTimeLike })
    #expect(item.text(of: candidate.range) == reading.input.span)
    #expect(candidate.summary == reading.value)
    #expect(trace.contains { $0.hasPrefix("time ") && $0.contains("with no date") })
  }

  @Test func aSecondDateIsDroppedSoItsWordsStayInTheTitle() {
    let (item, candidates, trace) = resolved("move the friday sync to monday")
    #expect(candidates.map { item.text(of: $0.range) } == ["friday"])
    #expect(trace.contains("kept \"monday\" in the title: second date"))
  }

  @Test func candidatesThatAreNotDatesPassThrough() {
    let (_, candidates, _) = resolved("pay rent #home !high")
    #expect(candidates.map(\.summary) == ["#home", "high"])
  }

  // MARK: - First occurrence of a rule

  struct Occurrence: Sendable, CustomTestStringConvertible {
    let name: String
    let rule: RecurrenceRule
    let today: String
    let now: LocalTime
    let first: String
    var testDescription: String { name }

    init(
      _ name: String, _ rule: RecurrenceRule, today: String = "2026-03-04",
      now: LocalTime = LocalTime(uncheckedHour: 9), first: String
    ) {
      self.name = name
      self.rule = rule
      self.today = today
      self.now = now
      self.first = first
    }
  }

  private static func rule(
    _ frequency: RecurrenceRule.Frequency, days: [(Int?, Int)] = [], monthDay: Int? = nil,
    month: Int? = nil, interval: Int = 1, time: Int? = nil
  ) -> RecurrenceRule {
    var rule = RecurrenceRule(frequency: frequency, interval: interval)
    rule.byDay = days.map { (ordinal: $0.0, weekday: $0.1) }
    rule.byMonthDay = monthDay
    rule.byMonth = month
    rule.time = time.map { LocalTime(uncheckedHour: $0) }
    return rule
  }

  @Test(arguments: [
    Occurrence("daily is due today", rule(.daily), first: "2026-03-04"),
    Occurrence(
      "daily at a passed time is due tomorrow", rule(.daily, time: 8), first: "2026-03-05"),
    Occurrence(
      "daily at a time still ahead is due today", rule(.daily, time: 10), first: "2026-03-04"),
    Occurrence(
      "daily at this very minute is due tomorrow", rule(.daily, time: 9), first: "2026-03-05"),
    Occurrence("weekly on monday", rule(.weekly, days: [(nil, 1)]), first: "2026-03-09"),
    Occurrence("weekly on today's weekday", rule(.weekly, days: [(nil, 3)]), first: "2026-03-04"),
    Occurrence(
      "weekly on today's weekday after its time", rule(.weekly, days: [(nil, 3)], time: 8),
      first: "2026-03-11"),
    Occurrence(
      "weekly on two days takes the nearer", rule(.weekly, days: [(nil, 1), (nil, 5)]),
      first: "2026-03-06"),
    Occurrence("weekly with no day is due today", rule(.weekly), first: "2026-03-04"),
    Occurrence(
      "every other sunday counts from the first sunday",
      rule(.weekly, days: [(nil, 7)], interval: 2),
      first: "2026-03-08"),
    Occurrence("monthly on the 1st", rule(.monthly, monthDay: 1), first: "2026-04-01"),
    Occurrence("monthly on today", rule(.monthly, monthDay: 4), first: "2026-03-04"),
    Occurrence(
      "monthly on the 31st skips short months", rule(.monthly, monthDay: 31), today: "2026-04-05",
      first: "2026-05-31"),
    Occurrence("first monday of the month", rule(.monthly, days: [(1, 1)]), first: "2026-04-06"),
    Occurrence("last friday of the month", rule(.monthly, days: [(-1, 5)]), first: "2026-03-27"),
    Occurrence("monthly with no day is due today", rule(.monthly), first: "2026-03-04"),
    Occurrence("yearly on aug 1", rule(.yearly, monthDay: 1, month: 8), first: "2026-08-01"),
    Occurrence("yearly on feb 29", rule(.yearly, monthDay: 29, month: 2), first: "2028-02-29"),
    Occurrence("yearly with no day is due today", rule(.yearly), first: "2026-03-04"),
  ])
  func theFirstOccurrenceIsOnOrAfterToday(_ occurrence: Occurrence) {
    let context = ParsingContext(
      localDate: Fixtures.date(occurrence.today), time: occurrence.now,
      timeZone: TimeZone(identifier: "UTC") ?? .current)
    let first = TemporalResolver.firstOccurrence(of: occurrence.rule, context: context)
    #expect(first.date.description == occurrence.first)
  }
}
