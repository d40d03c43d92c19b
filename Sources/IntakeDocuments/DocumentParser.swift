import Foundation
import IntakeCore
import IntakeParsing

/// A task found in a document: the draft, its source, and the key that makes re-imports
/// idempotent.
public struct DocumentDraft: Sendable {
  public var draft: TaskDraft
  /// Where it came from; `line` and `text` are always set.
  public var source: TaskSource
  /// A checked checkbox: stored as done with `--include-done`, else skipped.
  public var isDone: Bool
  /// Names the meeting the item belongs to ("2026-03-02-planning.md#0"), so identical wording
  /// in two meetings of one file stays two tasks.
  public var meetingKey: String
  /// How sure the reader is that this is a task (0…1): the item's confidence, a little more
  /// when it carries a due date.
  public var confidence: Double
  /// Whether the AI's read of the whole document found it, not the rules.
  public var isAIFound = false

  /// The 1-based line the item starts on.
  public var line: Int { source.line ?? 0 }

  /// The item as written, marker stripped: what the content hash is taken of.
  public var itemText: String { source.text ?? "" }
}

/// Reads a document line by line into task drafts: the Segmenter finds the items, the
/// TaskParser reads each one against the meeting's date and the team plus the attendees.
///
/// Relative dates ("by Friday") are read against the meeting: the date its item's meeting
/// header gives, else the document header, else the file name, else the file's date, else
/// the base context's now. The speaker of "I'll …" and the addressee of "can you …" own an
/// item whose text names no owner. Memory follows the drafts returned, not the input size.
public struct DocumentParser: Sendable {
  /// The confidence an item needs to be imported unless `--min-confidence` says otherwise:
  /// the threshold that gives the best F1 over the corpus documents (corpora/README.md).
  public static let defaultMinimumConfidence = 0.0

  private var segmenter: Segmenter
  private let base: ParsingContext
  private let fileName: String?
  private let fallbackDate: LocalDate?
  private let meetingDateOverride: LocalDate?
  /// The team plus the attendees read so far: extended when attendees are added, rebuilt
  /// when the document changes those already read or their other names.
  private var roster: Roster
  /// The attendees on `roster`, their number of other names, and their names in lower case.
  private var rosterAttendees: [String] = []
  private var rosterAliasCount = 0
  private var rosterNames: Set<String> = []

  /// - Parameters:
  ///   - base: The reference instant, zone, date order and team.
  ///   - fileName: The document's name as given (nil for stdin); its extension helps detect
  ///     the format and a date in it can date the meeting.
  ///   - fileDate: The file's own date (its modification day), the last resort before `base`.
  ///   - meetingDate: `--meeting-date`: beats everything the document says.
  ///   - format: Forces a format; nil detects it.
  public init(
    base: ParsingContext, fileName: String?, fileDate: LocalDate? = nil,
    meetingDate: LocalDate? = nil, format: DocumentFormat? = nil
  ) {
    self.segmenter = Segmenter(
      format: format, fileName: fileName, dateOrder: base.dateOrder, today: base.today)
    self.base = base
    self.fileName = fileName
    self.fallbackDate = fileName.flatMap { Segmenter.date(fromFileName: $0) } ?? fileDate
    self.meetingDateOverride = meetingDate
    self.roster = base.roster
    self.rosterNames = Set(base.roster.members.map { $0.name.lowercased() })
  }

  /// The format detected (or forced).
  public var format: DocumentFormat { segmenter.format }

  /// What the document has said about itself so far.
  public var header: DocumentHeader { segmenter.header }

  /// Whether the action finder skips the sentences its prefilter rules out (see
  /// `ActionFinder.isPrefiltered`); only tests turn it off.
  var isPrefiltered: Bool {
    get { segmenter.isPrefiltered }
    set { segmenter.isPrefiltered = newValue }
  }

  /// Drafts for the items this line completes.
  public mutating func feed(_ line: Substring) -> [DocumentDraft] {
    let items = segmenter.feed(line)
    guard !items.isEmpty else { return [] }
    var drafts: [DocumentDraft] = []
    for item in items { drafts.append(Self.draft(found(item), base: base, fileName: fileName)) }
    return drafts
  }

  /// Drafts for the items still open at the end of the input.
  public mutating func finish() -> [DocumentDraft] {
    var drafts: [DocumentDraft] = []
    for item in segmenter.finish() {
      drafts.append(Self.draft(found(item), base: base, fileName: fileName))
    }
    return drafts
  }

