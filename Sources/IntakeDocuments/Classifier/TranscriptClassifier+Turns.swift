import IntakeParsing

/// Turns, sentences, and how a reply settles a request.
extension TranscriptClassifier {
  /// Adds words said by `speaker` (nil: whoever is speaking goes on).
  mutating func speech(
    _ speaker: String?, timestamp: String?, text: [UInt8], line: Int,
    state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    // "CITY MANAGER DUBOIS:" is Dubois, as the minutes and the others call him.
    let speaker = speaker.map { AttendeeList.nameInCapitals($0) ?? $0 }
    if format == .irc || (speaker != nil && speaker != turn?.speaker) || turn == nil {
      endTurn(state: &state, into: &out)
      startTurn(speaker, state: &state)
    }
    if isChatLog, let current = turn, current.sentences == 0, current.prose.isEmpty,
      !ByteText.isBlank(text)
    {
      recentMessages.append((line, ByteText.string(ByteText.collapsingSpaces(text))))
      if recentMessages.count > 40 { recentMessages.removeFirst() }
    }
    var text = text
    var isEntry = false
    let entryStart = ByteText.skipSpaces(text, from: 0)
    // Under the "Action Items" that sums up a call, "- Arrange moisture readings …" is an
    // entry too.
    let listsActions = turn?.listsActions == true
    let isListed = listsActions || isInRecap
    if let after = Self.bulletEnd(text, at: entryStart)
      ?? (listsActions ? Self.numberEnd(text, at: entryStart) : nil)
      ?? (isListed ? Self.dashEnd(text, at: entryStart) : nil)
    {
      // "• TODO Ana to …" in a chat message: an entry of a list, a sentence of its own.
      endSentence(state: &state, into: &out)
      text = Array(text[after...])
      isEntry = true
      if isListed {
        // "• Alert on the seq-scan ratio — Björn — by June 19" under "follow-ups:".
        listedAction(text, line: line, timestamp: timestamp, state: &state, into: &out)
        return
      }
    } else if Self.introducesActions(text) {
      turn?.listsActions = true
      turn?.listWhen = Self.listDue(ByteText.string(text))
    }
    let words = SpokenText.clean(ByteText.collapsingSpaces(text))
    guard !words.isEmpty else { return }
    for (opens, piece) in utterances(words) {
      if opens { startUtterance(piece, state: &state, into: &out) }
      say(piece, line: line, timestamp: timestamp, state: &state, into: &out)
    }
    // "- Tiago: store codes" over "I'll post the decision …": an entry ends where its line
    // does.
    if isEntry { endSentence(state: &state, into: &out) }
  }

  /// Adds words of the open turn to its sentence, reading the sentences they end.
  private mutating func say(
    _ words: [UInt8], line: Int, timestamp: String?, state: inout DocumentState,
    into out: inout [DocumentItem]
  ) {
    guard var current = turn else { return }
    if current.sentences == 0, current.prose.isEmpty {
      // "@Luz Arriaga two customers opened tickets, can you own comms?", "Haruka the bit I'm
      // most nervous about is the patron records can you check …": words that open with a
      // mention or a name are to that person.
      state.finder.reader = Self.addressed(words, speaker: current.speaker, state: state)
    }
    let sentences = current.prose.append(words, line: line, timestamp: timestamp)
    turn = current
    for sentence in sentences { readSentence(sentence, state: &state, into: &out) }
  }

  /// Words that go on with the turn open, on a line of their own.
  mutating func continueSpeech(
    _ text: [UInt8], line: Int, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    let words = SpokenText.clean(ByteText.collapsingSpaces(text))
    guard !words.isEmpty else { return }
    for (opens, piece) in utterances(words) {
      if opens { startUtterance(piece, state: &state, into: &out) }
      guard var current = turn else { return }
      let sentences = current.prose.append(piece, line: line, timestamp: nil)
      turn = current
      for sentence in sentences { readSentence(sentence, state: &state, into: &out) }
    }
  }

  /// `words` cut where utterances start when the speech so far has no punctuation
  /// (automatic captions), each piece with whether one starts at it; else `words` whole.
  ///
  /// Chat logs and channel logs are left alone: each message is a sentence of its own.
  private mutating func utterances(_ words: [UInt8]) -> [(Bool, [UInt8])] {
    if !isPunctuated, Self.hasPunctuation(words) { isPunctuated = true }
    guard !isPunctuated, !isChatLog, format != .irc, !isInMessageBlock else {
      return [(false, words)]
    }
    return speechBreaks.split(words).map { ($0.opensUtterance, $0.text) }
  }

  /// Ends the sentence before an utterance of speech without punctuation; when nobody is
  /// named and the utterance answers the request just made ("Kofi could you review the PR"
  /// / "yeah I can do that"), someone else is speaking: the turn ends, so the answer takes
  /// the request on.
  private mutating func startUtterance(
    _ words: [UInt8], state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    endSentence(state: &state, into: &out)
    guard let current = turn, current.speaker == nil, !current.asks.isEmpty,
      Self.isAffirmative(ByteText.string(words))
    else { return }
    endTurn(state: &state, into: &out)
    startTurn(nil, state: &state)
  }

  /// Whether a word of `bytes` ends with a full stop, question mark, exclamation mark or
  /// comma ("0.9" does not).
  static func hasPunctuation(_ bytes: [UInt8]) -> Bool {
    for (index, byte) in bytes.enumerated()
    where byte == 46 || byte == 63 || byte == 33 || byte == 44 {
      if index + 1 == bytes.count || ByteText.isWhitespace(bytes[index + 1]) { return true }
    }
    return false
  }

