/// A recurrence said in English, as task apps that read dates from words take it ("every 2
/// weeks", "every monday, thursday", "every last friday", "every march 5").
extension Recurrence {
  private static let dayNames = [
    "", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  ]
  private static let monthNames = [
    "", "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
  ]

  /// The rule in words; nil when the words would say less than the rule (hourly steps, a
  /// count, several days of the month, a weekday list every other week).
  public var words: String? {
    guard count == nil else { return nil }
    var text: String
    switch frequency {
    case .daily:
      guard byDay.isEmpty, byMonthDay.isEmpty, byMonth.isEmpty else { return nil }
      text = interval == 1 ? "every day" : "every \(interval) days"
    case .weekly:
      guard byMonthDay.isEmpty, byMonth.isEmpty, byDay.allSatisfy({ $0.ordinal == nil }) else {
        return nil
      }
      if byDay.isEmpty {
        text = interval == 1 ? "every week" : "every \(interval) weeks"
      } else if interval == 1 {
        text = "every " + byDay.map { Self.dayNames[$0.weekday] }.joined(separator: ", ")
      } else if interval == 2, byDay.count == 1 {
        text = "every other " + Self.dayNames[byDay[0].weekday]
      } else {
        return nil
      }
    case .monthly:
      guard interval == 1, byMonth.isEmpty else { return nil }
      if byDay.isEmpty, byMonthDay.isEmpty {
        text = "every month"
      } else if byDay.isEmpty, byMonthDay.count == 1 {
        let day = byMonthDay[0]
        guard day == -1 || day > 0 else { return nil }
        text = day == -1 ? "every last day" : "every " + Self.ordinal(day)
      } else if byMonthDay.isEmpty, byDay.count == 1, let ordinal = byDay[0].ordinal,
        ordinal == -1 || (1...4).contains(ordinal)
      {
        let which = ordinal == -1 ? "last" : Self.ordinal(ordinal)
        text = "every \(which) " + Self.dayNames[byDay[0].weekday]
      } else {
        return nil
      }
    case .yearly:
      guard interval == 1, byDay.isEmpty else { return nil }
      if byMonth.isEmpty, byMonthDay.isEmpty {
        text = "every year"
      } else if byMonth.count == 1, byMonthDay.count == 1, byMonthDay[0] > 0 {
        text = "every \(Self.monthNames[byMonth[0]]) \(byMonthDay[0])"
      } else {
        return nil
      }
    case .hourly, .minutely:
      return nil
    }
    switch until {
    case .day(let date)?: text += " until " + date.description
    case .instant?: return nil
    case nil: break
    }
    return text
  }

  /// "1st", "2nd", "3rd", "4th", "11th", "22nd".
  private static func ordinal(_ number: Int) -> String {
    let suffix: String
    switch (number % 10, number % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return String(number) + suffix
  }
}
