import IntakeCore

/// Word tables for priority.
enum PriorityWords {
  /// Levels by name, for "!high", "priority: high", "high priority".
  static let levels = WordTable<Priority>([
    "low": .low, "lo": .low, "medium": .medium, "med": .medium, "normal": .medium,
    "mid": .medium, "high": .high, "hi": .high, "urgent": .urgent, "critical": .urgent,
    "top": .urgent, "highest": .urgent, "lowest": .low,
  ])

  /// Words that introduce a level: "priority: high", "prio high".
  static let labels: WordSet = ["priority", "prio", "pri"]

  /// Single words that suggest a level.
  ///
  /// `removesWords` is false for those that also carry meaning in the title ("fix the
  /// critical bug").
  static let keywords = WordTable<(priority: Priority, removesWords: Bool)>([
    "asap": (.high, true), "urgent": (.urgent, false),
    "urgently": (.urgent, false),
    "critical": (.urgent, false), "blocker": (.urgent, false),
    "blocking": (.urgent, false),
    "important": (.high, false), "someday": (.low, true),
    "whenever": (.low, true),
    "eventually": (.low, true),
  ])

  /// Phrases that suggest a level; always removed from the title.
  ///
  /// A longer phrase comes before the shorter one it starts with.
  static let phrases: [(words: [String], priority: Priority)] = [
    // "whenever suits you", "whenever works", "whenever is convenient for you": the whole
    // phrase, not only "whenever", leaves the title.
    (["whenever", "suits", "you"], .low),
    (["whenever", "suits"], .low),
    (["whenever", "works", "for", "you"], .low),
    (["whenever", "works"], .low),
    (["whenever", "is", "convenient", "for", "you"], .low),
    (["whenever", "is", "convenient"], .low),
    (["whenever", "you", "can"], .low),
    (["whenever", "you", "have", "time"], .low),
    (["when", "you", "get", "a", "chance"], .low),
    (["when", "you", "have", "a", "chance"], .low),
    (["when", "you", "get", "the", "chance"], .low),
    (["when", "you", "have", "time"], .low),
    (["when", "you", "can"], .low),
    (["no", "rush"], .low),
    (["not", "urgent"], .low),
    (["low", "prio"], .low),
    (["some", "day"], .low),
    (["a", "s", "a", "p"], .high),
  ]

  /// First words of `phrases`, so most tokens are ruled out with one lookup.
  static let phraseStarts = WordSet(phrases.map { $0.words[0] })
}
