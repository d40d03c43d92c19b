import IntakeCore
import IntakeParsing

/// The action classifier for Markdown and plain notes: reads the blocks `NotesBlockReader`
/// gives, one line at a time, into action items.
///
/// List entries are gathered with their hard-wrapped continuation lines, then read against
/// the section they stand in: under "Action items" (or a checkbox, or an `ACTION:` marker)
/// an entry is a task and the entries indented under it are its subtasks; elsewhere only a
/// commitment ("Ana will …", "I'll …", "we need to …") makes one. Paragraphs go through the
/// same commitment reading a sentence at a time. An entry is given out when the first line
/// that cannot belong to it arrives, so memory holds one list branch and one sentence.
struct NotesClassifier: Sendable {
  /// An entry whose text or children may still grow.
  struct OpenEntry: Sendable {
    enum Role: Sendable {
      case unread
      case item(DocumentItem)
      /// "Ana:", "Carried over:": the entries under it are read as its kind, for its person.
      case group(kind: SectionKind?, person: String?)
      case subtask
      case plain
    }

    var indent: Int
    var line: Int
    var text: [UInt8]
    var checkbox: NotesLine.Checkbox?
    /// False for a text line that is an entry because of where it stands.
    var hasMarker: Bool
    /// A kind the entry's own label gave it ("Today: …", "Next steps: …").
    var kind: SectionKind?
    var lastLineLength: Int
    var isArrow = false
    /// Owners written in brackets before the task ("#0424 (Colm, Kavya) Compare …").
    var owners: [String] = []
    var role: Role = .unread
    /// Where each hard-wrapped continuation starts in `text`, and its line.
    var wraps: [(offset: Int, line: Int)] = []
    /// How much of `text` owners at the right margin have given out as tasks.
    var taggedThrough = 0
    /// Whether entries were written under it.
    var hasChildren = false
    /// Whether it was read in a section of discussion, not one that lists tasks.
    var isInDiscussion = false

    /// The line the text at byte `offset` was written on.
    func line(at offset: Int) -> Int {
      wraps.last { $0.offset <= offset }?.line ?? line
    }

    /// The line `part` (text read from the entry) starts on, found from `searchFrom` by its
    /// first `words` words, which then moves past it; nil when it is not found.
    func line(of part: String, from searchFrom: inout Int, words: Int = 1) -> Int? {
      guard let offset = NotesClassifier.offset(of: part, in: text, from: searchFrom, words: words)
      else { return nil }
      searchFrom = offset
      return line(at: offset)
    }
  }

  /// Whether a line is only fields left blank to fill in.
  ///
  /// "Signed: ________ (Chair)   Date: ________". Each blank is a run of at least four underscores; besides them the line holds
  /// only labels ending in a colon and words in brackets.
  static func isFormLine(_ text: [UInt8]) -> Bool {
    var blanks = 0
    var run = 0
    for byte in text {
      if byte == 95 {
        run += 1
        if run == 4 { blanks += 1 }
      } else {
        run = 0
      }
    }
    guard blanks > 0 else { return false }
    // "CRA signature: ____________  Date: 16-Apr-2026": a label, then its blank, whatever is
    // filled in after.
    if let colon = text.firstIndex(of: 58),
      text[(colon + 1)...].drop(while: { $0 == 32 }).starts(with: [95, 95, 95, 95])
    {
      return true
    }
    var depth = 0
    var word: [UInt8] = []
    for byte in text + [32] {
      switch byte {
      case 40: depth += 1
      case 41: depth = max(0, depth - 1)
      case 32, 9, 95:
        // A word outside brackets must be a label: it ends with a colon.
        if depth == 0, !word.isEmpty, word.last != 58 { return false }
        word.removeAll()
      default:
        if depth == 0 { word.append(byte) }
      }
    }
    return true
  }

  /// The writer a byline names: "Summary written by Luz María Betancourt (chair).", "Notes
  /// taken by Ana Lima", "Minutes recorded by the Clerk, Summer Okoye"; nil for other text.
  static func byline(_ text: [UInt8]) -> String? {
    guard text.count <= 200, ActionFinder.mentionsBy(text) else { return nil }
    let item = Item(ByteText.string(text))
    var index = 0
    if item.isWord(0, "summary") || item.isWord(0, "notes") || item.isWord(0, "minutes")
      || item.isWord(0, "recap")
    {
      index = 1
    }
    guard let verb = item.word(index),
      ["written", "taken", "recorded", "compiled", "prepared", "submitted", "posted", "published"]
        .contains(verb)
    else { return nil }
    index += 1
    if item.isWord(index, "up") { index += 1 }
    // "Posted on September 17, 2026 by [@marisolv](…)": a blog's byline, its day first.
    if verb == "posted" || verb == "published", item.isWord(index, "on"),
      let by = (index + 1..<min(item.count, index + 9)).first(where: { item.isWord($0, "by") })
    {
      index = by
    }
    var at = index + 1
    if item.isMark(at, "[") { at += 1 }
    guard item.isWord(index, "by"), let (name, _) = NameGrammar.name(item, at: at, handles: true)
    else { return nil }
    return name
  }

  /// Whether a line is part of a letter's or an e-mail's signature, which gives no work.
  ///
  /// A closing alone on its line ("Kind regards,", "Thanks,", "Best,") followed by a name
  /// opens the signature: the name, the title, the company, the telephone, "on behalf of",
  /// a disclaimer. It ends where the next message starts, or at a postscript ("P.S. …").
  mutating func readsSignature(
    _ bytes: [UInt8], state: inout DocumentState, into out: inout [DocumentItem]
  ) -> Bool {
    let start = ByteText.skipSpaces(bytes, from: 0)
    guard start < bytes.count else { return isInSignature }
    if isInSignature {
      // A rule of four marks or more ("________", "-------") parts a forwarded text or the
      // next message; "--" alone opens the signature's own lines.
      let isRule =
        bytes.count - start >= 4 && [45, 95, 61, 42].contains(bytes[start])
        && bytes[start...].allSatisfy { $0 == bytes[start] || $0 == 32 || $0 == 9 || $0 == 13 }
      // "On Tue, 3 Mar 2026 at 09:12, Ana Lima wrote:", not "on behalf of …".
      let isReplyHeader =
        ByteText.hasPrefix(bytes, "on ", at: start) && ByteText.string(bytes).contains("wrote")
      if bytes[start] == 62 || bytes[start] == 35 || isRule || isReplyHeader
        || Self.signatureEnds.contains(where: { ByteText.hasPrefix(bytes, $0, at: start) })
      {
        isInSignature = false
        return false
      }
      return true
    }
    if closesLetter {
      closesLetter = false
      if Self.isSignatureName(bytes[start...]) {
        completePending(state: &state, into: &out)
        closeAll(state: &state, into: &out)
        flushProse(state: &state, into: &out)
        isInSignature = true
        return true
      }
      return false
    }
    guard sender != nil || author != nil, bytes.count - start <= 24,
      Self.isClosing(bytes[start...])
    else { return false }
    closesLetter = true
    completePending(state: &state, into: &out)
    flushProse(state: &state, into: &out)
    return true
  }

  /// Whether a line is a letter's closing alone: "Kind regards,", "Best wishes", "Thanks!".
  static func isClosing(_ line: ArraySlice<UInt8>) -> Bool {
    var text = ByteText.string(Array(line)).lowercased().trimming(" \t")
    while let last = text.last, last == "," || last == "!" || last == "." { text.removeLast() }
    return closings.contains(text)
  }

  /// What ends a signature, in lower case: the next message's header, a quoted or
  /// forwarded message, a postscript.
  private static let signatureEnds = [
    "from:", "from ", "sent:", "date:", "to:", "subject:", "-----original",
    "----- original", "---------- forwarded", "begin forwarded", "p.s", "ps:", "ps ",
  ]

  private static let closings: Set<String> = [
    "kind regards", "best regards", "warm regards", "warmest regards", "regards", "best wishes",
    "best", "all the best", "cheers", "thanks", "many thanks", "thanks again", "thank you",
    "with thanks", "sincerely", "yours sincerely", "yours faithfully", "yours truly",
    "respectfully", "with best wishes", "thanks and regards", "kind regards and thanks",
  ]

  /// Whether the line after a closing is a name that signs.
  ///
  /// One to four capitalised words or initials ("Annika Sorensen", "— Ana", "R. Delgado"),
  /// with no digit or colon.
  static func isSignatureName(_ line: ArraySlice<UInt8>) -> Bool {
    let text = ByteText.string(Array(line)).trimming(" \t-—–")
    let words = text.split(separator: " ")
    guard (1...4).contains(words.count), text.count <= 40,
      !text.contains(where: { $0.isNumber || $0 == ":" || $0 == "?" || $0 == "!" })
    else { return false }
    return words.allSatisfy { $0.first?.isUppercase == true }
  }

  /// A message of a thread starts ("From: …", a reply's header).
  ///
  /// The sections of the one before end, and what follows is by `name`. An author field
  /// that is no message's sender ("Notes typed up by: Tilly") starts no message of a thread
  /// (`isThread`).
  mutating func startMessage(
    by name: String, isThread: Bool = true, state: inout DocumentState,
    into out: inout [DocumentItem]
  ) {
    closeAll(state: &state, into: &out)
    sections.reset()
    isLabelListOpen = false
    sectionUsesMarkers = false
    state.addAttendee(name)
    state.finder.reader = nil
    if isThread { state.message += 1 }
    isInSignature = false
    closesLetter = false
    sender = isThread ? name : nil
    state.messageTime = nil
    state.sectionDue = nil
    isTextMessage = false
    author = name
  }

  /// A chat line pasted into notes as "Name: words", without the clock it was stamped with:
  /// "[19:22] Lena Hoff : I can do that", "14:03 Ana Lima: sure"; other lines as they are.
  static func unclocked(_ bytes: [UInt8]) -> [UInt8] {
    guard let first = bytes.first, first == 91 || ByteText.isDigit(first),
      let (stamp, after) = TranscriptLine.leadingTimestamp(bytes, from: 0), stamp != nil,
      let (speaker, _, words) = TranscriptLine.speakerPrefix(bytes, from: after)
    else { return bytes }
    return Array(speaker.utf8) + [58, 32] + bytes[words...]
  }

