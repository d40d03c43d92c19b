import IntakeCore

/// Drops dates that are really something else: a fraction or count ("5/6 interviews done",
/// "3/4 of the team"), a numeric date inside a version, path or URL ("v2/3", "docs/4/2"), or a
/// score ("won 3-2").
///
/// Month names alone ("March Madness", "the May newsletter") never become candidates, so they
/// need no filtering here. Cases: quick-add/titles.jsonl.
struct UnlikelyDateFilter: Refiner {
  private static let countFollowers: WordSet = [
    "of", "done", "complete", "completed", "finished", "left", "remaining", "passed", "people",
    "items", "tasks", "tests", "interviews", "votes", "slots", "seats", "cups", "pages",
    "inch", "in", "ft", "foot", "cm", "mm", "cup", "tsp", "tbsp", "mile", "lb", "oz", "kg",
    "size", "time", "scale", "split",
  ]

  /// Numbers written with a slash that are idioms, not dates.
  private static let idioms: WordSet = ["24/7", "24/365", "9/11", "50/50"]

  func refine(
    _ candidates: [Candidate], item: Item, context: ParsingContext, trace: inout Trace
  ) -> [Candidate] {
    candidates.filter { candidate in
      guard candidate.kind == .numericMonthDay else { return true }
      let span = item.text(of: candidate.range)
      if Self.idioms.contains(span) {
        trace.note("dropped \"\(span)\": an idiom, not a date")
        return false
      }
      let after = candidate.range.upperBound
      if let word = item.word(after),
        Self.countFollowers.contains(word)
          || (word.hasSuffix("s") && word.count > 3 && !DateWords.connectives.contains(word)
            && DateWords.weekdays[word] == nil && word != "pm" && word != "ams")
      {
        trace.note("dropped \"\(item.text(of: candidate.range))\": a count before \"\(word)\"")
        return false
      }
      return true
    }
  }
}
