import Foundation
import Testing

@Suite("intake list and show")
struct ListTests {
  /// Tasks due around the fixed now (Wednesday 2026-03-04), with explicit dates so the test
  /// does not depend on how relative phrases are read.
  private struct Week {
    var yesterday: TaskJSON
    var today: TaskJSON
    var tomorrow: TaskJSON
    var saturday: TaskJSON
    var inNineDays: TaskJSON
    var undated: TaskJSON

    init(_ intake: IntakeSandbox) throws {
      yesterday = try intake.add("pay rent 2026-03-03")
      today = try intake.add("file taxes 2026-03-04")
      tomorrow = try intake.add("book dentist 2026-03-05")
      saturday = try intake.add("plan trip 2026-03-07")
      inNineDays = try intake.add("renew passport 2026-03-13")
      undated = try intake.add("clean the garage")
    }
  }

  private func ids(_ tasks: [TaskJSON]) -> Set<String> { Set(tasks.map(\.id)) }

  @Test func listOrdersOpenTasksByDueDateWithUndatedLast() throws {
    let intake = try IntakeSandbox()
    let week = try Week(intake)
    #expect(
      try intake.list().map(\.id)
        == [
          week.yesterday, week.today, week.tomorrow, week.saturday, week.inNineDays, week.undated,
        ].map(\.id))
  }

  @Test func aTaskThatMayNotStartYetWaitsOutOfSight() throws {
    let intake = try IntakeSandbox()
    let later = try intake.add("renew the passport t:2026-03-10 due:2026-04-01")
    let now = try intake.add("book the photo booth wait:2026-03-04")
    #expect(later.startDate == "2026-03-10")
    #expect(try intake.list().map(\.id) == [now.id])
    #expect(Set(try intake.list(["--all"]).map(\.id)) == [later.id, now.id])
    let shown = try intake.succeed(["show"] + intake.db + [later.id]).stdout
    #expect(shown.contains("  starts: 2026-03-10"))
    try intake.succeed(["edit"] + intake.db + IntakeSandbox.clock + [later.id, "--start", "none"])
    #expect(Set(try intake.list().map(\.id)) == [later.id, now.id])
    try intake.succeed(
      ["edit"] + intake.db + IntakeSandbox.clock + [now.id, "--start", "next friday"])
    #expect(try intake.show(now.id).startDate == "2026-03-13")
    #expect(try intake.list().map(\.id) == [later.id])
  }

  @Test func dueTodayHasTodaysTasksAndNotLaterOrUndatedOnes() throws {
    let intake = try IntakeSandbox()
    let week = try Week(intake)
    let listed = ids(try intake.list(["--due", "today"]))
    #expect(listed == [week.today.id])
  }

  @Test func dueOverdueHasOnlyOpenTasksDueBeforeToday() throws {
    let intake = try IntakeSandbox()
    let week = try Week(intake)
    #expect(try intake.list(["--due", "overdue"]).map(\.id) == [week.yesterday.id])
    try intake.succeed(["done"] + intake.db + [week.yesterday.id])
    #expect(try intake.list(["--due", "overdue", "--all"]).isEmpty)
  }

  @Test func dueWeekHasTheComingDaysButNotLaterOrUndatedOnes() throws {
    let intake = try IntakeSandbox()
    let week = try Week(intake)
    let listed = ids(try intake.list(["--due", "week"]))
    #expect(listed == ids([week.today, week.tomorrow, week.saturday]))
  }

  @Test func theDueWindowFollowsNow() throws {
    let intake = try IntakeSandbox()
    let week = try Week(intake)
    let listed = try intake.succeed(
      ["list", "--json", "--due", "overdue", "--now", "2026-03-06T09:00", "--tz", "UTC"]
        + intake.db
    ).decode([TaskJSON].self)
    #expect(listed.map(\.id) == [week.yesterday, week.today, week.tomorrow].map(\.id))
  }

  @Test func doneTasksAreHiddenUnlessAllOrStatusDone() throws {
    let intake = try IntakeSandbox()
    let open = try intake.add("buy milk")
    let finished = try intake.add("buy bread")
    try intake.succeed(["done"] + intake.db + [finished.id])
    #expect(try intake.list().map(\.id) == [open.id])
    #expect(ids(try intake.list(["--all"])) == ids([open, finished]))
    #expect(try intake.list(["--status", "done"]).map(\.id) == [finished.id])
    #expect(try intake.list(["--status", "todo"]).map(\.id) == [open.id])
  }

  @Test(arguments: ["ana", "Ana Lima", "ANA LIMA", "@ana"])
  func assigneeFilterAcceptsTheNameOrAnAlias(_ name: String) throws {
    let intake = try IntakeSandbox()
    try intake.succeed(["team", "add"] + intake.db + ["Ana Lima", "--alias", "ana"])
    try intake.succeed(["team", "add"] + intake.db + ["Bo Chen", "--alias", "bo"])
    let anas = try intake.add("ana to review the deck by friday")
    _ = try intake.add("bo to book the room")
    _ = try intake.add("call the bank")
    #expect(try intake.list(["--assignee", name]).map(\.id) == [anas.id])
  }

  @Test func anEmptyListSaysSoOnStderr() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("buy milk")
    try intake.succeed(["rm"] + intake.db + [task.id])
    let result = try intake.succeed(["list"] + intake.db + IntakeSandbox.clock)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines == ["no tasks"])
  }

  @Test func listWithoutJSONPrintsOneLinePerTask() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("call Ana tmrw 3pm about the budget !high")
    let result = try intake.succeed(["list"] + intake.db + IntakeSandbox.clock)
    #expect(
      result.stdout
        == "\(task.id.prefix(8)) [ ] 2026-03-05 15:00 high   Call Ana about the budget\n")
  }

  // MARK: - show

  @Test(arguments: [4, 8, 36])
  func showFindsATaskByAUniquePrefix(_ length: Int) throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("call Ana tmrw 3pm about the budget !high")
    #expect(try intake.show(String(task.id.prefix(length))) == task)
  }

  @Test func showPrefixesIgnoreCase() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("buy milk")
    #expect(try intake.show(task.id.prefix(6).uppercased()) == task)
  }

  @Test func showWithoutJSONPrintsEveryField() throws {
    let intake = try IntakeSandbox()
    let task = try intake.add("call Ana tmrw 3pm about the budget !high")
    let result = try intake.succeed(["show"] + intake.db + [String(task.id.prefix(8))])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "Call Ana about the budget")
    #expect(lines.contains("  id: \(task.id)"))
    #expect(lines.contains("  status: todo"))
    #expect(lines.contains("  priority: high"))
    #expect(lines.contains("  version: 1"))
  }

  @Test func anUnknownIDExits1NamingIt() throws {
    let intake = try IntakeSandbox()
    _ = try intake.add("buy milk")
    let result = try intake.run(["show"] + intake.db + ["zzzz"])
    #expect(result.status == 1)
    #expect(result.stderrLines == ["Error: no task matches \"zzzz\"; run intake list to see ids"])
    #expect(result.stdout.isEmpty)
  }

  @Test func anAmbiguousPrefixExits1() throws {
    let intake = try IntakeSandbox()
    // Sixteen hex digits: by the seventeenth task two must share their first one.
    var firstDigits: Set<Character> = []
    var shared: Character?
    for number in 1...17 {
      let task = try intake.add("task \(number)")
      let digit = try #require(task.id.first)
      if !firstDigits.insert(digit).inserted {
        shared = digit
        break
      }
    }
    let prefix = String(try #require(shared))
    let matches = try intake.list().filter { $0.id.hasPrefix(prefix) }.count
    let result = try intake.run(["show"] + intake.db + [prefix])
    #expect(result.status == 1)
    #expect(
      result.stderrLines
        == ["Error: \"\(prefix)\" matches \(matches) tasks; give more of the id"])
  }
}

