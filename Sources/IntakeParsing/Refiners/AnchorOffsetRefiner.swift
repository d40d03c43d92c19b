import IntakeCore

/// Counts an offset from the date said after it ("5 days after feb 9th", "3 weeks before
/// june 20 2027", "10 days from 03/09/2027", "three weeks after next thursday"), from the date
/// before a signed one ("4pm + 3 days"), and puts a weekday into the week an offset lands in
/// ("tuesday three weeks from now", "in 4 days on thursday").
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
        if offset.countsFromPrevious {
          // "4pm + 3 days", "tomorrow -2h": from the date just before, or from now.
          let before = result.last.flatMap { last in
            last.range.upperBound == candidate.range.lowerBound ? last : nil
          }
          var previous = before?.temporal
          // "tomorrow +2h": tomorrow is now moved a day, so the hours count from now's time.
          if before?.kind == .relativeDay, previous?.time == nil, offset.hasTimeOfDay {
            previous?.time = context.timeOfDay
          }
          var merged = candidate
          var temporal = previous ?? Temporal()
          let (date, time) =
            previous == nil
            ? (context.today, offset.hasTimeOfDay ? context.timeOfDay : nil)
            : anchored(previous, context)
          let moved = offset.apply(to: date, at: time, isTimeStated: previous != nil)
          temporal.date = moved.date
          temporal.time = moved.time
          temporal.isPast = moved.date < context.today
          merged.value = .temporal(temporal)
          if previous != nil, let last = result.popLast() {
            merged.range = last.range.lowerBound..<candidate.range.upperBound
            merged.rule = last.rule + " " + candidate.rule
          }
          trace.note("counted \"\(item.text(of: merged.range))\" from \(date)")
          result.append(merged)
          index += 1
          continue
        }
        if let next, next.range.lowerBound == candidate.range.upperBound,
          let anchor = next.temporal, anchor.date != nil || anchor.time != nil
        {
          var merged = next
          var temporal = anchor
          let (date, time) = anchored(anchor, context)
          let moved = offset.apply(to: date, at: time, isTimeStated: true)
          temporal.date = moved.date
          temporal.time = moved.time
          temporal.isPast = offset.sign < 0 && moved.date < context.today
          merged.value = .temporal(temporal)
          merged.range = candidate.range.lowerBound..<next.range.upperBound
          merged.rule = candidate.rule
          merged.kind = candidate.kind
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
        merged.kind = candidate.kind
        result.append(merged)
        index += 2
        continue
      }
      result.append(candidate)
      index += 1
    }
    return result
  }

  /// The day and time an offset counts from: the anchor's, with a time alone on the day it
  /// next comes ("5 hours after noon").
  private func anchored(_ anchor: Temporal?, _ context: ParsingContext) -> (
    LocalDate, LocalTime?
  ) {
    guard let anchor else { return (context.today, nil) }
    if let date = anchor.date { return (date, anchor.time) }
    guard let time = anchor.time else { return (context.today, nil) }
    return (time > context.timeOfDay ? context.today : context.today.adding(days: 1), time)
  }

  /// A weekday beside a relative offset: the weekday of the week the offset lands in.
  private func inWeek(_ first: Candidate, _ second: Candidate, _ item: Item) -> LocalDate? {
    guard let a = first.temporal, let b = second.temporal else { return nil }
    let gap = first.range.upperBound..<second.range.lowerBound
    guard gap.count <= 1, gap.allSatisfy({ item.isMark($0, ",") || item.isWord($0, "on") })
    else { return nil }
    if first.kind == .weekday, let weekday = a.impliedWeekday, second.kind.isCountedFromNow,
      let date = b.date
    {
      return date.inWeek(weekday)
    }
    if second.kind == .weekday, let weekday = b.impliedWeekday, first.kind.isCountedFromNow,
      let date = a.date
    {
      return date.inWeek(weekday)
    }
    return nil
  }
}
