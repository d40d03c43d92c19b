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

/// A CSV file read with CSV.swift's reader: its records after the header, and where each
/// column is by its name.
struct CSVTable {
  let reader: CSVReader
  let header: [String]
  /// For each header, folded with `fold`, its index.
  var columns: [String: Int] = [:]

  /// - Throws: `FormatError` naming the file when it is not CSV.
  init(_ data: Data, fileName: String, fold: (String) -> String) throws(FormatError) {
    do {
      reader = try CSVReader(stream: InputStream(data: data), hasHeaderRow: true)
    } catch {
      throw FormatError(place: fileName, reason: "is not CSV: \(error)")
    }
    header = reader.headerRow ?? []
    for (index, name) in header.enumerated() {
      columns[fold(name.trimmingCharacters(in: .whitespaces))] = index
    }
  }

  /// The value of `name`'s column in `row`, trimmed; nil when empty or missing.
  func value(_ name: String, in row: [String]) -> String? {
    guard let index = columns[name], index < row.count else { return nil }
    let text = row[index].trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty ? nil : text
  }
}
