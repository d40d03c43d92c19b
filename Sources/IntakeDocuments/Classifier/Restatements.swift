import IntakeParsing

/// The actions a meeting gave out, as a summary at its end may say them again in other
/// words: "Mai Nguyen to fix the autosave crash by Tuesday" after Mai's "I'll have a fix for
/// the autosave crash …", or "Follow-up tasks" under "Key points" that said who does what.
///
/// Only what the summary is checked against is read closely, and only when there is a
/// summary: most meetings never pay for it.
struct Restatements: Sendable {
  /// What makes two actions one: who, the words that carry the task, and its verb.
  private struct Key: Sendable {
    var owners: Set<String>
    var words: Set<String>
    var verb: String?
  }

  private var given: [(text: String, owners: [String])] = []
  private var keys: [Key?] = []
  /// Whose each given action is, as `ownerKey`s, once asked.
  private var ownerKeys: [Set<String>?] = []

  /// Records an action given out.
  mutating func add(_ text: String, owners: [String]) {
    given.append((text, owners))
    keys.append(nil)
    ownerKeys.append(nil)
  }

  mutating func removeAll() {
    given.removeAll(keepingCapacity: true)
    keys.removeAll(keepingCapacity: true)
    ownerKeys.removeAll(keepingCapacity: true)
  }

  /// Whether `text`, owned by `owners` (or by the names it opens with), says again what an
  /// action already given said for the same owner: three in five of its words and at least
  /// two, or its verb and another word.
  mutating func restate(_ text: String, owners: [String], finder: ActionFinder) -> Bool {
    let key = Self.key(text, owners: owners, finder: finder)
    guard !key.owners.isEmpty, key.words.count >= 2 else { return false }
    for index in given.indices {
      if keys[index] == nil {
        // Whose it is is cheap to know; the words are read only for the same owner.
        if ownerKeys[index] == nil {
          let owners =
            given[index].owners.isEmpty
            ? Self.writtenOwners(given[index].text) : given[index].owners
          ownerKeys[index] = Set(owners.compactMap(Self.ownerKey))
        }
        guard ownerKeys[index]?.isDisjoint(with: key.owners) == false else { continue }
        keys[index] = Self.key(given[index].text, owners: given[index].owners, finder: finder)
      }
      guard let earlier = keys[index], !earlier.owners.isDisjoint(with: key.owners) else {
        continue
      }
      var shared = 0
      var missesNumber = false
      for word in key.words {
        if earlier.words.contains(word) {
          shared += 1
        } else if word.contains(where: \.isNumber) {
          // "Check server 2" is not "check server 1" said again.
          missesNumber = true
          break
        }
      }
      guard !missesNumber else { continue }
      if shared >= 2 && shared * 10 >= key.words.count * 6 { return true }
      if key.verb != nil, key.verb == earlier.verb, shared >= 2 { return true }
    }
    return false
  }

  private static func key(_ text: String, owners: [String], finder: ActionFinder) -> Key {
    // The owners written in the text count too ("Mai Nguyen to fix …").
    let names = owners.isEmpty ? writtenOwners(text) : owners
    let nameWords = Set(names.flatMap { $0.lowercased().split(separator: " ").map(String.init) })
    var words = Set<String>()
    var verb: String?
    var previous = ""
    for part in text.lowercased().split(whereSeparator: {
      !$0.isLetter && !$0.isNumber && $0 != "-" && $0 != "'"
    }) {
      let word = Self.numberWords[String(part)] ?? String(part)
      defer { previous = word }
      if nameWords.contains(word) { continue }
      if verb == nil, !skippedBeforeVerb.contains(word) { verb = verbClasses[word] ?? word }
      guard word.count >= 3 || word.contains(where: \.isNumber), !commonWords.contains(word),
        !isDateWord(word, after: previous)
      else { continue }
      words.insert(word.hasSuffix("s") && word.count > 4 ? String(word.dropLast()) : word)
    }
    return Key(owners: Set(names.compactMap(ownerKey)), words: words, verb: verb)
  }

