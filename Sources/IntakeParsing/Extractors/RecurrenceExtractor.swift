import IntakeCore

/// Finds repetition and writes it as an RFC 5545 RRULE: every day / daily, every weekday,
/// every monday / mondays, every other sunday, every 2 weeks on friday, every tuesday and
/// thursday, weekly, monthly on the 1st, the first monday of each month, yearly on aug 1,
/// every 3 days, quarterly, and a part of the day ("every morning") as the time.
///
/// The first occurrence is worked out later (ChooseDueRefiner), once a time said next to
/// it ("every weekday at 9:15am") is known. "everyday" as an adjective ("everyday carry") is
/// left alone: it only counts at the end or before a time. Cases: quick-add/recurrence.jsonl.
struct RecurrenceExtractor: Extractor {
  private typealias Rule = RecurrenceRule

  /// Words that may follow "weekly", "monthly" … when they name a schedule.
  private static let adverbFollowers: WordSet = [
    "at", "on", "from", "starting", "until", "in", "by", "before", "after", "and", "for",
    "@", "via", "with",
  ]

  func extract(from item: Item, context: ParsingContext, into candidates: inout [Candidate]) {
    var index = 0
    while index < item.count {
      if !item.isRuleStart(index) {
        index += 1
      } else if let (rule, end) = every(item, at: index, context)
        ?? adverb(item, at: index, context)
        ?? plural(item, at: index) ?? monthly(item, at: index)
      {
        candidates.append(
          Candidate(
            range: index..<end, value: .recurrence(rule), confidence: 0.9, rule: "every <…>"))
        index = end
      } else {
        index += 1
      }
    }
  }

  // MARK: - "every …"

  private func every(_ item: Item, at start: Int, _ context: ParsingContext) -> (Rule, Int)? {
    if item.isWord(start, "everyday") {
      guard
        item.isBoundary(start + 1) || item.isWord(start + 1, "at") || item.number(start + 1) != nil
      else { return nil }
      return (Rule(frequency: .daily), start + 1)
    }
    guard item.isWord(start, "every") || item.isWord(start, "each") else { return nil }
    var cursor = start + 1
    var interval = 1
    if item.isWord(cursor, "other") {
      interval = 2
      cursor += 1
    } else if let number = item.number(cursor), (2...99).contains(number),
      !item.isJoined(cursor + 1), item.word(cursor + 1).flatMap({ DateWords.months[$0] }) == nil
    {
      interval = number
      cursor += 1
    } else if let word = item.word(cursor), let number = DateWords.numberWords[word], number > 1 {
      interval = number
      cursor += 1
    } else if let (ordinal, end) = item.weekOrdinal(cursor), let word = item.word(end),
      let weekday = DateWords.weekdays[word]
    {
      // "every first monday (of the month)"
      var rule = Rule(frequency: .monthly)
      rule.byDay = [(ordinal, weekday)]
      return (rule, ofTheMonth(item, at: end + 1))
    } else if item.isWord(cursor, "second"),
      item.word(cursor + 1).map({ QuantityGrammar.units[$0] != nil }) == true
    {
      interval = 2
      cursor += 1
    }
    // "every 14 feb"
    if item.number(cursor) != nil, let (month, day, end) = monthAndDay(item, at: cursor) {
      var rule = Rule(frequency: .yearly)
      rule.byMonth = month
      rule.byMonthDay = day
      return (rule, end)
    }
    guard let word = item.word(cursor) else { return nil }
    let hours = context.dayParts
    switch word {
    case "day", "days":
      return (Rule(frequency: .daily, interval: interval), cursor + 1)
    case _ where DayPart.read(item, at: cursor) != nil:
      // "every morning", "every evening", "every night"
      var rule = Rule(frequency: .daily, interval: interval)
      rule.isPartOfDayTime = true
      rule.time = DayPart.read(item, at: cursor)?.time(in: hours)
      return (rule, cursor + 1)
    case "weekday", "weekdays", "workday", "workdays", "business":
      var end = cursor + 1
      if word == "business" {
        guard item.isWord(end, "day") else { return nil }
        end += 1
      }
      var rule = Rule(frequency: .weekly, interval: interval)
      rule.byDay = (1...5).map { (nil, $0) }
      // "every weekday morning"
      if let part = DayPart.read(item, at: end, allowsPlural: false) {
        rule.isPartOfDayTime = true
        rule.time = part.time(in: hours)
        end += 1
      }
      return (rule, end)
    case "weekend", "weekends":
      var rule = Rule(frequency: .weekly, interval: interval)
      rule.byDay = [(nil, 6), (nil, 7)]
      return (rule, cursor + 1)
    case "week", "weeks", "wk", "wks", "fortnight":
      var rule = Rule(frequency: .weekly, interval: word == "fortnight" ? 2 : interval)
      var end = cursor + 1
      if let (days, daysEnd) = weekdayList(item, at: item.isWord(end, "on") ? end + 1 : end) {
        rule.byDay = days.map { (nil, $0) }
        end = daysEnd
      }
      return (rule, end)
    case "month", "months":
      var rule = Rule(frequency: .monthly, interval: interval)
      var end = cursor + 1
      if let (day, dayEnd) = monthDay(item, at: end) {
        rule.byMonthDay = day
        end = dayEnd
      }
      return (rule, end)
    case "quarter":
      return (Rule(frequency: .monthly, interval: 3), cursor + 1)
    case "year", "years":
      var rule = Rule(frequency: .yearly, interval: interval)
      var end = cursor + 1
      if let (month, day, dateEnd) = monthAndDay(item, at: item.isWord(end, "on") ? end + 1 : end) {
        rule.byMonth = month
        rule.byMonthDay = day
        end = dateEnd
      }
      return (rule, end)
    default:
      if let (days, end) = weekdayList(item, at: cursor) {
        var rule = Rule(frequency: .weekly, interval: interval)
        rule.byDay = days.map { (nil, $0) }
        var finish = end
        if let part = DayPart.read(item, at: end, allowsPlural: false) {
          rule.isPartOfDayTime = true
          rule.time = part.time(in: hours)
          finish += 1
        }
        return (rule, finish)
      }
      if let (month, day, end) = monthAndDay(item, at: cursor) {
        var rule = Rule(frequency: .yearly)
        rule.byMonth = month
        rule.byMonthDay = day
        return (rule, end)
      }
      return nil
    }
  }

