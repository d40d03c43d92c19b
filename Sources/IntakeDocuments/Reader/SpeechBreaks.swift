import IntakeParsing

/// Where sentences end in speech written down without punctuation.
///
/// Automatic captions run every word together: "the migration guide is missing I'll update it
/// by friday awesome thank you Kofi could you review the PR". Read as one sentence, a task
/// takes in everything up to the next speaker. This finds where one utterance ends and the
/// next begins, from the words that open one: an interjection ("okay", "awesome", "thank
/// you", "yeah"), a clause with "I" or "we" as its subject ("I'll update", "we need to"),
/// and a question or request ("is that on the tracker", "Kofi could you", "and Sasha if you
/// could"). None of them opens an utterance after a word that needs more words after it
/// ("to", "the", "and", "I think", "that"), so "I think I'll" and "so that we can" stay whole.
///
/// It knows nothing of tasks, and only runs on speech that has shown no punctuation at all.
/// The words before a line carry over: a break can fall at the start of the next line.
struct SpeechBreaks: Sendable {
  /// The last two words of the speech before, lower case.
  private var before: [String] = []

  /// Forgets the words before: a new speaker's turn starts with no context.
  mutating func reset() { before.removeAll() }

  /// `line` cut where utterances start: each piece with whether an utterance starts at its
  /// first word (for the first piece: whether the sentence before ends with the line before).
  mutating func split(_ line: [UInt8]) -> [(opensUtterance: Bool, text: [UInt8])] {
    let words = Self.words(line)
    guard !words.isEmpty else { return [(false, line)] }
    let first = before.count
    let lower = before + words.map(\.lower)
    let capitalised = [Bool](repeating: false, count: first) + words.map(\.isCapitalised)
    var starts: [Int] = []
    for index in first..<lower.count {
      if let start = Self.utteranceStart(at: index, lower, capitalised: capitalised),
        starts.last.map({ $0 < start }) ?? true
      {
        starts.append(start)
      }
    }
    before = Array(lower.suffix(2))
    // A break before words of the line before (a name ending it, over "could you …"): that
    // line has gone, so the break falls at this line's start.
    var pieces: [(opensUtterance: Bool, text: [UInt8])] = []
    var cut = 0
    var opens = starts.first.map { $0 <= first } ?? false
    for start in starts where start > first {
      let at = words[start - first].range.lowerBound
      pieces.append((opens, Self.trimmed(line[cut..<at])))
      opens = true
      cut = at
    }
    pieces.append((opens, Self.trimmed(line[cut...])))
    return pieces.filter { !$0.text.isEmpty }
  }

  private static func trimmed(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var end = bytes.endIndex
    while end > bytes.startIndex, ByteText.isWhitespace(bytes[end - 1]) { end -= 1 }
    return Array(bytes[bytes.startIndex..<end])
  }

  /// One word of the line: where it is, its letters in lower case (’ written as '), and
  /// whether it starts with a capital letter.
  private struct Word {
    var range: Range<Int>
    var lower: String
    var isCapitalised: Bool
  }

  private static func words(_ line: [UInt8]) -> [Word] {
    var words: [Word] = []
    var index = 0
    while index < line.count {
      while index < line.count, ByteText.isWhitespace(line[index]) { index += 1 }
      guard index < line.count else { break }
      let start = index
      while index < line.count, !ByteText.isWhitespace(line[index]) { index += 1 }
      var letters: [UInt8] = []
      var at = start
      while at < index {
        // ’ (E2 80 99) is an apostrophe.
        if line[at] == 0xE2, at + 2 < index, line[at + 1] == 0x80, line[at + 2] == 0x99 {
          letters.append(39)
          at += 3
          continue
        }
        letters.append(ByteText.lower(line[at]))
        at += 1
      }
      words.append(
        Word(
          range: start..<index, lower: ByteText.string(letters),
          isCapitalised: ByteText.isUpper(line[start])))
    }
    return words
  }

  /// Where an utterance starts if the word at `index` opens one: at `index`, or earlier when
  /// a name or "and" stands before a request ("Kofi could you", "and Sasha if you could");
  /// nil when the word goes on with the words before it.
  private static func utteranceStart(
    at index: Int, _ words: [String], capitalised: [Bool]
  ) -> Int? {
    guard index > 0 else { return nil }
    let word = words[index]
    let next = index + 1 < words.count ? words[index + 1] : nil
    let previous = words[index - 1]
    if interjections.contains(word) || word == "thank" && next == "you"
      || word == "great" && (next.map(followsGreat.contains) ?? false)
    {
      if interjections.contains(previous) || previous == "great" { return nil }
      // "I can do that cool thanks": a pronoun ends what was said before.
      return carriesOn.contains(previous) && !endsOnPronoun.contains(previous) ? nil : index
    }
    let after = index + 2 < words.count ? words[index + 2] : nil
    if isRequest(word, next: next, after: after) {
      // "Kofi could you", "and Sasha if you could": the name and the "and" before it open it.
      // "Rafael and Aigerim could you": every name of the run.
      var start = index
      while start > 0, index - start < 5,
        capitalised[start - 1] && !pronouns.contains(words[start - 1])
          || words[start - 1] == "and" && start > 1 && capitalised[start - 2] && start < index
      {
        start -= 1
      }
      if start < index {
        while start > 0, index - start < 8, leadIns.contains(words[start - 1]) { start -= 1 }
      }
      guard start > 0 else { return nil }
      return carriesOn.contains(words[start - 1]) || interjections.contains(words[start - 1])
        ? nil : start
    }
    if opensClause(word, next: next) {
      return carriesOn.contains(previous) || interjections.contains(previous) ? nil : index
    }
    return nil
  }

