import Foundation
import IntakeAI
import IntakeCore
import IntakeDocuments
import IntakeParsing
import IntakeStore

/// The optional AI step of `add`, `parse` and `import`: asks about drafts the rules made,
/// merges the answers, and never loses a draft.
///
/// Answers are looked up in the store's cache first (one read), the rest are asked at most 4
/// at a time (`--ai-max-calls` caps how many), and the new answers are stored afterwards in
/// one short write: no request ever runs inside a database transaction. Each failure becomes
/// one `ai_unavailable` diagnostic on its draft, which the command prints as a `warning:`
/// line; the draft stays as the rules read it.
public struct AIAssistant: Sendable {
  public var mode: AIMode
  public let client: AIClient
  public let useCache: Bool
  /// At most this many requests per command; nil for no cap.
  public var maxCalls: Int?
  public var today: LocalDate
  public var timeZone: String
  public var roster: Roster
  /// Where warnings go, one line each without the "warning: " prefix (the CLI's stderr).
  public let warn: @Sendable (String) -> Void

  /// How one draft came out.
  public struct Outcome: Sendable {
    public var draft: TaskDraft
    /// Field by field, for `--explain`; empty when the AI gave nothing.
    public var decisions: [AIFieldDecision]
    /// "answered", "cached", or nil when the AI failed or was not asked.
    public var origin: String?
  }

  public init(
    mode: AIMode, client: AIClient, useCache: Bool, maxCalls: Int?, today: LocalDate,
    timeZone: String, roster: Roster, warn: @escaping @Sendable (String) -> Void
  ) {
    self.mode = mode
    self.client = client
    self.useCache = useCache
    self.maxCalls = maxCalls
    self.today = today
    self.timeZone = timeZone
    self.roster = roster
    self.warn = warn
  }

  /// The endpoint named in warnings.
  public var endpoint: String { client.configuration.endpoint(for: mode) }

  /// How warnings name the endpoint: "AI <url>", or "AI" when no URL is set.
  public var name: String { client.configuration.baseURL.isEmpty ? "AI" : "AI \(endpoint)" }

  // MARK: - Asking

  /// Asks about every draft and merges the answers.
  ///
  /// - Parameters:
  ///   - items: Each draft with the text it was read from (what is sent).
  ///   - cache: The store holding the answer cache, or nil to use none.
  /// - Returns: One outcome per item, in order.
  public func improve(_ items: [(draft: TaskDraft, text: String)], cache: (any AnswerCache)?)
    -> [Outcome]
  {
    if items.isEmpty { return [] }
    do throws(AIError) {
      try client.validate(mode)
    } catch {
      let count = items.count == 1 ? "" : " for \(items.count) items"
      warn("\(name): \(error); kept the rules' reading\(count)")
      return items.map { Outcome(draft: $0.draft, decisions: [], origin: nil) }
    }
    let questions = items.map {
      AIQuestion(
        mode: mode, text: $0.text, today: today, timeZone: timeZone,
        roster: roster.members.map(\.name))
    }
    var answers: [Int: (AIAnswer, String)] = [:]
    var failures: [Int: AIError] = [:]
    var keys: [Int: String] = [:]
    for (index, question) in questions.enumerated() {
      do throws(AIError) {
        keys[index] = try client.cacheKey(for: question)
      } catch {
        failures[index] = error
      }
    }
    let store = useCache ? cache : nil
    if let store, let found = try? store.cachedAnswers(Array(keys.values)) {
      let decoder = JSONDecoder()
      for (index, key) in keys {
        if let text = found[key],
          let answer = try? decoder.decode(AIAnswer.self, from: Data(text.utf8))
        {
          answers[index] = (answer, "cached")
        }
      }
    }
    var pending = questions.indices.filter { answers[$0] == nil && failures[$0] == nil }
    if let maxCalls, pending.count > maxCalls {
      let skipped = pending.count - maxCalls
      pending = Array(pending.prefix(maxCalls))
      warn(
        "--ai-max-calls \(maxCalls) reached; \(skipped) item\(skipped == 1 ? "" : "s") "
          + "kept as the rules read \(skipped == 1 ? "it" : "them")")
    }
    let results = client.askAll(pending.map { questions[$0] }, maxConcurrent: 4)
    var fresh: [(key: String, endpoint: String, answer: String)] = []
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    for (index, result) in zip(pending, results) {
      switch result {
      case .success(let answer):
        answers[index] = (answer, "answered")
        if let key = keys[index], let data = try? encoder.encode(answer) {
          fresh.append((key, endpoint, String(decoding: data, as: UTF8.self)))
        }
      case .failure(let error):
        failures[index] = error
      }
    }
    if let store, !fresh.isEmpty {
      do {
        try store.storeAnswers(fresh, at: Date())
      } catch {
        warn("AI answers were not cached: \(error)")
      }
    }
    let notSent = failures.values.filter { $0 == .notSent }.count
    if notSent > 0 {
      warn(
        "\(name): \(notSent) more item\(notSent == 1 ? " was" : "s were") not sent "
          + "after the endpoint failed; kept the rules' reading")
    }
    return items.enumerated().map { index, item in
      if let (answer, origin) = answers[index] {
        let merged = AIMerge.merge(answer, into: item.draft, roster: roster, mode: mode)
        return Outcome(draft: merged.draft, decisions: merged.decisions, origin: origin)
      }
      var draft = item.draft
      if let error = failures[index], error != .notSent {
        draft.diagnostics.append(
          Diagnostic(
            kind: .aiUnavailable,
            message: "\(name): \(error); kept the rules' reading"))
      }
      return Outcome(draft: draft, decisions: [], origin: nil)
    }
  }

  /// The import's AI step: every draft of the documents, merged in place.
  ///
  /// Items the AI itself found in the document are not asked about again.
  public func improve(_ drafts: [DocumentDraft], cache: (any AnswerCache)?) -> [DocumentDraft] {
    let asked = drafts.indices.filter { !drafts[$0].isAIFound }
    let outcomes = improve(asked.map { (drafts[$0].draft, drafts[$0].itemText) }, cache: cache)
    var improved = drafts
    for (index, outcome) in zip(asked, outcomes) { improved[index].draft = outcome.draft }
    return improved
  }
}
