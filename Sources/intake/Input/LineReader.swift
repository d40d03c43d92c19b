import Foundation
import IntakeApp

/// Reads a file or stdin a chunk at a time and hands out its lines, so memory stays flat
/// however large the input is.
///
/// Lines must be UTF-8: a line that is not is reported with its number (intake rejects it
/// rather than guess with replacement characters, so no title is silently garbled), and a NUL
/// byte in the first chunk marks the input as binary. A UTF-8 byte-order mark is dropped;
/// UTF-16 is refused, told by its byte-order mark or by NULs in every other byte. Input over
/// `sizeLimit` bytes, or a line over `maxLineBytes`, is refused as soon as it is read, so
/// neither is ever held in memory whole.
struct LineReader: LineSource {
  /// The longest line accepted, in bytes: no note or transcript line comes near 64 KiB, and a
  /// longer one is almost always a data file or a minified page read by mistake.
  static let maxLineBytes = 1 << 16

  private let handle: FileHandle
  private let name: String
  private let sizeLimit: Int
  private var buffer: [UInt8] = []
  private var start = 0
  private var isAtEnd = false
  private var isFirstChunk = true
  /// Lines handed out so far.
  private(set) var lineNumber = 0
  /// Bytes read so far, for progress.
  private(set) var bytesRead = 0
  /// Called before each read that may wait for input: a stream writer flushes its answers
  /// there, so a program that feeds one line and waits for its answer is not left waiting.
  var willRead: (() -> Void)?
  private var chunk = [UInt8](repeating: 0, count: chunkSize)

  private static let chunkSize = 1 << 16

  /// - Parameters:
  ///   - handle: An open file or stdin.
  ///   - name: How errors name the input ("notes.md", "stdin").
  ///   - sizeLimit: The most bytes the input may hold (`--max-size`).
  init(handle: FileHandle, name: String, sizeLimit: Int = InputOptions.defaultMaxSize) {
    self.handle = handle
    self.name = name
    self.sizeLimit = sizeLimit
  }

  /// The next line without its line break, or nil at the end.
  /// - Throws: `InputError` for binary input, a line that is not UTF-8 or is too long, and
  ///   input over the size limit.
  mutating func next() throws(InputError) -> Substring? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 10) {
        let line = try decode(start..<newline)
        start = newline + 1
        return line
      }
      if buffer.count - start > Self.maxLineBytes {
        throw .lineTooLong(name: name, line: lineNumber + 1, limit: Self.maxLineBytes)
      }
      if isAtEnd {
        guard start < buffer.count else { return nil }
        let line = try decode(start..<buffer.count)
        start = buffer.count
        return line
      }
      try fill()
    }
  }

  private mutating func fill() throws(InputError) {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    willRead?()
    // read(2) rather than FileHandle: it returns what a pipe holds instead of waiting for a
    // whole chunk, so lines are answered as they arrive.
    let descriptor = handle.fileDescriptor
    var count: Int
    repeat {
      count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    } while count < 0 && errno == EINTR
    guard count >= 0 else {
      throw .unreadable(name: name, reason: String(cString: strerror(errno)))
    }
    let data = chunk[..<count]
    if data.isEmpty {
      isAtEnd = true
      return
    }
    bytesRead += data.count
    if bytesRead > sizeLimit { throw .tooLarge(name: name, size: nil, limit: sizeLimit) }
    if isFirstChunk {
      isFirstChunk = false
      if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
        throw .utf16(name: name)
      }
      if data.prefix(8192).contains(0) {
        throw Self.looksLikeUTF16(data) ? .utf16(name: name) : .binary(name: name)
      }
      buffer.append(contentsOf: data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data)
      return
    }
    buffer.append(contentsOf: data)
  }

  /// Whether NUL bytes fill every other position, as in UTF-16 text saved without a
  /// byte-order mark (mostly Latin letters, so one byte of each pair is zero).
  private static func looksLikeUTF16(_ data: ArraySlice<UInt8>) -> Bool {
    let sample = Array(data.prefix(512))
    guard sample.count >= 8 else { return false }
    var zeros = [0, 0]
    for (index, byte) in sample.enumerated() where byte == 0 { zeros[index % 2] += 1 }
    let pairs = sample.count / 2
    return max(zeros[0], zeros[1]) * 10 >= pairs * 9 && min(zeros[0], zeros[1]) * 10 <= pairs
  }

  private mutating func decode(_ range: Range<Int>) throws(InputError) -> Substring {
    lineNumber += 1
    if range.count > Self.maxLineBytes {
      throw .lineTooLong(name: name, line: lineNumber, limit: Self.maxLineBytes)
    }
    var end = range.upperBound
    if end > range.lowerBound, buffer[end - 1] == 13 { end -= 1 }  // CRLF
    guard let text = String(validating: buffer[range.lowerBound..<end], as: UTF8.self) else {
      throw .notUTF8(name: name, line: lineNumber)
    }
    return Substring(text)
  }
}

/// Input that cannot be read as text.
enum InputError: Error, CustomStringConvertible {
  case missing(path: String)
  case unreadable(name: String, reason: String)
  case binary(name: String)
  case utf16(name: String)
  case notUTF8(name: String, line: Int)
  case empty(name: String)
  case noNotes(folder: String)
  /// Over `--max-size`; `size` when known before reading (a file, not stdin).
  case tooLarge(name: String, size: Int?, limit: Int)
  case lineTooLong(name: String, line: Int, limit: Int)

  var description: String {
    switch self {
    case .missing(let path):
      return "\(path): no such file or folder; check the path"
    case .unreadable(let name, let reason):
      return "\(name): cannot be read (\(reason)); check its permissions"
    case .binary(let name):
      return "\(name): looks like a binary file, not text; import notes or transcripts"
    case .utf16(let name):
      return "\(name): is UTF-16; save it as UTF-8 and import it again"
    case .notUTF8(let name, let line):
      return "\(name):\(line): is not UTF-8 text; save the file as UTF-8 and import it again"
    case .empty(let name):
      return "\(name): is empty; nothing to import"
    case .noNotes(let folder):
      return
        "\(folder): holds no notes (.md, .txt, .vtt, .srt, .sbv, .log); check the folder or --include"
    case .tooLarge(let name, let size, let limit):
      let limitText = InputOptions.format(limit)
      guard let size else {
        return "\(name): is over the \(limitText) size limit; nothing was imported; "
          + "pass a larger --max-size (or set INTAKE_MAX_SIZE) to read it"
      }
      let needed = InputOptions.flag(admitting: size)
      return "\(name): is \(InputOptions.format(size)), over the \(limitText) size limit; "
        + "nothing was imported; pass --max-size \(needed) (or set INTAKE_MAX_SIZE) to read it"
    case .lineTooLong(let name, let line, let limit):
      return "\(name):\(line): the line is longer than \(InputOptions.format(limit)); "
        + "break it into shorter lines (is this a data file?)"
    }
  }
}
