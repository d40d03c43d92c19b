import IntakeCore
import IntakeParsing

/// What each line of Markdown or plain notes is, by its structure alone: the document reader
/// half of reading notes.
///
/// Code blocks and HTML comments are set apart, YAML front matter is read as fields, table
/// rows are split into cells and placed (the header, the separator under it, the body), and
/// every other line is classified by its first bytes (`NotesLine`). It knows nothing of tasks,
/// people or sections: `NotesClassifier` decides what the blocks mean.
struct NotesBlockReader: Sendable {
  enum Block: Sendable {
    /// A line inside a code block or an HTML comment, a fence, or a front matter line that is
    /// no field: not notes.
    case skipped
    /// A field of the YAML front matter: `key: value` (the key in lower case), or one
    /// `- value` of the list under a key written without a value.
    case field(key: String, value: String, isListItem: Bool)
    /// A table row, split into cells.
    case tableRow(cells: [String], place: TablePlace)
    /// Any other line.
    case line(NotesLine)

    /// Whether the line is a field of the front matter.
    var isField: Bool {
      guard case .field = self else { return false }
      return true
    }

    /// Whether the line is blank.
    var isBlank: Bool {
      guard case .line(let read) = self, case .blank = read.kind else { return false }
      return true
    }
  }

  /// Where a row stands in its table.
  enum TablePlace: Sendable, Equatable {
    /// The first row.
    case header
    /// The `|---|:--:|` row right under the header.
    case separator
    case body
    /// The header of a table without outer pipes or separator, which its column names
    /// confirm ("Action | Owner | Due").
    case namedHeader
    /// A line of a table aligned with spaces whose first column is empty: the row above
    /// goes on over it ("      Block C details still outstanding.").
    case continuation
    /// A blank line inside a table aligned with spaces, which goes on after it.
    case gap
  }

  /// YAML front matter between `---` lines at the top of a file.
  private enum FrontMatter: Sendable {
    case possible
    /// Inside it; `listKey` is the key written without a value, whose list may follow.
    case inside(listKey: String?)
    case done
  }

  private var frontMatter = FrontMatter.possible
  private var fence: (marker: UInt8, count: Int)?
  private var isInComment = false
  /// Rows of the table the lines before were, 0 when the last line was none.
  private var tableRows = 0
  /// Whether the lines are inside a wiki table, between `{|` and `|}`.
  private var isInWikiTable = false
  /// An Org file's headings, settings and drawers.
  private var org = OrgLines()
  /// The table between `|===` lines (AsciiDoc's), while one is open.
  private var delimitedTable: DelimitedTable?

  /// What line `line` (1-based, without its line break) is.
  mutating func read(_ bytes: [UInt8], line: Int) -> Block {
    if let open = fence {
      let (_, start) = ByteText.indentation(bytes)
      var count = 0
      while start + count < bytes.count, bytes[start + count] == open.marker { count += 1 }
      if count >= open.count, ByteText.isBlank(Array(bytes[(start + count)...])) { fence = nil }
      return .skipped
    }
    if isInComment {
      if ByteText.string(bytes).contains("-->") { isInComment = false }
      return .skipped
    }
    let (_, start) = ByteText.indentation(bytes)
    if ByteText.hasPrefix(bytes, "<!--", at: start) {
      isInComment = !ByteText.string(bytes).contains("-->")
      return .skipped
    }
    if let field = readFrontMatter(bytes, line: line) { return field }
    if let org = org.read(bytes, from: start) { return org }
    if let row = readWikiTable(bytes, from: start) { return row }
    if let row = readDelimitedTable(bytes, from: start) { return row }
    if Self.isBlockAttributes(bytes, from: start) { return .skipped }
    if let board = Self.boardLine(bytes, from: start) { return .line(board) }
    let notesLine = NotesLine(bytes)
    // Minutes typed as a table aligned with spaces leave blank lines between its groups of
    // rows; the table ends at the first line that does not line up.
    if !alignedColumns.isEmpty, case .blank = notesLine.kind {
      return .tableRow(cells: [], place: .gap)
    }
    switch notesLine.kind {
    case .tableRow(let content):
      let cells = TableRow.cells(bytes, content)
      tableRows += 1
      pipelessColumns = 0
      if tableRows == 1 {
        // "|_. Action |_. Who |": Textile marks its header cells and draws no separator.
        // "| *Action* | *Who* |": TWiki's header, each cell in bold.
        let isMarked =
          ByteText.hasPrefix(bytes, "|_. ", at: content.lowerBound)
          || cells.allSatisfy { $0.count >= 3 && $0.hasPrefix("*") && $0.hasSuffix("*") }
        return .tableRow(cells: cells, place: isMarked ? .namedHeader : .header)
      }
      let isSeparator = tableRows == 2 && TableRow.isSeparator(cells)
      return .tableRow(cells: cells, place: isSeparator ? .separator : .body)
    case .fence(let marker, let count):
      fence = (marker, count)
    case .text, .heading:
      // "Action | Owner | Due" without the outer pipes, as a wiki's export writes a table:
      // a header that names the columns ("# | Action | Owner" too), then rows with as many
      // cells.
      let content = ByteText.trimmed(bytes, 0..<bytes.count)
      if bytes[content].contains(124) {
        let cells = TableRow.cells(bytes, content)
        if pipelessColumns > 0, cells.count == pipelessColumns {
          tableRows += 1
          return .tableRow(cells: cells, place: .body)
        }
        if cells.count >= 3, TableRow.isPipelessHeader(cells) {
          tableRows = 1
          pipelessColumns = cells.count
          return .tableRow(cells: cells, place: .namedHeader)
        }
      } else if bytes[content].contains(9), let row = tabRow(bytes, content) {
        return row
      } else if bytes[content].contains(44), let block = commaRow(bytes, content) {
        return block
      } else if let row = alignedRow(bytes) {
        return row
      }
    case .rule where tableRows == 1 && !alignedColumns.isEmpty:
      // "----  -----------  ------" under a header aligned with spaces.
      if let row = alignedRow(bytes) { return row }
    default:
      break
    }
    tableRows = 0
    pipelessColumns = 0
    tabColumns = 0
    commaColumns = 0
    alignedColumns = []
    return .line(notesLine)
  }

