import Foundation
import IntakeCore

/// Writes call transcripts, one call at a time: speaker lines (`Ana Lima: …`) under a small
/// header, or WebVTT cues with voice tags.
///
/// Most turns are talk; about one in six is a commitment ("I'll send the recap tomorrow.") or
/// a request to another participant ("Bo, can you review the API spec by Friday?") that the
/// next speaker accepts.
public struct TranscriptGenerator: Sendable {
  /// How the turns are written.
  public enum Style: String, Sendable, CaseIterable {
    case speakerLines = "speaker-lines"
    case webVTT = "vtt"
  }

  private var random: SplitMix64
  private var callDay: LocalDate
  private var clock = 0

  public init(seed: UInt64) {
    random = SplitMix64(seed: seed)
    callDay = LocalDate(year: 2024, month: 1, day: 9) ?? LocalDate(dayNumber: 19_731)
  }

  /// The text a file of `style` starts with, before its first call.
  public static func preamble(_ style: Style) -> String {
    style == .webVTT ? "WEBVTT\n\n" : ""
  }

  /// Appends one call to `text`.
  ///
  /// - Parameters:
  ///   - style: How the turns are written.
  ///   - text: Where the call is written.
  /// - Returns: How many commitments and accepted requests the call holds.
  public mutating func call(_ style: Style, into text: inout String) -> Int {
    callDay = callDay.adding(days: random.int(1...3))
    let people = random.sample(WordTables.people, count: random.int(2...5)).map(\.name)
    var items = 0
    if style == .speakerLines {
      text += "Call: \(random.pick(WordTables.teams)) \(random.pick(WordTables.meetingKinds))\n"
      text += "Call date: \(callDay)\n"
      text += "Participants: \(people.joined(separator: ", "))\n\n"
    }
    var speaker = random.pick(people)
    for _ in 0..<random.int(20...60) {
      let roll = random.int(0...11)
      var line: String
      if roll == 0 {
        line = "I'll \(task())\(due())."
        items += 1
      } else if roll == 1, case let others = people.filter({ $0 != speaker }), !others.isEmpty {
        let other = random.pick(others)
        line = "\(Phrases.firstName(other)), can you \(task())\(due())?"
        items += 1
        turn(style, speaker: speaker, line: line, into: &text)
        speaker = other
        line = random.pick(["Yep, will do.", "Sure.", "Okay, I'll take that.", "Can do."])
      } else {
        line = random.pick(WordTables.chatter)
        if line.contains("{thing}") {
          line = line.replacingOccurrences(of: "{thing}", with: random.pick(WordTables.things))
        }
      }
      turn(style, speaker: speaker, line: line, into: &text)
      speaker = random.pick(people)
    }
    if style == .speakerLines { text += "\n" }
    return items
  }

  private mutating func turn(_ style: Style, speaker: String, line: String, into text: inout String)
  {
    switch style {
    case .speakerLines:
      text += "\(speaker): \(line)\n"
    case .webVTT:
      let start = clock
      clock += random.int(2_000...9_000)
      text += "\(Self.cueTime(start)) --> \(Self.cueTime(clock))\n<v \(speaker)>\(line)\n\n"
      clock += random.int(100...600)
    }
  }

  private mutating func task() -> String {
    let task = random.pick(WordTables.tasks)
    return task.verb + " " + random.pick(task.objects)
  }

  private mutating func due() -> String {
    guard random.chance(0.6) else { return "" }
    return " "
      + random.pick([
        "tomorrow", "by Friday", "this week", "today", "by Monday", "next week", "by end of day",
      ])
  }

  /// `HH:MM:SS.mmm` for a time in milliseconds.
  static func cueTime(_ milliseconds: Int) -> String {
    let hours = milliseconds / 3_600_000
    let minutes = milliseconds / 60_000 % 60
    let seconds = milliseconds / 1000 % 60
    let millis = milliseconds % 1000
    return Phrases.pad(hours, 2) + ":" + Phrases.pad(minutes, 2) + ":"
      + Phrases.pad(seconds, 2) + "." + Phrases.pad(millis, 3)
  }
}
