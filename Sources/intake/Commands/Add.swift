import ArgumentParser
import Foundation
import IntakeApp
import IntakeCore
import IntakeDocuments
import IntakeParsing
import IntakeStore

extension Intake {
  /// `intake add TEXT…`: reads the task in the text and stores it.
  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Store the task written in TEXT.",
      discussion: """
        Dates, times, repetition, priority, owner and #tags are read from the text:
          intake add "call Ana tmrw 3pm about the budget !high"
        With - the text is read from stdin: every line, bullet, numbered item or
        checkbox is one task (indented ones are subtasks), stored as one undoable
        batch:
          pbpaste | intake add -
        """)

    @Argument(help: "The task text (several words are joined with spaces).")
    var text: [String]

    @OptionGroup var input: InputOptions
    @OptionGroup var parsing: ParsingOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var user: UserOptions
    @OptionGroup var ai: AIOptions

    @Flag(help: "Print a JSON array of the stored tasks.")
    var json = false

    @Flag(help: "Show each field with the words it came from.")
    var explain = false

    func validate() throws {
      try TextInput.validate(text)
    }

    func run() throws {
      if text == ["-"] { return try addStandardInput() }
      try Failure.report {
        // An existing database is opened once, for the roster and the insert; a new one is
        // only created once the text is known to hold a task.
        let existing = try store.openIfExists()
        let people = try existing?.people() ?? []
        let context = try parsing.context(roster: Roster(teamAmong: people))
        let parser = TaskParser(context: context)
        let (input, isDone) = TextInput.read(text)
        var (draft, trace) = explain ? parser.explain(input) : (parser.parse(input), [])
        guard !draft.text.isEmpty else {
          throw CLIError(
            "\"\(input)\" names no task, only when or who; add what is to be done")
        }
        let repository = try existing ?? store.open()
        var outcome: (assistant: AIAssistant, result: AIAssistant.Outcome)?
        if let assistant = try AIAssistant.make(options: ai, context: { context }) {
          let result = assistant.improve([(draft, input)], cache: repository)[0]
          draft = result.draft
          outcome = (assistant, result)
        }
        let task = try TaskAdding.add(
          &draft, sourceText: input, isDone: isDone, by: user.name, at: Date(), into: repository,
          people: existing == nil ? nil : people)
        if json {
          print(try Console.json([task]))
        } else {
          print("Added \(TaskRenderer.shortID(task)): \(task.text)\(isDone ? " (done)" : "")")
          for (label, value) in DraftRenderer.fields(of: draft) { print("  \(label): \(value)") }
          if explain { print(DraftRenderer.explain(draft, trace: trace)) }
          if explain, let outcome {
            print(DraftRenderer.explainAI(outcome.result, assistant: outcome.assistant))
          }
        }
        Console.warn(draft.diagnostics)
      }
    }

    /// `intake add -`: the lines on stdin, as one batch.
    private func addStandardInput() throws {
      try Failure.report {
        // Read as `intake import -` reads: binary, UTF-16, invalid UTF-8, an overlong line
        // and input over --max-size are refused with the line they were found on.
        var reader = LineReader(
          handle: FileHandle.standardInput, name: "stdin", sizeLimit: try input.limit())
        var lines: [Substring] = []
        while let line = try reader.next() { lines.append(line) }
        let input = lines.joined(separator: "\n")
        guard !input.allSatisfy(\.isWhitespace) else {
          throw CLIError("stdin is empty; pipe the tasks in, one per line")
        }
        let existing = try store.openIfExists()
        let base = try parsing.context(roster: try existing?.roster() ?? Roster())
        var importer = Importer(
          parsing: parsing, store: store, user: user.name, meetingDate: nil, includeDone: false,
          showsProgress: false)
        importer.assistant = try AIAssistant.make(options: ai, context: { base })
        try importer.finish(
          drafts: DocumentParser.lines(input, base: base), label: "stdin", existing: existing,
          base: base, json: json)
      }
    }
  }
}