  /// The cells of the header of a table of comma-separated values, 0 when none is open.
  private var commaColumns = 0

  /// A line of a spreadsheet saved as comma-separated values.
  ///
  /// A header that names the columns ("ID,Comment,Action,Owner,Due,Status"), then rows of
  /// as many cells; a title row, one cell and empty ones ("WG 4 call 2026-06-09,,,,,"), is
  /// read as its text. Nil for any other line: prose puts a space after its commas, a
  /// spreadsheet does not.
  private mutating func commaRow(_ bytes: [UInt8], _ content: Range<Int>) -> Block? {
    if commaColumns > 0, let cells = TableRow.commaCells(bytes, content),
      cells.count == commaColumns
    {
      tableRows += 1
      return .tableRow(cells: cells, place: .body)
    }
    var end = content.upperBound
    while end > content.lowerBound, bytes[end - 1] == 44 { end -= 1 }
    if content.upperBound - end >= 2, end > content.lowerBound {
      tableRows = 0
      commaColumns = 0
      return .line(NotesLine(Array(bytes[..<end])))
    }
    guard !content.dropLast().contains(where: { bytes[$0] == 44 && bytes[$0 + 1] == 32 }),
      let cells = TableRow.commaCells(bytes, content), cells.count >= 3,
      TableRow.isPipelessHeader(cells)
    else { return nil }
    tableRows = 1
    commaColumns = cells.count
    return .tableRow(cells: cells, place: .namedHeader)
  }

  /// The cells of the header of a table typed with tabs, 0 when none is open.
  private var tabColumns = 0

  /// A row of a table typed with tabs, as a word processor exports one: a header that names
  /// the columns ("No.<tab>Action<tab>Responsible<tab>Target date"), then rows of as many
  /// cells or fewer (empty cells at the end); nil for any other line, which ends the table.
  private mutating func tabRow(_ bytes: [UInt8], _ content: Range<Int>) -> Block? {
    var cells: [String] = []
    var start = content.lowerBound
    for index in content where bytes[index] == 9 {
      if index > start {
        cells.append(ByteText.string(bytes[ByteText.trimmed(bytes, start..<index)]))
      }
      start = index + 1
    }
    if start < content.upperBound {
      cells.append(ByteText.string(bytes[ByteText.trimmed(bytes, start..<content.upperBound)]))
    }
    cells.removeAll { $0.isEmpty }
    if tabColumns > 0, (2...tabColumns).contains(cells.count) {
      tableRows += 1
      return .tableRow(
        cells: cells + Array(repeating: "", count: tabColumns - cells.count), place: .body)
    }
    guard cells.count >= 3, TableRow.isPipelessHeader(cells) else { return nil }
    tableRows = 1
    tabColumns = cells.count
    return .tableRow(cells: cells, place: .namedHeader)
  }

  /// Where each column of a table aligned with spaces starts (in scalars), empty when none
  /// is open.
  private var alignedColumns: [Int] = []

  /// Whether the table open is aligned with spaces.
  var isAlignedTable: Bool { !alignedColumns.isEmpty }

