import IntakeCore

/// Finds deadlines named by a period: next week (its Monday), this week / end of week / EOW
/// (Friday), end of month / EOM, end of quarter, end of Q1, end of year, next month, next year,
/// mid-April, end of April, first/second/last Monday of a month, and the weekend.
///
/// A period is due on its last working day where people mean a deadline ("end of week" is
/// Friday) and on its first day where they mean a start ("next week" is Monday). Recurring
/// forms ("the first Monday of each month") are left to RecurrenceExtractor.
/// Cases: quick-add/periods.jsonl.
struct PeriodExtractor: Extractor {
  func extract(from item: Item, context: ParsingContext, into candidates: inout [Candidate]) {
    scan(item, onlyRuleStarts: true, into: &candidates) { index in
      endOf(item, at: index) ?? named(item, at: index) ?? nthWeekday(item, at: index)
        ?? partOfMonth(item, at: index)
    }
  }

  private func candidate(_ range: Range<Int>, _ expression: DateExpression, _ rule: String)
    -> Candidate
  {
    Candidate(
      range: range, value: .temporal(Temporal(stated: expression)), confidence: 0.85, rule: rule)
  }

  /// A part of a period counted from the current one ("end of next week").
  private func candidate(
    _ range: Range<Int>, _ unit: RelativePeriodGrammar.Unit, _ shift: Int,
    _ part: PeriodExpression.Part, _ rule: String
  ) -> Candidate {
    candidate(
      range, .period(PeriodExpression(period: .relative(unit, shift: shift), part: part)), rule)
  }

  // MARK: - End of a period

  /// "end of (the|this|next) week|month|quarter|year", "end of q1", "end of april", "eow".
  private func endOf(_ item: Item, at start: Int) -> Candidate? {
    if let word = item.word(start) {
      let range = start..<start + 1
      switch word {
      case "eow": return candidate(range, .week, 0, .end, "end of week")
      case "eom": return candidate(range, .month, 0, .end, "end of month")
      case "eoq": return candidate(range, .quarter, 0, .end, "end of quarter")
      case "eoy": return candidate(range, .year, 0, .end, "end of year")
      default: break
      }
    }
    var cursor = start
    if item.isWord(cursor, "by") || item.isWord(cursor, "at") { cursor += 1 }
    if item.isWord(cursor, "the") { cursor += 1 }
    guard item.isWord(cursor, "end") || item.isWord(cursor, "close") else { return nil }
    // "End Sept", "by end June": terse notes drop the "of" before a month.
    // "end may be near" is no May: the months that are words too are capitalised.
    if item.isWord(cursor, "end"), let month = item.lookup(cursor + 1, in: DateWords.months),
      !item.isWord(cursor + 1, in: ["may", "march"]) || item.tokens[cursor + 1].isCapitalized
    {
      let period = PeriodExpression(period: .month(month), part: .end)
      return candidate(start..<cursor + 2, .period(period), "end of <month>")
    }
    guard item.isWord(cursor + 1, "of") || item.isMark(cursor + 1, "-") else { return nil }
    cursor += 2
    // "end of (the|this|next|last|the following) week|month|quarter|year"
    if let (shift, unit, end) = RelativePeriodGrammar.read(item, at: cursor, allowsBare: true) {
      guard unit != .weekend else { return nil }
      return candidate(start..<end, unit, shift, .end, "end of " + unit.name)
    }
    if item.isWord(cursor, "the") || item.isWord(cursor, "this") { cursor += 1 }
    guard let word = item.word(cursor) else { return nil }
    let range = start..<cursor + 1
    switch word {
    case "q":
      guard let quarter = item.number(cursor + 1), item.isJoined(cursor + 1),
        (1...4).contains(quarter)
      else { return nil }
      var end = cursor + 2
      var year: Int?
      if let number = item.number(end), item.tokens[end].digitCount == 4 {
        year = number
        end += 1
      }
      let period = PeriodExpression(period: .quarter(quarter, year: year), part: .end)
      return candidate(start..<end, .period(period), "end of Q<n>")
    default:
      guard let month = item.lookup(cursor, in: DateWords.months) else { return nil }
      let period = PeriodExpression(period: .month(month), part: .end)
      return candidate(range, .period(period), "end of <month>")
    }
  }

