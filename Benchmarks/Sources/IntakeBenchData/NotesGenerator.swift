import Foundation
import IntakeCore

/// Writes meeting notes in Markdown, one meeting at a time, the way teams keep them: a dated
/// header, attendees, an agenda, discussion prose and status bullets, decisions, and action
/// items in the usual styles.
///
/// About one line in five is an action item: owners written several ways ("Ana to …",
/// "Bo: …", "(Carla)", "@dev", "Elif will …"), due words ("by Friday", "— due 3/13", "EOW",
/// "next week"), checkboxes (a tenth of them already checked), `ACTION:` lines and
/// commitments inside the discussion. Meetings are one to three days apart (from 2024 to 2027,
/// then again from 2024), so relative dates have many different anchors.
public struct NotesGenerator: Sendable {
  private var random: SplitMix64
  private var meetingDay: LocalDate

  public init(seed: UInt64) {
    random = SplitMix64(seed: seed)
    meetingDay = Self.firstDay
  }

  private static let firstDay =
    LocalDate(year: 2024, month: 1, day: 8) ?? LocalDate(dayNumber: 19_730)

  /// Appends one meeting to `text`.
  ///
  /// - Parameter text: Where the meeting is written.
  /// - Returns: How many open action items the meeting holds (checked boxes not counted).
  public mutating func meeting(into text: inout String) -> Int {
    meetingDay = meetingDay.adding(days: random.int(1...3))
    if meetingDay.year > 2027 { meetingDay = Self.firstDay }
    let people = random.sample(WordTables.people, count: random.int(3...7))
    let names = people.map(\.name)
    let team = random.pick(WordTables.teams)
    var items = 0

    text += "# \(team) \(random.pick(WordTables.meetingKinds)) — \(meetingDay)\n\n"
    text += "Attendees: \(names.joined(separator: ", "))\n"
    text += "Notes: \(Phrases.firstName(random.pick(names)))\n\n"

    text += "## Agenda\n"
    for (index, item) in random.sample(WordTables.agendaItems, count: random.int(3...5))
      .enumerated()
    {
      text += "\(index + 1). \(fill(item, names))\n"
    }

    text += "\n## Notes\n"
    for _ in 0..<random.int(2...5) {
      if random.chance(0.5) {
        // A paragraph, sometimes with a commitment or an ACTION line in it.
        var sentences: [String] = []
        for _ in 0..<random.int(2...4) {
          sentences.append(fill(random.pick(WordTables.statusSentences), names))
        }
        if random.chance(0.3) {
          let owner = Phrases.firstName(random.pick(names))
          sentences.append("\(owner) will \(task())\(due(prefix: " ")).")
          items += 1
        }
        text += sentences.joined(separator: " ") + "\n"
      } else {
        for _ in 0..<random.int(2...4) {
          text += "- " + fill(random.pick(WordTables.statusSentences), names) + "\n"
        }
      }
      if random.chance(0.2) {
        text += "ACTION: \(Phrases.firstName(random.pick(names))) to \(task())\(due(prefix: " "))\n"
        items += 1
      }
      text += "\n"
    }

    text += "## Decisions\n"
    for _ in 0..<random.int(1...3) {
      text += "- " + fill(random.pick(WordTables.decisions), names) + "\n"
    }

    text += "\n## \(random.pick(["Action items", "Next steps", "Action Items", "Follow-ups"]))\n"
    for _ in 0..<random.int(3...8) {
      let checkbox = random.int(0...9)
      let marker = checkbox < 6 ? "- " : checkbox < 9 ? "- [ ] " : "- [x] "
      if checkbox < 9 { items += 1 }
      text += marker + actionItem(people) + "\n"
    }
    text += "\n"
    return items
  }

  // MARK: - Parts

  private mutating func actionItem(_ people: [(name: String, alias: String)]) -> String {
    let owner = random.pick(people)
    let first = Phrases.firstName(owner.name)
    let work = task()
    switch random.int(0...6) {
    case 0, 1: return "\(first) to \(work)\(due(prefix: " "))"
    case 2: return "\(first): \(work)\(due(prefix: " "))"
    case 3: return Phrases.capitalized(work) + " (\(first))" + due(prefix: " — due ")
    case 4: return "@\(owner.alias) \(work)\(due(prefix: " "))"
    case 5: return "\(first) will \(work)\(due(prefix: " "))"
    default: return Phrases.capitalized(work) + due(prefix: " ")
    }
  }

  private mutating func task() -> String {
    let task = random.pick(WordTables.tasks)
    return task.verb + " " + random.pick(task.objects)
  }

  /// A due phrase (after `prefix`) for two items in three, else nothing.
  private mutating func due(prefix: String) -> String {
    guard random.chance(0.66) else { return "" }
    let offset = random.int(3...40)
    let date = meetingDay.adding(days: offset)
    let phrase = random.pick([
      "by Friday", "by next Tuesday", "tomorrow", "EOW", "next week", "by end of month",
      "by \(date.month)/\(date.day)", "on \(WordTables.monthsShort[date.month - 1]) \(date.day)",
      "by Monday", "this week", "in two weeks",
    ])
    return prefix.hasSuffix("due ") ? prefix + phrase.replacingPrefix("by ") : prefix + phrase
  }

  private mutating func fill(_ template: String, _ names: [String]) -> String {
    var text = template
    if text.contains("{person}") {
      text = text.replacingOccurrences(of: "{person}", with: Phrases.firstName(random.pick(names)))
    }
    if text.contains("{thing}") {
      text = text.replacingOccurrences(of: "{thing}", with: random.pick(WordTables.things))
    }
    return text
  }
}