  // MARK: - "daily", "weekly on monday", "monthly on the 1st", "yearly on aug 1"

  private func adverb(_ item: Item, at start: Int, _ context: ParsingContext) -> (Rule, Int)? {
    guard let word = item.word(start) else { return nil }
    let end = start + 1
    var rule: Rule
    switch word {
    case "daily", "nightly": rule = Rule(frequency: .daily)
    case "weekly": rule = Rule(frequency: .weekly)
    case "biweekly", "fortnightly": rule = Rule(frequency: .weekly, interval: 2)
    case "monthly": rule = Rule(frequency: .monthly)
    case "quarterly": rule = Rule(frequency: .monthly, interval: 3)
    case "yearly", "annually", "annual": rule = Rule(frequency: .yearly)
    default: return nil
    }
    if word == "nightly" {
      rule.isPartOfDayTime = true
      rule.time = DayPart.night.time(in: context.dayParts)
    }
    // "the weekly report", "annual review": an adjective before a noun is not a schedule,
    // unless a day follows it ("weekly on monday").
    let onIndex = item.isWord(end, "on") ? end + 1 : end
    switch rule.frequency {
    case .weekly:
      if let (days, daysEnd) = weekdayList(item, at: onIndex) {
        rule.byDay = days.map { (nil, $0) }
        return (rule, daysEnd)
      }
    case .monthly:
      if let (day, dayEnd) = monthDay(item, at: end) {
        rule.byMonthDay = day
        return (rule, dayEnd)
      }
      if let (ordinal, ordinalEnd) = item.weekOrdinal(
        item.isWord(onIndex, "the") ? onIndex + 1 : onIndex),
        let day = item.word(ordinalEnd), let weekday = DateWords.weekdays[day]
      {
        rule.byDay = [(ordinal, weekday)]
        return (rule, ordinalEnd + 1)
      }
    case .yearly:
      if let (month, day, dateEnd) = monthAndDay(item, at: onIndex) {
        rule.byMonth = month
        rule.byMonthDay = day
        return (rule, dateEnd)
      }
    case .daily:
      break
    }
    // Alone, the adverb must end the phrase: "pay rent monthly", "backups nightly at 2am";
    // "the weekly report" and "quarterly numbers" are adjectives.
    guard word != "annual",
      item.isBoundary(end) || item.isEndOfWords(end) || item.isMark(end, ":")
        || Self.adverbFollowers.contains(item.word(end) ?? "")
        || item.number(end) != nil
    else { return nil }
    return (rule, end)
  }

  // MARK: - "mondays", "on tuesdays and thursdays"