  /// An item the reader completed, with all that drafting it needs from the document as it
  /// stood then (the meeting's date, the team plus the attendees, the names given in full), so
  /// it can be drafted apart from the reading, on another thread.
  public struct Found: Sendable {
    let item: DocumentItem
    let roster: Roster
    let meetingDate: LocalDate?
    let dateOrder: DateOrder
    let mentioned: [String]
  }

  /// The items this line completes, to be drafted by `draft(_:)`: `feed` in two halves.
  public mutating func items(_ line: Substring) -> [Found] {
    let items = segmenter.feed(line)
    guard !items.isEmpty else { return [] }
    return items.map { found($0) }
  }

  /// The items still open at the end of the input, to be drafted by `draft(_:)`.
  public mutating func finishItems() -> [Found] {
    segmenter.finish().map { found($0) }
  }

  /// The draft of an item found by `items(_:)` or `finishItems()`.
  public func draft(_ found: Found) -> DocumentDraft {
    Self.draft(found, base: base, fileName: fileName)
  }

  /// Drafts for a whole text (tests and small inputs).
  public static func parse(
    _ text: String, base: ParsingContext, fileName: String? = nil, meetingDate: LocalDate? = nil
  ) -> [DocumentDraft] {
    var parser = DocumentParser(base: base, fileName: fileName, meetingDate: meetingDate)
    var drafts: [DocumentDraft] = []
    // Split on the byte, not the Character: "\r\n" is one Character and would never split.
    for line in text.utf8.split(separator: 10, omittingEmptySubsequences: false) {
      drafts += parser.feed(Substring(line))
    }
    return drafts + parser.finish()
  }

  /// Drafts for a spoken message to one listener (a voicemail): one caller's turn, in which
  /// "can you …", "please …" and commands are the listener's tasks; the caller's own "I'll …"
  /// is not, and is left out.
  ///
  /// - Parameters:
  ///   - text: What the caller said, on one line or several.
  ///   - base: The reference instant, zone, date order and team.
  ///   - caller: The caller's name when known; their "I'll" tasks are owned by it.
  /// - Returns: The drafts, in the order they were said.
  public static func message(_ text: String, base: ParsingContext, caller: String = "Caller")
    -> [DocumentDraft]
  {
    var parser = DocumentParser(base: base, fileName: nil, format: .speakerLines)
    parser.segmenter.isMessage = true
    let words = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    let drafts = parser.feed(Substring("\(caller): " + words)) + parser.finish()
    return drafts.filter { !$0.draft.owners.contains(caller) }
  }

  /// Drafts for text piped to `intake add -`: every line, bullet, numbered item or
  /// checkbox is one item (LineItems); meeting dates and attendees do not apply.
  public static func lines(_ text: String, base: ParsingContext) -> [DocumentDraft] {
    LineItems.split(text).map { item in
      draft(
        item, base: base, roster: base.roster, meetingDate: nil, fileName: nil)
    }
  }

  /// A draft for an item found outside the rules (the AI's read of the document), read as
  /// the document's own items are: against its meeting date, with its attendees on the roster.
  public mutating func draft(for item: DocumentItem) -> DocumentDraft {
    draft(found(item))
  }

  // MARK: - One item

  /// The item with what the document has said by now.
  private mutating func found(_ item: DocumentItem) -> Found {
    let header = segmenter.header
    let aliasCount = header.aliases.values.reduce(0) { $0 + $1.count }
    if header.attendees.count != rosterAttendees.count || aliasCount != rosterAliasCount {
      if aliasCount != rosterAliasCount || !header.attendees.starts(with: rosterAttendees) {
        roster = base.roster
        rosterNames = Set(roster.members.map { $0.name.lowercased() })
        rosterAttendees = []
      }
      for name in header.attendees.dropFirst(rosterAttendees.count) {
        addAttendee(name, aliases: header.aliases[name] ?? [])
      }
      rosterAttendees = header.attendees
      rosterAliasCount = aliasCount
    }
    let meetingDate = meetingDateOverride ?? item.meetingDate ?? header.meetingDate ?? fallbackDate
    // "Mon 7/12" in minutes dated "23/11/2026" is the 7th of December.
    let dateOrder =
      base.isDateOrderChosen
      ? base.dateOrder : header.dateOrder ?? header.writtenDateOrder ?? base.dateOrder
    return Found(
      item: item, roster: roster, meetingDate: meetingDate, dateOrder: dateOrder,
      mentioned: header.mentioned)
  }

