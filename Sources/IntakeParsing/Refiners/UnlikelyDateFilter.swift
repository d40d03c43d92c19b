import IntakeCore

/// Drops dates that are really something else: a fraction or count ("5/6 interviews done",
/// "3/4 of the team"), a numeric date inside a version, path or URL ("v2/3", "docs/4/2"), or a
/// score ("won 3-2").
///
/// Also a version ("before 2.4 branches", "the 5.2 release", "1.9 RC2"), an ordinal that is
/// half of a compound ("third-party", "first-time"), and a weekday that is any one of its
/// kind ("for a Tuesday morning", "any Saturday"), with what else was read in its words.
///
/// Month names alone ("March Madness", "the May newsletter") never become candidates, so they
/// need no filtering here. Cases: quick-add/titles.jsonl, quick-add/titles-not-dates.jsonl.
struct UnlikelyDateFilter: Refiner {
  /// Words before "weekend" that make it the weekend coming: "this", "next", "a long".
  private static let weekendQualifiers: WordSet = [
    "the", "this", "next", "coming", "following", "a", "long", "whole", "entire", "that",
  ]

  /// Prepositions before "the <event> weekend".
  private static let eventPrepositions: WordSet = [
    "before", "after", "at", "for", "until", "till", "by", "during", "over", "on", "from",
  ]

  /// Nouns after a weekday or "the weekend" that make it describe a standing arrangement,
  /// not a day: "Sunday hours", "the Saturday rota", "the weekend shift checklist". (Kept
  /// here, out of the files `scripts/start-words` reads: no rule starts at them.)
  static let arrangementNouns: WordSet = [
    "hours", "opening", "openings", "shift", "shifts", "rota", "rotas", "roster", "timetable",
    "service", "services", "closures", "closing", "sessions", "slots", "team", "staff", "crew",
    "cover", "checklist", "menu", "market", "schedule", "edition", "papers", "warden",
    "volunteers", "duty", "on-call",
  ]

  /// Words for being away or shut, which "until" ends: "is on leave until …".
  private static let absenceWords: WordSet = [
    "leave", "holiday", "holidays", "vacation", "away", "out", "off", "closed", "shut",
    "unavailable", "offline", "travelling", "traveling", "abroad", "ooo", "sick",
  ]

  private static let beWords: WordSet = [
    "is", "are", "was", "were", "be", "been", "he's", "she's", "they're", "i'm", "we're", "it's",
  ]

  /// Nouns a time of day describes as part of a day's plan: "the 2–4pm gap", "the 9am slot"
  /// ("for the 9am meeting" is when the task is due).
  private static let timeSpanNouns: WordSet = [
    "gap", "gaps", "slot", "slots", "window", "windows", "block", "blocks",
  ]

  private static let countFollowers: WordSet = [
    "of", "done", "complete", "completed", "finished", "left", "remaining", "passed", "people",
    "items", "tasks", "tests", "interviews", "votes", "slots", "seats", "cups", "pages",
    "inch", "in", "ft", "foot", "cm", "mm", "cup", "tsp", "tbsp", "mile", "lb", "oz", "kg",
    "size", "time", "scale", "split",
  ]

  /// Things numbered as places or parts, whose numbers a slash joins ("stand 4/5", "rooms
  /// 11/12", "year 5/6"): a number pair right after one is those two, not a date.
  private static let numberedThings: WordSet = [
    "stand", "stands", "gate", "gates", "bay", "bays", "platform", "platforms", "pier", "piers",
    "berth", "berths", "pitch", "pitches", "court", "courts", "room", "rooms", "unit", "units",
    "lot", "lots", "plot", "plots", "aisle", "aisles", "dock", "docks", "door", "doors", "bed",
    "beds", "lane", "lanes", "track", "tracks", "route", "routes", "level", "levels", "floor",
    "floors", "block", "blocks", "phase", "phases", "zone", "zones", "item", "items", "page",
    "pages", "chapter", "chapters", "slide", "slides", "question", "questions", "step",
    "steps", "table", "tables", "row", "rows", "column", "columns", "year", "years", "grade",
    "grades", "section", "sections", "stall", "stalls", "flat", "flats", "suite", "suites",
    "locker", "lockers", "tier", "tiers", "runway", "runways", "hangar", "hangars", "ward",
    "wards",
  ]

