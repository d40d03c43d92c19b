import IntakeCore
import IntakeParsing

/// A "Title:" line or prefix: a section label ("Action items:", "Decisions:"), a header
/// field ("Date: …", "From: …"), or a person ("Ana:").
struct Label: Sendable {
  var kind: SectionKind
  /// Reduced text after the colon; empty for a label alone.
  var content: String
  var person: SectionStack.Person?
  /// The date a header field gives ("Date: 3/2/2026", "Subject: sync 2026-03-02").
  var date: LocalDate?
  /// Whether the line is a header field (date, subject, sender, place): no task in it.
  var isHeaderKey = false
  /// For an author field ("Author:", "From:", "Written up by:"): who wrote the notes.
  var author: String?
  /// Whether the author field is a message's sender ("From:"), not the notes' typist.
  var isSender = false
  /// For an e-mail's "To:" and "Cc:": the people it went to, each written with an address.
  var recipients: [String] = []
  /// Whether the field is an e-mail's "To:", whose one recipient a nameless ask is put to.
  var isTo = false
  /// Whether the label names who does the work after it: "Point person: Ana Lima - book the
  /// hall", "Owner: Bo Chen to draft the letter".
  var namesOwner = false

  private static let ownerKeys: Set<String> = [
    "point person", "point people", "point of contact", "owner", "owners", "action owner",
    "responsible", "person responsible", "responsible officer", "assigned to", "assignee",
    "lead", "who",
  ]

  /// Header fields by their lower-case name; true for those whose value may hold the date.
  private static let headerKeys: [String: Bool] = [
    "date": true, "meeting date": true, "when": true, "held on": true, "date/time": true,
    "date and time": true, "time and date": true, "meeting": true, "sent": true,
    "date of meeting": true, "date of the meeting": true, "meeting held": true, "held": true,
    "review meeting": true, "review date": true, "call date": true, "date of call": true,
    "recorded": true, "recorded on": true, "debrief": true, "debrief held": true,
    "submitted": true, "submitted on": true, "date submitted": true, "report date": true,
    "subject": true, "title": true, "re": true, "from": false, "to": false, "cc": false,
    "bcc": false, "location": false, "where": false, "time": false, "venue": false,
    "room": false, "dial-in": false, "zoom": false, "meeting link": false, "link": false,
    "links": false, "minutes": false, "recording": false, "duration": false,
    "next meeting": false, "next call": false, "next sync": false, "adjourned": false,
    "next review": false, "next check-in": false, "next session": false, "next huddle": false,
    "next briefing": false,
    "date of next meeting": false, "date of the next meeting": false, "next meeting date": false,
    "meeting adjourned": false, "attachments": false, "documents": false, "slides": false,
    "scribenick": false, "topic": false, "call to order": false, "author": false,
    "authors": false, "written up by": false, "written by": false, "notes by": false,
    "minutes by": false, "prepared by": false, "taken by": false, "notes taken by": false,
    "note by": false, "note taken by": false,
    "typed up by": false, "typed by": false, "notes typed up by": false, "notes typed by": false,
    "minutes taken by": false, "recorded by": false, "kept by": false, "diary kept by": false,
    "log kept by": false,
    // A tracker's task fields: "Authored By: jmarsh, Mar 30 2026", "Subscribers: dkaur, …".
    "authored by": false, "reported by": false, "subscribers": false, "watchers": false,
    "tags": false,
    // A record's sign-off: "Record approved: G. Pryce, Managing Director".
    "approved by": false, "record approved": false, "minutes approved": false,
    "signed off by": false, "reviewed by": false,
  ]

  /// Header fields that name who wrote the notes: the owner of their "I'll".
  static let authorKeys: Set<String> = [
    "from", "author", "authors", "written up by", "written by", "notes by", "note by",
    "note taken by", "minutes by",
    "prepared by", "taken by", "notes taken by", "typed up by", "typed by", "notes typed up by",
    "notes typed by", "minutes taken by", "recorded by", "kept by", "diary kept by",
    "log kept by",
  ]

  /// Whether `text` is a person's name written in full and nothing else: two to four
  /// capitalised words of letters ("Teodora Ilić", "Mary-Kate O'Neill").
  static func isFullName(_ text: String) -> Bool {
    let words = text.split(separator: " ")
    return (2...4).contains(words.count)
      && words.allSatisfy { word in
        word.first?.isUppercase == true
          && word.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" || $0 == "’" || $0 == "." }
      }
  }

  /// Whether each word of a name has a small letter after its capital: "Sadia Rahman", not
  /// a title in capitals ("OPEN RFIs").
  static func isWrittenAsName(_ text: String) -> Bool {
    text.split(separator: " ").allSatisfy { $0.dropFirst().contains(where: \.isLowercase) }
  }

  /// `text` without the parts in round brackets.
  static func removingBrackets(_ text: String) -> String {
    guard text.contains(ascii: "(") else { return text }
    var kept = String.UnicodeScalarView()
    var depth = 0
    for scalar in text.unicodeScalars {
      if scalar == "(" {
        depth += 1
      } else if scalar == ")" {
        depth = max(0, depth - 1)
      } else if depth == 0 {
        kept.append(scalar)
      }
    }
    return String(kept)
  }

  /// A label alone, of `kind`.
  init(kind: SectionKind, content: String) {
    self.kind = kind
    self.content = content
  }

  /// Reads `text` (Markdown already reduced) as a label; nil when it is not one.
  init?(_ text: String, state: DocumentState) {
    var bytes = Array(text.utf8)
    // ":Attendees: Ana, Bo": a reStructuredText field.
    if bytes.count > 3, bytes[0] == 58, ByteText.isASCIILetter(bytes[1]),
      let close = bytes.dropFirst().firstIndex(of: 58), close + 1 < bytes.count
    {
      bytes.removeFirst()
    }
    // A label's words come within 60 bytes, or 120 when brackets hold a remark.
    let reach = bytes.prefix(60).contains(40) ? 120 : 60
    guard let colon = bytes.prefix(reach).firstIndex(of: 58), colon > 0 else { return nil }
    // "Attendees:: Ana, Bo": an AsciiDoc description list's term.
    let valueStart = colon + 1 < bytes.count && bytes[colon + 1] == 58 ? colon + 2 : colon + 1
    // "https://…", "10:30": a colon inside a word is not a label's.
    if valueStart < bytes.count, !ByteText.isWhitespace(bytes[valueStart]) { return nil }
    // "Participants (from the call's list, 23 in all):": the brackets say how, not what.
    var title = ActionFinder.trimmingEnd(Self.removingBrackets(ByteText.string(bytes[..<colon])))
    // "Follow-ups from yesterday, as I understood them:": a list's title, then a remark on it.
    if SectionKind.words(title).count > 6, let comma = title.firstIndex(of: ","),
      case let head = String(title[..<comma]), SectionKind.of(title: head).listsTasks
    {
      title = head
    }
    let words = SectionKind.words(title)
    guard !words.isEmpty, words.count <= 6 else { return nil }
    // "Action Item for Editorial Committee: draft …": a marker that names its owner, which
    // the action finder reads; "Action items for next week:" is a label.
    if words.count >= 3, ["action", "ai"].contains(words[0]),
      let range = title.range(of: " for "),
      title[range.upperBound...].first?.isUppercase == true,
      words[1] == "for" || (words[1] == "item" && words[2] == "for")
    {
      return nil
    }
    content = ByteText.string(bytes[ByteText.trimmed(bytes, valueStart..<bytes.count)])
    // "For me:" over a site diary's checklist: its keeper's own list (`authorsOwn`).
    kind = words == ["for", "me"] ? .actions : SectionKind.of(title: title)
    let key = words.joined(separator: " ")
    // "Point person: Ruth Takahashi - get two more quotes": who, then the work.
    if Self.ownerKeys.contains(key), NotesClassifier.namesOwnerThenWork(content, state: state) {
      kind = .other
      namesOwner = true
      return
    }
    // "Notes: Teodora Ilić", "Minutes: Aoife Kinsella": who took them, when a name is all
    // the label holds.
    // "Notes: Yewande Coker (PSM)": with a role in brackets.
    let noteTaker = Self.removingBrackets(content).trimmingWhitespace()
    if key == "notes" || key == "minutes", Self.isFullName(noteTaker) {
      kind = .other
      isHeaderKey = true
      author = noteTaker
      return
    }
    // "Chair: Rhiannon Pryce": one person, whom the minutes may then call "the Chair".
    if kind == .attendees,
      ["chair", "co-chair", "chairperson", "facilitator", "scribe"].contains(key)
    {
      let name = InlineMarkdown.reduced(content)
      if Self.isFullName(name) { content = name + " (" + title + ")" }
    }
    // "Clerk: Rosalind Achterberg", "Assistant clerk: Emeric Tolland": an office and who
    // holds it, present, and "the clerk" in the minutes.
    if kind == .other, words.count <= 3, let office = words.last,
      AttendeeList.isRoleWord(office), !["head", "lead"].contains(office)
    {
      let name = InlineMarkdown.reduced(content)
      if Self.isFullName(name) {
        kind = .attendees
        content = name + " (" + title + ")"
      }
    }
    // "Next training night Thursday 21 May: crag rescue refresher": when the next session
    // is and what it holds, as "Next meeting:" says.
    if kind != .actions, words.first == "next", words.count >= 3,
      words.contains(where: { DateWords.weekdays[$0] != nil || DateWords.months[$0] != nil })
    {
      isHeaderKey = true
      return
    }
    if kind == .other || key == "date", let mayHoldDate = Self.headerKeys[key] {
      kind = .other
      isHeaderKey = true
      if mayHoldDate { date = state.date(in: content) }
      if Self.authorKeys.contains(key), let name = Self.sender(content) {
        author = AttendeeList.names(in: name).first ?? name
        isSender = key == "from"
      }
      isTo = key == "to"
      if key == "to" || key == "cc" {
        // "Ana Lima <ana@example.com>, bo@example.com", or parted by semicolons as Outlook
        // writes them: only parts with an address, so a memo's "To: all staff" names nobody.
        // "Night Shift Leads <nightleads@…>", "Ops Control VXR <…>": a group's address,
        // whose name is nobody's.
        recipients = content.split(whereSeparator: { $0 == "," || $0 == ";" }).filter {
          $0.contains(ascii: "@") && !Self.isListAddress($0)
        }.compactMap {
          Self.sender(String($0))
        }.filter { !NameGrammar.isGroup($0) && Self.isWrittenAsName($0) }
      }
      return
    }
    guard kind == .other else { return }
    if content.isEmpty {
      // "Bo:" alone on a line heads that person's block.
      person = Self.person(title, state: state).map { .init(name: $0.name, isKnown: true) }
      return
    }
    return nil
  }