  /// The number of an action a line opens with: "AI#45: …", "AI #45 (Name): …", "ACTION
  /// #12 …", "[AI#7] …"; nil for other lines ("#1093: …" alone is an issue's number).
  static func actionNumber(_ bytes: [UInt8]) -> Int? {
    var index = bytes.first == 91 ? 1 : 0
    let wordStart = index
    while index < bytes.count, index - wordStart < 7, ByteText.isASCIILetter(bytes[index]) {
      index += 1
    }
    let word = ByteText.string(bytes[wordStart..<index].map(ByteText.lower))
    guard ["ai", "ap", "action", "ar"].contains(word) else { return nil }
    if index < bytes.count, bytes[index] == 32 { index += 1 }
    guard index < bytes.count, bytes[index] == 35 else { return nil }
    index += 1
    var number = 0
    let digits = index
    while index < bytes.count, index - digits < 6, ByteText.isDigit(bytes[index]) {
      number = number * 10 + Int(bytes[index] - 48)
      index += 1
    }
    return index > digits ? number : nil
  }

  /// A line that is only a day and a time of day ("May 19, 2026  7:42:13 AM", "19/05/2026
  /// 07:42"): the day and the time; nil for other lines.
  static func stamp(_ text: ArraySlice<UInt8>, state: DocumentState) -> (LocalDate, LocalTime)? {
    var text = text
    // "Jul 21, 2026  6:05:20 PM (Read by you after 1 minute)": the receipt is no part of it.
    if text.last == 41, text.count <= 90,
      let open = text.indices.dropFirst().last(where: { text[$0] == 40 && text[$0 - 1] == 32 })
    {
      text = text[..<(open - 1)]
    }
    guard text.count <= 40, let last = text.last, ByteText.isDigit(last) || last | 0x20 == 109
    else { return nil }
    let line = ByteText.string(Array(text))
    // The time is the last word, or the last two with AM/PM.
    var words = line.split(separator: " ")
    guard words.count >= 2, words.count <= 6 else { return nil }
    var clockText = String(words.removeLast())
    if ["am", "pm"].contains(clockText.lowercased()), let before = words.popLast() {
      clockText = before + " " + clockText
    }
    guard clockText.contains(":"), let time = ChatStamp.clock(of: clockText), !words.isEmpty,
      let date = state.date(in: words.joined(separator: " ")),
      words.joined().contains(where: \.isNumber)
    else { return nil }
    return (date, time)
  }

  /// Whether a line opens as a remark on the list it stands in: "Note on Finding 3: …",
  /// "Note: …", "NB: …", "FYI: …", "FYI the review moved to May"; read for the commitments
  /// in it, not as an item.
  static func opensWithNote(_ text: [UInt8]) -> Bool {
    let head = ByteText.string(text.prefix(40).map(ByteText.lower))
    if head.hasPrefix("fyi ") || head.hasPrefix("fyi,") { return true }
    guard let colon = head.firstIndex(of: ":") else { return false }
    let label = head[..<colon]
    return label == "note" || label == "nb" || label == "n.b." || label == "fyi"
      || label.hasPrefix("note on ") || label.hasPrefix("note re ")
  }

  /// Whether `text` is a short title in capitals ("FINANCE", "DATE OF NEXT MEETING"): one
  /// to six words, letters all upper case, no closing punctuation.
  static func isCapitalsTitle(_ text: [UInt8]) -> Bool {
    guard let last = text.last, ByteText.isASCIILetter(last) || last == 41,
      text.filter({ $0 == 32 }).count <= 5, text.contains(where: ByteText.isASCIILetter)
    else { return false }
    return !text.contains(where: ByteText.isLower)
  }

  /// A paragraph line not yet given to the prose buffer: the next line may turn it into a
  /// setext heading.
  struct HeldLine: Sendable {
    var text: [UInt8]
    var line: Int
    var indent: Int
  }

  var sections = SectionStack()
  /// Whether the minutes head a column of owners at the right ("ACTION", far right).
  var hasActionColumn = false
  /// The words of each numbered item under "Agenda" (`agendaWords`).
  var agendaItems: Set<[String]> = []

  /// Whether the last line was a letter's closing ("Kind regards,"), and whether the lines
  /// being read are the signature after it (`readsSignature`).
  var closesLetter = false
  var isInSignature = false
  /// The number of the last numbered heading (one after "1 - TOPICS COVERED"), or nil.
  var headingNumber: Int?
  var stack: [OpenEntry] = []
  /// Whether the last entry on the stack can still take continuation lines.
  var isPending = false
  /// Whether the pending entry waits past a blank line for its status alone on a line.
  var isAwaitingStatus = false
  /// The fields of a task written as a record in the front matter, and its first line.
  var record: (fields: [String: String], line: Int)?
  var sawBlank = false
  /// The numbers of the actions given so far in this meeting ("AI#45"), and whether the
  /// lines being read say one of them again.
  var givenActionNumbers: Set<Int> = []
  var isRestatingAction = false
  /// Whether the line read follows a horizontal rule.
  var isAfterRule = false
  /// Whether the last line that was not blank is a rule ("-----").
  var followsRule = false
  /// What each line is by its structure: code, front matter, table rows, entries, text.
  var blocks = NotesBlockReader()
  /// Who wrote the message of a thread being read: a stand-up's "Today:" in it is theirs.
  var sender: String?
  /// A chat export's bars and quoted headers.
  var chatExport = ChatExportLines()
  var held: HeldLine?
  /// A card of a task list exported as text, while its fields come: its title line, and
  /// the fields that name someone or a day.
  var card: (title: HeldLine, fields: [String])?
  /// Whether a field of the card read says its work is done.
  var isCardDone = false
  /// A line that was only a day and a time after a blank line ("May 19, 2026  7:42:13 AM"),
  /// as a message app's export writes over the sender's name: its day and time.
  var stampLine: (date: LocalDate, time: LocalTime)?
  /// Whether the lines read are a text message under such a stamp, whose short forms ("can u
  /// pick …", "ill confirm …") are read in full.
  var isTextMessage = false
  /// Whether the line before was a sender's line of a mailing list's archive, whose date
  /// comes next.
  var isAfterArchiveSender = false
  /// Whether the label in force asks the letter's reader ("PLEASE ACTION BY FRI 10/16"), whose
  /// list a label naming nobody ends.
  var isReaderList = false
  /// Lines of the current paragraph given to `prose`.
  var paragraphLines = 0
  var prose = ProseBuffer()
  var proseSpeaker: String?
  /// The last sentence of prose read, and whether it gave a task.
  ///
  /// An owner tag after it ("… before the frosts. ACTION - Grzegorz Nowak") makes it one.
  var lastSentence: (sentence: Sentence, gaveTask: Bool)?
  /// The sentence before `lastSentence`: an owner tag after a status sentence is its.
  var sentenceBeforeLast: (sentence: Sentence, gaveTask: Bool)?
  /// The last list entry closed, and whether it gave an item out.
  ///
  /// An owner tag on the next line ("AI: Marta") names the owners of what it said.
  var lastEntryClosed: (entry: OpenEntry, gaveTask: Bool)?
  /// The last sentence of prose: the person it opened with is whom "He will …" next means.
  var previousProse: String?
  /// Whom the last sentence of prose asked by name ("Hamish, can you …?"): "you" in the
  /// sentence right after it is them ("And would you …?").
  var lastAddressee: String?
  /// Whether the line before was a line of a key of short names ("Key: BK = …").
  var isInKey = false
  /// The person a paragraph opened by mentioning ("@Yuki Tanabe …"), whom its later "can
  /// you …?" asks.
  var paragraphAddressee: String?
  /// Whether the actions section in force began after this meeting had given items out
  /// ("Follow-up tasks" under "Key points" that said who will do what): it may restate them.
  var isRecap = false
  var table: TableReader?
  /// The last row of a table aligned with spaces, held while the lines under it may go on
  /// with its cells: its cells and line.
  var heldRow: (cells: [String], line: Int)?
  var hasSeenContent = false
  /// Who wrote the notes (`Author:`, `From:`): owns "I'll" when no person section does.
  var author: String?
  /// Whether the list section in force has had bulleted entries: an unbulleted paragraph
  /// after a blank line then is prose, not another entry ("Next sync in two weeks.").
  var sectionUsesMarkers = false
  /// Whether lines without a marker still belong to an "Action items:" label's list: until a
  /// blank line after its first entry (headings hold across blank lines, labels do not).
  var isLabelListOpen = false
  var labelListHasEntries = false
  /// Whether a decisions label in force ("Decisions:", "It was agreed:") was written over a
  /// list: a paragraph after the list ends it.
  var isDecisionsList = false
  /// Whether that label records an agreement ("It was agreed:"), whose entries giving work
  /// by name are tasks.
  var isAgreementList = false
  /// How far the "Action items:" label in force is indented.
  ///
  /// A numbered line to its left ("   Action items:" under "1. Budget", then "2. Venue") is
  /// the next topic, not an item.
  var actionsLabelIndent = 0
  /// Whether this meeting had an actions section ("Action items, by person" repeats it).
  var hasActionsSection = false
  /// Whether the heading in force asks a question ("How would you assess the maturity?"),
  /// whose checkboxes are the answers to choose from.
  var isUnderQuestion = false
  /// Whether a header field ("Date:", "Submitted:") gave the meeting's date, which a date
  /// alone on a later line ("2026-01-27 (0.3.0)" under "Date of last release") does not
  /// change.
  var hasFieldDate = false
  /// Whether the meeting gave items with markers ("ACTION: …"), which a recap repeats.
  var hasMarkedItems = false
  /// Whether the minutes number their sections at the margin, as in "4) Action items".
  ///
  /// Once one such heading names a section, the next short numbered titles ("5)
  /// Adjournment") are headings too.
  var numbersSections = false
  /// Whether the line after an attendees label may go on with its names.
  var isAttendeeListOpen = false
  /// Whether the lines read are a paragraph of names under an attendees title, until a
  /// blank line.
  var isInNamesParagraph = false
  /// The last part of the attendees line above, held in case the line break cut it: "…,
  /// Vice Chair" over "Desmond Whitlock, …".
  var attendeeTail: String?
  /// The whole line the held part ends, read again when that part is a role.
  var attendeeLine: String?
  var meeting = 0
  /// The motion being moved, whose items wait for its outcome.
  var motion = Motion()

  // MARK: - Lines

  /// Reads one line (without its line break); items it completes go to `out`, or wait with
  /// the motion they were moved in until its outcome says whether they stand (`Motion`).
  mutating func read(
    _ lineBytes: [UInt8], line: Int, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    switch motion.step(lineBytes) {
    case .none:
      readLine(lineBytes, line: line, state: &state, into: &out)
    case .opens:
      // What was said before the motion is not the motion's, and a motion names nobody
      // present ("Moved Cr Harnett / Seconded Cr Sandhu" under "Apologies").
      flushProse(state: &state, into: &out)
      if sections.kind == .attendees || sections.kind == .regrets { sections.endNames() }
      isInNamesParagraph = false
      out += motion.release()
      motion.isOpen = true
      holding { $0.readLine(lineBytes, line: line, state: &state, into: &$1) }
    case .holds:
      holding { $0.readLine(lineBytes, line: line, state: &state, into: &$1) }
    case .carried:
      holding { $0.flushProse(state: &state, into: &$1) }
      out += motion.release()
    case .failed:
      // "DEFEATED": what the motion would have had done is not to be done.
      holding { $0.flushProse(state: &state, into: &$1) }
      _ = motion.release()
    case .released:
      out += motion.release()
      readLine(lineBytes, line: line, state: &state, into: &out)
    }
  }

