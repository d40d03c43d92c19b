import IntakeParsing

/// Reads the names in an attendees line: "Ana Lima, Bo Chen and carla", "@ana; Bo (chair)",
/// "Ana Lima <ana@example.com>", "ana (23)" (a meeting bot's count of lines said), and a
/// handle with the full name in brackets, "@ofelia-r (Ofelia Ramírez, chair)", which is the
/// full name (the handle finds it again: it is built from the name).
enum AttendeeList {
  /// Adds each name in `text` to the document's attendees, with the roles and nicknames
  /// written beside it as aliases: "Summer Okoye (Clerk & RFO)", "Head Teacher (HT) – Daniel
  /// Kowalczyk", `Bartholomew "Bart" Nkemelu`, "Cllr Róisín Gallagher" (who is then also
  /// "Gallagher").
  static func read(_ text: String, into state: inout DocumentState) {
    let text = text.contains("_") ? Self.spacingUnderscoredNames(text) : text
    let people = attendees(in: text).map { ($0, $0.aliases + addressForms(of: $0)) }
    // "Director of Facilities" and "Director of Student Services" on one line: "the Director"
    // is neither of them.
    var counts: [String: Int] = [:]
    for (_, aliases) in people { for alias in Set(aliases) { counts[alias, default: 0] += 1 } }
    for (attendee, aliases) in people {
      state.addAttendee(attendee.name, aliases: aliases.filter { counts[$0] == 1 })
    }
  }

  /// A speaker's label in capitals, written as the person's name is written elsewhere.
  ///
  /// Captions and verbatim transcripts write "CITY MANAGER DUBOIS", "COMMISSIONER
  /// BAPTISTE", "MS. ADEYEMI", "DELPHINE MBEKI": the office or title before the name goes
  /// ("Dubois", "Delphine Mbeki"). Nil for a label with a small letter, or one that is only
  /// an office.
  static func nameInCapitals(_ label: String) -> String? {
    let words = label.split(separator: " ")
    guard words.count <= 5, label.contains(where: \.isLetter),
      !label.contains(where: \.isLowercase)
    else { return nil }
    let isOffice: (Substring) -> Bool = { word in
      let lower = word.lowercased().trimming(".")
      return roleWords.contains(lower) || NameWords.titles.contains(lower)
        || officeWords.contains(lower)
    }
    var first = words.count
    while first > 0, !isOffice(words[first - 1]) { first -= 1 }
    if first == words.count {
      guard words.count >= 2 else { return nil }
      first = words.count - 1
    }
    let name = words[first...].map { word in
      var written = ""
      var startsPart = true
      for character in word {
        written += startsPart ? character.uppercased() : character.lowercased()
        startsPart = character == "-" || character == "'" || character == "’"
      }
      return written
    }
    return name.joined(separator: " ")
  }

  /// Words of an office that say whose it is, before the name in a label ("CITY CLERK",
  /// "COUNCIL MEMBER", "VICE CHAIR").
  private static let officeWords: Set<String> = [
    "city", "county", "town", "village", "council", "member", "vice", "deputy", "assistant",
    "planning", "board", "madam", "acting", "interim",
  ]

  /// A roll call's row in columns, "Marta Oyelowo        Individual member" (a tab or a run
  /// of spaces between them): one person per row, the first column their name and the others
  /// what they are, written as a name with its roles in brackets; nil when the line has no
  /// such gap or its first column is no full name.
  static func rosterRow(_ text: String) -> String? {
    var columns: [String] = []
    var column = ""
    var spaces = 0
    for character in text {
      if character == " " {
        spaces += 1
        continue
      }
      if character == "\t" || spaces >= 2, !column.isEmpty {
        columns.append(column)
        column = ""
      } else if spaces > 0, !column.isEmpty {
        column.append(" ")
      }
      spaces = 0
      if character != "\t" { column.append(character) }
    }
    if !column.isEmpty { columns.append(column) }
    guard columns.count >= 2, let name = fullName(columns[0]), clean(name) != nil else {
      return nil
    }
    let details = columns.dropFirst().map {
      $0.filter { $0 != "(" && $0 != ")" }.trimming(" ")
    }
    return name + " (" + details.joined(separator: ", ") + ")"
  }

  /// "Beatriz_Salgado, Hyun-woo_Park, jmuller" as a scribe tool lists those present: each
  /// name's words joined by underscores, each capitalised, are a name in full ("rose_k" is a
  /// nick and stays).
  static func spacingUnderscoredNames(_ text: String) -> String {
    var out = ""
    var word = ""
    func flush() {
      let parts = word.split(separator: "_", omittingEmptySubsequences: false)
      let isName =
        parts.count >= 2 && parts.allSatisfy { $0.first?.isUppercase == true }
      out += isName ? parts.joined(separator: " ") : word
      word = ""
    }
    for character in text {
      if character == " " || character == "," || character == ";" {
        flush()
        out.append(character)
      } else {
        word.append(character)
      }
    }
    flush()
    return out
  }

