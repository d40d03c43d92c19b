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

  /// Counts too vague to schedule by: "fails every few hours" reports; it does not plan.
  private static let vagueCounts: WordSet = ["few", "several", "couple", "some"]

  func extract(from item: Item, context: ParsingContext, into candidates: inout [Candidate]) {
    var index = 0
    while index < item.count {
      if !item.isRuleStart(index) {
        index += 1
      } else if let (rule, end) = Self.rec(item, at: index) {
        candidates.append(
          Candidate(range: index..<end, value: .recurrence(rule), confidence: 0.95, rule: "rec:"))
        index = end
      } else if let (found, foundEnd) = every(item, at: index, context)
        ?? adverb(item, at: index, context) ?? times(item, at: index, context)
        ?? plural(item, at: index) ?? monthly(item, at: index)
      {
        var rule = found
        var end = foundEnd
        if let (ending, endingEnd) = Self.ending(item, at: end) {
          rule.end = ending
          end = endingEnd
        }
        if let afterDone = Self.fromCompletion(item, at: end) {
          rule.isFromCompletion = true
          end = afterDone
        }
        if item.isMark(index + 1, "!"), item.isJoined(index + 1) { rule.isFromCompletion = true }
        candidates.append(
          Candidate(
            range: index..<end, value: .recurrence(rule), confidence: rule.isAdjective ? 0.5 : 0.9,
            rule: rule.isAdjective ? "<frequency adjective>" : "every <…>"))
        index = end
      } else {
        index += 1
      }
    }
  }

  // MARK: - todo.txt

  private static let recKeys: WordSet = ["rec"]
  private static let recUnits: [String: Recurrence.Frequency] = [
    "d": .daily, "w": .weekly, "m": .monthly, "y": .yearly,
  ]

  /// todo.txt's "rec:3d", "rec:2w", "rec:1m", "rec:1y": counted from completion, or from the
  /// due date with a "+" ("rec:+1w").
  private static func rec(_ item: Item, at start: Int) -> (Rule, Int)? {
    guard var cursor = TodoTxtGrammar.value(item, at: start, keys: recKeys) else { return nil }
    let isStrict = item.isMark(cursor, "+")
    if isStrict { cursor += 1 }
    guard cursor == start + 2 || item.isJoined(cursor), let interval = item.number(cursor),
      (1...999).contains(interval), item.isJoined(cursor + 1),
      let frequency = item.word(cursor + 1).flatMap({ recUnits[$0] }),
      !item.isJoined(cursor + 2)
    else { return nil }
    var rule = Rule(frequency: frequency)
    rule.interval = interval
    rule.isFromCompletion = !isStrict
    return (rule, cursor + 2)
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
    // "every! 3 days": counted from completion (the extract loop sets the flag).
    if item.isMark(cursor, "!"), item.isJoined(cursor) { cursor += 1 }
    var interval = 1
    if item.isWord(cursor, "other") {
      interval = 2
      cursor += 1
    } else if let number = item.number(cursor), (1...99).contains(number),
      !item.isJoined(cursor + 1), item.word(cursor + 1).flatMap({ DateWords.months[$0] }) == nil,
      number > 1 || Self.isUnit(item, cursor + 1)
    {
      interval = number
      cursor += 1
    } else if let word = item.word(cursor), let number = DateWords.numberWords[word],
      !Self.vagueCounts.contains(word), number > 1 || word == "one" && Self.isUnit(item, cursor + 1)
    {
      interval = number
      cursor += 1
    } else if let (ordinal, end) = Self.ordinal(item, at: cursor), Self.isUnit(item, end) {
      // "every 3rd day", "every second week": the ordinal counts the units.
      interval = ordinal
      cursor = end
    } else if item.isWord(cursor, "last"), item.isWord(cursor + 1, "day") {
      // "every last day of the month"
      var rule = Rule(frequency: .monthly)
      rule.byMonthDay = -1
      return (rule, ofTheMonth(item, at: cursor + 2))
    } else if let (ordinal, end) = item.weekOrdinal(cursor), let word = item.word(end),
      let weekday = DateWords.weekdays[word]
    {
      // "every first monday (of the month)"
      var rule = Rule(frequency: .monthly)
      rule.byDay = [(ordinal, weekday)]
      return (rule, ofTheMonth(item, at: end + 1))
    }
    // "every 14 feb"
    if item.number(cursor) != nil, let (month, day, end) = monthAndDay(item, at: cursor) {
      var rule = Rule(frequency: .yearly)
      rule.byMonth = month
      rule.byMonthDay = day
      return (rule, end)
    }
    // "every 15th", "every 15th of the month"
    if interval == 1, let (day, end) = DayOfMonthGrammar.readOrdinal(item, at: cursor),
      item.word(end).map({ DateWords.weekdays[$0] == nil }) ?? true
    {
      var rule = Rule(frequency: .monthly)
      rule.byMonthDay = day
      return (rule, ofTheMonth(item, at: end))
    }
    guard let word = item.word(cursor) else { return nil }
    let hours = context.dayParts
    switch word {
    case "day", "days":
      return (Rule(frequency: .daily, interval: interval), cursor + 1)
    case "hour", "hours", "hr", "hrs":
      return (Rule(frequency: .hourly, interval: interval), cursor + 1)
    case "minute", "minutes", "min", "mins":
      return (Rule(frequency: .minutely, interval: interval), cursor + 1)
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
      return (Rule(frequency: .monthly, interval: 3 * interval), cursor + 1)
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
    case "hourly": rule = Rule(frequency: .hourly)
    case "daily", "nightly": rule = Rule(frequency: .daily)
    case "weekly": rule = Rule(frequency: .weekly)
    case "biweekly", "fortnightly": rule = Rule(frequency: .weekly, interval: 2)
    case "monthly": rule = Rule(frequency: .monthly)
    case "bimonthly": rule = Rule(frequency: .monthly, interval: 2)
    case "quarterly": rule = Rule(frequency: .monthly, interval: 3)
    case "semiannually", "biannually", "semiannual", "biannual":
      rule = Rule(frequency: .monthly, interval: 6)
    case "yearly", "annually", "annual": rule = Rule(frequency: .yearly)
    case "biennially", "biennial": rule = Rule(frequency: .yearly, interval: 2)
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
    case .monthly where rule.interval == 1 || word == "quarterly":
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
    case .daily, .hourly, .minutely, .monthly:
      break
    }
    // Alone, the adverb must end the phrase: "pay rent monthly", "backups nightly at 2am";
    // "the weekly report" and "quarterly numbers" are adjectives. An adjective is kept for
    // what may make it a schedule elsewhere: the days of an interval ("biweekly sync … on
    // thursdays"), a start ("quarterly board pack commencing April 1").
    guard !word.hasSuffix("al") else { return nil }
    // "the last good nightly", "compare this weekly with …": after a determiner the word is a
    // noun, the build or issue it names.
    if Self.followsDeterminer(item, start) { return nil }
    // "flip the pref in Nightly", "land it on Beta first": a capitalised word after a
    // preposition names a release channel or a build.
    if item.tokens[start].isCapitalized,
      item.isWord(start - 1, in: ["in", "into", "on", "to", "from"])
    {
      return nil
    }
    guard
      item.isBoundary(end) || item.isEndOfWords(end) || item.isMark(end, ":")
        || Self.adverbFollowers.contains(item.word(end) ?? "")
        || item.number(end) != nil
    else {
      rule.isAdjective = true
      return (rule, end)
    }
    return (rule, end)
  }

  /// Whether a determiner stands before `index`, maybe past two adjectives of sequence or
  /// quality ("the nightly", "our last weekly", "the last good nightly").
  private static func followsDeterminer(_ item: Item, _ index: Int) -> Bool {
    var before = index - 1
    var adjectives = 0
    while adjectives < 2, item.isWord(before, in: nounAdjectives) {
      before -= 1
      adjectives += 1
    }
    return item.isWord(before, in: determiners)
  }

  private static let determiners: WordSet = [
    "the", "a", "an", "this", "that", "these", "those", "our", "my", "your", "their", "his",
    "her", "its", "each", "every", "tonight's", "today's", "yesterday's",
  ]

  private static let nounAdjectives: WordSet = [
    "last", "latest", "first", "good", "previous", "next", "usual", "new", "old", "same",
    "broken", "failed", "failing", "green", "red",
  ]

  // MARK: - "once a week", "once every 3 months", "twice a year"

  private func times(_ item: Item, at start: Int, _ context: ParsingContext) -> (Rule, Int)? {
    guard let word = item.word(start), word == "once" || word == "twice" else { return nil }
    if word == "once", item.isWord(start + 1, "every") || item.isWord(start + 1, "each") {
      return every(item, at: start + 1, context)
    }
    guard
      item.isWord(start + 1, "a") || item.isWord(start + 1, "per")
        || item.isWord(start + 1, "an"),
      let unit = item.lookup(start + 2, in: QuantityGrammar.units)
    else { return nil }
    let end = start + 3
    switch (word, unit) {
    case ("once", .minute): return (Rule(frequency: .minutely), end)
    case ("once", .hour): return (Rule(frequency: .hourly), end)
    case ("once", .day): return (Rule(frequency: .daily), end)
    case ("once", .week): return (Rule(frequency: .weekly), end)
    case ("once", .fortnight): return (Rule(frequency: .weekly, interval: 2), end)
    case ("once", .month): return (Rule(frequency: .monthly), end)
    case ("once", .quarter): return (Rule(frequency: .monthly, interval: 3), end)
    case ("once", .year): return (Rule(frequency: .yearly), end)
    case ("twice", .year): return (Rule(frequency: .monthly, interval: 6), end)
    default: return nil
    }
  }

  // MARK: - Counted from completion

  /// "after done", "after completion", "after it's done", "from completion", "after
  /// completing it", "after each completion": the index after, when they follow a schedule.
  private static func fromCompletion(_ item: Item, at index: Int) -> Int? {
    guard item.isWord(index, "after") || item.isWord(index, "from") else { return nil }
    var cursor = index + 1
    if item.isWord(cursor, "each") || item.isWord(cursor, "the") || item.isWord(cursor, "last") {
      cursor += 1
    }
    if item.isWord(cursor, "completion") || item.isWord(cursor, "done")
      || item.isWord(cursor, "finishing") || item.isWord(cursor, "completing")
    {
      cursor += 1
      if item.isWord(cursor, "it") { cursor += 1 }
      return cursor
    }
    // "after it's done", "after it is done", "after it was done", "from when it's done"
    if item.isWord(cursor, "when") { cursor += 1 }
    if item.isWord(cursor, "it's") {
      cursor += 1
    } else if item.isWord(cursor, "it"),
      item.isWord(cursor + 1, "is") || item.isWord(cursor + 1, "was")
    {
      cursor += 2
    } else {
      return nil
    }
    return item.isWord(cursor, "done") || item.isWord(cursor, "completed") ? cursor + 1 : nil
  }

  // MARK: - How a series ends

  /// "for 6 weeks", "for the next 10 days", "10 times", ", 3 times", "for 3 times" after a
  /// schedule; "until <date>" is joined later, once dates are resolved.
  private static func ending(_ item: Item, at index: Int) -> (Rule.End, Int)? {
    var cursor = index
    if item.isMark(cursor, ",") { cursor += 1 }
    let saysFor = item.isWord(cursor, "for")
    if saysFor {
      cursor += 1
      if item.isWord(cursor, "the"), item.isWord(cursor + 1, "next") { cursor += 2 }
    }
    guard
      let count = item.number(cursor) ?? item.word(cursor).flatMap({ DateWords.numberWords[$0] }),
      count > 0
    else { return nil }
    if item.isWord(cursor + 1, "times") { return (.count(count), cursor + 2) }
    guard saysFor, let unit = item.lookup(cursor + 1, in: QuantityGrammar.units) else { return nil }
    switch unit {
    case .day, .week, .fortnight, .month, .quarter, .year: return (.length(count, unit), cursor + 2)
    default: return nil
    }
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
    if let (day, dayEnd) = Self.dayOfMonth(item, at: cursor), let end = eachMonth(item, at: dayEnd)
    {
      var rule = Rule(frequency: .monthly)
      rule.byMonthDay = day
      return (rule, end)
    }
    return nil
  }

  /// "15th", "the last day": a day of the month (-1 the last), and the index after.
  private static func dayOfMonth(_ item: Item, at index: Int) -> (Int, Int)? {
    if item.isWord(index, "last"), item.isWord(index + 1, "day") { return (-1, index + 2) }
    return DayOfMonthGrammar.readOrdinal(item, at: index)
  }

  /// Whether a unit of time that a schedule counts is at `index` ("day", "weeks", "hrs").
  private static func isUnit(_ item: Item, _ index: Int) -> Bool {
    switch item.lookup(index, in: QuantityGrammar.units) {
    case .minute?, .hour?, .day?, .week?, .month?, .quarter?, .year?: return true
    default: return false
    }
  }

  /// "3rd", "third", "second": an ordinal and the index after.
  private static func ordinal(_ item: Item, at index: Int) -> (Int, Int)? {
    if let value = item.lookup(index, in: DateWords.ordinalWords), value > 0 {
      return (value, index + 1)
    }
    return DayOfMonthGrammar.readOrdinal(item, at: index)
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
    guard let (day, end) = Self.dayOfMonth(item, at: cursor) else { return nil }
    // "on the last day of the month"
    if item.isWord(end, "of"), item.isWord(end + 1, "the"), item.isWord(end + 2, "month") {
      return (day, end + 3)
    }
    return (day, end)
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
