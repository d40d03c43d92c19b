import ArgumentParser
import Foundation
import IntakeCore
import IntakeStore

extension Intake {
  /// `intake copy --from A --to B`: a whole repository moved to another file or backend.
  struct Copy: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "copy",
      abstract: "Copy a whole task repository to a new file or another backend.",
      discussion: """
        FROM and TO are SQLite files. TO must be a new file or a store with nothing in
        it. Tasks (with their provenance and series), batches, people and the team, the
        undo log and the AI answer cache are read in one transaction and written in one;
        then both are read back and compared, and a difference is an error. A failed
        copy leaves no new file behind.
        """)

    @Option(
      help: ArgumentHelp("The repository to copy.", valueName: "location"),
      completion: Completions.database)
    var from: String

    @Option(
      help: ArgumentHelp("Where to copy it: a new file, or an empty store.", valueName: "location"),
      completion: Completions.database)
    var to: String

    func run() throws {
      try Failure.report {
        guard let source = try StoreOptions.open(from, creating: false) else {
          throw CLIError("--from \(from): no task database there; check the path")
        }
        let isNewFile = !FileManager.default.fileExists(atPath: to)
        guard let destination = try StoreOptions.open(to, creating: true) else { return }
        do {
          let snapshot = try source.snapshot()
          try destination.restore(snapshot)
          let differences = snapshot.differences(from: try destination.snapshot())
          guard differences.isEmpty else {
            throw CLIError(
              "the copy in \(destination.location) differs from \(source.location): "
                + differences.joined(separator: "; ") + "; report this, and keep using "
                + source.location)
          }
          print(
            "Copied \(snapshot.summary) from \(source.location) to \(destination.location); "
              + "read back and compared: the same")
        } catch {
          if isNewFile {
            for suffix in ["", "-wal", "-shm", "-journal"] {
              try? FileManager.default.removeItem(atPath: to + suffix)
            }
          }
          throw error
        }
      }
    }
  }
}
