import IntakeParsing

/// Deciding what a complete list entry is: a task, a subtask, a group, or nothing.
extension NotesClassifier {
  /// Where `part` (text read from an entry) starts in the entry's written bytes, searching
  /// from `start`: the first place its first `words` words are written, nil when they are
  /// not found.
  static func offset(
    of part: String, in written: [UInt8], from start: Int, words: Int = 1
  ) -> Int? {
    let first = part.split(separator: " ", omittingEmptySubsequences: true).prefix(words)
    guard !first.isEmpty else { return nil }
    let needle = Array(first.joined(separator: " ").utf8)
    guard written.count >= needle.count, start <= written.count - needle.count else {
      return nil
    }
    for offset in start...(written.count - needle.count)
    where written[offset..<offset + needle.count].elementsEqual(needle) {
      return offset
    }
    return nil
  }

  /// Reads entry `index` against its ancestors and the section.
  mutating func classify(_ index: Int, state: inout DocumentState, into out: inout [DocumentItem]) {
    let entry = stack[index]
    // Every sentence went out with the owners at its right margin.
    if entry.taggedThrough > 0,
      ByteText.isBlank(Array(entry.text[min(entry.taggedThrough, entry.text.count)...]))
    {
      stack[index].role = .plain
      return
    }
    let (reduced, isStruck) = TaskStatus.reducedEntry(entry.text)
    var text = ByteText.string(reduced)
    // A line that only names owners ("ACTION - Sunita Rao-Byrne", "AI: Noor, Ezra")
    // names those of what was written just before it: a sentence, the entry it is under, or
    // the entry before it.
    if entry.checkbox == nil, startsWithMarker(entry.text, state: state),
      let tag = state.finder.ownerTag(in: text), tag.start == 0
    {
      tagPrevious(index, owners: tag.owners, when: tag.when, state: &state, into: &out)
      stack[index].role = .plain
      return
    }
    // Under a task: a subtask, whatever it says.
    if let parent = stack[..<index].lastIndex(where: {
      if case .item = $0.role { true } else { false }
    }) {
      stack[index].role = .subtask
      let (subtask, status) = TaskStatus.strip(text)
      guard entry.checkbox != .dropped, status != .dropped, !ActionFinder.isEmptyTask(subtask),
        case .item(var item) = stack[parent].role
      else { return }
      // "  - Owner: Gwen Llewellyn", "  - By: 12:00 today": a field of the item, said as the
      // item's own words, not a step of it.
      if Self.isField(subtask) {
        item.text += " · " + subtask.trimmingWhitespace()
        stack[parent].role = .item(item)
        return
      }
      item.subtasks.append(ActionFinder.trimmingEnd(subtask))
      stack[parent].role = .item(item)
      return
    }
    // "- Ana to confirm the venue. Closed.": an action reported closed in its own words, in
    // notes that mark no items, is no work.
    if entry.checkbox == nil, !sections.kind.listsTasks,
      !startsWithMarker(entry.text, state: state),
      let status = TaskStatus.strip(text).status, status == .done || status == .dropped
    {
      stack[index].role = .plain
      return
    }
    let group = stack[..<index].last { if case .group = $0.role { true } else { false } }
    var kind = entry.kind ?? sections.kind
    var person = sections.owner(for: kind) ?? authorsOwn("", kind)?.name
    if case .group(let groupKind, let groupPerson)? = group?.role {
      if let groupKind { kind = groupKind }
      if let groupPerson { person = groupPerson }
    }
    // A label inside the entry: "- Today: review the PR", "- Action items:", "- Ana:". An
    // explicit marker is not one: "ACTION (Victor): …" keeps its owner.
    let hasMarker = startsWithMarker(entry.text, state: state)
    if !hasMarker, let label = Label(text, state: state) {
      if label.content.isEmpty {
        if label.kind == .attendees || label.kind == .regrets {
          stack[index].role = .group(kind: label.kind, person: nil)
        } else {
          let labelKind = label.kind == .other ? nil : label.kind
          stack[index].role = .group(kind: labelKind, person: label.person?.name)
        }
        return
      }
      switch label.kind {
      case .actions, .plans:
        kind = label.kind
        text = label.content
        person = person ?? sections.owner(for: kind)
      case .attendees:
        AttendeeList.read(label.content, into: &state)
        stack[index].role = .plain
        return
      case .decisions
      where Self.recordsAgreement(text) && Self.givesWorkByName(label.content, state: state):
        // "- Agreed: Town Engineer to survey the verge": the work the decision gives.
        kind = .actions
        text = label.content
      case .decisions, .agenda, .status, .regrets, .duplicate:
        if entry.checkbox == nil {
          stack[index].role = .plain
          return
        }
      case .other:
        if let date = label.date {
          applyDate(date, level: nil, state: &state, into: &out)
          // "- [ ] Date: 2026-09-14": a date that starts another meeting closes the entries
          // open, this one among them.
          guard index < stack.count else { return }
        }
        if label.isHeaderKey {
          stack[index].role = .plain
          return
        }
      }
    }
    switch kind {
    case .attendees where !hasMarker:
      AttendeeList.read(
        AttendeeList.rosterRow(ByteText.string(entry.text)) ?? text, into: &state)
      stack[index].role = .plain
      return
    case .regrets where !hasMarker:
      // Those absent are still people the minutes may give work to.
      AttendeeList.read(
        AttendeeList.rosterRow(ByteText.string(entry.text)) ?? text, into: &state)
      stack[index].role = .plain
      return
    default:
      break
    }
    // "### Agenda" over "- [ ] Docs site migration": a topic, ticked off once talked about.
    if entry.checkbox == .dropped || (entry.checkbox != nil && kind == .agenda && !hasMarker) {
      stack[index].role = .plain
      return
    }
    if kind == .duplicate {
      // "Action items, by person": names, each with the items again under it. Without an
      // "Action items" list before it, its items are the only ones ("Actions by owner").
      if group == nil, isPersonName(text, state: state) || !text.contains(ascii: " ") {
        stack[index].role = .group(kind: .duplicate, person: Self.owner(named: text))
        return
      }
      // A recap after actions already given ("Summary of action items" after ACTION lines)
      // repeats them.
      if hasActionsSection || hasMarkedItems {
        stack[index].role = .plain
        return
      }
      kind = .actions
    }
    // "== How would you assess the podling's maturity? ==" over "[X] Community building":
    // the answers of a form, one ticked.
    if entry.checkbox != nil, isUnderQuestion, !hasMarker {
      stack[index].role = .plain
      return
    }
    // "Roadmap review with the exec team (Dev presenting)": a session on the calendar.
    if entry.checkbox == nil, !hasMarker, Self.isPresentedSession(text) {
      stack[index].role = .plain
      return
    }
    if entry.checkbox != nil || kind.listsTasks || hasMarker {
      // "… asking members to check their cars. ACTION: boat captains": the tag names the
      // owners of the entry's task.
      var tagged: [String] = []
      if let tag = state.finder.ownerTag(in: text), tag.start > 0 {
        tagged = tag.owners
        text = String(decoding: text.utf8.prefix(tag.start), as: UTF8.self).trimmingWhitespace()
      }
      if entry.checkbox == nil, kind.listsTasks, isPersonName(text, state: state) {
        stack[index].role = .group(kind: nil, person: ActionFinder.trimmingEnd(text))
        return
      }
      // "- FYI the review moved to May 12": a remark in the list, not one of its items; a
      // commitment in it still counts.
      if entry.checkbox == nil, !hasMarker, Self.opensWithNote(Array(text.utf8)) {
        let said = commitments(
          in: text, line: entry.line, entry: entry, speaker: person ?? author, state: state)
        for item in said { state.emit(item, into: &out) }
        stack[index].role = .plain
        return
      }
      // A paragraph of four sentences or more under "Next steps", not a list: its
      // sentences, each read for work.
      let isParagraph =
        !entry.hasMarker && entry.wraps.count >= 2
        && entry.text.first.map({ !ByteText.isDigit($0) }) == true
        && Self.sentenceCount(text) >= 4
      if entry.checkbox == nil, tagged.isEmpty,
        hasMarker
          ? Self.opensWithNextSteps(text)
          : entry.kind == .actions || entry.kind == .plans || isParagraph,
        let items = paragraphTasks(text, entry: entry, speaker: person, state: state)
      {
        for item in items { state.emit(item, into: &out) }
        stack[index].role = .plain
        return
      }
      // "ACTION: Kim to …; Ravi to …": one task per owner, each on the line it starts on.
      if entry.checkbox == nil, tagged.isEmpty {
        let parts = Self.actionsOnOneLine(text, state: state)
        if parts.count > 1 {
          var searchFrom = 0
          for (position, part) in parts.enumerated() {
            var line = entry.line
            if position > 0, let found = entry.line(of: part, from: &searchFrom) { line = found }
            guard let task = state.finder.cleanTask(part, speaker: person, author: author),
              task.status != .dropped, task.status != .done
            else { continue }
            state.emit(
              DocumentItem(text: task.text, line: line, impliedOwners: task.owners),
              into: &out)
          }
          if hasMarker { hasMarkedItems = true }
          stack[index].role = .plain
          return
        }
      }
      // "The Secretary noted that action 40-2 was merged …", "The rescue team remains
      // staged": a report under the actions heading, not one of them.
      let words = entry.checkbox == nil ? Item(text) : nil
      if let words,
        (!hasMarker && ActionFinder.isReport(words)) || ActionFinder.saysHowItStands(words)
          || (!hasMarker && sections.followsUpEarlierMeeting && ActionFinder.toldAsDone(words))
      {
        stack[index].role = .plain
        return
      }
      // A status in words ("— done", "closed") reports an old item; a checkbox keeps it.
      // "Aisha, could you take another look at QRY-9134? Valentin's patch fixes …": the ask,
      // then why; the task is the ask.
      if let mark = text.range(of: "? "), text[..<mark.lowerBound].contains(",") {
        text = String(text[..<mark.upperBound]).trimmingWhitespace()
      }
      guard let task = state.finder.cleanTask(text, speaker: person, author: author),
        task.status != .dropped, task.status != .done || entry.checkbox == .done
      else {
        stack[index].role = .plain
        return
      }
      var item = DocumentItem(
        text: ActionFinder.foldingTrailingDue(task.text), line: entry.line,
        impliedOwners: task.owners,
        isDone: entry.checkbox == .done || isStruck || task.status == .done)
      if item.isDone, let (rest, doer) = Self.doneRemark(task.text, state: state) {
        // "DONE calibrate the sondes (Bheki, 2026-06-11)": who did it and when, not a day
        // it is due.
        item.text = rest
        if item.impliedOwners.isEmpty, let doer { item.impliedOwners = [doer] }
      }
      if !tagged.isEmpty { item.take(tagged: tagged) }
      if !entry.owners.isEmpty { item.impliedOwners = entry.owners }
      // "[x] Ingrid booked the gazebo": a done item says who did it.
      if item.isDone, item.impliedOwners.isEmpty, let doers = state.finder.doers(of: task.text) {
        item.impliedOwners = doers
      }
      stack[index].role = .item(item)
      if hasMarker { hasMarkedItems = true }
      return
    }
    // Under a topic of an agenda document ("- [Diego] Blog subproject" / "  - Diego will
    // ask …"), the entries are the notes of what was said.
    let isTopicNote = kind == .agenda && index > 0 && group == nil
    guard
      kind.readsCommitments || isTopicNote
        || (kind == .decisions && isAgreementList && Self.givesWorkByName(text, state: state))
    else {
      // Elsewhere only explicit markers count, wherever they stand in the entry ("**Wheel
      // tags.** Feedback was mostly about naming. **Action**: Ruaridh to reply …"); the
      // entries under it stay notes, not its subtasks.
      let marked = commitments(
        in: text, line: entry.line, entry: entry, speaker: person ?? author, state: state,
        markersOnly: true)
      for item in marked { state.emit(item, into: &out) }
      stack[index].role = .plain
      return
    }
    // "* Release Engineering update (Tobiah)": a report the meeting hears, and who gives it.
    if Self.isReportTopic(text) {
      stack[index].role = .plain
      return
    }
    if (entry.isArrow && Self.speakerLabel(of: text, state: state) != nil)
      || state.finder.assignsWorkByName(text) || state.finder.endsWithClaim(text),
      let task = state.finder.cleanTask(text, speaker: nil, author: author)
    {
      // "Tuomas: rebase the branch — DONE, merged": an old item reported done.
      guard task.status != .done, task.status != .dropped else {
        stack[index].role = .plain
        return
      }
      // "→ Hiro: draft the rebuttal": an arrow to a person is an action in notes; so is
      // "Lupe: update the binder" or "Keisha - redo the checklist", to people it names.
      stack[index].role = .item(
        DocumentItem(text: task.text, line: entry.line, impliedOwners: task.owners))
      return
    }
    // "-> AO chase Crestway today": an arrow for a bullet hands out the work as an arrow in
    // the line does.
    var items = commitments(
      in: text, line: entry.line, entry: entry, speaker: person ?? author, state: state)
    if items.isEmpty, entry.isArrow {
      items = commitments(
        in: "→ " + text, line: entry.line, entry: entry, speaker: person ?? author, state: state)
    }
    if items.count == 1 {
      stack[index].role = .item(items[0])
    } else {
      for item in items { state.emit(item, into: &out) }
      stack[index].role = .plain
    }
  }

