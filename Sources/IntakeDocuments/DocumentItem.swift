import IntakeCore

/// One candidate task found in a document, with where it stands and what its context implies.
///
/// The text is ready for the task parser: list markers, checkboxes, `ACTION:` labels and the
/// speaker's "I'll" are gone, hard-wrapped lines are joined, and Markdown emphasis and links
/// are reduced to their words. Owners the text states ("Ana to …") stay in the text for the
/// assignee extractor; owners only the context gives are in `impliedOwners`.
public struct DocumentItem: Sendable, Equatable {
  /// The task text.
  public var text: String
  /// 1-based line of the item's first line in the source.
  public var line: Int
  /// Transcript speaker as written ("Ana Lima", "ANA LIMA", "nick").
  public var speaker: String?
  /// Transcript timestamp as written ("00:01:02.500", "00:01:02"); nil when missing or broken.
  public var timestamp: String?
  /// Owners the context implies, as written: the speaker of "I'll …", the person a request was
  /// addressed to, the person a stand-up block or action group is about.
  public var impliedOwners: [String]
  /// Whether `impliedOwners` come from an owner tag ("… ACTION - Grzegorz Nowak / Nkechi
  /// Obi"), which says who owns the item outright: they replace the owners its text names.
  public var ownersAreTagged = false
  /// Whether the item is its owner's own undertaking ("I'll …"): "I'll ask Steffi to bring it
  /// back" is the speaker's work, asking, not Steffi's.
  public var isOwnUndertaking = false
  /// Whether the item asks a named person ("Paula, can you get Fintan to look at it?"): the
  /// one asked owns it, as the one who undertakes does, whoever they are to get to do it.
  public var isAddressedAsk = false
  /// Whether the item only takes on an ask made before ("I'll do it" replying in a thread to
  /// "could one of you …?"): it is no task of its own words, and gives the ask its owner.
  var takesOpenAsk = false
  /// Whether the item asks whichever of the people it names ("could one of you …?"): their
  /// bare "I'll do it" in a later message takes it.
  var asksOneOfThose = false
  /// Whether the item was marked done: a checked checkbox, `~~struck~~`, a "(done)" status.
  public var isDone: Bool
  /// Items indented under this one, markers stripped, in order.
  public var subtasks: [String]
  /// 0-based index of the meeting within the file, so identical wording in two meetings of
  /// one file stays two items.
  public var meeting: Int
  /// The date of that meeting, when the document states it.
  public var meetingDate: LocalDate?
  /// The time of day the item's chat message was sent, when its stamp gives it.
  ///
  /// "[28/10/2026, 23:52]": "at 9" then means the next morning. Nil for a meeting's notes
  /// and for a recording's offsets ("00:01:02").
  public var messageTime: LocalTime?
  /// The sentence said just before, when the task's own words only point back to it.
  ///
  /// "Two riders are still outstanding." then "I'll chase both of them": the title keeps it,
  /// so the task says what "them" is. Never read for owners or dates.
  public var context: String?
  /// How sure the reader is that this is a task, from 0 to 1.
  ///
  /// 1 for what the document marks as one (an action line, a checkbox, an entry under
  /// "Action items"), less for what is only said ("I'll …", "we need to …", a request nobody took on). See `Finding.Kind`.
  public var confidence: Double

  public init(
    text: String, line: Int, speaker: String? = nil, timestamp: String? = nil,
    impliedOwners: [String] = [], isDone: Bool = false, subtasks: [String] = [],
    meeting: Int = 0, meetingDate: LocalDate? = nil, confidence: Double = 1
  ) {
    self.text = text
    self.line = line
    self.speaker = speaker
    self.timestamp = timestamp
    self.impliedOwners = impliedOwners
    self.isDone = isDone
    self.subtasks = subtasks
    self.meeting = meeting
    self.meetingDate = meetingDate
    self.confidence = confidence
  }
}
