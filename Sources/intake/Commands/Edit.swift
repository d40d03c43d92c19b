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
        let repository = try store.openExistingOrEmpty()
        let roster = try repository.roster()
        let people = try OwnerNames(repository)
        var warnings: [String] = []
        var task = try repository.task(idPrefix: id)
        let before = task
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
        if let start {
          if start.lowercased() == "none" {
            task.startDate = nil
          } else {
            let draft = TaskParser(context: try parsing.context(roster: roster)).parse(start)
            guard let day = draft.dueDate, draft.text.isEmpty else {
              throw CLIError(
                "--start \"\(start)\" is not a date; write one like \"next monday\" or 2026-04-02")
            }
            task.startDate = day
          }
        }
        if let assignee {
          if assignee.lowercased() == "none" {
            task.assignedTo = nil
            task.owners = []
          } else {
            let (name, warning) = try people.name(for: assignee, option: "--assignee")
            if let warning { warnings.append(warning) }
            task.assignedTo = name
            task.owners = [name] + task.owners.filter { $0 != name }
          }
        }
        if let time {
          if time.lowercased() == "none" {
            task.dueTime = nil
          } else {
            guard let clock = LocalTime(iso: time) else {
              throw CLIError("--time \"\(time)\" is not a time; write it like 15:30, or none")
            }
            guard task.dueDate != nil else {
              throw CLIError("the task has no due date to put \(time) on; set one with --due")
            }
            task.dueTime = clock
          }
        }
        if let zone {
          guard TimeZone(identifier: zone) != nil else {
            throw CLIError(
              "--zone \"\(zone)\" is not a time zone; give an IANA name like Europe/Lisbon")
          }
          task.timeZone = zone
        }
        if let owners {
          var names: [String] = []
          for name in owners.split(separator: ",").map({ String($0).trimmingWhitespace() })
          where !name.isEmpty && name.lowercased() != "none" {
            let (owner, warning) = try people.name(for: name, option: "--owners")
            if let warning { warnings.append(warning) }
            if !names.contains(owner) { names.append(owner) }
          }
          task.owners = names
          task.assignedTo = names.first
        }
        if let notes { task.notes = notes.lowercased() == "none" ? nil : notes }
        for tag in addedTags.map(Self.tagName) where !task.tags.contains(tag) {
          task.tags.append(tag)
        }
        let untagged = Set(removedTags.map(Self.tagName))
        task.tags.removeAll { untagged.contains($0) }
        if let recurrence { try setRecurrence(recurrence, of: &task, roster: roster) }
        for prefix in prerequisites {
          let prerequisite = try repository.task(idPrefix: prefix)
          try Dependencies.checkNoCycle(task, after: prerequisite, in: repository)
          if !task.blockedBy.contains(prerequisite.id) { task.blockedBy.append(prerequisite.id) }
        }
        for prefix in droppedPrerequisites {
          let dropped = try repository.task(idPrefix: prefix).id
          task.blockedBy.removeAll { $0 == dropped }
        }
        let stored = try repository.commit(
          [TaskChange(before: before, after: task)], command: "edit", by: user.name, at: Date())
        if let saved = stored.first?.after { print(TaskRenderer.detail(saved)) }
        for warning in warnings { Console.error("warning: " + warning) }
      }
    }
  }
}

extension Intake.Edit {
  /// A tag as stored: without its "#", lowercase.
  static func tagName(_ text: String) -> String {
    var name = text.trimmingWhitespace()
    if name.hasPrefix("#") { name.removeFirst() }
    return name.lowercased()
  }

  /// Sets the rule from words ("every other monday"), an RRULE, or "none"; a task with no due
  /// date gets the rule's first occurrence.
  func setRecurrence(_ text: String, of task: inout StoredTask, roster: Roster) throws {
    if text.lowercased() == "none" {
      task.recurrence = nil
      return
    }
    if text.uppercased().hasPrefix("FREQ=") || text.uppercased().hasPrefix("RRULE:") {
      task.recurrence = try Recurrence(parsing: text).description
      return
    }
    let draft = TaskParser(context: try parsing.context(roster: roster)).parse(text)
    guard let rule = draft.recurrence else {
      throw CLIError(
        "--recurrence \"\(text)\" is not a schedule; write one like \"every monday\", "
          + "\"monthly on the 1st\" or FREQ=WEEKLY;BYDAY=MO")
    }
    task.recurrence = rule
    if task.dueDate == nil {
      task.dueDate = draft.dueDate
      task.dueTime = draft.dueTime
      task.timeZone = draft.timeZone
    }
  }
}

extension Priority: ExpressibleByArgument {}
