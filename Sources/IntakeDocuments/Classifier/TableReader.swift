import IntakeParsing

/// Reads a Markdown table of actions: `| Action | Owner | Due |` rows become items whose
/// owner column gives their owners and whose due column is said after the text ("by Friday").
///
/// A table is a task list when it stands under an actions section or its header names an
/// owner or due column beside a task column; elsewhere (a decisions table, a budget) its
/// rows are left alone. A discussion table (a notes column and no action column: `| Time |
/// Item | Who | Notes |`) lists topics, not tasks; its notes are read as prose, for the
/// commitments written there.
struct TableReader: Sendable {
  /// What a column holds.
  enum Role: Sendable, Equatable {
    case text
    case owner
    case due
    case status
    /// What was said about a topic: "Notes", "Discussion", "Outcome".
    case notes
    case other
  }

  var header: [String]
  /// Nil until the separator row (`|---|---|`) confirms the header.
  var roles: [Role]?
  /// Whether the table is aligned with spaces, whose rows may go on over the next lines.
  var isAligned = false

  init(header: [String]) {
    self.header = header
  }

  /// The person a row of an attendees table names, as an attendees line writes them.
  ///
  /// "Jun Hasegawa (Editor, Part 1)": the name is in the column headed "Name" (or the
  /// first), the role in the one headed "Role", if any.
  func person(in cells: [String]) -> String? {
    func column(_ titles: Set<String>) -> Int? {
      header.firstIndex { titles.contains(SectionKind.words($0).joined(separator: " ")) }
    }
    func cell(_ titles: Set<String>) -> String? {
      guard let index = column(titles), index < cells.count, !cells[index].isEmpty else {
        return nil
      }
      return cells[index]
    }
    let name = column(["name", "participant", "attendee", "member", "person", "who"]) ?? 0
    guard name < cells.count, !cells[name].isEmpty else { return nil }
    // "| Marek Svoboda | MSV | Gridwise |", "| Joon-ho Park | jhpark |": the letters and the
    // handle the notes call them by, in brackets as an attendees line writes them.
    var brackets: [String] = []
    if let letters = cell(["abbreviation", "abbr", "initials", "abbrev"]) {
      brackets.append(letters)
    }
    if let handle = cell(["handle", "github", "username", "user", "nick", "irc", "slack"]) {
      brackets.append(handle.hasPrefix("@") ? handle : "@" + handle)
    }
    if let role = cell(["role", "position", "title", "function"]) {
      // "Principal Investigator (PI)": the short form is another part, not a bracket inside
      // a bracket.
      brackets.append(
        role.replacingOccurrences(of: " (", with: ", ").replacingOccurrences(of: ")", with: ""))
    }
    return brackets.isEmpty
      ? cells[name] : cells[name] + " (" + brackets.joined(separator: ", ") + ")"
  }

  /// Whether a cell holds two words of letters or more, not an id ("40-3", "#12").
  static func holdsWords(_ cell: String) -> Bool {
    cell.split(separator: " ").filter { word in word.contains { $0.isLetter } }.count >= 2
  }

  static func roles(of header: [String]) -> [Role] {
    let titles = header.map { SectionKind.words($0).joined(separator: " ") }
    var roles: [Role] = titles.map { words in
      if textHeaders.contains(words) { return .text }
      if ownerHeaders.contains(words) { return .owner }
      if dueHeaders.contains(words) { return .due }
      if statusHeaders.contains(words) { return .status }
      if notesHeaders.contains(words) { return .notes }
      return .other
    }
    // "Item | Description | Action" in typed minutes: the description is the minute and the
    // action column says who acts on it, in initials.
    if !roles.contains(.owner), let action = titles.lastIndex(where: actionByHeaders.contains),
      let minute = titles.firstIndex(where: minuteHeaders.contains), minute < action
    {
      for (column, words) in titles.enumerated() where column != minute {
        if column == action {
          roles[column] = .owner
        } else if roles[column] == .text || itemHeaders.contains(words) {
          roles[column] = .other
        }
      }
      roles[minute] = .text
    } else if !roles.contains(.owner),
      let column = titles.firstIndex(where: ["action by", "action owner", "actioned by"].contains)
    {
      // "Ref | Action | Action by | Due": the tasks have a column of their own.
      roles[column] = .owner
    }
    // "Time | What | Where | Lead": an event's schedule, each row a slot of the day and who
    // leads it, not work to do.
    if titles.contains(where: { ["time", "slot", "start"].contains($0) }),
      let text = roles.firstIndex(of: .text),
      ["what", "activity", "item", "items"].contains(titles[text])
    {
      roles[text] = .other
    }
    // "Responsible Agency | Point of Contact": the person owns the row, the agency is where
    // they work.
    let owners = roles.indices.filter { roles[$0] == .owner }
    if owners.count > 1,
      let person = owners.first(where: { personOwnerHeaders.contains(titles[$0]) })
    {
      for column in owners where column != person { roles[column] = .other }
    }
    // "ID | Summary | Assignee | Status / next step": a tracker's rows, whose next step is
    // the task.
    for (column, words) in titles.enumerated()
    where roles[column] == .other && words.contains("next step") && !roles.contains(.text) {
      roles[column] = .text
    }
    return roles
  }