  private static func draft(_ found: Found, base: ParsingContext, fileName: String?)
    -> DocumentDraft
  {
    draft(
      found.item, base: base, roster: found.roster, meetingDate: found.meetingDate,
      dateOrder: found.dateOrder, fileName: fileName, mentioned: found.mentioned)
  }

  private static func draft(
    _ item: DocumentItem, base: ParsingContext, roster: Roster, meetingDate: LocalDate?,
    dateOrder: DateOrder? = nil, fileName: String?, mentioned: [String] = []
  ) -> DocumentDraft {
    var context: ParsingContext
    if let meetingDate {
      // A chat message is read at the time it was sent: "at 9" said at 23:52 is tomorrow's.
      context = ParsingContext(
        localDate: meetingDate, time: item.messageTime ?? .midnight, timeZone: base.timeZone,
        dateOrder: dateOrder ?? base.dateOrder, roster: roster, dayParts: base.dayParts)
      context.isDateOrderChosen = base.isDateOrderChosen
      context.timeZoneName = base.timeZoneName
    } else {
      context = base
      context.roster = roster
      context.dateOrder = dateOrder ?? base.dateOrder
    }
    context.timeZoneName = base.timeZoneName
    // In notes "--" is a dash, not the end of the fields.
    context.stopsAtDoubleDash = false
    context.readsDelegations = !item.isOwnUndertaking && !item.isAddressedAsk
    var draft = TaskParser(context: context).parse(item.text)
    // "please put up a status page entry now": done during the meeting, whose clock the
    // document does not give; no deadline.
    let dueRules = draft.sources.filter { $0.field == .dueDate }.map(\.rule)
    if item.messageTime == nil, !dueRules.isEmpty, dueRules.allSatisfy({ $0 == "now" }) {
      draft.dueDate = nil
      draft.dueTime = nil
      draft.sources.removeAll { $0.field == .dueDate || $0.field == .dueTime }
    }
    if item.ownersAreTagged, !item.impliedOwners.isEmpty {
      draft.owners = []
      draft.diagnostics.removeAll { $0.kind == .unknownAssignee }
    }
    if draft.owners.isEmpty, !item.impliedOwners.isEmpty {
      for name in item.impliedOwners {
        let member = roster.member(named: name)
        let resolved = member?.name ?? name
        if !draft.owners.contains(resolved) { draft.owners.append(resolved) }
        if member == nil {
          draft.diagnostics.append(
            Diagnostic(
              kind: .unknownAssignee,
              message: "\(name) is not on the team; kept as written (add them with "
                + "intake team add \"\(name)\")", span: name))
        }
      }
      draft.assignedTo = draft.owners.first
    }
    Self.resolveOwners(&draft, roster: roster, team: base.roster, mentioned: mentioned)
    if let context = item.context { draft.text += " (re: " + Self.shortened(context) + ")" }
    draft.subtasks = item.subtasks.map { Subtask(text: $0) }
    let source = TaskSource(
      file: fileName, line: item.line, speaker: item.speaker, timestamp: item.timestamp,
      text: item.text)
    let key =
      (fileName.map { ($0 as NSString).lastPathComponent } ?? "stdin")
      + "#\(item.meeting)" + (item.meetingDate.map { "@\($0)" } ?? "")
    let confidence = min(1, item.confidence + (draft.dueDate == nil ? 0 : 0.1))
    return DocumentDraft(
      draft: draft, source: source, isDone: item.isDone, meetingKey: key, confidence: confidence)
  }

  /// Minutes name people by surname ("Cllr Pemberton to …", "PCSO Brandt to …"), by role
  /// and surname ("Chief Brooks"), by first name, by the first words of a longer name ("Hui
  /// Min") or by initials ("TW"): an owner that is nobody's name but means exactly one person
  /// the team or the document knows, or names in full somewhere in its text
  /// (`DocumentHeader.mentioned`), is that person.
  private static func resolveOwners(
    _ draft: inout TaskDraft, roster: Roster, team: Roster, mentioned: [String]
  ) {
    guard !draft.owners.isEmpty, !roster.isEmpty || !mentioned.isEmpty else { return }
    var changed = false
    // "Ms Hadley", a transcript's speaker label, joins the roster as written; the title
    // says it is the surname of someone the document may name in full. "Sofia" on an
    // attendees line of first names is the "Sofia Almeida" the chat below it names.
    for (index, owner) in draft.owners.enumerated()
    where roster.member(named: owner) == nil || Self.opensWithTitle(owner)
      || !owner.contains(ascii: " ") && team.member(named: owner) == nil
    {
      guard let name = person(meant: owner, roster: roster, mentioned: mentioned),
        !draft.owners.contains(name)
      else { continue }
      draft.owners[index] = name
      draft.diagnostics.removeAll { $0.kind == .unknownAssignee && $0.span == owner }
      changed = true
    }
    if changed { draft.assignedTo = draft.owners.first }
  }

