import Foundation
import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// A voicemail read as one caller speaking to the listener (`DocumentParser.message`).
  @Suite("Message")
  struct MessageTests {
    /// Wednesday 2026-11-25, 10:00 in Lisbon.
    let context = ParsingContext(
      localDate: LocalDate(dayNumber: 20_782), time: LocalTime(uncheckedHour: 10),
      timeZone: TimeZone(identifier: "Europe/Lisbon") ?? .gmt)

    func tasks(_ text: String) -> [String] {
      DocumentParser.message(text, base: context).map { found in
        found.draft.text + (found.draft.dueDate.map { " @\($0)" } ?? "")
      }
    }

    @Test func requestsToTheListenerAreTasks() {
      #expect(
        tasks(
          "Hi, it's Marta from the clinic. Could you ring us back before Thursday to confirm "
            + "the appointment? Please bring your insurance card. Thanks, bye.")
          == ["Ring us back to confirm the appointment @2026-11-26", "Bring your insurance card"])
      #expect(
        tasks(
          "Hey, quick one. Don't forget to move the car off the street tonight. And remember to "
            + "send me the gate code by Friday.")
          == ["Move the car off the street @2026-11-25", "Send me the gate code @2026-11-27"])
      #expect(
        tasks("This is the garage. You need to sign the repair estimate before Monday.")
          == ["Sign the repair estimate @2026-11-30"])
    }

    @Test func commandsAndPoliteConditionsAskTheListener() {
      #expect(
        tasks(
          "Hi, it's Dev from the bike shop. Drop the frame off whenever suits you. Oh, and if "
            + "you get a chance, send me a photo of the crack before Friday. Cheers.")
          == ["Drop the frame off", "Send me a photo of the crack @2026-11-27"])
      #expect(
        tasks("It's Gran. I'll need you to water the tomatoes while I'm away next week.")
          == ["Water the tomatoes while I'm away @2026-11-30"])
    }

    @Test func theCallersOwnPromisesAreNotTheListeners() {
      #expect(tasks("Hi, it's Lou. I'll ring you back after lunch, I'm in a meeting.").isEmpty)
    }

    @Test func talkAndNewsAreNotTasks() {
      #expect(
        tasks("Hi, it's Omar. Can you hear me? The line is terrible. Anyway, all good here.")
          .isEmpty)
      #expect(tasks("Hello, just letting you know the parcel arrived safely. Talk soon!").isEmpty)
    }

    @Test func theSameSentencesInMeetingNotesAreNotAsks() {
      // Outside a message, "please …" addressed to nobody is not given to anyone.
      let drafts = DocumentParser.parse(
        "Marta: Please bring your insurance card. Omar: Sure.", base: context)
      #expect(
        !drafts.contains { $0.draft.text == "Bring your insurance card" && $0.draft.owners.isEmpty }
      )
    }
  }
}
