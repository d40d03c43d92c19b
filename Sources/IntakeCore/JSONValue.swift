import Foundation

/// A JSON document read without assuming its shape, so each wrong type can be named.
///
/// Read by the project's own parser (RFC 8259, strict: no comments, no trailing commas, no
/// leading zeros, no lone surrogates) straight from UTF-8 bytes. Corpus files and `parse
/// --input jsonl` read one small object per line, tens of thousands of times: through
/// `JSONSerialization` and its Foundation objects that cost about 10 µs a line, more than the
/// parse it feeds; this costs about 1 µs.
public enum JSONValue: Equatable, Sendable, Codable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses a whole JSON document; nil when it is not JSON.
  public init?(data: Data) {
    guard let value = try? JSONValue(parsing: data) else { return nil }
    self = value
  }

  /// Parses a whole JSON document (whitespace around it allowed).
  /// - Throws: `JSONSyntaxError` with the byte offset of the first thing that is not JSON.
  public init(parsing bytes: some Collection<UInt8>) throws(JSONSyntaxError) {
    let result =
      bytes.withContiguousStorageIfAvailable { Self.parse($0) }
      ?? Array(bytes).withUnsafeBufferPointer { Self.parse($0) }
    self = try result.get()
  }

  /// Parses a whole JSON document held in a string.
  /// - Throws: `JSONSyntaxError` as `init(parsing:)` does.
  public init(parsing text: String) throws(JSONSyntaxError) {
    var text = text
    self = try text.withUTF8 { Self.parse($0) }.get()
  }

  private static func parse(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<
    JSONValue, JSONSyntaxError
  > {
    var parser = JSONParser(bytes: buffer)
    do throws(JSONSyntaxError) {
      parser.skipSpace()
      let value = try parser.value(depth: 0)
      parser.skipSpace()
      guard parser.position == buffer.count else {
        throw JSONSyntaxError(offset: parser.position, reason: "text after the JSON value")
      }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }

  public subscript(key: String) -> JSONValue? {
    if case .object(let object) = self { return object[key] }
    return nil
  }

  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  public var array: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  public var object: [String: JSONValue]? {
    if case .object(let value) = self { return value }
    return nil
  }

  public var isObject: Bool { object != nil }

  /// The JSON type's name, for messages.
  public var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}

/// Where a text stops being JSON, and why.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The offset of the byte where reading stopped, from 0.
  public var offset: Int
  public var reason: String

  public var description: String { "\(reason) at byte \(offset + 1)" }
}

/// The recursive-descent reader behind `JSONValue(parsing:)`.
private struct JSONParser {
  /// Deeper nesting is refused rather than risk the stack on hostile input.
  static let maxDepth = 512

  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func skipSpace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  func fail(_ reason: String) -> JSONSyntaxError {
    JSONSyntaxError(offset: position, reason: reason)
  }

  mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard position < bytes.count else { throw fail("the JSON ends early") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return .object(try object(depth: depth + 1))
    case UInt8(ascii: "["): return .array(try array(depth: depth + 1))
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try number())
    default:
      throw fail("unexpected character")
    }
  }

  private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
    let count = word.utf8CodeUnitCount
    guard bytes.count - position >= count else { throw fail("unexpected end") }
    for index in 0..<count where bytes[position + index] != word.utf8Start[index] {
      throw fail("unexpected character")
    }
    position += count
  }

  private mutating func object(depth: Int) throws(JSONSyntaxError) -> [String: JSONValue] {
    guard depth <= Self.maxDepth else { throw fail("nested too deeply") }
    position += 1
    var result: [String: JSONValue] = [:]
    skipSpace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return result
    }
    while true {
      skipSpace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw fail("expected a key in quotes")
      }
      let key = try string()
      skipSpace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw fail("expected \":\" after a key")
      }
      position += 1
      skipSpace()
      result[key] = try value(depth: depth)
      skipSpace()
      guard position < bytes.count else { throw fail("the object is not closed") }
      switch bytes[position] {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return result
      default: throw fail("expected \",\" or \"}\"")
      }
    }
  }

  private mutating func array(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
    guard depth <= Self.maxDepth else { throw fail("nested too deeply") }
    position += 1
    var result: [JSONValue] = []
    skipSpace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return result
    }
    while true {
      skipSpace()
      result.append(try value(depth: depth))
      skipSpace()
      guard position < bytes.count else { throw fail("the array is not closed") }
      switch bytes[position] {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        return result
      default: throw fail("expected \",\" or \"]\"")
      }
    }
  }

  /// A string from its opening quote; runs without escapes are copied whole.
  private mutating func string() throws(JSONSyntaxError) -> String {
    position += 1
    let start = position
    // The common case: no escape before the closing quote.
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let text = try decode(start..<position)
        position += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      guard byte >= 0x20 else { throw fail("a control character inside a string") }
      position += 1
    }
    var scalars: [UInt8] = Array(bytes[start..<position])
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        guard let text = String(validating: scalars, as: UTF8.self) else {
          throw fail("a string that is not UTF-8")
        }
        return text
      case UInt8(ascii: "\\"):
        position += 1
        guard position < bytes.count else { throw fail("the string is not closed") }
        let escaped = bytes[position]
        position += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escaped)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "u"):
          let scalar = try unicodeEscape()
          scalars.append(contentsOf: String(Character(scalar)).utf8)
        default:
          position -= 1
          throw fail("an unknown escape")
        }
      default:
        guard byte >= 0x20 else { throw fail("a control character inside a string") }
        scalars.append(byte)
        position += 1
      }
    }
    throw fail("the string is not closed")
  }

  /// The scalar of `\uXXXX` (after the `u`), joining a surrogate pair.
  private mutating func unicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let first = try hex4()
    if (0xD800..<0xDC00).contains(first) {
      guard bytes.count - position >= 6, bytes[position] == UInt8(ascii: "\\"),
        bytes[position + 1] == UInt8(ascii: "u")
      else { throw fail("a lone surrogate in \\u") }
      position += 2
      let second = try hex4()
      guard (0xDC00..<0xE000).contains(second) else { throw fail("a lone surrogate in \\u") }
      let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      guard let scalar = Unicode.Scalar(value) else { throw fail("a bad \\u escape") }
      return scalar
    }
    guard let scalar = Unicode.Scalar(first) else { throw fail("a lone surrogate in \\u") }
    return scalar
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard bytes.count - position >= 4 else { throw fail("a short \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[position]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw fail("a bad \\u escape")
      }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }

  private func decode(_ range: Range<Int>) throws(JSONSyntaxError) -> String {
    guard
      let text = String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    else { throw fail("a string that is not UTF-8") }
    return text
  }

  private mutating func number() throws(JSONSyntaxError) -> Double {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard position < bytes.count else { throw fail("a bad number") }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else {
      guard digits() > 0 else { throw fail("a bad number") }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else { throw fail("a bad number") }
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard digits() > 0 else { throw fail("a bad number") }
    }
    let text = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else { throw fail("a number out of range") }
    return value
  }

  private mutating func digits() -> Int {
    let start = position
    while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
    {
      position += 1
    }
    return position - start
  }
}

/// Helpers for JSON Lines input: one JSON value per line.
public enum JSONLines {
  /// The line without the spaces, tabs and carriage return around it.
  public static func trimmed(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
    var line = line
    while let first = line.first, isSpace(first) { line = line.dropFirst() }
    while let last = line.last, isSpace(last) { line = line.dropLast() }
    return line
  }
}
