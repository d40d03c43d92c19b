import IntakeCore
import IntakeParsing

/// A task found in one sentence of prose or speech.
struct Finding: Sendable, Equatable {
  /// How the sentence made it a task; decides what a reply can do to it.
  enum Kind: Sendable, Equatable {
    /// An explicit marker: "ACTION: …", "TODO …", "#action …".
    case marker
    /// The speaker's own "I'll …", "I will …", "let me …".
    case selfCommitment
    /// "<Name> will …", "<Name> to …", "<Name> agreed to …".
    case named
    /// "Bo, can you …?" (with `addressee`) or "can you …?" (without).
    case ask
    /// "Can someone …?", "Who can …?".
    case someoneAsk
    /// "We need to …", "Someone needs to …".
    case need
    /// "I can take that", "I'll do it": a commitment whose object was said before.
    case referential

    /// How sure a task of this kind is, before a reply or a date adds to it: an explicit
    /// marker is a task; an owner named with "will"/"to" nearly always is; a speaker's own
    /// "I'll …" usually is; a need or a call for a volunteer may be talk.
    var confidence: Double {
      switch self {
      case .marker: return 0.95
      case .named: return 0.8
      case .selfCommitment, .referential: return 0.7
      case .ask: return 0.6
      case .need: return 0.5
      case .someoneAsk: return 0.4
      }
    }
  }

  var kind: Kind
  /// The task text: marker, subject and "can you" stripped, owner names kept when they are
  /// what the task parser reads ("Ana to …").
  var text: String
  var owners: [String] = []
  /// For asks: the person asked, as written.
  var addressee: String?
  /// The first verb, lower case: a reply "I'll send the deck" to "can you send the deck?"
  /// takes the request on.
  var verb: String?
  /// UTF-8 offset in the sentence where the finding's words begin.
  var start: Int
  /// For referential findings: the words after the pointing pronoun ("by Friday").
  var rest: String = ""
  /// For markers: a status said beside it ("[DONE] ACTION: …").
  var isDone = false
  /// For referential findings: the words name no request but mark what was said just before
  /// as a task ("let's make that an action item", "I'll take that as an action item").
  var pointsBack = false
  /// "Can we put the login bug on the list?": the task is the thing put on the list, and the
  /// list words ("on the list") are not part of its title.
  var isListRequest = false
  /// For asks left to anyone: the ask is to whichever of the people it names ("@beno @joon
  /// could one of you …?"), whose bare "I'll do it" takes it.
  var asksOneOfThose = false
  /// "asked the City Manager to have Public Works look into it": a request reported with
  /// the one asked, who owns it whoever they get to do it.
  var isReportedRequest = false
}

/// Finds action items in a sentence: explicit markers, commitments, requests and needs.
///
/// Recognises "I'll …", "I will …", "I can take that", "let me …", "we need to …",
/// "<Name> will/to/should …", "<Name> agreed/volunteered to …", "Bo, can you …?",
/// "can you …, Bo?", "can someone …?", "action item for Bo: …" at the start of any clause
/// (after a comma, semicolon, colon or dash), past fillers ("OK so", "sure,", "I think").
/// Leaves alone decisions ("Decided: …", "We agreed …"), questions that ask nothing ("can you
/// hear me?", "do we need to …?"), meeting talk ("let me share my screen", "I'll be out"),
/// and past tense. Cases: corpora/notes and corpora/transcripts; unit tests in
/// ActionFinderTests.
struct ActionFinder: Sendable {
  var names = NameBook()
  /// Whether `findings` first rules out, with `mayHoldTask`, sentences no rule can read.
  ///
  /// Always on in use; tests turn it off to show that the prefilter only skips sentences the
  /// rules would find nothing in.
  var isPrefiltered = true
  /// Whether the text is a message to its reader (a voicemail): "please …", "remember to …",
  /// "don't forget to …", "make sure you …" and "you need to …" ask the reader, as "can you
  /// …" does anywhere.
  var isMessage = false
  /// The one person a message is to, while it is read (an e-mail's one recipient, a chat
  /// message that opens with "@Name"): "Could you send me the form?" with no name asks them.
  var reader: String?

  /// The tasks in `sentence`.
  ///
  /// - Parameters:
  ///   - sentence: One sentence (or a list entry), Markdown already reduced.
  ///   - speaker: Who said it, when known: the owner of its "I'll".
  ///   - isTranscript: Whether "Name:" at the start addresses someone (a chat or call) rather
  ///     than labels the speaker (notes: "Ana: I'll send it").
  ///   - referent: The person the sentence before opened with ("Vikram presented the
  ///     accounts."), whom a "He will …" here means.
  ///   - laterReferent: The same person, for a "she'll" later in a sentence that opens with
  ///     no one ("Kasia showed the dialog. The preview flickers; she'll post screenshots").
  /// - Returns: The findings in order; their texts do not overlap.
  func findings(
    in sentence: String, speaker: String?, isTranscript: Bool, referent: String? = nil,
    laterReferent: String? = nil
  ) -> [Finding] {
    if isPrefiltered, !isMessage, !mayHoldTask(sentence) { return [] }
    // "Regulatory to confirm the review date. Completed 13-Jan-2027, no further action.": an
    // action reported closed, not work.
    if let status = TaskStatus.strip(sentence).status, status == .done || status == .dropped {
      return []
    }
    let item = Item(sentence.utf8.last == 41 ? TaskStatus.withoutRecording(sentence) : sentence)
    guard item.count > 0 else { return [] }
    var speaker = speaker
    var cursor = 0
    // The person a label opening the sentence is about ("Priyanka: …; she will …").
    var labelled: String?
    if !isTranscript, let (label, after) = speakerLabel(item, at: 0), !isAsk(item, at: after) {
      speaker = label
      labelled = label
      cursor = after
    }
    // "@Lena: prepare the mid-year budget review": a mention, a colon, and what to do.
    if let labelled, item.isMark(0, "@"), let verb = item.word(cursor),
      !item.tokens[cursor].isCapitalized, isVerbLike(item, cursor),
      !(VerbForms.isPast(verb) || verb.hasSuffix("ing")
        || ActionWords.affirmatives.contains(verb) || ActionWords.replyWords.contains(verb))
    {
      var finding = Finding(
        kind: .named, text: "", owners: [labelled], verb: verb, start: item.tokens[cursor].start)
      finding.text = Self.trimmingEnd(
        item.text(from: item.tokens[cursor].start, to: item.tokens[item.count - 1].end))
      return [finding]
    }
    // "If you get a chance, update the sheet": in a message, politeness, not a condition.
    if isMessage, let after = politeCondition(item, at: cursor) { cursor = after }
    // "We agreed in chat that Olusegun will open the rule": what was agreed is a task when a
    // person is named to do it.
    if let after = agreedThat(item, from: cursor) { cursor = after }
    // "Agreed: Environment Section to put up the signs": a decision that gives work by name.
    if item.isWord(cursor, in: Self.decisionLabels), item.isMark(cursor + 1, ":"),
      let verb = named(item, at: cursor + 2)?.verb,
      let at = (cursor + 3..<min(item.count, cursor + 12)).first(where: { item.isWord($0, verb) }),
      item.isWord(at - 1, "to")
    {
      cursor += 2
    }
    if isNonTask(item, at: cursor) || isConditional(item, at: cursor) { return [] }
    if let (marker, textStart) = inlineMarker(item, at: cursor, speaker: speaker),
      marker.kind == .marker
    {
      // An explicit marker owns the rest of the sentence, commas and all; a semicolon before
      // another owner starts another action ("Action items: Dana to …; Ikaika to …").
      guard textStart < item.count else { return [] }
      var starts = [textStart]
      for index in textStart..<item.count where item.isMark(index, ";") {
        if index + 1 < item.count, named(item, at: index + 1) != nil { starts.append(index + 1) }
      }
      let leading = self.marker(item, at: cursor, speaker: speaker)?.status
      var found: [Finding] = []
      for (position, start) in starts.enumerated() {
        let end = position + 1 < starts.count ? starts[position + 1] - 1 : item.count
        guard start < end else { continue }
        let written = item.text(from: item.tokens[start].start, to: item.tokens[end - 1].end)
        var (text, status) = TaskStatus.strip(written)
        if status == nil { status = leading }
        text = Self.trimmingEnd(text)
        // "ACTION: … — done": a report that it is finished, not a task.
        guard !text.isEmpty, status != .dropped, status != .done else { continue }
        var one = marker
        one.text = text
        one.verb = item.word(start)
        found.append(one)
      }
      return found
    }
    // "Look into whether it is the same timeout (rnwachukwu)": an instruction, and the people
    // the document knows it is for, in brackets at its end.
    if let finding = bracketedOwnerInstruction(item, at: cursor) { return [finding] }
    let isQuestion = item.isMark(item.count - 1, "?")
    var matches: [(clause: Int, finding: Finding, textStart: Int, time: [Range<Int>], own: Int)] =
      []
    var index = cursor
    // "staff was directed to …": read only in the sentences that say it.
    let hasPassiveAsk = (cursor + 1..<item.count).contains { index in
      item.isWord(index, in: Self.passiveDelegateVerbs) && item.isWord(index + 1, "to")
    }
    // "Ruth knows a guy at the merchants, she'll ask him about pallets": the person the
    // sentence opens with is the "she" of a later clause.
    var opener: String?
    if labelled == nil,
      (cursor + 1..<item.count).contains(where: {
        item.isWord($0, "she'll") || item.isWord($0, "he'll")
          || (item.isWord($0, "she") || item.isWord($0, "he")) && item.isWord($0 + 1, "will")
      })
    {
      opener = subject(of: item, from: cursor) ?? laterReferent
    }
    // Speech without punctuation may ask in the middle of a clause; only a sentence with a
    // "can you" anywhere is looked at for it.
    let mayRunOn =
      isTranscript
      && (1..<max(1, item.count)).contains {
        item.isWord($0, in: Self.askModals) && item.isWord($0 + 1, "you")
      }
    while index < item.count {
      // "I'll" commits wherever it stands ("and on our side I'll get you the names").
      if index == cursor || isClauseStart(item, index) || isSelfSubject(item, index)
        || (mayRunOn && startsRunOnAsk(item, index))
      {
        if let match = match(
          item, at: index, isFirst: index == cursor, speaker: speaker,
          labelled: labelled ?? (index == cursor ? referent : (matches.isEmpty ? opener : nil)),
          allowsFirst: labelled == nil && referent != nil, hasPassiveAsk: hasPassiveAsk),
          !(isQuestion && (match.finding.kind == .named || match.finding.kind == .need)
            && !Self.asksEveryone(item, at: index)
            // "Could we ask the clerk to get the figures?": a proposal, not a question.
            && !(match.finding.isReportedRequest
              && item.isWord(index, in: ["could", "can", "shall"])))
        {
          matches.append((index, match.finding, match.textStart, match.time, match.own))
          index = max(index + 1, match.textStart)
          continue
        }
      }
      index += 1
    }
    // "Yuki did not know offhand and will send her the terms": the subject's second verb.
    if matches.isEmpty, !isQuestion, let (owners, verb) = coordinatedWill(item, at: cursor) {
      let finding = Finding(
        kind: .named, text: "", owners: owners, verb: item.word(verb),
        start: item.tokens[cursor].start)
      matches.append((cursor, finding, verb, [], item.count))
    }
    // "Chair Delgado noted that enforcement is outside its purview and asked staff to forward
    // the comments": the subject's second verb hands the task on.
    if matches.isEmpty, !isQuestion, let (ask, owners, verb) = coordinatedAsk(item, from: cursor) {
      let finding = Finding(
        kind: .named, text: "", owners: owners, verb: item.word(verb),
        start: item.tokens[ask].start)
      matches.append((ask, finding, verb, [], item.count))
    }
    var results: [Finding] = []
    for (position, match) in matches.enumerated() {
      var end = position + 1 < matches.count ? matches[position + 1].clause : item.count
      while end > match.textStart, item.tokens[end - 1].kind == .punctuation,
        !item.isMark(end - 1, ")"), !item.isMark(end - 1, "\"")
      {
        end -= 1
      }
      var finding = match.finding
      if finding.kind == .ask || finding.kind == .someoneAsk,
        let (name, nameStart) = trailingVocative(item, before: end, after: match.textStart)
      {
        if finding.kind == .ask, finding.addressee == nil { finding.addressee = name }
        end = nameStart
        while end > match.textStart, item.tokens[end - 1].kind == .punctuation { end -= 1 }
      }
      if finding.kind == .ask, finding.addressee == nil {
        if let reader {
          finding.addressee = reader
          finding.owners = [reader]
        } else if !isTranscript, !item.isWord(match.textStart - 1, in: Self.pleaseWords) {
          // A question in prose ("can you believe …"); "Pls chase pharmacy" asks whoever
          // reads it.
          continue
        }
      }
      // "update the volunteer page, it still shows last year's schedule": a clause with its
      // own subject after a comma is not part of the task.
      // In notes, a clause that says what was done before: "…, I did it for 4.1 too".
      if let cut = (match.textStart..<end).first(where: { index in
        guard item.isMark(index, ","), let subject = item.word(index + 1) else { return false }
        if isTranscript {
          return [
            "it", "it's", "i", "i'm", "i've", "i'd", "we're", "which", "that's", "there's",
            "they", "he", "she",
          ].contains(subject)
        }
        return ["i", "we", "it"].contains(subject)
          && (item.word(index + 2).map { VerbForms.isPast($0) } ?? false)
      }) {
        end = cut
      }
      if finding.kind != .referential {
        guard end > match.textStart else { continue }
        finding.text = item.text(
          from: item.tokens[match.textStart].start, to: item.tokens[end - 1].end)
      } else {
        // "I'll grab it, I've got the box open anyway": what follows a comma is a clause of
        // its own, not more of the request.
        var restEnd = match.textStart
        while restEnd < end,
          !((item.isMark(restEnd, ",")
            // "I'll do that this week, probably Wednesday": the day, hedged, goes on.
            && !item.isWord(restEnd + 1, in: DateWords.dayHedges))
            || item.isMark(restEnd, ";") || item.isMark(restEnd, "—")),
          !(restEnd > match.textStart
            && ["i'm", "i've", "i", "it's", "that's", "we", "we're", "i'll"].contains(
              item.word(restEnd) ?? ""))
        {
          restEnd += 1
        }
        if restEnd > match.textStart {
          finding.rest = item.text(
            from: item.tokens[match.textStart].start, to: item.tokens[restEnd - 1].end)
        }
        // Its own words, for when nothing said before is there to point back to.
        if match.own < end {
          finding.text = item.text(from: item.tokens[match.own].start, to: item.tokens[end - 1].end)
        }
        // "Send the mockups my way and I can review them": "them" is the mockups.
        if match.own < item.count, let thing = sentThing(item, before: match.clause),
          let verb = finding.verb
        {
          finding.kind = .selfCommitment
          if !thing.isEmpty {
            finding.text = [verb, thing, finding.rest].filter { !$0.isEmpty }.joined(
              separator: " ")
          }
        } else if match.own < item.count, let thing = dislocatedObject(item, before: match.clause),
          let verb = finding.verb
        {
          // "The conference abstract, I'm gonna submit it by the 30th."
          finding.kind = .selfCommitment
          finding.text = [verb, thing, finding.rest].filter { !$0.isEmpty }.joined(separator: " ")
        }
      }
      for range in match.time where !range.isEmpty {
        // "Today I'll …" gives "… today": the time word moves to the end, in lower case.
        let words = item.text(of: range).lowercased()
        finding.text = finding.text.isEmpty ? words : finding.text + " " + words
        if finding.kind == .referential {
          finding.rest = finding.rest.isEmpty ? words : finding.rest + " " + words
        }
      }
      if finding.isListRequest { finding.text = Self.removingListWords(finding.text) }
      if let addressee = finding.addressee, finding.kind == .ask, finding.owners.isEmpty {
        finding.owners = [addressee]
      }
      results.append(finding)
    }
    return results
  }

  /// A sentence that opens with a task's verb and ends with known names in brackets: the
  /// task, for them.
  private func bracketedOwnerInstruction(_ item: Item, at start: Int) -> Finding? {
    var end = item.count
    while end > start, item.isMark(end - 1, ".") { end -= 1 }
    guard end - start >= 4, item.isMark(end - 1, ")"), item.tokens[start].isCapitalized,
      item.isWord(start, in: TaskVerbs.all),
      let open = (start + 1..<end - 1).last(where: { item.isMark($0, "(") }),
      end - open <= 8, let (owners, after) = nameRun(item, at: open + 1), after == end - 1,
      owners.allSatisfy({ names.contains($0.lowercased()) })
    else { return nil }
    var finding = Finding(
      kind: .named, text: "", owners: owners, verb: item.word(start),
      start: item.tokens[start].start)
    finding.text = item.text(from: item.tokens[start].start, to: item.tokens[open - 1].end)
    return finding
  }

  // MARK: - Clauses

  /// A role and the person who holds it between commas, and the index after them.
  ///
  /// "The sponsor's medical monitor, Dr. Henrik Aalto,", "Our project lead, Mira Holt,": the
  /// person as written. The role ends on a role's word, or the person has a title or is one
  /// the document knows, so "The venue, Harbour Hall," names nobody.
  func appositive(_ item: Item, at start: Int) -> (String, Int)? {
    guard item.isWord(start, in: ["the", "our", "their", "your", "his", "her", "my"]),
      let comma = (start + 2..<min(item.count, start + 7)).first(where: { item.isMark($0, ",") }),
      (start + 1..<comma).allSatisfy({ item.word($0) != nil }),
      let (person, end) = name(item, at: comma + 1), item.isMark(end, ",")
    else { return nil }
    let hasTitle = item.word(comma + 1).map { NameWords.titles.contains($0) } == true
    let isRole = item.word(comma - 1).map(AttendeeList.isRoleWord) == true
    guard isRole || hasTitle || names.contains(person.lowercased()),
      Label.isFullName(person) || names.contains(person.lowercased())
    else { return nil }
    return (person, end + 1)
  }

  /// The brackets after one to three lower-case words at `start` ("landlord (", "our new
  /// caterer ("): where they open and close.
  static func namedInBracketsAfterRole(_ item: Item, at start: Int) -> (open: Int, close: Int)? {
    var index = start
    while index < start + 3, item.word(index) != nil, !item.tokens[index].isCapitalized {
      index += 1
    }
    guard index > start, item.isMark(index, "("),
      let close = (index + 1..<min(item.count, index + 6)).first(where: { item.isMark($0, ")") })
    else { return nil }
    return (index, close)
  }

  /// Whether the clause at `start` is "will" and a task's verb with no subject, after a
  /// comma: "…, will recount in the morning".
  ///
  /// Only where nobody else is the subject ("Tuan wants to restart it, will talk to the
  /// library" is Tuan's, "I'll take the PR, will ping you" one task of the speaker's) and
  /// the verb is a task's ("will do" accepts, "will you …?" asks, "will have it …" dates the
  /// task before).
  private func isSubjectlessWill(_ item: Item, at start: Int) -> Bool {
    guard start > 0, item.isMark(start - 1, ",") || item.isMark(start - 1, ";"),
      !item.tokens[start].isCapitalized, let verb = item.word(start + 1),
      TaskVerbs.all.contains(verb), !["do", "decide", "have", "see"].contains(verb),
      !item.tokens[start + 1].isCapitalized,
      // "ok, will send it": accepting; "the draft is done; will send it to the list" points
      // back to a clause that names the thing.
      !item.isWord(start + 2, in: ["it", "that", "them", "this"]) || start >= 4,
      !item.tokens.contains(where: { $0.lower == "?" }), named(item, at: 0) == nil
    else { return false }
    return !(0..<start).contains { index in
      item.isWord(index, in: Self.subjects)
        || item.tokens[index].isCapitalized && index > 0
          && item.word(index).map(names.contains) == true
    }
  }

  /// Words that make someone the subject of a sentence before a "will" with none of its own.
  private static let subjects: WordSet = [
    "i", "i'll", "i'm", "i've", "i'd", "we", "we'll", "we're", "he", "she", "they", "he'll",
    "she'll", "they'll",
  ]

  /// Words that end where a person is from ("Gareth @ Bytewise says …", "Keziah at the
  /// publisher will …").
  private static let afterAffiliation: Set<String> = ["to", "will", "says", "said"]

  /// The words after a name that `named` reads a commitment from, each in its own way.
  private static let handledAfterName: Set<String> = [
    "will", "should", "must", "shall", "can", "would", "is", "are", "to", "'s", "said", "says",
    "confirmed", "indicated", "stated", "explained", "promised", "volunteered", "committed",
    "needs", "has", "need", "have", "plans", "wants", "offered", "offers", "undertook",
    "undertakes", "volunteers", "promises", "agreed", "agrees",
  ]

