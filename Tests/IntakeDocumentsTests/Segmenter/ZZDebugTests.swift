import Foundation
import IntakeParsing
import Testing

@testable import IntakeDocuments

@Test func zzDebugDetect() throws {
  for l in [
    "Dr Kwabena Ofori-Atta, Director of Teaching (KOA)",
    "Mr Owain Pritchard, Postgraduate Research Student Representative (OP)",
    "Prof. Morag Lindqvist, Head of School (HoS) - Chair",
  ] {
    print("DBG", AttendeeList.attendees(in: l))
  }
}
