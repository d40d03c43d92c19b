import IntakeCore

extension AbsoluteDateExtractor {
  /// The calendar dates `text` writes with their year, in the order the rules find them: what
  /// a meeting header or title means by a date (IntakeDocuments' `MeetingDateReader`).
  ///
  /// A date without a year is left out rather than rolled forward as a task's would be, and a
  /// two-digit year is of this century ("3/2/26" is 2026). The parts are as written: the
  /// caller checks that they make a real day.
  package static func datesWithYear(in text: String, context: ParsingContext)
    -> [(year: Int, month: Int, day: Int)]
  {
    let item = Item(text)
    var candidates: [Candidate] = []
    AbsoluteDateExtractor().extract(from: item, context: context, into: &candidates)
    return candidates.compactMap { candidate in
      guard let calendar = candidate.temporal?.calendar, let year = calendar.year else {
        return nil
      }
      switch year {
      case .full(let full): return (full, calendar.month, calendar.day)
      case .twoDigit(let digits): return (2000 + digits, calendar.month, calendar.day)
      }
    }
  }
}
