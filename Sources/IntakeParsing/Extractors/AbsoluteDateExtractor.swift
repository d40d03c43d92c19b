import IntakeCore

/// Finds calendar dates written out: ISO `2026-04-02`, numeric `4/2`, `4/2/26`, `04/02/2026`,
/// month names `April 2nd`, `2 Apr`, `Apr 2 2026`, `the 2nd of April`, and `the 15th`.
///
/// Numeric dates follow the context's date order unless a part over 12 settles it; when both
/// readings are real days the other one is reported as ambiguous. A month and day without a
/// year that is already past rolls to next year. Days that do not exist ("Feb 30") are refused
/// with a diagnostic, never rolled over. A month name alone ("March Madness", "the May
/// newsletter") is not a date. Cases: quick-add/dates-absolute.jsonl.
struct AbsoluteDateExtractor: Extractor {
  func extract(from item: Item, context: ParsingContext, into candidates: inout [Candidate]) {
    var index = 0
    while index < item.count {
      if let found = numeric(item, at: index, context)
        ?? monthFirst(item, at: index, context)
        ?? dayFirst(item, at: index, context)
      {
        candidates.append(found)
        index = found.range.upperBound
      } else {
        index += 1
      }
    }
  }

  // MARK: - Numeric dates

  /// `2026-04-02`, `2026/4/2`, `4/2`, `4/2/26`, `04-02-2026`, `02.04.2026`.
  private func numeric(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    guard let first = item.number(start) else { return nil }
    // Part of something larger: "v2/3", "A4/5", "1.2/3".
    if item.isJoined(start), item.tokens[start - 1].kind != .punctuation
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
    if item.isJoined(end), item.isMark(end, separator) || item.number(end) != nil { return nil }
    if parts.count == 2 && separator != "/" { return nil }
    if separator == "." && !(digits[0] == 4 || digits[2] == 4) { return nil }
    let span = item.text(of: start..<end)
    let range = start..<end
    let confidence = 0.9

    if digits[0] == 4 {
      guard parts.count == 3 else { return nil }
      return dated(parts[0], parts[1], parts[2], range, span, "yyyy-mm-dd", confidence)
    }
    if parts.count == 3 {
      guard digits[2] == 2 || digits[2] == 4 else { return nil }
      let year = digits[2] == 2 ? 2000 + parts[2] : parts[2]
      return orderedDate(
        parts[0], parts[1], year: year, range: range, span: span, context: context)
    }
    return orderedDate(parts[0], parts[1], year: nil, range: range, span: span, context: context)
  }

  /// Reads two numbers as month and day in the context's order, settling on the other order
  /// when only it gives a real day, and reporting the other reading when both do.
  private func orderedDate(
    _ a: Int, _ b: Int, year: Int?, range: Range<Int>, span: String, context: ParsingContext
  ) -> Candidate? {
    let monthFirst = context.dateOrder != .dmy
    let (month, day) = monthFirst ? (a, b) : (b, a)
    var diagnostics: [Diagnostic] = []
    var chosen = (month, day)
    if month > 12 && day <= 12 {
      chosen = (day, month)
    } else if month <= 12 && day <= 12 && month != day && a <= 12 && b <= 12 {
      let other = monthFirst ? "day/month" : "month/day"
      diagnostics.append(
        Diagnostic(
          kind: .ambiguousDate,
          message: "\"\(span)\" could also be read as \(other); pass --date-order to choose",
          span: span))
    }
    let rule = year == nil ? "numeric month/day" : "numeric date"
    guard
      var candidate = resolve(
        month: chosen.0, day: chosen.1, year: year, range: range, span: span, rule: rule,
        context: context)
    else { return nil }
    if case .temporal(var temporal) = candidate.value {
      temporal.diagnostics += diagnostics
      if !diagnostics.isEmpty { candidate.confidence = 0.6 }
      candidate.value = .temporal(temporal)
    }
    return candidate
  }

  private func dated(
    _ year: Int, _ month: Int, _ day: Int, _ range: Range<Int>, _ span: String, _ rule: String,
    _ confidence: Double
  ) -> Candidate? {
    guard (1...12).contains(month), (1...31).contains(day) else { return nil }
    guard let date = LocalDate(year: year, month: month, day: day) else {
      return invalid(span, range)
    }
    return Candidate(
      range: range, value: .temporal(Temporal(date: date)), confidence: confidence, rule: rule)
  }

  // MARK: - Month names

  /// `April 2`, `Apr. 2nd, 2026`, `Dec31 1994`, `April the 2nd`.
  private func monthFirst(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    guard let word = item.word(start), let month = DateWords.months[word] else { return nil }
    var index = start + 1
    if item.isMark(index, ".") { index += 1 }
    if item.isWord(index, "the") { index += 1 }
    guard let (day, afterDay) = dayOfMonth(item, at: index) else { return nil }
    // "May 3pm", "March 10:30": a time, not a day.
    if item.isMark(afterDay, ":") || item.isWord(afterDay, "pm") || item.isWord(afterDay, "am") {
      return nil
    }
    let (year, end) = yearAfter(item, at: afterDay)
    let range = (item.isWord(start - 1, "the") ? start - 1 : start)..<end
    return resolve(
      month: month, day: day, year: year, range: range, span: item.text(of: range),
      rule: "<month> <day>", context: context)
  }

