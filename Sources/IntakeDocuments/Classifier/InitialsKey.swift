import IntakeCore
import IntakeParsing

/// A key of the short names a document goes on to use: "Key: BK = Bernadette Kilbride (PM /
/// me)   SP = Sunita Pillai (dentist)", "Who's who: **J** = Jess · **A** = Andrés".
///
/// Each definition is a short name (one to five letters, the first a capital), an equals
/// sign, and the person: one to three capitalised words, maybe with roles in brackets; a
/// person written only in the brackets ("MOB = Jess's mom (Linda)") is the one named there.
/// "me" among the roles marks the writer of the notes. A line is a key when it holds two
/// definitions or more, or opens with a key's label.
enum InitialsKey {
  /// One short name and the person it stands for.
  struct Definition: Equatable {
    var short: String
    var name: String
    /// Whether the roles say the person is the writer ("(PM / me)").
    var isWriter: Bool
  }

  /// The definitions a line of a key holds; nil for any other line.
  ///
  /// A line right after a key's line (`continuesKey`) needs only one.
  static func definitions(in line: [UInt8], continuesKey: Bool = false) -> [Definition]? {
    guard line.contains(61) else { return nil }
    let text = InlineMarkdown.reduced(ByteText.string(line))
    let segments = text.split(separator: "=", omittingEmptySubsequences: false).map(String.init)
    guard segments.count >= 2 else { return nil }
    var found: [Definition] = []
    for index in 1..<segments.count {
      let before = words(segments[index - 1])
      guard let short = before.last, isShortName(short) else { return nil }
      var after = segments[index].trimming(" \t")
      if index < segments.count - 1 {
        // The next definition's short name ends this one's person.
        guard let space = after.lastIndex(where: { $0 == " " || $0 == "\t" }) else { return nil }
        after = String(after[..<space])
      }
      guard let definition = person(after, short: short) else { return nil }
      found.append(definition)
    }
    let label = words(segments[0]).dropLast().joined(separator: " ").lowercased()
    let hasLabel = labels.contains { label.hasPrefix($0) }
    guard found.count >= 2 || hasLabel || continuesKey else { return nil }
    return found
  }

  /// The definitions of a key written without equals signs, in columns.
  ///
  /// "Key:  HM  Helen Marchetti (Hon Sec)      JT  Jon Tiernan (Captain)".
  /// Each short name is the capitals of the name after it ("HM", "Helen Marchetti"), so a
  /// line of prose that happens to hold capitals is no key. The line is one when it holds two
  /// definitions, opens with a key's label, or follows a line of the key.
  static func spacedDefinitions(in line: [UInt8], continuesKey: Bool = false) -> [Definition]? {
    guard mayHoldSpacedKey(line) else { return nil }
    let text = InlineMarkdown.reduced(ByteText.string(line))
    var tokens = words(text)
    var hasLabel = false
    if let first = tokens.first, first.hasSuffix(":"),
      labels.contains(String(first.dropLast()).lowercased())
    {
      hasLabel = true
      tokens.removeFirst()
    }
    var found: [Definition] = []
    var index = 0
    while index < tokens.count {
      let short = tokens[index]
      guard (2...4).contains(short.count),
        short.unicodeScalars.allSatisfy({ $0.properties.isUppercase })
      else { return nil }
      var end = index + 1
      while end < tokens.count, end - index <= 3, isNameWord(tokens[end]),
        !(tokens[end].count <= 4
          && tokens[end].unicodeScalars.allSatisfy { $0.properties.isUppercase })
      {
        end += 1
      }
      let name = tokens[(index + 1)..<end]
      guard name.count >= 2,
        String(name.compactMap(\.first)).uppercased() == short
          || (short.count == 2
            && [name.first?.first, name.last?.first].compactMap { $0 }
              .map(String.init).joined().uppercased() == short)
      else { return nil }
      var roles: [String] = []
      // "(Hon. Sec)", maybe over several words.
      if end < tokens.count, tokens[end].hasPrefix("(") {
        var close = end
        while close < tokens.count, !tokens[close].hasSuffix(")") { close += 1 }
        guard close < tokens.count else { return nil }
        roles = [tokens[end...close].joined(separator: " ")]
        end = close + 1
      }
      // "(PM / me)": the writer of the notes, as in a key with equals signs.
      let isWriter = roles.contains {
        $0.lowercased().split(whereSeparator: { !$0.isLetter }).contains("me")
      }
      found.append(Definition(short: short, name: name.joined(separator: " "), isWriter: isWriter))
      index = end
    }
    guard !found.isEmpty, found.count >= 2 || hasLabel || continuesKey else { return nil }
    return found
  }

