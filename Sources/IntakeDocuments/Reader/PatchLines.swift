import IntakeParsing

/// The lines a patch adds, as the file they add them to holds them: notes sent for review as
/// a unified diff (`git format-patch`, `diff -u`) are read as the notes themselves.
///
/// Outside a diff every line passes as it is. "diff --git", "--- a/…" and "+++ b/…" open a
/// file's header, whose lines are skipped; a hunk ("@@ -0,0 +1,68 @@") then passes its added
/// and context lines without their first column and skips the removed ones, for as many
/// lines as its counts say. The line numbers stay the file's own: a skipped line is not read.
struct PatchLines: Sendable {
  private enum Place: Sendable {
    case outside
    /// Between a file's "diff --git" and its first hunk.
    case header
    /// Inside a hunk, with the lines of the old and the new file still to come.
    case hunk(old: Int, new: Int)
  }

  private var place = Place.outside
  /// Whether a diff has opened: a hunk line outside a header counts only then.
  private var hasDiff = false

  /// The line to read in place of `bytes`, or nil to skip it.
  mutating func read(_ bytes: [UInt8]) -> [UInt8]? {
    switch place {
    case .outside:
      if ByteText.hasPrefix(bytes, "diff --git ", at: 0)
        || ByteText.hasPrefix(bytes, "--- a/", at: 0)
        || ByteText.hasPrefix(bytes, "--- /dev/null", at: 0)
      {
        place = .header
        hasDiff = true
        return nil
      }
      if hasDiff, let counts = Self.hunkCounts(bytes) {
        place = .hunk(old: counts.old, new: counts.new)
        return nil
      }
      return bytes
    case .header:
      if let counts = Self.hunkCounts(bytes) { place = .hunk(old: counts.old, new: counts.new) }
      return nil
    case .hunk(var old, var new):
      let first = bytes.first ?? 32
      var line: [UInt8]? = Array(bytes.dropFirst())
      switch first {
      case 43: new -= 1
      case 45:
        old -= 1
        line = nil
      case 92: line = nil  // "\ No newline at end of file"
      default:
        old -= 1
        new -= 1
      }
      place = old <= 0 && new <= 0 ? .outside : .hunk(old: old, new: new)
      return line
    }
  }

  /// The line counts of a hunk's header, "@@ -12,3 +12,5 @@ …"; a count left out is 1.
  static func hunkCounts(_ bytes: [UInt8]) -> (old: Int, new: Int)? {
    guard ByteText.hasPrefix(bytes, "@@ -", at: 0) else { return nil }
    var counts: [Int] = []
    var index = 4
    for sign: UInt8 in [45, 43] {
      if sign == 43 {
        guard index + 1 < bytes.count, bytes[index] == 32, bytes[index + 1] == 43 else {
          return nil
        }
        index += 2
      }
      var start = 0
      var hasDigits = false
      while index < bytes.count, ByteText.isDigit(bytes[index]) {
        start = start * 10 + Int(bytes[index] - 48)
        hasDigits = true
        index += 1
      }
      guard hasDigits else { return nil }
      var count = 1
      if index < bytes.count, bytes[index] == 44 {
        index += 1
        count = 0
        while index < bytes.count, ByteText.isDigit(bytes[index]) {
          count = count * 10 + Int(bytes[index] - 48)
          index += 1
        }
      }
      counts.append(count)
    }
    return (counts[0], counts[1])
  }
}
