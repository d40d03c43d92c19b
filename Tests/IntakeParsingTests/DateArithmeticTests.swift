import IntakeCore
import Testing

@testable import IntakeParsing

/// 2026-03-04 is a Wednesday (ISO weekday 3).
@Suite("DateArithmetic")
struct DateArithmeticTests {
  let wednesday = Fixtures.date("2026-03-04")

  @Test func nextIsStrictlyAfter() {
    #expect(wednesday.next(5) == Fixtures.date("2026-03-06"))
    #expect(wednesday.next(3) == Fixtures.date("2026-03-11"))
    #expect(wednesday.next(1) == Fixtures.date("2026-03-09"))
  }

  @Test func nextOrSameMayBeToday() {
    #expect(wednesday.nextOrSame(3) == wednesday)
    #expect(wednesday.nextOrSame(2) == Fixtures.date("2026-03-10"))
  }

  @Test func previousIsStrictlyBefore() {
    #expect(wednesday.previous(1) == Fixtures.date("2026-03-02"))
    #expect(wednesday.previous(3) == Fixtures.date("2026-02-25"))
    #expect(wednesday.previous(7) == Fixtures.date("2026-03-01"))
  }

  @Test func weeksRunMondayToSunday() {
    #expect(wednesday.startOfWeek == Fixtures.date("2026-03-02"))
    #expect(Fixtures.date("2026-03-08").startOfWeek == Fixtures.date("2026-03-02"))
    #expect(wednesday.inWeek(7) == Fixtures.date("2026-03-08"))
    #expect(wednesday.inWeek(1) == Fixtures.date("2026-03-02"))
  }

  @Test func monthEnds() {
    #expect(wednesday.startOfMonth == Fixtures.date("2026-03-01"))
    #expect(wednesday.endOfMonth == Fixtures.date("2026-03-31"))
    #expect(Fixtures.date("2028-02-10").endOfMonth == Fixtures.date("2028-02-29"))
  }

  @Test func theNthWeekdayOfAMonth() {
    #expect(LocalDate.nth(1, 1, year: 2026, month: 3) == Fixtures.date("2026-03-02"))
    #expect(LocalDate.nth(4, 4, year: 2026, month: 11) == Fixtures.date("2026-11-26"))
    #expect(LocalDate.nth(-1, 5, year: 2026, month: 2) == Fixtures.date("2026-02-27"))
    #expect(LocalDate.nth(-1, 1, year: 2026, month: 8) == Fixtures.date("2026-08-31"))
    #expect(LocalDate.nth(5, 1, year: 2026, month: 3) == Fixtures.date("2026-03-30"))
    #expect(LocalDate.nth(5, 1, year: 2026, month: 2) == nil)
    #expect(LocalDate.nth(1, 1, year: 2026, month: 13) == nil)
  }

  @Test func theNextOccurrenceOfAMonthAndDay() {
    #expect(wednesday.nextOccurrence(month: 3, day: 4) == wednesday)
    #expect(wednesday.nextOccurrence(month: 3, day: 3) == Fixtures.date("2027-03-03"))
    #expect(wednesday.nextOccurrence(month: 2, day: 29) == Fixtures.date("2028-02-29"))
    #expect(wednesday.nextOccurrence(month: 2, day: 30) == nil)
  }

  struct Step: Sendable, CustomTestStringConvertible {
    let amount: Int
    let unit: DateWords.Unit
    let to: String
    var testDescription: String { "\(amount) \(unit) from 2026-03-04 is \(to)" }
  }

  @Test(arguments: [
    Step(amount: 3, unit: .day, to: "2026-03-07"),
    Step(amount: -3, unit: .day, to: "2026-03-01"),
    Step(amount: 2, unit: .week, to: "2026-03-18"),
    Step(amount: 1, unit: .fortnight, to: "2026-03-18"),
    Step(amount: 1, unit: .month, to: "2026-04-04"),
    Step(amount: 1, unit: .year, to: "2027-03-04"),
    Step(amount: 4, unit: .businessDay, to: "2026-03-10"),
    Step(amount: -3, unit: .businessDay, to: "2026-02-27"),
    Step(amount: 2, unit: .weekday(7), to: "2026-03-15"),
    Step(amount: 1, unit: .weekday(3), to: "2026-03-11"),
    Step(amount: -1, unit: .weekday(5), to: "2026-02-27"),
    Step(amount: 0, unit: .weekday(5), to: "2026-03-04"),
    Step(amount: 90, unit: .minute, to: "2026-03-04"),
  ])
  func addingAnAmountOfAUnit(_ step: Step) {
    #expect(wednesday.adding(step.amount, step.unit).description == step.to)
  }
}
