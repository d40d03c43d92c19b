import IntakeCore
import IntakeParsing

/// The action classifier for transcripts (WebVTT, SRT, speaker lines, IRC): reads what was
/// said into action items, a speaker turn at a time.
///
/// Captions come from `CaptionReader`, other lines are split by `TranscriptLine`. Cue and
/// message lines become turns: consecutive words of one speaker, joined across cues
/// and wrapped lines. Each sentence of a turn goes through the action finder with the
/// speaker as the owner of "I'll". Requests and needs wait for the next speaker's first
/// sentence: "Sure, I'll do it by Friday" takes "can you send the deck?" on (owner: the
/// replier; "by Friday" joins the text), and "Bo, can you …" resolves "Bo" to the speaker
/// label "Bo Chen" as written. Only the open turn and the last unanswered requests are kept.
struct TranscriptClassifier: Sendable {
  /// A request or need waiting for the next speaker.
  struct Pending: Sendable {
    var item: DocumentItem
    var finding: Finding
    /// Turns by others that went by without taking it on (IRC threads interleave).
    var age = 0
    /// Who was asked and said no: the ask waits for someone else, and is not theirs.
    var declinedBy: String?
  }

  struct Turn: Sendable {
    var speaker: String?
    var prose = ProseBuffer()
    var sentences = 0
    var asks: [Pending] = []
    /// Whether the turn opened with a bare "Sure." that takes the waiting request on: the
    /// next sentence may still add to it ("I'll send it by Friday").
    var isAccepting = false
    /// Whether that "Sure." took the work on ("I can.") rather than only agreed ("Yeah.").
    var acceptanceTakesOn = false
    /// Whether a line of the turn introduced a list of actions ("draft follow-ups from the
    /// timeline:"): its bullets are tasks, whatever their words.
    var listsActions = false
    /// When the line that introduced the list says its entries are due ("Jobs for Saturday").
    var listWhen: String?
  }

  let format: DocumentFormat
  /// The cues and header blocks of a caption file; nil for other formats.
  var captions: CaptionReader?
  /// The timestamp of the current speaker block (speaker lines).
  var blockTimestamp: String?
  var turn: Turn?
  /// Whether the line before was a message of scribed minutes, which an indented line under
  /// it goes on with ("   bmoura: two proposals, either in the descriptor or" over "   on
  /// every observation").
  var wrapsTurn = false
  /// A channel log's latest offer, held for a few lines in case the chair writes it down
  /// as an action (`readIRC`).
  var heldOffer: DocumentItem?
  /// Whether the line before was blank: a short title after one heads a topic of scribed
  /// minutes, not more of the last speaker's words.
  var afterBlank = false
  /// The last line of a message block when it did not close its sentence: the next line may
  /// carry the sentence on (`NotesClassifier.joins`).
  var openLine: [UInt8]?
  /// Whether the lines of the message block may be wrapped words of one paragraph.
  var blockWraps = false
  /// A line that is only a name, held to see whether a clock line follows it.
  var heldName: (bytes: [UInt8], line: Int, speaker: String)?
  /// A line that is only a clock, held to see whether a name follows it.
  var heldStamp: (bytes: [UInt8], line: Int, stamp: String)?
  /// Whether a meeting bot's topic goes over the actions of an earlier meeting ("#topic
  /// Action items from last meeting"): "sbhatt to ask infra …" under it is a review.
  var reviewsEarlierActions = false
  var pending: [Pending] = []
  /// Names that speakers the recording could not name gave themselves ("it's Denise" said by
  /// "Speaker 2"), by the name in lower case.
  var namedSpeakers: [String: String] = [:]
  var previousSpeaker: String?
  /// The last item emitted from a speaker's own offer ("I can fix that"), with its owner.
  ///
  /// Where it is in the output, whose it is, and its line: an explicit action recorded for
  /// that speaker right after it ("#action pkaur to …") replaces it.
  var lastOffer: (index: Int, owner: String, line: Int)?
  var hasSeenLine = false
  var hasSeenSpeaker = false
  /// The open turn's last "I'll …", held until its next sentence: a sentence that only says
  /// when ("I'll have a draft by Monday") dates it instead of making a second task.
  var held: DocumentItem?
  /// Who may date the held item with a follow-up: the speaker of the turn it was said or
  /// taken on in.
  var heldSpeaker: String?
  /// Whether the held item is the speaker's own offer (an explicit action for them replaces
  /// it).
  var heldIsOffer = false
  /// Whether the lines being read sit under a speaker header (a chat message, an Otter
  /// paragraph) rather than after a "Name:" label.
  var isInMessageBlock = false
  /// Who wrote the chat messages read so far, lower case, from their headers ("tobi —
  /// 03/18/2026 8:47 PM"): inside a message, "venue: …" is its words unless it names one.
  var chatSenders: Set<String> = []
  /// Whether the lines are a group chat's export, each message stamped with its day: a
  /// "please …" to nobody in particular asks everyone in the group.
  var isChatLog = false
  /// The first line of each of the latest messages of a chat, and where it was: a reply's
  /// quote finds the message it answers here.
  var recentMessages: [(line: Int, text: String)] = []
  /// After a meeting bot's `#endmeeting`: what follows is goodbyes and the bot's recap of
  /// the actions already read, until the next `#startmeeting`.
  var hasMeetingEnded = false
  /// The line of the last meeting-bot command ("#action", "#info", "#agreed"), which
  /// "#undo" takes back.
  var lastCommandLine: Int?
  /// What `TranscriptLine.isSpeakerName` said of the labels seen so far.
  let speakerNames = SpeakerNameCache()
  /// Whether the lines are a summary of the actions after the speech ("Action items" at the
  /// end of a call's export), which restates what was said.
  var isInRecap = false
  /// A finding of the reply being read that restates the request it answers, and the
  /// request's words for when, which the finding keeps if it says none.
  var restatedDue: (index: Int, when: String)?
  /// Whether the lines read are the names under a "Present", "Regrets" or "Chair" title
  /// (scribed minutes put them on the lines after it), until a blank line.
  var listsPeople = false
  /// Whether an action line is open: the plain lines after it wrap its words.
  var isInMarker = false
  /// Titles of the people who run a meeting, whose names follow on the next line.
  static let roleTitles: Set<String> = ["chair", "chairs", "scribe", "scribes", "guests"]
  /// Where utterances end in speech written without punctuation (`SpeechBreaks`).
  var speechBreaks = SpeechBreaks()
  /// Whether the speech read so far ended a word with punctuation (".", "?", "!", ","): then
  /// its writer marks sentences, and no break is guessed.
  var isPunctuated = false
  /// The last sentence that held no task: what "let's make that an action item" makes one.
  var lastStatement: (text: String, line: Int, timestamp: String?, speaker: String?)?

