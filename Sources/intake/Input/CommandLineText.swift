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
  private static let ownFlags: Set<String> = ["-h", "--help", "--version", "help"]

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

  /// `word` without the mark `prepare` put on it.
  static func unmark(_ word: String) -> String {
    word.first == mark ? String(word.dropFirst()) : word
  }
}
