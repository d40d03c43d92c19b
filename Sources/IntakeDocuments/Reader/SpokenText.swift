import IntakeParsing

/// Takes the disfluencies out of transcribed speech before it is read for tasks.
///
/// Spoken words carry hesitations ("um", "uh"), discourse fillers set off by commas (", like,",
/// ", you know,", "I mean,"), and false starts ("I- I'll", "we, we need"). They break the
/// patterns a task is read by ("I'm gonna, like, reach out …") and end up in titles. This
/// removes them word by word; what a word said at a sentence's end (its full stop, question
/// mark) moves to the word before. Only transcripts are cleaned: in notes, "like" and "you
/// know" are words someone chose to write. A text message's short forms ("u", "ur", "b4",
/// "ill") are said in full too, in transcripts and in messages exported from a phone.
///
/// It runs on every line of a transcript, so it works on byte ranges and copies the line only
/// when something is taken out.
enum SpokenText {
  /// Sounds that are never words: dropped wherever they stand.
  static let hesitations: [[UInt8]] = [
    "um", "umm", "ummm", "uh", "uhh", "uhm", "uhhh", "erm", "er", "err", "ah", "ahh", "hmm",
    "hm", "mm", "mmm", "mhm", "uh-huh", "mm-hmm", "eh",
  ].map { Array($0.utf8) }

  /// Fillers dropped where commas set them off or they open a clause.
  static let setOffFillers: [[UInt8]] = ["like", "basically", "literally"].map { Array($0.utf8) }

  /// Words that a false start repeats: "we, we need", "the the".
  static let repeatable: [[UInt8]] = [
    "i", "i'll", "we", "we'll", "the", "a", "to", "and", "so", "it's", "that", "i'm",
  ].map { Array($0.utf8) }

  /// One word: where it is, its letters without quotes or trailing punctuation, and the
  /// punctuation mark it ends on (`,` `.` `?` `!` `;`, or 0).
  struct Word {
    var range: Range<Int>
    var core: Range<Int>
    var trailing: UInt8
  }

  /// The words of `bytes` with hesitations, set-off fillers and false starts gone.
  static func clean(_ bytes: [UInt8]) -> [UInt8] {
    guard needsCleaning(bytes) else { return bytes }
    let words = split(bytes)
    var kept: [Word] = []
    kept.reserveCapacity(words.count)
    // Trailing marks changed on kept words: index in `kept` → the new mark (0 drops it).
    var marks: [Int: UInt8] = [:]
    // Words written anew: index in `kept` → the word's letters.
    var spelled: [Int: [UInt8]] = [:]
    var changed = false
    func trailing(_ index: Int) -> UInt8 { marks[index] ?? kept[index].trailing }
    /// Drops a word (and, with `setOff`, the comma before it), moving a sentence end it
    /// carried to the word before it.
    func drop(_ word: Word, setOff: Bool) {
      changed = true
      guard let last = kept.indices.last else { return }
      if setOff, word.trailing == 44, trailing(last) == 44 { marks[last] = 0 }
      guard word.trailing != 0, word.trailing != 44 else { return }
      if trailing(last) == 44 || trailing(last) == 0 { marks[last] = word.trailing }
    }
    var position = 0
    while position < words.count {
      let word = words[position]
      let opensClause = kept.indices.last.map { trailing($0) != 0 } ?? true
      let next = position + 1 < words.count ? words[position + 1] : nil
      if isAny(bytes, word.core, of: hesitations) {
        drop(word, setOff: true)
        position += 1
        continue
      }
      if word.trailing == 44, opensClause, isAny(bytes, word.core, of: setOffFillers) {
        // ", like, we …" and "Like, I'll …": the filler and both its commas go.
        drop(word, setOff: true)
        position += 1
        continue
      }
      if let next, opensClause, equals(bytes, word.core, "you"), equals(bytes, next.core, "know"),
        next.trailing != 0 || position + 2 == words.count
      {
        // ", you know, …" but not "you know the drill".
        drop(next, setOff: true)
        position += 2
        continue
      }
      if let next, opensClause, equals(bytes, word.core, "i"), equals(bytes, next.core, "mean"),
        next.trailing == 44
      {
        drop(next, setOff: true)
        position += 2
        continue
      }
      // "I'll, um, I'll just say …": the word said again after a hesitation.
      var spoken = position + 1
      while spoken < words.count, isAny(bytes, words[spoken].core, of: hesitations) { spoken += 1 }
      if spoken < words.count, isFalseStart(bytes, word, before: words[spoken]) {
        changed = true
        position += 1
        continue
      }
      if let spelling = textSpelling(bytes, word) {
        // "can u pick the tapware", "b4 7.30": a text message's short forms, said in full.
        changed = true
        spelled[kept.count] = spelling
      }
      if let next, isLostApostrophe(bytes, word, before: next) {
        // "ill get the quotes to you": a transcript's "I'll" without its apostrophe.
        changed = true
        spelled[kept.count] = Array("i'll".utf8)
      }
      kept.append(word)
      position += 1
    }
    guard changed else { return bytes }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    for (index, word) in kept.enumerated() {
      if !out.isEmpty { out.append(32) }
      if let letters = spelled[index] {
        out += letters
        if let mark = marks[index] ?? (word.trailing == 0 ? nil : word.trailing), mark != 0 {
          out.append(mark)
        }
      } else if let mark = marks[index] {
        out +=
          bytes[
            word.range
              .lowerBound..<(word.trailing == 0 ? word.range.upperBound : word.range.upperBound - 1)
          ]
        if mark != 0 { out.append(mark) }
      } else {
        out += bytes[word.range]
      }
    }
    return out
  }