  init(format: DocumentFormat) {
    self.format = format
    if format == .webVTT || format == .srt || format == .sbv {
      captions = CaptionReader(format: format, speakerNames: speakerNames)
    }
  }

  // MARK: - Lines

  /// Reads one line (without its line break); items it completes go to `out`.
  mutating func read(
    _ bytes: [UInt8], line: Int, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    let isBlank = ByteText.isBlank(bytes)
    if !hasSeenLine, !isBlank {
      hasSeenLine = true
      // A chat export's first stamp is read with the rest ("12/03/2026, 09:14 - Ana: …").
      if ChatStamp.leading(bytes, from: ByteText.indentation(bytes).index) == nil,
        let date = state.date(in: ByteText.string(bytes))
      {
        state.apply(state.effect(of: date, level: nil), date: date, level: nil)
      }
    }
    switch format {
    case .webVTT, .srt, .sbv:
      let events = captions?.read(bytes, isBlank: isBlank, line: line) ?? []
      for event in events { readCaption(event, state: &state, into: &out) }
    case .irc:
      if !isBlank {
        readIRC(bytes, line: line, state: &state, into: &out)
      } else {
        wrapsTurn = false
      }
    default:
      if !isBlank {
        readSpeakerLine(bytes, line: line, state: &state, into: &out)
      } else {
        if openLine != nil {
          openLine = nil
          endSentence(state: &state, into: &out)
        }
        releaseHeldName(state: &state, into: &out)
        listsPeople = false
        if isInMarker { endTurn(state: &state, into: &out) }
      }
    }
    afterBlank = isBlank
  }

  /// Whether a line opens with a scribe's label for what is not speech: "RESOLUTION:",
  /// "RESOLVED:", "topic:", "subtopic:", "github:".
  static func isScribeLabel(_ text: [UInt8]) -> Bool {
    guard let colon = text.prefix(12).firstIndex(of: 58) else { return false }
    let label = ByteText.string(text[..<colon]).lowercased()
    return scribeLabels.contains(label)
  }

  private static let scribeLabels: Set<String> = [
    "resolution", "resolved", "topic", "subtopic", "github", "issue", "agenda",
  ]

