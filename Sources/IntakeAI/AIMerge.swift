import Foundation
import IntakeCore

/// Merges a validated AI answer into the rule-based draft (PROTOCOL.md §3).
///
/// What the user typed explicitly (every field with a `FieldSource`) beats the AI. The AI may
/// rewrite the title (unless it says `wasEnhanced: false`), fill the fields the rules left
/// empty, and, in smart mode, add subtasks and a summary (kept in `notes`). Every AI field is
/// validated first: a date that is not a real `YYYY-MM-DD` and an assignee not on the roster
/// are ignored with a warning; an unknown priority is ignored quietly (the explain table shows
/// it).
public enum AIMerge {
  /// The most subtasks taken, and the longest texts, as the app's server promises.
  static let maxSubtasks = 6
  static let maxSubtaskLength = 200
  static let maxSummaryLength = 300
  static let maxTitleLength = 200

  /// Merges `answer` into `draft`.
  ///
  /// - Parameters:
  ///   - answer: What the endpoint said, unvalidated.
  ///   - draft: The rules' draft; its `sources` tell which fields were typed.
  ///   - roster: The team an assignee must be on.
  ///   - mode: `.smart` also takes subtasks and the summary.
  /// - Returns: The merged draft (with warnings added to its diagnostics) and one decision
  ///   per field, for `--explain`.
  public static func merge(
    _ answer: AIAnswer, into draft: TaskDraft, roster: Roster, mode: AIMode
  ) -> AIMergeResult {
    var merged = draft
    var decisions: [AIFieldDecision] = []
    let typed = Set(draft.sources.map(\.field))

    // Title.
    let title = oneLine(answer.title, limit: maxTitleLength)
    if title.isEmpty {
      decisions.append(.init(field: "title", rules: draft.text, ai: nil, outcome: .rules))
    } else if answer.wasEnhanced == false {
      decisions.append(
        .init(
          field: "title", rules: draft.text, ai: title, outcome: .ignored("AI made no change")))
    } else {
      merged.text = title
      decisions.append(
        .init(
          field: "title", rules: draft.text, ai: title,
          outcome: title == draft.text ? .same : .ai))
    }

    // Due date.
    let rulesDate = draft.dueDate.map { $0.description + (draft.dueTime.map { " \($0)" } ?? "") }
    if let text = nonEmpty(answer.dueDate) {
      if LocalDate(iso: text) == nil || text.count != 10 {
        merged.diagnostics.append(
          Diagnostic(
            kind: .aiIgnoredField,
            message: "the AI's due date \"\(oneLine(text, limit: 40))\" is not a real "
              + "YYYY-MM-DD date; ignored"))
        decisions.append(
          .init(field: "due_date", rules: rulesDate, ai: text, outcome: .ignored("not a date")))
      } else if let date = LocalDate(iso: text), draft.dueDate == nil {
        merged.dueDate = date
        decisions.append(.init(field: "due_date", rules: nil, ai: text, outcome: .ai))
      } else {
        decisions.append(
          .init(field: "due_date", rules: rulesDate, ai: text, outcome: keep(.dueDate, typed)))
      }
    } else if let rulesDate {
      decisions.append(.init(field: "due_date", rules: rulesDate, ai: nil, outcome: .rules))
    }

    // Priority.
    let rulesPriority = typed.contains(.priority) ? draft.priority.rawValue : nil
    if let text = nonEmpty(answer.priority) {
      if let priority = Priority(rawValue: text.lowercased()) {
        if typed.contains(.priority) {
          decisions.append(
            .init(
              field: "priority", rules: rulesPriority, ai: text, outcome: keep(.priority, typed)))
        } else {
          merged.priority = priority
          decisions.append(
            .init(field: "priority", rules: nil, ai: priority.rawValue, outcome: .ai))
        }
      } else {
        decisions.append(
          .init(
            field: "priority", rules: rulesPriority, ai: text, outcome: .ignored("unknown level")))
      }
    } else if let rulesPriority {
      decisions.append(.init(field: "priority", rules: rulesPriority, ai: nil, outcome: .rules))
    }

    // Assignee.
    if let text = nonEmpty(answer.assignedTo) {
      if let member = roster.member(named: text) {
        if draft.assignedTo == nil {
          merged.assignedTo = member.name
          merged.owners = [member.name]
          decisions.append(.init(field: "assigned_to", rules: nil, ai: member.name, outcome: .ai))
        } else {
          decisions.append(
            .init(
              field: "assigned_to", rules: draft.assignedTo, ai: member.name,
              outcome: keep(.assignedTo, typed)))
        }
      } else {
        merged.diagnostics.append(
          Diagnostic(
            kind: .aiIgnoredField,
            message: "the AI's assignee \"\(oneLine(text, limit: 40))\" is not on the team; "
              + "ignored"))
        decisions.append(
          .init(
            field: "assigned_to", rules: draft.assignedTo, ai: text,
            outcome: .ignored("not on the team")))
      }
    } else if let owner = draft.assignedTo {
      decisions.append(.init(field: "assigned_to", rules: owner, ai: nil, outcome: .rules))
    }

    guard mode == .smart else { return AIMergeResult(draft: merged, decisions: decisions) }

    // Subtasks.
    let known = Set(draft.subtasks.map { $0.text.lowercased() })
    let added = answer.subtasks.compactMap(subtask).filter { !known.contains($0.text.lowercased()) }
      .prefix(maxSubtasks)
    if !added.isEmpty {
      merged.subtasks += added
      decisions.append(
        .init(
          field: "subtasks", rules: draft.subtasks.isEmpty ? nil : "\(draft.subtasks.count)",
          ai: "\(added.count)", outcome: .ai))
    }

    // Summary.
    if let summary = nonEmpty(answer.summary).map({ oneLine($0, limit: maxSummaryLength) }) {
      if let notes = draft.notes, !notes.isEmpty {
        decisions.append(.init(field: "notes", rules: notes, ai: summary, outcome: .rules))
      } else {
        merged.notes = summary
        decisions.append(.init(field: "notes", rules: nil, ai: summary, outcome: .ai))
      }
    }
    return AIMergeResult(draft: merged, decisions: decisions)
  }

