import Foundation
import Testing

@Suite("intake team")
struct TeamTests {
  private struct MemberJSON: Decodable, Equatable {
    var name: String
    var aliases: [String]
  }

  @Test func teamAddThenListShowsTheMemberAndAliases() throws {
    let intake = try IntakeSandbox()
    let added = try intake.succeed(
      ["team", "add"] + intake.db + ["Ana Lima", "--alias", "ana", "--alias", "@al"])
    #expect(added.stdout == "Added Ana Lima (ana, al) to the team\n")
    try intake.succeed(["team", "add"] + intake.db + ["Bo Chen"])
    let listed = try intake.succeed(["team", "list"] + intake.db)
    #expect(listed.stdout == "Ana Lima  (ana, al)\nBo Chen\n")
    let members = try intake.succeed(["team", "list", "--json"] + intake.db)
      .decode([MemberJSON].self)
    #expect(
      members == [
        MemberJSON(name: "Ana Lima", aliases: ["ana", "al"]),
        MemberJSON(name: "Bo Chen", aliases: []),
      ])
  }

  @Test func anEmptyTeamSaysHowToAddSomeone() throws {
    let intake = try IntakeSandbox()
    _ = try intake.add("buy milk")
    let result = try intake.succeed(["team", "list"] + intake.db)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderrLines
        == ["no team members yet; add one with intake team add \"Ana Lima\" --alias ana"])
  }

  @Test(arguments: ["ana", "Ana Lima", "@ana"])
  func teamRmRemovesTheMemberByNameOrAlias(_ name: String) throws {
    let intake = try IntakeSandbox()
    try intake.succeed(["team", "add"] + intake.db + ["Ana Lima", "--alias", "ana"])
    try intake.succeed(["team", "add"] + intake.db + ["Bo Chen"])
    let result = try intake.succeed(["team", "rm"] + intake.db + [name])
    #expect(result.stdout.hasPrefix("Removed "))
    #expect(try intake.succeed(["team", "list"] + intake.db).stdout == "Bo Chen\n")
  }

  @Test func removingSomeoneNotOnTheTeamExits1() throws {
    let intake = try IntakeSandbox()
    try intake.succeed(["team", "add"] + intake.db + ["Ana Lima"])
    let result = try intake.run(["team", "rm"] + intake.db + ["zoe"])
    #expect(result.status == 1)
    #expect(
      result.stderrLines
        == ["Error: no team member is named \"zoe\"; run intake team list to see names"])
  }

  @Test func aDuplicateAliasExits1AndAddsNobody() throws {
    let intake = try IntakeSandbox()
    try intake.succeed(["team", "add"] + intake.db + ["Ana Lima", "--alias", "ana"])
    let result = try intake.run(["team", "add"] + intake.db + ["Anabel Souza", "--alias", "ANA"])
    #expect(result.status == 1)
    #expect(
      result.stderrLines
        == [
          "Error: \"ANA\" is already used by team member \"Ana Lima\"; pick another name or alias"
        ])
    #expect(try intake.succeed(["team", "list"] + intake.db).stdout == "Ana Lima  (ana)\n")
  }

  @Test func aRemovedMemberIsNoLongerAssigned() throws {
    let intake = try IntakeSandbox()
    try intake.succeed(["team", "add"] + intake.db + ["Ana Lima", "--alias", "ana"])
    try intake.succeed(["team", "rm"] + intake.db + ["ana"])
    #expect(try intake.add("call ana tomorrow").assignedTo == nil)
  }
}
