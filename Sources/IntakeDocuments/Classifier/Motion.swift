import IntakeParsing

/// A motion in a public body's minutes, from "Moved by …" or a resolution's "THAT …" to
/// the outcome under it: its items wait there, since a motion "DEFEATED" or "LOST" has
/// nothing done ("THAT staff be directed to study a four-way stop … DEFEATED").
struct Motion: Sendable {
  /// What a line does to the motion.
  enum Step {
    /// No motion is open, and the line opens none.
    case none
    /// The line opens a motion ("Moved by Councillor Hale", "THAT Council direct …").
    case opens
    /// The line is the motion's (its seconder, its clauses, a blank line).
    case holds
    /// The line says the motion carried: its items stand.
    case carried
    /// The line says the motion failed: its items are dropped.
    case failed
    /// The line is past the motion, which said no outcome: its items stand.
    case released
  }

  var isOpen = false
  var items: [DocumentItem] = []
  private var sawBlank = false

  /// The items held, to give out or drop; the motion is closed.
  mutating func release() -> [DocumentItem] {
    defer {
      items = []
      isOpen = false
      sawBlank = false
    }
    return items
  }

  /// What `line` does to the motion.
  mutating func step(_ line: [UInt8]) -> Step {
    let range = ByteText.trimmed(line, 0..<line.count)
    // Most lines are no motion's: one look at the first letter rules them out.
    guard isOpen || (range.first.map { Self.openingLetters.contains(line[$0]) } ?? false)
    else { return .none }
    if range.isEmpty {
      sawBlank = true
      return .holds
    }
    let item = Item(ByteText.string(line[range]))
    if isOpen, let outcome = Self.outcome(item) { return outcome ? .carried : .failed }
    if Self.opens(item) {
      if isOpen, !sawBlank, !item.isWord(0, "moved") { return .holds }
      return .opens
    }
    guard isOpen else { return .none }
    // "Seconded by …", the clauses after "That Council:", the motion's paragraph.
    if !sawBlank || item.isWord(0, "seconded") || item.isWord(0, "that") { return .holds }
    return .released
  }

  /// The first letters of a line that may open a motion: "Moved", "THAT", "RESOLUTION".
  private static let openingLetters = Array("MmTR".utf8)

  /// Whether a line opens a motion: "Moved by …", "Moved Cr Kellow / Seconded …", "MOVED:",
  /// "RESOLUTION 2026/043", "THAT the Town Clerk be directed …", "That Council:".
  private static func opens(_ item: Item) -> Bool {
    guard let first = item.word(0) else { return false }
    switch first {
    case "moved": return item.tokens[0].isCapitalized
    case "resolution": return item.tokens[0].isCapitalized && item.count <= 4
    case "that":
      // A resolution's clause is written "THAT …", "That council …", "That committee …",
      // or "That" and a capitalised "The", "Board" or "Staff".
      if item.text(of: 0..<1) == "THAT" || item.isWord(1, in: ["council", "committee"]) {
        return true
      }
      return item.isWord(1, in: ["the", "board", "staff"]) && item.tokens[1].isCapitalized
    default: return false
    }
  }

  /// The outcome a line says: true for carried, false for defeated, lost or withdrawn; nil
  /// when it says none ("CARRIED", "Carried unanimously", "MOTION LOST", "Defeated 3-4").
  private static func outcome(_ item: Item) -> Bool? {
    guard item.count <= 8 else { return nil }
    var index = 0
    if item.isWord(0, "motion") || item.isWord(0, "the") && item.isWord(1, "motion") {
      index = item.isWord(0, "the") ? 2 : 1
      if item.isWord(index, "was") { index += 1 }
    }
    guard let word = item.word(index) else { return nil }
    if ["carried", "adopted", "passed"].contains(word) { return true }
    if ["defeated", "lost", "failed", "withdrawn"].contains(word) { return false }
    if word == "not", item.isWord(index + 1, "carried") { return false }
    return nil
  }
}
