import Foundation
import IntakeCore

/// A VTIMEZONE (RFC 5545 §3.6.5) for a zone the system knows, spelled out from the system's
/// own rules for the years a file's times fall in.
///
/// Each change of the clocks in those years is one STANDARD or DAYLIGHT part with the offsets
/// before and after, rather than a rule that repeats: a reader needs no other source and gets
/// the zone's history right even in years its rules changed. The part before the first change
/// says what the offset was at the start of the first year.
enum TimeZoneComponent {
  /// Appends the VTIMEZONE of `zone` for the years `years` (inclusive).
  static func append(_ zone: TimeZone, years: ClosedRange<Int>, to output: inout [UInt8]) {
    ContentLine.append("BEGIN", "VTIMEZONE", to: &output)
    ContentLine.append("TZID", zone.identifier, to: &output)
    guard let first = LocalDate(year: years.lowerBound, month: 1, day: 1),
      let end = LocalDate(year: years.upperBound + 1, month: 1, day: 1)
    else { return }
    let start = instant(first)
    let stop = instant(end)
    // The offset in force at the start, as a part with no change.
    part(zone, at: start, from: zone.secondsFromGMT(for: start), wall: first, to: &output)
    var cursor = start
    while let change = zone.nextDaylightSavingTimeTransition(after: cursor), change < stop {
      let before = zone.secondsFromGMT(for: change.addingTimeInterval(-1))
      let wall = Int(change.timeIntervalSince1970.rounded(.down)) + before
      let days = wall >= 0 ? wall / 86_400 : (wall - 86_399) / 86_400
      let minute = (wall - days * 86_400) / 60
      part(
        zone, at: change, from: before, wall: LocalDate(dayNumber: days),
        time: LocalTime(uncheckedHour: minute / 60, minute: minute % 60), to: &output)
      cursor = change
    }
    ContentLine.append("END", "VTIMEZONE", to: &output)
  }

  /// One STANDARD or DAYLIGHT part: from `at`, written as the wall clock before it.
  private static func part(
    _ zone: TimeZone, at instant: Date, from before: Int, wall day: LocalDate,
    time: LocalTime = .midnight, to output: inout [UInt8]
  ) {
    let kind = zone.isDaylightSavingTime(for: instant) ? "DAYLIGHT" : "STANDARD"
    ContentLine.append("BEGIN", kind, to: &output)
    ContentLine.append("DTSTART", ContentLine.dateTime(day, time), to: &output)
    ContentLine.append("TZOFFSETFROM", offset(before), to: &output)
    ContentLine.append("TZOFFSETTO", offset(zone.secondsFromGMT(for: instant)), to: &output)
    if let name = zone.abbreviation(for: instant), !name.isEmpty {
      ContentLine.append("TZNAME", ContentLine.text(name), to: &output)
    }
    ContentLine.append("END", kind, to: &output)
  }

  /// `+0100`, `-0330`, `+0000`; seconds, which no zone has used since 1972, are dropped.
  static func offset(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let minutes = abs(seconds) / 60
    return sign + LocalDate.pad(minutes / 60, 2) + LocalDate.pad(minutes % 60, 2)
  }

  /// Midnight UTC of `day`.
  private static func instant(_ day: LocalDate) -> Date {
    Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400)
  }
}
