import IntakeCore
import IntakeParsing

/// What every reader shares while it goes through one document: the header, the meeting the
/// lines belong to, the names seen, and the items already given out in this meeting.
struct DocumentState: Sendable {
  var header = DocumentHeader()
  var finder = ActionFinder()
  /// Whether the text is a message to its reader (a voicemail): a request nobody took on and
  /// nobody was named in ("can you call me back?") is the reader's.
  var isMessage = false
  let dates: MeetingDateReader
  /// 0-based meeting index.
  private(set) var meeting = 0
  private(set) var meetingDate: LocalDate?
  /// Heading level of the title that dated this meeting (nil: a header line did).
  private(set) var dateLevel: Int?
  /// Whether this meeting has given out an item: a dated title after that starts another.
  private(set) var hasContent = false
  /// Item keys given out in this meeting: minutes repeat their actions in a summary.
  private var seen: Set<String> = []
  /// The actions given out in this meeting, which a summary at its end may restate.
  private var given = Restatements()
  /// The time of day the message being read was sent, when a chat's stamp says.
  var messageTime: LocalTime?
  /// The deadline of the list being read, from its title ("PLEASE ACTION BY FRI 10/16",
  /// "Actions – due 30 Nov"): the due day of each of its items that names none.
  var sectionDue: String?
  /// Which message of a thread (a mail, a forum's replies, a ticket's notes) the lines are
  /// in; 0 before the first header.
  var message = 0
  /// What the message being read quotes of an earlier one ("> Conor: We should get name tapes
  /// sorted …"), and the line that message was read on, when it was.
  var quote: (text: String, line: Int?, message: Int)?
  /// Whether a summary above a recording listed its actions: what the speech says again is
  /// then no new task.
  var summaryGaveActions = false
  /// Asks and needs of a thread nobody has taken on yet, held back until a later message
  /// takes one on or the document ends (at most four: the oldest goes on first); with the
  /// words that say what each is about, and its message.
  private var openAsks: [(item: DocumentItem, words: Set<String>, message: Int)] = []
  /// Asks of a named person given out in a thread's messages: where in the items, whom, what
  /// about, and in which message.
  private var askedByName: [(index: Int, owners: [String], words: Set<String>, message: Int)] =
    []

  /// The day the document is read on (the reference now's date): what a chat export's
  /// "Today at 9:12 AM" means, and the day its messages were all written by.
  let today: LocalDate?
  private let dateOrder: DateOrder
  /// The order a chat export writes its days in, once a day has shown it.
  private var chatOrder: DateOrder?

  /// The people named in full so far (`header.mentioned`), for finding repeats fast.
  private var mentionedKeys: Set<String> = []

  /// Notes the people a line names in full.
  mutating func noteMentions(_ bytes: [UInt8]) {
    for name in Mentions.names(in: bytes) where mentionedKeys.insert(name.lowercased()).inserted {
      header.mentioned.append(name)
    }
  }

  /// Notes the order a numeric date in the line shows (`header.dateOrder`), until one has.
  ///
  /// "23/11", "14/11/2026": a number above 12 before the slash is a day, so the document
  /// writes day first; "11/23" month first. Only slashes count: dotted numbers are versions
  /// as often as dates.
  mutating func noteDateOrder(_ bytes: [UInt8]) {
    if header.dateOrder == nil, header.writtenDateOrder == nil {
      header.writtenDateOrder = Self.writtenOrder(bytes)
    }
    guard header.dateOrder == nil, bytes.contains(47) else { return }
    for slash in bytes.indices where bytes[slash] == 47 {
      var start = slash
      while start > 0, ByteText.isDigit(bytes[start - 1]) { start -= 1 }
      var end = slash + 1
      while end < bytes.count, ByteText.isDigit(bytes[end]) { end += 1 }
      let left = slash - start
      let right = end - slash - 1
      // "2/3/4" runs and "1/2 of" halves aside: one or two digits each side, no third part
      // before, and a closing year after only.
      guard (1...2).contains(left), (1...2).contains(right),
        start == 0 || !(bytes[start - 1] == 47 || bytes[start - 1] == 46)
      else { continue }
      let first = Self.number(bytes[start..<slash])
      let second = Self.number(bytes[(slash + 1)..<end])
      if first > 12, first <= 31, (1...12).contains(second) {
        header.dateOrder = .dmy
        return
      }
      if second > 12, second <= 31, (1...12).contains(first) {
        header.dateOrder = .mdy
        return
      }
    }
  }

