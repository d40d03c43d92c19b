import ArgumentParser
import Foundation
import IntakeApp
import IntakeCore
import IntakeDocuments
import IntakeParsing
import IntakeStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Intake {
  /// `intake import PATH…`: finds the action items in notes and transcripts and stores them
  /// as one undoable batch.
  struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract: "Import the action items of notes and transcripts as one undoable batch.",
      discussion: """
        PATH is a file, a folder (searched recursively) or - for stdin. Formats are
        told by content and extension: Markdown and plain notes, WebVTT, SRT,
        speaker-line transcripts ("Ana Lima: …") and IRC logs. Re-importing a document
        adds only the items it did not have.

        Other task tools' files are imported as they are: iCalendar (.ics), CSV
        with a header (intake's columns, or --map for others'), Todoist's CSV,
        todo.txt (named todo.txt or done.txt, or --format todotxt), and
        Taskwarrior's and intake's JSON. A task keeps the id its file gives it,
        so importing the file again updates it.

        Examples:
          intake import notes/2026-03-02-planning.md
          intake import tasks.ics --dry-run
          intake import sheet.csv --map text=Title,due_date=Deadline,owners=Who
          task export | intake import --format taskwarrior -
        """)

    @Option(
      help: ArgumentHelp(
        "Read the files as json, csv, ics, todotxt, taskwarrior or todoist-csv instead of notes.",
        valueName: "format"), completion: .list(TaskFormat.allCases.map(\.rawValue)))
    var format: TaskFormat?

    @Option(
      help: ArgumentHelp(
        "For CSV: which column holds each field, as FIELD=COLUMN pairs (text=Title,due_date=Due).",
        valueName: "pairs"))
    var map: String?

    @Argument(help: "Files, folders, or - for stdin.", completion: Completions.notes)
    var paths: [String]

    @Flag(name: .customLong("dry-run"), help: "Preview the tasks; store nothing.")
    var isDryRun = false

    @Flag(help: "Print JSON: the drafts with --dry-run, else the stored tasks.")
    var json = false

    @Option(help: ArgumentHelp("Only files whose name matches (repeatable).", valueName: "glob"))
    var include: [String] = []

    @Option(help: ArgumentHelp("Skip files whose name matches (repeatable).", valueName: "glob"))
    var exclude: [String] = []

    @Option(
      name: .customLong("meeting-date"),
      help: ArgumentHelp(
        "The meeting's date, for \"by Friday\": 2026-03-02, \"last monday\", \"3/2\".",
        valueName: "date"))
    var meetingDate: String?

    @Flag(name: .customLong("include-done"), help: "Also import checked items, as done.")
    var includeDone = false

    @Option(
      name: .customLong("min-confidence"),
      help: ArgumentHelp(
        "Leave out items found with less confidence (0-1; 0 keeps all).",
        valueName: "n"))
    var minimumConfidence = DocumentParser.defaultMinimumConfidence

    @Flag(help: "No progress bar.")
    var quiet = false

    @OptionGroup var input: InputOptions
    @OptionGroup var parsing: ParsingOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var user: UserOptions
    @OptionGroup var ai: AIOptions

    @Option(
      name: .customLong("ai-max-calls"),
      help: ArgumentHelp("Ask the AI about at most N items (a cost guard).", valueName: "N"))
    var aiMaxCalls: Int?

    func validate() throws {
      if paths.isEmpty { throw ValidationError("give a file, a folder, or - for stdin") }

      try ConfidenceOption.check(minimumConfidence)
      _ = try mapping()
      if let aiMaxCalls, aiMaxCalls < 0 {
        throw ValidationError("--ai-max-calls \(aiMaxCalls) is negative; give 0 or more")
      }
    }

    /// The day `text` names, read as `--due` is ("2026-03-02", "last monday", "3/2").
    ///
    /// - Throws: `CLIError` when it names no day or holds other words.
    static func day(of text: String, parsing: ParsingOptions) throws -> LocalDate {
      if let iso = LocalDate(iso: text) { return iso }
      // A meeting is behind us: "3/2" and "friday" are the last ones, not the next.
      var context = try parsing.context(roster: Roster())
      context.looksBack = true
      let draft = TaskParser(context: context).parse(text)
      guard let day = draft.dueDate, draft.text.isEmpty else {
        throw CLIError(
          "--meeting-date \"\(text)\" is not a date; write one like 2026-03-02 or \"last monday\"")
      }
      return day
    }

    /// The `--map` pairs: intake's field for the file's column.
    func mapping() throws -> [String: String] {
      guard let map else { return [:] }
      let fields = Set(CSVTaskWriter.columns)
      var pairs: [String: String] = [:]
      for pair in map.split(separator: ",") {
        let parts = pair.split(separator: "=", maxSplits: 1).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 2, !parts[1].isEmpty else {
          throw ValidationError("--map \"\(pair)\" is not FIELD=COLUMN (text=Title)")
        }
        guard fields.contains(parts[0]) else {
          throw ValidationError(
            "--map: \"\(parts[0])\" is not a field; fields: "
              + CSVTaskWriter.columns.joined(separator: ", "))
        }
        pairs[parts[0]] = parts[1]
      }
      return pairs
    }

    func run() throws {
      try Failure.report {
        if try TaskFileImporter.isTaskFiles(
          paths, format: format, hasMapping: !(try mapping()).isEmpty)
        {
          let importer = TaskFileImporter(
            parsing: parsing, store: store, user: user.name, sizeLimit: try input.limit(),
            format: format, mapping: try mapping())
          try importer.run(
            paths: paths, label: paths.joined(separator: " "), dryRun: isDryRun, json: json)
          return
        }
        var importer = Importer(
          parsing: parsing, store: store, user: user.name,
          meetingDate: try meetingDate.map { try Self.day(of: $0, parsing: parsing) },
          includeDone: includeDone, showsProgress: !quiet && !json)
        importer.minimumConfidence = minimumConfidence
        importer.assistant = try AIAssistant.make(options: ai, maxCalls: aiMaxCalls) {
          try parsing.context(roster: try store.rosterIfAvailable())
        }
        importer.sizeLimit = try input.limit()
        let sources = try ImportSources.expand(paths, include: include, exclude: exclude)
        try importer.run(
          sources: sources, label: paths.joined(separator: " "), dryRun: isDryRun, json: json)
      }
    }
  }
}
