import Foundation

/// JSON values appended to a byte buffer as `JSONEncoder` writes them (`.withoutEscapingSlashes`),
/// for the writers that stream tasks and drafts without building an encoder's tree.
extension [UInt8] {
  /// Appends the UTF-8 of `text` as it is.
  public mutating func appendText(_ text: String) {
    var text = text
    text.withUTF8 { append(contentsOf: $0) }
  }

  /// Appends an integer, or null.
  public mutating func appendJSON(_ value: Int?) {
    guard let value else { return appendText("null") }
    appendText(String(value))
  }

  /// Appends a double as `JSONEncoder` writes it: whole numbers without a fraction.
  public mutating func appendJSON(_ value: Double) {
    if value.rounded() == value, abs(value) < 1e15 {
      appendText(String(Int(value)))
    } else {
      appendText(String(value))
    }
  }

  /// Appends a JSON string with `JSONEncoder`'s escapes, or null.
  public mutating func appendJSON(_ text: String?) {
    guard var value = text else { return appendText("null") }
    value.withUTF8 { appendJSONString($0) }
  }

  /// Appends the UTF-8 `utf8` as a JSON string with `JSONEncoder`'s escapes.
  ///
  /// - Returns: Whether every byte was ASCII (when not, the caller that took the bytes from
  ///   outside a `String` has to make sure they are valid UTF-8).
  @discardableResult
  public mutating func appendJSONString(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    append(UInt8(ascii: "\""))
    // Runs of bytes that need no escape are copied whole.
    var runStart = 0
    var highBits: UInt8 = 0
    for index in 0..<utf8.count {
      let byte = utf8[index]
      highBits |= byte
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
        continue
      }
      append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
      appendEscape(byte)
      runStart = index + 1
    }
    append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    append(UInt8(ascii: "\""))
    return highBits < 0x80
  }

  private mutating func appendEscape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): appendText("\\\"")
    case UInt8(ascii: "\\"): appendText("\\\\")
    case 0x0A: appendText("\\n")
    case 0x0D: appendText("\\r")
    case 0x09: appendText("\\t")
    case 0x08: appendText("\\b")
    case 0x0C: appendText("\\f")
    default:
      let hex = Array("0123456789abcdef".utf8)
      appendText("\\u00")
      append(hex[Int(byte >> 4)])
      append(hex[Int(byte & 0x0F)])
    }
  }
}
