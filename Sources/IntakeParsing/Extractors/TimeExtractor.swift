import IntakeCore

/// Finds times of day: 3pm, 3 pm, 3:30pm, 15:00, 9a, 5 p.m., "at 4", "@ 3", noon, midnight,
/// EOD / end of day / COB, lunch, and the parts of the day (morning, afternoon, evening,
/// night) at the context's configured hours.
///
/// A bare hour is only a time after "at", "@" or "by" and when nothing but a date word or the
/// end follows ("at 4 locations" is not 4pm): 1–6 read as afternoon, 7–11 as morning, 12 as
/// noon. "3/4", "404", "v2.1" and "read chapter 3" are left alone. Cases: quick-add/times.jsonl.
struct TimeExtractor: Extractor {
  func extract(from item: Item, context: ParsingContext, into candidates: inout [Candidate]) {
    scan(item, onlyRuleStarts: true, into: &candidates) { index in
      let found = clock(item, at: index)
      return timeRange(item, at: index, first: found) ?? found ?? spoken(item, at: index)
        ?? named(item, at: index, context)
    }
  }

  // MARK: - Ranges

  /// Words between the two ends of a time range.
  private static let rangeJoiners: WordSet = ["to", "until", "till", "til", "through", "thru"]

  /// A time range ("6pm-7pm", "6-7pm", "from 6pm to 7pm"): its start.
  ///
  /// The end is consumed so it never stays in the title. A bare first hour takes the half of
  /// the day that puts it before the end ("11-1pm" starts at 11:00).
  ///
  /// `first` is the clock time read at `start`, if any.
  private func timeRange(_ item: Item, at start: Int, first found: Candidate?) -> Candidate? {
    guard found != nil || item.number(start) != nil else { return nil }
    var begin = start
    var firstTime: LocalTime
    var firstEnd: Int
    var isBare = false
    if let first = found, let time = first.temporal?.time,
      first.temporal?.isVagueTime == false || first.temporal?.bareHour != nil
    {
      begin = first.range.lowerBound
      firstTime = time
      firstEnd = first.range.upperBound
      isBare = first.temporal?.bareHour != nil
    } else if let hour = item.number(start), item.tokens[start].digitCount <= 2,
      (1...12).contains(hour), !item.isJoined(start) || item.isMark(start - 1, "(")
    {
      var minute = 0
      firstEnd = start + 1
      if item.isMark(firstEnd, ":"), item.isJoined(firstEnd), let value = item.number(firstEnd + 1),
        item.isJoined(firstEnd + 1), item.tokens[firstEnd + 1].digitCount == 2, value < 60
      {
        minute = value
        firstEnd += 2
      }
      guard let time = LocalTime(hour: hour, minute: minute) else { return nil }
      firstTime = time
      isBare = true
    } else {
      return nil
    }
    let joiner = firstEnd
    let isDash = item.isMark(joiner, "-") || item.isMark(joiner, "–")
    guard isDash || item.isWord(joiner, in: Self.rangeJoiners),
      let second = clock(item, at: joiner + 1, isRangeEnd: true),
      second.range.lowerBound == joiner + 1,
      let endTime = second.temporal?.time, second.temporal?.isVagueTime == false
    else { return nil }
    if isBare {
      // The half of the day that puts the start before the end.
      let morning = firstTime.hour % 12
      let evening = morning + 12
      let hour = evening <= endTime.hour ? evening : morning
      guard let time = LocalTime(hour: hour, minute: firstTime.minute) else { return nil }
      firstTime = time
    }
    guard firstTime < endTime else { return nil }
    if item.isWord(begin - 1, "from") || item.isWord(begin - 1, "between") { begin -= 1 }
    return Candidate(
      range: begin..<second.range.upperBound, value: .temporal(Temporal(time: firstTime)),
      confidence: 0.9, rule: "<time range>")
  }

  // MARK: - Clock times

