import ArgumentParser
import Foundation
import IntakeCore
import IntakeStore

extension Intake {
  /// `intake subtask ID add|done|undo|rm …`: a task's steps.
  struct SubtaskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "subtask", abstract: "Add, tick, untick or remove a task's subtasks.",
      discussion: """
        intake subtask ID add TEXT adds a step; done N ticks step N (as intake show
        numbers them, from 1), undo N unticks it, rm N removes it. intake undo reverts
        any of these.
        """)

    enum Action: String, ExpressibleByArgument, CaseIterable {
      case add, done, undo, rm
    }

    @Argument(help: "The task id, or a unique prefix of it.", completion: Completions.taskIDs)
    var id: String

    @Argument(help: "add, done, undo or rm.")
    var action: Action

    @Argument(help: "For add, the step's text; otherwise the step's number.")
    var words: [String] = []

    @OptionGroup var store: StoreOptions
    @OptionGroup var user: UserOptions

    func validate() throws {
      let text = words.joined(separator: " ").trimmingWhitespace()
      if text.isEmpty {
        throw ValidationError(
          action == .add
            ? "give the step's text: intake subtask ID add \"call the venue\""
            : "give the step's number: intake subtask ID \(action.rawValue) 1")
      }
      if action != .add, Int(text) == nil {
        throw ValidationError("\"\(text)\" is not a step number; intake show ID lists them")
      }
    }

    func run() throws {
      try Failure.report {
        let repository = try store.openExistingOrEmpty()
        let before = try repository.task(idPrefix: id)
        var task = before
        let text = words.joined(separator: " ").trimmingWhitespace()
        if action == .add {
          task.subtasks.append(Subtask(text: text))
        } else {
          let number = Int(text) ?? 0
          guard task.subtasks.indices.contains(number - 1) else {
            throw CLIError(
              "\(TaskRenderer.shortID(task)) has \(task.subtasks.count) subtasks, no step "
                + "\(number); intake show \(TaskRenderer.shortID(task)) lists them")
          }
          switch action {
          case .done: task.subtasks[number - 1].completed = true
          case .undo: task.subtasks[number - 1].completed = false
          case .rm: task.subtasks.remove(at: number - 1)
          case .add: break
          }
        }
        let stored = try repository.commit(
          [TaskChange(before: before, after: task)], command: "subtask \(action.rawValue)",
          by: user.name, at: Date())
        if let saved = stored.first?.after { print(TaskRenderer.detail(saved)) }
      }
    }
  }
}
