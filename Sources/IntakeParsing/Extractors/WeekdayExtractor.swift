import IntakeCore

/// Finds weekdays: "friday", "fri", "this friday", "next friday", "last wednesday",
/// "friday the 13th", "thursday 19", "friday of next week", "next week thursday".
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

  /// Weeks a word after or before a weekday adds: "week" one, "fortnight" two.
  private static func weeksWord(_ word: String?) -> Int? {
    switch word {
    case "week": 1
    case "fortnight": 2
    default: nil
    }
  }

  private func match(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    var cursor = start
    var reading = Reading.bare
    var weekShift: Int?  // Set by "next week", "this week", "last week" around the day.
    var words: [String] = []

    // "next week thursday", "next week on thursday"
    if let (shift, phraseEnd) = weekPhrase(item, at: cursor) {
      var after = phraseEnd
      if item.isWord(after, "on") || item.isMark(after, "-") || item.isMark(after, ",") {
        after += 1
      }
      // "next week, on Tuesday".
      if item.isMark(after - 1, ","), item.isWord(after, "on") { after += 1 }
      // "this week, probably Wednesday", "next week, maybe Tuesday": the day, hedged.
      if item.isMark(after - 1, ","),
        item.isWord(after, in: DateWords.dayHedges) || item.isWord(after, "say")
      {
        after += 1
      }
      if weekdayValue(item, after) != nil {
        weekShift = shift
        cursor = after
      }
    }
    if weekShift == nil, let word = item.word(cursor), let modifier = Self.modifiers[word] {
      reading = modifier
      cursor += 1
      words.append(word)
      // "this coming friday", "this past tuesday"
      if word == "this", let second = item.word(cursor), let refined = Self.modifiers[second],
        refined == .coming || refined == .past
      {
        reading = refined
        cursor += 1
      }
    }
    guard let weekday = weekdayValue(item, cursor), let name = item.word(cursor) else { return nil }
    if reading == .bare, weekShift == nil, Self.wordLikeAbbreviations.contains(name),
      !hasDateContext(item, at: cursor)
    {
      return nil
    }
    var end = cursor + 1
    if item.isMark(end, "."), name.count <= 4 { end += 1 }
    // "restore Sunday hours", "review the Saturday rota": a weekday that describes a standing
    // arrangement, not a day ("by Saturday, shifts …" is one).
    if reading == .bare, weekShift == nil, end == cursor + 1, possessiveStem(item, cursor) == nil,
      item.isWord(end, in: UnlikelyDateFilter.arrangementNouns),
      item.isWord(start - 1, "the") || !item.isWord(start - 1, in: Self.leadWords)
    {
      return nil
    }
    // "the postmortem for Tuesday's outage", "Sunday's flooding": a mishap nobody schedules
    // happened on the last such day; no deadline. Not "Monday's outage review", a meeting.
    if reading == .bare, weekShift == nil, possessiveStem(item, cursor) != nil,
      let head = (end..<end + 3).first(where: { item.isWord($0, in: Self.mishaps) }),
      item.word(head + 1) == nil || item.isWord(head + 1, in: Self.afterNoun)
    {
      return nil
    }
    // "the monday before may 25", "the 2nd friday after the launch date": counted from the
    // date that follows (AnchorOffsetRefiner), as weekdays.
    if reading == .bare, weekShift == nil, item.isWord(end, "before") || item.isWord(end, "after"),
      !item.isWord(end + 1, "next"), !item.isWord(end + 1, "last")
    {
      var first = start
      var count = 1
      for back in [1, 2] {
        if let (ordinal, ordinalEnd) = item.weekOrdinal(start - back), ordinalEnd == start,
          ordinal > 0
        {
          count = ordinal
          first = start - back
        }
      }
      if item.isWord(first - 1, "the") {
        first -= 1
        let sign = item.isWord(end, "before") ? -1 : 1
        let offset = Offset(amounts: [(count, .weekday(weekday))], sign: sign, hasTimeOfDay: false)
        return Candidate(
          range: first..<end + 1, value: .offset(offset), confidence: 0.85,
          rule: "the <weekday> \(sign < 0 ? "before" : "after") <date>", kind: .offsetBeforeAnchor)
      }
    }
    // "tuesday before last": the one before last week's.
    if reading == .bare, weekShift == nil, item.isWord(end, "before"), item.isWord(end + 1, "last")
    {
      let temporal = stated(WeekdayExpression(weekday: weekday, placement: .beforeLast))
      return Candidate(
        range: start..<end + 2, value: .temporal(temporal), confidence: 0.85,
        rule: "<weekday> before last", kind: .weekdayInWeek)
    }
    // "(the) friday after next": the one after the coming one; "thu week" and "a week (on)
    // Thursday" say the same, and "Tuesday fortnight", "a fortnight on Tuesday" a week more.
    if reading == .bare, weekShift == nil {
      var weeks = 0
      var first = item.isWord(start - 1, "the") ? start - 1 : start
      var wordsEnd = end
      var rule = "<weekday> after next"
      if item.isWord(end, "after"), item.isWord(end + 1, "next") {
        weeks = 1
        wordsEnd = end + 2
      } else if let after = Self.weeksWord(item.word(end)), !item.isWord(end + 1, "of") {
        weeks = after
        wordsEnd = end + 1
        rule = after == 2 ? "<weekday> fortnight" : "<weekday> week"
      } else {
        let unit = item.isWord(start - 1, "on") ? start - 2 : start - 1
        if let before = Self.weeksWord(item.word(unit)), item.isWord(unit - 1, "a") {
          weeks = before
          first = unit - 1
          rule = before == 2 ? "a fortnight on <weekday>" : "a week on <weekday>"
        }
      }
      if weeks > 0 {
        let placement = WeekdayExpression.Placement.weeksAfterComing(weeks)
        let temporal = stated(WeekdayExpression(weekday: weekday, placement: placement))
        return Candidate(
          range: first..<wordsEnd, value: .temporal(temporal), confidence: 0.85, rule: rule,
          kind: .weekdayInWeek)
      }
    }

    // "friday of next week", "thursday next week", "tuesday of the following week"
    if weekShift == nil {
      var after = end
      if item.isWord(after, "of") || item.isWord(after, "on") { after += 1 }
      if let (shift, phraseEnd) = weekPhrase(item, at: after) {
        weekShift = shift
        end = phraseEnd
      }
    }

    var placement: WeekdayExpression.Placement
    var rule: String
    var kind = RuleKind.weekdayRelative
    if let weekShift {
      placement = .inWeek(weeksFromThis: weekShift / 7)
      rule = "<weekday> of <week>"
      kind = .weekdayInWeek
    } else if let (day, dayEnd) = dayNumber(item, at: end) {
      // "friday the 13th", "thursday 19"
      placement = .onDay(day)
      end = dayEnd
      rule = "<weekday> the <day>"
      kind = .weekdayInWeek
    } else {
      switch reading {
      case .bare: (placement, rule, kind) = (.bare, "<weekday>", .weekday)
      case .this: (placement, rule) = (.this, "this <weekday>")
      case .next: (placement, rule) = (.next, "next <weekday>")
      case .coming: (placement, rule) = (.coming, "coming <weekday>")
      case .last: (placement, rule) = (.last, "last <weekday>")
      case .past: (placement, rule) = (.last, "past <weekday>")
      }
    }
    let temporal = stated(WeekdayExpression(weekday: weekday, placement: placement))
    var candidate = Candidate(
      range: start..<end, value: .temporal(temporal), confidence: 0.9, rule: rule, kind: kind)
    // "for next Tuesday's review": the words name the event, so they stay in the title.
    if possessiveStem(item, cursor) != nil { candidate.removesWords = false }
    return candidate
  }

  /// The weekday as written, for the resolver to place; its weekday is checked against any
  /// date said beside it.
  private func stated(_ expression: WeekdayExpression) -> Temporal {
    var temporal = Temporal(stated: .weekday(expression))
    temporal.impliedWeekday = expression.weekday
    return temporal
  }

  // MARK: - Parts

  /// A singular weekday name (plurals are recurrences).
  private func weekdayValue(_ item: Item, _ index: Int) -> Int? {
    if let stem = possessiveStem(item, index) { return DateWords.weekdays[stem] }
    guard let weekday = item.lookup(index, in: DateWords.weekdays),
      !item.isWord(index, in: DateWords.pluralWeekdays)
    else { return nil }
    return weekday
  }

  /// Events that befall, not planned ones: a weekday's such event is behind us.
  private static let mishaps: WordSet = [
    "outage", "outages", "incident", "incidents", "crash", "crashes", "failure", "failures",
    "breakdown", "breach", "leak", "spill", "flood", "flooding", "fire", "accident",
    "downtime", "blip", "meltdown", "break-in", "burglary", "injury", "collision", "storm",
    "power-cut", "disruption",
  ]

  /// Words that may follow a noun phrase's last noun: a preposition, a conjunction, a verb of
  /// being.
  private static let afterNoun: WordSet = [
    "for", "to", "in", "on", "at", "with", "and", "or", "so", "because", "before", "by",
    "from", "that", "which", "is", "was", "were", "has", "had", "when", "if", "as", "up",
    "please", "asap", "today", "tomorrow", "into", "about",
  ]

  /// "friday" for "friday's" (or "friday’s"): a weekday naming an event on it ("for Friday's
  /// demo"); nil for any other word.
  private func possessiveStem(_ item: Item, _ index: Int) -> String? {
    guard let word = item.word(index) else { return nil }
    for suffix in ["'s", "’s"] where word.hasSuffix(suffix) && word.count > 4 {
      return String(word.dropLast(suffix.count))
    }
    return nil
  }

  /// "next week" → 7, "this week" → 0, "last week" / "the previous week" → -7, and the index
  /// after the words.
  private func weekPhrase(_ item: Item, at index: Int) -> (days: Int, end: Int)? {
    guard let (shift, unit, end) = RelativePeriodGrammar.read(item, at: index), unit == .week,
      !item.isWord(index, "the") || shift != 0
    else { return nil }
    return (shift * 7, end)
  }

  /// Whether a short weekday that is also a word ("sat") stands where a date would.
  private func hasDateContext(_ item: Item, at index: Int) -> Bool {
    if item.isWord(index - 1, in: Self.leadWords) { return true }
    // "wed in the afternoon"
    if item.isWord(index + 1, "in"), item.isWord(index + 2, "the"),
      DayPart.read(item, at: index + 3, allowsPlural: false) != nil
    {
      return true
    }
    // At the start, "sat farmers market" is a day but "sat with Bo" is the verb.
    if index == 0 { return !item.isWord(1, in: Self.verbFollowers) }
    // Capitalised inside the text, the day's abbreviation (Sat, Wed), unless a capitalised
    // word follows it, as in a name.
    if item.tokens[index].isCapitalized, !item.isWord(index + 1, in: Self.verbFollowers),
      index + 1 >= item.count || item.word(index + 1) == nil
        || !item.tokens[index + 1].isCapitalized
    {
      return true
    }
    if item.number(index + 1) != nil || item.isWord(index + 1, "at") || item.isMark(index + 1, "@")
      || DayPart.read(item, at: index + 1, allowsPlural: false) != nil
      || item.lookup(index + 1, in: DateWords.months) != nil
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
    // "monday the twentieth"
    if hasThe, let spelled = item.spelledNumber(cursor), spelled.isOrdinal,
      (1...31).contains(spelled.value)
    {
      return (spelled.value, spelled.end)
    }
    guard let (day, hasSuffix, end) = DayOfMonthGrammar.read(item, at: cursor) else {
      return nil
    }
    if hasSuffix {
      // "monday, 3rd july": the day belongs to the month after it (AbsoluteDateExtractor).
      let next = item.isWord(end, "of") ? end + 1 : end
      if item.lookup(next, in: DateWords.months) != nil { return nil }
      return (day, end)
    }
    if item.isMark(cursor + 1, ":") || item.isMark(cursor + 1, "/") || item.isMark(cursor + 1, ".")
    {
      return nil
    }
    guard hasThe || day > 12, item.lookup(cursor + 1, in: DateWords.months) == nil
    else { return nil }
    return (day, cursor + 1)
  }

}
