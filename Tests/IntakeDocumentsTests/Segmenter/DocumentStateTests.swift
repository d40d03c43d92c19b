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
    @Test func theOrderOfWrittenDatesComesFromADayBesideAMonthName() {
      #expect(
        DocumentState.writtenOrder(Array("held on Wednesday 18th February 2026".utf8)) == .dmy)
      #expect(DocumentState.writtenOrder(Array("Board meeting, November 18, 2026".utf8)) == .mdy)
      #expect(DocumentState.writtenOrder(Array("May 4 and March 3 say nothing".utf8)) == nil)
      #expect(DocumentState.writtenOrder(Array("Ticket 4521 for the cafe".utf8)) == nil)
      // A run of digits too long for any number is no day, and no crash.
      let digits = String(repeating: "9", count: 40)
      #expect(DocumentState.writtenOrder(Array("\(digits) February".utf8)) == nil)
    }
  }
}