  /// Adds each person a line names in full with their initials in brackets after them,
  /// wherever the line stands ("- Lucia Ferraro (LF): …", "## Loss signals — Ama Owusu
  /// (AO)", "Marek Svoboda (MSV) presented …"): the document calls them by those letters.
  ///
  /// The letters are two to four capitals, the first the name's first letter and the rest
  /// found in the name in order; the name is two or three capitalised words.
  static func readDefinedInitials(_ bytes: [UInt8], into state: inout DocumentState) {
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 40 else {
        index += 1
        continue
      }
      let open = index
      index += 1
      var end = open + 1
      while end < bytes.count, ByteText.isUpper(bytes[end]) { end += 1 }
      guard (2...4).contains(end - open - 1), end < bytes.count, bytes[end] == 41 else {
        continue
      }
      let letters = ByteText.string(bytes[(open + 1)..<end])
      let words = ByteText.string(bytes[..<open]).split(separator: " ").suffix(3).map(String.init)
      for count in [2, 3] where words.count >= count {
        let name = Array(words.suffix(count))
        guard
          name.allSatisfy({ word in
            guard let first = word.unicodeScalars.first, first.properties.isUppercase,
              word.dropFirst().contains(where: \.isLowercase),
              word.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "'" })
            else { return false }
            return !NameWords.notNames.contains(word.lowercased())
          }),
          isAbbreviation(letters, of: name.joined(separator: " ")),
          !isRole(name.joined(separator: " ")),
          // "Regional Roads Authority (RRA)": a body's letters are how the minutes name it.
          !isOrganisation(name.joined(separator: " "))
        else { continue }
        state.addAttendee(name.joined(separator: " "), aliases: [letters])
        break
      }
    }
  }

  /// "present+ Aoife_Brennan, dmitri" (whether present, and the names), as a scribe tool
  /// records who joined or sent regrets; nil for other lines.
  static func attendanceCommand(_ text: [UInt8]) -> (Bool, String)? {
    for (command, isPresent) in [("present+", true), ("regrets+", false)]
    where ByteText.hasPrefix(text, command, at: 0) {
      let names = ByteText.string(text.dropFirst(command.utf8.count)).trimmingWhitespace()
      return names.isEmpty || names.hasPrefix(":") ? nil : (isPresent, names)
    }
    return nil
  }

  /// Whether a name is a body's ("Riverlands Water", "State Emergency Service"), whose
  /// letters in brackets stay as the minutes write them.
  static func isOrganisation(_ name: String) -> Bool {
    name.split(separator: " ").contains { organisationWords.contains($0.lowercased()) }
  }

  /// Words that make a name a body's.
  private static let organisationWords: Set<String> = [
    "water", "energy", "power", "gas", "rail", "roads", "transport", "health", "housing",
    "authority", "service", "services", "bureau", "agency", "ministry", "commission",
    "corporation", "company", "ltd", "inc", "llc", "plc", "institute", "university", "college",
    "hospital", "trust", "foundation", "police", "council", "office", "department", "board",
    "network", "systems", "solutions", "bank", "fund", "group", "association", "society",
    "committee", "airport", "port", "harbour", "shire", "county", "city", "district",
  ]

  /// Whether capitals abbreviate a name: the first is the name's first letter, and each
  /// other one is found after it in order ("LF" Lucia Ferraro, "MSV" Marek Svoboda).
  static func isAbbreviation(_ letters: String, of name: String) -> Bool {
    let name = Array(name.uppercased())
    let letters = Array(letters)
    guard let first = letters.first, name.first == first else { return false }
    guard letters.count > 1 else { return true }
    var position = 1
    for letter in letters.dropFirst().dropLast() {
      guard let found = name[position...].firstIndex(of: letter) else { return false }
      position = found + 1
    }
    // The last letter comes from the last word: "TA" is Thomas Ainsley's "A", not the one
    // in "Thomas".
    let lastWordStart = (name.lastIndex(of: " ") ?? 0) + 1
    guard let last = letters.last, max(position, lastWordStart) < name.count else { return false }
    return name[max(position, lastWordStart)...].contains(last)
  }

  /// The ways minutes refer to an attendee beyond the aliases written beside the name: the
  /// surname ("Xu"), and a role's word with it ("Secretary Ibáñez", "Director Ramaswamy",
  /// "Library Director Ramaswamy"), and a role's last word alone when it is one a body has
  /// one of ("the Director").
  static func addressForms(of attendee: Attendee) -> [String] {
    let words = attendee.name.split(separator: " ")
    guard words.count >= 2, let last = words.last, last.count >= 2 else { return [] }
    // "Francesca Lo Bianco": the surname keeps its particles ("Lo Bianco", "van der Berg").
    var first = words.count - 1
    while first > 1, surnameParticles.contains(words[first - 1].lowercased()) { first -= 1 }
    let surname = words[first...].joined(separator: " ")
    var forms = [surname]
    // "F. Lo Bianco", "T. Wexler": the initial and the surname, as an action table writes them.
    if let initial = words[0].first, initial.isUppercase, initial.isLetter {
      forms += ["\(initial). \(surname)", "\(initial) \(surname)"]
    }
    for role in attendee.aliases where isRole(role) {
      let roleWords = role.split(separator: " ")
      // "Director of Facilities" is a director: "Director Morrow".
      let of = roleWords.firstIndex { $0.lowercased() == "of" }
      guard let head = of.map({ $0 > 0 ? roleWords[$0 - 1] : roleWords[0] }) ?? roleWords.last
      else { continue }
      forms.append(head + " " + surname)
      if roleWords.count > 1 { forms.append(role + " " + surname) }
      // "Chief Administrative Officer" is the "CAO": the initials of its capitalised words.
      let capitalised = roleWords.filter { $0.first?.isUppercase == true }
      // Two letters are as often someone's initials ("School Manager", "SM").
      if capitalised.count >= 3 {
        forms.append(String(capitalised.compactMap(\.first)))
      }
      if headRoles.contains(head.lowercased()) || officeRoles.contains(head.lowercased()),
        !Self.isDeputy(roleWords)
      {
        forms.append(String(head))
      }
    }
    return forms.filter { !attendee.aliases.contains($0) }
  }

  /// Words that belong to the surname after them: "Lo Bianco", "van der Berg", "da Silva".
  private static let surnameParticles = TranscriptLine.surnameParticles

  /// Role words a body has one of, by which the minutes name the person: "the Director".
  private static let officeRoles: Set<String> = [
    "director", "president", "chair", "chairperson", "dean", "mayor", "principal",
    "headteacher", "provost", "manager", "administrator",
  ]

  /// One person of an attendees line.
  struct Attendee: Equatable {
    var name: String
    var aliases: [String] = []
  }

  /// A list with a couple written under one surname, each named in full.
  ///
  /// "Tom and Ruthie Kessler (Kessler Honey)" reads as "Tom Kessler, Ruthie Kessler (Kessler
  /// Honey)".
  static func sharingSurnames(_ text: String) -> String {
    guard text.contains(" and ") else { return text }
    let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    var out: [String] = []
    var index = 0
    while index < words.count {
      // A first name alone, after a separator or at the start, "and", then a first name and
      // a surname that ends the part.
      if index + 3 < words.count, words[index + 1] == "and",
        index == 0 || [",", ";", ":"].contains(where: { words[index - 1].hasSuffix($0) }),
        isFirstName(words[index]), isFirstName(words[index + 2]),
        case let last = words[index + 3].trimming(",;."), isFirstName(last),
        last != words[index + 3] || index + 4 == words.count || words[index + 4].hasPrefix("(")
      {
        out.append(words[index] + " " + last + ",")
        index += 2
        continue
      }
      out.append(words[index])
      index += 1
    }
    return out.joined(separator: " ")
  }

  /// One capitalised word of letters (a hyphen or an apostrophe inside), not a role's.
  private static func isFirstName(_ word: String) -> Bool {
    guard let first = word.first, first.isUppercase, word.count >= 2,
      word.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "'" || $0 == "’" })
    else { return false }
    return !isRoleWord(word.lowercased()) && !pluralTitles.contains(word.lowercased())
  }

  /// The people in `text`, in order, with their aliases.
  static func attendees(in text: String) -> [Attendee] {
    var found: [Attendee] = []
    for part in parts(of: sharingSurnames(text)) {
      var aliases: [String] = []
      var cleaned = part.name
      // "Prof. Morag Lindqvist, Head of School (HoS) - Chair": a part that is only a role
      // belongs to the person before it, with its short forms ("Clerk to the Trustees
      // (Clerk)").
      if !found.isEmpty, isRole(cleaned),
        roleBeforeName(cleaned.split(separator: " ").map(String.init)) == nil
      {
        var roles = [cleaned] + part.roles.filter { isAbbreviation($0) || isRole($0) }
        roles += roles.compactMap(acronym)
        for role in roles where !found[found.count - 1].aliases.contains(role) {
          found[found.count - 1].aliases.append(role)
        }
        continue
      }
      // "Head Teacher (HT) – Daniel Kowalczyk": a role, then the person; "kvasquez - Karina
      // Vasquez": a handle, then the person.
      for dash in dashes where mayHoldDash(part.written) {
        guard let range = part.written.firstRange(of: dash) else { continue }
        let before = String(part.written[..<range.lowerBound])
        let after = String(part.written[range.upperBound...]).trimming(" \t")
        // "kvasquez - Karina Vasquez": a handle, then the person, as a list of nicks writes it.
        let handle = before.trimming(" \t")
        // "SOP – Sandra Okafor-Price (HT)", "LMc – Laura McAllister": initials, then the person.
        if let full = fullName(after),
          isRole(before) || part.roles.contains(where: isAbbreviation)
            || isHandle(handle, of: full) || isNick(handle)
            || (isAbbreviation(handle) && isAbbreviation(handle.uppercased(), of: full)),
          let name = clean(full)
        {
          aliases.append(handle)
          cleaned = name
        }
        break
      }
      // `Bartholomew "Bart" Nkemelu`: the nickname in quotes is an alias.
      if let open = cleaned.firstIndex(of: "\""),
        let close = cleaned[cleaned.index(after: open)...].firstIndex(of: "\"")
      {
        let nickname = cleaned[cleaned.index(after: open)..<close].trimming(" \t")
        cleaned = (cleaned[..<open] + cleaned[cleaned.index(after: close)...])
          .split(separator: " ").joined(separator: " ")
        if !nickname.isEmpty { aliases.append(nickname) }
      }
      // "Cllr Róisín Gallagher", "Mrs Summer Okoye": the title goes; the minutes may call
      // them by the title and surname.
      var words = cleaned.split(separator: " ").map(String.init)
      // "Fr Anselm Okoro PP", "Kiran Bedi MBE": the letters after the name go.
      if words.count >= 3, let last = words.last,
        NameWords.postnominals.contains(last.trimming("."))
      {
        words.removeLast()
        cleaned = words.joined(separator: " ")
      }
      // "Tom Ellery (Treasurer) TE": the initials the minutes use, written after the name.
      if words.count >= 3, let last = words.last, (2...4).contains(last.utf8.count),
        last.utf8.allSatisfy(ByteText.isUpper),
        last == String(words.dropLast().compactMap(\.first)).uppercased()
      {
        words.removeLast()
        cleaned = words.joined(separator: " ")
        aliases.append(last)
      }
      // "Senators Catherine Bright (Chair), Daniel Oduya": a title in the plural before the
      // first of a list of names is everyone's, and no part of the first name.
      if words.count >= 3, Self.pluralTitles.contains(words[0].lowercased()) {
        words.removeFirst()
        cleaned = words.joined(separator: " ")
      }
      // "District Cllr Alan Forsyth": a word that qualifies the title goes with it.
      if words.count >= 4, Mentions.isQualifier(words[0]),
        NameWords.titles.contains(words[1].lowercased().trimming("."))
      {
        words.removeFirst()
      }
      if words.count >= 3, NameWords.titles.contains(words[0].lowercased().trimming(".")) {
        words.removeFirst()
        cleaned = words.joined(separator: " ")
        if let surname = words.last { aliases.append(surname) }
      }
      // "Public Works Director Dana Whitfield", "Councilmember Hyun-woo Park": a role before
      // the name, without a dash. The minutes say "Director Whitfield", "the Public Works
      // Director", "Councilmember Park".
      if aliases.isEmpty, let (role, name) = roleBeforeName(words) {
        cleaned = name.joined(separator: " ")
        words = name
        let surname = name[name.count - 1]
        let head = role[role.count - 1]
        aliases += [role.joined(separator: " "), surname, head + " " + surname]
        if role.count > 1 { aliases.append(role.joined(separator: " ") + " " + surname) }
        if headRoles.contains(head.lowercased()) { aliases.append(head) }
      }
      // Letters in brackets are the person's initials, or a role's when a role stands with
      // them ("Dean of Faculty (DoF)"); "Filip Horvat (TSC)" names the body they sit on.
      let hasRole = !aliases.isEmpty || part.roles.contains(where: isRole)
      // "Coastal Roads Authority (CRA)": a body's letters stay as the minutes write them.
      let isBody = isOrganisation(cleaned)
      let roles = part.roles.filter {
        !(isBody && isAbbreviation($0.uppercased(), of: cleaned))
          && (isRole($0)
            || (isAbbreviation($0) && (hasRole || isAbbreviation($0.uppercased(), of: cleaned))))
      }
      aliases += roles
      aliases += roles.compactMap(acronym)
      // "Town Clerk", "Grounds Supervisor": the minutes say "the Clerk", "the Supervisor".
      for role in roles {
        let words = role.split(separator: " ")
        if words.count > 1, let head = words.last, headRoles.contains(head.lowercased()),
          !Self.isDeputy(words)
        {
          aliases.append(String(head))
        }
      }
      if let handle = part.handle { aliases.append(handle) }
      // "Kazuhiro Ito (@kaz-ito)", "Kwabena Mensah (kmensah)": the handle in brackets is
      // another name of the person.
      for role in part.roles where role.hasPrefix("@") && role.count > 1 {
        aliases.append(String(role.dropFirst()))
      }
      for role in part.roles where !role.hasPrefix("@") && isHandle(role, of: cleaned) {
        aliases.append(role)
      }
      found.append(Attendee(name: cleaned, aliases: aliases))
    }
    return found
  }

  /// Whether `word`, written in brackets after `name`, is the person's handle: one word in
  /// lower case that holds their first name or surname ("kmensah", "arjunn") or opens with
  /// their initials ("hlq" for Hannah Lindqvist); "chair" and "remote" are not.
  static func isHandle(_ word: String, of name: String) -> Bool {
    guard (2...39).contains(word.utf8.count),
      word.utf8.allSatisfy({ ByteText.isHandleByte($0) && !ByteText.isUpper($0) })
    else { return false }
    let parts = name.lowercased().split(separator: " ").map(String.init)
    guard parts.count >= 2, let first = parts.first, let last = parts.last else { return false }
    if [first, last].contains(where: { $0.utf8.count >= 3 && word.contains($0) }) { return true }
    return word.utf8.count <= 5
      && word.hasPrefix(String([first.first, last.first].compactMap { $0 }))
  }

  /// Whether a word before a dash and a full name is a chat nick, whatever the name: in
  /// lower case, a word of a nick's letters ("ferrovia -- Margit Kask" in a list of nicks).
  private static func isNick(_ word: String) -> Bool {
    (2...24).contains(word.utf8.count)
      && word.utf8.allSatisfy { ByteText.isHandleByte($0) && !ByteText.isUpper($0) }
      && word.utf8.contains(where: ByteText.isLower)
  }

  /// The dashes between a name and a role, spaced; "--" as plain text writes a dash.
  private static let dashes = [" -- ", " - ", " – ", " — "]

  /// Whether `text` may hold one of `dashes`.
  ///
  /// A hyphen, or the first byte of the en and em dashes in UTF-8. Most parts hold none, and
  /// this spares them three searches.
  private static func mayHoldDash(_ text: String) -> Bool {
    text.utf8.contains { $0 == 0x2D || $0 == 0xE2 }
  }

  /// Whether a role is another's second ("Deputy Chair", "Vice Chair", "Assistant Clerk"):
  /// "the Chair" is not them.
  static func isDeputy(_ words: [Substring]) -> Bool {
    guard words.count > 1, let first = words.first?.lowercased() else { return false }
    return [
      "deputy", "vice", "assistant", "associate", "co", "former", "past", "incoming",
      "outgoing", "sub",
    ].contains(first)
  }

  /// Whether a lower-case word is one of a role's: "clerk", "director", "chief".
  static func isRoleWord(_ word: String) -> Bool { roleWords.contains(word) }

  /// Titles in the plural that open a list of names: "Senators", "Councillors", "Drs".
  static let pluralTitles: Set<String> = [
    "senators", "councillors", "councilors", "cllrs", "drs", "messrs", "commissioners",
    "supervisors", "trustees", "aldermen", "councilmembers", "representatives", "governors",
    "directors", "professors", "profs",
  ]

  /// Words of a role: "Plot Manager", "lead expert", "Clerk to Governors".
  private static let roleWords: Set<String> = [
    // A ward's professions, as a discharge meeting lists them ("Bea Nwosu, Occupational
    // Therapist (BN)").
    "therapist", "physiotherapist", "pharmacist", "nurse", "dietitian", "dietician",
    "geriatrician", "physician", "surgeon", "midwife", "psychologist", "worker",
    "chair", "co-chair", "vice-chair", "chairperson", "chairman", "chairwoman", "secretary",
    "treasurer", "clerk", "president", "director", "head", "lead", "manager", "coordinator",
    "co-ordinator", "officer", "governor", "scribe", "facilitator", "moderator", "host",
    "editor", "liaison", "operator", "captain", "convenor", "convener", "teacher", "principal",
    "minute-taker", "notetaker", "warden", "steward", "trustee", "registrar", "administrator",
    "supervisor", "superintendent", "caretaker", "ranger", "accountant", "solicitor",
    "archivist", "engineer", "planner", "champion", "representative", "rep", "auditor",
    "councilmember", "councilman", "councilwoman", "alderman", "alderwoman", "alderperson",
    "commissioner", "mayor", "attorney", "counsel", "senator", "chief", "marshal", "partner",
    "dean", "provost", "rector", "bursar", "headteacher", "vice-chancellor", "chancellor",
    "secretariat",
    // The chair of an Irish council and its deputy, in Irish.
    "cathaoirleach", "leas-chathaoirleach",
    // Offices written short: "VP Education", "CFO".
    "vp", "svp", "evp", "avp", "ceo", "cfo", "coo", "cto", "cio", "cmo", "cpo",
    // A ward's or a site's disciplines, which its notes name people by: "PT to reassess".
    "ot", "pt", "sw", "slt", "salt", "rn", "hca", "gp", "fy1", "fy2", "qs", "pm", "cns",
    // A school's safeguarding and needs leads, an incident's information officer, security.
    "senco", "dsl", "pio", "ciso",
    // A clinical study's: the investigator, the coordinator, the monitor (clinical research
    // associate), as a visit report names them.
    "investigator", "sub-investigator", "pharmacist", "pi", "sc", "cra", "crc", "sub-i",
  ]

  /// Whether the last part of a list line and the next line are one name the line break cut.
  ///
  /// They are when the part is a role, or the next line opens with a role word ("Vice Chair"
  /// over "Desmond Whitlock, …"; "Transportation" over "Manager Ravi Menon, …"). "Bo" over
  /// "Carla, Dev" are two people.
  ///
  /// A line of one person and their role over another is no cut: "Ines Marlow, Chief
  /// Administrative Officer" over "Tom Reyes, Town Clerk".
  static func continues(_ tail: String, with next: String, after line: String? = nil) -> Bool {
    let tailWords = tail.split(separator: " ")
    guard !tailWords.isEmpty, tailWords.count <= 4 else { return false }
    if let line, isPersonAndRole(line), isPersonAndRole(next) { return false }
    if tailWords.contains(where: { roleWords.contains($0.lowercased()) }) { return true }
    guard let first = next.split(whereSeparator: { $0 == " " || $0 == "\t" }).first else {
      return false
    }
    if roleWords.contains(first.lowercased()) { return true }
    // "…, Olusegun" over "\"Segun\" Bankole, Principal of Training (OB)": a first name whose
    // surname the break put on the next line, maybe after a nickname in quotes, in a list
    // that names people in full ("Ana, Bo" over "Carla, Dev" names them by first names).
    let fullNames = (line ?? "").split(whereSeparator: { ",;".contains($0) }).dropLast()
      .filter { part in
        Label.removingBrackets(String(part)).split(separator: " ").count >= 2
      }
    guard tailWords.count == 1, tailWords[0].first?.isUppercase == true, !fullNames.isEmpty,
      let head = next.split(whereSeparator: { ",;(".contains($0) }).first
    else { return false }
    let words = head.split(whereSeparator: { $0 == " " || $0 == "\t" })
    let surname = words.last.map { $0.first?.isUppercase == true && $0.count > 1 } ?? false
    return surname
      && (words.count == 1
        || (words.count == 2 && (words[0].first == "\"" || words[0].first == "\u{201C}")))
  }

  /// Whether `text` is one person's full name and their role: "Tom Reyes, Town Clerk".
  private static func isPersonAndRole(_ text: String) -> Bool {
    let parts = text.split(separator: ",")
    guard parts.count == 2 else { return false }
    let name = parts[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
    return (2...4).contains(name.count)
      && name.allSatisfy { $0.first?.isUppercase == true && !roleWords.contains($0.lowercased()) }
      && isRole(String(parts[1]))
  }

  /// Whether a part of a list is a role alone ("Director of Facilities"), not a role and a
  /// name.
  static func isRoleOnly(_ part: String) -> Bool {
    isRole(part) && roleBeforeName(part.split(separator: " ").map(String.init)) == nil
  }

  /// Whether the last part of a list line may be the start of a name the line break cut: a
  /// role ("Vice Chair") or one word ("Transportation").
  static func mayBeCut(_ tail: String) -> Bool {
    let words = tail.split(separator: " ")
    return words.count == 1 || words.contains { roleWords.contains($0.lowercased()) }
  }

  /// A role and then a name of two or three capitalised words, all of `words`: the role ends
  /// at its last role word.
  private static func roleBeforeName(_ words: [String]) -> (role: [String], name: [String])? {
    guard words.count >= 3,
      let last = words.lastIndex(where: { roleWords.contains($0.lowercased()) })
    else { return nil }
    let name = Array(words[(last + 1)...])
    guard (2...3).contains(name.count),
      words.allSatisfy({ $0.first?.isUppercase ?? false }),
      !name.contains(where: { roleWords.contains($0.lowercased()) })
    else { return nil }
    return (Array(words[...last]), name)
  }

  /// Role words a role of several words is also called by: the "Town Clerk" is "the Clerk".
  private static let headRoles: Set<String> = [
    "clerk", "secretary", "treasurer", "supervisor", "superintendent", "caretaker", "warden",
    "registrar", "archivist", "ranger", "secretariat", "editor",
  ]

  /// The letters a role of three words or more is written as.
  ///
  /// "Editor-in-Chief" is "EIC", "Chief Executive Officer" "CEO"; nil for other roles, and
  /// for one whose small words are not joined by hyphens ("Clerk to the Trustees").
  private static func acronym(_ role: String) -> String? {
    let words = role.split(whereSeparator: { $0 == " " || $0 == "-" })
    guard (3...5).contains(words.count), isRole(role),
      role.contains("-")
        || !words.contains(where: { ["to", "the", "of", "and", "for", "in"].contains($0) })
    else { return nil }
    return String(words.compactMap(\.first).map { Character($0.uppercased()) })
  }

  /// Whether `text` names a role ("Plot Manager", "Clerk to Governors").
  private static func isRole(_ text: String) -> Bool {
    // "Editor-in-Chief": the words a hyphen joins.
    let words = text.trimming(" \t").lowercased().split(whereSeparator: { $0 == " " || $0 == "-" })
    // "Director Corporate and Community Services": a longer one joins its words.
    guard
      (1...4).contains(words.count)
        || words.count <= 6 && words.contains(where: { $0 == "and" || $0 == "of" })
    else { return false }
    return words.contains { roleWords.contains(String($0)) }
  }

  /// Whether `text` is an abbreviation of a role or a name: two to five letters, the first
  /// and at least one more a capital ("HT", "RFO", "HoS", "KOA").
  private static func isAbbreviation(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard (2...5).contains(scalars.count), let first = scalars.first, ("A"..."Z").contains(first),
      scalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) })
    else { return false }
    return scalars.dropFirst().contains { ("A"..."Z").contains($0) }
  }

  /// The names in `text`, as written, in order.
  static func names(in text: String) -> [String] {
    parts(of: text).map(\.name)
  }

  /// The names of a list, each cleaned, as written, and with the roles written in brackets
  /// after it.
  ///
  /// Read scalar by scalar (every mark that matters is one scalar): this runs for every
  /// attendees and author line of an import. A handle with the full name in brackets
  /// ("@ofelia-r (Ofelia Ramírez, chair)") is the full name.
  private static func parts(of text: String) -> [(
    name: String, written: String, roles: [String], handle: String?
  )] {
    var parts: [(name: String, written: String, roles: [String], handle: String?)] = []
    var part = String.UnicodeScalarView()
    // The first words in brackets, up to a comma: maybe the full name of a handle.
    var bracketed = String.UnicodeScalarView()
    var roles: [String] = []
    var role = String.UnicodeScalarView()
    var isInFirstBracket = false
    var depth = 0
    // "Filip Horvat @fhorvat (TSC)": the handle written after a full name.
    var handle = String.UnicodeScalarView()
    var isInHandle = false
    // Whether the role before was cut at " and ": "Director Corporate and Community
    // Services" is one role, "Clerk and RFO" two.
    var isAfterAnd = false
    func endRole() {
      let written = String(role).trimming(" \t")
      if isAfterAnd, !written.isEmpty, !isRole(written), !isAbbreviation(written),
        let last = roles.last
      {
        roles[roles.count - 1] = last + " and " + written
      } else if !written.isEmpty {
        roles.append(written)
      }
      role = String.UnicodeScalarView()
      isAfterAnd = false
    }
    func finish() {
      let written = String(part)
      let isHandle = part.first { $0 != " " && $0 != "\t" } == "@"
      let cleaned = clean(written)
      if !bracketed.isEmpty, let cleaned, isHandle || !cleaned.contains(ascii: " "),
        fullName(removingQuoted(String(bracketed))) != nil
      {
        // `@tolubello (Tolulope "Tolu" Bello)`: the name keeps its nickname for `attendees`,
        // and the handle is another name of the person.
        // "hquayle (Hester Quayle, chair)": a nick in lower case before the name is one too.
        let full = String(bracketed).trimming(" \t")
        parts.append((full, full, [], isHandle || isNick(cleaned) ? cleaned : nil))
      } else if let cleaned {
        parts.append((cleaned, written, roles, handle.isEmpty ? nil : String(handle)))
      }
      part = String.UnicodeScalarView()
      handle = String.UnicodeScalarView()
      isInHandle = false
      roles = []
      if !bracketed.isEmpty { bracketed = String.UnicodeScalarView() }
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "(", "[", "<":
        depth += 1
        isInFirstBracket = depth == 1 && scalar == "(" && bracketed.isEmpty
      case ")", "]", ">":
        if depth == 1 { endRole() }
        depth = max(0, depth - 1)
        isInFirstBracket = false
      case ",", ";", "&", "/", "|", "•", "·", "+":
        if depth == 0 { finish() }
        if depth == 1 {
          isInFirstBracket = false
          endRole()
        }
      case "@" where depth == 0 && part.last == " ":
        if part.first(where: { $0 != " " && $0 != "\t" }) != "@", handle.isEmpty,
          fullName(String(part)) != nil
        {
          isInHandle = true
        } else {
          // "@Ana Lima @Bo Chen": each mention starts a name.
          finish()
          part.append(scalar)
        }
      case " " where isInHandle && depth == 0:
        isInHandle = false
      default:
        if isInHandle, depth == 0 {
          handle.append(scalar)
        } else if depth == 0 {
          part.append(scalar)
        }
        if depth == 1 {
          role.append(scalar)
          if isInFirstBracket { bracketed.append(scalar) }
        }
      }
      // " and " between names, and between roles ("Clerk and RFO").
      if depth == 0, scalar == " ", endsWithAnd(part) {
        part.removeLast(5)
        finish()
      }
      if depth == 1, scalar == " ", endsWithAnd(role) {
        role.removeLast(5)
        isInFirstBracket = false
        endRole()
        isAfterAnd = true
      }
    }
    finish()
    return parts
  }

  /// `text` without a part in double quotes: `Tolulope "Tolu" Bello` is "Tolulope Bello".
  private static func removingQuoted(_ text: String) -> String {
    guard let open = text.firstIndex(of: "\""),
      let close = text[text.index(after: open)...].firstIndex(of: "\"")
    else { return text }
    return (text[..<open] + text[text.index(after: close)...]).split(separator: " ")
      .joined(separator: " ")
  }

  /// Two to four capitalised words of letters ("Ofelia Ramírez"), or nil.
  private static func fullName(_ text: String) -> String? {
    let name = text.trimming(" \t")
    let words = name.split(separator: " ")
    // "Jeroen van den Berg": particles of the surname inside the name.
    guard (2...5).contains(words.count),
      words.indices.allSatisfy({ index in
        let word = words[index]
        return
          (word.first?.isUppercase == true
          && word.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" || $0 == "." })
          || (index > 0 && index < words.count - 1 && surnameParticles.contains(String(word)))
      })
    else { return nil }
    return name
  }

  /// Whether `part` ends with " and " or " And ".
  private static func endsWithAnd(_ part: String.UnicodeScalarView) -> Bool {
    var index = part.endIndex
    for position in 0..<5 {
      guard index > part.startIndex else { return false }
      index = part.index(before: index)
      let scalar = part[index]
      let isExpected: Bool
      switch position {
      case 0, 4: isExpected = scalar == " "
      case 1: isExpected = scalar == "d"
      case 2: isExpected = scalar == "n"
      default: isExpected = scalar == "a" || scalar == "A"
      }
      guard isExpected else { return false }
    }
    return true
  }

  /// A name from one part of the list, or nil for roles and fillers ("everyone", "TBD").
  private static func clean(_ part: String) -> String? {
    var name = part.trimming(" \t\"'*_@.:-")
    // "Guest: Farah Siddiqui", "Chair: Ana Lima": a role before a colon goes.
    if let colon = name.firstIndex(of: ":"), name[..<colon].split(separator: " ").count == 1 {
      name = String(name[name.index(after: colon)...]).trimming(" \t")
    }
    // "Ana Lima - PM", "Bo – design": the role goes.
    for dash in dashes where mayHoldDash(name) {
      if let range = name.firstRange(of: dash) { name = String(name[..<range.lowerBound]) }
    }
    if name.hasPrefix("and ") { name.removeFirst(4) }
    // "Beatriz from staff. Howard sent his scores by email.": the part ends with its
    // sentence (a lower-case word's full stop, not "Dr."), and where the person is from goes.
    if let stop = name.range(of: ". "), stop.lowerBound > name.startIndex,
      let word = name[..<stop.lowerBound].split(separator: " ").last,
      word.first?.isLowercase == true
    {
      name = String(name[..<stop.lowerBound])
    }
    if let from = name.range(of: " from "),
      (1...3).contains(name[..<from.lowerBound].split(separator: " ").count)
    {
      name = String(name[..<from.lowerBound])
    }
    // "Aoife_Brennan", as scribed minutes list those present: each part capitalised.
    if name.contains("_"), !name.contains(" ") {
      let parts = name.split(separator: "_")
      if parts.count > 1, parts.allSatisfy({ $0.first?.isUppercase == true }) {
        name = parts.joined(separator: " ")
      }
    }
    // "Members present: 27, including Nkechi Obi".
    if name.hasPrefix("including ") { name.removeFirst(10) }
    name = name.trimming {
      $0 == " " || $0 == "\t" || $0.properties.generalCategory == .spaceSeparator
    }
    let words = name.split(separator: " ")
    // "Assistant City Attorney Aaron Stiles": a role before the name makes it longer.
    let isLong = words.count > 4 || name.utf8.count > 40
    let hasRole =
      isLong && (words.count > 4 ? roleBeforeName(words.map(String.init)) != nil : isRole(name))
    guard !name.isEmpty, words.count <= 4 || hasRole, name.utf8.count <= (hasRole ? 64 : 40),
      name.unicodeScalars.contains(where: { $0.properties.isAlphabetic }),
      !name.unicodeScalars.contains(where: { ("0"..."9").contains($0) }) || words.count == 1
    else { return nil }
    if fillers.contains(name.lowercased()) { return nil }
    return name
  }

  /// Words an attendee list holds that name nobody.
  private static let fillers: Set<String> = [
    "everyone", "all", "team", "none", "n/a", "tbd", "others", "guests", "everybody",
    "the team", "whole team", "and", "etc", "tbc", "tba", "?", "unassigned",
  ]
}
