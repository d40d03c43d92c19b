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

  /// Share of words two items must have in common (shared words over all their words),
  /// wherever the item now is.
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
    // Only candidates that share a word can be alike: each word lists the candidates that have
    // it, so a meeting of thousands of items is not compared pair by pair.
    var having: [String: [Int]] = [:]
    for (index, words) in candidateWords.enumerated() {
      for word in words { having[word, default: []].append(index) }
    }
    var shared = [Int](repeating: 0, count: candidates.count)
    var touched: [Int] = []
    var pairs: [(item: Int, candidate: Int, likeness: Double, distance: Int)] = []
    for (itemIndex, item) in items.enumerated() {
      for word in itemWords[itemIndex] {
        for candidateIndex in having[word] ?? [] {
          if shared[candidateIndex] == 0 { touched.append(candidateIndex) }
          shared[candidateIndex] += 1
        }
      }
      // In the candidates' order, as a comparison of every pair would meet them.
      touched.sort()
      for candidateIndex in touched {
        let common = shared[candidateIndex]
        shared[candidateIndex] = 0
        let union = itemWords[itemIndex].count + candidateWords[candidateIndex].count - common
        let value = Double(common) / Double(union)
        let candidate = candidates[candidateIndex]
        let sameLine = item.sourceLine != nil && item.sourceLine == candidate.sourceLine
        guard value >= movedLikeness || (sameLine && value >= sameLineLikeness) else { continue }
        let distance = abs((item.sourceLine ?? 0) - (candidate.sourceLine ?? 0))
        pairs.append((itemIndex, candidateIndex, value, distance))
      }
      touched.removeAll(keepingCapacity: true)
    }
    return assign(pairs)
  }

  /// Gives each item the candidate it is most like (the nearer line breaking a tie), each
  /// candidate to one item at most.
  static func assign(
    _ pairs: [(item: Int, candidate: Int, likeness: Double, distance: Int)]
  ) -> [Int: Int] {
    let pairs = pairs.sorted { ($0.likeness, -$0.distance) > ($1.likeness, -$1.distance) }
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
}
