import IntakeParsing

/// Reads the parts of transcript lines: timestamps, speaker labels, IRC nicks, VTT voice tags.
///
/// Everything works on bytes with bounded look-ahead. A timestamp that looks like one but is
/// not valid ("00:0x:02", "25:99") is dropped from the text and read as nil, never trusted.
enum TranscriptLine {
  // MARK: - Timestamps

  /// Whether `bytes[range]` is a valid clock reading: `h:mm`, `hh:mm:ss`, `mm:ss.fff`,
  /// `00:01:02,500`, optionally after an ISO date (`2026-03-02 12:01:33`, `…T12:01`).
  static func isTimestamp(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    var start = range.lowerBound
    let end = range.upperBound
    guard end - start >= 4, end - start <= 32 else { return false }
    // An ISO date first: "2026-03-02 " or "2026-03-02T".
    if end - start > 11, bytes[start + 4] == 45, bytes[start + 7] == 45,
      bytes[start + 10] == 32 || bytes[start + 10] == 84,
      (start..<start + 10).allSatisfy({ ByteText.isDigit(bytes[$0]) || bytes[$0] == 45 })
    {
      start += 11
    }
    var groups: [Int] = []
    var digits = 0
    var value = 0
    var index = start
    var fraction = -1
    while index < end {
      let byte = bytes[index]
      if ByteText.isDigit(byte) {
        digits += 1
        value = value * 10 + Int(byte - 48)
        if digits > 3 { return false }
      } else if byte == 58 && fraction < 0 {
        guard digits > 0 else { return false }
        if !groups.isEmpty && digits != 2 { return false }
        groups.append(value)
        digits = 0
        value = 0
      } else if (byte == 46 || byte == 44) && fraction < 0 && !groups.isEmpty {
        guard digits == 2 else { return false }
        groups.append(value)
        digits = 0
        value = 0
        fraction = index
      } else if byte == 90 && index == end - 1 {  // a trailing Z
        break
      } else {
        return false
      }
      index += 1
    }
    guard digits > 0 else { return false }
    if fraction < 0 {
      if !groups.isEmpty && digits != 2 { return false }
      groups.append(value)
    }
    guard groups.count >= 2, groups.count <= 3 else { return false }
    return groups.dropFirst().allSatisfy { $0 < 60 }
  }

  /// Whether `bytes` ends with a valid time of day ("…, 16:11:00").
  static func endsWithTime(_ bytes: [UInt8]) -> Bool {
    var start = bytes.count
    while start > 0, ByteText.isDigit(bytes[start - 1]) || bytes[start - 1] == 58 { start -= 1 }
    return isTimestamp(bytes, start..<bytes.count)
  }

  /// Whether `bytes[range]` looks meant as a timestamp (digits and colons), valid or not.
  static func looksLikeTimestamp(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    guard range.count >= 3, range.count <= 32 else { return false }
    var digits = 0
    var colons = 0
    var letters = 0
    for byte in bytes[range] {
      if ByteText.isDigit(byte) {
        digits += 1
      } else if byte == 58 {
        colons += 1
      } else if ByteText.isASCIILetter(byte) {
        letters += 1
      }
    }
    return colons >= 1 && digits >= 2 && digits > letters
  }

