import IntakeCore

/// Finds who owns a task: `@ana`, "Ana to …", "Ana will …", "Carla and Bo to …", "have Ana …",
/// "ask Ana to …", "assign to Ana: …", "owner: ana", and "Ana: …" at the start.
///
/// Names are matched against the roster (full names, first names, aliases, handles,
/// case-insensitively). A capitalised name that is not on the roster but clearly owns the task
/// ("Vitalik to deploy …") is kept as written and flagged as unknown. "call Ana", "with Ana",
/// "for Ana", "from Ana" and "Ana's first day" mention a person without making them the
/// owner, so they are left alone. Cases: quick-add/assignee.jsonl.
struct AssigneeExtractor: Extractor {
  func extract(from item: Item, context: ParsingContext, into candidates: inout [Candidate]) {
    let roster = context.roster
    if let found = leading(item, from: 0, roster) ?? afterTopic(item, roster) {
      candidates.append(found)
    }
    // A later clause: "db backups failing, carla to check tonight" (roster names only).
    for index in 1..<max(1, item.count) where clauseStart(item, index) {
      if let found = leading(item, from: index, roster), found.confidence >= 0.9 {
        candidates.append(found)
        break
      }
    }
    let readsDelegations = context.readsDelegations
    scan(item, into: &candidates) { index in
      handle(item, at: index, roster)
        ?? (readsDelegations ? delegation(item, at: index, roster) : nil)
        ?? labelled(item, at: index, roster) ?? bracketed(item, at: index, roster)
    }
    if let found = trailing(item, roster) { candidates.append(found) }
  }

  /// A team member in brackets names the owner: "(Bo)", "(Jonas, by Monday)", "(Ana Lima):".
  ///
  /// Minutes often write it so. Only roster names: "(Backend)" is a note, not a person.
  private func bracketed(_ item: Item, at start: Int, _ roster: Roster) -> Candidate? {
    guard item.isMark(start, "(") || item.isMark(start, "[") else { return nil }
    // "(assigned to: Lena Fischbach)", "(owner: Bo)": the label goes with the bracket.
    var first = start + 1
    if let label = Self.bracketLabel(item, at: first) { first = label }
    guard
      let (owner, end) = name(item, at: first, roster, allowUnknown: first > start + 1)
        ?? initialed(item, at: first, roster),
      owner.isOnRoster || first > start + 1
    else { return nil }
    if item.isMark(end, ")") || item.isMark(end, "]") {
      var finish = end + 1
      if item.isMark(finish, ":") { finish += 1 }
      return candidate(start..<finish, [owner], "(<name>)")
    }
    // "(Ellison, Ibáñez)", "(Bo and Carla)": members only, then the bracket closes.
    var owners = [owner]
    var cursor = end
    while item.isMark(cursor, ",") || item.isMark(cursor, "/") || item.isMark(cursor, "&")
      || item.isWord(cursor, "and"),
      let (next, after) = name(item, at: cursor + 1, roster, allowUnknown: false)
        ?? initialed(item, at: cursor + 1, roster),
      next.isOnRoster
    {
      owners.append(next)
      cursor = after
    }
    if owners.count > 1, item.isMark(cursor, ")") || item.isMark(cursor, "]") {
      return candidate(start..<cursor + 1, owners, "(<name>, <name>)")
    }
    // "(Jonas, by Monday)": the name goes, the rest stays for the date rules.
    guard item.isMark(end, ",") else { return nil }
    return candidate(start + 1..<end + 1, [owner], "(<name>, …)")
  }

  /// The index after "assigned to:", "owner:", "assignee:", "lead:", "staff:" or
  /// "responsible:" at `index`, or nil ("(Staff: Fairbanks)" as a public body's follow-ups
  /// name the officer).
  static func bracketLabel(_ item: Item, at index: Int) -> Int? {
    var cursor = index
    if item.isWord(cursor, "assigned"), item.isWord(cursor + 1, "to") {
      cursor += 2
    } else if let word = item.word(cursor),
      ["owner", "owners", "assignee", "assignees", "lead", "staff", "responsible"].contains(word)
    {
      cursor += 1
    } else {
      return nil
    }
    return item.isMark(cursor, ":") ? cursor + 1 : nil
  }