  /// Whether a name is a title and one more word.
  ///
  /// "Ms Hadley", "Dr. Shah", "Senator Oduya".
  private static func opensWithTitle(_ name: String) -> Bool {
    let words = name.split(separator: " ")
    guard words.count == 2, let first = words.first else { return false }
    let title = first.lowercased().trimming(".")
    return NameWords.titles.contains(title) || AttendeeList.isRoleWord(title)
  }

  /// The one person an owner as written means, or nil (see `resolveOwners`).
  private static func person(meant owner: String, roster: Roster, mentioned: [String]) -> String? {
    var words = owner.split(separator: " ").map(String.init)
    // "the superintendent": the office, which the document may have given a person.
    if words.count == 2, words[0].lowercased() == "the",
      let member = roster.member(named: words[1])
    {
      return member.name
    }
    // "Deputy Chief Burke", "Vice President Kwon", "District Cllr Alan Forsyth".
    while words.count > 1, Mentions.isTitleOrRole(words[0]) { words.removeFirst() }
    let stripped = words.joined(separator: " ")
    if stripped != owner, let member = roster.member(named: stripped) { return member.name }
    // A speaker label "Ms Hadley" is no full name to resolve to.
    let names = (roster.members.map(\.name) + mentioned).filter { !opensWithTitle($0) }
    func unique(_ test: (String) -> Bool) -> String? {
      var found: String?
      for name in names where test(name) {
        if let found, found.lowercased() != name.lowercased() { return nil }
        found = name
      }
      return found
    }
    let key = stripped.lowercased()
    // "G. Whitfield": the one person of that surname whose name starts with that letter.
    if words.count == 2, words[0].utf8.count == 2, words[0].hasSuffix("."),
      let initial = words[0].first
    {
      let surname = words[1].lowercased()
      return unique { name in
        name.contains(ascii: " ") && name.first == initial
          && name.split(separator: " ").last?.lowercased() == surname
      }
    }
    if words.count == 1 {
      // "TW to write up …" when the document names Tomasz Wierzbicki: initials in capitals
      // are the one person whose name's first letters they are.
      if (2...4).contains(stripped.utf8.count), stripped.utf8.allSatisfy({ $0 >= 65 && $0 <= 90 }) {
        // A body's letters ("CRA") stay as the document writes them.
        return unique {
          $0.contains(ascii: " ") && Self.initials(of: $0) == stripped
            && !AttendeeList.isOrganisation($0)
        }
      }
      // The surname of exactly one person, or else the first name.
      if let name = unique({ name in
        name.contains(ascii: " ") && name.split(separator: " ").last?.lowercased() == key
      }) {
        return name
      }
      return unique { name in
        name.contains(ascii: " ") && name.split(separator: " ").first?.lowercased() == key
      }
    }
    // "District Cllr Alan Forsyth" is Alan Forsyth; "Hui Min" is Hui Min Tan, even when the
    // text also names "Hui Min" alone.
    if let name = unique({ $0.lowercased().hasPrefix(key + " ") }) { return name }
    return unique { $0.lowercased() == key }
  }

  /// A sentence said before a task, as its title keeps it.
  ///
  /// Without its closing full stop, cut after about eighty characters at a word.
  static func shortened(_ sentence: String) -> String {
    var text = sentence.trimmingWhitespace()
    while let last = text.last, last == "." || last == "!" { text.removeLast() }
    guard text.count > 80 else { return text }
    let cut = text.prefix(80)
    return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
  }

  /// The first letter of each word of a name, in capitals: "Tomasz Wierzbicki" is "TW",
  /// "Joon-ho Park" "JP".
  static func initials(of name: String) -> String {
    String(name.split(separator: " ").compactMap(\.first).map { Character($0.uppercased()) })
  }

  /// Puts an attendee on the roster unless the team has them or the roster has the name.
  private mutating func addAttendee(_ name: String, aliases: [String]) {
    guard base.roster.member(named: name) == nil else { return }
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, rosterNames.insert(trimmed.lowercased()).inserted else { return }
    roster.append(TeamMember(name: trimmed, aliases: aliases))
  }
}