  /// A heading or label title that names a person: one to three words, each a name, or a
  /// person the document names elsewhere and then what their part is about ("Anjali —
  /// nitrogen cycling", "Greta (visiting)").
  static func person(_ title: String, state: DocumentState) -> SectionStack.Person? {
    let trimmed = ActionFinder.trimmingEnd(title)
    let item = Item(trimmed)
    // Up to three words, each perhaps hyphenated ("Hye-jin Park"): the name run says which.
    guard item.count >= 1, let (names, end) = state.finder.nameRun(item, at: 0) else {
      return nil
    }
    // "**Hyun-woo Jang & Priscilla Mensah-Boateng**": a part for two people the document
    // names, whose entries both own.
    if names.count > 1 {
      guard end == item.count, trimmed.utf8.count <= 80,
        names.allSatisfy({ state.finder.names.contains($0.lowercased()) })
      else { return nil }
      return SectionStack.Person(
        name: names.joined(separator: ActionFinder.jointOwners), isKnown: true)
    }
    let name = names[0]
    let isKnown = state.finder.names.contains(name.lowercased())
    if end == item.count {
      guard trimmed.utf8.count <= 40, item.count <= 9 else { return nil }
      // "## Ports Collection": a part of a report, not a person.
      if !isKnown, let last = name.split(separator: " ").last,
        NameGrammar.hasNounEnding(last.lowercased())
      {
        return nil
      }
      return SectionStack.Person(name: name, isKnown: isKnown || name.contains(ascii: " "))
    }
    // "Oluwadamilare Adeyemi (Dami)": a full name, then what to call them.
    let isNamed = isKnown || (name.contains(ascii: " ") && item.isMark(end, "("))
    guard isNamed, ["—", "–", "-", ":", "("].contains(where: { item.isMark(end, $0) }) else {
      return nil
    }
    // "Harbour Ledger (HL) TC — Minutes": a body and its letters inside a longer title; what
    // a person is called closes the title or comes before its dash.
    if item.isMark(end, "("),
      let close = (end..<item.count).first(where: { item.isMark($0, ")") }),
      close + 1 < item.count,
      !["—", "–", "-", ":"].contains(where: { item.isMark(close + 1, $0) })
    {
      return nil
    }
    return SectionStack.Person(name: name, isKnown: true)
  }

  /// The person a section title names as its lead after a dash.
  ///
  /// "LOGISTICS SECTION — Dmitri Sokolov, LSC", "Backend – Priya Raman (lead)". The name is
  /// written in full or known to the document; with `needsCapitals` (a plain line, not a
  /// heading) the title before the dash is in capitals.
  static func lead(
    _ title: String, state: DocumentState, needsCapitals: Bool
  ) -> SectionStack.Person? {
    guard title.utf8.count <= 96,
      let dash = [" — ", " – ", " - "].lazy.compactMap({ title.range(of: $0) }).first
    else { return nil }
    let head = title[..<dash.lowerBound].trimmingWhitespace()
    guard !head.isEmpty, head.split(separator: " ").count <= 5,
      !needsCapitals || NotesClassifier.isCapitalsTitle(Array(head.utf8))
    else { return nil }
    var name = removingBrackets(String(title[dash.upperBound...]))
    if let comma = name.firstIndex(of: ",") { name = String(name[..<comma]) }
    name = ActionFinder.trimmingEnd(name.trimmingWhitespace())
    guard
      state.finder.names.contains(name.lowercased())
        || (isFullName(name) && isWrittenAsName(name) && person(name, state: state) != nil)
    else { return nil }
    return SectionStack.Person(name: name, isKnown: true)
  }

  /// The name in "me (Name)" among a list of those present, or nil.
  static func writerAmong(_ list: String) -> String? {
    let item = Item(list)
    for index in 0..<item.count where item.isWord(index, "me") && item.isMark(index + 1, "(") {
      guard index == 0 || item.isMark(index - 1, ",") || item.isMark(index - 1, ";"),
        let close = (index + 2..<min(item.count, index + 6)).first(where: { item.isMark($0, ")") }),
        close > index + 2, (index + 2..<close).allSatisfy({ item.word($0) != nil })
      else { return nil }
      return item.text(of: index + 2..<close)
    }
    return nil
  }

  /// The person of a list whose roles in brackets say they took the notes ("Yusuf Demir
  /// (Publicity, notes)", "Ana Lima (scribe)"), or nil.
  static func noteTakerAmong(_ list: String) -> String? {
    guard list.contains("(") else { return nil }
    var start = list.startIndex
    while let open = list[start...].firstIndex(of: "("),
      let close = list[open...].firstIndex(of: ")")
    {
      let roles = list[list.index(after: open)..<close].lowercased()
        .split(whereSeparator: { $0 == "," || $0 == ";" || $0 == "/" })
        .map { $0.trimmingWhitespace() }
      if roles.contains(where: noteTakerRoles.contains) {
        let before = list[start..<open]
        let name = (before.split(whereSeparator: { $0 == "," || $0 == ";" }).last ?? before)
          .trimmingWhitespace()
        // "Ms Sally Trinh": the person, without the title.
        guard isFullName(name) || !name.contains(" ") && !name.isEmpty else { return nil }
        return AttendeeList.names(in: name).first ?? name
      }
      start = list.index(after: close)
    }
    return nil
  }

  private static let noteTakerRoles: Set<String> = [
    "notes", "note taker", "notetaker", "note-taker", "minutes", "minute taker",
    "minute-taker", "scribe", "taking notes", "minutes secretary",
  ]

  /// The officer a list of requests is to: "Board requests to the Director" gives "the
  /// Director"; nil for other titles.
  static func requestee(_ title: String) -> SectionStack.Person? {
    let words = SectionKind.words(title)
    guard let at = words.firstIndex(of: "requests"), at + 1 < words.count,
      words[at + 1] == "to"
    else { return nil }
    let rest = words[(at + 2)...].drop { $0 == "the" }
    guard rest.count == 1, let office = rest.first, AttendeeList.isRoleWord(office) else {
      return nil
    }
    return SectionStack.Person(name: "the " + office, isKnown: true)
  }

