import ArgumentParser
import Foundation
import IntakeApp
import IntakeCore
import IntakeParsing

extension Intake {
  /// `intake parse TEXT…`: shows what intake reads in the text and stores nothing.
  struct Parse: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "parse",
      abstract: "Show the task intake reads in TEXT, without storing it.",
      discussion: """
        With - every line of stdin is one item, answered as it arrives; with
        --json each answer is one line of JSON (JSON Lines), null for a blank line:
          intake parse - --json < phrases.txt
        With --input jsonl each line is an object {"text", "now", "tz", "id"}:
        the item, the local date-time and zone it is read against, and an id
        echoed in the answer.
        """)

    @Argument(help: "The task text (several words are joined with spaces), or - for stdin.")
    var text: [String]

    @Option(
      name: .customLong("input"),
      help: ArgumentHelp(
        "With -, what each line of stdin is: the text of an item, or a JSON object.",
        valueName: "text|jsonl"))
    var input: StreamInput = .text

    @OptionGroup var parsing: ParsingOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var ai: AIOptions

    @Flag(help: "Print a JSON array of drafts.")
    var json = false

    @Flag(help: "Show each field with the words it came from.")
    var explain = false

    func validate() throws {
      try TextInput.validate(text)
      if text != ["-"], input != .text {
        throw ValidationError(
          "--input \(input.rawValue) reads stdin; write intake parse - --input \(input.rawValue)")
      }
      if text == ["-"], explain {
        throw ValidationError("--explain shows one item; parse it alone, without -")
      }
    }

    func run() throws {
      if text == ["-"] { return try parseStream() }
      try Failure.report {
        let roster = try store.rosterIfAvailable()
        let context = try parsing.context(roster: roster)
        let parser = TaskParser(context: context)
        let input = TextInput.join(text)
        var (draft, trace) = parser.explain(input)
        var outcome: (assistant: AIAssistant, result: AIAssistant.Outcome)?
        if let assistant = try AIAssistant.make(options: ai, context: { context }) {
          // The answer cache lives in the task database, so asking the AI opens (or creates) it.
          let cache = assistant.useCache ? try store.open() : nil
          let result = assistant.improve([(draft, input)], cache: cache)[0]
          draft = result.draft
          outcome = (assistant, result)
        }
        if json {
          print(try Console.json([draft]))
        } else if explain {
          print(DraftRenderer.explain(draft, trace: trace))
          if let outcome {
            print(DraftRenderer.explainAI(outcome.result, assistant: outcome.assistant))
          }
        } else {
          print(DraftRenderer.render(draft))
        }
        Console.warn(draft.diagnostics)
      }
    }
  }
}

/// Checks on the text arguments shared by `add` and `parse`.
enum TextInput {
  /// - Throws: `ValidationError` when the text is empty or only whitespace.
  static func validate(_ words: [String]) throws {
    if join(words).isEmpty {
      throw ValidationError("the task text is empty; write the task, e.g. \"call Ana tomorrow\"")
    }
  }

  /// The words joined with single spaces, trimmed, without a list bullet or a checkbox in
  /// front ("- [ ] pack the tent" is "pack the tent").
  static func join(_ words: [String]) -> String {
    read(words).text
  }

  /// `join`, and whether a ticked checkbox ("- [x] …") said the task is already done.
  static func read(_ words: [String]) -> (text: String, isDone: Bool) {
    let text = words.map(CommandLineText.unmark).joined(separator: " ").trimmingWhitespace()
    var rest = Substring(text)
    for bullet in ["- ", "* ", "+ ", "• "] where rest.hasPrefix(bullet) {
      rest = rest.dropFirst(bullet.count).drop(while: \.isWhitespace)
      break
    }
    for (box, isDone) in [("[ ] ", false), ("[] ", false), ("[x] ", true), ("[X] ", true)]
    where rest.hasPrefix(box) {
      return (String(rest.dropFirst(box.count).drop(while: \.isWhitespace)), isDone)
    }
    return (String(rest), false)
  }
}

/// Turns a thrown error into the one-line message and exit code 1.
enum Failure {
  static func report(_ body: () throws -> Void) throws {
    do {
      try body()
    } catch let error as ExitCode {
      throw error
    } catch let error as ValidationError {
      throw error
    } catch {
      Console.error("Error: \(error)")
      throw ExitCode.failure
    }
  }
}
