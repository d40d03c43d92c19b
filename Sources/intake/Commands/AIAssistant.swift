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
struct AIAssistant: Sendable {
  var mode: AIMode
  let client: AIClient
  let useCache: Bool
  /// At most this many requests per command; nil for no cap.
  var maxCalls: Int?
  var today: LocalDate
  var timeZone: String
  var roster: Roster

  /// How one draft came out.
  struct Outcome {
    var draft: TaskDraft
    /// Field by field, for `--explain`; empty when the AI gave nothing.
    var decisions: [AIFieldDecision]
    /// "answered", "cached", or nil when the AI failed or was not asked.
    var origin: String?
  }

  // MARK: - Making one

  /// The assistant for these options, or nil with AI off (then nothing else is read).
  ///
  /// Prints the configuration warnings (an unreadable config line, a key file others can read).
  /// - Throws: `CLIError` for a malformed `INTAKE_AI_*` variable or config value.
  /// - Parameters:
  ///   - options: The command's AI flags.
  ///   - maxCalls: `--ai-max-calls`, for import.
  ///   - config: The config file.
  ///   - context: Today, the zone and the roster; only evaluated with AI on.
  /// - Returns: The assistant, or nil with AI off.
  static func make(
    options: AIOptions, maxCalls: Int? = nil, config: ConfigFile = .load(),
    context: () throws -> ParsingContext
  ) throws -> AIAssistant? {
    guard let settings = try options.settings(config: config) else { return nil }
    let context = try context()
    for warning in settings.warnings { Console.error("warning: " + warning) }
    let environment = Environment.variables
    var folders = [environment["INTAKE_PROMPTS_DIR"] ?? ""]
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      folders.append(
        executable.deletingLastPathComponent().appendingPathComponent("../share/intake/prompts")
          .standardizedFileURL.path)
    }
    var log: (@Sendable (String) -> Void)?
    if options.verbose {
      log = { @Sendable line in Console.error("ai: " + line) }
    }
    let client = AIClient(
      configuration: settings.configuration,
      transport: CurlTransport(userAgent: "intake/\(Intake.configuration.version)"),
      prompts: PromptLibrary(directories: folders), log: log)
    return AIAssistant(
      mode: settings.mode, client: client, useCache: !options.noCache, maxCalls: maxCalls,
      today: context.today, timeZone: context.timeZoneName,
      roster: context.roster)
  }

  /// The endpoint named in warnings.
  var endpoint: String { client.configuration.endpoint(for: mode) }

  /// How warnings name the endpoint: "AI <url>", or "AI" when no URL is set.
  var name: String { client.configuration.baseURL.isEmpty ? "AI" : "AI \(endpoint)" }

  // MARK: - Asking

  /// Asks about every draft and merges the answers.
  ///
  /// - Parameters:
  ///   - items: Each draft with the text it was read from (what is sent).
  ///   - cache: The store holding the answer cache, or nil to use none.
  /// - Returns: One outcome per item, in order.
  func improve(_ items: [(draft: TaskDraft, text: String)], cache: (any TaskRepository)?)
    -> [Outcome]
  {
    if items.isEmpty { return [] }
    do throws(AIError) {
      try client.validate(mode)
    } catch {
      let count = items.count == 1 ? "" : " for \(items.count) items"
      Console.error("warning: \(name): \(error); kept the rules' reading\(count)")
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
      Console.error(
        "warning: --ai-max-calls \(maxCalls) reached; \(skipped) item\(skipped == 1 ? "" : "s") "
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
        Console.error("warning: AI answers were not cached: \(error)")
      }
    }
    let notSent = failures.values.filter { $0 == .notSent }.count
    if notSent > 0 {
      Console.error(
        "warning: \(name): \(notSent) more item\(notSent == 1 ? " was" : "s were") not sent "
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
  func improve(_ drafts: [DocumentDraft], cache: (any TaskRepository)?) -> [DocumentDraft] {
    let asked = drafts.indices.filter { !drafts[$0].isAIFound }
    let outcomes = improve(asked.map { (drafts[$0].draft, drafts[$0].itemText) }, cache: cache)
    var improved = drafts
    for (index, outcome) in zip(asked, outcomes) { improved[index].draft = outcome.draft }
    return improved
  }
}