  /// An entry of a list of actions a speaker wrote out: a task in its own words, with the
  /// owners it names ("— Kenji —", "— me —", "(Luz to check)").
  private mutating func listedAction(
    _ text: [UInt8], line: Int, timestamp: String?, state: inout DocumentState,
    into out: inout [DocumentItem]
  ) {
    let speaker = turn?.speaker
    let words = ByteText.string(SpokenText.clean(ByteText.collapsingSpaces(text)))
    guard let task = state.finder.cleanTask(words, speaker: nil, author: speaker),
      task.status != .dropped, task.status != .done
    else { return }
    flushHeld(state: &state, into: &out)
    // "Jobs for Saturday:": the day the list gives its entries.
    let text = turn?.listWhen.map { Self.adding($0, to: task.text) } ?? task.text
    let item = DocumentItem(
      text: text, line: line, speaker: speaker, timestamp: timestamp,
      impliedOwners: task.owners, confidence: Finding.Kind.marker.confidence)
    // Said again at the end of a call, what was taken on before is no new task.
    state.emit(item, isRecap: true, into: &out)
  }

  /// When a list's intro says its entries are due: "Jobs for Saturday:", "to do by Friday:";
  /// not "follow-ups from today", which says where they came from.
  static func listDue(_ intro: String) -> String? {
    guard let when = ActionFinder.when(in: intro) else { return nil }
    let lower = intro.lowercased()
    let said = when.lowercased()
    return ["for ", "by ", "before ", "on ", "due ", "until "].contains {
      lower.contains($0 + said)
    }
      || ["by", "before", "due", "until"].contains { said.hasPrefix($0 + " ") }
      ? when : nil
  }

  /// Where a numbered entry of a list said in a message starts its words.
  ///
  /// After "1. " or "2) " at `start`; nil for other lines.
  static func numberEnd(_ bytes: [UInt8], at start: Int) -> Int? {
    var index = start
    while index < bytes.count, ByteText.isDigit(bytes[index]), index - start < 2 { index += 1 }
    guard index > start, index + 1 < bytes.count, bytes[index] == 46 || bytes[index] == 41,
      bytes[index + 1] == 32
    else { return nil }
    return index + 2
  }

  /// Whether a line introduces a list of actions: it ends with a colon and names them
  /// ("draft follow-ups from the timeline, shout if the owner is wrong:", "next steps:").
  static func introducesActions(_ text: [UInt8]) -> Bool {
    let trimmed = ByteText.trimmed(text, 0..<text.count)
    guard !trimmed.isEmpty, text[trimmed.upperBound - 1] == 58, trimmed.count <= 120 else {
      return false
    }
    let lower = ByteText.string(text[trimmed]).lowercased()
    return [
      "follow-ups", "follow ups", "followups", "action items", "next steps", "todos",
      "to-dos", "actions", "jobs for", "tasks for", "who's doing what", "who is doing what",
      "recap",
    ].contains { lower.contains($0) }
  }

  /// Ends the sentence being read, if any, without ending the turn.
  mutating func endSentence(state: inout DocumentState, into out: inout [DocumentItem]) {
    guard var current = turn, let last = current.prose.flush() else { return }
    turn = current
    readSentence(last, state: &state, into: &out)
  }

  mutating func startTurn(_ speaker: String?, state: inout DocumentState) {
    // Each message of a chat is one of a thread: an ask left to anyone waits a few messages
    // for whoever takes it on (`DocumentState.emit`).
    if isChatLog { state.message += 1 }
    if let speaker {
      state.addAttendee(speaker)
      hasSeenSpeaker = true
    }
    turn = Turn(speaker: speaker)
    // A named speaker's words do not go on from the last speaker's; an unnamed turn started
    // by an answer (`startUtterance`) is the same speech read on.
    if speaker != nil { speechBreaks.reset() }
  }

  /// Whether a speaker label names nobody: "Speaker 2", "Unknown Speaker", "Guest".
  static func isUnnamedSpeaker(_ label: String) -> Bool {
    let lower = label.lowercased()
    return lower.hasPrefix("speaker ") || lower.hasPrefix("unknown speaker")
      || lower.hasPrefix("guest") || lower.hasPrefix("participant ")
  }

  /// The first name a speaker gives themselves: "it's Denise", "this is Joan", "Joan here";
  /// nil when the words give none.
  static func selfNamed(_ text: String) -> String? {
    let item = Item(text)
    for index in 0..<min(item.count, 12) {
      var name: Int?
      if item.isWord(index, "it's") || item.isWord(index, "it’s") {
        name = index + 1
      } else if item.isWord(index, "this"), item.isWord(index + 1, "is") {
        name = index + 2
      } else if item.word(index) != nil, item.isWord(index + 1, "here"), index == 0 {
        name = index
      }
      guard let name, let word = item.word(name), item.tokens[name].isCapitalized,
        !NameWords.notNames.contains(word)
      else { continue }
      return item.text(of: name..<name + 1)
    }
    return nil
  }

  /// The one person words open by addressing: a mention ("@Luz Arriaga …"), or the name of
  /// someone in the meeting other than the speaker, not followed by a verb of their own
  /// ("Haruka the bit I'm nervous about …", not "Haruka said …"); nil otherwise.
  static func addressed(_ words: [UInt8], speaker: String?, state: DocumentState) -> String? {
    guard let first = words.first, first == 64 || ByteText.isUpper(first) else { return nil }
    let item = Item(ByteText.string(words.prefix(64)))
    guard let (names, end) = state.finder.nameRun(item, at: 0), names.count == 1 else {
      return nil
    }
    let name = state.finder.names.resolve(names[0])
    if first != 64 {
      guard state.finder.names.contains(names[0].lowercased()), name != speaker,
        item.isMark(end, ",") || !(item.word(end).map(Self.ownVerbs.contains) ?? true)
      else { return nil }
    }
    return name
  }

