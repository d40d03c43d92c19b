import Foundation
import IntakeCore
import Testing

@testable import IntakeStore

@Suite("Reimport: which edited item is which stored task")
struct ReimportTests {
  /// The pairing as its rules say, comparing every item with every candidate.
  private func everyPair(_ items: [StoredTask], _ candidates: [StoredTask]) -> [Int: Int] {
    var pairs: [(item: Int, candidate: Int, likeness: Double, distance: Int)] = []
    for (itemIndex, item) in items.enumerated() {
      for (candidateIndex, candidate) in candidates.enumerated() {
        let first = Reimport.words(item.sourceText ?? item.text)
        let second = Reimport.words(candidate.sourceText ?? candidate.text)
        let union = first.union(second).count
        let value = union == 0 ? 0 : Double(first.intersection(second).count) / Double(union)
        let sameLine = item.sourceLine != nil && item.sourceLine == candidate.sourceLine
        guard value >= Reimport.movedLikeness || (sameLine && value >= Reimport.sameLineLikeness)
        else { continue }
        pairs.append(
          (
            itemIndex, candidateIndex, value,
            abs((item.sourceLine ?? 0) - (candidate.sourceLine ?? 0))
          ))
      }
    }
    return Reimport.assign(pairs)
  }

  private func item(_ text: String, line: Int) -> StoredTask {
    var task = StoreFixtures.task(text)
    task.sourceText = "- " + text
    task.sourceLine = line
    return task
  }

  @Test func itemsArePairedAsComparingEveryPairWould() {
    var generator = SystemRandomNumberGenerator()
    let verbs = ["send", "review", "book", "call", "draft", "check"]
    let things = ["the deck", "the venue", "the budget", "the contract", "the survey", "a room"]
    let tails = ["by friday", "for Ana", "before the launch", "", "with Bo", "next week"]
    for _ in 0..<40 {
      let count = Int.random(in: 1...25, using: &generator)
      let candidates = (0..<count).map { line in
        item(
          "\(verbs.randomElement()!) \(things.randomElement()!) \(tails.randomElement()!)",
          line: line + 4)
      }
      let items = (0..<Int.random(in: 1...25, using: &generator)).map { line in
        item(
          "\(verbs.randomElement()!) \(things.randomElement()!) \(tails.randomElement()!)",
          line: line + Int.random(in: 3...6, using: &generator))
      }
      #expect(Reimport.pair(items, with: candidates) == everyPair(items, candidates))
    }
  }

  @Test func anEditedItemFindsItsTaskAmongThousands() {
    let candidates = (0..<3000).map { item("send report \($0) to the finance team", line: $0) }
    let items = [item("send report 1234 to the finance team by friday", line: 1234)]
    #expect(Reimport.pair(items, with: candidates) == [0: 1234])
  }
}
