import IntakeAI
import IntakeApp
import IntakeCore

/// Human-readable lines for drafts and `--explain`.
enum DraftRenderer {
  /// One block per draft: the title, then each field that is set.
  static func render(_ draft: TaskDraft) -> String {
    var lines = [draft.text.isEmpty ? "(no title)" : draft.text]
    for (label, value) in fields(of: draft) { lines.append("  \(label): \(value)") }
    return Console.visible(lines.joined(separator: "\n"))
  }

  /// The set fields as (label, value) pairs, in a fixed order.
  static func fields(of draft: TaskDraft) -> [(String, String)] {
    var result: [(String, String)] = []
    if let date = draft.dueDate {
      let weekday = ["", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][date.weekday]
      let time = draft.dueTime.map { " \($0)" } ?? ""
      result.append(("due", "\(weekday) \(date)\(time) (\(draft.timeZone))"))
    }
    if let start = draft.startDate { result.append(("starts", start.description)) }
    if let rule = draft.recurrence {
      result.append(("repeats", rule + (draft.repeatsFromCompletion ? " (from completion)" : "")))
    }
    result.append(("priority", draft.priority.rawValue))
    if let owner = draft.assignedTo {
      let others = draft.owners.dropFirst()
      result.append(
        ("assignee", others.isEmpty ? owner : "\(owner) (with \(others.joined(separator: ", ")))"))
    }
    if !draft.tags.isEmpty {
      result.append(("tags", draft.tags.map { "#" + $0 }.joined(separator: " ")))
    }
    if let notes = draft.notes, !notes.isEmpty { result.append(("notes", notes)) }
    for subtask in draft.subtasks {
      var details: [String] = []
      if let priority = subtask.priority { details.append(priority.rawValue) }
      if let minutes = subtask.estimatedMinutes { details.append("\(Int(minutes.rounded())) min") }
      let suffix = details.isEmpty ? "" : " (\(details.joined(separator: ", ")))"
      result.append(("subtask", subtask.text + suffix))
    }
    return result
  }

  /// `--explain`: each field with the words it came from and the rule, then the trace.
  static func explain(_ draft: TaskDraft, trace: [String]) -> String {
    var lines = ["title: \(draft.text.isEmpty ? "(empty)" : draft.text)"]
    for source in draft.sources {
      let confidence = Int((source.confidence * 100).rounded())
      lines.append(
        "  \(source.field.rawValue) ← \"\(source.span)\" [\(source.rule)] \(confidence)%")
    }
    for diagnostic in draft.diagnostics { lines.append("  ? \(diagnostic.message)") }
    if !trace.isEmpty {
      lines.append("steps:")
      lines += trace.map { "  " + $0 }
    }
    return Console.visible(lines.joined(separator: "\n"))
  }

  /// `--explain` with AI on: the rules' value and the AI's side by side, field by field, and
  /// which one the task kept.
  static func explainAI(_ outcome: AIAssistant.Outcome, assistant: AIAssistant) -> String {
    let heading = "ai: \(assistant.mode.rawValue) via \(assistant.endpoint)"
    guard let origin = outcome.origin else {
      return heading + ": no answer (see the warning); the rules' reading is kept"
    }
    let rows =
      [("field", "rules", "ai", "kept")]
      + outcome.decisions.map { decision in
        (
          decision.field, clipped(decision.rules ?? "-"), clipped(decision.ai ?? "-"),
          decision.outcome.description
        )
      }
    let widths = (
      rows.map(\.0.count).max() ?? 0, rows.map(\.1.count).max() ?? 0,
      rows.map(\.2.count).max() ?? 0
    )
    func pad(_ text: String, _ width: Int) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var lines = [heading + " (\(origin))"]
    for row in rows {
      lines.append(
        "  " + pad(row.0, widths.0) + "  " + pad(row.1, widths.1) + "  " + pad(row.2, widths.2)
          + "  " + row.3)
    }
    return Console.visible(lines.joined(separator: "\n"))
  }

  private static func clipped(_ text: String) -> String {
    text.count > 40 ? String(text.prefix(39)) + "…" : text
  }
}
