import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Splitting text piped to `intake add -`.
  @Suite("LineItems")
  struct LineItemsTests {
    @Test func everyLineBulletNumberAndCheckboxIsOneItem() {
      let items = LineItems.split(
        """
        call Ana tomorrow 3pm
        - buy milk
        * pay rent
        • book the dentist
        1. renew the passport
        2) water the plants
        - [ ] file the taxes !high
        - [x] return the library books

        TODO: fix the bike
        """)
      #expect(
        items.map(\.text) == [
          "call Ana tomorrow 3pm", "buy milk", "pay rent", "book the dentist",
          "renew the passport", "water the plants", "file the taxes !high",
          "return the library books", "fix the bike",
        ])
      #expect(items.map(\.line) == [1, 2, 3, 4, 5, 6, 7, 8, 10])
      #expect(
        items.map(\.isDone) == [false, false, false, false, false, false, false, true, false])
    }

    @Test func indentedLinesAreSubtasks() {
      let items = LineItems.split(
        """
        Plan the party:
          - book the venue
          - invite people
            - send the reminders
        Groceries:
        - milk
        - eggs
        clean the garage
            sort the tools
        """)
      #expect(items.map(\.text) == ["Plan the party", "milk", "eggs", "clean the garage"])
      #expect(items[0].subtasks == ["book the venue", "invite people", "send the reminders"])
      #expect(items[3].subtasks == ["sort the tools"])
    }

    @Test func proseGoesThroughTheActionItemReading() {
      let items = LineItems.split(
        """
        We met with the vendor today and went through the contract. Ana will send the
        signed copy by Friday, and we need to book the kickoff.

        - call the bank
        """)
      #expect(
        items.map(\.text) == [
          "Ana will send the signed copy by Friday", "book the kickoff", "call the bank",
        ])
      #expect(items.map(\.line) == [1, 2, 4])
    }

    @Test func headingsRulesCodeAndBlankLinesAreSkipped() {
      let items = LineItems.split(
        """
        # Errands
        ---
        ```
        not a task
        ```


        - post the parcel
        """)
      #expect(items.map(\.text) == ["post the parcel"])
    }

    @Test(arguments: ["", "\n\n", "   ", "# Only a heading"])
    func nothingToSplit(_ text: String) {
      #expect(LineItems.split(text).isEmpty)
    }
  }
}