  /// Offers in the perfect: "has offered to", "have agreed to".
  private static let perfectOffers: Set<String> = [
    "offered", "volunteered", "agreed", "promised", "undertaken", "committed",
  ]

  /// The verb after "and will" in the clause that opens at `start` ("is chasing and will
  /// update everyone"), within eight words and before the clause ends.
  static func andWill(_ item: Item, from start: Int) -> Int? {
    var index = start
    while index < min(item.count, start + 8) {
      if item.isMark(index, ".") || item.isMark(index, ";") || item.isWord(index, "but")
        || item.isWord(index, "if")
      {
        return nil
      }
      if item.isWord(index, "and"), item.isWord(index + 1, "will"),
        let verb = item.word(index + 2), !ActionWords.selfExcludedAfterWill.contains(verb)
      {
        return index + 2
      }
      index += 1
    }
    return nil
  }

  /// Whether an arrow ("->", "→", "⇒", "=>") stands right before `index`.
  static func isArrow(_ item: Item, before index: Int) -> Bool {
    guard index > 0 else { return false }
    if item.isMark(index - 1, "→") || item.isMark(index - 1, "⇒") { return true }
    return item.isMark(index - 1, ">")
      && (item.isMark(index - 2, "-") || item.isMark(index - 2, "="))
  }

  /// The index after an arrow that starts at `index`; nil when none does.
  static func afterArrow(_ item: Item, at index: Int) -> Int? {
    if item.isMark(index, "→") || item.isMark(index, "⇒") { return index + 1 }
    guard item.isMark(index, "-") || item.isMark(index, "="), item.isMark(index + 1, ">") else {
      return nil
    }
    return index + 2
  }

  /// Whether a clause can start at `index`: after `,` `;` `:` `(`, a spaced dash or an arrow.
  private func isClauseStart(_ item: Item, _ index: Int) -> Bool {
    guard index > 0 else { return true }
    let previous = item.tokens[index - 1]
    guard previous.kind == .punctuation else { return false }
    switch previous.lower {
    case ",", ";", ":", "(", "—", "–", "…", "!", "?": return true
    case ".":
      // "Mr. Wexler will …", "J. Whitcombe to …": a title's or an initial's period is part
      // of the name.
      guard let word = item.word(index - 2) else { return true }
      return
        !(NameWords.titles.contains(word)
        || (word.count == 1 && item.tokens[index - 2].isCapitalized))
    case "-": return !item.tokens[index].isJoined
    // "double-booked at 10:40 → Tamsin to move the booster", "… -> Bo to call them back".
    case "→", "⇒": return true
    case ">": return index >= 2 && (item.isMark(index - 2, "-") || item.isMark(index - 2, "="))
    default: return false
    }
  }

  /// The finding that starts at clause `start`.
  ///
  /// Also returns the token its text starts at, the time words said before it, and (for a
  /// referential one) where its own words start.
  private func match(
    _ item: Item, at start: Int, isFirst: Bool, speaker: String?, labelled: String? = nil,
    allowsFirst: Bool = false, hasPassiveAsk: Bool = false
  ) -> (finding: Finding, textStart: Int, time: [Range<Int>], own: Int)? {
    let (index, time) = skipFillers(item, from: start)
    guard index < item.count else { return nil }
    // "Priyanka: the review is overdue; she will chair the panel": the labelled person;
    // "Vikram presented the accounts. He will prepare a budget": the one just named.
    if let labelled, !isFirst || allowsFirst, let verb = pronounCommitment(item, at: index) {
      let offset = item.tokens[index].start
      return (
        Finding(kind: .named, text: "", owners: [labelled], verb: item.word(verb), start: offset),
        verb, time, item.count
      )
    }
    let offset = item.tokens[index].start
    func found(
      _ kind: Finding.Kind, _ textStart: Int, owners: [String] = [], verb: String?,
      own: Int? = nil
    ) -> (Finding, Int, [Range<Int>], Int) {
      (
        Finding(kind: kind, text: "", owners: owners, verb: verb, start: offset), textStart,
        time, own ?? item.count
      )
    }
    if let marker = inlineMarker(item, at: index, speaker: speaker) {
      return (marker.finding, marker.textStart, time, item.count)
    }
    if let (owners, work) = referral(item, at: index) {
      return found(.named, work, owners: owners, verb: item.word(work))
    }

    if let reply = takeItReply(item, at: index) {
      return found(.referential, reply, owners: speaker.map { [$0] } ?? [], verb: nil)
    }
    if let (owners, verb) = wish(item, at: index) {
      var result = found(.named, verb, owners: owners, verb: item.word(verb))
      result.0.isReportedRequest = true
      return result
    }
    if let (delegate, work) = delegation(item, at: index) {
      return found(.named, work, owners: [delegate], verb: item.word(work))
    }
    if let (owner, work) = saidThenPromise(item, at: index) {
      return found(.named, work, owners: [owner], verb: item.word(work))
    }
    if let commitment = selfCommitment(item, at: index, isFirst: isFirst) {
      // "Fatima and I will call the units": the people named with the speaker own it too.
      let owners = (partners(item, before: index) ?? []) + (speaker.map { [$0] } ?? [])
      if let (after, next) = takenAsAction(item, verb: commitment.verb) {
        // "I'll take that as an action item and loop in legal": the rest is the task; alone,
        // it makes a task of what was said before.
        if let next {
          return found(.selfCommitment, next, owners: owners, verb: item.word(next))
        }
        var result = found(.referential, after, owners: owners, verb: nil, own: item.count)
        result.0.pointsBack = true
        return result
      }
      if let rest = referentialRest(item, verb: commitment.verb) {
        return found(
          .referential, rest, owners: owners, verb: item.word(commitment.verb),
          own: commitment.verb)
      }
      if commitment.needsObject, !hasObject(item, after: commitment.verb) { return nil }
      return found(
        .selfCommitment, commitment.verb, owners: owners, verb: item.word(commitment.verb))
    }
    if let (kind, thing) = listRequest(item, at: index) {
      var result = found(
        kind, thing, owners: kind == .selfCommitment ? speaker.map { [$0] } ?? [] : [], verb: nil)
      result.0.isListRequest = true
      return result
    }
    if let ask = someoneAsk(item, at: index) {
      return found(.someoneAsk, ask, verb: item.word(ask))
    }
    if isFirst, speaker == nil, let verb = passiveFuture(item, at: index) {
      // "A patch adding the new entries will be posted to the list": work nobody is named
      // for, the thing first.
      return found(.need, index, verb: item.word(verb))
    }
    if let need = need(item, at: index, isFirst: isFirst) ?? listedImperative(item, at: index)
      ?? everyoneTold(item, at: index)
    {
      return found(.need, need, verb: item.word(need))
    }
    if let (owners, verb) = pleaseAskByName(item, at: index) {
      var result = found(.ask, verb, owners: owners, verb: item.word(verb))
      result.0.addressee = owners[0]
      return result
    }
    if let verb = ask(item, at: index) {
      return found(.ask, verb, verb: item.word(verb))
    }
    // "Send me your preferred keyboard layout by tomorrow", in an e-mail to one person: what
    // the reader is told to do by when, as in a voicemail ("Edit the summary in your portal"
    // says how a tool works).
    if isMessage
      || (reader != nil && index == 0 && item.tokens[0].isCapitalized
        && item.word(0).map(TaskVerbs.all.contains) == true
        && Self.when(in: item.text(of: 0..<item.count)) != nil),
      isFirst, let verb = messageImperative(item, at: index)
    {
      return found(.ask, verb, verb: item.word(verb))
    }
    // "@beno @joon could one of you update the runbook?": left to whichever of them takes it.
    if let (_, after) = nameRun(item, at: index),
      item.isMark(index, "@") || item.isMark(after, ","),
      let ask = someoneAsk(item, at: item.isMark(after, ",") ? after + 1 : after),
      item.isWord(ask - 2, "of")
    {
      var result = found(.someoneAsk, ask, verb: item.word(ask))
      result.0.asksOneOfThose = true
      return result
    }
    if let (addressees, verb) = vocativeAsk(item, at: index) {
      var result = found(.ask, verb, owners: addressees, verb: item.word(verb))
      result.0.addressee = addressees[0]
      return result
    }
    if let owners = resolutionReferral(item, at: index) {
      var result = found(.named, index, owners: owners, verb: "refer")
      result.0.isReportedRequest = true
      return result
    }
    if let (owners, verb) = delegated(item, at: index)
      ?? (hasPassiveAsk ? passiveDelegation(item, at: index) : nil)
    {
      var result = found(.named, verb, owners: owners, verb: item.word(verb))
      result.0.isReportedRequest = !owners.isEmpty
      return result
    }
    if let named = named(item, at: index) {
      if named.isReferential {
        return found(
          .referential, named.textStart, owners: named.owners, verb: named.verb,
          own: named.ownStart)
      }
      let result = found(
        .named, named.textStart, owners: named.keepsOwner ? [] : named.owners, verb: named.verb)
      return result
    }
    return nil
  }

  /// Skips fillers and punctuation from `start`; returns where the clause's words begin and
  /// the time words passed ("today").
  private func skipFillers(_ item: Item, from start: Int) -> (Int, [Range<Int>]) {
    var index = start
    var time: [Range<Int>] = []
    while index < item.count {
      let token = item.tokens[index]
      if token.kind == .punctuation {
        if [",", "…", "-", "—", "–", "!", "."].contains(token.lower) {
          index += 1
          continue
        }
        break
      }
      guard let word = item.word(index) else { break }
      if let next = item.word(index + 1) {
        let pair = word + " " + next
        if ActionWords.timePairs.contains(pair) {
          time.append(index..<index + 2)
          index += 2
          continue
        }
        if ActionWords.fillerPairs.contains(pair) {
          index += 2
          continue
        }
      }
      if ActionWords.timeWords.contains(word), !item.isWord(index + 1, "is") {
        time.append(index..<index + 1)
        index += 1
        continue
      }
      // "HM will raise it": initials the document gives someone are no "hm".
      if ActionWords.fillers.contains(word),
        !(item.tokens[index].isCapitalized && names.contains(word))
      {
        // "Next steps:", "First thing:", "next steps would be to …" read as markers and
        // labels, not fillers.
        if item.isMark(index + 1, ":") { break }
        if ActionWords.markerHeads.contains(word), marker(item, at: index, speaker: nil) != nil {
          break
        }
        index += 1
        continue
      }
      break
    }
    return (index, time)
  }

  /// Where the named commitment starts in "we agreed (in chat) that X will …", "it was
  /// decided that X would …"; nil for other sentences.
  private func agreedThat(_ item: Item, from start: Int) -> Int? {
    guard item.count - start >= 6 else { return nil }
    for index in start..<min(item.count, start + 8)
    where item.isWord(index, in: Self.settlingVerbs) {
      guard
        let that = (index + 1..<min(item.count, index + 5)).first(where: {
          item.isWord($0, "that")
        }), named(item, at: that + 1) != nil
      else { return nil }
      return that + 1
    }
    return nil
  }

  private static let settlingVerbs: WordSet = ["agreed", "decided", "confirmed", "resolved"]

  /// Labels of a decision written before what was decided ("Agreed: …").
  private static let decisionLabels: WordSet = ["agreed", "resolved"]

  /// "If I got anything wrong, I will correct it": a promise on a condition, not a task.
  ///
  /// A condition the speaker must meet first keeps the promise a task: "If I have that,
  /// I'll send the cut", "if we get the quote, we'll book it".
  private func isConditional(_ item: Item, at index: Int) -> Bool {
    guard let word = item.word(index) else { return false }
    if word == "if", item.isWord(index + 1, "i") || item.isWord(index + 1, "we"),
      item.word(index + 2).map(["have", "get", "receive", "hear"].contains) == true,
      // "If I have got anything wrong, I will correct it": a past the promise depends on.
      !(item.word(index + 3).map { VerbForms.isPast($0) || $0 == "anything" } ?? false)
    {
      return false
    }
    guard word == "if" || word == "unless" || (word == "in" && item.isWord(index + 1, "case"))
    else { return false }
    // "If you could send me the slides by Friday, thanks": an ask, put politely.
    if word == "if", ask(item, at: index) != nil { return false }
    // "If the quote comes in high, Bo will ask the second supplier": a named person's
    // fallback, which minutes record as theirs.
    if let comma = (index + 2..<min(item.count, index + 16)).first(where: { item.isMark($0, ",") }),
      let owner = item.word(comma + 1), !["i", "we", "you", "i'll", "we'll"].contains(owner),
      named(item, at: comma + 1) != nil
    {
      return false
    }
    return true
  }

  /// What a "send it my way" before `clause` sends: "send the mockups my way and …" gives
  /// "the mockups"; nil when the sentence sends nothing to the speaker.
  private func sentThing(_ item: Item, before clause: Int) -> String? {
    var index = 0
    while index < clause {
      if let word = item.word(index),
        ["send", "forward", "pass", "shoot", "share", "get"].contains(word)
      {
        let start = index + 1
        var end = start
        while end < clause, !(item.isWord(end, "my") && item.isWord(end + 1, "way")),
          !(item.isWord(end, "over") || item.isWord(end, "to") && item.isWord(end + 1, "me"))
        {
          end += 1
        }
        guard end < clause, end > start, end - start <= 6 else { return nil }
        // "Send it my way and I can review it": an offer whose object was said before.
        if ActionWords.pronounObjects.contains(item.word(start) ?? "") { return "" }
        return item.text(from: item.tokens[start].start, to: item.tokens[end - 1].end)
      }
      index += 1
    }
    return nil
  }

  /// The noun phrase set off before the clause at `clause` that its pronoun stands for:
  /// "and the conference abstract, I'm gonna submit it" gives "the conference abstract".
  private func dislocatedObject(_ item: Item, before clause: Int) -> String? {
    guard clause >= 3, item.isMark(clause - 1, ",") else { return nil }
    var start = clause - 1
    while start > 0, item.word(start - 1) != nil { start -= 1 }
    // Past "oh, and": the phrase opens with its determiner.
    while start < clause - 1, let word = item.word(start),
      ActionWords.fillers.contains(word) && !["the", "that"].contains(word)
    {
      start += 1
    }
    guard let first = item.word(start), ["the", "our", "my", "that", "this"].contains(first),
      clause - 1 - start >= 2, clause - 1 - start <= 6,
      (start..<clause - 1).allSatisfy({ item.word($0) != nil })
    else { return nil }
    return item.text(from: item.tokens[start].start, to: item.tokens[clause - 2].end)
  }

  /// "she will chair …", "he'll send …": the index of the verb after a third person's
  /// commitment, or nil ("she will be away" is none).
  private func pronounCommitment(_ item: Item, at index: Int) -> Int? {
    guard let word = item.word(index) else { return nil }
    var verb: Int
    // "Ruth said yes, she'll do it by Saturday" may answer something asked; "she is to take
    // this up" never does.
    var mayAnswer = true
    switch word {
    case "he", "she":
      // "He will …", "she is to take this up …", "and that he would look into …".
      if item.isWord(index + 1, "will") {
        verb = index + 2
      } else if item.isWord(index + 1, "is"), item.isWord(index + 2, "to") {
        verb = index + 3
        mayAnswer = false
      } else if item.isWord(index + 1, "would"), item.isWord(index - 1, "that") {
        verb = index + 2
        mayAnswer = false
      } else if let promised = Self.reportedPromise(item, after: index + 1) {
        // "She said she would fix the parser", "He agreed to write up the proposals", "She
        // has contacts there and promised to ping them": a promise the writer reports.
        verb = promised
        mayAnswer = false
      } else {
        return nil
      }
    case "he'll", "she'll":
      verb = index + 1
    default:
      return nil
    }
    verb = skipAdverbs(item, from: verb)
    guard isVerbLike(item, verb), let written = item.word(verb),
      !ActionWords.selfExcludedAfterWill.contains(written),
      // "Ruth said yes, she'll do it by Saturday": a yes to something asked, no task.
      !(mayAnswer && ["do", "take", "handle", "sort", "cover"].contains(written)
        && item.word(verb + 1).map(ActionWords.pronounObjects.contains) == true)
    else { return nil }
    return verb
  }

  /// The verb a third person's reported promise gives, from `start` right after "he" or
  /// "she": "said (that) she would …", "agreed to …", "promised to …", or, after a clause
  /// about them, "… and promised to …"; nil for other words.
  private static func reportedPromise(_ item: Item, after start: Int) -> Int? {
    if item.isWord(start, in: ["said", "says", "confirmed"]) {
      var at = start + 1
      if item.isWord(at, "that") { at += 1 }
      guard item.isWord(at, in: ["he", "she"]), item.isWord(at + 1, in: ["would", "will"]) else {
        return nil
      }
      return at + 2
    }
    if item.isWord(start, in: Self.promiseVerbs), item.isWord(start + 1, "to") {
      return start + 2
    }
    for at in start + 1..<min(item.count, start + 16)
    where item.isWord(at, "and") && item.isWord(at + 1, in: Self.promiseVerbs)
      && item.isWord(at + 2, "to")
    {
      return at + 3
    }
    return nil
  }

  /// The participle of "<a thing> will be <done> …" opening a sentence of notes, when what is
  /// done is work on a document or a message ("posted", "circulated", "sent"), or of "<a
  /// thing> must be / needs to be / has to be <done> …" whatever the work; nil for other
  /// sentences, and for events ("The meeting will be held …").
  private func passiveFuture(_ item: Item, at start: Int) -> Int? {
    // "The dress." is too short to hold the words that follow.
    guard item.isWord(start, in: ["a", "an", "the"]), start + 2 < item.count - 2 else {
      return nil
    }
    for at in start + 2..<min(item.count - 2, start + 12) {
      // "A patch adding the new "R:" entries will be posted": quotes hold any mark.
      if item.tokens[at].kind == .punctuation,
        [",", ";", ".", "!", "?", "(", ")"].contains(where: { item.isMark(at, $0) })
      {
        return nil
      }
      // "The website must be updated …", "the gate needs to be repainted …": work the thing
      // is owed, whatever the work.
      let obligation =
        item.isWord(at, "must")
        ? at + 1
        : item.isWord(at, in: ["needs", "need", "has", "have"]) && item.isWord(at + 1, "to")
          ? at + 2 : nil
      guard item.isWord(at, "will") || obligation != nil else { continue }
      let be = obligation ?? at + 1
      // The thing's head noun: the last word before "of", "for", … or before "will" ("a
      // summary of the sprint", "the meeting notes"; not "the release").
      let head =
        (start + 1..<at).first(where: { item.isWord($0, in: Self.nounPhraseEnds) }).map { $0 - 1 }
        ?? at - 1
      guard item.isWord(be, "be"), let done = item.word(be + 1),
        item.isWord(be + 1, in: Self.passiveWork)
          || (obligation != nil && VerbForms.isPast(done) && done != "done"),
        !item.isWord(head, in: Self.events)
      else { return nil }
      // "The paperwork must be submitted by 27/02, and OB will complete it": the need is the
      // one its taker's words say.
      if obligation != nil,
        (be + 2..<item.count).contains(where: {
          item.isWord($0, "will") || item.word($0)?.hasSuffix("'ll") == true
        })
      {
        return nil
      }
      return be + 1
    }
    return nil
  }

  private static let passiveWork: WordSet = [
    "posted", "sent", "circulated", "published", "shared", "uploaded", "drafted", "prepared",
    "submitted", "distributed", "emailed", "e-mailed", "filed", "written", "updated",
    "added", "ordered", "booked", "forwarded", "issued", "sought", "requested", "commissioned",
  ]

  private static let nounPhraseEnds: WordSet = [
    "of", "for", "from", "on", "about", "with", "adding", "covering", "to", "in",
  ]

  private static let events: WordSet = [
    "meeting", "call", "session", "event", "vote", "election", "workshop", "conference",
    "hearing", "ceremony", "webinar", "summit", "sprint", "release",
  ]

  /// "Kessler said, he will post the list every Monday": a name, a saying verb set off by a
  /// comma, and their promise; the person and the verb's index.
  private func saidThenPromise(_ item: Item, at start: Int) -> (String, Int)? {
    guard let (run, end) = nameRun(item, at: start), run.count == 1,
      item.isWord(end, in: ["said", "says"]), item.isMark(end + 1, ","),
      item.isWord(end + 2, in: ["he", "she"]), item.isWord(end + 3, "will"),
      isVerbLike(item, end + 4), let verb = item.word(end + 4),
      !ActionWords.selfExcludedAfterWill.contains(verb)
    else { return nil }
    return (run[0], end + 4)
  }