  /// Whether an entry names a report given in the meeting: words in capitals, then "update",
  /// "report" or "status", then maybe who gives it in brackets ("Release Engineering update
  /// (Tobiah)", "Translation Platform update"); "Send the weekly update (Ana)" is a task.
  static func isReportTopic(_ text: String) -> Bool {
    var words = text.split(separator: " ")
    if let last = words.last, last.hasSuffix(")"), words.count > 2 {
      guard let open = words.lastIndex(where: { $0.hasPrefix("(") }) else { return false }
      words.removeSubrange(open...)
    }
    guard words.count >= 3 || (words.count == 2 && words[0].allSatisfy(\.isUppercase)),
      let last = words.last, reportNouns.contains(last.lowercased())
    else { return false }
    return words.dropLast().allSatisfy { word in
      word == "/" || word == "&" || word.first?.isUppercase == true
    }
  }

  /// Whether an entry closes on who presents it: "(Dev presenting)", "(presented by Ana)",
  /// "(presenter: Bo Chen)".
  static func isPresentedSession(_ text: String) -> Bool {
    let bytes = Array(ActionFinder.trimmingEnd(text).utf8)
    guard bytes.last == 41, let open = bytes.lastIndex(of: 40), open > 0 else { return false }
    let inner = SectionKind.words(ByteText.string(bytes[(open + 1)..<(bytes.count - 1)]))
    guard (1...4).contains(inner.count) else { return false }
    return inner.last == "presenting" || inner.first == "presenter"
      || (inner.first == "presented" && inner.dropFirst().first == "by")
  }

  private static let reportNouns: Set<String> = [
    "update", "updates", "report", "reports", "status", "news", "roundup", "round-up",
  ]