  /// The cell that names what a tracker's row is about, when the task is its next step: the
  /// "Summary" or "Title" beside "Status / next step"; nil for other tables.
  private func subject(of cells: [String], textColumn: Int) -> String? {
    let titles = header.map { SectionKind.words($0).joined(separator: " ") }
    guard textColumn < titles.count, titles[textColumn].contains("next step"),
      let column = titles.firstIndex(where: { ["summary", "title", "issue"].contains($0) }),
      column < cells.count
    else { return nil }
    let value = InlineMarkdown.reduced(cells[column]).trimmingWhitespace()
    return value.isEmpty ? nil : value
  }

  /// Whether the action column of the table says who acts ("Item | Description | Action"),
  /// so a row without anyone in it is a minute, not an action.
  var actsByOwnerColumn: Bool {
    let titles = header.map { SectionKind.words($0).joined(separator: " ") }
    guard let roles, let owner = roles.firstIndex(of: .owner) else { return false }
    return Self.actionByHeaders.contains(titles[owner])
  }

  private static let actionByHeaders: Set<String> = [
    "action", "actions", "action by", "action owner", "by",
  ]
  private static let minuteHeaders: Set<String> = [
    "description", "minute", "minutes", "discussion", "details", "notes", "item description",
    "subject",
  ]
  private static let itemHeaders: Set<String> = ["item", "items", "no", "ref", "number", "item no"]

  /// What an owner column of typed minutes holds when no one acts: "-", "Note", "Info".
  private static let noOwner: Set<String> = [
    "", "-", "–", "—", "note", "noted", "info", "n/a", "na", "none", "nil",
  ]

  /// The column of a discussion table whose cells are prose, or nil for any other table.
  var notesColumn: Int? {
    guard let roles, let column = roles.firstIndex(of: .notes) else { return nil }
    let isActions = header.contains { cell in
      let words = SectionKind.words(cell).joined(separator: " ")
      return Self.actionHeaders.contains(words) || words.contains("next step")
    }
    return isActions ? nil : column
  }

  /// Headers that make a column the tasks themselves, whatever else the table holds.
  private static let actionHeaders: Set<String> = [
    "action", "action item", "action items", "actions", "task", "tasks", "todo", "to do",
    "to-do", "next step", "next steps", "follow-up", "follow up", "ai",
  ]
  private static let notesHeaders: Set<String> = [
    "notes", "note", "discussion", "comments", "comment", "summary", "details", "minutes",
    "remarks", "discussion notes",
    // A log's "TIME | ENTRY": what happened, and what was asked, in words.
    "entry", "entries", "log entry", "event", "events",
  ]

