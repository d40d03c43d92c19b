import ArgumentParser

/// `--min-confidence`: a number from 0 to 1.
enum ConfidenceOption {
  /// - Throws: `ValidationError` naming the value and the range when it is outside 0…1.
  static func check(_ value: Double) throws {
    guard value.isFinite, (0...1).contains(value) else {
      throw ValidationError("--min-confidence \(value) is outside 0-1; give a number like 0.5")
    }
  }
}