  /// A done item's closing remark in brackets that says when it was done, and maybe who.
  ///
  /// "(approved 2026-06-04)", "(Bheki, 2026-06-11)": the text without it, and the one name
  /// before the remark's first comma.
  static func doneRemark(_ text: String, state: DocumentState) -> (String, String?)? {
    let bytes = Array(text.utf8)
    guard bytes.last == 41, let open = bytes.lastIndex(of: 40), open > 0 else { return nil }
    let inner = ByteText.string(bytes[(open + 1)..<(bytes.count - 1)])
    guard state.date(in: inner) != nil else { return nil }
    let rest = ByteText.string(bytes[ByteText.trimmed(bytes, 0..<open)])
    guard !rest.isEmpty else { return nil }
    var doer: String?
    if let comma = inner.firstIndex(of: ",") {
      let head = Item(String(inner[..<comma]))
      if let (names, end) = state.finder.nameRun(head, at: 0), end == head.count, names.count == 1 {
        doer = names[0]
      }
    }
    return (rest, doer)
  }

  /// Whether an entry only gives a field of the item above it: "Owner: Gwen", "By: today",
  /// "Due: Wed 19/05".
  static func isField(_ text: String) -> Bool {
    guard let colon = text.utf8.prefix(16).firstIndex(of: 58) else { return false }
    let key = text[..<colon].trimmingWhitespace().lowercased()
    return fieldKeys.contains(key) && text[text.index(after: colon)...].contains { $0 != " " }
  }

  private static let fieldKeys: Set<String> = [
    "owner", "owners", "assignee", "assigned to", "who", "responsible", "lead", "by", "due",
    "due date", "deadline", "when", "by when", "target", "eta", "members",
  ]

  /// Whether a sentence is an issue tracker's command: "/assign me", "/due friday",
  /// "/label ~bug".
  static func isQuickAction(_ text: String) -> Bool {
    guard text.utf8.first == 47 else { return false }
    let name = text.utf8.dropFirst().prefix { ByteText.isLower($0) || $0 == 95 }
    return quickActions.contains(ByteText.string(Array(name)))
  }

  private static let quickActions: Set<String> = [
    "assign", "unassign", "reassign", "due", "remove_due_date", "label", "unlabel", "relabel",
    "milestone", "remove_milestone", "estimate", "spend", "close", "reopen", "cc", "weight",
    "epic", "iteration", "relate", "todo", "done", "copy_metadata", "confidential", "lock",
  ]

  /// The words after an issue tracker's "/due" command in `text` ("/assign me /due friday"
  /// gives "friday"), up to the next command; nil without one.
  static func quickActionDue(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    let command = Array("/due ".utf8)
    guard bytes.count > command.count,
      let start = bytes.indices.dropLast(command.count).first(where: { index in
        (index == 0 || bytes[index - 1] == 32)
          && bytes[index..<index + command.count].elementsEqual(command)
      })
    else { return nil }
    var end = start + command.count
    while end < bytes.count, !(bytes[end] == 47 && bytes[end - 1] == 32) { end += 1 }
    let words = ByteText.string(bytes[(start + command.count)..<end]).trimming(" .")
    return words.isEmpty ? nil : words
  }

  /// Whether a finding leaves its task to whoever takes it next: a need, a call for a
  /// volunteer, an ask of nobody named, or work asked of a group ("staff", "the board").
  static func isOpen(_ finding: Finding) -> Bool {
    switch finding.kind {
    case .need, .someoneAsk: return true
    case .ask: return finding.addressee == nil
    case .named:
      return !finding.owners.isEmpty && finding.owners.allSatisfy(NameGrammar.isGroup)
    default: return false
    }
  }

  /// The tasks of a label's paragraph, one per sentence that gives work, or nil when it
  /// gives one task.
  ///
  /// "**Next steps:** Backport the fix by the 29th. Then I'll look at the codecs." is two
  /// tasks: the first sentence, and each later one that opens with a task's verb or holds a
  /// commitment. Any other sentence stays with the task before it ("(two weeks after
  /// that)", "the comment period runs for 30 days").
  /// How many sentences `text` holds, as prose reads them.
  static func sentenceCount(_ text: String) -> Int {
    var buffer = ProseBuffer()
    let sentences = buffer.append(Array(text.utf8), line: 0, timestamp: nil)
    return sentences.count + (buffer.flush() == nil ? 0 : 1)
  }

  func paragraphTasks(
    _ text: String, entry: OpenEntry, speaker: String?, state: DocumentState
  ) -> [DocumentItem]? {
    var buffer = ProseBuffer()
    var sentences = buffer.append(Array(text.utf8), line: entry.line, timestamp: nil)
    if let last = buffer.flush() { sentences.append(last) }
    guard sentences.count > 1,
      let first = state.finder.cleanTask(sentences[0].text, speaker: speaker, author: author),
      first.status != .dropped, first.status != .done
    else { return nil }
    var items = [DocumentItem(text: first.text, line: entry.line, impliedOwners: first.owners)]
    var searchFrom = 0
    var found = false
    for sentence in sentences.dropFirst() {
      let line = entry.line(of: sentence.text, from: &searchFrom, words: 2) ?? entry.line
      let words = Item(sentence.text)
      if let verb = words.word(0), words.tokens[0].isCapitalized, TaskVerbs.all.contains(verb),
        let task = state.finder.cleanTask(sentence.text, speaker: speaker, author: author),
        task.status != .dropped, task.status != .done
      {
        items.append(DocumentItem(text: task.text, line: line, impliedOwners: task.owners))
        found = true
        continue
      }
      let said = commitments(in: sentence.text, line: line, speaker: speaker, state: state)
      if !said.isEmpty {
        items += said
        found = true
      } else {
        let before = items[items.count - 1].text
        let stop = before.last.map { $0.isLetter || $0.isNumber } == true ? ". " : " "
        items[items.count - 1].text = before + stop + sentence.text
      }
    }
    return found ? items : nil
  }

  /// Whether a marked entry is a "Next steps:" label with its paragraph, not an action's
  /// own marker ("ACTION: …", "AI #12 (Ana): …" with its status after it).
  static func opensWithNextSteps(_ text: String) -> Bool {
    let head = text.utf8.prefix(16).drop { $0 == 42 || $0 == 95 || $0 == 32 }
    return ByteText.string(head.map(ByteText.lower)).hasPrefix("next step")
  }

