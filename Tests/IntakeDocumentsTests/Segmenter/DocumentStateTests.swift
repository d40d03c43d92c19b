import IntakeCore
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Meetings and their dates.
  @Suite("DocumentState")
  struct DocumentStateTests {
    @Test func aDateStartsAMeetingOnlyAfterItemsOrAnotherDate() {
      var state = DocumentState(dateOrder: .mdy)
      let first = SegmenterFixtures.date("2026-03-02")
      let second = SegmenterFixtures.date("2026-03-09")
      #expect(state.effect(of: first, level: 1) == .dated)
      state.apply(.dated, date: first, level: 1)
      #expect(state.effect(of: first, level: nil) == .none)
      #expect(state.effect(of: second, level: 3) == .none, "a deeper heading names a due date")
      #expect(state.effect(of: second, level: 1) == .newMeeting)
      var out: [DocumentItem] = []
      state.emit(DocumentItem(text: "call the bank.", line: 3), into: &out)
      state.emit(DocumentItem(text: "Call the bank", line: 9), into: &out)
      #expect(out.map(\.text) == ["call the bank"], "the same wording once per meeting")
      #expect(out[0].meetingDate == first)
      state.apply(.newMeeting, date: second, level: 1)
      state.emit(DocumentItem(text: "call the bank", line: 20), into: &out)
      #expect(out.map(\.meeting) == [0, 1])
    }
  }
}
