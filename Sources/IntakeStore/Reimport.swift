import IntakeCore

/// How an item of a document imported again finds the task an earlier import made of it
/// before the item was edited.
///
/// Only tasks of the same document and meeting whose own item is gone from the new import are
/// candidates: an item still there word for word keeps its task. An edited item is the same
/// item when most of its words are the old item's (wherever it moved), or a third of them on
/// the same line.
enum Reimport {
  /// A stored task that a changed item may be, with whether it was changed by hand since an
  /// import last wrote it.
  struct Candidate {
    var task: StoredTask
    var isEditedByHand: Bool
  }

  /// Share of words two items must have in common, wherever the item now is.
  static let movedLikeness = 0.6
  /// Share of words an item on the same line must have in common.
  static let sameLineLikeness = 0.34

  /// Pairs items with the candidates they are, the most alike pairs first, each at most once.
  ///
  /// - Parameters:
  ///   - items: The tasks made from items with no stored task of their own.
  ///   - candidates: The stored tasks of the same meeting whose items are gone.
  /// - Returns: For an item's index, the index of the candidate it is.
  static func pair(_ items: [StoredTask], with candidates: [StoredTask]) -> [Int: Int] {
    guard !items.isEmpty, !candidates.isEmpty else { return [:] }
    let itemWords = items.map { words($0.sourceText ?? $0.text) }
    let candidateWords = candidates.map { words($0.sourceText ?? $0.text) }
    var pairs: [(item: Int, candidate: Int, likeness: Double, distance: Int)] = []
    for (itemIndex, item) in items.enumerated() {
      for (candidateIndex, candidate) in candidates.enumerated() {
        let value = likeness(itemWords[itemIndex], candidateWords[candidateIndex])
        let sameLine = item.sourceLine != nil && item.sourceLine == candidate.sourceLine
        guard value >= movedLikeness || (sameLine && value >= sameLineLikeness) else { continue }
        let distance = abs((item.sourceLine ?? 0) - (candidate.sourceLine ?? 0))
        pairs.append((itemIndex, candidateIndex, value, distance))
      }
    }
    pairs.sort { ($0.likeness, -$0.distance) > ($1.likeness, -$1.distance) }
    var result: [Int: Int] = [:]
    var taken: Set<Int> = []
    for pair in pairs where result[pair.item] == nil && !taken.contains(pair.candidate) {
      result[pair.item] = pair.candidate
      taken.insert(pair.candidate)
    }
    return result
  }

  /// The task as the edited item now reads, keeping what the store owns: id, creation,
  /// batch, version, series and dependencies.
  static func updated(_ task: StoredTask, from item: StoredTask) -> StoredTask {
    var updated = task
    updated.text = item.text
    updated.notes = item.notes ?? task.notes
    updated.priority = item.priority
    updated.dueDate = item.dueDate
    updated.dueTime = item.dueTime
    updated.timeZone = item.timeZone
    updated.recurrence = item.recurrence
    updated.repeatsFromCompletion = item.repeatsFromCompletion
    updated.assignedTo = item.assignedTo
    updated.owners = item.owners
    updated.tags = item.tags
    updated.subtasks = item.subtasks
    if item.status != task.status {
      updated.status = item.status
      updated.completedAt = item.status == .done ? item.createdAt : nil
    }
    updated.sourceText = item.sourceText
    updated.sourceLine = item.sourceLine
    updated.sourceSpeaker = item.sourceSpeaker
    updated.sourceTimestamp = item.sourceTimestamp
    updated.contentHash = item.contentHash
    return updated
  }

  /// Lowercased runs of letters and digits.
  static func words(_ text: String) -> Set<String> {
    Set(
      text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
  }

  /// Shared words over all words: 1 for the same words, 0 for none in common.
  static func likeness(_ first: Set<String>, _ second: Set<String>) -> Double {
    let union = first.union(second).count
    return union == 0 ? 0 : Double(first.intersection(second).count) / Double(union)
  }
}
