/// A stored task as `add --json`, `list --json` and `show --json` print it.
///
/// Decoded with the test's own types rather than IntakeCore's, so the tests pin the JSON
/// contract that scripts see, not whatever the Swift types happen to round-trip.
struct TaskJSON: Decodable, Equatable {
  /// A step of the task.
  struct SubtaskJSON: Decodable, Equatable {
    var text: String
    var completed: Bool
    var priority: String?
    var estimatedMinutes: Double?
  }

  var id: String
  var text: String
  var notes: String?
  var subtasks: [SubtaskJSON]
  var status: String
  var priority: String
  var dueDate: String?
  var dueTime: String?
  var startDate: String?
  var timeZone: String
  var recurrence: String?
  var assignedTo: String?
  var owners: [String]
  var tags: [String]
  var createdBy: String
  var createdAt: String
  var updatedBy: String?
  var updatedAt: String
  var version: Int
  var sourceText: String?
  var seriesId: String?
  var completedAt: String?
  var blockedBy: [String]?
  var foundBy: String?
  var recurrenceFrom: String?
}

/// A draft as `parse --json` prints it (and `eval --json` under `got`).
struct DraftJSON: Decodable, Equatable {
  struct Diagnostic: Decodable, Equatable {
    var kind: String
    var message: String
  }

  var text: String
  var dueDate: String?
  var dueTime: String?
  var priority: String
  var assignedTo: String?
  var owners: [String]
  var tags: [String]
  var diagnostics: [Diagnostic]
}
