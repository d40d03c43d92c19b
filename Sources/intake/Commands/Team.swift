import ArgumentParser
import IntakeCore
import IntakeStore

extension Intake {
  /// `intake team …`: the people tasks are assigned to.
  struct Team: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "team",
      abstract: "Manage the team that assignees are matched against.",
      discussion: """
        Owners not on the team are kept as people (intake people lists them);
        team add puts someone on the team, known or new, and team rm takes
        them off it without touching their tasks.
        """,
      subcommands: [Add.self, List.self, Remove.self])

    /// `intake team add NAME [--alias A]…`.
    struct Add: ParsableCommand {
      static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a person to the team.")

      @Argument(help: "Full name, as it should appear on tasks (\"Ana Lima\").")
      var name: String

      @Option(name: .customLong("alias"), help: "Another name or @handle (repeatable).")
      var aliases: [String] = []

      @OptionGroup var store: StoreOptions

      func validate() throws {
        if name.trimmingCharacters(in: .whitespaces).isEmpty {
          throw ValidationError("the name is empty; give the person's name")
        }
      }

      func run() throws {
        try Failure.report {
          let cleaned = aliases.map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 }
          let member = TeamMember(name: name.trimmingCharacters(in: .whitespaces), aliases: cleaned)
          try store.open().addMember(member)
          let aka = cleaned.isEmpty ? "" : " (" + cleaned.joined(separator: ", ") + ")"
          print("Added \(member.name)\(aka) to the team")
        }
      }
    }

    /// `intake team list`.
    struct List: ParsableCommand {
      static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the team.")

      @Flag(help: "Print JSON.")
      var json = false

      @OptionGroup var store: StoreOptions

      func run() throws {
        try Failure.report {
          let members = try store.openExistingOrEmpty().members()
          if json {
            print(try Console.json(members))
          } else if members.isEmpty {
            Console.error(
              "no team members yet; add one with intake team add \"Ana Lima\" --alias ana")
          } else {
            for member in members {
              let aka =
                member.aliases.isEmpty ? "" : "  (" + member.aliases.joined(separator: ", ") + ")"
              print(member.name + aka)
            }
          }
        }
      }
    }

    /// `intake team rm NAME`.
    struct Remove: ParsableCommand {
      static let configuration = CommandConfiguration(
        commandName: "rm", abstract: "Remove a person from the team.")

      @Argument(help: "Name or alias.")
      var name: String

      @OptionGroup var store: StoreOptions

      func run() throws {
        try Failure.report {
          try store.openExistingOrEmpty().removeMember(named: name)
          print("Removed \(name) from the team; their tasks keep their name")
        }
      }
    }
  }
}
