import IntakeParsing

/// Explicit markers, and the clean-up of entries that are tasks by where they stand.
extension ActionFinder {
  /// An explicit marker and what it says besides the task.
  struct Marker: Sendable {
    /// Token index where the task's words begin (the item's count when the marker stands
    /// alone: a label such as "Action items:").
    var textStart: Int
    /// Owners the marker names: "ACTION(Ana):", "AI [bo]:", "action item for me".
    var owners: [String]
    var status: TaskStatus?
    /// "TODO (all):", "ACTION (everyone):": for everyone, whom no context stands in for.
    var isForEveryone = false
  }

  /// An explicit marker at `start`: `ACTION:`, `Action:`, `ACTION 62.5:`, `ACTION-12:`,
  /// `AI:`, `AI(@bo):`, `TODO:`, `TODO fix …`, `#action …`, `Action item:`, `Next steps:`,
  /// `Follow-up:`, `Task:`, optionally after a status in brackets ("[NEW] ACTION: …").
  ///
  /// Title-case and lower-case markers need a separator (`Action: …`); upper-case ones and
  /// `#action` do not (`ACTION ana to …`). "AI" counts only in capitals.
  func marker(_ item: Item, at start: Int, speaker: String?) -> Marker? {
    var index = start
    var status: TaskStatus?
    if item.isMark(index, "["), let word = item.word(index + 1), item.isMark(index + 2, "]"),
      let found = TaskStatus.status(of: word)
    {
      status = found
      index += 3
    }
    var isHashed = false
    if item.isMark(index, "#"), item.isJoined(index + 1) {
      isHashed = true
      index += 1
    }
    guard let head = item.word(index), ActionWords.markerHeads.contains(head) else {
      return nil
    }
    let written = item.text(of: index..<index + 1)
    let isUpper = !written.utf8.contains(where: ByteText.isLower)
    var needsSeparator = !(isHashed || isUpper)
    var after = index + 1
    var headOwners: [String] = []
    switch head {
    case "direction", "directions":
      // "Direction to staff: post the map …": what a public body told its staff to do.
      guard item.isWord(after, "to"), item.isWord(after + 1, "staff") else { return nil }
      headOwners = ["staff"]
      after += 2
      needsSeparator = true
    case "action":
      if let tail = item.word(after), ActionWords.actionTails.contains(tail) {
        after += 1
      } else if item.isMark(after, "-"), item.isJoined(after), let tail = item.word(after + 1),
        ActionWords.actionTails.contains(tail)
      {
        after += 2
      }
    case "actions", "todo", "todos":
      break
    case "ai", "ais":
      guard written == "AI" || written == "AIs" || written == "AIS" else { return nil }
      needsSeparator = true
    case "ap", "aps":
      // "AP 3.2 (HLT): …", an action point as European project minutes number them, or
      // "AP: …", "AP (Ito, Sala): …" as a collaboration's minutes write them: in capitals,
      // with its number or straight before its owners or colon.
      guard written == "AP" || written == "APs",
        item.number(after) != nil
          || item.isMark(after, ":") || item.isMark(after, "(")
      else { return nil }
      needsSeparator = true
    case "to":
      if item.isWord(after, "do") || item.isWord(after, "dos") {
        after += 1
      } else if item.isMark(after, "-"),
        item.isWord(after + 1, "do") || item.isWord(after + 1, "dos")
      {
        after += 2
      } else {
        return nil
      }
      needsSeparator = true
    case "follow":
      if item.isWord(after, "up") || item.isWord(after, "ups") {
        after += 1
      } else if item.isMark(after, "-"),
        item.isWord(after + 1, "up") || item.isWord(after + 1, "ups")
      {
        after += 2
      } else {
        return nil
      }
      needsSeparator = true
    case "next":
      guard item.isWord(after, "step") || item.isWord(after, "steps") else { return nil }
      after += 1
      needsSeparator = true
    default:
      needsSeparator = true
    }
    // "ACTION SUMMARY", "Action log": the title of a list of actions, not one.
    if after + 1 == item.count || (after + 2 == item.count && item.isMark(after + 1, ":")),
      item.isWord(after, in: ActionWords.actionListNouns)
    {
      return nil
    }
    // An id: "62.5", "-12", "#3"; or a range of them, "31–37". Not a day written as ISO
    // does ("TODO 2026-06-24 replace the gauge"): the task's date.
    let opensWithDay =
      item.number(after).map { (1000...9999).contains($0) } == true
      && item.isMark(after + 1, "-") && item.number(after + 2) != nil
      && item.isMark(after + 3, "-") && item.number(after + 4) != nil
    while !opensWithDay, after < item.count,
      item.number(after) != nil
        || ((item.isMark(after, ".") || item.isMark(after, "-") || item.isMark(after, "#")
          || item.isMark(after, "–"))
          && item.isJoined(after + 1) && item.number(after + 1) != nil)
    {
      after += 1
    }
    var owners = headOwners
    var isForEveryone = false
    if item.isMark(after, "(") || item.isMark(after, "[") {
      let close = item.isMark(after, "(") ? ")" : "]"
      if item.isWord(after + 1, "me"), item.isMark(after + 2, close) {
        owners = speaker.map { [$0] } ?? []
        after += 3
      } else if item.isWord(after + 1, "all") || item.isWord(after + 1, "everyone"),
        item.isMark(after + 2, close)
      {
        after += 3
        isForEveryone = true
      } else if let (names, end) = nameRun(item, at: after + 1), item.isMark(end, close) {
        owners = names
        after = end + 1
      } else if let end = (after + 1..<min(item.count, after + 7)).first(where: {
        item.isMark($0, close)
      }), end > after + 1, let groups = tagOwners(item, from: after + 1, to: end),
        !groups.isEmpty
      {
        // "AP 4.1 (WP leaders):", "ACTION (demo-site partners):": a group in brackets.
        owners = groups
        after = end + 1
      }
    } else if item.isWord(after, "for") || item.isWord(after, "on") {
      if item.isWord(after + 1, "me") {
        owners = speaker.map { [$0] } ?? []
        after += 2
      } else if item.isWord(after + 1, in: ["someone", "somebody", "anyone", "anybody"]) {
        // "TODO for someone: send the invites": nobody's yet.
        after += 2
      } else if let (person, end) = name(item, at: after + 1), item.isMark(end, ","),
        item.tokens[end + 1 < item.count ? end + 1 : end].isCapitalized,
        let colon = (end + 2..<min(item.count, end + 10)).first(where: { item.isMark($0, ":") }),
        (end + 1..<colon).allSatisfy({ item.word($0) != nil || item.isMark($0, "&") }),
        nameRun(item, at: after + 1)?.1 != colon
          || (colon == end + 2 && person.contains(" ")
            && !item.text(of: end + 1..<colon).contains(where: \.isLowercase))
      {
        // "Action Item for Ngozi Eze, Ad Hoc on African Scripts: …", "… for Omar Farouk,
        // PAG: …": the person, then the group they act for.
        owners = [person]
        after = colon
      } else if let (groups, colon) = groupBeforeColon(item, at: after + 1) {
        // "Action Item for Editorial Committee: draft …": a body, named before the colon.
        owners = groups
        after = colon
      } else if let (names, end) = nameRun(item, at: after + 1) {
        owners = names
        after = end
      } else {
        return nil
      }
      // "action item for Bo to send the deck": Bo owns what follows.
      if item.isWord(after, "to"), item.word(after + 1) != nil {
        return Marker(textStart: after + 1, owners: owners, status: status)
      }
      // "Action item for Joaquín, then: mock up …"
      if item.isMark(after, ","), item.isWord(after + 1, "then"), item.isMark(after + 2, ":") {
        after += 2
      }
    } else if item.isMark(after, "@"), let (names, end) = nameRun(item, at: after),
      item.isMark(end, ":")
    {
      owners = names
      after = end
    }
    // "TODO Marisol: enter the datasheets", "ACTION Ana Lima: send the deck": the owner
    // named between the marker in capitals and a colon.
    if owners.isEmpty, isUpper || isHashed, let (names, end) = nameRun(item, at: after),
      item.isMark(end, ":"), end + 1 < item.count
    {
      owners = names
      after = end
    }
    if let verb = copulaTo(item, at: after) {
      // "Next steps would be to call the auditors", "the action item is to fix the docs".
      return Marker(textStart: verb, owners: owners, status: status)
    }
    if item.isMark(after, ":") || item.isMark(after, "—") || item.isMark(after, "–")
      || item.isMark(after, ")") || item.isMark(after, "]")
      || (item.isMark(after, ".") && !needsSeparator)
    {
      after += 1
    } else if item.isMark(after, "=") || item.isMark(after, "-"), item.isMark(after + 1, ">") {
      after += 2
    } else if item.isMark(after, "-"), !item.isJoined(after + 1) || after + 1 >= item.count {
      after += 1
    } else if needsSeparator && !(owners.count > 0 && after >= item.count) {
      return nil
    } else if after < item.count, item.tokens[after].kind == .punctuation,
      !item.isMark(after, "@")
    {
      return nil
    }
    // "AP 3.1 (IRAM): to send the data …": the infinitive's "to" opens the task.
    if item.isWord(after, "to"), let next = item.word(after + 1), TaskVerbs.all.contains(next) {
      after += 1
    }
    // "#action tnguyen rotate the key": a known name (an attendee, a speaker, in any case)
    // straight before the verb owns the action, as meeting bots write it.
    // A capitalised word after the name is its surname, not the verb ("ACTION: Lukas Brandt"),
    // and "on-call" after it makes a rota the parser reads ("ACTION: Platform on-call to …").
    // A nick in one piece is one name, known or not ("#action rose_k update …"), and names
    // may be joined ("#action june and will_o migrate …").
    if owners.isEmpty, let (run, nameEnd) = knownNames(item, at: after),
      let next = item.word(nameEnd), !AssigneeWords.commitments.contains(next),
      NameGrammar.onCall(item, at: nameEnd) == nil,
      !item.tokens[nameEnd].isCapitalized, isVerbLike(item, nameEnd), nameEnd + 1 < item.count
    {
      return Marker(textStart: nameEnd, owners: run, status: status)
    }
    // "#action yaretzi look over the plan": a meeting bot's action opens with a nick, known
    // or not, when a task's verb follows it.
    if owners.isEmpty, isHashed, head == "action", let nick = item.word(after),
      !item.tokens[after].isCapitalized, !TaskVerbs.all.contains(nick),
      !ActionWords.notOwnerWords.contains(nick), item.isWord(after + 1, in: TaskVerbs.all),
      after + 2 < item.count
    {
      return Marker(
        textStart: after + 1, owners: [item.text(of: after..<after + 1)], status: status)
    }
    // "#action docs team refresh the diagrams": a group before a task's verb owns it too.
    if owners.isEmpty, isHashed, head == "action",
      let (group, end) = NameGrammar.group(item, at: after),
      !item.tokens[end < item.count ? end : after].isCapitalized,
      item.isWord(end, in: TaskVerbs.all), end + 1 < item.count
    {
      return Marker(textStart: end, owners: [group], status: status)
    }
    // "ACTION: editors to publish …", "ACTION: chairs to ping …": after a marker a group
    // noun alone owns the action as written, in any case ("team to …" is everyone).
    if owners.isEmpty, let word = item.word(after), NameGrammar.groupNouns.contains(word),
      !NameGrammar.everyoneNouns.contains(word), item.isWord(after + 1, "to"),
      item.word(after + 2) != nil
    {
      return Marker(
        textStart: after + 2, owners: [item.text(of: after..<after + 1)], status: status)
    }
    // "Action: Coordinator Environment - return the signed agreement …": an office, then
    // a dash, then the work; an office the document gave a person is that person.
    if owners.isEmpty, item.word(after) != nil,
      let end = NameGrammar.knownRole(
        item, at: after, opensWithRole: true, isKnown: names.contains)?.1
        ?? Self.officeEnd(item, at: after),
      item.isMark(end, "-") || item.isMark(end, "–") || item.isMark(end, "—"),
      !item.isJoined(end), item.word(end + 1) != nil
    {
      return Marker(
        textStart: end + 1, owners: [item.text(of: after..<end)], status: status)
    }
    // "Direction to staff: The Manager of Planning to arrange …": one of the staff, named.
    if !headOwners.isEmpty, owners == headOwners, let named = named(item, at: after),
      !named.owners.isEmpty
    {
      owners = []
    }
    return Marker(
      textStart: after, owners: owners, status: status, isForEveryone: isForEveryone)
  }

