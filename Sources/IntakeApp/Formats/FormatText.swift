import IntakeCore

extension String {
  /// The text on one line, as line formats need it: each run of line breaks and tabs becomes
  /// a space.
  var oneLine: String {
    split(whereSeparator: { $0.isNewline || $0 == "\t" }).joined(separator: " ")
  }
}

extension Recurrence {
  /// The rule when it is a frequency and an interval only ("FREQ=WEEKLY;INTERVAL=2"), as
  /// todo.txt's `rec:` and Taskwarrior's `recur` can say it; nil for any other or a rule that
  /// does not read.
  static func frequencyOnly(_ rule: String) -> Recurrence? {
    guard let recurrence = try? Recurrence(parsing: rule), recurrence.byDay.isEmpty,
      recurrence.byMonth.isEmpty, recurrence.byMonthDay.isEmpty, recurrence.count == nil,
      recurrence.until == nil
    else { return nil }
    return recurrence
  }
}
