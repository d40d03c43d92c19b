import IntakeParsing

/// The structure of a caption file (WebVTT, SRT, SBV), one line at a time: the document
/// reader half of reading captions.
///
/// Header, NOTE, STYLE and REGION blocks are set apart (their lines are handed on as header
/// lines, for a date or attendees), cue numbers and timing lines are read, and each line of
/// cue text becomes words said, with the speaker its voice tag, "Name:" or "[Name]" gives and
/// the cue's start time. It knows nothing of tasks: `TranscriptClassifier` decides what was said.
struct CaptionReader: Sendable {
  enum Event: Sendable, Equatable {
    /// Words said, on `line`; `speaker` is nil when the cue does not say who.
    case speech(speaker: String?, timestamp: String?, text: [UInt8], line: Int)
    /// ">> " or "- " at the start of cue text: another, unnamed speaker starts.
    case speakerChange
    /// A line of a WEBVTT header, NOTE, STYLE or REGION block.
    case header([UInt8], line: Int)
  }

  /// Where the reading stands.
  private enum State: Sendable {
    case outside
    /// A header, NOTE, STYLE or REGION block: skipped to the blank line.
    case skipping
    /// A line that is the cue's identifier if a timing line follows.
    case identifier(text: [UInt8], line: Int)
    case inCue
  }

  let format: DocumentFormat
  /// Which labels can be speakers, shared with the reader of the other lines.
  let speakerNames: SpeakerNameCache
  private var state = State.outside
  private var timestamp: String?

  init(format: DocumentFormat, speakerNames: SpeakerNameCache) {
    self.format = format
    self.speakerNames = speakerNames
  }

  /// What line `line` (without its line break) holds.
  mutating func read(_ bytes: [UInt8], isBlank: Bool, line: Int) -> [Event] {
    if isBlank {
      defer { state = .outside }
      return pendingIdentifier()
    }
    let (_, start) = ByteText.indentation(bytes)
    if case .skipping = state { return [.header(bytes, line: line)] }
    let timing = TranscriptLine.cueStart(bytes)
    if timing.isTiming {
      timestamp = timing.timestamp
      state = .inCue
      return []
    }
    switch state {
    case .outside:
      if ByteText.hasPrefix(bytes, "webvtt", at: start)
        || ByteText.hasPrefix(bytes, "note", at: start)
          && (bytes.count == start + 4 || ByteText.isWhitespace(bytes[start + 4]))
        || ByteText.hasPrefix(bytes, "style", at: start)
        || ByteText.hasPrefix(bytes, "region", at: start)
      {
        state = .skipping
        return [.header(bytes, line: line)]
      }
      // SRT cue numbers; a VTT identifier is only known by the timing line after it.
      if format == .srt,
        bytes[start...].allSatisfy({ ByteText.isDigit($0) || ByteText.isWhitespace($0) })
      {
        return []
      }
      state = .identifier(text: bytes, line: line)
      return []
    case .identifier:
      // No timing line came: a broken cue; its lines are words without a time.
      let held = pendingIdentifier()
      timestamp = nil
      state = .inCue
      return held + cueText(bytes, line: line)
    case .inCue:
      return cueText(bytes, line: line)
    case .skipping:
      return []
    }
  }

  /// What is still held at the end of the file: an identifier no timing line followed.
  func finish() -> [Event] {
    pendingIdentifier()
  }

  /// A held identifier line, as words without a speaker or time.
  private func pendingIdentifier() -> [Event] {
    guard case .identifier(let text, let line) = state else { return [] }
    return [.speech(speaker: nil, timestamp: nil, text: text, line: line)]
  }

  /// The words of a line of cue text, with who said them.
  private func cueText(_ bytes: [UInt8], line: Int) -> [Event] {
    var events: [Event] = []
    var (speaker, text) = TranscriptLine.cueText(bytes)
    var start = ByteText.skipSpaces(text, from: 0)
    if let (name, _, after) = TranscriptLine.speakerPrefix(
      text, from: start, isName: speakerNames.isSpeakerName)
    {
      speaker = name
      start = after
    } else if start + 1 < text.count,
      (text[start] == 62 && text[start + 1] == 62) || (text[start] == 45 && text[start + 1] == 32)
    {
      events.append(.speakerChange)
      start = ByteText.skipSpaces(text, from: start + 2)
    }
    if let (name, after) = Self.bracketSpeaker(text, from: start) {
      speaker = name
      start = after
    }
    text = Array(text[start...])
    events.append(.speech(speaker: speaker, timestamp: timestamp, text: text, line: line))
    return events
  }

  /// "[Ana Lima] text": a capitalised name in brackets; "[laughter]" is left to be dropped.
  private static func bracketSpeaker(_ bytes: [UInt8], from start: Int) -> (String, Int)? {
    guard start < bytes.count, bytes[start] == 91,
      let close = bytes[start..<min(bytes.count, start + 40)].firstIndex(of: 93),
      close > start + 1, ByteText.isUpper(bytes[start + 1])
    else { return nil }
    let name = ByteText.string(bytes[start + 1..<close])
    guard TranscriptLine.isSpeakerName(name), !Self.annotations.contains(name.lowercased())
    else { return nil }
    return (name, ByteText.skipSpaces(bytes, from: close + 1))
  }

  private static let annotations: Set<String> = [
    "music", "laughter", "laughs", "applause", "inaudible", "crosstalk", "silence", "noise",
    "background noise", "overlapping", "unintelligible", "foreign", "cheering", "sighs",
    "pause", "coughs", "no audio", "blank_audio", "indistinct",
  ]
}
