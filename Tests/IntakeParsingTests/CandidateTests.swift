import IntakeCore
import Testing

@testable import IntakeParsing

@Suite("Candidate")
struct CandidateTests {
  @Test func aRuleWritesItsPartsInAFixedOrder() {
    var rule = RecurrenceRule(frequency: .yearly, interval: 2)
    rule.byDay = [(ordinal: nil, weekday: 1)]
    rule.byMonthDay = 1
    rule.byMonth = 8
    #expect(rule.rrule == "FREQ=YEARLY;INTERVAL=2;BYMONTH=8;BYMONTHDAY=1;BYDAY=MO")
  }

  @Test func anIntervalOfOneIsLeftOut() {
    #expect(RecurrenceRule(frequency: .daily).rrule == "FREQ=DAILY")
  }

  @Test func weekdaysKeepTheirOrdinals() {
    var rule = RecurrenceRule(frequency: .monthly)
    rule.byDay = [(ordinal: -1, weekday: 5), (ordinal: 2, weekday: 7)]
    #expect(rule.rrule == "FREQ=MONTHLY;BYDAY=-1FR,2SU")
  }

  @Test func rulesAreEqualWhenTheirTextIs() {
    var monday = RecurrenceRule(frequency: .weekly)
    monday.byDay = [(ordinal: nil, weekday: 1)]
    var sameWithTime = monday
    sameWithTime.time = LocalTime(hour: 9)
    var tuesday = monday
    tuesday.byDay = [(ordinal: nil, weekday: 2)]
    #expect(monday == sameWithTime)
    #expect(monday != tuesday)
  }

  @Test func anOffsetMovesADateBySeveralAmounts() {
    let offset = Offset(amounts: [(1, .month), (2, .day)], sign: -1, hasTimeOfDay: false)
    #expect(offset.apply(to: Fixtures.date("2026-03-31")) == Fixtures.date("2026-02-26"))
  }

  @Test func onlyDatesTimesAndRulesAreTimeLike() {
    let date = Candidate(
      range: 0..<1, value: .temporal(Temporal(date: Fixtures.date("2026-03-04"))),
      confidence: 1, rule: "d")
    let rule = Candidate(
      range: 0..<1, value: .recurrence(RecurrenceRule(frequency: .daily)), confidence: 1, rule: "r")
    let tag = Candidate(range: 0..<1, value: .tag("x"), confidence: 1, rule: "t")
    #expect(date.isTimeLike && date.temporal != nil && date.recurrence == nil)
    #expect(rule.isTimeLike && rule.recurrence != nil && rule.temporal == nil)
    #expect(!tag.isTimeLike)
  }
}
