import IntakeCore
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Meeting dates in titles and header lines.
  @Suite("MeetingDateReader")
  struct MeetingDateReaderTests {
    let reader = MeetingDateReader(dateOrder: .mdy)

    @Test(arguments: [
      ("Weekly sync — 2026-03-02", "2026-03-02"), ("Friday, March 29, 2019", "2019-03-29"),
      ("3/2/2026", "2026-03-02"), ("13/2/2026", "2026-02-13"),
      ("2 March 2026 planning", "2026-03-02"),
      ("Mon, 2 Mar 2026 10:00:00 +0000", "2026-03-02"), ("sync 20260302", "2026-03-02"),
      ("Meeting started Mon Mar  2 16:00:00 2026 UTC", "2026-03-02"),
    ])
    func aDateWithItsYear(_ text: String, _ iso: String) {
      #expect(reader.date(in: text) == SegmenterFixtures.date(iso))
    }

    @Test(arguments: ["Weekly sync — March 2", "on the 15th", "v2.3 release", "2026-02-30", "42"])
    func noDateWithoutAYearOrADay(_ text: String) {
      #expect(reader.date(in: text) == nil)
    }

    @Test func dayFirstOrderReadsNumericDatesTheOtherWay() {
      #expect(
        MeetingDateReader(dateOrder: .dmy).date(in: "Date: 3/2/2026")
          == SegmenterFixtures.date("2026-02-03"))
    }
  }
}
