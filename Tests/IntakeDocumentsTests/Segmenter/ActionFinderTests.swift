import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Commitments, requests and needs in one sentence.
  @Suite("ActionFinder")
  struct ActionFinderTests {
    struct Case: Sendable, CustomTestStringConvertible {
      let sentence: String
      let kind: Finding.Kind
      let text: String
      var owners: [String] = []
      var speaker: String? = "Ana Lima"
      var testDescription: String { sentence }
    }

    func finder() -> ActionFinder {
      var finder = ActionFinder()
      finder.names.add("Bo Chen")
      finder.names.add("carla")
      return finder
    }

    @Test func aTitlesPeriodIsPartOfTheNameNotTheEndOfAClause() {
      let found = finder().findings(
        in: "Mr. Okoro asked that staff check the fire doors. Ms. Lund will send the photos.",
        speaker: nil, isTranscript: false)
      #expect(found.map(\.text) == ["check the fire doors", "Ms. Lund will send the photos"])
      #expect(found.first?.owners == ["staff"])
    }

    @Test func ifYouCouldIsAnAskAndIfYouCanIsACondition() {
      let asked = finder().findings(
        in: "Wen, if you could ring the caretaker about the keys, that'd be great.",
        speaker: "Ana Lima", isTranscript: true)
      #expect(asked.map(\.kind) == [.ask])
      #expect(asked.first?.text.hasPrefix("ring the caretaker about the keys") == true)
      #expect(asked.first?.owners == ["Wen"])
      let unnamed = finder().findings(
        in: "If you could send me the seating plan by Friday, thanks.", speaker: "Ana Lima",
        isTranscript: true)
      #expect(unnamed.map(\.kind) == [.ask])
      #expect(unnamed.first?.text.hasPrefix("send me the seating plan by Friday") == true)
      for condition in [
        "If you can make it Thursday, we'll start early.",
        "If you could, that would help.",
      ] {
        #expect(
          finder().findings(in: condition, speaker: "Ana Lima", isTranscript: true).isEmpty,
          "\(condition)")
      }
    }

    @Test func aPromiseTheMinutesReportIsTheOneWhoMadeIt() {
      for sentence in [
        "Brent said he can redo the sign lettering once the weather allows.",
        "Brent said he'll redo the sign lettering once the weather allows.",
      ] {
        let found = finder().findings(in: sentence, speaker: nil, isTranscript: false)
        #expect(found.map(\.text) == ["redo the sign lettering once the weather allows"])
        #expect(found.map(\.owners) == [["Brent"]])
      }
    }

    @Test func aRoleInBracketsAfterTheAskersNameKeepsTheAsk() {
      let found = finder().findings(
        in: "Beatriz (AD) asked the chairs to propose new charter text by March.",
        speaker: nil, isTranscript: false)
      #expect(found.map(\.text) == ["propose new charter text by March"])
      #expect(found.map(\.owners) == [["the chairs"]])
    }

    @Test func aMentionAndAColonBeforeAnInstructionGiveItToThem() {
      let found = finder().findings(
        in: "@Folasade: pursue a roll call for the PMC", speaker: nil, isTranscript: false)
      #expect(found.map(\.text) == ["pursue a roll call for the PMC"])
      #expect(found.map(\.owners) == [["Folasade"]])
      #expect(
        finder().findings(in: "@bo: thanks, merged", speaker: nil, isTranscript: false).isEmpty)
      #expect(finder().findings(in: "@bo: agreed", speaker: nil, isTranscript: false).isEmpty)
      #expect(finder().findings(in: "bo: agreed", speaker: nil, isTranscript: false).isEmpty)
    }

    @Test func willingAsksWhenClausesAndCallsForWhoeverAreFound() {
      func found(_ sentence: String) -> [String] {
        finder().findings(in: sentence, speaker: nil, isTranscript: false).map(\.text)
      }
      #expect(
        found("Bo, would you be up for running the raffle again?") == ["running the raffle again"])
      #expect(found("carla, could you be able to print the flyers?") == ["print the flyers"])
      #expect(
        found("Bo, once the quote comes in can you forward it to the treasurer?")
          == ["forward it to the treasurer"])
      #expect(
        found("We also need somebody to collect the urn from the church hall.")
          == ["collect the urn from the church hall"])
      #expect(
        found("Bo, can you drop the spare keys round to mine?") == [
          "drop the spare keys round to mine"
        ])
      // A rule is no work to do.
      #expect(found("We must not leave the fire door propped open.").isEmpty)
      // Asks about the call, or that hand on what was asked before: no task of their own.
      #expect(found("carla, can you drop the link in the chat?").isEmpty)
      #expect(found("Bo, would you be able to pick that one up?").isEmpty)
    }

    @Test(arguments: [
      Case(
        sentence: "I'll send the deck by Friday.", kind: .selfCommitment,
        text: "send the deck by Friday", owners: ["Ana Lima"]),
      Case(
        sentence: "OK so I will also update the changelog", kind: .selfCommitment,
        text: "update the changelog", owners: ["Ana Lima"]),
      Case(
        sentence: "Today I'll review Bo's PR.", kind: .selfCommitment,
        text: "review Bo's PR today", owners: ["Ana Lima"]),
      Case(
        sentence: "Sure, let me check the budget with finance.", kind: .selfCommitment,
        text: "check the budget with finance", owners: ["Ana Lima"]),
      Case(
        sentence: "I'm going to draft the RFC", kind: .selfCommitment, text: "draft the RFC",
        owners: ["Ana Lima"]),
      Case(
        sentence: "And on our side I'll get you the names by Monday.", kind: .selfCommitment,
        text: "get you the names by Monday", owners: ["Ana Lima"]),
      Case(
        sentence: "Will send it tonight.", kind: .referential, text: "send it tonight",
        owners: ["Ana Lima"]),
      // The people named with "and I" own it with the speaker.
      Case(
        sentence: "Fatima and I will call the tenants on floor 3.", kind: .selfCommitment,
        text: "call the tenants on floor 3", owners: ["Fatima", "Ana Lima"]),
      Case(
        sentence: "And Bo Chen & I can draft the invitation.", kind: .selfCommitment,
        text: "draft the invitation", owners: ["Bo Chen", "Ana Lima"]),
      Case(
        sentence: "I can take that.", kind: .referential, text: "take that",
        owners: ["Ana Lima"]),
      Case(
        sentence: "We need to book the room for the offsite.", kind: .need,
        text: "book the room for the offsite"),
      Case(
        sentence: "Someone needs to own the Jenkins box", kind: .need,
        text: "own the Jenkins box"),
      Case(
        sentence: "Need to renew the certificate", kind: .need, text: "renew the certificate",
        speaker: nil),
      Case(
        sentence: "Bo will update the changelog by Friday.", kind: .named,
        text: "Bo will update the changelog by Friday"),
      Case(
        sentence: "Budget is over, carla to check with finance", kind: .named,
        text: "carla to check with finance"),
      Case(
        sentence: "Ana and Bo to prepare the demo", kind: .named,
        text: "Ana and Bo to prepare the demo"),
      Case(
        sentence: "Marguerite (privacy office) will confirm the data use.", kind: .named,
        text: "Marguerite (privacy office) will confirm the data use"),
      Case(
        sentence: "Sofia is going to write the help article", kind: .named,
        text: "write the help article", owners: ["Sofia"]),
      Case(
        sentence: "Carla can take the consumer inventory", kind: .named,
        text: "Carla can take the consumer inventory"),
      Case(
        sentence: "Bo, can you send the deck by Friday?", kind: .ask,
        text: "send the deck by Friday", owners: ["Bo"]),
      Case(
        sentence: "Can you please confirm the vendor contract, Bo?", kind: .ask,
        text: "confirm the vendor contract", owners: ["Bo"]),
      Case(
        sentence: "@carla please rebase the branch", kind: .ask, text: "rebase the branch",
        owners: ["carla"]),
      Case(sentence: "Can someone check the logs?", kind: .someoneAsk, text: "check the logs"),
      Case(
        sentence: "Who can take notes next week?", kind: .someoneAsk,
        text: "take notes next week"),
      Case(
        sentence: "Good point, action item for Bo: write the FAQ", kind: .marker,
        text: "write the FAQ", owners: ["Bo"]),
      Case(
        sentence: "OK let's make an action item to renew the SSL cert.", kind: .marker,
        text: "renew the SSL cert"),
      Case(
        sentence: "So the next steps would be to call the landlord.", kind: .marker,
        text: "call the landlord"),
      Case(
        sentence: "I'll take that as an action item and ping the printer.",
        kind: .selfCommitment, text: "ping the printer", owners: ["Ana Lima"]),
      Case(
        sentence: "Could we put the broken footer link on the list?", kind: .someoneAsk,
        text: "the broken footer link"),
      Case(
        sentence: "Let's add the churn survey to our action items for May.", kind: .need,
        text: "the churn survey for May"),
      Case(
        sentence: "Pass the floor plan over and I can check it tonight.",
        kind: .selfCommitment, text: "check the floor plan tonight", owners: ["Ana Lima"]),
    ])
    func aCommitmentRequestOrNeed(_ test: Case) throws {
      let found = finder().findings(in: test.sentence, speaker: test.speaker, isTranscript: true)
      try #require(found.count == 1, "\(found)")
      #expect(found[0].kind == test.kind)
      #expect(found[0].text == test.text)
      #expect(found[0].owners == test.owners)
    }

    @Test(arguments: [
      "Decided: Bo will own the release.", "We agreed to keep Carla on the retro.",
      "Finished the migration yesterday.", "Can you hear me?", "Can you see my screen?",
      "Let me share my screen.", "I'll be out on Friday.", "Let me know if that works.",
      "Do we need to update the docs?", "Bo will be on leave next week.",
      "Welcome to the team!", "Motion to approve the budget: carried.",
      "Called to order at 7:04 pm.", "I'll be honest, it is late.", "Let me think about it.",
      "If I got anything wrong, I will fix it.", "Ana said the deploy went fine.",
      "The release is due to ship Friday.", "FYI: Bo will present next week.",
      "I think we should wait.", "I need to run, sorry.", "Let me add that the numbers are old.",
      "I'll cc Bo on the thread.", "Alright, I'll let you all go.", "Action items.",
      // "Will" is a person reported, not "I will".
      "Will argued that the old tickets wait on customers.", "Will is not sure about it.",
      "Will there be somebody from our side out there?",
      // Reported speech that is no promise.
      "Carla said they would have liked more notice.", "Bo said he would be away in May.",
      "Bo said she would like a copy.",
    ])
    func notATask(_ sentence: String) {
      #expect(finder().findings(in: sentence, speaker: "Ana Lima", isTranscript: true).isEmpty)
    }

    @Test(arguments: [
      Case(
        sentence: "Bo offered to book the minibus for the away game.", kind: .named,
        text: "book the minibus for the away game", owners: ["Bo"]),
      Case(
        sentence: "Carla undertook to chase the printer about the proofs.", kind: .named,
        text: "chase the printer about the proofs", owners: ["Carla"]),
      Case(
        sentence: "Bo Chen volunteers to run the bake sale stall.", kind: .named,
        text: "run the bake sale stall", owners: ["Bo Chen"]),
      Case(
        sentence: "The Chair asked Bo and Carla to check the fire exits before Friday.",
        kind: .named, text: "check the fire exits before Friday", owners: ["Bo", "Carla"]),
      Case(
        sentence: "Ana invited Bo Chen to draft the grant application.", kind: .named,
        text: "draft the grant application", owners: ["Bo Chen"]),
      Case(
        sentence: "She reminded Carla to renew the hall booking.", kind: .named,
        text: "renew the hall booking", owners: ["Carla"]),
      // Asked of everyone: a task nobody in particular owns.
      Case(
        sentence:
          "The treasurer asked everyone with receipts outstanding to hand them in by Friday.",
        kind: .named, text: "hand them in by Friday"),
      Case(
        sentence: "Bo reminded all members to renew their insurance.", kind: .named,
        text: "renew their insurance"),
      // The person a label is about, named again by a pronoun.
      Case(
        sentence: "Bo Chen: the venue review is overdue; she will chair the review panel.",
        kind: .named, text: "chair the review panel", owners: ["Bo Chen"]),
      // Asks of several people, and of a display name.
      Case(
        sentence: "Mark, Ximena: can you two smoke-test the installer?", kind: .ask,
        text: "smoke-test the installer", owners: ["Mark", "Ximena"]),
      Case(
        sentence: "@Fatima Zahra Benali can you ping the vendor?", kind: .ask,
        text: "ping the vendor", owners: ["Fatima Zahra Benali"]),
      Case(
        sentence: "QA team to run the regression on Android 12.", kind: .named,
        text: "QA team to run the regression on Android 12"),
      // A relative clause between the owner and "to".
      Case(
        sentence: "Mateus, who maintains the Debian package, to confirm the split lands.",
        kind: .named, text: "confirm the split lands", owners: ["Mateus"]),
      // The subject's second verb.
      Case(
        sentence: "Bo Chen did not know offhand and will send her the warranty terms.",
        kind: .named, text: "send her the warranty terms", owners: ["Bo Chen"]),
      // A promise the minutes report.
      Case(
        sentence: "Cllr Nowicki said he would book the service engineer.", kind: .named,
        text: "book the service engineer", owners: ["Nowicki"]),
      Case(
        sentence: "Bo Chen confirmed that she will send the accounts by Friday.", kind: .named,
        text: "send the accounts by Friday", owners: ["Bo Chen"]),
    ])
    func aTaskOfferedOrHandedOn(_ test: Case) throws {
      let found = finder().findings(in: test.sentence, speaker: nil, isTranscript: false)
      try #require(found.count == 1, "\(found)")
      #expect(found[0].kind == test.kind)
      #expect(found[0].text == test.text)
      #expect(found[0].owners == test.owners)
    }

    @Test(arguments: [
      "Bo offered his apologies for the late report.", "Carla asked for a copy of the minutes.",
      "Bo asked whether the hall is free in May.",
      "We spoke to the caterer, who can deliver on the morning of the event.",
      "Nadia agreed to cut it to six.", "The committee agreed to defer the vote.",
      "The Chair reminded everyone that fees are due in January.",
      "Bo Chen: the venue is booked; she will be away in May.",
      "Beatriz wants to know how many threads survive the import.",
      "Bo finished the deck and will be out on Friday.",
      "Staging went down at noon and will restart on its own.",
    ])
    func notAnOfferOrAHandingOn(_ sentence: String) {
      #expect(finder().findings(in: sentence, speaker: nil, isTranscript: false).isEmpty)
    }

    @Test func pointingBackAtWhatWasJustSaid() {
      let found = finder().findings(
        in: "Let's make that an action item.", speaker: "Ana Lima", isTranscript: true)
      #expect(found.map(\.kind) == [.referential])
      #expect(found.first?.pointsBack == true)
    }

    @Test(arguments: [
      "Who's going to own that?", "Any volunteers?", "who wants to take this one on?",
      "Can someone grab that?",
    ])
    func anOwnershipQuestion(_ sentence: String) {
      #expect(ActionFinder.isOwnershipQuestion(sentence))
    }

    @Test(arguments: [
      "Who's going to the offsite?", "Can someone check the logs?", "Who owns the budget line?",
    ])
    func notAnOwnershipQuestion(_ sentence: String) {
      #expect(!ActionFinder.isOwnershipQuestion(sentence))
    }

    @Test(arguments: [
      ("have a draft by Monday", "by Monday" as String?), ("get it to you Friday", "Friday"),
      ("send something over tomorrow morning", "tomorrow morning"),
      ("have a draft PR up on the wiki by next Tuesday, hopefully", "by next Tuesday"),
      ("have a draft", nil),
    ])
    func aCommitmentThatOnlyDeliversTheOneBefore(_ text: String, _ when: String?) throws {
      let followUp = try #require(ActionFinder.followUp(text))
      #expect(followUp.when == when)
    }

    @Test(arguments: ["send the invoice by Monday", "call the bank tomorrow"])
    func aCommitmentOfItsOwn(_ text: String) {
      #expect(ActionFinder.followUp(text) == nil)
    }

    @Test func severalClausesGiveSeveralFindings() {
      let found = finder().findings(
        in: "I'll draft it, Bo will review it, and we need to ship by Monday",
        speaker: "Ana Lima", isTranscript: true)
      #expect(found.map(\.kind) == [.referential, .named, .need])
      #expect(found.map(\.text) == ["draft it", "Bo will review it", "ship by Monday"])
    }

    @Test func aSpeakerLabelOpensANoteButAddressesInAChat() {
      let note = finder().findings(in: "Ana: I'll send the deck", speaker: nil, isTranscript: false)
      #expect(note.map(\.owners) == [["Ana"]])
      let chat = finder().findings(
        in: "bo: can you review it today?", speaker: "carla", isTranscript: true)
      #expect(chat.map(\.kind) == [.ask])
      #expect(chat.map(\.owners) == [["bo"]])
    }

    @Test func theByteScanLetsOnlyCandidateSentencesThrough() {
      let finder = finder()
      #expect(!finder.mayHoldTask("We went through the quarterly numbers again."))
      #expect(!finder.mayHoldTask("The release is out and stable: 3 of 4 regions."))
      #expect(finder.mayHoldTask("Bo to ship next week"))
      #expect(finder.mayHoldTask("carla to ship next week"))
      #expect(finder.mayHoldTask("I’ll ship it"))
      #expect(finder.mayHoldTask("AI: ship it"))
      #expect(!finder.mayHoldTask("said the main AIX box"))
    }
  }
}
