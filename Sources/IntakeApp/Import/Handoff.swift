import Foundation

/// A bounded queue from one producing thread to one consuming thread: the producer waits while
/// `capacity` elements are waiting, the consumer while none is.
///
/// The producer ends it with `close(throwing:)`, and its error reaches the consumer after the
/// elements put before it. The consumer stops it early with `cancel()`: `put` then returns
/// false at once, so a producer never waits for a consumer that has gone.
final class Handoff<Element: Sendable>: @unchecked Sendable {
  // Every stored property is read and written with `condition` locked.
  private let condition = NSCondition()
  private let capacity: Int
  /// At most `capacity` elements, so taking the first one moves few.
  private var waiting: [Element] = []
  private var isClosed = false
  private var isCancelled = false
  private var error: (any Error)?

  init(capacity: Int) {
    precondition(capacity > 0)
    self.capacity = capacity
  }

  /// Hands `element` on, waiting while the queue is full.
  ///
  /// - Returns: false when the consumer has cancelled: the producer should stop.
  func put(_ element: Element) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    while waiting.count >= capacity, !isCancelled { condition.wait() }
    guard !isCancelled else { return false }
    waiting.append(element)
    condition.broadcast()
    return true
  }

  /// Ends the queue: nothing more will be put; `error`, when given, is what the consumer gets
  /// after the elements already waiting.
  func close(throwing error: (any Error)? = nil) {
    condition.lock()
    defer { condition.unlock() }
    isClosed = true
    self.error = error
    condition.broadcast()
  }

  /// The next element, waiting for one; nil once the producer has closed the queue and every
  /// element has been taken.
  ///
  /// - Throws: The error the producer closed the queue with.
  func take() throws -> Element? {
    condition.lock()
    defer { condition.unlock() }
    while waiting.isEmpty, !isClosed { condition.wait() }
    if !waiting.isEmpty {
      condition.broadcast()
      return waiting.removeFirst()
    }
    if let error { throw error }
    return nil
  }

  /// Stops the producer (its next `put` returns false) and drops what is waiting.
  func cancel() {
    condition.lock()
    defer { condition.unlock() }
    isCancelled = true
    waiting.removeAll()
    condition.broadcast()
  }

  /// Runs `produce` on a thread of its own, closing the queue when it returns or throws.
  ///
  /// The thread is not waited for: after `cancel()` it ends at its next `put`, which may be
  /// after a read from a pipe that has not closed yet, and it holds what it uses.
  func start(_ produce: @escaping @Sendable (Handoff) throws -> Void) {
    let thread = Thread { [self] in
      do {
        try produce(self)
        close()
      } catch {
        close(throwing: error)
      }
    }
    // The readers recurse little, but a secondary thread's default stack is small.
    thread.stackSize = 8 << 20
    thread.start()
  }
}