  // MARK: - Named periods

  /// "next week", "this week", "next month", "next year", "(this|next) weekend".
  private func named(_ item: Item, at start: Int) -> Candidate? {
    guard item.isWord(start, in: Self.namedStarts) else { return nil }
    // "the following week", "the coming month": said like "next week", placed like it.
    if !item.isWord(start, "next"),
      let (shift, unit, end) = RelativePeriodGrammar.read(item, at: start),
      shift == 1
    {
      switch unit {
      case .week, .month, .year:
        return candidate(start..<end, unit, 1, .start, "next " + unit.name)
      case .quarter, .weekend:
        break
      }
    }
    var cursor = start
    var modifier = "this"
    // "early next week" is its Monday, "late next week" its Friday; likewise for a month.
    var isLate: Bool?
    if let word = item.word(cursor), word == "early" || word == "late" || word == "later",
      item.isWord(cursor + 1, "next")
    {
      isLate = word != "early"
      cursor += 1
    }
    // "the cut-over weekend": "over" joined to the word before is part of it, not "over
    // the weekend".
    if item.isWord(cursor, "over"), item.isJoined(cursor), item.isMark(cursor - 1, "-") {
      return nil
    }
    if let word = item.word(cursor), word == "this" || word == "next" || word == "over" {
      modifier = word == "over" ? "this" : word
      cursor += 1
      if word == "over", item.isWord(cursor, "the") { cursor += 1 }
    } else if item.isWord(cursor, "the"), item.isWord(cursor + 1, "weekend") {
      cursor += 1
    }
    guard let word = item.word(cursor) else { return nil }
    let range = start..<cursor + 1
    if let isLate {
      let part: PeriodExpression.Part = isLate ? .end : .start
      let rule = (isLate ? "late next " : "early next ")
      switch word {
      case "week", "wk": return candidate(range, .week, 1, part, rule + "week")
      case "month": return candidate(range, .month, 1, part, rule + "month")
      case "year": return candidate(range, .year, 1, part, rule + "year")
      default: return nil
      }
    }
    switch (modifier, word) {
    case ("next", "week"), ("next", "wk"):
      return candidate(range, .week, 1, .start, "next week")
    case ("this", "week")
    where cursor == start && item.isWord(start - 1, "the")
      && item.isWord(cursor + 1, "after") && item.isWord(cursor + 2, "next"):
      // "the week after next": its Monday.
      return candidate(start - 1..<cursor + 3, .week, 2, .start, "week after next")
    case ("this", "week") where cursor > start:
      return candidate(range, .week, 0, .end, "this week")
    case ("next", "month"):
      return candidate(range, .month, 1, .start, "next month")
    case ("this", "month") where cursor > start:
      return candidate(range, .month, 0, .end, "this month")
    case ("next", "year"):
      return candidate(range, .year, 1, .start, "next year")
    case ("this", "weekend"), ("this", "wkend"):
      return candidate(range, .weekend, 0, .start, "weekend")
    case ("next", "weekend"), ("next", "wkend"):
      return candidate(range, .weekend, 1, .start, "next weekend")
    default:
      return nil
    }
  }

  /// Every word a named period can start with: most words are none of them.
  private static let namedStarts: WordSet = [
    "the", "this", "current", "next", "following", "coming", "upcoming", "last", "previous",
    "past", "over", "early", "late", "later", "week", "wk", "weekend", "wkend",
  ]

  // MARK: - Weekdays of a month