  /// Words after a name that make it the subject, not the one spoken to.
  private static let ownVerbs: Set<String> = [
    "said", "says", "will", "would", "is", "was", "has", "had", "and", "can", "could", "did",
    "does", "thinks", "mentioned", "asked", "reported", "wants", "needs", "'s", "to", "who",
    "might", "may", "should", "must", "just", "also", "already",
  ]

  /// Ends the open turn: its last sentence is read and its requests wait for the next one.
  mutating func endTurn(state: inout DocumentState, into out: inout [DocumentItem]) {
    isInMarker = false
    state.finder.reader = nil
    guard var current = turn else { return }
    if let last = current.prose.flush() {
      turn = current
      readSentence(last, state: &state, into: &out)
      current = turn ?? current
    }
    turn = nil
    flushHeld(state: &state, into: &out)
    if current.isAccepting {
      _ = resolve(
        nil, findings: [], responder: current.speaker, tookOn: current.acceptanceTakesOn,
        state: &state, into: &out)
    }
    if !current.asks.isEmpty {
      for ask in pending { emitUnanswered(ask, responder: nil, state: &state, into: &out) }
      pending = current.asks
    }
    if current.sentences > 0 { previousSpeaker = current.speaker }
  }

  /// Reads one sentence of the open turn.
  private mutating func readSentence(
    _ sentence: Sentence, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    guard var current = turn else { return }
    let speaker = current.speaker
    let isFirst = current.sentences == 0
    current.sentences += 1
    // "ok, emailed her. @sam r-k can you add her to the list": a later line of a message that
    // opens with a mention asks that person.
    if !isFirst, sentence.text.utf8.first == 64,
      let mentioned = Self.addressed(Array(sentence.text.utf8), speaker: speaker, state: state)
    {
      state.finder.reader = mentioned
    }
    if let thing = ActionFinder.ownershipAsk(sentence.text) {
      // "Who's going to own the refund macro?": a call for a volunteer, named.
      let origin = sentence.origin(of: 0)
      let item = DocumentItem(
        text: thing, line: origin.line, speaker: speaker, timestamp: origin.timestamp,
        confidence: Finding.Kind.someoneAsk.confidence)
      current.isAccepting = false
      current.asks.append(
        Pending(item: item, finding: Finding(kind: .someoneAsk, text: thing, start: 0)))
      turn = current
      return
    }
    // "we should also update the store runbook with the new steps. anyone?": the suggestion
    // before a call for a volunteer is work for whoever answers.
    if Self.isVolunteerCall(sentence.text), current.asks.isEmpty, let statement = lastStatement,
      statement.speaker == speaker, let thing = Self.suggestedWork(statement.text)
    {
      lastStatement = nil
      let item = DocumentItem(
        text: thing, line: statement.line, speaker: speaker, timestamp: statement.timestamp,
        confidence: Finding.Kind.need.confidence)
      current.asks.append(Pending(item: item, finding: Finding(kind: .need, text: thing, start: 0)))
      turn = current
      return
    }
    if ActionFinder.isOwnershipQuestion(sentence.text) {
      // "Sure. Who's going to own that?": the request stays open for whoever answers next,
      // and the asker's "Sure" took nothing on.
      current.isAccepting = false
      if pending.isEmpty, let ask = current.asks.last { pending = [ask] }
      current.asks.removeAll()
      turn = current
      return
    }
    // "Sorry, can I jump in, it's Denise, it's got me down as speaker two": a speaker the
    // recording could not name says who they are.
    if let speaker, Self.isUnnamedSpeaker(speaker), let name = Self.selfNamed(sentence.text) {
      namedSpeakers[name.lowercased()] = speaker
    }
    let findings = state.finder.findings(in: sentence.text, speaker: speaker, isTranscript: true)
    var consumed: Set<Int> = []
    // "Let me take the release notes. I'll have a draft by Monday.": one task, due Monday;
    // "Let's make that an action item: … I'll take it, I'll have options by Wednesday."
    if heldSpeaker == speaker {
      for (index, finding) in findings.enumerated() {
        guard finding.kind == .selfCommitment || finding.kind == .referential,
          followUp(finding, speaker: speaker)
        else { break }
        consumed.insert(index)
      }
      // "Yeah, I'll take that. Probably Thursday, I've got the vendor call tomorrow.": a
      // clause that only says when dates what was just taken on.
      let proposed = Self.proposesWhen(sentence.text)
      if findings.isEmpty || proposed != nil, var taken = held,
        ActionFinder.when(in: taken.text) == nil,
        let when = Self.whenOnly(sentence.text) ?? proposed
      {
        taken.text = Self.adding(when, to: taken.text)
        held = taken
      }
    }
    flushHeld(state: &state, into: &out)
    if current.isAccepting {
      // "I can. I wrote half of those rules…": the yes is given; this sentence only adds.
      current.isAccepting = false
      consumed = resolve(
        sentence, findings: findings, responder: speaker, isAccepted: true,
        tookOn: current.acceptanceTakesOn, state: &state, into: &out)
    } else if isFirst, !pending.isEmpty,
      pending.last?.item.speaker != speaker || speaker == nil
        // The one who asked may take back what the one asked declined.
        || pending.last?.declinedBy != nil
    {
      // "Yeah, I can do that." takes the ask on and says nothing more: like a bare yes, the
      // next sentence may say how and when ("I'll email Danny over there tomorrow").
      let takesItOn =
        findings.count == 1 && findings[0].kind == .referential
        && ActionFinder.meaningfulRest(findings[0].rest) == nil && Item(sentence.text).count <= 8
      // "someone needs to post the announcement" "yes, 19th at 17:00. I'll post it Monday":
      // a yes that answers the question beside a need leaves it to the next sentence.
      let answersBeside =
        findings.isEmpty && Self.isAffirmative(sentence.text)
        && pending.last.map { $0.finding.kind == .need || $0.finding.kind == .someoneAsk }
          == true
      if (findings.isEmpty && Self.isAffirmative(sentence.text) && Item(sentence.text).count <= 5)
        || takesItOn || answersBeside
      {
        current.isAccepting = true
        current.acceptanceTakesOn = takesItOn || Self.takesOn(sentence.text)
      } else {
        consumed = resolve(
          sentence, findings: findings, responder: speaker, state: &state, into: &out)
      }
    }
    // "@Fatima can you ping the vendor? we need them by Wednesday" and "… Thursday at the
    // latest if possible": the asker says when.
    if findings.isEmpty, let last = current.asks.indices.last,
      ActionFinder.when(in: current.asks[last].item.text) == nil,
      let when = ActionFinder.dueAgain(sentence.text) ?? Self.whenOnly(sentence.text)
    {
      current.asks[last].item.text = Self.adding(when, to: current.asks[last].item.text)
      turn = current
      return
    }
    if findings.isEmpty, Self.hasWords(sentence.text, atLeast: 4) {
      let origin = sentence.origin(of: 0)
      lastStatement = (sentence.text, origin.line, origin.timestamp, speaker)
    }
    let restated = restatedDue
    restatedDue = nil
    for (index, finding) in findings.enumerated() where !consumed.contains(index) {
      // "sbhatt to ask infra about the region" read out under the last meeting's actions.
      if reviewsEarlierActions, finding.kind == .named { continue }
      let origin = sentence.origin(of: finding.start)
      var text = NotesClassifier.text(of: finding, in: sentence, isFirst: index == 0)
      if let restated, restated.index == index { text = Self.adding(restated.when, to: text) }
      var item = DocumentItem(
        text: text,
        line: origin.line, speaker: speaker, timestamp: origin.timestamp,
        impliedOwners: finding.owners, isDone: finding.isDone,
        confidence: finding.kind.confidence)
      // "I'll wash them tonight" points back, and is the speaker's own as much.
      item.isOwnUndertaking = finding.kind == .selfCommitment || finding.kind == .referential
      item.isAddressedAsk =
        finding.kind == .ask && !finding.owners.isEmpty || finding.isReportedRequest
      // "Two riders still outstanding. I'll chase both of them": what "them" is; "Tap in
      // bay 2 dripping again. Rhys, can you look at it?" asks about the tap.
      if [.selfCommitment, .named, .referential, .ask].contains(finding.kind),
        let statement = lastStatement, statement.speaker == speaker,
        origin.line - statement.line <= 1, ActionFinder.pointsBack(finding),
        ActionFinder.isReferent(statement.text)
      {
        item.context = statement.text
      }
      switch finding.kind {
      case .ask, .someoneAsk, .need:
        // "I can't, sorry. Fatima, would you mind?": the one who said no hands the ask on.
        if finding.kind == .ask, finding.addressee != nil, Self.asksNothingNew(finding.text),
          let declined = pending.lastIndex(where: { $0.declinedBy == speaker && speaker != nil })
        {
          pending[declined].finding.addressee = finding.addressee
          pending[declined].finding.owners = finding.owners
          pending[declined].declinedBy = nil
          current.asks.append(pending.remove(at: declined))
          continue
        }
        // "would you mind?" with nothing declined before it asks nothing.
        if finding.kind == .ask, finding.text.lowercased().hasPrefix("mind"),
          Self.asksNothingNew(finding.text)
        {
          continue
        }
        current.asks.append(Pending(item: item, finding: finding))
        continue
      case .referential:
        if let ask = current.asks.popLast() {
          // "Can someone look at the logs? I'll do it": the asker takes it.
          item = ask.item
          item.impliedOwners = finding.owners
          item.text = Self.adding(finding.rest, to: item.text)
        } else if finding.pointsBack, let statement = lastStatement,
          origin.line - statement.line <= 8
        {
          // "…the docs build is broken again. Let's make that an action item."
          item.text = Self.adding(finding.rest, to: statement.text)
          item.line = statement.line
          item.timestamp = statement.timestamp
          item.speaker = statement.speaker
          lastStatement = nil
          // Said to be an action item: as sure as one written down.
          item.confidence = Finding.Kind.marker.confidence
          if finding.owners.isEmpty {
            // Nobody named: whoever takes it on next owns it, as with "we need to …".
            var need = finding
            need.kind = .need
            current.asks.append(Pending(item: item, finding: need))
            continue
          }
        } else if ActionFinder.meaningfulRest(finding.rest) == nil || finding.text.isEmpty {
          // "I can set that up" with nothing asked: an acceptance, not a task of its own.
          continue
        }
      default:
        break
      }
      // The chair's "#action pkaur to …" right after pkaur's "I can fix that": one task,
      // the explicit one.
      if finding.kind == .marker, let offer = lastOffer, offer.index == out.count - 1,
        item.line - offer.line <= 3,
        finding.owners.contains(where: { $0.lowercased() == offer.owner.lowercased() })
          || item.text.lowercased().hasPrefix(offer.owner.lowercased() + " ")
      {
        // "yes, I'll do it tomorrow morning" then "#action sbhatt to announce …": the day the
        // taker said stays with the task.
        let offered = out.removeLast()
        if ActionFinder.when(in: item.text) == nil, let when = ActionFinder.when(in: offered.text) {
          item.text = Self.adding(when, to: item.text)
        }
      }
      // "…I can do the drawing, I'll get it over to you by the weekend": the second only
      // dates the first.
      if finding.kind == .selfCommitment || finding.kind == .referential, held != nil,
        heldSpeaker == speaker, current.asks.isEmpty, followUp(finding, speaker: speaker)
      {
        continue
      }
      // Held until the next words: they may say when it is due.
      flushHeld(state: &state, into: &out)
      held = item
      heldSpeaker = speaker
      heldIsOffer = finding.kind == .selfCommitment
    }
    turn = current
  }