  /// The commitments in an entry's text, sentence by sentence.
  ///
  /// In a wrapped `entry`, each item is on the line its words start on.
  ///
  /// With `markersOnly`, only sentences that open with an explicit marker ("Action: …") count.
  func commitments(
    in text: String, line: Int, entry: OpenEntry? = nil, speaker: String?, state: DocumentState,
    markersOnly: Bool = false
  ) -> [DocumentItem] {
    var searchFrom = 0
    var buffer = ProseBuffer()
    var sentences = buffer.append(Array(text.utf8), line: line, timestamp: nil)
    if let last = buffer.flush() { sentences.append(last) }
    var items: [DocumentItem] = []
    var speaker = speaker
    var previous: (sentence: Sentence, items: Int)?
    // The item of the sentence before when nobody in particular owns it yet: a need, a call
    // for a volunteer, or work asked of a group ("asked that staff confirm …").
    var open: Int?
    for sentence in sentences {
      // "… in the meantime. ACTION - Grzegorz Nowak / Nkechi Obi": the owners of the
      // sentence before.
      if let previous, let tag = state.finder.ownerTag(in: sentence.text), tag.start == 0 {
        if items.count <= previous.items {
          items.append(.tagged(previous.sentence, owners: tag.owners))
        }
        items[items.count - 1].take(tagged: tag.owners)
        if let when = tag.when {
          items[items.count - 1].text = ActionFinder.adding(
            when: when, to: items[items.count - 1].text)
        }
        continue
      }
      // "Ben is designing the cards himself. He'll send a proof by the 18th.": whom "He"
      // means, as in prose.
      let referent =
        Self.opensWithHeOrShe(sentence.text) || Self.hasLaterHeOrShe(sentence.text)
        ? previous.flatMap { state.finder.subject(of: $0.sentence.text) } : nil
      let before = previous
      previous = (sentence, items.count)
      let openBefore = open
      open = nil
      if markersOnly, !startsWithMarker(Array(sentence.text.utf8), state: state) { continue }
      // "Weds: letters go home. DA – print 210 copies by Tues.": a later sentence that gives
      // work to people the notes name, as a whole entry may.
      if !markersOnly, items.count == previous?.items, sentence.text != text,
        state.finder.assignsWorkByName(sentence.text),
        let task = state.finder.cleanTask(sentence.text, speaker: nil, author: nil)
      {
        items.append(
          DocumentItem(
            text: task.text, line: sentence.origin(of: 0).line, impliedOwners: task.owners))
        continue
      }
      if let label = Self.speakerLabel(of: sentence.text, state: state) { speaker = label }
      let isLater = !Self.opensWithHeOrShe(sentence.text)
      let findings = state.finder.findings(
        in: sentence.text, speaker: speaker, isTranscript: false,
        referent: isLater ? nil : referent, laterReferent: isLater ? referent : nil)
      // "… can you ping the vendor? we need them by Wednesday": a short sentence pointing
      // back says when the item before is due.
      if findings.isEmpty, let last = items.indices.last,
        let when = ActionFinder.dueAgain(sentence.text),
        ActionFinder.when(in: items[last].text) == nil
      {
        items[last].text = ActionFinder.adding(when: when, to: items[last].text)
        continue
      }
      for (position, finding) in findings.enumerated() {
        // "Somebody needs to update the rota. Priya said she'd do it, since she has the
        // login.": the one who takes it owns the item before.
        if position == 0, finding.kind == .referential, !finding.owners.isEmpty,
          let index = openBefore, Self.clause(before: finding, in: sentence) == nil
        {
          items[index].impliedOwners = finding.owners
          if let rest = ActionFinder.meaningfulRest(finding.rest) {
            items[index].text = TranscriptClassifier.adding(rest, to: items[index].text)
          }
          continue
        }
        if let take = Self.askTaker(finding, position: position, in: sentence, state: state) {
          items.append(take)
          continue
        }
        guard var made = Self.item(from: finding, sentence: sentence, isFirst: position == 0)
        else { continue }
        // "Mask export is ready for review. @yan will review it by Monday.": what "it" is, as
        // in prose, when the sentence before gave no task.
        if [.selfCommitment, .named, .referential].contains(finding.kind),
          position == 0, ActionFinder.pointsBack(finding), let before, items.count == before.items,
          ActionFinder.isReferent(before.sentence.text)
        {
          made.context = ActionFinder.referent(in: before.sentence.text)
        }
        if Self.isOpen(finding) { open = items.count }
        if let entry, !entry.wraps.isEmpty,
          let line = entry.line(
            of: String(decoding: sentence.text.utf8.dropFirst(finding.start), as: UTF8.self),
            from: &searchFrom, words: 3)
        {
          made.line = line
        }
        items.append(made)
      }
    }
    return items
  }

  /// The speaker a sentence opens with ("Ana: I'll …"); the tokenizer only runs when a colon
  /// stands near the start.
  static func speakerLabel(of sentence: String, state: DocumentState) -> String? {
    guard sentence.utf8.prefix(80).contains(58) else { return nil }
    return state.finder.speakerLabel(Item(sentence), at: 0)?.0
  }

  /// "I'll do it" opening a reply in a thread, with no words of its own: an item that takes
  /// the ask an earlier message left to whichever of its readers, if one is open
  /// (`DocumentState.emit`); nil for any other finding.
  static func askTaker(
    _ finding: Finding, position: Int, in sentence: Sentence, state: DocumentState
  ) -> DocumentItem? {
    guard position == 0, finding.kind == .referential, !finding.owners.isEmpty,
      state.message > 0, ActionFinder.meaningfulRest(finding.rest) == nil,
      clause(before: finding, in: sentence) == nil
    else { return nil }
    var take = DocumentItem(
      text: finding.text, line: sentence.origin(of: 0).line, impliedOwners: finding.owners)
    take.takesOpenAsk = true
    return take
  }

  /// The item a finding in notes gives.
  ///
  /// A "take that" has nothing said before it to take in notes: it stands on its own words when they add something ("I'll take it from here"),
  /// else it is dropped.
  ///
  /// A "take that" said after a clause of its own sentence takes that clause ("The float for
  /// the cash box is still missing, Ingrid said she'd sort it out"), unless another finding
  /// stands before it (`isFirst` false).
  static func item(from finding: Finding, sentence: Sentence, isFirst: Bool = true)
    -> DocumentItem?
  {
    if finding.kind == .referential, isFirst, let clause = clause(before: finding, in: sentence) {
      // "The patch is finished; will send it to the list": what is done to it, after what it
      // is; a verb that only takes the thing on ("sort it out") adds nothing.
      if let verb = finding.verb, !Self.takingVerbs.contains(verb),
        let said = Self.words(from: verb, after: finding.start, in: sentence)
      {
        return DocumentItem(
          text: clause + ": " + said, line: sentence.origin(of: 0).line,
          impliedOwners: finding.owners, confidence: finding.kind.confidence)
      }
      return DocumentItem(
        text: TranscriptClassifier.adding(finding.rest, to: clause),
        line: sentence.origin(of: 0).line, impliedOwners: finding.owners,
        confidence: finding.kind.confidence)
    }
    if finding.kind == .referential, ActionFinder.meaningfulRest(finding.rest) == nil {
      return nil
    }
    let origin = sentence.origin(of: finding.start)
    var item = DocumentItem(
      text: text(of: finding, in: sentence, isFirst: isFirst), line: origin.line,
      impliedOwners: finding.owners, isDone: finding.isDone, confidence: finding.kind.confidence)
    item.isOwnUndertaking = finding.kind == .selfCommitment
    item.isAddressedAsk =
      finding.kind == .ask && !finding.owners.isEmpty || finding.isReportedRequest
    item.asksOneOfThose = finding.asksOneOfThose
    return item
  }

  /// Verbs that take a thing on without saying what is done to it.
  private static let takingVerbs: Set<String> = [
    "do", "take", "handle", "sort", "deal", "own", "grab", "pick", "get", "cover", "manage",
    "tackle", "action", "look", "see",
  ]

  /// The sentence's words from the first `verb` at or after byte `start` to its end.
  static func words(from verb: String, after start: Int, in sentence: Sentence) -> String? {
    let bytes = Array(sentence.text.utf8)
    let target = Array(verb.utf8)
    var index = max(0, start)
    while index + target.count <= bytes.count {
      let isWordStart = index == 0 || bytes[index - 1] == 32
      let end = index + target.count
      if isWordStart, end == bytes.count || !ByteText.isASCIILetter(bytes[end]),
        bytes[index..<end].map(ByteText.lower) == target
      {
        return ActionFinder.trimmingEnd(ByteText.string(bytes[index...]))
      }
      index += 1
    }
    return nil
  }

  /// A finding's task text, with the clause before it when its object is a pronoun for what
  /// that clause named: "We still haven't had Leo's consent form, so could you sign it and
  /// send it in?" is about the form.
  static func text(of finding: Finding, in sentence: Sentence, isFirst: Bool) -> String {
    // "The arm64 wheels still fail to build (Dagny to follow up)": who takes up what the
    // sentence says, in brackets after it; the sentence is the task.
    if isFirst, finding.kind == .named, finding.text.hasSuffix(")") {
      let before = ByteText.trimmed(
        Array(sentence.text.utf8.prefix(finding.start)),
        0..<min(finding.start, sentence.text.utf8.count))
      let bytes = Array(sentence.text.utf8)
      if before.count > 1, bytes[before.upperBound - 1] == 40 {
        let words = withoutLabel(
          ByteText.string(bytes[..<(before.upperBound - 1)]).split(separator: " "))
        let clause = ActionFinder.trimmingEnd(words.joined(separator: " "))
        if words.count >= 3 {
          return String(finding.text.dropLast()) + " (re: " + clause + ")"
        }
      }
    }
    // "Biscuit's pre-op bloods – Paolo to run at 8.30": the topic the task is done to.
    if isFirst, finding.kind == .named, lacksObject(finding.text),
      let clause = clause(before: finding, in: sentence), Item(clause).count <= 8
    {
      return finding.text + " (re: " + clause + ")"
    }
    guard isFirst, pointsBack(finding.text), let clause = clause(before: finding, in: sentence)
    else { return finding.text }
    // "Send it my way and I can review it": a clause that points back too names nothing.
    let words = Item(clause)
    guard
      !(0..<words.count).contains(where: {
        ActionWords.pronounObjects.contains(words.word($0) ?? "")
      })
    else { return finding.text }
    // "… shared folder, Paola to review it": the owner opens the text, where it is read.
    if finding.kind == .named { return finding.text + " (re: " + clause + ")" }
    return clause + ": " + finding.text
  }

