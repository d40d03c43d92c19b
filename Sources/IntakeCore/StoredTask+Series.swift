import Foundation

extension StoredTask {
  /// The occurrence that follows this one when it is completed at `now`, or nil when the task
  /// does not repeat or its series has ended (`COUNT`, `UNTIL`).
  ///
  /// The next due date comes from the rule counted from this occurrence's due date, and is the
  /// first after both that date and now: a daily task completed three days late is next due
  /// tomorrow, not on a day already past. A rule counted from completion starts again on the
  /// day the task was done: "every 3 days after done", done on the 7th, is next due the 10th. The wall-clock time stays as it was in the task's
  /// zone. A `COUNT` goes down by one. The new task is a copy with a new id, to do, its
  /// subtasks unticked, in the same series; it is not part of any import.
  ///
  /// - Throws: `RecurrenceError` when the stored rule cannot be read.
  public func nextOccurrence(completedAt now: Date, by user: String) throws(RecurrenceError)
    -> StoredTask?
  {
    guard let text = recurrence else { return nil }
    var rule = try Recurrence(parsing: text)
    let zone = TimeZone(identifier: timeZone) ?? TimeZone(secondsFromGMT: 0) ?? .current
    let (today, clock) = LocalDate.wallClock(of: now, in: zone)
    let nowOccurrence = Recurrence.Occurrence(today, dueTime == nil ? nil : clock)
    // Counted from completion, the series starts again on the day it was done.
    let current =
      repeatsFromCompletion
      ? Recurrence.Occurrence(today, dueTime) : Recurrence.Occurrence(dueDate ?? today, dueTime)
    let after = repeatsFromCompletion ? current : max(current, nowOccurrence)
    guard let next = rule.next(after: after, start: current, zone: zone) else { return nil }
    if let count = rule.count {
      guard count > 1 else { return nil }
      rule.count = count - 1
    }
    var task = self
    task.id = .random()
    task.status = .todo
    task.dueDate = next.date
    task.dueTime = next.time
    task.recurrence = rule.description
    task.subtasks = subtasks.map { subtask in
      var open = subtask
      open.completed = false
      return open
    }
    task.createdBy = user
    task.createdAt = now
    task.updatedAt = now
    task.updatedBy = nil
    task.version = 1
    task.batchID = nil
    task.contentHash = nil
    task.seriesID = seriesID ?? id
    task.completedAt = nil
    return task
  }
}