  /// Whether any rule of `clean` fires on the line: the same tests over the words, without
  /// keeping them (most lines have nothing to clean).
  private static func needsCleaning(_ bytes: [UInt8]) -> Bool {
    var index = 0
    var previous: Word?
    var current = nextWord(bytes, from: &index)
    while let word = current {
      let next = nextWord(bytes, from: &index)
      let opensClause = previous.map { $0.trailing != 0 } ?? true
      if isAny(bytes, word.core, of: hesitations) { return true }
      if word.trailing == 44, opensClause, isAny(bytes, word.core, of: setOffFillers) {
        return true
      }
      if let next, opensClause {
        if equals(bytes, word.core, "you"), equals(bytes, next.core, "know") { return true }
        if equals(bytes, word.core, "i"), equals(bytes, next.core, "mean") { return true }
      }
      if let next, isFalseStart(bytes, word, before: next) { return true }
      if let next, isLostApostrophe(bytes, word, before: next) { return true }
      if textSpelling(bytes, word) != nil { return true }
      previous = word
      current = next
    }
    return false
  }

  /// The full form of a text message's short form ("u" is "you", "ur" "your", "b4"
  /// "before"), in lower case; nil for other words.
  private static func textSpelling(_ bytes: [UInt8], _ word: Word) -> [UInt8]? {
    guard word.core.count <= 2 else { return nil }
    if equals(bytes, word.core, "u") { return Array("you".utf8) }
    if equals(bytes, word.core, "ur") { return Array("your".utf8) }
    if equals(bytes, word.core, "b4") { return Array("before".utf8) }
    return nil
  }

  /// Verbs of errands that messages put after "ill" and no task's list holds: "ill drop it
  /// off", "ill pop round".
  private static let lostApostropheVerbs: Set<String> = [
    "drop", "leave", "pop", "swing", "grab", "text", "let", "give", "sort", "head",
  ]

  /// Whether `word` is "ill" standing for "I'll", as automatic transcripts write it: before
  /// a task's verb ("ill get the quotes"), not "ill with flu".
  private static func isLostApostrophe(_ bytes: [UInt8], _ word: Word, before next: Word) -> Bool {
    guard word.trailing == 0, equals(bytes, word.core, "ill"), next.core.count <= 12 else {
      return false
    }
    let verb = ByteText.string(bytes[next.core].map(ByteText.lower))
    return TaskVerbs.all.contains(verb) || lostApostropheVerbs.contains(verb)
  }

