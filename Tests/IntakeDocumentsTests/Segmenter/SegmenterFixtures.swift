import IntakeCore
import IntakeParsing

@testable import IntakeDocuments

/// Helpers shared by the segmenter suites.
enum SegmenterFixtures {
  /// Wednesday 2026-11-25, 10:00 UTC: a reference none of the end-to-end documents relies on.
  static let shapesContext = ParsingContext(
    localDate: LocalDate(dayNumber: 20_782), time: LocalTime(uncheckedHour: 10), timeZone: .gmt)

  /// Each task `DocumentParser` finds in `text` as "text | owners | due date", with the due
  /// time after the date when it has one, and with `includeDone` " | done" after a done one.
  static func taskLines(_ text: String, fileName: String, includeDone: Bool = false) -> [String] {
    DocumentParser.parse(text, base: shapesContext, fileName: fileName).map { found in
      let draft = found.draft
      return draft.text + " | " + draft.owners.joined(separator: ", ") + " | "
        + (draft.dueDate?.description ?? "-") + (draft.dueTime.map { " " + $0.description } ?? "")
        + (includeDone && found.isDone ? " | done" : "")
    }
  }

  /// A recording tool's export: a clock line over each speaker's name, then the words.
  static let clockOverNameCall = """
    Garden club planning call
    Tuesday 3 March 2026

    00:00:04
    Wren Castillo
    Right, we're recording. Seeds first.

    00:00:11
    Ade Okafor
    I'll put the seed order in by Friday.

    00:00:19
    Wren Castillo
    Good. Oh and I need to ring the roofer about the shed.

    00:00:25
    Ade Okafor
    Thanks.
    """

  /// Scribed minutes: a header longer than half the format sample, then a log of chat
  /// messages, "name:" lines and ACTION lines.
  static let scribedMinutes = """
    Harbour Sensors Working Group
    4 March 2026
    Log: https://irc.example.org/2026/03/04-sensors.txt
    Present: Ana Lima, Bo Chen, Carla Diaz, Dev Shah
    Regrets: Ewa Nowak
    Contents
      1. Calibration
      2. Next call
    <ana> scribe: bo
    Topic: 1. Calibration
    ana: the drift is back on buoy 3
    <carla> I'll look at the logger firmware before Friday
    dev: +1
    ACTION: editors to fold the drift note into the draft
    ACTION: Ewa to recalibrate buoy 3
    dev: thanks. Will will be out next week, so the buoy waits
    <bo> fine by me
    """

  /// The items of `text`, read as a whole.
  static func items(
    _ text: String, fileName: String? = nil, format: DocumentFormat? = nil
  ) -> [DocumentItem] {
    Segmenter.segment(text, fileName: fileName, format: format).items
  }

  /// The item texts of `text`.
  static func texts(
    _ text: String, fileName: String? = nil, format: DocumentFormat? = nil
  ) -> [String] {
    items(text, fileName: fileName, format: format).map(\.text)
  }

  /// The items of `text` fed one line at a time, each feed's items appended as they come.
  static func fed(_ text: String, fileName: String? = nil) -> [DocumentItem] {
    var segmenter = Segmenter(fileName: fileName)
    var items: [DocumentItem] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      items += segmenter.feed(line)
    }
    return items + segmenter.finish()
  }

  /// `LocalDate(iso:)` for a date the test knows to be real.
  static func date(_ iso: String) -> LocalDate {
    guard let date = LocalDate(iso: iso) else { preconditionFailure("\(iso) is not a date") }
    return date
  }
}
