import Foundation
import IntakeCore
import Synchronization

/// The instant a task falls due, in seconds since 1970, so tasks in different zones sort by
/// when they are due, not by their clocks (15:00 in Lisbon comes before 13:00 in New York).
///
/// A task with a date and no time is due at the end of its day, after the timed ones of that
/// day; an unknown zone counts as UTC. `DueOrder` sorts a SQLite listing by it; the
/// PostgreSQL backend stores it.
enum DueInstant {
  /// The instant a task due on `date` (at `time`, or at the end of the day) in the zone named
  /// `zone` falls due, in seconds since 1970; the PostgreSQL backend stores it to sort by.
  static func seconds(date: LocalDate, time: LocalTime?, zone zoneName: String?) -> Double {
    let minutes = time?.minutesOfDay ?? 1_440
    let wall = Double(date.dayNumber * 86_400 + minutes * 60)
    guard let zone = zoneName.flatMap(zone(named:)) else {
      return wall
    }
    // Two passes settle the offset around a change of the clocks.
    let guess = wall - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall)))
    return wall - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: guess)))
  }

  /// Zones by name, looked up once each: a list of 100k tasks names a handful.
  private static let zones = Mutex<[String: TimeZone]>([:])

  private static func zone(named name: String) -> TimeZone? {
    if let known = zones.withLock({ $0[name] }) { return known }
    guard let zone = TimeZone(identifier: name) else { return nil }
    zones.withLock { $0[name] = zone }
    return zone
  }
}
