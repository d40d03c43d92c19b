import IntakeCore

@testable import IntakeDocuments

/// Helpers shared by the segmenter suites.
enum SegmenterFixtures {
  /// The items of `text`, read as a whole.
  static func items(
    _ text: String, fileName: String? = nil, format: DocumentFormat? = nil
  ) -> [DocumentItem] {
    Segmenter.segment(text, fileName: fileName, format: format).items
  }

  /// The item texts of `text`.
  static func texts(
    _ text: String, fileName: String? = nil, format: DocumentFormat? = nil
  ) -> [String] {
    items(text, fileName: fileName, format: format).map(\.text)
  }

  /// The items of `text` fed one line at a time, each feed's items appended as they come.
  static func fed(_ text: String, fileName: String? = nil) -> [DocumentItem] {
    var segmenter = Segmenter(fileName: fileName)
    var items: [DocumentItem] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      items += segmenter.feed(line)
    }
    return items + segmenter.finish()
  }

  /// `LocalDate(iso:)` for a date the test knows to be real.
  static func date(_ iso: String) -> LocalDate {
    guard let date = LocalDate(iso: iso) else { preconditionFailure("\(iso) is not a date") }
    return date
  }
}
