import Foundation
import IntakeCore

/// What the endpoint answered, read but not yet validated: `AIMerge` checks every field.
///
/// Strings are kept as sent (a priority of "someday", a date of "2026-02-30") so the merge can
/// say what it ignored. Codable for the answer cache.
public struct AIAnswer: Codable, Sendable, Equatable {
  /// The rewritten title (`enhanced.text`, `result.mainTask.text`).
  public var title: String
  /// `enhanced.wasEnhanced`: false means "I changed nothing"; nil when not sent.
  public var wasEnhanced: Bool?
  public var priority: String?
  public var dueDate: String?
  public var assignedTo: String?
  public var subtasks: [AISubtask]
  public var summary: String?

  public init(
    title: String, wasEnhanced: Bool? = nil, priority: String? = nil, dueDate: String? = nil,
    assignedTo: String? = nil, subtasks: [AISubtask] = [], summary: String? = nil
  ) {
    self.title = title
    self.wasEnhanced = wasEnhanced
    self.priority = priority
    self.dueDate = dueDate
    self.assignedTo = assignedTo
    self.subtasks = subtasks
    self.summary = summary
  }

  /// Reads the `enhanced` object (enhance) or the `result` object (smart) of the protocol.
  ///
  /// The containers must be right (objects where objects belong, a string title); a field of
  /// the wrong type is dropped, and a subtask without text is skipped.
  /// - Throws: `.wrongSchema` naming what is missing or mistyped.
  static func read(_ value: JSONValue, mode: AIMode, name: String) throws(AIError) -> AIAnswer {
    guard value.isObject else {
      throw .wrongSchema("\(name) is \(value.typeName), not an object")
    }
    if mode != .smart {
      var answer = try task(value, name: name)
      answer.wasEnhanced = value["wasEnhanced"]?.bool
      return answer
    }
    guard let main = value["mainTask"] else { throw .wrongSchema("\(name) has no mainTask") }
    guard main.isObject else {
      throw .wrongSchema("\(name).mainTask is \(main.typeName), not an object")
    }
    var answer = try task(main, name: "\(name).mainTask")
    if let subtasks = value["subtasks"] {
      guard case .array(let items) = subtasks else {
        throw .wrongSchema("\(name).subtasks is \(subtasks.typeName), not an array")
      }
      answer.subtasks = items.compactMap { item in
        guard let text = item["text"]?.string else { return nil }
        return AISubtask(
          text: text, priority: item["priority"]?.string,
          estimatedMinutes: item["estimatedMinutes"]?.number)
      }
    }
    answer.summary = value["summary"]?.string
    return answer
  }

  private static func task(_ value: JSONValue, name: String) throws(AIError) -> AIAnswer {
    guard let text = value["text"] else { throw .wrongSchema("\(name) has no text") }
    guard let title = text.string else {
      throw .wrongSchema("\(name).text is \(text.typeName), not a string")
    }
    return AIAnswer(
      title: title, priority: value["priority"]?.string, dueDate: value["dueDate"]?.string,
      assignedTo: value["assignedTo"]?.string)
  }
}

/// A step the AI proposes, as sent.
public struct AISubtask: Codable, Sendable, Equatable {
  public var text: String
  public var priority: String?
  public var estimatedMinutes: Double?

  public init(text: String, priority: String? = nil, estimatedMinutes: Double? = nil) {
    self.text = text
    self.priority = priority
    self.estimatedMinutes = estimatedMinutes
  }
}
