/// Every word named by the date, time, recurrence and priority rules.
///
/// Written by `scripts/start-words` from the string literals of those rules' files; a test
/// fails when a rule names a word missing here. Those extractors only try their rules at a
/// number, a punctuation mark or one of these words.
enum StartWords {
  static let all: WordSet = [
    "a", "about", "after", "afternoon", "ago", "air", "alpha", "also", "am", "an", "and", "annual",
    "annually", "approximately", "apr", "april", "are", "around", "as", "asap", "at", "aug",
    "august", "backups", "be", "before", "beginning", "biweekly", "blocker", "blocking", "bo",
    "book", "budget", "bug", "business", "by", "call", "can", "carry", "chance", "chapter",
    "choose", "clock", "close", "cob", "coming", "costs", "could", "couple", "cream", "critical",
    "cursor", "d", "daily", "date", "dates", "day", "days", "dd", "dec", "decade", "decades",
    "december", "delivery", "demo", "dotted", "down", "dozen", "due", "each", "earlier", "earliest",
    "early", "eight", "eighteen", "eighteenth", "eighth", "eighty", "eleven", "eleventh", "end",
    "eob", "eod", "eom", "eoq", "eow", "eoy", "evening", "evenings", "eventually", "every",
    "everyday", "eyes", "farmers", "feb", "february", "few", "fifteen", "fifteenth", "fifth",
    "fifty", "final", "finance", "first", "five", "fix", "following", "for", "fortnight",
    "fortnight's", "fortnightly", "fortnights", "forty", "four", "fourteen", "fourteenth", "fourth",
    "fr", "fri", "friday", "fridays", "from", "get", "glasses", "go", "h", "half", "hat", "have",
    "hence", "hhmm", "hi", "high", "highest", "hour", "hours", "hr", "hrs", "important", "in",
    "increase", "invalid", "is", "it", "item", "jan", "january", "jul", "july", "jun", "june",
    "keyword", "last", "late", "later", "latest", "launch", "leave", "less", "level", "list", "lo",
    "locations", "login", "low", "lowest", "lunch", "lunchtime", "m", "madness", "mar", "march",
    "market", "may", "me", "med", "medium", "mid", "midday", "midnight", "min", "mins", "minute",
    "minutes", "mm", "mo", "mom", "moment", "mon", "monday", "mondays", "month", "monthly",
    "months", "more", "morning", "mornings", "moro", "mos", "movie", "mths", "n", "nd", "next",
    "night", "nightly", "nights", "nine", "nineteen", "nineteenth", "ninety", "ninth", "nite", "no",
    "noon", "normal", "not", "nov", "november", "now", "numbers", "numeric", "o'clock", "oclock",
    "oct", "october", "of", "offsite", "on", "one", "or", "order", "ordinal", "other", "out",
    "over", "p", "pack", "part", "pass", "past", "pay", "pdf", "play", "plumber", "pm", "present",
    "previous", "pri", "prio", "priority", "q", "qtr", "qtrs", "quarter", "quarterly", "quarters",
    "rd", "re", "read", "real", "rent", "report", "review", "right", "roughly", "run", "rush", "s",
    "sa", "sat", "saturday", "saturdays", "screen", "sec", "second", "seconds", "secs", "send",
    "sep", "sept", "september", "server", "seven", "seventeen", "seventeenth", "seventh", "seventy",
    "several", "sharp", "shipping", "sign", "signed", "six", "sixteen", "sixteenth", "sixth",
    "sixty", "some", "someday", "span", "spoken", "st", "start", "starting", "statement", "su",
    "sun", "sunday", "sundays", "t", "tday", "tdy", "team", "ten", "tenth", "testing", "th", "than",
    "that", "the", "thing", "third", "thirteen", "thirteenth", "thirtieth", "thirty", "this",
    "thousand", "three", "through", "thu", "thur", "thurs", "thursday", "thursdays", "til", "till",
    "time", "tmr", "tmrrw", "tmrw", "to", "today", "tom", "tomorow", "tomorrow", "tonight",
    "tonite", "top", "tu", "tue", "tues", "tuesday", "tuesdays", "twelfth", "twelve", "twentieth",
    "twenty", "two", "under", "unit", "until", "up", "upcoming", "urgent", "urgently", "v",
    "version", "via", "w", "we", "wed", "wednesday", "wednesdays", "weds", "week", "weekday",
    "weekdays", "weekend", "weekends", "weekly", "weeks", "when", "whenever", "with", "within",
    "wk", "wkend", "wks", "word", "workday", "workdays", "working", "write", "y", "year", "yearly",
    "years", "yest", "yesterday", "you", "yr", "yrs", "yyyy", "yyyymmdd",
  ]
}
