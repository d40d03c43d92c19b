import Foundation

extension LocalDate {
  /// The wall-clock day and time (to the minute) of `instant` in `zone`.
  public static func wallClock(of instant: Date, in zone: TimeZone) -> (LocalDate, LocalTime) {
    let local =
      Int(instant.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: instant)
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    let seconds = local - days * 86_400
    return (
      LocalDate(dayNumber: days),
      LocalTime(hour: seconds / 3600, minute: (seconds % 3600) / 60) ?? LocalTime.midnight
    )
  }

  /// The instant the wall clock of `zone` shows `time` on this day; in the hour a change of
  /// the clocks skips or repeats, the offset in force just before the change is used.
  public func instant(at time: LocalTime, in zone: TimeZone) -> Date {
    let wall = dayNumber * 86_400 + time.minutesOfDay * 60
    let guess = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(wall)))
    let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(wall - guess)))
    return Date(timeIntervalSince1970: Double(wall - offset))
  }
}
