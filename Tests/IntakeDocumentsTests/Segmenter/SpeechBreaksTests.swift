import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Where utterances start in speech written down without punctuation.
  @Suite("SpeechBreaks")
  struct SpeechBreaksTests {
    /// The pieces of `lines` read one after another, a "|" where an utterance starts.
    func pieces(_ lines: [String]) -> String {
      var breaks = SpeechBreaks()
      var out = ""
      for line in lines {
        for (opens, text) in breaks.split(Array(line.utf8)) {
          if !out.isEmpty { out += opens ? " | " : " " }
          out += String(decoding: text, as: UTF8.self)
        }
      }
      return out
    }

    @Test(arguments: [
      (
        ["the venue form is still missing I'll fill in the venue form tonight"],
        "the venue form is still missing | I'll fill in the venue form tonight"
      ),
      (
        ["I'll book the bus by monday brilliant thank you"],
        "I'll book the bus by monday | brilliant thank you"
      ),
      (
        ["Dmitri could you check the fuse box", "before thursday yeah I can do that"],
        "Dmitri could you check the fuse box before thursday | yeah I can do that"
      ),
      (
        ["the hall is double booked and Wen if you could ring the caretaker"],
        "the hall is double booked | and Wen if you could ring the caretaker"
      ),
      (
        ["the ramp quote came back so Tomasz and Ines could you compare them"],
        "the ramp quote came back | so Tomasz and Ines could you compare them"
      ),
      (
        ["the printer jammed again we need to order a new drum"],
        "the printer jammed again | we need to order a new drum"
      ),
      (
        ["the minutes are up", "is that on the website yet"],
        "the minutes are up | is that on the website yet"
      ),
      (
        ["I can sort the raffle prizes okay thanks all"],
        "I can sort the raffle prizes | okay thanks all"
      ),
    ])
    func utterancesStartAtTheirOpeningWords(_ lines: [String], _ expected: String) {
      #expect(pieces(lines) == expected)
    }

    @Test(arguments: [
      "I think I'll email the landlord first",
      "so that we can open the doors at six",
      "make sure we have enough chairs",
      "it was a great turnout and we raised more than last year",
      "yeah I can take the minutes",
      "the person who can sign the lease is away",
      "thank you for coming everyone",
    ])
    func wordsThatCarryAClauseOnKeepItWhole(_ line: String) {
      #expect(pieces([line]) == line)
    }
  }
}