  /// A crew list's row: a rank or role, leader dots, and the person who holds it.
  ///
  /// "C/O ........... Piotr Wasik  (Ship Safety Officer)", "Master ........ Capt. Rolando
  /// Dizon". The rank is one to three short words (a slash or a digit
  /// may stand in them, "2/E"); the person is two to four capitalised words after a title;
  /// nil for any other line ("Introduction ........ 3").
  static func leaderDefinition(in line: [UInt8]) -> Definition? {
    guard line.count >= 8, let dots = leaderDots(line) else { return nil }
    let label = words(ByteText.string(Array(line[..<dots.lowerBound])))
    guard (1...3).contains(label.count), label.allSatisfy({ $0.count <= 12 }),
      let first = label.first?.unicodeScalars.first,
      first.properties.isUppercase || ("0"..."9").contains(first),
      label.allSatisfy({ word in
        word.unicodeScalars.allSatisfy {
          $0.properties.isAlphabetic || "/0123456789.-".unicodeScalars.contains($0)
        }
      })
    else { return nil }
    var body = ByteText.string(Array(line[dots.upperBound...])).trimming(" \t")
    if body.hasSuffix(")"), let open = body.lastIndex(of: "(") {
      body = String(body[..<open]).trimming(" \t")
    }
    var nameWords = words(body)
    while let title = nameWords.first, nameWords.count > 2,
      NameWords.titles.contains(title.lowercased().trimming("."))
    {
      nameWords.removeFirst()
    }
    guard (2...4).contains(nameWords.count), nameWords.allSatisfy(isNameWord) else { return nil }
    return Definition(
      short: label.joined(separator: " "), name: nameWords.joined(separator: " "), isWriter: false)
  }

  /// The byte range of a run of three dots or more (spaces around it included) standing
  /// between two words, or nil.
  private static func leaderDots(_ line: [UInt8]) -> Range<Int>? {
    guard
      let start = line.indices.first(where: { index in
        index + 2 < line.count && line[index] == 46 && line[index + 1] == 46
          && line[index + 2] == 46
      }), start > 0
    else { return nil }
    var end = start
    while end < line.count, line[end] == 46 { end += 1 }
    guard end < line.count, line[end] == 32 || line[end] == 9 else { return nil }
    var lower = start
    while lower > 0, line[lower - 1] == 32 || line[lower - 1] == 9 { lower -= 1 }
    while end < line.count, line[end] == 32 || line[end] == 9 { end += 1 }
    guard lower > 0, end < line.count else { return nil }
    return lower..<end
  }

  /// Whether a line may hold a key in columns: two capitals, a space, a capital.
  private static func mayHoldSpacedKey(_ line: [UInt8]) -> Bool {
    guard line.count >= 6 else { return false }
    for index in 0..<(line.count - 3)
    where ByteText.isUpper(line[index]) && ByteText.isUpper(line[index + 1]) {
      var next = index + 2
      while next < line.count, ByteText.isUpper(line[next]) { next += 1 }
      if next + 1 < line.count, line[next] == 32,
        ByteText.isUpper(line[next + 1])
          || (line[next + 1] == 32 && next + 2 < line.count)
      {
        return true
      }
    }
    return false
  }

  /// Labels a key opens with.
  private static let labels = ["key", "legend", "who's who", "whos who", "initials", "names"]

  private static func words(_ text: String) -> [String] {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
  }

  private static func isShortName(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, (1...5).contains(word.count),
      first.properties.isUppercase
    else { return false }
    return word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
  }

  /// The person after an equals sign, up to the separator before the next definition.
  private static func person(_ text: String, short: String) -> Definition? {
    var body = text.trimming(" \t·,;|")
    var roles: [String] = []
    if body.hasSuffix(")"), let open = body.lastIndex(of: "(") {
      roles = body[body.index(after: open)..<body.index(before: body.endIndex)]
        .split(whereSeparator: { "/,;".contains($0) }).map { $0.trimming(" \t") }
      body = String(body[..<open]).trimming(" \t")
    }
    let isWriter = roles.contains { $0.lowercased() == "me" }
    let nameWords = words(body)
    if (1...3).contains(nameWords.count), nameWords.allSatisfy(isNameWord) {
      return Definition(short: short, name: nameWords.joined(separator: " "), isWriter: isWriter)
    }
    // "MOB = Jess's mom (Linda)": the person named in the brackets.
    if roles.count == 1, isNameWord(roles[0]) {
      return Definition(short: short, name: roles[0], isWriter: isWriter)
    }
    return nil
  }

  private static func isNameWord(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, first.properties.isUppercase, word.count >= 2
    else { return false }
    return word.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || $0 == "-" || $0 == "'" || $0 == "’"
    }
  }
}
