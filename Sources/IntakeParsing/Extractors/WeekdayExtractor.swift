import IntakeCore

/// Finds weekdays: "friday", "fri", "this friday", "next friday", "last wednesday",
/// "friday the 13th", "monday 21", "tuesday of next week", "next week wednesday".
///
/// Tasks look forward. A bare weekday is the next one after today; said on that same weekday
/// it means a week later (reported, since "today" would have been the word for today).
/// "this <day>" is the day of the current Monday–Sunday week, or the next one once passed.
/// "next <day>" is the day of next week; when this week's is still ahead that reading is
/// reported as ambiguous. Plural weekdays ("mondays") are recurrences and left to
/// RecurrenceExtractor; "sat", "sun", "wed" and "mon" need a date word or position around them
/// ("sat with Bo" is not Saturday). Cases: quick-add/weekdays.jsonl.
struct WeekdayExtractor: Extractor {
  private enum Reading {
    case bare
    case this
    case next
    case coming
    case last
    case past
  }

  private static let modifiers = WordTable<Reading>([
    "this": .this, "next": .next, "following": .next, "coming": .coming, "upcoming": .coming,
    "last": .last, "previous": .last, "past": .past,
  ])

  /// Words after "sat" or "sun" that show the verb or noun ("sat with Bo", "sun in the eyes").
  private static let verbFollowers: WordSet = [
    "with", "down", "in", "on", "through", "next", "out", "for", "by", "up", "around", "screen",
    "cream", "hat", "glasses",
  ]

  private static let wordLikeAbbreviations: WordSet = ["sat", "sun", "wed", "mon", "tue"]
  private static let leadWords: WordSet = [
    "on", "by", "before", "until", "till", "due", "this", "next", "last", "coming", "upcoming",
    "following", "past", "previous", "from", "til", "every", "the",
  ]

  func extract(from item: Item, context: ParsingContext, into candidates: inout [Candidate]) {
    scan(item, onlyRuleStarts: true, into: &candidates) { index in
      match(item, at: index, context)
    }
  }

  // MARK: - Matching

  private func match(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    var cursor = start
    var reading = Reading.bare
    var weekShift: Int?  // Set by "next week", "this week", "last week" around the day.
    var words: [String] = []

    // "next week wednesday", "next week on wednesday"
    if let shift = weekPhrase(item, at: cursor) {
      var after = cursor + 2
      if item.isWord(after, "on") || item.isMark(after, "-") || item.isMark(after, ",") {
        after += 1
      }
      if let word = item.word(after), weekdayValue(word) != nil {
        weekShift = shift
        cursor = after
      }
    }
    if weekShift == nil, let word = item.word(cursor), let modifier = Self.modifiers[word] {
      reading = modifier
      cursor += 1
      words.append(word)
      // "this coming friday", "this past wednesday"
      if word == "this", let second = item.word(cursor), let refined = Self.modifiers[second],
        refined == .coming || refined == .past
      {
        reading = refined
        cursor += 1
      }
    }
    guard let name = item.word(cursor), let weekday = weekdayValue(name) else { return nil }
    if reading == .bare, weekShift == nil, Self.wordLikeAbbreviations.contains(name),
      !hasDateContext(item, at: cursor)
    {
      return nil
    }
    var end = cursor + 1
    if item.isMark(end, "."), name.count <= 4 { end += 1 }
    // "(the) friday after next": the one after the coming one.
    if reading == .bare, weekShift == nil, item.isWord(end, "after"), item.isWord(end + 1, "next") {
      var temporal = Temporal(date: context.today.next(weekday).adding(days: 7))
      temporal.impliedWeekday = weekday
      let first = item.isWord(start - 1, "the") ? start - 1 : start
      return Candidate(
        range: first..<end + 2, value: .temporal(temporal), confidence: 0.85,
        rule: "<weekday> after next", kind: .weekdayInWeek)
    }

    // "tuesday of next week", "friday next week", "monday of the following week"
    if weekShift == nil {
      var after = end
      if item.isWord(after, "of") || item.isWord(after, "on") { after += 1 }
      if item.isWord(after, "the"), item.isWord(after + 1, "following"),
        item.isWord(after + 2, "week")
      {
        weekShift = 7
        end = after + 3
      } else if let shift = weekPhrase(item, at: after) {
        weekShift = shift
        end = after + 2
      }
    }

    let today = context.today
    var temporal = Temporal()
    var rule = "<weekday>"
    var kind = RuleKind.weekday
    var confidence = 0.9
    if let weekShift {
      temporal.date = today.startOfWeek.adding(days: weekShift + weekday - 1)
      temporal.isPast = weekShift < 0
      rule = "<weekday> of <week>"
      kind = .weekdayInWeek
    } else if let (day, dayEnd) = dayNumber(item, at: end) {
      // "friday the 13th", "monday 21"
      temporal.date = dated(weekday: weekday, day: day, from: today)
      if temporal.date == nil { return nil }
      end = dayEnd
      rule = "<weekday> the <day>"
      kind = .weekdayInWeek
    } else {
      switch reading {
      case .bare:
        temporal.date = today.next(weekday)
        if today.weekday == weekday {
          temporal.diagnostics.append(
            ambiguity(item.text(of: start..<end), chosen: temporal.date, other: today))
          confidence = 0.7
        }
      case .this:
        temporal.date = weekday >= today.weekday ? today.inWeek(weekday) : today.next(weekday)
        rule = "this <weekday>"
        kind = .weekdayRelative
      case .next:
        let nextWeek = today.startOfWeek.adding(days: 7 + weekday - 1)
        temporal.date = nextWeek
        rule = "next <weekday>"
        kind = .weekdayRelative
        if weekday > today.weekday {
          temporal.diagnostics.append(
            ambiguity(item.text(of: start..<end), chosen: nextWeek, other: today.inWeek(weekday)))
          confidence = 0.75
        }
      case .coming:
        temporal.date = today.next(weekday)
        rule = "coming <weekday>"
        kind = .weekdayRelative
      case .last:
        // "last friday" is the most recent Friday before today, as people use it.
        temporal.date = today.previous(weekday)
        temporal.isPast = true
        rule = "last <weekday>"
        kind = .weekdayRelative
      case .past:
        temporal.date = today.previous(weekday)
        temporal.isPast = true
        rule = "past <weekday>"
        kind = .weekdayRelative
      }
    }
    temporal.impliedWeekday = weekday
    return Candidate(
      range: start..<end, value: .temporal(temporal), confidence: confidence, rule: rule,
      kind: kind)
  }

