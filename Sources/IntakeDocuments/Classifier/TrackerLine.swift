import IntakeCore
import IntakeParsing

/// An issue tracker's bot confirming an action it filed, as scribed minutes record it.
///
/// "<trackbot> Created ACTION-412 - Send the draft to the list [on Ana Lima - due
/// 2026-03-26]." restates the action the line before gave, with its owner's full name and the
/// day it is due; without such a line before, it is the action itself.
struct TrackerLine: Sendable, Equatable {
  /// The action as the bot restates it, without its owner.
  var task: String
  /// Whom the bot filed it on, as it writes them ("Ana Lima", "amoreau").
  var owner: String
  /// The day after "due", as written; nil when the bot gives none.
  var due: String?

  /// The confirmation on `bytes`, or nil when the line is something else.
  ///
  /// A nick may stand before it, in angle brackets or before a colon; the words "Created
  /// ACTION-", the action's number, a dash, the action and "[on …]" must all be there.
  static func created(_ bytes: [UInt8]) -> TrackerLine? {
    var index = 0
    while index < bytes.count, bytes[index] == 32 || bytes[index] == 9 { index += 1 }
    index = afterNick(bytes, from: index)
    let opening = Array("created action-".utf8)
    guard bytes.count > index + opening.count,
      bytes[index..<index + opening.count].map(ByteText.lower) == opening
    else { return nil }
    index += opening.count
    let digits = index
    while index < bytes.count, ByteText.isDigit(bytes[index]) { index += 1 }
    guard index > digits else { return nil }
    while index < bytes.count, bytes[index] == 32 || bytes[index] == 45 { index += 1 }
    var end = bytes.count
    while end > index, [32, 46].contains(bytes[end - 1]) { end -= 1 }
    guard end > index, bytes[end - 1] == 93,
      let open = bytes[index..<end].lastIndex(of: 91),
      Array(bytes[(open + 1)..<min(open + 4, end)]).map(ByteText.lower) == Array("on ".utf8)
    else { return nil }
    let task = ByteText.string(Array(bytes[index..<open])).trimming(" -")
    let filed = Array(bytes[(open + 4)..<(end - 1)])
    let lowered = filed.map(ByteText.lower)
    let marker = Array(" - due ".utf8)
    var ownerEnd = filed.count
    var due: String?
    if let at = (0...max(0, lowered.count - marker.count)).first(where: {
      lowered.count >= $0 + marker.count && Array(lowered[$0..<$0 + marker.count]) == marker
    }) {
      ownerEnd = at
      due = ByteText.string(Array(filed[(at + marker.count)...])).trimming(" ")
    }
    let owner = ByteText.string(Array(filed[..<ownerEnd])).trimming(" ")
    guard !task.isEmpty, !owner.isEmpty else { return nil }
    return TrackerLine(task: task, owner: owner, due: due?.isEmpty == false ? due : nil)
  }

  /// Where the text starts after "<nick> " or "nick: " at `index` (a word of at most 24
  /// bytes without spaces); `index` itself when neither stands there.
  private static func afterNick(_ bytes: [UInt8], from index: Int) -> Int {
    let limit = min(bytes.count, index + 26)
    if index < limit, bytes[index] == 60,
      let close = bytes[index..<limit].firstIndex(of: 62), close > index + 1,
      !bytes[index..<close].contains(32)
    {
      var next = close + 1
      while next < bytes.count, bytes[next] == 32 { next += 1 }
      return next
    }
    if let colon = bytes[index..<limit].firstIndex(of: 58), colon > index,
      !bytes[index..<colon].contains(32)
    {
      var next = colon + 1
      while next < bytes.count, bytes[next] == 32 { next += 1 }
      return next
    }
    return index
  }

  /// Gives `item` the bot's due day when the bot restates it from at most three lines below
  /// and its own words name no day, and the bot's owner when the context gave it none;
  /// returns whether the bot restates it.
  func confirms(_ item: inout DocumentItem, from line: Int) -> Bool {
    guard line - item.line <= 3, restates(item.text) else { return false }
    item.text = dated(item.text)
    // "ACTION: beatriz to ask …" in a log: the bot's full name is whom the scribe meant.
    if item.impliedOwners.isEmpty {
      item.impliedOwners = [owner]
      item.ownersAreTagged = true
    }
    return true
  }

  /// The action itself, for a record no action before it restates.
  func item(line: Int) -> DocumentItem {
    DocumentItem(text: dated(task), line: line, impliedOwners: [owner])
  }

  /// Gives out the record read on `line` that restates no action still at hand: the action
  /// itself, unless one given before already says it.
  func give(line: Int, state: inout DocumentState, into out: inout [DocumentItem]) {
    guard !state.hasGiven(task, owners: [owner]) else { return }
    state.emit(item(line: line), into: &out)
  }

  private func dated(_ text: String) -> String {
    guard let due, ActionFinder.when(in: text) == nil else { return text }
    return text + " · Due: " + due
  }

  /// Whether the bot's words restate `text`: most of its longer words are in it.
  private func restates(_ text: String) -> Bool {
    let said = Set(Item(text).tokens.map(\.lower))
    let words = Item(task).tokens.map(\.lower).filter { $0.utf8.count > 3 }
    guard !words.isEmpty else { return false }
    return words.filter(said.contains).count * 2 >= words.count
  }
}