  /// "could you", "can someone", "if you could", "would you mind".
  private static func isRequest(_ word: String, next: String?, after: String?) -> Bool {
    guard let next else { return false }
    if modals.contains(word) { return askees.contains(next) }
    if word == "if", next == "you" || next == "someone" {
      return after == "could" || after == "can"
    }
    return false
  }

  /// A clause with "I" or "we" as its subject, "let's", or a question ("is that …").
  private static func opensClause(_ word: String, next: String?) -> Bool {
    if word == "i" || word.hasPrefix("i'") { return true }
    if word == "let's" { return true }
    if word == "we" || word == "we'll" || word == "we're" || word == "we've" {
      guard word == "we" else { return true }
      return next.map(weVerbs.contains) ?? false
    }
    if questionOpeners.contains(word), let next { return questionSubjects.contains(next) }
    return false
  }

  /// Words said on their own between utterances.
  private static let interjections: Set<String> = [
    "okay", "ok", "alright", "cool", "awesome", "thanks", "yeah", "yep", "yup", "yes", "sorry",
    "anyway", "anyways", "perfect", "bye", "hi", "hello", "excellent", "wonderful", "gotcha",
    "hey", "fantastic", "brilliant",
  ]

  /// Words that carry a clause on ("that we", "this week") but may end one before an
  /// interjection ("I can do that okay").
  private static let endsOnPronoun: Set<String> = ["that", "this", "it's", "that's", "you"]

  /// What "great" opens an utterance before: "great thanks", "great so", "great I'll".
  private static let followsGreat: Set<String> = [
    "thanks", "thank", "so", "okay", "ok", "i", "i'll", "we", "let's", "and", "next", "yeah",
    "cool",
  ]

  private static let modals: Set<String> = ["could", "can", "would", "will"]
  private static let askees: Set<String> = ["you", "someone", "somebody", "anyone", "anybody"]
  private static let pronouns: Set<String> = ["i", "you", "we", "they", "he", "she", "it"]
  /// Words that may stand before a name that opens a request.
  private static let leadIns: Set<String> = ["and", "so", "also", "oh", "now"]

  /// What follows "we" when it opens a clause.
  private static let weVerbs: Set<String> = [
    "need", "should", "have", "can", "could", "will", "want", "must", "might", "got", "also",
    "just", "still", "don't", "didn't", "did", "had", "are", "were", "probably", "definitely",
  ]

  private static let questionOpeners: Set<String> = [
    "is", "are", "does", "do", "did", "has", "have", "was",
  ]
  private static let questionSubjects: Set<String> = [
    "that", "there", "anyone", "anybody", "everyone", "everybody", "someone", "it", "we", "you",
  ]

  /// Words after which a sentence cannot end: articles, prepositions, conjunctions and
  /// words that take a clause after them ("I think", "so that", "make sure").
  private static let carriesOn: Set<String> = [
    "a", "an", "the", "this", "that", "these", "those", "my", "your", "our", "their", "his",
    "her", "its", "some", "any", "no", "every", "each", "all", "to", "of", "for", "with", "in",
    "on", "at", "by", "from", "about", "into", "onto", "over", "under", "after", "before",
    "until", "till", "than", "as", "like", "per", "via", "and", "or", "but", "so", "because",
    "cause", "'cause", "if", "when", "once", "then", "which", "who", "whom", "what", "where",
    "how", "why", "whether", "while", "since", "though", "although", "unless", "whatever",
    "is", "are", "was", "were", "be", "been", "being", "am", "do", "does", "did", "can",
    "could", "would", "will", "should", "shall", "may", "might", "must", "have", "has", "had",
    "don't", "doesn't", "didn't", "can't", "won't", "isn't", "wasn't", "aren't", "think",
    "thought", "guess", "hope", "know", "knew", "mean", "said", "say", "says", "sure",
    "believe", "suppose", "reckon", "feel", "bet", "realise", "realize", "heard", "seems",
    "means", "wish", "wonder", "figure", "assume", "promise", "promised", "told", "tell",
    "see", "saw", "maybe", "probably", "also", "just", "actually", "hopefully", "definitely",
    "really", "basically", "obviously", "certainly", "perhaps", "oh", "please", "not",
    "honestly", "frankly", "personally", "unfortunately", "sadly", "luckily", "ideally",
    "realistically", "apparently", "technically", "seriously", "genuinely", "admittedly",
    "very", "too", "pretty", "quite", "even", "only", "i", "we", "you", "they", "he", "she",
    "it's", "that's", "there's", "what's", "let", "make", "and/or",
  ]
}
