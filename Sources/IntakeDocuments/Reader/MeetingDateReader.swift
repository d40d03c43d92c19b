import Foundation
import IntakeCore
import IntakeParsing

/// Reads the date a meeting is held on from a title, a header line or a file name.
///
/// Text goes through `AbsoluteDateExtractor`, so a header understands every written form the
/// task parser does ("2026-03-02", "Friday, March 29, 2019", "3/2/2026", "2 March 2026"), in
/// the document's date order. Only dates that state their year count: one rolled forward from
/// a missing year ("March 2", "the 15th") is not what a meeting header means. A two-digit
/// year in a header is of this century ("3/2/26"). Off the hot path: only titles and header
/// lines come here.
struct MeetingDateReader: Sendable {
  private let context: ParsingContext

  init(dateOrder: DateOrder) {
    let zone = TimeZone(secondsFromGMT: 0) ?? .current
    // The reference day only settles whether four digits after a date are a year or a clock
    // ("2 Nov 1815" is 18:15); years 1900–2199 must all read as years.
    self.context = ParsingContext(
      localDate: LocalDate(dayNumber: 21_915), time: LocalTime(uncheckedHour: 12), timeZone: zone,
      dateOrder: dateOrder)
  }

  /// The first date with a stated year in `text`, or nil.
  func date(in text: String) -> LocalDate? {
    guard text.utf8.contains(where: ByteText.isDigit) else { return nil }
    for written in AbsoluteDateExtractor.datesWithYear(in: text, context: context) {
      guard (1900...2199).contains(written.year),
        let date = LocalDate(year: written.year, month: written.month, day: written.day)
      else { continue }
      return date
    }
    return nil
  }

  /// The date in a file name: `2026-03-02-planning.md`, `planning_2026-03-02.md`,
  /// `20260302 sync.txt`, `2026.03.02 notes`.
  ///
  /// Year first, four digits (1900–2199), then month and day with one separator (`-`, `_`,
  /// `.`, space) or none; digits around it must not continue the number.
  static func date(fromFileName name: String) -> LocalDate? {
    var bytes = Array(name.utf8)
    if let slash = bytes.lastIndex(of: 47) { bytes = Array(bytes[(slash + 1)...]) }
    var index = 0
    while index + 8 <= bytes.count {
      if index > 0, ByteText.isDigit(bytes[index - 1]) {
        index += 1
        continue
      }
      if let date = date(in: bytes, at: index) { return date }
      index += 1
    }
    return nil
  }

  private static func date(in bytes: [UInt8], at start: Int) -> LocalDate? {
    guard let year = number(bytes, start, 4), (1900...2199).contains(year) else { return nil }
    var cursor = start + 4
    var separator: UInt8?
    if cursor < bytes.count, [45, 95, 46, 32].contains(bytes[cursor]) {
      separator = bytes[cursor]
      cursor += 1
    }
    guard let month = number(bytes, cursor, 2) else { return nil }
    cursor += 2
    if let separator {
      guard cursor < bytes.count, bytes[cursor] == separator else { return nil }
      cursor += 1
    }
    guard let day = number(bytes, cursor, 2) else { return nil }
    cursor += 2
    if cursor < bytes.count, ByteText.isDigit(bytes[cursor]) { return nil }
    return LocalDate(year: year, month: month, day: day)
  }

  private static func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
    guard start + count <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[start..<start + count] {
      guard ByteText.isDigit(byte) else { return nil }
      value = value * 10 + Int(byte - 48)
    }
    return value
  }
}
