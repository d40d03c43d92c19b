import IntakeParsing

/// A Markdown table row as written: its cells, and whether it is the separator under a header.
enum TableRow {
  /// The cells of a row as written, trimmed; `\|` stays inside a cell.
  static func cells(_ bytes: [UInt8], _ range: Range<Int>) -> [String] {
    var cells: [String] = []
    var start = range.lowerBound
    if start < range.upperBound, bytes[start] == 124 { start += 1 }
    var index = start
    while index < range.upperBound {
      if bytes[index] == 92, index + 1 < range.upperBound {
        index += 2
        continue
      }
      if bytes[index] == 124 {
        cells.append(ByteText.string(bytes[ByteText.trimmed(bytes, start..<index)]))
        start = index + 1
      }
      index += 1
    }
    let rest = ByteText.trimmed(bytes, start..<range.upperBound)
    if !rest.isEmpty { cells.append(ByteText.string(bytes[rest])) }
    return cells
  }

  /// Whether the cells of a line without outer pipes name a table's columns: short cells,
  /// one of them a column of an actions table ("Action", "Owner", "Due", "Status").
  static func isPipelessHeader(_ cells: [String]) -> Bool {
    cells.allSatisfy { $0.utf8.count <= 24 }
      && cells.contains { headerWords.contains($0.lowercased()) }
  }

  private static let headerWords: Set<String> = [
    "action", "actions", "action item", "task", "item", "owner", "owners", "assignee", "who",
    "due", "due date", "deadline", "when", "status", "responsible",
  ]

  /// Whether a row is the `|---|:--:|` line under a header.
  static func isSeparator(_ cells: [String]) -> Bool {
    !cells.isEmpty
      && cells.allSatisfy { cell in
        cell.contains(ascii: "-") && cell.allSatisfy { $0 == "-" || $0 == ":" || $0 == " " }
      }
  }
}
