import IntakeCore
import Testing

@testable import IntakeParsing

/// The first occurrence is not the extractor's business (ChooseDueRefiner), so these
/// check the rule only.
@Suite("RecurrenceExtractor")
struct RecurrenceExtractorTests {
  let extractor = RecurrenceExtractor()

  @Test(arguments: [
    Reading("stretch ⟦every day⟧", "FREQ=DAILY"),
    Reading("stretch ⟦daily⟧", "FREQ=DAILY"),
    Reading("take vitamins ⟦everyday⟧", "FREQ=DAILY"),
    Reading("water the fern ⟦every 3 days⟧", "FREQ=DAILY;INTERVAL=3"),
    Reading("standup ⟦every weekday⟧", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
    Reading("standup ⟦every business day⟧", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
    Reading("⟦every weekday morning⟧ inbox zero", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR @09:00"),
    Reading("long run ⟦every weekend⟧", "FREQ=WEEKLY;BYDAY=SA,SU"),
    Reading("trash out ⟦every monday⟧", "FREQ=WEEKLY;BYDAY=MO"),
    Reading("trash out ⟦every mon⟧", "FREQ=WEEKLY;BYDAY=MO"),
    Reading("trash out ⟦mondays⟧", "FREQ=WEEKLY;BYDAY=MO"),
    Reading("trash out ⟦weekly on monday⟧", "FREQ=WEEKLY;BYDAY=MO"),
    Reading("piano ⟦every tuesday and thursday⟧", "FREQ=WEEKLY;BYDAY=TU,TH"),
    Reading("gym ⟦every mon, wed and fri⟧", "FREQ=WEEKLY;BYDAY=MO,WE,FR"),
    Reading("gym ⟦tuesdays & thursdays⟧", "FREQ=WEEKLY;BYDAY=TU,TH"),
    Reading("⟦every friday evening⟧ pizza", "FREQ=WEEKLY;BYDAY=FR @18:00"),
    Reading("water the plants ⟦every other sunday⟧", "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU"),
    Reading("payroll ⟦every 2 weeks on friday⟧", "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR"),
    Reading("payroll ⟦biweekly⟧", "FREQ=WEEKLY;INTERVAL=2"),
    Reading("sync ⟦every fortnight⟧", "FREQ=WEEKLY;INTERVAL=2"),
    Reading("review budget ⟦weekly⟧", "FREQ=WEEKLY"),
    Reading("pay rent ⟦every month⟧", "FREQ=MONTHLY"),
    Reading("pay rent ⟦monthly⟧", "FREQ=MONTHLY"),
    Reading("pay rent ⟦monthly on the 1st⟧", "FREQ=MONTHLY;BYMONTHDAY=1"),
    Reading("pay rent ⟦every month on the 1st⟧", "FREQ=MONTHLY;BYMONTHDAY=1"),
    Reading("pay rent ⟦the 1st of every month⟧", "FREQ=MONTHLY;BYMONTHDAY=1"),
    Reading("⟦the first monday of each month⟧ board call", "FREQ=MONTHLY;BYDAY=1MO"),
    Reading("board call ⟦every first monday⟧", "FREQ=MONTHLY;BYDAY=1MO"),
    Reading("⟦last friday of every month⟧ demo", "FREQ=MONTHLY;BYDAY=-1FR"),
    Reading("taxes ⟦quarterly⟧", "FREQ=MONTHLY;INTERVAL=3"),
    Reading("taxes ⟦every quarter⟧", "FREQ=MONTHLY;INTERVAL=3"),
    Reading("renew domain ⟦yearly on aug 1⟧", "FREQ=YEARLY;BYMONTH=8;BYMONTHDAY=1"),
    Reading("renew domain ⟦every year on august 1st⟧", "FREQ=YEARLY;BYMONTH=8;BYMONTHDAY=1"),
    Reading("renew domain ⟦annually on aug 1⟧", "FREQ=YEARLY;BYMONTH=8;BYMONTHDAY=1"),
    Reading("gift ⟦every feb 14⟧", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=14"),
    Reading("journal ⟦every morning⟧", "FREQ=DAILY @09:00"),
    Reading("backups ⟦nightly⟧", "FREQ=DAILY @20:00"),
    Reading("check the mail ⟦every other day⟧", "FREQ=DAILY;INTERVAL=2"),
  ])
  func rules(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test(arguments: [
    "the weekly report", "quarterly numbers look off", "annual review prep",
    "everyday carry bag", "every one of the boxes", "each of the files", "send the monthly deck",
    "daily standup notes",
  ])
  func adjectivesAndLookalikesAreNotRules(_ text: String) {
    // An adjective is kept, marked, for what may join it later; alone it is no rule.
    var candidates: [Candidate] = []
    RecurrenceExtractor().extract(
      from: Item(text), context: Fixtures.context(), into: &candidates)
    #expect(candidates.allSatisfy { $0.recurrence?.isAdjective == true }, "\(text)")
    let draft = Fixtures.parse(text)
    #expect(draft.recurrence == nil, "\(text)")
    #expect(draft.text.lowercased() == text.lowercased(), "\(text)")
  }

  @Test func aDayBeforeTheMonthIsAYearlyDate() throws {
    // "every 14 feb" is a date, not "every 14 <unit>".
    try extractor.expectOne(Reading("gift ⟦every 14 feb⟧", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=14"))
  }

  @Test func theRuleKeepsItsOwnTimeForTheRefiners() throws {
    let (_, found) = extractor.run("every evening", Fixtures.context())
    #expect(found.first?.recurrence?.time == LocalTime(hour: 18))
  }

  @Test(arguments: [
    ("water the ferns every 3 days after done", true), ("every! 3 days water the ferns", true),
    ("clean the filter every month after it's done", true),
    ("check the tyres every 2 weeks from completion", true),
    ("water the ferns every 3 days", false), ("every 3 days after lunch walk", false),
  ])
  func aScheduleMayCountFromCompletion(_ text: String, _ fromCompletion: Bool) throws {
    let draft = Fixtures.parse(text)
    #expect(draft.recurrence != nil)
    #expect(draft.repeatsFromCompletion == fromCompletion)
  }

  /// A capitalised "Nightly" or "Weekly" after a preposition names a release channel or a
  /// build; "backups nightly" is still a schedule.
  @Test(arguments: ["flip the new pref in Nightly by Thursday", "land the fix on Weekly first"])
  func aChannelNamedAfterAPrepositionIsNoSchedule(_ text: String) {
    #expect(Fixtures.parse(text).recurrence == nil, "\(text)")
  }
}
