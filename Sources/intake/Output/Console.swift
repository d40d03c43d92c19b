import Foundation
import IntakeCore

/// Writing to the terminal: results on stdout, warnings and errors on stderr.
enum Console {
  /// Writes a line to stderr.
  static func error(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// Writes every diagnostic as a `warning:` line on stderr, after `place` when given
  /// (`notes.md:14`).
  static func warn(_ diagnostics: [Diagnostic], at place: String? = nil) {
    let prefix = place.map { "warning: \($0): " } ?? "warning: "
    for diagnostic in diagnostics { error(prefix + diagnostic.message) }
  }

  /// Pretty, stable JSON (sorted keys) for scripts.
  static func json<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(Timestamp.text(date))
    }
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
