import IntakeCore

/// Writes one-liners the way people type them into a quick-add box, each with the fields it
/// must yield.
///
/// A line is a verb and its object, with, in realistic shares, a due phrase ("tmrw 3pm",
/// "by friday", "in 3 days", "May 14"), a repetition ("every other monday"), a priority
/// ("!high", "p1"), an owner ("@ana", "Ana to …") and tags; a quarter of the lines carry no
/// date at all. The reference day is a random day of 2026 at 09:00 (never after the 27th,
/// so "end of month" is always ahead), and every clock time is 10:00 or later, so no time
/// has passed yet. The expected values follow the rules in the README's "Date semantics".
public struct OneLinerGenerator: Sendable {
  private var random: SplitMix64

  public init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// The next one-liner.
  public mutating func next() -> GeneratedCase {
    let today = randomDay()
    let team = random.sample(WordTables.people, count: random.int(3...6))
    var generated = GeneratedCase(
      text: "", today: today,
      team: team.map { TeamMember(name: $0.name, aliases: [$0.alias]) }, title: "",
      dueDate: nil, dueTime: nil, recurrence: nil, priority: "medium", assignedTo: nil,
      tags: [])

    let task = random.pick(WordTables.tasks)
    var object = random.pick(task.objects)
    if task.verb == "call" || task.verb == "email", random.chance(0.3), let person = team.first {
      // "call Ana …" names Ana but does not hand her the task.
      object = firstName(person.name)
    }
    var core = task.verb + " " + object
    var topic = ""
    if task.verb == "call" || task.verb == "email", random.chance(0.6) {
      topic = "about " + random.pick(WordTables.topics)
    }
    generated.title = capitalized(core + (topic.isEmpty ? "" : " " + topic))

    // Who: a fifth of the lines hand the task to someone.
    var prefix = ""
    var suffix: [String] = []
    if random.chance(0.2), let owner = team.last {
      generated.assignedTo = owner.name
      switch random.int(0...2) {
      case 0: prefix = "@\(owner.alias) "
      case 1: prefix = firstName(owner.name) + " to "
      default: suffix.append("@\(owner.alias)")
      }
    }

    // When: a date (maybe with a time), a time alone, a repetition, or nothing.
    var when = ""
    let roll = random.int(0...99)
    if roll < 60 {
      let phrase = datePhrase(today: today)
      when = phrase.text
      generated.dueDate = phrase.date
      if random.chance(0.35) {
        let time = timePhrase()
        when += " " + time.text
        generated.dueTime = time.time
      }
    } else if roll < 67 {
      let time = timePhrase()
      when = time.text
      generated.dueDate = today
      generated.dueTime = time.time
    } else if roll < 77 {
      let repetition = repetitionPhrase(today: today)
      when = repetition.text
      generated.dueDate = repetition.date
      generated.recurrence = repetition.rule
      if random.chance(0.3) {
        let time = timePhrase()
        when += " " + time.text
        generated.dueTime = time.time
      }
    }

    if random.chance(0.2) {
      let tags = random.sample(WordTables.tags, count: random.chance(0.8) ? 1 : 2)
      generated.tags = tags
      suffix += tags.map { "#" + $0 }
    }
    if random.chance(0.25) {
      let priority = random.pick([
        ("!high", "high"), ("!!", "high"), ("!!!", "urgent"), ("p1", "urgent"), ("p2", "high"),
        ("!low", "low"), ("p4", "low"), ("!urgent", "urgent"), ("high priority", "high"),
      ])
      generated.priority = priority.1
      suffix.append(priority.0)
    }

    // Where the date goes: mostly at the end, sometimes first, sometimes before the topic.
    var words: [String] = []
    if !when.isEmpty, prefix.isEmpty, random.chance(0.15) {
      words = [when, core]
      if !topic.isEmpty { words.append(topic) }
    } else if !when.isEmpty, !topic.isEmpty, random.chance(0.5) {
      words = [prefix + core, when, topic]
    } else {
      core = prefix + core
      words = [core]
      if !topic.isEmpty { words.append(topic) }
      if !when.isEmpty { words.append(when) }
    }
    generated.text = (words + suffix).joined(separator: " ")
    return generated
  }

  /// A date phrase alone (with a time in a third of them), for comparing date parsers.
  public mutating func nextPhrase() -> String {
    let today = randomDay()
    switch random.int(0...9) {
    case 0, 1: return timePhrase().text
    case 2: return datePhrase(today: today).text + " " + timePhrase().text
    default: return datePhrase(today: today).text
    }
  }

