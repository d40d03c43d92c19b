import IntakeCore
import Testing

@testable import IntakeParsing

/// Read on Wednesday 2026-03-04 09:00 unless a row says otherwise.
@Suite("RelativeDateExtractor")
struct RelativeDateExtractorTests {
  let extractor = RelativeDateExtractor()

  @Test(arguments: [
    Reading("pay parking ticket ⟦today⟧", "2026-03-04"),
    Reading("take out the recycling ⟦tonight⟧", "2026-03-04 20:00"),
    Reading("call the plumber ⟦tomorrow⟧", "2026-03-05"),
    Reading("call the plumber ⟦tmrw⟧", "2026-03-05"),
    Reading("call the plumber ⟦tmr⟧", "2026-03-05"),
    Reading("dry cleaning pickup ⟦tom⟧", "2026-03-05"),
    Reading("⟦tom⟧ 3pm dry cleaning", "2026-03-05"),
    Reading("⟦tomorrow⟧: recycle the tree", "2027-01-01", now: "2026-12-31T15:00"),
    Reading("return books ⟦the day after tomorrow⟧", "2026-03-06"),
    Reading("return books ⟦day after tmrw⟧", "2026-03-06"),
    Reading("should have sent it ⟦yesterday⟧", "2026-03-03"),
    Reading("the invoice from ⟦day before yesterday⟧", "2026-03-02"),
    Reading("follow up ⟦in 3 days⟧", "2026-03-07"),
    Reading("⟦in ten days⟧ renew the registration", "2026-03-14"),
    Reading("check the starter ⟦in a week⟧", "2026-03-11"),
    Reading("dentist followup ⟦in 2 wks⟧", "2026-03-18"),
    Reading("revisit pricing ⟦in a couple of weeks⟧", "2026-03-18"),
    Reading("ping the vendor ⟦in a couple of days⟧", "2026-03-06"),
    Reading("nudge legal ⟦in a few days⟧", "2026-03-07"),
    Reading("⟦5 days from now⟧ check the results", "2026-03-09"),
    Reading("⟦2 weeks from tomorrow⟧ review", "2026-03-19"),
    Reading("expense the dinner from ⟦2 days ago⟧", "2026-03-02"),
    Reading("⟦in 2 months⟧ cancel the trial", "2026-05-04"),
    Reading("claim ⟦in 2 months⟧", "2027-02-28", now: "2026-12-31T15:00"),
    Reading("retest ⟦in 1 week and 2 days⟧", "2026-03-13"),
    Reading("⟦in a fortnight's time⟧ rebook", "2026-03-18"),
    Reading("⟦3 days later⟧ send the survey", "2026-03-07"),
  ])
  func commonForms(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test(arguments: [
    Reading("move the car ⟦in 20 minutes⟧", "2026-03-04 09:20"),
    Reading("⟦in half an hour⟧ take the bread out", "2026-03-04 09:30"),
    Reading("check the dryer ⟦in 20 mins⟧", "2026-03-05 00:10", now: "2026-03-04T23:50"),
    Reading("restart ⟦in 2 hours⟧", "2026-03-04 11:00"),
    Reading("⟦in 4 business days⟧ send the contract", "2026-03-10"),
    Reading("chase the refund ⟦in 2 working days⟧", "2026-03-10", now: "2026-03-06T16:00"),
    Reading("⟦three saturdays from now⟧ host the brunch", "2026-03-21"),
    Reading("⟦three saturdays from now⟧ host the brunch", "2026-03-28", now: "2026-03-07T10:00"),
    Reading("⟦six days from yesterday⟧ call the bank", "2026-03-09"),
    Reading("pick up the prints ⟦next day⟧", "2026-03-05"),
    Reading("follow up ⟦the next day⟧", "2026-03-05"),
    Reading("follow up ⟦the following day⟧", "2026-03-05"),
    Reading("the sink leaked ⟦last night⟧", "2026-03-03 20:00"),
    Reading("call the locksmith ⟦right now⟧", "2026-03-04 14:25", now: "2026-03-04T14:25"),
    Reading("call the locksmith ⟦now⟧", "2026-03-04 14:25", now: "2026-03-04T14:25"),
    Reading("do it ⟦now⟧!", "2026-03-04 09:00"),
  ])
  func formsAddedAfterTheFirstCorpus(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test(arguments: [
    Reading("take the roast out ⟦in 2.5 hours⟧", "2026-03-04 11:30"),
    Reading("rotate the logs ⟦in 0,5 hours⟧", "2026-03-04 09:30"),
    Reading("call back ⟦in 1/2 an hour⟧", "2026-03-04 09:30"),
    Reading("⟦in a quarter of an hour⟧ leave for the station", "2026-03-04 09:15"),
    Reading("stretch ⟦in 45 mins⟧", "2026-03-04 09:45"),
    Reading("check the build ⟦5m from now⟧", "2026-03-04 09:05"),
    Reading("flip the sign ⟦in 2h⟧", "2026-03-04 11:00"),
    Reading("recheck the oven ⟦in 90 sec⟧", "2026-03-04 09:01"),
    Reading("ship the patch ⟦in 1.5 days⟧", "2026-03-05"),
    Reading("restock the printer ⟦in 2d 3h⟧", "2026-03-06 12:00"),
    Reading("warranty expires ⟦in 1 decade⟧", "2036-03-04"),
    Reading("reboot the router ⟦now + 30 minutes⟧", "2026-03-04 09:30"),
    Reading("file the refund ⟦after 4 days⟧", "2026-03-08"),
    Reading("the alarm went off ⟦2.5 hours ago⟧", "2026-03-04 06:30"),
    Reading("we signed it ⟦2y ago⟧", "2024-03-04"),
  ])
  func lengthsOfTimeInEveryForm(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test(arguments: [
    Reading("send the notes ⟦5 days after⟧ feb 9th", "+5 day"),
    Reading("order the cake ⟦3 weeks before⟧ june 20 2027", "-3 week"),
    Reading("⟦10 days from⟧ 03/09/2027 appeal the fine", "+10 day"),
    Reading("⟦two months after⟧ next friday", "+2 month"),
  ])
  func anOffsetFromADateWaitsForThatDate(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test func explicitPastPhrasesAreMarkedPast() throws {
    for text in ["yesterday", "3 days ago", "last night", "day before yesterday"] {
      let (_, found) = extractor.run("log it \(text)", Fixtures.context())
      let temporal = try #require(found.first?.temporal, "\(text)")
      #expect(temporal.isPast, "\(text)")
    }
    let (_, found) = extractor.run("log it in 3 days", Fixtures.context())
    #expect(found.first?.temporal?.isPast == false)
  }

  @Test(arguments: [
    "now that it's fixed, close the ticket", "right away", "ask tom about the keys",
    "the day before the launch", "in 3 places", "a week in review", "last call for orders",
    "next steps", "days of thunder", "the knowledge base",
  ])
  func wordsItLeavesAlone(_ text: String) {
    extractor.expectNone(text)
  }

  @Test func nextDayAirIsAShippingService() {
    extractor.expectNone("ship the samples next day air")
  }

  @Test func inNWeekdaysCountsThatWeekday() throws {
    try extractor.expectOne(Reading("host the brunch ⟦in two sundays⟧", "2026-03-15"))
  }
}
