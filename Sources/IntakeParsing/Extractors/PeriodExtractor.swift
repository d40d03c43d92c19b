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
      endOf(item, at: index, context) ?? named(item, at: index, context)
        ?? nthWeekday(item, at: index, context) ?? partOfMonth(item, at: index, context)
    }
  }

  private func candidate(_ range: Range<Int>, _ date: LocalDate?, _ rule: String) -> Candidate? {
    guard let date else { return nil }
    return Candidate(
      range: range, value: .temporal(Temporal(date: date)), confidence: 0.85, rule: rule)
  }

  // MARK: - End of a period

  /// "end of (the|this|next) week|month|quarter|year", "end of q1", "end of april", "eow".
  private func endOf(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    let today = context.today
    if let word = item.word(start) {
      switch word {
      case "eow": return candidate(start..<start + 1, endOfWeek(today, 0), "end of week")
      case "eom": return candidate(start..<start + 1, today.endOfMonth, "end of month")
      case "eoq": return candidate(start..<start + 1, endOfQuarter(today, nil), "end of quarter")
      case "eoy":
        return candidate(
          start..<start + 1, LocalDate(year: today.year, month: 12, day: 31), "end of year")
      default: break
      }
    }
    var cursor = start
    if item.isWord(cursor, "by") || item.isWord(cursor, "at") { cursor += 1 }
    if item.isWord(cursor, "the") { cursor += 1 }
    guard item.isWord(cursor, "end") || item.isWord(cursor, "close"),
      item.isWord(cursor + 1, "of") || item.isMark(cursor + 1, "-")
    else { return nil }
    cursor += 2
    // "end of (the|this|next|last|the following) week|month|quarter|year"
    if let (shift, unit, end) = RelativePeriodGrammar.read(item, at: cursor, allowsBare: true) {
      let range = start..<end
      var found: Candidate?
      switch unit {
      case .week:
        found = candidate(range, endOfWeek(today, shift), "end of week")
      case .month:
        found = candidate(range, today.adding(months: shift).endOfMonth, "end of month")
      case .quarter:
        let date = endOfQuarter(today, nil).map { $0.adding(months: 3 * shift).endOfMonth }
        found = candidate(range, date, "end of quarter")
      case .year:
        found = candidate(
          range, LocalDate(year: today.year + shift, month: 12, day: 31), "end of year")
      case .weekend:
        return nil
      }
      if shift < 0, var past = found, case .temporal(var temporal) = past.value {
        temporal.isPast = true
        past.value = .temporal(temporal)
        found = past
      }
      return found
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
      return candidate(start..<end, endOfQuarter(today, quarter, year: year), "end of Q<n>")
    default:
      guard let month = item.lookup(cursor, in: DateWords.months) else { return nil }
      let date = today.nextOccurrence(month: month, day: 1)?.endOfMonth
      return candidate(range, date, "end of <month>")
    }
  }

  /// Friday of this week (`shift` 0), next (1) or last (-1); said of this week at a weekend,
  /// the coming Friday.
  private func endOfWeek(_ today: LocalDate, _ shift: Int) -> LocalDate {
    let friday = today.inWeek(5).adding(days: 7 * shift)
    return friday < today && shift >= 0 ? friday.adding(days: 7) : friday
  }

  /// Last day of the current quarter, or of quarter `number` (this year, next year once past).
  private func endOfQuarter(_ today: LocalDate, _ number: Int?, year: Int? = nil) -> LocalDate? {
    let quarter = number ?? (today.month - 1) / 3 + 1
    var date = LocalDate(year: year ?? today.year, month: quarter * 3, day: 1)?.endOfMonth
    if year == nil, let end = date, end < today { date = end.adding(months: 12).endOfMonth }
    return date
  }

  // MARK: - Named periods

  /// "next week", "this week", "next month", "next year", "(this|next) weekend".
  private func named(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    let today = context.today
    // "the following week", "the coming month": said like "next week", placed like it.
    if !item.isWord(start, "next"),
      let (shift, unit, end) = RelativePeriodGrammar.read(item, at: start),
      shift == 1
    {
      switch unit {
      case .week:
        return candidate(start..<end, today.startOfWeek.adding(days: 7), "next week")
      case .month:
        return candidate(start..<end, today.adding(months: 1).startOfMonth, "next month")
      case .year:
        return candidate(
          start..<end, LocalDate(year: today.year + 1, month: 1, day: 1), "next year")
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
      switch word {
      case "week", "wk":
        return isLate
          ? candidate(range, endOfWeek(today, 1), "late next week")
          : candidate(range, today.startOfWeek.adding(days: 7), "early next week")
      case "month":
        let month = today.adding(months: 1)
        return isLate
          ? candidate(range, month.endOfMonth, "late next month")
          : candidate(range, month.startOfMonth, "early next month")
      case "year":
        let year = today.year + 1
        return candidate(
          range, LocalDate(year: year, month: isLate ? 12 : 1, day: isLate ? 31 : 1),
          isLate ? "late next year" : "early next year")
      default:
        return nil
      }
    }
    switch (modifier, word) {
    case ("next", "week"), ("next", "wk"):
      return candidate(range, today.startOfWeek.adding(days: 7), "next week")
    case ("this", "week")
    where cursor == start && item.isWord(start - 1, "the")
      && item.isWord(cursor + 1, "after") && item.isWord(cursor + 2, "next"):
      // "the week after next": its Monday.
      return candidate(
        start - 1..<cursor + 3, today.startOfWeek.adding(days: 14), "week after next")
    case ("this", "week") where cursor > start:
      return candidate(range, endOfWeek(today, 0), "this week")
    case ("next", "month"):
      return candidate(range, today.adding(months: 1).startOfMonth, "next month")
    case ("this", "month") where cursor > start:
      return candidate(range, today.endOfMonth, "this month")
    case ("next", "year"):
      return candidate(range, LocalDate(year: today.year + 1, month: 1, day: 1), "next year")
    case ("this", "weekend"), ("this", "wkend"):
      let saturday = today.weekday == 7 ? today : today.inWeek(6)
      return candidate(range, saturday, "weekend")
    case ("next", "weekend"), ("next", "wkend"):
      return candidate(range, today.startOfWeek.adding(days: 12), "next weekend")
    default:
      return nil
    }
  }

  // MARK: - Weekdays of a month

  /// "the first monday of april", "second tuesday of next month", "last friday of the month".
  private func nthWeekday(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    var cursor = start
    if item.isWord(cursor, "the") { cursor += 1 }
    guard let ordinal = item.weekOrdinal(cursor) else { return nil }
    cursor = ordinal.end
    guard let dayWord = item.word(cursor), let weekday = DateWords.weekdays[dayWord],
      !DateWords.pluralWeekdays.contains(dayWord),
      item.isWord(cursor + 1, "of") || item.isWord(cursor + 1, "in")
    else { return nil }
    cursor += 2
    let today = context.today
    var months: [(year: Int, month: Int)] = []
    var mayBePast = false
    if item.isWord(cursor, "the"), item.isWord(cursor + 1, "month") {
      let next = today.adding(months: 1)
      months = [(today.year, today.month), (next.year, next.month)]
      cursor += 2
    } else if item.isWord(cursor, "this"), item.isWord(cursor + 1, "month") {
      // Said outright, "this month" stays this month even when that day has passed.
      months = [(today.year, today.month)]
      mayBePast = true
      cursor += 2
    } else if let (shift, unit, end) = RelativePeriodGrammar.read(item, at: cursor),
      unit == .month, shift != 0
    {
      // "of next month", "of the following month", "of last month"
      let month = today.adding(months: shift)
      months = [(month.year, month.month)]
      mayBePast = true
      cursor = end
    } else if let word = item.word(cursor), let month = DateWords.months[word] {
      cursor += 1
      if item.isMark(cursor, "."), item.isJoined(cursor) { cursor += 1 }  // "sept."
      if let year = item.number(cursor), item.tokens[cursor].digitCount == 4 {
        months = [(year, month)]
        mayBePast = true  // a year written out is kept, past or not
        cursor += 1
      } else if item.isMark(cursor, "'"), let digits = item.number(cursor + 1),
        item.tokens[cursor + 1].digitCount == 2, item.isJoined(cursor + 1)
      {
        months = [(TemporalResolver.fullYear(twoDigits: digits, today: today), month)]
        mayBePast = true
        cursor += 2
      } else {
        months = [(today.year, month), (today.year + 1, month)]
      }
    } else if item.isWord(cursor - 1, "in"),
      let (parts, end, _) = QuantityGrammar.read(item, at: cursor), parts.count == 1,
      case .month = parts[0].unit
    {
      // "the first monday in 2 months": that weekday of the month two months on.
      let month = today.adding(months: parts[0].amount)
      months = [(month.year, month.month)]
      mayBePast = true
      cursor = end
    } else {
      return nil
    }
    let date = months.lazy.compactMap {
      LocalDate.nth(ordinal.value, weekday, year: $0.year, month: $0.month)
    }
    .first { mayBePast || $0 >= today }
    return candidate(start..<cursor, date, "<ordinal> <weekday> of <month>")
  }

  // MARK: - Parts of a month

  /// "mid-april", "mid april", "early may", "start of june", "beginning of july".
  private func partOfMonth(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    var cursor = start
    var day: Int?
    if item.isWord(cursor, "mid") {
      day = 15
      cursor += item.isMark(cursor + 1, "-") ? 2 : 1
    } else if item.isWord(cursor, "start") || item.isWord(cursor, "beginning"),
      item.isWord(cursor + 1, "of")
    {
      day = 1
      cursor += 2
      if item.isWord(cursor, "the") { cursor += 1 }
      // "start of next month", "beginning of the following week", "start of next year": the
      // period's first day.
      if let (shift, unit, end) = RelativePeriodGrammar.read(item, at: cursor), shift != 0 {
        let today = context.today
        let range = (item.isWord(start - 1, "the") ? start - 1 : start)..<end
        switch unit {
        case .month:
          return candidate(
            range, today.adding(months: shift).startOfMonth, "start of <relative month>")
        case .week:
          return candidate(
            range, today.startOfWeek.adding(days: 7 * shift), "start of <relative week>")
        case .year:
          return candidate(
            range, LocalDate(year: today.year + shift, month: 1, day: 1),
            "start of <relative year>")
        case .quarter, .weekend:
          return nil
        }
      }
    } else if item.isWord(cursor, "last"), item.isWord(cursor + 1, "day"),
      item.isWord(cursor + 2, "of")
    {
      // "the last day of the month", "last day of next month"
      var next = cursor + 3
      var shift = 0
      if item.isWord(next, "the") || item.isWord(next, "this") {
        next += 1
      } else if item.isWord(next, "next") {
        shift = 1
        next += 1
      }
      guard item.isWord(next, "month") else { return nil }
      let first = item.isWord(start - 1, "the") ? start - 1 : start
      return candidate(
        first..<next + 1, context.today.adding(months: shift).endOfMonth, "last day of the month")
    }
    guard let day, let word = item.word(cursor), let month = DateWords.months[word] else {
      return nil
    }
    var date = context.today.nextOccurrence(month: month, day: day)
    // "mid-november" said on November 20 still means this month's middle has passed: next year.
    if let found = date, found < context.today { date = found.adding(months: 12) }
    return candidate(start..<cursor + 1, date, day == 15 ? "mid-<month>" : "start of <month>")
  }
}