@Suite("intake list: filters and order")
struct ListFilterTests {
  /// Four tasks read on Wednesday 2026-03-04, added in this order.
  private func sandbox() throws -> IntakeSandbox {
    let intake = try IntakeSandbox()
    for text in [
      "renew the passport !urgent", "water the plants tomorrow !low #home",
      "file the taxes friday !high #finance", "Bo to review the budget #Finance",
    ] {
      _ = try intake.add(text)
    }
    return intake
  }

  private func titles(_ intake: IntakeSandbox, _ options: [String]) throws -> [String] {
    try intake.list(options).map(\.text)
  }

  @Test func anUndatedUrgentTaskComesBeforeDatedOnes() throws {
    let intake = try sandbox()
    #expect(
      try titles(intake, []) == [
        "Renew the passport", "Water the plants", "File the taxes", "Review the budget",
      ])
  }

  @Test func filtersByTagPriorityTextAndOwner() throws {
    let intake = try sandbox()
    #expect(try titles(intake, ["--tag", "#finance"]) == ["File the taxes", "Review the budget"])
    #expect(try titles(intake, ["--priority", "high"]) == ["File the taxes"])
    #expect(try titles(intake, ["--search", "BUDGET"]) == ["Review the budget"])
    #expect(try titles(intake, ["--owner", "bo"]) == ["Review the budget"])
    #expect(try titles(intake, ["--search", "100%"]).isEmpty)
  }

  @Test func sortsByPriorityOrCreationReversedAndLimited() throws {
    let intake = try sandbox()
    #expect(
      try titles(intake, ["--sort", "priority"]) == [
        "Renew the passport", "File the taxes", "Review the budget", "Water the plants",
      ])
    #expect(
      try titles(intake, ["--sort", "created", "--reverse", "--limit", "2"]) == [
        "Review the budget", "File the taxes",
      ])
  }

  @Test func aBadSortOrLimitIsAUsageError() throws {
    let intake = try sandbox()
    let sort = try intake.run(["list", "--sort", "size"] + intake.db)
    #expect(sort.status == 64)
    #expect(sort.stderr.contains("--sort \"size\" is not one of due, priority, created"))
    let limit = try intake.run(["list", "--limit", "0"] + intake.db)
    #expect(limit.status == 64)
  }
}

@Suite("intake list: zones")
struct ListZoneTests {
  @Test func tasksInOtherZonesSortByInstantAndShowTheirZone() throws {
    let intake = try IntakeSandbox()
    let now = ["--now", "2026-03-04T09:00"]
    try intake.succeed(
      ["add"] + intake.db + now + ["--tz", "Europe/Lisbon", "call Lisbon fri 15:00"])
    try intake.succeed(
      ["add"] + intake.db + now + ["--tz", "America/New_York", "call Boston fri 13:00"])
    // 15:00 in Lisbon is 10:00 in New York: it comes first, however the clocks read.
    let json = try intake.list().map(\.text)
    #expect(json == ["Call Lisbon", "Call Boston"])
    let lines = try intake.succeed(["list"] + intake.db + now + ["--tz", "America/New_York"])
      .stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines[0].contains("2026-03-06 15:00 Europe/Lisbon"))
    #expect(lines[1].contains("2026-03-06 13:00 ") && !lines[1].contains("America/New_York"))
  }
}