  /// "3pm", "3:30 p.m.", "15:00", "17:49:19", "at 4", "@ 3", "by 5".
  ///
  /// `isRangeEnd` allows the time to touch a dash before it ("6pm-7pm").
  private func clock(_ item: Item, at start: Int, isRangeEnd: Bool = false) -> Candidate? {
    var cursor = start
    let lead =
      item.isWord(cursor, "at") || item.isMark(cursor, "@") || item.isWord(cursor, "by")
      || item.isWord(cursor, "around") || item.isWord(cursor, "before")
    if lead { cursor += 1 }
    if let military = fourDigitClock(item, at: cursor, hasLead: lead) {
      let range = (lead && item.isWord(start, "at") ? start : cursor)..<military.end
      return Candidate(
        range: range, value: .temporal(Temporal(time: military.time)), confidence: 0.9,
        rule: "<hhmm>")
    }
    guard var hour = item.number(cursor), item.tokens[cursor].digitCount <= 2 else { return nil }
    // Part of something larger: "v2", "A4", "1.5", "3/4".
    if item.isJoined(cursor), !(lead && item.isMark(cursor - 1, "@")),
      !(isRangeEnd && (item.isMark(cursor - 1, "-") || item.isMark(cursor - 1, "–"))),
      item.tokens[cursor - 1].kind != .punctuation || item.isMark(cursor - 1, ".")
        || item.isMark(cursor - 1, "/") || item.isMark(cursor - 1, ":")
        || item.isMark(cursor - 1, "-")
    {
      return nil
    }
    cursor += 1
    var minute = 0
    var hasMinutes = false
    if item.isMark(cursor, ":") || item.isMark(cursor, "."), item.isJoined(cursor),
      let value = item.number(cursor + 1), item.isJoined(cursor + 1),
      item.tokens[cursor + 1].digitCount == 2, value < 60
    {
      // "15.30" only with a lead word, a meridiem, an hour mark or a day before it; otherwise
      // it is a number.
      // After a day word, "mon 9.15" is a time: 15 cannot be a month, so it is not 9 March.
      // "before 0.19 ships": a version, not nineteen minutes past midnight.
      if item.isMark(cursor, "."), hour == 0, item.tokens[cursor - 1].digitCount == 1,
        meridiem(item, at: cursor + 2) == nil
      {
        return nil
      }
      if item.isMark(cursor, "."), !lead, meridiem(item, at: cursor + 2) == nil,
        !(item.isWord(cursor + 2, "h") && item.isJoined(cursor + 2)),
        !(followsDate(item, at: start) && value > 12)
      {
        return nil
      }
      minute = value
      hasMinutes = true
      cursor += 2
      if item.isMark(cursor, ":"), item.isJoined(cursor), item.number(cursor + 1) != nil,
        item.isJoined(cursor + 1)
      {
        cursor += 2  // seconds are dropped
      }
    }
    var isVague = false
    var bareHour: Int?
    // "17h45", "8h00", "12.30h", "at 18h": the hour mark of 24-hour clocks.
    let isHourMark =
      item.isWord(cursor, "h") && item.isJoined(cursor)
      && (hasMinutes || lead || (item.number(cursor + 1) != nil && item.isJoined(cursor + 1)))
    if isHourMark {
      guard hour <= 23 else { return nil }
      cursor += 1
      if !hasMinutes, let value = item.number(cursor), item.isJoined(cursor),
        item.tokens[cursor].digitCount == 2, value < 60
      {
        minute = value
        cursor += 1
      }
    } else if let (isPM, end) = meridiem(item, at: cursor) {
      // "20pm", "23 PM": a 24-hour hour with a needless meridiem.
      guard (1...23).contains(hour), hour <= 12 || isPM else { return nil }
      hour = hour > 12 ? hour : hour % 12 + (isPM ? 12 : 0)
      cursor = end
    } else if item.isWord(cursor, "o'clock") || item.isWord(cursor, "oclock") {
      guard (1...12).contains(hour) else { return nil }
      bareHour = hour
      hour = Self.sensibleHour(hour)
      isVague = true
      cursor += 1
    } else if hasMinutes {
      guard hour <= 23 else { return nil }
      if (1...12).contains(hour), item.tokens[start + (lead ? 1 : 0)].digitCount == 1 {
        // "at 4:30" reads like "at 4"; "04:30" and "16:30" are 24-hour times.
        bareHour = hour
        hour = Self.sensibleHour(hour)
      }
    } else if !lead, (1...12).contains(hour), isPartOfDayAfter(item, cursor) {
      // "6 in the morning", "9 at night": the part of the day, merged next, picks the half.
      bareHour = hour
      hour = Self.sensibleHour(hour)
      isVague = true
    } else if lead, (13...23).contains(hour), item.tokens[cursor - 1].digitCount == 2,
      endsTime(item, at: cursor) || followsDate(item, at: start)
    {
      // "today at 15": a 24-hour hour.
    } else {
      // A bare number: only an hour after a lead word and before a date word or the end.
      guard lead, (1...12).contains(hour),
        endsTime(item, at: cursor) || followsDate(item, at: start) || start == 0
      else { return nil }
      if item.isWord(start, "by"), item.isBoundary(cursor), start + 2 < item.count { return nil }
      bareHour = hour
      hour = Self.sensibleHour(hour)
      isVague = true
    }
    guard let time = LocalTime(hour: hour, minute: minute) else { return nil }
    var temporal = Temporal(time: time)
    temporal.isVagueTime = isVague
    temporal.bareHour = bareHour
    let range =
      (lead && !item.isWord(start, "by") && !item.isWord(start, "before")
        ? start : start + (lead ? 1 : 0))..<cursor
    return Candidate(
      range: range, value: .temporal(temporal), confidence: isVague ? 0.75 : 0.95,
      rule: isVague ? "at <hour>" : "<clock time>")
  }