  /// An initial and the surname of a team member, as minutes write them.
  ///
  /// "J. Whitcombe", "T Ocampo".
  private func initialed(_ item: Item, at start: Int, _ roster: Roster) -> (Owner, Int)? {
    guard let initial = item.word(start), initial.utf8.count == 1,
      item.tokens[start].isCapitalized
    else { return nil }
    let index = item.isMark(start + 1, ".") ? start + 2 : start + 1
    guard item.word(index) != nil, item.tokens[index].isCapitalized,
      let member = roster.member(named: item.text(of: index..<index + 1)),
      member.name.lowercased().hasPrefix(initial)
    else { return nil }
    return (Owner(name: member.name, isOnRoster: true), index + 1)
  }

  /// "… — Ana", "… - Bo, EOW": a team member after a dash at the end of the item; "… — Ana
  /// will open the PR": the member and how they will do it, which the title leaves out.
  private func trailing(_ item: Item, _ roster: Roster) -> Candidate? {
    guard
      let dash = item.tokens.indices.last(where: {
        item.isMark($0, "—") || item.isMark($0, "–") || item.isMark($0, "-")
      }),
      dash > 0, !item.isJoined(dash),
      let (owner, end) = name(item, at: dash + 1, roster, allowUnknown: false), owner.isOnRoster
    else { return nil }
    if end == item.count || item.isMark(end, ",") || item.isMark(end, ".") {
      return candidate(dash..<end, [owner], "… — <name>")
    }
    guard item.isWord(end, "will") || item.isWord(end, "to"), item.word(end + 1) != nil,
      dash > 2
    else { return nil }
    // "Broken bed alarms – Ewan to log them with Estates": before the dash a topic, not a
    // task; what the member will do is the task, so only the name and "to" go.
    // A topic is a count ("2 x broken alarms") or a few words with no verb of a task.
    if item.isWord(end, "to"), Self.isTopic(item, before: dash) {
      return candidate(dash + 1..<end + 1, [owner], "<topic> — <name> to …")
    }
    return candidate(dash..<item.count, [owner], "… — <name> will …")
  }

  /// A topic, a colon, then people and what they will do, as meeting recaps list follow-ups.
  ///
  /// "Welcome pack: Obi Nwachukwu will finish the draft": the people are written in full or
  /// are on the team. The topic stays in the title; the names and "will" or "to" go.
  private func afterTopic(_ item: Item, _ roster: Roster) -> Candidate? {
    // A task before the colon opens with its verb ("Send the deck: …"); a topic may hold
    // words that are verbs too ("Reading list", "Risk scoring sheet").
    guard let colon = (1...min(6, max(1, item.count - 1))).first(where: { item.isMark($0, ":") }),
      item.number(0) != nil || item.word(0).map(TaskVerbs.all.contains) == false,
      let (owners, end) = NameGrammar.people(
        item, at: colon + 1, roster: roster, allowsUnknown: true),
      owners.allSatisfy({ $0.isOnRoster || $0.name.contains(ascii: " ") }),
      item.isWord(end, "will") || item.isWord(end, "to"), item.word(end + 1) != nil,
      !isPassive(item, after: end)
    else { return nil }
    return candidate(colon + 1..<end + 1, owners, "<topic>: <name> will …")
  }

  /// Whether the words before `end` name a topic, not a task: a count ("2 x broken alarms")
  /// or a few words with no verb of a task.
  private static func isTopic(_ item: Item, before end: Int) -> Bool {
    item.number(0) != nil
      || (end <= 5 && !(0..<end).contains { item.word($0).map(TaskVerbs.all.contains) == true })
  }

  private func candidate(_ range: Range<Int>, _ owners: [Owner], _ rule: String) -> Candidate {
    let confidence = owners.allSatisfy(\.isOnRoster) ? 0.9 : 0.6
    return Candidate(range: range, value: .owners(owners), confidence: confidence, rule: rule)
  }

  // MARK: - At the start: "Ana to …", "Carla and Bo will …", "Ana: …"