  // MARK: - Parts

  /// A singular weekday name (plurals are recurrences).
  private func weekdayValue(_ word: String) -> Int? {
    guard !DateWords.pluralWeekdays.contains(word) else { return nil }
    return DateWords.weekdays[word]
  }

  /// "next week" → 7, "this week" → 0, "last week" / "previous week" → -7.
  private func weekPhrase(_ item: Item, at index: Int) -> Int? {
    guard item.isWord(index + 1, "week"), let word = item.word(index) else { return nil }
    switch word {
    case "next", "following": return 7
    case "this": return 0
    case "last", "previous": return -7
    default: return nil
    }
  }

  /// Whether a short weekday that is also a word ("sat") stands where a date would.
  private func hasDateContext(_ item: Item, at index: Int) -> Bool {
    if item.isWord(index - 1, in: Self.leadWords) { return true }
    // At the start, "sat farmers market" is a day but "sat with Bo" is the verb.
    if index == 0 { return !item.isWord(1, in: Self.verbFollowers) }
    if item.number(index + 1) != nil || item.isWord(index + 1, "at") || item.isMark(index + 1, "@")
      || item.isWord(index + 1, in: DateWords.dayParts)
      || item.word(index + 1).map({ DateWords.months[$0] != nil }) == true
    {
      return true
    }
    return item.isBoundary(index + 1) || item.isEndOfWords(index + 1)
  }

  /// "the 13th", "13th", "21" (a bare number only when it cannot be an hour).
  private func dayNumber(_ item: Item, at index: Int) -> (Int, Int)? {
    var cursor = index
    if item.isMark(cursor, ",") { cursor += 1 }
    let hasThe = item.isWord(cursor, "the")
    if hasThe { cursor += 1 }
    // "monday the twenty seventh"
    if hasThe, let spelled = item.spelledNumber(cursor), spelled.isOrdinal,
      (1...31).contains(spelled.value)
    {
      return (spelled.value, spelled.end)
    }
    guard let day = item.number(cursor), (1...31).contains(day),
      item.tokens[cursor].digitCount <= 2
    else { return nil }
    if let suffix = item.word(cursor + 1), item.isJoined(cursor + 1) {
      guard DateWords.ordinalSuffixes.contains(suffix) else { return nil }
      // "monday, 3rd july": the day belongs to the month after it (AbsoluteDateExtractor).
      let next = item.isWord(cursor + 2, "of") ? cursor + 3 : cursor + 2
      if item.word(next).flatMap({ DateWords.months[$0] }) != nil { return nil }
      return (day, cursor + 2)
    }
    if item.isMark(cursor + 1, ":") || item.isMark(cursor + 1, "/") || item.isMark(cursor + 1, ".")
    {
      return nil
    }
    guard hasThe || day > 12, item.word(cursor + 1).map({ DateWords.months[$0] == nil }) ?? true
    else { return nil }
    return (day, cursor + 1)
  }

  /// The next date on or after `today` that is day `day` of a month and falls on `weekday`.
  private func dated(weekday: Int, day: Int, from today: LocalDate) -> LocalDate? {
    var month = today.startOfMonth
    for _ in 0..<36 {
      if let date = LocalDate(year: month.year, month: month.month, day: day), date >= today,
        date.weekday == weekday
      {
        return date
      }
      month = month.adding(months: 1)
    }
    return nil
  }

  private func ambiguity(_ span: String, chosen: LocalDate?, other: LocalDate) -> Diagnostic {
    Diagnostic(
      kind: .ambiguousDate,
      message: "\"\(span)\" read as \(chosen?.description ?? "?"); it could also mean \(other)",
      span: span)
  }
}