  /// Whether `finding` only delivers the held item or takes it on ("I'll take it", "I'll do
  /// it next week", "I'll have a draft by Monday"): its date, if it says one, joins it, and
  /// the speaker owns it when nobody did.
  private mutating func followUp(_ finding: Finding, speaker: String?) -> Bool {
    guard var commitment = held, let speaker else { return false }
    let text =
      finding.kind == .referential && finding.text.isEmpty
      ? "do it " + finding.rest : finding.text
    // "I can print the waivers. I'll drop them at the library on Thursday.": what was just
    // taken on, pointed back to by its pronoun.
    let pointsBack =
      finding.kind == .referential || ActionFinder.hasOnlyPronounObject(finding.text)
    guard let followUp = ActionFinder.followUp(text, pointsBack: pointsBack) else { return false }
    if let when = followUp.when { commitment.text = Self.adding(when, to: commitment.text) }
    if commitment.impliedOwners.isEmpty { commitment.impliedOwners = [speaker] }
    held = commitment
    return true
  }

  /// Gives out the speaker's commitment held back for a date in the next sentence; it
  /// becomes the last offer an explicit action for the same person replaces.
  mutating func flushHeld(state: inout DocumentState, into out: inout [DocumentItem]) {
    guard let item = held else { return }
    held = nil
    let count = out.count
    state.emit(item, isRecap: isInRecap, into: &out)
    lastOffer = nil
    // The offer's owner: the speaker, or whoever took on the ask it answers.
    if heldIsOffer, out.count > count, let owner = item.impliedOwners.first ?? item.speaker {
      lastOffer = (out.count - 1, owner, item.line)
    }
    heldIsOffer = false
  }

