import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Statuses written beside carried-over and reviewed items.
  @Suite("TaskStatus")
  struct TaskStatusTests {
    @Test(arguments: [
      ("[DONE] rotate the keys", "rotate the keys", TaskStatus.done),
      ("DONE: rotate the keys", "rotate the keys", .done),
      ("rotate the keys (done)", "rotate the keys", .done),
      ("rotate the keys — done 2026-02-25.", "rotate the keys", .done),
      ("rotate the keys - closed", "rotate the keys", .done),
      ("(Lena, rotate the keys): done, closed.", "(Lena, rotate the keys)", .done),
      ("rotate the keys ✅", "rotate the keys", .done),
      ("rotate the keys [DROPPED]", "rotate the keys", .dropped),
      ("dropped, superseded by the new cadence", "superseded by the new cadence", .dropped),
      ("[IN PROGRESS] rotate the keys", "rotate the keys", .open),
      ("rotate the keys (carried over)", "rotate the keys", .open),
      ("bo to update DNS  (ana, 16:11:00)", "bo to update DNS", nil),
      ("Renew the domain. (Mentioned at 12:07)", "Renew the domain.", nil),
      ("Renew the domain (at 1:02:07)", "Renew the domain", nil),
      ("Renew the domain (at 12 pm)", "Renew the domain (at 12 pm)", nil),
      ("Carla to prepare it [recorded in https://example.com/a1]", "Carla to prepare it", nil),
      ("Venue deposit paid on 3 May. Closed.", "Venue deposit paid on 3 May", .done),
      ("rotate the keys -> done, merged", "rotate the keys", .done),
      ("rotate the keys → dropped", "rotate the keys", .dropped),
      ("bo to rotate the keys -> done, merged on tuesday", "bo to rotate the keys", .done),
      ("We met in May. Still open.", "We met in May. Still open.", nil),
      ("get it done", "get it done", nil),
      ("Done", "Done", nil),
    ])
    func aStatusIsReadAndRemoved(_ written: String, _ text: String, _ status: TaskStatus?) {
      let result = TaskStatus.strip(written)
      #expect(result.text == text)
      #expect(result.status == status)
    }
  }
}