  /// Words after a number pair that make it a version: "2.4 branches", "the 5.2 release".
  private static let releaseWords: WordSet = [
    "branch", "branches", "branched", "release", "releases", "rc", "beta", "alpha", "preview",
    "launch", "lts", "ga", "milestone", "freeze", "series", "sdk", "api", "build", "builds",
    "upgrade", "migration", "changelog", "tag",
  ]

  /// Words before a weekday that make it any one of its kind, not a date.
  private static let indefinites: WordSet = ["a", "an", "any", "some"]

  /// Numbers written with a slash that are idioms, not dates.
  private static let idioms: WordSet = ["24/7", "24/365", "9/11", "50/50"]

  func refine(
    _ candidates: [Candidate], item: Item, context: ParsingContext, trace: inout Trace
  ) -> [Candidate] {
    var dropped: [Range<Int>] = []
    var kept = candidates.filter { candidate in
      guard let reason = reason(toDrop: candidate, item: item) else { return true }
      trace.note("dropped \"\(item.text(of: candidate.range))\": \(reason)")
      dropped.append(candidate.range)
      return false
    }
    guard !dropped.isEmpty else { return kept }
    // What else was read in those words goes with them: the "2" of "2.4", the "morning" of
    // "a Tuesday morning".
    kept.removeAll { candidate in
      guard let temporal = candidate.temporal else { return false }
      return dropped.contains { range in
        range.overlaps(candidate.range)
          || (candidate.range.lowerBound == range.upperBound && temporal.date == nil
            && temporal.isVagueTime)
      }
    }
    return kept
  }

  /// Whether the word at `index` is written in capitals between brackets and its letters are
  /// the first letters of the words before the bracket: "self-assessment team (SAT)".
  static func isAcronym(_ item: Item, at index: Int) -> Bool {
    guard item.isMark(index - 1, "("), item.isMark(index + 1, ")") else { return false }
    let letters = Array(item.text(of: index..<index + 1).utf8)
    guard (2...5).contains(letters.count), letters.allSatisfy(ByteText.isUpper) else {
      return false
    }
    var position = index - 2
    for letter in letters.reversed() {
      while position >= 0, item.isMark(position, "-") { position -= 1 }
      guard position >= 0, let first = item.word(position)?.utf8.first,
        first == ByteText.lower(letter)
      else { return false }
      position -= 1
    }
    return true
  }

  /// The dotted version ("4.18.2", "1.2.3.4") whose numbers `range` starts or ends on; nil
  /// when the numbers around it are no such run, or its last part could be a year.
  static func dottedVersion(_ item: Item, around range: Range<Int>) -> String? {
    guard item.number(range.lowerBound) != nil || item.number(range.upperBound - 1) != nil else {
      return nil
    }
    func isLink(_ dot: Int) -> Bool {
      item.isMark(dot, ".") && item.isJoined(dot) && item.isJoined(dot + 1)
        && item.number(dot - 1) != nil && item.number(dot + 1) != nil
    }
    var first = item.number(range.lowerBound) != nil ? range.lowerBound : range.upperBound - 1
    while first >= 2, isLink(first - 1) { first -= 2 }
    var last = first
    while isLink(last + 1) { last += 2 }
    let parts = (last - first) / 2 + 1
    guard parts >= 3, last >= range.upperBound - 1 else { return nil }
    let lastDigits = item.tokens[last].digitCount
    guard parts >= 4 || (lastDigits != 2 && lastDigits != 4) else { return nil }
    return item.text(of: first..<last + 1)
  }

