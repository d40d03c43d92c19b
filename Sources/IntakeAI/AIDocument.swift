import Foundation
import IntakeCore

/// A part of a document sent for its action items: whole speaker turns, each line with its
/// number so the answer can say where an item was said.
public struct AIDocumentQuestion: Sendable, Equatable {
  /// The lines as written, each with its 1-based line number in the file.
  public var lines: [(number: Int, text: String)]
  /// Today in the user's zone.
  public var today: LocalDate
  /// The user's IANA zone.
  public var timeZone: String
  /// Who may own an item: the speakers, attendees and team members.
  public var people: [String]

  public init(
    lines: [(number: Int, text: String)], today: LocalDate, timeZone: String, people: [String]
  ) {
    self.lines = lines
    self.today = today
    self.timeZone = timeZone
    self.people = people
  }

  public static func == (left: AIDocumentQuestion, right: AIDocumentQuestion) -> Bool {
    left.lines.map(\.number) == right.lines.map(\.number)
      && left.lines.map(\.text) == right.lines.map(\.text) && left.today == right.today
      && left.timeZone == right.timeZone && left.people == right.people
  }

  /// The lines with their numbers, "[12] Ana: I'll send it": what the template is given.
  public var numbered: String {
    lines.map { "[\($0.number)] \($0.text)" }.joined(separator: "\n")
  }

  /// The lines as written: what the app's `parse-voicemail` is given.
  public var plain: String { lines.map(\.text).joined(separator: "\n") }

  /// The same question as the one-item protocol carries it, for the template's placeholders.
  var asItem: AIQuestion {
    AIQuestion(mode: .smart, text: numbered, today: today, timeZone: timeZone, roster: people)
  }
}

/// One action item an endpoint found in a document, as sent: nothing is checked yet.
public struct AIFoundItem: Codable, Sendable, Equatable {
  public var text: String
  public var owner: String?
  public var dueDate: String?
  /// The line it was said on; the app's endpoint does not say.
  public var line: Int?
  public var priority: String?

  public init(
    text: String, owner: String? = nil, dueDate: String? = nil, line: Int? = nil,
    priority: String? = nil
  ) {
    self.text = text
    self.owner = owner
    self.dueDate = dueDate
    self.line = line
    self.priority = priority
  }
}

extension AIClient {
  /// The template the `openai` provider reads documents with.
  public static let documentTemplate = "extract-actions"

  /// Asks for the action items of one part of a document: the app's
  /// `POST /api/ai/parse-voicemail` (`{transcription, users}` → `tasks`), or the
  /// `extract-actions` template for an OpenAI-compatible server (`items` with lines).
  ///
  /// - Throws: `AIError` as `ask` does.
  public func findActions(in question: AIDocumentQuestion) throws(AIError) -> [AIFoundItem] {
    try perform(try request(for: question)) { response throws(AIError) in
      try readFound(response)
    }
  }

  /// Checks what a document request needs, as `validate(_:)` does for items.
  ///
  /// - Throws: `.notConfigured` or `.badPrompt`.
  public func validateDocuments() throws(AIError) {
    _ = try request(
      for: AIDocumentQuestion(
        lines: [], today: LocalDate(dayNumber: 0), timeZone: "UTC", people: []))
  }

  /// The key the answer for one part of a document is cached under (see `cacheKey(for:)`).
  ///
  /// - Throws: `.badPrompt` when the openai template cannot be read.
  public func cacheKey(for question: AIDocumentQuestion) throws(AIError) -> String {
    let version =
      configuration.provider == .openai
      ? try prompts.template(named: Self.documentTemplate).version : "parse-voicemail"
    return Self.hash([
      configuration.provider.rawValue, documentEndpoint, configuration.model ?? "", version,
      question.numbered, question.today.description, question.timeZone,
      question.people.joined(separator: "\u{1E}"),
    ])
  }

  /// Where documents are sent.
  public var documentEndpoint: String {
    switch configuration.provider {
    case .app:
      var base = configuration.baseURL
      while base.hasSuffix("/") { base.removeLast() }
      return base + "/api/ai/parse-voicemail"
    case .openai:
      return configuration.endpoint(for: .smart)
    }
  }

  func request(for question: AIDocumentQuestion) throws(AIError) -> TransportRequest {
    var request = try self.request(for: question.asItem)
    request.url = documentEndpoint
    switch configuration.provider {
    case .app:
      let body: JSONValue = .object([
        "transcription": .string(question.plain),
        "users": .array(question.people.map(JSONValue.string)),
      ])
      request.body = Self.encode(body)
    case .openai:
      let messages = try prompts.template(named: Self.documentTemplate).render(question.asItem)
      guard var body = JSONValue(data: request.body), case .object(var fields) = body else {
        return request
      }
      fields["messages"] = .array([
        .object(["role": .string("system"), "content": .string(messages.system)]),
        .object(["role": .string("user"), "content": .string(messages.user)]),
      ])
      body = .object(fields)
      request.body = Self.encode(body)
    }
    return request
  }

  /// Reads the items of a response whose status is neither 429 nor 5xx.
  func readFound(_ response: TransportResponse) throws(AIError) -> [AIFoundItem] {
    guard (200...299).contains(response.status) else { throw Self.httpError(response) }
    guard let json = JSONValue(data: response.body) else {
      throw .notJSON(String(decoding: response.body.prefix(60), as: UTF8.self))
    }
    var reply = json
    switch configuration.provider {
    case .app:
      if json["success"]?.bool == false {
        throw .refused(json["error"]?.string ?? "no reason given")
      }
    case .openai:
      reply = try Self.chatReply(json)
    }
    guard let list = reply["items"] ?? reply["tasks"] else {
      throw .wrongSchema("it has no items or tasks")
    }
    guard case .array(let entries) = list else {
      throw .wrongSchema("its items are \(list.typeName), not an array")
    }
    return entries.compactMap { entry in
      guard let text = entry["text"]?.string, !text.isEmpty else { return nil }
      let line = entry["line"]?.number.flatMap { $0.rounded() == $0 ? Int($0) : nil }
      return AIFoundItem(
        text: text, owner: entry["owner"]?.string ?? entry["assignedTo"]?.string,
        dueDate: entry["dueDate"]?.string, line: line, priority: entry["priority"]?.string)
    }
  }

  static func encode(_ body: JSONValue) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(body)) ?? Data()
  }
}
