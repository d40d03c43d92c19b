import IntakeCore

/// A rule family that finds one kind of field in an item.
///
/// Extractors never see each other's candidates: anything that spans fields is a refiner.
protocol Extractor: Sendable {
  /// Appends what the rule family finds in `item` to `candidates`.
  func extract(from item: Item, context: ParsingContext, into candidates: inout [Candidate])
}

extension Extractor {
  /// Tries `match` at each token from the start; after a match, goes on after its words.
  ///
  /// The loop every extractor shares: candidates of one extractor never overlap each other.
  /// With `onlyRuleStarts`, words that no date, time, recurrence or priority rule names are
  /// skipped without trying `match` (`Item.isRuleStart`).
  func scan(
    _ item: Item, onlyRuleStarts: Bool = false, into candidates: inout [Candidate],
    _ match: (Int) -> Candidate?
  ) {
    var index = 0
    while index < item.count {
      if onlyRuleStarts && !item.isRuleStart(index) {
        index += 1
      } else if let found = match(index) {
        candidates.append(found)
        index = max(found.range.upperBound, index + 1)
      } else {
        index += 1
      }
    }
  }
}

/// A step that merges, drops or resolves candidates after extraction.
protocol Refiner: Sendable {
  /// Returns the candidates after this step; may record why in `trace`.
  func refine(
    _ candidates: [Candidate], item: Item, context: ParsingContext, trace: inout Trace
  ) -> [Candidate]
}

/// What the pipeline did, step by step; printed by `--explain` and by failing tests.
public struct Trace: Sendable {
  /// Whether steps are recorded (off on the hot path).
  public let isEnabled: Bool
  public private(set) var lines: [String] = []

  public init(isEnabled: Bool) { self.isEnabled = isEnabled }

  /// Records a step; the message is only built when tracing is on.
  mutating func note(_ message: @autoclosure () -> String) {
    if isEnabled { lines.append(message()) }
  }
}