  /// Whether a line is a title between runs of the same mark: "===== PUBLIC CHAT =====",
  /// "--- Status ---", "*** Actions ***" (three marks or more on each side).
  static func isDecoratedTitle(_ bytes: [UInt8], from start: Int) -> Bool {
    let range = ByteText.trimmed(bytes, start..<bytes.count)
    guard range.count >= 8, range.count <= 80 else { return false }
    let mark = bytes[range.lowerBound]
    guard [61, 45, 42, 126, 35].contains(mark) else { return false }
    var open = range.lowerBound
    while open < range.upperBound, bytes[open] == mark { open += 1 }
    var close = range.upperBound
    while close > open, bytes[close - 1] == mark { close -= 1 }
    guard open - range.lowerBound >= 3, range.upperBound - close >= 3 else { return false }
    return bytes[open..<close].contains(where: ByteText.isASCIILetter)
  }

  /// Whether a line is a short title: capitalised, six words at most, no colon, no sentence
  /// end, no question ("TPAC planning", "Pattern description format (issue #47)").
  static func isTopicTitle(_ text: [UInt8]) -> Bool {
    let range = ByteText.trimmed(text, 0..<text.count)
    guard !range.isEmpty, range.count <= 48, ByteText.isUpper(text[range.lowerBound]),
      !text[range].contains(58), !text[range].contains(63), !ByteText.endsClause(text)
    else { return false }
    return text[range].reduce(0) { $0 + ($1 == 32 ? 1 : 0) } < 6
  }

  /// Notes what the message being read quotes, and the line of the message it quotes: the
  /// latest of those kept whose words open with the quote's.
  private mutating func quote(_ bytes: [UInt8], state: inout DocumentState) {
    var start = 0
    if let (_, _, after) = TranscriptLine.speakerPrefix(bytes, from: 0) { start = after }
    let text = ByteText.string(ByteText.collapsingSpaces(Array(bytes[start...])))
    let opening = String(text.prefix(40)).lowercased()
    let line = recentMessages.last(where: { $0.text.lowercased().hasPrefix(opening) })?.line
    state.quote = (text, line, state.message)
  }

  /// Gives out everything still open.
  mutating func finish(state: inout DocumentState, into out: inout [DocumentItem]) {
    if let held = heldOffer {
      out.append(held)
      heldOffer = nil
    }
    releaseHeldName(state: &state, into: &out)
    for event in captions?.finish() ?? [] { readCaption(event, state: &state, into: &out) }
    endTurn(state: &state, into: &out)
    // A last turn's bare "yep" took the ask on after its own words were read.
    flushHeld(state: &state, into: &out)
    for ask in pending { emitUnanswered(ask, responder: nil, state: &state, into: &out) }
    pending.removeAll()
  }

  /// What a caption line held: words said, a change of speaker, a header block's line.
  private mutating func readCaption(
    _ event: CaptionReader.Event, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    switch event {
    case .speech(let speaker, let timestamp, let text, let line):
      speech(speaker, timestamp: timestamp, text: text, line: line, state: &state, into: &out)
    case .speakerChange:
      endTurn(state: &state, into: &out)
    case .header(let bytes, let line):
      scanHeader(bytes, line: line, state: &state, into: &out)
    }
  }

  /// A NOTE or header line: its date or attendees, if it gives them, and the actions a
  /// summary above the captions lists ("Action items:" then "- Ilse to open the vote …").
  ///
  /// The first date is the meeting's; later ones ("new target is 2026-09-29") are what the
  /// summary says. Once a summary gave actions, what the speech says again is no new task.
  private mutating func scanHeader(
    _ bytes: [UInt8], line: Int, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    let text = ByteText.string(bytes)
    let label = Label(text, state: state)
    if let label, label.kind == .attendees {
      AttendeeList.read(label.content, into: &state)
      isInHeaderActions = false
    } else if let label, label.content.isEmpty {
      isInHeaderActions = label.kind == .actions
    } else if isInHeaderActions, let start = Self.dashEnd(bytes, at: 0) {
      let words = ByteText.string(Array(bytes[start...]))
      if let task = state.finder.cleanTask(words, speaker: nil, author: nil),
        task.status != .dropped, task.status != .done
      {
        state.emit(
          DocumentItem(
            text: task.text, line: line, impliedOwners: task.owners,
            confidence: Finding.Kind.marker.confidence), into: &out)
        state.summaryGaveActions = true
      }
    } else if !isHeaderDated, let date = state.date(in: text) {
      isHeaderDated = true
      applyDate(date, state: &state, into: &out)
    }
  }

