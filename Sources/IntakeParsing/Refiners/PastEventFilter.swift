import IntakeCore

/// Drops dates and times that say when something already happened, not when the task is due.
///
/// Such a date is governed by a verb in the past tense in its own clause. "Fix the test that
/// failed on Monday", "write up the outage we had Tuesday night", "send the slides from the
/// workshop we ran Friday", "find out why the backup was late on Sunday": the task has no due
/// date, and the words stay in the title, where they describe the thing to act on. A phrase
/// that says its own direction or year ("last Thursday", "4 days ago", "3 June 2025") is kept
/// as stated, as everywhere else.
///
/// The verb must stand close before the date (`window` words at most, after one preposition
/// of a point in time) and be finite:
/// - a past form that is never a participle ("was", "had", "went", "ran", "wrote");
/// - a past form that may be a participle ("sent", "held", "failed", every regular "-ed")
///   only after its subject (a pronoun, a relative, a name), after "was"/"were"/"had", or
///   opening a bracket that reports on the task ("chase the invoice (sent Monday)").
///
/// Never an event: a date after a deadline or direction word ("pay the invoice that arrived
/// on Monday by Friday" keeps Friday; "the review was moved to Friday"), a participle after an
/// auxiliary ("has to be finished on Tuesday"), a verb that points forward ("the audit that
/// was scheduled on Thursday"), or a verb behind "to", a modal or a clause break ("we agreed
/// to ship the fix on Thursday", "get the contract signed on Friday").
/// An action carried from an earlier meeting names that meeting's day: "(carried from 8
/// January)", "carried over from the 3rd".
/// Cases: quick-add/dates-past-events.jsonl.
struct PastEventFilter: Refiner {
  /// Words scanned back from the date for its verb, the verb included.
  private static let window = 3

  /// Prepositions of a point in time, between a verb and its date ("had on Tuesday").
  private static let pointWords: WordSet = [
    "on", "at", "in", "during", "over", "around", "back", "earlier", "early", "late",
  ]

  /// Words after which a date is a deadline or a destination, never an event.
  private static let forwardMarks: WordSet = [
    "by", "before", "until", "till", "til", "due", "for", "to", "from", "next", "after",
  ]

  /// Words inside a date phrase that give its direction from today.
  private static let directions: WordSet = [
    "next", "last", "past", "previous", "prior", "ago", "later", "after", "before", "from",
    "coming", "following", "since",
  ]

  /// Words that end the clause a date's verb can be in.
  private static let clauseBreaks: WordSet = [
    "and", "or", "but", "then", "so", "because", "if", "when", "while", "once", "unless",
    "to", "please", "will", "would", "should", "must", "can", "could", "shall", "may", "might",
    "let's", "lets", "need", "needs", "want", "wants",
  ]

  /// Past forms that are never participles: finite wherever they stand.
  private static let finitePast: WordSet = [
    "was", "were", "had", "did", "went", "came", "became", "began", "broke", "chose", "drew",
    "drove", "fell", "flew", "forgot", "gave", "grew", "knew", "ran", "rang", "rose", "sang",
    "sat", "saw", "shook", "spoke", "stole", "swore", "threw", "took", "tore", "woke", "wore",
    "wrote", "ate", "froze", "hid", "rode", "swam",
  ]

  /// Irregular past forms that are also participles ("sent" in "we sent" and "to be sent").
  private static let participlePast: WordSet = [
    "sent", "held", "made", "found", "built", "bought", "brought", "caught", "felt", "heard",
    "kept", "left", "lost", "meant", "met", "paid", "said", "sold", "spent", "stood", "taught",
    "thought", "told", "understood", "won", "got", "led", "struck", "stuck", "hung", "shot",
    "slept", "fed", "fought", "dug", "sank", "spun", "swung", "lit", "slid", "bent", "lent",
    "done",
  ]

  /// "-ed" forms that point forward: the date after them is when something is to happen.
  private static let forwardVerbs: WordSet = [
    "scheduled", "planned", "expected", "booked", "slated", "supposed", "needed", "required",
    "arranged", "postponed", "rescheduled", "moved", "pushed", "delayed", "deferred",
    "extended", "promised", "timed", "targeted", "aimed", "penciled", "pencilled", "proposed",
    "reserved", "set", "due", "intended", "tasked", "asked", "invited",
  ]

  /// Words ending in "ed" that are no verbs.
  private static let notVerbs: WordSet = [
    "hundred", "sacred", "naked", "wicked", "rugged", "kindred", "embed", "beloved", "shred",
  ]

  /// Subjects a past form may follow: pronouns and relatives (a name is told by its capital).
  private static let subjects: WordSet = [
    "i", "we", "you", "they", "he", "she", "that", "which", "who", "someone", "somebody",
    "everyone", "everybody", "nobody", "people",
  ]

  /// Words that make the past form after them a participle.
  private static let auxiliaries: WordSet = [
    "be", "been", "being", "is", "are", "am", "get", "gets", "getting", "have", "has",
    "having", "it's", "to",
  ]

