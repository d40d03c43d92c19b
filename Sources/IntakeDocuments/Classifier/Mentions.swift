import IntakeParsing

/// People a document names in full anywhere in its text, kept only to say who a shorter
/// owner means.
///
/// "Fire Chief Nadia Brooks presented the report", "Treasurer Marcel Arsenault": then "Chief
/// Brooks" and "Marcel" are them (see `DocumentParser.resolveOwners`). Unlike the attendees,
/// they are no evidence that a word names someone.
enum Mentions {
  /// The full names in a line: the last two words of each run of capitalised words, when
  /// both can be a person's name and the run's words before them are a role or a title.
  static func names(in bytes: [UInt8]) -> [String] {
    var names: [String] = []
    var run: [Range<Int>] = []
    var index = 0
    func finish() {
      defer { run.removeAll(keepingCapacity: true) }
      // A title in capitals ("Annual General Meeting Of The …") is longer than a role and a
      // name.
      guard run.count >= 2, run.count <= 9 else { return }
      let name = run.suffix(2).map { ByteText.string(bytes[$0]) }
      guard name.allSatisfy({ mayBeName($0) }) else { return }
      // "Public Works Director Ray Oyelaran": the words before the name are a role; after a
      // role's "of", the office it heads ("Assistant Superintendent of Business Services
      // Lorraine Obi").
      var sawRole = false
      for range in run.dropLast(2) {
        let word = ByteText.string(bytes[range])
        if word == "of" {
          guard sawRole else { return }
          break
        }
        guard isTitleOrRole(word) else { return }
        sawRole = true
      }
      names.append(name.joined(separator: " "))
    }
    while index < bytes.count {
      if isBreak(bytes[index]) {
        // Only a single space joins the words of a name.
        if bytes[index] != 32 || (index + 1 < bytes.count && bytes[index + 1] == 32) {
          finish()
        }
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, !isBreak(bytes[index]) { index += 1 }
      if isCapitalised(bytes, start..<index)
        || (!run.isEmpty && index - start == 2 && bytes[start] == 111 && bytes[start + 1] == 102)
      {
        run.append(start..<index)
      } else {
        finish()
      }
    }
    finish()
    return names
  }

  /// Whether a byte ends a word: a space, a tab or ASCII punctuation but the hyphen and the
  /// apostrophe.
  private static func isBreak(_ byte: UInt8) -> Bool {
    byte == 32 || byte == 9
      || (byte < 0x80 && !ByteText.isASCIILetter(byte) && !ByteText.isDigit(byte) && byte != 45
        && byte != 39)
  }

  /// A capital letter, then lower-case letters (a name's shape: "Nadia", "MacIsaac",
  /// "Al-Sayed"), with no digit.
  private static func isCapitalised(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    guard range.count >= 2, ByteText.isUpper(bytes[range.lowerBound]) else { return false }
    var hasLower = false
    for index in range.dropFirst() {
      if ByteText.isDigit(bytes[index]) { return false }
      if ByteText.isLower(bytes[index]) || bytes[index] >= 0x80 { hasLower = true }
    }
    return hasLower
  }

  /// Whether a word can be part of a person's name: not a common word, a role, a weekday or
  /// a month.
  private static func mayBeName(_ word: String) -> Bool {
    let lower = word.lowercased()
    return !NameWords.notNames.contains(lower) && !isTitleOrRole(word)
      && DateWords.weekdays[lower] == nil && DateWords.months[lower] == nil
      && !NameGrammar.groupNouns.contains(lower)
  }

  /// Whether a word is a title or part of a role's name: "Cllr", "Chief", "Vice",
  /// "Superintendent", "Director".
  static func isTitleOrRole(_ word: String) -> Bool {
    let lower = word.lowercased().trimming(".")
    return NameWords.titles.contains(lower) || AttendeeList.isRoleWord(lower)
      || roleQualifiers.contains(lower)
  }

  /// Whether a word qualifies a role or a title: "District" in "District Cllr".
  static func isQualifier(_ word: String) -> Bool { roleQualifiers.contains(word.lowercased()) }

  /// Words that qualify a role: "Vice President", "Deputy Chief", "District Cllr", "Fire
  /// Chief", "Public Works Director".
  private static let roleQualifiers: Set<String> = [
    "vice", "deputy", "assistant", "associate", "acting", "interim", "senior", "district",
    "county", "city", "town", "parish", "fire", "police", "public", "works", "finance",
    "board", "executive", "general", "school", "student", "trustee", "trustees",
    "councillor", "councilmember", "member", "chief",
  ]
}
