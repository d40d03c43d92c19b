/// A small, fast, seeded pseudo-random generator (SplitMix64), so every generated file is the
/// same for the same seed on every machine.
///
/// Swift's `SystemRandomNumberGenerator` cannot be seeded, and the standard library's
/// `Int.random(in:using:)` may change its algorithm between releases; the helpers here only
/// use `next()` and plain arithmetic, so the output depends on the seed alone.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range` (both ends included); the range must not be empty.
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    let width = UInt64(range.upperBound - range.lowerBound) + 1
    return range.lowerBound + Int(next() % width)
  }

  /// True with probability `share` (0…1).
  public mutating func chance(_ share: Double) -> Bool {
    Double(next() >> 11) / Double(UInt64(1) << 53) < share
  }

  /// One element of a non-empty array.
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    precondition(!elements.isEmpty, "pick needs at least one element")
    return elements[Int(next() % UInt64(elements.count))]
  }

  /// `count` different elements of `elements` (all of them when there are fewer), in a random
  /// order.
  public mutating func sample<Element>(_ elements: [Element], count: Int) -> [Element] {
    var pool = elements
    var chosen: [Element] = []
    while chosen.count < count, !pool.isEmpty {
      chosen.append(pool.remove(at: Int(next() % UInt64(pool.count))))
    }
    return chosen
  }
}
