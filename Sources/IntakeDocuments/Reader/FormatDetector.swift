import IntakeParsing

/// Tells the format of a document from its first lines.
///
/// `WEBVTT` on the first line is WebVTT; a cue number followed by a `-->` timing line is SRT,
/// `0:00:01.000,0:00:04.500` timing lines SBV;
/// when at least half the lines are `<nick>` messages it is an IRC log, when at least half
/// (and two or more) open with a speaker label it is a speaker-line transcript; scribed
/// minutes, whose log of messages and speaker lines together follows a header, are an IRC
/// log; otherwise it is notes, Markdown when any line uses Markdown's marks.
enum FormatDetector {
  /// Lines read before deciding, unless an earlier line settles it.
  static let sampleLines = 30
  /// Bytes read before deciding, whatever the line count.
  static let sampleBytes = 65_536

  /// Content lines read at most, when speech starts late.
  static let maxSampleLines = 120

  /// Whether enough lines are held to decide: 30, or, when speech began after the first
  /// few (scribed minutes open with a title, attendees and contents), 30 from there.
  static func hasSample(lines: Int, firstSpeech: Int?) -> Bool {
    guard let firstSpeech, firstSpeech > 5 else { return lines >= sampleLines }
    return lines - firstSpeech >= sampleLines || lines >= maxSampleLines
  }

  /// Whether a line opens with a speaker ("Ana: …", "<ana> …"), as scribed minutes' speech
  /// does.
  static func opensSpeech(_ bytes: [UInt8]) -> Bool {
    var start = ByteText.indentation(bytes).index
    if let (_, after) = TranscriptLine.leadingTimestamp(bytes, from: start) { start = after }
    guard start < bytes.count, !ByteText.hasPrefix(bytes, "- ", at: start) else { return false }
    return TranscriptLine.ircMessage(bytes, from: start) != nil
      || TranscriptLine.speakerPrefix(bytes, from: start) != nil
  }

  /// Whether `bytes`, the first non-blank line, settles the format on its own.
  static func decisive(_ bytes: [UInt8]) -> DocumentFormat? {
    let start = ByteText.indentation(bytes).index
    return ByteText.hasPrefix(bytes, "webvtt", at: start) ? .webVTT : nil
  }

