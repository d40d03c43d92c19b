import IntakeParsing

/// What a heading or label says about the lines under it.
enum SectionKind: Sendable, Equatable {
  /// "Action items", "Actions", "TODOs", "Follow-ups", "Next steps": every entry is a task.
  case actions
  /// A stand-up's "Today", "This week": every entry is a task of the person it is about.
  case plans
  /// "Decisions", "Agreed": nothing is a task but an explicit marker or a checkbox.
  case decisions
  /// "Agenda", "Topics": the same.
  case agenda
  /// A stand-up's "Yesterday", "Done": status, not tasks.
  case status
  /// "Attendees", "Present", "Participants": names.
  case attendees
  /// "Regrets", "Absent": names of people not there.
  case regrets
  /// "Action items, by person" of meeting-bot minutes: the same items again.
  case duplicate
  /// A title that says nothing about tasks ("Budget", "Discussion"): commitments count.
  case other

  /// Whether "assignments" at `index` of a title lists work given out ("Assignments", "New
  /// assignments", "Decisions and assignments"), not a topic that sorts things out
  /// ("Reviewer assignments", "Reviewers and assignments", "Room assignments").
  static func listsAssignments(_ words: ArraySlice<String>, at index: Int) -> Bool {
    guard index > words.startIndex else { return true }
    let before = words[index - 1]
    if ["new", "open", "action", "task", "work", "our", "my"].contains(before) { return true }
    guard before == "and", index - 2 >= words.startIndex else { return false }
    return phrases[words[index - 2]] != nil
  }

  /// What a title means, with its Markdown, numbering and closing colon already removed.
  ///
  /// Matches whole words of short titles only: "Transactions" is not "actions", and "We
  /// talked about the actions of the board" is a sentence, not a title.
  static func of(title: String) -> SectionKind {
    // "3. Action items", "II Decisions": numbering says nothing.
    let words = Self.words(title).drop { word in
      word.allSatisfy(\.isNumber) || ["i", "ii", "iii", "iv", "v", "vi"].contains(word)
    }
    guard !words.isEmpty, words.count <= 8 else { return .other }
    let whole = words.joined(separator: " ")
    if let kind = exact[whole] { return kind }
    // "Agenda", "Agenda for 3 March", "Proposed agenda": the plan of the meeting. Minutes'
    // topics that only name it ("Consent agenda", "Approval of the agenda", "Future agenda
    // items") are topics like any other.
    if words.first == "agenda" || agendaTitles.contains(whole) { return .agenda }
    // "Safety notes (for awareness – no action needed)", "For information only": a title
    // that says nothing under it is to be done.
    // "Discussion / Action Items" in a board's minutes: the business the board acts on, each
    // item a topic of the minutes, not a list of tasks; so are "Action Minutes", minutes
    // that record what a body did.
    if words.contains("discussion") && words.contains("action")
      || (words.contains("action") && words.contains("minutes"))
      || zip(words, words.dropFirst()).contains(where: { pair in
        Self.nothingToDo.contains(pair.0 + " " + pair.1)
      })
    {
      return .other
    }
    // Phrases of one to three words anywhere in the title; the first kind in `order` wins.
    var best: SectionKind?
    var bestRank = Int.max
    for index in words.indices {
      var phrase = ""
      // The words are a slice after the numbering: its indices do not start at 0.
      for length in 0..<3 where index + length < words.endIndex {
        phrase += (length == 0 ? "" : " ") + words[index + length]
        if phrase == "assignments", !Self.listsAssignments(words, at: index) { continue }
        if let kind = phrases[phrase], let rank = order.firstIndex(of: kind), rank < bestRank {
          best = kind
          bestRank = rank
        }
      }
    }
    // "Completed action items", "Actions closed": the record of work done, not a list of
    // work to do.
    if best == .actions,
      zip(words, words.dropFirst()).contains(where: { pair in
        closedWords.contains(pair.0) && phrases[pair.1] == .actions
          || phrases[pair.0] == .actions && closedWords.contains(pair.1)
          || pair.0 == "items" && closedWords.contains(pair.1)
      })
    {
      return .status
    }
    if let best { return best }
    return .other
  }

  /// Words by which a list of actions holds those already done.
  private static let closedWords: Set<String> = [
    "completed", "closed", "done", "finished", "resolved",
  ]