  /// The order of a day number and a month name written side by side in the line: "18th
  /// February", "9 June 2026" day first; "February 18", "Jun 9, 2026" month first; nil when
  /// the line has none.
  static func writtenOrder(_ bytes: [UInt8]) -> DateOrder? {
    guard bytes.contains(where: ByteText.isDigit) else { return nil }
    // Words of letters and runs of digits (with an ordinal's letters: "18th").
    var words: [(text: String, isDay: Bool)] = []
    var index = 0
    while index < bytes.count {
      let start = index
      if ByteText.isDigit(bytes[index]) {
        while index < bytes.count, ByteText.isDigit(bytes[index]) { index += 1 }
        // A day has one or two digits: a longer run is no day (nor read as a number).
        let digits = index - start
        let value = digits <= 2 ? number(bytes[start..<index]) : 0
        var end = index
        while end < bytes.count, ByteText.isASCIILetter(bytes[end]) { end += 1 }
        let suffix = ByteText.string(bytes[index..<end].map(ByteText.lower))
        let isDay =
          digits <= 2 && (1...31).contains(value)
          && ["", "st", "nd", "rd", "th"].contains(suffix)
        words.append(("", isDay))
        index = end
      } else if ByteText.isASCIILetter(bytes[index]) {
        while index < bytes.count, ByteText.isASCIILetter(bytes[index]) { index += 1 }
        words.append((ByteText.string(bytes[start..<index].map(ByteText.lower)), false))
      } else {
        index += 1
      }
    }
    for (position, word) in words.enumerated() {
      // "may" and "march" are words too; only the names that are nothing else count.
      guard DateWords.months[word.text] != nil,
        !["may", "march", "mar", "jan", "jun", "sept"].contains(word.text)
      else { continue }
      if position > 0, words[position - 1].isDay { return .dmy }
      if position + 1 < words.count, words[position + 1].isDay { return .mdy }
    }
    return nil
  }

  private static func number(_ digits: ArraySlice<UInt8>) -> Int {
    digits.reduce(0) { $0 * 10 + Int($1 - 48) }
  }

  init(dateOrder: DateOrder, today: LocalDate? = nil) {
    self.dates = MeetingDateReader(dateOrder: dateOrder)
    self.dateOrder = dateOrder
    self.today = today
  }

  // MARK: - Meetings

  /// What a date found in a title or header line does.
  enum DateEffect {
    /// Nothing: the meeting already has this date, or a deeper heading named a due date.
    case none
    /// The current meeting now has its date.
    case dated
    /// A new meeting starts; the reader must first finish the items of the old one.
    case newMeeting
  }

  /// Decides what `date`, read from a heading at `level` (nil: a "Date:" line or the first
  /// line), does to the meeting.
  func effect(of date: LocalDate, level: Int?) -> DateEffect {
    guard let current = meetingDate else { return hasContent ? .newMeeting : .dated }
    if current == date && (level == nil || dateLevel == nil || level == dateLevel) {
      return .none
    }
    if let level, let dateLevel, level > dateLevel { return .none }
    if level == nil, dateLevel != nil, !hasContent { return current == date ? .none : .dated }
    return .newMeeting
  }

  /// Applies a date; call after the reader has finished the old meeting's items when the
  /// effect is `.newMeeting`.
  mutating func apply(_ effect: DateEffect, date: LocalDate, level: Int?) {
    switch effect {
    case .none:
      return
    case .dated:
      meetingDate = date
      dateLevel = level ?? dateLevel
    case .newMeeting:
      startMeeting()
      meetingDate = date
      dateLevel = level
    }
    if header.meetingDate == nil { header.meetingDate = date }
  }

  /// Starts a new meeting without a date yet (an IRC `#startmeeting`).
  mutating func startMeeting() {
    if hasContent || meetingDate != nil { meeting += 1 }
    meetingDate = nil
    dateLevel = nil
    hasContent = false
    seen.removeAll(keepingCapacity: true)
    given.removeAll()
  }

