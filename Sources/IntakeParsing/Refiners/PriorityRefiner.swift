import IntakeCore

/// Settles the priority: an explicit one beats every keyword.
///
/// The first explicit one ("!high", "p1", "priority: low") wins; among keywords the highest
/// level wins. Losing candidates keep removing their filler words from the title ("asap !low"
/// → low, and "asap" goes).
struct PriorityRefiner: Refiner {
  func refine(
    _ candidates: [Candidate], item: Item, context: ParsingContext, trace: inout Trace
  ) -> [Candidate] {
    var winner: Int?
    var winnerLevel = Priority.low
    var winnerIsExplicit = false
    for (index, candidate) in candidates.enumerated() {
      guard case .priority(let level, let isExplicit) = candidate.value else { continue }
      if winner == nil || (isExplicit && !winnerIsExplicit)
        || (!isExplicit && !winnerIsExplicit && level > winnerLevel)
      {
        winner = index
        winnerLevel = level
        winnerIsExplicit = isExplicit
      }
    }
    guard let winner else { return candidates }
    var result = candidates
    for index in result.indices where index != winner {
      if case .priority = result[index].value {
        result[index].isValueUsed = false
        trace.note("priority \"\(item.text(of: result[index].range))\" lost to \(winnerLevel)")
      }
    }
    return result
  }
}