  /// A timestamp opening a line: `[00:01:02]`, `(12:01)`, `00:01:02 `, `[2026-03-02 12:01]`,
  /// `[00:04.268 --> 00:06.364]`.
  ///
  /// - Returns: The timestamp as written (nil when broken), and the index after it and its
  ///   spaces; nil when the line does not open with one.
  static func leadingTimestamp(_ bytes: [UInt8], from start: Int) -> (String?, Int)? {
    let end = bytes.count
    guard start < end else { return nil }
    let first = bytes[start]
    // "[10:02]", "(10:02)", and "<4:01:52 PM>" as a video-call app's transcript writes it.
    if first == 91 || first == 40 || first == 60 {
      let close: UInt8 = first == 91 ? 93 : first == 40 ? 41 : 62
      let limit = min(end, start + 34)
      guard let closing = bytes[start..<limit].firstIndex(of: close) else { return nil }
      var inner = start + 1..<closing
      // "[00:04.268 --> 00:06.364]": a speech recogniser's segment, from its start.
      if let arrow = (inner.lowerBound..<max(inner.lowerBound, inner.upperBound - 2)).first(
        where: { bytes[$0] == 45 && bytes[$0 + 1] == 45 && bytes[$0 + 2] == 62 })
      {
        inner = ByteText.trimmed(bytes, inner.lowerBound..<arrow)
      }
      guard looksLikeTimestamp(bytes, inner) else { return nil }
      let stamp = isTimestamp(bytes, inner) ? ByteText.string(bytes[inner]) : nil
      return (stamp, ByteText.skipSpaces(bytes, from: closing + 1))
    }
    guard ByteText.isDigit(first) else { return nil }
    var index = start
    while index < end, index - start < 32,
      ByteText.isDigit(bytes[index]) || bytes[index] == 58 || bytes[index] == 46
        || bytes[index] == 44 || bytes[index] == 45 || bytes[index] == 84
        || (bytes[index] == 32 && index - start == 10)
    {
      index += 1
    }
    guard index < end, ByteText.isSpace(bytes[index]), looksLikeTimestamp(bytes, start..<index)
    else { return nil }
    let stamp = isTimestamp(bytes, start..<index) ? ByteText.string(bytes[start..<index]) : nil
    return (stamp, ByteText.skipSpaces(bytes, from: index))
  }

  /// The time a line holds and nothing else: "10:42 AM", "9:05pm", "14:03", "11:01:48".
  static func clockLine(_ bytes: [UInt8]) -> String? {
    let range = ByteText.trimmed(bytes, 0..<bytes.count)
    guard !range.isEmpty, range.count <= 12 else { return nil }
    var end = range.upperBound
    if end - range.lowerBound > 3, bytes[end - 1] | 0x20 == 109,
      bytes[end - 2] | 0x20 == 97 || bytes[end - 2] | 0x20 == 112
    {
      end -= 2
      while end > range.lowerBound, bytes[end - 1] == 32 { end -= 1 }
    }
    guard end > range.lowerBound, isTimestamp(bytes, range.lowerBound..<end),
      bytes[range.lowerBound..<end].contains(58)
    else { return nil }
    return ByteText.string(bytes[range])
  }

  /// The start time of a cue timing line (`00:00:01.000 --> 00:00:04.000 align:start`), or
  /// nil when it is broken; `isTiming` false when the line is no timing line at all.
  static func cueStart(_ bytes: [UInt8]) -> (isTiming: Bool, timestamp: String?) {
    guard let arrow = arrowIndex(bytes) else {
      guard let start = sbvTiming(bytes) else { return (false, nil) }
      return (true, ByteText.string(bytes[start]))
    }
    let range = ByteText.trimmed(bytes, 0..<arrow)
    // "<!-- a comment -->" has an arrow but no time before it; "[00:04.268 --> 00:06.364]
    // OWEN: Yep" is a speech recogniser's segment, words and all.
    guard looksLikeTimestamp(bytes, range), bytes[range.lowerBound] != 91 else {
      return (false, nil)
    }
    return (true, isTimestamp(bytes, range) ? ByteText.string(bytes[range]) : nil)
  }

  /// The start time of an SBV timing line (`0:00:01.000,0:00:04.500`): two timestamps with
  /// fractions joined by a comma and nothing else.
  static func sbvTiming(_ bytes: [UInt8]) -> Range<Int>? {
    let line = ByteText.trimmed(bytes, 0..<bytes.count)
    guard line.count >= 11, line.count <= 40, let first = line.first, ByteText.isDigit(bytes[first])
    else { return nil }
    for comma in line where bytes[comma] == 44 {
      let start = line.lowerBound..<comma
      let end = comma + 1..<line.upperBound
      if bytes[start].contains(46), bytes[end].contains(46), isTimestamp(bytes, start),
        isTimestamp(bytes, end)
      {
        return start
      }
    }
    return nil
  }