  /// A body named between `index` and a colon ("Editorial Committee:", "Docs WG:"): its
  /// name and the colon's index; nil when the words are no group's.
  private func groupBeforeColon(_ item: Item, at index: Int) -> ([String], Int)? {
    guard index < item.count, item.tokens[index].isCapitalized,
      let colon = (index + 1..<min(item.count, index + 6)).first(where: { item.isMark($0, ":") }),
      let groups = tagOwners(item, from: index, to: colon), !groups.isEmpty,
      groups.allSatisfy(NameGrammar.isGroup)
    else { return nil }
    return (groups, colon)
  }

  /// Names at `index` that the document knows, or chat nicks ("will_o"), joined by "and",
  /// "&" or "/": as written, and the index after them.
  private func knownNames(_ item: Item, at index: Int) -> ([String], Int)? {
    var owners: [String] = []
    var cursor = index
    var end = index
    while owners.count < 6, item.word(cursor) != nil {
      let nameEnd = NameGrammar.nick(item, at: cursor)?.1 ?? cursor + 1
      let written = item.text(of: cursor..<nameEnd)
      guard nameEnd > cursor + 1 || names.contains(written.lowercased()) else { break }
      owners.append(written)
      end = nameEnd
      guard item.isWord(end, "and") || item.isMark(end, "&") || item.isMark(end, "/") else {
        break
      }
      cursor = end + 1
    }
    return owners.isEmpty ? nil : (owners, end)
  }

