import Foundation
import Testing

/// Recurring tasks that recur, `start`, `history`, and `undo` of any change, through the binary.
@Suite("intake done on a series, start, history, undo")
struct LifecycleTests {
  /// `done ID` at a given local time in UTC.
  @discardableResult
  static func done(_ intake: IntakeSandbox, _ ids: [String], at now: String, _ more: [String] = [])
    throws -> CommandResult
  {
    try intake.succeed(["done"] + intake.db + ["--now", now, "--tz", "UTC"] + more + ids)
  }

  @Test func completingAWeekdaySeriesAddsTheNextWeekday() throws {
    let intake = try IntakeSandbox()
    // 2026-03-06 is a Friday.
    let task = try intake.add("standup every weekday at 9:15am", ["--now", "2026-03-06T08:00"])
    #expect(task.dueDate == "2026-03-06")
    let result = try Self.done(intake, [task.id], at: "2026-03-06T09:30")
    let open = try intake.list()
    #expect(open.count == 1)
    let next = try #require(open.first)
    #expect(next.dueDate == "2026-03-09" && next.dueTime == "09:15")
    #expect(next.recurrence == task.recurrence && next.text == task.text)
    #expect(next.seriesId == task.id && next.status == "todo")
    #expect(result.stdout.contains("next: \(next.id.prefix(8)) due 2026-03-09 09:15"))
    let completed = try intake.show(task.id)
    #expect(completed.status == "done" && completed.seriesId == task.id)
    #expect(completed.completedAt == "2026-03-06T09:30:00.000Z")
  }

