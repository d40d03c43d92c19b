import IntakeParsing

/// How plain stdin lines are split (for `intake add -`).
///
/// Every non-empty line, bullet (`-`, `*`, `•`), numbered item or checkbox is one item, its
/// marker stripped; lines indented under an item are its subtasks; a line ending in ":" with
/// indented lines under it is an item whose subtasks they are. A paragraph of prose (several
/// sentences on a line, or hard-wrapped lines) goes through the same action-item reading as
/// notes, so only its commitments become items. Headings, rules and code blocks are skipped.
public enum LineItems {
  /// The items of `text`, in order.
  public static func split(_ text: String) -> [DocumentItem] {
    let lines = Segmenter.lines(of: text).map { ByteText.bytes(of: $0) }
    var splitter = LineSplitter()
    var index = 0
    while index < lines.count {
      index = splitter.read(lines, at: index)
    }
    return splitter.finish()
  }
}

/// The state of `LineItems.split`: items so far and the parents indented lines attach to.
private struct LineSplitter {
  var items: [DocumentItem] = []
  /// Items that were labels ("Groceries:"): dropped unless lines were indented under them.
  var labels: Set<Int> = []
  var parents: [(indent: Int, item: Int)] = []
  var fence: UInt8?
  let finder = ActionFinder()

  /// Reads the line at `index` (and the paragraph it opens); returns the next line's index.
  mutating func read(_ lines: [[UInt8]], at index: Int) -> Int {
    let bytes = lines[index]
    let line = NotesLine(bytes)
    if let open = fence {
      if case .fence(let marker, _) = line.kind, marker == open { fence = nil }
      return index + 1
    }
    switch line.kind {
    case .blank:
      return index + 1
    case .fence(let marker, _):
      fence = marker
      parents.removeAll()
      return index + 1
    case .heading, .rule, .doubleRule, .quote:
      parents.removeAll()
      return index + 1
    case .entry(_, let checkbox, let content):
      add(Array(bytes[content]), indent: line.indent, line: index + 1, checkbox: checkbox)
      return index + 1
    case .tableRow(let content), .text(let content):
      if let parent = parents.last, line.indent > parent.indent {
        add(Array(bytes[content]), indent: line.indent, line: index + 1, checkbox: nil)
        return index + 1
      }
      var end = index + 1
      while end < lines.count, case .text = NotesLine(lines[end]).kind,
        NotesLine(lines[end]).indent <= line.indent
      {
        end += 1
      }
      let paragraph = Array(lines[index..<end])
      if isProse(paragraph) {
        parents.removeAll()
        readProse(paragraph, firstLine: index + 1)
        return end
      }
      add(Array(bytes[content]), indent: line.indent, line: index + 1, checkbox: nil)
      return index + 1
    }
  }

  /// The items, labels without subtasks left out.
  func finish() -> [DocumentItem] {
    items.enumerated().compactMap { index, item in
      labels.contains(index) && item.subtasks.isEmpty ? nil : item
    }
  }

  private mutating func add(
    _ text: [UInt8], indent: Int, line: Int, checkbox: NotesLine.Checkbox?
  ) {
    while let last = parents.last, last.indent >= indent { parents.removeLast() }
    let (reduced, isStruck) = TaskStatus.reducedEntry(text)
    let written = ByteText.string(reduced)
    if let parent = parents.last {
      let (subtask, status) = TaskStatus.strip(written)
      if checkbox != .dropped, status != .dropped, !ActionFinder.isEmptyTask(subtask) {
        items[parent.item].subtasks.append(ActionFinder.trimmingEnd(subtask))
      }
      parents.append((indent, parent.item))
      return
    }
    guard checkbox != .dropped,
      let task = finder.cleanTask(written, speaker: nil), task.status != .dropped
    else { return }
    items.append(
      DocumentItem(
        text: task.text, line: line, impliedOwners: task.owners,
        isDone: checkbox == .done || isStruck || task.status == .done))
    if written.hasSuffix(":") { labels.insert(items.count - 1) }
    parents.append((indent, items.count - 1))
  }

  /// Whether a paragraph is prose rather than one item per line: a line holds more than one
  /// sentence, or lines are hard-wrapped.
  private func isProse(_ paragraph: [[UInt8]]) -> Bool {
    for (index, line) in paragraph.enumerated() {
      if hasInnerSentenceEnd(line) { return true }
      if index + 1 < paragraph.count,
        NotesClassifier.joins(
          previousLength: line.count, previous: line, next: paragraph[index + 1]),
        line.count >= 50
      {
        return true
      }
    }
    return false
  }

  /// Whether a sentence ends inside the line (a mark, a space, a capital letter).
  private func hasInnerSentenceEnd(_ line: [UInt8]) -> Bool {
    guard line.count > 2 else { return false }
    for index in 1..<(line.count - 2)
    where (line[index] == 46 || line[index] == 63 || line[index] == 33) && line[index + 1] == 32
      && ByteText.isUpper(line[index + 2]) && ByteText.isLower(line[index - 1])
    {
      return true
    }
    return false
  }

  private mutating func readProse(_ paragraph: [[UInt8]], firstLine: Int) {
    var buffer = ProseBuffer()
    var sentences: [Sentence] = []
    for (offset, line) in paragraph.enumerated() {
      let reduced = InlineMarkdown.reduce(line, 0..<line.count).text
      sentences += buffer.append(reduced, line: firstLine + offset, timestamp: nil)
    }
    if let last = buffer.flush() { sentences.append(last) }
    for sentence in sentences {
      let findings = finder.findings(in: sentence.text, speaker: nil, isTranscript: false)
      for (position, finding) in findings.enumerated() {
        if let item = NotesClassifier.item(
          from: finding, sentence: sentence, isFirst: position == 0)
        {
          items.append(item)
        }
      }
    }
  }
}
