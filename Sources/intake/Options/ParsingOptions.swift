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
    help: ArgumentHelp(
      "How numeric dates like 4/2 are read (also INTAKE_DATE_ORDER; default mdy, and a date "
        + "that reads both ways is reported).", valueName: "mdy|dmy|ymd"))
  var dateOrder: String?

  /// The order chosen with `--date-order`, else `INTAKE_DATE_ORDER`; nil when neither is set.
  private var chosenOrder: String? {
    dateOrder
      ?? ProcessInfo.processInfo.environment["INTAKE_DATE_ORDER"].flatMap {
        $0.isEmpty ? nil : $0
      }
  }

  func validate() throws {
    if let tz, TimeZone(identifier: tz) == nil {
      throw ValidationError(
        "--tz \"\(tz)\" is not an IANA time zone; use a name like Europe/Lisbon or UTC")
    }
    if let dateOrder, DateOrder(rawValue: dateOrder.lowercased()) == nil {
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
    var order = DateOrder.mdy
    if let chosen = chosenOrder {
      guard let found = DateOrder(rawValue: chosen.lowercased()) else {
        throw CLIError(
          "INTAKE_DATE_ORDER \"\(chosen)\" is not one of mdy, dmy, ymd; unset it or pick one")
      }
      order = found
    }
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
      context.isDateOrderChosen = chosenOrder != nil
      return context
    }
    var context = ParsingContext(now: Date(), timeZone: zone, dateOrder: order, roster: roster)
    context.timeZoneName = tz ?? zone.identifier
    context.isDateOrderChosen = chosenOrder != nil
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
