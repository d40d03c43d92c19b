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
        cells.append(Self.withoutTextileHeader(bytes[ByteText.trimmed(bytes, start..<index)]))
        start = index + 1
      }
      index += 1
    }
    let rest = ByteText.trimmed(bytes, start..<range.upperBound)
    if !rest.isEmpty { cells.append(Self.withoutTextileHeader(bytes[rest])) }
    return cells
  }

  /// A cell's words without the underscore and dot by which Textile marks a header cell.
  private static func withoutTextileHeader(_ cell: ArraySlice<UInt8>) -> String {
    guard cell.starts(with: [95, 46, 32]) else { return ByteText.string(cell) }
    return ByteText.string(cell.dropFirst(3))
  }

  /// Whether the cells of a line without outer pipes name a table's columns: short cells,
  /// one of them a column of an actions table ("Action", "Owner", "Due", "Status").
  static func isPipelessHeader(_ cells: [String]) -> Bool {
    cells.allSatisfy { $0.utf8.count <= 24 }
      && cells.contains { headerWords.contains(SectionKind.words($0).joined(separator: " ")) }
  }

  private static let headerWords: Set<String> = [
    "action", "actions", "action item", "task", "item", "owner", "owners", "assignee", "who",
    "due", "due date", "deadline", "when", "status", "responsible", "corrective action",
    "corrective actions", "improvement action", "recommended action", "target date",
    "responsible org", "responsible organisation", "responsible organization",
    "responsible party", "responsible agency",
  ]

  /// The cells of a line whose words are parted by runs of two or more spaces, and where
  /// each starts (in scalars): "Action      Responsible      Due Date" is three cells.
  static func alignedHeader(_ scalars: [Unicode.Scalar]) -> (cells: [String], starts: [Int]) {
    var cells: [String] = []
    var starts: [Int] = []
    var index = 0
    while index < scalars.count {
      while index < scalars.count, scalars[index] == " " { index += 1 }
      guard index < scalars.count else { break }
      let start = index
      // A cell ends at two spaces in a row, or at the end.
      while index < scalars.count,
        !(scalars[index] == " " && index + 1 < scalars.count && scalars[index + 1] == " ")
      {
        index += 1
      }
      starts.append(start)
      cells.append(text(scalars[start..<index]))
    }
    return (cells, starts)
  }

  /// The cells of a row of a table aligned with spaces whose columns start at `starts`; nil
  /// when the row does not line up (a word runs across a column's start, or the first
  /// column is empty unless `allowsEmptyFirst`, for a row that goes on from the one above).
  static func aligned(
    _ scalars: [Unicode.Scalar], at starts: [Int], allowsEmptyFirst: Bool = false
  ) -> [String]? {
    // Typed by hand, a cell may start a column or two early ("…to members        Program
    // Manager" one short of the header's "Owner"): after two spaces, it still starts there.
    var starts = starts
    for position in starts.indices.dropFirst() where starts[position] < scalars.count {
      let start = starts[position]
      guard start > 0, scalars[start - 1] != " " else { continue }
      if let early = stride(from: start - 1, through: max(2, start - 2), by: -1).first(where: {
        scalars[$0 - 1] == " " && scalars[$0 - 2] == " "
      }), early > starts[position - 1] {
        starts[position] = early
      }
    }
    var cells: [String] = []
    for (position, start) in starts.enumerated() {
      guard start < scalars.count else {
        cells.append("")
        continue
      }
      // A word that runs on over the column's start: the row is no part of the table.
      if start > 0, scalars[start - 1] != " " { return nil }
      let end =
        position + 1 < starts.count ? min(starts[position + 1], scalars.count) : scalars.count
      cells.append(text(scalars[start..<end]))
    }
    // Nothing may stand before the first column.
    guard let first = starts.first,
      scalars.prefix(min(first, scalars.count)).allSatisfy({ $0 == " " }),
      allowsEmptyFirst ? cells.contains(where: { !$0.isEmpty }) : !(cells.first ?? "").isEmpty
    else { return nil }
    return cells
  }

  private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view).trimmingWhitespace()
  }

  /// The cells of a line of comma-separated values as a spreadsheet writes them (RFC 4180).
  ///
  /// A cell in double quotes may hold commas, and `""` inside it is one quote. Nil when a
  /// quote is left open (a cell that goes on over the next line).
  static func commaCells(_ bytes: [UInt8], _ range: Range<Int>) -> [String]? {
    var cells: [String] = []
    var cell: [UInt8] = []
    var index = range.lowerBound
    var isQuoted = false
    while index < range.upperBound {
      let byte = bytes[index]
      if isQuoted {
        if byte == 34 {
          if index + 1 < range.upperBound, bytes[index + 1] == 34 {
            cell.append(34)
            index += 1
          } else {
            isQuoted = false
          }
        } else {
          cell.append(byte)
        }
      } else if byte == 34, cell.isEmpty {
        isQuoted = true
      } else if byte == 44 {
        cells.append(ByteText.string(cell).trimmingWhitespace())
        cell = []
      } else {
        cell.append(byte)
      }
      index += 1
    }
    guard !isQuoted else { return nil }
    cells.append(ByteText.string(cell).trimmingWhitespace())
    return cells
  }

  /// Whether a row is the `|---|:--:|` line under a header.
  static func isSeparator(_ cells: [String]) -> Bool {
    !cells.isEmpty
      && cells.allSatisfy { cell in
        cell.contains(ascii: "-") && cell.allSatisfy { $0 == "-" || $0 == ":" || $0 == " " }
      }
  }
}