  /// Index of `-->` in a line.
  static func arrowIndex(_ bytes: [UInt8]) -> Int? {
    guard bytes.count >= 3 else { return nil }
    for index in 0..<(bytes.count - 2)
    where bytes[index] == 45 && bytes[index + 1] == 45 && bytes[index + 2] == 62 {
      return index
    }
    return nil
  }

  // MARK: - Speakers

  /// Words before a colon that label something other than a speaker.
  static let notSpeakers: Set<String> = [
    "action", "action item", "action items", "todo", "ai", "note", "notes", "decision",
    "decided", "agreed", "agenda", "date", "time", "attendees", "present", "participants",
    "next steps", "q", "a", "question", "answer", "summary", "location", "subject", "re",
    "fwd", "from", "to", "cc", "sent", "http", "https", "mailto", "today", "yesterday",
    "blockers", "tomorrow", "update", "updates", "status", "topic", "meeting", "title",
    "minutes", "chair", "scribe", "regrets", "absent", "follow-up", "follow up", "follow-ups",
    "result", "resolution", "example", "warning", "important", "tip", "owner", "due",
    "priority", "reminder", "goal", "outcome", "context", "background", "problem", "solution",
    "issue", "link", "links", "ref", "ps", "fyi", "nb", "done", "completed", "blocked", "name",
    "email", "phone", "kind", "language", "transcript", "recording", "duration", "info",
    "idea", "next", "plan", "tasks", "task", "error", "debug", "eta", "tl;dr", "tldr", "bcc",
    "webvtt", "style", "region", "edit", "edited", "update", "source", "see", "via", "term",
    // The fields of a card in a task list exported as text.
    "assignee", "assignees", "assigned to", "due date", "tags", "labels", "description",
    "comments", "comment", "project", "section", "subtasks", "attachments", "reporter",
    "created", "created by", "modified", "updated", "estimate", "story points", "sprint",
    "card", "list", "members", "checklist", "board members", "labels", "activity",
  ]

