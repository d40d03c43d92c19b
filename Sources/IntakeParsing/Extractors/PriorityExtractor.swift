import IntakeCore

/// Finds priority: `!`, `!!`, `!!!` (medium, high, urgent), `!low` … `!urgent`, `p1`–`p4`
/// (Todoist order: p1 is urgent), "high priority", "priority: high", and keywords that suggest
/// one ("asap", "urgent", "critical", "blocker", "important", "when you get a chance", "no
/// rush", "someday").
///
/// Syntax the user typed on purpose is explicit and beats keywords (PriorityRefiner). A "!"
/// glued to a word ("call mom!") is punctuation, not a priority; "not urgent" is low.
/// Keywords that carry meaning ("fix the critical bug") stay in the title.
/// Cases: quick-add/priority.jsonl.
struct PriorityExtractor: Extractor {
  func extract(from item: Item, context: ParsingContext, into candidates: inout [Candidate]) {
    scan(item, onlyRuleStarts: true, into: &candidates) { index in
      bangs(item, at: index) ?? todoist(item, at: index) ?? todoTxt(item, at: index)
        ?? keyValue(item, at: index) ?? labelled(item, at: index) ?? phrase(item, at: index)
        ?? keyword(item, at: index)
    }
  }

  private func explicit(_ range: Range<Int>, _ priority: Priority, _ rule: String) -> Candidate {
    Candidate(
      range: range, value: .priority(priority, isExplicit: true), confidence: 0.95, rule: rule)
  }

  /// "!", "!!", "!!!" standing alone, and "!high".
  private func bangs(_ item: Item, at start: Int) -> Candidate? {
    guard item.isMark(start, "!"), !item.isJoined(start) || start == 0 else { return nil }
    var end = start + 1
    while item.isMark(end, "!"), item.isJoined(end) { end += 1 }
    if end == start + 1, let word = item.word(end), item.isJoined(end),
      let level = PriorityWords.levels[word]
    {
      return explicit(start..<end + 1, level, "!<priority>")
    }
    guard end >= item.count || !item.isJoined(end) else { return nil }
    let level: Priority = end - start == 1 ? .medium : end - start == 2 ? .high : .urgent
    return explicit(start..<end, level, "!")
  }

  /// "p1" … "p4", standing alone.
  private func todoist(_ item: Item, at start: Int) -> Candidate? {
    guard item.isWord(start, "p"), !item.isJoined(start), let number = item.number(start + 1),
      item.isJoined(start + 1), (1...4).contains(number),
      start + 2 >= item.count || !item.isJoined(start + 2)
    else { return nil }
    let levels: [Priority] = [.urgent, .high, .medium, .low]
    return explicit(start..<start + 2, levels[number - 1], "p<n>")
  }

  /// todo.txt's "(A)" as the first word (A urgent, B high, C medium, D–Z low), with the
  /// creation date todo.txt writes after it, which is not a due date.
  private func todoTxt(_ item: Item, at start: Int) -> Candidate? {
    guard start == 0, let (level, end) = TodoTxtGrammar.leadingPriority(item) else { return nil }
    var range = 0..<end
    // "(A) 2026-03-02 …": year, month and day joined by dashes.
    if let year = item.number(end), item.tokens[end].digitCount == 4, year > 1900,
      item.isMark(end + 1, "-"), item.number(end + 2) != nil, item.isMark(end + 3, "-"),
      item.number(end + 4) != nil, (end + 1...end + 4).allSatisfy(item.isJoined),
      !item.isJoined(end + 5)
    {
      range = 0..<end + 5
    }
    return explicit(range, level, "(A)")
  }

  /// Taskwarrior's "priority:H" (H, M, L) and todo.txt's "pri:A" (a letter as in "(A)").
  private func keyValue(_ item: Item, at start: Int) -> Candidate? {
    guard let value = TodoTxtGrammar.value(item, at: start, keys: PriorityWords.labels),
      let letter = item.word(value), !item.isJoined(value + 1)
    else { return nil }
    let taskwarrior: [String: Priority] = ["h": .high, "m": .medium, "l": .low]
    guard let level = taskwarrior[letter] ?? TodoTxtGrammar.level(ofLetter: letter) else {
      return nil
    }
    return explicit(start..<value + 1, level, "priority:<letter>")
  }

  /// "priority: high", "prio high", "high priority", "high-pri", "(low priority)".
  private func labelled(_ item: Item, at start: Int) -> Candidate? {
    if let word = item.word(start), PriorityWords.labels.contains(word) {
      var cursor = start + 1
      if item.isMark(cursor, ":") || item.isMark(cursor, "=") || item.isMark(cursor, "-") {
        cursor += 1
      }
      if let level = item.word(cursor).flatMap({ PriorityWords.levels[$0] }) {
        return explicit(start..<cursor + 1, level, "priority: <level>")
      }
      if let number = item.number(cursor), (1...4).contains(number) {
        let levels: [Priority] = [.urgent, .high, .medium, .low]
        return explicit(start..<cursor + 1, levels[number - 1], "priority <n>")
      }
      return nil
    }
    guard let word = item.word(start), let level = PriorityWords.levels[word] else { return nil }
    var cursor = start + 1
    if item.isMark(cursor, "-"), item.isJoined(cursor) { cursor += 1 }
    guard let label = item.word(cursor), PriorityWords.labels.contains(label) else { return nil }
    var range = start..<cursor + 1
    if item.isMark(start - 1, "("), item.isMark(cursor + 1, ")") {
      range = start - 1..<cursor + 2
    }
    return explicit(range, level, "<level> priority")
  }

  /// "when you get a chance", "no rush", "not urgent", "a.s.a.p".
  private func phrase(_ item: Item, at start: Int) -> Candidate? {
    guard let first = item.word(start), PriorityWords.phraseStarts.contains(first) else {
      return nil
    }
    for (words, level) in PriorityWords.phrases {
      var cursor = start
      var matched = true
      for word in words {
        while item.isMark(cursor, ".") { cursor += 1 }
        guard item.isWord(cursor, word) else {
          matched = false
          break
        }
        cursor += 1
      }
      if matched {
        if item.isMark(cursor, "."), words.count == 4 { cursor += 1 }
        return Candidate(
          range: start..<cursor, value: .priority(level, isExplicit: false), confidence: 0.7,
          rule: words.joined(separator: " "))
      }
    }
    return nil
  }

  /// "asap", "urgent", "critical", "important", "someday".
  private func keyword(_ item: Item, at start: Int) -> Candidate? {
    guard let word = item.word(start), let (level, removesWords) = PriorityWords.keywords[word]
    else { return nil }
    // "non-blocking", "mission-critical": the tail of a compound describes something else.
    if item.isMark(start - 1, "-"), item.isJoined(start), item.isJoined(start - 1) { return nil }
    // "URGENT: server down", "fix login - urgent": a label at either end is not wording.
    let isLabel =
      (start == 0 && (item.isMark(1, ":") || item.isMark(1, "-")))
      || (item.isBoundary(start + 1)
        && (item.isMark(start - 1, "-") || item.isMark(start - 1, ",")))
      || (start + 1 == item.count && start > 0 && item.tokens[start].isCapitalized == false
        && word == "urgent")
    var candidate = Candidate(
      range: start..<start + 1, value: .priority(level, isExplicit: false), confidence: 0.7,
      rule: "keyword")
    candidate.removesWords = removesWords || isLabel
    if isLabel, start == 0 { candidate.range = 0..<2 }
    return candidate
  }
}
