import Foundation
import IntakeCore
import IntakeEvaluation
import IntakeTestSupport
import Testing

@testable import IntakeParsing

/// The word gate of the date, time, recurrence and priority extractors (`Item.isRuleStart`)
/// must never change what is found: it only skips words no rule names.
@Suite("StartWords")
struct StartWordsTests {
  /// The files `scripts/start-words` reads.
  static let ruleFiles = [
    "Sources/IntakeParsing/Item.swift",
    "Sources/IntakeParsing/Grammar/NumberGrammar.swift",
    "Sources/IntakeParsing/Grammar/QuantityGrammar.swift",
    "Sources/IntakeParsing/Grammar/RelativePeriodGrammar.swift",
    "Sources/IntakeParsing/Grammar/PartOfDayGrammar.swift",
    "Sources/IntakeParsing/Grammar/DayOfMonthGrammar.swift",
    "Sources/IntakeParsing/Vocabulary/DateWords.swift",
    "Sources/IntakeParsing/Vocabulary/PriorityWords.swift",
    "Sources/IntakeParsing/Extractors/AbsoluteDateExtractor.swift",
    "Sources/IntakeParsing/Extractors/RelativeDateExtractor.swift",
    "Sources/IntakeParsing/Extractors/WeekdayExtractor.swift",
    "Sources/IntakeParsing/Extractors/PeriodExtractor.swift",
    "Sources/IntakeParsing/Extractors/TimeExtractor.swift",
    "Sources/IntakeParsing/Extractors/RecurrenceExtractor.swift",
    "Sources/IntakeParsing/Extractors/PriorityExtractor.swift",
  ]

  /// The string literals of a Swift source, escapes kept as written.
  static func literals(in source: String) -> [String] {
    var found: [String] = []
    var current: [Character]?
    var isEscaped = false
    for character in source {
      if var text = current {
        if isEscaped {
          isEscaped = false
          text.append(character)
        } else if character == "\\" {
          isEscaped = true
          text.append(character)
        } else if character == "\"" {
          found.append(String(text))
          current = nil
          continue
        } else if character == "\n" {
          current = nil
          continue
        } else {
          text.append(character)
        }
        current = text
      } else if character == "\"" {
        current = []
      }
    }
    return found
  }

  @Test func everyWordARuleNamesIsAStartWord() throws {
    var missing: Set<String> = []
    for file in Self.ruleFiles {
      let path = Corpora.repository.appendingPathComponent(file).path
      let source = try String(contentsOfFile: path, encoding: .utf8)
      for literal in Self.literals(in: source) {
        let text = literal.replacingOccurrences(of: "\\u{2019}", with: "\u{2019}")
        for token in Tokenizer.tokenize(text) where token.kind == .word {
          if !StartWords.all.contains(token.lower) { missing.insert(token.lower) }
        }
      }
    }
    #expect(missing.isEmpty, "run scripts/start-words: missing \(missing.sorted())")
  }

  @Test func aWordNoRuleNamesIsSkippedAndRuleWordsAreNot() {
    let item = Item("email Ana tmrw at 3pm about the invoice")
    #expect(!item.isRuleStart(0))  // email
    #expect(item.isRuleStart(2))  // tmrw
    #expect(item.isRuleStart(3))  // at
    #expect(item.isRuleStart(4))  // 3
    #expect(!item.isRuleStart(8))  // invoice
    #expect(Item("email Ana", isGated: false).isRuleStart(0))
  }

  /// Every text of the corpora: the one-liners, each line of the notes and transcripts, and
  /// the external development set when it is there.
  static func texts() throws -> [String] {
    var texts = try CorpusReader.cases(at: Corpora.quickAdd).map(\.text)
    let manager = FileManager.default
    for folder in Corpora.documentFolders {
      for name in try manager.contentsOfDirectory(atPath: folder) where !name.hasSuffix(".json") {
        let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        texts += text.split(separator: "\n").map(String.init)
      }
    }
    if let external = try? String(contentsOfFile: Corpora.developmentSet, encoding: .utf8) {
      for line in external.split(separator: "\n") {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        if let text = object?["text"] as? String { texts.append(text) }
      }
    }
    return texts
  }

  @Test func skippingWordsChangesNoDraft() throws {
    let texts = try Self.texts()
    #expect(texts.count > 2000)
    for order in [DateOrder.mdy, .dmy] {
      let context = Fixtures.context(order: order)
      let gated = TaskParser(context: context, isGated: true)
      let ungated = TaskParser(context: context, isGated: false)
      for text in texts {
        #expect(gated.parse(text) == ungated.parse(text), "\(order): \(text)")
        let shouted = text.uppercased()
        #expect(gated.parse(shouted) == ungated.parse(shouted), "\(order): \(shouted)")
      }
    }
  }
}