  /// Whether a date of the captions' header block was read: the first is the meeting's.
  var isHeaderDated = false
  /// Whether the header block's lines are a summary's list of actions.
  var isInHeaderActions = false

  /// The index after a bullet glyph and its space ("• ", "◦ ", "▪ ", "● ", "‣ "), or nil.
  static func bulletEnd(_ bytes: [UInt8], at start: Int) -> Int? {
    guard let after = NotesLine.glyphBulletEnd(bytes, at: start), after < bytes.count,
      bytes[after] == 32
    else { return nil }
    return after + 1
  }

  /// The index after a "- " or "* " bullet at `start`, or nil.
  static func dashEnd(_ bytes: [UInt8], at start: Int) -> Int? {
    guard start + 1 < bytes.count, bytes[start] == 45 || bytes[start] == 42,
      bytes[start + 1] == 32
    else { return nil }
    return start + 2
  }

  /// Reads a line of a transcript of speaker lines, holding a line that is only a name or a
  /// clock for the next.
  ///
  /// Slack pasted as text writes "Rosa Jiménez", then "10:42 AM", then the words; a recording
  /// tool's export the other way round: "00:00:31", then "Colm Dwyer", then the words.
  private mutating func readSpeakerLine(
    _ bytes: [UInt8], line: Int, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    if let held = heldStamp {
      heldStamp = nil
      if ByteText.indentation(bytes).index == 0,
        let (speaker, _) = TranscriptLine.speakerHeader(bytes, afterTimestamp: true),
        TranscriptLine.clockLine(bytes) == nil
      {
        endTurn(state: &state, into: &out)
        startTurn(speaker, state: &state)
        blockTimestamp = held.stamp
        isInMessageBlock = true
        blockWraps = false
        hasSeenSpeaker = true
        return
      }
      readSpeakerWords(held.bytes, line: held.line, state: &state, into: &out)
    }
    if let name = heldName {
      heldName = nil
      if let stamp = TranscriptLine.clockLine(bytes) {
        endTurn(state: &state, into: &out)
        startTurn(name.speaker, state: &state)
        blockTimestamp = stamp
        isInMessageBlock = true
        blockWraps = false
        hasSeenSpeaker = true
        return
      }
      readSpeakerWords(name.bytes, line: name.line, state: &state, into: &out)
    }
    let start = ByteText.indentation(bytes).index
    if start == 0, let stamp = TranscriptLine.clockLine(bytes) {
      heldStamp = (bytes, line, stamp)
      return
    }
    if start == 0, let (speaker, _) = TranscriptLine.speakerHeader(bytes, afterTimestamp: true),
      speaker.contains(" ")
    {
      heldName = (bytes, line, speaker)
      return
    }
    readSpeakerWords(bytes, line: line, state: &state, into: &out)
  }

  /// Gives out a line held as maybe a name over its message: it was not one.
  mutating func releaseHeldName(state: inout DocumentState, into out: inout [DocumentItem]) {
    if let held = heldStamp {
      heldStamp = nil
      readSpeakerWords(held.bytes, line: held.line, state: &state, into: &out)
    }
    guard let name = heldName else { return }
    heldName = nil
    readSpeakerWords(name.bytes, line: name.line, state: &state, into: &out)
  }