  /// Whether a clause starts at `index`: after ",", ";", " - " or ".".
  private func clauseStart(_ item: Item, _ index: Int) -> Bool {
    guard index > 0, index < item.count else { return false }
    return item.isMark(index - 1, ",") || item.isMark(index - 1, ";") || item.isMark(index - 1, ".")
      || (item.isMark(index - 1, "-") && !item.isJoined(index - 1))
  }

  private func leading(_ item: Item, from start: Int, _ roster: Roster) -> Candidate? {
    // "The events committee to plan …", "Marketing volunteers will …": a group owns it, as
    // written.
    if start == 0, let (group, groupEnd) = NameGrammar.group(item, at: start) {
      // "MDT coordinator to …", "the site manager will …": a role the document gave a person
      // ("Oksana Kovalenko (MDT coordinator)") is that person.
      let role = item.isWord(start, "the") ? item.text(of: start + 1..<groupEnd) : group
      var owners = [
        roster.member(named: role).map { Owner(name: $0.name, isOnRoster: true) }
          ?? Owner(name: group, isOnRoster: false)
      ]
      // "Release managers (Ana + Bo) will …": who they are, in brackets, goes with them; when
      // the team or the document knows each of them, they are the owners.
      let end = bracketEnd(item, at: groupEnd) ?? groupEnd
      if end > groupEnd,
        let (inside, close) = NameGrammar.people(
          item, at: groupEnd + 1, roster: roster, allowsUnknown: false),
        close == end - 1, inside.allSatisfy(\.isOnRoster)
      {
        owners = inside
      }
      if let word = item.word(end), word == "to" || word == "will", item.word(end + 1) != nil,
        !isPassive(item, after: end)
      {
        return candidate(start..<end + 1, owners, "<group> to …")
      }
      // "The editors: merge the glossary PR", "Docs team - update the FAQ".
      let isSeparator =
        item.isMark(end, ":") || item.isMark(end, "—") || item.isMark(end, "–")
        || (item.isMark(end, "-") && !item.isJoined(end))
      if isSeparator, item.word(end + 1) != nil {
        return candidate(start..<end + 1, owners, "<group>: …")
      }
    }
    guard
      let (people, found) = NameGrammar.people(
        item, at: start, roster: roster, allowsUnknown: start == 0)
    else { return nil }
    var owners = people
    var cursor = found
    // "Champions (NAS, TMS) to open …": known people in brackets after a word that is none of
    // them are who does it.
    if owners.count == 1, !owners[0].isOnRoster, item.isMark(cursor, "("),
      let (inside, close) = NameGrammar.people(
        item, at: cursor + 1, roster: roster, allowsUnknown: false),
      item.isMark(close, ")"), inside.allSatisfy(\.isOnRoster),
      item.isWord(close + 1, "to") || item.isWord(close + 1, "will"), item.word(close + 2) != nil
    {
      owners = inside
      cursor = close + 1
    }
    // "Declan from site IT to …": where the person is from goes with the name; "Sana Iqbal
    // and Marek Novak (Data Platform) to …": where the people are from, in brackets.
    if owners.count == 1 || item.isMark(cursor, "("),
      let verb = NameGrammar.affiliation(item, at: cursor)
    {
      cursor = verb
    } else if owners.count == 1, let end = NameGrammar.afterCallSign(item, at: cursor),
      item.isWord(end, "will") || item.isWord(end, "to")
    {
      // "Hank N0HKW will bring …": a radio amateur's call sign after the name.
      cursor = end
    }
    let isColon =
      item.isMark(cursor, ":") || item.isMark(cursor, "—") || item.isMark(cursor, "–")
      || (item.isMark(cursor, "-") && !item.isJoined(cursor))
    // "Sunita Rao: ask the bank …": team members, or one person written with a first and a
    // last name (a single unknown word before a colon is more often a label: "Budget: …").
    // Several names before a colon ("Lena, Raj: …") are owners too.
    let isFullName = owners.count == 1 && owners[0].name.contains(ascii: " ")
    if isColon, owners.allSatisfy(\.isOnRoster) || (start == 0 && (isFullName || owners.count > 1)),
      item.word(cursor + 1) != nil
    {
      return candidate(start..<cursor + 1, owners, "<name>: …")
    }
    // "Oscar renews the cert": a team member and a verb in the third person.
    if owners.count == 1, owners[0].isOnRoster, let verb = item.word(cursor), verb.count > 3,
      verb.hasSuffix("s"), !verb.hasSuffix("ss"), !verb.contains(ascii: "'"),
      item.word(cursor + 1) != nil, !AssigneeWords.notVerbsInThirdPerson.contains(verb)
    {
      var found = candidate(start..<cursor, owners, "<name> <verb>s …")
      found.removesWords = false  // "Oscar renews the cert" reads better whole
      return found
    }
    guard let word = item.word(cursor), AssigneeWords.commitments.contains(word) else {
      return nil
    }
    if !owners.allSatisfy(\.isOnRoster), word != "to" && word != "will" { return nil }
    // "Ana to …" needs a verb after it; "Ana to the airport" is a trip, not an owner.
    // "introduce Ms. Quist to two candidates": "to" before a noun phrase is a preposition.
    if word == "to", let next = item.word(cursor + 1), Self.notAfterDelegatingTo.contains(next) {
      return nil
    }
    // "May to do list": the noun "to-do list", not "May" taking something on.
    if word == "to", item.isWord(cursor + 1, "do"), item.isWord(cursor + 2, "list") { return nil }
    guard item.word(cursor + 1) != nil, !isPassive(item, after: cursor) else { return nil }
    return candidate(start..<cursor + 1, owners, "<name> \(word) …")
  }