  /// Runs `body` with the open motion's items as where items go.
  private mutating func holding(_ body: (inout Self, inout [DocumentItem]) -> Void) {
    var items = motion.items
    motion.items = []
    body(&self, &items)
    motion.items += items
  }

  /// Reads one line; items it completes go to `out`.
  private mutating func readLine(
    _ lineBytes: [UInt8], line: Int, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    if meeting != state.meeting {
      meeting = state.meeting
      hasActionsSection = false
      hasMarkedItems = false
      givenActionNumbers.removeAll()
    }
    // "  | > Piet de Vries (@piet) [2027-03-02 09:20:40]" and the lines of its thread behind
    // the bar: a chat export's own marks, taken off; the header starts a message by its
    // sender, read at its day and time.
    let bytes = Self.unclocked(chatExport.strip(lineBytes))
    if let header = ChatExportLines.header(bytes), let date = state.date(in: header.day) {
      completePending(state: &state, into: &out)
      closeAll(state: &state, into: &out)
      flushProse(state: &state, into: &out)
      openComment(by: header.name, handle: header.handle, on: date, state: &state, into: &out)
      state.messageTime = header.time
      sawBlank = true
      return
    }
    // "<trackbot> Created ACTION-412 - … [on Ana Lima - due 2026-03-26]": a tracker's record
    // of the action just given, or the action itself.
    if bytes.count > 24, let created = TrackerLine.created(bytes) {
      completePending(state: &state, into: &out)
      flushProse(state: &state, into: &out)
      confirm(created, line: line, state: &state, into: &out)
      return
    }
    // "present+ Aoife_Brennan", "regrets+ Bartosz_Wrona": a scribe tool's attendance.
    if bytes.first == 112 || bytes.first == 114,
      let (isPresent, names) = AttendeeList.attendanceCommand(bytes)
    {
      if isPresent { AttendeeList.read(names, into: &state) }
      return
    }
    // "Lucia Ferraro (LF):": a full name with its initials, wherever it stands.
    if bytes.contains(40) { AttendeeList.readDefinedInitials(bytes, into: &state) }
    // "Key: BK = Bernadette Kilbride (PM / me)   SP = Sunita Pillai": the short names the
    // notes use; "me" is who wrote them. The line gives no task.
    let continuesKey = isInKey
    isInKey = false
    if let key = bytes.contains(61)
      ? InitialsKey.definitions(in: bytes, continuesKey: continuesKey)
      : InitialsKey.spacedDefinitions(in: bytes, continuesKey: continuesKey)
    {
      for definition in key {
        state.addAttendee(definition.name, aliases: [definition.short])
        if definition.isWriter, author == nil { author = definition.name }
      }
      isInKey = true
      return
    }
    // "C/O ........... Piotr Wasik": a crew list's rank, the name the minutes go on to use.
    if bytes.count > 8, bytes.contains(46), let definition = InitialsKey.leaderDefinition(in: bytes)
    {
      state.addAttendee(definition.name, aliases: [definition.short])
      return
    }
    if readsSignature(bytes, state: &state, into: &out) { return }
    // "                                  ACTION" over typed minutes: owners stand at the
    // right of the lines that give work (`ActionFinder.marginTag`).
    if bytes.count > 24, bytes[0] == 32 || bytes[0] == 9, ActionFinder.isActionColumnHeader(bytes) {
      hasActionColumn = true
      return
    }
    let notesLine: NotesLine
    let block = blocks.read(bytes, line: line)
    if case .tableRow(let cells, .continuation) = block, var row = heldRow {
      // "2.1  Revised details …  RP" over "     Block B issued 2 June; …": one row.
      for (column, cell) in cells.enumerated() where !cell.isEmpty && column < row.cells.count {
        row.cells[column] += row.cells[column].isEmpty ? cell : " " + cell
      }
      heldRow = row
      return
    }
    giveHeldRow(state: &state, into: &out)
    if record != nil, !block.isField { giveRecord(state: &state, into: &out) }
    if isAwaitingStatus, !block.isBlank {
      isAwaitingStatus = false
      if let status = statusUnderEntry(block) {
        stack[stack.count - 1].text.append(contentsOf: Array(" (".utf8) + status + [41])
        completePending(state: &state, into: &out)
        return
      }
      completePending(state: &state, into: &out)
    }
    switch block {
    case .skipped:
      return
    case .field(let key, let value, let isListItem):
      readField(
        key: key, value: value, isListItem: isListItem, line: line, state: &state, into: &out)
      return
    case .tableRow(_, .gap):
      closeAttendeeList(state: &state)
      completePending(state: &state, into: &out)
      flushProse(state: &state, into: &out)
      sawBlank = true
      return
    case .tableRow(let cells, let place):
      completePending(state: &state, into: &out)
      flushProse(state: &state, into: &out)
      if place == .body || place == .continuation, table?.isAligned == true {
        heldRow = (cells, line)
        return
      }
      readTableRow(cells, place: place, line: line, state: &state, into: &out)
      return
    case .line(let read):
      notesLine = read
    }
    table = nil
    isAfterRule = followsRule
    if notesLine.kind != .blank { followsRule = false }
    switch notesLine.kind {
    case .blank:
      closeAttendeeList(state: &state)
      isInNamesParagraph = false
      // An entry of a list indented as plain text may have its status on a line of its own
      // after the blank (`statusUnderEntry`).
      if isPending, let last = stack.last, last.indent >= 2 {
        isAwaitingStatus = true
      } else {
        completePending(state: &state, into: &out)
      }
      flushProse(state: &state, into: &out)
      sawBlank = true
      if labelListHasEntries { isLabelListOpen = false }
    case .heading(let level, let title):
      closeAll(state: &state, into: &out)
      flushProse(state: &state, into: &out)
      readHeading(level: level, title: Array(bytes[title]), state: &state, into: &out)
      sawBlank = false
    case .fence:
      closeAll(state: &state, into: &out)
      flushProse(state: &state, into: &out)
    case .rule(let marker):
      defer { followsRule = true }
      if marker == 45, let title = setextTitle() {
        readHeading(level: 2, title: title, state: &state, into: &out)
      } else {
        closeAll(state: &state, into: &out)
        flushProse(state: &state, into: &out)
      }
    case .doubleRule:
      if let title = setextTitle() {
        readHeading(level: 1, title: title, state: &state, into: &out)
      } else if sawBlank {
        // "=====" over "Thursday, April 30, 2026" and under it: a rule that frames a title.
        closeAll(state: &state, into: &out)
        flushProse(state: &state, into: &out)
      } else {
        readText(
          bytes, 0..<bytes.count, indent: notesLine.indent, line: line, state: &state, into: &out)
      }
    case .quote:
      closeAll(state: &state, into: &out)
      flushProse(state: &state, into: &out)
      // "> Ivo: can someone update the vectors?" in a thread's reply: what the reply's
      // undertaking may take on (`DocumentState.emit`).
      let mark = ByteText.indentation(bytes).index
      if state.message > 0, mark < bytes.count, bytes[mark] == 62 {
        var start = ByteText.skipSpaces(bytes, from: mark + 1)
        if let (_, _, after) = TranscriptLine.speakerPrefix(bytes, from: start) { start = after }
        state.quote = (ByteText.string(Array(bytes[start...])), nil, state.message)
      }
    case .entry(let isNumbered, let checkbox, let content):
      // "Agenda / 1. Minutes of the last meeting / 2. Budget (lead Ana)", then after a blank
      // line "1. Minutes of the last meeting" again: the agenda is over, and an item it listed
      // heads what was said about it.
      let repeatsAgendaItem =
        isNumbered && notesLine.indent == 0 && (sections.kind != .agenda || sawBlank)
        && agendaItems.contains(Self.agendaWords(bytes[content]))
      let agendaWasEmpty = agendaItems.isEmpty
      if isNumbered, sections.kind == .agenda, !repeatsAgendaItem {
        agendaItems.insert(Self.agendaWords(bytes[content]))
      }
      // Under "Agenda" a numbered line is an item of it, whatever it names ("4. Action items").
      // "-----" over "2. KT  Hosp no. NGH 5520871  71F": a numbered block's title.
      // "1. Budget" over its indented notes and "   Action items:", then "2. Venue options"
      // at the margin: the next topic, outside the label's list.
      let leavesIndentedList =
        isNumbered && notesLine.indent == 0 && sections.isFromLabel
        && sections.kind.listsTasks && actionsLabelIndent > 0
      let number = isNumbered ? Self.leadingNumber(bytes) : nil
      // "1. TOPICS COVERED" over a bulleted list, then "2. OBSERVATIONS": the topics were an
      // agenda of their own, and the next number heads the next part.
      let isAgendaAsHeading =
        sections.kind != .agenda
        || (sawBlank && agendaWasEmpty && number != nil && headingNumber.map { $0 + 1 } == number)
      if repeatsAgendaItem || (isNumbered && notesLine.indent == 0 && isAfterRule)
        || leavesIndentedList
        || (isNumbered && notesLine.indent == 0 && isAgendaAsHeading
          && isNumberedHeading(
            Array(bytes[content]),
            afterTab: content.lowerBound > 0 && bytes[content.lowerBound - 1] == 9))
      {
        headingNumber = number
        closeAll(state: &state, into: &out)
        flushProse(state: &state, into: &out)
        // A block's long title names what it is about ("… 63M Follow-up" is a patient seen
        // again), not a section of tasks.
        let title = Array(bytes[content])
        let isBlockTitle =
          isAfterRule && !repeatsAgendaItem && title.filter({ $0 == 32 }).count >= 4
        readHeading(level: 2, title: title, isTopic: isBlockTitle, state: &state, into: &out)
        sawBlank = false
        return
      }
      // "* #2871 Follow-up: last week's items  (mvorster, 15:04:02)": a meeting bot's topic,
      // whose words name what was discussed under it.
      if !isNumbered, checkbox == nil, notesLine.indent == 0,
        let topic = Self.botTopic(Array(bytes[content]))
      {
        closeAll(state: &state, into: &out)
        flushProse(state: &state, into: &out)
        readHeading(level: 2, title: topic, isTopic: true, state: &state, into: &out)
        sawBlank = false
        return
      }
      flushProse(state: &state, into: &out)
      openEntry(
        indent: notesLine.indent, text: Array(bytes[content]), line: line, checkbox: checkbox,
        hasMarker: true, isArrow: notesLine.isArrow, state: &state, into: &out)
    case .text(let content):
      // "May 19, 2026  7:42:13 AM" over "Gary Pruitt" and the message: a message app's export,
      // each message by the sender named under its stamp and read at its time.
      let stamp = stampLine
      stampLine = nil
      if notesLine.indent == 0, let stamp,
        Label.isFullName(ByteText.string(bytes[content]))
          || ByteText.string(bytes[content]) == "Me"
      {
        closeAll(state: &state, into: &out)
        flushProse(state: &state, into: &out)
        openComment(by: ByteText.string(bytes[content]), on: stamp.date, state: &state, into: &out)
        state.messageTime = stamp.time
        isTextMessage = true
        return
      }
      if notesLine.indent == 0, sawBlank || !state.hasContent,
        let found = Self.stamp(bytes[content], state: state)
      {
        stampLine = found
        if state.hasContent { return }
      }
      // "Comment by Ana Lima [ 11/Jan/27 2:21 PM ]": a comment of an issue, by its author.
      // "**Dana Whitcombe** commented · Aug 2, 2027, 9:12 AM": the same, as a tracker's
      // activity feed writes it.
      if notesLine.indent == 0,
        let (author, date, handle) = Self.trackerCommentHeader(bytes[content], state: state)
          ?? Self.activityHeader(bytes[content], state: state)
      {
        closeAll(state: &state, into: &out)
        flushProse(state: &state, into: &out)
        openComment(by: author, handle: handle, on: date, state: &state, into: &out)
        return
      }
      readText(bytes, content, indent: notesLine.indent, line: line, state: &state, into: &out)
    case .tableRow:
      break
    }
  }