  /// Whether a recipient is a mailing list, whose readers are nobody in particular:
  /// "project-discuss@lists.example.org", "dev@example.org", "team-all@googlegroups.com".
  static func isListAddress(_ recipient: Substring) -> Bool {
    let address = recipient.lowercased().trimming(" <>\"'")
    guard let at = address.firstIndex(of: "@") else { return false }
    let local = address[..<at].split(separator: "<").last.map(String.init) ?? ""
    let domain = address[address.index(after: at)...]
    if ["lists.", "list.", "groups.", "googlegroups."].contains(where: { domain.hasPrefix($0) })
      || domain.hasPrefix("googlegroups")
    {
      return true
    }
    if ["dev", "users", "announce", "discuss", "general", "all", "everyone", "staff", "team"]
      .contains(local)
    {
      return true
    }
    return ["-discuss", "-dev", "-users", "-announce", "-list", "-all"].contains {
      local.hasSuffix($0)
    }
  }

  /// The name in "Ana Lima <ana@example.com>", "\"Lima, Ana\" <…>", "ana@example.com".
  private static func sender(_ value: String) -> String? {
    var name = value
    if let open = name.firstIndex(of: "<") { name = String(name[..<open]) }
    // "Oskar Lindqvist (@oskarl), RFC shepherd": the name before its remark in brackets.
    if let open = name.firstIndex(of: "("), !name[..<open].trimmingWhitespace().isEmpty {
      name = String(name[..<open])
    }
    // The address itself, once its brackets were reduced away.
    name = name.split(separator: " ").filter { !$0.contains(ascii: "@") }.joined(separator: " ")
    name = name.trimming(" \"'")
    if name.isEmpty, let at = value.firstIndex(of: "@") {
      name = String(value[..<at]).trimming(" <\"")
    }
    return name.isEmpty ? nil : name
  }
}

/// Headings, label lines, dates, front matter and tables.
extension NotesClassifier {
  /// A "Summary" title after the actions were given: its prose says again what they gave
  /// out ("Next steps: Marisol will send the copy …", then "She will then send the updated
  /// copy …"), so what it says is checked against them (`Restatements`).
  private mutating func noteSummary(_ title: String, state: inout DocumentState) {
    guard hasActionsSection,
      Self.summaryTitles.contains(title.lowercased().trimming(" :#*"))
    else { return }
    state.summaryGaveActions = true
  }

  private static let summaryTitles: Set<String> = [
    "summary", "meeting summary", "detailed summary", "recap", "meeting recap",
  ]

  mutating func readHeading(
    level: Int, title: [UInt8], isTopic: Bool = false, state: inout DocumentState,
    into out: inout [DocumentItem]
  ) {
    let text = ByteText.string(InlineMarkdown.reduce(title, 0..<title.count).text)
    isUnderQuestion = text.utf8.last == 63
    // "### ingridvh · Jun 7, 2027 · Maintainer": a comment of a thread, by its author.
    if let (author, date, handle) = Self.commentHeader(text, state: state) {
      openComment(by: author, handle: handle, on: date, state: &state, into: &out)
      return
    }
    // A meeting bot's topic names what was discussed, even "Follow-up: last week's actions".
    var kind = isTopic ? .other : SectionKind.of(title: text)
    state.sectionDue = nil
    // "## Actions due Friday 4 Dec": a list of tasks, and when they are all due.
    if kind == .other || kind.listsTasks, !isTopic,
      let (head, when) = Self.deadlineTitle(text, state: state),
      SectionKind.of(title: head).listsTasks
    {
      kind = SectionKind.of(title: head)
      state.sectionDue = when
    }
    closeAttendeeList(state: &state)
    if let label = Label(text, state: state), label.kind == .attendees, !label.content.isEmpty {
      AttendeeList.read(label.content, into: &state)
      kind = .other
    }
    // "## Timeline (all times BST, 12 August 2027)": a date in brackets is a remark on the
    // section, not the day of a meeting.
    if kind == .other || kind == .agenda, !Self.namesAnEarlierMeeting(text),
      let date = state.date(in: Label.removingBrackets(text))
    {
      applyDate(date, level: level, state: &state, into: &out)
    }
    if kind == .actions { hasActionsSection = true }
    noteSummary(text, state: &state)
    isRecap = kind.listsTasks && state.hasContent
    sectionUsesMarkers = false
    let person =
      kind == .other && !isTopic
      ? Label.person(text, state: state) ?? Label.lead(text, state: state, needsCapitals: false)
      : authorsOwn(text, kind) ?? Label.requestee(text)
    sections.push(
      level: level, kind: kind, person: person, isEarlier: Self.namesAnEarlierMeeting(text))
    hasSeenContent = true
  }

  /// The author of the notes, as the owner of a list of `kind` whose title says it is theirs:
  /// "My to-do", "My actions:" in notes written up by one person; a stand-up's "Today:" or
  /// "T:" in a message of a thread (its sender's answers).
  func authorsOwn(_ title: String, _ kind: SectionKind) -> SectionStack.Person? {
    guard kind.listsTasks, let author,
      Item(title).isWord(0, "my") || SectionKind.words(title) == ["for", "me"]
        || (kind == .plans && author == sender && sections.person == nil)
    else { return nil }
    return SectionStack.Person(name: author, isKnown: true)
  }

  /// Starts a thread's comment by `author`, written on `date`: their "I'll", their day; the
  /// `handle` the header gives them ("Ana Lima @alima") is another name of theirs.
  mutating func openComment(
    by author: String, handle: String? = nil, on date: LocalDate, state: inout DocumentState,
    into out: inout [DocumentItem]
  ) {
    closeAttendeeList(state: &state)
    startMessage(by: author, state: &state, into: &out)
    if let handle { state.addAttendee(author, aliases: [handle]) }
    applyDate(date, level: nil, state: &state, into: &out)
    hasSeenContent = true
  }

  /// Whether a line is only a name in capitals, of one to four words ("Ledgerline", "Harlow &
  /// Finch", "Kitchen Team"): no digits, no closing mark.
  static func isPartyName(_ text: String) -> Bool {
    let words = text.split(separator: " ")
    guard (1...4).contains(words.count), !text.contains(where: \.isNumber) else { return false }
    return words.allSatisfy { word in
      word == "&" || (word.first?.isUppercase == true && word.allSatisfy(\.isLetter))
    }
  }

  /// Whether a title names an earlier meeting, whose date is not this one's: "Minutes of the
  /// previous meeting (20 May 2026)", "Actions from the last meeting, 3 March".
  static func namesAnEarlierMeeting(_ title: String) -> Bool {
    let words = SectionKind.words(title)
    // "3. APPROVAL OF MINUTES OF JUNE 16, 2026": the minutes approved are an earlier
    // meeting's.
    // "1\. Minutes of 2026-04-22": an item of the agenda, so minutes already written.
    // "TOP 2 Approval of the protocol from 02.07.2026": minutes, as a club's are called.
    if words.contains(where: { ["minutes", "protocol", "notes", "record"].contains($0) }),
      words.contains(where: {
        ["approval", "approve", "adoption", "adopt", "confirmation", "confirm"].contains($0)
      }) || opensWithTopicNumber(Array(title.utf8))
    {
      return true
    }
    // "Last week's commitments", "Previous week's actions": what a weekly meeting gave.
    if words.count <= 4, words.contains(where: { $0 == "week's" || $0 == "weeks" }),
      words.first.map({ ["last", "previous", "prior"].contains($0) }) == true
    {
      return true
    }
    return zip(words, words.dropFirst()).contains { pair in
      ["previous", "last", "prior", "preceding"].contains(pair.0)
        && ["meeting", "meetings", "minutes", "protocol"].contains(pair.1)
    }
  }

