import IntakeCore

/// The attributes that task tools let people type on purpose, and that people paste from
/// them: todo.txt's `(A)` priority first, `+project`, `@context` and `key:value` pairs
/// (`due:2026-03-05`, `rec:+1w`, `pri:A`), and Taskwarrior's `priority:H`.
///
/// Each is read where its kind is read — priorities by PriorityExtractor, projects and contexts
/// by TagExtractor, `rec:` by RecurrenceExtractor, the `due:` key by the Assembler as a date's
/// connective — through the tests here. Cases: quick-add/explicit-syntax.jsonl.
enum TodoTxtGrammar {
  /// Contexts people file tasks under that are not people: "@phone" is a context even when
  /// nothing else on the line is todo.txt.
  static let contextWords: WordSet = [
    "phone", "calls", "email", "computer", "laptop", "desk", "office", "home", "work", "errands",
    "errand", "online", "web", "car", "store", "shop", "shops", "anywhere", "waiting",
    "waitingfor", "someday", "agenda", "agendas", "read", "reading", "town", "outside",
    "garden", "kitchen", "mac", "pc", "internet", "meeting", "meetings",
  ]

  /// The keys whose `key:value` pairs mark a line as written in todo.txt's syntax.
  static let keys: WordSet = ["due", "rec", "pri", "priority", "t", "wait", "id"]

  /// The index of the value of a `key:value` pair that starts at `start` with one of `keys`:
  /// the key stands apart from the word before it, and the colon and the value touch it.
  static func value(_ item: Item, at start: Int, keys: WordSet) -> Int? {
    guard item.isWord(start, in: keys), start == 0 || !item.isJoined(start),
      item.isMark(start + 1, ":"), item.isJoined(start + 1), start + 2 < item.count,
      item.isJoined(start + 2)
    else { return nil }
    return start + 2
  }

  /// The level of a todo.txt priority letter: A urgent, B high, C medium, D to Z low.
  static func level(ofLetter letter: String) -> Priority? {
    guard letter.count == 1, let scalar = letter.unicodeScalars.first,
      ("a"..."z").contains(scalar)
    else { return nil }
    switch letter {
    case "a": return .urgent
    case "b": return .high
    case "c": return .medium
    default: return .low
    }
  }

  /// "(A)" as the first word: the priority and the index after the ")".
  static func leadingPriority(_ item: Item) -> (Priority, Int)? {
    guard item.isMark(0, "("), let letter = item.word(1), item.isJoined(1),
      item.tokens[1].isCapitalized, let level = level(ofLetter: letter), item.isMark(2, ")"),
      item.isJoined(2), !item.isJoined(3)
    else { return nil }
    return (level, 3)
  }

  /// The end of a "+project" that starts at `start`: a "+" standing apart from the word
  /// before it and a word touching it ("+garden", "+q3-launch"); nil for "+1" and "C++".
  static func projectEnd(_ item: Item, at start: Int) -> Int? {
    guard item.isMark(start, "+"), start == 0 || !item.isJoined(start),
      item.word(start + 1) != nil, item.isJoined(start + 1)
    else { return nil }
    return TagExtractor.nameEnd(item, from: start + 2)
  }

  /// Whether "@word" at `start` is a context rather than a person.
  ///
  /// It is when the word is one people file tasks under ("@phone", "@errands"), or any single
  /// word on a line written in todo.txt's syntax. The caller has checked that the roster knows
  /// nobody by that name.
  static func isContext(_ item: Item, at start: Int) -> Bool {
    guard item.isMark(start, "@"), item.word(start + 1) != nil, item.isJoined(start + 1),
      start + 2 >= item.count || !item.isJoined(start + 2)
    else { return false }
    return item.isWord(start + 1, in: contextWords) || usesSyntax(item)
  }

  /// Whether the line uses todo.txt's syntax: "(A)" first, a "+project", or a `key:value`.
  static func usesSyntax(_ item: Item) -> Bool {
    if leadingPriority(item) != nil { return true }
    for index in 0..<item.count {
      if projectEnd(item, at: index) != nil || value(item, at: index, keys: keys) != nil {
        return true
      }
    }
    return false
  }
}
