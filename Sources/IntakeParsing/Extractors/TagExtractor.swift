/// Finds tags: `#finance`, `#q1`, `#team-alpha`, todo.txt's `+project` and its `@context`s
/// (kept as "@phone", so they stay contexts).
///
/// A tag starts with a letter: `#1042` (an issue number) stays in the title. Tags are kept in
/// lower case. Cases: quick-add/tags.jsonl, quick-add/explicit-syntax.jsonl.
struct TagExtractor: Extractor {
  func extract(from item: Item, context: ParsingContext, into candidates: inout [Candidate]) {
    var index = 0
    while index < item.count {
      if let end = TodoTxtGrammar.projectEnd(item, at: index) {
        let name = item.text(of: index + 1..<end).lowercased()
        candidates.append(
          Candidate(range: index..<end, value: .tag(name), confidence: 1, rule: "+<project>"))
        index = end
        continue
      }
      if item.isMark(index, "@"), let word = item.word(index + 1),
        context.roster.member(named: word) == nil, TodoTxtGrammar.isContext(item, at: index)
      {
        candidates.append(
          Candidate(
            range: index..<index + 2, value: .tag("@" + word), confidence: 1, rule: "@<context>"))
        index += 2
        continue
      }
      guard item.isMark(index, "#"),
        !item.isJoined(index) || index == 0 || item.isMark(index - 1, "(")
          || item.isMark(index - 1, ","),
        item.word(index + 1) != nil, item.isJoined(index + 1)
      else {
        index += 1
        continue
      }
      let end = Self.nameEnd(item, from: index + 2)
      let name = item.text(of: index + 1..<end).lowercased()
      var candidate = Candidate(
        range: index..<end, value: .tag(name), confidence: 1, rule: "#<tag>")
      // "post it in #eng-announce": a channel after a preposition is where, and the title
      // needs it ("Post it in" says nothing); it is a tag all the same.
      if index > 0, item.isWord(index - 1, in: Self.placePrepositions) {
        candidate.removesWords = false
      }
      candidates.append(candidate)
      index = end
    }
  }

  /// Words after which a "#name" is a place the sentence needs: a channel, a room, a list.
  static let placePrepositions: WordSet = ["in", "into", "on", "onto", "to", "from", "via", "at"]

  /// The end of a tag's name whose first word ends before `start`: "#team-alpha", "#q1",
  /// "+v2_launch" go on over joined words, numbers, "-" and "_".
  static func nameEnd(_ item: Item, from start: Int) -> Int {
    var end = start
    while end < item.count, item.isJoined(end),
      item.tokens[end].kind != .punctuation
        || ((item.isMark(end, "-") || item.isMark(end, "_")) && item.isJoined(end + 1)
          && item.tokens[end + 1].kind != .punctuation)
    {
      end += 1
    }
    return end
  }
}
