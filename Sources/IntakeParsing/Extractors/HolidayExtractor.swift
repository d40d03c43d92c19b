import IntakeCore

/// Finds holidays people set deadlines by: Christmas (Eve), New Year's Day and Eve,
/// Valentine's Day, Halloween, St Patrick's Day, Independence Day, and the US floating ones
/// (Memorial Day, Labor Day, Thanksgiving, Mother's and Father's Day).
///
/// A holiday is only a date after "on", "by", "before", "until", "for", "over", "after" or
/// "at", or at the end of the item: "buy gifts before christmas" is due December 25, while
/// "christmas party playlist" keeps its words. The next occurrence on or after today is used.
/// Cases: quick-add/holidays.jsonl.
struct HolidayExtractor: Extractor {
  /// A holiday's date: a day of a month, or the nth weekday of one.
  private enum Rule {
    case fixed(month: Int, day: Int)
    case nth(Int, weekday: Int, month: Int)

    /// The date as if written out: "December 25", "the fourth thursday of november".
    var expression: DateExpression {
      switch self {
      case .fixed(let month, let day): return .calendar(CalendarExpression(month: month, day: day))
      case .nth(let ordinal, let weekday, let month):
        return .nthWeekday(
          NthWeekdayExpression(ordinal: ordinal, weekday: weekday, month: .named(month, year: nil)))
      }
    }
  }

  /// Names as token sequences (lower case; possessives as typed, both with and without 's).
  private static let holidays: [(words: [String], rule: Rule)] = [
    (["christmas", "eve"], .fixed(month: 12, day: 24)),
    (["christmas", "day"], .fixed(month: 12, day: 25)),
    (["christmas"], .fixed(month: 12, day: 25)),
    (["xmas"], .fixed(month: 12, day: 25)),
    (["new", "year's", "eve"], .fixed(month: 12, day: 31)),
    (["new", "years", "eve"], .fixed(month: 12, day: 31)),
    (["nye"], .fixed(month: 12, day: 31)),
    (["new", "year's", "day"], .fixed(month: 1, day: 1)),
    (["new", "years", "day"], .fixed(month: 1, day: 1)),
    (["valentine's", "day"], .fixed(month: 2, day: 14)),
    (["valentines", "day"], .fixed(month: 2, day: 14)),
    (["valentine's"], .fixed(month: 2, day: 14)),
    (["halloween"], .fixed(month: 10, day: 31)),
    (["st", "patrick's", "day"], .fixed(month: 3, day: 17)),
    (["independence", "day"], .fixed(month: 7, day: 4)),
    (["memorial", "day"], .nth(-1, weekday: 1, month: 5)),
    (["labor", "day"], .nth(1, weekday: 1, month: 9)),
    (["thanksgiving"], .nth(4, weekday: 4, month: 11)),
    (["mother's", "day"], .nth(2, weekday: 7, month: 5)),
    (["father's", "day"], .nth(3, weekday: 7, month: 6)),
  ]

  /// The holidays each first word can start, longest first as listed: only those are tried.
  private static let byFirstWord = WordTable<[Int]>(
    Dictionary(grouping: holidays.indices) { holidays[$0].words[0] })

  private static let leads: WordSet = [
    "on", "by", "before", "until", "till", "for", "over", "after", "at", "due",
  ]

  func extract(from item: Item, context: ParsingContext, into candidates: inout [Candidate]) {
    for index in 0..<item.count {
      guard
        item.isWord(index - 1, in: Self.leads) || item.isMark(index - 1, "@")
          || index == 0 && item.count <= 3
      else { continue }
      guard let tried = item.lookup(index, in: Self.byFirstWord) else { continue }
      for (words, rule) in tried.lazy.map({ Self.holidays[$0] }) {
        guard let end = matchEnd(item, at: index, words) else { continue }
        guard
          item.isBoundary(end) || Self.followers.contains(item.word(end) ?? "")
            || item.isWord(index - 1, in: Self.leads)
        else { break }
        candidates.append(
          Candidate(
            range: index..<end, value: .temporal(Temporal(stated: rule.expression)),
            confidence: 0.85, rule: "<holiday>"))
        break
      }
    }
  }

  private static let followers: WordSet = ["at", "this", "next", "morning", "evening"]

  /// The index after the holiday's words at `index` ("st." counts as "st"), or nil.
  private func matchEnd(_ item: Item, at index: Int, _ words: [String]) -> Int? {
    var cursor = index
    for word in words {
      guard item.isWord(cursor, word) else { return nil }
      cursor += 1
      if word == "st", item.isMark(cursor, ".") { cursor += 1 }
    }
    return cursor
  }
}