  /// "0810 pm", "1120pm", "1515pm", "at 1430": four digits read as hours and minutes,
  /// with a meridiem or after "at".
  private func fourDigitClock(_ item: Item, at index: Int, hasLead: Bool) -> (
    time: LocalTime, end: Int
  )? {
    guard let value = item.number(index), (3...4).contains(item.tokens[index].digitCount),
      !item.isJoined(index) || hasLead
    else { return nil }
    var hour = value / 100
    let minute = value % 100
    if let (isPM, end) = meridiem(item, at: index + 1) {
      guard (1...23).contains(hour), hour <= 12 || isPM else { return nil }
      if hour <= 12 { hour = hour % 12 + (isPM ? 12 : 0) }
      return LocalTime(hour: hour, minute: minute).map { ($0, end) }
    }
    guard hasLead, item.isWord(index - 1, "at"), item.tokens[index].digitCount == 4,
      endsTime(item, at: index + 1)
    else { return nil }
    return LocalTime(hour: hour, minute: minute).map { ($0, index + 1) }
  }

  /// Whether "in the morning", "in the evening", "at night" (and the like) start at `index`.
  private func isPartOfDayAfter(_ item: Item, _ index: Int) -> Bool {
    if item.isWord(index, "in"), item.isWord(index + 1, "the"),
      DayPart.read(item, at: index + 2, allowsPlural: false) != nil
    {
      return true
    }
    return item.isWord(index, "at") && item.isWord(index + 1, "night")
  }

  // MARK: - Spoken times

  /// Times said in words: "six pm", "at seven", "five-thirty", "half past eight".
  ///
  /// Also "quarter to five" and "25 min past seven". Hours in words are bare hours: a part of
  /// the day said beside them picks the half ("ten past six tomorrow morning").
  private func spoken(_ item: Item, at start: Int) -> Candidate? {
    let lead = item.isWord(start, "at") || item.isWord(start, "around")
    var cursor = lead ? start + 1 : start
    var minute = 0
    var hour: Int?
    var isAfter = true
    // "half past 8", "quarter to five", "20 minutes past eight"
    if let (value, end) = minutesBefore(item, at: cursor),
      item.isWord(end, "past") || item.isWord(end, "after") || item.isWord(end, "to")
    {
      isAfter = !item.isWord(end, "to")
      // "chapters 3 to 5", "open 10 to 4": digits joined by "to" are a span, not minutes to
      // an hour, unless the minutes say so ("25 min to seven") or the hour is a word.
      if !isAfter, item.number(end - 1) != nil, item.number(end + 1) != nil { return nil }
      minute = value
      // "ten past midnight", "quarter to noon": minutes from a named hour, exact.
      if let named = item.word(end + 1), let base = Self.namedHours[named] {
        let minutes = (base * 60 + (isAfter ? minute : -minute) + 1440) % 1440
        guard let time = LocalTime(hour: minutes / 60, minute: minutes % 60) else { return nil }
        return Candidate(
          range: start..<end + 2, value: .temporal(Temporal(time: time)), confidence: 0.8,
          rule: "<spoken time>")
      }
      guard let (found, afterHour) = hourValue(item, at: end + 1) else { return nil }
      hour = found
      cursor = afterHour
    } else if let (found, afterHour) = hourValue(item, at: cursor), item.word(cursor) != nil {
      hour = found
      cursor = afterHour
      // "five-thirty"; "five fifteen pm" and "at ten thirty" when the rest says it is a time.
      if item.isMark(cursor, "-"), item.isJoined(cursor),
        let (value, end) = minuteWord(item, cursor + 1)
      {
        minute = value
        cursor = end
      } else if let (value, end) = minuteWord(item, cursor),
        lead || meridiem(item, at: end) != nil
      {
        minute = value
        cursor = end
      }
    }
    guard var bare = hour else { return nil }
    // "from 8 to 12 June", "from June 8 to 12": a month beside the numbers makes them days.
    if item.lookup(cursor, in: DateWords.months) != nil
      || item.lookup(start - 1, in: DateWords.months) != nil
    {
      return nil
    }
    if !isAfter {
      bare = bare == 1 ? 12 : bare - 1
      minute = 60 - minute
    }
    var value: Int
    var bareHour: Int?
    if let (isPM, end) = meridiem(item, at: cursor), !item.isJoined(cursor) {
      value = bare % 12 + (isPM ? 12 : 0)
      cursor = end
    } else if item.isWord(cursor, "o'clock") || item.isWord(cursor, "oclock") {
      value = Self.sensibleHour(bare)
      bareHour = bare
      cursor += 1
    } else if lead || minute != 0 || cursor - start > 1 {
      guard endsTime(item, at: cursor) || minute != 0 else { return nil }
      value = Self.sensibleHour(bare)
      bareHour = bare
    } else {
      return nil
    }
    guard let time = LocalTime(hour: value, minute: minute) else { return nil }
    var temporal = Temporal(time: time)
    temporal.isVagueTime = bareHour != nil
    temporal.bareHour = bareHour
    return Candidate(
      range: start..<cursor, value: .temporal(temporal), confidence: 0.8, rule: "<spoken time>")
  }