  /// The index after a short bracketed remark opening at `index` ("(Ana + Bo)"), or nil.
  private func bracketEnd(_ item: Item, at index: Int) -> Int? {
    guard item.isMark(index, "(") else { return nil }
    var close = index + 1
    while close < min(item.count, index + 10) {
      if item.isMark(close, ")") { return close + 1 }
      if item.isMark(close, "(") { return nil }
      close += 1
    }
    return nil
  }

  /// Whether "to" or "will" at `index` opens a passive ("The association to be asked for a
  /// programme", "Ana will be invited"): the name before it is what the task is done to.
  private func isPassive(_ item: Item, after index: Int) -> Bool {
    guard item.isWord(index + 1, "be"), let participle = item.word(index + 2) else { return false }
    return participle.hasSuffix("ed") || AssigneeWords.irregularParticiples.contains(participle)
  }

  // MARK: - Anywhere

  /// "@ana", "@ana.lima", "@Priya Raman" (a mention as Notion and Docs write it), "(@kai)",
  /// "(@kai action)".
  private func handle(_ item: Item, at start: Int, _ roster: Roster) -> Candidate? {
    let isBracketed = item.isMark(start - 1, "(") || item.isMark(start - 1, "[")
    // ":bhatia to confirm …": a nick after a colon, opening the item.
    let isColonNick = start == 0 && NameGrammar.isColonNick(item, at: 0)
    guard item.isMark(start, "@") || isColonNick,
      !item.isJoined(start) || start == 0 || isBracketed,
      let word = item.word(start + 1), item.isJoined(start + 1)
    else { return nil }
    var end = start + 2
    var isHyphenated = true
    while end + 1 < item.count, item.isJoined(end),
      item.isMark(end, ".") || item.isMark(end, "_")
        || item.isMark(end, "-"), item.isJoined(end + 1), item.word(end + 1) != nil
    {
      if !item.isMark(end, "-") { isHyphenated = false }
      end += 2
    }
    // A capitalised mention goes on with the surname, or the group noun of a team's name:
    // "@Priya Raman", "@Joon-ho Park", "@Platform Team".
    if isHyphenated, item.tokens[start + 1].isCapitalized, !item.isJoined(end),
      NameGrammar.isNameWord(item, end)
        || (end < item.count && item.tokens[end].isCapitalized
          && item.isWord(end, in: NameGrammar.groupNouns))
    {
      end += 1
    }
    let written = item.text(of: start + 1..<end)
    // "since @rf asked for it", "thanks @bo", "cc @ana": a mention that reports or credits
    // someone, not who is to do the task.
    if item.isWord(start - 1, in: Self.creditWords) || Self.isPastForm(item, end) { return nil }
    // "@sftim to draft …", "@bo will check …" at the start: the verb phrase is the title.
    var range = start..<end
    // "@Mei Chou @Bo Park to …": the last of mentions that open the item.
    let closesOpeningMentions =
      item.isMark(0, "@") && (max(0, start - 7)..<start).contains { item.isMark($0, "@") }
    if start == 0 || item.isBoundary(start - 1) || closesOpeningMentions,
      let next = item.word(end),
      AssigneeWords.commitments.contains(next), item.word(end + 1) != nil
    {
      range = start..<end + 1
    }
    // "@tomas and @bea to …", "@tomas, @bea to …": the word that joins the opening mentions
    // goes with the last of them.
    // "Domain conversion docs: @priya and @omar": so does the word before the last of the
    // mentions that close the item.
    let closesClosingMentions =
      (end..<item.count).allSatisfy { item.tokens[$0].kind == .punctuation }
      && (max(0, start - 7)..<max(0, start - 1)).contains { item.isMark($0, "@") }
    // (A comma there already went with the mention before it.)
    if closesOpeningMentions || closesClosingMentions,
      item.isWord(start - 1, "and") || item.isMark(start - 1, "&")
        || item.isMark(start - 1, ",") && closesOpeningMentions || item.isMark(start - 1, "+")
    {
      range = start - 1..<range.upperBound
    }
    // "(@kai)", "(@kai action)" go whole; "(@kai, by Friday)" leaves the date in brackets.
    if isBracketed {
      let close = item.isWord(end, "action") ? end + 1 : end
      if item.isMark(close, ")") || item.isMark(close, "]") {
        range = start - 1..<close + 1
      } else if item.isMark(end, ",") {
        range = start..<end + 1
      }
    }
    // "@noon", "@midnight", "@eod": a time written the way "@ 3pm" is, not a person.
    let member = roster.member(named: written) ?? roster.member(named: word)
    // "@phone", "@errands": a todo.txt context (TagExtractor).
    if member == nil, end == start + 2, TodoTxtGrammar.isContext(item, at: start) { return nil }
    if member == nil, end == start + 2, item.isWord(start + 1, in: Self.timeHandles) {
      return nil
    }
    let owner = Owner(name: member?.name ?? written, isOnRoster: member != nil)
    return candidate(range, [owner], "@<handle>")
  }

