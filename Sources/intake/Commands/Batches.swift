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

  /// `intake undo [BATCH]`: reverts the last change, or removes an import.
  struct Undo: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "undo",
      abstract: "Revert your last change (add, done, edit, rm, import …).",
      discussion: """
        With BATCH, removes that import instead. Each undo reverts one more
        change of yours, newest first. A change is not reverted when a later
        one touched the same fields of the same task (the line says which);
        the fields it did not change keep their later values. Tasks edited
        since an import are kept and listed.
        """)

    @Argument(
      help:
        "A batch's short id (\"ab12\"), its id or a unique prefix (see intake batches)."
    )
    var batch: String?

    @Flag(help: "List the changes recorded, newest first, instead of undoing one.")
    var list = false

    @OptionGroup var store: StoreOptions
    @OptionGroup var user: UserOptions

    func run() throws {
      try Failure.report {
        let repository = try store.openExistingOrEmpty()
        if list { return try printLog(repository) }
        if let batch { return try undoImport(batch, repository) }
        // The newer of this user's last change and last import.
        let operation = try repository.operations(by: user.name, limit: 50).first {
          $0.undoneAt == nil
        }
        let lastImport = try repository.batches().first { $0.createdBy == user.name }
        if let lastImport, operation.map({ lastImport.createdAt > $0.createdAt }) ?? true {
          return try undoImport(lastImport.id, repository)
        }
        guard operation != nil else { throw StoreError.nothingToUndo(user: user.name) }
        let undone = try repository.undoLastOperation(by: user.name, at: Date())
        print("Undid \(undone.command) of \(Timestamp.text(undone.createdAt)):")
        for change in undone.changes { print("  " + Self.describe(change, undoing: true)) }
      }
    }

    private func undoImport(_ batch: String, _ repository: any TaskRepository) throws {
      let result = try repository.undo(batchID: batch)
      let restored =
        result.restored == 0
        ? ""
        : ", put back \(result.restored) task\(result.restored == 1 ? "" : "s") it had updated"
      print(
        "Undid \(result.batch.shortID) (\(result.batch.source)): removed \(result.removed) tasks"
          + restored)
      if !result.keptEdited.isEmpty {
        print("Kept \(result.keptEdited.count) edited since the import:")
        for task in result.keptEdited { print("  " + TaskRenderer.line(task)) }
      }
    }

    private func printLog(_ repository: any TaskRepository) throws {
      let operations = try repository.operations(by: nil, limit: 50)
      if operations.isEmpty { return Console.error("no changes recorded yet") }
      for operation in operations {
        let state = operation.undoneAt == nil ? "" : "  (undone)"
        print(
          "\(operation.id)  \(Timestamp.text(operation.createdAt))  \(operation.createdBy)  "
            + "\(operation.command)\(state)")
        for change in operation.changes { print("    " + Self.describe(change, undoing: false)) }
      }
    }

    /// "removed 1a2b3c4d: buy milk", "1a2b3c4d: status, completed_at".
    static func describe(_ change: TaskChange, undoing: Bool) -> String {
      switch (change.before, change.after) {
      case (nil, let added?):
        return "\(undoing ? "removed" : "added") \(TaskRenderer.shortID(added)): \(added.text)"
      case (let removed?, nil):
        return
          "\(undoing ? "restored" : "deleted") \(TaskRenderer.shortID(removed)): \(removed.text)"
      case (let before?, _?):
        let fields = change.changedFields.joined(separator: ", ")
        return "\(undoing ? "set back" : "changed") \(TaskRenderer.shortID(before)) "
          + "(\(fields)): \(before.text)"
      case (nil, nil):
        return ""
      }
    }
  }
}
