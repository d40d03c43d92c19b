import ArgumentParser
import Foundation

/// `--max-size`: the most input one file (or stdin) may hold.
///
/// Meeting notes and transcripts are kilobytes; a file of many megabytes is more often a log,
/// a dump or the wrong path, and reading it would take minutes. The limit keeps that mistake
/// cheap, and a real large file is still one flag away: `--max-size 200M`.
struct InputOptions: ParsableArguments {
  /// The limit without `--max-size` or `INTAKE_MAX_SIZE`: 16 MiB.
  static let defaultMaxSize = 16 << 20

  @Option(
    name: .customLong("max-size"),
    help: ArgumentHelp(
      "Largest input per file or stdin (also INTAKE_MAX_SIZE; default 16M).",
      valueName: "bytes|K|M|G"))
  var maxSize: String?

  func validate() throws {
    if let maxSize, Self.bytes(maxSize) == nil {
      throw ValidationError(
        "--max-size \"\(maxSize)\" is not a size; write it like 200M, 1G or 65536")
    }
  }

  /// `--max-size`, else `INTAKE_MAX_SIZE`, else 16 MiB, in bytes.
  /// - Throws: `CLIError` when `INTAKE_MAX_SIZE` is not a size.
  func limit() throws -> Int {
    if let maxSize, let bytes = Self.bytes(maxSize) { return bytes }
    let environment = Environment.variables["INTAKE_MAX_SIZE"] ?? ""
    if environment.isEmpty { return Self.defaultMaxSize }
    guard let bytes = Self.bytes(environment) else {
      throw CLIError(
        "INTAKE_MAX_SIZE \"\(environment)\" is not a size; write it like 200M, 1G or 65536")
    }
    return bytes
  }

  /// Reads `65536`, `512K`, `200M`, `1G` (binary units, case-insensitive, optional `B`/`iB`).
  static func bytes(_ text: String) -> Int? {
    var digits = Substring(text.trimmingCharacters(in: .whitespaces).uppercased())
    for suffix in ["IB", "B"] where digits.hasSuffix(suffix) {
      digits = digits.dropLast(suffix.count)
      break
    }
    var shift = 0
    if let last = digits.last, let power = ["K": 10, "M": 20, "G": 30, "T": 40][String(last)] {
      shift = power
      digits = digits.dropLast()
    }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int(digits), value > 0,
      value <= Int.max >> shift
    else { return nil }
    return value << shift
  }

  /// `16 MB`, `64 KB`, `1.5 GB`, `900 bytes`: a size for messages (binary units).
  static func format(_ bytes: Int) -> String {
    for (unit, shift) in [("GB", 30), ("MB", 20), ("KB", 10)] where bytes >= 1 << shift {
      let value = Double(bytes) / Double(1 << shift)
      let rounded = (value * 10).rounded(.down) / 10
      return rounded == rounded.rounded(.down) ? "\(Int(rounded)) \(unit)" : "\(rounded) \(unit)"
    }
    return "\(bytes) bytes"
  }

  /// The smallest `--max-size` in whole mebibytes that admits `bytes` (`101M`).
  static func flag(admitting bytes: Int) -> String {
    let mebibyte = 1 << 20
    return "\((bytes + mebibyte - 1) / mebibyte)M"
  }
}