  /// A speaker label opening a line: `Ana Lima:`, `ANA LIMA:`, `Ana (00:01:02):`,
  /// `**Ana:**`, `Speaker 1:`, `- Ana:`, `>> Ana:`.
  ///
  /// - Parameters:
  ///   - bytes: The line.
  ///   - start: Where to look.
  ///   - isName: Whether a label can be a speaker (`isSpeakerName`, or a reader's cache of
  ///     its answers: a call names the same few people on every line).
  /// - Returns: The speaker as written, a timestamp given beside the name, and the index
  ///   where the words begin.
  static func speakerPrefix(
    _ bytes: [UInt8], from start: Int, isName: (String) -> Bool = isSpeakerName
  ) -> (
    speaker: String, timestamp: String?, after: Int
  )? {
    var index = start
    let end = bytes.count
    // Dialogue marks and bold.
    if index + 1 < end, bytes[index] == 62, bytes[index + 1] == 62 {
      index = ByteText.skipSpaces(bytes, from: index + 2)
    } else if index + 1 < end, bytes[index] == 45, bytes[index + 1] == 32 {
      index = ByteText.skipSpaces(bytes, from: index + 2)
    }
    while index < end, bytes[index] == 42 || bytes[index] == 95 { index += 1 }
    let nameStart = index
    let limit = min(end, nameStart + 48)
    var nameEnd = nameStart
    var words = 0
    var inWord = false
    var timestamp: String?
    while index < limit {
      let byte = bytes[index]
      if byte == 58
        || byte == 42 && index + 1 < end && (bytes[index + 1] == 58 || bytes[index + 1] == 42)
      {
        break
      }
      if byte == 40 || byte == 91 {  // "Ana (00:01:02):"
        guard nameEnd > nameStart,
          let (stamp, after) = leadingTimestamp(bytes, from: index), after < end
        else { return nil }
        timestamp = stamp
        index = after
        break
      }
      if ByteText.isSpace(byte) {
        inWord = false
      } else if ByteText.isASCIILetter(byte) || byte >= 0x80 {
        if !inWord { words += 1 }
        inWord = true
        nameEnd = index + 1
      } else if ByteText.isDigit(byte) || byte == 46 || byte == 39 || byte == 45 || byte == 95 {
        guard inWord || (ByteText.isDigit(byte) && words > 0) else { return nil }
        if !inWord { words += 1 }
        inWord = true
        nameEnd = index + 1
      } else {
        return nil
      }
      if words > 4 { return nil }
      index += 1
    }
    guard words >= 1, nameEnd > nameStart else { return nil }
    // Closing bold and the colon: "Ana:", "**Ana:**", "**Ana**:".
    while index < end, bytes[index] == 42 || bytes[index] == 95 { index += 1 }
    guard index < end, bytes[index] == 58 else { return nil }
    index += 1
    while index < end, bytes[index] == 42 || bytes[index] == 95 { index += 1 }
    guard index == end || ByteText.isSpace(bytes[index]) else { return nil }
    let name = ByteText.string(bytes[nameStart..<nameEnd])
    let after = ByteText.skipSpaces(bytes, from: index)
    guard isName(name) || isPresidingOffice(name) && isSpeech(bytes, from: after) else {
      return nil
    }
    return (name, timestamp, after)
  }

  /// Whether a label is the office of whoever runs the meeting ("CHAIR", "The Chair",
  /// "Convener"), which a transcript writes in place of a name; "Chair: Ana Lima" over
  /// minutes names who chaired, so the words after it decide (`isSpeech`).
  static func isPresidingOffice(_ label: String) -> Bool {
    var lower = label.lowercased()
    if lower.hasPrefix("the ") { lower.removeFirst(4) }
    if lower.hasPrefix("acting ") { lower.removeFirst(7) }
    if lower.hasPrefix("deputy ") { lower.removeFirst(7) }
    return [
      "chair", "chairman", "chairwoman", "chairperson", "convener", "convenor",
      "presiding officer", "presiding member",
    ].contains(lower)
  }

  /// Whether the words from `start` read as something said, not a list of names: six words
  /// or more, at least three of them in lower case ("I declare open this hearing …").
  static func isSpeech(_ bytes: [UInt8], from start: Int) -> Bool {
    var words = 0
    var lower = 0
    var index = start
    while index < bytes.count {
      while index < bytes.count, ByteText.isSpace(bytes[index]) { index += 1 }
      guard index < bytes.count else { break }
      words += 1
      if ByteText.isLower(bytes[index]) { lower += 1 }
      while index < bytes.count, !ByteText.isSpace(bytes[index]) { index += 1 }
    }
    return words >= 6 && lower >= 3
  }

