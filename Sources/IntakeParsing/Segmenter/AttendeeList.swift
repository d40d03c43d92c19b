/// Reads the names in an attendees line: "Ana Lima, Bo Chen and carla", "@ana; Bo (chair)",
/// "Ana Lima <ana@example.com>", "ana (23)" (a meeting bot's count of lines said).
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
    var depth = 0
    func finish() {
      if let name = clean(String(part)) { names.append(name) }
      part = String.UnicodeScalarView()
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "(", "[", "<":
        depth += 1
      case ")", "]", ">":
        depth = max(0, depth - 1)
      case ",", ";", "&", "/", "|", "•", "·":
        if depth == 0 { finish() }
      case "@" where depth == 0 && part.last == " ":
        // "@Ana Lima @Bo Chen": each mention starts a name.
        finish()
      default:
        if depth == 0 { part.append(scalar) }
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
