/// A day of the month written in digits: "15", "15th", "2nd", "03".
///
/// Written once for every rule that reads one: a calendar date ("April 2nd", "the 2nd of
/// April"), a weekday on a day ("friday the 13th"), a recurrence ("monthly on the 1st"), a
/// day of a relative month ("the 12th of next month"). Which words may follow it is the
/// caller's: a month glued to the day ("07APR") ends it without a suffix.
/// Cases: quick-add/dates-absolute.jsonl.
enum DayOfMonthGrammar {
  /// The day at `index` (1–31, at most two digits), whether an ordinal suffix was written, and
  /// the index after; nil when a word glued to the number is neither a suffix nor a month
  /// ("15kg").
  static func read(_ item: Item, at index: Int) -> (day: Int, hasSuffix: Bool, end: Int)? {
    guard let day = item.number(index), (1...31).contains(day),
      item.tokens[index].digitCount <= 2
    else { return nil }
    guard let glued = item.word(index + 1), item.isJoined(index + 1) else {
      return (day, false, index + 1)
    }
    // "07APR", "22mar": the month is read by the caller.
    if item.lookup(index + 1, in: DateWords.months) != nil { return (day, false, index + 1) }
    guard DateWords.ordinalSuffixes.contains(glued) else { return nil }
    return (day, true, index + 2)
  }

  /// A day with its ordinal suffix ("15th"), as recurrences and "the 15th" need it.
  static func readOrdinal(_ item: Item, at index: Int) -> (day: Int, end: Int)? {
    guard let found = read(item, at: index), found.hasSuffix else { return nil }
    return (found.day, found.end)
  }
}