  /// Why `candidate` is no date, or nil when it may be one.
  private func reason(toDrop candidate: Candidate, item: Item) -> String? {
    let start = candidate.range.lowerBound
    let end = candidate.range.upperBound
    // "their contact is on leave until the 18th", "the hall is closed until March 3": when
    // someone's absence or a place's closing ends, not when the work is due.
    if candidate.temporal?.date != nil, item.isWord(start - 1, in: ["until", "till", "til"]),
      let state = (max(0, start - 4)..<start - 1).last(where: {
        item.isWord($0, in: Self.absenceWords)
      }),
      (max(0, state - 3)..<state).contains(where: { item.isWord($0, in: Self.beWords) })
    {
      return "\"\(item.text(of: state..<end))\" says when an absence ends, not a date due"
    }
    if candidate.kind == .weekday, item.isWord(start - 1, in: Self.indefinites) {
      return "any \(item.text(of: candidate.range)), not a date"
    }
    // "a self-assessment team (SAT)": capitals in brackets that spell the words before them
    // are those words' short form, not a day.
    if candidate.kind == .weekday, end - start == 1, Self.isAcronym(item, at: start) {
      return "\"(\(item.text(of: candidate.range)))\" shortens the words before it, not a day"
    }
    // "third-party", "first-time": an ordinal joined by a hyphen to the word after it.
    if candidate.temporal != nil, item.word(end - 1) != nil, item.number(end - 1) == nil,
      item.isMark(end, "-"), item.isJoined(end), item.word(end + 1) != nil,
      item.isJoined(end + 1)
    {
      return "part of \"\(item.text(of: start..<end + 2))\""
    }
    // "the weekend shift checklist", "the weekend rota": a kind of shift or rota, not the
    // weekend coming ("at the weekend", "the weekend before the launch" are days).
    if candidate.rule == "weekend", item.isWord(start, "the"), end - start == 2,
      let next = item.word(end), Self.arrangementNouns.contains(next)
    {
      return "\"the weekend \(next)\", a kind of \(next), not a date"
    }
    // "before the June training weekend", "at the club weekend": a weekend named for an event,
    // after a preposition, "the" and words that say which; not the weekend coming.
    if candidate.rule == "weekend", end - start == 1, item.word(start - 1) != nil,
      !item.isWord(start - 1, in: Self.weekendQualifiers),
      let the = (max(0, start - 4)..<start - 1).last(where: { item.isWord($0, "the") }),
      (the + 1..<start).allSatisfy({ item.word($0) != nil }),
      item.isWord(the - 1, in: Self.eventPrepositions)
    {
      return "\"\(item.text(of: the..<end))\" names an event, not a date"
    }
    // "a fix for the 2–4pm gap", "the 9am slot": a time that names a part of the day's
    // arrangement, not when the task is due.
    if let temporal = candidate.temporal, temporal.date == nil, temporal.time != nil,
      item.isWord(start - 1, "the"), let next = item.word(end), Self.timeSpanNouns.contains(next)
    {
      return "\"the \(item.text(of: candidate.range)) \(next)\", not a due time"
    }
    // "2.4 branches", "1.9 RC2": a version; "6.3." with its closing dot is a date.
    if candidate.temporal != nil, end - start == 3, item.number(start) != nil,
      item.isMark(start + 1, "."), item.number(start + 2) != nil,
      item.isWord(end, in: Self.releaseWords)
    {
      return "a version before \"\(item.word(end) ?? "")\""
    }
    // "before 4.18.2 is cut": numbers of a dotted version, three parts or more, the last no
    // year ("3.11.26" and "3.11.2026" are dates).
    if candidate.temporal != nil, let version = Self.dottedVersion(item, around: start..<end) {
      return "part of the version \(version)"
    }
    guard candidate.kind == .numericMonthDay else { return nil }
    let span = item.text(of: candidate.range)
    if Self.idioms.contains(span) { return "an idiom, not a date" }
    if let before = item.word(start - 1), Self.numberedThings.contains(before) {
      return "\"\(before) \(span)\" numbers two of them, not a date"
    }
    // "13/3.2 Revised fire-stopping details": meeting 13's item 3.2, as typed minutes refer
    // back to what they carry.
    if item.isMark(end, "."), item.isJoined(end), item.isJoined(end + 1),
      item.number(end + 1) != nil, item.tokens[end + 1].digitCount <= 2
    {
      return "a reference to an item (\(span).\(item.text(of: end + 1..<end + 2))), not a date"
    }
    if let word = item.word(end),
      Self.countFollowers.contains(word)
        || (word.hasSuffix("s") && word.count > 3 && !DateWords.connectives.contains(word)
          && DateWords.weekdays[word] == nil && word != "pm" && word != "ams")
    {
      return "a count before \"\(word)\""
    }
    return nil
  }
}
