/// What a section's kind means for the tasks in it: the classifier's reading of a title the
/// reader named.
extension SectionKind {
  /// Whether every entry under the section is a task.
  var listsTasks: Bool { self == .actions || self == .plans }

  /// Whether commitments in prose count here.
  var readsCommitments: Bool { self == .other || self == .actions }
}
