import ArgumentParser
import Foundation
import IntakeCore
import IntakeStore

extension Intake {
  /// `intake batches`: the imports made, newest first.
  struct Batches: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "batches",
      abstract: "List imports (batches), newest first.")

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var store: StoreOptions

    func run() throws {
      try Failure.report {
        let batches = try store.openExistingOrEmpty().batches()
        if json {
          print(try Console.json(batches))
        } else if batches.isEmpty {
          Console.error("no imports yet; intake import PATH makes one")
        } else {
          for batch in batches {
            print(
              "\(batch.shortID)  \(batch.id)  \(Timestamp.text(batch.createdAt))  "
                + "+\(batch.addedCount) "
                + "=\(batch.skippedCount) of \(batch.itemCount)  \(batch.source)")
          }
        }
      }
    }
  }

  /// `intake undo [BATCH]`: removes an import.
  struct Undo: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "undo",
      abstract: "Remove the tasks of the last import, or of BATCH.",
      discussion: "Tasks edited since the import are kept and listed.")

    @Argument(
      help:
        "A batch's short id (\"ab12\"), its id or a unique prefix (see intake batches); default the last one."
    )
    var batch: String?

    @OptionGroup var store: StoreOptions

    func run() throws {
      try Failure.report {
        let result = try store.openExistingOrEmpty().undo(batchID: batch)
        print(
          "Undid \(result.batch.shortID) (\(result.batch.source)): removed \(result.removed) tasks")
        if !result.keptEdited.isEmpty {
          print("Kept \(result.keptEdited.count) edited since the import:")
          for task in result.keptEdited { print("  " + TaskRenderer.line(task)) }
        }
      }
    }
  }
}