  /// The day a chat stamp names, or nil.
  ///
  /// A chat app writes days in its user's order, the same throughout the export: a number
  /// above 12 shows which is the day, and the order holds for the rest. Before one does, the
  /// reading that is not after `today` wins (the messages were written before they were
  /// read), and when both or neither are, the document's date order.
  mutating func chatDate(_ day: ChatStamp.Day) -> LocalDate? {
    switch day {
    case .relative(let offset):
      return today?.adding(days: offset)
    case .numeric(let first, let second, let year):
      let dayFirst = LocalDate(year: year, month: second, day: first)
      let monthFirst = LocalDate(year: year, month: first, day: second)
      if chatOrder == nil {
        if first > 12 {
          chatOrder = .dmy
        } else if second > 12 {
          chatOrder = .mdy
        } else if let today, let dayFirst, let monthFirst,
          (dayFirst > today) != (monthFirst > today)
        {
          chatOrder = dayFirst > today ? .mdy : .dmy
        }
      }
      return (chatOrder ?? dateOrder) == .dmy ? dayFirst : monthFirst
    }
  }

  /// The date in a title or header line, or nil.
  func date(in text: String) -> LocalDate? { dates.date(in: text) }

  /// The date a message header gives without a year ("May 12", "12 May"): the last such
  /// day on or before the day the document is read, as a forum prints this year's posts.
  func recentDate(in text: String) -> LocalDate? {
    if let date = date(in: text) { return date }
    guard let today else { return nil }
    let item = Item(text)
    for index in 0..<item.count {
      guard let month = item.word(index).flatMap({ DateWords.months[$0] }) else { continue }
      guard let day = item.number(index + 1) ?? item.number(index - 1), (1...31).contains(day)
      else { return nil }
      guard let date = LocalDate(year: today.year, month: month, day: day) else { return nil }
      return date > today ? LocalDate(year: today.year - 1, month: month, day: day) : date
    }
    return nil
  }

  /// The date a short line holds when it is little else ("Monday 6 April 2026", "2026-03-02",
  /// "Recorded Sunday, 7 February 2027 at 21:14").
  func dateLine(_ text: [UInt8]) -> LocalDate? {
    // "Next meeting: April 26" is a label about another day; "Date: …" is read as a label.
    // The colon of a clock time ("21:14") is no label's; "at 21:14" adds two words.
    var isLabel = false
    var hasClockTime = false
    for index in text.indices where text[index] == 58 {
      if index > 0, index + 1 < text.count, ByteText.isDigit(text[index - 1]),
        ByteText.isDigit(text[index + 1])
      {
        hasClockTime = true
      } else {
        isLabel = true
      }
    }
    guard text.contains(where: ByteText.isDigit), !isLabel else { return nil }
    // "Committee by April 13, 2026.", the end of a sentence the line break cut: a deadline,
    // not the day of a meeting.
    if text.count > 8,
      ByteText.string(text).lowercased().split(separator: " ").contains(where: {
        ["by", "before", "until", "due", "prior"].contains($0)
      })
    {
      return nil
    }
    // "1930 hrs": the clock as services write it.
    if !hasClockTime, case let lowered = ByteText.string(text).lowercased(),
      let hrs = lowered.range(of: " hrs")
    {
      let before = lowered[..<hrs.lowerBound].suffix(4)
      hasClockTime = before.count == 4 && before.allSatisfy(\.isNumber)
    }
    guard text.filter({ $0 == 32 }).count <= (hasClockTime ? 7 : 5) else {
      // "Tuesday, September 15, 2026 - Clubhouse Great Room - 6:30 p.m.": the day, then
      // where and at what time the meeting was, set off by dashes or bars ("Sat Sept 19 ·
      // Thornapple Barn" with no time is an event's day).
      guard hasClockTime else { return nil }
      let line = ByteText.string(text)
      // "Mon. Oct 5 2026   1930 hrs   Sta. 2 day room": typed fields set off by wide gaps.
      for separator in [" - ", " – ", " — ", " | ", " · ", "   "] {
        guard let range = line.range(of: separator) else { continue }
        let first = Array(line[..<range.lowerBound].utf8)
        guard first.count < text.count, first.filter({ $0 == 32 }).count <= 5 else { continue }
        return dateLine(first)
      }
      return nil
    }
    return date(in: ByteText.string(InlineMarkdown.reduce(text, 0..<text.count).text))
  }