  // MARK: - Validation

  /// A subtask with its text cut to size, its priority only when known, and its estimate
  /// clamped to 5–480 minutes; nil when it has no text.
  static func subtask(_ proposed: AISubtask) -> Subtask? {
    let text = oneLine(proposed.text, limit: maxSubtaskLength)
    guard !text.isEmpty else { return nil }
    let minutes = proposed.estimatedMinutes.flatMap { $0.isFinite ? min(480, max(5, $0)) : nil }
    return Subtask(
      text: text, priority: proposed.priority.flatMap { Priority(rawValue: $0.lowercased()) },
      estimatedMinutes: minutes)
  }

  private static func keep(_ field: TaskField, _ typed: Set<TaskField>) -> AIFieldDecision.Outcome {
    typed.contains(field) ? .typed : .rules
  }

  private static func nonEmpty(_ text: String?) -> String? {
    guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty
    else { return nil }
    return trimmed
  }

  /// One line, trimmed, at most `limit` characters.
  static func oneLine(_ text: String, limit: Int) -> String {
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
      .trimmingCharacters(in: .whitespaces)
    return line.count > limit ? String(line.prefix(limit)) : line
  }
}

/// The merged draft and how each field was decided.
public struct AIMergeResult: Sendable, Equatable {
  public var draft: TaskDraft
  public var decisions: [AIFieldDecision]
}

/// One field of `--explain`'s side-by-side table.
public struct AIFieldDecision: Sendable, Equatable {
  /// Which value the merged draft kept, and why.
  public enum Outcome: Sendable, Equatable, CustomStringConvertible {
    /// The AI's value.
    case ai
    /// Both agree.
    case same
    /// The rules' value, because the user typed it.
    case typed
    /// The rules' value, because the field was already filled.
    case rules
    /// The AI's value was refused.
    case ignored(String)

    public var description: String {
      switch self {
      case .ai: return "ai"
      case .same: return "same"
      case .typed: return "rules (typed)"
      case .rules: return "rules"
      case .ignored(let reason): return "rules (ai ignored: \(reason))"
      }
    }
  }

  /// The JSON key of the field (`title`, `due_date`, `subtasks`, `notes`…).
  public var field: String
  public var rules: String?
  public var ai: String?
  public var outcome: Outcome
}
