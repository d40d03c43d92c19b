import Foundation

extension UUID {
  /// Parses `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in either case; nil for anything else.
  ///
  /// `UUID(uuidString:)` goes through `sscanf` on Linux, a good part of reading 100 000 tasks.
  public static func parse(_ text: String) -> UUID? {
    var bytes = [UInt8](repeating: 0, count: 16)
    var count = 0
    var high: UInt8?
    var position = 0
    for character in text.utf8 {
      defer { position += 1 }
      if position == 8 || position == 13 || position == 18 || position == 23 {
        guard character == UInt8(ascii: "-") else { return nil }
        continue
      }
      guard let nibble = hexValue(character), count < 16 else { return nil }
      if let first = high {
        bytes[count] = first << 4 | nibble
        count += 1
        high = nil
      } else {
        high = nibble
      }
    }
    guard position == 36, count == 16 else { return nil }
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }

  /// The id in lower case with hyphens, as tasks are stored and printed.
  public var lowercaseText: String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(36)
    withUnsafeBytes(of: uuid) { raw in
      for (index, byte) in raw.enumerated() {
        if index == 4 || index == 6 || index == 8 || index == 10 { text.append(UInt8(ascii: "-")) }
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 0x0F)])
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