  private static let promiseVerbs: WordSet = [
    "agreed", "promised", "offered", "undertook", "volunteered", "pledged",
  ]

  /// The person a sentence opens with, as the document knows them ("Vikram presented …",
  /// "Cllr Rhys left the room"): whom a "He will …" in the next sentence means.
  func subject(of sentence: String) -> String? {
    let item = Item(sentence)
    if let found = subject(of: item, from: 0) { return found }
    // "REST API: Carla said the export is done.": a topic's label, then who spoke.
    guard
      let colon = (1..<min(item.count, 6)).first(where: { item.isMark($0, ":") }),
      (0..<colon).allSatisfy({ item.word($0) != nil || item.isMark($0, "/") })
    else { return nil }
    return subject(of: item, from: colon + 1)
  }

  /// The person the words of `item` from `first` open with, as `subject(of:)` reads them: a
  /// name the document knows, a mention, or anyone who is said to have said something.
  private func subject(of item: Item, from first: Int) -> String? {
    var start = first
    if let word = item.word(first), NameWords.titles.contains(word) { start = first + 1 }
    guard let (run, found) = nameRun(item, at: start), run.count == 1 else { return nil }
    var end = found
    // "Bernd Kessler, who maintains the stable branches, described …": past the clause
    // about them.
    if item.isMark(end, ","), item.isWord(end + 1, "who"),
      let close = (end + 2..<min(item.count, end + 24)).first(where: { item.isMark($0, ",") })
    {
      end = close + 1
    }
    guard let next = item.word(end), !item.tokens[end].isCapitalized,
      names.contains(run[0].lowercased()) || Self.sayingVerbs.contains(next)
        || run[0].contains(ascii: " ")
        || item.isMark(start, "@")
    else { return nil }
    return run[0]
  }

  /// Verbs by which a sentence reports what someone said: "Steffi says the banner is at
  /// hers, she'll drop it off" names her even when the document has not.
  private static let sayingVerbs: WordSet = [
    "says", "said", "mentioned", "confirmed", "reports", "reported", "writes", "wrote",
    "noted", "explained", "described", "suggested", "asked", "added", "argued", "warned",
    "pointed", "observed", "proposed",
  ]

  /// A person's sentence that goes on with "and will <verb>" or "but will <verb>": the owners
  /// and the verb's index; nil when the clause ends first or the verb is talk ("and will be
  /// out").
  func coordinatedWill(_ item: Item, at start: Int) -> ([String], Int)? {
    // A name the document knows, or a full name: "Staging went down and will restart" has
    // no person in it.
    guard let (owners, end) = nameRun(item, at: start), item.word(end) != nil,
      owners.allSatisfy({
        names.contains($0.lowercased()) || $0.contains(ascii: " ")
          || (start == 0 && item.isWord(end, in: Self.possessionVerbs))
      })
    else { return nil }
    // "Owen is checking with product whether … , and will come back to you": work under way
    // reaches further before what the person will do.
    let isUnderWay =
      item.isWord(end, "is") && item.word(end + 1).map { $0.hasSuffix("ing") } == true
    var index = end
    while index + 2 < item.count, index < end + (isUnderWay ? 40 : 12) {
      // "Mateus argued that Silver is too easy and will eat margin": the "and will" of what
      // was argued.
      if item.isMark(index, ".") || item.isMark(index, ";") || item.isMark(index, ":")
        || item.isWord(index, "that")
      {
        return nil
      }
      // "… and will …", "Tomas was sceptical but will try it on a branch".
      if item.isWord(index, "and") || item.isWord(index, "but"), item.isWord(index + 1, "will") {
        let verb = skipAdverbs(item, from: index + 2)
        guard isVerbLike(item, verb), let word = item.word(verb),
          !ActionWords.selfExcluded.contains(word)
        else { return nil }
        return (owners, verb)
      }
      index += 1
    }
    return nil
  }

  /// A sentence that goes on with "and asked <someone> to <verb>" (or directed, instructed,
  /// requested, tasked): where "asked" stands, whom it asks and the verb's index.
  private func coordinatedAsk(_ item: Item, from start: Int) -> (Int, [String], Int)? {
    var index = start + 1
    while index + 3 < item.count {
      defer { index += 1 }
      guard item.isWord(index, in: Self.coordinatedAskVerbs), item.isWord(index - 1, "and"),
        let (owners, after) = askedParty(item, at: index + 1), item.isWord(after, "to")
      else { continue }
      let verb = skipAdverbs(item, from: after + 1)
      guard isVerbLike(item, verb), let word = item.word(verb), word != "be",
        !ActionWords.reflectingVerbs.contains(word), !isPublicAsk(item, subject: 0, owners: owners)
      else { return nil }
      return (index, owners, verb)
    }
    return nil
  }

  private static let coordinatedAskVerbs: WordSet = [
    "asked", "directed", "instructed", "requested", "tasked",
  ]

  /// "Bongani has the planting map and will walk the route …": a person who has or holds
  /// something; "Staging went down and will restart" names no one.
  private static let possessionVerbs: WordSet = ["has", "have", "holds", "kept", "keeps"]

  /// Subjects after a sentence's first "will" that make it a question.
  private static let questionSubjects: WordSet = [
    "there", "it", "this", "that", "we", "you", "they", "he", "she", "i", "anyone", "someone",
    "somebody", "anybody", "everyone", "the", "a", "an", "our", "your",
  ]

  /// The people named before "and I" at `index`, from the start of the clause: "Fatima and
  /// I will …", "Ana, Bo and I'll …"; nil when no name comes before.
  private func partners(_ item: Item, before index: Int) -> [String]? {
    guard index >= 2, item.isWord(index - 1, "and") || item.isMark(index - 1, "&") else {
      return nil
    }
    for start in max(0, index - 8)..<(index - 1)
    where isClauseStart(item, start)
      || (ActionWords.clauseOpeners.contains(item.word(start - 1) ?? "")
        && isClauseStart(item, start - 1))
    {
      if let (names, end) = nameRun(item, at: start), end == index - 1 { return names }
    }
    return nil
  }

  /// Adverbs written between a person and what they will do: "Lars also offered to …".
  private static let beforeVerbAdverbs: WordSet = [
    "also", "kindly", "then", "later", "subsequently", "additionally", "both",
  ]

  /// The conjunctions after which speech without commas starts a clause of need: "… so we
  /// need to …".
  private static let needOpeners: WordSet = ["so", "and", "but", "then", "because"]

  /// Whether "I'll", "I will", "I'm going to", or "I can" after "and" stands at `index`.
  private func isSelfSubject(_ item: Item, _ index: Int) -> Bool {
    guard let word = item.word(index) else { return false }
    switch word {
    case "i'll": return true
    case "i'd": return Self.reportsOwnPromise(item, before: index)
    case "i":
      if item.isWord(index + 1, "would") { return Self.reportsOwnPromise(item, before: index) }
      if item.isWord(index + 1, "can"), item.isWord(index - 1, "and") || item.isMark(index - 1, "&")
      {
        return true
      }
      // "her birthday's the fifteenth so I need to post the card": as "so we need to" below.
      if item.isWord(index - 1, in: Self.needOpeners),
        item.isWord(index + 1, "need") || item.isWord(index + 1, "have"),
        item.isWord(index + 2, "to")
      {
        return true
      }
      return item.isWord(index + 1, "will")
    case "i'm": return item.isWord(index + 1, "going") || item.isWord(index + 1, "gonna")
    case "we":
      // "…the end of the month so we need to get the petition in": speech without commas
      // starts its clauses after a conjunction.
      guard item.isWord(index - 1, in: Self.needOpeners) else { return false }
      return (item.isWord(index + 1, "need") || item.isWord(index + 1, "have"))
        && item.isWord(index + 2, "to")
    default: return false
    }
  }

  /// A referential finding's rest when it adds something ("by Friday"), nil when it is only
  /// a particle ("I can set that up"), a filler ("I'll do it, actually") or a clause that
  /// gives a reason or a condition ("I'll do it, since I have the login", "do it if you're
  /// swamped").
  static func meaningfulRest(_ rest: String) -> String? {
    let item = Item(rest)
    for index in 0..<item.count where item.tokens[index].kind != .punctuation {
      guard let word = item.word(index) else { return rest }
      // "I'll write it up as a feature request": "as a" says what the work makes, not why.
      if word == "as", item.isWord(index + 1, "a") || item.isWord(index + 1, "an") {
        return rest
      }
      if ActionWords.adjunctOpeners.contains(word) { return nil }
      if !ActionWords.emptyRests.contains(word), !ActionWords.fillerRests.contains(word) {
        return rest
      }
    }
    return nil
  }

  /// "can we put X on the list", "let's add X to the action items", "I'll put X on my
  /// list": the kind (a question waits for a taker, "let's" is the group's, "I'll" the
  /// speaker's) and where X starts.
  private func listRequest(_ item: Item, at start: Int) -> (Finding.Kind, Int)? {
    var index = start
    guard let first = item.word(index) else { return nil }
    let kind: Finding.Kind
    switch first {
    case "can", "could", "should", "shall":
      guard item.isWord(index + 1, "we") else { return nil }
      kind = .someoneAsk
      index += 2
    case "let's", "lets":
      kind = .need
      index += 1
    case "we", "we'll":
      kind = .need
      index += 1
      if first == "we", let next = item.word(index),
        ["should", "can", "will", "could"].contains(next)
      {
        index += 1
      }
    case "i'll":
      kind = .selfCommitment
      index += 1
    default:
      return nil
    }
    if item.isWord(index, "also") || item.isWord(index, "just") { index += 1 }
    guard let verb = item.word(index),
      ["put", "add", "stick", "throw", "pop", "get", "keep", "note"].contains(verb)
    else { return nil }
    let thing = index + 1
    if item.isWord(thing, "that") || item.isWord(thing, "it") || item.isWord(thing, "this") {
      return nil
    }
    guard Self.listWords(item, after: thing) != nil else { return nil }
    return (kind, thing)
  }

  /// Where "on the list", "to our action items", "onto the tracker" starts after `start`
  /// (within the clause), or nil.
  static func listWords(_ item: Item, after start: Int) -> Int? {
    var index = start + 1
    while index < item.count, item.word(index) != nil || item.isMark(index, "-") {
      if let word = item.word(index), ["on", "to", "onto"].contains(word) {
        var noun = index + 1
        if let determiner = item.word(noun), ["the", "our", "my", "your", "a"].contains(determiner)
        {
          noun += 1
        }
        if let head = item.word(noun) {
          if ["list", "tracker", "backlog", "board"].contains(head) { return index }
          if ["action", "todo", "to-do"].contains(head),
            item.isWord(noun + 1, "items") || item.isWord(noun + 1, "list")
              || item.isWord(noun + 1, "item")
          {
            return index
          }
        }
      }
      index += 1
    }
    return nil
  }

