/// Lengths of time: an amount and a unit, or several ("2 years 1 month and 21 days",
/// "2d 3h 10min", "an hour and a half", "1 decade +2 years").
///
/// Units are read with their abbreviations (s/sec, m/min, h/hr, d, w/wk, mo, q, y/yr); a
/// one-letter unit must be joined to its number ("5m", "2h", "3d"), so "5 m" and "2 d" stay
/// words. Fractions become the next smaller unit ("2.5 hours" is 150 minutes, "1.5 days" 36
/// hours), so every amount the resolver sees is whole. Cases: quick-add/dates-counted.jsonl.
package enum QuantityGrammar {
  /// One whole amount of one unit; negative for a part written "-2 years".
  typealias Part = (amount: Int, unit: DateWords.Unit)

  /// Unit by word, with the abbreviations people type.
  static let units = WordTable<DateWords.Unit>([
    "second": .second, "seconds": .second, "sec": .second, "secs": .second,
    "minute": .minute, "minutes": .minute, "min": .minute, "mins": .minute,
    "hour": .hour, "hours": .hour, "hr": .hour, "hrs": .hour,
    "day": .day, "days": .day, "week": .week, "weeks": .week, "wk": .week, "wks": .week,
    "fortnight": .fortnight, "fortnights": .fortnight, "fortnight's": .fortnight,
    "month": .month, "months": .month, "mo": .month, "mos": .month, "mths": .month,
    "quarter": .quarter, "quarters": .quarter, "qtr": .quarter, "qtrs": .quarter,
    "year": .year, "years": .year, "yr": .year, "yrs": .year,
    "decade": .decade, "decades": .decade,
  ])

  /// Units written as one letter (or "mon"), read only when joined to the number.
  private static let joinedUnits = WordTable<DateWords.Unit>([
    "s": .second, "m": .minute, "h": .hour, "d": .day, "w": .week, "q": .quarter, "y": .year,
    "mon": .month,
  ])

  /// Whether `text` is only a length of time: "2 wks", "ten days", "a fortnight".
  package static func isLengthOfTime(_ text: String) -> Bool {
    let item = Item(text)
    guard let (_, end, _) = read(item, at: 0) else { return false }
    return item.isEndOfWords(end)
  }

  /// The parts of the length of time at `start`, the index after them, and whether a unit
  /// shorter than a day was written ("2 hours" has a time of day; "1.5 days" has not).
  ///
  /// With `allowsSigns`, a part may carry "+" or "-": "1 decade -2 years" subtracts.
  static func read(_ item: Item, at start: Int, allowsSigns: Bool = false) -> (
    [Part], Int, Bool
  )? {
    var parts: [Part] = []
    var hasTimeOfDay = false
    var cursor = start
    var end = start
    while true {
      var sign = 1
      var at = cursor
      if allowsSigns, item.isMark(at, "+") || item.isMark(at, "-"), item.isJoined(at + 1),
        item.number(at + 1) != nil
      {
        sign = item.isMark(at, "-") ? -1 : 1
        at += 1
      }
      guard let (amount, unit, after) = one(item, at: at) else { break }
      parts += whole(amount * Double(sign), unit)
      switch unit {
      case .second, .minute, .hour: hasTimeOfDay = true
      default: break
      }
      cursor = after
      // "an hour and a half", "2 days and a half"
      if item.isWord(cursor, "and"), item.isWord(cursor + 1, "a"), item.isWord(cursor + 2, "half") {
        parts += whole(0.5, unit)
        cursor += 3
      }
      end = cursor
      // "2 years, 1 month and 21 days": a joiner only counts when another part follows.
      if item.isWord(cursor, "and") || item.isMark(cursor, ",") {
        cursor += 1
      }
    }
    return parts.isEmpty ? nil : (parts, end, hasTimeOfDay)
  }

  /// One amount and its unit at `start`.
  private static func one(_ item: Item, at start: Int) -> (Double, DateWords.Unit, Int)? {
    guard let amount = NumberGrammar.amount(item, at: start) else { return nil }
    let next = amount.end
    guard next < item.count else { return nil }
    if item.isJoined(next), let unit = item.lookup(next, in: joinedUnits),
      item.isBoundary(next + 1) || !item.isJoined(next + 1)
    {
      return (amount.value, unit, next + 1)
    }
    if let unit = item.lookup(next, in: units) { return (amount.value, unit, next + 1) }
    if item.isWord(next, "business") || item.isWord(next, "working"),
      item.isWord(next + 1, "days") || item.isWord(next + 1, "day")
    {
      return (amount.value, .businessDay, next + 2)
    }
    // "three saturdays from now": counting a weekday (full names only; "sun" is a word).
    if let word = item.word(next), word.count > 3, let weekday = DateWords.weekdays[word] {
      return (amount.value, .weekday(weekday), next + 1)
    }
    return nil
  }

  /// `amount` of `unit` as whole amounts: a fraction moves to the next smaller unit.
  private static func whole(_ amount: Double, _ unit: DateWords.Unit) -> [Part] {
    let rounded = amount.rounded(.towardZero)
    if rounded == amount { return [(Int(rounded), unit)] }
    switch unit {
    case .second: return [(Int(rounded), .second)]
    case .minute: return [(Int((amount * 60).rounded()), .second)]
    case .hour: return [(Int((amount * 60).rounded()), .minute)]
    case .day, .businessDay: return [(Int((amount * 24).rounded()), .hour)]
    case .week: return [(Int((amount * 7 * 24).rounded()), .hour)]
    case .fortnight: return [(Int((amount * 14 * 24).rounded()), .hour)]
    case .month: return [(Int(rounded), .month), (Int(((amount - rounded) * 30).rounded()), .day)]
    case .quarter: return [(Int((amount * 3).rounded()), .month)]
    case .year: return [(Int((amount * 12).rounded()), .month)]
    case .decade: return [(Int((amount * 120).rounded()), .month)]
    case .weekday: return [(Int(rounded), unit)]
    }
  }
}
