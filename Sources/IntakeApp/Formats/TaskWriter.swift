import Foundation
import IntakeCore
import IntakeStore

/// A file format tasks are written in, one task at a time, so that a long export is never
/// held whole.
///
/// A writer appends bytes to the buffer it is handed; `TaskOutput` owns the buffer and hands
/// it on in chunks.
public protocol TaskWriter {
  /// Appends what comes before the first task (a header, an opening bracket).
  mutating func begin(_ output: inout [UInt8])
  /// Appends one task.
  mutating func write(_ task: StoredTask, to output: inout [UInt8])
  /// Appends the task of one stored row, as `write(_:to:)` writes `row.task()`.
  /// - Throws: The store's error for a row that cannot be read.
  mutating func write(_ row: TaskRow, to output: inout [UInt8]) throws(StoreError)
  /// Appends what comes after the last task.
  mutating func end(_ output: inout [UInt8])
}

extension TaskWriter {
  public mutating func begin(_ output: inout [UInt8]) {}
  public mutating func end(_ output: inout [UInt8]) {}

  public mutating func write(_ row: TaskRow, to output: inout [UInt8]) throws(StoreError) {
    write(try row.task(), to: &output)
  }
}

/// Tasks written by a `TaskWriter` and handed to `flush` in chunks of about 64 KiB.
public struct TaskOutput<Writer: TaskWriter> {
  private var writer: Writer
  private var buffer: [UInt8] = []
  private var hasBegun = false
  private let flush: ([UInt8]) throws -> Void

  public init(_ writer: Writer, flush: @escaping ([UInt8]) throws -> Void) {
    self.writer = writer
    self.flush = flush
    buffer.reserveCapacity(1 << 16)
  }

  /// Writes one task, handing the buffer on when it is full.
  public mutating func append(_ task: StoredTask) throws {
    if !hasBegun { start() }
    writer.write(task, to: &buffer)
    try flushIfFull()
  }

  /// Writes the task of one stored row, handing the buffer on when it is full.
  /// - Throws: The store's error for a row that cannot be read, and what `flush` throws.
  public mutating func append(_ row: TaskRow) throws {
    if !hasBegun { start() }
    try writer.write(row, to: &buffer)
    try flushIfFull()
  }

  /// Ends the file (an empty one has its header and ending) and hands on what is left.
  public mutating func finish() throws {
    if !hasBegun { start() }
    writer.end(&buffer)
    try flush(buffer)
    buffer.removeAll()
  }

  private mutating func flushIfFull() throws {
    guard buffer.count >= 1 << 16 else { return }
    try flush(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  private mutating func start() {
    hasBegun = true
    writer.begin(&buffer)
  }
}

extension TaskOutput {
  /// An output to stdout; a failed write (a full disk) is an error, not a crash.
  public static func standardOutput(_ writer: Writer) -> TaskOutput {
    // Written from the buffer as it is: making a `Data` of each chunk first copied every byte.
    TaskOutput(writer) { bytes in try FileHandle.standardOutput.write(contentsOf: bytes) }
  }

  /// The whole file for `tasks`.
  public static func bytes(_ tasks: [StoredTask], _ writer: Writer) -> [UInt8] {
    var bytes: [UInt8] = []
    var output = TaskOutput(writer) { bytes += $0 }
    // The flush above cannot throw.
    for task in tasks { try? output.append(task) }
    try? output.finish()
    return bytes
  }
}