  private mutating func readSpeakerWords(
    _ bytes: [UInt8], line: Int, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    var start = ByteText.indentation(bytes).index
    if let previous = openLine {
      openLine = nil
      let next = Array(bytes[start...])
      if !NotesClassifier.joins(previousLength: previous.count, previous: previous, next: next) {
        endSentence(state: &state, into: &out)
      }
    }
    var timestamp: String?
    var opensWithTime = false
    var opensWithChatStamp = false
    if let chat = ChatStamp.leading(bytes, from: start) {
      timestamp = chat.time
      start = chat.after
      blockTimestamp = chat.time
      opensWithTime = true
      opensWithChatStamp = true
      isChatLog = true
      // A stamp opens a message of its own, whatever header came before.
      isInMessageBlock = false
      endTurn(state: &state, into: &out)
      if let date = state.chatDate(chat.day) { applyDate(date, state: &state, into: &out) }
      state.messageTime = chat.clock
    } else if let (stamp, after) = TranscriptLine.leadingTimestamp(bytes, from: start) {
      timestamp = stamp
      start = after
      blockTimestamp = stamp
      opensWithTime = true
    }
    if TranscriptLine.isReactionLine(bytes, from: start) || Self.isChatNotice(bytes, from: start) {
      return
    }
    // "===== PUBLIC CHAT =====", "--- Status ---": a title set off by marks, which ends the
    // turn before it and is nobody's words.
    if Self.isDecoratedTitle(bytes, from: start) {
      endTurn(state: &state, into: &out)
      isInMessageBlock = false
      blockWraps = false
      return
    }
    // Discord's "Ana Lima — Today at 9:12 AM" over the message.
    if !opensWithTime, let (speaker, chat) = ChatStamp.header(bytes, from: start) {
      chatSenders.insert(speaker.lowercased())
      isChatLog = true
      endTurn(state: &state, into: &out)
      if let date = state.chatDate(chat.day) { applyDate(date, state: &state, into: &out) }
      state.messageTime = chat.clock
      startTurn(speaker, state: &state)
      blockTimestamp = chat.time
      isInMessageBlock = true
      blockWraps = false
      return
    }
    // Slack's "replied to a thread: <the first message, cut>": a quote, said before.
    if ByteText.hasPrefix(bytes, "replied to a thread:", at: start) { return }
    // A meeting chat's "Replying to "Can someone own the …":" over a reply: the same.
    if ByteText.hasPrefix(bytes, "replying to \"", at: start), bytes.last == 58 { return }
    if let header = TranscriptLine.speakerHeader(
      Array(bytes[start...]), afterTimestamp: opensWithTime)
    {
      // "- Jonas: rollback image" inside a message is its words, as under Discord's headers.
      chatSenders.insert(header.speaker.lowercased())
      endTurn(state: &state, into: &out)
      startTurn(header.speaker, state: &state)
      blockTimestamp = header.timestamp ?? timestamp
      isInMessageBlock = true
      // "00:00:19 — Dirk Jansen", "Ana Lima (00:01:02)": a recording's clock, to the second,
      // over words a transcript may wrap at a width; chats stamp messages to the minute.
      blockWraps = blockTimestamp.map { $0.utf8.count(where: { $0 == 58 }) == 2 } ?? false
      return
    }
    // Scribed minutes mix "ana: …" lines with chat messages ("<bo> I'll take it").
    if let (nick, after, _) = TranscriptLine.ircMessage(bytes, from: start) {
      hasSeenSpeaker = true
      isInMessageBlock = false
      endTurn(state: &state, into: &out)
      speech(
        nick, timestamp: timestamp, text: Array(bytes[after...]), line: line, state: &state,
        into: &out)
      return
    }
    if let (speaker, stamp, after) = TranscriptLine.speakerPrefix(
      bytes, from: start, isName: speakerNames.isSpeakerName),
      !isInMessageBlock || chatSenders.isEmpty || chatSenders.contains(speaker.lowercased())
    {
      if let stamp { timestamp = stamp }
      // "Ana: <Media omitted>": no words of hers.
      if Self.isChatNotice(bytes, from: after) { return }
      hasSeenSpeaker = true
      isInMessageBlock = false
      // "Hana: …" again after Hana's last line: a new utterance, not the same sentence.
      if turn?.speaker == speaker { endSentence(state: &state, into: &out) }
      // "<In reply to Ana Lima: can you …>": the chat app quotes the message answered, whose
      // words were read where they were said; the reply follows, maybe on the next line.
      var body = after
      if ByteText.hasPrefix(bytes, "<in reply to ", at: after),
        let close = bytes[after...].firstIndex(of: 62)
      {
        body = ByteText.skipSpaces(bytes, from: close + 1)
      }
      let text = Array(bytes[body...])
      speech(speaker, timestamp: timestamp, text: text, line: line, state: &state, into: &out)
      return
    }
    // After a chat stamp, a line without a sender is the app's own ("Ana created group …",
    // "Bo added Ana", "Messages and calls are end-to-end encrypted").
    if opensWithChatStamp { return }
    let text = Array(bytes[start...])
    // "present+ Aoife_Brennan", "regrets+ Bartosz_Wrona": a scribe tool's attendance.
    if let (isPresent, names) = AttendeeList.attendanceCommand(text) {
      if isPresent { AttendeeList.read(names, into: &state) }
      return
    }
    // "RESOLUTION: …", "topic: Test suite coverage" at the margin of scribed minutes: what
    // was resolved, or the next topic; it ends the turn before it and gives out no work.
    if hasSeenSpeaker, !isInMessageBlock, start == 0, Self.isScribeLabel(text) {
      endTurn(state: &state, into: &out)
      return
    }
    if !hasSeenSpeaker, readHeaderLine(text, state: &state, into: &out) { return }
    // "9 June 2027" under the title, before anyone speaks.
    if !hasSeenSpeaker, !state.hasContent, state.meetingDate == nil,
      let date = state.dateLine(text)
    {
      applyDate(date, state: &state, into: &out)
      return
    }
    // "> Conor Gallagher: We should get name tapes sorted …" under a reply's header: the
    // message it answers, said before; what the reply takes on may be it.
    if isChatLog, text.count > 2, text[0] == 62, text[1] == 32 {
      quote(Array(text.dropFirst(2)), state: &state)
      return
    }
    // "Summary of action items", "Decisions" alone on a line: a title, which ends the turn
    // before it and is no speech.
    // The names under a "Present" or "Regrets" title, before anyone speaks.
    if listsPeople, !hasSeenSpeaker {
      // "The Chair welcomed members …" under "WELCOME AND APOLOGIES": prose ends the names.
      if NotesClassifier.isNameList(ByteText.string(text)) {
        AttendeeList.read(ByteText.string(text), into: &state)
        return
      }
      listsPeople = false
    }
    if text.count <= 40, !text.contains(58), !ByteText.endsClause(text) {
      let title = ByteText.string(text)
      let kind = SectionKind.of(title: title)
      // After the speech, "Action items" heads a summary of what was said.
      if kind == .actions, hasSeenSpeaker || isInMessageBlock { isInRecap = true }
      if kind != .other, !isInMessageBlock {
        endTurn(state: &state, into: &out)
        listsPeople = kind == .attendees || kind == .regrets
        return
      }
      if !hasSeenSpeaker, Self.roleTitles.contains(title.lowercased()) {
        listsPeople = true
        return
      }
    }
    // The words of an action line wrapped onto the lines under it, up to a blank line or the
    // end of a sentence.
    if isInMarker, !Self.opensWithMarker(text, state: state) {
      speech(nil, timestamp: timestamp, text: text, line: line, state: &state, into: &out)
      if ByteText.endsClause(text) { endTurn(state: &state, into: &out) }
      return
    }
    // "[NEW] ACTION: tomasz to add …" in a recap of scribed minutes: an action written by no
    // one, not the words of the speaker before. Under a chat message's header it is that
    // person's.
    if !isInMessageBlock, Self.opensWithMarker(text, state: state) {
      endTurn(state: &state, into: &out)
      speech(nil, timestamp: timestamp, text: text, line: line, state: &state, into: &out)
      if ByteText.endsClause(text) {
        endTurn(state: &state, into: &out)
      } else {
        isInMarker = true
      }
      return
    }
    // "  Test suite" between blank lines after the speech: the next topic of the minutes.
    if afterBlank, hasSeenSpeaker, !isInMessageBlock, Self.isTopicTitle(text) {
      endTurn(state: &state, into: &out)
      return
    }
    // "in the huddle: @Ana Lima @Bo Chen" inside a message: who was there, not speech.
    if text.prefix(40).contains(58),
      let label = Label(ByteText.string(text), state: state), label.kind == .attendees,
      !label.content.isEmpty
    {
      AttendeeList.read(label.content, into: &state)
      return
    }
    speech(
      nil, timestamp: timestamp ?? blockTimestamp, text: text, line: line, state: &state,
      into: &out)
    // Under a "Name  10:42 AM" header each line is a message or a paragraph of its own: its
    // end ends a sentence ("third time this week" / "can someone look at …?"), unless a
    // recording's transcript wrapped the words at a width and they carry on in the next line.
    if isInMessageBlock {
      if blockWraps, !ByteText.endsClause(text) {
        openLine = text
      } else {
        endSentence(state: &state, into: &out)
      }
    }
  }

