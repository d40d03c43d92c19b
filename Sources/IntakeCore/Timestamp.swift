import Foundation

/// Instants as the database stores them: ISO-8601 in UTC with milliseconds.
///
/// `2026-03-04T09:00:00.123Z` sorts as text in time order and reads the same in sqlite3, in
/// PostgreSQL and in the Shared Todo List app. Written by hand rather than with a formatter
/// because it is on the `intake add` path and must not depend on the locale. A `Date` keeps
/// sub-millisecond precision that the text drops: the nearest millisecond is stored.
public enum Timestamp {
  private static let millisecondsPerDay: Int64 = 86_400_000

  /// The text for `date`, rounded to the nearest millisecond.
  public static func text(_ date: Date) -> String {
    let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
    var days = milliseconds / millisecondsPerDay
    var rest = milliseconds % millisecondsPerDay
    if rest < 0 {
      days -= 1
      rest += millisecondsPerDay
    }
    let day = LocalDate(dayNumber: Int(days))
    let hour = rest / 3_600_000
    let minute = rest / 60_000 % 60
    let second = rest / 1000 % 60
    let millisecond = rest % 1000
    guard (0...9999).contains(day.year) else {
      return pad(day.year, 4) + "-" + pad(day.month, 2) + "-" + pad(day.day, 2) + "T"
        + pad(Int64(hour), 2) + ":" + pad(Int64(minute), 2) + ":" + pad(Int64(second), 2) + "."
        + pad(Int64(millisecond), 3) + "Z"
    }
    // Digits written into one buffer: this runs twice per task in a listing.
    var bytes = [UInt8](repeating: 0, count: 24)
    func put(_ value: Int, _ width: Int, at start: Int) {
      var value = value
      for index in stride(from: start + width - 1, through: start, by: -1) {
        bytes[index] = UInt8(ascii: "0") + UInt8(value % 10)
        value /= 10
      }
    }
    put(day.year, 4, at: 0)
    put(day.month, 2, at: 5)
    put(day.day, 2, at: 8)
    put(Int(hour), 2, at: 11)
    put(Int(minute), 2, at: 14)
    put(Int(second), 2, at: 17)
    put(Int(millisecond), 3, at: 20)
    let marks: [(Int, Unicode.Scalar)] = [
      (4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":"), (19, "."), (23, "Z"),
    ]
    for (index, mark) in marks { bytes[index] = UInt8(ascii: mark) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Parses `YYYY-MM-DDTHH:MM:SS.mmmZ`, milliseconds optional; anything else gives nil.
  public static func date(_ text: String) -> Date? {
    var text = text
    return text.withUTF8 { date(utf8: $0) }
  }

  /// Parses the UTF-8 of an instant, as `date(_:)`.
  public static func date(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    guard bytes.count == 20 || bytes.count == 24, bytes[10] == UInt8(ascii: "T"),
      bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
      bytes[bytes.count - 1] == UInt8(ascii: "Z"),
      let day = LocalDate(isoUTF8: UnsafeBufferPointer(rebasing: bytes[0..<10])),
      let hour = number(bytes[11..<13]), hour < 24, let minute = number(bytes[14..<16]),
      minute < 60, let second = number(bytes[17..<19]), second < 60
    else { return nil }
    var millisecond: Int64 = 0
    if bytes.count == 24 {
      guard bytes[19] == UInt8(ascii: "."), let value = number(bytes[20..<23]) else { return nil }
      millisecond = value
    }
    let timeOfDay = ((hour * 60 + minute) * 60 + second) * 1000 + millisecond
    let total = Int64(day.dayNumber) * millisecondsPerDay + timeOfDay
    return Date(timeIntervalSince1970: Double(total) / 1000)
  }

  /// Whether `bytes` are an instant exactly as `text(_:)` writes it, so that reading and
  /// writing it again gives the same bytes.
  public static func isCanonical(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.count == 24 && date(utf8: bytes) != nil
  }

  private static func number(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int64? {
    var value: Int64 = 0
    for byte in bytes {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int64(byte - UInt8(ascii: "0"))
    }
    return value
  }

  private static func pad(_ value: some BinaryInteger, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  }
}
