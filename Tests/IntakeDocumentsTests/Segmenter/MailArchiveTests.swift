import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// A thread copied from a mailing list's web archive: each message under the list's
  /// subject, its sender with the address spelled " at ", and its date on the next line.
  @Suite("Mailing list archives")
  struct MailArchiveTests {
    static let thread = """
      [garden-volunteers] Spring work day: who does what
      Marta Kowalczyk marta at allotments.example
      Sat Mar 7 10:02:11 GMT 2026

          Previous message (by thread): [garden-volunteers] Shed keys
          Next message (by thread): [garden-volunteers] Spring work day: who does what

      Hello all,

      The work day is on the 21st. We still need someone for the compost bays.

      Marta

      ------------------------------------------------------------------------

      [garden-volunteers] Spring work day: who does what
      Dev Raman dev.raman at mailbox.example
      Mon Mar 9 19:40:55 GMT 2026

      > We still need someone for the compost bays.

      I'll turn the compost bays on Wednesday, and I'll bring my own fork.

      Dev
      """

    @Test func eachMessageIsBySenderAndDatedByTheLineUnderIt() {
      #expect(
        SegmenterFixtures.taskLines(Self.thread, fileName: "thread.txt") == [
          "Turn the compost bays | Dev Raman | 2026-03-11",
          "Bring my own fork | Dev Raman | -",
        ])
    }

    @Test func theSenderLineNeedsAnAddressSpelledOut() {
      #expect(
        NotesClassifier.archiveSender(Array("Dev Raman dev.raman at mailbox.example".utf8))
          == "Dev Raman")
      #expect(
        NotesClassifier.archiveSender(Array("Dev Raman will be at the allotment".utf8)) == nil)
      #expect(NotesClassifier.archiveSender(Array("We meet at garden.example".utf8)) == nil)
    }

    @Test func aListsTagMakesASubjectButABotsTagDoesNot() {
      #expect(NotesClassifier.isListSubject(Array("[garden-volunteers] Call for help: sheds".utf8)))
      #expect(!NotesClassifier.isListSubject(Array("[ACTION] Dev to turn the compost".utf8)))
    }
  }
}
