import IntakeCore

/// Counts an offset from the date said after it ("3 days after january 12th", "2 weeks before
/// may 13 1999", "16 days from 01/02/2018", "two months after next friday"), and puts a
/// weekday into the week an offset lands in ("monday two weeks from now", "in 3 days on
/// friday").
///
/// An offset with no date after it is dropped, and its words stay in the title.
/// Cases: quick-add/dates-relative.jsonl.
struct AnchorOffsetRefiner: Refiner {
  func refine(
    _ candidates: [Candidate], item: Item, context: ParsingContext, trace: inout Trace
  ) -> [Candidate] {
    var result: [Candidate] = []
    var index = 0
    let sorted = candidates.sorted { $0.range.lowerBound < $1.range.lowerBound }
    while index < sorted.count {
      let candidate = sorted[index]
      let next = index + 1 < sorted.count ? sorted[index + 1] : nil
      if case .offset(let offset) = candidate.value {
        if let next, next.range.lowerBound == candidate.range.upperBound,
          let anchor = next.temporal, let date = anchor.date
        {
          var merged = next
          var temporal = anchor
          temporal.date = offset.apply(to: date)
          temporal.isPast = offset.sign < 0 && temporal.date.map { $0 < context.today } == true
          merged.value = .temporal(temporal)
          merged.range = candidate.range.lowerBound..<next.range.upperBound
          merged.rule = candidate.rule
          trace.note("counted \"\(item.text(of: merged.range))\" from \(date)")
          result.append(merged)
          index += 2
        } else {
          trace.note("dropped \"\(item.text(of: candidate.range))\": no date to count from")
          index += 1
        }
        continue
      }
      if let next, let weekdayDate = inWeek(candidate, next, item) {
        var merged = candidate
        var temporal = candidate.temporal ?? Temporal()
        temporal.date = weekdayDate
        temporal.impliedWeekday = nil
        merged.value = .temporal(temporal)
        merged.range = candidate.range.lowerBound..<next.range.upperBound
        merged.rule = candidate.rule + " + " + next.rule
        result.append(merged)
        index += 2
        continue
      }
      result.append(candidate)
      index += 1
    }
    return result
  }

  /// A weekday beside a relative offset: the weekday of the week the offset lands in.
  private func inWeek(_ first: Candidate, _ second: Candidate, _ item: Item) -> LocalDate? {
    guard let a = first.temporal, let b = second.temporal else { return nil }
    let gap = first.range.upperBound..<second.range.lowerBound
    guard gap.count <= 1, gap.allSatisfy({ item.isMark($0, ",") || item.isWord($0, "on") })
    else { return nil }
    let isOffset = { (candidate: Candidate) in
      candidate.rule.hasPrefix("in <n>") || candidate.rule.hasPrefix("<n> <unit> from")
    }
    if first.rule == "<weekday>", let weekday = a.impliedWeekday, isOffset(second),
      let date = b.date
    {
      return date.inWeek(weekday)
    }
    if second.rule == "<weekday>", let weekday = b.impliedWeekday, isOffset(first),
      let date = a.date
    {
      return date.inWeek(weekday)
    }
    return nil
  }
}