  func refine(
    _ candidates: [Candidate], item: Item, context: ParsingContext, trace: inout Trace
  ) -> [Candidate] {
    candidates.filter { candidate in
      // A phrase that names its year or its direction says itself which day it is ("4 days
      // ago", "last Thursday", "the 20th of next month", "31 Dec 1994") and is kept as
      // stated; only a day the resolver would guess forward ("Tuesday", "the 3rd", "this
      // morning") is an event here.
      guard let temporal = candidate.temporal, !temporal.isPast,
        temporal.calendar?.year == nil,
        !candidate.range.contains(where: { item.isWord($0, in: Self.directions) }),
        isEvent(candidate.range.lowerBound, in: item)
          || namesRecentDay(candidate, temporal, in: item, today: context.today)
      else { return true }
      trace.note(
        "kept \"\(item.text(of: candidate.range))\" in the title: when something happened")
      return false
    }
  }

  /// Whether a day written in figures names a thing of the last weeks: "write the 7/9 one
  /// up", "the 3/12 DNS blip" (after "the", before a noun, and this year's such day is
  /// behind us by four months at most, so read forward it would be next year's).
  private func namesRecentDay(
    _ candidate: Candidate, _ temporal: Temporal, in item: Item, today: LocalDate
  ) -> Bool {
    let start = candidate.range.lowerBound
    let end = candidate.range.upperBound
    guard item.isWord(start - 1, "the"), item.number(start) != nil, item.isMark(start + 1, "/"),
      let next = item.word(end), !Self.forwardMarks.contains(next),
      !Self.pointWords.contains(next), let date = temporal.date,
      let thisYear = LocalDate(
        year: date.year - 1, month: date.month, day: date.day)
    else { return false }
    return thisYear < today && thisYear >= today.adding(days: -120)
  }

  /// Whether the date starting at token `start` is told by a past-tense verb before it.
  private func isEvent(_ start: Int, in item: Item) -> Bool {
    var index = start - 1
    if isCarriedFrom(index, in: item) { return true }
    guard index >= 0, !item.isWord(index, in: Self.forwardMarks) else { return false }
    if item.isWord(index, in: Self.pointWords) { index -= 1 }
    var scanned = 0
    while index >= 0, scanned < Self.window {
      guard !item.isBoundary(index), item.word(index) != nil,
        !item.isWord(index, in: Self.clauseBreaks)
      else { return false }
      switch verb(at: index, in: item) {
      case .past: return true
      case .notPast: return false
      case .unknown: break
      }
      index -= 1
      scanned += 1
    }
    return false
  }

  /// Whether the word at `index` is the "from" of an action carried from an earlier meeting:
  /// "(carried from 8 January)", "carried over from the 3rd", "brought forward from May".
  private func isCarriedFrom(_ index: Int, in item: Item) -> Bool {
    guard item.isWord(index, "from") else { return false }
    var verb = index - 1
    if item.isWord(verb, "over") || item.isWord(verb, "forward") { verb -= 1 }
    return item.isWord(verb, in: Self.carriedVerbs)
  }

  /// Verbs that say an item comes from an earlier meeting.
  private static let carriedVerbs: WordSet = ["carried", "brought", "rolled", "held"]

  private enum Reading {
    case past
    case notPast
    case unknown
  }

  /// What the word at `index` says of the tense of its clause.
  private func verb(at index: Int, in item: Item) -> Reading {
    if item.isWord(index, in: Self.finitePast) { return .past }
    if item.isWord(index, in: Self.forwardVerbs) { return .notPast }
    guard item.isWord(index, in: Self.participlePast) || isRegularPast(index, in: item) else {
      return .unknown
    }
    // A participle or a past: the word before tells which. Opening a bracket, it reports on
    // the task: "(sent Monday)", "(merged on Tuesday)".
    let before = index - 1
    if item.isMark(before, "(") || item.isMark(before, "[") { return .past }
    guard before >= 0, item.word(before) != nil else { return .unknown }
    if item.isWord(before, "was") || item.isWord(before, "were") || item.isWord(before, "had") {
      return .past
    }
    if item.isWord(before, in: Self.auxiliaries) { return .notPast }
    if item.isWord(before, in: Self.subjects) || isName(before, in: item) { return .past }
    return .unknown
  }

  /// A regular past form ("failed", "mentioned", and "agreed"), not a word that only ends
  /// like one ("hundred").
  private func isRegularPast(_ index: Int, in item: Item) -> Bool {
    guard let word = item.word(index), !item.isWord(index, in: Self.notVerbs) else {
      return false
    }
    return VerbForms.isRegularPast(word) || word == "agreed"
  }

  /// A capitalised word inside the sentence that names no day or month: a person.
  private func isName(_ index: Int, in item: Item) -> Bool {
    guard index > 0, item.tokens[index].isCapitalized, let word = item.word(index) else {
      return false
    }
    return DateWords.weekdays[word] == nil && DateWords.months[word] == nil
  }
}
