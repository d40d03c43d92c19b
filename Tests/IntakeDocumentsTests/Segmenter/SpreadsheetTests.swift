import IntakeCore
import IntakeParsing
import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// A sheet saved as comma-separated values: title rows, then a table known by its column
  /// names.
  @Suite("Comma-separated sheets")
  struct CommaSheetTests {
    @Test func titleRowsThenAnActionTable() {
      let text = """
        Garden volunteers - actions,,,,
        Work day 14 March 2026,,,,
        Present: Wren Castillo; Ade Okafor; Mina Park,,,,
        Area,Action,Owner,Due,Status
        Beds,"Turn the compost, then cover it",Okafor,Tuesday,Open
        Shed,,,,Closed
        Tools,"Sharpen the shears and the ""good"" spade",Park / Castillo,,Open
        Paths,Order bark chips,Castillo,2026-03-31,Done
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "actions.csv") == [
          "Turn the compost, then cover it | Ade Okafor | 2026-03-17",
          "Sharpen the shears and the \"good\" spade | Mina Park, Wren Castillo | -",
        ])
    }

    @Test func proseWithCommasIsNoTable() {
      let text = """
        Notes 2026-03-14

        Action, owner, due date and status were all added to the board.
        Ana to order the bark chips by Friday.
        """
      #expect(
        SegmenterFixtures.taskLines(text, fileName: "notes.txt") == [
          "Order the bark chips | Ana | 2026-03-20"
        ])
    }
  }
}