  /// Word pairs by which a title says nothing under it is to be done, or names a body
  /// ("Airside Safety Action Group", "Climate Action Committee") rather than its tasks.
  private static let nothingToDo: Set<String> = [
    "no action", "no actions", "for awareness", "for information", "action group",
    "action groups", "action committee", "action network", "action forum", "action alliance",
    "action coalition", "action partnership", "action council", "action board",
    // "Nonconformities and corrective actions": a quality review's topic, the process.
    "corrective action", "corrective actions", "preventive action", "preventive actions",
    "preventative actions",
    // "Board Actions", "Council actions": the motions a body voted, as a neighbourhood
    // council's agenda calls them.
    "board action", "board actions", "council action", "council actions", "commission action",
    "commission actions",
    // "Document actions", "Working group actions": a standards body's steering group deciding
    // on documents and groups, as its telechat agenda is laid out.
    "document action", "document actions", "group action", "group actions", "protocol action",
    "protocol actions",
  ]

  /// Whether a title, alone on its line, opens the record of what was discussed: "Notes",
  /// "Discussion:", "Meeting notes".
  static func isDiscussion(title: String) -> Bool {
    discussionTitles.contains(words(title).joined(separator: " "))
  }

  private static let discussionTitles: Set<String> = [
    "notes", "discussion", "meeting notes", "discussion notes", "minutes", "meeting minutes",
    "notes and discussion", "discussion and notes", "summary of discussion",
  ]

  /// Lower-case words of a title, punctuation dropped, "to-do" kept whole.
  static func words(_ title: String) -> [String] {
    var words: [String] = []
    var current: [UInt8] = []
    var hasNonASCII = false
    func finish() {
      while current.last == 45 { current.removeLast() }
      if !current.isEmpty {
        let word = ByteText.string(current)
        words.append(hasNonASCII ? word.lowercased() : word)
      }
      current.removeAll(keepingCapacity: true)
      hasNonASCII = false
    }
    let bytes = Array(title.utf8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if ByteText.isASCIILetter(byte) || ByteText.isDigit(byte) || byte == 39 {
        current.append(ByteText.lower(byte))
      } else if byte == 45, !current.isEmpty {
        current.append(byte)
      } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80 {
        // General punctuation: ’ reads as an apostrophe, dashes and quotes split words.
        if bytes[index + 2] == 0x99 { current.append(39) } else { finish() }
        index += 3
        continue
      } else if byte >= 0xC3 || (byte >= 0x80 && !current.isEmpty && byte < 0xC0) {
        current.append(byte)
        hasNonASCII = true
      } else {
        finish()
      }
      index += 1
    }
    finish()
    return words
  }

  /// Whole titles that name a stand-up's parts; inside longer titles these words mean little
  /// ("Notes from today").
  private static let exact: [String: SectionKind] = [
    // A club's or a market's list of who does what; "CI jobs" and "Jobs fair" are topics.
    "jobs": .actions, "job list": .actions, "jobs list": .actions, "jobs to do": .actions,
    "who does what": .actions,
    "today": .plans, "today's plan": .plans, "plan for today": .plans,
    "plans for today": .plans, "this week": .plans, "tomorrow": .plans, "up next": .plans,
    "next up": .plans, "working on": .plans, "will do": .plans, "today's goals": .plans,
    "t": .plans, "next": .plans, "y": .status, "b": .status, "blockers": .status,
    "blocker": .status,
    "blocked": .status, "impediments": .status, "blocked on": .status,
    "what i'll do today": .plans, "what i will do today": .plans,
    // A weekly check-in's parts: what each will do next week, what they said they would last
    // week.
    "next week": .plans, "plan for next week": .plans, "plans for next week": .plans,
    "next week's plan": .plans, "next week's plans": .plans, "this week's plan": .plans,
    "plans for this week": .plans, "plan for this week": .plans,
    "last week's commitments": .status, "last week's plan": .status,
    "last week's plans": .status, "last week's goals": .status,
    "summary of action items": .duplicate, "summary of actions": .duplicate,
    "summary of new action items": .duplicate, "action items summary": .duplicate,
    "actions summary": .duplicate, "action summary": .duplicate,
    "recap of action items": .duplicate, "action items recap": .duplicate,
    "yesterday": .status, "done": .status, "completed": .status, "accomplished": .status,
    "finished": .status, "last week": .status, "shipped": .status, "wins": .status,
    "did": .status, "what i did yesterday": .status, "progress": .status,
    "highlights": .status, "done this week": .status, "completed this week": .status,
    "here": .attendees, "there": .attendees, "who was there": .attendees,
    "here today": .attendees, "who's here": .attendees, "who is here": .attendees,
    "in the huddle": .attendees, "in the call": .attendees,
    "on the call": .attendees, "in the room": .attendees, "clients": .attendees,
    "client": .attendees, "key": .attendees, "board members": .attendees,
    // Questions left open and ideas parked are no tasks.
    "open questions": .decisions, "unresolved questions": .decisions,
    "parking lot": .decisions,
    // Who ran the meeting, as a whole title only: "Staff reports" and "Chair's remarks" are
    // topics.
    "chair": .attendees, "scribe": .attendees, "facilitator": .attendees,
    "note taker": .attendees, "notetaker": .attendees, "guests": .attendees, "guest": .attendees,
    "staff": .attendees,
    // A public body's attendance, by who they are there as.
    "councillors": .attendees, "councilors": .attendees, "councillors present": .attendees,
    "council members": .attendees, "officers": .attendees, "officers present": .attendees,
    "officers in attendance": .attendees, "staff in attendance": .attendees,
    "commissioners": .attendees, "commissioners present": .attendees,
    "chairs": .attendees, "co-chairs": .attendees, "co-chair": .attendees,
    "note takers": .attendees, "note-takers": .attendees, "notetakers": .attendees,
    "scribes": .attendees, "observers": .attendees, "chairperson": .attendees,
    "minute taker": .attendees, "minute-taker": .attendees, "host": .attendees,
  ]