  // MARK: - Phrases

  private mutating func randomDay() -> LocalDate {
    let start = LocalDate(year: 2026, month: 1, day: 1) ?? LocalDate(dayNumber: 20_454)
    var day = start.adding(days: random.int(0...364))
    while day.day > 27 { day = day.adding(days: -random.int(1...5)) }
    return day
  }

  private mutating func datePhrase(today: LocalDate) -> (text: String, date: LocalDate) {
    switch random.int(0...9) {
    case 0:
      return ("today", today)
    case 1:
      return (random.pick(["tomorrow", "tmrw", "tomorrow", "tmr"]), today.adding(days: 1))
    case 2:
      let count = random.int(2...12)
      return ("in \(count) days", today.adding(days: count))
    case 3:
      let count = random.int(2...4)
      return ("in \(count) weeks", today.adding(days: 7 * count))
    case 4, 5:
      // A weekday other than today's: the next one.
      let offset = random.int(1...6)
      let index = (today.weekday - 1 + offset) % 7
      let name = random.chance(0.3) ? WordTables.weekdaysShort[index] : WordTables.weekdays[index]
      let word = random.pick(["", "by ", "on ", "by ", "", "this "])
      return (word + name, today.adding(days: offset))
    case 6:
      return ("next week", today.adding(days: 8 - today.weekday))
    case 7:
      let date = today.adding(days: random.int(1...200))
      let month = WordTables.months[date.month - 1]
      let short = WordTables.monthsShort[date.month - 1]
      let text = random.pick([
        "\(month) \(date.day)", "\(short) \(date.day)", "\(date.day) \(short)",
        "\(month) \(date.day)\(ordinal(date.day))", "\(date.month)/\(date.day)",
      ])
      return (random.chance(0.4) ? "by " + text : text, date)
    case 8:
      let date = today.adding(days: random.int(1...300))
      return (random.chance(0.5) ? date.description : "on " + date.description, date)
    default:
      let last = LocalDate.daysInMonth(year: today.year, month: today.month)
      let date = LocalDate(year: today.year, month: today.month, day: last) ?? today
      return (random.pick(["end of month", "eom", "by end of month"]), date)
    }
  }

  private mutating func timePhrase() -> (text: String, time: LocalTime) {
    let hour = random.int(10...19)
    let minute = random.pick([0, 0, 0, 30, 15, 45])
    let time = LocalTime(uncheckedHour: hour, minute: minute)
    let twelve = hour > 12 ? hour - 12 : hour
    let suffix = hour >= 12 ? "pm" : "am"
    let pad = minute < 10 ? "0\(minute)" : "\(minute)"
    let text: String
    switch random.int(0...3) {
    case 0: text = minute == 0 ? "\(twelve)\(suffix)" : "\(twelve):\(pad)\(suffix)"
    case 1: text = "at " + (minute == 0 ? "\(twelve)\(suffix)" : "\(twelve):\(pad)\(suffix)")
    case 2: text = "at \(hour):\(pad)"
    default: text = "\(hour):\(pad)"
    }
    return (text, time)
  }

  private mutating func repetitionPhrase(today: LocalDate) -> (
    text: String, rule: String, date: LocalDate
  ) {
    let offset = random.int(1...6)
    let index = (today.weekday - 1 + offset) % 7
    let day = WordTables.weekdays[index]
    let code = WordTables.weekdayCodes[index]
    switch random.int(0...4) {
    case 0: return ("every \(day)", "FREQ=WEEKLY;BYDAY=\(code)", today.adding(days: offset))
    case 1:
      return (
        "every other \(day)", "FREQ=WEEKLY;INTERVAL=2;BYDAY=\(code)", today.adding(days: offset)
      )
    case 2: return (random.pick(["every day", "daily"]), "FREQ=DAILY", today)
    case 3:
      let next = today.weekday <= 5 ? today : today.adding(days: 8 - today.weekday)
      return ("every weekday", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", next)
    default:
      return (day + "s", "FREQ=WEEKLY;BYDAY=\(code)", today.adding(days: offset))
    }
  }

  private func ordinal(_ day: Int) -> String {
    if (11...13).contains(day % 100) { return "th" }
    switch day % 10 {
    case 1: return "st"
    case 2: return "nd"
    case 3: return "rd"
    default: return "th"
    }
  }

  private func firstName(_ name: String) -> String {
    String(name.split(separator: " ").first ?? Substring(name))
  }

  private func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