  /// Reads a line of a channel log, holding an offer for the lines after it.
  ///
  /// "kwame_a: I can write the announcement" and then the chair's "#action kwame_a to
  /// announce the timeline on devel-announce": the action written down is the offer said
  /// again, and takes its place.
  private mutating func readIRC(
    _ bytes: [UInt8], line: Int, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    let before = out.count
    readIRCLine(bytes, line: line, state: &state, into: &out)
    // "#undo" may have taken back an item given before this line.
    let first = min(before, out.count)
    var fresh = Array(out[first...])
    out.removeSubrange(first...)
    if let held = heldOffer {
      if let action = fresh.firstIndex(where: { state.restatesOffer($0, held) }) {
        // "I'll fill in the survey by Friday" … "#action mkowal fill in the survey": the
        // day the offer named.
        DocumentState.date(&fresh[action], by: held)
        heldOffer = nil
      } else if !fresh.isEmpty || line - held.line > 3 {
        out.append(held)
        heldOffer = nil
      }
    }
    if let last = fresh.last, last.isOwnUndertaking, !last.impliedOwners.isEmpty,
      last.confidence < Finding.Kind.marker.confidence
    {
      // Any offer held before was given out or taken above: fresh items came.
      heldOffer = fresh.removeLast()
    }
    out += fresh
  }

