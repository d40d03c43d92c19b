import CSV
import Foundation

/// Rows written with CSV.swift's writer (RFC 4180: a field with a comma, a quote or a line
/// break is quoted, quotes doubled; CRLF between records) into the byte buffer a `TaskWriter`
/// is handed.
struct CSVRows {
  private let stream = ByteStream()
  private let writer: CSVWriter?

  init() {
    writer = try? CSVWriter(stream: stream, newline: .crlf)
  }

  /// Appends one record; the writer puts the line break before every record but the first.
  func append(_ fields: [String], to output: inout [UInt8]) {
    writer?.beginNewRow()
    for field in fields { try? writer?.write(field: field) }
    output.append(contentsOf: stream.bytes)
    stream.bytes.removeAll(keepingCapacity: true)
  }

  /// Ends the last record with its line break.
  func end(_ output: inout [UInt8]) {
    output.append(contentsOf: [0x0D, 0x0A])
  }
}

/// An output stream into a byte array, which the owner empties as it goes.
private final class ByteStream: OutputStream {
  var bytes: [UInt8] = []
  private var status = Stream.Status.notOpen

  init() { super.init(toMemory: ()) }

  required init(toMemory: ()) { super.init(toMemory: ()) }

  override func open() { status = .open }
  override func close() { status = .closed }
  override var streamStatus: Stream.Status { status }
  override var hasSpaceAvailable: Bool { true }

  override func write(_ buffer: UnsafePointer<UInt8>, maxLength length: Int) -> Int {
    bytes.append(contentsOf: UnsafeBufferPointer(start: buffer, count: length))
    return length
  }
}
