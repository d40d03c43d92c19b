import IntakeCore

/// The people a document has named so far: attendees and transcript speakers.
///
/// Lets the segmenter accept a name written in lower case ("carla to check the logs", an IRC
/// nick) and resolve "Bo, can you …" to the speaker label "Bo Chen" as written.
struct NameBook: Sendable {
  /// Lower-case full names and first names.
  private var keys: Set<String> = []
  /// Names as first written, in order.
  private(set) var written: [String] = []
  /// Lower-case full name to its written form.
  private var byKey: [String: String] = [:]

  /// Records `name`, as first written; returns whether the attendee list changed.
  ///
  /// One person written two ways stays one attendee, so the roster built from the list does
  /// not find "Ana" ambiguous: a first name alone ("Ana", "ana") is dropped once a full name
  /// starting with it is known, and replaced when the full name comes later.
  @discardableResult
  mutating func add(_ name: String) -> Bool {
    let key = name.lowercased()
    guard !key.isEmpty, byKey[key] == nil else { return false }
    let space = key.firstIndex(of: " ")
    if space == nil, keys.contains(key) { return false }
    if let space, let index = written.firstIndex(where: { $0.lowercased() == key[..<space] }) {
      byKey[written[index].lowercased()] = nil
      written.remove(at: index)
    }
    byKey[key] = name
    written.append(name)
    keys.insert(key)
    if let space { keys.insert(String(key[..<space])) }
    return true
  }

  /// Records `alias` as another name of `name` (already recorded); returns whether it is new.
  ///
  /// The alias is known in any case ("clerk to circulate …") and resolves to the person.
  @discardableResult
  mutating func add(_ alias: String, standingFor name: String) -> Bool {
    let key = alias.lowercased()
    // "Here: SOP, GH" and then "Key: SOP – Sandra Okafor-Price": the letters listed as an
    // attendee were the person.
    if let listed = byKey[key], listed.lowercased() == key, !key.contains(" "),
      listed != name, let index = written.firstIndex(of: listed)
    {
      written.remove(at: index)
      byKey[key] = name
      return true
    }
    guard !key.isEmpty, byKey[key] == nil, !keys.contains(key) else { return false }
    byKey[key] = name
    keys.insert(key)
    return true
  }

  /// Knows `name` in any case from now on without making it an attendee: the owner of an
  /// action given out ("#action yaretzi look over …"), whom a recap names again.
  mutating func know(_ name: String) {
    let key = name.lowercased()
    guard !key.isEmpty, !key.contains(" ") else { return }
    keys.insert(key)
  }

  /// Whether `word` (lower case) is a known full or first name.
  func contains(_ word: String) -> Bool { keys.contains(word) }

  /// The known name, as written, that `name` stands for: itself, or a unique full name whose
  /// first word it is, preferring `preferred` (the speakers around a request).
  func resolve(_ name: String, preferring preferred: [String?] = []) -> String {
    let key = name.lowercased()
    for case let candidate? in preferred where Self.matches(key, candidate) {
      return candidate
    }
    if let exact = byKey[key] { return exact }
    let matches = written.filter { Self.matches(key, $0) }
    return matches.count == 1 ? matches[0] : name
  }

  private static func matches(_ key: String, _ name: String) -> Bool {
    let lower = name.lowercased()
    if lower == key { return true }
    // "@rfonseca" is Rui Fonseca.
    guard lower.hasPrefix(key) else {
      return !key.contains(ascii: " ") && name.contains(ascii: " ")
        && HandleIndex.isHandle(key.hasPrefix("@") ? String(key.dropFirst()) : key, of: name)
    }
    return lower.utf8.count > key.utf8.count
      && lower.utf8[lower.utf8.index(lower.utf8.startIndex, offsetBy: key.utf8.count)] == 32
  }
}