  /// The title of a meeting bot's topic line: the words before "(nick, 15:04:02)", when they
  /// are no marker ("ACTION:", "AGREED:", "INFO:").
  static func botTopic(_ text: [UInt8]) -> [UInt8]? {
    guard let open = TaskStatus.recordingStart(text) else { return nil }
    let title = Array(text[..<open])
    let reduced = ByteText.trimmed(title, 0..<title.count)
    guard !reduced.isEmpty else { return nil }
    let words = Item(ByteText.string(title[reduced]))
    if let head = words.word(0),
      ["agreed", "info", "link", "idea", "help", "action", "actions", "todo", "undecided"]
        .contains(head)
    {
      return nil
    }
    return Array(title[reduced])
  }

  /// The author and day of an issue tracker's comment header, "Comment by Ana Lima [
  /// 11/Jan/27 2:21 PM ]" as exports print it; nil for other lines.
  static func trackerCommentHeader(
    _ text: ArraySlice<UInt8>, state: DocumentState
  ) -> (String, LocalDate, String?)? {
    let bytes = Array(text)
    let opening = Array("comment by ".utf8)
    guard bytes.count <= 96, bytes.count > opening.count,
      bytes[..<opening.count].map(ByteText.lower) == opening, bytes.last == 93,
      let open = bytes.firstIndex(of: 91), open > opening.count
    else { return nil }
    let name = ByteText.string(bytes[opening.count..<open]).trimming(" ")
    let when = ByteText.string(bytes[(open + 1)..<(bytes.count - 1)]).trimming(" ")
    guard name.split(separator: " ").count <= 3, TranscriptLine.isSpeakerName(name),
      let date = state.date(in: when)
    else { return nil }
    return (name, date, nil)
  }

  /// The author and day of an activity feed's comment header: a line that is only a name,
  /// what the person did, and a date ("**Dana Whitcombe** commented · Aug 2, 2027").
  static func activityHeader(
    _ text: ArraySlice<UInt8>, state: DocumentState
  ) -> (String, LocalDate, String?)? {
    guard text.count <= 112, text.first.map(ByteText.isDigit) == false else { return nil }
    let bytes = Array(text)
    // The header parts its name from its date with a middle dot, an em dash or " on ": a
    // line with none of them is ruled out before any string is made.
    let hasOn = bytes.indices.dropLast(3).contains {
      bytes[$0] == 32 && bytes[$0 + 1] == 111 && bytes[$0 + 2] == 110 && bytes[$0 + 3] == 32
    }
    let addsComment = bytes.indices.contains { ByteText.hasPrefix(bytes, addedComment, at: $0) }
    guard bytes.contains(0xB7) || bytes.contains(0x94) || hasOn || addsComment else {
      return nil
    }
    let reduced = ByteText.string(InlineMarkdown.reduce(bytes, 0..<bytes.count).text)
    return commentHeader(reduced, needsEvent: true, state: state)
  }

  /// An agenda item's words, without what brackets add ("(lead BLX)") or a closing colon,
  /// to know the item again when it heads its minutes.
  static func agendaWords(_ text: ArraySlice<UInt8>) -> [String] {
    SectionKind.words(Label.removingBrackets(ByteText.string(Array(text)))).filter {
      $0 != ":"
    }
  }

  /// Whether a numbered line at the margin is a section heading.
  ///
  /// It names a section ("Action items", "Decisions" after their numbers), or, in minutes
  /// that number their sections, it is a short title with no sentence in it ("Adjournment").
  /// `afterTab`: a tab parts the number from the title, as word processors write headings.
  private mutating func isNumberedHeading(_ line: [UInt8], afterTab: Bool = false) -> Bool {
    // "4. Action items:" reads the same.
    let text = line.last == 58 ? Array(line.dropLast()) : line
    let title = ByteText.string(text)
    // "(10 June 2026)", "(lead Ana)": what brackets add does not make a title a sentence.
    let bare = Label.removingBrackets(title)
    let words = SectionKind.words(bare)
    let kind = SectionKind.of(title: title)
    // In numbered minutes a title in capitals may be longer: "2. SIGNAGE REVIEW (draft 3)";
    // so may one that names its section ("4. Action items from the previous meeting") or
    // follows a tab ("2.<tab>Minutes of the previous meeting and matters arising").
    // A title all in capitals is a heading even as the first numbered one ("1. MINUTES OF
    // PREVIOUS MEETING"): no one writes a task so.
    let isCapitals = Self.isCapitals(title) && bare.contains(where: \.isLetter)
    // "5. SEE v1.1 Committee Specification Draft 02": in numbered minutes, a name in title
    // case, each longer word capitalised.
    let isTitleCase =
      numbersSections
      && bare.split(separator: " ").allSatisfy { word in
        guard let first = word.first, first.isLetter, word.count >= 4,
          !word.contains(where: \.isNumber)
        else { return true }
        return first.isUppercase
      }
    let isLong = kind != .other || isCapitals || (numbersSections && (afterTab || isTitleCase))
    guard !words.isEmpty, words.count <= (isLong ? 10 : 5),
      bare.utf8.count <= (isLong ? 64 : 48), !ByteText.endsClause(text), !text.contains(58),
      // "2. 0.19 release", "3. 2027 budget": a title may open with a number once the minutes
      // number their sections.
      text.first.map({ (65...90).contains($0) || (numbersSections && ByteText.isDigit($0)) })
        == true
    else { return false }
    if kind != .other || isCapitals {
      numbersSections = true
      return true
    }
    return numbersSections
  }

  /// The number a line opens with after its indentation, or nil.
  ///
  /// "  3. ACTION ITEMS" opens with 3.
  static func leadingNumber(_ bytes: [UInt8]) -> Int? {
    var index = ByteText.skipSpaces(bytes, from: 0)
    var value = 0
    let start = index
    while index < bytes.count, index - start < 4, bytes[index] >= 48, bytes[index] <= 57 {
      value = value * 10 + Int(bytes[index] - 48)
      index += 1
    }
    return index > start ? value : nil
  }

  /// Whether every letter outside brackets is a capital ("MATTERS ARISING (item 4)").
  static func isCapitals(_ text: String) -> Bool {
    var depth = 0
    var letters = 0
    for character in text {
      if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
      guard depth == 0, character.isLetter else { continue }
      guard character.isUppercase else { return false }
      letters += 1
    }
    return letters >= 3
  }

  /// Reads the row of an aligned table held for the lines that may go on with it.
  private mutating func giveHeldRow(state: inout DocumentState, into out: inout [DocumentItem]) {
    guard let row = heldRow else { return }
    heldRow = nil
    readTableRow(row.cells, place: .body, line: row.line, state: &state, into: &out)
  }

  /// Gives out everything still open.
  mutating func finish(state: inout DocumentState, into out: inout [DocumentItem]) {
    giveHeldRow(state: &state, into: &out)
    closeAll(state: &state, into: &out)
    if motion.isOpen {
      holding { $0.flushProse(state: &state, into: &$1) }
      out += motion.release()
    }
    flushProse(state: &state, into: &out)
  }

  /// Gives out the card read, as its title with its fields after it, for the extractor to
  /// read ("Book the box truck · Assignee: Rosalind Achebe · Due date: Mar 27").
  mutating func giveCard(state: inout DocumentState, into out: inout [DocumentItem]) {
    guard let (title, fields) = card else { return }
    card = nil
    defer { isCardDone = false }
    // A card done, or in a board's "Done" list, is history.
    guard !isCardDone, sections.kind != .status else { return }
    let reduced = ByteText.string(InlineMarkdown.reduce(title.text, 0..<title.text.count).text)
    guard !ActionFinder.isEmptyTask(reduced) else { return }
    let text = ([reduced.trimmingWhitespace()] + fields).joined(separator: " · ")
    state.emit(DocumentItem(text: text, line: title.line, impliedOwners: []), into: &out)
  }

  /// The fields of a card's field line: the line itself when it is one field ("Assignee:
  /// Rosalind Achebe"), its parts when a tracker put several on it ("Story · Status: To Do ·
  /// Assignee: Ji-woo Park · Story Points: 5"), one of them a task's; nil for other lines.
  static func cardFields(_ text: [UInt8]) -> [String]? {
    guard text.prefix(160).contains(58) else { return metaFields(text) }
    let line = ByteText.string(text)
    if text.prefix(16).contains(58), isField(line) { return [line] }
    let parts = line.components(separatedBy: " · ").map { $0.trimmingWhitespace() }
    guard parts.count >= 2, parts.contains(where: isField) else { return nil }
    return parts
  }

