/// Shapes of English verbs that several rules read.
package enum VerbForms {
  /// A regular past form: a word of five letters or more ending in "ed" ("failed",
  /// "approved"), not one ending in "eed" ("need", "proceed").
  package static func isRegularPast(_ word: String) -> Bool {
    word.utf8.count >= 5 && word.hasSuffix("ed") && !word.hasSuffix("eed")
  }

  /// A past form, regular or one of the common irregular ones ("said", "thought").
  package static func isPast(_ word: String) -> Bool {
    irregularPast.contains(word) || isRegularPast(word)
  }

  /// A present form of the third person ("is", "argues", "thinks"): it ends in one "s",
  /// not in "ss" ("discuss") or "us" ("focus").
  package static func isThirdPerson(_ word: String) -> Bool {
    word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us")
  }

  /// Only forms that differ from the base: "put" and "read" are tasks' verbs too.
  private static let irregularPast: Set<String> = [
    "said", "wrote", "told", "sent", "was", "were", "had", "did", "made", "thought", "felt",
    "took", "went", "got", "gave", "came", "knew", "saw", "found", "left", "kept", "brought",
    "began", "spoke", "met", "ran",
  ]
}