  /// An hour 1–12 in digits or words, and the index after it.
  private func hourValue(_ item: Item, at index: Int) -> (Int, Int)? {
    if let number = item.number(index), (1...12).contains(number),
      item.tokens[index].digitCount <= 2,
      !item.isMark(index + 1, ":")
    {
      return (number, index + 1)
    }
    guard let spelled = item.spelledNumber(index), !spelled.isOrdinal,
      (1...12).contains(spelled.value)
    else { return nil }
    return (spelled.value, spelled.end)
  }

  /// "half", "quarter", "20 min", "twenty minutes": minutes before "past" or "to".
  private func minutesBefore(_ item: Item, at index: Int) -> (Int, Int)? {
    if item.isWord(index, "half") { return (30, index + 1) }
    if item.isWord(index, "quarter") { return (15, index + 1) }
    if item.isWord(index, "a"), item.isWord(index + 1, "quarter") { return (15, index + 2) }
    var amount: Int?
    var next = index
    if let number = item.number(index), number < 60 {
      amount = number
      next = index + 1
    } else if let spelled = item.spelledNumber(index), !spelled.isOrdinal, spelled.value < 60 {
      amount = spelled.value
      next = spelled.end
    }
    guard let amount else { return nil }
    if let unit = item.word(next),
      QuantityGrammar.units[unit].map({ if case .minute = $0 { return true } else { return false } }
      )
        == true
    {
      next += 1
    } else if amount % 5 != 0 {
      // Clocks are read in fives: "ten to one" is a time, "map one to one" and "two to three
      // people" are not; "one minute to midnight" says its unit.
      return nil
    }
    return next > index ? (amount, next) : nil
  }

  /// "thirty", "fifteen", "forty-five" after "five-".
  private func minuteWord(_ item: Item, _ index: Int) -> (Int, Int)? {
    guard let word = item.word(index) else { return nil }
    let table = ["fifteen": 15, "thirty": 30, "forty": 40, "fifty": 50, "twenty": 20, "ten": 10]
    guard var value = table[word] else { return nil }
    var end = index + 1
    if value >= 20, item.isMark(end, "-"), let unitWord = item.word(end + 1),
      let unit = DateWords.units1to9[unitWord], DateWords.ordinalWords[unitWord] == nil
    {
      value += unit
      end += 2
    }
    return (value, end)
  }

  /// The afternoon reading of a bare hour when that is the sensible one: 1–6 → 13–18,
  /// 7–11 stay morning, 12 is noon.
  static func sensibleHour(_ hour: Int) -> Int {
    (1...6).contains(hour) ? hour + 12 : hour
  }

