import Foundation

/// Small text helpers shared by the generators.
enum Phrases {
  static func firstName(_ name: String) -> String {
    String(name.split(separator: " ").first ?? Substring(name))
  }

  /// `value` with leading zeros to `width` digits.
  static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}

extension String {
  /// The text without `prefix` when it starts with it.
  func replacingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }

}
