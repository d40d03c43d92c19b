import IntakeCore
import IntakeParsing

/// The day and time a chat app's export writes before each message.
///
/// Two shapes: a stamp opening the message line (WhatsApp's `12/03/2026, 09:14 - Ana: …`,
/// its iPhone form `[12/03/2026, 09:14:22] Ana: …`), and a header line above the message
/// (Discord's `Ana Lima — Today at 9:12 AM`, `Ana Lima — 03/12/2026 9:12 AM`). The numbers
/// of a numeric day are kept as written: which is the month is up to the document
/// (`DocumentState.chatDate`), since an app writes them in its user's order.
struct ChatStamp: Sendable, Equatable {
  /// The day a stamp names.
  enum Day: Sendable, Equatable {
    /// `first/second/year` as written, the year in full.
    case numeric(first: Int, second: Int, year: Int)
    /// Days from the day the export was read: 0 "Today", -1 "Yesterday".
    case relative(Int)
  }

  var day: Day
  /// The time as written ("09:14", "9:12 AM").
  var time: String
  /// The time of day `time` says ("9:12 PM" is 21:12); nil when it reads as none.
  var clock: LocalTime? { Self.clock(of: time) }

  /// "09:14", "9:12 AM", "9:12 pm", "09:14:22" as a time of day.
  static func clock(of text: String) -> LocalTime? {
    let bytes = Array(text.utf8)
    var index = 0
    var hour = 0
    while index < bytes.count, ByteText.isDigit(bytes[index]) {
      hour = hour * 10 + Int(bytes[index] - 48)
      index += 1
    }
    guard index > 0, index <= 2, index + 2 < bytes.count, bytes[index] == 58,
      ByteText.isDigit(bytes[index + 1]), ByteText.isDigit(bytes[index + 2])
    else { return nil }
    let minute = Int(bytes[index + 1] - 48) * 10 + Int(bytes[index + 2] - 48)
    let rest = text.lowercased().filter { $0 == "a" || $0 == "p" }
    if rest.hasPrefix("p"), hour < 12 { hour += 12 }
    if rest.hasPrefix("a"), hour == 12 { hour = 0 }
    return LocalTime(hour: hour, minute: minute)
  }
  /// Where the rest of the line begins.
  var after: Int

  /// A stamp opening a message line, or nil: a numeric day, a comma or space, a time, and
  /// then `-` (or, inside square brackets, the closing bracket).
  static func leading(_ bytes: [UInt8], from start: Int) -> ChatStamp? {
    var index = start
    let isBracketed = index < bytes.count && bytes[index] == 91
    if isBracketed { index += 1 }
    guard let (day, afterDay) = numericDay(bytes, from: index) else { return nil }
    index = afterDay
    if index < bytes.count, bytes[index] == 44 { index += 1 }
    index = skipSpaces(bytes, from: index)
    guard let (time, afterTime) = clock(bytes, from: index) else { return nil }
    index = afterTime
    if isBracketed {
      guard index < bytes.count, bytes[index] == 93 else { return nil }
      index += 1
    } else {
      index = skipSpaces(bytes, from: index)
      guard index < bytes.count, bytes[index] == 45 else { return nil }
      index += 1
    }
    guard index < bytes.count, ByteText.isSpace(bytes[index]) else { return nil }
    return ChatStamp(day: day, time: time, after: ByteText.skipSpaces(bytes, from: index))
  }

  /// A message header from `start`: a name, a dash, and when ("Today at 9:12 AM",
  /// "Yesterday at 23:48", "03/12/2026 9:12 AM", "3/12/26, 9:12 AM"), and nothing else on
  /// the line.
  static func header(_ bytes: [UInt8], from start: Int = 0) -> (
    speaker: String, stamp: ChatStamp
  )? {
    let range = ByteText.trimmed(bytes, start..<bytes.count)
    guard range.count >= 10, range.count <= 96 else { return nil }
    // The dash: " — ", " – " or " - ", the first one with a day after it.
    var index = range.lowerBound + 1
    while index < range.upperBound - 4 {
      if bytes[index] == 32, let dashEnd = ByteText.afterDash(bytes, at: index + 1),
        dashEnd < range.upperBound,
        bytes[dashEnd] == 32
      {
        let whenStart = dashEnd + 1
        if let stamp = when(bytes, from: whenStart, to: range.upperBound) {
          let name = Self.withoutSymbols(ByteText.string(bytes[range.lowerBound..<index]))
          guard name.split(separator: " ").count <= 4, TranscriptLine.isSpeakerName(name)
          else { return nil }
          return (name, stamp)
        }
      }
      index += 1
    }
    return nil
  }