  /// "am", "pm", "a", "p", "a.m.", "p.m." after a number; returns whether it is pm and the end.
  private func meridiem(_ item: Item, at index: Int) -> (Bool, Int)? {
    guard let word = item.word(index) else { return nil }
    switch word {
    case "am", "pm":
      return (word == "pm", index + 1)
    case "a", "p":
      // "5 p.m." or a joined "9a" / "9p".
      if item.isMark(index + 1, "."), item.isWord(index + 2, "m") {
        return (word == "p", item.isMark(index + 3, ".") ? index + 4 : index + 3)
      }
      return item.isJoined(index) && item.isBoundary(index + 1)
        || item.isJoined(index) && item.word(index + 1) != nil
        ? (word == "p", index + 1) : nil
    default:
      return nil
    }
  }

  /// Whether a bare hour can end here: the end, punctuation, or a word that dates go with.
  private func endsTime(_ item: Item, at index: Int) -> Bool {
    if item.isBoundary(index) { return true }
    guard let word = item.word(index) else {
      return item.isMark(index, "#") || item.isMark(index, "@")
    }
    return Self.followers.contains(word) || DateWords.weekdays[word] != nil
      || DateWords.tomorrow.contains(word) || DateWords.months[word] != nil
  }

  /// Whether `word` names a day ("tomorrow", "friday", "today").
  private func isDayWord(_ word: String?) -> Bool {
    guard let word else { return false }
    return DateWords.weekdays[word] != nil || DateWords.tomorrow.contains(word) || word == "today"
  }

  /// Whether the word before `index` is a day ("fri @ 3 demo", "today at 5 send …").
  private func followsDate(_ item: Item, at index: Int) -> Bool {
    // "oct 26 morning", "26 oct morning": a day of a named month.
    let isMonth = { (at: Int) in item.lookup(at, in: DateWords.months) != nil }
    if isMonth(index - 1) && item.number(index - 2) != nil
      || item.number(index - 1) != nil && isMonth(index - 2)
    {
      return true
    }
    // "03/04 morning", "2026-04-03 evening": the end of a numeric date.
    if item.number(index - 1) != nil, item.isJoined(index - 1),
      item.isMark(index - 2, "/") || item.isMark(index - 2, "-") || item.isMark(index - 2, ".")
    {
      return true
    }
    guard let word = item.word(index - 1) else { return false }
    return DateWords.weekdays[word] != nil || DateWords.tomorrow.contains(word)
      || word == "today" || word == "tonight"
      || DayPart.read(item, at: index - 1, allowsPlural: false) != nil
      || DateWords.pluralWeekdays.contains(word) || Self.repeatedDays.contains(word)
      || (item.isWord(index - 2, "every") || item.isWord(index - 2, "each"))
        && QuantityGrammar.units[word] != nil
  }

  /// Words that go on after "first thing" with the same morning.
  ///
  /// "first thing please", "first thing and log it"; not "when he's back", whose morning is
  /// not known.
  private static let clauseOpeners: WordSet = ["so", "and", "then", "please", "pls"]

  /// Days a schedule names, after which a bare hour is a time ("every weekday at 9").
  private static let repeatedDays: WordSet = [
    "weekday", "weekdays", "weekend", "weekends", "workday", "workdays",
  ]

  private static let followers: WordSet = [
    "today", "tonight", "on", "this", "next", "tomorrow", "in", "and", "to", "for", "with",
    "about", "re", "morning", "afternoon", "evening", "night", "sharp", "latest", "at", "the",
    // "ring them at 9 too", "at 4 as well", "at 10 then".
    "too", "also", "as", "then", "please", "pls",
  ]

  // MARK: - Named times

  /// Hours said by name, for minutes counted from them.
  private static let namedHours: [String: Int] = ["noon": 12, "midday": 12, "midnight": 0]

  /// Words before "noon" or "midnight" that make the hour a point crossed, not a time.
  private static let crossingWords: WordSet = [
    "past", "across", "over", "beyond", "through", "cross", "crosses", "crossing", "crossed",
    "span", "spans", "spanning", "straddle", "straddles", "straddling",
  ]

  /// Daily events after which a part of the day starts: "after lunch" is the afternoon,
  /// "after work" the evening.
  private static let partsAfter: [String: DayPart] = [
    "lunch": .afternoon, "lunchtime": .afternoon, "work": .evening,
  ]

