import ArgumentParser
import Foundation
import IntakeCore
import IntakeStore

/// What the shells complete for intake's arguments (`intake --generate-completion-script
/// bash|zsh|fish`): files where a path goes, the allowed words where a value is one of a few,
/// zone names, and the task ids and people of the database the line names.
enum Completions {
  static let statuses = CompletionKind.list(["todo", "in_progress", "done"])
  static let priorities = CompletionKind.list(Priority.allCases.map(\.rawValue))
  static let dateOrders = CompletionKind.list(["mdy", "dmy", "ymd"])
  static let database = CompletionKind.file(extensions: ["sqlite", "sqlite3", "db"])
  static let notes = CompletionKind.file(extensions: [
    "md", "markdown", "txt", "vtt", "srt", "sbv", "log",
  ])

  static let zones = CompletionKind.custom { _, _, prefix in
    TimeZone.knownTimeZoneIdentifiers.filter { $0.hasPrefix(prefix) }
  }

  /// The short ids of the open tasks.
  static let taskIDs = CompletionKind.custom { words, _, prefix in
    var ids: [String] = []
    try? repository(named: words)?.forEachTask(matching: TaskFilter()) { task in
      ids.append(String(task.id.lowercaseText.prefix(8)))
    }
    return ids.filter { $0.hasPrefix(prefix.lowercased()) }
  }

  /// Everyone's names and aliases, the team's and the other people's.
  static let people = CompletionKind.custom { words, _, prefix in
    guard let people = try? repository(named: words)?.people() else { return [] }
    let names = people.flatMap { [$0.name] + $0.aliases }
    return names.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
  }

  /// The database `--db` on the line names, else the one the environment and config name;
  /// nil when it does not exist (completing never creates one).
  private static func repository(named words: [String]) -> (any TaskRepository)? {
    var arguments: [String] = []
    if let index = words.firstIndex(of: "--db"), index + 1 < words.count {
      arguments = ["--db", words[index + 1]]
    }
    return try? StoreOptions.parse(arguments).openIfExists()
  }
}
