import IntakeCore

/// Finds calendar dates written out: ISO `2026-04-02`, numeric `4/2`, `4/2/26`, `04/02/2026`,
/// month names `April 2nd`, `2 Apr`, `Apr 2 2026`, `the 2nd of April`, and `the 15th`.
///
/// Numeric dates follow the context's date order unless a part over 12 settles it; when both
/// readings are real days the other one is reported as ambiguous. A month and day without a
/// year that is already past rolls to next year. Days that do not exist ("Feb 30") are refused
/// with a diagnostic, never rolled over. A month name alone ("March Madness", "the May
/// newsletter") is not a date. Cases: quick-add/dates-absolute.jsonl.
package struct AbsoluteDateExtractor: Extractor {
  func extract(from item: Item, context: ParsingContext, into candidates: inout [Candidate]) {
    scan(item, onlyRuleStarts: true, into: &candidates) { index in
      mixed(item, at: index, context) ?? compact(item, at: index)
        ?? numeric(item, at: index, context)
        ?? monthFirst(item, at: index, context)
        ?? dayFirst(item, at: index, context)
    }
  }

  // MARK: - Numeric dates

  /// `2026-04-02`, `2026/4/2`, `4/2`, `4/2/26`, `04-02-2026`, `02.04.2026`.
  private func numeric(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    guard let first = item.number(start) else { return nil }
    if let spaced = spacedYearFirst(item, at: start, context) { return spaced }
    // Part of something larger: "v2/3", "A4/5", "1.2/3".
    if item.isJoined(start),
      item.tokens[start - 1].kind != .punctuation
        || item.isMark(start - 1, ".") || item.isMark(start - 1, "/")
    {
      return nil
    }
    var parts = [first]
    var digits = [item.tokens[start].digitCount]
    var separator: String?
    var end = start + 1
    while parts.count < 3, end + 1 < item.count, item.isJoined(end), item.isJoined(end + 1),
      let mark = item.tokens[end].kind == .punctuation ? item.tokens[end].lower : nil,
      mark == "/" || mark == "-" || mark == ".", separator == nil || separator == mark,
      let next = item.number(end + 1)
    {
      separator = mark
      parts.append(next)
      digits.append(item.tokens[end + 1].digitCount)
      end += 2
    }
    guard let separator, parts.count >= 2 else { return nil }
    // "1/2/3/4", "10.5.3.1": more parts than a date has.
    if item.isJoined(end),
      item.number(end) != nil
        || (item.isMark(end, separator) && item.isJoined(end + 1) && item.number(end + 1) != nil)
    {
      return nil
    }
    // "26.9." and "15.03.": a closing dot marks a day and month; so does a date's place. A
    // word or number glued after the dot makes a version: "2.3.x", "2.3.1".
    let isDotted = separator == "."
    if isDotted, parts.count == 2, item.isMark(end, "."), item.isJoined(end), end + 1 < item.count,
      item.isJoined(end + 1), item.tokens[end + 1].kind != .punctuation
    {
      return nil
    }
    if isDotted, parts.count == 2, item.isMark(end, "."), item.isJoined(end) {
      end += 1
    } else if parts.count == 2
      && (separator != "/" && !(isDotted && isDotDatePlace(item, start, end)))
    {
      return nil
    }
    // Unclosed "9.15" after a weekday is a time unless it reads as day.month as written.
    if isDotted, parts.count == 2, !item.isMark(end - 1, "."), parts[1] > 12 { return nil }
    let span = item.text(of: start..<end)
    let range = start..<end
    let confidence = 0.9

    if digits[0] == 4 {
      guard parts.count == 3 else { return nil }
      guard
        var found = calendarDate(
          month: parts[1], day: parts[2], year: .full(parts[0]), range: range, rule: "yyyy-mm-dd",
          confidence: confidence)
      else { return nil }
      // "2027-11-05T14:30:00": an ISO date-time.
      if item.isWord(end, "t"), item.isJoined(end), let hour = item.number(end + 1),
        item.isJoined(end + 1), item.isMark(end + 2, ":"), let minute = item.number(end + 3),
        case .temporal(var temporal) = found.value, let time = LocalTime(hour: hour, minute: minute)
      {
        temporal.time = time
        var after = end + 4
        if item.isMark(after, ":"), item.number(after + 1) != nil { after += 2 }
        found.value = .temporal(temporal)
        found.range = start..<after
      }
      return found
    }
    // Dots are how day-first countries write dates, whatever the order set for slashes.
    let order: DateOrder = isDotted ? .dmy : context.dateOrder
    if parts.count == 3 {
      guard digits[2] == 2 || digits[2] == 4 else { return nil }
      let year: CalendarExpression.Year = digits[2] == 2 ? .twoDigit(parts[2]) : .full(parts[2])
      return orderedDate(
        parts[0], parts[1], year: year, range: range, span: span, order: order, context: context)
    }
    // "08/12, 2015": a year after a comma.
    if item.isMark(end, ","), let year = item.number(end + 1),
      item.tokens[end + 1].digitCount == 4
        || (item.tokens[end + 1].digitCount == 2 && item.isJoined(end + 1))
    {
      let full: CalendarExpression.Year =
        item.tokens[end + 1].digitCount == 2 ? .twoDigit(year) : .full(year)
      let yearRange = start..<end + 2
      return orderedDate(
        parts[0], parts[1], year: full, range: yearRange, span: item.text(of: yearRange),
        order: order, context: context)
    }
    return orderedDate(
      parts[0], parts[1], year: nil, range: range, span: span, order: order, context: context)
  }

  /// Whether a day.month written without a closing dot ("14.03") stands where a date does.
  ///
  /// That is after a word that places a date ("on", "by", a weekday), before a time or a part
  /// of the day, or alone. "costs 14.30", "version 2.5" and "increase to 1.5" stay numbers.
  private func isDotDatePlace(_ item: Item, _ start: Int, _ end: Int) -> Bool {
    if let before = item.word(start - 1),
      Self.dotDateLeads.contains(before) || DateWords.weekdays[before] != nil
    {
      return true
    }
    if DayPart.read(item, at: end, allowsPlural: false) != nil
      || item.lookup(end, in: DateWords.weekdays) != nil
    {
      return true
    }
    if let hour = item.number(end), hour < 24, item.isMark(end + 1, ":") { return true }
    // Alone, or with only marks around it: "(8.25)".
    return (0..<item.count).allSatisfy { index in
      (start..<end).contains(index) || item.tokens[index].kind == .punctuation
    }
  }

  private static let dotDateLeads: WordSet = [
    "on", "by", "until", "till", "til", "due", "before", "after", "from", "earliest", "latest",
    "the",
  ]

  /// "2026 05 14": a year, a month and a day with spaces between, as some forms print them.
  private func spacedYearFirst(_ item: Item, at start: Int, _ context: ParsingContext)
    -> Candidate?
  {
    guard let year = item.number(start), item.tokens[start].digitCount == 4,
      (1900...2199).contains(year), !item.isJoined(start),
      let month = item.number(start + 1), !item.isJoined(start + 1),
      item.tokens[start + 1].digitCount <= 2, (1...12).contains(month),
      let day = item.number(start + 2), !item.isJoined(start + 2),
      item.tokens[start + 2].digitCount <= 2, (1...31).contains(day),
      item.number(start + 3) == nil
    else { return nil }
    let range = start..<start + 3
    return calendarDate(
      month: month, day: day, year: .full(year), range: range, rule: "yyyy mm dd")
  }

  /// "20161016": eight digits that form a real yyyymmdd date, standing alone or in a file
  /// name ("statement-20271108.pdf").
  private func compact(_ item: Item, at start: Int) -> Candidate? {
    guard let value = item.number(start), item.tokens[start].digitCount == 8,
      !item.isJoined(start) || item.tokens[start - 1].kind == .punctuation
    else { return nil }
    let year = value / 10_000
    let (month, day) = (value / 100 % 100, value % 100)
    guard (1900...2199).contains(year), LocalDate(year: year, month: month, day: day) != nil
    else { return nil }
    let expression = CalendarExpression(year: .full(year), month: month, day: day)
    return Candidate(
      range: start..<start + 1, value: .temporal(Temporal(stated: .calendar(expression))),
      confidence: 0.7, rule: "yyyymmdd")
  }

  /// Three parts joined by one separator, one of them a month name.
  ///
  /// "05-Aug-2016", "2019/aug/01", "Sep-23-2020", "23/Sep/2020": the four-digit part is the
  /// year. Two digits last, after a day and a month, are the year ("28-Jan-27", "03/Feb/27",
  /// as databases and issue trackers print dates).
  private func mixed(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    guard isMixedPart(item, start) else { return nil }
    var end = start + 1
    var separator: String?
    while end - start < 5, item.isJoined(end), item.isJoined(end + 1), isMixedPart(item, end + 1),
      let mark = item.tokens[end].kind == .punctuation ? item.tokens[end].lower : nil,
      mark == "-" || mark == "/" || mark == ".", separator == nil || separator == mark
    {
      separator = mark
      end += 2
    }
    guard end - start == 5 || (end - start == 3 && item.isBoundary(end)) else { return nil }
    var month: Int?
    var year: Int?
    var shortYear: Int?
    var day: Int?
    for index in stride(from: start, to: end, by: 2) {
      if item.word(index) != nil {
        guard month == nil, let value = item.lookup(index, in: DateWords.months) else { return nil }
        month = value
      } else if let number = item.number(index) {
        if item.tokens[index].digitCount == 4, year == nil {
          year = number
        } else if day == nil, item.tokens[index].digitCount <= 2 {
          day = number
        } else if index == start + 4, month != nil, year == nil,
          item.tokens[index].digitCount == 2
        {
          shortYear = number
        } else {
          return nil
        }
      }
    }
    guard let month, let day, year != nil || shortYear != nil || end - start == 3 else {
      return nil
    }
    if let shortYear {
      return calendarDate(
        month: month, day: day, year: .twoDigit(shortYear), range: start..<end,
        rule: "day-month-year")
    }
    // "Sep-3, 2026": a year after the pair.
    if year == nil, case (.full(let found), let yearEnd) = yearAfter(item, at: end, context) {
      year = found
      end = yearEnd
    }
    let range = start..<end
    return calendarDate(
      month: month, day: day, year: year.map { .full($0) }, range: range,
      rule: "day-month-year")
  }

  private func isMixedPart(_ item: Item, _ index: Int) -> Bool {
    if item.number(index) != nil { return true }
    return item.lookup(index, in: DateWords.months) != nil
  }

  /// Reads two numbers as month and day in the context's order, settling on the other order
  /// when only it gives a real day, and reporting the other reading when both do.
  private func orderedDate(
    _ a: Int, _ b: Int, year: CalendarExpression.Year?, range: Range<Int>, span: String,
    order: DateOrder, context: ParsingContext
  ) -> Candidate? {
    let monthFirst = order != .dmy
    let (month, day) = monthFirst ? (a, b) : (b, a)
    var diagnostics: [Diagnostic] = []
    var chosen = (month, day)
    if month > 12 && day <= 12 {
      chosen = (day, month)
    } else if month <= 12 && day <= 12 && month != day && a <= 12 && b <= 12
      && !(order == context.dateOrder && context.isDateOrderChosen)
    {
      let other = monthFirst ? "day/month" : "month/day"
      diagnostics.append(
        Diagnostic(
          kind: .ambiguousDate,
          message: order == context.dateOrder
            ? "\"\(span)\" could also be read as \(other); pass --date-order to choose"
            : "\"\(span)\" read day first, as dotted dates are; it could also be read as \(other)",
          span: span))
    }
    let rule = year == nil ? "numeric month/day" : "numeric date"
    guard
      var candidate = calendarDate(
        month: chosen.0, day: chosen.1, year: year, range: range, rule: rule)
    else { return nil }
    // A slash without a year may be a count or a fraction ("3/4 of the team"); dots may not.
    if year == nil, span.contains(ascii: "/") { candidate.kind = .numericMonthDay }
    if case .temporal(var temporal) = candidate.value {
      if !diagnostics.isEmpty, case .calendar(var expression) = temporal.stated {
        expression.isSwappable = true
        temporal.stated = .calendar(expression)
      }
      temporal.diagnostics += diagnostics
      if !diagnostics.isEmpty { candidate.confidence = 0.6 }
      candidate.value = .temporal(temporal)
    }
    return candidate
  }

  // MARK: - Month names

  /// `April 2`, `Apr. 2nd, 2026`, `Dec31 1994`, `April the 2nd`.
  private func monthFirst(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    guard let month = item.lookup(start, in: DateWords.months), let word = item.word(start) else {
      return nil
    }
    var index = start + 1
    if item.isMark(index, ".") { index += 1 }
    // "March, 3rd": a comma before a day only when the suffix shows it is one.
    if item.isMark(index, ","), DayOfMonthGrammar.readOrdinal(item, at: index + 1) != nil {
      index += 1
    }
    if item.isWord(index, "the") { index += 1 }
    var found = DayOfMonthGrammar.read(item, at: index).map { ($0.day, $0.end) }
    // "january first", "feb twenty six": a day in words (an ordinal after "may" or "march").
    if found == nil, let spelled = item.spelledNumber(index), (1...31).contains(spelled.value),
      spelled.isOrdinal || (word != "may" && word != "march" && word != "mar")
    {
      found = (spelled.value, spelled.end)
    }
    guard let (day, afterDay) = found else { return nil }
    // "May 3pm", "March 10:30": a time, not a day.
    if item.isMark(afterDay, ":") || item.isWord(afterDay, "pm") || item.isWord(afterDay, "am") {
      return nil
    }
    var (year, end) = yearAfter(item, at: afterDay, context)
    var clock: LocalTime?
    if year == nil, let (time, after) = clockAfter(item, at: afterDay, context) {
      clock = time
      end = after
    }
    // "Nov 9 04:12:37 2027", the layout of `date` and of many logs: the time before the year.
    if year == nil, let hour = item.number(afterDay), item.isMark(afterDay + 1, ":"),
      let minute = item.number(afterDay + 2), item.isJoined(afterDay + 2)
    {
      var after = afterDay + 3
      if item.isMark(after, ":"), item.number(after + 1) != nil { after += 2 }
      let (found, yearEnd) = yearAfter(item, at: after, context)
      if let found, let time = LocalTime(hour: hour, minute: minute) {
        year = found
        end = yearEnd
        clock = time
      }
    }
    // "the May 5 offsite": the article belongs to the noun; it goes with the date only when
    // nothing follows ("due the May 5th").
    let takesArticle = item.isWord(start - 1, "the") && item.isBoundary(end)
    let range = (takesArticle ? start - 1 : start)..<end
    return calendarDate(
      month: month, day: day, year: year, range: range, rule: "<month> <day>", clock: clock)
  }

  /// `2 Apr`, `07th Mar 2027`, `the 2nd of April`, and `the 15th` alone.
  private func dayFirst(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    var found: (Int, Int)?
    var hasSuffix = false
    if item.number(start) != nil {
      guard !item.isJoined(start) || item.isMark(start - 1, "(") else { return nil }
      let day = DayOfMonthGrammar.read(item, at: start)
      found = day.map { ($0.day, $0.end) }
      hasSuffix = day?.hasSuffix ?? false
    } else if let spelled = item.spelledNumber(start), spelled.isOrdinal,
      (1...31).contains(spelled.value),
      item.isWord(spelled.end, "of")
        || (item.isWord(start - 1, "the") && item.isBoundary(spelled.end)
          && !item.isWord(spelled.end, "and"))
    {
      // "fourth of july", "twenty third of may", and "before the seventeenth" alone (not
      // "the third chapter": a noun after it makes it a count).
      found = (spelled.value, spelled.end)
      hasSuffix = true
    }
    guard let (day, afterDay) = found else { return nil }
    var index = afterDay
    if item.isMark(index, "."), item.number(start) != nil { index += 1 }  // "16. Nov. 2016"
    if item.isWord(index, "day"), item.isWord(index + 1, "of") { index += 1 }
    if item.isWord(index, "of") { index += 1 }
    // "the 18th of next month", "the 15th day of this month", "the 3rd of last month"
    if hasSuffix, index > afterDay,
      let (shift, unit, end) = RelativePeriodGrammar.read(item, at: index), unit == .month,
      shift != 0 || !item.isWord(index, "the")
    {
      let rangeStart = item.isWord(start - 1, "the") ? start - 1 : start
      return Candidate(
        range: rangeStart..<end,
        value: .temporal(Temporal(stated: .dayOfMonth(day, monthsFromThis: shift))),
        confidence: 0.9, rule: "the <day> of <month>")
    }
    if let month = item.lookup(index, in: DateWords.months), let word = item.word(index) {
      var end = index + 1
      if item.isMark(end, "."), word.count <= 4 { end += 1 }
      let (year, yearEnd) = yearAfter(item, at: end, context)
      var clock: LocalTime?
      if year == nil, let (time, after) = clockAfter(item, at: end, context) {
        clock = time
        end = after
      } else {
        end = yearEnd
      }
      let range = (item.isWord(start - 1, "the") ? start - 1 : start)..<end
      return calendarDate(
        month: month, day: day, year: year, range: range, rule: "<day> <month>", clock: clock)
    }
    // "on the 15th", "the 3rd": a day of this month, or of next month when past.
    // "25th" alone or before a time ("24th 12:50") is a day too.
    let isAlone =
      start == 0 && item.number(start) != nil
      && (item.isBoundary(afterDay)
        || (item.number(afterDay) != nil && item.isMark(afterDay + 1, ":")))
    // After "the", a day is one where a noun does not follow it ("the 3rd floor"): at the end,
    // after "on", or before a word that starts a phrase of its own ("for the 12th with the
    // students", "the 4th at noon").
    // "by 12th", "before 3rd": the same without "the", after a word that wants a day.
    let hasArticle = item.isWord(start - 1, "the")
    let endsDay = item.isBoundary(afterDay) || item.isWord(afterDay, in: Self.afterOrdinalDay)
    guard hasSuffix,
      isAlone
        || (hasArticle && (item.isWord(start - 2, "on") || endsDay))
        || (item.isWord(start - 1, in: Self.beforeBareDay) && endsDay)
        || (Self.weekStartLead(item, before: start) != nil && endsDay)
    else { return nil }
    return Candidate(
      range: (isAlone || !hasArticle ? start : start - 1)..<afterDay,
      value: .temporal(Temporal(stated: .dayOfMonth(day, monthsFromThis: nil))),
      confidence: 0.8, rule: "the <ordinal day>")
  }

  /// Where the words saying a week starts on the date at `index` begin: "w/c", "w/b",
  /// "week commencing", "wk beginning"; nil when none stands right before it.
  ///
  /// The date is the week's first day, as planners write it ("book a slot w/c 28th").
  static func weekStartLead(_ item: Item, before index: Int) -> Int? {
    if index >= 3, item.isWord(index - 3, "w"), item.isMark(index - 2, "/"),
      item.isWord(index - 1, "c") || item.isWord(index - 1, "b")
    {
      return index - 3
    }
    if index >= 1, item.isWord(index - 1, "wc") { return index - 1 }
    if index >= 2, item.isWord(index - 2, "week") || item.isWord(index - 2, "wk"),
      item.isWord(index - 1, "commencing") || item.isWord(index - 1, "beginning")
    {
      return index - 2
    }
    return nil
  }

  /// Words before an ordinal day written without "the" that show it is a day: "by 12th".
  private static let beforeBareDay: WordSet = ["by", "before", "until", "till", "til"]

  /// Words after "the 12th" that show it is a day, not an ordinal before a noun.
  private static let afterOrdinalDay: WordSet = [
    "at", "by", "with", "and", "for", "in", "to", "or", "then", "so", "if", "because", "when",
    "once", "since", "unless", "before", "after", "from", "until", "ideally", "hopefully",
    "probably", "preferably", "possibly", "please", "latest",
    // A verb's object after its deadline: flag by the 18th any reviewer who ….
    "any", "all", "every", "each", "our", "your", "their", "these", "those",
  ]

  // MARK: - Parts

  /// An optional year after a month and day ("2026", ", 2026", "'26"), and the index after.
  private func yearAfter(_ item: Item, at index: Int, _ context: ParsingContext) -> (
    CalendarExpression.Year?, Int
  ) {
    // "10Aug27": two digits glued to the month.
    if let year = item.number(index), item.isJoined(index), item.tokens[index].digitCount == 2,
      item.lookup(index - 1, in: DateWords.months) != nil, !item.isJoined(index + 1)
    {
      return (.twoDigit(year), index + 1)
    }
    var cursor = index
    if item.isMark(cursor, ",") || item.isMark(cursor, ".") { cursor += 1 }
    // "in the year 1980", "of the year '89"
    if item.isWord(cursor, "in") || item.isWord(cursor, "of"), item.isWord(cursor + 1, "the"),
      item.isWord(cursor + 2, "year")
    {
      cursor += 2
    }
    if item.isWord(cursor, "year") { cursor += 1 }
    if item.isWord(cursor, "of") || item.isWord(cursor, "in") { cursor += 1 }
    if let year = item.number(cursor), item.tokens[cursor].digitCount == 4,
      (1000...2999).contains(year), !item.isMark(cursor + 1, ":"),
      Self.clock(fourDigits: year, today: context.today) == nil
    {
      return (.full(year), cursor + 1)
    }
    if let (year, end) = spelledYear(item, at: cursor) { return (.full(year), end) }
    // "2 jul 93", "jul 2 93" ending the words: a two-digit year.
    let isMonth = { (at: Int) in item.lookup(at, in: DateWords.months) != nil }
    if cursor == index, isMonth(index - 1) || (item.number(index - 1) != nil && isMonth(index - 2)),
      let year = item.number(index), item.tokens[index].digitCount == 2,
      !item.isJoined(index + 1), item.isEndOfWords(index + 1)
    {
      return (.twoDigit(year), index + 1)
    }
    if item.isMark(cursor, "'"), let year = item.number(cursor + 1),
      item.tokens[cursor + 1].digitCount == 2, item.isJoined(cursor + 1)
    {
      return (.twoDigit(year), cursor + 2)
    }
    return (nil, index)
  }

  /// A four-digit clock time ("1745", "0930") that cannot be a year a task is due in.
  ///
  /// Such a year would be more than a century from today. "2 Nov 2030" is a year; "2 Nov 1815" is 18:15.
  static func clock(fourDigits value: Int, today: LocalDate) -> LocalTime? {
    guard abs(value - today.year) > 100 || value < 1000 else { return nil }
    return LocalTime(hour: value / 100, minute: value % 100)
  }

  /// A four-digit clock right after a date, and the index after it.
  private func clockAfter(_ item: Item, at index: Int, _ context: ParsingContext) -> (
    LocalTime, Int
  )? {
    guard let value = item.number(index), item.tokens[index].digitCount == 4,
      !item.isJoined(index), let time = Self.clock(fourDigits: value, today: context.today),
      !item.isWord(index + 1, in: ["am", "pm", "a", "p"])
    else { return nil }
    return (time, index + 1)
  }

  /// A year in words: "two thousand and thirty", "twenty twenty-six", "nineteen ninety".
  private func spelledYear(_ item: Item, at index: Int) -> (Int, Int)? {
    if item.isWord(index, "two"), item.isWord(index + 1, "thousand") {
      var cursor = index + 2
      if item.isWord(cursor, "and") { cursor += 1 }
      if let rest = item.spelledNumber(cursor), !rest.isOrdinal, rest.value < 100 {
        return (2000 + rest.value, rest.end)
      }
      return (2000, index + 2)
    }
    guard let century = item.word(index).flatMap({ ["nineteen": 19, "twenty": 20][$0] }),
      let rest = item.spelledNumber(index + 1), !rest.isOrdinal, (10...99).contains(rest.value)
    else { return nil }
    return (century * 100 + rest.value, rest.end)
  }

  // MARK: - Resolution

  /// A candidate for month/day[/year] as written, at `clock` when a time was written with it;
  /// `TemporalResolver` places it, or refuses a day that does not exist.
  private func calendarDate(
    month: Int, day: Int, year: CalendarExpression.Year?, range: Range<Int>, rule: String,
    clock: LocalTime? = nil, confidence: Double = 0.95
  ) -> Candidate? {
    guard (1...12).contains(month), (1...31).contains(day) else { return nil }
    let expression = CalendarExpression(year: year, month: month, day: day)
    let temporal = Temporal(time: clock, stated: .calendar(expression))
    return Candidate(range: range, value: .temporal(temporal), confidence: confidence, rule: rule)
  }
}