  /// The fields of a to-do's line of who and when as a project tool prints it under the
  /// to-do ("Marcus Webb, Tomasz Lis  •  Due Fri, Jun 5", "Unassigned  •  No due date",
  /// "Priyanka Shah  •  Completed May 22"): an assignee field and a due one; nil for other
  /// lines.
  static func metaFields(_ text: [UInt8]) -> [String]? {
    guard text.count <= 120, let lead = text.first, ByteText.isUpper(lead) else { return nil }
    let line = ByteText.string(text)
    let parts = line.components(separatedBy: " • ").flatMap { $0.components(separatedBy: " · ") }
      .map { $0.trimmingWhitespace() }
    guard parts.count == 2 else { return nil }
    let who = parts[0]
    let when = parts[1]
    let lowerWhen = when.lowercased()
    var fields: [String] = []
    if lowerWhen.hasPrefix("due ") {
      fields.append("Due: " + when.dropFirst(4))
    } else if !lowerWhen.hasPrefix("completed") && lowerWhen != "no due date" {
      return nil
    }
    if !["unassigned", "nobody", "no one"].contains(who.lowercased()) {
      let names = who.components(separatedBy: ", ")
      guard names.count <= 6,
        names.allSatisfy({ name in
          let item = Item(name)
          return (1...3).contains(item.count)
            && (0..<item.count).allSatisfy { NameGrammar.isNameWord(item, $0) }
        })
      else { return nil }
      fields.insert("Assignee: " + who, at: 0)
    }
    return fields
  }

  /// A line of a card that is no task's field ("Labels: venue", "Description: …",
  /// "Story Points: 3", "Status: In Progress"), as written; nil for any other line.
  static func cardNote(_ text: [UInt8]) -> String? {
    guard let colon = text.prefix(24).firstIndex(of: 58) else { return nil }
    let key = ByteText.string(text[..<colon]).trimmingWhitespace().lowercased()
    return cardNoteKeys.contains(key) ? ByteText.string(text) : nil
  }

  private static let cardNoteKeys: Set<String> = [
    "labels", "label", "description", "comments", "checklist", "attachments", "activity",
    "story points", "points", "priority", "status", "estimate", "sprint", "epic", "reporter",
    "type", "components", "created", "updated", "list", "completed", "completed on",
    "closed", "resolved", "finished", "done", "tags", "subtasks",
  ]

  /// Whether a card's line is its "Status:".
  static func isStatusField(_ note: String) -> Bool {
    note.trimmingWhitespace().lowercased().hasPrefix("status")
  }

  /// "Status: Done", "Status: closed, fixed in 3.2.0", "Status: withdrawn": a card's field
  /// that says its work is over.
  static func isDoneStatus(_ field: String) -> Bool {
    guard isStatusField(field), let colon = field.firstIndex(of: ":"),
      let first = field[field.index(after: colon)...].lowercased()
        .split(whereSeparator: { !$0.isLetter }).first
    else { return false }
    let word = String(first)
    return ActionWords.doneStatuses.contains(word) || ActionWords.droppedStatuses.contains(word)
  }

  /// Whether a card's field leaves it to nobody or no day: "Assignee: Unassigned", "Due
  /// date: —".
  static func isEmptyField(_ field: String) -> Bool {
    guard let colon = field.firstIndex(of: ":") else { return true }
    let value = field[field.index(after: colon)...].trimmingWhitespace().lowercased()
    return ["", "-", "–", "—", "unassigned", "none", "nobody", "tbd", "tbc", "n/a", "no due date"]
      .contains(value)
  }

  // MARK: - Text lines

  private mutating func readText(
    _ bytes: [UInt8], _ content: Range<Int>, indent: Int, line: Int,
    state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    let text = isTextMessage ? SpokenText.clean(Array(bytes[content])) : Array(bytes[content])
    // A card of a task list exported as text: its title, then its fields indented under it
    // ("    Assignee: Howard Pennington", "    Due date: 3/18/26"), whatever the section; a
    // tracker puts several on one line ("Story · Status: To Do · Assignee: Ji-woo Park").
    // "Labels: venue", "Description: …" under a card's title: what the card says of itself.
    if indent > 0, !sawBlank, let note = Self.cardNote(text),
      !Self.isStatusField(note) || card != nil || held != nil
    {
      if Self.isDoneStatus(note) { isCardDone = true }
      return
    }
    let fields = indent > 0 && !sawBlank ? Self.cardFields(text) : nil
    if fields != nil, card == nil, let title = held, title.indent < indent, paragraphLines == 0,
      prose.isEmpty
    {
      held = nil
      card = (title, [])
    }
    if let fields, card != nil {
      for field in fields where !Self.isEmptyField(field) {
        // "Status: Done": the card is history, not a task.
        if Self.isDoneStatus(field) { isCardDone = true }
        if Self.isField(field) { card?.fields.append(field) }
      }
      return
    }
    giveCard(state: &state, into: &out)
    // "Apologies were received from Cllr Rose Pemberton": those absent are people the
    // minutes may give work to, by title and surname ("Cllr Pemberton to …").
    if sections.kind == .regrets { Self.readTitledNames(text, state: &state) }
    let isAfterBlank = sawBlank
    // "AI#43 (Priya Raghunathan): Redline of section 4.2. Status: NEW." in a closing list of
    // open actions: action 43 was given where the minutes recorded it, and its lines here
    // say it again.
    if let number = Self.actionNumber(text) {
      guard givenActionNumbers.insert(number).inserted else {
        flushProse(state: &state, into: &out)
        isRestatingAction = true
        return
      }
      isRestatingAction = false
    } else if isRestatingAction {
      guard isAfterBlank || indent == 0 && TranscriptClassifier.isTopicTitle(text) else {
        return
      }
      isRestatingAction = false
    }
    // "💬 Tomasz Lis  •  May 29" indented under a to-do: a comment on it, a message of its own.
    let isComment =
      ByteText.hasPrefix(text, "💬 ", at: 0) && indent > 0 && Self.replyHeader(text) != nil
    if !sawBlank, isPending, !isComment, let last = stack.last {
      // Indented under the entry, or a hard wrap; a line at the entry's margin that starts a
      // sentence of its own is not Markdown's lazy continuation in notes.
      let continues =
        (indent > last.indent && Self.referenceEnd(text) == nil)
        || Self.endsWithTagOpening(last.text)
        || (!startsBlock(text, state: state)
          && Self.joins(previousLength: last.lastLineLength, previous: last.text, next: text))
      // A card's lines indented under its title in a list of tasks: "Labels: venue" says
      // nothing of the task, "Members: @ana" and "Due: Jul 15" are its fields.
      // "Status: done, fixed in 3.2.0" goes on with the entry, whose status words it holds.
      if indent > last.indent, let note = Self.cardNote(text), !Self.isStatusField(note) {
        return
      }
      if indent > last.indent, let fields = Self.cardFields(text) {
        for field in fields where Self.isField(field) && !Self.isEmptyField(field) {
          stack[stack.count - 1].text.append(contentsOf: Array(" · ".utf8) + Array(field.utf8))
        }
        return
      }
      if continues {
        // "4.  FINANCE" over its indented paragraph: the title ends before the body starts;
        // so does a sentence before "AI: Noor, Ezra" on a line of its own, the tag
        // naming the owners of what the entry says.
        if (last.wraps.isEmpty && Self.isCapitalsTitle(last.text))
          || (!ByteText.endsClause(last.text) && isOwnerTagLine(text, state: state))
        {
          stack[stack.count - 1].text.append(46)
        }
        stack[stack.count - 1].text.append(32)
        stack[stack.count - 1].wraps.append((stack[stack.count - 1].text.count, line))
        // "… still needed before places close on 20.3.        KW": the sentence the line
        // ends is that person's task.
        if hasActionColumn, let tag = state.finder.marginTag(in: text) {
          stack[stack.count - 1].text.append(contentsOf: text[..<tag.start])
          giveMarginTagged(tag.owners, state: &state, into: &out)
          return
        }
        stack[stack.count - 1].text.append(contentsOf: text)
        stack[stack.count - 1].lastLineLength = text.count
        return
      }
    }
    completePending(state: &state, into: &out)
    if !stack.isEmpty, !(sawBlank && indent > stack[0].indent) {
      closeAll(state: &state, into: &out)
    }
    // "Kwame Asante kwame.asante at fastmail.example" over "Mon Jun 1 18:40:11 CEST 2026": a
    // message in a mailing list's web archive, by its sender and dated by the line under.
    if isAfterArchiveSender {
      isAfterArchiveSender = false
      if let date = state.recentDate(in: ByteText.string(text)) {
        applyDate(date, level: nil, state: &state, into: &out)
        return
      }
    }
    if Self.isListSubject(text) {
      flushProse(state: &state, into: &out)
      return
    }
    if let name = Self.archiveSender(text) {
      flushProse(state: &state, into: &out)
      startMessage(by: name, state: &state, into: &out)
      isAfterArchiveSender = true
      return
    }
    if let (name, when) = Self.mailHeader(text) ?? Self.replyHeader(text)
      ?? (isAfterBlank || isAfterRule ? Self.gapHeader(text) : nil)
    {
      // "**kim-o** · Oct 29, 2026", "Ana Lima <ana@example.org>   Mon, Oct 5, 2026 at 9:12 AM":
      // a reply on a forum or issue, or a message of a printed mail thread, by whom the text
      // below is, dated by its own day; a message of its own, out of the sections of the post
      // ("## Action items" above).
      flushProse(state: &state, into: &out)
      startMessage(by: name, state: &state, into: &out)
      if let date = state.recentDate(in: when) {
        applyDate(date, level: nil, state: &state, into: &out)
      }
      return
    }
    if let end = Self.referenceEnd(text) {
      // "[43-A1] Action Item for …", "  [42-A5]  Amani Wekesa: update … Completed.": a line
      // the minutes number, an entry of its own whatever stands around it.
      flushProse(state: &state, into: &out)
      var rest = Array(text[end...])
      // "(Colm, Kavya) Compare …": whose it is, in brackets before the task.
      var owners: [String] = []
      if rest.first == 40, let close = rest.prefix(48).firstIndex(of: 41), close > 1,
        close + 2 < rest.count, rest[close + 1] == 32
      {
        let bracket = Item(ByteText.string(rest[...close]))
        if let (names, nameEnd) = state.finder.nameRun(bracket, at: 1),
          nameEnd == bracket.count - 1
        {
          owners = names
          rest = Array(rest[(close + 2)...])
        }
      }
      openEntry(
        indent: indent, text: rest, line: line, checkbox: nil,
        hasMarker: startsWithMarker(rest, state: state), state: &state, into: &out)
      stack[stack.count - 1].owners = owners
      sawBlank = false
      return
    }
    if Self.isFormLine(text) {
      // "Signed: ________ (Chair)   Date: ______": blanks for a signature, not a task.
      flushProse(state: &state, into: &out)
      return
    }
    if state.hasContent, Self.byline(text) != nil {
      // "Minutes submitted by Adaeze Nnamdi, Secretary" under the last list: a signature.
      flushProse(state: &state, into: &out)
      return
    }
    if !state.hasContent, ByteText.hasPrefix(text, "shared with ", at: 0) {
      // "Shared with Nadia, Karim, Yusuf · last edited by Nadia": a shared note's people.
      let names = ByteText.string(text[12...]).components(separatedBy: " · ")[0]
      flushProse(state: &state, into: &out)
      AttendeeList.read(names, into: &state)
      return
    }
    if author == nil, !state.hasContent, let name = Self.byline(text) {
      // "Summary written by Luz María Betancourt (chair). Corrections welcome …": who wrote
      // the notes, and so whose "I'll" they hold; the rest of the line is read as usual.
      state.addAttendee(name)
      author = name
    }
    if !hasSeenContent {
      hasSeenContent = true
      if held == nil, let date = state.date(in: ByteText.string(text)) {
        applyDate(date, level: nil, state: &state, into: &out)
      }
    }
    // "PLEASE ACTION BY FRI 10/16": a title in capitals with its list's deadline, not the
    // meeting's day nor an owner tag.
    let isDeadlineTitle =
      text.count <= 64 && !text.contains(where: ByteText.isLower)
      && Self.deadlineTitle(ByteText.string(text), state: state) != nil
    // "… a written response by" over "December 15, 2026.": the end of a sentence the wrap
    // cut, not the day of the meeting.
    // A field's name ("Authored By") over its value is no sentence.
    let endsProse =
      !isAfterBlank
      && held.map { $0.text.count(where: { $0 == 32 }) >= 4 && Self.endsOnPreposition($0.text) }
        == true
    // "**1\. Minutes of 2026-04-22**": the minutes of an earlier meeting, as an agenda item.
    // "Kwabena Asante, 2026-03-19" under "When were the last members elected?": an answer.
    if !state.hasContent, !isDeadlineTitle, !isUnderQuestion, !hasFieldDate,
      let date = (text.count <= 96 && !endsProse ? state.dateLine(text) : nil)
        ?? state.heldLine(text),
      !Self.namesAnEarlierMeeting(
        ByteText.string(InlineMarkdown.reduce(text, 0..<text.count).text))
    {
      // "Monday 6 April 2026" or "held on Saturday 26 June" under the title: the meeting's
      // date.
      applyDate(date, level: nil, state: &state, into: &out)
      return
    }
    if !isAfterBlank, readAttendeesContinued(text, state: &state) { return }
    if !isDeadlineTitle, ActionFinder.mentionsAction(text),
      let tag = state.finder.ownerTag(
        in: ByteText.string(InlineMarkdown.reduce(text, 0..<text.count).text)), tag.start > 0
    {
      // "… before winter. ACTION: caretaking volunteers" ends a sentence of prose; it is no
      // "ACTION:" label, nor "November. ACTION - Fionnuala Keaney" a label "November".
      addProseLine(text, indent: indent, line: line, state: &state, into: &out)
      sawBlank = false
      return
    }
    if readLabel(text, indent: indent, line: line, state: &state, into: &out) {
      sawBlank = false
      return
    }
    // "It was agreed:" over its entries, then a paragraph: the minutes go on, and what they
    // say is read again for work.
    if isDecisionsList, labelListHasEntries, isAfterBlank, sections.kind == .decisions {
      sections.endLabel()
      isDecisionsList = false
    }
    let kind = sections.kind
    let isParagraph = held != nil || !prose.isEmpty
    if kind.listsTasks, !isParagraph, Self.opensWithNote(text),
      let colon = text.firstIndex(of: 58)
    {
      // "Note on Finding 3: Declan said … He will share …": a remark on the list, whose
      // sentences may hold a commitment of their own.
      let rest = Array(text[(colon + 1)...].drop { $0 == 32 })
      flushProse(state: &state, into: &out)
      addProseLine(rest, indent: indent, line: line, state: &state, into: &out)
      sawBlank = false
      return
    }
    let isListed =
      kind.listsTasks && !isParagraph
      && (sections.isFromLabel ? isLabelListOpen : !(sectionUsesMarkers && isAfterBlank))
    if isListed || startsWithMarker(text, state: state) {
      if !isListed, readTagUnderProse(text, state: &state, into: &out) { return }
      flushProse(state: &state, into: &out)
      openEntry(
        indent: indent, text: text, line: line, checkbox: nil, hasMarker: false,
        state: &state, into: &out)
      return
    }
    // Under "Present:" or "Roll call", the names, a paragraph of them; the minutes'
    // sentences in later paragraphs are prose.
    if kind == .attendees || kind == .regrets {
      let reduced = ByteText.string(InlineMarkdown.reduce(text, 0..<text.count).text)
      // "The Chair welcomed members …" under "WELCOME AND APOLOGIES" is the minutes' prose.
      if (isInNamesParagraph && !Self.readsAsProse(reduced))
        || (isAfterBlank && prose.isEmpty && Self.isNameList(reduced))
      {
        flushProse(state: &state, into: &out)
        AttendeeList.read(
          AttendeeList.rosterRow(ByteText.string(text)) ?? reduced, into: &state)
        isInNamesParagraph = true
        return
      }
      // "STAFF" over "Two sick calls for tonight … Ragnhild to call in one …": a topic, whose
      // sentences are read as any others.
      if kind == .attendees, Self.readsAsProse(reduced) {
        sections.endNames()
        isInNamesParagraph = false
      }
    }
    addProseLine(text, indent: indent, line: line, state: &state, into: &out)
    sawBlank = false
  }