  /// Whether a task's verb takes a pointing pronoun as its object ("sign it", "review them
  /// by Monday"), so that the words alone do not say what is to be done.
  static func pointsBack(_ text: String) -> Bool {
    let item = Item(text)
    var index = 0
    // "Ana to sign it", "Bo will send them": past the owner to the verb.
    if let to = (0..<min(item.count, 5)).first(where: {
      item.isWord($0, "to") || item.isWord($0, "will")
    }) {
      index = to + 1
    }
    guard let object = item.word(index + 1) else { return false }
    return ActionWords.pronounObjects.contains(object)
      && !ActionWords.pronounObjects.contains(
        item.word(index) ?? "")
  }

  /// Whether a named task's verb has only when after it ("Paolo to run at 8.30 before
  /// anything else"): what it is done to is the topic written before the dash.
  static func lacksObject(_ text: String) -> Bool {
    let item = Item(text)
    guard let to = (0..<min(item.count, 5)).first(where: { item.isWord($0, "to") }), to > 0,
      item.word(to + 1) != nil, let next = item.word(to + 2)
    else { return false }
    return whenWords.contains(next)
  }

  /// Words that say when or how soon right after a verb, not what it is done to.
  private static let whenWords: WordSet = [
    "at", "by", "before", "after", "today", "tomorrow", "tonight", "asap", "first", "now",
    "later", "tmrw",
  ]

  /// The words of `sentence` before `finding`, when they are a clause of three words or more:
  /// without the comma, semicolon or dash and the joining word ("and", "so") that lead on to
  /// the finding; nil otherwise.
  static func clause(before finding: Finding, in sentence: Sentence) -> String? {
    guard finding.start > 0 else { return nil }
    var words = String(decoding: sentence.text.utf8.prefix(finding.start), as: UTF8.self)
      .split(separator: " ")
    while let last = words.last,
      ["and", "so", "but", "then", "-", "–", "—", "→", "->", "=>", "⇒"].contains(last.lowercased())
    {
      words.removeLast()
    }
    words = withoutLabel(words)
    let clause = ActionFinder.trimmingEnd(words.joined(separator: " "))
    guard clause.split(separator: " ").count >= 3 else { return nil }
    // "Once I have it I'll forward it to Maya": a condition names no thing.
    if let first = words.first?.lowercased(), Self.conditionOpeners.contains(first) { return nil }
    return clause
  }

  /// The words without a speaker's label before them: "Ilse: the nightly build times out".
  static func withoutLabel(_ words: [Substring]) -> [Substring] {
    guard let label = words.prefix(3).firstIndex(where: { $0.hasSuffix(":") }),
      words[...label].allSatisfy({ $0.first?.isUppercase == true || $0 == words[label] })
    else { return words }
    return Array(words[(label + 1)...])
  }

  /// Words that open a clause of time or condition, not a thing a task could point back to.
  private static let conditionOpeners: Set<String> = [
    "once", "when", "if", "after", "before", "until", "while", "since", "because", "as",
    "unless", "whenever",
  ]

  /// The earlier task again when `item` says it once more, pointing back ("Sofia offered to
  /// collect the quotes … Sofia to send me those quotes by Friday"), with the words of the
  /// item that say when; nil when it is a task of its own.
  ///
  /// It is the same task when it is said within three lines by the same person and names,
  /// after "those" or "these", a word of the earlier one.
  static func restating(_ item: DocumentItem, earlier: DocumentItem) -> DocumentItem? {
    guard item.line >= earlier.line, item.line - earlier.line <= 3,
      let owner = earlier.impliedOwners.first?.lowercased()
    else { return nil }
    let text = item.text.lowercased()
    let sameOwner =
      item.impliedOwners.first?.lowercased() == owner || text.hasPrefix(owner + " ")
      || owner.split(separator: " ").first.map { text.hasPrefix($0 + " ") } == true
    guard sameOwner else { return nil }
    let words = text.split { !$0.isLetter && $0 != "'" }
    guard let at = words.firstIndex(where: { $0 == "those" || $0 == "these" }),
      at + 1 < words.count
    else { return nil }
    let noun = words[at + 1]
    guard earlier.text.lowercased().split(whereSeparator: { !$0.isLetter }).contains(noun) else {
      return nil
    }
    var merged = earlier
    if let when = ActionFinder.when(in: item.text) {
      merged.text = ActionFinder.adding(when: when, to: merged.text)
    }
    return merged
  }

  /// The owner a group names, or nil for a meeting bot's "UNASSIGNED" and the like.
  static func owner(named text: String) -> String? {
    let name = ActionFinder.trimmingEnd(text)
    let lower = name.lowercased()
    let nobody = ["unassigned", "none", "nobody", "anyone", "everyone", "all", "team", "tbd"]
    return name.isEmpty || nobody.contains(lower) ? nil : name
  }

  /// Whether an entry in an action list is only a person's name ("- Ana", "- Bo Chen"), whose
  /// indented entries are that person's tasks.
  func isPersonName(_ text: String, state: DocumentState) -> Bool {
    let trimmed = ActionFinder.trimmingEnd(text)
    guard trimmed.utf8.count <= 40, trimmed.utf8.filter({ $0 == 32 }).count <= 2 else {
      return false
    }
    let item = Item(trimmed)
    guard item.count >= 1, item.count <= 3, let (names, end) = state.finder.nameRun(item, at: 0),
      end == item.count, names.count == 1
    else { return false }
    return state.finder.names.contains(trimmed.lowercased()) || item.count == 2
      || trimmed.hasPrefix("@")
  }

  // MARK: - Paragraphs

  /// Adds a line of prose; the line before it goes to the sentence buffer now that it is
  /// known not to be a setext title.
  mutating func addProseLine(
    _ text: [UInt8], indent: Int, line: Int, state: inout DocumentState,
    into out: inout [DocumentItem]
  ) {
    if var previous = held, previous.text.last == 44, ActionFinder.mentionsAction(previous.text) {
      // "… ACTION - Tobias Lindqvist," and on the next line "Oyelaran Adeyemi": one tag.
      let joined = previous.text + [32] + text
      let reduced = InlineMarkdown.reduce(joined, 0..<joined.count).text
      if state.finder.ownerTag(in: ByteText.string(reduced)) != nil {
        previous.text = joined
        held = previous
        pushHeld(state: &state, into: &out)
        return
      }
    }
    if let previous = held {
      let isSpeakerLine = speakerOfLine(text, state: state) != nil
      pushHeld(state: &state, into: &out)
      if isSpeakerLine
        || !Self.joins(previousLength: previous.text.count, previous: previous.text, next: text)
      {
        flushSentences(state: &state, into: &out)
      }
    }
    held = HeldLine(text: text, line: line, indent: indent)
  }

  /// The speaker a "Name: …" line names.
  private func speakerOfLine(_ text: [UInt8], state: DocumentState) -> String? {
    // "Ana Lima (Riverside) (Green Party):": a member with their seat and party.
    guard let colon = text.prefix(80).firstIndex(of: 58) else { return nil }
    let head = InlineMarkdown.reduce(text, 0..<min(text.count, colon + 2)).text
    return state.finder.speakerLabel(Item(ByteText.string(head) + " x"), at: 0)?.0
  }

