import Foundation
import IntakeTestSupport
import Testing

@testable import IntakeParsing

/// The one name grammar the assignee extractor and the action finder share, and its word
/// lists kept as data in NameWords.txt.
@Suite("NameGrammar")
struct NameGrammarTests {
  /// The name `NameGrammar.name` reads at the start of `text`, as written.
  private func name(
    _ text: String, handles: Bool = false, known: Set<String> = []
  ) -> String? {
    NameGrammar.name(Item(text), at: 0, handles: handles, isKnown: known.contains)?.0
  }

  @Test func namesWithTheEndingsOfNounsAreNames() {
    #expect(name("Florence to renew the permits") == "Florence")
    #expect(name("Anders will book the bus") == "Anders")
    #expect(name("Jared to chase the invoices") == "Jared")
    #expect(name("Ahmed will collect the keys") == "Ahmed")
    // A gerund is a name only before a surname.
    #expect(name("Xiaoming Li to send the list") == "Xiaoming Li")
    #expect(name("Onboarding will move to the wiki") == nil)
    #expect(name("Motion to approve the minutes") == nil)
  }

  @Test func listedWordsAreNotNamesUnlessKnown() {
    #expect(name("Moved to approve the budget") == nil)
    #expect(name("Testing will take two days") == nil)
    #expect(name("Overview: the plan") == nil)
    #expect(name("carla to check the logs", known: ["carla"]) == "carla")
    #expect(name("carla to check the logs") == nil)
  }

  @Test func givenNamesThatAreWordsNeedASurnameOrACommitment() {
    #expect(name("Will Turner to draft the rota") == "Will Turner")
    #expect(name("June to print the tickets") == "June")
    #expect(name("Will you print the tickets") == nil)
    #expect(name("May I ask a question") == nil)
  }

  @Test func aTitleBeforeANameIsNotPartOfIt() {
    #expect(name("Cllr Gallagher to open talks with the agent") == "Gallagher")
    #expect(name("Dr. Okafor will review the consent form") == "Okafor")
    #expect(name("Mrs Summer Okoye to write to the landowner") == "Summer Okoye")
  }

  @Test func namesRunToThreeWordsAndHandlesThroughDots() {
    #expect(name("Mary Ann Lee will send it") == "Mary Ann Lee")
    #expect(name("Mei-Ling Chao to send it") == "Mei-Ling Chao")
    #expect(name("Ana Lima'll send it") == "Ana Lima")
    #expect(name("@ana.lima to send it", handles: true) == "ana.lima")
    #expect(name("@ana.lima to send it") == nil)
    // A chat mention of a display name goes on over its capitalised words.
    #expect(name("@Fatima Zahra Benali can you check", handles: true) == "Fatima Zahra Benali")
    #expect(name("@Ana Please check", handles: true) == "Ana")
    // A month's abbreviation is a given name before a surname or another name.
    #expect(name("Jun Hasegawa to revise it") == "Jun Hasegawa")
    #expect(name("Jun and Marta to revise it") == "Jun")
    #expect(name("Jun 5 deadline") == nil)
  }

  @Test func aGroupIsNamedWithoutADeterminerInside() {
    func group(_ text: String) -> String? { NameGrammar.group(Item(text), at: 0)?.0 }
    #expect(group("Docs working group to draft the charter") == "Docs working group")
    #expect(group("the events committee to book the hall") == "the events committee")
    #expect(group("Payments on-call to rotate the keys") == "Payments on-call")
    // A verb and its object: the group is what the task is about, not who does it.
    #expect(group("Order the team hoodies") == nil)
    #expect(group("Pay the office cleaners") == nil)
    #expect(group("Book a panel room") == nil)
    #expect(group("Thank our volunteers") == nil)
    // A verb that reaches people, then the group it reaches.
    #expect(group("Ask youth group about the bake sale") == nil)
    #expect(group("Email parents group to confirm the coach") == nil)
    #expect(group("Contact centre team to update the scripts") == "Contact centre team")
  }

  /// NameWords.swift is written from NameWords.txt by `scripts/name-words`.
  @Test func theWordListsMatchTheirDataFile() throws {
    let folder = Corpora.repository.appendingPathComponent("Sources/IntakeParsing/Vocabulary")
    let data = try String(
      contentsOf: folder.appendingPathComponent("NameWords.txt"), encoding: .utf8)
    var sections: [String: Set<String>] = [:]
    var current = ""
    for line in data.split(separator: "\n") where !line.hasPrefix("#") {
      if line.hasPrefix("[") {
        current = String(line.dropFirst().dropLast())
        continue
      }
      for word in line.split(separator: " ") { sections[current, default: []].insert(String(word)) }
    }
    #expect(
      Set(sections.keys) == ["noun-endings", "not-names", "postnominals", "titles", "word-names"])
    #expect(NameWords.postnominals == Set(sections["postnominals"] ?? []))
    for word in sections["not-names"] ?? [] {
      #expect(NameWords.notNames.contains(word), "run scripts/name-words: \(word)")
    }
    for word in sections["word-names"] ?? [] {
      #expect(NameWords.wordNames.contains(word), "run scripts/name-words: \(word)")
    }
    for word in sections["titles"] ?? [] {
      #expect(NameWords.titles.contains(word), "run scripts/name-words: \(word)")
    }
    #expect(Set(NameWords.nounEndings) == sections["noun-endings"])
    let swift = try String(
      contentsOf: folder.appendingPathComponent("NameWords.swift"), encoding: .utf8)
    // The words of the array literals: lines that start with a quote.
    let quoted = swift.split(separator: "\n")
      .filter { $0.drop(while: { $0 == " " }).hasPrefix("\"") }
      .reduce(0) { $0 + $1.split(separator: "\"").count / 2 }
    let listed = sections.values.reduce(0) { $0 + $1.count }
    #expect(quoted == listed, "NameWords.swift lists words the data file does not")
  }
}
