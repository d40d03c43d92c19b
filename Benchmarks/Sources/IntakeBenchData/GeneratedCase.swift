import IntakeCore

/// A generated one-liner and the fields it must yield, computed from the template that wrote
/// it (never by running intake).
public struct GeneratedCase: Sendable {
  public var text: String
  /// The day the text is read on, at 09:00 UTC.
  public var today: LocalDate
  /// The roster the text is read against.
  public var team: [TeamMember]
  public var title: String
  public var dueDate: LocalDate?
  public var dueTime: LocalTime?
  public var recurrence: String?
  public var priority: String
  public var assignedTo: String?
  public var tags: [String]

  /// The case as one line of the corpus format (corpora/README.md), every field scored.
  ///
  /// - Parameter id: The case id, unique in its file.
  /// - Returns: A JSON object on one line, no line break.
  public func jsonLine(id: String) -> String {
    let team = self.team.map { member in
      "{\"name\": \(Self.quoted(member.name)), \"aliases\": ["
        + member.aliases.map(Self.quoted).joined(separator: ", ") + "]}"
    }
    var expect = [
      "\"text\": \(Self.quoted(title))",
      "\"due_date\": \(dueDate.map { Self.quoted($0.description) } ?? "null")",
      "\"due_time\": \(dueTime.map { Self.quoted($0.description) } ?? "null")",
      "\"recurrence\": \(recurrence.map(Self.quoted) ?? "null")",
      "\"priority\": \(Self.quoted(priority))",
      "\"assigned_to\": \(assignedTo.map(Self.quoted) ?? "null")",
    ]
    expect.append("\"tags\": [" + tags.map(Self.quoted).joined(separator: ", ") + "]")
    return "{\"id\": \(Self.quoted(id)), \"text\": \(Self.quoted(text)), "
      + "\"now\": \"\(today)T09:00:00\", \"tz\": \"UTC\", \"team\": ["
      + team.joined(separator: ", ") + "], \"expect\": {" + expect.joined(separator: ", ") + "}}"
  }

  /// A JSON string literal; generated text holds no control characters.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      switch character {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default: out.append(character)
      }
    }
    return out + "\""
  }
}