  /// Words before a mention that credit or copy someone rather than give them the task.
  private static let creditWords: WordSet = [
    "thanks", "thank", "thx", "cc", "per", "via", "since", "because", "from",
  ]

  /// Whether the word at `index` is a past form that makes the mention before it a report:
  /// "@rf asked", "@bo said", "@ana mentioned".
  private static func isPastForm(_ item: Item, _ index: Int) -> Bool {
    guard let word = item.word(index), !item.isJoined(index) else { return false }
    return VerbForms.isPast(word)
  }

  private static let timeHandles: WordSet = [
    "noon", "midday", "midnight", "eod", "lunch", "tonight",
  ]

  /// "have Ana call …", "ask Ana to …", "get Bo to …", "tell Carla to …".
  private func delegation(_ item: Item, at start: Int, _ roster: Roster) -> Candidate? {
    guard let verb = item.word(start), AssigneeWords.delegations.contains(verb),
      start == 0 || item.isBoundary(start - 1) || item.isWord(start - 1, in: Self.please)
        || item.isWord(start - 1, "and") || item.isWord(start - 1, "to")
    else { return nil }
    // "ask @bo to …": the person may be a mention.
    let mention = handle(item, at: start + 1, roster).flatMap { found -> (Owner, Int)? in
      guard case .owners(let owners) = found.value, let first = owners.first else { return nil }
      return (first, found.range.upperBound)
    }
    guard let (owner, end) = mention ?? name(item, at: start + 1, roster, allowUnknown: true)
    else { return nil }
    var finish = end
    if verb == "have" || verb == "let" {
      // "have Ana call the bank": a verb follows the name directly.
      // "let Ana know about the delay" tells Ana: the one who lets her know does it.
      guard let next = item.word(end), !Self.notVerbs.contains(next),
        verb != "let" || next != "know"
      else { return nil }
    } else {
      guard item.isWord(end, "to"), item.word(end + 1) != nil else { return nil }
      finish = end + 1
    }
    let range = (item.isWord(start - 1, in: Self.please) ? start - 1 : start)..<finish
    return candidate(range, [owner], "\(verb) <name> …")
  }