  /// Settles the waiting requests with the first sentence of the next speaker's turn; returns
  /// the findings of that sentence the settling used up.
  ///
  /// A nil sentence means a bare "Sure." already accepted it.
  private mutating func resolve(
    _ sentence: Sentence?, findings: [Finding], responder: String?, isAccepted: Bool = false,
    tookOn: Bool = false, state: inout DocumentState, into out: inout [DocumentItem]
  ) -> Set<Int> {
    guard var target = pending.popLast() else { return [] }
    for ask in pending { emitUnanswered(ask, responder: responder, state: &state, into: &out) }
    pending.removeAll()
    let referential = findings.firstIndex { $0.kind == .referential }
    // "Can you send the deck?" "I'll send the deck tonight" says it all; "I'll ask her" only
    // takes the request on.
    let sameVerb = findings.firstIndex { finding in
      finding.kind == .selfCommitment && finding.verb != nil && finding.verb == target.finding.verb
        && !Self.namesNoThing(finding.text)
    }
    // "Can you double check the renewal?" "yep, will check tomorrow morning": the request's
    // verb again, with no thing of its own.
    let echo = findings.firstIndex { finding in
      guard finding.kind == .selfCommitment, let verb = finding.verb else { return false }
      let isSameVerb =
        verb == target.finding.verb
        || Item(target.item.text).tokens.prefix(3).contains { $0.lower == verb }
      return isSameVerb && Self.namesNoThing(finding.text)
    }
    // "ugh fine, I'll chase the agency invoices myself": a commitment that says the request
    // again takes it on, whatever opens the reply.
    let restates = findings.contains {
      $0.kind == .selfCommitment && Self.sharesContentWord($0.text, target.item.text)
    }
    let takesOn =
      tookOn || referential != nil || sameVerb != nil || echo != nil || restates
      || findings.contains { $0.kind == .selfCommitment && $0.start == 0 }
    let accepts =
      isAccepted || takesOn || sentence.map { Self.isAffirmative($0.text) } ?? true
    // "Can we put the load test on the list?" "Yeah, that's on the list." and "We need to fix
    // the docs." "Yeah, agreed.": agreeing that it should be done is not taking it on.
    if accepts, !takesOn, target.finding.kind == .need || target.finding.isListRequest,
      !(sentence.map { Self.takesOn($0.text) } ?? false)
    {
      emitUnanswered(target, responder: responder, state: &state, into: &out)
      return []
    }
    var addresseeMatches = true
    // Once the one asked said no, anyone may take it.
    if target.declinedBy == nil, let addressee = target.finding.addressee, let responder {
      addresseeMatches =
        state.finder.names.resolve(addressee, preferring: [responder]) == responder
        || responder.lowercased().hasPrefix(addressee.lowercased())
        || namedSpeakers[addressee.lowercased()] == responder
    }
    // "I really can't this week, sorry": the one asked says no; the ask waits for someone
    // else and is not theirs. So does a call for a volunteer one of them turns down ("Could
    // someone run triage in December?" "I can't, I'm travelling").
    if !accepts, target.finding.addressee != nil || target.finding.kind == .someoneAsk,
      target.declinedBy == nil, addresseeMatches,
      let sentence, Self.isRefusal(sentence.text)
    {
      target.declinedBy = responder
      pending = [target]
      return []
    }
    guard accepts, addresseeMatches else {
      if format == .irc, target.age < 3, responder != target.item.speaker {
        target.age += 1
        pending = [target]
        return []
      }
      emitUnanswered(target, responder: responder, state: &state, into: &out)
      return []
    }
    if sameVerb != nil {
      // "Can you send the deck?" "I'll send the deck tonight": the reply says it all.
      return []
    }
    var consumed: Set<Int> = []
    if let echo { consumed.insert(echo) }
    let commitments = findings.indices.filter {
      findings[$0].kind == .selfCommitment && !consumed.contains($0)
    }
    // When a delivery in the reply says the request is due: "Sure, I'll have a draft by the
    // 13th".
    var when: String?
    // "yep. I'll reply on both tickets now": after a bare yes, the next sentence says how.
    let elaborates = isAccepted && sentence.map { !Self.addsAnother($0.text) } ?? false
    let restating = commitments.first {
      Self.sharesContentWord(findings[$0].text, target.item.text)
    }
    if let sentence, Self.opensWithAgreement(sentence.text) || (elaborates && restating == nil) {
      // "Yes, I'll ask two, just in case": the rest of a yes only elaborates it.
      consumed.formUnion(commitments)
      when = commitments.lazy.compactMap { ActionFinder.followUp(findings[$0].text)?.when }.first
      // "Yeah, I'll ring round them before Tuesday's session": the yes's own words say when.
      if when == nil, !elaborates,
        commitments.contains(where: { ActionFinder.pointsBackByPronoun(findings[$0].text) })
      {
        when = commitments.lazy.compactMap { ActionFinder.when(in: findings[$0].text) }.first
      }
      if when == nil, elaborates {
        // "I can do that. I'll email Danny there tomorrow." and "I'll take that. Probably
        // Thursday.": how, and when.
        when =
          commitments.lazy.compactMap { ActionFinder.when(in: findings[$0].text) }.first
          ?? (findings.isEmpty ? Self.whenOnly(sentence.text) : nil)
          ?? Self.proposesWhen(sentence.text)
      }
    } else if let restating {
      // "Of course. I'll email the whitepaper tomorrow": the reply restates the request, and
      // keeps the request's "before the 12th" when it says no day of its own.
      if let when = ActionFinder.when(in: target.item.text) { restatedDue = (restating, when) }
      return []
    } else if let first = commitments.first, findings[first].start == 0, referential == nil {
      // "I'll add Bo to the invite" after "we should renew the vendor": a commitment of its
      // own, not a yes to the need.
      emitUnanswered(target, responder: responder, state: &state, into: &out)
      return []
    }
    var item = target.item
    // "Denise, could you ask the drivers?" taken on by "Speaker 2", who said she is Denise:
    // the name the ask used.
    let isNamedSpeaker =
      target.finding.addressee.map { namedSpeakers[$0.lowercased()] == responder } ?? false
    item.impliedOwners =
      isNamedSpeaker ? item.impliedOwners : responder.map { [$0] } ?? item.impliedOwners
    // "Omar, Ayo: can you two …?" taken on by Omar: both were asked, both own it.
    if target.finding.owners.count > 1, let responder {
      let asked = target.finding.owners.map {
        state.finder.names.resolve($0, preferring: [responder])
      }
      if asked.contains(responder) { item.impliedOwners = asked }
    }
    // Asked and taken on: as sure as a commitment in the taker's own words.
    item.confidence = max(item.confidence, Finding.Kind.named.confidence)
    if let referential {
      item.text = Self.adding(findings[referential].rest, to: item.text)
      consumed.insert(referential)
    }
    // "yep, will check tomorrow morning": the echo says when.
    if when == nil, let echo { when = ActionFinder.when(in: findings[echo].text) }
    if let when { item.text = Self.adding(when, to: item.text) }
    // Held for the taker: "Yeah, I'll swing by tomorrow" may still say when. Taken on, it
    // is the taker's offer, which a chair's "#action" for them writes down again.
    flushHeld(state: &state, into: &out)
    held = item
    heldSpeaker = responder
    heldIsOffer = true
    return consumed
  }