  /// Whether a line reads as a sentence, not as names with their roles.
  ///
  /// It holds more than three words in lower case besides the small words of roles ("of",
  /// "and", "for"), or it ends with a full stop and holds one. "Lia Moss (Staff Officer)."
  /// closes a list of names.
  static func readsAsProse(_ text: String) -> Bool {
    var lower = 0
    for word in text.split(separator: " ") {
      guard let first = word.first, first.isLowercase,
        !["of", "and", "for", "the", "to", "de", "van", "von", "da", "di", "le", "la"].contains(
          word)
      else { continue }
      lower += 1
      if lower > 3 { return true }
    }
    return lower > 0 && text.trimmingWhitespace().hasSuffix(".")
  }

  /// Whether text ends with an owner tag's opening whose names are on the next line.
  ///
  /// "… renew their certificates. ACTION:" over "Tadeusz Wrona".
  static func endsWithTagOpening(_ text: [UInt8]) -> Bool {
    var end = text.count
    while end > 0, text[end - 1] == 32 { end -= 1 }
    guard end > 0, text[end - 1] == 58 || text[end - 1] == 45 else { return false }
    end -= 1
    while end > 0, text[end - 1] == 32 { end -= 1 }
    var start = end
    while start > 0, ByteText.isASCIILetter(text[start - 1]) { start -= 1 }
    let word = ByteText.string(text[start..<end].map(ByteText.lower))
    return word == "action" || word == "actions"
  }

  /// Whether a line starts something of its own rather than continuing the entry above:
  /// an explicit marker, a section label, a "Name:" speaker line.
  private func startsBlock(_ text: [UInt8], state: DocumentState) -> Bool {
    if startsWithMarker(text, state: state) || Self.referenceEnd(text) != nil { return true }
    // "From meeting 16 (2026-02-03):", "Closed: …": a label of its own.
    if let colon = text.prefix(40).firstIndex(of: 58), colon > 0, ByteText.isUpper(text[0]),
      text[..<colon].filter({ $0 == 32 }).count <= 3
    {
      return true
    }
    if text.count <= 24, !text.contains(58), !ByteText.endsClause(text) {
      // "Today" alone under a list: a stand-up part, not the list's last entry going on;
      // "next week." is the end of the entry's sentence.
      let title = ByteText.string(InlineMarkdown.reduce(text, 0..<text.count).text)
      if SectionKind.of(title: title) != .other, SectionKind.words(title).count <= 3 { return true }
    }
    guard let colon = text.prefix(48).firstIndex(of: 58) else { return false }
    let head = InlineMarkdown.reduce(text, 0..<colon).text
    if SectionKind.of(title: ByteText.string(head)) != .other { return true }
    let item = Item(
      ByteText.string(InlineMarkdown.reduce(text, 0..<min(text.count, colon + 1)).text))
    return state.finder.speakerLabel(item, at: 0) != nil
  }

  /// Where the words start after a bracketed reference that numbers a line of minutes
  /// ("[43-A1] ", "[42-M3]  ", "[A-7] "): letters, digits and `-` `.` `/` `#`, a digit among
  /// them, no spaces; nil for other lines (a checkbox "[x]", a footnote "[1]", "[TBC]").
  static func referenceEnd(_ text: [UInt8]) -> Int? {
    // "#0415 (Yuki) Draft …": an action's number in a tracker's style.
    if text.count > 6, text[0] == 35 {
      var end = 1
      while end < text.count, ByteText.isDigit(text[end]) { end += 1 }
      guard end >= 3, end < text.count, text[end] == 32 else { return nil }
      while end < text.count, text[end] == 32 { end += 1 }
      return end < text.count && (ByteText.isUpper(text[end]) || text[end] == 40) ? end : nil
    }
    guard text.count > 6, text[0] == 91,
      let close = text.prefix(16).firstIndex(of: 93), close >= 4, close + 1 < text.count,
      text[close + 1] == 32
    else { return nil }
    let inside = text[1..<close]
    guard inside.contains(where: ByteText.isDigit),
      inside.allSatisfy({
        ByteText.isASCIILetter($0) || ByteText.isDigit($0) || $0 == 45 || $0 == 46 || $0 == 47
          || $0 == 35
      }),
      inside.contains(where: { !ByteText.isDigit($0) })
    else { return nil }
    var end = close + 1
    while end < text.count, text[end] == 32 { end += 1 }
    // "[43-M1] and ask for …" opening a line is a wrap inside a sentence.
    guard end < text.count, ByteText.isUpper(text[end]) || text[end] >= 0x80 else { return nil }
    return end
  }

  /// The sender and date of a message header as a mail program prints a thread: the name,
  /// the address in angle brackets, then the date ("Ana Lima <ana@example.org>   Mon, Oct 5,
  /// 2026 at 9:12 AM"); nil for other lines.
  static func mailHeader(_ text: [UInt8]) -> (name: String, when: String)? {
    guard text.count <= 160, let open = text.firstIndex(of: 60), open > 0,
      let close = text[open...].firstIndex(of: 62), text[open..<close].contains(64),
      !text[open..<close].contains(32)
    else { return nil }
    let name = ByteText.string(text[..<open]).trimmingWhitespace()
    let words = name.split(separator: " ")
    guard (1...4).contains(words.count), words.allSatisfy({ $0.first?.isUppercase == true }),
      !name.contains(":")
    else { return nil }
    let when = ByteText.string(text[(close + 1)...]).trimmingWhitespace()
    guard !when.isEmpty, when.contains(where: \.isNumber) else { return nil }
    return (String(name), String(when))
  }