  /// "please ask Ana to …", "pls have Bo …".
  private static let please: WordSet = ["please", "pls", "plz", "plse"]

  /// "assign to Ana", "assigned to bo:", "owner: ana", "assignee - Bo", "for Ana to review".
  private func labelled(_ item: Item, at start: Int, _ roster: Roster) -> Candidate? {
    guard let word = item.word(start) else { return nil }
    var cursor = start + 1
    if word == "assign" || word == "assigned" {
      if item.isWord(cursor, "it") || item.isWord(cursor, "this") { cursor += 1 }
      guard item.isWord(cursor, "to") else { return nil }
      cursor += 1
    } else if word == "owner" || word == "assignee" || word == "owners" || word == "members" {
      if item.isMark(cursor, ":") || item.isMark(cursor, "-") || item.isMark(cursor, "=") {
        cursor += 1
      } else if item.isWord(cursor, "is") {
        cursor += 1
      } else if !(item.isMark(start - 1, ",") || item.isMark(start - 1, "(")) {
        // "…, owner Jonas, due Friday": set off by commas, the label needs no colon.
        return nil
      }
    } else {
      return nil
    }
    let wasRange = item.isMark(start - 1, "(") ? start - 1 : start
    // "(owner: @ana)": a handle, in any case, after the label.
    let found: (Owner, Int)?
    if item.isMark(cursor, "@"), let handle = handle(item, at: cursor, roster),
      case .owners(let owners) = handle.value, let owner = owners.first
    {
      found = (owner, handle.range.upperBound)
    } else if word != "assign", word != "assigned",
      let (group, end) = NameGrammar.group(item, at: cursor),
      name(item, at: cursor, roster, allowUnknown: true).map({ $0.1 < end }) ?? true
    {
      // "Owner: release team", "Owner: Docs working group".
      found = (Owner(name: group, isOnRoster: false), end)
    } else {
      found = name(item, at: cursor, roster, allowUnknown: true)
    }
    guard let (owner, end) = found else { return nil }
    var owners = [owner]
    var finish = end
    // "Assignee: Marcus Webb, Tomasz Lis", "Owners: Ana and Bo": every one named after the label.
    if word != "assign", word != "assigned",
      item.isMark(finish, ",") || item.isWord(finish, "and") || item.isMark(finish, "&"),
      let (more, moreEnd) = NameGrammar.people(
        item, at: finish + 1, roster: roster, allowsUnknown: true)
    {
      owners += more.filter { !owners.contains($0) }
      finish = moreEnd
    }
    if item.isMark(finish, ":") || (item.isMark(finish, ")") && wasRange < start) { finish += 1 }
    return candidate(wasRange..<finish, owners, "owner: <name>")
  }

  /// Words after "<name> to" that open a noun phrase, not a verb.
  private static let notAfterDelegatingTo: WordSet = [
    "the", "a", "an", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "all", "every", "each", "our", "your", "their", "his", "her", "its", "my", "these", "those",
  ]

  /// Words after "have <name>" that show it is not a delegation ("have Ana's keys").
  private static let notVerbs: WordSet = [
    "to", "the", "a", "an", "been", "no", "any", "some", "it", "is", "was", "all", "and", "or",
    "in", "on", "at", "for", "with", "as",
  ]

  // MARK: - Names

  /// A person's name at `index` (see `NameGrammar.person`), and the index after it.
  private func name(
    _ item: Item, at index: Int, _ roster: Roster, allowUnknown: Bool
  ) -> (Owner, Int)? {
    NameGrammar.person(item, at: index, roster: roster, allowsUnknown: allowUnknown)
  }
}
