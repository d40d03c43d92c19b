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

  fileprivate static func zone(named name: String) -> TimeZone? {
    if let known = zones.withLock({ $0[name] }) { return known }
    guard let zone = TimeZone(identifier: name) else { return nil }
    zones.withLock { $0[name] = zone }
    return zone
  }
}

extension DueInstant {
  /// `DueInstant.seconds` for a long run of rows, most of them in a few zones and in the
  /// order of their days, as a listing reads them.
  ///
  /// Asking a `TimeZone` for its offset twice per row was a third of `DueOrder`'s work. For
  /// each zone the cache keeps the last day asked about and the offset that holds from the day
  /// before it to the day after (more than any zone moves a clock): every time of that day
  /// falls due at its clock's time less that offset, which is what the two passes of
  /// `seconds` give. A day on which the offset changes is worked out row by row.
  struct Cache {
    private struct Zone {
      let name: [UInt8]
      let zone: TimeZone?
      var day = Int.min
      /// The offset of the whole of `day` and the days beside it; nil when it changes.
      var offset: Int?
    }

    private var zones: [Zone] = []

    /// What `DueInstant.seconds(date:time:zone:)` gives for the zone named by `zoneName`'s
    /// UTF-8 bytes.
    mutating func seconds(
      date: LocalDate, time: LocalTime?, zone zoneName: UnsafeBufferPointer<UInt8>?
    ) -> Double {
      let minutes = time?.minutesOfDay ?? 1_440
      let day = date.dayNumber
      let wall = Double(day * 86_400 + minutes * 60)
      guard let zoneName else { return wall }
      let index =
        zones.firstIndex { $0.name.elementsEqual(zoneName) }
        ?? {
          let name = String(decoding: zoneName, as: UTF8.self)
          zones.append(Zone(name: Array(zoneName), zone: DueInstant.zone(named: name)))
          return zones.count - 1
        }()
      guard let zone = zones[index].zone else { return wall }
      if zones[index].day != day {
        let before = zone.secondsFromGMT(
          for: Date(timeIntervalSince1970: Double((day - 1) * 86_400)))
        let after = zone.secondsFromGMT(
          for: Date(timeIntervalSince1970: Double((day + 2) * 86_400)))
        zones[index].day = day
        zones[index].offset = before == after ? before : nil
      }
      guard let offset = zones[index].offset else {
        return DueInstant.seconds(
          date: date, time: time, zone: String(decoding: zoneName, as: UTF8.self))
      }
      return wall - Double(offset)
    }
  }
}
