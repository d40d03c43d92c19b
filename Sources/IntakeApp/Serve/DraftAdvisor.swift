import IntakeCore
import IntakeParsing

/// A second opinion on a draft the rules made: the AI endpoint behind `intake serve --ai`.
///
/// The rules' draft comes first, always; an advisor fills, rewrites and adds steps as the CLI's
/// AI step does, and when it fails it returns the draft it was given with an `aiUnavailable`
/// diagnostic, so a request never loses what the rules read. It may take seconds: the server
/// calls it off its own threads.
public protocol DraftAdvisor: Sendable {
  /// The draft merged with the advisor's answer.
  ///
  /// - Parameters:
  ///   - draft: What the rules read.
  ///   - text: The text it was read from (what is sent).
  ///   - withSteps: Whether to ask for steps too (smart-parse, breakdown-task).
  ///   - context: The request's today, zone and roster.
  /// - Returns: The merged draft, or `draft` with an `aiUnavailable` diagnostic.
  func improve(_ draft: TaskDraft, text: String, withSteps: Bool, context: ParsingContext)
    -> TaskDraft
}