  /// A line holding only a name and a time ("Ana Lima  0:02", "Bo Chen (00:01:02)"): the
  /// header of a speaker block whose words follow on the next lines.
  ///
  /// Chat pastes write the time on the clock ("Ana Lima  10:42 AM"); after a timestamp that
  /// opened the line (`afterTimestamp`), the name alone makes the header ("[03:41] - **Ana
  /// Lima**", "[6/9 10:42 AM] Lima, Ana").
  static func speakerHeader(_ bytes: [UInt8], afterTimestamp: Bool = false) -> (
    speaker: String, timestamp: String?
  )? {
    let range = ByteText.trimmed(bytes, 0..<bytes.count)
    guard !range.isEmpty, range.count <= 64 else { return nil }
    if afterTimestamp {
      return (chatSender(bytes, range) ?? bareName(bytes, range)).map { ($0, nil) }
    }
    // "Declan Fahy · 07:12 · 1:48": a voice note's speaker, when it was recorded and how long
    // it runs, as a phone's transcription app lists them.
    if let name = dottedHeader(bytes, range) { return (name, nil) }
    // "[Ana Lima] 11:01:48": the name in brackets first, as Zoom's saved transcript writes it.
    if bytes[range.lowerBound] == 91, let close = bytes[range].firstIndex(of: 93),
      close > range.lowerBound + 1
    {
      let stampStart = ByteText.skipSpaces(bytes, from: close + 1)
      guard stampStart > close + 1, stampStart < range.upperBound,
        isTimestamp(bytes, stampStart..<range.upperBound)
      else { return nil }
      let name = ByteText.string(bytes[ByteText.trimmed(bytes, (range.lowerBound + 1)..<close)])
      guard isHeaderName(name) else { return nil }
      return (name, ByteText.string(bytes[stampStart..<range.upperBound]))
    }
    var end = range.upperBound
    // "10:42 AM", "10:42pm": the clock's half of the day stays with the time.
    var meridiem = 0
    if end - range.lowerBound > 3, bytes[end - 1] | 0x20 == 109,
      bytes[end - 2] | 0x20 == 97 || bytes[end - 2] | 0x20 == 112
    {
      meridiem = bytes[end - 3] == 32 ? 3 : 2
      end -= meridiem
    }
    var close: UInt8?
    if bytes[end - 1] == 41 || bytes[end - 1] == 93 {
      close = bytes[end - 1]
      end -= 1
    }
    var start = end
    while start > range.lowerBound,
      ByteText.isDigit(bytes[start - 1]) || bytes[start - 1] == 58
        || bytes[start - 1] == 46 || bytes[start - 1] == 44
    {
      start -= 1
    }
    guard start < end, isTimestamp(bytes, start..<end), meridiem == 0 || close == nil
    else { return nil }
    let stamp = ByteText.string(bytes[start..<end + meridiem])
    var nameEnd = start
    if let close {
      let open: UInt8 = close == 41 ? 40 : 91
      guard nameEnd > range.lowerBound, bytes[nameEnd - 1] == open else { return nil }
      nameEnd -= 1
    }
    let nameRange = ByteText.trimmed(bytes, range.lowerBound..<nameEnd)
    guard !nameRange.isEmpty, nameRange.upperBound < start || close != nil else { return nil }
    let name = ByteText.string(bytes[nameRange])
    guard isHeaderName(name) else { return nil }
    return (name, stamp)
  }

  /// Whether a header's name can be a speaker's: one to four words, a speaker's name
  /// (`isSpeakerName`) in the marks names use (`isNameText`).
  private static func isHeaderName(_ name: String) -> Bool {
    !name.isEmpty && name.split(separator: " ").count <= 4 && isSpeakerName(name)
      && isNameText(name)
  }

  /// The name of a "Name · 07:12 · 1:48" header: a name, then only times, parted by middle
  /// dots.
  private static func dottedHeader(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
    guard bytes[range].contains(0xB7) else { return nil }
    let parts = ByteText.string(bytes[range]).components(separatedBy: " · ")
    guard parts.count >= 2,
      parts.dropFirst().allSatisfy({ part in
        let times = Array(part.trimmingWhitespace().utf8)
        return isTimestamp(times, 0..<times.count)
      })
    else { return nil }
    let name = parts[0].trimmingWhitespace()
    guard isHeaderName(name) else { return nil }
    return name
  }

