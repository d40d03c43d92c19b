import Foundation
import IntakeCore

/// How much the AI is asked for.
public enum AIMode: String, Sendable, CaseIterable, Codable {
  /// No AI at all: no request, no libcurl, no prompt read.
  case off
  /// Improve the item: a better title, and fields the rules left empty.
  case enhance
  /// `enhance`, plus subtasks and a summary (stored in notes).
  case smart
}

/// Which protocol the endpoint speaks.
public enum AIProvider: String, Sendable, CaseIterable, Codable {
  /// The Shared Todo List app's `/api/ai/enhance-task` and `/api/ai/smart-parse`.
  case app
  /// Any OpenAI-compatible `/v1/chat/completions`, driven by the templates in `prompts/`.
  case openai
}

/// Where and how to reach the AI endpoint.
public struct AIConfiguration: Sendable, Equatable {
  public var provider: AIProvider
  /// The server's base URL (`https://todo.example.com`, `http://127.0.0.1:8080`).
  public var baseURL: String
  /// The model to ask for (`openai` only).
  public var model: String?
  /// Sent as `Authorization: Bearer …`; never logged.
  public var key: String?
  /// Seconds allowed for one item, retries included.
  public var timeout: Double
  /// Extra headers from the config file (a cookie for a deployment behind a proxy, say).
  public var headers: [HeaderField]

  public init(
    provider: AIProvider, baseURL: String, model: String? = nil, key: String? = nil,
    timeout: Double = 20, headers: [HeaderField] = []
  ) {
    self.provider = provider
    self.baseURL = baseURL
    self.model = model
    self.key = key
    self.timeout = timeout
    self.headers = headers
  }

  /// The URL asked for `mode` (never `.off`).
  public func endpoint(for mode: AIMode) -> String {
    var base = baseURL
    while base.hasSuffix("/") { base.removeLast() }
    switch provider {
    case .app:
      return base + (mode == .smart ? "/api/ai/smart-parse" : "/api/ai/enhance-task")
    case .openai:
      return base + (base.hasSuffix("/v1") ? "" : "/v1") + "/chat/completions"
    }
  }
}

/// One item to ask about: the only things ever sent are the text, today's date (with its
/// weekday and zone) and the names on the roster.
public struct AIQuestion: Sendable, Equatable {
  public var mode: AIMode
  /// The item as typed.
  public var text: String
  /// Today in the user's zone.
  public var today: LocalDate
  /// The user's IANA zone.
  public var timeZone: String
  /// The team's display names.
  public var roster: [String]

  public init(mode: AIMode, text: String, today: LocalDate, timeZone: String, roster: [String]) {
    self.mode = mode
    self.text = text
    self.today = today
    self.timeZone = timeZone
    self.roster = roster
  }

  /// Today's weekday in English ("Wednesday").
  public var weekday: String {
    [
      "", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
    ][today.weekday]
  }
}