  /// Gives the held line to the sentence buffer.
  private mutating func pushHeld(state: inout DocumentState, into out: inout [DocumentItem]) {
    guard let line = held else { return }
    held = nil
    if prose.isEmpty {
      proseSpeaker = speakerOfLine(line.text, state: state)
      // "The Convener (Morag Lindsay):": later turns of "The Convener" are hers.
      if let colon = line.text.prefix(80).firstIndex(of: 58),
        let label = state.finder.officeLabel(
          Item(ByteText.string(line.text[...colon]) + " x"), at: 0),
        let person = label.person
      {
        state.addAttendee(person, aliases: [label.office, String(label.office.dropFirst(4))])
      }
    }
    paragraphLines += 1
    var reduced: [UInt8]
    var tag: (owners: [String], when: String?)?
    if hasActionColumn, let margin = state.finder.marginTag(in: line.text) {
      // "… before places close on 20.3.        KW" under an "ACTION" column.
      reduced = InlineMarkdown.reduce(line.text, 0..<margin.start).text
      tag = (margin.owners, nil)
    } else {
      reduced = InlineMarkdown.reduce(line.text, 0..<line.text.count).text
      // "… before the first frosts. ACTION - Grzegorz Nowak".
      if let found = state.finder.ownerTag(in: ByteText.string(reduced)) {
        reduced = Array(reduced[..<found.start])
        tag = (found.owners, found.when)
      }
    }
    // An owner tag ends its line: its owners take the sentence it ends.
    if let tag {
      for sentence in prose.append(reduced, line: line.line, timestamp: nil) {
        readSentence(sentence, state: &state, into: &out)
      }
      flushSentences(state: &state, into: &out)
      giveTagged(tag.owners, when: tag.when, line: line.line, state: &state, into: &out)
      return
    }
    for sentence in prose.append(reduced, line: line.line, timestamp: nil) {
      readSentence(sentence, state: &state, into: &out)
    }
  }

  /// Gives the owners at the right margin of the open entry's last line the sentence that
  /// line ends, as a task (`ActionFinder.marginTag`).
  mutating func giveMarginTagged(
    _ owners: [String], state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    guard var entry = stack.last else { return }
    let from = min(entry.taggedThrough, entry.text.count)
    entry.taggedThrough = entry.text.count
    stack[stack.count - 1] = entry
    let reduced = InlineMarkdown.reduce(Array(entry.text[from...]), 0..<(entry.text.count - from))
    var buffer = ProseBuffer()
    var sentences = buffer.append(reduced.text, line: entry.line(at: from), timestamp: nil)
    if let last = buffer.flush() { sentences.append(last) }
    // The last sentence is the one the tagged line ends ("5.1  Kit order: … Coaches to
    // collect sizes …        Coaches").
    guard var sentence = sentences.last else { return }
    var searchFrom = from
    let line = entry.line(of: sentence.text, from: &searchFrom, words: 2) ?? entry.line(at: from)
    sentence.marks = [(0, line, nil)]
    state.emit(DocumentItem.tagged(sentence, owners: owners), into: &out)
  }

  /// Gives the owners an owner tag names to the sentence before it: to its task when it gave
  /// one (and named nobody), else the sentence becomes the task, said as passive minutes say
  /// it ("The fitting to be replaced before the first frosts.").
  mutating func giveTagged(
    _ owners: [String], when: String? = nil, line: Int, state: inout DocumentState,
    into out: inout [DocumentItem]
  ) {
    guard var (sentence, gaveTask) = lastSentence else { return }
    lastSentence = nil
    // "Internal audit tender - two bids received. Carried forward. ACTION: DoF": a status
    // between the item and its tag; the tag is the item's.
    if Self.isStatusOnly(sentence.text), let before = sentenceBeforeLast,
      sentence.origin(of: 0).line - before.sentence.origin(of: 0).line <= 2
    {
      (sentence, gaveTask) = before
    }
    sentenceBeforeLast = nil
    let origin = sentence.origin(of: 0).line
    guard line - origin <= 3 else { return }
    if gaveTask {
      if let last = out.indices.last, out[last].line >= origin {
        out[last].take(tagged: owners)
        // The tag's day is the item's, whatever the sentence said ("to the July meeting").
        if let when { out[last].text = ActionFinder.adding(when: when, to: out[last].text) }
      }
      return
    }
    var tagged = DocumentItem.tagged(sentence, owners: owners)
    if let when { tagged.text = ActionFinder.adding(when: when, to: tagged.text) }
    state.emit(tagged, into: &out)
  }

  /// Gives the owners of a tag on a line of its own (entry `index`) what was written last.
  ///
  /// That is, up to three lines back: the last sentence of prose, the entry the tag is
  /// under, or the entry closed before it ("+ could someone bump it before the point
  /// release? (Tobiah)" then "AI: Marta"). An entry that gave no task becomes one.
  mutating func tagPrevious(
    _ index: Int, owners: [String], when: String?, state: inout DocumentState,
    into out: inout [DocumentItem]
  ) {
    let line = stack[index].line
    let sentenceLine = lastSentence.map { $0.sentence.origin(of: 0).line } ?? -1
    let parent = index > 0 ? index - 1 : nil
    let parentLine = parent.map { stack[$0].line } ?? -1
    let closedLine = lastEntryClosed.map { $0.entry.line } ?? -1
    let latest = max(sentenceLine, parentLine, closedLine)
    guard latest >= 0, line - latest <= 3 else { return }
    if latest == sentenceLine {
      giveTagged(owners, when: when, line: line, state: &state, into: &out)
      return
    }
    func tagged(_ item: DocumentItem) -> DocumentItem {
      var item = item
      item.take(tagged: owners)
      if let when { item.text = ActionFinder.adding(when: when, to: item.text) }
      return item
    }
    if latest == parentLine, let parent {
      if case .item(let item) = stack[parent].role {
        stack[parent].role = .item(tagged(item))
      } else if let item = taggedEntry(stack[parent], state: state) {
        stack[parent].role = .item(tagged(item))
      }
      return
    }
    guard let (closed, gaveTask) = lastEntryClosed else { return }
    lastEntryClosed = nil
    // Its enclosing entries may have closed after it and given items of their own.
    if gaveTask,
      let given = out.indices.reversed().prefix(4).first(where: {
        out[$0].line == closed.line
      })
    {
      out[given] = tagged(out[given])
    } else if let item = taggedEntry(closed, state: state) {
      state.emit(tagged(item), into: &out)
    }
  }

  /// The task an entry that gave none says once a tag names its owners; nil when it says
  /// nothing to do.
  private func taggedEntry(_ entry: OpenEntry, state: DocumentState) -> DocumentItem? {
    let text = ByteText.string(TaskStatus.reducedEntry(entry.text).text)
    guard let task = state.finder.cleanTask(text, speaker: nil, author: author),
      task.status != .done, task.status != .dropped, !ActionFinder.isEmptyTask(task.text)
    else { return nil }
    return DocumentItem(
      text: task.text, line: entry.line, confidence: Finding.Kind.marker.confidence)
  }

  /// Reads a tracker's record of an action (`TrackerLine`), which may restate an entry
  /// still open.
  mutating func confirm(
    _ created: TrackerLine, line: Int, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    if let last = out.indices.last, created.confirms(&out[last], from: line) { return }
    if let last = stack.indices.last, case .item(var item) = stack[last].role,
      created.confirms(&item, from: line)
    {
      stack[last].role = .item(item)
      return
    }
    created.give(line: line, state: &state, into: &out)
  }