  private mutating func readIRCLine(
    _ bytes: [UInt8], line: Int, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    var start = ByteText.indentation(bytes).index
    let wraps = wrapsTurn
    wrapsTurn = false
    var timestamp: String?
    if let (stamp, after) = TranscriptLine.leadingTimestamp(bytes, from: start) {
      timestamp = stamp
      start = after
    }
    if let (nick, after, _) = TranscriptLine.ircMessage(bytes, from: start) {
      defer { wrapsTurn = start > 0 }
      // An action ("* ana will send it") keeps the nick as its subject.
      let text = Array(bytes[after...])
      endTurn(state: &state, into: &out)
      if ByteText.hasPrefix(text, "#startmeeting", at: 0) {
        for ask in pending { emitUnanswered(ask, responder: nil, state: &state, into: &out) }
        pending.removeAll()
        state.startMeeting()
        hasMeetingEnded = false
      }
      if ByteText.hasPrefix(text, "#endmeeting", at: 0) {
        for ask in pending { emitUnanswered(ask, responder: nil, state: &state, into: &out) }
        pending.removeAll()
        hasMeetingEnded = true
        return
      }
      if hasMeetingEnded { return }
      // "#undo": the bot takes back the last thing written to the minutes; an action was
      // given out on that line, and no longer is. The bot's "Removing item from minutes: …"
      // says so again.
      if ByteText.hasPrefix(text, "#undo", at: 0) {
        if let last = out.last, last.line == lastCommandLine { out.removeLast() }
        lastCommandLine = nil
        return
      }
      if ByteText.hasPrefix(text, "removing item from minutes", at: 0) { return }
      if text.first == 35 { lastCommandLine = line }
      // "<trackbot> Created ACTION-413 - … [on Ana Lima - due …]" after the action it records.
      if let created = TrackerLine.created(text) {
        if let last = out.indices.last, created.confirms(&out[last], from: line) { return }
        created.give(line: line, state: &state, into: &out)
        return
      }
      // MeetBot's "Meeting started Thu Mar  5 16:00:12 2026 UTC" dates the meeting.
      if ByteText.hasPrefix(text, "meeting started", at: 0),
        let date = state.date(in: ByteText.string(text))
      {
        applyDate(date, state: &state, into: &out)
        return
      }
      // "#topic Action items from last meeting": what is said under it goes over work given
      // out before; only a new "#action" gives work out again.
      if ByteText.hasPrefix(text, "#topic ", at: 0) {
        let words = SectionKind.words(ByteText.string(text.dropFirst(7)))
        reviewsEarlierActions =
          NotesClassifier.namesAnEarlierMeeting(ByteText.string(text))
          && (words.contains("action") || words.contains("actions"))
      }
      // "liesel" in minutes whose attendees list "Liesel Brandt": the one person it names.
      let speaker = state.finder.names.resolve(nick)
      speech(speaker, timestamp: timestamp, text: text, line: line, state: &state, into: &out)
      return
    }
    if TranscriptLine.isIRCNotice(bytes, from: start) {
      let text = ByteText.string(bytes[start...])
      if let date = state.date(in: text) { applyDate(date, state: &state, into: &out) }
      return
    }
    if let (speaker, _, after) = TranscriptLine.speakerPrefix(
      bytes, from: start, isName: speakerNames.isSpeakerName)
    {
      endTurn(state: &state, into: &out)
      speech(
        state.finder.names.resolve(speaker), timestamp: timestamp, text: Array(bytes[after...]),
        line: line, state: &state, into: &out)
      wrapsTurn = start > 0
      return
    }
    let text = Array(bytes[start...])
    // "ACTION: grace to add the vectors" written into scribed minutes by no one in particular.
    if Self.opensWithMarker(text, state: state) {
      speech(nil, timestamp: timestamp, text: text, line: line, state: &state, into: &out)
      wrapsTurn = start > 0
      return
    }
    if readPeopleLines(text, state: &state) { return }
    // The rest of an indented message the line before began.
    if wraps, start > 0, timestamp == nil, turn != nil {
      continueSpeech(text, line: line, state: &state, into: &out)
      wrapsTurn = true
      return
    }
    if readHeaderLine(text, state: &state, into: &out) { return }
    // "22 April 2026" under the title of scribed minutes, before anyone speaks.
    if !hasSeenSpeaker, !state.hasContent, let date = state.dateLine(text) {
      applyDate(date, state: &state, into: &out)
    }
  }