  private static let textHeaders: Set<String> = [
    "action", "action item", "action items", "actions", "task", "tasks", "item", "items",
    "todo", "to do", "to-do", "description", "what", "title", "next step", "next steps",
    "follow-up", "follow up", "ai", "deliverable", "activity", "corrective action",
    "corrective actions", "improvement action", "improvement actions", "recommended action",
    "recommended actions", "remedial action",
    // An audit's findings table: what management agreed to do about each finding.
    "management response", "management responses", "management action", "management actions",
    "agreed action", "agreed actions", "agreed management action", "agreed management actions",
  ]
  private static let ownerHeaders: Set<String> = [
    "owner", "owners", "assignee", "assignees", "assigned to", "assigned", "who",
    "responsible", "person", "lead", "by whom", "driver", "dri", "name", "officer",
    "lead officer", "responsible officer", "responsibility", "responsible org",
    "responsible organisation", "responsible organization", "responsible party",
    "responsible agency", "point of contact", "poc", "contact", "action officer", "accountable",
  ]
  /// Owner columns that name a person, which win over a column of agencies or departments
  /// in the same table ("Responsible Agency | Point of Contact").
  private static let personOwnerHeaders: Set<String> = [
    "owner", "owners", "assignee", "assignees", "assigned to", "person", "lead", "name",
    "point of contact", "poc", "contact", "action officer", "lead officer", "responsible officer",
  ]
  private static let dueHeaders: Set<String> = [
    "due", "due date", "deadline", "when", "date", "target", "target date", "by", "eta",
    "by when", "completion date", "target completion", "target completion date", "due by",
    "completion", "estimated completion",
  ]
  /// "Outcome" of a backlog review says what became of each row: pulled in, shipped, left.
  private static let statusHeaders: Set<String> = [
    "status", "done", "state", "complete", "completed", "progress", "outcome", "outcomes",
    "resolution",
  ]

  /// The item a data row gives, or nil.
  func item(
    _ cells: [String], line: Int, kind: SectionKind, owner: String?, state: DocumentState
  ) -> DocumentItem? {
    let roles = roles ?? []
    guard kind == .actions || kind == .plans || kind == .other else { return nil }
    let isTaskTable = roles.contains(.text) && (roles.contains(.owner) || roles.contains(.due))
    guard kind.listsTasks || isTaskTable else { return nil }
    // "| Action | Owner | Description |" with ids in the first: the task is the column that
    // holds words.
    if actsByOwnerColumn, let column = roles.firstIndex(of: .owner),
      Self.noOwner.contains(column < cells.count ? cells[column].lowercased() : "")
    {
      return nil
    }
    // "| … Risk accepted … | n/a | n/a |": nobody is to do anything by any day.
    if let ownerColumn = roles.firstIndex(of: .owner), let dueColumn = roles.firstIndex(of: .due),
      ownerColumn < cells.count, dueColumn < cells.count,
      ["n/a", "na", "none"].contains(cells[ownerColumn].lowercased().trimmingWhitespace()),
      Self.noOwner.contains(cells[dueColumn].lowercased().trimmingWhitespace())
    {
      return nil
    }
    let textColumns = roles.indices.filter { roles[$0] == .text && $0 < cells.count }
    let textColumn = textColumns.first { Self.holdsWords(cells[$0]) } ?? textColumns.first ?? 0
    guard textColumn < cells.count else { return nil }
    func cell(_ role: Role) -> String? {
      guard let column = roles.firstIndex(of: role), column < cells.count else { return nil }
      let value = InlineMarkdown.reduced(cells[column])
      // A due date may be digits only ("2027-01-04", "3/2"); in words it must say when
      // ("Friday", "end of March"), not "ongoing" or "TBD".
      if role == .due {
        return value.contains(where: \.isNumber) || ActionFinder.when(in: value) != nil
          ? value : nil
      }
      return ActionFinder.isEmptyTask(value) ? nil : value
    }
    let written = Array(cells[textColumn].utf8)
    let (reduced, isStruck) = InlineMarkdown.reduce(written, 0..<written.count)
    var bytes = reduced
    var isDone = isStruck
    var hasCheckbox = false
    if let (checkbox, after) = NotesLine.checkbox(bytes, at: 0) {
      hasCheckbox = true
      if checkbox == .dropped { return nil }
      isDone = isDone || checkbox == .done
      bytes = Array(bytes[after...])
    }
    guard let task = state.finder.cleanTask(ByteText.string(bytes), speaker: owner),
      task.status != .dropped
    else { return nil }
    // "Fixed in 4.2.3, advisory published. Closed.": a status and next step column that
    // says the row is finished.
    if header.indices.contains(textColumn),
      SectionKind.words(header[textColumn]).contains("status"),
      ByteText.string(bytes).split(separator: ".").contains(where: {
        let status = Self.status(of: String($0))
        return status == .done || status == .dropped
      })
    {
      return nil
    }
    var text = task.text
    if let subject = subject(of: cells, textColumn: textColumn) {
      text += " (" + subject + ")"
    }
    // "Agreed. Dormant suppliers will be blocked …": a management response opens by
    // accepting the finding; the work is what follows.
    for opening in Self.responseOpenings where text.lowercased().hasPrefix(opening + ". ") {
      text = String(text.dropFirst(opening.count + 2)).trimmingWhitespace()
      break
    }
    // "| Put up the rail | Sione | Done |", "COMPLETE 9/17": a due column that says the
    // task is finished.
    if let column = roles.firstIndex(of: .due), column < cells.count,
      Self.status(of: cells[column]) == .done
    {
      guard hasCheckbox else { return nil }
      isDone = true
    }
    if let due = cell(.due) {
      let lower = due.lowercased()
      let hasPreposition = ["by ", "before ", "due ", "on ", "until ", "in "].contains {
        lower.hasPrefix($0)
      }
      // "2 wks": a length of time reads as a due label's, not after "by".
      let connective = QuantityGrammar.isLengthOfTime(due) ? " · Due: " : " by "
      text += (hasPreposition ? " " : connective) + due
    }
    var owners = task.owners
    if let names = cell(.owner) { owners = AttendeeList.names(in: names) }
    if let status = cell(.status) {
      let lower = SectionKind.words(status).joined(separator: " ")
      switch Self.status(of: status) {
      // A status in words reports an old action ("Closed, done in …"), as in a line of
      // notes; a checkbox keeps it.
      case .done?:
        guard hasCheckbox else { return nil }
        isDone = true
      case .dropped?: return nil
      // "Open - carried forward as MR26-05": the action goes on under its new number, in
      // the list where it is given again.
      case _ where Self.renumberings.contains(where: { lower.contains($0) }):
        return nil
      default:
        isDone = isDone || status.hasPrefix("✅") || lower == "yes" || lower == "x"
        // "Open — carried. Revised due 19/08/2026", "In progress — new target 11/30": an open
        // action's new day.
        let bytes = Array(status.utf8)
        if cell(.due) == nil,
          let at = bytes.indices.first(where: {
            (ByteText.hasPrefix(bytes, "due ", at: $0)
              || ByteText.hasPrefix(bytes, "target ", at: $0))
              && ($0 == 0 || bytes[$0 - 1] == 32)
          })
        {
          var due = ByteText.string(Array(bytes[at...]))
          if due.lowercased().hasPrefix("target ") { due = "due " + due.dropFirst(7) }
          if ActionFinder.when(in: due) != nil { text += " · " + due }
        }
      }
    }
    return DocumentItem(
      text: text, line: line, impliedOwners: owners, isDone: isDone || task.status == .done)
  }

