extension StringProtocol {
  /// The text without white space or line breaks at either end.
  ///
  /// The Swift-native counterpart of Foundation's `trimmingCharacters(in:
  /// .whitespacesAndNewlines)`, which goes through `NSString` and costs a few microseconds even
  /// on a short line: on a stream of one-line items that was a sixth of the time.
  public func trimmingWhitespace() -> String {
    // Foundation's set also holds the zero-width space, which pasted text often carries.
    func isKept(_ scalar: Unicode.Scalar) -> Bool {
      !scalar.properties.isWhitespace && scalar.value != 0x200B
    }
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: isKept), let last = scalars.lastIndex(where: isKept)
    else { return "" }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }
}