  /// Words in lower case at `index` that can only be nicks ("pkaur", "dmensah, pkaur",
  /// "lfernandez and oyelaran"): not verbs, groups, pronouns or "someone"; as written, and
  /// the index after them.
  private func lowerCaseNicks(_ item: Item, at index: Int) -> ([String], Int)? {
    var nicks: [String] = []
    var cursor = index
    while nicks.count < 6, let word = item.word(cursor), !item.tokens[cursor].isCapitalized,
      !word.utf8.contains(where: ByteText.isUpper), !TaskVerbs.all.contains(word),
      !ActionWords.notOwnerWords.contains(word), !NameGrammar.groupNouns.contains(word),
      !NameGrammar.everyoneNouns.contains(word), !Self.beforeInfinitive.contains(word),
      !VerbForms.isPast(word), !word.hasSuffix("ing")
    {
      nicks.append(item.text(of: cursor..<cursor + 1))
      guard item.isMark(cursor + 1, ",") || item.isWord(cursor + 1, "and") else {
        return (nicks, cursor + 1)
      }
      cursor += 2
    }
    return nil
  }

  /// The nicks in lower case an action's words open with, before "to" and its verb.
  ///
  /// "pkaur to finish the move", "dmensah, pkaur to set up alerts", known or not, as a
  /// meeting bot writes them; nil when the words open otherwise. The nicks stay in the
  /// words: once they are the document's people, the parser reads them as "Ana to …".
  func nicksOpening(_ text: String) -> [String]? {
    let item = Item(text)
    guard let (nicks, end) = lowerCaseNicks(item, at: 0), item.isWord(end, "to"),
      isInfinitive(item, end + 1), end + 2 < item.count
    else { return nil }
    return nicks
  }

  /// Whether the word at `index`, after a nick's "to", is the verb of its action ("to rack
  /// the boxes", "to hand over the notes"), not "to be …" nor a pronoun.
  private func isInfinitive(_ item: Item, _ index: Int) -> Bool {
    !item.isWord(index, "be") && isVerbLike(item, index) && !item.tokens[index].isCapitalized
  }

  /// Words that take an infinitive ("ACTION: continue to monitor", "plan to ship"): no nick.
  private static let beforeInfinitive: Set<String> = [
    "have", "has", "want", "wants", "plan", "plans", "try", "tries", "remember", "continue",
    "need", "needs", "got", "ought", "used", "able", "due", "agree", "decide",
  ]

  /// "would be to", "is to", "will be to", "is gonna be to" after a marker: the verb after
  /// "to".
  private func copulaTo(_ item: Item, at start: Int) -> Int? {
    var index = start
    guard let first = item.word(index) else { return nil }
    switch first {
    case "is", "are", "'s":
      index += 1
      if item.isWord(index, "gonna") || item.isWord(index, "going") {
        index += item.isWord(index, "going") ? 2 : 1
        guard item.isWord(index, "be") else { return nil }
        index += 1
      }
    case "would", "will", "should", "might", "could":
      guard item.isWord(index + 1, "be") else { return nil }
      index += 2
    default:
      return nil
    }
    while let word = item.word(index), ["probably", "just", "really", "basically"].contains(word) {
      index += 1
    }
    guard item.isWord(index, "to"), isVerbLike(item, index + 1) else { return nil }
    return index + 1
  }

  /// Words before an inline marker: "that's an action item for Bo", "let's make that a todo".
  private static let markerOpeners: Set<String> = [
    "that's", "that", "is", "make", "let's", "it's", "add", "let", "us", "capture", "note",
    "log", "put", "write", "down", "as", "record", "this", "it", "mark",
  ]

  /// A spoken marker without the separator notes write: "action item to fix the docs",
  /// "todo to call the bank" (after an opener such as "let's make an").
  private func spokenMarker(_ item: Item, at index: Int) -> Marker? {
    guard let head = item.word(index), ["action", "todo", "to-do", "follow-up"].contains(head)
    else { return nil }
    var after = index + 1
    if head == "action" {
      guard let tail = item.word(after), ["item", "point"].contains(tail) else { return nil }
      after += 1
    }
    if item.isWord(after, "to"), isVerbLike(item, after + 1) {
      return Marker(textStart: after + 1, owners: [], status: nil)
    }
    if (after..<item.count).allSatisfy({ item.tokens[$0].kind == .punctuation }) {
      // "let's make that an action item.": nothing after it; it points back.
      return Marker(textStart: item.count, owners: [], status: nil)
    }
    if item.isWord(after, "for"), let (names, end) = nameRun(item, at: after + 1),
      item.isWord(end, "to"), isVerbLike(item, end + 1)
    {
      return Marker(textStart: end + 1, owners: names, status: nil)
    }
    return nil
  }

  /// A marker opening a clause inside a sentence.
  ///
  /// "Good point, action item for Bo: …", "that's an action item for me". A marker with no
  /// words after it points back to what was said before.
  func inlineMarker(
    _ item: Item, at start: Int, speaker: String?
  ) -> (finding: Finding, textStart: Int)? {
    var index = start
    let openers = Self.markerOpeners
    var skipped = 0
    while skipped < 6, let word = item.word(index), openers.contains(word) {
      index += 1
      skipped += 1
    }
    if let word = item.word(index),
      ["an", "a", "another", "new", "one", "the", "our", "my"].contains(word),
      item.word(index + 1) != nil
    {
      index += 1
    }
    guard var marker = marker(item, at: index, speaker: speaker) ?? spokenMarker(item, at: index)
    else { return nil }
    let offset = item.tokens[start].start
    if skipped > 0, marker.textStart < item.count, item.isWord(marker.textStart, "to"),
      isVerbLike(item, marker.textStart + 1)
    {
      // "let's make an action item to fix the docs".
      marker.textStart += 1
    }
    if marker.textStart >= item.count || item.tokens[marker.textStart].kind == .punctuation {
      // "That's an action item for Bo." and "let's make that an action item" point back;
      // "Action items:" alone is a label.
      guard !marker.owners.isEmpty || skipped > 0 else { return nil }
      var finding = Finding(kind: .referential, text: "", owners: marker.owners, start: offset)
      finding.pointsBack = true
      return (finding, item.count)
    }
    var textStart = marker.textStart
    var owners = marker.owners
    if let (verb, subject) = strippedSubject(item, at: textStart) {
      textStart = verb
      if owners.isEmpty { owners = subject.owners(speaker: speaker) }
    } else if let named = named(item, at: textStart), !named.keepsOwner, !named.isReferential,
      !named.owners.isEmpty
    {
      // "Direction to staff: The Manager of Planning to arrange …": who the text names, in
      // words the task parser does not read as an owner, is who does it.
      textStart = named.textStart
      owners = named.owners
    }
    return (Finding(kind: .marker, text: "", owners: owners, start: offset), textStart)
  }

  /// Who a stripped subject was.
  enum Subject: Sendable {
    /// "I'll …": whoever is speaking.
    case speaker
    /// "Ana: I'll …", "Ana agreed to …".
    case people([String])
    /// "We need to …": nobody in particular.
    case group

    /// The owners the subject implies.
    func owners(speaker: String?) -> [String] {
      switch self {
      case .speaker: return speaker.map { [$0] } ?? []
      case .people(let names): return names
      case .group: return []
      }
    }
  }