  /// The date of a line that says when the meeting was held, under the title: "held on
  /// Saturday 26 June 2027 at 10.30am in the Pavilion", "Meeting held 3 March at the hall".
  func heldLine(_ text: [UInt8]) -> LocalDate? {
    guard text.count <= 200, text.contains(where: ByteText.isDigit) else { return nil }
    let reduced = InlineMarkdown.reduce(text, 0..<text.count).text
    let lower = ByteText.string(reduced.prefix(24).map(ByteText.lower))
    if ["held ", "meeting held ", "which was held ", "(held "].contains(where: lower.hasPrefix) {
      guard text.count <= 120 else { return nil }
      return date(in: ByteText.string(reduced))
    }
    // "Summary of the thread and of the design meeting held on 2026-05-14": the meeting's
    // own day, said inside a sentence, while none is known. "The next meeting held on …" and
    // "the minutes of the meeting held on …" (approved now) are other meetings'.
    guard meetingDate == nil else { return nil }
    if let date = namedMeetingDay(reduced) { return date }
    let words = ByteText.string(reduced.map(ByteText.lower)).split(separator: " ")
    for index in words.indices.dropFirst() where words[index] == "held" {
      guard ["meeting", "call", "session", "workshop"].contains(words[index - 1]),
        index < 2 || words[index - 2] != "next", index + 1 < words.count,
        !words[1..<index].contains("minutes")
      else { continue }
      return date(in: words[(index + 1)...].joined(separator: " "))
    }
    return nil
  }

  /// The day written after the name of the meeting.
  ///
  /// "Minutes of the monthly meeting, Tuesday 17 November 2026", "Board meeting – 3 May
  /// 2026". Not "Next meeting, 3 June": another meeting's.
  private func namedMeetingDay(_ text: [UInt8]) -> LocalDate? {
    let line = ByteText.string(text)
    let lower = line.lowercased()
    guard lower.hasPrefix("minutes") || lower.contains("meeting"), !lower.contains("next")
    else { return nil }
    // "Minutes of the regular meeting, Thursday, March 5, 2026": the date may hold the
    // separator itself, so each place it stands is tried from the first.
    for separator in [", ", " - ", " – ", " — "] {
      for range in line.ranges(of: separator) {
        if let date = dateLine(Array(line[range.upperBound...].utf8)) { return date }
      }
    }
    return nil
  }

  // MARK: - Names

  /// Adds a name to the attendees (and to the names the finder knows), with the other names
  /// the document gives them ("Clerk", "HT", "Bart").
  mutating func addAttendee(_ name: String, aliases: [String] = []) {
    if finder.names.add(name) { header.attendees = finder.names.written }
    guard !aliases.isEmpty else { return }
    let full = finder.names.resolve(name)
    for alias in aliases where finder.names.add(alias, standingFor: full) {
      header.aliases[full, default: []].append(alias)
    }
    header.attendees = finder.names.written
  }

  // MARK: - Items

  /// Whether an item given before already says `text` for `owners` (`Restatements`).
  mutating func hasGiven(_ text: String, owners: [String]) -> Bool {
    given.restate(text, owners: owners, finder: finder)
  }

