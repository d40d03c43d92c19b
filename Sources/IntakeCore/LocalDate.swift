/// A calendar day with no time zone attached: what a person means by "March 4".
///
/// Arithmetic is done on a day count (days since 1970-01-01 in the proleptic Gregorian
/// calendar) so the extractor never needs Foundation's `Calendar` on its hot path.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
  public let year: Int
  public let month: Int
  public let day: Int

  /// Creates a date when the parts name a real day (`Feb 30` gives nil).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), day >= 1,
      day <= LocalDate.daysInMonth(year: year, month: month)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Creates the date `dayNumber` days after 1970-01-01 (negative is before).
  public init(dayNumber: Int) {
    // Howard Hinnant's civil-from-days algorithm.
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
    self.month = m
    self.day = d
  }

  /// Parses `YYYY-MM-DD` strictly; anything else, or a day that does not exist, gives nil.
  public init?(iso: String) {
    var iso = iso
    guard let date = iso.withUTF8({ LocalDate(isoUTF8: $0) }) else { return nil }
    self = date
  }

  /// Parses the UTF-8 of `YYYY-MM-DD` strictly, as `init(iso:)`; what it accepts is written
  /// back the same by `description`.
  public init?(isoUTF8 bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      let year = LocalDate.digits(bytes[0..<4]), let month = LocalDate.digits(bytes[5..<7]),
      let day = LocalDate.digits(bytes[8..<10])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// Days since 1970-01-01.
  public var dayNumber: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = month > 2 ? month - 3 : month + 9
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// ISO weekday: 1 = Monday … 7 = Sunday.
  public var weekday: Int {
    let w = (dayNumber + 3) % 7  // 1970-01-01 was a Thursday (ISO 4).
    return (w < 0 ? w + 7 : w) + 1
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    LocalDate.pad(year, 4) + "-" + LocalDate.pad(month, 2) + "-" + LocalDate.pad(day, 2)
  }

  /// The date `count` days later (earlier when negative).
  public func adding(days count: Int) -> LocalDate {
    LocalDate(dayNumber: dayNumber + count)
  }

  /// The same day `count` months later, clamped to the month's last day (Jan 31 + 1 → Feb 28).
  public func adding(months count: Int) -> LocalDate {
    let total = year * 12 + (month - 1) + count
    let newYear = total >= 0 ? total / 12 : (total - 11) / 12
    let newMonth = total - newYear * 12 + 1
    let last = LocalDate.daysInMonth(year: newYear, month: newMonth)
    return LocalDate(unchecked: newYear, newMonth, min(day, last))
  }

  /// Number of days in a month, leap years included.
  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Whether `year` has a February 29th.
  public static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let date = LocalDate(iso: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "\(text) is not YYYY-MM-DD"))
    }
    self = date
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  private init(unchecked year: Int, _ month: Int, _ day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The value of ASCII decimal digits, or nil when a byte is not one (0 for no bytes).
  public static func digits(_ bytes: some Collection<UInt8>) -> Int? {
    var value = 0
    for byte in bytes {
      guard byte >= 48, byte <= 57 else { return nil }
      value = value * 10 + Int(byte - 48)
    }
    return value
  }

  /// `value` in decimal, left-padded with zeros to `width` digits.
  public static func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  }
}
