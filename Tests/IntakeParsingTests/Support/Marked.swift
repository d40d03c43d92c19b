import Testing

/// A test input with the words a rule should find marked ⟦like this⟧ (STYLE.md §5).
///
/// Real notes never hold these brackets, so they mark a span without any escaping. An input
/// without brackets expects the rule to find nothing.
struct Marked: Sendable, CustomTestStringConvertible {
  /// The input as written in the test, brackets included.
  let source: String
  /// What the rule reads: the input with the brackets removed.
  let text: String
  /// The words between the brackets, or nil when nothing is marked.
  let span: String?

  init(_ source: String) {
    var text = ""
    var span: String?
    var isInside = false
    for character in source {
      switch character {
      case "⟦":
        precondition(span == nil, "\(source): mark one span only")
        isInside = true
        span = ""
      case "⟧":
        isInside = false
      default:
        text.append(character)
        if isInside { span?.append(character) }
      }
    }
    self.source = source
    self.text = text
    self.span = span
  }

  var testDescription: String { source }
}

/// One row of an extractor table: a marked input, the value expected for the marked words
/// (written as `Candidate.summary` writes it), and the local date-time it is read at.
struct Reading: Sendable, CustomTestStringConvertible {
  let input: Marked
  let value: String
  let now: String

  init(_ input: String, _ value: String, now: String = Fixtures.now) {
    self.input = Marked(input)
    self.value = value
    self.now = now
  }

  var testDescription: String {
    now == Fixtures.now ? input.source : "\(input.source) (at \(now))"
  }
}