  private func plural(_ item: Item, at start: Int) -> (Rule, Int)? {
    // "in two sundays" counts Sundays; it does not repeat.
    guard let word = item.word(start), DateWords.pluralWeekdays.contains(word),
      item.number(start - 1) == nil,
      item.word(start - 1).map({ DateWords.numberWords[$0] == nil }) ?? true,
      let (days, end) = weekdayList(item, at: start)
    else { return nil }
    var rule = Rule(frequency: .weekly)
    rule.byDay = days.map { (nil, $0) }
    return (rule, end)
  }

  // MARK: - "the first monday of each month", "the 1st of every month"

  private func monthly(_ item: Item, at start: Int) -> (Rule, Int)? {
    var cursor = start
    if item.isWord(cursor, "on") { cursor += 1 }
    if item.isWord(cursor, "the") { cursor += 1 }
    if let (ordinal, end) = item.weekOrdinal(cursor), let word = item.word(end),
      let weekday = DateWords.weekdays[word], eachMonth(item, at: end + 1) != nil
    {
      var rule = Rule(frequency: .monthly)
      rule.byDay = [(ordinal, weekday)]
      return (rule, eachMonth(item, at: end + 1) ?? end + 1)
    }
    if let (day, dayEnd) = DayOfMonthGrammar.readOrdinal(item, at: cursor),
      let end = eachMonth(item, at: dayEnd)
    {
      var rule = Rule(frequency: .monthly)
      rule.byMonthDay = day
      return (rule, end)
    }
    return nil
  }

  /// "of each month", "of every month", "each month", "every month"; the index after.
  private func eachMonth(_ item: Item, at index: Int) -> Int? {
    var cursor = index
    if item.isWord(cursor, "of") || item.isWord(cursor, "in") { cursor += 1 }
    guard item.isWord(cursor, "each") || item.isWord(cursor, "every"),
      item.isWord(cursor + 1, "month")
    else { return nil }
    return cursor + 2
  }

  /// After "every first monday": an optional "of the month" / "of each month".
  private func ofTheMonth(_ item: Item, at index: Int) -> Int {
    if let end = eachMonth(item, at: index) { return end }
    if item.isWord(index, "of") || item.isWord(index, "in"), item.isWord(index + 1, "the"),
      item.isWord(index + 2, "month")
    {
      return index + 3
    }
    return index
  }

  // MARK: - Parts

  /// "monday", "mon and thu", "tuesday & thursday", "tue, thu", "tues/thurs".
  private func weekdayList(_ item: Item, at start: Int) -> ([Int], Int)? {
    var days: [Int] = []
    var cursor = start
    var end = start
    while let word = item.word(cursor), let day = DateWords.weekdays[word] {
      if !days.contains(day) { days.append(day) }
      cursor += 1
      if item.isMark(cursor, "."), word.count <= 4 { cursor += 1 }
      end = cursor
      if item.isWord(cursor, "and") || item.isMark(cursor, "&") || item.isMark(cursor, ",")
        || item.isMark(cursor, "/")
      {
        cursor += 1
        if item.isWord(cursor, "and") { cursor += 1 }
      } else {
        break
      }
    }
    return days.isEmpty ? nil : (days, end)
  }

  /// "on the 1st", "on the 15th", "on the 1st of the month"; the day and the index after.
  private func monthDay(_ item: Item, at index: Int) -> (Int, Int)? {
    var cursor = index
    if item.isWord(cursor, "on") { cursor += 1 }
    if item.isWord(cursor, "the") { cursor += 1 }
    return DayOfMonthGrammar.readOrdinal(item, at: cursor)
  }

  /// "aug 1", "august 1st", "1 aug", "the 1st of august".
  private func monthAndDay(_ item: Item, at index: Int) -> (Int, Int, Int)? {
    var cursor = index
    if item.isWord(cursor, "the") { cursor += 1 }
    if let word = item.word(cursor), let month = DateWords.months[word] {
      var next = cursor + 1
      if item.isMark(next, ".") { next += 1 }
      guard let (day, _, end) = DayOfMonthGrammar.read(item, at: next),
        LocalDate(year: 2000, month: month, day: day) != nil
      else { return nil }
      return (month, day, end)
    }
    guard let (day, _, dayEnd) = DayOfMonthGrammar.read(item, at: cursor) else { return nil }
    var next = dayEnd
    if item.isWord(next, "of") { next += 1 }
    guard let word = item.word(next), let month = DateWords.months[word],
      LocalDate(year: 2000, month: month, day: day) != nil
    else { return nil }
    return (month, day, next + 1)
  }

}