  /// A list request's text without its list words: "the login bug on the list for next
  /// sprint" reads "the login bug for next sprint".
  static func removingListWords(_ text: String) -> String {
    let item = Item(text)
    guard let start = listWords(item, after: -1) else { return text }
    var end = start + 2
    while end < item.count, let word = item.word(end),
      ["list", "items", "item", "tracker", "backlog", "board"].contains(word)
        || ["the", "our", "my", "your", "a", "action", "todo", "to-do"].contains(word)
    {
      end += 1
      if ["list", "items", "item", "tracker", "backlog", "board"].contains(word) { break }
    }
    let before =
      start > 0 ? item.text(from: item.tokens[0].start, to: item.tokens[start - 1].end) : ""
    let after =
      end < item.count
      ? item.text(from: item.tokens[end].start, to: item.tokens[item.count - 1].end) : ""
    return [before, after].filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// "Who's going to own the refund macro?", "who wants to take the licence application?":
  /// the thing asked about, whose owner is whoever answers; nil for other sentences.
  static func ownershipAsk(_ text: String) -> String? {
    guard text.utf8.count < 300 else { return nil }
    let item = Item(text)
    // Unpunctuated speech has no "?": the words themselves must ask.
    let isAsked = text.utf8.contains(63)
    var index = 0
    // "sounds good so who's going to own …": past the fillers.
    while let word = item.word(index), ActionWords.fillers.contains(word) || item.isMark(index, ",")
    {
      index += 1
    }
    guard let first = item.word(index) else { return nil }
    let opening = index
    switch first {
    case "who", "who's", "whos":
      index += 1
      guard isAsked || item.isWord(index, "going") || item.isWord(index + 1, "going") else {
        return nil
      }
      if first == "who", item.isWord(index, "is") { index += 1 }
      if item.isWord(index, "going"), item.isWord(index + 1, "to") { index += 2 }
      if item.isWord(index, "gonna") { index += 1 }
      if item.isWord(index, "wants"), item.isWord(index + 1, "to") { index += 2 }
      if item.isWord(index, "can") || item.isWord(index, "will") { index += 1 }
    case "can", "could":
      guard isAsked, let subject = item.word(opening + 1), ActionWords.someone.contains(subject)
      else {
        return nil
      }
      index = opening + 2
    default:
      return nil
    }
    guard let verb = item.word(index),
      ["own", "take", "grab", "handle", "drive", "lead"].contains(verb)
    else { return nil }
    index += 1
    if item.isWord(index, "on") { index += 1 }
    var end = item.count
    while end > index, item.tokens[end - 1].kind == .punctuation { end -= 1 }
    // Only the question: "…the refund macro? it's going out today" stops at the "?", and
    // "…the licence application because I'm hopeless with forms" at its reason.
    if let stop = (index..<end).first(where: {
      item.isMark($0, "?") || item.isMark($0, ",")
        || ["because", "cause", "since", "so"].contains(item.word($0) ?? "")
    }) {
      end = stop
    }
    guard end > index, let word = item.word(index), !ActionWords.pronounObjects.contains(word)
    else { return nil }
    return item.text(from: item.tokens[index].start, to: item.tokens[end - 1].end)
  }

  /// What a sentence that a task points back to names: the thing asked for when the sentence
  /// reports a request ("Lena asked the auditors for a summary of the findings" gives "a
  /// summary of the findings", "The board requested a revised budget" gives "a revised
  /// budget"), else the whole sentence.
  static func referent(in sentence: String) -> String {
    let item = Item(sentence)
    for index in 0..<item.count {
      var start: Int?
      if item.isWord(index, "asked") {
        // "asked the Assistant City Attorney for …": the one asked, then "for".
        start = (index + 1..<min(item.count, index + 8)).first { item.isWord($0, "for") }
          .map { $0 + 1 }
      } else if item.isWord(index, "requested"), index > 0, !item.isWord(index + 1, "that") {
        start = index + 1
      }
      guard let start, start < item.count, item.word(start) != nil else { continue }
      var end = item.count
      while end > start, item.tokens[end - 1].kind == .punctuation { end -= 1 }
      guard end - start >= 2 else { continue }
      return item.text(from: item.tokens[start].start, to: item.tokens[end - 1].end)
    }
    return sentence
  }

  /// Whether a sentence can say what a task that points back is about: a statement of four
  /// words or more, not a yes ("Yeah, happy to"), a label's answer ("Poster: yes") nor a
  /// table's cells.
  static func isReferent(_ sentence: String) -> Bool {
    // A table's rule or cells ("------+----", "22:40 | …") are no statement.
    guard !sentence.utf8.contains(124), !sentence.contains("---") else { return false }
    let item = Item(sentence)
    guard item.count >= 4, !item.isMark(item.count - 1, "?") else { return false }
    if (0..<min(3, item.count)).contains(where: { item.isMark($0, ":") }) { return false }
    return !TranscriptClassifier.opensWithAgreement(sentence)
  }

  /// Whether a finding's task, from its verb on, names no thing of its own (`pointsBack`).
  static func pointsBack(_ finding: Finding) -> Bool {
    var text = finding.text
    // "Jess will sort it out": from the verb on.
    if let verb = finding.verb, let range = text.lowercased().range(of: verb),
      range.lowerBound > text.startIndex
    {
      text = String(text[range.lowerBound...])
    }
    return pointsBack(text)
  }

  /// Whether a task's words name no thing of their own.
  ///
  /// A verb alone ("decide", "sort it out"), or a verb whose object points back ("chase both
  /// of them", "sign it", "get that done", "find out and let you know").
  static func pointsBack(_ text: String) -> Bool {
    let item = Item(text)
    guard item.count > 0, item.count <= 8, item.word(0) != nil else { return false }
    var index = 1
    if item.isWord(index, in: ["both", "all", "each", "either"]), item.isWord(index + 1, "of") {
      index += 2
    }
    if let word = item.word(index), ActionWords.pronounObjects.contains(word) {
      return true
    }
    // "sync on it", "go over them", "follow up on that": a verb's particles, then the
    // pronoun; "meet with them" and "talk to them" are people.
    var particle = index
    while particle < index + 2, item.isWord(particle, in: Self.particlesBeforeObject) {
      particle += 1
    }
    if particle > index, let word = item.word(particle), ActionWords.pronounObjects.contains(word),
      !(["them", "those", "these"].contains(word) && item.isWord(particle - 1, in: ["with", "to"]))
    {
      return true
    }
    // Nothing but small words after the verb: "find out and let you know", "decide".
    let small: Set<String> = [
      "out", "up", "and", "let", "you", "me", "us", "know", "back", "on", "off", "over",
    ]
    return (index..<item.count).allSatisfy { position in
      item.word(position).map(small.contains) ?? true
    }
  }

  /// Words between a verb and its object that belong to the verb ("go over", "sync on",
  /// "follow up on").
  private static let particlesBeforeObject: WordSet = [
    "on", "over", "through", "at", "into", "up", "about", "with", "off", "out", "to",
  ]

  /// Whether a commitment's object is only a pronoun: "ask her", "send it over".
  static func hasOnlyPronounObject(_ text: String) -> Bool {
    let item = Item(text)
    let after = afterVerb(item)
    guard let object = item.word(after) else { return true }
    guard
      ActionWords.pronounObjects.contains(object)
        || ["her", "him", "them", "everyone"].contains(object)
    else { return false }
    return item.word(after + 1).map(ActionWords.afterPronoun.contains) ?? true
  }

  /// Whether a task's first words name what it is about by a pronoun, as an answer to an ask
  /// does ("look at it this afternoon", "ring round them before Tuesday").
  static func pointsBackByPronoun(_ text: String) -> Bool {
    if hasOnlyPronounObject(text) { return true }
    let item = Item(text)
    return (1..<min(4, max(1, item.count))).contains {
      item.isWord($0, in: ["it", "them", "that", "this", "those"])
    }
  }

  /// The index of the first token after the verb that opens `item`: a hyphen joins the parts
  /// of one verb ("re-book the slots", "double-check it").
  static func afterVerb(_ item: Item) -> Int {
    var index = 1
    while item.isMark(index, "-"), item.isJoined(index), item.isJoined(index + 1),
      item.word(index + 1) != nil
    {
      index += 2
    }
    return index
  }

  /// Whether a sentence asks who takes what was just said on: "Who's going to own that?",
  /// "who wants to take it?", "any volunteers?", "can someone grab that?".
  static func isOwnershipQuestion(_ text: String) -> Bool {
    // Most sentences are no such question: a look at their end saves the tokenizing. It
    // must end on "?" after a pointing word or "volunteers"/"takers" in its last words.
    var text = text
    guard text.withUTF8(endsOnPointingQuestion) else { return false }
    let item = Item(text)
    guard item.count <= 12, item.isMark(item.count - 1, "?"), let first = item.word(0) else {
      return false
    }
    if first == "any", item.isWord(1, "volunteers") || item.isWord(1, "takers") { return true }
    guard
      [
        "who", "who's", "whos", "anyone", "anybody", "someone", "somebody", "can", "could",
        "does", "do",
      ].contains(first)
    else { return false }
    // The question ends on what it points back to: "own that?", "take this one on?".
    var end = item.count - 1
    while end > 0, let word = item.word(end - 1),
      ["on", "one", "over", "up", "then"].contains(word)
    {
      end -= 1
    }
    guard end > 1, let object = item.word(end - 1),
      ActionWords.pronounObjects.contains(object)
    else { return false }
    let verbs: Set<String> = [
      "own", "take", "grab", "handle", "do", "drive", "lead", "pick", "run", "cover", "want",
    ]
    return (1..<end - 1).contains { item.word($0).map(verbs.contains) == true }
  }

  private static let pointingWords: [[UInt8]] =
    (Array(ActionWords.pronounObjects) + ["volunteers", "takers"]).map { Array($0.utf8) }

  /// Whether bytes end on "?" with a pointing word ("that", "it", …), "volunteers" or
  /// "takers" among the last three words before it.
  private static func endsOnPointingQuestion(_ tail: UnsafeBufferPointer<UInt8>) -> Bool {
    var end = tail.count
    while end > 0, tail[end - 1] == 32 { end -= 1 }
    guard end > 0, tail[end - 1] == 63 else { return false }
    end -= 1
    var words = 0
    while end > 0, words < 3 {
      while end > 0, !ByteText.isASCIILetter(tail[end - 1]) { end -= 1 }
      var start = end
      while start > 0, ByteText.isASCIILetter(tail[start - 1]) { start -= 1 }
      guard start < end else { return false }
      let word = tail[start..<end]
      if Self.pointingWords.contains(where: { candidate in
        candidate.count == word.count
          && zip(candidate, word).allSatisfy { $0 == ByteText.lower($1) }
      }) {
        return true
      }
      words += 1
      end = start
    }
    return false
  }

  /// Whether a commitment only delivers the one before it ("have a draft PR up by Monday",
  /// "get it to you Friday", "send something over tomorrow"), and the words that say when,
  /// if it says; nil for a commitment of its own.
  ///
  /// A verb pointing back ("do it next week", `pointsBack`) and a verb with nothing but
  /// particles and a date after it ("swing by tomorrow") deliver too.
  static func followUp(_ text: String, pointsBack: Bool = false) -> FollowUp? {
    let item = Item(text)
    guard let verb = item.word(0) else { return nil }
    guard pointsBack || ActionWords.deliveryVerbs.contains(verb) else {
      return intransitiveFollowUp(text, item)
    }
    var index = 1
    if pointsBack {
      // "grab it", "take care of it", "do it": whatever follows the pronoun is when.
      guard
        let object = (1..<min(item.count, 4)).first(where: {
          item.word($0).map(ActionWords.pronounObjects.contains) == true
        })
      else { return when(in: text).map { FollowUp(when: $0) } ?? FollowUp(when: nil) }
      index = object + 1
    } else if let word = item.word(index),
      ActionWords.pronounObjects.contains(word) || word == "something" || word == "everything"
    {
      index += 1
    } else {
      if let word = item.word(index), ["a", "an", "my", "the", "some"].contains(word) {
        index += 1
      }
      while let word = item.word(index), ActionWords.draftAdjectives.contains(word) { index += 1 }
      guard let noun = item.word(index), ActionWords.draftNouns.contains(noun) else { return nil }
      index += 1
    }
    guard index < item.count else { return FollowUp(when: nil) }
    return FollowUp(when: when(in: text))
  }

  /// "swing by tomorrow", "pop over on Friday": a verb, particles and a date, nothing else.
  private static func intransitiveFollowUp(_ text: String, _ item: Item) -> FollowUp? {
    guard let when = when(in: text) else { return nil }
    let rest = Item(String(text.utf8.dropFirst(item.tokens[0].end)) ?? "")
    let dateWords = Set(Item(when).tokens.map(\.lower))
    let particles: Set<String> = [
      "by", "over", "round", "around", "in", "down", "up", "on", "then",
    ]
    guard
      rest.tokens.allSatisfy({ token in
        token.kind == .punctuation || particles.contains(token.lower)
          || dateWords.contains(token.lower)
      })
    else { return nil }
    return FollowUp(when: when)
  }

  /// The words that say when in a short sentence that points back at the task before it
  /// ("we need them by Wednesday", "need it Friday", "Needed by Fri 17/07", "Target
  /// 22/07"), or nil.
  static func dueAgain(_ sentence: String) -> String? {
    let item = Item(sentence)
    // "Needed by Fri 17/07.", "Target 22/07.", "Due Friday.": a sentence of when alone.
    if item.count <= 8, item.isWord(0, in: dueOpenings), !item.isWord(1, "to") {
      return when(in: sentence)
    }
    // "Deadline for the registration is 30.09.", "The closing date for entries is Friday.":
    // when the thing the work is for closes.
    let opening = item.isWord(0, "the") ? 1 : 0
    if item.count <= 14,
      item.isWord(opening, "deadline") || item.isWord(opening, "cutoff")
        || (item.isWord(opening, "closing") && item.isWord(opening + 1, "date")),
      (opening + 1..<item.count).contains(where: { item.isWord($0, "is") })
    {
      return when(in: sentence)
    }
    guard item.count <= 10,
      item.tokens.contains(where: { ActionWords.pronounObjects.contains($0.lower) }),
      item.tokens.contains(where: { $0.lower == "need" || $0.lower == "needed" })
    else { return nil }
    return when(in: sentence)
  }

  /// Words that open a sentence saying only when the work before is due.
  private static let dueOpenings: WordSet = [
    "needed", "required", "wanted", "target", "due", "deadline", "eta",
  ]

  /// The words of `text` that say when (from the "by" before them), or nil.
  static func when(in text: String) -> String? {
    // The words that say when, as the task parser reads them anywhere in the rest.
    let draft = TaskParser(context: followUpContext).parse(text)
    let spans: [FieldSource] = draft.sources.filter { source in
      source.field == .dueDate || source.field == .dueTime
    }
    guard let start = spans.map(\.start).min(), let end = spans.map(\.end).max() else {
      return nil
    }
    // From the first word of a date or time to the last, with the "by" before it.
    let bytes = Array(text.utf8)
    var from = start
    for connective in Self.whenConnectives {
      let word = Array(connective.utf8)
      if from >= word.count, bytes[(from - word.count)..<from].map(ByteText.lower) == word {
        from -= word.count
        break
      }
    }
    return String(decoding: bytes[from..<min(end, bytes.count)], as: UTF8.self)
  }

  /// The words before a date that `when(in:)` keeps with it.
  private static let whenConnectives = ["by ", "before ", "on ", "until ", "till "]

  /// `text` with `when` (as `when(in:)` gives it) after it, as a deadline.
  ///
  /// A bare date gets "by", so it cannot join a date the text already names: "… again in
  /// August" and "20/6" are not August 20.
  /// `text` whose last sentence only says when the work is due ("Register the coaches for
  /// the course. Deadline for the registration is Friday") as one task with that deadline;
  /// other texts as they are.
  static func foldingTrailingDue(_ text: String) -> String {
    let bytes = Array(text.utf8)
    guard bytes.count > 8,
      let dot = (1..<bytes.count - 1).last(where: { bytes[$0] == 46 && bytes[$0 + 1] == 32 }),
      !ByteText.isDigit(bytes[dot - 1])
    else { return text }
    let head = String(decoding: bytes[..<dot], as: UTF8.self)
    let tail = String(decoding: bytes[(dot + 2)...], as: UTF8.self)
    guard let when = dueAgain(tail), Self.when(in: head) == nil else { return text }
    return adding(when: when, to: head)
  }

  static func adding(when: String, to text: String) -> String {
    let bytes = Array(when.utf8)
    let hasConnective = (whenConnectives + ["due "]).contains { word in
      let word = Array(word.utf8)
      return bytes.count > word.count && bytes[..<word.count].map(ByteText.lower) == word
    }
    return text + (hasConnective ? " " : " by ") + when
  }

  /// What `followUp(_:)` found: the words that say when, if any.
  struct FollowUp: Sendable {
    var when: String?
  }

  /// Any reference day does: only the words of a date are wanted, not the date.
  private static let followUpContext: ParsingContext = {
    var context = ParsingContext(
      localDate: LocalDate(dayNumber: 20_458), time: .midnight, timeZone: .gmt)
    context.stopsAtDoubleDash = false
    return context
  }()

  // MARK: - Not tasks

  /// Whether `item` reports what someone said: a subject of one to four words, a reporting
  /// verb in the past, then "that" ("The Secretary noted that …", "Ana explained that …").
  static func isReport(_ item: Item) -> Bool {
    guard item.count > 3, item.tokens[0].isCapitalized else { return false }
    if saysWhereActionsStand(item) { return true }
    // "The secretary went through the open items", "The chair welcomed everyone": the
    // meeting's own business, told after it.
    if item.isWord(0, "the"), item.word(1) != nil,
      item.isWord(2, in: meetingBusiness)
        || (item.word(2) != nil && item.isWord(3, in: meetingBusiness))
    {
      return true
    }
    for verb in 1...min(4, item.count - 2) {
      guard item.word(verb) != nil else { return false }
      if item.isWord(verb, in: reportingVerbs) { return item.isWord(verb + 1, "that") }
    }
    return false
  }

  /// Whether `item` says how something stands, which is no work.
  ///
  /// A subject of one to five words, then "remains", "stays": "Swift-water team remains
  /// staged at Station 3", "Levee Rd stays closed"; or "is on leave", "is away": who is out.
  /// "Ana to remain as chair" and "Remain on call" are other shapes.
  static func saysHowItStands(_ item: Item) -> Bool {
    guard item.count > 2, item.tokens[0].isCapitalized, let first = item.word(0),
      !TaskVerbs.all.contains(first)
    else { return false }
    var words = 1
    for verb in 1..<min(10, item.count - 1) {
      // "Swift-water": a hyphen inside a word.
      if item.isMark(verb, "-"), item.isJoined(verb) { continue }
      guard let word = item.word(verb), !["to", "will", "should", "must"].contains(word),
        words < 6
      else { return false }
      words += 1
      if ["remains", "stays"].contains(word) { return !item.isWord(verb + 1, "to") }
      // "Dr Santos is on leave 23–27 November", "Ana is away next week": who is out.
      if word == "is" || word == "are" {
        return item.isWord(verb + 1, "away") || item.isWord(verb + 1, "off")
          || (item.isWord(verb + 1, "on")
            && item.isWord(verb + 2, in: ["leave", "holiday", "vacation", "sabbatical"]))
      }
    }
    return false
  }

  /// "Actions 31–37 are carried over …", "Items 4 and 5 were closed", "Action items from
  /// last week are done": what became of the actions, said of them as a subject.
  private static func saysWhereActionsStand(_ item: Item) -> Bool {
    guard item.isWord(0, in: actionSubjects) else { return false }
    var index = 1
    if item.isWord(0, "action"), item.isWord(1, in: actionSubjects) { index = 2 }
    // Their numbers or where they come from: "31–37", "4 and 5", "from last week".
    let limit = min(item.count, index + 8)
    while index < limit, !item.isWord(index, in: copulas) { index += 1 }
    guard index < limit, let next = item.word(index + 1) else { return false }
    return VerbForms.isRegularPast(next) || TaskStatus.status(of: next) != nil
      || ["all", "still", "now", "being"].contains(next)
  }

  /// Whether an entry under the follow-ups of an earlier meeting tells how it went rather
  /// than giving work: its subject then a verb in the past ("The survey closed on Feb 6 …",
  /// "Adaeze sent the letter; …"), or "Still no answer from …"; not "Ana agreed to …" nor an
  /// entry that goes on to give work ("…, Bo to chase", "… will …").
  static func toldAsDone(_ item: Item) -> Bool {
    if item.isWord(0, "still"), item.isWord(1, "no") || item.isWord(1, "waiting") { return true }
    var verb = 1
    if item.isWord(0, "the") {
      while verb < 6, item.word(verb).map({ !VerbForms.isPast($0) }) ?? item.isMark(verb, "-") {
        verb += 1
      }
    }
    guard let word = item.word(verb), VerbForms.isPast(word),
      !["agreed", "offered", "volunteered", "promised", "asked", "said", "requested"].contains(
        word)
    else { return false }
    return !(verb..<item.count).contains { index in
      item.isWord(index, "will") || item.isWord(index, "should")
        || (item.isWord(index, "to") && item.word(index + 1).map(TaskVerbs.all.contains) == true)
    }
  }

  /// Whether "add" at `index` asks readers to sign a running document in ("Please add your
  /// name to the attendee list", "add yourself below", "add agenda items before Monday"):
  /// how the notes are kept, not work.
  static func signsIn(_ item: Item, after index: Int) -> Bool {
    if item.isWord(index + 1, "your"),
      item.isWord(index + 2, "name") || item.isWord(index + 2, "names")
    {
      return true
    }
    if item.isWord(index + 1, "yourself") || item.isWord(index + 1, "yourselves") { return true }
    var cursor = index + 1
    if item.isWord(cursor, in: ["your", "any", "more", "new"]) { cursor += 1 }
    return item.isWord(cursor, "agenda")
      && (item.isWord(cursor + 1, "items") || item.isWord(cursor + 1, "topics"))
  }

  /// The comma that closes ", who …," at `index`, after a name ("Mateus, who maintains the
  /// package, to confirm …"); nil when no such clause stands there.
  static func relativeClauseEnd(_ item: Item, at index: Int) -> Int? {
    guard item.isMark(index, ","), item.isWord(index + 1, "who") else { return nil }
    return (index + 2..<min(item.count, index + 14)).first { item.isMark($0, ",") }
  }

  /// Words that may go on after a relative clause between a name and its verb: "Mateus, who
  /// …, to confirm", "…, will", "…, is asked to", "…, agreed to", "…, has offered to".
  static let afterRelativeClause: WordSet = [
    "to", "will", "is", "has", "agreed", "offered", "volunteered", "was",
  ]

  /// What a meeting's officers did in it, told in the past: no task.
  private static let meetingBusiness: WordSet = [
    "went", "walked", "ran", "reviewed", "presented", "summarised", "summarized", "welcomed",
    "thanked", "introduced", "opened", "read",
  ]

  private static let actionSubjects: WordSet = ["actions", "action", "items", "ais", "tasks"]

  private static let copulas: WordSet = ["are", "were", "is", "was", "have", "has"]

  private static let reportingVerbs: WordSet = [
    "noted", "reported", "explained", "said", "mentioned", "observed", "stated", "announced",
    "remarked", "informed", "confirmed", "clarified", "recalled",
  ]

  /// Decisions, notes and status lines: "Decision: …", "We agreed …", "#info …".
  func isNonTask(_ item: Item, at start: Int) -> Bool {
    var index = start
    if item.isMark(index, "#"), item.isJoined(index + 1), let word = item.word(index + 1) {
      return word != "action" && word != "todo"
    }
    while item.isMark(index, "*") || item.isMark(index, "[") || item.isMark(index, "(") {
      index += 1
    }
    guard let word = item.word(index) else { return false }
    if let next = item.word(index + 1), ActionWords.nonTaskPairs.contains(word + " " + next) {
      return true
    }
    if ["decided", "agreed", "resolved", "concluded"].contains(word),
      item.isWord(index + 1, "to") || item.isWord(index + 1, "that")
        || item.isWord(index + 1, "on") || item.isWord(index + 1, "we")
        || item.isWord(index + 1, "upon")
    {
      return true
    }
    guard ActionWords.nonTaskOpenings.contains(word) else { return false }
    var after = index + 1
    if item.isMark(after, "]") || item.isMark(after, ")") { after += 1 }
    return item.isMark(after, ":") || (item.isMark(after, "-") && !item.isJoined(after))
      || item.isMark(after, "—") || item.isMark(after, "–") || item.isMark(after, "]")
  }

  // MARK: - Commitments by the speaker

  /// Whether "I'd" at `start` reports the writer's own promise: "I said I'd send …", "I
  /// promised I would …", "I told her I'd …".
  private static func reportsOwnPromise(_ item: Item, before start: Int) -> Bool {
    let verbs: WordSet = ["said", "promised", "told"]
    for back in 1...3 where start - back >= 1 {
      guard item.isWord(start - back, in: verbs) else { continue }
      return item.isWord(start - back - 1, "i")
    }
    return false
  }

  /// "I'll", "I will", "I can", "I'm going to", "I need to", "let me", and a bare "will …" at
  /// the start of a turn: the index of the verb, and whether the verb needs an object to be
  /// a task ("let me check" alone is talk).
  func selfCommitment(
    _ item: Item, at start: Int, isFirst: Bool
  ) -> (verb: Int, needsObject: Bool)? {
    guard let word = item.word(start) else { return nil }
    var index = start
    var excluded = ActionWords.selfExcluded
    let willExcluded = ActionWords.selfExcludedAfterWill
    let needExcluded = ActionWords.selfExcludedAfterNeed
    var needsObject = false
    switch word {
    case "will"
    where start > 0 && (item.isMark(start - 1, ",") || item.isMark(start - 1, ";"))
      && item.isWord(start + 1, "do"):
      // "sure, will do once it's out": accepting what was asked, no task of its own.
      return nil
    case "will" where isSubjectlessWill(item, at: start):
      // "Not sure if it's the till or me, will recount in the morning": the speaker's "I"
      // left out, as messages do.
      index += 1
      excluded = willExcluded
      needsObject = true
    case "i'll", "i'd":
      index += 1
      if word == "i'd", !Self.reportsOwnPromise(item, before: start) {
        guard item.isWord(index, "be"), item.isWord(index + 1, "happy"),
          item.isWord(index + 2, "to")
        else { return nil }
        index += 3
      }
      excluded = willExcluded
    case "i":
      guard let next = item.word(start + 1) else { return nil }
      index += 2
      switch next {
      case "will", "shall", "must", "should":
        excluded = willExcluded
      case "would" where Self.reportsOwnPromise(item, before: start):
        excluded = willExcluded
      case "can":
        // "Could you send me the login? Then I can upload it myself": what the ask makes
        // possible, not a promise ("so I can do the flyer instead" is one).
        if item.isWord(start - 1, "then") { return nil }
        needsObject = false
      case "am":
        guard item.isWord(index, "going"), item.isWord(index + 1, "to") else { return nil }
        index += 2
        excluded = willExcluded
      case "need", "have", "plan", "volunteer", "promise":
        guard item.isWord(index, "to") else { return nil }
        index += 1
        excluded = needExcluded
      case "gotta":
        excluded = needExcluded
      default:
        return nil
      }
    case "i'm":
      if item.isWord(start + 1, "going"), item.isWord(start + 2, "to") {
        index += 3
      } else if item.isWord(start + 1, "gonna") {
        index += 2
      } else if item.isWord(start + 1, "planning"), item.isWord(start + 2, "to") {
        index += 3
      } else if item.isWord(start + 1, "happy"), item.isWord(start + 2, "to") {
        index += 3
      } else {
        return nil
      }
      excluded = willExcluded
    case "what":
      // "What I can do is set up the beta group": the offer after "is".
      guard let subject = item.word(start + 1), ["i", "i'll", "i'd"].contains(subject),
        let verbIs = (start + 2..<min(item.count, start + 5)).first(where: { item.isWord($0, "is") }
        ),
        (start + 2..<verbIs).allSatisfy({
          ["can", "will", "could", "do", "'ll"].contains(item.word($0) ?? "")
        })
      else { return nil }
      index = verbIs + 1
      excluded = willExcluded
    case "i've":
      guard item.isWord(start + 1, "got"), item.isWord(start + 2, "to") else { return nil }
      index += 3
      excluded = needExcluded
    case "let", "lemme":
      if word == "let" {
        guard item.isWord(start + 1, "me") else { return nil }
        index += 2
      } else {
        index += 1
      }
      // "let me just find the board": something done there and then.
      if item.isWord(index, "just") { return nil }
      needsObject = true
      excluded = ActionWords.selfExcludedAfterLetMe
    case "will":
      // "Will send it tonight": a turn or a speaker's line that starts with its verb. "Will
      // to patch …", "Will will be out", "Will argued …", "Will is not convinced" and "Will
      // Achterberg …" name a person.
      guard isFirst, !item.isWord(start + 1, in: AssigneeWords.commitments),
        !(start + 1 < item.count && item.tokens[start + 1].isCapitalized),
        !(item.word(start + 1).map { VerbForms.isPast($0) || VerbForms.isThirdPerson($0) }
          ?? false),
        // "Will from the Larkspur team will …", "Will and Ana to …".
        NameGrammar.affiliation(item, at: start + 1) == nil, !item.isWord(start + 1, "and"),
        // "Will there be somebody out there?", "Will you send it?": a question.
        !item.isWord(start + 1, in: Self.questionSubjects)
      else { return nil }
      index += 1
      excluded = willExcluded
      // "Yep, will review.": accepting an ask, whose words carry the task.
      needsObject = true
    default:
      return nil
    }
    // "I'll need to", "I will have to": the need comes after.
    if (item.isWord(index, "need") || item.isWord(index, "have")) && item.isWord(index + 1, "to") {
      index += 2
    }
    index = skipAdverbs(item, from: index)
    if item.isWord(index, "at"), item.isWord(index + 1, "least") { index += 2 }
    if item.isWord(index, "go"), item.isWord(index + 1, "ahead"), item.isWord(index + 2, "and") {
      index += 3
    }
    // "I'll go through the letters", "I can run the ticket table", "I can bring the bibs":
    // work, not leaving ("I need to run") or the meeting ("let me bring up the slide").
    // "I can bring 40 pairs of gloves", "I can bring cones": things brought; not "bring up
    // the slide", "bring it up", "bring everyone back".
    let bringsThings =
      item.isWord(index, "bring") && !item.isWord(index + 2, "up")
      && (item.number(index + 1) != nil
        || item.word(index + 1).map { !Self.notBrought.contains($0) } == true)
    let isWork =
      (item.isWord(index, "go")
        && (item.isWord(index + 1, "through") || item.isWord(index + 1, "over")))
      || ((item.isWord(index, "run") || item.isWord(index, "bring"))
        && item.word(index + 1).map(["the", "a", "an", "our", "this", "that", "some"].contains)
          == true)
    // "I'll pass them to the caterer", "I'll pass the notes on": handing over, not "I'll pass".
    let handsOver =
      item.isWord(index, "pass")
      && item.word(index + 1).map {
        ["it", "them", "this", "that", "these", "those", "the", "our", "my", "her", "his"]
          .contains($0)
      } == true
    // "I'll leave the spare key under the mat", "I'll drop the tray off": a thing left or
    // delivered somewhere, not leaving ("I'll leave now", "I'll leave it there", "I'll drop
    // off the call").
    let leavesThing =
      (item.isWord(index, "leave") || item.isWord(index, "drop"))
      && item.word(index + 1).map { ["the", "a", "an", "some", "my", "our", "your"].contains($0) }
        == true
      && item.word(index + 2).map { !Self.notLeftThings.contains($0) }
        == true
    // "I can get two runners set up there", "I can get it fixed by Friday": work done by
    // the speaker's doing, a thing and then what is done to it.
    let getsDone =
      item.isWord(index, "get")
      && (index + 2..<max(index + 2, min(item.count, index + 6))).contains { at in
        guard let word = item.word(at) else { return false }
        return VerbForms.isPast(word) || (word == "set" && item.isWord(at + 1, "up"))
      }
    // "I can get you the exact figure before the break", "I'll get the committee a copy by
    // Friday": a thing given by a time; not "I can get you the numbers too", an offer made
    // in passing, nor "I can get you in at nine".
    let getsSomeoneThing =
      item.isWord(index, "get")
      && item.isWord(index + 1, in: ["you", "us", "them", "him", "her", "everyone", "the"])
      && (index + 2..<min(item.count, index + 5)).contains {
        item.isWord($0, in: ["the", "a", "an", "those", "that", "some"])
      }
      && (index + 3..<item.count).prefix { item.word($0) != nil }.contains {
        item.isWord($0, in: ["by", "before", "after", "later", "tonight", "today", "tomorrow"])
      }
    let takesWork =
      (isWork || handsOver || leavesThing) && item.word(index + 2) != nil || bringsThings
      || getsDone || getsSomeoneThing
    guard let verb = item.word(index), takesWork || !excluded.contains(verb),
      isVerbLike(item, index),
      !["yeah", "yes", "yep", "ok", "okay", "um", "uh", "well", "so", "like"].contains(verb)
    else {
      return nil
    }
    if isMeetingAct(item, verb: index) { return nil }
    // "I should have said this on the call", "I could have sent it sooner": what was not done,
    // looked back on.
    if verb == "have", let next = item.word(index + 1), VerbForms.isPast(next),
      item.isWord(start + 1, in: ["should", "could", "would", "might"])
        || (start > 0 && item.isWord(start - 1, in: ["should", "could", "would", "might"]))
    {
      return nil
    }
    // "I can do Saturday morning", "I can do 3pm": when the speaker is free, not work.
    if verb == "do", item.isWord(index - 1, "can"), index + 1 < item.count,
      TranscriptClassifier.whenOnly(
        item.text(from: item.tokens[index + 1].start, to: item.tokens[item.count - 1].end))
        != nil
    {
      return nil
    }
    return (index, needsObject)
  }

  /// "I'll have Marco call the vendor", "we'll have Public Works get you a number": the
  /// speaker hands the work to a person or a group, who owns it; the index of its verb.
  private func delegation(_ item: Item, at start: Int) -> (String, Int)? {
    var index = start
    if item.isWord(index, "i'll") || item.isWord(index, "we'll") {
      index += 1
    } else if item.isWord(index, "i") || item.isWord(index, "we"),
      item.isWord(index + 1, in: ["will", "can", "could"])
    {
      index += 2
    } else {
      return nil
    }
    guard item.isWord(index, "have"), index + 1 < item.count,
      item.tokens[index + 1].isCapitalized,
      let (delegate, end) = name(item, at: index + 1) ?? NameGrammar.group(item, at: index + 1),
      let verb = item.word(end), isVerbLike(item, end), !VerbForms.isPast(verb),
      !["a", "an", "the", "to", "and", "or", "on", "in"].contains(verb)
    else { return nil }
    return (delegate, end)
  }

  /// What "I'll leave the …" or "I'll drop the …" leaves that is no errand: the call, or a
  /// link in its chat.
  private static let notLeftThings: Set<String> = [
    "call", "meeting", "room", "chat", "office", "link", "links", "zoom", "thread",
  ]

  /// Words after "bring" that make it no fetching of things: "bring up", "bring it up",
  /// "bring everyone in".
  private static let notBrought: Set<String> = [
    "up", "it", "in", "back", "you", "everyone", "everybody", "us", "him", "her", "them",
    "over", "along", "forward", "together", "down", "out", "people", "folks",
  ]

  /// "share my screen", "add that …": acts of the meeting itself.
  private func isMeetingAct(_ item: Item, verb: Int) -> Bool {
    guard let word = item.word(verb) else { return false }
    if Self.isStepOfProcedure(item, verb: verb) { return true }
    if word == "share" || word == "stop" {
      var index = verb + 1
      if item.isWord(index, "sharing") { return true }
      if let next = item.word(index), next == "my" || next == "the" || next == "your" { index += 1 }
      return item.isWord(index, "screen") || item.isWord(index, "screens")
    }
    if word == "add", let next = item.word(verb + 1) {
      return ActionWords.remarkObjects.contains(next)
    }
    // "I'll let you go", "I'll let you both go", "I'll let everyone get back to their day".
    if word == "let", let next = item.word(verb + 1),
      ["you", "y'all", "everyone", "everybody", "folks", "us"].contains(next)
    {
      var index = verb + 2
      if let word = item.word(index), ["all", "guys", "both", "two"].contains(word) { index += 1 }
      return item.isWord(index, "go") || item.isWord(index, "get") || item.isWord(index, "off")
    }
    // "Let me put you on a brief hold", "I'll put you through to billing": the call itself.
    if word == "put", item.isWord(verb + 1, "you"),
      (verb + 2..<min(item.count, verb + 6)).contains(where: {
        item.isWord($0, "hold") || item.isWord($0, "through")
      })
    {
      return true
    }
    // "I'll tell you that", "I'll at least tell you where the docs are wrong": talk.
    if word == "tell", let next = item.word(verb + 1),
      ["you", "us", "everyone", "y'all"].contains(next),
      let then = item.word(verb + 2),
      ["that", "this", "what", "where", "why", "how", "when", "something", "one", "though"]
        .contains(
          then)
    {
      return true
    }
    return false
  }

  /// "open the public hearing", "call the meeting to order", "call the roll", "move approval
  /// of the map", "second that", "adjourn": a chair's or a member's step of the meeting's
  /// procedure, done as it is said, not work for later.
  static func isStepOfProcedure(_ item: Item, verb: Int) -> Bool {
    guard let word = item.word(verb) else { return false }
    var index = verb + 1
    while let next = item.word(index), ["the", "this", "a", "our", "public"].contains(next) {
      index += 1
    }
    switch word {
    case "open", "close", "reopen":
      // Not "open the meeting notes" or "close the hearing room": a thing of the meeting.
      return item.isWord(index, in: ["hearing", "meeting", "floor", "comment", "comments"])
        && !item.isWord(index + 1, in: Self.meetingThings)
    case "call":
      if item.isWord(index, "roll") || item.isWord(index, "vote") || item.isWord(index, "question")
      {
        return true
      }
      // "call the meeting to order", not "call Ana to order the parts".
      return (index..<min(item.count, verb + 14)).contains {
        item.isWord($0, "to") && item.isWord($0 + 1, "order")
          && (item.word($0 + 2) == nil || item.isWord($0 + 2, in: ["at", "please", "now"]))
      }
    case "move":
      return item.isWord(verb + 1, in: ["approval", "adoption", "acceptance", "that"])
        || (item.isWord(verb + 1, "to")
          && item.isWord(verb + 2, in: ["approve", "adopt", "accept", "adjourn", "table"]))
    case "second":
      // "I'll second.", not "I'll second-review the bump".
      return item.isWord(verb + 1, in: ["that", "it", "the"]) || verb + 1 >= item.count
        || item.isMark(verb + 1, ".") || item.isMark(verb + 1, ",")
    case "adjourn", "recess":
      return true
    case "entertain":
      return item.isWord(index, "motion")
    case "bring":
      // "I will bring in Alasdair Keir": the chair gives the floor to a member.
      return item.isWord(verb + 1, "in") && verb + 2 < item.count
        && item.tokens[verb + 2].isCapitalized
    case "start":
      // "I will start with a general one", "let's start with questions": the order of the
      // talk.
      return item.isWord(verb + 1, "with")
        && (verb + 2..<min(item.count, verb + 6)).contains {
          item.isWord($0, in: ["one", "question", "questions"])
        }
    default:
      return false
    }
  }

  /// Things of a meeting that are opened or closed as work: "open the meeting notes".
  private static let meetingThings: WordSet = [
    "notes", "doc", "document", "link", "invite", "room", "minutes", "agenda", "recording",
    "page", "form", "file", "folder", "thread", "ticket", "issue", "request",
  ]

  private func skipAdverbs(_ item: Item, from start: Int) -> Int {
    var index = start
    while let word = item.word(index), ActionWords.adverbs.contains(word),
      item.word(index + 1) != nil
    {
      index += 1
    }
    return index
  }

  /// Whether the token at `index` can be a verb: a lower-case word that is not a pronoun or
  /// article.
  func isVerbLike(_ item: Item, _ index: Int) -> Bool {
    guard let word = item.word(index) else { return false }
    if ActionWords.notVerbsAfterTo.contains(word) { return false }
    if ActionWords.pronounObjects.contains(word) { return false }
    return word.utf8.count > 1 || word == "a"
  }

  /// Whether words follow the verb at `verb` (its object).
  private func hasObject(_ item: Item, after verb: Int) -> Bool {
    var index = verb + 1
    while index < item.count {
      if item.tokens[index].kind != .punctuation { return true }
      index += 1
    }
    return false
  }

  /// "take that as an action item", "note it down as a follow-up", "put this down as a
  /// to-do": the index after the marker words, and the verb after an "and" that goes on.
  private func takenAsAction(_ item: Item, verb: Int) -> (after: Int, next: Int?)? {
    guard let word = item.word(verb),
      ["take", "put", "note", "log", "mark", "capture", "write", "jot", "add", "keep"].contains(
        word),
      let object = item.word(verb + 1), ActionWords.pronounObjects.contains(object)
    else { return nil }
    var index = verb + 2
    if item.isWord(index, "down") { index += 1 }
    guard item.isWord(index, "as") else { return nil }
    index += 1
    if item.isWord(index, "an") || item.isWord(index, "a") || item.isWord(index, "my") {
      index += 1
    }
    guard let head = item.word(index) else { return nil }
    switch head {
    case "action":
      guard item.isWord(index + 1, "item") || item.isWord(index + 1, "point") else { return nil }
      index += 2
    case "todo", "to-do", "follow-up", "followup", "task":
      index += 1
    default:
      return nil
    }
    if item.isMark(index, ",") { index += 1 }
    if item.isWord(index, "and"), isVerbLike(item, index + 1) {
      var next = index + 1
      if item.isWord(next, "i'll") || (item.isWord(next, "i") && item.isWord(next + 1, "will")) {
        next += item.isWord(next, "i'll") ? 1 : 2
      }
      return (index, next)
    }
    return (index, nil)
  }

  /// For a verb followed by a pointing pronoun ("take that", "take care of it", "do this
  /// one"): the index after the pronoun; nil when the verb has a real object.
  private func referentialRest(_ item: Item, verb: Int) -> Int? {
    var index = verb + 1
    var particles = 0
    while particles < 2, let word = item.word(index), ActionWords.particles.contains(word) {
      index += 1
      particles += 1
    }
    // "agreed to do so": "so" stands for what was asked.
    guard let word = item.word(index),
      ActionWords.pronounObjects.contains(word) || (word == "so" && item.isWord(verb, "do"))
    else {
      return nil
    }
    index += 1
    if item.isWord(index, "one") { index += 1 }
    // "sort it out on Friday", "set that up": the verb's particle is no part of the rest.
    while let word = item.word(index), ActionWords.particlesAfterObject.contains(word) {
      index += 1
    }
    // "rerun those three partitions": a determiner, not a pronoun.
    if let next = item.word(index), !ActionWords.afterPronoun.contains(next) { return nil }
    // "I'll send it to Bo by Friday" still points back: the rest carries when and to whom.
    return index
  }

  /// "On it", "will do", "leave it with me": a reply that takes the request on, and the index
  /// after it.
  private func takeItReply(_ item: Item, at start: Int) -> Int? {
    for phrase in ActionWords.takeItReplies {
      var index = start
      var matched = true
      for word in phrase {
        if item.isWord(index, word) {
          index += 1
        } else {
          matched = false
          break
        }
      }
      guard matched else { continue }
      // "Will do the slides" is a commitment with an object, not a reply.
      if let next = item.word(index), phrase == ["will", "do"] || phrase == ["can", "do"],
        next != "it" && next != "that"
      {
        continue
      }
      if phrase == ["happy", "to"], item.word(index) != nil { continue }
      // "I'll look, I touched that harness": a look with nothing after it; "I'll look at the
      // logs" says what, a commitment of its own.
      if phrase.contains("look"), item.word(index) != nil { continue }
      // "mine died in 2024", "mine keep resetting": the speaker's own thing, not "Mine!".
      if phrase == ["mine"], item.word(index) != nil { continue }
      return index
    }
    return nil
  }

  // MARK: - Requests and needs

  /// "can you [please] <verb>": the verb's index.
  func ask(_ item: Item, at start: Int) -> Int? {
    var index = start
    if isMessage, let verb = messageAsk(item, at: start) { return verb }
    if !isMessage, let verb = pleaseAsk(item, at: start) { return verb }
    if item.isWord(index, "i") || item.isWord(index, "we"), item.isWord(index + 1, "need"),
      item.isWord(index + 2, "you"), item.isWord(index + 3, "to")
    {
      index += 4
    } else if item.isWord(index, "if"), item.isWord(index + 1, "you"),
      item.isWord(index + 2, in: ["could", "would"]), !item.isMark(index + 3, ",")
    {
      // "if you could add a changelog entry, that'd be great": a polite ask; "if you can
      // come, …" is a condition.
      index += 3
    } else {
      guard let modal = item.word(index), ["can", "could", "would", "will"].contains(modal)
      else { return nil }
      // "can one of your guys fix the gate latch?", "could your team send the invoices?":
      // the one asked, through the people they run.
      if let after = yourPeople(item, at: index + 1) {
        index = after
      } else {
        guard item.isWord(index + 1, "you") else { return nil }
        index += 2
      }
      if item.isWord(index, "mind") { return nil }
      // "would you be up for running …", "could you be able to send …": willing, then the work.
      if item.isWord(index, "be") {
        if item.isWord(index + 1, "up"), item.isWord(index + 2, "for") {
          index += 3
        } else if item.isWord(index + 1, in: ActionWords.willingWords),
          item.isWord(index + 2, "to")
        {
          index += 3
        }
      }
      // "can you two smoke-test …", "could you both …", "can you all …".
      if item.isWord(index, "two") || item.isWord(index, "both") || item.isWord(index, "all") {
        index += 1
      }
    }
    while let word = item.word(index), word == "please" || word == "also" || word == "just" {
      index += 1
    }
    // "Madam Clerk, would you call the roll": a step of the meeting, asked.
    guard let verb = askVerb(item, at: index), !Self.isStepOfProcedure(item, verb: verb) else {
      return nil
    }
    return verb
  }

  /// The index after "one of your guys" or "your team" at `index`; nil for other words.
  private func yourPeople(_ item: Item, at index: Int) -> Int? {
    var cursor = index
    if item.isWord(cursor, "one"), item.isWord(cursor + 1, "of") { cursor += 2 }
    guard item.isWord(cursor, "your") || item.isWord(cursor, "ur"),
      item.isWord(cursor + 1, in: Self.yourPeopleNouns)
    else { return nil }
    return cursor + 2
  }

  private static let yourPeopleNouns: WordSet = [
    "guys", "team", "lads", "people", "crew", "staff", "folks", "lot", "colleagues", "engineers",
  ]

  /// "Pls chase pharmacy again", "Kalani - please review the rota": a request written in
  /// notes, for whoever reads them (or the person named), when a task's verb follows; the
  /// verb's index.
  private func pleaseAsk(_ item: Item, at start: Int) -> Int? {
    var index = start
    if item.isWord(index, in: Self.pleaseWords) {
      index += 1
    } else if !item.isWord(start - 1, in: Self.pleaseWords) {
      return nil
    }
    guard item.isWord(index, in: TaskVerbs.all), !Self.answersIfWrong(item, at: index) else {
      return nil
    }
    // "Please add agenda items with your name", "please find below the minutes", "(please
    // add yourself below)": how to use the notes, not work.
    let end = min(item.count, index + 8)
    guard !(index + 1..<end).contains(where: { item.isWord($0, in: Self.documentParts) }) else {
      return nil
    }
    return askVerb(item, at: index)
  }

  private static let pleaseWords: WordSet = ["please", "pls", "plz"]

  /// "Kitchen pls do two gluten-free desserts", "Day shift please send her the map", "Paula pls
  /// ring the supplier": a department, a group or a known person, then "please" and a task's
  /// verb, with no comma between: the ones asked and the verb's index.
  func pleaseAskByName(_ item: Item, at start: Int) -> ([String], Int)? {
    // Most clauses have no "please" near their start: ruled out before any name is looked up.
    guard start + 2 < item.count, item.tokens[start].isCapitalized,
      (start + 1..<min(item.count, start + 5)).contains(where: {
        item.isWord($0, in: Self.pleaseWords)
      })
    else { return nil }
    var owners: [String]
    var end: Int
    if let word = item.word(start), NameGrammar.departments.contains(word),
      item.isWord(start + 1, in: Self.pleaseWords)
    {
      owners = [item.text(of: start..<start + 1)]
      end = start + 1
    } else if let (group, groupEnd) = NameGrammar.group(item, at: start) {
      owners = [group]
      end = groupEnd
    } else if let (names, namesEnd) = nameRun(item, at: start),
      names.allSatisfy({ self.names.contains($0.lowercased()) })
    {
      owners = names
      end = namesEnd
    } else {
      return nil
    }
    guard item.isWord(end, in: Self.pleaseWords),
      item.isWord(end + 1, in: TaskVerbs.all) || item.isWord(end + 1, "do")
    else { return nil }
    return (owners, end + 1)
  }

  /// Words for a document and its places, which a request about the notes themselves names.
  private static let documentParts: WordSet = [
    "agenda", "yourself", "below", "above", "attached", "herewith", "doc", "document",
    "notes", "minutes", "page",
  ]

  /// What a message asks of its reader: "[and|also|so] please <verb>", "remember to <verb>",
  /// "don't forget to <verb>", "make sure (to|you) <verb>", "you('ll) need to <verb>",
  /// "you have to <verb>"; the verb's index.
  private func messageAsk(_ item: Item, at start: Int) -> Int? {
    // The clause reaches here past its fillers, "please" and "you" among them.
    var before = start - 1
    var skipped: [String] = []
    while before >= 0, let word = item.word(before), ActionWords.fillers.contains(word) {
      skipped.append(word)
      before -= 1
    }
    if skipped.contains("please") { return messageVerb(item, at: start) }
    if skipped.first == "you", let word = item.word(start) {
      if word == "must" || word == "should" { return messageVerb(item, at: start + 1) }
      if word == "need" || word == "have", item.isWord(start + 1, "to") {
        return messageVerb(item, at: start + 2)
      }
    }
    var index = start
    while let word = item.word(index), ["and", "also", "so", "oh", "just", "but"].contains(word) {
      index += 1
    }
    let openings: [[String]] = [
      ["please"], ["remember", "to"], ["please", "remember", "to"], ["don't", "forget", "to"],
      ["dont", "forget", "to"], ["do", "not", "forget", "to"], ["make", "sure", "to"],
      ["make", "sure", "you"], ["you", "need", "to"], ["you'll", "need", "to"],
      ["i'll", "need", "you", "to"], ["i", "will", "need", "you", "to"],
      ["i'd", "like", "you", "to"],
      ["i", "need", "you", "to"], ["we'll", "need", "you", "to"], ["we", "need", "you", "to"],
      ["you", "will", "need", "to"], ["you", "have", "to"], ["you", "must"],
    ]
    for words in openings.sorted(by: { $0.count > $1.count })
    where words.indices.allSatisfy({ item.isWord(index + $0, words[$0]) }) {
      var verb = index + words.count
      while let word = item.word(verb), word == "also" || word == "just" { verb += 1 }
      return messageVerb(item, at: verb)
    }
    return nil
  }

  /// "If you get a chance," "if you can," "when you have a minute,": the index after the
  /// phrase and its comma, when the sentence opens with one.
  private func politeCondition(_ item: Item, at cursor: Int) -> Int? {
    var start = cursor
    while start < item.count,
      item.isMark(start, ",")
        || ["and", "so", "also", "oh", "but"].contains(item.word(start) ?? "")
    {
      start += 1
    }
    guard let first = item.word(start), first == "if" || first == "when",
      item.isWord(start + 1, "you") || item.isWord(start + 1, "possible")
    else { return nil }
    var index = start + 1
    // The phrase is short and ends at the first comma.
    while index < item.count, index - start <= 7, !item.isMark(index, ",") { index += 1 }
    guard item.isMark(index, ","), index + 1 < item.count else { return nil }
    let phrase = (start..<index).compactMap { item.word($0) }.joined(separator: " ")
    guard ActionWords.politeConditions.contains(phrase) else { return nil }
    return index + 1
  }

  /// The verb of a message's sentence that opens with a command.
  ///
  /// "Text me the number", "Give the office a ring", "Update the stock sheet before Thursday":
  /// the verb must be followed by whom or what it acts on (me, us, the, a, your, …), so "Talk
  /// soon" and "Hope all is well" are not commands.
  private func messageImperative(_ item: Item, at index: Int) -> Int? {
    guard let verb = item.word(index), item.tokens[index].kind != .punctuation,
      !ActionWords.messageTalk.contains(verb), !ActionWords.notCommands.contains(verb),
      let next = item.word(index + 1), ActionWords.commandObjects.contains(next),
      messageVerb(item, at: index) != nil, item.count - index >= 3
    else { return nil }
    return index
  }

  /// The verb of a message's request: any verb but those of talk ("please hold", "please
  /// excuse the noise"); a caller's "move the car" or "show Bo the flat" is work, though in a
  /// call with a shared screen "can you move" and "show" are talk.
  private func messageVerb(_ item: Item, at index: Int) -> Int? {
    guard let verb = item.word(index), isVerbLike(item, index),
      !ActionWords.messageTalk.contains(verb), !Self.answersIfWrong(item, at: index)
    else { return nil }
    return index
  }

  /// Whether the verb at `index` asks only for an answer if something is amiss: "please
  /// reply if I got something wrong", "shout here if I missed anything".
  static func answersIfWrong(_ item: Item, at index: Int) -> Bool {
    guard item.isWord(index, in: ["reply", "respond", "shout", "answer", "write"]) else {
      return false
    }
    var next = index + 1
    while next < index + 4, item.isWord(next, in: ["here", "back", "to", "this", "me", "us"]) {
      next += 1
    }
    return item.isWord(next, "if")
  }

  /// The verb of a request at `index` when it asks for work, not for talk.
  private func askVerb(_ item: Item, at index: Int) -> Int? {
    guard let verb = item.word(index), isVerbLike(item, index) else { return nil }
    if verb == "add", Self.signsIn(item, after: index) { return nil }
    if ["tell", "walk", "give", "show", "remind", "share", "help"].contains(verb) {
      guard let object = item.word(index + 1),
        !ActionWords.askObjectsThatAreTalk.contains(object), object != "your"
      else { return nil }
      return index
    }
    // "could somebody go through the runbook", "can you go over the budget": work, not
    // moving about the call ("can you go back a slide" stays excluded).
    if verb == "go", item.isWord(index + 1, "through") || item.isWord(index + 1, "over"),
      item.word(index + 2) != nil
    {
      return index
    }
    // "can you drop the cash box round", "drop off the keys": work; "drop a link in the chat",
    // "drop off the call": talk on the call.
    if verb == "drop", item.word(index + 1) != nil,
      !(index + 1..<min(item.count, index + 9)).contains(where: {
        item.isWord($0, in: ActionWords.callThings)
      })
    {
      return index
    }
    // "could you put together a cost comparison", "put the photos in the shared folder":
    // work; "put it in the chat" is talk on the call.
    if verb == "put", let object = item.word(index + 1),
      !["it", "that", "this", "them", "those", "these"].contains(object),
      item.isWord(index + 1, "together")
        || !(index + 1..<min(item.count, index + 9)).contains(where: {
          item.isWord($0, in: ActionWords.callThings)
        })
    {
      return index
    }
    if ActionWords.askExcluded.contains(verb) { return nil }
    // "can you do that?": a request whose object was said before; too vague alone.
    if let rest = referentialRest(item, verb: index),
      (rest..<item.count).allSatisfy({ item.tokens[$0].kind == .punctuation })
    {
      return nil
    }
    return index
  }

  /// Whether "can you two", "could you both", "would you all" opens at `index`.
  private func asksSeveral(_ item: Item, at index: Int) -> Bool {
    item.isWord(index, in: Self.askModals) && item.isWord(index + 1, "you")
      && (item.isWord(index + 2, "two") || item.isWord(index + 2, "both")
        || item.isWord(index + 2, "all"))
  }

  /// "Bo, can you …", "Bo: please …", "@bo can you …": the person asked and the verb.
  private func vocativeAsk(_ item: Item, at start: Int) -> ([String], Int)? {
    var run = nameRun(item, at: start)
    // "Track chairs, please flag …": a group asked as a person is.
    if let (group, end) = NameGrammar.group(item, at: start), end > run?.1 ?? start,
      item.isMark(end, ",") || item.isMark(end, ":")
    {
      run = ([group], end)
    }
    guard var (owners, after) = run else { return nil }
    // "Mark, Ximena: can you two …": names listed before the colon; "Lukas, Mei-Ling, could
    // you two …": before the comma, when the ask is to more than one.
    while item.isMark(after, ","), let (more, end) = nameRun(item, at: after + 1),
      item.isMark(end, ":") || (item.isMark(end, ",") && asksSeveral(item, at: end + 1)),
      owners.count < 6
    {
      owners += more
      after = end
    }
    var index = after
    // "Gwen (cc'd), could you …", "Tomas (Finance): can you …": an aside about the person
    // before the comma.
    if item.isMark(index, "("),
      let close = (index + 1..<min(item.count, index + 7)).first(where: { item.isMark($0, ")") }),
      item.isMark(close + 1, ",") || item.isMark(close + 1, ":")
    {
      index = close + 1
    }
    if item.isMark(index, ",") || item.isMark(index, ":") || item.isMark(index, "—")
      || (item.isMark(index, "-") && !item.isJoined(index))
    {
      index += 1
    }
    if let verb = ask(item, at: index) { return (owners, verb) }
    // "Dev, bring the spare snare to Wednesday's rehearsal": someone the document knows,
    // told what to do.
    if index > after, item.isMark(index - 1, ","), !item.isMark(start - 1, "("),
      let verb = item.word(index),
      !item.tokens[index].isCapitalized || index == 0, TaskVerbs.all.contains(verb),
      !ActionWords.askExcluded.contains(verb), !item.isMark(index + 1, ","),
      owners.allSatisfy({ names.contains($0.lowercased()) })
    {
      return (owners, index)
    }
    // "Hamish, before you go away can you drop …", "Ana, once the quote is in, could you …":
    // a clause saying when, then the ask.
    if item.isWord(index, in: Self.whenOpeners) {
      var cursor = index + 1
      while cursor < item.count, cursor - index <= 10, !item.isMark(cursor, "?"),
        !item.isMark(cursor, ".")
      {
        if item.isWord(cursor, in: Self.askModals), item.isWord(cursor + 1, "you"),
          let verb = ask(item, at: cursor)
        {
          return (owners, verb)
        }
        cursor += 1
      }
    }
    // "Tobias, you wrote most of the new API: could you take a first pass …", "Ana, you know
    // the venue, so can you book it?": why them, then the ask; only after a name set apart
    // by its comma ("Dr. Okafor is out, so could you …" asks the listener).
    var cursor = index
    while index > after, cursor < item.count, cursor - index <= 16, !item.isMark(cursor, "."),
      !item.isMark(cursor, "?")
    {
      var askAt: Int?
      if item.isMark(cursor, ":") {
        askAt = cursor + 1
      } else if item.isMark(cursor, ","), item.isWord(cursor + 1, "so") {
        askAt = cursor + 2
      }
      if let askAt, item.isWord(askAt, in: Self.askModals), item.isWord(askAt + 1, "you"),
        let verb = ask(item, at: askAt)
      {
        return (owners, verb)
      }
      cursor += 1
    }
    // "Fatima, would you mind?": an ask that hands on what was asked before.
    if item.isWord(index, "would") || item.isWord(index, "could"), item.isWord(index + 1, "you"),
      item.isWord(index + 2, "mind"), index + 3 >= item.count || item.isMark(index + 3, "?")
    {
      return (owners, index + 2)
    }
    if item.isWord(index, "please"), let verb = askVerb(item, at: index + 1) {
      return (owners, verb)
    }
    return nil
  }

  /// Whether an ask starts in the middle of a clause, as speech written down without
  /// punctuation has it: "… is patron records can you check …", "so test loans Rafael and
  /// Aigerim could you run …" (names, then the ask).
  private func startsRunOnAsk(_ item: Item, _ index: Int) -> Bool {
    guard index > 0, item.tokens[index - 1].kind == .word else { return false }
    var after = index
    if item.tokens[index].isCapitalized, let (_, end) = nameRun(item, at: index) {
      after = end
    }
    return item.isWord(after, in: Self.askModals) && item.isWord(after + 1, "you")
  }

  private static let askModals: WordSet = ["can", "could", "would"]

  /// Words that open a clause saying when: "before you go away", "once it's signed".
  private static let whenOpeners: WordSet = [
    "before", "after", "when", "once", "while", "whenever", "if", "since",
  ]

  /// ", Bo?" at the end of a request: the name and the index where it starts (its comma).
  private func trailingVocative(_ item: Item, before end: Int, after start: Int) -> (String, Int)? {
    var index = end - 1
    var words = 0
    while index > start, item.word(index) != nil, words < 3 {
      index -= 1
      words += 1
    }
    guard words > 0, item.isMark(index, ","), index > start,
      let (owners, after) = nameRun(item, at: index + 1), after == end, owners.count == 1
    else { return nil }
    return (owners[0], index)
  }

  /// "can someone …", "who can …", "does anyone want to …": the verb's index.
  private func someoneAsk(_ item: Item, at start: Int) -> Int? {
    var index = start
    guard let first = item.word(index) else { return nil }
    let someone = ActionWords.someone
    switch first {
    case "can", "could", "would", "will":
      // "could one of you …", "can either of you …": whichever of those asked takes it.
      if item.isWord(index + 1, in: ["one", "either", "any"]), item.isWord(index + 2, "of"),
        item.isWord(index + 3, "you")
      {
        index += 4
        break
      }
      guard let subject = item.word(index + 1), someone.contains(subject) else { return nil }
      index += 2
    case "who":
      // "the electrician, who can install on Friday": a relative clause, not a question.
      guard (index..<item.count).contains(where: { item.isMark($0, "?") }) else { return nil }
      if item.isWord(index + 1, "can") || item.isWord(index + 1, "will")
        || item.isWord(index + 1, "could")
      {
        index += 2
      } else if item.isWord(index + 1, "wants"), item.isWord(index + 2, "to") {
        index += 3
      } else {
        return nil
      }
    case "does", "do":
      guard let subject = item.word(index + 1), someone.contains(subject),
        item.isWord(index + 2, "want"), item.isWord(index + 3, "to")
      else { return nil }
      index += 4
    case "anyone", "anybody":
      guard item.isWord(index + 1, "want"), item.isWord(index + 2, "to") else { return nil }
      index += 3
    case "any":
      guard item.isWord(index + 1, "volunteers"), item.isWord(index + 2, "to") else {
        return nil
      }
      index += 3
    default:
      return nil
    }
    while item.isWord(index, "please") { index += 1 }
    return askVerb(item, at: index)
  }

  private static let fromWords: WordSet = ["from", "in", "at", "on"]

  /// Whether a question at `index` asks everyone: "Could everyone …?", "can folks …?".
  static func asksEveryone(_ item: Item, at index: Int) -> Bool {
    item.isWord(index, in: ["can", "could"])
      && item.isWord(index + 1, in: ["everyone", "everybody", "folks"])
      && (index..<item.count).contains(where: { item.isMark($0, "?") })
  }

  /// "we need to …", "we should …", "someone needs to …", and "Need to …" opening a note: the
  /// verb's index.
  func need(_ item: Item, at start: Int, isFirst: Bool) -> Int? {
    var index = start
    guard let first = item.word(index) else { return nil }
    switch first {
    case "we", "we'll", "we've", "we're":
      index += 1
      index = skipAdverbs(item, from: index)
      if first == "we'll" || (first == "we" && item.isWord(index, "will")) {
        if first == "we" { index += 1 }
        index = skipAdverbs(item, from: index)
        // "we'll post the pool schedule on the website by May 15": the group's promise,
        // when it says by when; "we'll try to …" and "we'll talk about it next week" are no
        // work.
        if !(item.isWord(index, "need") || item.isWord(index, "have")),
          let verb = item.word(index), !ActionWords.selfExcludedAfterWill.contains(verb),
          !ActionWords.groupTalkVerbs.contains(verb), hasObject(item, after: index),
          Self.when(
            in: item.text(from: item.tokens[index].start, to: item.tokens[item.count - 1].end))
            != nil
        {
          return index
        }
        guard item.isWord(index, "need") || item.isWord(index, "have"),
          item.isWord(index + 1, "to")
        else { return nil }
        index += 2
      } else if first == "we've" {
        guard item.isWord(index, "got"), item.isWord(index + 1, "to") else { return nil }
        index += 2
      } else if first == "we're" {
        guard item.isWord(index, "going"), item.isWord(index + 1, "to"),
          item.isWord(index + 2, "need"), item.isWord(index + 3, "to")
        else { return nil }
        index += 4
      } else if item.isWord(index, "need") || item.isWord(index, "have") {
        // "We also need someone to pick up …": a call for whoever will.
        if item.isWord(index, "need"), let after = whoever(item, at: index + 1) {
          index = after - 1
        }
        guard item.isWord(index + 1, "to") else { return nil }
        index += 2
      } else if item.isWord(index, "must") || item.isWord(index, "gotta") {
        index += 1
      } else {
        return nil
      }
    case "someone", "somebody":
      index += 1
      // "Someone from payroll needs to …", "someone in support should …": still whoever
      // will, not a person called "Someone from payroll".
      if item.isWord(index, in: Self.fromWords) {
        var end = index + 1
        if item.isWord(end, "the") { end += 1 }
        while end < index + 5, let word = item.word(end),
          !["needs", "has", "must", "should", "really"].contains(word)
        {
          end += 1
        }
        index = end
      }
      index = skipAdverbs(item, from: index)
      if item.isWord(index, "really") { index += 1 }
      if item.isWord(index, "needs") || item.isWord(index, "has") {
        guard item.isWord(index + 1, "to") else { return nil }
        index += 2
      } else if item.isWord(index, "must") || item.isWord(index, "should") {
        index += 1
      } else {
        return nil
      }
    case "whoever", "whoever's":
      // "whoever opens pls fill it in every morning", "Whoever's on lates, please lock the
      // side gate": work for the one who will be there, whom no one names.
      var cursor = index + 1
      while cursor < index + 6, cursor < item.count,
        !item.isWord(cursor, in: Self.pleaseWords), !item.isMark(cursor, ","),
        !item.isMark(cursor, "-"), !item.isWord(cursor, "should"), !item.isWord(cursor, "must")
      {
        cursor += 1
      }
      guard cursor > index + 1, cursor < item.count else { return nil }
      var isAsked = false
      if item.isMark(cursor, ",") || item.isMark(cursor, "-") { cursor += 1 }
      if item.isWord(cursor, in: Self.pleaseWords) || item.isWord(cursor, "should")
        || item.isWord(cursor, "must")
      {
        cursor += 1
        isAsked = true
      } else if !item.isMark(cursor - 1, ",") && !item.isMark(cursor - 1, "-") {
        return nil
      }
      // After "please" any verb; after a comma only a task's ("whoever can, because …").
      guard cursor < item.count, !item.tokens[cursor].isCapitalized,
        item.isWord(cursor, in: TaskVerbs.all) || isAsked && isVerbLike(item, cursor)
      else {
        return nil
      }
      index = cursor
    case "all", "everyone", "everybody":
      // "All to ask in their class groups", "Everyone to bring a dish", "All members to
      // renew by April": work for everyone, which no one owns.
      index += 1
      if first == "all", item.isWord(index, in: NameGrammar.groupNouns) { index += 1 }
      // "All trustees need to complete the training", "Everyone must renew by April",
      // "Everyone please review the draft by Friday".
      var hasModal = false
      if item.isWord(index, "need") || item.isWord(index, "needs") {
        index += 1
      } else if item.isWord(index, "must") || item.isWord(index, "should")
        // "Everyone please review the draft", not "everyone please read it" after a link.
        || (first != "all" && item.isWord(index, "please")
          && !item.isWord(index + 2, in: ["it", "this", "that", "them"]))
      {
        index += 1
        hasModal = true
      }
      guard isFirst, hasModal || item.isWord(index, "to"), !item.tokens[start].isJoined else {
        return nil
      }
      if !hasModal { index += 1 }
    case "can", "could":
      // "Could everyone review the draft by Friday?", "can folks post an update?": a question
      // asked of everyone, which no one owns.
      guard isFirst, Self.asksEveryone(item, at: index) else { return nil }
      index += 2
      while item.isWord(index, "please") { index += 1 }
      // "Could everyone see the screen?" asks about the call, not for work.
      guard item.isWord(index, in: TaskVerbs.all) else { return nil }
    case "need", "have":
      // "Need to renew the cert": a note that drops its subject; "Need someone to fix the
      // tap": a call for whoever will.
      guard isFirst else { return nil }
      if let after = whoever(item, at: index + 1) { index = after - 1 }
      guard item.isWord(index + 1, "to") else { return nil }
      index += 2
    default:
      return nil
    }
    index = skipAdverbs(item, from: index)
    guard let verb = item.word(index), isVerbLike(item, index) else { return nil }
    // "we must not leave partial gangs running": a rule, not work to do.
    if verb == "not" || verb == "never" { return nil }
    if ActionWords.needExcluded.contains(verb) {
      guard let object = item.word(index + 1),
        ActionWords.needObjects.contains(object) || object.hasSuffix("'s")
          || object.hasSuffix("’s")
      else {
        return nil
      }
    }
    return index
  }

  /// "Referred to Transportation Department for a report back in 60 days on …", "Referred
  /// to Police Department to identify interim staffing by October 1": a body's item handed
  /// to a department, which owns what it is to do; the owners and where the work starts.
  private func referral(_ item: Item, at start: Int) -> ([String], Int)? {
    guard item.isWord(start, "referred"), item.isWord(start + 1, "to") else { return nil }
    var first = start + 2
    if item.isWord(first, "the") { first += 1 }
    var end = first
    while end < item.count, end - first < 5,
      item.tokens[end].isCapitalized
        || (end > first && (item.isMark(end, "'") || item.isWord(end, "of")))
    {
      end += 1
    }
    guard end > first, end < item.count, item.isWord(end, "for") || item.isWord(end, "to"),
      end + 1 < item.count
    else { return nil }
    var work = end + 1
    // "for a report back in 60 days": the report is the work.
    if item.isWord(end, "for"), item.isWord(work, "a") || item.isWord(work, "an") { work += 1 }
    return ([item.text(of: first..<end)], work)
  }

  /// "one more, reply to the school about the form", "last thing: renew the car tax": an item
  /// of a spoken list of things to do, its verb after the words that count it; the verb's
  /// index.
  private func listedImperative(_ item: Item, at start: Int) -> Int? {
    guard
      let words = Self.listCounters.first(where: { words in
        words.indices.allSatisfy { item.isWord(start + $0, words[$0]) }
      })
    else { return nil }
    let mark = start + words.count
    guard item.isMark(mark, ",") || item.isMark(mark, ":") || item.isMark(mark, "—") else {
      return nil
    }
    let verb = mark + 1
    guard verb < item.count, !item.tokens[verb].isCapitalized || mark == start,
      item.isWord(verb, in: TaskVerbs.all), item.word(verb + 1) != nil
    else { return nil }
    return verb
  }

  /// Work asked of everyone present, which no one owns: the index of the verb.
  ///
  /// "Everyone: add your dates to the calendar", "please everyone put your name down …",
  /// "can everyone post an update …", "everyone should renew their badge …". "Everyone liked
  /// the logo", "can everyone see my screen?" and "everyone please read it" are no work.
  private func everyoneTold(_ item: Item, at start: Int) -> Int? {
    var index = start
    if item.isWord(index, in: ["can", "could"]) {
      index += 1
    } else if item.isWord(index, in: Self.pleaseWords) {
      index += 1
    }
    guard item.isWord(index, "everyone") || item.isWord(index, "everybody") else { return nil }
    index += 1
    if item.isMark(index, ":") || item.isMark(index, ",") || item.isMark(index, "-") {
      index += 1
    }
    if item.isWord(index, in: Self.pleaseWords) {
      index += 1
    } else if item.isWord(index, "should") || item.isWord(index, "must") {
      index += 1
    } else if item.isWord(index, "needs") || item.isWord(index, "has"), item.isWord(index + 1, "to")
    {
      index += 2
    }
    guard let verb = item.word(index), TaskVerbs.all.contains(verb),
      !Self.notToldVerbs.contains(verb), hasObject(item, after: index),
      // "everyone please read it": the thing is said elsewhere.
      !Self.hasOnlyPronounObject(
        item.text(from: item.tokens[index].start, to: item.tokens[item.count - 1].end))
    else { return nil }
    return index
  }

  /// Verbs after "everyone" that ask nothing of them: "can everyone see my screen?",
  /// "everyone, talk next week".
  private static let notToldVerbs: WordSet = [
    "see", "hear", "talk", "meet", "try", "come", "enjoy", "thank", "let", "do",
  ]

  /// Words that count off the next thing to do, longest first.
  private static let listCounters: [[String]] = [
    ["one", "more", "thing"], ["one", "last", "thing"], ["another", "thing"],
    ["last", "thing"], ["one", "more"], ["and", "finally"], ["finally"],
  ]

  /// "someone", "somebody", "a volunteer" at `index`, whom a need calls for: the index after.
  private func whoever(_ item: Item, at index: Int) -> Int? {
    if item.isWord(index, "someone") || item.isWord(index, "somebody") { return index + 1 }
    if item.isWord(index, "a"), item.isWord(index + 1, "volunteer") { return index + 2 }
    return nil
  }

  // MARK: - Named owners

  /// "<Name> will/to/should …" (text kept: the task parser reads the owner), "<Name> agreed
  /// to …", "<Name> is going to …" (owner implied, subject stripped), "<Name> can take that".
  func named(_ item: Item, at start: Int) -> (
    owners: [String], textStart: Int, keepsOwner: Bool, isReferential: Bool, verb: String?,
    ownStart: Int
  )? {
    // A group owns it as a person would: "The events committee to plan …". A name comes
    // first ("Hannah volunteers to …" is Hannah offering), but not before a rota: "on-call"
    // is no verb, so "Storage on-call" is the rota, not the person "Storage".
    let group = NameGrammar.group(item, at: start).map { ([$0.0], $0.1) }
    let isRota = group.map { NameGrammar.onCall(item, at: $0.1 - 3) == $0.1 } ?? false
    // "QA team to …": a group that goes on past a name nobody here is called ("QA") is the
    // owner; "Hannah volunteers to …" is Hannah, whom the document knows, or who does what a
    // verb after her says ("volunteers", "leads", "chairs").
    var run = nameRun(item, at: start)
    // "Returned to open session at 8:02", "Moved to item 4": a verb's past opening a
    // sentence, not a person.
    if let (names, _) = run, names.count == 1, !names[0].contains(" "),
      Self.isPastOfTaskVerb(names[0].lowercased()), !self.names.contains(names[0].lowercased())
    {
      run = nil
    }
    // "tgruber offered to run a scratch rebuild": a meeting bot's nick in lower case, known by
    // the offer it makes.
    if run == nil, item.isWord(start + 1, "offered") || item.isWord(start + 1, "volunteered"),
      item.isWord(start + 2, "to"), !item.tokens[start].isCapitalized, let nick = item.word(start),
      !NameWords.notNames.contains(nick), !Self.notOfferers.contains(nick)
    {
      run = ([nick], start + 1)
    }
    // "The Clerk will chase …", "the Chair agreed to write …": a role the document gave a
    // person, after its article.
    var theRole = false
    if run == nil, item.isWord(start, "the"), item.tokens.indices.contains(start + 1),
      let role = item.word(start + 1), names.contains(role),
      let (roles, end) = nameRun(item, at: start + 1)
    {
      run = (roles, end)
      theRole = true
    } else if run == nil, item.isWord(start, "the"), let role = item.word(start + 1),
      let next = item.word(start + 2), item.tokens[start + 1].isCapitalized,
      names.contains(role + " " + next)
    {
      // "the Chief Executive", "the Finance Director": a role of two words.
      run = ([item.text(of: start + 1..<start + 3)], start + 3)
      theRole = true
    } else if run == nil, item.isWord(start, "the"), item.tokens.indices.contains(start + 1),
      item.tokens[start + 1].isCapitalized,
      let (roles, end) = nameRun(item, at: start + 1), roles.count == 1,
      names.contains(roles[0].lowercased())
    {
      // "the Chief Administrative Officer", "the Director of Public Works": a longer one.
      run = (roles, end)
      theRole = true
    }
    var isRoleThenName = false
    // "landlord (Mr Pryce) will send his handyman", "our caterer (Joy) to bring …": a role in
    // lower case, then the person in brackets.
    if run == nil, group == nil, let close = Self.namedInBracketsAfterRole(item, at: start),
      let (inside, end) = nameRun(item, at: close.open + 1), end == close.close,
      item.isWord(close.close + 1, "will") || item.isWord(close.close + 1, "to")
    {
      // "(Mr Pryce)": as written, with the title, when it is one person.
      run = (
        inside.count == 1 ? [item.text(of: close.open + 1..<close.close)] : inside,
        close.close + 1
      )
      isRoleThenName = true
    }
    // "The sponsor's medical monitor, Dr. Henrik Aalto, will answer …": a role, then the
    // person between commas.
    if run == nil, group == nil, let (person, end) = appositive(item, at: start),
      item.isWord(end, "will") || item.isWord(end, "to")
    {
      run = ([person], end)
      isRoleThenName = true
    }
    if let (_, groupEnd) = group, groupEnd > run?.1 ?? start,
      !(run?.0.contains { names.contains($0.lowercased()) } ?? false),
      !(run.map {
        (item.isWord($0.1, "volunteers") || item.isWord($0.1, "leads")
          || item.isWord($0.1, "chairs"))
          // "PC chairs to send …": the group's noun, not a verb.
          && !item.isWord($0.1 + 1, in: ["to", "will", "should", "must", "need", "needs"])
          && !item.isMark($0.1 + 1, ",") && !item.isMark($0.1 + 1, ":")
      } ?? false)
    {
      run = group
    }
    guard let (named, nameEnd) = isRota ? group : run else { return nil }
    var owners = named
    var after = nameEnd
    var relativeClause = false
    var namedInBrackets = false
    // "Marguerite (privacy office) will confirm …": a role between name and verb; "Declan
    // from site IT to …": where they are from.
    if item.isMark(after, "("),
      let close = (after + 1..<min(item.count, after + 8)).first(where: { item.isMark($0, ")") })
    {
      // "Champions (NAS, TMS) to open …": people the document knows, named in brackets after
      // a word that is none of them, are who does it.
      if owners.count == 1, !names.contains(owners[0].lowercased()),
        let (inside, end) = nameRun(item, at: after + 1), end == close,
        inside.allSatisfy({ names.contains($0.lowercased()) })
      {
        owners = inside
        namedInBrackets = true
      }
      after = close + 1
    } else if owners.count == 1,
      let verb = NameGrammar.affiliation(item, at: after, endWords: Self.afterAffiliation)
    {
      after = verb
    } else if owners.count == 1, let end = NameGrammar.afterCallSign(item, at: after) {
      // "Hank N0HKW will bring the dipole": a radio amateur's call sign after the name.
      after = end
    } else if let close = Self.relativeClauseEnd(item, at: after),
      item.isWord(close + 1, in: Self.afterRelativeClause)
    {
      // "Mateus, who maintains the Debian package, to confirm …", "Kasia, who could not
      // attend, is asked to brief …": a relative clause between, which the task parser does
      // not read past.
      after = close + 1
      relativeClause = true
    }
    var index = after
    // "Lars also offered to …", "Priya kindly agreed to …": an adverb before the verb.
    if item.isWord(index, in: Self.beforeVerbAdverbs), !item.isWord(index + 1, "to") {
      index += 1
    }
    // "Cllr Chaudhary and the Clerk to …": the task parser reads no role after "the", so the
    // owners are given here.
    // "Deputy City Manager Holloway to …": an officer by role and surname, whom the task
    // parser does not read; the owner is given here, resolved to the person later.
    let isOfficer =
      owners.count == 1 && item.word(start).map(Mentions.isTitleOrRole) == true
      && item.word(start + 1).map(Mentions.isTitleOrRole) == true
    var keepsOwner =
      !relativeClause && !theRole && !namedInBrackets && !isOfficer && !isRoleThenName
      && !(owners.count > 1 && (start..<nameEnd).contains { item.isWord($0, "the") })
    // "Ana'll" is one token.
    let contracted = item.word(after - 1).map { $0.hasSuffix("'ll") } ?? false
    if contracted {
      keepsOwner = true
    } else if var word = item.word(index) {
      // "Shauna has offered to run a stall": the perfect of a person's offer is the offer
      // ("Two parents have offered to …" reports a group's).
      let isGroup = owners.contains(where: NameGrammar.isGroup)
      // "Bisi has kindly agreed to …": the same adverb after "has".
      let adverb =
        (word == "has" || word == "have") && item.isWord(index + 1, in: Self.beforeVerbAdverbs)
        ? 1 : 0
      if word == "has" || word == "have", !isGroup, let next = item.word(index + 1 + adverb),
        Self.perfectOffers.contains(next), item.isWord(index + 2 + adverb, "to")
      {
        index += 1 + adverb
        word = next
      }
      // "Teodor is chasing and will update everyone Friday": what a person will do after
      // what they are doing (a body's "approved it and will fund it" is a decision).
      let andWill = isGroup ? nil : Self.andWill(item, from: index)
      if let verb = andWill, !Self.handledAfterName.contains(word) || word == "is" {
        index = verb
        word = "and will"
      }
      switch word {
      case "and will":
        keepsOwner = false
      case "will", "should", "must", "shall", "can":
        index += 1
        if (item.isWord(index, "need") || item.isWord(index, "have"))
          && item.isWord(index + 1, "to")
        {
          index += 2
          keepsOwner = false
        }
      case "would" where item.isWord(start - 1, "that"):
        // "It was agreed that the treasurer would prepare …": a reported decision.
        index += 1
        keepsOwner = false
      case "is" where item.isWord(index + 1, "to") && !item.isWord(index + 2, "be"),
        "are" where item.isWord(index + 1, "to") && !item.isWord(index + 2, "be"):
        // "She is to take this up with the provider": what someone has to do.
        index += 2
        keepsOwner = false
      case "to":
        index += 1
        // "Ana to send": the verb is lower case ("Welcome to Berlin" is not a task).
        guard index < item.count, !item.tokens[index].isCapitalized else { return nil }
        // "May to do list": the noun "to-do list".
        if item.isWord(index, "do"), item.isWord(index + 1, "list") { return nil }
      case "is", "are", "'s":
        guard item.isWord(index + 1, "going"), item.isWord(index + 2, "to") else {
          if item.isWord(index + 1, "on"), item.isWord(index + 2, "it") {
            return (owners, index + 3, false, true, nil, index)
          }
          return nil
        }
        index += 3
        keepsOwner = false
      case "said", "says", "confirmed", "indicated", "stated", "explained",
        "promised"
      where !item.isWord(index + 1, "to"):
        // "Cllr Nyström said he would look at the stile": a promise the minutes report.
        var subject = index + 1
        if item.isWord(subject, "that") { subject += 1 }
        // "said she'd sort it out": the pronoun and "would" in one word.
        let isContracted = ["he'd", "she'd", "they'd", "he'll", "she'll", "they'll"].contains(
          item.word(subject) ?? "")
        let verb = isContracted ? subject + 1 : subject + 2
        guard
          isContracted
            || (item.isWord(subject, "he") || item.isWord(subject, "she")
              || item.isWord(subject, "they"))
              && (item.isWord(subject + 1, "would") || item.isWord(subject + 1, "will")
                || item.isWord(subject + 1, "can")),
          // "said they would have liked more notice", "said she would like a copy": a wish.
          !["have", "like", "love", "prefer", "rather", "hope"].contains(item.word(verb) ?? "")
        else { return nil }
        index = verb
        keepsOwner = false
      case "volunteered", "promised", "committed", "needs", "has", "need", "have", "plans",
        "wants", "offered", "offers", "undertook", "undertakes", "volunteers", "promises",
        "agreed", "agrees":
        guard item.isWord(index + 1, "to") else { return nil }
        // What a person agrees to is as often a decision or a role they keep ("Nadia agreed to
        // cut it to six", "agreed to continue as treasurer") as a task ("agreed to cover the
        // inbox"): the verb says which.
        // A body that agrees ("The committee agreed to recruit …") decides.
        // "agreed to run a re-identification check": a decision's verb before "a" is one
        // piece of work, not a course kept ("agreed to run the pilot for a month").
        let isOneJob =
          item.isWord(index + 2, "run") && item.isWord(index + 3, in: ["a", "an"])
        if word == "agreed" || word == "agrees",
          !isOneJob && item.word(index + 2).map(ActionWords.decisionVerbs.contains) != false
            || owners.contains(where: NameGrammar.isGroup)
        {
          return nil
        }
        // "Beatriz wants to know how many …": a question, not a task.
        if word == "wants" || word == "want",
          item.word(index + 2).map(ActionWords.selfExcluded.contains) == true
        {
          return nil
        }
        index += 2
        keepsOwner = false
      case _
      where Self.isArrow(item, before: start) && isBareTask(item, at: index)
        || isKnownInitials(item, start, end: index) && isBareTask(item, at: index)
          && !item.isMark(start - 1, "(") && !item.isWord(index, in: Self.pastAsBase):
        // "… gaps at 14:20 -> LC fill from the cancellation list", "→ KD pls repeat the pain
        // score", "SM ring the plumber first thing": after an arrow, or the initials the
        // document's key gave, a person and the work, as terse notes hand it out.
        if item.isWord(index, in: Self.pleaseWords) { index += 1 }
        keepsOwner = false
      case _ where isPresentDuty(item, owners: owners, at: index):
        // "Johan sends the decisions to the members this week", "Annika and Per organise the
        // garden day on Saturday 9 May": minutes that give work in the present tense, as a
        // board's minutes translated from other languages do.
        keepsOwner = false
      default:
        return nil
      }
    } else if let verb = Self.afterArrow(item, at: after),
      item.isWord(verb, in: TaskVerbs.all), !item.tokens[verb].isCapitalized
    {
      // "BK -> order gloves": a person, an arrow, the work.
      index = verb
      keepsOwner = false
    } else {
      return nil
    }
    let modal = item.word(after)
    index = skipAdverbs(item, from: index)
    guard let verb = item.word(index), isVerbLike(item, index) else { return nil }
    if verb == "be" || verb == "not" || verb == "never" { return nil }
    if let rest = referentialRest(item, verb: index),
      rest >= item.count || isTimeOnly(item, from: rest)
    {
      return (owners, rest, false, true, verb, index)
    }
    // "Ana can help": an offer; a task only when it takes something on.
    if modal == "can", !ActionWords.takingVerbs.contains(verb) { return nil }
    return (owners, keepsOwner ? start : index, keepsOwner, false, verb, index)
  }

  /// Whether the words at `start..<end` are initials the document knows as a person's
  /// ("SM", "KD"): two or three capitals in one word.
  private func isKnownInitials(_ item: Item, _ start: Int, end: Int) -> Bool {
    guard end == start + 1, item.word(start) != nil else { return false }
    return isKnownInitials(item.text(of: start..<end))
  }

  /// Whether `letters`, two or three capitals, are initials the document knows: an alias it
  /// gave ("KD"), or the first letters of a name it gives in full ("SM" for Shona McBride).
  func isKnownInitials(_ letters: String) -> Bool {
    guard (2...3).contains(letters.utf8.count), letters.utf8.allSatisfy(ByteText.isUpper) else {
      return false
    }
    if names.contains(letters.lowercased()) { return true }
    return names.written.contains {
      $0.contains(ascii: " ") && DocumentParser.initials(of: $0) == letters
    }
  }

  /// Whether `word` is a task verb's past in "-ed" ("returned", "moved"); not a name that
  /// ends so ("Mohammed", "Fred").
  static func isPastOfTaskVerb(_ word: String) -> Bool {
    guard word.hasSuffix("ed"), word.utf8.count >= 5 else { return false }
    return TaskVerbs.all.contains(String(word.dropLast(2)))
      || TaskVerbs.all.contains(String(word.dropLast(1)))
  }

  /// Verbs whose past is their base form: "MD read out her report" reports.
  private static let pastAsBase: WordSet = [
    "read", "put", "set", "cut", "let", "shut", "split", "spread", "hit", "quit",
  ]

  /// Whether a task's verb in lower case starts at `index`, maybe after "pls".
  private func isBareTask(_ item: Item, at index: Int) -> Bool {
    let verb = item.isWord(index, in: Self.pleaseWords) ? index + 1 : index
    return item.isWord(verb, in: TaskVerbs.all) && !item.tokens[verb].isCapitalized
  }

  /// Lower-case words before "offered to" that name nobody in particular.
  private static let notOfferers: Set<String> = [
    "he", "she", "they", "we", "i", "you", "it", "who", "which", "that", "someone", "somebody",
    "nobody", "everyone", "everybody", "anyone", "team", "also", "and", "kindly", "then", "has",
    "had", "have", "already", "originally", "previously", "once",
  ]

  /// Whether the token at `index` is a hyphen joined to the words either side of it.
  private func isNameHyphen(_ item: Item, _ index: Int) -> Bool {
    index > 0 && item.isMark(index, "-") && item.isJoined(index) && item.isJoined(index + 1)
      && item.word(index + 1) != nil
  }

  /// Whether someone the minutes do not name, from the floor, asks the body itself: "A
  /// resident of Eastfield asked the Board to …", "A stakeholder … and asked the board to
  /// …".
  private func isPublicAsk(_ item: Item, subject: Int, owners: [String]) -> Bool {
    item.isWord(subject, in: ["a", "an", "one", "several", "two", "three", "another"])
      && owners.count == 1
      && owners[0].lowercased().split(separator: " ").last.map({
        Self.bodies.contains(String($0))
      }) == true
  }

  /// Words for a body as a whole, which the public addresses: "the Board", "the Council".
  private static let bodies: Set<String> = [
    "board", "council", "committee", "commission", "city", "county", "district", "trustees",
    "supervisors", "governors",
  ]

  /// Whether the verb at `index`, in the present tense after people the document knows,
  /// gives them work with a when.
  ///
  /// "Johan sends the decisions … this week". Reports ("Henrik presents the survey") and work
  /// with no when are not.
  private func isPresentDuty(_ item: Item, owners: [String], at index: Int) -> Bool {
    guard let word = item.word(index), !item.tokens[index].isCapitalized,
      owners.allSatisfy({ names.contains($0.lowercased()) })
    else { return false }
    var base = word
    if owners.count == 1 {
      guard VerbForms.isThirdPerson(word) else { return false }
      base = String(word.dropLast())
      if !TaskVerbs.all.contains(base), word.hasSuffix("es") { base = String(word.dropLast(2)) }
    }
    guard TaskVerbs.all.contains(base), !Self.notDuties.contains(base),
      hasObject(item, after: index)
    else { return false }
    let rest = item.text(from: item.tokens[index].start, to: item.tokens[item.count - 1].end)
    return Self.when(in: rest) != nil
  }

  /// Verbs whose present tense reports what was said or done at the meeting.
  private static let notDuties: WordSet = [
    "present", "report", "thank", "welcome", "note", "explain", "say", "ask", "show", "open",
    "close", "chair", "lead", "run", "take", "read", "review", "discuss", "update", "remind",
    "propose", "suggest", "tell", "think", "want", "need", "feel",
  ]

  /// Verbs by which someone hands a task to others: "asked Dev to …", "invited Lukas to …".
  private static let delegateVerbs: Set<String> = [
    "asked", "asks", "invited", "invites", "requested", "requests", "tasked", "instructed",
    "reminded", "reminds", "encouraged", "urged", "directed", "directs",
    // A resolution's: "THAT Council direct staff to …", "That the Board request the Clerk to".
    "direct", "request", "instruct", "instructs",
  ]

  /// Verbs that report a request with its content in a "that" clause: "requested that staff
  /// return with a map".
  private static let requestThatVerbs: Set<String> = [
    "requested", "requests", "asked", "asks", "directed", "directs", "recommended", "suggested",
    "moved",
  ]

  /// Passive verbs that hand a task to their subject: "staff was directed to …".
  private static let passiveDelegateVerbs: WordSet = [
    "asked", "directed", "instructed", "requested", "tasked", "authorized", "authorised",
    "invited", "reminded",
  ]

  /// Who a request in minutes goes to, and the index after: names ("Dev and Hannah"),
  /// "staff" ("city staff", "the staff"), a role the document gave a person ("the
  /// Transportation Manager"), or a group ("the events committee").
  private func askedParty(_ item: Item, at start: Int) -> ([String], Int)? {
    var index = start
    if item.isWord(index, "the") { index += 1 }
    // "we ask our treasurer to …": the meeting's own office, as "the treasurer".
    if item.isWord(start, "our"), let word = item.word(start + 1), AttendeeList.isRoleWord(word),
      item.isWord(start + 2, "to")
    {
      return (["the " + word], start + 2)
    }
    if let word = item.word(index), ["city", "county", "town", "village"].contains(word),
      item.isWord(index + 1, "staff")
    {
      index += 1
    }
    if item.isWord(index, "staff") { return (["staff"], index + 1) }
    // "The Board asked management to add a slide": a company's officers as a whole.
    if index == start, item.isWord(index, "management"), item.isWord(index + 1, "to") {
      return (["management"], index + 1)
    }
    if index > start, index < item.count, item.tokens[index].isCapitalized {
      // "the Transportation Manager": the longest run of words the document knows.
      for length in stride(from: 3, through: 1, by: -1) where index + length <= item.count {
        let words = (index..<index + length).compactMap { item.word($0) }
        if words.count == length, names.contains(words.joined(separator: " ")) {
          return ([item.text(of: index..<index + length)], index + length)
        }
      }
    }
    if let (group, end) = NameGrammar.group(item, at: start) { return ([group], end) }
    // "the Treasurer", "the Director Infrastructure Services": an office the document named
    // nobody for, in capitals after "the", as a public body's minutes write its officers.
    if index > start, let end = Self.officeEnd(item, at: index) {
      return ([item.text(of: index..<end)], end)
    }
    // "ask the clerk to …": an office in lower case, one word.
    if index > start, let word = item.word(index), AttendeeList.isRoleWord(word),
      item.isWord(index + 1, "to")
    {
      return ([item.text(of: start..<index + 1)], index + 1)
    }
    guard index == start else { return nil }
    return nameRun(item, at: start)
  }

  /// The end of an office written in capitals at `start` ("Treasurer", "Director
  /// Infrastructure Services", "Manager Building and Planning"): up to six words, the first
  /// or the last a role's; nil when there is none.
  static func officeEnd(_ item: Item, at start: Int) -> Int? {
    var end = start
    var cursor = start
    // "Manager Building and Planning": capitalised words, joined by "and" or "of".
    while cursor < start + 6, cursor < item.count, item.word(cursor) != nil,
      item.tokens[cursor].isCapitalized
        || cursor > start && item.isWord(cursor, in: ["and", "of", "for"])
    {
      cursor += 1
      if item.tokens[cursor - 1].isCapitalized { end = cursor }
    }
    guard end > start, let first = item.word(start), let last = item.word(end - 1),
      NameGrammar.roleHeads.contains(first) || NameGrammar.roleHeads.contains(last)
        || AttendeeList.isRoleWord(first) && first != "head"
    else { return nil }
    return end
  }

  /// "asked everyone to …", "reminded all members to …", "asked everybody with samples
  /// ready to …": the task is everyone's, so no one owns it; the index of "to".
  private func everyoneAsked(_ item: Item, at start: Int) -> ([String], Int)? {
    var index = start
    if item.isWord(index, "all") {
      // "reminded all to …".
      if item.isWord(index + 1, "to") { return ([], index + 1) }
      index += 1
    }
    guard let word = item.word(index),
      ["everyone", "everybody", "members", "attendees", "volunteers"].contains(word)
        || index > start
    else { return nil }
    index += 1
    // "everyone with samples ready": a few words that say which of them.
    let limit = min(item.count, index + 5)
    while index < limit, !item.isWord(index, "to") {
      guard item.tokens[index].kind == .word else { return nil }
      index += 1
    }
    return item.isWord(index, "to") ? ([], index) : nil
  }

  /// "Staff was directed to survey …", "The Clerk was asked to publish …": the subject is
  /// handed the task; its owners and the index of the verb.
  private func passiveDelegation(_ item: Item, at start: Int) -> ([String], Int)? {
    guard let (owners, found) = askedParty(item, at: start) else { return nil }
    var after = found
    // "Kasia, who could not attend today, is asked to …": a relative clause between.
    if owners.count == 1, let close = Self.relativeClauseEnd(item, at: after) {
      after = close + 1
    }
    // "THAT the Town Clerk be directed to …": a resolution's.
    guard let be = item.word(after), ["was", "were", "is", "are", "be"].contains(be),
      item.isWord(after + 1, in: Self.passiveDelegateVerbs),
      item.isWord(after + 2, "to")
    else { return nil }
    let verb = skipAdverbs(item, from: after + 3)
    guard isVerbLike(item, verb), item.word(verb) != "be" else { return nil }
    return (owners, verb)
  }

  /// Who a resolution hands a matter to, to report on it.
  ///
  /// "THAT the request for a splash pad be referred to the Recreation Department for a
  /// report back …": the matter and what is asked are the task's words, as written.
  private func resolutionReferral(_ item: Item, at start: Int) -> [String]? {
    // A resolution's clause: "THAT …", or its words after "that".
    guard start == 0 || item.isWord(start - 1, "that"), item.word(start) != nil,
      item.word(start) != "that"
    else { return nil }
    // Within the clause: "THAT the delegation be received; and THAT …" is two.
    var be = start + 1
    while be < min(item.count - 3, start + 30),
      !(item.isWord(be, "be") && item.isWord(be + 1, "referred"))
    {
      if item.isMark(be, ";") || item.isWord(be, "that") { return nil }
      be += 1
    }
    guard item.isWord(be, "be"), item.isWord(be + 1, "referred") else { return nil }
    if item.isWord(be + 2, "to"), let (owners, _) = referral(item, at: be + 1) {
      return owners
    }
    // "… be referred to staff for comment".
    guard item.isWord(be + 2, "to"), item.isWord(be + 3, "staff") else { return nil }
    return ["staff"]
  }

  /// "I'd like staff to come back with a cost comparison", "we want the clerk to …": a wish
  /// that someone named does it asks them; whom, and the index of the verb.
  private func wish(_ item: Item, at start: Int) -> ([String], Int)? {
    // Most clauses open otherwise: one look at the first word rules them out.
    guard let first = item.word(start),
      ["i'd", "i", "we'd", "we", "could", "can", "shall"].contains(first)
    else {
      return nil
    }
    for opening in Self.wishOpenings
    where opening.indices.allSatisfy({ item.isWord(start + $0, opening[$0]) }) {
      guard let (owners, after) = askedParty(item, at: start + opening.count),
        item.isWord(after, "to")
      else { return nil }
      let verb = skipAdverbs(item, from: after + 1)
      guard isVerbLike(item, verb), let word = item.word(verb), word != "be",
        !VerbForms.isPast(word)
      else { return nil }
      return (owners, verb)
    }
    return nil
  }

  /// Openings by which the speaker wishes someone to do something.
  private static let wishOpenings: [[String]] = [
    ["i'd", "like"], ["i", "would", "like"], ["we'd", "like"], ["we", "would", "like"],
    ["i", "want"], ["we", "want"], ["i'd", "ask"], ["we'd", "ask"],
    // "I ask the clerk to circulate …", "Could we ask the clerk to follow up …?": a chair
    // handing work on as it is said.
    ["i", "ask"], ["we", "ask"], ["could", "we", "ask"], ["can", "we", "ask"],
    ["shall", "we", "ask"],
  ]

  /// "The Chair asked Dev and Hannah to count …", "Maria invited Lukas to draw up …", "she
  /// asked Tom to …": the people asked, and the index of the verb they are asked to do.
  ///
  /// The one who asks is a name, a group, a pronoun or a role ("The Chair") of at most three
  /// words; the people asked are names. "Dev asked for a copy" and "asked whether" ask nobody.
  private func delegated(_ item: Item, at start: Int) -> ([String], Int)? {
    // "Let's have Priya loop in marketing", "let's get the docs team to …", "let's ask Bo to
    // …": the one named does it.
    if item.isWord(start, "let's"), let how = item.word(start + 1),
      ["have", "get", "ask"].contains(how), let (owners, after) = askedParty(item, at: start + 2)
    {
      let verbStart = item.isWord(after, "to") ? after + 1 : after
      guard how == "have" || verbStart > after else { return nil }
      let verb = skipAdverbs(item, from: verbStart)
      guard isVerbLike(item, verb), let word = item.word(verb), word != "be",
        !VerbForms.isPast(word)
      else { return nil }
      return (owners, verb)
    }
    // "After discussion, the Board asked management to …": a body named after a clause.
    guard let first = item.word(start),
      item.tokens[start].isCapitalized || ["he", "she", "they", "we", "i"].contains(first)
        || (first == "the" && start > 0 && item.tokens.indices.contains(start + 1)
          && item.tokens[start + 1].isCapitalized)
    else { return nil }
    var index = start
    // "Mr. Okoro asked …": a title's period is part of the name.
    var reach = start + (item.isMark(start + 1, ".") ? 5 : 4)
    while index < min(item.count, reach),
      item.tokens[index].kind == .word || (index == start + 1 && item.isMark(index, "."))
        || item.isMark(index, "(") || isNameHyphen(item, index),
      !Self.delegateVerbs.contains(item.word(index) ?? "")
    {
      // "Trustee Achebe-Kerr asked …": a hyphen inside a name.
      if isNameHyphen(item, index) {
        reach += 2
        index += 1
        continue
      }
      // "Beatriz (AD) asked the chairs to …": a role in brackets after the name.
      if item.isMark(index, "("), index > start,
        let close = (index + 1..<min(item.count, index + 6)).first(where: {
          item.isMark($0, ")")
        })
      {
        reach += close + 1 - index
        index = close + 1
        continue
      }
      guard item.tokens[index].kind == .word || item.isMark(index, ".") else { break }
      index += 1
    }
    guard index > start, let delegateVerb = item.word(index) else { return nil }
    // "Councilmember Park requested that staff return with a map …": the request's words,
    // with the verb in its plain form.
    if Self.requestThatVerbs.contains(delegateVerb), item.isWord(index + 1, "that"),
      let (owners, after) = askedParty(item, at: index + 2)
    {
      let verb = skipAdverbs(item, from: after)
      guard isVerbLike(item, verb), let word = item.word(verb), word != "be",
        !word.hasSuffix("s") || word.hasSuffix("ss"), !VerbForms.isPast(word)
      else { return nil }
      return (owners, verb)
    }
    guard Self.delegateVerbs.contains(delegateVerb),
      let (owners, after) = askedParty(item, at: index + 1) ?? everyoneAsked(item, at: index + 1),
      item.isWord(after, "to")
    else { return nil }
    // "A resident of Eastfield asked the Board to consider Sunday hours": someone from the
    // floor asking the body itself, as public comment records it; no one is given work.
    if isPublicAsk(item, subject: start, owners: owners) { return nil }
    // "asked Jun and Rose-Marie to also send …": the verb after an adverb.
    let verb = skipAdverbs(item, from: after + 1)
    guard isVerbLike(item, verb), item.word(verb) != "be" else { return nil }
    // "asked everyone to think about it": of everyone, only work is a task.
    if owners.isEmpty, item.word(verb).map(ActionWords.reflectingVerbs.contains) == true {
      return nil
    }
    return (owners, verb)
  }

  /// Whether only time words, fillers and punctuation follow `index`, up to the end or to a
  /// clause of reason or condition ("do it, since she has the login anyway").
  private func isTimeOnly(_ item: Item, from index: Int) -> Bool {
    var cursor = index
    while cursor < item.count {
      if let word = item.word(cursor) {
        if ActionWords.adjunctOpeners.contains(word) { return true }
        if !ActionWords.timeWords.contains(word), !ActionWords.fillerRests.contains(word),
          !["by", "on", "this", "next", "week", "friday", "monday", "eod", "asap"].contains(word)
        {
          return false
        }
      }
      cursor += 1
    }
    return true
  }

  /// Who a sentence says did something: the names before its past-tense verb ("Ingrid booked
  /// the gazebo", "Ana and Bo sent the invites"); nil when it does not open that way.
  func doers(of text: String) -> [String]? {
    let item = Item(text)
    guard let (names, end) = nameRun(item, at: 0), end < item.count,
      !item.tokens[end].isCapitalized, let verb = item.word(end), VerbForms.isPast(verb)
    else { return nil }
    return names
  }

  /// Names joined by "and", "&", "/" or commas ("Ana, Bo and Carla"), and the index after.
  ///
  /// The names are as written. A name is a known attendee or speaker in any case, an `@handle`,
  /// or one to three capitalised words that are not common sentence openers.
  func nameRun(_ item: Item, at start: Int) -> ([String], Int)? {
    var owners: [String] = []
    var index = start
    while let (name, after) = name(item, at: index) {
      let isHandle = item.isMark(index, "@")
      owners.append(name)
      index = after
      if owners.count >= 6 { break }
      // "@Sofía @Mateus can you two …": mentions side by side.
      if isHandle, item.isMark(index, "@"), self.name(item, at: index) != nil { continue }
      if item.isWord(index, "and") || item.isMark(index, "&") || item.isMark(index, "/")
        || (item.isMark(index, "+") && !item.isJoined(index + 1)),
        self.name(item, at: index + 1) != nil
      {
        index += 1
      } else if item.isWord(index, "and"), item.isWord(index + 1, "the"),
        let (role, end) = self.name(item, at: index + 2), names.contains(role.lowercased())
      {
        // "Cllr Chaudhary and the Clerk to …": a role the document gave a person.
        owners.append(role)
        index = end
        break
      } else if item.isMark(index, ","), self.name(item, at: index + 1) != nil,
        isListContinuation(item, index + 1)
      {
        index += 1
      } else {
        break
      }
    }
    return owners.isEmpty ? nil : (owners, index)
  }

  /// After "Ana," another name continues the list only when the list goes on to "and" or a
  /// verb ("Ana, Bo and Carla to …"), not when it is a vocative ("Ana, Bo will …" is odd).
  private func isListContinuation(_ item: Item, _ index: Int) -> Bool {
    // "ACTION(Nkechi, Bongani):", "Lena, Raj: …": the names close a bracket or a label.
    if let (_, end) = name(item, at: index),
      item.isMark(end, ")") || item.isMark(end, "]") || item.isMark(end, ":")
    {
      return true
    }
    var cursor = index
    while cursor < item.count, cursor < index + 8 {
      if item.isWord(cursor, "and") || item.isMark(cursor, "&") { return true }
      cursor += 1
    }
    return false
  }

  /// One name at `index`: its written form and the index after it (`NameGrammar.name`, with
  /// handles and the document's names).
  func name(_ item: Item, at index: Int) -> (String, Int)? {
    // "Deputy City Manager Holloway": a role of words that could start a name ("Deputy") is
    // read as the role first.
    let opensWithTitle = item.word(index).map(Mentions.isTitleOrRole) == true
    // "Chief Administrative Officer": a role the document gave a person, whole.
    if opensWithTitle,
      let role = NameGrammar.knownRole(
        item, at: index, opensWithRole: true, isKnown: names.contains)
    {
      return role
    }
    let opensWithRole =
      opensWithTitle && item.word(index + 1).map(Mentions.isTitleOrRole) == true
    if !opensWithRole,
      let found = NameGrammar.name(item, at: index, handles: true, isKnown: names.contains)
    {
      return found
    }
    // "Finance Director Tran", "Mayor Pro Tem Bell": a role written before a surname, as
    // public minutes name officers; the whole is resolved to the person later.
    var cursor = index
    while cursor < index + 4, cursor < item.count, item.tokens[cursor].isCapitalized,
      let word = item.word(cursor), Mentions.isTitleOrRole(word) || word == "pro" || word == "tem"
    {
      cursor += 1
    }
    guard cursor > index,
      let (_, end) = NameGrammar.name(item, at: cursor, isKnown: names.contains)
    else {
      return opensWithRole
        ? NameGrammar.name(item, at: index, handles: true, isKnown: names.contains) : nil
    }
    return (item.text(of: index..<end), end)
  }

  /// The index after a tracker's number opening an action, before its owner: "#219",
  /// "[#219]", "(#219)"; nil when the sentence opens otherwise or no capital follows.
  static func trackerNumber(_ item: Item, at start: Int) -> Int? {
    var index = start
    let isBracketed = item.isMark(index, "[") || item.isMark(index, "(")
    if isBracketed { index += 1 }
    guard item.isMark(index, "#"), item.isJoined(index + 1), item.number(index + 1) != nil
    else { return nil }
    index += 2
    if isBracketed {
      guard item.isMark(index, "]") || item.isMark(index, ")") else { return nil }
      index += 1
    }
    guard index < item.count, item.tokens[index].isCapitalized || item.isMark(index, "@") else {
      return nil
    }
    return index
  }

  /// "Ana:" or "Ana Lima -" opening a line of notes: the speaker and the index after the mark.
  func speakerLabel(_ item: Item, at start: Int) -> (String, Int)? {
    if let found = officeLabel(item, at: start) { return (found.speaker, found.after) }
    guard let (owners, end) = nameRun(item, at: start), owners.count == 1 else { return nil }
    var after = end
    // "Tomás Eberhardt (Hellion Networks): …", "Ko-Hsuan Lin (AD): …": a speaker at a mic
    // line with where they are from; a full name or one the document knows, since
    // "**Caterer (Harvest Table):**" is a topic and the firm. A member of a legislature is
    // written with their seat and party: "Ana Lima (Riverside) (Green): …".
    if item.isMark(after, "("), owners[0].contains(" ") || names.contains(owners[0].lowercased()) {
      var cursor = after
      for _ in 0..<2 where item.isMark(cursor, "(") {
        guard
          let close = (cursor + 1..<min(item.count, cursor + 7)).first(where: {
            item.isMark($0, ")")
          })
        else { break }
        cursor = close + 1
      }
      if cursor > after, item.isMark(cursor, ":") { after = cursor }
    }
    guard item.isMark(after, ":"), after + 1 < item.count else { return nil }
    return (owners[0], after + 1)
  }

  /// A speaker named by office, as a legislature's official report writes them.
  ///
  /// "The Convener (Morag Lindsay):" the first time, then "The Convener:". The speaker is
  /// the name in brackets, else the office as written; `person` is the name given with it.
  func officeLabel(_ item: Item, at start: Int) -> (
    speaker: String, person: String?, office: String, after: Int
  )? {
    guard item.isWord(start, "the"), item.tokens[start].isCapitalized,
      let word = item.word(start + 1), item.tokens[start + 1].isCapitalized,
      AttendeeList.isRoleWord(word)
    else { return nil }
    let office = item.text(of: start..<start + 2)
    if item.isMark(start + 2, ":") { return (office, nil, office, start + 3) }
    guard item.isMark(start + 2, "("), let (names, end) = nameRun(item, at: start + 3),
      names.count == 1, names[0].contains(" "), item.isMark(end, ")"), item.isMark(end + 1, ":")
    else { return nil }
    return (names[0], names[0], office, end + 2)
  }

  /// Whether a request opens at `index` ("can you", "please").
  private func isAsk(_ item: Item, at index: Int) -> Bool {
    ask(item, at: index) != nil || item.isWord(index, "please")
  }
}
