/// Drops candidates whose words another, longer candidate already claims: "next friday" wins
/// over "friday", "every monday" over "monday", "end of q1" over "q1".
///
/// Ties go to the higher confidence, then to the earlier candidate.
struct OverlapFilter: Refiner {
  func refine(
    _ candidates: [Candidate], item: Item, context: ParsingContext, trace: inout Trace
  ) -> [Candidate] {
    guard candidates.count > 1 else { return candidates }
    let ranked = candidates.indices.sorted { left, right in
      let a = candidates[left]
      let b = candidates[right]
      if a.range.count != b.range.count { return a.range.count > b.range.count }
      if a.confidence != b.confidence { return a.confidence > b.confidence }
      return a.range.lowerBound < b.range.lowerBound
    }
    var claimed = [Bool](repeating: false, count: item.count)
    var kept: [Int] = []
    for index in ranked {
      let range = candidates[index].range
      if range.contains(where: { claimed[$0] }) {
        trace.note("dropped \(candidates[index].rule) \"\(item.text(of: range))\": overlapped")
        continue
      }
      for token in range { claimed[token] = true }
      kept.append(index)
    }
    return kept.sorted().map { candidates[$0] }
  }
}
