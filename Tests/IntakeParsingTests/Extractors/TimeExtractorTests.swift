import IntakeCore
import Testing

@testable import IntakeParsing

/// Times carry no date of their own: ChooseDueRefiner gives them one.
@Suite("TimeExtractor")
struct TimeExtractorTests {
  let extractor = TimeExtractor()

  @Test(arguments: [
    Reading("call the vet ⟦3pm⟧", "15:00"),
    Reading("call the vet ⟦3 pm⟧", "15:00"),
    Reading("call the vet ⟦3:30pm⟧", "15:30"),
    Reading("call the vet ⟦10:45am⟧", "10:45"),
    Reading("standup ⟦9am⟧", "09:00"),
    Reading("standup ⟦9a⟧", "09:00"),
    Reading("dinner ⟦5 p.m.⟧", "17:00"),
    Reading("dinner ⟦12am⟧", "00:00"),
    Reading("team meeting ⟦12pm⟧", "12:00"),
    Reading("deploy ⟦15:00⟧", "15:00"),
    Reading("backup ran ⟦17:49:19⟧", "17:49"),
    Reading("alarm ⟦04:30⟧", "04:30"),
    Reading("call ⟦at 4:30⟧", "16:30"),
    Reading("train ⟦at 15.30⟧", "15:30"),
    Reading("call Bo ⟦at 4⟧", "16:00"),
    Reading("call Bo ⟦at 8⟧", "08:00"),
    Reading("call Bo ⟦at 12⟧", "12:00"),
    Reading("fri ⟦@ 3⟧ demo", "15:00"),
    Reading("⟦at 8⟧ tomorrow", "08:00"),
    Reading("finish by ⟦5pm⟧", "17:00"),
    Reading("done by ⟦5⟧", "17:00"),
    Reading("tea ⟦at 4 o'clock⟧", "16:00"),
    Reading("pick up the cake ⟦at noon⟧", "12:00"),
    Reading("send it by ⟦noon⟧", "12:00"),
    Reading("by ⟦midnight⟧ submit", "00:00"),
    Reading("report ⟦eod⟧", "17:00"),
    Reading("report ⟦cob⟧", "17:00"),
    Reading("report by ⟦end of day⟧", "17:00"),
    Reading("report by ⟦close of business⟧", "17:00"),
    Reading("grab sandwiches ⟦at lunch⟧", "12:00"),
    Reading("⟦this morning⟧ call the bank", "09:00"),
    Reading("call the bank ⟦in the afternoon⟧", "14:00"),
    Reading("call the bank ⟦in the evening⟧", "18:00"),
    Reading("tomorrow ⟦night⟧", "20:00"),
    Reading("friday ⟦evening⟧", "18:00"),
  ])
  func clockAndNamedTimes(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test(arguments: [
    Reading("⟦six pm⟧ yoga class", "18:00"),
    Reading("call grandma ⟦at seven⟧", "07:00"),
    Reading("pick up the kids ⟦five-thirty⟧", "17:30"),
    Reading("swim ⟦five-forty-five⟧", "17:45"),
    Reading("⟦half past eight⟧ standup", "08:30"),
    Reading("⟦quarter to five⟧ call the bank", "16:45"),
    Reading("⟦a quarter past nine⟧ photo", "09:15"),
    Reading("⟦ten to ten⟧: move the car", "09:50"),
    Reading("⟦quarter to one⟧ pick up the dry cleaning", "12:45"),
    Reading("⟦25 min past seven⟧ feed the cat", "07:25"),
    Reading("⟦twenty past five⟧ catch the shuttle", "17:20"),
    Reading("⟦half past 8⟧ tomorrow", "08:30"),
    Reading("⟦at eleven o'clock⟧ dial in", "11:00"),
    Reading("⟦ten pm⟧ lights out", "22:00"),
  ])
  func spokenTimes(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test func aBareHourRemembersItWasBare() throws {
    let (_, found) = extractor.run("call Bo at 8", Fixtures.context())
    let temporal = try #require(found.first?.temporal)
    #expect(temporal.bareHour == 8)
    #expect(temporal.isVagueTime)
    let (_, clock) = extractor.run("call Bo at 8am", Fixtures.context())
    #expect(try #require(clock.first?.temporal).bareHour == nil)
  }

  @Test func partsOfTheDayFollowTheConfiguredHours() throws {
    var context = Fixtures.context()
    context.dayParts.morning = LocalTime(uncheckedHour: 7, minute: 30)
    context.dayParts.endOfDay = LocalTime(uncheckedHour: 18)
    try extractor.expectOne(Reading("⟦this morning⟧ gym", "07:30"), context: context)
    try extractor.expectOne(Reading("report ⟦eod⟧", "18:00"), context: context)
  }

  @Test(arguments: [
    "buy a 3/4 inch pipe", "fix the 404 page", "upgrade to v2.1", "read chapter 3",
    "deliver at 4 locations", "buy seven apples", "read chapter seven", "movie night",
    "morning run", "book a table for 4", "version 1.5 notes", "room 12", "costs 15.30 euros",
    "top three priorities", "take five", "one on one with Bo", "A4 paper",
  ])
  func wordsItLeavesAlone(_ text: String) {
    extractor.expectNone(text)
  }

  @Test(arguments: ["pack lunch for the field trip", "book lunch with Bo", "grab lunch"])
  func lunchAsANounIsNotATime(_ text: String) {
    // "at lunch" and "lunchtime" are times; a bare "lunch" is the meal.
    extractor.expectNone(text)
  }

  @Test(arguments: [
    Reading("⟦five fifteen pm⟧ pilates", "17:15"),
    Reading("⟦at ten thirty⟧ call the vendor", "10:30"),
  ])
  func hourAndMinutesInWordsWithoutAHyphen(_ reading: Reading) throws {
    try extractor.expectOne(reading)
  }

  @Test func anHourAfterAPartOfTheDayIsStillAnHour() throws {
    let (item, found) = extractor.run("tomorrow evening at 7 pick up Mia", Fixtures.context())
    #expect(found.map { item.text(of: $0.range) } == ["evening", "at 7"])
    #expect(found.map(\.summary) == ["18:00", "07:00"])
  }
}
