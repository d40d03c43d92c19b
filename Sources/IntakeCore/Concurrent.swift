import Foundation

/// Work cut into runs of consecutive indices, one run per core, whose results come back in
/// order: for long batches of independent items (corpus cases, their lines).
public enum Concurrent {
  /// The results of `body` over `0..<count` cut into runs, in the order of the runs.
  ///
  /// One run on the calling thread when there are fewer than two of `minimum` items per core
  /// to share, or a single core.
  public static func runs<Result: Sendable>(
    of count: Int, minimum: Int, _ body: @Sendable (Range<Int>) -> Result
  ) -> [Result] {
    let parts = min(ProcessInfo.processInfo.activeProcessorCount, count / max(1, minimum), 8)
    guard parts > 1 else { return [body(0..<count)] }
    let size = (count + parts - 1) / parts
    let results = Results<Result>(count: parts)
    DispatchQueue.concurrentPerform(iterations: parts) { part in
      let start = part * size
      results.set(part, body(start..<min(start + size, count)))
    }
    return results.all
  }

  /// Each run's result, written once by its own thread.
  private final class Results<Result: Sendable>: @unchecked Sendable {
    private var results: [Result?]
    private let lock = NSLock()

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result) {
      lock.withLock { results[index] = result }
    }

    var all: [Result] { lock.withLock { results.compactMap { $0 } } }
  }
}
