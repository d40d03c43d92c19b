import ArgumentParser
import Foundation
import IntakeCore
import IntakeParsing
import IntakeStore

extension Intake {
  /// `intake edit ID`: changes fields of one task.
  struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "edit",
      abstract: "Change a task's title, due date, priority or assignee.",
      discussion: """
        --due takes the same words as a task ("next friday 3pm", "2026-04-02") or
        "none". --assignee takes a team name or alias, or "none".
        """)

    @Argument(help: "The task id, or a unique prefix of it.", completion: Completions.taskIDs)
    var id: String

    @Option(help: "New title.")
    var text: String?

    @Option(help: "New due date and time, or \"none\".")
    var due: String?

    @Option(help: "New priority: low, medium, high or urgent.")
    var priority: Priority?

    @Option(help: "New assignee, or \"none\".", completion: Completions.people)
    var assignee: String?

    @OptionGroup var parsing: ParsingOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var user: UserOptions

    func validate() throws {
      if text == nil && due == nil && priority == nil && assignee == nil {
        throw ValidationError("nothing to change; pass --text, --due, --priority or --assignee")
      }
      if let text, text.trimmingCharacters(in: .whitespaces).isEmpty {
        throw ValidationError("--text is empty; give the new title")
      }
    }

    func run() throws {
      try Failure.report {
        let repository = try store.openExistingOrEmpty()
        let roster = try repository.roster()
        var task = try repository.task(idPrefix: id)
        if let text { task.text = text.trimmingCharacters(in: .whitespaces) }
        if let priority { task.priority = priority }
        if let due {
          if due.lowercased() == "none" {
            task.dueDate = nil
            task.dueTime = nil
          } else {
            let context = try parsing.context(roster: roster)
            let draft = TaskParser(context: context).parse(due)
            guard draft.dueDate != nil, draft.text.isEmpty else {
              throw CLIError(
                "--due \"\(due)\" is not a date; write one like \"next friday 3pm\" or 2026-04-02")
            }
            task.dueDate = draft.dueDate
            task.dueTime = draft.dueTime
            task.timeZone = draft.timeZone
          }
        }
        if let assignee {
          if assignee.lowercased() == "none" {
            task.assignedTo = nil
            task.owners = []
          } else {
            guard let member = roster.member(named: assignee) else {
              throw CLIError(
                "--assignee \"\(assignee)\" is not on the team; add them with "
                  + "intake team add \"\(assignee)\"")
            }
            task.assignedTo = member.name
            task.owners = [member.name] + task.owners.filter { $0 != member.name }
          }
        }
        let saved = try repository.update(task, by: user.name, at: Date())
        print(TaskRenderer.detail(saved))
      }
    }
  }
}

extension Priority: ExpressibleByArgument {}
