import IntakeCore
import IntakeParsing

/// Splits a document into candidate task items, fed one line at a time so memory follows the
/// items kept, not the file size.
///
/// Notes (Markdown or plain) are read by section and list structure, transcripts by speaker
/// turn; both find explicit markers ("ACTION:", "TODO", `- [ ]`, "Action items" sections)
/// and commitments ("I'll …", "Ana to …", "Bo, can you …?"). See `NotesClassifier` and
/// `TranscriptClassifier`. Without a format, the file extension decides (`.vtt`, `.srt`, `.sbv`),
/// else the first lines do (a `.md` file is Markdown unless they show a transcript): up to
/// 30 lines or 64 KB are held until the format is known (more when speech
/// starts late, after the header of scribed minutes: 30 lines from there, up to 120).
public struct Segmenter: Sendable {
  private var state: DocumentState
  private var notes = NotesClassifier()
  private var transcript: TranscriptClassifier?
  private var detected: DocumentFormat?
  private let guess: DocumentFormat
  private var held: [(bytes: [UInt8], line: Int)] = []
  private var heldBytes = 0
  private var heldContent = 0
  /// The held content line the first speaker line or chat message was, if any.
  private var firstSpeech: Int?
  private var lineNumber = 0
  /// The lines a patch adds, when the document is one.
  private var patch = PatchLines()
  /// The lines of a Textile page, read as Markdown writes them.
  private var textile = TextileLines()
  /// The lines of a TWiki topic, read as Markdown writes them.
  private var twiki = TWikiLines()

  /// - Parameters:
  ///   - format: The format, or nil to detect it from the file extension and first lines.
  ///   - fileName: The file's name (for its extension); nil for stdin.
  ///   - dateOrder: How numeric dates in headers read ("Date: 3/2/2026").
  ///   - today: The day the document is read on: what a chat export's "Today" is.
  public init(
    format: DocumentFormat? = nil, fileName: String? = nil, dateOrder: DateOrder = .mdy,
    today: LocalDate? = nil
  ) {
    self.state = DocumentState(dateOrder: dateOrder, today: today)
    var known = format ?? fileName.flatMap(DocumentFormat.init(fileName:))
    self.guess = known ?? .plain
    // A Markdown file may hold a transcript ("**Ana:** …" turns): its lines decide, and
    // anything they find no transcript in is Markdown.
    if format == nil, known == .markdown { known = nil }
    if let known { start(known) }
  }

  /// The format: detected, forced, or, before enough lines are read, the best guess so far.
  public var format: DocumentFormat { detected ?? guess }

  /// What the document has said about itself so far.
  public var header: DocumentHeader { state.header }

  /// Whether the action finder skips the sentences its prefilter rules out (see
  /// `ActionFinder.isPrefiltered`); only tests turn it off.
  var isPrefiltered: Bool {
    get { state.finder.isPrefiltered }
    set { state.finder.isPrefiltered = newValue }
  }

  /// Whether the text is a message to its reader (`DocumentState.isMessage`).
  var isMessage: Bool {
    get { state.isMessage }
    set {
      state.isMessage = newValue
      state.finder.isMessage = newValue
    }
  }

  /// Reads one line (a trailing line break is ignored) and returns the items it completed.
  ///
  /// An item often completes on a later line: when its continuation lines and subtasks end,
  /// or, in a transcript, when the next speaker has answered a request.
  public mutating func feed(_ line: Substring) -> [DocumentItem] {
    lineNumber += 1
    var bytes = ByteText.bytes(of: line)
    if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    // Notes sent as a patch: only the lines it adds are read, at their own line numbers.
    guard let added = patch.read(bytes) else { return [] }
    bytes = twiki.read(textile.read(ChatExportLines.tabbedMessage(added) ?? added))
    guard detected != nil else {
      held.append((bytes, lineNumber))
      heldBytes += bytes.count
      if !ByteText.isBlank(bytes) {
        heldContent += 1
        if heldContent == 1, let format = FormatDetector.decisive(bytes) {
          return release(format)
        }
        if firstSpeech == nil, FormatDetector.opensSpeech(bytes) { firstSpeech = heldContent }
      }
      if FormatDetector.hasSample(lines: heldContent, firstSpeech: firstSpeech)
        || heldBytes >= FormatDetector.sampleBytes
      {
        return release(FormatDetector.detect(held.map(\.bytes)))
      }
      return []
    }
    var out: [DocumentItem] = []
    read(bytes, line: lineNumber, into: &out)
    return out
  }

  /// Returns the items still open at the end of the input.
  public mutating func finish() -> [DocumentItem] {
    var out: [DocumentItem] = []
    if detected == nil { out = release(FormatDetector.detect(held.map(\.bytes))) }
    if var reader = transcript {
      reader.finish(state: &state, into: &out)
      transcript = reader
    } else {
      notes.finish(state: &state, into: &out)
    }
    state.releaseOpenAsks(into: &out)
    return out
  }

  /// The items, header and format of a whole text (tests and small inputs).
  public static func segment(
    _ text: String, fileName: String? = nil, format: DocumentFormat? = nil,
    today: LocalDate? = nil
  ) -> (items: [DocumentItem], header: DocumentHeader, format: DocumentFormat) {
    var segmenter = Segmenter(format: format, fileName: fileName, today: today)
    var items: [DocumentItem] = []
    for line in lines(of: text) { items += segmenter.feed(line) }
    items += segmenter.finish()
    return (items, segmenter.header, segmenter.format)
  }

  /// The date in a file name: `2026-03-02-planning.md`, `planning_2026-03-02.md`,
  /// `20260302 sync.txt`; nil when it holds none.
  public static func date(fromFileName name: String) -> LocalDate? {
    MeetingDateReader.date(fromFileName: name)
  }

  /// The lines of `text`, split at `\n` (a `\r` before it is dropped by `feed`); a final line
  /// break does not make an empty last line.
  static func lines(of text: String) -> [Substring] {
    var lines: [Substring] = []
    var start = text.startIndex
    var index = text.utf8.startIndex
    while index < text.utf8.endIndex {
      if text.utf8[index] == 10 {
        lines.append(text[start..<index])
        start = text.utf8.index(after: index)
      }
      index = text.utf8.index(after: index)
    }
    if start < text.endIndex { lines.append(text[start...]) }
    return lines
  }

  // MARK: - Reading

  private mutating func start(_ format: DocumentFormat) {
    detected = format
    if format.isTranscript { transcript = TranscriptClassifier(format: format) }
  }

  /// Settles the format and reads the lines held until now.
  private mutating func release(_ format: DocumentFormat) -> [DocumentItem] {
    start(format == .plain ? guess : format)
    var out: [DocumentItem] = []
    let lines = held
    held.removeAll()
    for (bytes, line) in lines { read(bytes, line: line, into: &out) }
    return out
  }

  private mutating func read(_ bytes: [UInt8], line: Int, into out: inout [DocumentItem]) {
    state.noteMentions(bytes)
    state.noteDateOrder(bytes)
    if var reader = transcript {
      transcript = nil
      reader.read(bytes, line: line, state: &state, into: &out)
      transcript = reader
    } else {
      notes.read(bytes, line: line, state: &state, into: &out)
    }
  }
}
