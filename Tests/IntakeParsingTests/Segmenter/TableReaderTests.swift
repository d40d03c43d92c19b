import Testing

@testable import IntakeParsing

extension SegmenterTests {
  /// Tables of actions with owner and due columns.
  @Suite("TableReader")
  struct TableReaderTests {
    @Test func aTaskTableOutsideAnActionsSection() {
      let text = """
        ## Launch
        | Task | Assignee | Due date | Status |
        |:-----|:--------:|---------:|--------|
        | Send the deck | @ana | Friday | open |
        | Print flyers | Bo | before May 8 | done |
        | [x] Book venue | Carla | | |
        | Old banner | Dan | | dropped |
        """
      let items = SegmenterFixtures.items(text, fileName: "launch.md")
      #expect(
        items.map(\.text) == ["Send the deck by Friday", "Print flyers before May 8", "Book venue"])
      #expect(items.map(\.impliedOwners) == [["ana"], ["Bo"], ["Carla"]])
      #expect(items.map(\.isDone) == [false, true, true])
    }

    @Test func aTableWithoutTaskColumnsIsNotATaskList() {
      let text = "## Budget\n| Item | Cost |\n|---|---|\n| Venue | 4000 |\n"
      #expect(SegmenterFixtures.items(text, fileName: "budget.md").isEmpty)
    }
  }
}