  private func named(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    if item.isWord(start, "after"), let event = item.word(start + 1),
      let part = Self.partsAfter[event],
      item.isBoundary(start + 2) || isDayWord(item.word(start + 2))
        || item.word(start + 2).map({ Self.followers.contains($0) }) == true
    {
      // "load test it after lunch", "call Ana after work tomorrow"; not "after work on the
      // roof is done" (a noun with more after it), nor "pack lunch".
      guard !item.isWord(start + 2, "the"),
        !item.isWord(start + 2, "on") || isDayWord(item.word(start + 3))
      else { return nil }
      let temporal = Temporal(time: part.time(in: context.dayParts), isVagueTime: true)
      return Candidate(
        range: start..<(start + 2), value: .temporal(temporal), confidence: 0.85,
        rule: "after <daily event>")
    }
    var cursor = start
    if item.isWord(cursor, "at") || item.isWord(cursor, "by") || item.isWord(cursor, "before")
      || item.isMark(cursor, "@")
    {
      cursor += 1
    }
    let keepLead = cursor > start && (item.isWord(start, "at") || item.isMark(start, "@"))
    guard let word = item.word(cursor) else { return nil }
    let hours = context.dayParts
    var time: LocalTime?
    var isVague = true
    var end = cursor + 1
    switch word {
    case "first"
    where item.isWord(cursor + 1, "thing") && !item.isWord(cursor - 1, "the")
      && (item.isBoundary(cursor + 2) || isDayWord(item.word(cursor + 2))
        || item.isWord(cursor + 2, "in") || item.isWord(cursor + 2, in: Self.clauseOpeners)):
      // "first thing tomorrow", "first thing monday": the start of the working morning; not
      // "the first thing on the list".
      time = DayPart.morning.time(in: hours)
      end = cursor + 2
    case "am",
      "pm"
    where cursor == start && (item.isWord(cursor - 1, "this") || followsDate(item, at: cursor)):
      // "this am", "Thurs pm", "tomorrow am": the morning or the afternoon, as notes
      // shorten them.
      let part = (word == "am" ? DayPart.morning : .afternoon).time(in: hours)
      let rangeStart = item.isWord(cursor - 1, "this") ? cursor - 1 : cursor
      return Candidate(
        range: rangeStart..<end, value: .temporal(Temporal(time: part, isVagueTime: true)),
        confidence: 0.7, rule: "<part of day>")
    case "noon", "midday", "midnight":
      // "trips that cross midnight", "sessions spanning noon": the hour as a line in the day
      // that something crosses, not when it is due.
      guard cursor > start || !item.isWord(cursor - 1, in: Self.crossingWords) else { return nil }
      time = word == "midnight" ? .midnight : hours.noon
      isVague = false
    case "lunch", "lunchtime":
      // "pack lunch", "book lunch with Bo": a meal unless "at/by/before lunch".
      guard cursor > start || word == "lunchtime" else { return nil }
      time = hours.noon
    case "eod", "cob", "eob":
      time = hours.endOfDay
      isVague = false
    case "end", "close":
      guard item.isWord(cursor + 1, "of") else { return nil }
      var next = cursor + 2
      if item.isWord(next, "the") { next += 1 }
      guard item.isWord(next, "day") || item.isWord(next, "business") || item.isWord(next, "play")
      else { return nil }
      time = hours.endOfDay
      isVague = false
      end = next + 1
    case _ where DayPart.read(item, at: cursor, allowsPlural: false) != nil:
      // "this morning", "in the evening", "by the afternoon", "tomorrow night", "morning".
      var rangeStart = start
      if cursor == start {
        if item.isWord(cursor - 1, "the"),
          item.isWord(cursor - 2, "in") || item.isWord(cursor - 2, "by")
        {
          rangeStart = cursor - 2
        } else if item.isWord(cursor - 1, "this") {
          rangeStart = cursor - 1
        } else if !(followsDate(item, at: cursor)
          || item.isBoundary(cursor + 1) && cursor > 0
            && item.word(cursor - 1).map({ DateWords.weekdays[$0] != nil }) == true)
        {
          // "movie night", "morning run": a noun unless a day or "this" comes before it.
          return nil
        }
      }
      time = DayPart.read(item, at: cursor)?.time(in: hours)
      let temporal = Temporal(time: time, isVagueTime: true)
      return Candidate(
        range: rangeStart..<end, value: .temporal(temporal), confidence: 0.7,
        rule: "<part of day>")
    default:
      return nil
    }
    let range = (keepLead ? start : cursor)..<end
    return Candidate(
      range: range, value: .temporal(Temporal(time: time, isVagueTime: isVague)),
      confidence: 0.85, rule: word, kind: word == "midnight" ? .midnight : .other)
  }
}
