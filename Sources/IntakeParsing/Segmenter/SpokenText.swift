/// Takes the disfluencies out of transcribed speech before it is read for tasks.
///
/// Spoken words carry hesitations ("um", "uh"), discourse fillers set off by commas (", like,",
/// ", you know,", "I mean,"), and false starts ("I- I'll", "we, we need"). They break the
/// patterns a task is read by ("I'm gonna, like, reach out …") and end up in titles. This
/// removes them word by word; what a word said at a sentence's end (its full stop, question
/// mark) moves to the word before. Only transcripts are cleaned: in notes, "like" and "you
/// know" are words someone chose to write.
enum SpokenText {
  /// Sounds that are never words: dropped wherever they stand.
  static let hesitations: Set<String> = [
    "um", "umm", "ummm", "uh", "uhh", "uhm", "uhhh", "erm", "er", "err", "ah", "ahh", "hmm",
    "hm", "mm", "mmm", "mhm", "uh-huh", "mm-hmm", "eh",
  ]

  /// Fillers dropped where commas set them off or they open a clause.
  static let setOffFillers: Set<String> = ["like", "basically", "literally"]

  /// The words of `bytes` with hesitations, set-off fillers and false starts gone.
  static func clean(_ bytes: [UInt8]) -> [UInt8] {
    var words: [Word] = []
    var index = 0
    let end = bytes.count
    while index < end {
      if ByteText.isSpace(bytes[index]) {
        index += 1
        continue
      }
      let start = index
      while index < end, !ByteText.isSpace(bytes[index]) { index += 1 }
      words.append(Word(bytes: Array(bytes[start..<index])))
    }
    var kept: [Word] = []
    var position = 0
    while position < words.count {
      let word = words[position]
      let opensClause = kept.last.map(\.endsClause) ?? true
      if hesitations.contains(word.core) {
        dropSetOff(word, from: &kept)
        position += 1
        continue
      }
      if setOffFillers.contains(word.core), word.trailing == 44, opensClause {
        // ", like, we …" and "Like, I'll …": the filler and both its commas go.
        dropSetOff(word, from: &kept)
        position += 1
        continue
      }
      if word.core == "you", position + 1 < words.count, words[position + 1].core == "know",
        opensClause, words[position + 1].trailing != 0 || position + 2 == words.count
      {
        // ", you know, …" but not "you know the drill".
        dropSetOff(words[position + 1], from: &kept)
        position += 2
        continue
      }
      if word.core == "i", position + 1 < words.count, words[position + 1].core == "mean",
        opensClause, words[position + 1].trailing == 44
      {
        dropSetOff(words[position + 1], from: &kept)
        position += 2
        continue
      }
      if position + 1 < words.count, isFalseStart(word, before: words[position + 1]) {
        position += 1
        continue
      }
      kept.append(word)
      position += 1
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    for word in kept {
      if !out.isEmpty { out.append(32) }
      out += word.bytes
    }
    return out
  }

  /// "I- I'll", "th- the", "we we": a word cut off or said twice before the one meant.
  private static func isFalseStart(_ word: Word, before next: Word) -> Bool {
    guard !word.core.isEmpty else { return false }
    if word.bytes.last == 45, word.bytes.count >= 2 {
      let stem = word.core.hasSuffix("-") ? String(word.core.dropLast()) : word.core
      return !stem.isEmpty && next.core.hasPrefix(stem)
    }
    // "we, we need" and "the the": the same word again, not a number or a name said twice.
    return word.core == next.core && (word.trailing == 0 || word.trailing == 44)
      && ["i", "i'll", "we", "we'll", "the", "a", "to", "and", "so", "it's", "that", "i'm"]
        .contains(word.core)
  }

  /// Drops a filler set off by commas with the comma before it: "gonna, like, reach" reads
  /// "gonna reach"; a sentence end it carried moves back as `drop` does.
  private static func dropSetOff(_ word: Word, from kept: inout [Word]) {
    if word.trailing == 44, let last = kept.indices.last, kept[last].trailing == 44 {
      kept[last].bytes.removeLast()
    }
    drop(word, from: &kept)
  }

  /// Drops a word, moving the sentence end it carried ("um.") to the word before it.
  private static func drop(_ word: Word, from kept: inout [Word]) {
    guard let mark = word.trailing.nonZero, mark != 44, let last = kept.indices.last else {
      return
    }
    if kept[last].trailing == 44 {
      kept[last].bytes[kept[last].bytes.count - 1] = mark
    } else if kept[last].trailing == 0 {
      kept[last].bytes.append(mark)
    }
  }

  /// One word as written, with its lower-case core and the punctuation it ends on.
  struct Word {
    var bytes: [UInt8]

    /// Lower case, without leading quotes or trailing punctuation (a trailing hyphen stays).
    var core: String {
      var start = 0
      var end = bytes.count
      while start < end, bytes[start] == 34 || bytes[start] == 40 { start += 1 }
      while end > start, [44, 46, 63, 33, 59, 58, 34, 41].contains(bytes[end - 1]) { end -= 1 }
      return String(decoding: bytes[start..<end].map(ByteText.lower), as: UTF8.self)
    }

    /// The punctuation mark the word ends on (`,` `.` `?` `!` `;`), or 0.
    var trailing: UInt8 {
      guard let last = bytes.last, [44, 46, 63, 33, 59].contains(last) else { return 0 }
      return last
    }

    var endsClause: Bool { trailing != 0 }
  }
}

extension UInt8 {
  /// The value, or nil when it is zero.
  fileprivate var nonZero: UInt8? { self == 0 ? nil : self }
}