  /// Verbs a summary puts in place of one another, each to the first of its class: "check
  /// with the warehouse" said again as "confirm with the warehouse".
  private static let verbClasses: [String: String] = {
    let classes = [
      ["check", "confirm", "verify", "find", "clarify"],
      ["ask", "contact", "reach", "ping", "email", "call", "chase"],
      ["send", "share", "circulate", "forward", "distribute", "post"],
      ["draft", "write", "prepare"],
      ["book", "reserve", "schedule", "arrange", "set"],
      ["review", "read", "look"],
    ]
    var map: [String: String] = [:]
    for verbs in classes { for verb in verbs { map[verb] = verbs[0] } }
    return map
  }()

  /// The names a task opens with before "to", "will", a colon or a dash ("Mai Nguyen to fix
  /// …", "Arash and Solveig: work out …", "QA team to …", "Chen - final poster draft"),
  /// read from the words alone:
  /// capitalised words and group nouns, "and" between names.
  private static func writtenOwners(_ text: String) -> [String] {
    var names: [String] = []
    var current: [Substring] = []
    for word in text.split(separator: " ").prefix(8) {
      let bare = word.hasSuffix(":") ? word.dropLast() : word
      // "Chen - final poster draft": a dash after the names, as a colon.
      if ["-", "–", "—"].contains(bare) {
        if !current.isEmpty { names.append(current.joined(separator: " ")) }
        return names.count <= 3 ? names : []
      }
      if bare == "to" || bare == "will" || word.hasSuffix(":") {
        if word.hasSuffix(":"), bare.first?.isUppercase == true { current.append(bare) }
        if !current.isEmpty { names.append(current.joined(separator: " ")) }
        return names.count <= 3 ? names : []
      }
      if bare == "and" || bare == "&" {
        if !current.isEmpty { names.append(current.joined(separator: " ")) }
        current = []
        continue
      }
      guard
        bare.first?.isUppercase == true || bare.first == "@" || bare == "the"
          || NameGrammar.groupNouns.contains(bare.lowercased())
      else { return [] }
      if bare != "the" { current.append(bare.hasSuffix(",") ? bare.dropLast() : bare) }
    }
    return []
  }

  /// Words that say when, which two sayings of one task may put differently ("before
  /// December 14", "before the 14th").
  private static func isDateWord(_ word: String, after previous: String) -> Bool {
    if DateWords.months[word] != nil || DateWords.weekdays[word] != nil { return true }
    let digits = word.prefix { $0.isNumber }
    guard !digits.isEmpty, digits.count <= 2 else { return false }
    let suffix = word.dropFirst(digits.count)
    if ["st", "nd", "rd", "th"].contains(suffix) { return true }
    // "30/9": the month after the day.
    let isNumber = !previous.isEmpty && previous.count <= 2 && previous.allSatisfy(\.isNumber)
    return suffix.isEmpty && (DateWords.months[previous] != nil || previous == "the" || isNumber)
  }

  /// Numbers a summary may write in figures that the notes wrote in words: "order 12 extra
  /// copies" after "order twelve more copies".
  private static let numberWords: [String: String] = [
    "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
    "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "fifteen": "15",
    "twenty": "20",
  ]

  /// An owner as a key: the first word of the name, without "the" ("Mai Nguyen" and "Mai"
  /// are one; "the QA team" and "QA team" too), and a handle up to its "_" or ".".
  private static func ownerKey(_ owner: String) -> String? {
    let words = owner.lowercased().split(separator: " ").filter { $0 != "the" && $0 != "@" }
    // "@kofi_qa" and "kofi.a" are Kofi's handles.
    return words.first.map { word in
      String(word.trimmingPrefix("@").prefix { $0 != "_" && $0 != "." })
    }
  }

  private static let skippedBeforeVerb: Set<String> = [
    "will", "to", "shall", "can", "and", "the", "i'll", "should", "i", "we",
  ]

  private static let commonWords: Set<String> = [
    "the", "and", "for", "with", "this", "that", "will", "can", "our", "their", "his", "her",
    "from", "into", "onto", "about", "before", "after", "by", "once", "when", "then", "all",
    "both", "new", "next", "week", "today", "tomorrow", "end", "day", "also", "just", "some",
    "any", "you", "your", "they", "them", "it's", "i'll", "we'll", "have", "has", "get", "got",
    "month", "tonight", "morning", "afternoon", "evening",
  ]
}