  /// Fills in the meeting and appends `item` to `out`, unless this meeting already gave out
  /// the same text for the same owners or the text is empty.
  ///
  /// With `isRecap` (a summary of the actions at the end of a call), an item that says again
  /// what one already given said, for the same owner, is dropped too.
  mutating func emit(_ item: DocumentItem, isRecap: Bool = false, into out: inout [DocumentItem]) {
    if item.takesOpenAsk {
      takeLatestOpenAsk(by: item.impliedOwners, into: &out)
      return
    }
    var item = item
    if message > 0, let quote, quote.message == message, item.isOwnUndertaking,
      !item.impliedOwners.isEmpty
    {
      if takesQuotedAsk(item, quote: quote.text, in: &out) { return }
      // "> We should get name tapes sorted …" over "I'll order iron-on ones tonight": the
      // need the quoted message said is the one who answers it, where it was said.
      if let line = quote.line, let work = TranscriptClassifier.suggestedWork(quote.text) {
        item.text = Self.dated(work, by: item.text)
        item.line = line
      }
    }
    item.text = ActionFinder.trimmingEnd(item.text)
    guard !item.text.isEmpty, !ActionFinder.isEmptyTask(item.text) else { return }
    // Under "PLEASE ACTION BY FRI 10/16", an item that names no day of its own is due then.
    if let sectionDue, ActionFinder.when(in: item.text) == nil {
      item.text += " · Due: " + sectionDue
    }
    let key =
      item.text.lowercased() + "\u{1F}" + item.impliedOwners.joined(separator: ",").lowercased()
    guard seen.insert(key).inserted else { return }
    if isRecap || summaryGaveActions,
      given.restate(item.text, owners: item.impliedOwners, finder: finder)
    {
      return
    }
    given.add(item.text, owners: item.impliedOwners)
    // An action's owners are people of this document: a recap may name them in lower case.
    if item.ownersAreTagged || item.confidence >= Finding.Kind.marker.confidence {
      for owner in item.impliedOwners { finder.names.know(owner) }
      // "ACTION: pkaur to finish the move": a nick nobody listed is one of the document's
      // people, as a speaker is, so the parser reads it as the owner.
      if item.impliedOwners.isEmpty, let nicks = finder.nicksOpening(item.text) {
        for nick in nicks where !finder.names.contains(nick.lowercased()) { addAttendee(nick) }
      }
    }
    item.meeting = meeting
    item.meetingDate = meetingDate
    if item.messageTime == nil { item.messageTime = messageTime }
    hasContent = true
    if message > 0, takesOpenAsk(item, in: &out) { return }
    if message > 0, acceptsAsk(item, in: &out) { return }
    if message > 0, item.isAddressedAsk {
      askedByName.append((out.count, item.impliedOwners, Self.aboutWords(item.text), message))
      if askedByName.count > 8 { askedByName.removeFirst() }
    }
    if message > 0, item.impliedOwners.isEmpty, Self.isLeftToAnyone(item) {
      openAsks.append((item, Self.aboutWords(item.text), message))
      if openAsks.count > 4 { out.append(openAsks.removeFirst().item) }
      return
    }
    out.append(item)
  }

  /// Hands on the asks nobody took: at the end of the document.
  mutating func releaseOpenAsks(into out: inout [DocumentItem]) {
    out += openAsks.map(\.item)
    openAsks.removeAll()
  }

  /// Whether `item`, someone's own undertaking in a later message of a thread, takes on an
  /// ask or need an earlier message left to anyone ("can someone look at the nightly fuzz
  /// job?" … "I'll look at the fuzz job tomorrow"): the ask becomes theirs, dated by what
  /// they said, and the undertaking is no second task.
  ///
  /// The two must share a word of what the work is about (not its verb, nor a small word);
  /// the latest such ask is taken.
  private mutating func takesOpenAsk(_ item: DocumentItem, in out: inout [DocumentItem]) -> Bool {
    guard item.isOwnUndertaking, !item.impliedOwners.isEmpty, !openAsks.isEmpty else {
      return false
    }
    let words = Self.aboutWords(item.text)
    let verb = Item(item.text).word(0)
    let occasions = Self.occasionWords(item.text)
    // Or, in the message right after it, the same verb ("Can someone tell the customer?"
    // … "Will do, I'll tell her on the call").
    guard
      let taken = openAsks.lastIndex(where: { open in
        open.message < message
          // "pick the songs for the session" and "restring the guitar before the session":
          // the same occasion, two pieces of work.
          && (!open.words.intersection(words)
            .subtracting(occasions.union(Self.occasionWords(open.item.text))).isEmpty
            || open.message == message - 1 && verb != nil
              && Item(Self.withoutCallForVolunteer(open.item.text)).word(0) == verb)
      })
    else { return false }
    var ask = handOver(taken, to: item.impliedOwners)
    Self.date(&ask, by: item)
    out.append(ask)
    return true
  }

