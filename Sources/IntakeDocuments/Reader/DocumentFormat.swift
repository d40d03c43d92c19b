/// A format of input text.
///
/// The raw values are the names `--format` takes.
public enum DocumentFormat: String, Sendable, CaseIterable {
  /// Markdown notes: headings, bullets, numbered lists, checkboxes, emphasis and links.
  case markdown
  /// Plain notes: the same reading as Markdown, for text that uses none of its marks.
  case plain
  /// WebVTT captions: `WEBVTT`, cue timings, `<v Name>` voice tags.
  case webVTT = "vtt"
  /// SubRip captions: numbered cues with `00:00:01,000 --> …` timings.
  case srt
  /// YouTube's SBV captions: `0:00:01.000,0:00:04.500` timing lines, then the words.
  case sbv
  /// A transcript of `Name: text` lines, with optional timestamps.
  case speakerLines = "speaker-lines"
  /// A chat log of `<nick> text` lines.
  case irc

  /// Whether the format is a record of people speaking in turns.
  public var isTranscript: Bool {
    switch self {
    case .markdown, .plain: return false
    case .webVTT, .srt, .sbv, .speakerLines, .irc: return true
    }
  }

  /// The format a file name's extension settles, or nil when the content must decide.
  ///
  /// `.txt` and `.log` say nothing: a `.txt` may be notes or a transcript, a `.log` an IRC
  /// log or anything else.
  public init?(fileName: String) {
    guard let dot = fileName.lastIndex(of: ".") else { return nil }
    switch fileName[fileName.index(after: dot)...].lowercased() {
    case "vtt", "webvtt": self = .webVTT
    case "srt": self = .srt
    case "sbv": self = .sbv
    case "md", "markdown", "mdown", "mkd", "mkdn": self = .markdown
    default: return nil
    }
  }
}
