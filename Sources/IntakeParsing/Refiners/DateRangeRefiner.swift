import IntakeCore

/// Reads a span of days as when the task starts and when it is due.
///
/// "from Monday to Wednesday", "between June 8 and June 12", "Dec 20 – Jan 3", "Monday
/// through Friday", "from 8 to 12 June": the first day is the start and the last is the due
/// date; the words that join them go with the start, so neither day is left in the title.
///
/// A span needs its opening word where its joiner is a plain word ("from … to", "between …
/// and"); "through" and a dash join two dates alone. A move from one day to another ("move
/// the standup from Tuesday to Thursday") is no span, and neither is a span with a time in it
/// ("from 9am to 5pm" is read by the time rules). Cases: quick-add/dates-ranges.jsonl.
struct DateRangeRefiner: Refiner {
  /// Words between the two days of a span.
  private static let joiners: WordSet = ["to", "until", "till", "til", "through", "thru"]
  /// Joiners that make a span without "from" before it: "Monday through Friday".
  private static let plainJoiners: WordSet = ["through", "thru"]
  /// Verbs that move something from one day to another.
  private static let moveVerbs: WordSet = [
    "move", "moved", "moves", "moving", "push", "pushed", "shift", "shifted", "reschedule",
    "rescheduled", "change", "changed", "postpone", "postponed", "bring", "brought", "swap",
    "switch", "switched", "bump", "bumped", "slide", "slip", "slipped", "delay", "delayed",
    "went", "goes",
  ]

  func refine(
    _ candidates: [Candidate], item: Item, context: ParsingContext, trace: inout Trace
  ) -> [Candidate] {
    var result = candidates
    let days = result.indices.filter { isDay(result[$0]) }.sorted {
      result[$0].range.lowerBound < result[$1].range.lowerBound
    }
    for (position, last) in days.enumerated() {
      guard let end = result[last].temporal?.date, result[last].kind != .relativeDay else {
        continue
      }
      let joiner = result[last].range.lowerBound - 1
      let isDash = Self.isDash(item, joiner)
      let isAnd = item.isWord(joiner, "and")
      guard joiner > 0, isDash || isAnd || item.isWord(joiner, in: Self.joiners) else {
        continue
      }
      // The first day: a date ending at the joiner, or a day's number the last date's month
      // completes ("from 8 to 12 June").
      var first: (date: LocalDate, start: Int, candidate: Int?)?
      if position > 0, result[days[position - 1]].range.upperBound == joiner,
        let date = result[days[position - 1]].temporal?.date
      {
        first = (date, result[days[position - 1]].range.lowerBound, days[position - 1])
      } else if let (day, start) = dayNumber(item, before: joiner),
        let date = LocalDate(year: end.year, month: end.month, day: day)
      {
        first = (date, start, nil)
      }
      guard let first, first.date < end else { continue }
      var start = first.start
      if isAnd {
        guard item.isWord(start - 1, "between") else { continue }
        start -= 1
      } else if item.isWord(start - 1, "from") {
        start -= 1
      } else if !(isDash && first.candidate != nil) && !item.isWord(joiner, in: Self.plainJoiners) {
        continue
      }
      guard !Self.isMove(item, before: start) else { continue }
      let range = start..<joiner + 1
      if let candidate = first.candidate {
        result[candidate].value = .start(first.date)
        result[candidate].range = range
      } else {
        result.append(
          Candidate(
            range: range, value: .start(first.date), confidence: result[last].confidence,
            rule: "from <day> to <date>"))
      }
      trace.note(
        "\"\(item.text(of: start..<result[last].range.upperBound))\": from \(first.date) to \(end)")
    }
    return spansToADay(result, item: item, trace: &trace)
  }

  /// "from June 8th to 12th", "June 8 - 12": a date, then a day of its month after the
  /// joiner, which no rule read alone.
  private func spansToADay(_ candidates: [Candidate], item: Item, trace: inout Trace)
    -> [Candidate]
  {
    var result = candidates
    for index in candidates.indices where isDay(candidates[index]) {
      guard let first = candidates[index].temporal?.date else { continue }
      let joiner = candidates[index].range.upperBound
      let isDash = Self.isDash(item, joiner)
      guard isDash || item.isWord(joiner, in: Self.joiners) else { continue }
      var at = joiner + 1
      if item.isWord(at, "the") { at += 1 }
      guard let (day, _, end) = DayOfMonthGrammar.read(item, at: at),
        !result.contains(where: { $0.range.contains(at) }),
        item.lookup(end, in: DateWords.months) == nil, item.number(end) == nil,
        let last = LocalDate(year: first.year, month: first.month, day: day), first < last
      else { continue }
      var start = candidates[index].range.lowerBound
      if item.isWord(start - 1, "from") {
        start -= 1
      } else if !isDash && !item.isWord(joiner, in: Self.plainJoiners) {
        continue
      }
      guard !Self.isMove(item, before: start) else { continue }
      result[index].value = .start(first)
      result[index].range = start..<joiner + 1
      result.append(
        Candidate(
          range: joiner + 1..<end, value: .temporal(Temporal(date: last)),
          confidence: candidates[index].confidence, rule: "<date> to <day>"))
      trace.note("\"\(item.text(of: start..<end))\": from \(first) to \(last)")
    }
    return result
  }

  /// Whether the mark at `index` is a dash between two days ("Dec 20 – Jan 3").
  private static func isDash(_ item: Item, _ index: Int) -> Bool {
    item.isMark(index, "-") || item.isMark(index, "–") || item.isMark(index, "—")
  }

  /// Whether a verb before `start` moves something from one day to another ("move the
  /// standup from Tuesday to Thursday"): no span.
  private static func isMove(_ item: Item, before start: Int) -> Bool {
    (0..<start).contains { item.isWord($0, in: moveVerbs) }
  }

  /// Whether a candidate is a day without a time, as the ends of a span are.
  private func isDay(_ candidate: Candidate) -> Bool {
    guard let temporal = candidate.temporal else { return false }
    return temporal.date != nil && temporal.time == nil && !temporal.isPast
  }

  /// A day of the month (1 to 31) that ends just before `index`, after "the" if it is
  /// written, and where it starts: "from 8 to …", "between the 8th and …".
  private func dayNumber(_ item: Item, before index: Int) -> (Int, Int)? {
    for at in [index - 1, index - 2] where at >= 0 {
      guard let (day, _, end) = DayOfMonthGrammar.read(item, at: at), end == index else {
        continue
      }
      return (day, item.isWord(at - 1, "the") ? at - 1 : at)
    }
    return nil
  }
}
