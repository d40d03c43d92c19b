import IntakeCore

/// Finds days named relative to today: today, tonight, tomorrow (tmrw, tmr, tom), the day after
/// tomorrow, yesterday, "in 3 days", "in a couple of weeks", "ten days from now", "2 weeks
/// from tomorrow", "3 days ago", "in 20 minutes".
///
/// Explicit past phrases ("yesterday", "ago") resolve to the past; everything else looks
/// forward. Minutes and hours give a time as well as a date. "now" and "right now" count only
/// at the end of a phrase ("call the plumber now"), never "now that …".
/// Cases: quick-add/dates-relative.jsonl, quick-add/dates-counted.jsonl.
struct RelativeDateExtractor: Extractor {
  func extract(from item: Item, context: ParsingContext, into candidates: inout [Candidate]) {
    scan(item, onlyRuleStarts: true, into: &candidates) { index in
      namedDay(item, at: index, context) ?? offset(item, at: index, context)
    }
  }

  // MARK: - Named days

  private func namedDay(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    guard let word = item.word(start) else { return nil }
    let today = context.today
    var temporal = Temporal()
    var end = start + 1
    var rule = word
    switch word {
    case "today", "tday", "tdy":
      temporal.date = today
      rule = "today"
    case "tonight", "tonite", "2nite":
      temporal.date = today
      temporal.time = context.dayParts.night
      temporal.isVagueTime = true
      rule = "tonight"
    case "yesterday":
      temporal.date = today.adding(days: -1)
      temporal.isPast = true
    case "now", "right":
      // "call me now", "go right now": only at the end of a phrase, never "now that …".
      if word == "right" {
        guard item.isWord(start + 1, "now") else { return nil }
        end = start + 2
      }
      guard item.isBoundary(end), start > 0 else { return nil }
      temporal.date = today
      temporal.time = context.timeOfDay
      rule = "now"
    case "next", "following":
      // "next day air", "next day delivery": a shipping service, not a date.
      guard item.isWord(start + 1, "day"),
        !item.isWord(start + 2, in: ["air", "delivery", "shipping"])
      else { return nil }
      temporal.date = today.adding(days: 1)
      end = start + 2
      rule = "next day"
      if item.isWord(start - 1, "the") {
        return Candidate(
          range: start - 1..<end, value: .temporal(temporal), confidence: 0.8, rule: rule)
      }
    case "last":
      guard item.isWord(start + 1, "night") else { return nil }
      temporal.date = today.adding(days: -1)
      temporal.time = context.dayParts.night
      temporal.isVagueTime = true
      temporal.isPast = true
      end = start + 2
      rule = "last night"
    case "day", "the":
      // "the day after tomorrow", "day before yesterday".
      var cursor = start
      if word == "the" {
        guard item.isWord(start + 1, "day") else { return nil }
        cursor += 1
      }
      if item.isWord(cursor + 1, "after"), item.isWord(cursor + 2, in: DateWords.tomorrow) {
        temporal.date = today.adding(days: 2)
        rule = "day after tomorrow"
      } else if word == "the",
        item.isWord(cursor + 1, "after") || item.isWord(cursor + 1, "before"),
        item.isBoundary(cursor + 2)
      {
        // "the day after", "the day before" with nothing after them: counted from today.
        let isAfter = item.isWord(cursor + 1, "after")
        temporal.date = today.adding(days: isAfter ? 1 : -1)
        temporal.isPast = !isAfter
        rule = isAfter ? "the day after" : "the day before"
        end = cursor + 2
        return Candidate(
          range: start..<end, value: .temporal(temporal), confidence: 0.6, rule: rule)
      } else if item.isWord(cursor + 1, "before"), item.isWord(cursor + 2, "yesterday") {
        temporal.date = today.adding(days: -2)
        temporal.isPast = true
        rule = "day before yesterday"
      } else {
        return nil
      }
      end = cursor + 3
    default:
      guard DateWords.tomorrow.contains(word) else { return nil }
      // "tom" is also a name: only a date at the end or before a time or date word.
      if word == "tom", !(item.isBoundary(start + 1) || startsTime(item, start + 1)) {
        return nil
      }
      temporal.date = today.adding(days: 1)
      rule = "tomorrow"
    }
    return Candidate(range: start..<end, value: .temporal(temporal), confidence: 0.95, rule: rule)
  }

  /// Whether a time or a part of the day starts at `index` ("tom 3pm", "tom morning").
  private func startsTime(_ item: Item, _ index: Int) -> Bool {
    if item.number(index) != nil || item.isWord(index, "at") || item.isMark(index, "@") {
      return true
    }
    return item.isWord(index, in: ["morning", "afternoon", "evening", "night", "eod", "noon"])
  }

  // MARK: - Offsets

