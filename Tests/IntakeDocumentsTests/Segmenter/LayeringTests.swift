import Foundation
import Testing

extension SegmenterTests {
  /// The document reader reads structure only: no file of `Reader/` names the classifier's
  /// types or state, so what a line is never depends on what a task is.
  @Suite("Reader and classifier layers")
  struct LayeringTests {
    static let classifierNames = [
      "ActionFinder", "ActionWords", "DocumentState", "NameBook", "TaskStatus", "AttendeeList",
      "SectionStack", "TableReader", "RequestParts", "Finding", "DocumentItem", "listsTasks",
      "readsCommitments", "cleanTask", "findings(",
    ]

    @Test func noReaderFileUsesTheClassifier() throws {
      let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/IntakeDocuments/Reader")
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".swift") }
      #expect(files.count >= 8, "the reader's files are in \(folder.path)")
      for file in files {
        let code = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
          .split(separator: "\n").filter {
            !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
          }
          .joined(separator: "\n")
        for name in Self.classifierNames {
          #expect(!code.contains(name), "\(file) uses \(name)")
        }
      }
    }
  }
}
