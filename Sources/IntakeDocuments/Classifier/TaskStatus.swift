import IntakeParsing

/// The state an item's own words give it, as carried-over action lists write it: "[DONE]",
/// "(in progress)", "— closed", "✅", "[DROPPED]".
enum TaskStatus: Sendable, Equatable {
  case open
  case done
  /// Will not be done: the item is left out.
  case dropped

  /// `text` without a meeting bot's "(ana, 16:11:00)" at its end: who recorded it and when.
  static func withoutRecording(_ text: String) -> String {
    let bytes = Array(text.utf8)
    guard let open = recordingStart(bytes) ?? offsetStart(bytes) else { return text }
    return ByteText.string(bytes[ByteText.trimmed(bytes, 0..<open)])
  }

  /// Where a meeting bot's "(ana, 16:11:00)" closing `bytes` opens, or nil.
  static func recordingStart(_ bytes: [UInt8]) -> Int? {
    guard bytes.last == 41, let open = bytes.lastIndex(of: 40), open > 0,
      bytes.count - open <= 60, bytes[(open + 1)...].contains(44),
      TranscriptLine.endsWithTime(Array(bytes[(open + 1)..<(bytes.count - 1)]))
    else { return nil }
    return open
  }

  /// Where a recap's "(18:40)" or "(Mentioned at 18:40)" closing `bytes` opens: the moment
  /// of the recording where the item was said, not a time it is due; nil for other ends.
  static func offsetStart(_ bytes: [UInt8]) -> Int? {
    guard bytes.last == 41, let open = bytes.lastIndex(of: 40), open > 0 else { return nil }
    var inner = open + 1
    let opening = bytes[inner..<min(bytes.count, inner + 13)].map(ByteText.lower)
    if let lead = ["mentioned at ", "said at ", "at "].first(where: {
      ByteText.hasPrefix(opening, $0, at: 0)
    }) {
      inner += lead.utf8.count
    }
    guard inner < bytes.count - 1, isOffset(bytes[inner..<(bytes.count - 1)]) else { return nil }
    return open
  }

