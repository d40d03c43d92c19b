import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Work asked of everyone present, in loose notes and chats: each one does it, so no one
  /// owns it.
  @Suite("Asks of everyone")
  struct EveryoneAskTests {
    @Test func everyoneToldWhatToDoInLooseNotes() {
      let text = """
        Standup notes 2026-11-24

        - Bo to fix the login bug by Wed
        - Everyone: please review the onboarding doc and leave comments by Friday.
        - reminder: everyone submit your timesheets by EOD Friday
        - please everyone put your name down for one cleanup shift before the end of the month
        - can everyone post a status update in the channel by wednesday night
        - Everyone liked the new logo.
        - can everyone see the dashboard now
        - the draft is up, everyone please read it
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "standup.txt") == [
          "Fix the login bug | Bo | 2026-11-25",
          "Review the onboarding doc and leave comments |  | 2026-11-27",
          "Submit your timesheets |  | 2026-11-27 17:00",
          "Put your name down for one cleanup shift |  | 2026-11-30",
          "Post a status update in the channel |  | 2026-11-25 20:00",
        ])
    }

    @Test func everyoneWhoShouldOrMust() {
      let text = """
        Lab meeting, 2026-11-24

        Everyone should renew their safety training before 15 December.
        Everybody must return the spare keys to the front desk by Friday.
        Everyone agreed the new rota works.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "lab.txt") == [
          "Renew their safety training |  | 2026-12-15",
          "Return the spare keys to the front desk |  | 2026-11-27",
        ])
    }
  }
}
