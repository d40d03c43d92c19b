import ArgumentParser
import Foundation
import IntakeCore
import IntakeStore

extension Intake {
  /// `intake people …`: everyone tasks name, on the team or not.
  struct People: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "people",
      abstract: "List the people tasks name, and join two spellings of one person.",
      discussion: """
        Owners not on the team are kept as people. One person's spellings
        ("Priya", "Priya Raman", "@priya-r") are joined when only one person
        could be meant; intake people merge joins the rest. intake team add
        puts someone on the team.
        """,
      subcommands: [List.self, Merge.self],
      defaultSubcommand: List.self)

    /// `intake people [list] [--all] [--json]`.
    struct List: ParsableCommand {
      static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List people with their open and done tasks.")

      @Flag(help: "Also list people no task names any more.")
      var all = false

      @Flag(help: "Print JSON.")
      var json = false

      @OptionGroup var store: StoreOptions

      func run() throws {
        try Failure.report {
          let tally = try store.openExistingOrEmpty().peopleTally()
          let shown = tally.people.filter { all || $0.person.isOnTeam || $0.open + $0.done > 0 }
          if json {
            print(try Console.json(shown.map(PersonJSON.init)))
            return
          }
          if shown.isEmpty {
            Console.error("no people yet; tasks with owners add them, or intake team add")
          } else {
            print(Self.table(shown))
          }
          for (name, count) in tally.unjoined.sorted(by: { $0.key < $1.key }) {
            Console.error(
              "note: \(count) task\(count == 1 ? "" : "s") name \"\(name)\", who could be several "
                + "people; intake edit --assignee sets the right one")
          }
        }
      }

      private static func table(_ entries: [PeopleTally.Entry]) -> String {
        let width = max(4, entries.map(\.person.name.count).max() ?? 0)
        var lines = [
          "name".padding(toLength: width, withPad: " ", startingAt: 0)
            + "  team  open  done  aliases"
        ]
        for entry in entries {
          let name = entry.person.name.padding(toLength: width, withPad: " ", startingAt: 0)
          let team = entry.person.isOnTeam ? "yes " : "-   "
          lines.append(
            name + "  " + team + "  " + Self.column(entry.open) + "  " + Self.column(entry.done)
              + "  " + entry.person.aliases.joined(separator: ", "))
        }
        return lines.map { $0.trimmingWhitespace() }.joined(separator: "\n")
      }

      private static func column(_ count: Int) -> String {
        let text = String(count)
        return String(repeating: " ", count: max(0, 4 - text.count)) + text
      }
    }

    /// `intake people merge KEEP OTHER`.
    struct Merge: ParsableCommand {
      static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join two people: the second becomes a spelling of the first.",
        discussion: """
          Tasks naming the second person name the first; intake undo puts the
          tasks back (the spellings stay joined).
          """)

      @Argument(help: "The person kept (any spelling).", completion: Completions.people)
      var kept: String

      @Argument(help: "The person joined into them (any spelling).", completion: Completions.people)
      var merged: String

      @OptionGroup var store: StoreOptions
      @OptionGroup var user: UserOptions

      func run() throws {
        try Failure.report {
          let result = try store.openExistingOrEmpty().mergePeople(
            keeping: kept, merging: merged, by: user.name, at: Date())
          let noun = result.taskCount == 1 ? "task" : "tasks"
          print(
            "Joined \"\(merged)\" into \(result.person.name) (\(result.taskCount) \(noun) "
              + "changed; intake undo reverts them)")
        }
      }
    }
  }
}

/// A person in `intake people --json`.
private struct PersonJSON: Encodable {
  let name: String
  let aliases: [String]
  let onTeam: Bool
  let open: Int
  let done: Int

  init(_ entry: PeopleTally.Entry) {
    name = entry.person.name
    aliases = entry.person.aliases
    onTeam = entry.person.isOnTeam
    open = entry.open
    done = entry.done
  }

  enum CodingKeys: String, CodingKey {
    case name, aliases, open, done
    case onTeam = "on_team"
  }
}