  /// Titles of a meeting's plan that do not open with "agenda".
  private static let agendaTitles: Set<String> = [
    "meeting agenda", "proposed agenda", "draft agenda", "today's agenda", "todays agenda",
    "the agenda", "our agenda", "tentative agenda", "call agenda", "sync agenda",
  ]

  /// Which kind wins when a title holds phrases of several ("Action items, by person").
  private static let order: [SectionKind] = [
    .duplicate, .actions, .decisions, .agenda, .attendees, .regrets,
  ]

  /// Phrases of one to three words by the kind they give.
  private static let phrases: [String: SectionKind] = [
    "by person": .duplicate, "by owner": .duplicate, "by assignee": .duplicate,
    "action items": .actions, "action item": .actions, "actions": .actions, "action": .actions,
    "action points": .actions, "action point": .actions, "ais": .actions, "todos": .actions,
    "todo": .actions, "to do": .actions, "to-do": .actions, "to-dos": .actions,
    "to dos": .actions, "follow-ups": .actions, "follow ups": .actions, "follow-up": .actions,
    "follow up": .actions, "followups": .actions, "followup": .actions, "next steps": .actions,
    "next step": .actions, "actionables": .actions, "actionable items": .actions,
    "tasks": .actions, "task list": .actions, "assignments": .actions,
    "volunteers needed": .actions, "help needed": .actions, "volunteers wanted": .actions,
    "call for volunteers": .actions, "help wanted": .actions,
    // "Board requests to the Director", "Requests to staff": what a body asked its officer.
    "requests to": .actions, "board requests": .actions, "council requests": .actions,
    "action required": .actions, "decisions": .decisions, "decision": .decisions,
    "decided": .decisions, "agreed": .decisions, "agreements": .decisions,
    "resolutions": .decisions, "resolved": .decisions, "conclusions": .decisions,
    "recommendation": .decisions,
    "key decisions": .decisions, "decision log": .decisions, "takeaways": .decisions,
    "key takeaways": .decisions, "outcomes": .decisions, "topics": .agenda,
    "discussion topics": .agenda, "items for discussion": .agenda, "attendees": .attendees,
    "attendance": .attendees, "present": .attendees, "participants": .attendees,
    "people present": .attendees, "in attendance": .attendees, "members present": .attendees,
    "staff present": .attendees, "also present": .attendees, "roll call": .attendees,
    "invitees": .attendees, "attending": .attendees, "key to initials": .attendees,
    "initials": .attendees, "initials key": .attendees, "key to names": .attendees,
    "panel": .attendees, "panel members": .attendees, "panelists": .attendees,
    "panellists": .attendees, "on today": .attendees, "in today": .attendees,
    "on shift": .attendees, "on duty": .attendees, "working today": .attendees,
    "regrets": .regrets, "absent": .regrets,
    "apologies": .regrets, "not present": .regrets, "excused": .regrets,
  ]
}
