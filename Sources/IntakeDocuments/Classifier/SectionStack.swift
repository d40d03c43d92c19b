/// The headings and labels above the current line, and what they make of it.
///
/// A heading replaces those at its level and deeper; a label line ("Decisions:", "**Action
/// items**") holds until the next heading. A heading or label whose kind says nothing
/// ("Carried over", "Budget", "Ana") keeps the kind of the one above it, so "### Carried over"
/// under "## Action items" still lists tasks.
struct SectionStack: Sendable {
  /// A person a heading or label is about: a stand-up block, an action group.
  struct Person: Sendable, Equatable {
    var name: String
    /// Whether the document names the person elsewhere (attendees, speakers) or the name
    /// has two words; a lone unknown word ("Closing") may be a title, so it only owns the
    /// entries of a stand-up part or an action list.
    var isKnown: Bool
  }

  private struct Heading: Sendable {
    var level: Int
    var kind: SectionKind
    var person: Person?
    /// Whether the title names an earlier meeting ("Follow-ups from last meeting").
    var isEarlier = false
  }

  private var headings: [Heading] = []
  private var labelKind: SectionKind?
  private var labelPerson: Person?

  /// The kind in force.
  ///
  /// A topic's heading under "Agenda" ("## Agenda" / "### 4. Contributor guide") holds the
  /// notes of what was said on it: the agenda's kind stops there.
  var kind: SectionKind {
    if let labelKind { return labelKind }
    for (position, heading) in headings.enumerated().reversed() where heading.kind != .other {
      if heading.kind == .agenda, position < headings.count - 1 { return .other }
      // "## Present" over "### Topic": the names end at the next heading, whatever its level.
      if heading.kind == .attendees || heading.kind == .regrets, position < headings.count - 1 {
        return .other
      }
      return heading.kind
    }
    return .other
  }

  /// The person who owns what is said in a section of `kind`.
  func owner(for kind: SectionKind) -> String? {
    guard let person else { return nil }
    return person.isKnown || kind.listsTasks || kind == .status ? person.name : nil
  }

  /// Whether the kind in force comes from a label line rather than a heading.
  var isFromLabel: Bool { labelKind != nil }

  /// The person in force, if any: a label's, else the innermost heading's.
  var person: Person? {
    if let labelPerson { return labelPerson }
    for (position, heading) in headings.enumerated().reversed() {
      guard let person = heading.person else { continue }
      // "## Tansy" over "### Things to do": a lone word nobody is known by heads only the
      // entries right under it, not those of a section inside it.
      if !person.isKnown, position < headings.count - 1 { return nil }
      return person
    }
    return nil
  }

  /// Whether the innermost heading follows up an earlier meeting ("### Follow-ups from last
  /// meeting"), whose entries may only tell how its actions went.
  var followsUpEarlierMeeting: Bool {
    labelKind == nil && headings.last?.isEarlier == true && headings.last?.kind.listsTasks == true
  }

  mutating func push(level: Int, kind: SectionKind, person: Person?, isEarlier: Bool = false) {
    while let last = headings.last, last.level >= level { headings.removeLast() }
    headings.append(Heading(level: level, kind: kind, person: person, isEarlier: isEarlier))
    labelKind = nil
    labelPerson = nil
  }

  /// Applies a label line, whose kind holds until the next heading.
  ///
  /// A person label ends the stand-up part ("Today") of the person before.
  mutating func label(kind: SectionKind, person: Person?) {
    if let person {
      labelPerson = person
      if labelKind == .plans || labelKind == .status { labelKind = nil }
    }
    if kind != .other {
      labelKind = kind
    } else if person == nil, labelKind == .attendees || labelKind == .regrets {
      // "**Attendees**" then "**Notes**": a topic ends the names.
      labelKind = nil
    }
  }

  /// Ends a list of who was there that turned out to be a topic ("STAFF" over "Ragnhild to
  /// call in one from the standby list"): the label, or the innermost heading, says nothing
  /// more.
  ///
  /// A motion ends a list of who sent apologies too.
  mutating func endNames() {
    if labelKind == .attendees || labelKind == .regrets {
      labelKind = nil
      return
    }
    guard let index = headings.lastIndex(where: { $0.kind != .other }),
      headings[index].kind == .attendees || headings[index].kind == .regrets
    else { return }
    headings[index].kind = .other
  }

  /// Ends the label line in force: the headings above decide again.
  mutating func endLabel() {
    labelKind = nil
    labelPerson = nil
  }

  /// Forgets everything: a new meeting starts.
  mutating func reset() {
    headings.removeAll()
    labelKind = nil
    labelPerson = nil
  }
}
