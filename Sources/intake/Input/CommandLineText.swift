/// What the shell hands over, made safe for the argument parser before it reads options.
///
/// - Task text that starts with a dash and holds a space ("- call the hotel", "- [ ] pack",
///   "-1 degrees: check the freezer") is text, never options: no option of intake has a space
///   in it. Left alone, the parser reads it as a cluster of short flags, finds the "h" of
///   "hotel" and prints help. Such words of `add` and `parse` get an invisible mark that
///   `TextInput` removes.
/// - With text piped in and only options given (`intake --db x < notes.txt`), the command is
///   `add -`, as it is with no arguments at all.
enum CommandLineText {
  /// U+2060 WORD JOINER: a character no shell word starts with, so the parser takes the word
  /// as a value.
  static let mark: Character = "\u{2060}"

  private static let textCommands: Set<String> = ["add", "parse"]
  /// The flags the parser answers itself: help, version, completion scripts, the help dump
  /// the manual is made from.
  private static let ownFlags: Set<String> = [
    "-h", "--help", "--version", "help", "--generate-completion-script", "---completion",
    "--experimental-dump-help",
  ]

  /// The arguments for the parser; `commands` are the subcommands' names.
  static func prepare(_ arguments: [String], commands: Set<String>, stdinIsTerminal: Bool)
    -> [String]
  {
    guard let first = arguments.firstIndex(where: { commands.contains($0) || $0 == "help" })
    else {
      // Options and their values only: with text on stdin they are `add -`'s.
      let isOwn = arguments.contains { ownFlags.contains($0) }
      let startsWithOption = arguments.first?.hasPrefix("--") ?? false
      return startsWithOption && !stdinIsTerminal && !isOwn
        ? ["add", "-"] + arguments : arguments
    }
    guard textCommands.contains(arguments[first]) else { return arguments }
    var prepared = arguments
    for index in prepared.indices.dropFirst(first + 1) {
      let word = prepared[index]
      if word == "--" { break }
      if word.hasPrefix("-"), !word.hasPrefix("--"), word.contains(where: \.isWhitespace) {
        prepared[index] = String(mark) + word
      }
    }
    return prepared
  }

  /// The message for a first word that names no command ("intake lsit", "intake help lsit"),
  /// with the nearest command when one is close; nil when the words start well.
  static func unknownCommand(_ arguments: [String], commands: Set<String>) -> String? {
    var words = arguments[...]
    if words.first == "help" { words = words.dropFirst() }
    guard let word = words.first, !word.hasPrefix("-"), !commands.contains(word) else {
      return nil
    }
    let nearest = commands.map { ($0, distance(word.lowercased(), $0)) }
      .filter { $0.1 <= max(1, word.count / 3) }
      .min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
    let hint =
      nearest.map { "did you mean \"intake \($0.0)\"?" }
      ?? "to add it as a task, write intake add \"\(words.prefix { !$0.hasPrefix("-") }.joined(separator: " "))\""
    return "\"\(word)\" is not a command; \(hint) (intake --help lists them)"
  }

  /// Edit distance, counting a swap of two neighbours as one edit ("lsit" is one from "list").
  private static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

  /// `word` without the mark `prepare` put on it.
  static func unmark(_ word: String) -> String {
    word.first == mark ? String(word.dropFirst()) : word
  }
}