  /// Whether a sentence only says where an action stands ("Carried forward", "Ongoing").
  static func isStatusOnly(_ text: String) -> Bool {
    let words = text.lowercased().trimming(" .")
    return TaskStatus.status(of: words) == .open
      || ["carried forward", "carried over", "ongoing"]
        .contains(words)
  }

  /// Ends the current sentence (a line break that does not join).
  private mutating func flushSentences(state: inout DocumentState, into out: inout [DocumentItem]) {
    if let sentence = prose.flush() { readSentence(sentence, state: &state, into: &out) }
  }

  /// Ends the paragraph: the held line and the unfinished sentence go out.
  mutating func flushProse(state: inout DocumentState, into out: inout [DocumentItem]) {
    giveCard(state: &state, into: &out)
    pushHeld(state: &state, into: &out)
    flushSentences(state: &state, into: &out)
    paragraphLines = 0
    proseSpeaker = nil
    paragraphAddressee = nil
  }

  /// The person and the office of a sentence that opens by naming who holds an office: "Our
  /// treasurer, Gwendolyn Okafor-Reyes, has presented …", "The Secretary, Ana Lima, read …",
  /// "Director Howard Nakashima reported …"; nil for other sentences.
  static func officeHolder(_ text: String) -> (String, String)? {
    // Most sentences open otherwise: their first word rules them out before any tokens.
    let firstWord = text.utf8.prefix { $0 != 32 && $0 != 44 }
    guard firstWord.count >= 3, firstWord.count <= 16 else { return nil }
    let lower = String(decoding: firstWord.map(ByteText.lower), as: UTF8.self)
    guard lower == "the" || lower == "our" || AttendeeList.isRoleWord(lower) else { return nil }
    let item = Item(text)
    // "Director Howard Nakashima reported …": the office, then the full name.
    if item.count > 3, item.tokens[0].isCapitalized, let office = item.word(0),
      AttendeeList.isRoleWord(office), !["head", "lead"].contains(office)
    {
      var end = 1
      while end < item.count, end < 4, item.tokens[end].isCapitalized, item.word(end) != nil {
        end += 1
      }
      let name = item.text(of: 1..<end)
      if end >= 3, Label.isFullName(name), Label.isWrittenAsName(name) {
        return (name, item.text(of: 0..<1))
      }
      return nil
    }
    guard item.isWord(0, "the") || item.isWord(0, "our"),
      let comma = (2..<min(item.count, 5)).first(where: { item.isMark($0, ",") }),
      let office = item.word(comma - 1), AttendeeList.isRoleWord(office),
      (1..<comma).allSatisfy({ item.word($0) != nil })
    else { return nil }
    let start = comma + 1
    var end = start
    while end < item.count, end - start < 6,
      item.tokens[end].isCapitalized || (item.isMark(end, "-") && item.isJoined(end))
    {
      end += 1
    }
    guard end - start >= 2, item.isMark(end, ",") else { return nil }
    let name = item.text(of: start..<end)
    guard Label.isFullName(name) else { return nil }
    return (name, item.text(of: 1..<comma))
  }

  /// Whether a sentence opens by asking "you": "Can you …", "Could you please …".
  static func opensWithYouAsk(_ text: String) -> Bool {
    let item = Item(text)
    return item.isWord(0, in: ["can", "could", "would", "will"]) && item.isWord(1, "you")
  }

  /// Reads a record of what was said (a discussion table's notes cell) as a paragraph of its
  /// own, for its commitments, whatever section it stands in.
  mutating func readDiscussion(
    _ text: String, line: Int, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    flushProse(state: &state, into: &out)
    let reduced = InlineMarkdown.reduce(Array(text.utf8), 0..<text.utf8.count).text
    var sentences = prose.append(reduced, line: line, timestamp: nil)
    if let last = prose.flush() { sentences.append(last) }
    for sentence in sentences {
      readSentence(sentence, readsCommitments: true, state: &state, into: &out)
    }
  }

  private mutating func readSentence(
    _ sentence: Sentence, readsCommitments: Bool = false, state: inout DocumentState,
    into out: inout [DocumentItem]
  ) {
    let kind = sections.kind
    var speaker = proseSpeaker ?? sections.owner(for: kind) ?? author
    if let (name, office) = Self.officeHolder(sentence.text) {
      state.addAttendee(name, aliases: [office])
    }
    if !kind.readsCommitments && !readsCommitments {
      // Outside commitment sections only explicit markers count.
      guard startsWithMarker(Array(sentence.text.utf8), state: state) else {
        sentenceBeforeLast = lastSentence
        lastSentence = (sentence, false)
        return
      }
    }
    if let label = Self.speakerLabel(of: sentence.text, state: state) { speaker = label }
    let count = out.count
    // Only a sentence that opens with "He"/"She" asks whom the one before was about, or the
    // one before that when it opened with no one ("Agnieszka reported 312 members. The
    // online form worked well. She is to take this up …").
    var referent: String?
    let isLater = Self.hasLaterHeOrShe(sentence.text)
    if Self.opensWithHeOrShe(sentence.text) || isLater, let previous = previousProse {
      referent = state.finder.subject(of: previous)
      if referent == nil, Self.opensWithAThing(previous), let before = sentenceBeforeLast {
        referent = state.finder.subject(of: before.sentence.text)
      }
    }
    // "… can you drop the cash box round? By the 12th ideally.": a sentence that only says
    // when dates the task the sentence before gave, unless it said when itself.
    if let (previous, gaveTask) = lastSentence, gaveTask, out.count > 0,
      let previousLine = previous.marks.last?.line, let line = sentence.marks.first?.line,
      line - previousLine <= 1, sentence.text.utf8.count <= 60,
      let when = TranscriptClassifier.whenOnly(sentence.text),
      when.contains(where: \.isLetter)
    {
      out[out.count - 1].text = TranscriptClassifier.adding(when, to: out[out.count - 1].text)
      // Still the task's sentences: an ask right after it may ask the same person.
      sentenceBeforeLast = lastSentence
      lastSentence = (sentence, true)
      previousProse = sentence.text
      return
    }
    // "I'll take the mapping fix." then "/assign me", "/due friday": an issue tracker's
    // commands, no words of anyone's; "/due" sets when the work just taken is due.
    if Self.isQuickAction(sentence.text) {
      if let (_, gaveTask) = lastSentence, gaveTask, out.count > 0,
        let when = Self.quickActionDue(sentence.text),
        ActionFinder.when(in: out[out.count - 1].text) == nil
      {
        out[out.count - 1].text = TranscriptClassifier.adding(when, to: out[out.count - 1].text)
      }
      return
    }
    previousProse = sentence.text
    defer {
      sentenceBeforeLast = lastSentence
      lastSentence = (sentence, out.count > count)
    }
    // "@Kwabena Osei while you're in there, can you look at …": a sentence that opens with a
    // mention asks that person.
    let reader = state.finder.reader
    // "Hamish, can you ask …? And would you run …?": the same person asked again.
    let addressee = lastAddressee
    lastAddressee = nil
    if let addressee, let (previous, gaveTask) = lastSentence, gaveTask,
      let previousLine = previous.marks.last?.line, let line = sentence.marks.first?.line,
      line - previousLine <= 1
    {
      state.finder.reader = addressee
    }
    if sentence.text.utf8.first == 64,
      let mentioned = TranscriptClassifier.addressed(
        Array(sentence.text.utf8), speaker: speaker, state: state)
    {
      state.finder.reader = mentioned
      paragraphAddressee = mentioned
    } else if let mentioned = paragraphAddressee, Self.opensWithYouAsk(sentence.text) {
      // "@Yuki Tanabe 3rd one of these this week. Can you get eng to look at it?": a
      // paragraph that opens with a mention asks that person in a later sentence too.
      state.finder.reader = mentioned
    }
    let findings = state.finder.findings(
      in: sentence.text, speaker: speaker, isTranscript: false,
      referent: isLater ? nil : referent, laterReferent: isLater ? referent : nil)
    state.finder.reader = reader
    lastAddressee = findings.last?.addressee
    for (position, finding) in findings.enumerated() {
      // "I'll write the highlights section. Will have it in the doc by Monday.": the same
      // person's "it" right after their task says when it will be done.
      if position == 0, finding.kind == .referential, let (previous, gaveTask) = lastSentence,
        gaveTask, let last = out.last, last.impliedOwners == finding.owners,
        let previousLine = previous.marks.last?.line, let line = sentence.marks.first?.line,
        line - previousLine <= 1, let when = ActionFinder.when(in: finding.rest)
      {
        out[out.count - 1].text = TranscriptClassifier.adding(when, to: last.text)
        continue
      }
      if let take = Self.askTaker(finding, position: position, in: sentence, state: state) {
        state.emit(take, into: &out)
        continue
      }
      if var item = Self.item(from: finding, sentence: sentence, isFirst: position == 0) {
        // "Sourdough method still not written up. Mei will get that done": what "that" is.
        if [.selfCommitment, .named, .referential].contains(finding.kind),
          ActionFinder.pointsBack(finding), let (previous, gaveTask) = lastSentence,
          !gaveTask, let previousLine = previous.marks.last?.line,
          let line = sentence.marks.first?.line, line - previousLine <= 1,
          ActionFinder.isReferent(previous.text)
        {
          item.context = ActionFinder.referent(in: previous.text)
        }
        if let last = out.last, let merged = Self.restating(item, earlier: last) {
          out[out.count - 1] = merged
          continue
        }
        // "Someone needs to tell the guild. Lucía said she'd raise it at the guild call
        // tomorrow.": the need the sentence before stated is taken by whoever the next one
        // names, in words of their own.
        if position == 0, [.selfCommitment, .named].contains(finding.kind),
          !item.impliedOwners.isEmpty || finding.kind == .named,
          let (previous, gaveTask) = lastSentence, gaveTask, let last = out.last,
          last.impliedOwners.isEmpty, last.confidence <= Finding.Kind.need.confidence,
          let previousLine = previous.marks.last?.line, let line = sentence.marks.first?.line,
          line - previousLine <= 1, TranscriptClassifier.sharesContentWord(last.text, item.text)
        {
          out.removeLast()
        }
        state.emit(item, into: &out)
      }
    }
  }