  @Test func aLateCompletionSkipsTheDaysAlreadyPast() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("water the plants every 2 days", ["--now", "2026-03-02T08:00"])
    #expect(task.dueDate == "2026-03-02")
    try Self.done(intake, [task.id], at: "2026-03-07T12:00")
    // The series falls on the 2nd, 4th, 6th, 8th: the first after the 7th is the 8th.
    #expect(try intake.list().map(\.dueDate) == ["2026-03-08"])
  }

  @Test func theLastDayOfTheMonthFollowsFebruary() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add(
      "close the books on the last day of every month", ["--now", "2027-01-20T08:00"])
    #expect(task.dueDate == "2027-01-31" && task.recurrence == "FREQ=MONTHLY;BYMONTHDAY=-1")
    try Self.done(intake, [task.id], at: "2027-01-31T17:00")
    let february = try #require(try intake.list().first)
    #expect(february.dueDate == "2027-02-28")
    try Self.done(intake, [february.id], at: "2027-02-28T17:00")
    #expect(try intake.list().map(\.dueDate) == ["2027-03-31"])
    let history = try intake.succeed(["history"] + intake.db + [february.id])
    #expect(history.stdout.components(separatedBy: "done 20").count == 3)
    #expect(history.stdout.contains("2027-03-31  todo"))
  }

  @Test func aCountedSeriesEndsAndStopEndsAnySeries() throws {
    let intake = try IntakeSandbox()
    let counted = try intake.add(
      "send the survey reminder every monday, 2 times", ["--now", "2026-03-04T08:00"])
    #expect(counted.recurrence == "FREQ=WEEKLY;BYDAY=MO;COUNT=2")
    try Self.done(intake, [counted.id], at: "2026-03-09T10:00")
    let second = try #require(try intake.list().first)
    #expect(second.recurrence == "FREQ=WEEKLY;BYDAY=MO;COUNT=1")
    let last = try Self.done(intake, [second.id], at: "2026-03-16T10:00")
    #expect(last.stdout.contains("the series ends here"))
    #expect(try intake.list().isEmpty)

    let daily = try intake.add("stretch every day")
    try Self.done(intake, [daily.id], at: "2026-03-04T10:00", ["--stop"])
    #expect(try intake.list().isEmpty)
  }

  @Test func aRuleCountedFromCompletionStartsAgainOnTheDayItIsDone() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add(
      "water the ferns every 3 days after done", ["--now", "2026-03-02T08:00"])
    #expect(task.recurrenceFrom == "completion" && task.dueDate == "2026-03-02")
    // Done on the 7th: due-based it would be the 8th; counted from completion, the 10th.
    try Self.done(intake, [task.id], at: "2026-03-07T12:00")
    let next = try #require(try intake.list().first)
    #expect(next.dueDate == "2026-03-10" && next.recurrenceFrom == "completion")
  }

  @Test func startMarksATaskInProgress() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("draft the budget")
    let result = try intake.succeed(["start"] + intake.db + [task.id])
    #expect(result.stdout == "Started \(task.id.prefix(8)): Draft the budget\n")
    #expect(try intake.list(["--status", "in_progress"]).map(\.id) == [task.id])
  }

  @Test func undoRevertsEachChangeNewestFirst() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("standup every weekday at 9:15am", ["--now", "2026-03-06T08:00"])
    try intake.succeed(["edit"] + intake.db + [task.id, "--tag", "team", "--notes", "in room 2"])
    try Self.done(intake, [task.id], at: "2026-03-06T09:30")
    #expect(try intake.list().count == 1)

    let undoDone = try intake.succeed(["undo"] + intake.db)
    #expect(undoDone.stdout.hasPrefix("Undid done"))
    #expect(try intake.list().map(\.id) == [task.id])
    #expect(try intake.show(task.id).status == "todo")

    try intake.succeed(["undo"] + intake.db)
    let unedited = try intake.show(task.id)
    #expect(unedited.tags.isEmpty && unedited.notes == nil)

    try intake.succeed(["rm"] + intake.db + [task.id])
    #expect(try intake.list().isEmpty)
    try intake.succeed(["undo"] + intake.db)
    #expect(try intake.list().map(\.id) == [task.id])

    // An undo is not itself recorded: what is left is the add, and undoing it removes the task.
    try intake.succeed(["undo"] + intake.db)
    #expect(try intake.list(["--all"]).isEmpty)
    let nothing = try intake.run(["undo"] + intake.db)
    #expect(nothing.status == 1)
    #expect(nothing.stderr.contains("nothing of"))
  }

  @Test func undoKeepsSomeoneElsesLaterChangeAndRefusesWhenTheyTouchedTheSameField() throws {
    let intake = try IntakeSandbox()
    let added = try intake.succeed(
      ["add", "--json"] + intake.db + ["renew the lease"], environment: ["INTAKE_USER": "ana"])
    let task = try #require(try added.decode([TaskJSON].self).first)
    try intake.succeed(
      ["edit"] + intake.db + [task.id, "--priority", "high", "--notes", "call the agent"],
      environment: ["INTAKE_USER": "ana"])
    try intake.succeed(
      ["edit"] + intake.db + [task.id, "--tag", "home"], environment: ["INTAKE_USER": "bo"])
    try intake.succeed(["undo"] + intake.db, environment: ["INTAKE_USER": "ana"])
    let after = try intake.show(task.id)
    #expect(after.priority == "medium" && after.notes == nil)
    #expect(after.tags == ["home"])

    try intake.succeed(
      ["edit"] + intake.db + [task.id, "--priority", "low"], environment: ["INTAKE_USER": "ana"])
    try intake.succeed(
      ["edit"] + intake.db + [task.id, "--priority", "urgent"], environment: ["INTAKE_USER": "bo"])
    let refused = try intake.run(["undo"] + intake.db, environment: ["INTAKE_USER": "ana"])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("priority changed since by bo"))
    #expect(try intake.show(task.id).priority == "urgent")
  }

  @Test func undoListShowsWhatEachChangeTouched() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("renew the lease")
    try intake.succeed(["edit"] + intake.db + [task.id, "--priority", "high"])
    let log = try intake.succeed(["undo", "--list"] + intake.db)
    let lines = log.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[0].hasSuffix("edit") && lines[1].contains("(priority)"))
    #expect(lines[2].hasSuffix("add") && lines[3].contains("added \(task.id.prefix(8))"))
  }

  @Test func editSetsARecurrenceFromWordsAndRefusesNonsense() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("review the budget")
    try intake.succeed(
      ["edit"] + intake.db + IntakeSandbox.clock + [task.id, "--recurrence", "every other friday"])
    let edited = try intake.show(task.id)
    #expect(edited.recurrence == "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR")
    #expect(edited.dueDate == "2026-03-06")
    let bad = try intake.run(["edit"] + intake.db + [task.id, "--recurrence", "sometimes"])
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("is not a schedule"))
    let badRule = try intake.run(
      ["edit"] + intake.db + [task.id, "--recurrence", "FREQ=SOMETIMES"])
    #expect(badRule.status == 1)
    #expect(badRule.stderr.contains("FREQ=SOMETIMES"))
  }
}

