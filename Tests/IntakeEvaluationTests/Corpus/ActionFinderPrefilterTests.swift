import IntakeCore
import IntakeTestSupport
import Testing

@testable import IntakeDocuments
@testable import IntakeEvaluation

/// The action finder's prefilter (`ActionFinder.mayHoldTask`) is kept by hand beside the
/// rules: it may let through a sentence no rule reads, never stop one a rule would read.
///
/// Over every document of the corpus, the tasks found with it must be exactly those found
/// without it.
@Suite("ActionFinder prefilter over the corpus")
struct ActionFinderPrefilterTests {
  /// A task as the comparison sees it: the whole draft, and where it was found.
  struct Found: Equatable, CustomStringConvertible {
    var line: Int
    var draft: TaskDraft
    var confidence: Double
    var isDone: Bool

    var description: String {
      let owners = draft.owners.isEmpty ? "none" : draft.owners.joined(separator: ", ")
      return "line \(line): \"\(draft.text)\", owners \(owners), due "
        + (draft.dueDate?.description ?? "none")
    }
  }

  /// The tasks of a document, read as `intake import` reads it.
  static func found(in corpusCase: DocumentCase, isPrefiltered: Bool) throws -> [Found] {
    var parser = DocumentParser(base: corpusCase.context, fileName: corpusCase.fileName)
    #expect(parser.isPrefiltered, "the prefilter is on unless turned off")
    parser.isPrefiltered = isPrefiltered
    var drafts: [DocumentDraft] = []
    for line in try corpusCase.text().utf8.split(separator: 10, omittingEmptySubsequences: false) {
      drafts += parser.feed(Substring(line))
    }
    drafts += parser.finish()
    return drafts.map {
      Found(line: $0.line, draft: $0.draft, confidence: $0.confidence, isDone: $0.isDone)
    }
  }

  @Test func thePrefilterChangesNoTaskInAnyDocument() throws {
    var cases: [DocumentCase] = []
    for folder in Corpora.documentFolders + [Corpora.spoken, Corpora.minutes, Corpora.unseen] {
      cases += try DocumentCaseReader.cases(at: folder)
    }
    #expect(cases.count >= 60)
    for corpusCase in cases {
      let filtered = try Self.found(in: corpusCase, isPrefiltered: true)
      let unfiltered = try Self.found(in: corpusCase, isPrefiltered: false)
      let lost = unfiltered.filter { !filtered.contains($0) }
      let added = filtered.filter { !unfiltered.contains($0) }
      #expect(
        filtered == unfiltered,
        """
        \(corpusCase.path)
        only without the prefilter: \(lost)
        only with it: \(added)
        """)
    }
  }
}