  /// Words of a status cell that give an open action a new number.
  private static let renumberings = [
    "carried forward as ", "carried fwd as ", "carried over as ", "superseded by ",
    "replaced by ", "renumbered as ",
  ]

  /// How a management response accepts a finding before it says what will be done.
  private static let responseOpenings = [
    "agreed", "partially agreed", "partly agreed", "accepted", "partially accepted", "agree",
  ]

  /// Words that open a status cell of work done, besides the statuses of any item.
  private static let doneCellWords: Set<String> = [
    "got it", "booked", "paid", "sent", "received", "ordered", "delivered", "submitted",
    "signed", "posted", "implemented", "actioned",
  ]

  /// The status a cell says, in all its words or in its first ones: "Closed, done in
  /// TC58/101", "Open, carried over", "Won't do — …", "COMPLETE 9/17".
  private static func status(of cell: String) -> TaskStatus? {
    let words = SectionKind.words(cell)
    if let whole = TaskStatus.status(of: words.joined(separator: " ")) { return whole }
    // "got it! $2,150 incl. sides", "booked", "paid 3/8": in a status column, what was
    // done.
    if let first = words.first,
      doneCellWords.contains(first)
        || words.count >= 2 && doneCellWords.contains(words[0] + " " + words[1])
    {
      return .done
    }
    return (1...min(3, max(1, words.count))).reversed().lazy.compactMap {
      TaskStatus.status(of: words.prefix($0).joined(separator: " "))
    }.first
  }
}
