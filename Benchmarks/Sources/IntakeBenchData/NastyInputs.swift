import Foundation
import IntakeCore

/// The inputs that break naive readers: one enormous line, and a list of a hundred thousand
/// bullets.
public enum NastyInputs {
  /// One line of about `bytes` bytes (no line break): discussion prose with due words and
  /// names in it, as when a whole document is pasted without line breaks.
  ///
  /// - Parameters:
  ///   - bytes: The length to reach; the line stops at the first sentence end past it.
  ///   - seed: The generator's seed.
  /// - Returns: The line, without a line break.
  public static func longLine(bytes: Int, seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    var text = "- "
    text.reserveCapacity(bytes + 200)
    while text.utf8.count < bytes {
      let person = Phrases.firstName(random.pick(WordTables.people).name)
      let task = random.pick(WordTables.tasks)
      switch random.int(0...3) {
      case 0:
        text += "\(person) will \(task.verb) \(random.pick(task.objects)) by Friday. "
      case 1:
        text += "We need to \(task.verb) \(random.pick(task.objects)) next week. "
      default:
        text +=
          random.pick(WordTables.statusSentences).replacingOccurrences(
            of: "{person}", with: person
          ).replacingOccurrences(of: "{thing}", with: random.pick(WordTables.things)) + " "
      }
    }
    return text
  }

  /// A Markdown document whose action-items section holds `count` bullets (a third of them
  /// checkboxes, a twentieth checked), each an item with an owner and often a due word.
  ///
  /// - Parameters:
  ///   - count: How many bullets.
  ///   - seed: The generator's seed.
  /// - Returns: The whole document, ending with a line break.
  public static func bullets(count: Int, seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    var text = "# Backlog triage — 2026-03-02\n\nAttendees: Ana Lima, Bo Chen, Carla Diaz\n\n"
    text += "## Action items\n"
    let dues = ["", "", " by Friday", " tomorrow", " next week", " by 3/20", " EOW"]
    for _ in 0..<count {
      let person = Phrases.firstName(random.pick(WordTables.people).name)
      let task = random.pick(WordTables.tasks)
      let roll = random.int(0...19)
      let marker = roll == 0 ? "- [x] " : roll < 7 ? "- [ ] " : "- "
      text += "\(marker)\(person) to \(task.verb) \(random.pick(task.objects))"
      text += random.pick(dues) + "\n"
    }
    return text
  }
}
