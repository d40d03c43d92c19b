import Foundation
import IntakeCore

/// Builds the `TaskDraft` from the refined candidates: every field, the words it came from,
/// a confidence, diagnostics, and the title.
///
/// The title is the item with the consumed words removed, connectives left dangling before a
/// removed date ("by", "on", "at", "due") dropped, stray punctuation tidied, and the first
/// letter capitalised; the rest of the wording is kept as typed.
struct Assembler {
  func assemble(_ candidates: [Candidate], item: Item, context: ParsingContext) -> TaskDraft {
    var draft = TaskDraft(text: "", timeZone: context.timeZoneName)
    var consumed = [Bool](repeating: false, count: item.count)
    var confidence = 1.0
    var owners: [Owner] = []
    var readsBack = false  // "yesterday", "3 days ago": the past on purpose

    for candidate in candidates {
      if candidate.removesWords {
        if case .rejected = candidate.value {
        } else {
          for index in candidate.range { consumed[index] = true }
          if candidate.isTimeLike { consumeConnectives(before: candidate.range, item, &consumed) }
        }
      }
      guard candidate.isValueUsed else { continue }
      switch candidate.value {
      case .temporal(let temporal):
        draft.dueDate = temporal.date
        draft.dueTime = temporal.time
        draft.diagnostics += temporal.diagnostics
        readsBack = temporal.isPast
        if temporal.date != nil { record(.dueDate, candidate, item, &draft) }
        if temporal.time != nil { record(.dueTime, candidate, item, &draft) }
      case .recurrence(let rule):
        let first = TemporalResolver.firstOccurrence(of: rule, context: context)
        draft.recurrence = rule.resolved(from: first.date, in: context.timeZone).description
        draft.repeatsFromCompletion = rule.isFromCompletion
        draft.dueDate = first.date
        draft.dueTime = first.time
        record(.recurrence, candidate, item, &draft)
      case .priority(let level, _):
        draft.priority = level
        record(.priority, candidate, item, &draft)
      case .owners(let found):
        for owner in found where !owners.contains(owner) { owners.append(owner) }
        record(.assignedTo, candidate, item, &draft)
      case .tag(let name):
        if !draft.tags.contains(name) { draft.tags.append(name) }
        record(.tags, candidate, item, &draft)
      case .start(let date):
        draft.startDate = date
        record(.startDate, candidate, item, &draft)
      case .rejected(let diagnostic):
        draft.diagnostics.append(diagnostic)
        continue
      case .offset:
        continue  // AnchorOffsetRefiner resolves or drops every offset.
      }
      confidence = min(confidence, candidate.confidence)
    }

    draft.owners = owners.map(\.name)
    draft.assignedTo = owners.first?.name
    if let date = draft.dueDate, let time = draft.dueTime,
      let moved = TemporalResolver.skippedTime(time, on: date, in: context.timeZone)
    {
      draft.dueTime = moved
      draft.diagnostics.append(
        Diagnostic(
          kind: .skippedTime,
          message: "\(time) does not exist on \(date) in \(context.timeZoneName) (the clocks go "
            + "forward); moved to \(moved)",
          span: draft.sources.first { $0.field == .dueTime }?.span))
    }
    if let due = draft.dueDate, due < context.today, !readsBack {
      draft.diagnostics.append(
        Diagnostic(
          kind: .pastDate, message: "the due date \(due) is in the past; check the year",
          span: draft.sources.first { $0.field == .dueDate }?.span))
    }
    for owner in owners where owner.isAmbiguous {
      draft.diagnostics.append(
        Diagnostic(
          kind: .ambiguousAssignee,
          message: "\(owner.name) could be several people on the team; write the full name",
          span: owner.name))
    }
    for owner in owners where !owner.isOnRoster && !owner.isAmbiguous {
      draft.diagnostics.append(
        Diagnostic(
          kind: .unknownAssignee,
          message: "\(owner.name) is not on the team; kept as written (add them with "
            + "intake team add \"\(owner.name)\")", span: owner.name))
    }
    draft.text = Title.clean(item, keeping: consumed)
    if draft.text.isEmpty {
      draft.diagnostics.append(
        Diagnostic(
          kind: .emptyTitle, message: "nothing is left for the title once the fields are read"))
    }
    draft.confidence = confidence
    return draft
  }

