import Testing

@testable import IntakeDocuments

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
      // A handle with the full name in brackets is the full name; a role in brackets is not.
      ("@lwerner (Lotte Werner, chair), @kofi-m (Kofi Mensah)", ["Lotte Werner", "Kofi Mensah"]),
      ("jdoe (Jane Doe); Bo (notes)", ["Jane Doe", "Bo"]),
      ("Ana Lima (Acme Corp)", ["Ana Lima"]),
      ("Guest: Imani Okoro (Fieldhouse Trust)", ["Imani Okoro"]),
    ])
    func theNamesInALine(_ line: String, _ names: [String]) {
      #expect(AttendeeList.names(in: line) == names)
    }
  }
}
