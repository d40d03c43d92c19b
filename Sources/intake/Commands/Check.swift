import ArgumentParser
import Foundation
import IntakeStore

extension Intake {
  /// `intake check`: SQLite's integrity check and intake's consistency checks on the database.
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Check the task database for damage and inconsistencies.",
      discussion: """
        Runs PRAGMA integrity_check and foreign_key_check, reads every task and batch
        back, and compares each batch's counts with its tasks. Prints what passed and
        every problem found; exits 1 when there is a problem. Reads only.
        """)

    @OptionGroup var store: StoreOptions

    func run() throws {
      try Failure.report {
        let path = store.shownLocation
        guard let repository = try store.openIfExists() else {
          throw CLIError("\(path): no database there; nothing to check; check --db or INTAKE_DB")
        }
        let report = repository.check()
        print("\(path): \(report.taskCount) tasks, \(report.batchCount) batches")
        for name in report.passed { print("ok: \(name)") }
        for problem in report.problems { print("problem: \(problem)") }
        guard report.isHealthy else {
          let count = report.problems.count
          throw CLIError(
            "\(path) has \(count) problem\(count == 1 ? "" : "s"); restore it from a backup "
              + "(intake backup makes one) or fix the rows named above")
        }
      }
    }
  }

  /// `intake backup PATH`: an online copy of the database.
  struct Backup: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "backup",
      abstract: "Copy the task database to PATH, even while it is in use.",
      discussion: """
        Uses SQLite's online backup: the copy is one consistent state of the database,
        taken while other intake commands keep reading and writing. PATH must not
        exist yet; the copy is private to you (mode 0600) and is checked before the
        command succeeds.
        """)

    @Argument(help: "The new file to write the copy to.", completion: Completions.database)
    var path: String

    @OptionGroup var store: StoreOptions

    func run() throws {
      try Failure.report {
        let source = store.shownLocation
        guard let repository = try store.openIfExists() else {
          throw CLIError(
            "\(source): no database there; nothing to back up; check --db or INTAKE_DB")
        }
        do {
          try repository.backup(to: path)
        } catch StoreError.missingFolder {
          // The store's own hint names --db; here the folder is the copy's.
          let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
          throw CLIError(
            "cannot write the copy \(path): there is no folder \(folder); "
              + "create it or give another PATH")
        }
        print("Backed up \(source) to \(path)")
      }
    }
  }
}
