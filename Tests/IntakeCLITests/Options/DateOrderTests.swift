import Foundation
import Testing

/// `--date-order` and `INTAKE_DATE_ORDER` reach every place a numeric date is read.
@Suite("date order")
struct DateOrderTests {
  @Test func aChosenOrderReadsTheDateWithoutAWarning() throws {
    let intake = try IntakeSandbox()
    let chosen = try intake.succeed(
      ["parse", "--json", "--date-order", "dmy"] + intake.db + IntakeSandbox.clock
        + ["report due 03/04"])
    let draft = try #require(try chosen.decode([DraftJSON].self).first)
    #expect(draft.dueDate == "2026-04-03")
    #expect(!draft.diagnostics.contains { $0.kind == "ambiguous_date" })
    #expect(chosen.stderr.isEmpty)

    // Left to the default, the same words are read month first and the other reading named.
    let defaulted = try intake.succeed(
      ["parse", "--json"] + intake.db + IntakeSandbox.clock + ["report due 03/04"])
    let other = try #require(try defaulted.decode([DraftJSON].self).first)
    #expect(other.dueDate == "2026-03-04")
    #expect(defaulted.stderr.contains("could also be read as day/month"))
  }

  @Test func theEnvironmentChoosesTheOrderAndABadValueIsAnError() throws {
    let intake = try IntakeSandbox()
    let fromEnvironment = try intake.succeed(
      ["parse", "--json"] + intake.db + IntakeSandbox.clock + ["report due 03/04"],
      environment: ["INTAKE_DATE_ORDER": "dmy"])
    #expect(try fromEnvironment.decode([DraftJSON].self).first?.dueDate == "2026-04-03")
    let bad = try intake.run(
      ["parse"] + intake.db + IntakeSandbox.clock + ["report due 03/04"],
      environment: ["INTAKE_DATE_ORDER": "dym"])
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("INTAKE_DATE_ORDER \"dym\" is not one of mdy, dmy, ymd"))
  }

  @Test func aNotesHeaderIsReadInTheChosenOrder() throws {
    let intake = try IntakeSandbox()
    let path = intake.folder.appendingPathComponent("sync.md").path
    let notes = """
      # Supplier sync
      Meeting Date: 02/03/2026

      ## Action items
      - Ana to confirm the delivery slots by Friday
      """
    try Data(notes.utf8).write(to: URL(fileURLWithPath: path))
    try intake.succeed(
      ["import", "--date-order", "dmy"] + intake.db + IntakeSandbox.clock + [path])
    // Friday after Monday 2 March 2026; read month first it would be after 3 February.
    #expect(try intake.list().first?.dueDate == "2026-03-06")
  }
}
