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
}
