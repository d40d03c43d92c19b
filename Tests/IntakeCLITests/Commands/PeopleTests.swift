import Foundation
import Testing

@Suite("intake people")
struct PeopleTests {
  private struct PersonJSON: Decodable, Equatable {
    var name: String
    var aliases: [String]
    var onTeam: Bool
    var open: Int
    var done: Int
  }

  /// Minutes that name three people, one of them four ways, and a group.
  private static let minutes = """
    # Vendor sync 2026-03-02

    ## Action items
    - Priya to collect the quotes
    - Priya Raman to call the caterer by Friday
    - @priya-r to print the badges
    - Mei and Tom to draft the survey
    - The infra team to patch the proxies
    - Chase the invoice (Priya)

    """

  private func importMinutes(_ intake: IntakeSandbox) throws -> String {
    let file = intake.folder.appendingPathComponent("vendor-sync.md")
    try Self.minutes.write(to: file, atomically: true, encoding: .utf8)
    return try intake.succeed(["import"] + intake.db + [file.path]).stderr
  }

  @Test func ownersOffTheTeamAreKeptAsPeopleWithOneNamePerPerson() throws {
    let intake = try IntakeSandbox()
    let warnings = try importMinutes(intake)
    #expect(
      warnings.contains(
        "priya-r is Priya Raman, who is not on the team; kept as Priya Raman (add them with "
          + "intake team add \"Priya Raman\")"))
    let people = try intake.succeed(["people", "--json"] + intake.db).decode([PersonJSON].self)
    #expect(
      people == [
        PersonJSON(name: "Mei", aliases: [], onTeam: false, open: 1, done: 0),
        // The minutes name her in full, so "Priya" is read as Priya Raman and stored so.
        PersonJSON(name: "Priya Raman", aliases: [], onTeam: false, open: 4, done: 0),
        PersonJSON(name: "The infra team", aliases: [], onTeam: false, open: 1, done: 0),
        PersonJSON(name: "Tom", aliases: [], onTeam: false, open: 1, done: 0),
      ])
    #expect(try intake.list(["--assignee", "PRIYA"]).count == 4)
    #expect(try intake.list(["--assignee", "praman"]).count == 4)
    #expect(try intake.list(["--assignee", "tom"]).map(\.text) == ["Draft the survey"])
    let table = try intake.succeed(["people"] + intake.db).stdout
    #expect(table.hasPrefix("name            team  open  done  aliases\n"))
    #expect(table.contains("Priya Raman     -        4     0\n"))
  }

  @Test func teamAddPromotesAPersonAndTeamRmKeepsTheirTasksFindable() throws {
    let intake = try IntakeSandbox()
    try importMinutes(intake)
    try intake.succeed(["team", "add"] + intake.db + ["Priya Raman", "--alias", "pr"])
    #expect(
      try intake.succeed(["team", "list"] + intake.db).stdout == "Priya Raman  (pr)\n")
    // On the team now, the next import names her without a warning.
    #expect(
      try intake.add("pr to renew the domain").owners == ["Priya Raman"])
    try intake.succeed(["team", "rm"] + intake.db + ["pr"])
    #expect(try intake.list(["--assignee", "pr"]).count == 5)
    let people = try intake.succeed(["people", "--json"] + intake.db).decode([PersonJSON].self)
    #expect(people.first { $0.name == "Priya Raman" }?.onTeam == false)
  }

  @Test func mergeJoinsTwoPeopleRewritesTheirTasksAndUndoPutsTheTasksBack() throws {
    let intake = try IntakeSandbox()
    try importMinutes(intake)
    let merged = try intake.succeed(
      ["people", "merge"] + intake.db + ["mei", "Tom", "--as", "carol"])
    #expect(merged.stdout == "Joined \"Tom\" into Mei (1 task changed; intake undo reverts them)\n")
    #expect(try intake.list(["--assignee", "tom"]).map(\.owners) == [["Mei"]])
    try intake.succeed(["undo"] + intake.db + ["--as", "carol"])
    #expect(try intake.list(["--assignee", "mei"]).map(\.owners) == [["Mei", "Tom"]])
  }

  @Test func mergeNamesWhatItCannotDoAndChangesNothing() throws {
    let intake = try IntakeSandbox()
    try importMinutes(intake)
    let unknown = try intake.run(["people", "merge"] + intake.db + ["Zed", "Tom"])
    #expect(unknown.status == 1)
    #expect(
      unknown.stderrLines == [
        "Error: nobody is known as \"Zed\"; run intake people to see names"
      ])
    let same = try intake.run(["people", "merge"] + intake.db + ["priya", "praman"])
    #expect(same.status == 1)
    #expect(
      same.stderrLines == [
        "Error: \"priya\" and \"praman\" are both Priya Raman already; nothing to merge"
      ])
    #expect(
      try intake.succeed(["people", "--json"] + intake.db).decode([PersonJSON].self).count == 4)
  }

  @Test func aNameThatCouldBeTwoPeopleIsKeptAsWrittenWithAWarning() throws {
    let intake = try IntakeSandbox()
    try intake.add("Priya Raman to book the venue")
    try intake.add("Priya Shah to print the badges")
    let result = try intake.succeed(["add", "--json"] + intake.db + ["Priya to call the caterer"])
    #expect(
      result.stderrLines == [
        "warning: Priya could be Priya Raman or Priya Shah; kept as written (write the full "
          + "name, or join them with intake people merge)"
      ])
    let table = try intake.succeed(["people"] + intake.db)
    #expect(
      table.stderrLines == [
        "note: 1 task name \"Priya\", who could be several people; intake edit --assignee sets "
          + "the right one"
      ])
  }

  @Test func anEmptyStoreSaysWherePeopleComeFrom() throws {
    let intake = try IntakeSandbox()
    _ = try intake.add("buy milk")
    let result = try intake.succeed(["people"] + intake.db)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderrLines == ["no people yet; tasks with owners add them, or intake team add"])
  }
}
