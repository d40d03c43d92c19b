/// Reads the names in an attendees line: "Ana Lima, Bo Chen and carla", "@ana; Bo (chair)",
/// "Ana Lima <ana@example.com>", "ana (23)" (a meeting bot's count of lines said), and a
/// handle with the full name in brackets, "@ofelia-r (Ofelia Ramírez, chair)", which is the
/// full name (the handle finds it again: it is built from the name).
enum AttendeeList {
  /// Adds each name in `text` to the document's attendees.
  static func read(_ text: String, into state: inout DocumentState) {
    for name in names(in: text) { state.addAttendee(name) }
  }

  /// The names in `text`, as written, in order.
  ///
  /// Read scalar by scalar (every mark that matters is one scalar): this runs for every
  /// attendees and author line of an import.
  static func names(in text: String) -> [String] {
    var names: [String] = []
    var part = String.UnicodeScalarView()
    // The first words in brackets, up to a comma: maybe the full name of a handle.
    var bracketed = String.UnicodeScalarView()
    var isInFirstBracket = false
    var depth = 0
    func finish() {
      let written = clean(String(part))
      let isHandle = part.first { $0 != " " && $0 != "\t" } == "@"
      if !bracketed.isEmpty, let written, isHandle || !written.contains(" "),
        let full = fullName(String(bracketed))
      {
        names.append(full)
      } else if let written {
        names.append(written)
      }
      part = String.UnicodeScalarView()
      if !bracketed.isEmpty { bracketed = String.UnicodeScalarView() }
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "(", "[", "<":
        depth += 1
        isInFirstBracket = depth == 1 && scalar == "(" && bracketed.isEmpty
      case ")", "]", ">":
        depth = max(0, depth - 1)
        isInFirstBracket = false
      case ",", ";", "&", "/", "|", "•", "·":
        if depth == 0 { finish() }
        if depth == 1 { isInFirstBracket = false }
      case "@" where depth == 0 && part.last == " ":
        // "@Ana Lima @Bo Chen": each mention starts a name.
        finish()
      default:
        if depth == 0 { part.append(scalar) }
        if depth == 1, isInFirstBracket { bracketed.append(scalar) }
      }
      // " and " between names.
      if depth == 0, scalar == " ", endsWithAnd(part) {
        part.removeLast(5)
        finish()
      }
    }
    finish()
    return names
  }

  /// Two to four capitalised words of letters ("Ofelia Ramírez"), or nil.
  private static func fullName(_ text: String) -> String? {
    let name = text.trimming(" \t")
    let words = name.split(separator: " ")
    guard (2...4).contains(words.count),
      words.allSatisfy({ word in
        word.first?.isUppercase == true
          && word.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" || $0 == "." }
      })
    else { return nil }
    return name
  }

  /// Whether `part` ends with " and " or " And ".
  private static func endsWithAnd(_ part: String.UnicodeScalarView) -> Bool {
    var index = part.endIndex
    for position in 0..<5 {
      guard index > part.startIndex else { return false }
      index = part.index(before: index)
      let scalar = part[index]
      let isExpected: Bool
      switch position {
      case 0, 4: isExpected = scalar == " "
      case 1: isExpected = scalar == "d"
      case 2: isExpected = scalar == "n"
      default: isExpected = scalar == "a" || scalar == "A"
      }
      guard isExpected else { return false }
    }
    return true
  }

  /// A name from one part of the list, or nil for roles and fillers ("everyone", "TBD").
  private static func clean(_ part: String) -> String? {
    var name = part.trimming(" \t\"'*_@.:-")
    // "Guest: Farah Siddiqui", "Chair: Ana Lima": a role before a colon goes.
    if let colon = name.firstIndex(of: ":"), name[..<colon].split(separator: " ").count == 1 {
      name = String(name[name.index(after: colon)...]).trimming(" \t")
    }
    // "Ana Lima - PM", "Bo – design": the role goes.
    for dash in [" - ", " – ", " — "] {
      if let range = name.firstRange(of: dash) { name = String(name[..<range.lowerBound]) }
    }
    if name.hasPrefix("and ") { name.removeFirst(4) }
    name = name.trimming {
      $0 == " " || $0 == "\t" || $0.properties.generalCategory == .spaceSeparator
    }
    let words = name.split(separator: " ")
    guard !name.isEmpty, words.count <= 4, name.utf8.count <= 40,
      name.unicodeScalars.contains(where: { $0.properties.isAlphabetic }),
      !name.unicodeScalars.contains(where: { ("0"..."9").contains($0) }) || words.count == 1
    else { return nil }
    if fillers.contains(name.lowercased()) { return nil }
    return name
  }

  /// Words an attendee list holds that name nobody.
  private static let fillers: Set<String> = [
    "everyone", "all", "team", "none", "n/a", "tbd", "others", "guests", "everybody",
    "the team", "whole team", "and", "etc",
  ]
}