  /// "in 3 days", "3 days from now", "2 weeks from tomorrow", "3 days ago", "in 20 minutes".
  private func offset(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    let hasIn = item.isWord(start, "in") || item.isWord(start, "within")
    var cursor = hasIn ? start + 1 : start
    // "in less than an hour", "in about 2 weeks", "within roughly a month": the hedge goes.
    if hasIn {
      if item.isWord(cursor, "less") || item.isWord(cursor, "under") || item.isWord(cursor, "more"),
        item.isWord(cursor + 1, "than")
      {
        cursor += 2
      } else if item.isWord(cursor, in: ["about", "around", "roughly", "approximately", "under"]) {
        cursor += 1
      }
    }
    guard let (amounts, afterAmounts) = duration(item, at: cursor) else { return nil }
    cursor = afterAmounts
    var sign = 1
    var base = context.today
    var baseTime = context.timeOfDay
    var rule = "in <n> <unit>"
    var isPast = false
    if hasIn {
      // "in a fortnight's time", "in 3 days' time".
      if item.isWord(cursor, "time") { cursor += 1 }
    } else if item.isWord(cursor, "ago") || item.isWord(cursor, "earlier") {
      sign = -1
      isPast = true
      rule = "<n> <unit> ago"
      cursor += 1
    } else if item.isWord(cursor, "before"), item.isWord(cursor + 1, "yesterday") {
      sign = -1
      isPast = true
      base = base.adding(days: -1)
      rule = "<n> <unit> before yesterday"
      cursor += 2
    } else if item.isWord(cursor, "from") || item.isWord(cursor, "after")
      || item.isWord(cursor, "before")
    {
      let anchor = cursor + 1
      let isBefore = item.isWord(cursor, "before")
      if isBefore { sign = -1 }
      if item.isWord(anchor, "now") || item.isWord(anchor, "today") {
        cursor = anchor + 1
      } else if item.isWord(anchor, in: DateWords.tomorrow) || item.isWord(anchor, "yesterday") {
        base = base.adding(days: item.isWord(anchor, "yesterday") ? -1 : 1)
        baseTime = .midnight
        cursor = anchor + 1
      } else {
        // "3 days after january 12th", "2 weeks before may 13": AnchorOffsetRefiner joins this
        // to the date that follows, or drops it when none does.
        let offset = Offset(amounts: amounts, sign: isBefore ? -1 : 1)
        return Candidate(
          range: start..<anchor, value: .offset(offset), confidence: 0.85,
          rule: "<n> <unit> \(item.word(cursor) ?? "from") <date>")
      }
      rule = "<n> <unit> from <day>"
    } else if item.isWord(cursor, "later") || item.isWord(cursor, "hence") {
      cursor += 1
      rule = "<n> <unit> later"
    } else {
      return nil
    }
    var temporal = Temporal(date: base)
    temporal.isPast = isPast
    var minutes = 0
    for (amount, unit) in amounts {
      switch unit {
      case .minute: minutes += sign * amount
      case .hour: minutes += sign * amount * 60
      default: temporal.date = temporal.date?.adding(sign * amount, unit)
      }
    }
    if minutes != 0, let date = temporal.date {
      let total = baseTime.minutesOfDay + minutes
      let days = total >= 0 ? total / 1440 : (total - 1439) / 1440
      let inDay = total - days * 1440
      temporal.date = date.adding(days: days)
      temporal.time = LocalTime(hour: inDay / 60, minute: inDay % 60)
    }
    return Candidate(range: start..<cursor, value: .temporal(temporal), confidence: 0.9, rule: rule)
  }

  /// One or more "<number> <unit>" pairs ("2 years 1 month and 21 days", "a couple of weeks").
  private func duration(_ item: Item, at start: Int) -> ([(Int, DateWords.Unit)], Int)? {
    var amounts: [(Int, DateWords.Unit)] = []
    var cursor = start
    var end = start
    while true {
      var amount: Int?
      var next = cursor
      if let number = item.number(cursor), item.tokens[cursor].digitCount <= 4 {
        amount = number
        next = cursor + 1
      } else if let word = item.word(cursor), let number = DateWords.numberWords[word] {
        amount = number
        next = cursor + 1
        // "a couple of weeks", "a few days".
        if word == "a", let following = item.word(next), following == "couple" || following == "few"
        {
          amount = DateWords.numberWords[following]
          next += 1
        }
        if item.isWord(next, "of") { next += 1 }
      }
      if amount == nil, item.isWord(cursor, "half"), item.isWord(cursor + 1, "an"),
        item.isWord(cursor + 2, "hour")
      {
        amounts.append((30, .minute))
        cursor += 3
        end = cursor
        continue
      }
      guard let amount, let unitWord = item.word(next) else { break }
      var unit: DateWords.Unit
      if let known = DateWords.units[unitWord] {
        unit = known
      } else if unitWord == "business" || unitWord == "working",
        item.isWord(next + 1, "days") || item.isWord(next + 1, "day")
      {
        unit = .businessDay
        next += 1
      } else if let weekday = DateWords.weekdays[unitWord], unitWord.count > 3 {
        // "two sundays from now", "two monday later"
        unit = .weekday(weekday)
      } else {
        break
      }
      amounts.append((amount, unit))
      cursor = next + 1
      // "an hour and a half"
      if case .hour = unit, item.isWord(cursor, "and"), item.isWord(cursor + 1, "a"),
        item.isWord(cursor + 2, "half")
      {
        amounts.append((30, .minute))
        cursor += 3
      }
      end = cursor
      if item.isWord(cursor, "and") || item.isMark(cursor, ",") {
        let after = cursor + 1
        if item.number(after) != nil
          || item.word(after).map({ DateWords.numberWords[$0] != nil })
            == true
        {
          cursor = after
        }
      }
    }
    return amounts.isEmpty ? nil : (amounts, end)
  }
}
