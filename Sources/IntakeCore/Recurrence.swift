import Foundation

/// A repeating schedule as an RFC 5545 RRULE, and the occurrences it gives.
///
/// The parts read and written: `FREQ` (MINUTELY to YEARLY), `INTERVAL`, `BYMONTH`,
/// `BYMONTHDAY` (negative counts from the month's end), `BYDAY` (with an ordinal in monthly
/// and yearly rules: `2TU`, `-1FR`), `COUNT` and `UNTIL` (a day, or a UTC instant). Weeks
/// start on Monday (`WKST=MO`, the default). Occurrences keep the wall-clock time of the
/// series in its zone, so a 9:00 task stays at 9:00 across a daylight-saving change; hourly
/// and minutely steps count wall-clock minutes too. Days that do not exist (the 31st of
/// April, 29 February in other years) are skipped when a BY part names them, as the RFC
/// says; a monthly or yearly series that takes its day from its start keeps to the month's
/// last day instead ("every 3 months" from 30 November falls on 28 February), as task
/// tools do.
public struct Recurrence: Sendable, Equatable, CustomStringConvertible {
  public enum Frequency: String, Sendable, CaseIterable {
    case minutely = "MINUTELY"
    case hourly = "HOURLY"
    case daily = "DAILY"
    case weekly = "WEEKLY"
    case monthly = "MONTHLY"
    case yearly = "YEARLY"
  }

  /// A weekday (ISO: 1 Monday … 7 Sunday) with an optional ordinal in its month or year.
  public struct Weekday: Sendable, Equatable {
    public var ordinal: Int?
    public var weekday: Int

    public init(_ weekday: Int, ordinal: Int? = nil) {
      self.weekday = weekday
      self.ordinal = ordinal
    }
  }

  /// The last moment of a series: a day (inclusive), or a UTC instant to the second.
  public enum Until: Sendable, Equatable {
    case day(LocalDate)
    case instant(LocalDate, secondOfDay: Int)
  }

  /// One occurrence: a day, and the time of day when the series has one.
  public struct Occurrence: Sendable, Comparable, CustomStringConvertible {
    public var date: LocalDate
    public var time: LocalTime?

    public init(_ date: LocalDate, _ time: LocalTime? = nil) {
      self.date = date
      self.time = time
    }

    /// Minutes since 1970-01-01 00:00 on the wall clock.
    var wallMinutes: Int { date.dayNumber * 1_440 + (time?.minutesOfDay ?? 0) }

    init(wallMinutes: Int, hasTime: Bool) {
      let day = wallMinutes >= 0 ? wallMinutes / 1_440 : (wallMinutes - 1_439) / 1_440
      let minute = wallMinutes - day * 1_440
      self.date = LocalDate(dayNumber: day)
      self.time = hasTime ? LocalTime(hour: minute / 60, minute: minute % 60) : nil
    }

    public static func < (lhs: Occurrence, rhs: Occurrence) -> Bool {
      if lhs.date != rhs.date { return lhs.date < rhs.date }
      switch (lhs.time, rhs.time) {
      case (nil, .some): return true
      case (.some(let left), .some(let right)): return left < right
      default: return false
      }
    }

    public var description: String {
      date.description + (time.map { " \($0)" } ?? "")
    }
  }

  public var frequency: Frequency
  public var interval: Int
  public var byMonth: [Int]
  public var byMonthDay: [Int]
  public var byDay: [Weekday]
  public var count: Int?
  public var until: Until?

  public init(
    frequency: Frequency, interval: Int = 1, byMonth: [Int] = [], byMonthDay: [Int] = [],
    byDay: [Weekday] = [], count: Int? = nil, until: Until? = nil
  ) {
    self.frequency = frequency
    self.interval = max(1, interval)
    self.byMonth = byMonth
    self.byMonthDay = byMonthDay
    self.byDay = byDay
    self.count = count
    self.until = until
  }

  // MARK: - Text

  private static let dayCodes = ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"]

