import IntakeCore
import Testing

@testable import IntakeParsing

/// `Recurrence.words` says a rule as task apps read it; the parser, reading the words back,
/// must find the same rule.
@Suite("Recurrence.words")
struct RecurrenceWordsTests {
  static let rules: [(rule: String, words: String)] = [
    ("FREQ=DAILY", "every day"),
    ("FREQ=DAILY;INTERVAL=3", "every 3 days"),
    ("FREQ=WEEKLY", "every week"),
    ("FREQ=WEEKLY;INTERVAL=2", "every 2 weeks"),
    ("FREQ=WEEKLY;BYDAY=MO,WE", "every monday, wednesday"),
    ("FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", "every other friday"),
    ("FREQ=MONTHLY", "every month"),
    ("FREQ=MONTHLY;BYMONTHDAY=15", "every 15th"),
    ("FREQ=MONTHLY;BYMONTHDAY=-1", "every last day"),
    ("FREQ=MONTHLY;BYDAY=2TU", "every 2nd tuesday"),
    ("FREQ=MONTHLY;BYDAY=-1FR", "every last friday"),
    ("FREQ=YEARLY", "every year"),
    ("FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=5", "every march 5"),
    ("FREQ=WEEKLY;BYDAY=TH;UNTIL=20261231", "every thursday until 2026-12-31"),
  ]

  @Test(arguments: rules)
  func saysTheRule(rule: String, words: String) throws {
    #expect(try Recurrence(parsing: rule).words == words)
  }

  @Test(arguments: rules)
  func theWordsReadBackAsTheRule(rule: String, words: String) {
    let draft = Fixtures.parse("water the plants " + words)
    #expect(draft.recurrence == rule, "\(words)")
  }

  @Test func rulesTheWordsCannotSayHaveNone() throws {
    for rule in [
      "FREQ=HOURLY", "FREQ=DAILY;COUNT=3", "FREQ=MONTHLY;BYMONTHDAY=1,15",
      "FREQ=WEEKLY;INTERVAL=3;BYDAY=MO", "FREQ=WEEKLY;UNTIL=20261231T235959Z",
    ] {
      #expect(try Recurrence(parsing: rule).words == nil, "\(rule)")
    }
  }
}