  /// Whether `item`, an undertaking in a message that quotes an earlier one, takes on the ask
  /// still waiting that the quote restates ("> Siobhan: Can someone ring the removals people?"
  /// over "I'll ring them tomorrow on my lunch"), whatever words the answer uses.
  private mutating func takesQuotedAsk(
    _ item: DocumentItem, quote: String, in out: inout [DocumentItem]
  ) -> Bool {
    let quoted = Self.aboutWords(quote)
    guard
      let taken = openAsks.lastIndex(where: { open in
        open.message < message && !open.words.isEmpty
          && open.words.intersection(quoted).count * 2 >= open.words.count
      })
    else { return false }
    var ask = handOver(taken, to: item.impliedOwners)
    Self.date(&ask, by: item)
    out.append(ask)
    return true
  }

  /// Gives `ask` the day its `answer` names, when it names none of its own, read from the
  /// answer's day and time.
  static func date(_ ask: inout DocumentItem, by answer: DocumentItem) {
    let dated = Self.dated(ask.text, by: answer.text)
    guard dated != ask.text else { return }
    ask.text = dated
    ask.meetingDate = answer.meetingDate
    ask.messageTime = answer.messageTime
  }

  /// `text` with the day `answer` names added, when it names none of its own.
  private static func dated(_ text: String, by answer: String) -> String {
    guard let when = ActionFinder.when(in: answer), ActionFinder.when(in: text) == nil else {
      return text
    }
    return ActionFinder.adding(when: when, to: text)
  }

  /// Gives the latest ask to whichever of the people it named, in one of the two messages
  /// before this one, to `owners`, who took it with no words of their own ("@bo @ana could
  /// one of you renew the certs?" … "I'm away, sorry" … "I'll do it"); nothing when none is
  /// open.
  private mutating func takeLatestOpenAsk(by owners: [String], into out: inout [DocumentItem]) {
    guard
      let taken = openAsks.lastIndex(where: {
        $0.item.asksOneOfThose && $0.message < message && $0.message >= message - 2
      })
    else { return }
    out.append(handOver(taken, to: owners))
  }

  /// The open ask at `index`, taken out of those waiting and given to `owners`, its call for
  /// a volunteer dropped ("Can someone tell the customer?" is "Tell the customer").
  private mutating func handOver(_ index: Int, to owners: [String]) -> DocumentItem {
    var ask = openAsks.remove(at: index).item
    ask.impliedOwners = owners
    ask.text = Self.withoutCallForVolunteer(ask.text)
    return ask
  }

  /// Whether `item`, the undertaking of someone a thread's earlier message asked by name,
  /// accepts that ask ("@sofia-reyes would you be able to look at the cert-manager thing?" …
  /// "Yep, I'll look at it this afternoon"): in the next message, about the same thing or
  /// "it"; the ask keeps its words and takes the day the answer gives, and the answer is no
  /// second task.
  private mutating func acceptsAsk(_ item: DocumentItem, in out: inout [DocumentItem]) -> Bool {
    guard !item.isAddressedAsk, !item.impliedOwners.isEmpty, !askedByName.isEmpty else {
      return false
    }
    let owners = item.impliedOwners.map { $0.lowercased() }
    let words = Self.aboutWords(item.text)
    let pointsBack = ActionFinder.pointsBackByPronoun(item.text)
    guard
      let found = askedByName.lastIndex(where: { asked in
        asked.message == message - 1 && asked.index < out.count
          && asked.owners.map({ $0.lowercased() }) == owners
          && (pointsBack || !asked.words.isDisjoint(with: words))
      })
    else { return false }
    let index = askedByName.remove(at: found).index
    Self.date(&out[index], by: item)
    return true
  }

  /// "can someone look at the fuzz job?" as the task of whoever took it: "look at the fuzz
  /// job".
  private static func withoutCallForVolunteer(_ text: String) -> String {
    let lower = text.lowercased()
    guard
      let opening = ["can someone ", "could someone ", "can anyone ", "could anyone "].first(
        where: { lower.hasPrefix($0) })
    else { return text }
    var rest = text.dropFirst(opening.count)
    while rest.last == "?" || rest.last == " " { rest = rest.dropLast() }
    return String(rest)
  }