  /// "I'll …", "Ana: I'll …", "we need to …", "Ana agreed to …" opening a text that is already
  /// known to be a task: the index of the verb, and who the subject was.
  ///
  /// "Ana to …" and "Ana will …" are not stripped: the task parser reads the owner from them.
  func strippedSubject(_ item: Item, at index: Int) -> (verb: Int, subject: Subject)? {
    if let (label, after) = speakerLabel(item, at: index),
      let (verb, subject) = strippedSubject(item, at: after), case .speaker = subject
    {
      return (verb, .people([label]))
    }
    if let (verb, _) = selfCommitment(item, at: index, isFirst: true) { return (verb, .speaker) }
    if let verb = need(item, at: index, isFirst: true) { return (verb, .group) }
    if let named = named(item, at: index), !named.keepsOwner, !named.isReferential {
      return (named.textStart, .people(named.owners))
    }
    return nil
  }

  // MARK: - Entries that are tasks by position

  /// A task entry cleaned for the task parser.
  struct CleanTask: Sendable {
    var text: String
    var owners: [String]
    var status: TaskStatus?
    /// "TODO (all):", "ACTION (everyone):": for everyone, whom no context stands in for.
    var isForEveryone = false
  }

  /// Whether an entry reports what a body decided: "The board voted 5-0 to accept the audit",
  /// "Council approved the budget" (a school board's "Action items" are the votes it took).
  static func reportsAVote(_ item: Item) -> Bool {
    var index = item.isWord(0, "the") ? 1 : 0
    guard item.isWord(index, in: votingBodies) else { return false }
    index += 1
    if item.isWord(index, "unanimously") { index += 1 }
    return item.isWord(index, in: voteVerbs)
  }

  /// Whether a line records a step of procedure, as public bodies' minutes do.
  ///
  /// Under an agenda's "Action items": "Motion: Doan Second: Obi", "Motion carried 5-0",
  /// "Roll call vote: …", "Ayes 5, Noes 0", "6.1 Resolution No. 26-07, Recognizing …".
  static func recordsProcedure(_ item: Item) -> Bool {
    var start = 0
    while start < item.count, item.number(start) != nil || item.isMark(start, ".") { start += 1 }
    guard let first = item.word(start) else { return false }
    if ["seconded", "ayes", "nays", "noes"].contains(first) { return true }
    // "Motion: Doan", "Motion carried", "Motion to adjourn"; "Motion sensors to be …" is work.
    if first == "motion",
      item.isMark(start + 1, ":")
        || item.isWord(
          start + 1,
          in: [
            "carried", "passed", "failed", "approved", "adopted", "to", "by", "made", "seconded",
            "was", "withdrawn", "died", "moved",
          ])
    {
      return true
    }
    if first == "resolution" || first == "ordinance",
      item.isWord(start + 1, "no") || item.isWord(start + 1, "number")
    {
      return true
    }
    return (start..<min(item.count, start + 4)).contains {
      item.isWord($0, "vote") && item.isMark($0 + 1, ":")
    }
  }

  private static let votingBodies: WordSet = [
    "board", "council", "committee", "commission", "trustees", "members", "meeting",
    "panel", "governors", "directors",
  ]

  private static let voteVerbs: WordSet = [
    "voted", "approved", "adopted", "accepted", "ratified", "resolved", "endorsed",
  ]

  /// Cleans an entry that is a task because of where it stands (an "Action items" section, a
  /// checkbox, a marker): strips the marker, a status, the speaker's "I'll", "we need to",
  /// and moves an owner written after the task ("send the deck (Ana)") to `owners`.
  ///
  /// - Parameters:
  ///   - text: The entry, Markdown already reduced.
  ///   - speaker: Who the context says the entry is about (a stand-up block, an owner
  ///     heading): the owner of its "I'll" and, when the text names nobody, of the task.
  ///   - author: Who wrote the notes (`Author:`, an e-mail's `From:`): the owner of "I'll"
  ///     only.
  /// - Returns: Nil when nothing is left ("None", "n/a", a link alone).
  /// How a heading for several people ("Ana Lima & Bo Chen") writes them in one speaker,
  /// which the entries under it split again into their owners.
  static let jointOwners = " & "

  func cleanTask(_ text: String, speaker: String?, author: String? = nil) -> CleanTask? {
    var (body, status) = TaskStatus.strip(text)
    var owners: [String] = []
    let voice = speaker ?? author
    var item = Item(body)
    guard item.count > 0, !Self.reportsAVote(item), !Self.recordsProcedure(item) else {
      return nil
    }
    var start = 0
    var statesOwner = false
    if let marker = marker(item, at: 0, speaker: voice) {
      start = marker.textStart
      owners += marker.owners
      if status == nil || status == .open, let found = marker.status { status = found }
      statesOwner = marker.isForEveryone
    } else if let after = Self.trackerNumber(item, at: 0) {
      // "#219 Leontyne Ortiz — confirm …": the tracker's number for the action, then whose
      // it is.
      start = after
    }
    // Whether the words name their own owner (or say "we"), so the context's does not apply.
    // "[Priya Raman] Extension Request: Priya Raman will ask …": the owner in brackets first,
    // then maybe a title of the item, as a meeting recap writes its next steps.
    if item.isMark(start, "["), let (names, end) = nameRun(item, at: start + 1),
      item.isMark(end, "]"), end + 1 < item.count
    {
      owners += names
      statesOwner = true
      start = end + 1
      if let colon = (start..<min(item.count, start + 6)).first(where: { item.isMark($0, ":") }),
        colon > start, colon + 1 < item.count,
        (start..<colon).allSatisfy({
          item.tokens[$0].kind != .word || item.tokens[$0].isCapitalized
        })
      {
        start = colon + 1
      }
    }
    // "Print quote: Kojo will ask the printer …", a recap's follow-up: a topic that opens
    // with a verb, then the person and what they will do; the person's words are the task.
    if start == 0, item.word(0).map(TaskVerbs.all.contains) == true,
      let colon = (1..<min(item.count, 5)).first(where: { item.isMark($0, ":") }),
      (0..<colon).allSatisfy({ item.word($0) != nil }),
      let named = named(item, at: colon + 1), !named.isReferential, !named.owners.isEmpty
    {
      start = colon + 1
    } else if start == 0,
      let colon = (1..<min(item.count, 6)).first(where: { item.isMark($0, ":") }),
      (0..<colon).allSatisfy({
        item.word($0) != nil || item.number($0) != nil || item.isMark($0, "-")
      }),
      nameRun(item, at: 0).map({ $0.1 != colon }) ?? true,
      opensWithSpeakerOrAsk(item, at: colon + 1)
    {
      // "QRY-9141: I'll run the check tonight", "Docker images: Hamid, please check …": the
      // topic, then who does it in their own words or asked by name ("Ana: I'll …" is
      // Ana's, said by her).
      start = colon + 1
    }
    if let (verb, subject) = strippedSubject(item, at: start) {
      owners += subject.owners(speaker: voice)
      if case .group = subject { statesOwner = true }
      start = verb
    } else if let (group, verb) = groupOpening(item, at: start) {
      // "Release managers confirm the freeze dates", "Partnerships ops - update the sheet".
      owners.append(group)
      statesOwner = true
      start = verb
    } else if let (run, verb) = knownNames(item, at: start), verb > start,
      item.word(verb).map(TaskVerbs.all.contains) == true, !item.tokens[verb].isCapitalized,
      verb + 1 < item.count
    {
      // "tuan_ng and marisol write a health check": a meeting bot's recap names the owners
      // straight before the verb.
      owners += run
      statesOwner = true
      start = verb
    } else if let (names, after) = nameRun(item, at: start), names.count == 1,
      let verb = item.isMark(after, ",")
        ? ask(item, at: after + 1)
        : item.isWord(after, in: ["can", "could", "would"]) ? ask(item, at: after) : nil
    {
      // "Petra, could you set up the QA profile …?", "@tomas-b can you check …?": the one
      // asked owns it.
      owners += names
      statesOwner = true
      start = verb
    } else if item.isMark(start, "@") || named(item, at: start)?.keepsOwner == true {
      statesOwner = true
    } else if item.isWord(start, in: ["all", "everyone", "everybody"]), item.isMark(start + 1, ":"),
      start + 2 < item.count
    {
      // "all: +1 or comment on the draft": everyone's, not the lead's of the section.
      statesOwner = true
      start += 2
    } else if let (label, _) = speakerLabel(item, at: start),
      names.contains(label.lowercased()) || label.contains(ascii: " ")
    {
      // "Ana: send the deck"; "Backfill: remove …" is a topic, not a person.
      statesOwner = true
    }
    // "Owen is checking with product whether …, and will come back to you": the entry's
    // subject, named before what they will do.
    if start == 0, owners.isEmpty, !statesOwner, let (names, _) = coordinatedWill(item, at: 0) {
      owners = names
      statesOwner = true
    }
    guard start < item.count else { return nil }
    // "bo to update the DNS" under "bo": the text already names its owner.
    if let speaker, let word = item.word(start), item.word(start + 1) != nil,
      word == speaker.lowercased() || speaker.lowercased().hasPrefix(word + " ")
    {
      statesOwner = true
    }
    body = item.text(from: item.tokens[start].start, to: item.tokens[item.count - 1].end)
    item = Item(body)
    if let (names, rest) = trailingOwner(item) {
      // "— me —": the one who wrote the list.
      owners += names.compactMap { $0 == "me" ? voice : $0 }
      body = rest
      statesOwner = statesOwner || names.contains("me")
    }
    if !statesOwner, owners.isEmpty, let speaker {
      owners =
        speaker.contains(ascii: "&") ? speaker.components(separatedBy: Self.jointOwners) : [speaker]
    }
    // "The release notes draft is half done. I'll finish it before my next shift": the one
    // who wrote the list takes it on in a later sentence of the entry, or in a later clause
    // ("FAQ page: nobody took it, so I'll pick it up").
    // "Once items 1-5 are closed I will issue the letter": after the condition it waits on.
    let opensWithCondition =
      item.isWord(0, in: ["once", "when", "after", "if"])
      || item.isWord(0, "as")
        && item.isWord(1, "soon")
    if !statesOwner, owners.isEmpty, let author,
      [". I'll ", ". I will ", ". I’ll ", ", so I'll ", ", so I will ", ", so I’ll "].contains(
        where: { body.contains($0) })
        || (opensWithCondition
          && [" I will ", " I'll ", " I’ll "].contains(where: { body.contains($0) }))
    {
      owners = [author]
    }
    body = Self.trimmingEnd(body)
    guard !body.isEmpty, !Self.isEmptyTask(body) else { return nil }
    return CleanTask(text: body, owners: Self.unique(owners), status: status)
  }