  /// The sender of a meeting chat saved to a file, after the line's time: "From Ana Lima to
  /// Everyone:", "From Bo Chen to Me (Direct Message):", "From Bo Chen to Ana Lima
  /// (privately):".
  private static func chatSender(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
    guard range.count > 12, bytes[range.upperBound - 1] == 58,
      ByteText.hasPrefix(bytes, "from ", at: range.lowerBound)
    else { return nil }
    let text = ByteText.string(bytes[(range.lowerBound + 5)..<(range.upperBound - 1)])
    guard let to = text.range(of: " to ", options: .backwards) else { return nil }
    let name = text[..<to.lowerBound].trimmingWhitespace()
    guard isHeaderName(name) else { return nil }
    return name
  }

  /// A line that is only a name, perhaps in bold or after a dash of any length: "- **Ana
  /// Lima**", "— Ana Lima", "Ana Lima", "Lima, Ana" (a chat's surname-first form, given back as "Ana Lima").
  private static func bareName(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
    // A name is a few words with no colon inside: "Ana: I'll send it" is a speaker line.
    var spaces = 0
    for index in range {
      if bytes[index] == 32 { spaces += 1 }
      if spaces > 4 || (bytes[index] == 58 && index < range.upperBound - 3) { return nil }
    }
    var start = range.lowerBound
    var end = range.upperBound
    // "- **Ana Lima**", "| Ana Lima", "00:00:19 — Ana Lima".
    if let dashEnd = ByteText.afterDash(bytes, at: start) {
      start = ByteText.skipSpaces(bytes, from: dashEnd)
    } else if bytes[start] == 124 {
      start = ByteText.skipSpaces(bytes, from: start + 1)
    }
    while start < end, bytes[start] == 42 || bytes[start] == 95 { start += 1 }
    while end > start, bytes[end - 1] == 42 || bytes[end - 1] == 95 || bytes[end - 1] == 58 {
      end -= 1
    }
    guard start < end else { return nil }
    var name = ByteText.string(bytes[start..<end]).trimmingWhitespace()
    let parts = name.split(separator: ",", omittingEmptySubsequences: false)
    if parts.count == 2 {
      let surname = parts[0].trimmingWhitespace()
      let given = parts[1].trimmingWhitespace()
      guard !surname.isEmpty, !given.isEmpty, !surname.contains(ascii: " ") else { return nil }
      name = given + " " + surname
    }
    guard isHeaderName(name) else { return nil }
    return name
  }

