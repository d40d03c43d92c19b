import Foundation
import IntakeCore

/// The order numeric dates are read in: `4/2` is April 2 (mdy) or 4 February (dmy).
public enum DateOrder: String, Sendable, CaseIterable, Codable {
  case mdy
  case dmy
  case ymd
}

/// The hours that named parts of the day stand for; each can be configured.
public struct DayPartHours: Sendable, Equatable {
  public var morning = LocalTime(uncheckedHour: 9)
  public var noon = LocalTime(uncheckedHour: 12)
  public var afternoon = LocalTime(uncheckedHour: 14)
  public var endOfDay = LocalTime(uncheckedHour: 17)
  public var evening = LocalTime(uncheckedHour: 18)
  public var night = LocalTime(uncheckedHour: 20)

  public init() {}
}

/// Everything an item is read against: the reference instant, zone, date order and team.
///
/// The library never reads the clock or the environment: the CLI builds this once.
public struct ParsingContext: Sendable {
  /// The reference instant ("now"): the clock, `--now`, or a meeting's date.
  public let now: Date
  public let timeZone: TimeZone
  /// The zone's name as the user wrote it ("UTC" stays "UTC"), stored with due dates.
  public var timeZoneName: String
  public var dateOrder: DateOrder
  /// Whether the user chose `dateOrder` (an option, the environment, the config) rather than
  /// leaving the default: a numeric date that reads both ways is then not reported.
  public var isDateOrderChosen = false
  /// Whether a date written without a year, or a weekday alone, means the last one rather than
  /// the next: a meeting's date ("3/2", "friday") is behind us; a task's is ahead.
  public var looksBack = false
  /// Whether a lone "--" ends the words read for fields, the rest being title as typed
  /// (quick-add, as in todo.txt tools); off for documents, where "--" is a dash.
  public var stopsAtDoubleDash = true
  /// Whether "ask Ana to …", "get Bo to …" give the task to the one asked (quick-add: the
  /// user notes what someone else is to do); off for the speaker's own "I'll ask Ana to …" in
  /// a document, which is the speaker's work.
  public var readsDelegations = true
  public var roster: Roster
  public var dayParts: DayPartHours
  /// The reference day in `timeZone`.
  public let today: LocalDate
  /// The reference time of day in `timeZone`.
  public let timeOfDay: LocalTime

  public init(
    now: Date, timeZone: TimeZone, dateOrder: DateOrder = .mdy, roster: Roster = Roster(),
    dayParts: DayPartHours = DayPartHours()
  ) {
    self.now = now
    self.timeZone = timeZone
    self.timeZoneName = timeZone.identifier
    self.dateOrder = dateOrder
    self.roster = roster
    self.dayParts = dayParts
    (self.today, self.timeOfDay) = LocalDate.wallClock(of: now, in: timeZone)
  }

  /// A context whose reference instant is a local date-time in `timeZone`.
  public init(
    localDate: LocalDate, time: LocalTime, timeZone: TimeZone, dateOrder: DateOrder = .mdy,
    roster: Roster = Roster(), dayParts: DayPartHours = DayPartHours()
  ) {
    self.init(
      now: ParsingContext.instant(date: localDate, time: time, in: timeZone), timeZone: timeZone,
      dateOrder: dateOrder, roster: roster, dayParts: dayParts)
  }

  /// Reads a local ISO date-time, or nil when the text is not one.
  ///
  /// Accepts `2026-03-04T09:00`, `2026-03-04 09:00:30`, and a bare `2026-03-04` (midnight).
  public static func localDateTime(_ text: String) -> (LocalDate, LocalTime)? {
    var bytes = Array(text.utf8)[...]
    while let first = bytes.first, first == 0x20 || first == 0x09 { bytes = bytes.dropFirst() }
    while let last = bytes.last, last == 0x20 || last == 0x09 { bytes = bytes.dropLast() }
    guard bytes.count >= 10,
      let date = LocalDate(iso: String(decoding: bytes.prefix(10), as: UTF8.self))
    else { return nil }
    let rest = bytes.dropFirst(10)
    if rest.isEmpty { return (date, .midnight) }
    guard rest.first == UInt8(ascii: "T") || rest.first == UInt8(ascii: " ") else { return nil }
    let clock = rest.dropFirst()
    guard clock.count == 5 || clock.count == 8,
      let time = LocalTime(iso: String(decoding: clock.prefix(5), as: UTF8.self))
    else { return nil }
    if clock.count == 8 {
      let seconds = clock.suffix(3)
      guard seconds.first == UInt8(ascii: ":"),
        let value = LocalDate.digits(seconds.dropFirst()), (0...59).contains(value)
      else { return nil }
    }
    return (date, time)
  }

  /// The instant of a local date and time in `zone`, or nil when the wall time does not exist.
  public static func instant(date: LocalDate, time: LocalTime, in zone: TimeZone) -> Date {
    let local = Double(date.dayNumber * 86_400 + time.minutesOfDay * 60)
    // Two passes settle the offset around daylight-saving changes.
    let guess = Date(timeIntervalSince1970: local - Double(zone.secondsFromGMT()))
    let offset = zone.secondsFromGMT(for: guess)
    let refined = Date(timeIntervalSince1970: local - Double(offset))
    return Date(timeIntervalSince1970: local - Double(zone.secondsFromGMT(for: refined)))
  }
}
