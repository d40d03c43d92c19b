import Foundation
import IntakeApp
import IntakeCore
import IntakeDocuments

/// The `--dry-run` preview of an import.
enum ImportRenderer {
  /// One row per draft: title, due, owner, priority, source line.
  ///
  /// Items already stored are marked with "=". Titles are cut to fit `width` (at least 24
  /// characters are kept); with no width they are whole.
  static func table(
    _ drafts: [DocumentDraft], states: [DocumentImport.State], width: Int? = Console.width
  ) -> String {
    guard !drafts.isEmpty else { return "no action items found" }
    var rows = [["", "title", "due", "owner", "priority", "source"]]
    for (found, state) in zip(drafts, states) {
      let draft = found.draft
      var due = draft.dueDate?.description ?? "-"
      if let time = draft.dueTime { due += " " + time.description }
      let mark =
        switch state {
        case .there: "="
        case .changed: "~"
        case .new: found.isDone ? "x" : "+"
        }
      rows.append([
        mark, draft.text, due, draft.assignedTo ?? "-", draft.priority.rawValue,
        "\(found.source.file.map { ($0 as NSString).lastPathComponent } ?? "stdin"):\(found.line)"
          + (found.isAIFound ? " (AI)" : ""),
      ])
    }
    var widths = [Int](repeating: 0, count: rows[0].count)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    if let width {
      let others = widths.enumerated().filter { $0.offset != 1 }.map(\.element).reduce(0, +)
      let title = max(24, width - others - 2 * (widths.count - 1))
      for index in rows.indices.dropFirst() { rows[index][1] = clip(rows[index][1], title) }
      widths[1] = min(widths[1], title)
    }
    return Console.visible(
      rows.map { row in
        row.enumerated().map { index, cell in
          index == row.count - 1
            ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
        }.joined(separator: "  ")
      }.joined(separator: "\n"))
  }

  private static func clip(_ text: String, _ width: Int) -> String {
    text.count <= width ? text : String(text.prefix(width - 1)) + "…"
  }
}
