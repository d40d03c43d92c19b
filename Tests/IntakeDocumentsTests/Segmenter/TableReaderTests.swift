import Testing

@testable import IntakeDocuments

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

    @Test func aDiscussionTableListsTopicsAndItsNotesAreReadAsProse() {
      let text = """
        ## Topics
        | Time | Topic | Presenter | Notes |
        | --- | --- | --- | --- |
        | 5 min | Volunteer rota | Hana | Rota is full until May. Hana will post the June rota by Friday. |
        | 10 min | Van repairs | Omar | Quote came in high; no decision yet. |
        """
      let items = SegmenterFixtures.items(text, fileName: "topics.md")
      // The task parser reads "Hana will" as the owner, as it does in any paragraph.
      #expect(items.map(\.text) == ["Hana will post the June rota by Friday"])
      #expect(items.map(\.line) == [4])
    }

    @Test func aTableWithAnActionColumnAndNotesIsATaskList() {
      let text = """
        | Action | Owner | Notes |
        | --- | --- | --- |
        | Renew the domain | Bo | expires in June |
        """
      #expect(SegmenterFixtures.items(text, fileName: "a.md").map(\.text) == ["Renew the domain"])
    }

    @Test func aTableWithoutTaskColumnsIsNotATaskList() {
      let text = "## Budget\n| Item | Cost |\n|---|---|\n| Venue | 4000 |\n"
      #expect(SegmenterFixtures.items(text, fileName: "budget.md").isEmpty)
    }
  }
}
