import IntakeCore
import IntakeParsing

/// A chat channel exported as text: each message under a quoted header, its thread's
/// replies behind a bar.
///
///     > Ana Lima (@ana.l) [2027-03-02 09:10:11]
///     morning all, thread please
///
///       | > Piet de Vries (@piet) [2027-03-02 09:20:40]
///       | I'll write the release notes
///
/// The bar and the quote mark before a header are the export's, not the message's: the
/// reader takes them off (`strip`) and reads the header (`header`).
struct ChatExportLines: Sendable {
  /// The column of the bar while a thread's replies are read, nil outside one.
  private var barColumn: Int?

  /// A message header: who wrote it, their handle, and when.
  struct Header: Sendable, Equatable {
    var name: String
    var handle: String?
    /// The day as written, "2027-03-02".
    var day: String
    var time: LocalTime?
  }

  /// The line without the bar of a thread's reply; the line itself outside a thread.
  ///
  /// A bar opens a thread only before a message header ("  | > Piet de Vries (@piet) […]"),
  /// so a table's row or a line of ASCII art keeps its pipe; the thread goes on while the
  /// lines keep the bar at the same column.
  mutating func strip(_ bytes: [UInt8]) -> [UInt8] {
    let (column, start) = ByteText.indentation(bytes)
    guard start < bytes.count, bytes[start] == 124,
      start + 1 == bytes.count || bytes[start + 1] == 32
    else {
      barColumn = nil
      return bytes
    }
    let rest = start + 2 < bytes.count ? Array(bytes[(start + 2)...]) : []
    if barColumn == column { return rest }
    guard Self.header(rest) != nil else {
      barColumn = nil
      return bytes
    }
    barColumn = column
    return rest
  }

  /// A message of a chat saved as tab-separated lines, "07:52<tab>Kenji Mori<tab>Morning
  /// all", as a phone's messaging app saves a group's history: the same message written
  /// "[07:52] Kenji Mori: Morning all", as transcripts and other chats write theirs; nil for
  /// any other line.
  static func tabbedMessage(_ bytes: [UInt8]) -> [UInt8]? {
    guard bytes.count > 8, ByteText.isDigit(bytes[0]),
      let firstTab = bytes.prefix(9).firstIndex(of: 9), firstTab >= 4,
      bytes[..<firstTab].allSatisfy({ ByteText.isDigit($0) || $0 == 58 }),
      bytes[..<firstTab].contains(58),
      let secondTab = bytes[(firstTab + 1)...].prefix(48).firstIndex(of: 9),
      secondTab > firstTab + 1
    else { return nil }
    return [91] + bytes[..<firstTab] + [93, 32] + bytes[(firstTab + 1)..<secondTab] + [58, 32]
      + bytes[(secondTab + 1)...]
  }

  /// The header a quote mark opens: "> Ana Lima (@ana.l) [2027-03-02 09:10:11]" or without
  /// the handle ("> Ana Lima [2027-03-02 09:10]"); nil for any other line.
  static func header(_ bytes: [UInt8]) -> Header? {
    if bytes.first != 62 { return dottedHeader(bytes) }
    guard bytes.count <= 120, bytes.count > 20, bytes[0] == 62, bytes[1] == 32,
      bytes.last == 93, let open = bytes.lastIndex(of: 91), open > 3
    else { return nil }
    let stamp = ByteText.string(bytes[(open + 1)..<(bytes.count - 1)])
    let parts = stamp.split(separator: " ")
    guard (1...2).contains(parts.count), Self.isISODay(parts[0]) else { return nil }
    var who = ByteText.string(bytes[2..<open]).trimmingWhitespace()
    var handle: String?
    if who.hasSuffix(")"), let paren = who.lastIndex(of: "(") {
      let inside = who[who.index(after: paren)..<who.index(before: who.endIndex)]
      guard inside.hasPrefix("@"), inside.count > 1, !inside.contains(" ") else { return nil }
      handle = String(inside.dropFirst())
      who = who[..<paren].trimmingWhitespace()
    }
    let name = String(who)
    guard (1...4).contains(name.split(separator: " ").count), TranscriptLine.isSpeakerName(name)
    else { return nil }
    let time = parts.count == 2 ? ChatStamp.clock(of: String(parts[1])) : nil
    return Header(name: name, handle: handle, day: String(parts[0]), time: time)
  }

  /// A header as a desktop messenger exports it, the name, a comma and the day and time in
  /// brackets, the message on the lines under it: "Mira Kowalczyk, [24.11.2026 19:02]".
  private static func dottedHeader(_ bytes: [UInt8]) -> Header? {
    guard bytes.count <= 100, bytes.count > 20, bytes.last == 93,
      let open = bytes.lastIndex(of: 91), open > 3, bytes[open - 1] == 32, bytes[open - 2] == 44
    else { return nil }
    let stamp = ByteText.string(bytes[(open + 1)..<(bytes.count - 1)])
    let parts = stamp.split(separator: " ")
    guard parts.count == 2, Self.isDottedDay(parts[0]),
      let time = ChatStamp.clock(of: String(parts[1]))
    else { return nil }
    let name = ByteText.string(bytes[0..<(open - 2)]).trimmingWhitespace()
    guard (1...4).contains(name.split(separator: " ").count), TranscriptLine.isSpeakerName(name)
    else { return nil }
    return Header(name: name, handle: nil, day: String(parts[0]), time: time)
  }

  /// "24.11.2026": two digits, two, four, parted by dots.
  private static func isDottedDay(_ text: Substring) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[2] == 46, bytes[5] == 46 else { return false }
    return bytes.indices.allSatisfy { $0 == 2 || $0 == 5 || ByteText.isDigit(bytes[$0]) }
  }

  /// "2027-03-02": four digits, two, two, parted by hyphens.
  private static func isISODay(_ text: Substring) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == 45, bytes[7] == 45 else { return false }
    return bytes.indices.allSatisfy { $0 == 4 || $0 == 7 || ByteText.isDigit(bytes[$0]) }
  }
}