  /// Whether an item nobody owns asks for someone to take it: a need or a call for a
  /// volunteer, said ("we need to …", "can someone …?") or written in a list ("[ ] can
  /// someone look at …", "… needs an owner").
  private static func isLeftToAnyone(_ item: DocumentItem) -> Bool {
    if item.confidence == Finding.Kind.need.confidence
      || item.confidence == Finding.Kind.someoneAsk.confidence
    {
      return true
    }
    let text = item.text.lowercased()
    return ["can someone ", "could someone ", "can anyone ", "could anyone ", "someone "].contains {
      text.hasPrefix($0)
    } || text.contains("needs an owner")
  }

  /// Whether `item`, an explicit action, writes down `earlier`, an offer or undertaking by
  /// the same people a few lines before it, about the same thing (a word in common).
  func restatesOffer(_ item: DocumentItem, _ earlier: DocumentItem) -> Bool {
    guard item.confidence >= Finding.Kind.marker.confidence,
      earlier.confidence < Finding.Kind.marker.confidence, earlier.meeting == item.meeting,
      item.line > earlier.line, item.line - earlier.line <= 3, !earlier.impliedOwners.isEmpty
    else { return false }
    // The action's owners: given by the context, or written before its "to".
    var owners = item.impliedOwners
    if owners.isEmpty {
      let words = Item(item.text)
      guard let (names, end) = finder.nameRun(words, at: 0), words.isWord(end, "to") else {
        return false
      }
      owners = names
    }
    guard
      Set(owners.map { finder.names.resolve($0).lowercased() })
        == Set(earlier.impliedOwners.map { finder.names.resolve($0).lowercased() })
    else { return false }
    return !Self.aboutWords(item.text).isDisjoint(with: Self.aboutWords(earlier.text))
  }

  /// The words of an occasion a text names the work for or by.
  ///
  /// "session" in "before the session", "for the session", "until the session".
  private static func occasionWords(_ text: String) -> Set<String> {
    let item = Item(text)
    var words: Set<String> = []
    for index in 0..<max(0, item.count - 2)
    where item.isWord(index, in: ["before", "after", "for", "until", "during"])
      && item.isWord(index + 1, "the")
    {
      if let word = item.word(index + 2) {
        words.insert(word.hasSuffix("s") ? String(word.dropLast()) : word)
      }
    }
    return words
  }

  /// The words of a task that say what it is about: four letters or more, after its verb and
  /// before the end of its first clause, none of the words any task may say.
  ///
  /// "Fix #2817 before rc1, I don't want to ship another release with it" is about #2817,
  /// not about a release.
  private static func aboutWords(_ text: String) -> Set<String> {
    let item = Item(text)
    var words: Set<String> = []
    for index in 1..<max(1, item.count) {
      // "2027.1" and "v4.2" keep their dots.
      if [",", ";", "?", "!"].contains(where: { item.isMark(index, $0) })
        || (item.isMark(index, ".") && !item.isJoined(index + 1))
      {
        break
      }
      // "#1472": the issue or pull request the work is on.
      if item.isMark(index - 1, "#"), item.isJoined(index), let number = item.number(index) {
        words.insert("#" + String(number))
        continue
      }
      guard let word = item.word(index), word.utf8.count >= 4, !commonWords.contains(word),
        DateWords.weekdays[word] == nil, DateWords.months[word] == nil
      else { continue }
      words.insert(word.hasSuffix("s") ? String(word.dropLast()) : word)
    }
    return words
  }

  private static let commonWords: Set<String> = [
    "this", "that", "these", "those", "with", "from", "have", "will", "them", "they", "their",
    "there", "your", "about", "into", "when", "what", "then", "just", "also", "again", "still",
    "some", "someone", "anyone", "somebody", "anybody", "please", "thanks", "tomorrow", "today",
    "tonight", "first", "thing", "week", "next", "morning", "afternoon", "evening", "could",
    "would", "should", "need", "needs", "here", "over", "before", "after", "until", "once",
    "more", "time", "back", "able", "sure", "know", "look", "take", "make", "give", "send",
    "check", "help", "done", "latest", "soon", "asap", "pretty", "think", "maybe", "probably",
  ]
}