  static func detect(_ lines: [[UInt8]]) -> DocumentFormat {
    let content = lines.filter { !ByteText.isBlank($0) }
    guard let first = content.first else { return .plain }
    if let format = decisive(first) { return format }
    var irc = 0
    var speakers = 0
    var markdown = 0
    var timings = 0
    var sbvTimings = 0
    var headers = 0
    var blockLines = 0
    var blockEntries = 0
    var inBlock = false
    var commaTimings = 0
    var numberedCues = 0
    var previous: [UInt8]?
    // Where the first chat message is, and the speaker lines after it: scribed minutes put a
    // header (title, date, "Log: <link>", attendees, contents) before the log.
    var firstMessage: Int?
    var speakersInLog = 0
    // The same for speaker lines alone: "Present:", "Chair:", a list of contents, then
    // "ana: …" lines.
    var firstSpeaker: Int?
    var speakersInSpeech = 0
    var markdownInSpeech = 0
    // Lines that wrap a speaker line's words: plain lines right after it, before a blank.
    var wrapsSpeech = false
    var wrappedSpeech = 0
    // Whether the line before was only a time.
    var afterClock = false
    var index = -1
    for line in lines {
      if ByteText.isBlank(line) {
        wrapsSpeech = false
        continue
      }
      index += 1
      let start = ByteText.indentation(line).index
      // "00:00:31" over "Colm Dwyer": a recording tool's export heads each turn with both.
      let wasClock = afterClock
      afterClock = TranscriptLine.clockLine(line) != nil
      let timing = TranscriptLine.cueStart(line)
      if timing.isTiming, TranscriptLine.arrowIndex(line) == nil {
        sbvTimings += 1
      } else if timing.isTiming {
        timings += 1
        if let arrow = TranscriptLine.arrowIndex(line), line[..<arrow].contains(44) {
          commaTimings += 1
        }
        if let previous, previous.allSatisfy({ ByteText.isDigit($0) || ByteText.isWhitespace($0) })
        {
          numberedCues += 1
        }
      }
      previous = line
      var cursor = start
      var hasTimestamp = false
      if let chat = ChatStamp.leading(line, from: start) {
        cursor = chat.after
        hasTimestamp = true
      } else if let (_, after) = TranscriptLine.leadingTimestamp(line, from: start) {
        cursor = after
        hasTimestamp = true
      }
      let isMessage = TranscriptLine.ircMessage(line, from: cursor).map { !$0.isAction } ?? false
      if isMessage || (hasTimestamp && TranscriptLine.isIRCNotice(line, from: cursor)) {
        irc += 1
        if firstMessage == nil { firstMessage = index }
        continue
      }
      // "- Anders: chase the vendor", "* Esi: agree": a list entry with an owner; a speaker
      // only after a timestamp.
      let isBullet =
        !hasTimestamp
        && (ByteText.hasPrefix(line, "- ", at: cursor) || ByteText.hasPrefix(line, "* ", at: cursor)
          || ByteText.hasPrefix(line, "+ ", at: cursor))
      // "venue: the atrium is booked" under "tobi — 03/18/2026 8:47 PM": the message's
      // words, not another speaker.
      if inBlock, !hasTimestamp, !isBullet, ChatStamp.header(line) == nil,
        TranscriptLine.speakerPrefix(line, from: cursor) != nil
      {
        blockLines += 1
        continue
      }
      if !isBullet, TranscriptLine.speakerPrefix(line, from: cursor) != nil {
        speakers += 1
        if irc > 0 { speakersInLog += 1 }
        if firstSpeaker == nil { firstSpeaker = index }
        speakersInSpeech += 1
        wrapsSpeech = !hasTimestamp
        continue
      }
      if wrapsSpeech, case .text = NotesLine(line).kind {
        wrappedSpeech += 1
        continue
      }
      wrapsSpeech = false
      let followsClock = !hasTimestamp && start == 0 && wasClock
      if TranscriptLine.speakerHeader(
        Array(line[cursor...]), afterTimestamp: hasTimestamp || followsClock) != nil
        || (!hasTimestamp && ChatStamp.header(line) != nil)
      {
        speakers += 1
        headers += 1
        inBlock = true
        continue
      }
      switch NotesLine(line).kind {
      case .entry where inBlock:
        // "• TODO Ana to …" inside a chat message is part of what was said, once two
        // headers show a chat; under one "Standup 9:30 AM" it is a list.
        blockLines += 1
        blockEntries += 1
      case .heading, .entry, .tableRow, .fence:
        markdown += 1
        if firstSpeaker != nil { markdownInSpeech += 1 }
        inBlock = false
      case .text(let range) where isMarkdownText(line, range):
        markdown += 1
        if firstSpeaker != nil { markdownInSpeech += 1 }
      default:
        if inBlock { blockLines += 1 }
      }
    }
    // The words under "Ana Lima  10:42 AM" headers are speech too, once two headers show
    // the pattern.
    if headers >= 2 { speakers += blockLines } else { markdown += blockEntries }
    if sbvTimings > timings { return .sbv }
    if timings > 0 {
      return numberedCues > 0 || commaTimings * 2 > timings ? .srt : .webVTT
    }
    let count = content.count
    if irc > 0, irc * 2 >= count { return .irc }
    if speakers > markdown, speakers * 2 >= count, speakers >= 2 || count == 1 {
      return .speakerLines
    }
    // Scribed minutes: after the header, chat messages ("<bo> +1") and "ana: …" lines
    // together make most of the log.
    let log = irc + speakersInLog
    if let firstMessage, log >= 4, log > markdown, log * 2 >= count - firstMessage {
      return .irc
    }
    // Scribed minutes with little or no chat: after the header, "ana: …" lines and the lines that wrap
    // them make most of the rest.
    // A few chat messages pasted in ("<bo> +1") are speech too.
    if let firstSpeaker, irc * 4 <= speakersInSpeech + wrappedSpeech, headers == 0,
      speakersInSpeech >= 6,
      speakersInSpeech > markdownInSpeech,
      (speakersInSpeech + wrappedSpeech + irc) * 2 >= count - firstSpeaker
    {
      return .speakerLines
    }
    return markdown > 0 ? .markdown : .plain
  }

  /// Whether a text line uses inline Markdown: a link `](` or a bold opening `**`.
  private static func isMarkdownText(_ line: [UInt8], _ range: Range<Int>) -> Bool {
    if range.count >= 2, line[range.lowerBound] == 42, line[range.lowerBound + 1] == 42 {
      return true
    }
    guard range.count >= 2 else { return false }
    for index in range.dropLast() where line[index] == 93 && line[index + 1] == 40 {
      return true
    }
    return false
  }
}
