import IntakeCore
import Testing

@testable import IntakeParsing

@Suite("Day-of-month and part-of-day grammars")
struct DayGrammarTests {
  private func day(_ text: String) -> String? {
    let item = Item(text)
    guard let found = DayOfMonthGrammar.read(item, at: 0) else { return nil }
    return "\(found.day)\(found.hasSuffix ? " suffix" : "") \(item.text(of: 0..<found.end))"
  }

  @Test func aDayIsOneOrTwoDigitsWithAnOptionalSuffix() {
    #expect(day("15th of june") == "15 suffix 15th")
    #expect(day("2nd") == "2 suffix 2nd")
    #expect(day("03 may") == "3 03")
    #expect(day("22mar") == "22 22")
  }

  @Test func numbersThatCannotBeADayAreRefused() {
    #expect(day("32nd") == nil)
    #expect(day("0") == nil)
    #expect(day("015") == nil)
    #expect(day("15kg of flour") == nil)
  }

  @Test func anOrdinalNeedsItsSuffix() {
    #expect(DayOfMonthGrammar.readOrdinal(Item("1st of each month"), at: 0)?.day == 1)
    #expect(DayOfMonthGrammar.readOrdinal(Item("1 of each month"), at: 0) == nil)
  }

  @Test func partsOfTheDayReadSingularAndPlural() {
    #expect(DayPart.read(Item("evening"), at: 0) == .evening)
    #expect(DayPart.read(Item("mornings"), at: 0) == .morning)
    #expect(DayPart.read(Item("mornings"), at: 0, allowsPlural: false) == nil)
    #expect(DayPart.read(Item("tonight"), at: 0) == nil)
  }

  @Test func aPartStandsForTheUsersHour() {
    var hours = DayPartHours()
    hours.evening = LocalTime(uncheckedHour: 19)
    #expect(DayPart.evening.time(in: hours) == LocalTime(uncheckedHour: 19))
    #expect(DayPart.morning.time(in: hours) == LocalTime(uncheckedHour: 9))
  }

  @Test func aBareHourTakesThePartsHalfOfTheDay() {
    #expect(
      DayPart.hour(8, minute: 30, inHalfOf: LocalTime(uncheckedHour: 20))
        == LocalTime(hour: 20, minute: 30))
    #expect(
      DayPart.hour(8, minute: 0, inHalfOf: LocalTime(uncheckedHour: 9))
        == LocalTime(uncheckedHour: 8))
    #expect(
      DayPart.hour(12, minute: 0, inHalfOf: LocalTime(uncheckedHour: 20))
        == LocalTime(uncheckedHour: 12))
  }
}