  /// A row of a plain-text table whose columns are lined up with spaces: a header that names
  /// them ("Action      Responsible      Due Date"), then rows whose cells start where the
  /// header's do; nil for any other line, which ends the table.
  private mutating func alignedRow(_ bytes: [UInt8]) -> Block? {
    // Two spaces inside the words: the only lines worth splitting.
    guard bytes.indices.dropLast().contains(where: { bytes[$0] == 32 && bytes[$0 + 1] == 32 })
    else { return nil }
    let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
    if !alignedColumns.isEmpty, let cells = TableRow.aligned(scalars, at: alignedColumns) {
      // "  first session" indented under "Draft the workshop outline …": the first cell
      // wrapped onto the next line, nothing in the other columns.
      if tableRows > 1, scalars.first == " ", cells.dropFirst().allSatisfy(\.isEmpty) {
        return .tableRow(cells: cells, place: .continuation)
      }
      tableRows += 1
      // "----  ----------  ------" under the header.
      if tableRows == 2, TableRow.isSeparator(cells) {
        return .tableRow(cells: cells, place: .separator)
      }
      return .tableRow(cells: cells, place: .body)
    }
    if !alignedColumns.isEmpty, tableRows > 1,
      let cells = TableRow.aligned(scalars, at: alignedColumns, allowsEmptyFirst: true)
    {
      return .tableRow(cells: cells, place: .continuation)
    }
    let (cells, starts) = TableRow.alignedHeader(scalars)
    guard cells.count >= 2, TableRow.isPipelessHeader(cells) else { return nil }
    tableRows = 1
    alignedColumns = starts
    return .tableRow(cells: cells, place: .namedHeader)
  }

  /// The cells of the header of a table written without outer pipes, 0 when none is open.
  private var pipelessColumns = 0

  /// The front matter block a line is part of, or nil when it is not in front matter.
  private mutating func readFrontMatter(_ bytes: [UInt8], line: Int) -> Block? {
    // Only spaces go: "attendees:" keeps the colon that makes it a key.
    let text = ByteText.string(bytes).trimmingWhitespace()
    switch frontMatter {
    case .done:
      return nil
    case .possible:
      let opens = text == "---" && line == 1
      frontMatter = opens ? .inside(listKey: nil) : .done
      return opens ? .skipped : nil
    case .inside(let listKey):
      if text == "---" || text == "..." || text == "--" {
        frontMatter = .done
        return .skipped
      }
      let trimmed = text.trimmingWhitespace()
      if trimmed.hasPrefix("- "), let listKey {
        let entry = String(trimmed.dropFirst(2))
        // "- who: Arjun" opens one record of a list of records, "what: …" under it goes on.
        if let (key, value) = Self.recordField(entry) {
          return .field(key: listKey + "." + key, value: value, isListItem: true)
        }
        return .field(key: listKey, value: entry.trimming(" \"'"), isListItem: true)
      }
      if let listKey, bytes.first == 32, let (key, value) = Self.recordField(trimmed) {
        return .field(key: listKey + "." + key, value: value, isListItem: false)
      }
      guard let colon = trimmed.firstIndex(of: ":") else { return .skipped }
      let key = trimmed[..<colon].lowercased()
      let value = trimmed[trimmed.index(after: colon)...].trimming(" \"'[]")
      frontMatter = .inside(listKey: value.isEmpty ? key : nil)
      return .field(key: key, value: value, isListItem: false)
    }
  }

  /// A field of a record in a front matter list, "who: Arjun", "when: 2026-03-31": a key in
  /// lower-case letters and underscores, then its value without quotes.
  private static func recordField(_ text: String) -> (String, String)? {
    guard let colon = text.firstIndex(of: ":"), colon > text.startIndex,
      text[..<colon].allSatisfy({ ("a"..."z").contains($0) || $0 == "_" })
    else { return nil }
    let value = text[text.index(after: colon)...].trimming(" \"'")
    return (String(text[..<colon]), value)
  }

  /// A line of a wiki table as MediaWiki writes one; nil for a line outside such a table.
  ///
  /// `{|` opens it, `! Action !! Owner` is its header, `|-` parts its rows, `| Call the vendor
  /// || Ana` is a row on one line, `|}` closes it. A row written one cell to a line gives no
  /// row: its cells are skipped, not read as text.
  private mutating func readWikiTable(_ bytes: [UInt8], from start: Int) -> Block? {
    if ByteText.hasPrefix(bytes, "{|", at: start) {
      isInWikiTable = true
      return .skipped
    }
    guard isInWikiTable else { return nil }
    if ByteText.hasPrefix(bytes, "|}", at: start) {
      isInWikiTable = false
      return .skipped
    }
    guard start < bytes.count, bytes[start] == 33 || bytes[start] == 124,
      !ByteText.hasPrefix(bytes, "|-", at: start), !ByteText.hasPrefix(bytes, "|+", at: start)
    else { return .skipped }
    let isHeader = bytes[start] == 33
    let separator: [UInt8] = isHeader ? [33, 33] : [124, 124]
    var cells: [String] = []
    var cellStart = start + 1
    var index = cellStart
    while index <= bytes.count {
      if index == bytes.count
        || (index + 1 < bytes.count && bytes[index] == separator[0]
          && bytes[index + 1] == separator[1])
      {
        cells.append(ByteText.string(bytes[ByteText.trimmed(bytes, cellStart..<index)]))
        index += 2
        cellStart = index
        continue
      }
      index += 1
    }
    guard cells.count >= 2 else { return .skipped }
    return .tableRow(cells: cells, place: isHeader ? .namedHeader : .body)
  }