  /// "the first monday of april", "second tuesday of next month", "last friday of the month".
  private func nthWeekday(_ item: Item, at start: Int) -> Candidate? {
    var cursor = start
    if item.isWord(cursor, "the") { cursor += 1 }
    guard let ordinal = item.weekOrdinal(cursor) else { return nil }
    cursor = ordinal.end
    guard let dayWord = item.word(cursor), let weekday = DateWords.weekdays[dayWord],
      !DateWords.pluralWeekdays.contains(dayWord),
      item.isWord(cursor + 1, "of") || item.isWord(cursor + 1, "in")
    else { return nil }
    cursor += 2
    var month: NthWeekdayExpression.Month
    if item.isWord(cursor, "the"), item.isWord(cursor + 1, "month") {
      month = .upcoming
      cursor += 2
    } else if let (shift, unit, end) = RelativePeriodGrammar.read(item, at: cursor),
      unit == .month
    {
      // "of this month" (even when that day has passed), "of next month", "of last month"
      month = .relative(shift)
      cursor = end
    } else if let named = item.lookup(cursor, in: DateWords.months) {
      cursor += 1
      if item.isMark(cursor, "."), item.isJoined(cursor) { cursor += 1 }  // "sept."
      if let year = item.number(cursor), item.tokens[cursor].digitCount == 4 {
        month = .named(named, year: .full(year))
        cursor += 1
      } else if item.isMark(cursor, "'"), let digits = item.number(cursor + 1),
        item.tokens[cursor + 1].digitCount == 2, item.isJoined(cursor + 1)
      {
        month = .named(named, year: .twoDigit(digits))
        cursor += 2
      } else {
        month = .named(named, year: nil)
      }
    } else if item.isWord(cursor - 1, "in"),
      let (parts, end, _) = QuantityGrammar.read(item, at: cursor), parts.count == 1,
      case .month = parts[0].unit
    {
      // "the first monday in 2 months": that weekday of the month two months on.
      month = .relative(parts[0].amount)
      cursor = end
    } else {
      return nil
    }
    let expression = NthWeekdayExpression(ordinal: ordinal.value, weekday: weekday, month: month)
    return candidate(start..<cursor, .nthWeekday(expression), "<ordinal> <weekday> of <month>")
  }

  // MARK: - Parts of a period

  /// "mid-april", "mid next month", "start of june", "beginning of the following week",
  /// "middle of next year", "the last day of the month", "first day of next quarter".
  private func partOfMonth(_ item: Item, at start: Int) -> Candidate? {
    var cursor = start
    var part: PeriodExpression.Part
    if item.isWord(cursor, "mid") {
      part = .middle
      cursor += item.isMark(cursor + 1, "-") ? 2 : 1
    } else if let found = item.lookup(cursor, in: Self.partWords), item.isWord(cursor + 1, "of") {
      part = found
      cursor += 2
      if item.isWord(cursor, "the") { cursor += 1 }
    } else if item.isWord(cursor, "last") || item.isWord(cursor, "first"),
      item.isWord(cursor + 1, "day"), item.isWord(cursor + 2, "of")
    {
      // "the last day of the month", "first day of next month", "last day of june"
      let isLast = item.isWord(cursor, "last")
      let first = item.isWord(start - 1, "the") ? start - 1 : start
      let rule = isLast ? "last day of <unit>" : "first day of <unit>"
      if let (shift, unit, end) = RelativePeriodGrammar.read(
        item, at: cursor + 3, allowsBare: true),
        unit == .month || unit == .quarter || unit == .year
      {
        return candidate(first..<end, unit, shift, isLast ? .end : .start, rule)
      }
      guard let month = item.lookup(cursor + 3, in: DateWords.months) else { return nil }
      let period = PeriodExpression(period: .month(month), part: isLast ? .end : .start)
      return candidate(first..<cursor + 4, .period(period), rule)
    } else {
      return nil
    }
    // "start of next month", "mid next week", "beginning of the following year": the part of
    // a period counted from this one.
    if let (shift, unit, end) = RelativePeriodGrammar.read(item, at: cursor), shift != 0,
      unit != .weekend
    {
      let range = (item.isWord(start - 1, "the") ? start - 1 : start)..<end
      let rule = part == .middle ? "mid <relative unit>" : "start of <relative unit>"
      return candidate(range, unit, shift, part, rule)
    }
    guard let month = item.lookup(cursor, in: DateWords.months) else { return nil }
    let period = PeriodExpression(period: .month(month), part: part)
    let rule = part == .middle ? "mid-<month>" : "start of <month>"
    return candidate(start..<cursor + 1, .period(period), rule)
  }

  private static let partWords = WordTable<PeriodExpression.Part>([
    "start": .start, "beginning": .start, "middle": .middle,
  ])
}
