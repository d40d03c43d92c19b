import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Minutes that name people by surname ("Cllr Pemberton to …") after the attendees line
  /// gave their full names.
  @Suite("Surnames")
  struct SurnameTests {
    /// 2026-11-25, 10:00 UTC.
    let context = ParsingContext(
      localDate: LocalDate(dayNumber: 20_782), time: LocalTime(uncheckedHour: 10), timeZone: .gmt)

    func owners(_ text: String) -> [[String]] {
      DocumentParser.parse(text, base: context, fileName: "minutes.txt").map(\.draft.owners)
    }

    @Test func aSurnameIsTheOnePersonWhoseSurnameItIs() {
      #expect(
        owners(
          """
          Present: Imogen Tresize (Chair), Walter Penhallow, Nadia Okonedo (police liaison)

          ## Actions
          - PCSO Okonedo to send the dates of the speed-watch training
          - Cllr Penhallow to write to the highways team about the verge
          """) == [["Nadia Okonedo"], ["Walter Penhallow"]])
    }

    @Test func aSurnameNobodyHasIsKeptAsWritten() {
      #expect(
        owners(
          """
          Present: Cllr Imogen Tresize, Cllr Walter Penhallow

          ## Actions
          - Cllr Kestell to book the hall for the surgery
          """) == [["Kestell"]])
    }
  }
}
