/// Word tables for dates and times.
///
/// Lookups are dictionary hits on lower-case tokens.
package enum DateWords {
  /// Words that hedge a day said after a week or a comma: "this week, probably Wednesday".
  package static let dayHedges: WordSet = [
    "probably", "maybe", "likely", "perhaps", "hopefully", "ideally",
  ]

  /// ISO weekday (1 = Monday) by name and common abbreviation.
  package static let weekdays = WordTable<Int>([
    "monday": 1, "mon": 1, "mondays": 1,
    "tuesday": 2, "tue": 2, "tues": 2, "tuesdays": 2,
    "wednesday": 3, "wed": 3, "weds": 3, "wednesdays": 3,
    "thursday": 4, "thu": 4, "thur": 4, "thurs": 4, "thursdays": 4,
    "friday": 5, "fri": 5, "fridays": 5,
    "saturday": 6, "sat": 6, "saturdays": 6,
    "sunday": 7, "sun": 7, "sundays": 7,
  ])

  /// Plural weekday names, which read as a recurrence ("mondays").
  static let pluralWeekdays: WordSet = [
    "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays",
  ]

  /// Two-letter RRULE codes by ISO weekday.
  static let weekdayCodes = ["", "MO", "TU", "WE", "TH", "FR", "SA", "SU"]

  /// Month number by name and abbreviation.
  ///
  /// "may" and "march" also are ordinary words: rules only accept them beside a day number or
  /// another date word.
  package static let months = WordTable<Int>([
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3,
    "april": 4, "apr": 4, "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7,
    "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10,
    "november": 11, "nov": 11, "december": 12, "dec": 12,
  ])

  /// Month names that are also common words or names, never a date on their own.
  static let ambiguousMonths: WordSet = ["may", "march", "mar", "jan", "jun", "sept"]

  /// Small numbers written as words ("in ten days", "a couple of weeks").
  static let numberWords = WordTable<Int>([
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
    "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "couple": 2, "few": 3,
    "several": 3,
  ])

  /// Ordinal words, for "the first Monday" and "the 2nd of April".
  static let ordinalWords = WordTable<Int>([
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
    "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12,
    "thirteenth": 13, "fourteenth": 14, "fifteenth": 15, "sixteenth": 16,
    "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
    "thirtieth": 30, "last": -1, "final": -1,
  ])

  /// Tens that combine with a unit word: "twenty two", "thirty-first".
  static let tens = WordTable<Int>([
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
  ])

  /// Unit words after a ten, as cardinals and ordinals.
  static let units1to9 = WordTable<Int>([
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
    "seventh": 7, "eighth": 8, "ninth": 9,
  ])

  /// Suffixes that make a number an ordinal ("2nd").
  static let ordinalSuffixes: WordSet = ["st", "nd", "rd", "th"]

  /// A unit of relative time.
  enum Unit: Sendable {
    case second
    case minute
    case hour
    case day
    case week
    case fortnight
    case month
    case quarter
    case year
    case decade
    case businessDay
    /// Counting a weekday: "three saturdays from now" is the third Saturday.
    case weekday(Int)
  }

  /// Words for tomorrow, as people type it.
  static let tomorrow: WordSet = [
    "tomorrow", "tmrw", "tmr", "tom", "tmrrw", "tomorow", "2moro",
  ]

  /// Words that put a deadline before a date: they are consumed with it.
  static let deadlineWords: WordSet = ["by", "before", "until", "till", "til", "due"]

  /// Connectives left dangling when the date after them is removed from a title.
  static let connectives: WordSet = [
    "by", "on", "at", "due", "before", "until", "till", "til", "through", "thru", "for", "in",
    "from", "this", "next", "of", "@", "after",
  ]
}