  /// Reads an RRULE value (`FREQ=WEEKLY;BYDAY=MO,WE`), with or without an `RRULE:` prefix.
  ///
  /// - Throws: `RecurrenceError` naming the part that is not understood.
  public init(parsing text: String) throws(RecurrenceError) {
    var body = Substring(text.trimmingWhitespace())
    if body.uppercased().hasPrefix("RRULE:") { body = body.dropFirst(6) }
    var frequency: Frequency?
    var rule = Recurrence(frequency: .daily)
    for part in body.split(separator: ";") where !part.isEmpty {
      let pair = part.split(separator: "=", maxSplits: 1)
      guard pair.count == 2 else { throw RecurrenceError(text: text, part: String(part)) }
      let key = pair[0].uppercased()
      let value = pair[1].uppercased()
      let fail = RecurrenceError(text: text, part: String(part))
      let numbers = { (range: ClosedRange<Int>) throws(RecurrenceError) -> [Int] in
        var result: [Int] = []
        for item in value.split(separator: ",") {
          guard let number = Int(item), range.contains(number), number != 0 else { throw fail }
          result.append(number)
        }
        return result
      }
      switch key {
      case "FREQ":
        guard let found = Frequency(rawValue: value) else { throw fail }
        frequency = found
      case "INTERVAL":
        guard let number = Int(value), number >= 1 else { throw fail }
        rule.interval = number
      case "COUNT":
        guard let number = Int(value), number >= 1 else { throw fail }
        rule.count = number
      case "BYMONTH": rule.byMonth = try numbers(1...12)
      case "BYMONTHDAY": rule.byMonthDay = try numbers(-31...31)
      case "BYDAY":
        for item in value.split(separator: ",") {
          let code = String(item.suffix(2))
          guard let weekday = Self.dayCodes.firstIndex(of: code), weekday > 0 else { throw fail }
          let prefix = item.dropLast(2)
          var ordinal: Int?
          if !prefix.isEmpty {
            guard let number = Int(prefix.hasPrefix("+") ? prefix.dropFirst() : prefix),
              number != 0, (-53...53).contains(number)
            else { throw fail }
            ordinal = number
          }
          rule.byDay.append(Weekday(weekday, ordinal: ordinal))
        }
      case "UNTIL":
        rule.until = try Self.until(value, fail)
      case "WKST":
        guard value == "MO" else { throw fail }
      default:
        throw fail
      }
    }
    guard let frequency else { throw RecurrenceError(text: text, part: "FREQ is missing") }
    guard rule.count == nil || rule.until == nil else {
      throw RecurrenceError(text: text, part: "COUNT and UNTIL together")
    }
    rule.frequency = frequency
    self = rule
  }

  private static func until(_ value: String, _ fail: RecurrenceError) throws(RecurrenceError)
    -> Until
  {
    let bytes = Array(value.utf8)
    guard bytes.count >= 8, let year = LocalDate.digits(bytes[0..<4]),
      let month = LocalDate.digits(bytes[4..<6]), let day = LocalDate.digits(bytes[6..<8]),
      let date = LocalDate(year: year, month: month, day: day)
    else { throw fail }
    if bytes.count == 8 { return .day(date) }
    guard bytes.count == 16, bytes[8] == UInt8(ascii: "T"), bytes[15] == UInt8(ascii: "Z"),
      let hour = LocalDate.digits(bytes[9..<11]), let minute = LocalDate.digits(bytes[11..<13]),
      let second = LocalDate.digits(bytes[13..<15]), hour < 24, minute < 60, second < 60
    else { throw fail }
    return .instant(date, secondOfDay: hour * 3_600 + minute * 60 + second)
  }

  /// The RRULE value, parts in a fixed order: FREQ, INTERVAL, BYMONTH, BYMONTHDAY, BYDAY,
  /// COUNT, UNTIL.
  public var description: String {
    var parts = ["FREQ=" + frequency.rawValue]
    if interval > 1 { parts.append("INTERVAL=\(interval)") }
    if !byMonth.isEmpty {
      parts.append("BYMONTH=" + byMonth.map(String.init).joined(separator: ","))
    }
    if !byMonthDay.isEmpty {
      parts.append("BYMONTHDAY=" + byMonthDay.map(String.init).joined(separator: ","))
    }
    if !byDay.isEmpty {
      let days = byDay.map { ($0.ordinal.map(String.init) ?? "") + Self.dayCodes[$0.weekday] }
      parts.append("BYDAY=" + days.joined(separator: ","))
    }
    if let count { parts.append("COUNT=\(count)") }
    switch until {
    case .day(let date)?: parts.append("UNTIL=" + Self.compact(date))
    case .instant(let date, let second)?:
      let clock = [second / 3_600, second / 60 % 60, second % 60]
        .map { $0 < 10 ? "0\($0)" : "\($0)" }.joined()
      parts.append("UNTIL=" + Self.compact(date) + "T" + clock + "Z")
    case nil: break
    }
    return parts.joined(separator: ";")
  }

