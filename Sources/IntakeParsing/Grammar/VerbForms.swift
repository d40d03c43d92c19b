/// Shapes of English verbs that several rules read.
package enum VerbForms {
  /// A regular past form: a word of five letters or more ending in "ed" ("failed",
  /// "approved"), not one ending in "eed" ("need", "proceed").
  package static func isRegularPast(_ word: String) -> Bool {
    word.utf8.count >= 5 && word.hasSuffix("ed") && !word.hasSuffix("eed")
  }
}