  /// A group opening a task entry, then a bare verb or a dash or colon and a verb.
  ///
  /// Returns the group and the verb's index. A verb in the past or in "-ing" reports rather
  /// than asks ("Board approved the budget").
  private func groupOpening(_ item: Item, at start: Int) -> (String, Int)? {
    guard start < item.count, item.tokens[start].isCapitalized,
      let (group, after) = NameGrammar.group(item, at: start)
    else { return nil }
    var verb = after
    if item.isMark(verb, ":") || item.isMark(verb, "-") || item.isMark(verb, "–")
      || item.isMark(verb, "—")
    {
      verb += 1
    }
    guard let word = item.word(verb), !item.tokens[verb].isCapitalized, isVerbLike(item, verb),
      !ActionWords.notBareVerbs.contains(word), !Self.isPastOrProgressive(word),
      verb + 1 < item.count
    else { return nil }
    return (group, verb)
  }

  /// Whether a line of notes opens by giving work to people the document knows.
  ///
  /// "Lupe: update the binder", "Marco + Benny - deep clean the walk-in", "Keisha – redo the
  /// checklist". The word after the colon or dash is a task's verb (`TaskVerbs`); "Ana:
  /// done", "Bo - presented the plan" and "KB: explicit support" give nothing.
  func assignsWorkByName(_ text: String) -> Bool {
    guard text.utf8.prefix(64).contains(where: { $0 == 58 || $0 == 45 || $0 >= 0xE2 }) else {
      return false
    }
    let item = Item(text)
    // "Lupe: update the binder"; "Night shift: restock the linen", to a group.
    let after: Int
    if let (owners, end) = nameRun(item, at: 0),
      owners.allSatisfy({ names.contains($0.lowercased()) })
    {
      after = end
    } else if item.count > 1, item.tokens[0].isCapitalized,
      let (_, end) = NameGrammar.group(item, at: 0)
    {
      after = end
    } else {
      return false
    }
    guard
      item.isMark(after, ":") || item.isMark(after, "-") || item.isMark(after, "–")
        || item.isMark(after, "—")
    else { return false }
    var verb = after + 1
    // "GH & AK: Y5/Y6 writing moderation — book a slot with me": a topic, a dash, the work.
    if item.isMark(after, ":"), item.word(verb).map(TaskVerbs.all.contains) != true,
      let dash = (verb + 1..<min(item.count, verb + 8)).first(where: {
        (item.isMark($0, "—") || item.isMark($0, "–") || item.isMark($0, "-"))
          && !item.isJoined($0)
      })
    {
      verb = dash + 1
    }
    guard let word = item.word(verb), !item.tokens[verb].isCapitalized,
      verb + 1 < item.count, item.tokens[verb + 1].kind != .punctuation
    else { return false }
    // "deep clean the walk-in", "double check the float": a word that sharpens the verb.
    // "print 210 copies": a number may follow the verb.
    return TaskVerbs.all.contains(word)
      || (Self.verbSharpeners.contains(word)
        && item.word(verb + 1).map(TaskVerbs.all.contains) == true)
  }

  /// Words written before a task's verb that leave it a verb: "deep clean", "pls send".
  private static let verbSharpeners: WordSet = [
    "deep", "double", "please", "pls", "also", "quickly", "finally",
  ]

  /// Whether the words at `index` open with the writer's own promise ("I'll", "I will") or
  /// an ask of someone named ("Hamid, please …", "Aisha, could you …").
  private func opensWithSpeakerOrAsk(_ item: Item, at index: Int) -> Bool {
    if item.isWord(index, "i'll")
      || (item.isWord(index, "i") && item.isWord(index + 1, in: ["will", "can"]))
    {
      return true
    }
    guard let (_, end) = nameRun(item, at: index), item.isMark(end, ",") else { return false }
    return item.isWord(end + 1, in: ["please", "can", "could", "would", "pls"])
  }

  /// Whether the word at `index` can open an ask as its bare verb: not a past or "-ing"
  /// form, nor a word that is no bare verb ("also", "done").
  func asksWithVerb(_ item: Item, _ index: Int) -> Bool {
    guard let word = item.word(index) else { return false }
    return !ActionWords.notBareVerbs.contains(word) && !Self.isPastOrProgressive(word)
  }

