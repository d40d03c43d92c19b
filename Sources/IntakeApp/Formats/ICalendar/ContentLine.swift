import Foundation
import IntakeCore

/// The pieces of an iCalendar file (RFC 5545 §3.1–3.3): content lines folded at 75 octets,
/// TEXT values escaped, and dates and date-times in their basic ISO forms.
enum ContentLine {
  /// Appends `name` (with its parameters) and `value` as one content line, folded so that no
  /// line is longer than 75 octets, and ended with CRLF.
  ///
  /// A fold never splits a UTF-8 sequence: each continuation line starts with a space and
  /// holds at most 74 octets of the value.
  static func append(_ name: String, _ value: String, to output: inout [UInt8]) {
    var line = Array(name.utf8)
    line.append(UInt8(ascii: ":"))
    line.append(contentsOf: value.utf8)
    var start = 0
    var limit = 75
    while line.count - start > limit {
      var end = start + limit
      // Back up to the first byte of a UTF-8 sequence.
      while end > start, line[end] & 0xC0 == 0x80 { end -= 1 }
      output.append(contentsOf: line[start..<end])
      output.append(contentsOf: [0x0D, 0x0A, 0x20])
      start = end
      limit = 74
    }
    output.append(contentsOf: line[start...])
    output.append(contentsOf: [0x0D, 0x0A])
  }

  /// `text` as a TEXT value: backslashes, semicolons and commas escaped, line breaks written
  /// `\n`, and the control characters TEXT cannot hold (all but tab) left out.
  static func text(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\r\n", "\n", "\r": result += "\\n"
      case "\t": result.append(character)
      default:
        if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
          scalar.value < 0x20 || scalar.value == 0x7F
        {
          break
        }
        result.append(character)
      }
    }
    return result
  }

  /// A list of TEXT values, as CATEGORIES holds them: each escaped, joined by commas.
  static func list(_ values: [String]) -> String {
    values.map(text).joined(separator: ",")
  }

  /// `20261125`.
  static func date(_ date: LocalDate) -> String {
    LocalDate.pad(date.year, 4) + LocalDate.pad(date.month, 2) + LocalDate.pad(date.day, 2)
  }

  /// `20261125T150000`: a wall-clock time, read in the zone its TZID names.
  static func dateTime(_ date: LocalDate, _ time: LocalTime, second: Int = 0) -> String {
    self.date(date) + "T" + LocalDate.pad(time.hour, 2) + LocalDate.pad(time.minute, 2)
      + LocalDate.pad(second, 2)
  }

  /// `20261125T150000Z`: an instant in UTC, to the second.
  static func utc(_ instant: Date) -> String {
    let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let rest = seconds - days * 86_400
    return dateTime(
      LocalDate(dayNumber: days), LocalTime(uncheckedHour: rest / 3600, minute: rest % 3600 / 60),
      second: rest % 60) + "Z"
  }
}