  /// Whether a line is a mailing list's subject, after the list's tag in brackets
  /// ("[Tessellate-dev] Call for volunteers: 4.2 release tasks"): no task, whatever its words.
  ///
  /// The tag is one word with a hyphen or an underscore and lower-case letters ("[foo-users]",
  /// "[Python-Dev]"); a bot's "[ACTION]" or "[TOPIC]" is no list's.
  static func isListSubject(_ text: [UInt8]) -> Bool {
    guard text.first == 91, let close = text.prefix(40).firstIndex(of: 93), close > 3,
      close + 2 < text.count, text[close + 1] == 32
    else { return false }
    let tag = text[1..<close]
    return !tag.contains(32) && tag.contains(where: { $0 == 45 || $0 == 95 })
      && tag.contains(where: ByteText.isLower)
  }

  /// The sender a mailing list's web archive prints over a message, a name and the address
  /// with " at " for "@" ("Lucía Ferrer lferrer at geodatos.example"); nil for other lines.
  static func archiveSender(_ text: [UInt8]) -> String? {
    guard text.count <= 120, let lead = text.first, !ByteText.isLower(lead),
      let at = text.indices.dropFirst().first(where: { ByteText.hasPrefix(text, " at ", at: $0) })
    else { return nil }
    let domain = text[(at + 4)...]
    guard domain.contains(46), !domain.contains(32), domain.last.map(ByteText.isLower) == true,
      let localStart = text[..<at].lastIndex(of: 32)
    else { return nil }
    let local = text[(localStart + 1)..<at]
    guard !local.isEmpty, local.allSatisfy({ !ByteText.isUpper($0) && $0 != 64 }) else {
      return nil
    }
    let name = String(ByteText.string(text[..<localStart]).trimmingWhitespace())
    return Label.isFullName(name) ? name : nil
  }

  /// The author of a reply header and when it was written: a name or handle alone in bold, a
  /// middle dot, then when ("**kim-o** · Oct 29, 2026", "**Ana Lima** · 2 days ago"); nil for
  /// any other line.
  static func replyHeader(_ fullText: [UInt8]) -> (name: String, when: String)? {
    // "[a] **Jess** · Aug 3, 9:12 PM", "↳ **Carly** · Aug 4": a comment on a shared document,
    // after the anchor it hangs on or the arrow of a reply to it.
    var text = fullText
    if text.first == 91, let close = text.prefix(6).firstIndex(of: 93), text.count > close + 2,
      text[close + 1] == 32
    {
      text = Array(text[(close + 2)...])
    } else if text.first == 91, let close = text.prefix(5).firstIndex(of: 93), close > 1,
      text[1..<close].allSatisfy(ByteText.isLower), text.count > close + 2,
      ByteText.isUpper(text[close + 1])
    {
      // "[a]Kenji Ward, Jan 14, 2027, 9:12 PM": a document's comment as its export prints
      // it, the anchor, the commenter, a comma and when.
      let rest = ByteText.string(text[(close + 1)...])
      guard let comma = rest.firstIndex(of: ","), case let name = String(rest[..<comma]),
        Label.isFullName(name), rest[comma...].contains(":"),
        Self.dateOpenings.contains(
          rest[rest.index(after: comma)...].trimmingWhitespace().prefix(3).lowercased())
      else { return nil }
      return (name, String(rest[rest.index(after: comma)...]))
    } else if ByteText.hasPrefix(text, "↳ ", at: 0) {
      text = Array(text[4...])
    } else if ByteText.hasPrefix(text, "💬 ", at: 0) {
      // "💬 Tomasz Lis  •  May 29": a comment under a to-do, as a project tool prints it, its
      // bullet a middle dot.
      text = Array(ByteText.string(text[5...]).replacingOccurrences(of: " • ", with: " · ").utf8)
    }
    // "Piotr Nowak  3:44 PM": a chat message pasted under the notes, by a person named in
    // full (one word there is more often a title: "Standup 9:30 AM").
    if text.count <= 64, let last = text.last, ByteText.isDigit(last) || last | 0x20 == 109,
      text.contains(58), let header = TranscriptLine.speakerHeader(text),
      header.speaker.contains(" ")
    {
      return (header.speaker, "")
    }
    // The middle dot (C2 B7) between spaces, looked for in the bytes before any string is made.
    // The name in bold, or a full name in plain text as a project board prints a comment
    // ("Mateo Ferri · Mar 11, 9:20am").
    // "Hana Ishikawa — Mar 3, 2027, 9:12 AM": a chat's export, a dash for the dot (E2 80 94)
    // and the time of day after the date.
    let hasDash =
      text.count <= 80
      && text.indices.dropLast(4).contains(where: {
        text[$0] == 32 && text[$0 + 1] == 0xE2 && text[$0 + 2] == 0x80 && text[$0 + 3] == 0x94
          && text[$0 + 4] == 32
      })
    guard text.count <= 80, let lead = text.first,
      lead == 42 || lead == 95 || ByteText.isUpper(lead),
      hasDash
        || text.indices.dropLast(3).contains(where: {
          text[$0] == 32 && text[$0 + 1] == 0xC2 && text[$0 + 2] == 0xB7 && text[$0 + 3] == 32
        })
    else { return nil }
    let isPlain = lead != 42 && lead != 95
    let line = ByteText.string(InlineMarkdown.reduce(text, 0..<text.count).text)
    guard let dot = line.range(of: " · ") ?? (hasDash ? line.range(of: " — ") : nil),
      !hasDash || line[dot.upperBound...].contains(":")
    else { return nil }
    var name = line[..<dot.lowerBound].trimmingWhitespace()
    let when = line[dot.upperBound...]
    // "**tessa.vu** (Tessa Vu) · Jan 26, 2027": the handle, then the full name in brackets.
    if name.hasSuffix(")"), let open = name.firstIndex(of: "("), open > name.startIndex {
      let full = name[name.index(after: open)..<name.index(before: name.endIndex)]
        .trimmingWhitespace()
      let words = full.split(separator: " ")
      guard (1...4).contains(words.count), words.allSatisfy({ $0.first?.isUppercase == true })
      else { return nil }
      name = full
    }
    let words = name.split(separator: " ")
    guard (1...3).contains(words.count),
      words.allSatisfy({ word in
        word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
      }),
      when.contains(where: \.isNumber) || when.contains("ago")
    else { return nil }
    // In plain text, a person named in full whose line goes on with a date or a weekday;
    // "Weekly Sync · Mar 3" is a title.
    if isPlain {
      let opening = when.trimmingWhitespace().prefix(3).lowercased()
      let item = Item(String(name))
      guard words.count >= 2, item.count == words.count,
        (0..<item.count).allSatisfy({ NameGrammar.isNameWord(item, $0) }),
        Self.dateOpenings.contains(opening) || opening.first?.isNumber == true
      else { return nil }
    }
    return (String(name), String(when))
  }

  /// The sender of a message of a help desk's ticket or a forum's thread printed as text, and
  /// when it was written: the name, a gap of spaces, the date ("Henrike Vogt   10 Nov 2026
  /// 08:14   (public)", "katrin_h      May 12").
  ///
  /// A person named in full is a sender only with the time of day after the date (a rota's
  /// "Ana Lima   12 May" is no message); a handle (one word in lower case with a digit, `_`,
  /// `-` or `.`) with a date alone. The caller asks only after a blank line or a rule.
  static func gapHeader(_ text: [UInt8]) -> (name: String, when: String)? {
    guard text.count <= 96, let lead = text.first, ByteText.isASCIILetter(lead) else {
      return nil
    }
    guard
      let gap = text.indices.dropLast().first(where: {
        text[$0] == 9 || text[$0] == 32 && text[$0 + 1] == 32
      })
    else { return nil }
    let whenStart = text[gap...].firstIndex(where: { $0 != 32 && $0 != 9 }) ?? text.count
    guard whenStart < text.count else { return nil }
    let name = ByteText.string(text[..<gap])
    let when = ByteText.string(text[whenStart...])
    let opening = when.prefix(3).lowercased()
    guard Self.dateOpenings.contains(opening) || when.first?.isNumber == true,
      when.contains(where: \.isNumber)
    else { return nil }
    let words = name.split(separator: " ")
    if words.count == 1 {
      let isHandle =
        name.utf8.allSatisfy {
          ByteText.isLower($0) || ByteText.isDigit($0) || $0 == 95 || $0 == 45 || $0 == 46
        }
        && name.utf8.contains { ByteText.isDigit($0) || $0 == 95 || $0 == 45 || $0 == 46 }
      return isHandle ? (name, when) : nil
    }
    let item = Item(name)
    let hasTime = when.utf8.indices.contains { index in
      when.utf8[index] == 58 && index > when.utf8.startIndex
        && ByteText.isDigit(when.utf8[when.utf8.index(before: index)])
    }
    guard (2...3).contains(words.count), item.count == words.count, hasTime,
      (0..<item.count).allSatisfy({ NameGrammar.isNameWord(item, $0) })
    else { return nil }
    return (name, when)
  }

  /// How a comment's date may open: a month or a weekday, in three letters, or "yesterday"
  /// and "today".
  private static let dateOpenings = Set(monthOpenings).union([
    "mon", "tue", "wed", "thu", "fri", "sat", "sun", "yes", "tod",
  ])

  /// Adds each name written after a title in `text` ("Cllr Rose Pemberton", "Mr Will
  /// Hathaway") to the attendees, with the title and surname as an alias.
  static func readTitledNames(_ text: [UInt8], state: inout DocumentState) {
    let item = Item(ByteText.string(text))
    for index in 0..<item.count {
      guard item.tokens[index].isCapitalized, let word = item.word(index),
        NameWords.titles.contains(word)
      else { continue }
      let first = item.isMark(index + 1, ".") ? index + 2 : index + 1
      guard NameGrammar.isNameWord(item, first), NameGrammar.isNameWord(item, first + 1),
        !item.isJoined(first + 1)
      else { continue }
      let name = item.text(of: first..<first + 2)
      state.addAttendee(name, aliases: [item.text(of: first + 1..<first + 2)])
    }
  }

  /// Whether the text opens with an explicit marker ("ACTION:", "TODO", "#action").
  func startsWithMarker(_ text: [UInt8], state: DocumentState) -> Bool {
    let (_, start) = ByteText.indentation(text)
    guard start < text.count, Self.mayStartWithMarker(text, from: start) else { return false }
    let head = InlineMarkdown.reduce(text, start..<min(text.count, start + 64)).text
    let item = Item(ByteText.string(head))
    guard let marker = state.finder.marker(item, at: 0, speaker: nil) else { return false }
    return marker.textStart < item.count || !marker.owners.isEmpty
  }