  /// "approved", "discussing": a verb that reports; "reseed", "feed", "bring" do not.
  private static func isPastOrProgressive(_ word: String) -> Bool {
    VerbForms.isRegularPast(word) || (word.hasSuffix("ing") && word.utf8.count > 5)
  }

  /// "(Ana)", "[Bo Chen]", "(@ana, bo)", "— Ana Lima", "— Ana, EOW", ", Uma, tomorrow"
  /// closing a task: the names, and the text without them.
  private func trailingOwner(_ item: Item) -> ([String], String)? {
    let count = item.count
    guard count >= 3 else { return nil }
    if let found = bracketedOwner(item) { return found }
    return dashedOwner(item) ?? claimedAfterDash(item)
  }

  /// Whether an entry ends with the one who has it after a dash: "… - Hannah's doing it".
  func endsWithClaim(_ text: String) -> Bool {
    // Most sentences do not end on "it" or "this": ruled out on their last letters before
    // any search of the text.
    let last = text.utf8.reversed().drop(while: { !ByteText.isASCIILetter($0) }).prefix(2)
    guard last.elementsEqual([116, 105]) || last.elementsEqual([115, 105]) else { return false }
    guard text.contains("'s ") || text.contains("’s ") else { return false }
    return claimedAfterDash(Item(text)) != nil
  }

  /// "Kit list to go up on the page - Hannah's doing it": the one who said they have it,
  /// after a dash at the end.
  private func claimedAfterDash(_ item: Item) -> ([String], String)? {
    let count = item.count
    guard count >= 5,
      let last = item.word(count - 1) ?? (count > 1 ? item.word(count - 2) : nil),
      last == "it" || last == "this"
    else { return nil }
    for dash in stride(from: count - 3, through: max(1, count - 5), by: -1)
    where item.isMark(dash, "-") || item.isMark(dash, "–") || item.isMark(dash, "—") {
      guard let written = item.word(dash + 1), item.tokens[dash + 1].isCapitalized,
        written.hasSuffix("'s") || written.hasSuffix("’s"),
        let claim = item.word(dash + 2), Self.claimWords.contains(claim)
      else { return nil }
      let name = item.text(of: dash + 1..<dash + 2).dropLast(2)
      return ([String(name)], item.text(from: 0, to: item.tokens[dash - 1].end))
    }
    return nil
  }

  /// Words after "Hannah's" that say she has the work: "doing it", "on it", "got this".
  private static let claimWords: Set<String> = [
    "doing", "on", "got", "handling", "sorting", "taking", "covering",
  ]

  /// Owners named in brackets at the end of an item.
  ///
  /// "(Ana)", "(J. Whitcombe)", "(Luz to check with Legal)".
  private func bracketedOwner(_ item: Item) -> ([String], String)? {
    let count = item.count
    if item.isMark(count - 1, ")") || item.isMark(count - 1, "]") {
      let open = item.isMark(count - 1, ")") ? "(" : "["
      var index = count - 2
      while index > 0, !item.isMark(index, open), count - index < 12 { index -= 1 }
      guard index > 0, item.isMark(index, open) else { return nil }
      // "(Ana)", "(@ana, bo)", "(Oisín, Summer)": names alone inside, joined any way.
      if let (names, end) = nameRun(item, at: index + 1), end == count - 1 {
        return (names, item.text(from: 0, to: item.tokens[index - 1].end))
      }
      // "(Karim + Yusuf, need the roof bars on first)": people the document knows, then a
      // remark that says no day ("(Jonas, by Monday)" is read below).
      if let (names, end) = nameRun(item, at: index + 1), item.isMark(end, ","),
        names.allSatisfy({ self.names.contains($0.lowercased()) }),
        Self.when(in: item.text(from: item.tokens[end].end, to: item.tokens[count - 1].start))
          == nil
      {
        return (names, item.text(from: 0, to: item.tokens[index - 1].end))
      }
      // "(J. Whitcombe)": an initial and a surname the document knows.
      if let surname = initialAndSurname(item, from: index + 1, to: count - 1) {
        return ([surname], item.text(from: 0, to: item.tokens[index - 1].end))
      }
      // "… applies (Luz to check with Legal)": who does it, said in brackets; the words stay.
      if let (names, end) = nameRun(item, at: index + 1), item.isWord(end, "to"),
        item.word(end + 1) != nil, !item.tokens[end + 1].isCapitalized
      {
        return (names, item.text(from: 0, to: item.tokens[count - 1].end))
      }
      guard let names = tagOwners(item, from: index + 1, to: count - 1),
        names.allSatisfy({ self.names.contains($0.lowercased()) || $0.contains(ascii: " ") })
      else { return nil }
      return (names, item.text(from: 0, to: item.tokens[index - 1].end))
    }
    return nil
  }

  /// "— Ana Lima — EOW", ", Uma, tomorrow", "– Kofi (you've got the key)" at the end of an
  /// item.
  private func dashedOwner(_ item: Item) -> ([String], String)? {
    let count = item.count
    // A dash or comma, then names the document knows (or a full name), then the end, or a
    // comma or dash and a few more words ("EOW", "by Thursday", "— Ana Lima — EOW").
    func isDashMark(_ index: Int) -> Bool {
      item.isMark(index, "—") || item.isMark(index, "–")
        || (item.isMark(index, "-") && !item.isJoined(index))
    }
    var index = count - 1
    // Past a word in brackets about the owner: "– Kofi (you've got the store key)".
    let reach = item.isMark(count - 1, ")") ? 16 : 8
    while index > 0, count - index <= reach {
      defer { index -= 1 }
      let isDash = isDashMark(index)
      guard isDash || item.isMark(index, ",") else { continue }
      // "-- Marek", as plain text writes a dash: the name after both hyphens.
      let nameStart =
        item.isMark(index, "-") && item.isMark(index + 1, "-") && item.isJoined(index + 1)
        ? index + 2 : index + 1
      // After a dash any name will do ("— Rosa", "— me"); after a comma only a known one.
      guard
        let (names, end) = nameRun(item, at: nameStart)
          ?? (isDash && item.isWord(nameStart, "me") ? (["me"], nameStart + 1) : nil),
        isDash
          || names.allSatisfy({ self.names.contains($0.lowercased()) || $0.contains(ascii: " ") }),
        end == count || item.isMark(end, ",") || (isDash && isDashMark(end))
          // "– Kofi (you've got the store key)": a word about the owner in brackets.
          || (isDash && item.isMark(end, "(") && item.isMark(count - 1, ")"))
      else { continue }
      // ", Uma, tomorrow" needs the comma after the name; "— Ana" may end the text.
      if !isDash && end == count { continue }
      var text = item.text(from: 0, to: item.tokens[index - 1].end)
      if end < count, end + 1 < count, !item.isMark(end, "(") {
        text += " " + item.text(from: item.tokens[end + 1].start, to: item.tokens[count - 1].end)
      }
      return (names, text)
    }
    return nil
  }