  /// Gives out a request nobody took on: asked of a named person, it is theirs (their name
  /// as the transcript writes it); asked of nobody in particular, it is dropped unless it
  /// is a need or a call for a volunteer, or the text is a message to its reader.
  mutating func emitUnanswered(
    _ ask: Pending, responder: String?, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    var item = ask.item
    switch ask.finding.kind {
    case .ask:
      // "please everyone put your name down …" in a group chat: everyone's, so no one's.
      guard ask.finding.addressee != nil || state.isMessage || isChatLog else { return }
      // Declined and taken by nobody: no one's task, said nowhere else.
      guard ask.declinedBy == nil else { return }
      item.impliedOwners = ask.finding.owners.map { name in
        state.finder.names.resolve(name, preferring: [previousSpeaker, responder])
      }
    default:
      break
    }
    state.emit(item, isRecap: isInRecap, into: &out)
  }

  /// Whether a sentence only calls for a volunteer: "anyone?", "any takers?", "volunteers?".
  static func isVolunteerCall(_ text: String) -> Bool {
    let item = Item(text)
    guard (2...3).contains(item.count), item.isMark(item.count - 1, "?") else { return false }
    let words = (0..<item.count - 1).compactMap { item.word($0) }
    guard words.count == item.count - 1 else { return false }
    return words == ["anyone"] || words == ["anybody"] || words == ["volunteers"]
      || words == ["any", "takers"] || words == ["any", "volunteers"]
  }

