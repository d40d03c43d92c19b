import ArgumentParser
import Foundation
import IntakeCore
import IntakeParsing

/// `--now`, `--tz` and `--date-order`: what relative dates are read against.
struct ParsingOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Reference local date-time for relative dates (also INTAKE_NOW).",
      valueName: "YYYY-MM-DDTHH:MM"))
  var now: String?

  @Option(help: ArgumentHelp("IANA time zone (default: the system's).", valueName: "zone"))
  var tz: String?

  @Option(
    name: .customLong("date-order"),
    help: ArgumentHelp("How numeric dates like 4/2 are read.", valueName: "mdy|dmy|ymd"))
  var dateOrder: String = "mdy"

  func validate() throws {
    if let tz, TimeZone(identifier: tz) == nil {
      throw ValidationError(
        "--tz \"\(tz)\" is not an IANA time zone; use a name like Europe/Lisbon or UTC")
    }
    if DateOrder(rawValue: dateOrder.lowercased()) == nil {
      throw ValidationError("--date-order \"\(dateOrder)\" is not one of mdy, dmy, ymd")
    }
    if let now, ParsingContext.localDateTime(now) == nil {
      throw ValidationError(
        "--now \"\(now)\" is not a local date-time; write it like 2026-03-04T09:00")
    }
  }

  /// Whether the reference instant was given (`--now` or `INTAKE_NOW`) rather than read
  /// from the clock.
  var isNowGiven: Bool {
    now != nil || !(ProcessInfo.processInfo.environment["INTAKE_NOW"] ?? "").isEmpty
  }

  /// The zone to read dates in.
  var timeZone: TimeZone {
    tz.flatMap(TimeZone.init(identifier:)) ?? TimeZone.current
  }

  /// The parsing context: `--now`, else `INTAKE_NOW`, else the clock.
  /// - Throws: `CLIError` when `INTAKE_NOW` is not a date-time.
  func context(roster: Roster) throws -> ParsingContext {
    let zone = timeZone
    let order = DateOrder(rawValue: dateOrder.lowercased()) ?? .mdy
    let fromEnvironment = ProcessInfo.processInfo.environment["INTAKE_NOW"].flatMap {
      $0.isEmpty ? nil : $0
    }
    if let text = now ?? fromEnvironment {
      guard let (date, time) = ParsingContext.localDateTime(text) else {
        throw CLIError(
          "INTAKE_NOW \"\(text)\" is not a local date-time; write it like 2026-03-04T09:00")
      }
      var context = ParsingContext(
        localDate: date, time: time, timeZone: zone, dateOrder: order, roster: roster)
      context.timeZoneName = tz ?? zone.identifier
      return context
    }
    var context = ParsingContext(now: Date(), timeZone: zone, dateOrder: order, roster: roster)
    context.timeZoneName = tz ?? zone.identifier
    return context
  }
}

/// An error the CLI reports as one line and exit code 1.
struct CLIError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
