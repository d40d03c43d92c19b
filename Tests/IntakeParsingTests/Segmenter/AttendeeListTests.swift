import Testing

@testable import IntakeParsing

extension SegmenterTests {
  /// Names in attendees lines.
  @Suite("AttendeeList")
  struct AttendeeListTests {
    @Test(arguments: [
      ("Ana Lima, Bo Chen and carla", ["Ana Lima", "Bo Chen", "carla"]),
      ("Jen Alvarez (President), Mike Dorsey (Treasurer)", ["Jen Alvarez", "Mike Dorsey"]),
      ("@ana; Bo – design; everyone", ["ana", "Bo"]),
      ("Ana Lima <ana@example.com> & Bo Chen", ["Ana Lima", "Bo Chen"]),
      ("ana (40)", ["ana"]), ("TBD", []),
    ])
    func theNamesInALine(_ line: String, _ names: [String]) {
      #expect(AttendeeList.names(in: line) == names)
    }
  }
}