  /// An AsciiDoc table being read: its column count once known, and the cells of the row
  /// under way.
  private struct DelimitedTable: Sendable {
    var columns = 0
    var cells: [String] = []
    var rows = 0
  }

  /// A line of a table between `|===` lines, as AsciiDoc writes one; nil outside such a
  /// table.
  ///
  /// Every `|` starts a cell. The first line's cells give the number of columns; after it a
  /// row may also be written a cell or a few to a line, and it is a row when it has them
  /// all. The first row is the header when it names the columns ("Action", "Owner"). Lines
  /// that complete no row are skipped, not read as text.
  private mutating func readDelimitedTable(_ bytes: [UInt8], from start: Int) -> Block? {
    let isDelimiter =
      ByteText.hasPrefix(bytes, "|===", at: start)
      && bytes[(start + 1)...].allSatisfy { $0 == 61 || ByteText.isWhitespace($0) }
    if isDelimiter {
      delimitedTable = delimitedTable == nil ? DelimitedTable() : nil
      return .skipped
    }
    guard var table = delimitedTable else { return nil }
    defer { delimitedTable = table }
    guard start < bytes.count, bytes[start] == 124 else {
      // A cell's text going on over the next line is not read.
      return .skipped
    }
    var index = start + 1
    var cellStart = index
    while index <= bytes.count {
      if index == bytes.count || bytes[index] == 124 {
        table.cells.append(ByteText.string(bytes[ByteText.trimmed(bytes, cellStart..<index)]))
        cellStart = index + 1
      }
      index += 1
    }
    if table.columns == 0 { table.columns = table.cells.count }
    guard table.columns >= 2, table.cells.count >= table.columns else { return .skipped }
    let cells = Array(table.cells.prefix(table.columns))
    table.cells = []
    table.rows += 1
    if table.rows == 1 {
      return .tableRow(
        cells: cells, place: TableRow.isPipelessHeader(cells) ? .namedHeader : .header)
    }
    return .tableRow(cells: cells, place: .body)
  }

  /// Whether a line is an AsciiDoc block's attributes, set on the line above it:
  /// `[cols="1,4,2",options="header"]`, `[source,python]`, `[.lead]`, `[[anchor]]`,
  /// `[horizontal]`, `[NOTE]`.
  ///
  /// A word in brackets that is none of these ("[Action]", "[TBD]") stays notes.
  static func isBlockAttributes(_ bytes: [UInt8], from start: Int) -> Bool {
    var end = bytes.count
    while end > start, ByteText.isWhitespace(bytes[end - 1]) { end -= 1 }
    guard end - start >= 3, bytes[start] == 91, bytes[end - 1] == 93 else { return false }
    let inner = bytes[(start + 1)..<(end - 1)]
    guard let first = inner.first, first != 32, !inner.contains(93) || first == 91 else {
      return false
    }
    // Spaces only inside quoted values.
    var isQuoted = false
    for byte in inner {
      if byte == 34 { isQuoted.toggle() }
      if byte == 32, !isQuoted { return false }
    }
    if first == 46 || first == 35 || first == 37 || first == 91 { return true }  // . # % [
    if inner.contains(61) || inner.contains(44) { return true }  // = ,
    return blockStyles.contains(ByteText.string(inner).lowercased())
  }

  private static let blockStyles: Set<String> = [
    "horizontal", "note", "tip", "important", "warning", "caution", "source", "quote", "verse",
    "listing", "literal", "sidebar", "example", "abstract", "discrete", "qanda", "glossary",
    "appendix", "preface", "partintro", "colophon", "bibliography", "index", "float",
  ]

  /// A board's list or card copied out as text: "LIST: Doing" heads the cards under it,
  /// "Card: Book the hall" is a card's title, whose fields follow indented.
  static func boardLine(_ bytes: [UInt8], from start: Int) -> NotesLine? {
    for (word, isList) in [("LIST:", true), ("List:", true), ("Card:", false)] {
      guard bytes[start...].starts(with: word.utf8) else { continue }
      let title = ByteText.trimmed(bytes, (start + word.utf8.count)..<bytes.count)
      guard !title.isEmpty else { return nil }
      return NotesLine(
        bytes, kind: isList ? .heading(level: 2, title: title) : .text(content: title))
    }
    return nil
  }
}