  /// `2 Apr`, `04th Jan 2019`, `the 2nd of April`, and `the 15th` alone.
  private func dayFirst(_ item: Item, at start: Int, _ context: ParsingContext) -> Candidate? {
    guard item.number(start) != nil, !item.isJoined(start) || item.isMark(start - 1, "(") else {
      return nil
    }
    guard let (day, afterDay) = dayOfMonth(item, at: start) else { return nil }
    let hasSuffix = afterDay - start == 2
    var index = afterDay
    if item.isWord(index, "of") { index += 1 }
    if let word = item.word(index), let month = DateWords.months[word] {
      var end = index + 1
      if item.isMark(end, "."), word.count <= 4 { end += 1 }
      let (year, yearEnd) = yearAfter(item, at: end)
      end = yearEnd
      let range = (item.isWord(start - 1, "the") ? start - 1 : start)..<end
      return resolve(
        month: month, day: day, year: year, range: range, span: item.text(of: range),
        rule: "<day> <month>", context: context)
    }
    // "on the 15th", "the 3rd": a day of this month, or of next month when past.
    guard hasSuffix, item.isWord(start - 1, "the"),
      item.isWord(start - 2, "on") || item.isBoundary(afterDay)
        || item.isWord(afterDay, "at") || item.isWord(afterDay, "by")
    else { return nil }
    var date: LocalDate?
    var month = context.today.startOfMonth
    for _ in 0..<4 where date == nil {
      if let candidate = LocalDate(year: month.year, month: month.month, day: day),
        candidate >= context.today
      {
        date = candidate
      }
      month = month.adding(months: 1)
    }
    guard let date else { return nil }
    return Candidate(
      range: (start - 1)..<afterDay, value: .temporal(Temporal(date: date)), confidence: 0.8,
      rule: "the <ordinal day>")
  }

  // MARK: - Parts

  /// A day number 1–31 with an optional ordinal suffix ("2", "2nd", "02"), and the index after.
  private func dayOfMonth(_ item: Item, at index: Int) -> (Int, Int)? {
    guard let day = item.number(index), (1...31).contains(day),
      item.tokens[index].digitCount <= 2
    else { return nil }
    if let suffix = item.word(index + 1), item.isJoined(index + 1) {
      guard DateWords.ordinalSuffixes.contains(suffix) else { return nil }
      return (day, index + 2)
    }
    return (day, index + 1)
  }

  /// An optional year after a month and day ("2026", ", 2026", "'26"), and the index after.
  private func yearAfter(_ item: Item, at index: Int) -> (Int?, Int) {
    var cursor = index
    if item.isMark(cursor, ",") { cursor += 1 }
    if let year = item.number(cursor), item.tokens[cursor].digitCount == 4,
      (1900...2199).contains(year), !item.isMark(cursor + 1, ":")
    {
      return (year, cursor + 1)
    }
    if item.isMark(cursor, "'"), let year = item.number(cursor + 1),
      item.tokens[cursor + 1].digitCount == 2, item.isJoined(cursor + 1)
    {
      return (2000 + year, cursor + 2)
    }
    return (nil, index)
  }

  // MARK: - Resolution

  /// A candidate for month/day[/year]: rolled forward when no year was given, refused when the
  /// day does not exist.
  private func resolve(
    month: Int, day: Int, year: Int?, range: Range<Int>, span: String, rule: String,
    context: ParsingContext
  ) -> Candidate? {
    guard (1...12).contains(month), (1...31).contains(day) else { return nil }
    guard LocalDate(year: year ?? 2000, month: month, day: day) != nil else {
      return invalid(span, range)
    }
    var temporal = Temporal()
    if let year {
      guard let date = LocalDate(year: year, month: month, day: day) else {
        return invalid(span, range)
      }
      temporal.date = date
    } else {
      guard let date = context.today.nextOccurrence(month: month, day: day) else {
        return invalid(span, range)
      }
      temporal.date = date
      temporal.isRolledForward = date.year > context.today.year
    }
    return Candidate(range: range, value: .temporal(temporal), confidence: 0.95, rule: rule)
  }

  private func invalid(_ span: String, _ range: Range<Int>) -> Candidate {
    let diagnostic = Diagnostic(
      kind: .invalidDate, message: "\"\(span)\" is not a date; write a real day or leave it out",
      span: span)
    return Candidate(range: range, value: .rejected(diagnostic), confidence: 1, rule: "invalid date")
  }
}
