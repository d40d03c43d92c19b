import IntakeCore

@testable import IntakeParsing

extension Candidate {
  /// The value in the short form the tables use: `2026-03-05 15:00`, `FREQ=DAILY @09:00`,
  /// `high` (explicit) or `high?` (inferred from a keyword), `Ana Lima, Vitalik?` (the `?`
  /// marks an owner not on the roster), `#finance`, `+3 day`, `invalid_date`.
  var summary: String {
    switch value {
    case .temporal(let temporal):
      return [temporal.date?.description, temporal.time?.description].compactMap { $0 }
        .joined(separator: " ")
    case .recurrence(let rule):
      return rule.rrule + (rule.time.map { " @\($0)" } ?? "")
    case .priority(let level, let isExplicit):
      return level.rawValue + (isExplicit ? "" : "?")
    case .owners(let owners):
      return owners.map { $0.name + ($0.isOnRoster ? "" : "?") }.joined(separator: ", ")
    case .tag(let name):
      return "#" + name
    case .start(let date):
      return "starts " + date.description
    case .offset(let offset):
      return offset.amounts.map { "\(offset.sign < 0 ? "-" : "+")\($0.0) \($0.1)" }
        .joined(separator: " ")
    case .rejected(let diagnostic):
      return diagnostic.kind.rawValue
    }
  }

  /// The words and the value, for failure messages.
  func describe(in item: Item) -> String {
    "\"\(item.text(of: range))\" → \(summary) [\(rule)]"
  }

  /// The diagnostics a date or time carries.
  var diagnostics: [Diagnostic] {
    switch value {
    case .temporal(let temporal): return temporal.diagnostics
    case .rejected(let diagnostic): return [diagnostic]
    default: return []
    }
  }
}