/// Deadline bands, dependencies and subtasks, through the binary.
@Suite("intake list --urgency, edit --after, subtask")
struct UrgencyAndDependencyTests {
  @Test func tasksFallIntoOneDeadlineBandEach() throws {
    let intake = try IntakeSandbox()
    // The sandbox's now is Wednesday 2026-03-04 09:00 UTC.
    let past = try intake.add("pay rent 2026-03-03")
    let earlier = try intake.add("file taxes 2026-03-04 8am")
    let later = try intake.add("submit the report 2026-03-04 5pm")
    let friday = try intake.add("book the dentist 2026-03-06")
    let nextWeek = try intake.add("plan the trip 2026-03-10")
    let far = try intake.add("renew the passport 2026-04-20")
    let undated = try intake.add("clean the garage")
    let band = { (name: String) in
      try intake.list(["--urgency", name]).map(\.id)
    }
    #expect(try band("overdue") == [past.id, earlier.id])
    #expect(try band("today") == [later.id])
    #expect(try band("critical") == [friday.id])
    #expect(try band("urgent") == [nextWeek.id])
    #expect(try band("upcoming") == [far.id])
    #expect(try band("none") == [undated.id])
    let grouped = try intake.succeed(["list", "--group"] + intake.db + IntakeSandbox.clock)
    let headings = grouped.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }
    #expect(
      headings == [
        "Overdue", "Due today", "Critical: the next 3 days", "Urgent: within a week", "Upcoming",
        "No date",
      ])
    // Piped output has no colour codes.
    #expect(!grouped.stdout.contains("\u{1B}["))
  }

  @Test func aTaskWaitsForItsPrerequisitesUnlessForced() throws {
    let intake = try IntakeSandbox()
    let venue = try intake.add("book the venue")
    let invites = try intake.add("send the invites")
    try intake.succeed(["edit"] + intake.db + [invites.id, "--after", venue.id])
    #expect(try intake.show(invites.id).blockedBy == [venue.id])
    let listed = try intake.succeed(["list"] + intake.db)
    #expect(listed.stdout.contains("Send the invites ⧗ after \(venue.id.prefix(8))"))

    let refused = try intake.run(["done"] + intake.db + [invites.id])
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("waits for \(venue.id.prefix(8)) (Book the venue)"))
    #expect(try intake.show(invites.id).status == "todo")

    let loop = try intake.run(["edit"] + intake.db + [venue.id, "--after", invites.id])
    #expect(loop.status == 1)
    #expect(loop.stderr.contains("would be a loop"))

    // Both in one command: the prerequisite is done by it.
    try intake.succeed(["done"] + intake.db + [invites.id, venue.id])
    #expect(try intake.list().isEmpty)
    try intake.succeed(["undo"] + intake.db)
    try intake.succeed(["done", "--force"] + intake.db + [invites.id])
    #expect(try intake.show(invites.id).status == "done")
  }

  @Test func subtasksAreAddedTickedAndRemovedByNumber() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("plan the offsite")
    try intake.succeed(["subtask"] + intake.db + [task.id, "add", "book", "the", "venue"])
    try intake.succeed(["subtask"] + intake.db + [task.id, "add", "order lunch"])
    let ticked = try intake.succeed(["subtask"] + intake.db + [task.id, "done", "2"])
    #expect(ticked.stdout.contains("  1. [ ] book the venue\n  2. [x] order lunch"))
    try intake.succeed(["subtask"] + intake.db + [task.id, "rm", "1"])
    #expect(
      try intake.show(task.id).subtasks
        == [
          TaskJSON.SubtaskJSON(
            text: "order lunch", completed: true, priority: nil, estimatedMinutes: nil)
        ])
    let missing = try intake.run(["subtask"] + intake.db + [task.id, "done", "5"])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("has 1 subtasks, no step 5"))
    try intake.succeed(["undo"] + intake.db)
    #expect(try intake.show(task.id).subtasks.count == 2)
  }
}

/// `edit` reaches every field.
@Suite("intake edit of every field")
struct EditEveryFieldTests {
  @Test func timeZoneAndOwnersAreEdited() throws {
    let intake = try IntakeSandbox()
    try intake.succeed(["team", "add"] + intake.db + ["Ana Lima"])
    try intake.succeed(["team", "add"] + intake.db + ["Bo Chen"])
    let task = try intake.add("call the venue 2026-03-10")
    try intake.succeed(
      ["edit"] + intake.db
        + [task.id, "--time", "15:30", "--zone", "Europe/Lisbon", "--owners", "bo, Ana Lima"])
    let edited = try intake.show(task.id)
    #expect(edited.dueDate == "2026-03-10" && edited.dueTime == "15:30")
    #expect(edited.timeZone == "Europe/Lisbon")
    #expect(edited.owners == ["Bo Chen", "Ana Lima"] && edited.assignedTo == "Bo Chen")
    try intake.succeed(["edit"] + intake.db + [task.id, "--time", "none", "--owners", "none"])
    let cleared = try intake.show(task.id)
    #expect(cleared.dueTime == nil && cleared.owners.isEmpty && cleared.assignedTo == nil)
    let badTime = try intake.run(["edit"] + intake.db + [task.id, "--time", "25:00"])
    #expect(badTime.status == 1 && badTime.stderr.contains("is not a time"))
    let badZone = try intake.run(["edit"] + intake.db + [task.id, "--zone", "Mars/Olympus"])
    #expect(badZone.status == 1 && badZone.stderr.contains("is not a time zone"))
    let stranger = try intake.run(["edit"] + intake.db + [task.id, "--owners", "Zed, ana"])
    #expect(stranger.status == 0 && stranger.stderr.contains("Zed is not on the team"))
    #expect(try intake.show(task.id).owners == ["Zed", "Ana Lima"])
  }
}