  /// The words of a line, split at spaces.
  private static func split(_ bytes: [UInt8]) -> [Word] {
    var words: [Word] = []
    words.reserveCapacity(bytes.count / 4)
    var index = 0
    while let word = nextWord(bytes, from: &index) { words.append(word) }
    return words
  }

  /// The word at or after `index`, which moves past it; nil at the end.
  private static func nextWord(_ bytes: [UInt8], from index: inout Int) -> Word? {
    let end = bytes.count
    while index < end, ByteText.isSpace(bytes[index]) { index += 1 }
    guard index < end else { return nil }
    let start = index
    while index < end, !ByteText.isSpace(bytes[index]) { index += 1 }
    var coreStart = start
    var coreEnd = index
    while coreStart < coreEnd, bytes[coreStart] == 34 || bytes[coreStart] == 40 {
      coreStart += 1
    }
    while coreEnd > coreStart, isClosing(bytes[coreEnd - 1]) { coreEnd -= 1 }
    let last = bytes[index - 1]
    let mark: UInt8 =
      last == 44 || last == 46 || last == 63 || last == 33 || last == 59 ? last : 0
    return Word(range: start..<index, core: coreStart..<coreEnd, trailing: mark)
  }

  private static func isClosing(_ byte: UInt8) -> Bool {
    byte == 44 || byte == 46 || byte == 63 || byte == 33 || byte == 59 || byte == 58
      || byte == 34 || byte == 41
  }

  /// "I- I'll", "th- the", "we, we need": a word cut off or said twice before the one meant.
  private static func isFalseStart(_ bytes: [UInt8], _ word: Word, before next: Word) -> Bool {
    guard !word.core.isEmpty else { return false }
    if bytes[word.range.upperBound - 1] == 45, word.range.count >= 2 {
      // The stem before the hyphen, which the next word must begin with.
      let stem =
        word.core
        .lowerBound..<(word.core.upperBound - (bytes[word.core.upperBound - 1] == 45 ? 1 : 0))
      guard !stem.isEmpty, next.core.count >= stem.count else { return false }
      return zip(bytes[stem], bytes[next.core]).allSatisfy {
        ByteText.lower($0) == ByteText.lower($1)
      }
    }
    guard word.trailing == 0 || word.trailing == 44, word.core.count == next.core.count,
      zip(bytes[word.core], bytes[next.core]).allSatisfy({
        ByteText.lower($0) == ByteText.lower($1)
      })
    else { return false }
    return isAny(bytes, word.core, of: repeatable)
  }

  /// Whether `bytes[range]` is one of `words` (lower case), ignoring case.
  private static func isAny(_ bytes: [UInt8], _ range: Range<Int>, of words: [[UInt8]]) -> Bool {
    guard !range.isEmpty, range.count <= 9 else { return false }
    let first = ByteText.lower(bytes[range.lowerBound])
    // Every word listed starts with one of these: most words are rejected by one test.
    guard
      first == 117 || first == 101 || first == 97 || first == 104 || first == 109
        || first == 108 || first == 98 || first == 105 || first == 119 || first == 116
        || first == 115
    else { return false }
    for word in words
    where word.count == range.count && word[0] == first && equals(bytes, range, word) {
      return true
    }
    return false
  }

  private static func equals(_ bytes: [UInt8], _ range: Range<Int>, _ word: [UInt8]) -> Bool {
    guard range.count == word.count else { return false }
    var index = range.lowerBound
    for byte in word {
      if ByteText.lower(bytes[index]) != byte { return false }
      index += 1
    }
    return true
  }

  private static func equals(_ bytes: [UInt8], _ range: Range<Int>, _ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard range.count == count else { return false }
    return word.withUTF8Buffer { buffer in
      var index = range.lowerBound
      for byte in buffer {
        if ByteText.lower(bytes[index]) != byte { return false }
        index += 1
      }
      return true
    }
  }
}