  /// Reads the names scribed minutes list under a title before anyone speaks ("Present" over
  /// "Beatriz Moura, Kwabena Asante", "Regrets", "Chair"); returns whether the line was one
  /// of those.
  private mutating func readPeopleLines(_ text: [UInt8], state: inout DocumentState) -> Bool {
    guard !hasSeenSpeaker else { return false }
    if listsPeople {
      if NotesClassifier.isNameList(ByteText.string(text)) {
        AttendeeList.read(ByteText.string(text), into: &state)
        return true
      }
      listsPeople = false
    }
    guard text.count <= 40, !text.contains(58), !ByteText.endsClause(text) else { return false }
    let title = ByteText.string(text)
    let kind = SectionKind.of(title: title)
    guard kind == .attendees || kind == .regrets || Self.roleTitles.contains(title.lowercased())
    else { return false }
    listsPeople = true
    return true
  }

  /// What a chat app writes in place of a message, or beside it: "<Media omitted>", "This
  /// message was deleted", "(edited)".
  static func isChatNotice(_ bytes: [UInt8], from start: Int) -> Bool {
    let range = ByteText.trimmed(bytes, start..<bytes.count)
    guard range.count <= 40 else { return false }
    let text = ByteText.string(bytes[range]).lowercased()
    return chatNotices.contains(text)
  }

  private static let chatNotices: Set<String> = [
    "<media omitted>", "this message was deleted", "you deleted this message", "(edited)",
    "<this message was edited>", "null", "image omitted", "video omitted", "sticker omitted",
    "audio omitted", "gif omitted", "document omitted",
  ]

  /// Whether a line opens with an explicit marker ("ACTION: …", "[NEW] ACTION: …", "TODO").
  static func opensWithMarker(_ text: [UInt8], state: DocumentState) -> Bool {
    guard ActionFinder.mentionsAction(text) || ByteText.hasPrefix(text, "todo", at: 0) else {
      return false
    }
    return state.finder.marker(Item(ByteText.string(text)), at: 0, speaker: nil) != nil
  }

  /// A header line outside the speech ("Date: …", "Present: …", "Meeting: …"): reads its date
  /// and attendees; returns whether it was one.
  private mutating func readHeaderLine(
    _ text: [UInt8], state: inout DocumentState, into out: inout [DocumentItem]
  ) -> Bool {
    let reduced = ByteText.string(InlineMarkdown.reduce(text, 0..<text.count).text)
    guard let label = Label(reduced, state: state) else { return false }
    // People sent regrets may still be given actions ("Regrets: Bjørn Halvorsen").
    if label.kind == .attendees || label.kind == .regrets {
      AttendeeList.read(label.content, into: &state)
    }
    if let date = label.date { applyDate(date, state: &state, into: &out) }
    return label.kind != .actions && label.kind != .plans
  }

  private mutating func applyDate(
    _ date: LocalDate, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    let effect = state.effect(of: date, level: nil)
    if case .newMeeting = effect { finish(state: &state, into: &out) }
    state.apply(effect, date: date, level: nil)
  }
}

/// Remembers which labels can be speakers: the test reads section titles and word lists, and
/// a transcript repeats the same few labels on every line.
final class SpeakerNameCache: @unchecked Sendable {
  private var verdicts: [String: Bool] = [:]

  func isSpeakerName(_ name: String) -> Bool {
    if let known = verdicts[name] { return known }
    let verdict = TranscriptLine.isSpeakerName(name)
    // A log of many distinct labels keeps the memory bounded.
    if verdicts.count >= 4_096 { verdicts.removeAll(keepingCapacity: true) }
    verdicts[name] = verdict
    return verdict
  }
}