  /// The keys of todo.txt's `key:date` pairs.
  private static let dueKeys: WordSet = ["due"]

  /// Keys of a "Key: date" field written after a task ("· Due: Apr 24", "| By: Friday").
  private static let fieldKeys: WordSet = [
    "due", "by", "deadline", "when", "target", "eta", "date", "until",
  ]

  /// Marks "by", "on", "at", "due" … right before a removed date as consumed too.
  private func consumeConnectives(before range: Range<Int>, _ item: Item, _ consumed: inout [Bool])
  {
    var index = range.lowerBound - 1
    // "due:2026-03-05", "due:friday": todo.txt's key goes with its date.
    if index >= 1, !consumed[index], !consumed[index - 1],
      TodoTxtGrammar.value(item, at: index - 1, keys: Self.dueKeys) == range.lowerBound
    {
      consumed[index] = true
      consumed[index - 1] = true
      return
    }
    // "Due: Apr 24", "By: Friday", "Deadline: 3 May": a field's key and its colon go with
    // the date.
    if index >= 1, item.isMark(index, ":"), !consumed[index], !consumed[index - 1],
      item.isWord(index - 1, in: Self.fieldKeys)
    {
      consumed[index] = true
      consumed[index - 1] = true
      index -= 2
    }
    // A connective glued to the word before it is part of that word ("check-in for …");
    // one right after an opening bracket is not ("(by friday)").
    while index >= 0, !consumed[index],
      !item.isJoined(index) || item.isMark(index - 1, "(") || item.isMark(index - 1, "["),
      item.isWord(index, in: DateWords.connectives) || item.isMark(index, "@")
    {
      // "dial in tonight", "hand it in on Friday": "in" before a day, or before another
      // connective, is the verb's, not the date's ("in March", "in 3 days" are the date's).
      if item.isWord(index, "in"),
        index + 1 < range.lowerBound || Self.isDay(item.word(range.lowerBound))
      {
        break
      }
      consumed[index] = true
      index -= 1
    }
    // "before launch, say the 14th", "by, say, Friday", "ideally next tuesday": a hedge set
    // off before the date goes with it, and the connective before the hedge.
    var hedge = index
    if hedge >= 0, !consumed[hedge], isSetOffMark(item, hedge) { hedge -= 1 }
    if hedge >= 0, !consumed[hedge], item.isWord(hedge, in: Self.hedges),
      hedge == 0 || isSetOffMark(item, hedge - 1)
    {
      for position in hedge...max(hedge, index) { consumed[position] = true }
      if hedge >= 1, !consumed[hedge - 1] {
        consumed[hedge - 1] = true
        consumeConnectives(before: hedge - 1..<range.upperBound, item, &consumed)
      }
      return
    }
    // "w/c 28th", "week commencing 5 October": the week that starts on the date.
    if let lead = AbsoluteDateExtractor.weekStartLead(item, before: index + 1),
      !(lead...index).contains(where: { consumed[$0] })
    {
      for position in lead...index { consumed[position] = true }
      consumeConnectives(before: lead..<range.upperBound, item, &consumed)
      return
    }
    // "(the) week of the 6th", "week of March 9": the words that place the date in its week
    // go with it.
    if index + 1 < range.lowerBound, item.isWord(index + 1, "of"), item.isWord(index, "week"),
      !consumed[index]
    {
      consumed[index] = true
      var start = index
      if index >= 1, item.isWord(index - 1, "the"), !consumed[index - 1] {
        consumed[index - 1] = true
        start = index - 1
      }
      // "book travel for the week of March 9": the connective before it goes too.
      consumeConnectives(before: start..<range.upperBound, item, &consumed)
    }
  }

