/// A calendar period named from the current one: "this week", "next month", "the following
/// week", "last quarter", "the previous year", "the coming weekend".
///
/// Written once for every rule that places something in such a period: a weekday ("friday of
/// next week"), an end ("end of last month"), a start ("start of the following week"), an nth
/// weekday ("the second tuesday of next month"). Cases: quick-add/periods*.jsonl.
enum RelativePeriodGrammar {
  /// The kinds of period these phrases name.
  enum Unit: Sendable, Equatable {
    case week
    case weekend
    case month
    case quarter
    case year

    /// The unit's name, for rule names (no reflection on the hot path).
    var name: String {
      switch self {
      case .week: return "week"
      case .weekend: return "weekend"
      case .month: return "month"
      case .quarter: return "quarter"
      case .year: return "year"
      }
    }
  }

  /// Periods from the current one: this 0, next 1, last -1.
  private static let shifts = WordTable<Int>([
    "this": 0, "current": 0, "next": 1, "following": 1, "coming": 1, "upcoming": 1,
    "last": -1, "previous": -1, "past": -1,
  ])

  private static let units = WordTable<Unit>([
    "week": .week, "wk": .week, "weekend": .weekend, "wkend": .weekend, "month": .month,
    "quarter": .quarter, "qtr": .quarter, "year": .year,
  ])

  /// The period named at `start` ("next week", "the following month"): how many periods from
  /// the current one, which kind, and the index after the words.
  ///
  /// "the month" alone is the current one, and so is "month" with `allowsBare` ("end of
  /// month"); "the" is otherwise optional.
  static func read(_ item: Item, at start: Int, allowsBare: Bool = false) -> (
    shift: Int, unit: Unit, end: Int
  )? {
    var cursor = start
    let hasThe = item.isWord(cursor, "the")
    if hasThe { cursor += 1 }
    if let unit = item.lookup(cursor, in: units) {
      return hasThe || allowsBare ? (0, unit, cursor + 1) : nil
    }
    guard let shift = item.lookup(cursor, in: shifts), let unit = item.lookup(cursor + 1, in: units)
    else { return nil }
    return (shift, unit, cursor + 2)
  }
}