  /// The author and day of a thread comment's header: a name or handle, then the date,
  /// parted by a middle dot or a dash ("ingridvh · Jun 7, 2027 · Maintainer", "Ana Lima —
  /// 3 March 2026"), or "ana-lima commented on Mar 3, 2026"; nil for other titles.
  ///
  /// With `needsEvent`, for a line of text rather than a heading, the header must say what
  /// the person did ("**Dana Whitcombe** commented · Aug 2, 2027, 9:12 AM") or give their
  /// handle after the name ("Dana Whitcombe @dwhit · Aug 2, 2027"), returned third.
  static func commentHeader(
    _ text: String, needsEvent: Bool = false, state: DocumentState
  ) -> (String, LocalDate, String?)? {
    let bytes = Array(text.utf8)
    guard bytes.count <= 96, let (nameEnd, whenStart, hasEvent) = commentSeparator(bytes)
    else { return nil }
    var nameRange = ByteText.trimmed(bytes, 0..<nameEnd)
    let handle = trailingHandle(bytes, nameRange)
    if let handle {
      nameRange = ByteText.trimmed(bytes, nameRange.lowerBound..<handle.lowerBound - 1)
    }
    guard hasEvent || handle != nil || !needsEvent else { return nil }
    // "@dana-k reviewed on …": the handle without its "@".
    if nameRange.count > 1, bytes[nameRange.lowerBound] == 64 {
      nameRange = nameRange.lowerBound + 1..<nameRange.upperBound
    }
    let whenRange = ByteText.trimmed(bytes, whenStart..<bytes.count)
    guard !nameRange.isEmpty, !whenRange.isEmpty else { return nil }
    // The date comes first after the name ("Jun 7, 2027", "3 March"), and the name is a
    // person's, each word capitalised: "Receipts Community Group — call summary, 3 May" and
    // "Billing weekly — 2024-01-11" are titles.
    let first = bytes[whenRange.lowerBound]
    let opening =
      whenRange.count >= 3
      ? ByteText.string(bytes[whenRange.lowerBound..<whenRange.lowerBound + 3].map(ByteText.lower))
      : ""
    // "bramley added a comment.  Mon, Oct 5, 9:47 AM": after what the person did, a weekday
    // may open the date.
    let opensWithDay = hasEvent && weekdayOpenings.contains(opening)
    guard ByteText.isDigit(first) || monthOpenings.contains(opening) || opensWithDay else {
      return nil
    }
    var words = 1
    for index in nameRange where bytes[index] == 32 {
      words += 1
      guard index + 1 < nameRange.upperBound, !ByteText.isLower(bytes[index + 1]) else {
        return nil
      }
    }
    guard words <= 3 else { return nil }
    let name = ByteText.string(bytes[nameRange])
    guard words == 1 || !name.contains(where: \.isNumber),
      let last = name.split(separator: " ").last,
      !NameGrammar.groupNouns.contains(last.lowercased()), TranscriptLine.isSpeakerName(name),
      let date = hasEvent
        ? state.recentDate(in: ByteText.string(bytes[whenRange]))
        : state.date(in: ByteText.string(bytes[whenRange]))
    else { return nil }
    return (name, date, handle.map { ByteText.string(bytes[$0]) })
  }

  /// The handle closing a header's name, "@dwhit" in "Dana Whitcombe @dwhit", without its
  /// "@"; nil when the name has no handle after it.
  private static func trailingHandle(_ bytes: [UInt8], _ name: Range<Int>) -> Range<Int>? {
    guard let at = bytes[name].lastIndex(of: 64), at > name.lowerBound + 1, bytes[at - 1] == 32,
      at + 2 < name.upperBound,
      bytes[(at + 1)..<name.upperBound].allSatisfy(ByteText.isHandleByte)
    else { return nil }
    return (at + 1)..<name.upperBound
  }