  /// A display name without the pictures at its end: "jules 🦊" is "jules".
  static func withoutSymbols(_ name: String) -> String {
    var scalars = Array(name.unicodeScalars)
    while let last = scalars.last,
      last.properties.generalCategory == .otherSymbol
        || last.properties.generalCategory == .modifierSymbol
        || last.properties.generalCategory == .nonspacingMark
        || last.properties.generalCategory == .format || last == " "
    {
      scalars.removeLast()
    }
    guard scalars.count < name.unicodeScalars.count, !scalars.isEmpty else { return name }
    var trimmed = String.UnicodeScalarView()
    trimmed.append(contentsOf: scalars)
    return String(trimmed)
  }

  /// "Today at 9:12 AM", "Yesterday at 23:48", "03/12/2026 9:12 AM" filling `start..<end`.
  private static func when(_ bytes: [UInt8], from start: Int, to end: Int) -> ChatStamp? {
    var index = start
    let day: Day
    if let (numeric, after) = numericDay(bytes, from: index) {
      day = numeric
      index = after
      if index < end, bytes[index] == 44 { index += 1 }
    } else if ByteText.hasPrefix(bytes, "today at ", at: index) {
      day = .relative(0)
      index += 9
    } else if ByteText.hasPrefix(bytes, "yesterday at ", at: index) {
      day = .relative(-1)
      index += 13
    } else {
      return nil
    }
    index = skipSpaces(bytes, from: index)
    guard let (time, after) = clock(bytes, from: index), after == end else { return nil }
    return ChatStamp(day: day, time: time, after: end)
  }

  /// `d/m/yy`, `dd.mm.yyyy`, `m-d-yyyy`: two numbers of one or two digits and a year of two or
  /// four, with one separator.
  private static func numericDay(_ bytes: [UInt8], from start: Int) -> (Day, Int)? {
    guard let (first, afterFirst) = number(bytes, from: start, maxDigits: 2),
      afterFirst < bytes.count
    else { return nil }
    let separator = bytes[afterFirst]
    guard separator == 47 || separator == 46 || separator == 45,
      let (second, afterSecond) = number(bytes, from: afterFirst + 1, maxDigits: 2),
      afterSecond < bytes.count, bytes[afterSecond] == separator,
      let (year, afterYear) = number(bytes, from: afterSecond + 1, maxDigits: 4)
    else { return nil }
    let digits = afterYear - afterSecond - 1
    guard digits == 2 || digits == 4, first >= 1, second >= 1, first <= 31, second <= 31,
      first <= 12 || second <= 12
    else { return nil }
    return (
      .numeric(first: first, second: second, year: digits == 2 ? 2000 + year : year), afterYear
    )
  }

  /// `9:12`, `09:14:22`, `9:12 AM`, `9:12 pm` (a narrow no-break space before the half of the
  /// day, as some phones write it, counts as a space).
  private static func clock(_ bytes: [UInt8], from start: Int) -> (String, Int)? {
    guard let (hour, afterHour) = number(bytes, from: start, maxDigits: 2), hour <= 23,
      afterHour < bytes.count, bytes[afterHour] == 58,
      let (minute, afterMinute) = number(bytes, from: afterHour + 1, maxDigits: 2),
      afterMinute == afterHour + 3, minute < 60
    else { return nil }
    var end = afterMinute
    if end < bytes.count, bytes[end] == 58,
      let (second, afterSecond) = number(bytes, from: end + 1, maxDigits: 2),
      afterSecond == end + 3, second < 60
    {
      end = afterSecond
    }
    let timeEnd = end
    var index = skipSpaces(bytes, from: end)
    if index + 1 < bytes.count, [97, 112].contains(ByteText.lower(bytes[index])),
      ByteText.lower(bytes[index + 1]) == 109,
      index + 2 == bytes.count || !ByteText.isASCIILetter(bytes[index + 2])
    {
      index += 2
      end = index
    }
    var time = ByteText.string(bytes[start..<timeEnd])
    if end > timeEnd { time += " " + ByteText.string(bytes[(end - 2)..<end]) }
    return (time, end)
  }

  private static func number(_ bytes: [UInt8], from start: Int, maxDigits: Int) -> (Int, Int)? {
    var index = start
    var value = 0
    while index < bytes.count, index - start < maxDigits, ByteText.isDigit(bytes[index]) {
      value = value * 10 + Int(bytes[index] - 48)
      index += 1
    }
    guard index > start, index == bytes.count || !ByteText.isDigit(bytes[index]) else {
      return nil
    }
    return (value, index)
  }

  /// Skips spaces and the narrow no-break space (U+202F).
  private static func skipSpaces(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      if ByteText.isSpace(bytes[index]) {
        index += 1
      } else if index + 2 < bytes.count, bytes[index] == 0xE2, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0xAF
      {
        index += 3
      } else {
        break
      }
    }
    return index
  }
}
