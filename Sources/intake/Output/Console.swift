import Foundation
import IntakeCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing to the terminal: results on stdout, warnings and errors on stderr.
enum Console {
  /// The width tables may use: `COLUMNS` when set, else the terminal's; nil when stdout is not
  /// a terminal (a script reading the output gets whole lines).
  static var width: Int? {
    if let text = Environment.variables["COLUMNS"], let columns = Int(text),
      columns > 0
    {
      return columns
    }
    guard isatty(STDOUT_FILENO) != 0 else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// Whether lines may carry colour: standard output is a terminal and `NO_COLOR` is unset
  /// (https://no-color.org), and `TERM` is not "dumb".
  static var usesColour: Bool {
    let variables = Environment.variables
    return isatty(STDOUT_FILENO) != 0 && (variables["NO_COLOR"] ?? "").isEmpty
      && variables["TERM"] != "dumb"
  }

  /// Writes a line to stderr.
  static func error(_ line: String) {
    FileHandle.standardError.write(Data((visible(line) + "\n").utf8))
  }

  /// Writes every diagnostic as a `warning:` line on stderr, after `place` when given
  /// (`notes.md:14`).
  static func warn(_ diagnostics: [Diagnostic], at place: String? = nil) {
    let prefix = place.map { "warning: \($0): " } ?? "warning: "
    for diagnostic in diagnostics { error(prefix + diagnostic.message) }
  }

  /// Text as it may go to a terminal: control characters other than line breaks and tabs
  /// (an ESC or a C1 CSI from pasted notes or an AI answer would drive the terminal) are shown
  /// as U+FFFD.
  static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isHidden) else { return text }
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      shown.append(isHidden(scalar) ? "\u{FFFD}" : scalar)
    }
    return String(shown)
  }

  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
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