  /// Where the name of a comment header ends and its date begins: at the first middle dot or
  /// spaced em dash, or around " commented on "; and whether the header says what the person
  /// did ("commented", "replied").
  private static func commentSeparator(_ bytes: [UInt8]) -> (Int, Int, Bool)? {
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == 0xC2, bytes[index + 1] == 0xB7 {
        // The date part ends at the next dot: "handle · Jun 7, 2027 · Maintainer".
        return withEvent(bytes, nameEnd: index, whenStart: index + 2)
      }
      if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0x94, index > 0, bytes[index - 1] == 32
      {
        return withEvent(bytes, nameEnd: index, whenStart: index + 3)
      }
      if bytes[index] == 32, let after = eventOn(bytes, at: index + 1) {
        return (index, after, true)
      }
      // "dkaur added a comment. Apr 1 2026, 8:47 AM": a task tracker's timeline.
      if bytes[index] == 32, ByteText.hasPrefix(bytes, addedComment, at: index) {
        var after = index + addedComment.utf8.count
        while after < bytes.count, bytes[after] == 46 || bytes[after] == 32 { after += 1 }
        return (index, after, true)
      }
      index += 1
    }
    return nil
  }

  /// The parts of "Dana Whitcombe commented · Aug 2": the name ends before the event's word.
  private static func withEvent(
    _ bytes: [UInt8], nameEnd: Int, whenStart: Int
  ) -> (Int, Int, Bool) {
    let end = ByteText.trimmed(bytes, 0..<nameEnd).upperBound
    // "kwame-osei started this conversation in On-call handoffs · Jul 13": a discussion's
    // opening post, whatever category it was started in.
    let head = ByteText.string(bytes[0..<end])
    for opening in openingEvents {
      if let range = head.range(of: opening) {
        return (head.utf8.distance(from: head.startIndex, to: range.lowerBound), whenStart, true)
      }
    }
    var start = end
    while start > 0, ByteText.isLower(bytes[start - 1]) { start -= 1 }
    guard start > 0, start < end, bytes[start - 1] == 32,
      threadEvents.contains(ByteText.string(bytes[start..<end]))
    else { return (nameEnd, whenStart, false) }
    return (start - 1, whenStart, true)
  }

  /// Whether a title opens with the number of its topic.
  ///
  /// As in "3. Budget", "3) Budget", or "3\. Budget" as a Markdown export escapes it.
  static func opensWithTopicNumber(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index < min(bytes.count, 3), ByteText.isDigit(bytes[index]) { index += 1 }
    guard index > 0 else { return false }
    if index < bytes.count, bytes[index] == 92 { index += 1 }
    return index + 1 < bytes.count && (bytes[index] == 46 || bytes[index] == 41)
      && bytes[index + 1] == 32
  }

  /// What a task tracker's timeline says before the date of a comment.
  static let addedComment = " added a comment"

  /// What a thread's opening post says its author did, before where it was posted.
  private static let openingEvents = [
    " started this conversation", " started this discussion", " opened this issue",
    " opened this discussion", " started a discussion", " posted in ",
  ]

  /// After a name in a review thread's header, what the person did, up to " on " before the
  /// date; the index after " on ", or nil.
  ///
  /// "commented on", "reviewed on", "approved these changes on", "requested changes on".
  private static func eventOn(_ bytes: [UInt8], at start: Int) -> Int? {
    var end = start
    while end < bytes.count, ByteText.isLower(bytes[end]) { end += 1 }
    guard end > start, end < bytes.count, bytes[end] == 32,
      threadEvents.contains(ByteText.string(bytes[start..<end]))
    else { return nil }
    // Lower-case words up to "on", four at most.
    var index = end
    for _ in 0..<4 {
      guard index < bytes.count, bytes[index] == 32 else { return nil }
      var wordEnd = index + 1
      while wordEnd < bytes.count, ByteText.isLower(bytes[wordEnd]) { wordEnd += 1 }
      guard wordEnd > index + 1 else { return nil }
      if ByteText.hasPrefix(bytes, " on ", at: index) { return index + 4 }
      index = wordEnd
    }
    return nil
  }

  /// What a person does in a review thread, as its headers say it.
  private static let threadEvents: Set<String> = [
    "commented", "reviewed", "approved", "requested", "replied", "wrote", "left", "posted",
  ]

  /// A weekday's name in its first three letters.
  static let weekdayOpenings: Set<String> = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

  /// A month's name in its first three letters.
  static let monthOpenings = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  /// Reads a line that goes on with the attendees label above it ("Jared Kowalczyk, Priya
  /// Venkataraman,"); returns false when the line is something else.
  mutating func readAttendeesContinued(_ text: [UInt8], state: inout DocumentState) -> Bool {
    guard isAttendeeListOpen else { return false }
    var reduced = ByteText.string(InlineMarkdown.reduce(text, 0..<text.count).text)
    // "…, Honorary Secretary (MD), who" over "took these minutes.": the names end there.
    if let comma = Self.lastSeparator(reduced),
      reduced[reduced.index(after: comma)...].trimming(" \t").split(separator: " ").first == "who"
    {
      reduced = String(reduced[..<comma])
    }
    guard Self.isNameList(reduced) else {
      closeAttendeeList(state: &state)
      return false
    }
    if let tail = attendeeTail {
      attendeeTail = nil
      if AttendeeList.continues(tail, with: reduced, after: attendeeLine) {
        reduced = tail + " " + reduced.trimming(" \t")
      } else {
        readHeldTail(tail, state: &state)
      }
    }
    openAttendeeList(reduced, state: &state)
    return true
  }

  /// Reads the names of an attendees line that the next lines may go on with; its last part
  /// waits for them.
  mutating func openAttendeeList(_ text: String, state: inout DocumentState) {
    let trimmed = text.trimming(" \t")
    isAttendeeListOpen = true
    // "on the call: me (deshawn), marisela, kwame": the one who wrote the notes, whose "I'll"
    // they hold.
    if author == nil, let writer = Label.writerAmong(trimmed) {
      author = writer
      state.addAttendee(writer)
    } else if author == nil, let taker = Label.noteTakerAmong(trimmed) {
      // "Yusuf Demir (Publicity, notes)": the list names them with the others.
      author = taker
    }
    if let last = trimmed.last, last != ",", last != ";", last != ".",
      let comma = Self.lastSeparator(trimmed),
      case let tail = String(trimmed[trimmed.index(after: comma)...]).trimming(" \t"),
      AttendeeList.mayBeCut(tail)
    {
      attendeeTail = tail
      attendeeLine = trimmed
      AttendeeList.read(String(trimmed[..<comma]), into: &state)
    } else {
      AttendeeList.read(trimmed, into: &state)
    }
  }

  /// The last comma or semicolon of a list line outside brackets: "(SK, Secretary)" is one
  /// person's initials and role.
  static func lastSeparator(_ text: String) -> String.Index? {
    var depth = 0
    var found: String.Index?
    for index in text.indices {
      switch text[index] {
      case "(", "[": depth += 1
      case ")", "]": depth = max(0, depth - 1)
      case ",", ";": if depth == 0 { found = index }
      default: break
      }
    }
    return found
  }

  /// Ends the attendees list: the part held back is a name of its own.
  mutating func closeAttendeeList(state: inout DocumentState) {
    isAttendeeListOpen = false
    if let tail = attendeeTail {
      attendeeTail = nil
      readHeldTail(tail, state: &state)
    }
  }

  /// Reads the last part of a list line that no next line went on with: a name of its own,
  /// or the role of the person before it ("Hank Morrow, Director of Facilities"), read
  /// again with its line.
  private mutating func readHeldTail(_ tail: String, state: inout DocumentState) {
    if AttendeeList.isRoleOnly(tail), let line = attendeeLine {
      AttendeeList.read(line, into: &state)
    } else {
      AttendeeList.read(tail, into: &state)
    }
    attendeeLine = nil
  }

  /// Whether a line is a list of names, not a sentence or a label: in most parts between
  /// commas, most words outside brackets are capitalised; a count of others ("4 members of
  /// the public") may stand among them.
  static func isNameList(_ text: String) -> Bool {
    guard !text.prefix(40).contains(ascii: ":") else { return false }
    var nameParts = 0
    // "Beatriz_Salgado, jmuller, Nadia_Rahman": a scribe's list, where a nick in lower case
    // stands among names.
    var nicks = 0
    for part in listParts(text) {
      if part.words == 0 || part.capitalised * 10 >= part.words * 7 {
        nameParts += 1
      } else if part.words == 1, !part.startsWithNumber {
        nicks += 1
      } else if !(part.startsWithNumber && part.words <= 6) {
        return false
      }
    }
    return nameParts > 0 && nameParts >= nicks
  }

  /// The parts of a list line between commas and semicolons outside brackets: how many
  /// words each has outside brackets, how many of them are capitalised, and whether it
  /// starts with a number.
  static func listParts(_ text: String) -> [(words: Int, capitalised: Int, startsWithNumber: Bool)]
  {
    var parts: [(words: Int, capitalised: Int, startsWithNumber: Bool)] = []
    var current = (words: 0, capitalised: 0, startsWithNumber: false)
    var isEmpty = true
    var depth = 0
    var atWordStart = true
    var word = ""
    // Whether a bracket just opened after the part's words.
    var isBracketOpening = false
    for scalar in text.unicodeScalars {
      if scalar == "(" {
        depth += 1
        isBracketOpening = depth == 1
      } else if scalar == ")" {
        depth = max(0, depth - 1)
      }
      // "ivo (Ivo Sarkissian)": a nick before the full name in brackets is a name.
      if isBracketOpening, scalar.properties.isAlphabetic {
        isBracketOpening = false
        if scalar.properties.isUppercase, current.words == 1 { current.capitalised = 1 }
      }
      if depth == 0, scalar == "," || scalar == ";" {
        if !isEmpty { parts.append(current) }
        current = (0, 0, false)
        isEmpty = true
        atWordStart = true
        continue
      }
      let isLetter = scalar.properties.isAlphabetic
      if depth == 0, isEmpty, !scalar.properties.isWhitespace {
        isEmpty = false
        current.startsWithNumber = scalar.properties.numericType != nil
      }
      if depth == 0, isLetter, atWordStart {
        current.words += 1
        if scalar.properties.isUppercase { current.capitalised += 1 }
        word = ""
      }
      if depth == 0, isLetter { word.unicodeScalars.append(scalar) }
      // "Principal of Training": a small word inside a role counts for nothing.
      if depth == 0, !isLetter, scalar != "'", scalar != "-", !word.isEmpty {
        if Self.roleJoiners.contains(word) { current.words -= 1 }
        word = ""
      }
      atWordStart = !isLetter && scalar != "'" && scalar != "-"
    }
    if Self.roleJoiners.contains(word) { current.words -= 1 }
    if !isEmpty { parts.append(current) }
    return parts
  }

  /// Small words inside a role or a name: "Principal of Training", "Head of the Lower School".
  private static let roleJoiners: Set<String> = ["of", "the", "for", "and", "de", "van", "von"]

  /// What a header field says: the date, who wrote or sent the text, whom it went to.
  private mutating func applyField(
    _ label: Label, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    if let date = label.date {
      applyDate(date, level: nil, state: &state, into: &out)
      hasFieldDate = true
    }
    // "From: …" starts a message of a thread: the sections of the one before (its "ACTION
    // LIST") end with it.
    if let name = label.author {
      startMessage(by: name, isThread: label.isSender, state: &state, into: &out)
    }
    for name in label.recipients { state.addAttendee(name) }
    if label.isTo {
      state.finder.reader = label.recipients.count == 1 ? label.recipients[0] : nil
    }
  }

  /// The header fields after the first on a line that parts "Key: value" pairs with middle
  /// dots ("Date: 18 May · Sprint: 18 May → 29 May · Notes by: Oriane"); a key that names
  /// no header field ("Sprint") says nothing.
  private static func moreFields(_ line: String, state: DocumentState) -> [Label] {
    guard line.contains(" · ") else { return [] }
    return line.components(separatedBy: " · ").dropFirst().compactMap {
      Label($0, state: state)
    }.filter(\.isHeaderKey)
  }

  /// Reads a text line as a label; returns false when it is not one.
  mutating func readLabel(
    _ text: [UInt8], indent: Int, line: Int, state: inout DocumentState,
    into out: inout [DocumentItem]
  ) -> Bool {
    var text = text
    // "**Attendees** (add yourself!)", "**Action items** (from Jan 6)": a title in bold and a
    // remark about it in brackets.
    if text.last == 41, let open = text.lastIndex(of: 40), open > 3,
      isEmphasisOnly(Array(text[..<open]))
    {
      text = Array(text[..<ByteText.trimmed(text, 0..<open).upperBound])
    }
    let isEmphasized = isEmphasisOnly(text)
    let isShort = text.count <= 40
    // "27/05  PROPOSED CHANGES TO MSc MARINE GEOSCIENCE (Paper LTC/27/04)": a long minute
    // title is still one.
    // "LOGISTICS SECTION — Dmitri Sokolov, LSC" over its tasks: who leads the part, and so
    // owns the tasks in it that name nobody.
    // Most lines have no dash at all: they are ruled out before any string is made.
    let lead =
      isEmphasized || indent > 0 || held != nil || !prose.isEmpty
        || !text.contains(where: { $0 == 45 || $0 == 0xE2 })
      ? nil
      : Label.lead(
        ByteText.string(InlineMarkdown.reduce(text, 0..<text.count).text), state: state,
        needsCapitals: true)
    guard
      isEmphasized || isShort || lead != nil || text.prefix(80).contains(58)
        || Self.minuteTitle(text) != nil
    else { return false }
    // "ACTION (Kofi): …", "Next steps: send the deck": a marker, read as an entry.
    if startsWithMarker(text, state: state) { return false }
    let reduced = ByteText.string(InlineMarkdown.reduce(text, 0..<text.count).text)
    var label = Label(reduced, state: state)
    // "Thanks to everyone who tested. Next steps, which I'll take care of:": a paragraph
    // whose last sentence titles the list under it; the sentences before are read first.
    if label == nil, reduced.hasSuffix(":"),
      let stop = reduced.range(of: ". ", options: .backwards),
      case let last = String(reduced[stop.upperBound...]),
      var found = Label(last, state: state), found.kind.listsTasks, found.content.isEmpty
    {
      let before = Array(reduced[..<stop.lowerBound].utf8) + [46]
      addProseLine(before, indent: indent, line: line, state: &state, into: &out)
      flushProse(state: &state, into: &out)
      // "…, which I'll take care of": the writer's own list.
      if let author, last.contains("I'll ") || last.contains("I will ") || last.contains("I’ll ") {
        found.person = .init(name: author, isKnown: true)
      }
      label = found
    }
    if label == nil, !isEmphasized, isShort, !reduced.utf8.contains(58),
      !ByteText.endsClause(Array(reduced.utf8))
    {
      // "Today", "Action items", "Decisions" alone on a line: a title without its colon;
      // "Open questions (nobody owns these yet)" with a remark in brackets.
      var title = reduced
      var kind = SectionKind.of(title: title)
      if kind == .other, reduced.contains(ascii: "(") {
        title = Label.removingBrackets(reduced)
        kind = SectionKind.of(title: title)
      }
      if kind != .other, SectionKind.words(title).count <= 4 {
        label = Label(kind: kind, content: "")
      }
      if kind == .other { noteSummary(title, state: &state) }
    }
    var due: String?
    if label == nil, !isEmphasized, let (head, when) = Self.deadlineTitle(reduced, state: state),
      let title = Self.minuteTitle(Array(head.utf8)), SectionKind.of(title: title).listsTasks
    {
      // "PLEASE ACTION BY FRI 10/16": a list of tasks, and when they are all due; asked of
      // the one reader of a letter ("please …").
      label = Label(kind: SectionKind.of(title: title), content: "")
      due = when
      if Item(head).isWord(0, "please"), let reader = state.finder.reader {
        label?.person = SectionStack.Person(name: reader, isKnown: true)
        isReaderList = true
      }
    }
    if label == nil, !isEmphasized, let title = Self.minuteTitle(Array(reduced.utf8)) {
      // "A.102  DECLARATIONS OF INTEREST", "TREE SURVEY": a minute's title in capitals ends
      // the label before it ("A.101  APOLOGIES") and says what follows, when it says anything.
      let kind = SectionKind.of(title: title)
      label = Label(kind: kind, content: "")
      if kind == .other {
        flushProse(state: &state, into: &out)
        sections.endLabel()
        return true
      }
    }
    if label == nil, let lead {
      label = Label(kind: .other, content: "")
      label?.person = lead
    }
    // Under "Follow-ups", a first name the document listed heads that person's lines too
    // ("Dorothy" over her tab-indented follow-ups).
    let isListedFirstName =
      sections.kind.listsTasks && !reduced.contains(ascii: " ")
      && state.finder.names.contains(reduced.lowercased())
    if label == nil, !isEmphasized, !isInNamesParagraph, indent == 0, held == nil,
      prose.isEmpty, Label.isFullName(reduced) || isListedFirstName,
      Label.isWrittenAsName(reduced),
      sections.kind != .attendees, sections.kind != .regrets,
      let person = Label.person(reduced, state: state)
    {
      // "Sadia Rahman" alone on a line that goes on no paragraph, over her "Yesterday /
      // Today" parts: a plain-text stand-up block's head, as a name in bold is.
      label = Label(kind: .other, content: "")
      label?.person = person
    }
    if label == nil, !isEmphasized, indent == 0, held == nil, prose.isEmpty,
      sections.kind.listsTasks, Self.isGroupHeading(reduced)
    {
      // "Grounds circle", "Kitchen team" alone on a line under "Tasks by circle": whose the
      // entries under it are, as a person's name over theirs.
      label = Label(kind: .other, content: "")
      label?.person = SectionStack.Person(name: reduced, isKnown: true)
    }
    if label == nil, !isEmphasized, sections.kind.listsTasks, Self.isPartyName(reduced),
      !TaskVerbs.all.contains(reduced.split(separator: " ")[0].lowercased())
    {
      // "Ledgerline" and "Harlow & Finch" over their sides' items in "Next steps": whose side
      // the items under it are on, not an item; the items name their owners.
      flushProse(state: &state, into: &out)
      return true
    }
    if label == nil, isEmphasized, reduced.utf8.count <= 60 {
      // "**Action items**", "*Yesterday*", "__Ana__": a title in bold.
      let title = ActionFinder.trimmingEnd(reduced)
      let kind = SectionKind.of(title: title)
      label = Label(kind: kind, content: "")
      if kind == .other {
        // A name in bold on its own line heads a stand-up block: "**Bo**". In notes with an
        // author, a word the document names nobody by ("**Career**") is a topic: the
        // author's "I'll" stays the author's.
        label?.person = Label.person(title, state: state).map {
          .init(name: $0.name, isKnown: $0.isKnown || author == nil)
        }
        label?.date = Self.namesAnEarlierMeeting(title) ? nil : state.date(in: title)
      }
    }
    // "Notes", "Discussion:" alone on a line: what follows is discussion again, whatever
    // label came before it ("Agenda" with its numbered topics).
    let opensDiscussion =
      (label == nil || (label?.kind == .other && label?.content.isEmpty == true))
      && !isEmphasized && isShort && SectionKind.isDiscussion(title: reduced)
    if opensDiscussion { label = Label(kind: .other, content: "") }
    // "**Status:** Final · **Review meeting:** Thursday 19 August 2027": a header line whose
    // first field is none of the header's.
    if label == nil, !state.hasContent {
      let more = Self.moreFields(reduced, state: state)
      if !more.isEmpty {
        flushProse(state: &state, into: &out)
        for part in more { applyField(part, state: &state, into: &out) }
        return true
      }
    }
    guard let label else { return false }
    flushProse(state: &state, into: &out)
    state.sectionDue = due
    if label.isHeaderKey {
      applyField(label, state: &state, into: &out)
      // "**Date:** 18 May 2026 · **Notes by:** Oriane Castel": more fields on the line.
      for part in Self.moreFields(reduced, state: state) {
        applyField(part, state: &state, into: &out)
      }
      return true
    }
    if let date = label.date { applyDate(date, level: nil, state: &state, into: &out) }
    closeAttendeeList(state: &state)
    if label.namesOwner {
      // "Point person: Ruth Takahashi - get two more quotes by May 31": the work, theirs.
      // "Responsible: Sabine, book the room": the name set apart by a comma owns the rest.
      let item = Item(label.content)
      if let (names, end) = state.finder.nameRun(item, at: 0), item.isMark(end, ","),
        end + 1 < item.count
      {
        let rest = label.content.utf8.dropFirst(item.tokens[end + 1].start)
        openEntry(
          indent: indent, text: Array(rest), line: line, checkbox: nil, hasMarker: false,
          kind: .actions, state: &state, into: &out)
        stack[stack.count - 1].owners = names
        return true
      }
      openEntry(
        indent: indent, text: Array(label.content.utf8), line: line, checkbox: nil,
        hasMarker: false, kind: .actions, state: &state, into: &out)
      return true
    }
    switch label.kind {
    case .attendees
    where label.content.isEmpty && sections.kind.listsTasks
      && Self.groupLabels.contains(reduced.lowercased().trimming(" :")):
      // "Staff:" under "Follow-up list": whose items follow, not who was there.
      return true
    case .attendees:
      if label.content.isEmpty {
        sections.label(kind: .attendees, person: nil)
        isInNamesParagraph = true
      } else {
        // The list may go on over the next lines.
        openAttendeeList(label.content, state: &state)
      }
      return true
    case .decisions
    where Self.recordsAgreement(reduced) && Self.givesWorkByName(label.content, state: state):
      // "Agreed: Town Engineer to survey the verge by Friday": the work the decision gives.
      openEntry(
        indent: indent, text: Array(label.content.utf8), line: line, checkbox: nil,
        hasMarker: false, kind: .actions, state: &state, into: &out)
      return true
    case .regrets, .decisions, .agenda, .status, .duplicate:
      if label.content.isEmpty { sections.label(kind: label.kind, person: nil) }
      if label.kind == .decisions, label.content.isEmpty {
        isDecisionsList = true
        isAgreementList = Self.recordsAgreement(reduced)
        labelListHasEntries = false
      }
      if label.kind == .regrets, label.content.isEmpty { isInNamesParagraph = true }
      // Those absent are still people the minutes may give work to.
      if label.kind == .regrets { AttendeeList.read(label.content, into: &state) }
      return true
    case .actions, .plans:
      if label.kind == .actions { hasActionsSection = true }
      if label.content.isEmpty {
        isRecap = state.hasContent
        sections.label(
          kind: label.kind,
          person: label.person ?? authorsOwn(reduced, label.kind) ?? Label.requestee(reduced))
        actionsLabelIndent = indent
        isLabelListOpen = true
        labelListHasEntries = false
        sectionUsesMarkers = false
      } else if Self.reviewsNumberedAction(reduced, content: label.content) {
        // "Action 4 (calibration of probes): completed 12/05": where an earlier action
        // stands, under Matters Arising.
        return true
      } else {
        // "Action items: Dana to …; Ikaika to …": one entry per owner.
        for part in Self.actionsOnOneLine(label.content, state: state) {
          openEntry(
            indent: indent, text: Array(part.utf8), line: line, checkbox: nil,
            hasMarker: false, kind: label.kind, state: &state, into: &out)
        }
      }
      return true
    case .other:
      // "From my side:" after "PLEASE ACTION BY …": the reader's list is over.
      if isReaderList, label.person == nil {
        sections.endLabel()
        isReaderList = false
      }
      // "**3\. Kelpie incubation proposal**" after "**2\. Review of open AIs**": the next
      // topic of the minutes, numbered as that one was, not a group of its actions.
      let isNumberedTopic =
        isEmphasized && label.person == nil && Self.opensWithTopicNumber(Array(reduced.utf8))
      if opensDiscussion || isNumberedTopic {
        sections.endLabel()
      } else {
        sections.label(kind: .other, person: label.person)
      }
      return true
    }
  }

  /// Whether a label line reports on an earlier action by its number: "Action 4 (…):
  /// completed", "Action 6: not complete – supplier delay".
  static func reviewsNumberedAction(_ line: String, content: String) -> Bool {
    let item = Item(line)
    guard item.isWord(0, "action"), item.number(1) != nil else { return false }
    let words = content.lowercased().split(whereSeparator: { !$0.isLetter }).prefix(2)
    guard let first = words.first else { return false }
    let word = String(first)
    return ActionWords.openStatuses.contains(word) || ActionWords.doneStatuses.contains(word)
      || ActionWords.droppedStatuses.contains(word) || ["superseded", "discharged"].contains(word)
      || (first == "not" && words.dropFirst().first?.hasPrefix("complete") == true)
  }

  /// Labels that name a group of people: under an actions title, a group of its items.
  static let groupLabels: Set<String> = ["staff", "guests", "observers"]

  /// The title of a minute written in capitals, after its reference if it has one ("A.107
  /// TREE SURVEY", "23/112 APOLOGIES FOR ABSENCE", "FINANCE"); nil for other lines.
  static func minuteTitle(_ fullText: [UInt8]) -> String? {
    guard fullText.count <= 96 else { return nil }
    let text = withoutDoneCount(fullText)
    var start = 0
    // A reference: one word with a digit in it ("A.107", "23/112", "4."), then a space or a
    // tab.
    if let space = text.firstIndex(where: { $0 == 32 || $0 == 9 }),
      text[..<space].contains(where: ByteText.isDigit), !text[..<space].contains(58)
    {
      start = space
    }
    let rest = Array(text[start...]).drop { $0 == 32 || $0 == 9 }
    let title = Array(rest)
    guard title.count >= 3, title.count <= 64 || start > 0,
      isCapitalsTitle(title) || (start > 0 && isMinuteCapitals(ByteText.string(title))),
      title.contains(32) || start > 0 || title.count >= 5
    else { return nil }
    return ByteText.string(title)
  }

  /// A title that ends with when its tasks are due ("PLEASE ACTION BY FRI 10/16", "TO DO
  /// BEFORE 3 DEC"): the title before it and the words of the day; nil for other titles.
  static func deadlineTitle(_ text: String, state: DocumentState) -> (String, String)? {
    guard text.utf8.count <= 64 else { return nil }
    let lower = text.lowercased()
    for key in [" by ", " due ", " before "] {
      guard let range = lower.range(of: key, options: .backwards) else { continue }
      let when = String(text[range.upperBound...]).trimmingWhitespace()
      let head = String(text[..<range.lowerBound]).trimmingWhitespace()
      guard !head.isEmpty, when.split(separator: " ").count <= 4,
        state.date(in: when) != nil || ActionFinder.when(in: "do it" + key + when) != nil
      else { continue }
      return (head, when)
    }
    return nil
  }

  /// A to-do list's title without the count of its done to-dos a project tool prints after
  /// it ("GALLERY 3 BUILD & INSTALL    4/9 completed" is "GALLERY 3 BUILD & INSTALL").
  private static func withoutDoneCount(_ text: [UInt8]) -> [UInt8] {
    var end = text.count
    for word in [" completed", " done"]
    where text.count > word.utf8.count
      && ByteText.hasPrefix(text, word, at: text.count - word.utf8.count)
    {
      end -= word.utf8.count
    }
    guard end < text.count else { return text }
    var index = end
    while index > 0, ByteText.isDigit(text[index - 1]) { index -= 1 }
    guard index < end, index > 1, text[index - 1] == 47 else { return text }
    index -= 1
    let numerator = index
    while index > 0, ByteText.isDigit(text[index - 1]) { index -= 1 }
    guard index < numerator, index > 0, text[index - 1] == 32 || text[index - 1] == 9 else {
      return text
    }
    return Array(text[ByteText.trimmed(text, 0..<index)])
  }

  /// Whether a numbered minute's title is in capitals but for what brackets hold and one
  /// short word that mixes cases: "PROPOSED CHANGES TO MSc MARINE GEOSCIENCE (Paper 4)".
  private static func isMinuteCapitals(_ title: String) -> Bool {
    guard let last = title.last, last != ".", last != ":", last != "?" else { return false }
    let outside = Label.removingBrackets(title)
    let words = outside.split(separator: " ").filter { $0.contains(where: \.isLetter) }
    guard (1...10).contains(words.count) else { return false }
    let mixed = words.filter { $0.contains(where: \.isLowercase) }
    return mixed.count <= 1 && mixed.allSatisfy { $0.count <= 4 && $0.first?.isUppercase == true }
      && words.count > mixed.count
  }

  /// Whether an actions title says it sums up what came before ("Follow-up tasks", "Summary
  /// of actions", "Recap"), whose entries may say again what the notes above said; a plain
  /// "Action items" list after the discussion holds new ones as often.
  static func namesASummary(_ title: String) -> Bool {
    let lower = title.lowercased()
    return ["follow-up", "follow up", "followup", "summary", "recap", "suggested"].contains {
      lower.contains($0)
    }
  }

  /// The actions a label's text holds: split at each semicolon that another owner follows
  /// ("Kim to …", "Ravi will …", "Haruto, Olamide: …").
  static func actionsOnOneLine(_ text: String, state: DocumentState) -> [String] {
    guard text.utf8.contains(59) else { return [text] }
    let parts = text.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
    guard parts.count > 1 else { return [text] }
    var actions = [parts[0]]
    for part in parts.dropFirst() {
      let item = Item(part.trimmingWhitespace())
      if state.finder.named(item, at: 0) != nil || state.finder.ownersBeforeColon(item) != nil {
        actions.append(part.trimmingWhitespace())
      } else {
        actions[actions.count - 1] += ";" + part
      }
    }
    return actions
  }

  /// Whether the whole line is wrapped in emphasis marks: `**Title**`, `*Title:*`, `__T__`.
  private func isEmphasisOnly(_ text: [UInt8]) -> Bool {
    let range = ByteText.trimmed(text, 0..<text.count)
    guard range.count >= 3 else { return false }
    let first = text[range.lowerBound]
    guard first == 42 || first == 95 else { return false }
    var end = range.upperBound
    if text[end - 1] == 58 { end -= 1 }
    return end - range.lowerBound >= 3 && text[end - 1] == first
  }

  /// Applies a meeting date; when it starts a new meeting, everything open is given out first.
  mutating func applyDate(
    _ date: LocalDate, level: Int?, state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    let effect = state.effect(of: date, level: level)
    if case .newMeeting = effect {
      closeAll(state: &state, into: &out)
      flushProse(state: &state, into: &out)
      hasActionsSection = false
      hasMarkedItems = false
    }
    state.apply(effect, date: date, level: level)
    meeting = state.meeting
  }

  /// Whether a field's value is who, then what they do: "Ruth Takahashi - get two more
  /// quotes", "Bo Chen: draft the letter", "Finance circle to send the reminders", "Sabine,
  /// book the room".
  ///
  /// The field says an owner comes first, so after a dash the work may open with any verb
  /// that asks ("register the trainers"); after "to", "will" or a comma, with a task's verb.
  static func namesOwnerThenWork(_ text: String, state: DocumentState) -> Bool {
    let item = Item(text)
    guard let (_, end) = state.finder.nameRun(item, at: 0), end < item.count else {
      return false
    }
    let isDash = ["-", "–", "—", ":"].contains(where: { item.isMark(end, $0) })
    guard
      isDash || item.isWord(end, "will") || item.isWord(end, "to") || item.isMark(end, ",")
    else { return false }
    guard let verb = item.word(end + 1) else { return false }
    if TaskVerbs.all.contains(verb) { return true }
    return isDash && end + 2 < item.count && !item.tokens[end + 1].isCapitalized
      && state.finder.isVerbLike(item, end + 1) && state.finder.asksWithVerb(item, end + 1)
  }

  /// Whether a short line names a group that can own work: up to four words, capitalised,
  /// ending in a group noun, not opening with a task's verb ("Grounds circle", "Finance
  /// team", "Events subcommittee"; not "Email the team").
  static func isGroupHeading(_ text: String) -> Bool {
    let words = text.split(separator: " ")
    guard (2...4).contains(words.count), let first = words.first?.unicodeScalars.first,
      first.properties.isUppercase, NameGrammar.isGroup(text),
      !TaskVerbs.all.contains(words[0].lowercased()),
      !text.contains(where: { ":.,;!?".contains($0) })
    else { return false }
    return true
  }

  // MARK: - Front matter

  /// Reads a field of YAML front matter: the attendees (`attendees: Ana, Bo` or a list under
  /// `attendees:`) and the meeting's date (`date:`, `title:`).
  mutating func readField(
    key: String, value: String, isListItem: Bool, line: Int, state: inout DocumentState,
    into out: inout [DocumentItem]
  ) {
    // "action_items:" and under it "- who: Arjun", "what: Move the scraper", "when: Friday":
    // a list of tasks as records, each read as a row of an actions table.
    if let dot = key.firstIndex(of: "."), Self.recordListKeys.contains(String(key[..<dot])) {
      if isListItem {
        giveRecord(state: &state, into: &out)
        record = ([:], line)
      }
      record?.fields[String(key[key.index(after: dot)...])] = value
      return
    }
    let isAttendees = ["attendees", "participants", "present", "people"].contains(key)
    // "author: Nadia Rahman" (front matter, Org's "#+AUTHOR:"): whose "I'll" the notes hold.
    if key == "author", author == nil, !value.isEmpty {
      author = AttendeeList.names(in: value).first ?? value
      return
    }
    if isListItem {
      // "- Dmitri Volkov (@dmitri-v)": the person, known by the handle too.
      if isAttendees { AttendeeList.read(value, into: &state) }
    } else if isAttendees {
      if !value.isEmpty { AttendeeList.read(value, into: &state) }
    } else if ["date", "title", "meeting", "meeting_date", "meeting-date"].contains(key),
      let date = state.date(in: value)
    {
      let effect = state.effect(of: date, level: nil)
      state.apply(effect, date: date, level: nil)
    }
  }

  /// Front matter keys whose lists hold tasks as records.
  private static let recordListKeys: Set<String> = [
    "action_items", "actions", "action-items", "tasks", "todos", "follow_ups", "next_steps",
  ]

  /// Gives the task of the front matter record read so far, if any.
  mutating func giveRecord(state: inout DocumentState, into out: inout [DocumentItem]) {
    guard let (fields, line) = record else { return }
    record = nil
    func first(_ keys: [String]) -> String { keys.lazy.compactMap { fields[$0] }.first ?? "" }
    let cells = [
      first(["what", "task", "action", "title", "text", "item"]),
      first(["who", "owner", "owners", "assignee", "assignees"]),
      first(["when", "due", "deadline", "by", "due_date"]),
    ]
    var reader = TableReader(header: ["Action", "Owner", "Due"])
    reader.roles = TableReader.roles(of: reader.header)
    guard !cells[0].isEmpty,
      var item = reader.item(cells, line: line, kind: .actions, owner: nil, state: state)
    else { return }
    item.line = line
    state.emit(item, isRecap: false, into: &out)
  }

  // MARK: - Tables

  mutating func readTableRow(
    _ cells: [String], place: NotesBlockReader.TablePlace, line: Int,
    state: inout DocumentState, into out: inout [DocumentItem]
  ) {
    if place == .namedHeader {
      var reader = TableReader(header: cells)
      reader.roles = TableReader.roles(of: cells)
      // Only a table aligned with spaces has rows that go on over the next lines.
      reader.isAligned = blocks.isAlignedTable
      table = reader
      // "Apologies:" and its names, then "Item  Description  Action": the names are over.
      let roles = reader.roles ?? []
      if sections.isFromLabel, sections.kind == .attendees || sections.kind == .regrets,
        roles.contains(.text), roles.contains(.owner) || roles.contains(.due)
      {
        sections.endLabel()
      }
      return
    }
    guard place != .header, var reader = table else {
      table = TableReader(header: cells)
      return
    }
    defer { table = reader }
    if place == .separator {
      reader.roles = TableReader.roles(of: reader.header)
      return
    }
    if reader.roles == nil { reader.roles = [] }
    let kind = sections.kind
    if kind == .attendees || kind == .regrets {
      // "| Name | Organisation | Role |" under "Participants": people, with their roles.
      if let person = reader.person(in: cells) { AttendeeList.read(person, into: &state) }
      return
    }
    // "| **Recorded by** | Chiara Benedetti |" under an empty header: a form's fields.
    if cells.count == 2, reader.header.allSatisfy({ $0.trimmingWhitespace().isEmpty }) {
      let key = InlineMarkdown.reduced(cells[0]).trimmingWhitespace().lowercased()
        .trimming(":")
      let value = InlineMarkdown.reduced(cells[1]).trimmingWhitespace()
      if Label.authorKeys.contains(key), author == nil, Label.isFullName(value) {
        author = value
        return
      }
      if key == "date" || key == "attendees" || key == "present" {
        readField(key: key, value: value, isListItem: false, line: line, state: &state, into: &out)
        return
      }
    }
    if let column = reader.notesColumn {
      if column < cells.count {
        readDiscussion(cells[column], line: line, state: &state, into: &out)
      }
      return
    }
    guard
      var item = reader.item(
        cells, line: line, kind: kind, owner: sections.owner(for: kind), state: state)
    else { return }
    item.line = line
    // An actions table after the meeting gave its tasks out says some of them again.
    state.emit(item, isRecap: isRecap && kind.listsTasks, into: &out)
  }
}