  /// Whether the first word could open a marker: a cheap look before tokenizing.
  static func mayStartWithMarker(_ text: [UInt8], from start: Int) -> Bool {
    var index = start
    while index < text.count, text[index] == 42 || text[index] == 95 || text[index] == 126 {
      index += 1
    }
    guard index < text.count else { return false }
    if text[index] == 91 || text[index] == 35 { return true }  // "[NEW] ACTION", "#action"
    var end = index
    while end < text.count, end - index < 10, ByteText.isASCIILetter(text[end]) { end += 1 }
    guard end > index else { return false }
    let word = ByteText.string(text[index..<end].map(ByteText.lower))
    return ActionWords.markerHeads.contains(word)
  }

  /// Whether the line after `previous` continues it: a hard wrap, not a new line of its own.
  ///
  /// A line that ends a sentence or label ends there. Otherwise the next line continues it
  /// when the previous ends on a word that cannot end a phrase ("and", "to", a comma), or is
  /// long (a wrap near the margin) and the next starts in lower case.
  /// Words in lower case that open a sentence of their own, not the rest of a wrapped one.
  private static let sentenceOpeners = [
    "someone should ", "somebody should ", "someone needs to ", "someone to ", "we need to ",
    "we should ", "i'll ", "i will ",
  ]

  static func joins(previousLength: Int, previous: [UInt8], next: [UInt8]) -> Bool {
    guard !previous.isEmpty, !next.isEmpty, !ByteText.endsClause(previous) else { return false }
    if previous.last == 44 || previous.last == 45 { return true }
    var start = previous.count
    while start > 0, ByteText.isASCIILetter(previous[start - 1]) { start -= 1 }
    let lastWord = ByteText.string(previous[start...].map(ByteText.lower))
    if [
      "and", "or", "to", "the", "a", "an", "of", "for", "with", "by", "in", "on", "at",
      "from", "but", "that", "is", "are", "will", "be", "our", "their", "his", "her", "into",
      "about", "as", "so", "if", "than", "then", "when", "which", "who", "before", "after",
      "until", "because", "unless", "whether", "during", "without",
      // "… be circulated to all" over "Councillors within 14 days.": no sentence ends so.
      "all", "any", "each", "every", "both", "its", "my", "your", "was", "were", "has", "have",
      "had", "via", "between", "within", "through", "across", "including", "per", "under",
    ].contains(lastWord) {
      return true
    }
    let first = next[0]
    let startsLower = ByteText.isLower(first) || ByteText.isDigit(first) || first == 40
    guard previousLength >= 50 else { return false }
    // "someone should notify …", "we need to …" in lower case: a sentence of its own.
    if startsLower, sentenceOpeners.contains(where: { ByteText.hasPrefix(next, $0, at: 0) }) {
      return false
    }
    // "marisol: back from leave" under "tkachenko: landed the probe …": one line per nick.
    if startsLower, opensWithNick(next), opensWithNick(previous) { return false }
    if startsLower { return true }
    // "… he will introduce" over "Ms. Quist to two candidates …": a titled name the wrap
    // carried to the next line.
    if let dot = next.prefix(6).firstIndex(of: 46), dot > 0, dot + 2 < next.count,
      next[dot + 1] == 32, ByteText.isUpper(next[dot + 2]),
      NameWords.titles.contains(ByteText.string(next[..<dot].map(ByteText.lower)))
    {
      return true
    }
    // "… starting on the first" over "Monday of January.": a date the wrap cut.
    if ["first", "second", "third", "fourth", "last", "next", "this", "every"].contains(lastWord) {
      var end = 0
      while end < next.count, ByteText.isASCIILetter(next[end]) { end += 1 }
      let word = ByteText.string(next[..<end].map(ByteText.lower))
      if DateWords.weekdays[word] != nil || DateWords.months[word] != nil { return true }
    }
    // "… to the next Research" over "Committee. Action: HP/SM": a name the wrap cut, when
    // the next line's first word ends a clause or runs on in lower case; "I need to …" starts
    // a sentence of its own.
    guard start < previous.count, ByteText.isUpper(previous[start]), ByteText.isUpper(first),
      !(first == 73 && next.count > 1 && (next[1] == 32 || next[1] == 39 || next[1] == 0xE2))
    else { return false }
    var end = 0
    while end < next.count, ByteText.isASCIILetter(next[end]) { end += 1 }
    // "… send it to the Regional" over "Media Manager for sign-off.": the name's other
    // capitalised words first.
    var words = 1
    while words < 3, end + 1 < next.count, next[end] == 32, ByteText.isUpper(next[end + 1]) {
      end += 1
      while end < next.count, ByteText.isASCIILetter(next[end]) { end += 1 }
      words += 1
    }
    guard end > 0, end < next.count else { return end == next.count }
    if [46, 44, 59].contains(next[end]) { return true }
    guard next[end] == 32, end + 1 < next.count, ByteText.isLower(next[end + 1]) else {
      return false
    }
    var wordEnd = end + 1
    while wordEnd < next.count, ByteText.isASCIILetter(next[wordEnd]) { wordEnd += 1 }
    let word = ByteText.string(next[(end + 1)..<wordEnd])
    // A name of several words goes on only into a small word: "Media Manager for sign-off",
    // not "Planner Fairbanks presented …", a sentence of its own.
    if words > 1 {
      return ["for", "of", "in", "on", "at", "and", "about", "with", "by", "from"].contains(word)
    }
    return !["to", "will", "should", "can", "must", "would"].contains(word)
  }

  /// Whether a line ends on a word that a date may follow in the same sentence: "by",
  /// "before", "until", "on", "from", "after", "to", "of", "and", "through".
  static func endsOnPreposition(_ bytes: [UInt8]) -> Bool {
    var start = bytes.count
    while start > 0, ByteText.isASCIILetter(bytes[start - 1]) { start -= 1 }
    guard start < bytes.count, start == 0 || bytes[start - 1] == 32 else { return false }
    let word = ByteText.string(bytes[start...].map(ByteText.lower))
    return ["by", "before", "until", "till", "on", "from", "after", "to", "of", "and", "through"]
      .contains(word)
  }

  /// Whether a line opens with a nick and a colon ("bianca_r: …", "pdq: …"), as each line of
  /// a round of updates does.
  static func opensWithNick(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index < min(bytes.count, 25), ByteText.isHandleByte(bytes[index]),
      !ByteText.isUpper(bytes[index])
    {
      index += 1
    }
    return index > 0 && index + 1 < bytes.count && bytes[index] == 58 && bytes[index + 1] == 32
  }

  // MARK: - Entries

  mutating func openEntry(
    indent: Int, text: [UInt8], line: Int, checkbox: NotesLine.Checkbox?, hasMarker: Bool,
    isArrow: Bool = false, kind: SectionKind? = nil, state: inout DocumentState,
    into out: inout [DocumentItem]
  ) {
    completePending(state: &state, into: &out)
    if sawBlank, indent == 0 { closeAll(state: &state, into: &out) }
    while let last = stack.last, last.indent >= indent { close(state: &state, into: &out) }
    if !stack.isEmpty { stack[stack.count - 1].hasChildren = true }
    stack.append(
      OpenEntry(
        indent: indent, line: line, text: text, checkbox: checkbox, hasMarker: hasMarker,
        kind: kind, lastLineLength: text.count, isArrow: isArrow,
        isInDiscussion: !sections.kind.listsTasks))
    isPending = true
    sawBlank = false
    closeAttendeeList(state: &state)
    labelListHasEntries = true
    if hasMarker, sections.kind.listsTasks { sectionUsesMarkers = true }
  }

  /// The status alone on `block`'s line, indented under the pending entry's words: "IN
  /// PROGRESS" or "DONE" a blank line below "   o Ana Lima to draft the statement", as a
  /// steering group's plain-text minutes list the tasks it gave before.
  private func statusUnderEntry(_ block: NotesBlockReader.Block) -> [UInt8]? {
    guard case .line(let read) = block, case .text(let content) = read.kind,
      let last = stack.last, read.indent > last.indent, content.count <= 24
    else { return nil }
    let text = Array(read.bytes[content])
    guard TaskStatus.status(of: ByteText.string(text).lowercased().trimming(" .")) != nil
    else { return nil }
    return text
  }

  /// Reads the pending entry now that its text is complete.
  mutating func completePending(state: inout DocumentState, into out: inout [DocumentItem]) {
    guard isPending, !stack.isEmpty else { return }
    isPending = false
    classify(stack.count - 1, state: &state, into: &out)
  }

  /// Whether a line is only an owner tag: a marker and names ("AI: Noor, Ezra").
  private func isOwnerTagLine(_ text: [UInt8], state: DocumentState) -> Bool {
    guard startsWithMarker(text, state: state) else { return false }
    let reduced = ByteText.string(InlineMarkdown.reduce(text, 0..<text.count).text)
    return state.finder.ownerTag(in: reduced)?.start == 0
  }

  /// Closes the innermost entry, giving out its item.
  private mutating func close(state: inout DocumentState, into out: inout [DocumentItem]) {
    if isPending { completePending(state: &state, into: &out) }
    guard let entry = stack.popLast() else { return }
    let count = out.count
    // "* Review latency (marisol)" over the points made: a topic of the discussion and who
    // raised it, not a task.
    if case .item(let item) = entry.role,
      !(entry.hasChildren && entry.isInDiscussion && entry.checkbox == nil
        && Self.isRaisedTopic(entry.text))
    {
      state.emit(item, isRecap: isRecap && sections.kind.listsTasks, into: &out)
    }
    // Entries close innermost first: the one written last is kept.
    if entry.line > lastEntryClosed?.entry.line ?? -1 {
      lastEntryClosed = (entry, out.count > count)
    }
  }

  /// Whether an entry is a few words and, in brackets at its end, one person: "Review
  /// latency (marisol)", "Build farm costs (Ana Lima)".
  static func isRaisedTopic(_ text: [UInt8]) -> Bool {
    guard text.last == 41, let open = text.lastIndex(of: 40), open > 0 else { return false }
    let inner = text[(open + 1)..<(text.count - 1)]
    let words = text[..<open].split(separator: 32)
    return !inner.isEmpty && inner.split(separator: 32).count <= 2
      && !inner.contains(where: { ByteText.isDigit($0) || $0 == 44 || $0 == 58 })
      && words.count <= 4 && !text[..<open].contains(58)
  }

  mutating func closeAll(state: inout DocumentState, into out: inout [DocumentItem]) {
    while !stack.isEmpty { close(state: &state, into: &out) }
    sawBlank = false
  }
}
