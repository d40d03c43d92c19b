import IntakeCore

/// Who a phrase names as owners: people (on the team or not), handles, lists of them, and
/// groups ("the events committee", "Marketing volunteers", "Docs working group").
///
/// Written once for the assignee extractor and the action finder. A person is a roster
/// member (full name first, then a first name or alias), or, when unknown names are allowed,
/// one to three capitalised words that are not common words ("Jane Roe", "Vitalik"). Lists are
/// joined by "and", "&", "/" and commas.
package enum NameGrammar {
  /// Nouns that make the words before them a group that can own a task.
  package static let groupNouns: WordSet = [
    "team", "teams", "committee", "group", "wg", "board", "council", "crew", "squad", "staff",
    "volunteers", "maintainers", "admins", "reviewers", "managers", "leads", "organizers",
    "organisers", "editors", "wranglers", "vendors", "contributors", "folks", "members",
    "department", "office", "taskforce", "subcommittee", "panel", "chairs", "officers",
    "inspectors", "stewards", "trustees", "wardens", "coordinators", "helpers", "governors",
    "captains", "guild", "guilds", "ops", "on-call", "desk", "helpdesk", "club", "society",
    "association", "leaders", "partners", "teachers", "coaches", "tutors", "nurses", "marshals",
    "parents", "shift", "procurement", "payroll", "trades", "contractors", "subcontractors",
    "residents", "tenants", "students", "employees", "drivers", "players", "division",
    "directorate", "secretariat", "circle", "circles",
  ]

  /// Whether an owner as written names a group: its last word is a group noun ("staff",
  /// "the infra team", "Board").
  package static func isGroup(_ owner: String) -> Bool {
    owner.split(separator: " ").last.map { groupNouns.contains(String($0).lowercased()) }
      == true
  }

  /// Group nouns that alone mean everyone present, not a group: "the team", "members".
  package static let everyoneNouns: WordSet = ["team", "teams", "folks", "members"]

  /// Words that may not start a group's name: "All teams to …" is everyone, not a group.
  private static let notGroupHeads: WordSet = [
    "all", "every", "each", "any", "no", "some", "our", "your", "their", "other", "i", "i'll",
    "we", "we'll", "you", "they", "he", "she", "i'd", "i'm", "i've", "we'd", "we're",
    "we've", "you'll", "they'll",
  ]

  /// Verbs whose object is a person or group, which start no group's name: "Ask youth
  /// group …" asks the group.
  private static let reachingVerbs: WordSet = [
    "ask", "tell", "remind", "email", "e-mail", "ping", "phone", "text", "message", "invite",
    "thank", "chase", "notify", "inform", "brief", "consult", "nudge", "warn", "contact", "call",
    "get", "have", "let",
  ]

  /// Words that never stand inside a group's name: "Order the team hoodies" is a task whose
  /// object is a group, not a group called "Order the team".
  private static let groupBreaks: WordSet = [
    "the", "a", "an", "our", "your", "their", "my", "his", "her", "its", "this", "that", "these",
    "those", "every", "each", "all", "some", "any",
  ]

  /// "C/O", "2/E", "Ch/Cook" at `index`: a rank written with a slash, which only the
  /// document's crew list or attendees can give a person; the rank and the index after.
  static func slashedRank(_ item: Item, at index: Int) -> (String, Int)? {
    guard index + 2 < item.count, item.isMark(index + 1, "/"), item.isJoined(index + 1),
      item.isJoined(index + 2), item.tokens[index].kind != .punctuation,
      item.tokens[index + 2].kind == .word, item.tokens[index + 2].lower.utf8.count <= 4
    else { return nil }
    return (item.text(of: index..<(index + 3)), index + 3)
  }

  /// One person at `index`: the owner and the index after.
  static func person(
    _ item: Item, at index: Int, roster: Roster, allowsUnknown: Bool
  ) -> (Owner, Int)? {
    if let (rank, end) = slashedRank(item, at: index), let member = roster.member(named: rank) {
      return (Owner(name: member.name, isOnRoster: true), end)
    }
    guard let first = item.word(index) else { return nil }
    // "r0sie", "derek_b": a nick written in one piece, which the team or the document knows.
    if let (nick, end) = nick(item, at: index) ?? hyphenatedNick(item, at: index),
      let member = roster.member(named: nick)
    {
      return (Owner(name: member.name, isOnRoster: true), end)
    }
    // The longest name first: "Dana Whitfield-Obi", "Cllr Gallagher" (known by the surname).
    let written = name(item, at: index)
    if let (written, end) = written, end > index + 1, let member = roster.member(named: written) {
      return (Owner(name: member.name, isOnRoster: true), end)
    }
    // "Mei Ling" for Mei Ling Chan, "Luis Ángel" for Luis Ángel Paredes: the first words of
    // one member's name.
    if let (written, end) = written, end > index + 1 {
      let prefix = written.lowercased() + " "
      let members = roster.members.filter { $0.name.lowercased().hasPrefix(prefix) }
      if members.count == 1 { return (Owner(name: members[0].name, isOnRoster: true), end) }
    }
    if let second = item.word(index + 1), !item.isJoined(index + 1),
      let member = roster.member(named: first + " " + second)
    {
      return (Owner(name: member.name, isOnRoster: true), index + 2)
    }
    // "Mr Hocking", "Cllr Jago": a title, then a name the roster knows (a surname the
    // attendees line gave), whatever the name's shape.
    if NameWords.titles.contains(first), item.tokens[index].isCapitalized {
      let next = item.isMark(index + 1, ".") ? index + 2 : index + 1
      if let word = item.word(next), let member = roster.member(named: word) {
        return (Owner(name: member.name, isOnRoster: true), next + 1)
      }
      // "Mrs Okafor" for the one member called Okafor.
      if let word = item.word(next) {
        let members = roster.members.filter {
          $0.name.split(separator: " ").last.map { $0.lowercased() == word } == true
        }
        if members.count == 1 { return (Owner(name: members[0].name, isOnRoster: true), next + 1) }
      }
    }
    switch roster.match(first) {
    case .member(let member):
      return (Owner(name: member.name, isOnRoster: true), index + 1)
    case .ambiguous:
      return (
        Owner(name: item.text(of: index..<index + 1), isOnRoster: false, isAmbiguous: true),
        index + 1
      )
    case .none:
      break
    }
    guard allowsUnknown else { return nil }
    // "derek_b to send …", "r0sie will …": a nick nobody listed, which no word looks like.
    if let (nick, end) = nick(item, at: index), isHandleShaped(nick),
      item.isWord(end, "to") || item.isWord(end, "will")
    {
      return (Owner(name: nick, isOnRoster: false), end)
    }
    guard let (written, end) = written else { return nil }
    // "Mr Pryce will send …": an honorific and a surname nobody listed is how the notes name
    // the person; the surname alone could be anyone ("Chef Mirela" is Mirela).
    if ["mr", "mrs", "ms", "miss", "mx"].contains(first), item.tokens[index].isCapitalized,
      !written.contains(" ")
    {
      return (Owner(name: item.text(of: index..<end), isOnRoster: false), end)
    }
    return (Owner(name: written, isOnRoster: false), end)
  }

  /// One name at `index` as written, and the index after it: one to three capitalised words
  /// ("Jane Roe", "Mary Ann Lee", "Mei-Ling Chao"), an `@handle` when `handles` is set
  /// ("@ana.lima"), or a name `isKnown` knows in any case ("carla", an IRC nick).
  ///
  /// `isKnown` gets lower-case words and pairs of words: the document's attendees and
  /// speakers. A trailing "'ll" ("Ana'll") is not part of the name.
  package static func name(
    _ item: Item, at index: Int, handles: Bool = false,
    isKnown: (String) -> Bool = { _ in false }
  ) -> (String, Int)? {
    var start = index
    var isHandle = false
    if handles, item.isMark(index, "@"), item.word(index + 1) != nil, item.isJoined(index + 1) {
      start = index + 1
      isHandle = true
    } else if handles, isColonNick(item, at: index) {
      start = index + 1
      isHandle = true
    }
    // "Cllr Gallagher", "Dr. Okafor": the name is the words after the title.
    if !isHandle, let title = item.word(start), NameWords.titles.contains(title),
      item.tokens[start].isCapitalized
    {
      let next = item.isMark(start + 1, ".") ? start + 2 : start + 1
      if isNameWord(item, next) { start = next }
    }
    if !isHandle, let (rank, end) = slashedRank(item, at: start), isKnown(rank.lowercased()) {
      return (rank, end)
    }
    guard let word = item.word(start) else { return nil }
    // "G. Whitfield agreed to …", as minutes name people: an initial, its full stop, then a
    // surname.
    if !isHandle, word.utf8.count == 1, item.tokens[start].isCapitalized,
      item.isMark(start + 1, "."), item.isJoined(start + 1), !item.isJoined(start + 2),
      item.tokens.indices.contains(start + 2), item.tokens[start + 2].isCapitalized,
      isNameWord(item, start + 2)
    {
      let end = endOfNameWord(item, start + 2)
      return (item.text(of: start..<end), end)
    }
    // "will_o", "priya_b": a nick the document knows, written in one piece.
    if !isHandle, let (nick, end) = nick(item, at: start), isKnown(nick.lowercased()) {
      return (nick, end)
    }
    // "m-dubois", "priya-r": a nick with hyphens the document knows.
    if !isHandle, let (nick, end) = hyphenatedNick(item, at: start), isKnown(nick.lowercased()) {
      return (nick, end)
    }
    if !isHandle, let role = knownRole(item, at: start, isKnown: isKnown) { return role }
    let isContracted = word.hasSuffix("'ll")
    let base = isContracted ? String(word.dropLast(3)) : word
    guard isHandle || isKnown(base) || isNameHead(item, start, base) else { return nil }
    var end = isHandle ? start + 1 : endOfNameWord(item, start)
    // Handles go on through dots, dashes and underscores: "@ana.lima".
    var isHyphenated = true
    while isHandle, item.isJoined(end),
      item.isMark(end, ".") || item.isMark(end, "-") || item.isMark(end, "_"),
      item.word(end + 1) != nil, item.isJoined(end + 1)
    {
      if !item.isMark(end, "-") { isHyphenated = false }
      end += 2
    }
    // "Ana Lima", "Mary Ann Lee": further capitalised words that are not common words; a
    // chat mention of a display name goes on too ("@Fatima Zahra Benali", "@Joon-ho Park").
    let isDisplayName = isHandle && isHyphenated && item.tokens[start].isCapitalized
    var words = 1
    var last = base
    // A name the document knows may run longer ("Thi Ngoc Anh Pham" on the roll call).
    var sofar = base
    while !isHandle || isDisplayName, !isContracted, let next = item.word(end),
      !item.isJoined(end),
      item.tokens[end].isCapitalized, !item.isJoined(end + 1) || callSign(item, at: end) == nil,
      words < 3 && (isNameWord(item, end) || isKnown(last + " " + next))
        || (words < 6 && isKnown(sofar + " " + next))
    {
      last = next
      sofar += " " + next
      end = endOfNameWord(item, end)
      words += 1
      if next.hasSuffix("'ll") { break }
    }
    let written = item.text(of: start..<end)
    return (written.hasSuffix("'ll") ? String(written.dropLast(3)) : written, end)
  }

  /// A role the document gave a person, with its joining words in lower case ("Director of
  /// Public Works", "Manager Building and Planning"): the longest one it knows, of at most
  /// six words, that ends in a capitalised word.
  ///
  /// With `opensWithRole` (the first word is a role's, "Chief Administrative Officer"), the
  /// role needs no joining word.
  package static func knownRole(
    _ item: Item, at start: Int, opensWithRole: Bool = false, isKnown: (String) -> Bool
  ) -> (String, Int)? {
    // Most names have no joining word in their first three: one look rules them out.
    guard item.tokens.indices.contains(start), item.tokens[start].isCapitalized,
      opensWithRole
        || (start + 1..<min(item.count, start + 4)).contains(where: {
          item.isWord($0, in: roleJoiners) || item.isMark($0, "&")
        })
    else { return nil }
    var end = start
    var phrase = ""
    var found: Int?
    while end < start + 6, end < item.count, !item.isJoined(end) || end == start {
      let word: String
      if let text = item.word(end) {
        word = text
      } else if item.isMark(end, "&") {
        word = "&"
      } else {
        break
      }
      let isJoiner = roleJoiners.contains(word) || word == "&"
      guard isJoiner || item.tokens[end].isCapitalized else { break }
      phrase += phrase.isEmpty ? word : " " + word
      end += 1
      if !isJoiner, end - start >= 2, isKnown(phrase) { found = end }
    }
    guard let found else { return nil }
    return (item.text(of: start..<found), found)
  }

  private static let roleJoiners: WordSet = ["of", "and", "for"]

  /// Whether a nick written after a colon stands at `index` (":bhatia to confirm …", as a
  /// browser project's notes write nicks): the colon opens a word and is glued to a nick
  /// that does not open with a capital; not an emoji's code or a label (":tada:", ":jmlr:").
  package static func isColonNick(_ item: Item, at index: Int) -> Bool {
    guard item.isMark(index, ":"), !item.isJoined(index), item.word(index + 1) != nil,
      item.isJoined(index + 1), !item.tokens[index + 1].isCapitalized
    else { return false }
    var end = index + 2
    while item.isJoined(end),
      item.isMark(end, ".") || item.isMark(end, "_")
        || item.isMark(end, "-"), item.word(end + 1) != nil, item.isJoined(end + 1)
    {
      end += 2
    }
    return !(item.isMark(end, ":") && item.isJoined(end))
  }

  /// Whether the word at `index` can start an unknown person's name.
  ///
  /// A capitalised word that is not a common word (NameWords.txt), weekday, month or group
  /// noun. A given name that is also a word ("Will", "June") starts a name before a surname,
  /// another name after "and", or right before "to", "will" or "'ll"; a word with a noun's ending ("Onboarding",
  /// "Motion") only before a surname.
  static func isNameHead(_ item: Item, _ index: Int, _ word: String) -> Bool {
    guard item.tokens[index].isCapitalized, word.utf8.count >= 2, !word.hasSuffix("'s"),
      !word.contains(ascii: "'"), DateWords.weekdays[word] == nil, !groupNouns.contains(word)
    else { return false }
    let end = endOfNameWord(item, index)
    let beforeSurname = !item.isJoined(end) && isNameWord(item, end)
    if NameWords.notNames.contains(word) || DateWords.months[word] != nil {
      guard NameWords.wordNames.contains(word) else { return false }
      if beforeSurname { return true }
      guard let next = item.word(end) else { return false }
      // "Jun and Rose-Marie to …": before another name in a list of people.
      if next == "and", isNameWord(item, end + 1) { return true }
      return next == "to" || next == "will" || next == "'ll"
    }
    if hasNounEnding(word) { return beforeSurname }
    // "Backport to release-2.3", "Deprecate the v1 endpoint": a task's verb opening the line;
    // "Chase Miller to …" is a person.
    if TaskVerbs.all.contains(word) { return beforeSurname }
    return true
  }

  /// Whether a lower-case word of five letters or more ends as nouns do and names rarely
  /// do: "collection", "onboarding", "management" (NameWords.txt, noun endings).
  package static func hasNounEnding(_ word: String) -> Bool {
    word.utf8.count >= 5 && NameWords.nounEndings.contains(where: { word.hasSuffix($0) })
  }

  /// The index after the name word at `index`, with the parts a hyphen joins to it:
  /// "Mei-Ling", "Joon-ho", "Jean-Luc".
  package static func endOfNameWord(_ item: Item, _ index: Int) -> Int {
    var end = index + 1
    while item.isMark(end, "-"), item.isJoined(end), item.word(end + 1) != nil,
      item.isJoined(end + 1)
    {
      end += 2
    }
    return end
  }

  /// Where a person is from, between their name and "to" or "will".
  ///
  /// "Declan from site IT to …", "Joon-ho from analytics will …": the index of the "to" or
  /// "will", or nil.
  package static func affiliation(
    _ item: Item, at index: Int, endWords: Set<String> = ["to", "will"]
  ) -> Int? {
    // "Paulo Mendes (volunteer coordinator) to …": a role in brackets.
    if item.isMark(index, "("),
      let close = (index + 1..<min(item.count, index + 8)).first(where: { item.isMark($0, ")") }),
      close > index + 1, item.isWord(close + 1, "to") || item.isWord(close + 1, "will"),
      item.word(close + 2) != nil
    {
      return close + 1
    }
    // "Declan from site IT to …", "Keziah at the publisher will …", "Jonas of the data
    // team will …": where they are from.
    // "Gareth @ Bytewise says …": the at sign for "at".
    guard
      item.isWord(index, "from") || item.isWord(index, "at") || item.isWord(index, "of")
        || item.isMark(index, "@") && !item.isJoined(index + 1)
    else { return nil }
    var end = index + 1
    while end < index + 5, let word = item.word(end), !endWords.contains(word) {
      if DateWords.weekdays[word] != nil || DateWords.months[word] != nil { return nil }
      end += 1
    }
    guard end > index + 1, let word = item.word(end), endWords.contains(word),
      let verb = item.word(end + 1), verb != "the", verb != "a"
    else { return nil }
    return end
  }

  /// The index after a call sign at `index` ("N0HKW", "KE0RSA", "W1AW"): four to seven
  /// capitals and digits written together, a digit among them; nil for any other word.
  package static func callSign(_ item: Item, at index: Int) -> Int? {
    guard index < item.count, !item.isJoined(index) else { return nil }
    var end = index
    var length = 0
    var digits = 0
    while end < item.count, end == index || item.isJoined(end) {
      let token = item.tokens[end]
      if token.kind == .number {
        digits += token.digitCount
      } else if token.kind != .word || !token.isCapitalized
        || item.text(of: end..<end + 1).contains(where: \.isLowercase)
      {
        return nil
      }
      length += token.end - token.start
      end += 1
    }
    guard (4...7).contains(length), digits >= 1, digits < length, end > index + 1 else {
      return nil
    }
    return end
  }

  /// The index after a call sign at `index` and the role in brackets that may follow it
  /// ("Lorna KD0LMB (NCS) will …"); nil when no call sign stands there.
  package static func afterCallSign(_ item: Item, at index: Int) -> Int? {
    guard let end = callSign(item, at: index) else { return nil }
    if item.isMark(end, "("),
      let close = (end + 1..<min(item.count, end + 6)).first(where: { item.isMark($0, ")") })
    {
      return close + 1
    }
    return end
  }

  /// People joined by "and", "&", "/", " + " or commas, each a `person`, and the index after.
  static func people(
    _ item: Item, at start: Int, roster: Roster, allowsUnknown: Bool
  ) -> ([Owner], Int)? {
    var owners: [Owner] = []
    var cursor = start
    while owners.count < 6,
      let (owner, end) = person(item, at: cursor, roster: roster, allowsUnknown: allowsUnknown)
    {
      owners.append(owner)
      cursor = end
      // "Mark + Summer" joins two people; "+docs" (no space) is a todo.txt project.
      let joins =
        item.isWord(cursor, "and") || item.isMark(cursor, "&") || item.isMark(cursor, ",")
        || item.isMark(cursor, "/") || (item.isMark(cursor, "+") && !item.isJoined(cursor + 1))
      guard joins,
        person(item, at: cursor + 1, roster: roster, allowsUnknown: allowsUnknown) != nil
      else { break }
      cursor += 1
    }
    return owners.isEmpty ? nil : (owners, cursor)
  }

  /// A group at `index` ("the infra team", "Docs working group", "Marketing volunteers"): its
  /// name as written, without a leading "the", and the index after.
  package static func group(_ item: Item, at index: Int) -> (String, Int)? {
    var start = index
    if item.isWord(start, "the") { start += 1 }
    // "All implementers: add your …", "All reviewers to …": everyone of a kind named by what
    // they do, capitalised as a label is, before its colon or its "to".
    if start == index, item.isWord(start, "all"), item.tokens[start].isCapitalized,
      let noun = item.word(start + 1), !item.isJoined(start + 1), noun.utf8.count >= 6,
      ["ers", "ors", "ists", "ants", "ents"].contains(where: { noun.hasSuffix($0) }),
      item.isMark(start + 2, ":") || item.isWord(start + 2, "to")
    {
      return (item.text(of: start..<start + 2), start + 2)
    }
    guard let head = item.word(start), !notGroupHeads.contains(head) else { return nil }
    // "Ask youth group about …", "Email parents group …": a verb whose object is people,
    // then the group it is for.
    // "Call centre team", "Contact center staff" name a group.
    if start == index, reachingVerbs.contains(head),
      !(item.isWord(start + 1, "centre") || item.isWord(start + 1, "center"))
    {
      return nil
    }
    // Up to three words, the last a group noun: "events committee", "docs working group"; a
    // number inside is no word of them ("Level 2 course coordinators").
    var numbers = 0
    for length in 1...4 {
      let last = start + length - 1
      // "Year 6 teachers", "Level 2 marshals": a number inside the name.
      if last > start, item.number(last) != nil, !item.isJoined(last) {
        numbers += 1
        continue
      }
      guard length - numbers <= 3 else { return nil }
      guard let word = item.word(last), last == start || !item.isJoined(last) else { return nil }
      // "Pay the office …", "Order our team …": a determiner inside is a verb's object.
      if last > start, groupBreaks.contains(word) || reachingVerbs.contains(word) { return nil }
      // "Payments on-call", "SRE on-call": a rota named by what it covers.
      if length > 1, let end = onCall(item, at: last) {
        return (item.text(of: index..<end), end)
      }
      // "fundraising sub-committee", "the co-chairs": a group noun after a hyphen.
      if item.isMark(last + 1, "-"), item.isJoined(last + 1), item.isJoined(last + 2),
        let tail = item.word(last + 2), groupNouns.contains(tail), !everyoneNouns.contains(tail)
      {
        return (item.text(of: index..<last + 3), last + 3)
      }
      if groupNouns.contains(word) {
        // A group noun alone is a group only when capitalised ("Staff to …"), not "team to".
        // "The editors to …" names a group; "the team" and "Team to …" are everyone.
        let isNamedByThe = start > index && !everyoneNouns.contains(word)
        guard
          length > 1 || (item.tokens[start].isCapitalized && !everyoneNouns.contains(word))
            || isNamedByThe
        else { return nil }
        // "Research group leads", "board members": the people of the group named first;
        // "Ops lead", "Board chair": one of them.
        let end =
          length - numbers < 3
            && item.word(last + 1).map({ groupNouns.contains($0) || roleHeads.contains($0) })
              == true
            && !item.isJoined(last + 1) ? last + 2 : last + 1
        // "Send intro panel text to the printer": a task's verb, then its object; "Support
        // team to …", "Review panel: …", "Release managers confirm …" are groups by what
        // follows them.
        // "Track chairs, please flag …": asked by name, as people are.
        let isAsked =
          item.isMark(end, ",") && item.isWord(end + 1, in: ["please", "can", "could", "would"])
        if length > 1, start == 0, TaskVerbs.all.contains(head), !isRoleEnd(item, at: end),
          !(word.hasSuffix("s") && item.word(end).map(TaskVerbs.all.contains) == true), !isAsked
        {
          return nil
        }
        return (item.text(of: index..<end), end)
      }
      // "Site manager to …", "the project lead will …", "Head chef to …": one person named
      // by a role, what it manages before it; a role word alone is a name only when
      // capitalised ("Treasurer to …"), which the person grammar reads.
      if roleHeads.contains(word), length - numbers >= 2, isRoleEnd(item, at: last + 1) {
        return (item.text(of: index..<last + 1), last + 1)
      }
      // "Reception to warn arriving guests": a department named alone, capitalised, before
      // what it is to do.
      if length == 1, departments.contains(word), item.tokens[start].isCapitalized,
        item.isWord(last + 1, "to")
      {
        return (item.text(of: index..<last + 1), last + 1)
      }
      if DateWords.weekdays[word] != nil || DateWords.months[word] != nil { return nil }
    }
    return nil
  }

  /// The last word of a role that names one person by what they run or do ("site
  /// manager", "comms officer", "depot mgr", "events coordinator", "head chef").
  package static let roleHeads: WordSet = [
    "manager", "mgr", "lead", "officer", "coordinator", "co-ordinator", "supervisor", "director",
    "chef", "administrator", "admin", "engineer", "planner", "rep", "representative", "liaison",
    "secretary", "treasurer", "clerk", "chair", "foreman", "forewoman", "technician",
    "controller", "superintendent", "steward", "warden", "captain", "convenor", "organiser",
    "organizer", "editor", "producer", "owner",
  ]

  /// Whether what follows a role at `index` makes it the subject of work: "to", "will",
  /// "should", a colon or a dash; not a name ("Finance Director Tran", a title before a
  /// person) nor a noun ("Put planner settings on …", where the role word is an object's).
  private static func isRoleEnd(_ item: Item, at index: Int) -> Bool {
    if let word = item.word(index) { return roleVerbs.contains(word) }
    return item.isMark(index, ":") || item.isMark(index, "—") || item.isMark(index, "–")
      || (item.isMark(index, "-") && !item.isJoined(index)) || item.isMark(index, "(")
  }

  private static let roleVerbs: WordSet = [
    "to", "will", "would", "should", "shall", "must", "can", "could", "needs", "agreed",
    "offered", "volunteered", "is", "has",
  ]

  /// Departments, which minutes name alone as owners ("Reception to …", "Legal to …").
  package static let departments: WordSet = [
    "reception", "security", "housekeeping", "maintenance", "facilities", "finance", "legal",
    "marketing", "sales", "catering", "banquets", "kitchen", "engineering", "accounts",
    "purchasing", "estates", "comms", "communications", "operations", "admissions", "hr",
    "admin", "administration", "support", "compliance", "workshop", "stores", "dispatch",
    "logistics", "procurement", "payroll", "transport", "grounds", "pharmacy", "warehouse",
    "wardrobe", "costume", "props", "locations", "sound", "lighting", "art",
  ]

  /// A chat nick written in one piece with an underscore or digits after a word ("will_o",
  /// "priya_b", "dev42"): its text and the index after it; nil for a plain word.
  package static func nick(_ item: Item, at index: Int) -> (String, Int)? {
    // Most words are not nicks: the joined "_" or digits after the word say so cheaply.
    guard index + 1 < item.count, item.tokens[index].kind == .word, item.isJoined(index + 1),
      item.isMark(index + 1, "_") || item.number(index + 1) != nil
    else { return nil }
    var end = index + 1
    var isNick = false
    while end < item.count, item.isJoined(end),
      item.isMark(end, "_") || item.word(end) != nil || item.number(end) != nil
    {
      if item.isMark(end, "_") || item.number(end) != nil { isNick = true }
      end += 1
    }
    return isNick ? (item.text(of: index..<end), end) : nil
  }

  /// Words in lower case joined by hyphens, as a nick may be ("m-dubois", "priya-r").
  ///
  /// Returns the nick and the index after it; nil when no hyphen follows the word at `index`.
  /// "Hye-jin" is the first part of a name, not a nick.
  static func hyphenatedNick(_ item: Item, at index: Int) -> (String, Int)? {
    guard item.word(index) != nil, !item.tokens[index].isCapitalized, item.isMark(index + 1, "-"),
      item.isJoined(index + 1)
    else { return nil }
    var end = index + 1
    while item.isMark(end, "-"), item.isJoined(end), item.word(end + 1) != nil,
      item.isJoined(end + 1)
    {
      end += 2
    }
    return end > index + 1 ? (item.text(of: index..<end), end) : nil
  }

  /// Whether a nick is shaped like no word: an underscore in it, or a digit before a letter
  /// ("derek_b", "r0sie"; not "python3").
  static func isHandleShaped(_ nick: String) -> Bool {
    guard nick.utf8.count <= 20 else { return false }
    if nick.contains("_") { return true }
    var sawDigit = false
    for byte in nick.utf8 {
      if ByteText.isDigit(byte) {
        sawDigit = true
      } else if sawDigit, ByteText.isASCIILetter(byte) {
        return true
      }
    }
    return false
  }

  /// The index after "on-call" written at `index` (three tokens: "on", a joined hyphen and a
  /// joined "call"), or nil.
  package static func onCall(_ item: Item, at index: Int) -> Int? {
    guard item.isWord(index, "on"), item.isMark(index + 1, "-"), item.isJoined(index + 1),
      item.isWord(index + 2, "call"), item.isJoined(index + 2)
    else { return nil }
    return index + 3
  }

  /// A capitalised word that can go on a name: not a common word, weekday or month.
  package static func isNameWord(_ item: Item, _ index: Int) -> Bool {
    guard let written = item.word(index), item.tokens[index].isCapitalized else { return false }
    // "Lima'll": the name before the contraction.
    let word = written.hasSuffix("'ll") ? String(written.dropLast(3)) : written
    guard word.utf8.count >= 2, !NameWords.notNames.contains(word), !word.contains(ascii: "'"),
      DateWords.weekdays[word] == nil, DateWords.months[word] == nil,
      !groupNouns.contains(word)
    else { return false }
    return true
  }
}