  /// The work a suggestion names, from its verb to its first comma: "we should also update
  /// the runbook, the screenshots are old" gives "Update the runbook"; nil for a sentence
  /// that suggests nothing.
  static func suggestedWork(_ text: String) -> String? {
    let item = Item(text)
    var index: Int
    if item.isWord(0, in: ["we", "someone", "somebody"]), item.isWord(1, "should") {
      index = 2
    } else if item.isWord(0, in: ["we", "someone", "somebody"]),
      item.isWord(1, in: ["need", "needs", "ought"]), item.isWord(2, "to")
    {
      index = 3
    } else {
      return nil
    }
    while item.isWord(index, in: ["also", "probably", "really", "still"]) { index += 1 }
    guard let verb = item.word(index), verb != "be", verb != "have" || item.word(index + 1) != nil
    else { return nil }
    var end = index + 1
    while end < item.count, !item.isMark(end, ","), !item.isMark(end, "."),
      !item.isMark(end, ";"), !item.isMark(end, "?")
    {
      end += 1
    }
    guard end - index >= 2 else { return nil }
    let words = item.text(from: item.tokens[index].start, to: item.tokens[end - 1].end)
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  /// Whether `text` holds at least `count` words (count − 1 spaces suffice).
  static func hasWords(_ text: String, atLeast count: Int) -> Bool {
    var spaces = 0
    for byte in text.utf8 where byte == 32 {
      spaces += 1
      if spaces >= count - 1 { return true }
    }
    return false
  }

  /// A request's text with the words a reply added after "it" ("I'll do it by Friday"),
  /// unless the request already said when.
  static func adding(_ rest: String, to text: String) -> String {
    guard !rest.isEmpty else { return text }
    // Whether the text already says when, as the task parser reads it: "the notes for 0.9"
    // and "try next" do not.
    return ActionFinder.when(in: text) != nil ? text : text + " " + rest
  }

  /// The words for when in a sentence whose first clause says only that, maybe hedged:
  /// "Probably Thursday, …", "Hopefully by Monday.", "Friday at the latest"; nil otherwise.
  static func whenOnly(_ text: String) -> String? {
    let clause = String(text.prefix { $0 != "," && $0 != "." && $0 != ";" && $0 != "!" })
    guard let when = ActionFinder.when(in: clause) else { return nil }
    let said = Set(Item(when).tokens.map(\.lower))
    let hedges: Set<String> = [
      "probably", "maybe", "hopefully", "likely", "ideally", "say", "by", "around", "on",
      "at", "the", "latest", "or", "so", "um", "uh", "yeah", "ok", "okay", "if", "possible",
      "please", "pls",
    ]
    let words = Item(clause).tokens.filter { $0.kind != .punctuation }.map(\.lower)
    return words.allSatisfy({ said.contains($0) || hedges.contains($0) }) ? when : nil
  }

  /// When a question after taking work on offers to have it done: "Can I get it to you next
  /// Tuesday?", "Could I send it over on Monday?", "Is Friday OK?"; nil for other sentences.
  static func proposesWhen(_ text: String) -> String? {
    guard text.hasSuffix("?") else { return nil }
    let lower = text.lowercased()
    let openings = [
      "can i get it to you ", "could i get it to you ", "can i send it ", "could i send it ",
      "can i do it ", "could i do it ", "can i have it ", "could i have it ", "is ", "would ",
    ]
    guard let opening = openings.first(where: { lower.hasPrefix($0) }) else { return nil }
    let rest = String(text.dropFirst(opening.count).dropLast())
    if opening == "is " || opening == "would " {
      // "Is Friday OK?", "Would next Tuesday work?": a day, then a word of asking.
      let words = rest.lowercased().split(separator: " ")
      guard let last = words.last, ["ok", "okay", "fine", "work", "alright", "good"].contains(last)
      else { return nil }
      return whenOnly(words.dropLast().joined(separator: " "))
    }
    // "Can I send it over to you on Monday?": where it goes says nothing of when.
    var words = rest.split(separator: " ")
    while let first = words.first?.lowercased(), ["over", "to", "you", "across"].contains(first) {
      words.removeFirst()
    }
    return whenOnly(words.joined(separator: " "))
  }

  /// Whether a task's words after its verb name nothing of their own: a pronoun ("send it
  /// over"), when ("check tomorrow morning"), or nothing at all.
  static func namesNoThing(_ text: String) -> Bool {
    if ActionFinder.hasOnlyPronounObject(text) { return true }
    let item = Item(text)
    let after = ActionFinder.afterVerb(item)
    guard after < item.count else { return true }
    return whenOnly(item.text(from: item.tokens[after].start, to: item.tokens[item.count - 1].end))
      != nil
  }

  /// Whether an ask names no task of its own: "would you mind?", "could you take it?", "can
  /// you do that instead?".
  static func asksNothingNew(_ text: String) -> Bool {
    let words = Item(text)
    guard words.count <= 4, let verb = words.word(0) else { return words.count == 0 }
    if verb == "mind" { return true }
    return ["take", "do", "cover", "handle", "grab", "pick"].contains(verb)
      && (words.word(1).map(ActionWords.pronounObjects.contains) ?? true)
  }

  /// Whether a reply says no to what was asked: "I really can't this week", "Sorry, I won't
  /// be able to", "No, not me".
  static func isRefusal(_ text: String) -> Bool {
    let lower = text.lowercased().replacingOccurrences(of: "’", with: "'")
    let words = lower.split(whereSeparator: { !$0.isLetter && $0 != "'" })
    guard let first = words.first else { return false }
    if first == "no" || first == "nope" { return true }
    // "Not this week, sorry", "not me", "not until March".
    if first == "not", words.count > 1,
      ["this", "today", "now", "me", "until", "till", "before", "right"].contains(words[1])
    {
      return true
    }
    // "Sorry, I'm away until the 30th, can't do anything in person": an apology, then the no.
    if ["sorry", "unfortunately", "afraid"].contains(first),
      words.contains(where: { ["can't", "cannot", "won't", "unable"].contains($0) })
    {
      return true
    }
    // "I'm travelling that whole week, sorry", "Sorry, I'm on leave then": away, and sorry.
    let apologises = words.contains(where: { ["sorry", "unfortunately", "afraid"].contains($0) })
    if apologises, words.contains(where: ActionWords.awayWords.contains) { return true }
    // "I'd love to but I really can't".
    if let but = words.firstIndex(of: "but"), but >= 2, words[but - 1] == "to",
      ["love", "like"].contains(words[but - 2])
    {
      return true
    }
    return words.prefix(6).contains(where: {
      ["can't", "cannot", "won't", "slammed", "swamped"].contains($0)
    })
      || lower.contains("not able to") || lower.contains("unable to")
      || lower.contains("don't have time") || lower.contains("no time")
      || lower.contains("too busy") || lower.contains("no bandwidth")
      // "I'd love to, but I'm away that weekend."
      || lower.contains("love to, but") || lower.contains("like to, but")
      || lower.contains("wish i could") || lower.contains("rather not")
  }

  /// Whether a reply opens with a word of agreement ("Yes", "Sure", "OK"), not with its own
  /// commitment.
  static func opensWithAgreement(_ text: String) -> Bool {
    guard let first = Item(text).word(0), first != "i'll", first != "i", first != "i'm" else {
      return false
    }
    return isAffirmative(text)
  }

  /// Whether a sentence says it adds a task of its own: "I'll also …", "… as well", "… too".
  static func addsAnother(_ text: String) -> Bool {
    let item = Item(text)
    return (0..<item.count).contains { index in
      item.isWord(index, "also") || item.isWord(index, "too")
        || (item.isWord(index, "as") && item.isWord(index + 1, "well"))
    }
  }

  /// Whether two texts share a content word (five letters or more): "the whitepaper".
  static func sharesContentWord(_ first: String, _ second: String) -> Bool {
    func words(_ text: String) -> Set<String> {
      Set(
        Item(text).tokens.filter { $0.kind == .word && $0.lower.utf8.count >= 5 }.map(\.lower))
    }
    return !words(first).isDisjoint(with: words(second))
  }

  /// Whether a reply takes the work on rather than only agreeing: "I can", "I'll take it",
  /// "on it", "leave it with me".
  static func takesOn(_ text: String) -> Bool {
    let item = Item(text)
    var index = 0
    while let word = item.word(index),
      ["oh", "ah", "well", "yeah", "yes", "sure", "ok", "okay"]
        .contains(word)
    {
      index += 1
    }
    guard let first = item.word(index) else { return false }
    let second = item.word(index + 1)
    switch first {
    case "i", "i'll", "i'm", "i've": return true
    // "Me.", "mine!", "me, I'll do it"; not "mine died in 2024", which says something else.
    case "me", "mine": return second == nil || item.tokens[index + 1].kind == .punctuation
    case "that's", "that'd", "that'll": return namesSpeaker(item, from: index + 1)
    case "on": return second == "it"
    case "leave": return second == "it"
    case "will", "can": return second == "do"
    default: return false
    }
  }

  /// Whether a reply opens by agreeing: "Sure", "Yes, …", "Will do", "I can", "No problem".
  static func isAffirmative(_ text: String) -> Bool {
    var item = Item(text)
    // "Oh, sure", "Well, I can": an interjection first.
    if let first = item.word(0), ["oh", "ah", "well", "so"].contains(first), item.count > 2 {
      let offset = item.tokens[item.isMark(1, ",") ? 2 : 1].start
      item = Item(String(decoding: Array(text.utf8)[offset...], as: UTF8.self))
    }
    guard let first = item.word(0) else { return false }
    let second = item.word(1)
    switch first {
    case "sure", "yes", "yeah", "yep", "yup", "ok", "okay", "absolutely", "definitely",
      "certainly", "roger", "yea", "k", "gladly":
      return !(second == "but" || item.isWord(2, "but"))
    case "will", "can": return second == "do"
    case "of": return second == "course"
    case "no": return second == "problem" || second == "worries"
    case "happy": return second == "to"
    case "on": return second == "it"
    case "i": return second == "can" || second == "will"
    // "I'll take it", "I'm on it"; not "I'll cc Carla", which takes nothing on.
    case "i'll": return second.map(ActionWords.takingVerbs.contains) == true || second == "look"
    case "i'm": return second == "on" || second == "happy"
    case "sounds": return second == "good"
    // "that's me, I hold the key", "that one's mine": the speaker owns it already.
    case "that's", "that'd", "that'll": return Self.namesSpeaker(item, from: 1)
    case "that": return item.isWord(1, "one's") && Self.namesSpeaker(item, from: 2)
    default: return false
    }
  }

  /// Whether the words at `index` say "me" or "mine", maybe after "be" ("that'd be me").
  private static func namesSpeaker(_ item: Item, from index: Int) -> Bool {
    let at = item.isWord(index, "be") ? index + 1 : index
    return item.isWord(at, "me") || item.isWord(at, "mine")
      || item.isWord(at, "on")
        && item.isWord(at + 1, "me")
  }
}