  /// The surname of an initial and a surname filling `start..<end`, when the document
  /// knows it.
  ///
  /// "J. Whitcombe", "J Whitcombe".
  private func initialAndSurname(_ item: Item, from start: Int, to end: Int) -> String? {
    guard let initial = item.word(start), initial.utf8.count == 1, item.tokens[start].isCapitalized
    else { return nil }
    let surnameIndex = item.isMark(start + 1, ".") ? start + 2 : start + 1
    guard surnameIndex == end - 1, let surname = item.word(surnameIndex),
      item.tokens[surnameIndex].isCapitalized, names.contains(surname)
    else { return nil }
    return item.text(of: surnameIndex..<end)
  }

  /// "None", "n/a", "TBD", "-", a link alone: nothing to do.
  static func isEmptyTask(_ text: String) -> Bool {
    var bytes = Array(text.utf8)
    func isTrimmed(_ byte: UInt8) -> Bool {
      byte == 32 || byte == 9 || byte == 46 || byte == 33 || byte == 45 || byte == 40
        || byte == 41 || byte == 42 || byte == 95
    }
    while let last = bytes.last, isTrimmed(last) { bytes.removeLast() }
    var start = 0
    while start < bytes.count, isTrimmed(bytes[start]) { start += 1 }
    guard start < bytes.count else { return true }
    let core = bytes[start...]
    // No letter at all: "-", "…", "—", "2026" (E2 opens dashes, arrows and other marks).
    guard core.contains(where: { ByteText.isASCIILetter($0) || ($0 >= 0xC3 && $0 != 0xE2) })
    else { return true }
    // "No other business. Next meeting: …" under "AOB and next steps".
    let opening = ByteText.string(core.prefix(20).map(ByteText.lower))
    if opening.hasPrefix("no other business") || opening.hasPrefix("no further business") {
      return true
    }

    if core.count <= 32 {
      let lower = ByteText.string(core.map(ByteText.lower))
      if emptyWords.contains(lower) { return true }
      // "nothing this week", "none for now", "no action needed".
      if lower.hasPrefix("nothing") || lower.hasPrefix("none ") || lower.hasPrefix("no action") {
        return true
      }
    }
    // "Pete - nothing this month" in a list of jobs: someone with nothing to do.
    if core.count <= 48, let dash = core.firstIndex(of: 45), dash > core.startIndex,
      core[dash - 1] == 32, dash + 2 < core.endIndex, core[dash + 1] == 32,
      ByteText.isUpper(core[core.startIndex]),
      core[core.startIndex..<dash].filter({ $0 == 32 }).count <= 3
    {
      let rest = ByteText.string(core[(dash + 2)...].map(ByteText.lower))
      if rest.hasPrefix("nothing") || rest.hasPrefix("none") || rest == "n/a" {
        return true
      }
    }
    // "Nothing else new; mostly hiring interviews this week": nothing to do, then why.
    if core.count <= 96, let stop = core.firstIndex(where: { $0 == 59 || $0 == 44 }),
      stop - core.startIndex <= 24
    {
      let clause = ByteText.string(core[..<stop].map(ByteText.lower))
      let rest = ByteText.string(core[stop...].map(ByteText.lower))
      if clause.hasPrefix("nothing") || clause.hasPrefix("none"),
        !rest.contains("will") && !rest.contains("'ll") && !rest.contains(" but ")
      {
        return true
      }
    }
    // "Out this afternoon (dentist)", "OOO Friday", "PTO Mon–Tue" in a stand-up's plans: who
    // is away, not work.
    if core.count <= 48 {
      let lower = ByteText.string(core.prefix(9).map(ByteText.lower))
      if ["out ", "ooo", "pto", "off ", "on leave", "away "].contains(where: { lower.hasPrefix($0) }
      ) {
        return true
      }
    }
    // "On conference travel most of October, slow to reply", "on parental leave from the
    // 9th": away too.
    if core.count <= 72, core.count > 3, ByteText.lower(core[core.startIndex]) == 111,
      ByteText.lower(core[core.startIndex + 1]) == 110, core[core.startIndex + 2] == 32
    {
      let words = ByteText.string(core.prefix(40).map(ByteText.lower)).split(separator: " ")
      if words.dropFirst().prefix(3).contains(where: {
        ActionWords.awayWords.contains($0) || $0 == "travel" || $0 == "sabbatical"
      }) {
        return true
      }
    }
    let isLink =
      ByteText.hasPrefix(bytes, "http://", at: start)
      || ByteText.hasPrefix(bytes, "https://", at: start)
    return isLink && !core.contains(32)
  }

  private static let emptyWords: Set<String> = [
    "none", "n/a", "na", "tbd", "nothing", "no action items", "no actions", "none yet",
    "nothing new", "no new action items", "none this week", "nil", "no items", "no blockers",
  ]

  /// `text` without trailing sentence punctuation and spaces.
  static func trimmingEnd(_ text: String) -> String {
    var bytes = Array(text.utf8)
    while let last = bytes.last,
      ByteText.isWhitespace(last) || last == 46 || last == 44 || last == 59 || last == 58
        || last == 63 || last == 33
    {
      bytes.removeLast()
    }
    var start = 0
    while start < bytes.count, ByteText.isWhitespace(bytes[start]) { start += 1 }
    return ByteText.string(bytes[start...])
  }

  static func unique(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0.lowercased()).inserted }
  }
}

extension ActionFinder {
  /// A tag that names who owns what was just said: "ACTION - Grzegorz Nowak / Nkechi Obi",
  /// "ACTION: work day volunteers", at the start of a text or after the end of a sentence,
  /// with nothing after the owners but a full stop.
  ///
  /// - Returns: Where the tag starts (a UTF-8 offset into `text`) and the owners it names;
  ///   nil when the text holds no such tag, or the words after the marker are a task.
  func ownerTag(in text: String) -> (start: Int, owners: [String], when: String?)? {
    // A long paragraph's tag closes it: its last 300 bytes are read, from a word's start.
    if text.utf8.count >= 400 {
      let bytes = Array(text.utf8)
      var offset = bytes.count - 300
      while offset < bytes.count, bytes[offset] != 32 { offset += 1 }
      guard let found = ownerTag(in: ByteText.string(bytes[offset...])) else { return nil }
      return (found.start + offset, found.owners, found.when)
    }
    // Most lines of notes hold no "action": they are ruled out before tokenizing.
    let bytes = Array(text.utf8)
    guard Self.mentionsAction(bytes) || Self.mentionsAI(bytes) else { return nil }
    let item = Item(text)
    var end = item.count
    while end > 0, item.isMark(end - 1, ".") { end -= 1 }
    // "… once it merges. [ACTION: bhollis]": the tag in square brackets.
    let isBracketed = end > 0 && item.isMark(end - 1, "]")
    if isBracketed { end -= 1 }
    var index = end - 2
    while index >= 0 {
      defer { index -= 1 }
      let opening = isBracketed && item.isMark(index - 1, "[") ? index - 1 : index
      guard let word = item.word(index), ["action", "actions", "ai", "ais"].contains(word),
        opening == 0
          || [".", "!", "?", ";", ")"].contains(where: { item.isMark(opening - 1, $0) }),
        !isBracketed || opening < index,
        let marker = marker(item, at: index, speaker: nil), marker.textStart < end
      else { continue }
      // "ACTION - Grzegorz Nowak": the marker may have taken a known first name as its owner
      // and left the surname; the tag reads the whole name again.
      if !marker.owners.isEmpty, let owners = tagOwners(item, from: marker.textStart - 1, to: end) {
        return (item.tokens[opening].start, owners, nil)
      }
      if let owners = tagOwners(item, from: marker.textStart, to: end) {
        return (item.tokens[opening].start, owners, nil)
      }
      // "Action: Sione Taufa, 24/6", "Action: Principal, next meeting": the owners, then when.
      if let comma = (marker.textStart..<end).last(where: { item.isMark($0, ",") }),
        end - comma <= 5, let owners = tagOwners(item, from: marker.textStart, to: comma)
      {
        let rest = item.text(from: item.tokens[comma + 1].start, to: item.tokens[end - 1].end)
        return (item.tokens[opening].start, owners, Self.when(in: rest))
      }
    }
    return nil
  }