  /// Whether a name holds only letters, digits, spaces and the marks names use.
  private static func isNameText(_ name: String) -> Bool {
    name.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || $0 == " " || $0 == "." || $0 == "-" || $0 == "'"
        || ("0"..."9").contains($0)
    }
  }

  /// Words that belong to the surname after them: "Lo Bianco", "van der Berg", "da Silva".
  static let surnameParticles: Set<String> = [
    "lo", "la", "le", "de", "del", "della", "di", "da", "dos", "das", "du", "van", "von", "der",
    "den", "ter", "ten", "bin", "al", "el", "st",
  ]

  /// Whether a label can be a speaker: not a section or header word, and capitalised unless
  /// it is one word (a nick) or a surname particle inside it ("Ilse de Vries").
  static func isSpeakerName(_ name: String) -> Bool {
    let lower = name.lowercased()
    guard !notSpeakers.contains(lower), SectionKind.of(title: name) == .other else {
      return false
    }
    let words = name.split(separator: " ")
    if words.count == 1 { return true }
    // "Ilse de Vries", "Jeroen van den Berg": lower-case particles inside a surname.
    return words.indices.allSatisfy { index in
      let word = words[index]
      guard let first = word.unicodeScalars.first else { return false }
      return first.properties.isUppercase || ("0"..."9").contains(first)
        || (index > 0 && index < words.count - 1
          && surnameParticles.contains(String(word)))
    }
  }

  /// Whether a line holds only chat reactions: ":+1: 2 :eyes: 1", ":tada:".
  static func isReactionLine(_ bytes: [UInt8], from start: Int) -> Bool {
    var index = start
    let end = bytes.count
    var reactions = 0
    while index < end {
      if ByteText.isSpace(bytes[index]) || ByteText.isDigit(bytes[index]) {
        index += 1
        continue
      }
      guard bytes[index] == 58, let close = bytes[(index + 1)..<end].firstIndex(of: 58),
        close > index + 1,
        bytes[(index + 1)..<close].allSatisfy({
          ByteText.isASCIILetter($0) || ByteText.isDigit($0) || $0 == 95 || $0 == 43 || $0 == 45
        })
      else { return false }
      reactions += 1
      index = close + 1
    }
    return reactions > 0
  }

  // MARK: - IRC

  /// The nick of an IRC message and where its words begin.
  ///
  /// Reads `<nick> text`, `< nick> text`, `<@nick> text`, and `* nick does` (an action, whose
  /// words keep the nick as their subject).
  static func ircMessage(_ bytes: [UInt8], from start: Int) -> (
    nick: String, after: Int, isAction: Bool
  )? {
    let end = bytes.count
    guard start < end else { return nil }
    if bytes[start] == 60 {
      var index = ByteText.skipSpaces(bytes, from: start + 1)
      if index < end, [64, 43, 37, 38, 126].contains(bytes[index]) { index += 1 }  // @ + % & ~
      let nickStart = index
      while index < end, index - nickStart < 40, bytes[index] != 62, !ByteText.isSpace(bytes[index])
      {
        index += 1
      }
      guard index > nickStart, index < end, bytes[index] == 62 else { return nil }
      let nick = ByteText.string(bytes[nickStart..<index])
      return (nick, ByteText.skipSpaces(bytes, from: index + 1), false)
    }
    if bytes[start] == 42, start + 2 < end, bytes[start + 1] == 32, bytes[start + 2] != 42 {
      var index = start + 2
      let nickStart = index
      while index < end, index - nickStart < 40, !ByteText.isSpace(bytes[index]) { index += 1 }
      guard index > nickStart, index < end else { return nil }
      return (ByteText.string(bytes[nickStart..<index]), nickStart, true)
    }
    return nil
  }

  /// Whether a line is an IRC client's notice: joins, quits, topic changes, day changes.
  static func isIRCNotice(_ bytes: [UInt8], from start: Int) -> Bool {
    for prefix in ["-!-", "***", "-->", "<--", "---", "=-=", "--", "* "]
    where
      ByteText.hasPrefix(bytes, prefix, at: start)
    {
      return true
    }
    return false
  }

  // MARK: - Cue text

  /// The words of a caption line with tags and entities gone, and the speaker a `<v Name>`
  /// voice tag gives.
  static func cueText(_ bytes: [UInt8]) -> (speaker: String?, text: [UInt8]) {
    var speaker: String?
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    let end = bytes.count
    while index < end {
      let byte = bytes[index]
      if byte == 60 {
        let limit = min(end, index + 120)
        if let close = bytes[index..<limit].firstIndex(of: 62) {
          if index + 2 < close, bytes[index + 1] == 118,
            bytes[index + 2] == 32 || bytes[index + 2] == 46
          {
            // <v Ana Lima> or <v.loud Ana>
            var nameStart = index + 2
            while nameStart < close, bytes[nameStart] != 32 { nameStart += 1 }
            let name = ByteText.trimmed(bytes, nameStart..<close)
            if !name.isEmpty { speaker = ByteText.string(bytes[name]) }
          }
          index = close + 1
          continue
        }
      }
      // {\an8} positioning of SRT files made from ASS.
      if byte == 123, index + 1 < end, bytes[index + 1] == 92,
        let close = bytes[index..<min(end, index + 40)].firstIndex(of: 125)
      {
        index = close + 1
        continue
      }
      out.append(byte)
      index += 1
    }
    let decoded = InlineMarkdown.reduceEntities(out)
    return (speaker, decoded)
  }
}
