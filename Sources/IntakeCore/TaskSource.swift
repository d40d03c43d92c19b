/// Where a task was read from: the file, line, speaker, time in the recording and the words.
///
/// The JSON object `source` that `--json` prints for stored tasks (beside the flat `source_…`
/// keys) and for dry-run drafts. Every key is written, null when unknown, so scripts can rely on
/// them.
public struct TaskSource: Codable, Sendable, Equatable {
  /// The file as given on the command line; nil for typed text and stdin.
  public var file: String?
  /// The 1-based line of the file (or of the typed or piped text) the item starts on.
  public var line: Int?
  /// Who said it, in a transcript: the name as written in the turn ("Ana Lima", "ana").
  public var speaker: String?
  /// When it was said, in a transcript: the cue time as written (`00:01:02.500`), not parsed.
  public var timestamp: String?
  /// The item as written in the source, before any field was read out of it.
  public var text: String?

  public init(
    file: String? = nil, line: Int? = nil, speaker: String? = nil, timestamp: String? = nil,
    text: String? = nil
  ) {
    self.file = file
    self.line = line
    self.speaker = speaker
    self.timestamp = timestamp
    self.text = text
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(file, forKey: .file)
    try container.encode(line, forKey: .line)
    try container.encode(speaker, forKey: .speaker)
    try container.encode(timestamp, forKey: .timestamp)
    try container.encode(text, forKey: .text)
  }
}
