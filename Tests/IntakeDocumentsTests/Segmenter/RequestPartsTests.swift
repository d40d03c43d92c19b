import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Splitting one request into its steps (smart-parse and breakdown-task of `intake serve`).
  @Suite("RequestParts")
  struct RequestPartsTests {
    @Test func oneTaskIsOnePart() {
      for text in [
        "call Ana tmrw 3pm about the budget !high", "buy milk and eggs",
        "email Ana and Bo the seating plan", "Reminder: renew the car insurance by the 30th",
        "meet at 3:30 to go over the draft", "Ask Dr. Patel about the referral",
      ] {
        let parts = RequestParts.read(text)
        #expect(parts == RequestParts(parts: [text]), "\(text)")
        #expect(!parts.isComplex)
      }
    }

    @Test func aHeadAndAColonListSplitAtCommasAndTheLastAnd() {
      #expect(
        RequestParts.read("Garage sale prep: price the books, wash the bikes and print flyers")
          == RequestParts(
            head: "Garage sale prep", parts: ["price the books", "wash the bikes", "print flyers"]))
      #expect(
        RequestParts.read("Trip: book the ferry; pack the tent, stove & pans; charge the lamps")
          == RequestParts(
            head: "Trip",
            parts: ["book the ferry", "pack the tent, stove & pans", "charge the lamps"]))
    }

    @Test func sequenceWordsAndSentencesSplitClauses() {
      #expect(
        RequestParts.read("ring the landlord tomorrow and then pay the deposit on Friday").parts
          == ["ring the landlord tomorrow", "pay the deposit on Friday"])
      #expect(
        RequestParts.read("sand the shelf, then paint it, after that hang it in the hall").parts
          == ["sand the shelf", "paint it", "hang it in the hall"])
      #expect(
        RequestParts.read("Renew the parking permit by Monday. Also send the lease to Ana.").parts
          == ["Renew the parking permit by Monday", "send the lease to Ana"])
      #expect(
        RequestParts.read("collect the keys at 5 p.m. Then drop them at the office").parts
          == ["collect the keys at 5 p.m.", "drop them at the office"])
      #expect(
        RequestParts.read("order the cake; pick up the balloons on Saturday").parts
          == ["order the cake", "pick up the balloons on Saturday"])
    }

    @Test func thenInsideAClauseDoesNotSplit() {
      #expect(!RequestParts.read("if it rains then move the picnic indoors").isComplex)
      #expect(!RequestParts.read("the report is due then, so finish it tonight").isComplex)
    }

    @Test func inlineNumbersSplit() {
      #expect(
        RequestParts.read("1) book the hall 2) send the invites 3. order the chairs").parts
          == ["book the hall", "send the invites", "order the chairs"])
      #expect(!RequestParts.read("print 2) copies of the lease").isComplex)
    }

    @Test func linesUnderAHeadAreItsParts() {
      #expect(
        RequestParts.read(
          """
          Move out of the flat:
          - cancel the broadband
          - book the van for Saturday
          - return the keys
          """)
          == RequestParts(
            head: "Move out of the flat",
            parts: ["cancel the broadband", "book the van for Saturday", "return the keys"]))
      #expect(
        RequestParts.read(
          """
          Quarterly close
            - reconcile the card statements
            - send the invoices by the 5th
          """)
          == RequestParts(
            head: "Quarterly close",
            parts: ["reconcile the card statements", "send the invoices by the 5th"]))
      #expect(
        RequestParts.read("- water the plants\n- feed the cat tomorrow")
          == RequestParts(parts: ["water the plants", "feed the cat tomorrow"]))
    }
  }
}
