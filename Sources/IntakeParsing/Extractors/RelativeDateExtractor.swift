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
    if item.isWord(start, "at") { return atPresent(item, at: start, context) }
    guard var word = item.word(start) else { return nil }
    // "for tomorrow's print", "before today's call": the day of an event, as "Friday's demo"
    // is; the words name the event, so they stay in the title. Not "yesterday's notes".
    var isPossessive = false
    if word.hasSuffix("'s") || word.hasSuffix("’s") {
      let stem = String(word.dropLast(2))
      guard ["today", "tonight", "tomorrow"].contains(stem) else { return nil }
      word = stem
      isPossessive = true
    }
    var temporal = Temporal()
    var end = start + 1
    var rule = word
    switch word {
    case "today", "tday", "tdy":
      temporal.stated = .day(0)
      rule = "today"
    case "tonight", "tonite", "2nite":
      temporal.stated = .day(0)
      temporal.time = DayPart.night.time(in: context.dayParts)
      temporal.isVagueTime = true
      rule = "tonight"
    case "yesterday", "yest":
      temporal.stated = .day(-1)
    case "now", "right":
      // "call me now", "go right now": only at the end of a phrase, never "now that …".
      if word == "right" {
        guard item.isWord(start + 1, "now") else { return nil }
        end = start + 2
      }
      // "now" alone is the instant itself; at the start it leads a sentence ("now call …").
      guard item.isBoundary(end), start > 0 || end == item.count else { return nil }
      // "now + 30 minutes" is an offset.
      if item.isMark(end, "+") || item.isMark(end, "-") { return nil }
      temporal.stated = .now
      rule = "now"
    case "next", "following":
      // "next day air", "next day delivery": a shipping service, not a date.
      guard item.isWord(start + 1, "day"),
        !item.isWord(start + 2, in: ["air", "delivery", "shipping"])
      else { return nil }
      temporal.stated = .day(1)
      end = start + 2
      rule = "next day"
      if item.isWord(start - 1, "the") {
        return Candidate(
          range: start - 1..<end, value: .temporal(temporal), confidence: 0.8, rule: rule)
      }
    case "last":
      guard item.isWord(start + 1, "night") else { return nil }
      temporal.stated = .day(-1)
      temporal.time = DayPart.night.time(in: context.dayParts)
      temporal.isVagueTime = true
      end = start + 2
      rule = "last night"
    case "day", "the":
      // "the day after tomorrow", "day before yesterday".
      var cursor = start
      if word == "the" {
        guard item.isWord(start + 1, "day") else { return nil }
        cursor += 1
      }
      if item.isWord(cursor + 1, "after"),
        item.isWord(cursor + 2, in: DateWords.tomorrow)
          || (word == "the" && item.isWord(cursor + 2, "next"))
      {
        // "the day after tomorrow", "the day after next".
        temporal.stated = .day(2)
        rule = "day after tomorrow"
      } else if word == "the",
        item.isWord(cursor + 1, "after") || item.isWord(cursor + 1, "before"),
        item.isBoundary(cursor + 2)
      {
        // "the day after", "the day before" with nothing after them: counted from today.
        let isAfter = item.isWord(cursor + 1, "after")
        temporal.stated = .day(isAfter ? 1 : -1)
        rule = isAfter ? "the day after" : "the day before"
        end = cursor + 2
        return Candidate(
          range: start..<end, value: .temporal(temporal), confidence: 0.6, rule: rule)
      } else if item.isWord(cursor + 1, "before"),
        item.isWord(cursor + 2, "yesterday") || item.isWord(cursor + 2, "yest")
      {
        temporal.stated = .day(-2)
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
      temporal.stated = .day(1)
      rule = "tomorrow"
    }
    var kind = RuleKind.other
    if case .day = temporal.stated, temporal.time == nil, end == start + 1 { kind = .relativeDay }
    var candidate = Candidate(
      range: start..<end, value: .temporal(temporal), confidence: 0.95, rule: rule, kind: kind)
    if isPossessive {
      guard end == start + 1 else { return nil }
      candidate.removesWords = false
    }
    return candidate
  }

  /// "at the moment", "at present", "at the present time", "at the minute": now, when they
  /// end the words; "as at present" compares with how things are ("keep the log going, as at
  /// present").
  private func atPresent(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    guard !item.isWord(start - 1, "as") else { return nil }
    var cursor = start + 1
    var end: Int
    if item.isWord(cursor, "the") { cursor += 1 }
    if item.isWord(cursor, "moment") || item.isWord(cursor, "minute")
      || (item.isWord(cursor, "present") && item.isWord(cursor + 1, "time"))
    {
      guard cursor == start + 2 else { return nil }
      end = item.isWord(cursor, "present") ? cursor + 2 : cursor + 1
    } else if item.isWord(cursor, "present"), cursor == start + 1 {
      end = cursor + 1
    } else {
      return nil
    }
    guard item.isEndOfWords(end) else { return nil }
    return Candidate(
      range: start..<end, value: .temporal(Temporal(stated: .now)), confidence: 0.9, rule: "now")
  }

  /// Whether the words before `index` ask or promise something.
  ///
  /// An imperative verb first ("send the reminder …"), or "I'll", "will", "please", "need to"
  /// before it: there "two days before" counts back from an event the words leave unsaid,
  /// not from today.
  private static func instructs(_ item: Item, before index: Int) -> Bool {
    guard index > 0 else { return false }
    if item.isWord(0, in: TaskVerbs.all) { return true }
    return (0..<index).contains { item.isWord($0, in: futureMarkers) }
  }

  private static let futureMarkers: WordSet = [
    "i'll", "we'll", "will", "please", "need", "must", "should", "let's", "gonna", "shall",
  ]

  /// Whether a time or a part of the day starts at `index` ("tom 3pm", "tom morning").
  private func startsTime(_ item: Item, _ index: Int) -> Bool {
    if item.number(index) != nil || item.isWord(index, "at") || item.isMark(index, "@") {
      return true
    }
    return DayPart.read(item, at: index, allowsPlural: false) != nil
      || item.isWord(index, in: ["eod", "noon"])
  }

  // MARK: - Offsets

  /// "in 3 days", "in 2.5 hours", "within half an hour", "3 days from now", "2 weeks from
  /// tomorrow", "3 days ago", "5m before now", "after 4 days", "now + 30 minutes", "+2 years".
  ///
  /// The length of time comes from `QuantityGrammar`; an offset before another date ("3 days
  /// after may 2") or a signed one after one ("4pm + 3 days") waits for AnchorOffsetRefiner.
  private func offset(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    if let signed = signedOffset(item, at: start, context) { return signed }
    let hasIn = item.isWord(start, "in") || item.isWord(start, "within")
    let hasAfter = item.isWord(start, "after")
    var cursor = hasIn || hasAfter ? start + 1 : start
    // "in less than an hour", "in about 2 weeks", "within roughly a month": the hedge goes.
    if hasIn {
      if item.isWord(cursor, "less") || item.isWord(cursor, "under") || item.isWord(cursor, "more"),
        item.isWord(cursor + 1, "than")
      {
        cursor += 2
      } else if item.isWord(cursor, in: ["about", "around", "roughly", "approximately", "under"]) {
        cursor += 1
      }
      // "within the next two weeks", "in the coming 10 days": the span ends that far ahead.
      if item.isWord(cursor, "the"), item.isWord(cursor + 1, in: ["next", "coming"]) {
        cursor += 2
      }
    }
    guard let (amounts, afterAmounts, hasTimeOfDay) = QuantityGrammar.read(item, at: cursor)
    else { return nil }
    cursor = afterAmounts
    var sign = 1
    var fromDay: Int?
    var rule = "in <n> <unit>"
    var kind = RuleKind.offsetFromNow
    let isAnchored =
      item.isWord(cursor, "from") || item.isWord(cursor, "after") || item.isWord(cursor, "before")
    if (hasIn || hasAfter) && !(hasIn && isAnchored) {
      // "in a fortnight's time", "in 3 days' time".
      if hasIn, item.isWord(cursor, "time") { cursor += 1 }
      // "after 4 days" alone; "after 4 days of testing" is not a date.
      if hasAfter, !item.isEndOfWords(cursor) { return nil }
    } else if item.isWord(cursor, "ago") || item.isWord(cursor, "earlier")
      || (item.isWord(cursor, "before") && item.isEndOfWords(cursor + 1)
        && !Self.instructs(item, before: start))
    {
      sign = -1
      rule = "<n> <unit> ago"
      cursor += 1
    } else if item.isWord(cursor, "before"), item.isWord(cursor + 1, "yesterday") {
      sign = -1
      fromDay = -1
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
        fromDay = item.isWord(anchor, "yesterday") ? -1 : 1
        cursor = anchor + 1
      } else {
        // "5 days after feb 9th", "3 weeks before june 20": AnchorOffsetRefiner joins this
        // to the date that follows, or drops it when none does.
        let offset = Offset(amounts: amounts, sign: isBefore ? -1 : 1, hasTimeOfDay: hasTimeOfDay)
        return Candidate(
          range: start..<anchor, value: .offset(offset), confidence: 0.85,
          rule: "<n> <unit> \(item.word(cursor) ?? "from") <date>", kind: .offsetBeforeAnchor)
      }
      rule = "<n> <unit> from <day>"
    } else if item.isWord(cursor, "later") || item.isWord(cursor, "hence") {
      cursor += 1
      rule = "<n> <unit> later"
    } else if item.isEndOfWords(cursor),
      item.isWord(start - 1, "due")
        || (item.isMark(start - 1, ":") && item.isWord(start - 2, "due"))
    {
      // "Due: 2 wks", "due 10 days" in a column of an actions table: from the day it was set.
      rule = "due <n> <unit>"
    } else {
      return nil
    }
    let offset = Offset(amounts: amounts, sign: sign, hasTimeOfDay: hasTimeOfDay)
    let temporal = Temporal(stated: .offset(offset, fromDay: fromDay, keepsClock: false))
    if item.isWord(cursor - 1, "yesterday") || item.isWord(cursor - 1, "tomorrow") {
      kind = .offsetFromDay
    }
    return Candidate(
      range: start..<cursor, value: .temporal(temporal), confidence: 0.9, rule: rule, kind: kind)
  }

  /// "now + 30 minutes", "now - 1 hour", and a signed length after another date or alone:
  /// "4pm + 3 days", "tomorrow -2h", "+2 years".
  ///
  /// "+" may stand apart from its number; "-" must touch it, so "call Bo - 2 days before the
  /// launch" keeps its dash.
  private func signedOffset(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    let isNow = item.isWord(start, "now")
    guard isNow || item.isMark(start, "+") || item.isMark(start, "-") else { return nil }
    let mark = isNow ? start + 1 : start
    guard item.isMark(mark, "+") || item.isMark(mark, "-") else { return nil }
    let sign = item.isMark(mark, "-") ? -1 : 1
    guard sign > 0 || isNow || item.isJoined(mark + 1),
      let (amounts, end, hasTimeOfDay) = QuantityGrammar.read(
        item, at: mark + 1, allowsSigns: true),
      !item.isWord(end, in: ["ago", "from", "after", "before", "later", "earlier"])
    else { return nil }
    let offset = Offset(
      amounts: amounts, sign: sign, hasTimeOfDay: hasTimeOfDay, countsFromPrevious: !isNow)
    if isNow {
      let temporal = Temporal(stated: .offset(offset, fromDay: nil, keepsClock: true))
      return Candidate(
        range: start..<end, value: .temporal(temporal), confidence: 0.9,
        rule: "now ± <n> <unit>", kind: .offsetFromNow)
    }
    return Candidate(
      range: start..<end, value: .offset(offset), confidence: 0.8, rule: "± <n> <unit>",
      kind: .offsetAfterAnchor)
  }
}
