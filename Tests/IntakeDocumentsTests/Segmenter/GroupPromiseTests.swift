import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// "We'll …" said for a team or an office: work nobody in particular is named for, when
  /// the promise says by when; the meeting's own course ("we'll come back to it") is none.
  @Suite("Group promises")
  struct GroupPromiseTests {
    static let hearing = """
      Riverside Library – public forum on opening hours
      Tuesday, 10 March 2026

      [00:00:10] Dana Ruiz: Thanks for coming, we'll try to keep this short.
      [00:01:02] Omar Haddad: The survey closed last week. We'll publish the full results on the library website by March 20.
      [00:01:30] Dana Ruiz: And the Sunday hours?
      [00:01:41] Omar Haddad: We'll come back to Sunday hours at the April meeting.
      [00:02:05] Omar Haddad: From our side, we will send the new timetable to the branch staff next week.
      [00:02:30] Dana Ruiz: Thank you all.
      """

    @Test func aPromiseWithADayIsWorkForNobodyNamed() {
      #expect(
        SegmenterFixtures.taskLines(Self.hearing, fileName: "forum.txt") == [
          "Publish the full results on the library website |  | 2026-03-20",
          "Send the new timetable to the branch staff |  | 2026-03-16",
        ])
    }
  }
}