  /// Whether `word` names a day ("tonight", "tomorrow", "friday"), which "in" never leads.
  private static func isDay(_ word: String?) -> Bool {
    guard let word else { return false }
    return word == "today" || word == "tonight" || DateWords.tomorrow.contains(word)
      || DateWords.weekdays[word] != nil
  }

  /// Words that hedge the date after them when set off by a comma or dash: "say the 14th".
  private static let hedges: WordSet = ["say", "ideally", "maybe", "probably", "hopefully"]

  /// A comma or a spaced dash: the marks that set a hedge off.
  private func isSetOffMark(_ item: Item, _ index: Int) -> Bool {
    item.isMark(index, ",") || item.isMark(index, "—") || item.isMark(index, "–")
      || (item.isMark(index, "-") && !item.isJoined(index))
  }

  private func record(
    _ field: TaskField, _ candidate: Candidate, _ item: Item, _ draft: inout TaskDraft
  ) {
    let tokens = item.tokens
    draft.sources.append(
      FieldSource(
        field: field, span: item.text(of: candidate.range),
        start: tokens[candidate.range.lowerBound].start,
        end: tokens[candidate.range.upperBound - 1].end, rule: candidate.rule,
        confidence: candidate.confidence))
  }
}

/// Turns the words left over into a title.
enum Title {
  /// Joins the kept tokens as typed, tidies punctuation and capitalises the first letter.
  static func clean(_ item: Item, keeping consumed: [Bool]) -> String {
    var runs: [String] = []
    var runStart: Int?
    for index in 0...item.count {
      let kept = index < item.count && !consumed[index]
      if kept, runStart == nil { runStart = index }
      if !kept, let start = runStart {
        runs.append(item.text(of: start..<index))
        runStart = nil
      }
    }
    var text = ""
    for run in runs {
      var piece = Substring(run)
      // Two commas meeting across a removed phrase: "call Ana, tomorrow, about it".
      if let last = text.last, last == "," || last == ";" || last == ":",
        let first = piece.first, first == "," || first == ";" || first == ":" || first == "."
      {
        text.removeLast()
      }
      if let first = piece.first, first == "," || first == "." || first == ";" || first == ")" {
        // Punctuation that was glued to a removed word stays glued to what is left.
        text += String(piece.removeFirst())
        let hadSpace = piece.first == " "
        piece = piece.drop(while: { $0 == " " })
        if hadSpace && !piece.isEmpty { text += " " }
        text += piece
        continue
      }
      if !text.isEmpty && !piece.isEmpty { text += " " }
      text += piece
    }
    return tidy(text)
  }

  /// Marks trimmed from the start of a title: `, ; : - . | space` and the en and em dashes.
  private static let leadingJunk: Set<UInt8> = [44, 59, 58, 45, 46, 32, 124]
  /// Marks trimmed from the end: the leading ones and `! ( &`.
  private static let trailingJunk: Set<UInt8> = [44, 59, 58, 45, 46, 33, 32, 124, 40, 38]

  /// Trims junk marks from both ends, drops empty brackets and capitalises the first letter,
  /// on the UTF-8 bytes (this runs once per item).
  private static func tidy(_ raw: String) -> String {
    // A title is one line of plain text: a line break, a tab or a terminal escape typed or
    // pasted inside an item ("buy milk\ncall Ana" passed as one argument) becomes a space,
    // and runs of spaces collapse below.
    var bytes = plainLine(Array(raw.utf8))
    var start = 0
    while start < bytes.count {
      // "-1 degrees": a minus sign, not a bullet.
      if bytes[start] == 45, start + 1 < bytes.count, ByteText.isDigit(bytes[start + 1]) { break }
      let length = junkLength(bytes, at: start, ascii: leadingJunk)
      // A mark followed by a combining accent is another character: it stays.
      guard length > 0, !isCombining(bytes, at: start + length) else { break }
      start += length
    }
    var end = bytes.count
    while end > start {
      if trailingJunk.contains(bytes[end - 1]) {
        end -= 1
      } else if end - start >= 3, isDash(bytes, at: end - 3) {
        end -= 3
      } else if end - start >= 2, bytes[end - 2] == 0xC2, bytes[end - 1] == 0xB7 {
        // "· Owner: Oscar · Due: Apr 24" read: the middle dots that parted the fields.
        end -= 2
      } else {
        break
      }
    }
    bytes = Array(bytes[start..<end])
    var result = String(decoding: bytes, as: UTF8.self).replacingEmptyParentheses()
    guard let first = result.utf8.first else { return result }
    if first >= 97, first <= 122 {
      // An ASCII letter: upper-case the byte.
      var utf8 = Array(result.utf8)
      utf8[0] = first - 32
      return String(decoding: utf8, as: UTF8.self)
    }
    if first >= 0x80, let character = result.first {
      result = character.uppercased() + result.dropFirst()
    }
    return result
  }