  /// Owners standing alone at the right of a line of typed minutes, after a run of spaces.
  ///
  /// They stand in the column an "ACTION" header names: "… before places close on 20.3.
  ///        KW", "… before the presentation evening.   FO / DC". Returns where the run of
  /// spaces starts and the owners; nil when the line ends otherwise.
  func marginTag(in line: [UInt8]) -> (start: Int, owners: [String])? {
    var end = line.count
    while end > 0, ByteText.isWhitespace(line[end - 1]) { end -= 1 }
    // The tag: a few words, no run of spaces inside.
    var start = end
    while start > 0, end - start <= 24 {
      if line[start - 1] == 9 { break }
      if start >= 2, line[start - 1] == 32, line[start - 2] == 32 { break }
      start -= 1
    }
    guard start > 0, start < end, end - start <= 24 else { return nil }
    var gap = start
    while gap > 0, ByteText.isWhitespace(line[gap - 1]) { gap -= 1 }
    guard gap > 0, start - gap >= 3 || line[start - 1] == 9 else { return nil }
    let item = Item(ByteText.string(line[start..<end]))
    guard item.count > 0, item.count <= 7, item.tokens[0].isCapitalized,
      let owners = tagOwners(item, from: 0, to: item.count)
    else { return nil }
    return (gap, owners)
  }

  /// Whether a line heads the column of owners at the right of typed minutes: "ACTION",
  /// "Action by" or "Who" alone, far to the right.
  static func isActionColumnHeader(_ line: [UInt8]) -> Bool {
    let (_, start) = ByteText.indentation(line)
    guard start >= 24 else { return false }
    let words = ByteText.string(line[start...]).trimmingWhitespace().lowercased()
    return ["action", "actions", "action by", "by", "who", "owner", "responsible"].contains(words)
  }

  /// Whether the line holds " by " (in any case): a cheap look before reading a byline.
  static func mentionsBy(_ text: [UInt8]) -> Bool {
    guard text.count >= 4 else { return false }
    for start in 0...(text.count - 4) where text[start] == 32 && text[start + 3] == 32 {
      if ByteText.lower(text[start + 1]) == 98, ByteText.lower(text[start + 2]) == 121 {
        return true
      }
    }
    return false
  }

  /// Whether the line holds the word "action" in any case: a cheap look before reading an
  /// owner tag.
  static func mentionsAction(_ text: [UInt8]) -> Bool {
    let word: [UInt8] = Array("action".utf8)
    guard text.count >= word.count else { return false }
    for start in 0...(text.count - word.count) where ByteText.lower(text[start]) == word[0] {
      if (1..<word.count).allSatisfy({ ByteText.lower(text[start + $0]) == word[$0] }) {
        return true
      }
    }
    return false
  }

  /// Whether `text` holds "AI" in capitals as a word of its own ("AI: Noor"), the short
  /// "action item" of minutes.
  static func mentionsAI(_ text: [UInt8]) -> Bool {
    guard text.count >= 2 else { return false }
    for start in 0..<(text.count - 1) where text[start] == 65 && text[start + 1] == 73 {
      let before: UInt8 = start > 0 ? text[start - 1] : 32
      let after: UInt8 = start + 2 < text.count ? text[start + 2] : 32
      if !ByteText.isWordByte(before), !ByteText.isWordByte(after) || after == 115 {
        return true
      }
    }
    return false
  }

  /// The owners named before a colon that opens `item` with words after it.
  ///
  /// "Ama, Noor: list three venues", "Docs team: …"; nil for anything else.
  func ownersBeforeColon(_ item: Item) -> [String]? {
    guard item.count > 2,
      let colon = (1..<min(item.count, 12)).first(where: { item.isMark($0, ":") }),
      item.word(colon + 1) != nil
    else { return nil }
    return tagOwners(item, from: 0, to: colon)
  }

  /// The owners of a tag, from `start` to `end`: names or groups joined by commas, "/", "&"
  /// or "and"; nil when anything else stands there.
  private func tagOwners(_ item: Item, from start: Int, to end: Int) -> [String]? {
    // "Actions: None.", "Action: n/a": no action at all.
    if end > start, end - start <= 3,
      ["none", "nil", "n/a", "na", "nothing", "no action", "no actions"].contains(
        item.text(of: start..<end).lowercased())
    {
      return nil
    }
    // "Action: All", "ACTION - everyone": a tag that gives the work to no one in particular.
    if end > start, end - start <= 2,
      Self.everyoneTags.contains(item.text(of: start..<end).lowercased())
    {
      return []
    }
    // "Action: Manager Building and Planning": one office, its "and" inside it.
    if let office = NameGrammar.knownRole(
      item, at: start, opensWithRole: true, isKnown: names.contains)?.1
      ?? Self.officeEnd(item, at: start),
      office == end, (start..<end).contains(where: { item.isWord($0, "and") })
    {
      return [item.text(of: start..<end)]
    }
    var owners: [String] = []
    var cursor = start
    while cursor < end {
      var pieceEnd = cursor
      while pieceEnd < end,
        !(item.isMark(pieceEnd, ",") || item.isMark(pieceEnd, "/") || item.isMark(pieceEnd, "&")
          || item.isWord(pieceEnd, "and"))
      {
        pieceEnd += 1
      }
      guard pieceEnd > cursor else { return nil }
      if let (name, after) = name(item, at: cursor), after == pieceEnd {
        owners.append(name)
      } else if pieceEnd - cursor <= 5,
        (cursor..<pieceEnd).allSatisfy({
          item.word($0) != nil || (item.isMark($0, "-") && item.isJoined($0))
        }),
        let last = item.word(pieceEnd - 1), NameGrammar.groupNouns.contains(last)
      {
        // A group written in lower case: "work day volunteers", "plot inspectors",
        // "demo-site partners".
        owners.append(item.text(of: cursor..<pieceEnd))
      } else if pieceEnd - cursor >= 4, pieceEnd - cursor <= 6,
        NameGrammar.onCall(item, at: pieceEnd - 3) == pieceEnd,
        (cursor..<pieceEnd - 3).allSatisfy({ item.word($0) != nil })
      {
        // A rota: "Platform on-call".
        owners.append(item.text(of: cursor..<pieceEnd))
      } else {
        return nil
      }
      cursor = pieceEnd + 1
    }
    return owners.isEmpty ? nil : owners
  }

  /// Tags that name everyone present.
  private static let everyoneTags: Set<String> = [
    "all", "everyone", "everybody", "all members", "all staff", "whole team", "the team",
    "all present",
  ]
}
