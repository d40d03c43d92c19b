import ArgumentParser
import Foundation
import IntakeApp
import IntakeCore
import IntakeStore

extension TaskFormat: ExpressibleByArgument {}

extension Intake {
  /// `intake export`: tasks in the file formats other task tools read.
  struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "export", abstract: "Write tasks in a format other tools read.",
      discussion: """
        Formats: json (intake's own), csv (RFC 4180, with a header), ics (iCalendar VTODOs, \
        for calendar and task apps), todotxt, taskwarrior (for `task import`), todoist-csv \
        (Todoist's import template). The filters are those of `list`: open tasks unless \
        --all or --status says otherwise. A file given with --output is written whole or \
        not at all.

        Examples:
          intake export --format ics --output tasks.ics --all
          intake export --format todotxt --owner ana > todo.txt
          intake export --format taskwarrior | task import
        """)

    @Option(
      help: ArgumentHelp(
        "json, csv, ics, todotxt, taskwarrior or todoist-csv (default: from the --output file's extension, else json).",
        valueName: "format"), completion: .list(TaskFormat.allCases.map(\.rawValue)))
    var format: TaskFormat?

    @Option(
      name: [.short, .long],
      help: ArgumentHelp("Write to FILE instead of stdout.", valueName: "file"),
      completion: .file())
    var output: String?

    @OptionGroup var filters: FilterOptions
    @OptionGroup var parsing: ParsingOptions
    @OptionGroup var store: StoreOptions

    func validate() throws {
      if format == nil, let output, TaskFormat(path: output) == nil,
        !output.isEmpty, output != "-"
      {
        throw ValidationError(
          "--output \"\(output)\" has no extension that names a format; add --format "
            + TaskFormat.allCases.map(\.rawValue).joined(separator: "|"))
      }
    }

    func run() throws {
      try Failure.report {
        let repository = try store.openExistingOrEmpty()
        let context = try parsing.context(roster: Roster())
        let filter = filters.filter(today: context.today, includeDone: filters.all)
        let chosen = format ?? output.flatMap(TaskFormat.init(path:)) ?? .json
        let query = filters.query
        let keep = { (task: StoredTask) in
          query.keeps(task, today: context.today, now: context.timeOfDay)
        }
        guard let path = output, path != "-" else {
          try Exporter.export(
            from: repository, matching: filter, as: chosen, zone: context.timeZone, keep: keep
          ) { bytes in try FileHandle.standardOutput.write(contentsOf: bytes) }
          return
        }
        let file = try AtomicFile(path: path)
        do {
          let count = try Exporter.export(
            from: repository, matching: filter, as: chosen, zone: context.timeZone, keep: keep,
            to: file.write)
          try file.commit()
          let finished =
            filter.status == nil && !filter.includeDone
            ? "; finished tasks left out, --all adds them" : ""
          Console.error(
            "Exported \(count) \(count == 1 ? "task" : "tasks") to \(path) (\(chosen.rawValue)\(finished))."
          )
        } catch {
          file.discard()
          throw error
        }
      }
    }
  }
}