  /// The bytes with every control character (C0, DEL, C1) and line or paragraph separator
  /// (U+2028, U+2029) replaced by a space.
  static func plainLine(_ bytes: [UInt8]) -> [UInt8] {
    var line: [UInt8] = []
    line.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7F {
        line.append(32)
        index += 1
      } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
        line.append(32)
        index += 2
      } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
      {
        line.append(32)
        index += 3
      } else {
        line.append(byte)
        index += 1
      }
    }
    return line
  }

  /// Byte length of a junk mark at `index`: one of `ascii`, or an en or em dash (3 bytes).
  private static func junkLength(_ bytes: [UInt8], at index: Int, ascii: Set<UInt8>) -> Int {
    if ascii.contains(bytes[index]) { return 1 }
    return isDash(bytes, at: index) ? 3 : 0
  }

  /// Whether an en dash (E2 80 93) or an em dash (E2 80 94) starts at `index`.
  private static func isDash(_ bytes: [UInt8], at index: Int) -> Bool {
    index + 2 < bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x80
      && (bytes[index + 2] == 0x93 || bytes[index + 2] == 0x94)
  }

  /// Whether a combining mark (U+0300–U+036F, U+20D0–U+20FF) or a zero-width joiner or
  /// variation selector starts at `index`: it would join the mark before it.
  private static func isCombining(_ bytes: [UInt8], at index: Int) -> Bool {
    guard index < bytes.count else { return false }
    let lead = bytes[index]
    if lead == 0xCC || (lead == 0xCD && index + 1 < bytes.count && bytes[index + 1] <= 0xAF) {
      return true
    }
    guard lead == 0xE2 || lead == 0xEF, index + 2 < bytes.count else { return false }
    let second = bytes[index + 1]
    let third = bytes[index + 2]
    return (lead == 0xE2 && second == 0x83 && third >= 0x90)  // U+20D0–U+20FF
      || (lead == 0xE2 && second == 0x80 && third == 0x8D)  // U+200D
      || (lead == 0xEF && second == 0xB8 && third >= 0x80 && third <= 0x8F)  // U+FE00–U+FE0F
  }
}

extension String {
  /// Removes brackets left empty once their contents were read ("()", "( , )", "[ ]") and
  /// runs of spaces, in one pass over the bytes (this runs once per item).
  fileprivate func replacingEmptyParentheses() -> String {
    let bytes = Array(utf8)
    guard bytes.contains(where: { $0 == 40 || $0 == 91 || $0 == 32 }) else { return self }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 40 || byte == 91 {
        // Skip "(" + only spaces and commas + ")" (or the square pair).
        let close: UInt8 = byte == 40 ? 41 : 93
        var end = index + 1
        while end < bytes.count, bytes[end] == 32 || bytes[end] == 44 { end += 1 }
        if end < bytes.count, bytes[end] == close {
          index = end + 1
          continue
        }
      }
      if byte == 32, out.last == 32 || out.isEmpty {
        index += 1
        continue
      }
      out.append(byte)
      index += 1
    }
    while out.last == 32 { out.removeLast() }
    return String(decoding: out, as: UTF8.self)
  }
}
