/// A wall-clock time of day, minute precision, in the task's time zone.
public struct LocalTime: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
  public let hour: Int
  public let minute: Int

  /// Creates a time when `hour` is 0–23 and `minute` 0–59.
  public init?(hour: Int, minute: Int = 0) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.hour = hour
    self.minute = minute
  }

  /// A time known to be valid, for constants; an invalid one is a programmer mistake.
  public init(uncheckedHour hour: Int, minute: Int = 0) {
    precondition((0...23).contains(hour) && (0...59).contains(minute), "invalid constant time")
    self.hour = hour
    self.minute = minute
  }

  /// 00:00.
  public static let midnight = LocalTime(uncheckedHour: 0)

  /// Parses `HH:MM` (24-hour).
  public init?(iso: String) {
    var iso = iso
    guard let time = iso.withUTF8({ LocalTime(isoUTF8: $0) }) else { return nil }
    self = time
  }

  /// Parses the UTF-8 of `HH:MM`, as `init(iso:)`; what it accepts is written back the same
  /// by `description`.
  public init?(isoUTF8 bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
      let hour = LocalDate.digits(bytes[0..<2]), let minute = LocalDate.digits(bytes[3..<5])
    else { return nil }
    self.init(hour: hour, minute: minute)
  }

  /// Minutes since midnight.
  public var minutesOfDay: Int { hour * 60 + minute }

  /// `HH:MM`.
  public var description: String { LocalDate.pad(hour, 2) + ":" + LocalDate.pad(minute, 2) }

  public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
    lhs.minutesOfDay < rhs.minutesOfDay
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let time = LocalTime(iso: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "\(text) is not HH:MM"))
    }
    self = time
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
