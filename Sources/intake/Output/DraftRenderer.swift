import IntakeCore

/// Human-readable lines for drafts and `--explain`.
enum DraftRenderer {
  /// One block per draft: the title, then each field that is set.
  static func render(_ draft: TaskDraft) -> String {
    var lines = [draft.text.isEmpty ? "(no title)" : draft.text]
    for (label, value) in fields(of: draft) { lines.append("  \(label): \(value)") }
    return lines.joined(separator: "\n")
  }

  /// The set fields as (label, value) pairs, in a fixed order.
  static func fields(of draft: TaskDraft) -> [(String, String)] {
    var result: [(String, String)] = []
    if let date = draft.dueDate {
      let weekday = ["", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][date.weekday]
      let time = draft.dueTime.map { " \($0)" } ?? ""
      result.append(("due", "\(weekday) \(date)\(time) (\(draft.timeZone))"))
    }
    if let rule = draft.recurrence { result.append(("repeats", rule)) }
    result.append(("priority", draft.priority.rawValue))
    if let owner = draft.assignedTo {
      let others = draft.owners.dropFirst()
      result.append(
        ("assignee", others.isEmpty ? owner : "\(owner) (with \(others.joined(separator: ", ")))"))
    }
    if !draft.tags.isEmpty {
      result.append(("tags", draft.tags.map { "#" + $0 }.joined(separator: " ")))
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
    return lines.joined(separator: "\n")
  }
}
