import Foundation
import Synchronization
import Testing

@testable import IntakeApp

@Suite("Handoff between two threads")
struct HandoffTests {
  struct Broken: Error, Equatable {}

  @Test("hands every element on, in order, through a queue smaller than the run")
  func everyElementInOrder() throws {
    let handoff = Handoff<Int>(capacity: 2)
    handoff.start { handoff in
      for number in 0..<10_000 { _ = handoff.put(number) }
    }
    var taken: [Int] = []
    while let number = try handoff.take() { taken.append(number) }
    #expect(taken == Array(0..<10_000))
  }

  @Test("the producer's error comes after the elements it put before it")
  func errorAfterElements() throws {
    let handoff = Handoff<String>(capacity: 4)
    handoff.start { handoff in
      _ = handoff.put("a")
      _ = handoff.put("b")
      throw Broken()
    }
    #expect(try handoff.take() == "a")
    #expect(try handoff.take() == "b")
    #expect(throws: Broken()) { try handoff.take() }
  }

  @Test("after cancel, a producer waiting on a full queue is told to stop")
  func cancelStopsTheProducer() throws {
    let handoff = Handoff<Int>(capacity: 1)
    let refused = Mutex<Int?>(nil)
    let stopped = DispatchSemaphore(value: 0)
    handoff.start { handoff in
      var number = 0
      while handoff.put(number) { number += 1 }
      refused.withLock { $0 = number }
      stopped.signal()
    }
    #expect(try handoff.take() == 0)
    handoff.cancel()
    #expect(stopped.wait(timeout: .now() + 10) == .success)
    // It put 0 (taken) and 1 (dropped by cancel) at most, then was refused.
    let last = refused.withLock { $0 }
    #expect(last != nil && last! <= 2)
  }
}