  /// "04:12", "1:02:45": minutes and seconds into a recording, alone in brackets.
  private static func isOffset(_ inner: ArraySlice<UInt8>) -> Bool {
    let parts = inner.split(separator: 58, omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3,
      parts.first.map({ (1...2).contains($0.count) }) == true,
      parts.dropFirst().allSatisfy({ $0.count == 2 }),
      parts.allSatisfy({ $0.allSatisfy(ByteText.isDigit) })
    else { return false }
    return true
  }

  /// `text` without its status marks, and the status they gave (nil when none).
  ///
  /// Reads bracketed statuses at either end, "DONE:" in front, a trailing "- done" or
  /// "DONE", check marks, and drops the "[recorded in …]" trailers of IRC minutes.
  static func strip(_ text: String) -> (text: String, status: TaskStatus?) {
    var bytes = Array(text.utf8)
    var status: TaskStatus?
    func note(_ found: TaskStatus) {
      if status == nil || status == .open { status = found }
    }
    var changed = true
    while changed {
      changed = false
      let range = ByteText.trimmed(bytes, 0..<bytes.count)
      if range.count != bytes.count { bytes = Array(bytes[range]) }
      guard !bytes.isEmpty else { break }
      if let (found, cut) = trailingClause(bytes) {
        note(found)
        bytes = Array(bytes[..<cut])
        changed = true
      } else if let (found, after) = leading(bytes) {
        if let found { note(found) }
        bytes = Array(bytes[after...])
        changed = true
      } else if let (found, before) = trailing(bytes) {
        if let found { note(found) }
        bytes = Array(bytes[..<before])
        changed = true
      }
    }
    return (ByteText.string(bytes), status)
  }

  /// A status word or phrase, lower case.
  static func status(of words: String) -> TaskStatus? {
    if ActionWords.doneStatuses.contains(words) { return .done }
    if ActionWords.droppedStatuses.contains(words) { return .dropped }
    if ActionWords.openStatuses.contains(words) { return .open }
    return nil
  }

  /// `InlineMarkdown.reduce` of a whole entry, where a text struck through and then given a
  /// status ("~~Idris: send the recording~~ done", "~~…~~ (dropped)") is its words with that
  /// status after a dash, as a status in words is written ("Idris: send the recording —
  /// done"), not a text struck through.
  static func reducedEntry(_ bytes: [UInt8]) -> (text: [UInt8], isStruck: Bool) {
    let reduced = InlineMarkdown.reduce(bytes, 0..<bytes.count)
    let start = ByteText.skipSpaces(bytes, from: 0)
    guard !reduced.isStruck, bytes.count > start + 4, bytes[start] == 126, bytes[start + 1] == 126,
      let close = (start + 2..<bytes.count - 1).first(where: {
        bytes[$0] == 126 && bytes[$0 + 1] == 126
      }),
      close > start + 2
    else { return reduced }
    let written = ByteText.string(bytes[(close + 2)...]).trimming(
      " .,;:!-()[]\u{2013}\u{2014}\u{2192}>")
    let tail = written.lowercased()
    let whole = status(of: tail)
    let words = InlineMarkdown.reduce(bytes, start..<close + 2).text
    // "~~renew the docs domain~~ renewed Mar 30": the work struck, then what was done; one
    // word struck and another after it ("~~Friday~~ moved to Monday") is a correction.
    let isStruckWork = words.contains(32)
    guard !tail.isEmpty,
      let found = whole ?? statusOpening(written, afterWork: isStruckWork), found != .open
    else { return reduced }
    let said = whole == nil ? (found == .done ? "done" : "dropped") : tail
    return (words + Array(" \u{2014} ".utf8) + Array(said.utf8), false)
  }

  /// The status a remark after a struck entry opens with: "merged in #1187", "done, see the
  /// thread", or someone who did it ("Magdalena checked during the call, it's fine"); after
  /// struck work (`afterWork`), a verb in the past ("renewed Mar 30 for two years").
  private static func statusOpening(_ remark: String, afterWork: Bool) -> TaskStatus? {
    let words = remark.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" })
    guard let first = words.first else { return nil }
    if let found = status(of: first.lowercased()) { return found }
    // "not needed, the CI group can switch it", "no longer needed".
    if words.count >= 2, let found = status(of: (first + " " + words[1]).lowercased()) {
      return found
    }
    if afterWork, first.first?.isLowercase == true, VerbForms.isPast(String(first)) {
      return .done
    }
    guard words.count > 1, first.first?.isUppercase == true,
      VerbForms.isPast(words[1].lowercased())
    else { return nil }
    return .done
  }

  // MARK: - Ends

  private static let checkMarks: [[UInt8]] = [
    [0xE2, 0x9C, 0x85], [0xE2, 0x9C, 0x94], [0xE2, 0x9C, 0x93], [0xE2, 0x98, 0x91],
  ]

  /// A status at the start: "[DONE]", "(new)", "DONE:", "✅"; the index after it.
  private static func leading(_ bytes: [UInt8]) -> (TaskStatus?, Int)? {
    for mark in checkMarks where bytes.starts(with: mark) { return (.done, mark.count) }
    if bytes[0] == 91 || bytes[0] == 40 {
      let close: UInt8 = bytes[0] == 91 ? 93 : 41
      guard let end = bytes.prefix(40).firstIndex(of: close) else { return nil }
      guard let found = status(of: lowered(bytes[1..<end])) else { return nil }
      return (found, end + 1)
    }
    // "DONE: …", "Done - …"
    var end = 0
    while end < bytes.count, ByteText.isASCIILetter(bytes[end]) { end += 1 }
    guard end > 0, end < bytes.count, let found = status(of: lowered(bytes[0..<end])) else {
      return nil
    }
    var after = ByteText.skipSpaces(bytes, from: end)
    guard after < bytes.count, bytes[after] == 58 || bytes[after] == 45 || bytes[after] == 44
    else { return nil }
    after += 1
    return (found, after)
  }

  /// A last sentence that opens with a done or dropped status and a comma or semicolon, and
  /// the index of the full stop before it.
  private static func statusSentence(_ bytes: [UInt8]) -> (TaskStatus?, Int)? {
    let limit = max(1, bytes.count - 80)
    var index = bytes.count - 3
    while index > limit {
      if bytes[index] == 32, bytes[index - 1] == 46 {
        var end = index + 1
        while end < bytes.count, ByteText.isASCIILetter(bytes[end]) { end += 1 }
        // "Done, tagged", "Completed; see item 5.1".
        guard end > index + 1, end < bytes.count, bytes[end] == 44 || bytes[end] == 59,
          let found = status(of: lowered(bytes[(index + 1)..<end])), found != .open
        else { return nil }
        return (found, index - 1)
      }
      index -= 1
    }
    return nil
  }

  /// A status after a dash that a remark follows: "… -- DONE, live at https://…", "… — done;
  /// the slides are in the wiki"; the status and the index of the dash.
  private static func dashedStatusRemark(_ bytes: [UInt8]) -> (TaskStatus?, Int)? {
    var index = max(1, bytes.count - 160)
    while index < bytes.count - 4 {
      defer { index += 1 }
      // " -- ", " - ", " — " (E2 80 94), " – " (E2 80 93), then a status and "," or ";".
      guard bytes[index - 1] == 32 else { continue }
      var after = index
      if bytes[index] == 45 {
        after += bytes[index + 1] == 45 ? 2 : 1
      } else if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0x94 || bytes[index + 2] == 0x93
      {
        after += 3
      } else {
        continue
      }
      guard after < bytes.count, bytes[after] == 32 else { continue }
      let start = after + 1
      var end = start
      while end < bytes.count, ByteText.isASCIILetter(bytes[end]) { end += 1 }
      guard end > start, end < bytes.count, bytes[end] == 44 || bytes[end] == 59,
        let found = status(of: lowered(bytes[start..<end])), found != .open
      else { continue }
      return (found, index - 1)
    }
    return nil
  }

  /// A status at the end: "(done)", "[recorded in …]", "- closed", " DONE", "✅"; the index
  /// where it starts.
  private static func trailing(_ bytes: [UInt8]) -> (TaskStatus?, Int)? {
    for mark in checkMarks
    where bytes.count > mark.count && bytes.suffix(mark.count).elementsEqual(mark) {
      return (.done, bytes.count - mark.count)
    }
    // "Publish the patch release. Done, tagged", "… summit. Dropped, they are not coming
    // (see #1190)": a last sentence that opens with a status and says why.
    if let found = statusSentence(bytes) { return found }
    if let found = dashedStatusRemark(bytes) { return found }
    let last = bytes[bytes.count - 1]
    if last == 93 || last == 41 {
      let open: UInt8 = last == 93 ? 91 : 40
      var index = bytes.count - 2
      let limit = max(0, bytes.count - 120)
      while index >= limit, bytes[index] != open, bytes[index] != last { index -= 1 }
      guard index >= limit, index > 0, bytes[index] == open else { return nil }
      let inner = lowered(bytes[index + 1..<bytes.count - 1])
      // "(ana, 16:11:00)": who recorded it and when, in meeting-bot minutes.
      // "(18:40)": where in the recording a recap heard it.
      let isRecording =
        inner.hasPrefix("recorded in") || inner.hasPrefix("recorded by") || inner.hasPrefix("via ")
        || (inner.contains(ascii: ",") && TranscriptLine.endsWithTime(Array(inner.utf8)))
        || (last == 41 && offsetStart(bytes) == index)
      if isRecording {
        return (nil, index)
      }
      guard let found = status(of: inner) else { return nil }
      return (found, index)
    }
    // "… on May 22. Closed.": a last sentence that is only a status.
    if last == 46, bytes.count > 4 {
      var index = bytes.count - 2
      let limit = max(1, bytes.count - 24)
      while index > limit, !(bytes[index] == 32 && bytes[index - 1] == 46) { index -= 1 }
      if index > limit, let found = status(of: lowered(bytes[index + 1..<bytes.count - 1])),
        found != .open
      {
        return (found, index - 1)
      }
    }
    // "… - done", "… DONE", "… -> done"
    var start = bytes.count
    while start > 0, ByteText.isASCIILetter(bytes[start - 1]) { start -= 1 }
    guard start > 0, start < bytes.count,
      let found = status(of: lowered(bytes[start...])), found != .open
    else { return nil }
    var before = start
    while before > 0, ByteText.isSpace(bytes[before - 1]) { before -= 1 }
    guard before > 0, before < start else { return nil }
    let mark = bytes[before - 1]
    let isUpper = bytes[start...].allSatisfy { !ByteText.isLower($0) }
    if mark == 45 || mark == 58 { return (found, before - 1) }
    // An arrow: "->" or "→" (E2 86 92).
    if mark == 62, before >= 2, bytes[before - 2] == 45 { return (found, before - 2) }
    if mark == 0x92, before >= 3, bytes[before - 3] == 0xE2, bytes[before - 2] == 0x86 {
      return (found, before - 3)
    }
    // An em or en dash: E2 80 94 / E2 80 93.
    if mark == 0x94 || mark == 0x93, before >= 3, bytes[before - 3] == 0xE2,
      bytes[before - 2] == 0x80
    {
      return (found, before - 3)
    }
    return isUpper ? (found, start) : nil
  }

  /// A closing clause that reports the end of the item, and the index to cut at.
  ///
  /// "— done 2026-02-25", ", closed", ": dropped, superseded by …", "-> done, merged";
  /// only done and dropped statuses count.
  private static func trailingClause(_ bytes: [UInt8]) -> (TaskStatus, Int)? {
    // "… licence questions. Status: dropped. The forum is used instead": a status sentence,
    // however long what follows it.
    var period = 1
    while period + 10 < bytes.count {
      if bytes[period] == 46, bytes[period + 1] == 32,
        bytes[period + 2] | 0x20 == 115, ByteText.hasPrefix(bytes, "status:", at: period + 2)
      {
        let start = ByteText.skipSpaces(bytes, from: period + 9)
        var end = start
        while end < bytes.count, ByteText.isASCIILetter(bytes[end]) { end += 1 }
        if end > start, let found = status(of: lowered(bytes[start..<end])), found != .open {
          return (found, period)
        }
      }
      period += 1
    }
    let limit = max(0, bytes.count - 64)
    var index = bytes.count - 1
    while index > limit {
      let byte = bytes[index]
      var cut: Int?
      if byte == 44 || byte == 58 {  // ", done" ": done"
        cut = index
      } else if byte == 45, bytes[index - 1] == 32 {  // " - done"
        cut = index - 1
      } else if byte == 45, index >= 2, bytes[index - 1] == 45, bytes[index - 2] == 32 {
        cut = index - 2  // " -- done": a dash typed as two hyphens
      } else if byte == 0x94 || byte == 0x93, index >= 2, bytes[index - 2] == 0xE2,
        bytes[index - 1] == 0x80
      {
        cut = index - 2  // " — done"
      } else if byte == 62, bytes[index - 1] == 45 {
        cut = index - 1  // "-> done, merged tuesday"
      } else if byte == 0x92, index >= 2, bytes[index - 2] == 0xE2, bytes[index - 1] == 0x86 {
        cut = index - 2  // "→ done"
      }
      // "… with IANA. CLOSED. Registration completed on 3 June": the status a sentence of its
      // own, a reason after it.
      let isSentence = byte == 46 && index + 1 < bytes.count && bytes[index + 1] == 32
      if isSentence { cut = index }
      if let cut {
        var start = ByteText.skipSpaces(bytes, from: index + 1)
        if start < bytes.count, bytes[start] == 40 { start += 1 }
        var end = start
        while end < bytes.count, ByteText.isASCIILetter(bytes[end]) { end += 1 }
        // "Completed 13-Jan-2027, no further action.", "Closed on 12 May.": a status with the
        // day it came.
        var dated = end < bytes.count && bytes[end] == 32 ? end + 1 : end
        if ByteText.hasPrefix(bytes, "on ", at: dated) { dated += 3 }
        let isWhole =
          end == bytes.count || [46, 59, 44].contains(bytes[end])
          || (dated > end && dated < bytes.count && ByteText.isDigit(bytes[dated]))
        if end > start, let found = status(of: lowered(bytes[start..<end])), found != .open,
          cut > 0, !isSentence || isWhole
        {
          return (found, cut)
        }
      }
      index -= 1
    }
    return nil
  }

  private static func lowered(_ bytes: ArraySlice<UInt8>) -> String {
    let range = ByteText.trimmed(Array(bytes), 0..<bytes.count)
    return ByteText.string(Array(bytes)[range].map(ByteText.lower))
  }
}
