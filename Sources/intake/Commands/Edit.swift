import ArgumentParser
import Foundation
import IntakeApp
import IntakeCore
import IntakeParsing
import IntakeStore

extension Intake {
  /// `intake edit ID`: changes fields of one task.
  struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "edit",
      abstract: "Change a task's fields: title, due, priority, owner, notes, tags, rule.",
      discussion: """
        --due takes the same words as a task ("next friday 3pm", "2026-04-02")
        or "none". --assignee takes anyone's name, alias or handle, or "none";
        a person not on the team is kept with a warning.
        --recurrence takes words ("every other monday", "monthly on the last
        day"), an RRULE, or "none". intake undo reverts an edit.
        """)

    @Argument(help: "The task id, or a unique prefix of it.", completion: Completions.taskIDs)
    var id: String

    @Option(help: "New title.")
    var text: String?

    @Option(help: "New due date and time, or \"none\".")
    var due: String?

    @Option(
      help: ArgumentHelp(
        "The day the task may start (list leaves it out until then), or \"none\".",
        valueName: "when"))
    var start: String?

    @Option(help: "New priority: low, medium, high or urgent.")
    var priority: Priority?

    @Option(help: "New assignee, or \"none\".", completion: Completions.people)
    var assignee: String?

    @Option(help: ArgumentHelp("New due time (the date kept), or \"none\".", valueName: "HH:MM"))
    var time: String?

    @Option(
      help: ArgumentHelp(
        "The zone the due date and time are kept in (the clock time kept).", valueName: "zone"),
      completion: Completions.zones)
    var zone: String?

    @Option(
      help: ArgumentHelp(
        "Every owner, comma-separated, the first one the assignee; or \"none\".",
        valueName: "names"), completion: Completions.people)
    var owners: String?

    @Option(help: "New notes, or \"none\".")
    var notes: String?

    @Option(name: .customLong("tag"), help: "Add a tag (repeat for several).")
    var addedTags: [String] = []

    @Option(name: .customLong("untag"), help: "Remove a tag (repeat for several).")
    var removedTags: [String] = []

    @Option(help: "New recurrence: words, an RRULE, or \"none\".")
    var recurrence: String?

    @Option(
      name: .customLong("after"), help: "Wait for this task to be done first (repeatable).",
      completion: Completions.taskIDs)
    var prerequisites: [String] = []

    @Option(
      name: .customLong("not-after"), help: "No longer wait for this task (repeatable).",
      completion: Completions.taskIDs)
    var droppedPrerequisites: [String] = []

    @OptionGroup var parsing: ParsingOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var user: UserOptions

    func validate() throws {
      if text == nil && due == nil && start == nil && priority == nil && assignee == nil
        && notes == nil
        && time == nil && zone == nil && owners == nil
        && addedTags.isEmpty && removedTags.isEmpty && recurrence == nil
        && prerequisites.isEmpty && droppedPrerequisites.isEmpty
      {
        throw ValidationError(
          "nothing to change; pass --text, --due, --start, --priority, --assignee, --notes, --tag, "
            + "--untag, --recurrence, --time, --zone, --owners, --after or --not-after")
      }
      if let text, text.trimmingCharacters(in: .whitespaces).isEmpty {
        throw ValidationError("--text is empty; give the new title")
      }
    }

    func run() throws {
      try Failure.report {
        var edit = TaskEdit()
        edit.text = text
        edit.due = due
        edit.start = start
        edit.priority = priority
        edit.assignee = assignee
        edit.time = time
        edit.zone = zone
        edit.owners = owners
        edit.notes = notes
        edit.addedTags = addedTags
        edit.removedTags = removedTags
        edit.recurrence = recurrence
        edit.prerequisites = prerequisites
        edit.droppedPrerequisites = droppedPrerequisites
        let repository = try store.openExistingOrEmpty()
        let (saved, warnings) = try edit.apply(
          to: id, in: repository, context: { try parsing.context(roster: try repository.roster()) },
          by: user.name, at: Date())
        print(TaskRenderer.detail(saved))
        for warning in warnings { Console.error("warning: " + warning) }
      }
    }
  }
}

extension Priority: ExpressibleByArgument {}