  private static func compact(_ date: LocalDate) -> String {
    date.description.filter { $0 != "-" }
  }

  /// The UTC instant of the last second of `day` in `zone`, as `UNTIL` writes it for a series
  /// that has a time of day.
  public static func until(endOf day: LocalDate, in zone: TimeZone) -> Until {
    let wall = day.dayNumber * 86_400 + 86_399
    let utc = wall - offset(ofWallSecond: wall, in: zone)
    let utcDay = utc >= 0 ? utc / 86_400 : (utc - 86_399) / 86_400
    return .instant(LocalDate(dayNumber: utcDay), secondOfDay: utc - utcDay * 86_400)
  }

  private static func offset(ofWallSecond wall: Int, in zone: TimeZone) -> Int {
    let guess = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(wall)))
    return zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(wall - guess)))
  }

  // MARK: - Occurrences

  /// The first occurrence strictly after `after` in the series that starts at `start`, or nil
  /// when the series has ended (`COUNT`, `UNTIL`) or never falls again.
  ///
  /// `start` is the first occurrence (DTSTART): the interval counts from its period, and
  /// `COUNT` counts from it. `zone` places a UTC `UNTIL`.
  public func next(after: Occurrence, start: Occurrence, zone: TimeZone) -> Occurrence? {
    search(start: start, after: after, isInclusive: false, stepping: interval, zone: zone)
  }

  /// The first occurrence of a series being set up, whatever the interval: the first that the
  /// rule's days match from `start` on, or after `after` when given (a time already passed
  /// today moves the first occurrence on).
  public func firstMatch(start: Occurrence, after: Occurrence? = nil, zone: TimeZone)
    -> Occurrence?
  {
    var open = self
    open.count = nil
    return open.search(
      start: start, after: after ?? start, isInclusive: after == nil, stepping: 1, zone: zone)
  }

  /// How many periods a search looks through before it gives up (a rule that never matches,
  /// like the 30th of February).
  private static let periodLimit = 5_000

  private func search(
    start: Occurrence, after: Occurrence, isInclusive: Bool, stepping: Int, zone: TimeZone
  ) -> Occurrence? {
    if frequency == .minutely || frequency == .hourly {
      return subDaily(
        start: start, after: after, isInclusive: isInclusive, stepping: stepping, zone: zone)
    }
    let first = period(of: start.date)
    var index = first
    // Without a count to keep, jump to the period of `after`.
    if count == nil, after.date > start.date {
      index = first + (period(of: after.date) - first) / stepping * stepping
    }
    var seen = 0
    for _ in 0..<Self.periodLimit {
      for date in days(inPeriod: index, start: start.date) {
        let occurrence = Occurrence(date, start.time)
        guard occurrence >= start else { continue }
        seen += 1
        if let count, seen > count { return nil }
        if isPast(until: occurrence, zone: zone) { return nil }
        if occurrence > after || isInclusive && occurrence == after { return occurrence }
      }
      index += stepping
    }
    return nil
  }

  private func subDaily(
    start: Occurrence, after: Occurrence, isInclusive: Bool, stepping: Int, zone: TimeZone
  ) -> Occurrence? {
    let step = stepping * (frequency == .hourly ? 60 : 1)
    let origin = start.wallMinutes
    var k = 0
    if after.wallMinutes >= origin {
      k = (after.wallMinutes - origin) / step
      if origin + k * step < after.wallMinutes || !isInclusive { k += 1 }
    }
    for _ in 0..<(Self.periodLimit * 100) {
      if let count, k + 1 > count { return nil }
      let occurrence = Occurrence(wallMinutes: origin + k * step, hasTime: true)
      if isPast(until: occurrence, zone: zone) { return nil }
      if matchesDays(occurrence.date) { return occurrence }
      k += 1
    }
    return nil
  }

  private func isPast(until occurrence: Occurrence, zone: TimeZone) -> Bool {
    switch until {
    case .day(let last)?:
      return occurrence.date > last
    case .instant(let day, let second)?:
      let wall = occurrence.wallMinutes * 60
      let utc = wall - Self.offset(ofWallSecond: wall, in: zone)
      return utc > day.dayNumber * 86_400 + second
    case nil:
      return false
    }
  }

  /// The period (day, week, month or year number) a date falls in.
  private func period(of date: LocalDate) -> Int {
    switch frequency {
    case .weekly:
      let shifted = date.dayNumber + 3  // 1970-01-01 was a Thursday; weeks start on Monday.
      return shifted >= 0 ? shifted / 7 : (shifted - 6) / 7
    case .monthly: return date.year * 12 + date.month - 1
    case .yearly: return date.year
    default: return date.dayNumber
    }
  }

  /// The days of one period that the rule's BY parts pick, in order.
  private func days(inPeriod index: Int, start: LocalDate) -> [LocalDate] {
    var result: [LocalDate] = []
    switch frequency {
    case .weekly:
      let monday = LocalDate(dayNumber: index * 7 - 3)
      let weekdays = byDay.isEmpty ? [start.weekday] : byDay.map(\.weekday)
      result = (0..<7).map { monday.adding(days: $0) }.filter {
        weekdays.contains($0.weekday) && (byMonth.isEmpty || byMonth.contains($0.month))
      }
    case .monthly:
      let year = index >= 0 ? index / 12 : (index - 11) / 12
      let month = index - year * 12 + 1
      guard byMonth.isEmpty || byMonth.contains(month) else { return [] }
      result = days(year: year, month: month, startDay: start.day)
    case .yearly:
      for month in byMonth.isEmpty ? [start.month] : byMonth {
        result += days(year: index, month: month, startDay: start.day)
      }
    default:
      let date = LocalDate(dayNumber: index)
      if matchesDays(date) { result = [date] }
    }
    return Array(Set(result)).sorted()
  }

  /// The days of one month the rule picks: by day of the month, by weekday, or the start's day.
  private func days(year: Int, month: Int, startDay: Int) -> [LocalDate] {
    let length = LocalDate.daysInMonth(year: year, month: month)
    if !byMonthDay.isEmpty {
      return byMonthDay.compactMap { day in
        LocalDate(year: year, month: month, day: day > 0 ? day : length + day + 1)
      }
    }
    if !byDay.isEmpty {
      guard let first = LocalDate(year: year, month: month, day: 1) else { return [] }
      var result: [LocalDate] = []
      for entry in byDay {
        let all = (0..<length).map { first.adding(days: $0) }.filter {
          $0.weekday == entry.weekday
        }
        if let ordinal = entry.ordinal {
          let position = ordinal > 0 ? ordinal - 1 : all.count + ordinal
          if all.indices.contains(position) { result.append(all[position]) }
        } else {
          result += all
        }
      }
      return result
    }
    // The start's own day, held to the month's length: a series begun on the 31st falls on
    // the 30th in a month of 30 days. (An explicit BYMONTHDAY=31 skips such months instead.)
    return LocalDate(year: year, month: month, day: min(startDay, length)).map { [$0] } ?? []
  }

  /// Whether a day passes the BY parts of a daily or shorter rule.
  private func matchesDays(_ date: LocalDate) -> Bool {
    if !byMonth.isEmpty, !byMonth.contains(date.month) { return false }
    if !byDay.isEmpty, !byDay.contains(where: { $0.weekday == date.weekday }) { return false }
    if !byMonthDay.isEmpty {
      let length = LocalDate.daysInMonth(year: date.year, month: date.month)
      guard byMonthDay.contains(where: { ($0 > 0 ? $0 : length + $0 + 1) == date.day }) else {
        return false
      }
    }
    return true
  }
}

/// An RRULE that cannot be read.
public struct RecurrenceError: Error, Sendable, Equatable, CustomStringConvertible {
  public var text: String
  public var part: String

  public init(text: String, part: String) {
    self.text = text
    self.part = part
  }

  public var description: String {
    "recurrence \"\(text)\": cannot read \"\(part)\"; write an RFC 5545 RRULE such as "
      + "FREQ=WEEKLY;BYDAY=MO"
  }
}
