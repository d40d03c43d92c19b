import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// A task tracker's page copied as text: the task's fields, then a timeline of events and
  /// comments, each comment by the handle over it and dated by its own stamp.
  @Suite("Task timelines")
  struct TaskTimelineTests {
    func tasks(_ text: String) -> [String] {
      SegmenterFixtures.taskLines(text, fileName: "T5120.txt")
    }

    static let page = """
      T5120 Replace the office printer's print server
      Open, Normal    Public

      Authored By:   nsaito, Feb 2 2026, 10:04 AM
      Tags:          Office-IT, Printing
      Subscribers:   nsaito, pgrant, lwu

      Description

      The print server under the stairs is nine years old.

      Event Timeline

      nsaito created this task. Feb 2 2026, 10:04 AM
      nsaito added a comment. Feb 3 2026, 9:15 AM
      The old server's disk is failing. I'll order the replacement box by Thursday.

      pgrant added a comment.  Wed, Feb 4, 2:10 PM

          I'll move the print queues over next week and tell everyone on the floor.

      lwu added a subscriber: helpdesk.
      """

    @Test func aCommentIsByTheHandleOverItAndDatedByItsStamp() {
      #expect(
        tasks(Self.page) == [
          "Order the replacement box | nsaito | 2026-02-05",
          "Move the print queues over and tell everyone on the floor | pgrant | 2026-02-09",
        ])
    }

    @Test func theTasksFieldsAndTheTimelinesTitleAreNoTasksOrOwners() {
      let found = tasks(Self.page)
      #expect(!found.contains { $0.contains("Authored") || $0.contains("Subscribers") })
      #expect(!found.contains { $0.contains("Event Timeline") })
    }

    @Test func aHeaderOpensWithAWeekdayOnlyAfterWhatThePersonDid() {
      let state = DocumentState(dateOrder: .mdy)
      #expect(NotesClassifier.commentHeader("Bo Chen · Wed standup", state: state) == nil)
      #expect(NotesClassifier.commentHeader("Bo Chen · Wed, Feb 4", state: state) == nil)
    }
  }
}