  /// Whether a sentence opens with an article or "it"/"there", so it is about a thing, not
  /// a person ("The online form worked well").
  static func opensWithAThing(_ text: String) -> Bool {
    guard let first = text.split(separator: " ", maxSplits: 1).first?.lowercased() else {
      return false
    }
    return ["the", "a", "an", "it", "it's", "there", "this", "our", "its"].contains(first)
  }

  /// Whether a sentence that opens with a thing says "she'll" or "he will" in a later clause
  /// ("The preview still flickers; she'll post screenshots"): a person named before.
  ///
  /// A thing that speaks is someone ("The principal asked …; she will …"): then "she" is them.
  static func hasLaterHeOrShe(_ text: String) -> Bool {
    guard opensWithAThing(text) else { return false }
    let item = Item(text)
    guard !(1..<min(6, item.count)).contains(where: { item.isWord($0, in: Self.speakingVerbs) })
    else { return false }
    return (1..<max(1, item.count)).contains {
      item.isWord($0, in: ["he'll", "she'll"])
        || item.isWord($0, in: ["he", "she"]) && item.isWord($0 + 1, "will")
    }
  }

  /// Verbs whose subject is a person: a sentence whose subject does these names someone.
  private static let speakingVerbs: WordSet = [
    "asked", "said", "says", "told", "thanked", "agreed", "offered", "noted", "reported",
    "explained", "suggested", "proposed", "mentioned", "presented", "showed", "requested",
    "confirmed", "wants", "wanted", "thinks", "feels", "felt", "raised", "shared", "promised",
  ]

  /// Reads a line that is only an owner tag, right under a paragraph; returns whether it was
  /// one.
  ///
  /// "… be circulated to all Councillors within 14 days." then "Action: Manager Building
  /// and Planning" names who does what the paragraph's last sentence asked.
  mutating func readTagUnderProse(
    _ text: [UInt8], state: inout DocumentState, into out: inout [DocumentItem]
  ) -> Bool {
    guard held != nil || !prose.isEmpty,
      let tag = state.finder.ownerTag(
        in: ByteText.string(InlineMarkdown.reduce(text, 0..<text.count).text)),
      tag.start == 0, !tag.owners.isEmpty
    else { return false }
    flushProse(state: &state, into: &out)
    guard let (previous, gaveTask) = lastSentence else { return true }
    if gaveTask, !out.isEmpty {
      let last = out.count - 1
      out[last].take(tagged: tag.owners)
      // "Action: Sione Taufa, 24/6": and when.
      if let when = tag.when {
        out[last].text = ActionFinder.adding(when: when, to: out[last].text)
      }
    } else if !gaveTask {
      var item = DocumentItem.tagged(previous, owners: tag.owners)
      if let when = tag.when { item.text = ActionFinder.adding(when: when, to: item.text) }
      state.emit(item, into: &out)
    }
    lastSentence = nil
    return true
  }

  /// Whether a sentence opens with "He" or "She" ("He will prepare …", "She'll ask …").
  static func opensWithHeOrShe(_ text: String) -> Bool {
    let bytes = text.utf8.prefix(4).map(ByteText.lower)
    return bytes.starts(with: Array("he ".utf8)) || bytes.starts(with: Array("she ".utf8))
      || bytes.starts(with: Array("he'".utf8)) || bytes.starts(with: Array("she'".utf8))
  }

  /// A paragraph of one held line followed by `---` or `===` is a setext heading: its title.
  mutating func setextTitle() -> [UInt8]? {
    if let line = held, paragraphLines == 0, prose.isEmpty {
      held = nil
      return line.text
    }
    if isPending, let last = stack.last, !last.hasMarker, stack.count == 1,
      last.lastLineLength == last.text.count
    {
      isPending = false
      stack.removeLast()
      return last.text
    }
    return nil
  }

  /// Whether a label records what a meeting agreed or resolved ("Agreed:", "It was agreed:",
  /// "Resolved:"), whose work given by name is a task; "Decision: Bo to lead the hiring
  /// loop" records a choice.
  static func recordsAgreement(_ label: String) -> Bool {
    let head = label.utf8.prefix(64).prefix { $0 != 58 }
    let words = ByteText.string(head.map(ByteText.lower)).split(separator: " ")
    return words.contains("agreed") || words.contains("resolved")
  }

  /// Whether a decision gives work to those it names.
  ///
  /// "Town Engineer to survey the verge", "Ana and Bo to meet the school". What is agreed
  /// is otherwise no task ("Agreed: the fee stays", "Agreed: the club will keep its own
  /// log").
  static func givesWorkByName(_ text: String, state: DocumentState) -> Bool {
    guard
      let finding = state.finder.findings(in: text, speaker: nil, isTranscript: false).first,
      finding.kind == .named, finding.start == 0, let verb = finding.verb
    else { return false }
    let item = Item(text)
    guard let at = (1..<min(item.count, 12)).first(where: { item.isWord($0, verb) }) else {
      return false
    }
    return item.isWord(at - 1, "to")
  }
}

extension DocumentItem {
  /// The sentence an owner tag follows, as a task of the tag's owners.
  static func tagged(_ sentence: Sentence, owners: [String]) -> DocumentItem {
    var item = DocumentItem(
      text: sentence.text, line: sentence.origin(of: 0).line,
      confidence: Finding.Kind.marker.confidence)
    item.take(tagged: owners)
    return item
  }

  /// Gives the item the owners an owner tag names; they replace those its text names.
  mutating func take(tagged owners: [String]) {
    impliedOwners = owners
    ownersAreTagged = true
  }
}
