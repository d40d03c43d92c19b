import Foundation
import IntakeCore

@testable import IntakeParsing

/// Contexts, teams and runners shared by the parsing tests.
enum Fixtures {
  /// Wednesday 4 March 2026, 09:00: the reference most corpus cases use.
  static let now = "2026-03-04T09:00"

  /// A small team: two people with aliases, one whose first name is a month.
  static let team = [
    TeamMember(name: "Ana Lima", aliases: ["ana", "al"]),
    TeamMember(name: "Bo Chen", aliases: ["bo"]),
    TeamMember(name: "Carla Diaz"),
    TeamMember(name: "June Park"),
  ]

  /// A context read at `now` (a local `YYYY-MM-DDTHH:MM`) in `zone`.
  static func context(
    now: String = now, zone: String = "UTC", order: DateOrder = .mdy, team: [TeamMember] = team
  ) -> ParsingContext {
    guard let (date, time) = ParsingContext.localDateTime(now),
      let timeZone = TimeZone(identifier: zone)
    else { preconditionFailure("\(now) in \(zone) is not a fixture reference") }
    return ParsingContext(
      localDate: date, time: time, timeZone: timeZone, dateOrder: order, roster: Roster(team))
  }

  /// The draft the whole pipeline reads from `text`.
  static func parse(
    _ text: String, now: String = now, order: DateOrder = .mdy, team: [TeamMember] = team
  ) -> TaskDraft {
    TaskParser(context: context(now: now, order: order, team: team)).parse(text)
  }

  /// What every extractor finds in `text`, before any refiner.
  static func extractAll(_ item: Item, _ context: ParsingContext) -> [Candidate] {
    var candidates: [Candidate] = []
    for extractor in TaskParser.extractors {
      extractor.extract(from: item, context: context, into: &candidates)
    }
    return resolve(candidates, item, context)
  }

  /// `candidates` with what they stated placed on the calendar, as the first refiner does.
  static func resolve(_ candidates: [Candidate], _ item: Item, _ context: ParsingContext)
    -> [Candidate]
  {
    var trace = Trace(isEnabled: false)
    return TemporalResolver().refine(candidates, item: item, context: context, trace: &trace)
  }

  /// `LocalDate(iso:)` for a date the test knows to be real.
  static func date(_ iso: String) -> LocalDate {
    guard let date = LocalDate(iso: iso) else { preconditionFailure("\(iso) is not a date") }
    return date
  }
}

extension Fixtures {
  /// The candidates for `text` after the extractors and every refiner up to and including the
  /// first one of type `last`, in pipeline order.
  static func refined<Last: Refiner>(
    _ text: String, through last: Last.Type, context: ParsingContext = context()
  ) -> (item: Item, candidates: [Candidate], trace: [String]) {
    let item = Item(text)
    var candidates = extractAll(item, context)
    var trace = Trace(isEnabled: true)
    for refiner in TaskParser.refiners {
      candidates = refiner.refine(candidates, item: item, context: context, trace: &trace)
      if refiner is Last { break }
    }
    return (item, candidates, trace.lines)
  }

  /// The candidates for `text` after the extractors and every refiner before the first one of
  /// type `next`: what that refiner is given in the pipeline.
  static func input<Next: Refiner>(
    _ text: String, before next: Next.Type, context: ParsingContext = context()
  ) -> (item: Item, candidates: [Candidate]) {
    let item = Item(text)
    var candidates = extractAll(item, context)
    var trace = Trace(isEnabled: false)
    for refiner in TaskParser.refiners {
      if refiner is Next { break }
      candidates = refiner.refine(candidates, item: item, context: context, trace: &trace)
    }
    return (item, candidates)
  }
}
