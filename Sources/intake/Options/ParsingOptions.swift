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

  @Option(
    help: ArgumentHelp(
      "IANA time zone (also INTAKE_TZ, config tz; default: the system's).", valueName: "zone"),
    completion: Completions.zones)
  var tz: String?

  @Option(
    name: .customLong("date-order"),
    help: ArgumentHelp(
      "How numeric dates like 4/2 are read (also INTAKE_DATE_ORDER, config date_order; default "
        + "mdy, and a date that reads both ways is reported).", valueName: "mdy|dmy|ymd"),
    completion: Completions.dateOrders)
  var dateOrder: String?

  /// The order chosen with `--date-order`, else `INTAKE_DATE_ORDER`, else the config file,
  /// with where it came from; nil when none is set.
  private var chosenOrder: (value: String, origin: String)? {
    if let dateOrder { return (dateOrder, "--date-order") }
    return ConfigFile.current.value(of: "date_order")
  }

  /// The zone asked for with `--tz`, else `INTAKE_TZ`, else the config file.
  private var chosenZone: (value: String, origin: String)? {
    if let tz { return (tz, "--tz") }
    return ConfigFile.current.value(of: "tz")
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
    now != nil || !(Environment.variables["INTAKE_NOW"] ?? "").isEmpty
  }

  /// The zone to read dates in: the one chosen, else the system's.
  ///
  /// - Throws: `CLIError` when `INTAKE_TZ` or the config file names no zone.
  func zone() throws -> (zone: TimeZone, name: String) {
    guard let (name, origin) = chosenZone else {
      return (TimeZone.current, TimeZone.current.identifier)
    }
    guard let zone = TimeZone(identifier: name) else {
      throw CLIError(
        "\(origin) \"\(name)\" is not an IANA time zone; use a name like Europe/Lisbon or UTC")
    }
    return (zone, name)
  }

  /// The hours named parts of the day stand for: `INTAKE_HOUR_*`, else the config file.
  ///
  /// - Throws: `CLIError` when a value is not a time of day.
  func dayParts() throws -> DayPartHours {
    var hours = DayPartHours()
    let keys: [(String, WritableKeyPath<DayPartHours, LocalTime>)] = [
      ("hour_morning", \.morning), ("hour_noon", \.noon), ("hour_afternoon", \.afternoon),
      ("hour_end_of_day", \.endOfDay), ("hour_evening", \.evening), ("hour_night", \.night),
    ]
    for (key, path) in keys {
      guard let (text, origin) = ConfigFile.current.value(of: key) else { continue }
      guard let time = LocalTime(iso: text.count == 4 ? "0" + text : text) else {
        throw CLIError("\(origin) \"\(text)\" is not a time of day; write it like 09:00")
      }
      hours[keyPath: path] = time
    }
    return hours
  }

  /// The parsing context: `--now`, else `INTAKE_NOW`, else the clock.
  /// - Throws: `CLIError` when `INTAKE_NOW` is not a date-time.
  func context(roster: Roster) throws -> ParsingContext {
    let (zone, zoneName) = try self.zone()
    let hours = try dayParts()
    var order = DateOrder.mdy
    if let (chosen, origin) = chosenOrder {
      guard let found = DateOrder(rawValue: chosen.lowercased()) else {
        throw CLIError("\(origin) \"\(chosen)\" is not one of mdy, dmy, ymd; unset it or pick one")
      }
      order = found
    }
    let fromEnvironment = Environment.variables["INTAKE_NOW"].flatMap {
      $0.isEmpty ? nil : $0
    }
    if let text = now ?? fromEnvironment {
      guard let (date, time) = ParsingContext.localDateTime(text) else {
        throw CLIError(
          "INTAKE_NOW \"\(text)\" is not a local date-time; write it like 2026-03-04T09:00")
      }
      var context = ParsingContext(
        localDate: date, time: time, timeZone: zone, dateOrder: order, roster: roster,
        dayParts: hours)
      context.timeZoneName = zoneName
      context.isDateOrderChosen = chosenOrder != nil
      return context
    }
    var context = ParsingContext(
      now: Date(), timeZone: zone, dateOrder: order, roster: roster, dayParts: hours)
    context.timeZoneName = zoneName
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
