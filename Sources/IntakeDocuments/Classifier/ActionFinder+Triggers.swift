import IntakeParsing

/// A byte scan that rules out, before tokenizing, sentences that cannot hold a task.
///
/// Most sentences of notes and calls commit nobody to anything; every rule of the finder
/// needs at least one of these words, so a sentence without any of them is skipped at the
/// cost of one pass over its bytes. A false alarm only costs the tokenizing.
extension ActionFinder {
  /// Whether `text` holds a word some rule needs.
  ///
  /// "'ll", "will", "can", "need", "to" after a name, "let me", "action", "todo", "please",
  /// "someone", and the rest of the finder's openers.
  /// Whether `bytes` opens with a name the document knows (or two joined by "and") and a
  /// verb of work in the present tense: "Johan sends …", "Karin and Henrik prepare …"
  /// (`isPresentDuty`).
  private func opensWithPresentDuty(_ bytes: [UInt8]) -> Bool {
    func end(of start: Int) -> Int? {
      var end = start
      while end < bytes.count, ByteText.isASCIILetter(bytes[end]) || bytes[end] >= 0x80 {
        end += 1
      }
      return end > start && end < bytes.count && bytes[end] == 32 ? end : nil
    }
    func word(at start: Int) -> (String, Int)? {
      guard let end = end(of: start) else { return nil }
      return (ByteText.string(bytes[start..<end].map(ByteText.lower)), end + 1)
    }
    // The bytes first: a capital, a word, then one in lower case that ends in "s" or is
    // "and"; only then a name to look up.
    guard let first = bytes.first, ByteText.isUpper(first), let nameEnd = end(of: 0),
      let verbEnd = end(of: nameEnd + 1), ByteText.isLower(bytes[nameEnd + 1]),
      bytes[verbEnd - 1] == 115 || ByteText.hasPrefix(bytes, "and ", at: nameEnd + 1),
      let (name, after) = word(at: 0), names.contains(name), var (verb, _) = word(at: after)
    else { return false }
    if verb == "and", let (other, next) = word(at: after + 4), names.contains(other),
      let (plural, _) = word(at: next)
    {
      return TaskVerbs.all.contains(plural)
    }
    guard verb.hasSuffix("s") else { return false }
    verb.removeLast()
    return TaskVerbs.all.contains(verb) || verb.hasSuffix("e")
  }

  func mayHoldTask(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    let count = bytes.count
    // "… in the autumn (rnwachukwu)": names in brackets may close an instruction.
    var last = count - 1
    while last > 0, bytes[last] == 46 || bytes[last] == 32 { last -= 1 }
    if last > 0, bytes[last] == 41 { return true }
    // "Dev, bring the spare snare …": a name the document knows, its comma, then what to do.
    if count > 4, ByteText.isUpper(bytes[0]),
      let comma = bytes.prefix(32).firstIndex(of: 44), comma + 2 < count, bytes[comma + 1] == 32,
      ByteText.isLower(bytes[comma + 2]),
      names.contains(ByteText.string(bytes[..<comma].map(ByteText.lower)))
    {
      return true
    }
    if opensWithPresentDuty(bytes) { return true }
    var index = 0
    while index < count {
      let byte = ByteText.lower(bytes[index])
      let isWordStart = index == 0 || !ByteText.isASCIILetter(bytes[index - 1])
      // "AI:" and "AP 3.2" are markers only in capitals.
      if bytes[index] == 65, isWordStart, index + 2 < count,
        (bytes[index + 1] == 73 && [58, 40, 115, 32].contains(bytes[index + 2]))
          || (bytes[index + 1] == 80 && [32, 115, 58, 40].contains(bytes[index + 2]))
      {
        return true
      }
      // "SM ring the plumber": initials the document's key gave, before a word in lower case.
      if isWordStart, ByteText.isUpper(bytes[index]) {
        var end = index + 1
        while end < count, end < index + 4, ByteText.isUpper(bytes[end]) { end += 1 }
        if end - index >= 2, end - index <= 3, end + 1 < count, bytes[end] == 32,
          ByteText.isLower(bytes[end + 1]),
          isKnownInitials(ByteText.string(bytes[index..<end]))
        {
          return true
        }
      }
      switch byte {
      case 39:  // 'll, 'd ("said she'd sort it out")
        if has(bytes, "'ll", index) || has(bytes, "'d ", index) { return true }
        index += 1
        continue
      case 45, 61:  // "->", "=>": an arrow may hand out work ("BK -> order gloves")
        if index + 1 < count, bytes[index + 1] == 62 { return true }
      case 0xE2:  // ’ll, ’d; the arrows → and ⇒
        if index + 2 < count, bytes[index + 1] == 0x86 || bytes[index + 1] == 0x87,
          bytes[index + 2] == 0x92
        {
          return true
        }
        if index + 3 < count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x99 {
          let next = ByteText.lower(bytes[index + 3])
          if next == 108, index + 4 < count, ByteText.lower(bytes[index + 4]) == 108 {
            return true
          }
          if next == 100, index + 4 < count, bytes[index + 4] == 32 { return true }
        }
      case 64 where index == 0:  // "@lena: prepare …"
        var end = index + 1
        while end < count, end < index + 40, bytes[end] != 32, bytes[end] != 58 { end += 1 }
        if end > index + 1, end < count, bytes[end] == 58 { return true }
      case 35:  // #action, #todo
        if has(bytes, "#action", index) || has(bytes, "#todo", index) { return true }
      case 116 where isWordStart:  // to, todo, task, tasked
        if has(bytes, "to ", index), nameBefore(bytes, index) { return true }
        if has(bytes, "todo", index) || has(bytes, "to do", index) || has(bytes, "to-do", index)
          || has(bytes, "task", index)
        {
          return true
        }
      case 119 where isWordStart:  // will, would, who, with me, wants
        if has(bytes, "will", index) || has(bytes, "would", index) || has(bytes, "who", index)
          || has(bytes, "with me", index) || has(bytes, "wants", index)
        {
          return true
        }
      case 115 where isWordStart:  // should, shall, someone, somebody, sign me
        if has(bytes, "should", index) || has(bytes, "shall", index) || has(bytes, "some", index)
          || has(bytes, "sign me", index)
        {
          return true
        }
      case 99 where isWordStart:  // can, could, committed, consider
        if has(bytes, "can", index) || has(bytes, "could", index) || has(bytes, "commit", index)
          || has(bytes, "consider it", index)
        {
          return true
        }
      case 110 where isWordStart:  // need, next step
        if has(bytes, "need", index) || has(bytes, "next step", index) { return true }
      case 109 where isWordStart:  // must, mine, me down, me up
        if has(bytes, "must", index) || has(bytes, "mine", index) || has(bytes, "me down", index)
          || has(bytes, "me up", index)
        {
          return true
        }
      case 103 where isWordStart:  // gonna, gotta, got, going to
        if has(bytes, "gonna", index) || has(bytes, "gotta", index) || has(bytes, "got ", index)
          || has(bytes, "going to", index)
        {
          return true
        }
      case 108 where isWordStart:  // let me, lemme, list, let's have, last thing
        if has(bytes, "let me", index) || has(bytes, "lemme", index) || has(bytes, "list", index)
          || has(bytes, "let's ", index) || has(bytes, "let’s ", index)
          || has(bytes, "last thing", index)
        {
          return true
        }
      case 104 where isWordStart:  // have to, has to, happy to
        if has(bytes, "have to", index) || has(bytes, "has to", index)
          || has(bytes, "happy to", index)
        {
          return true
        }
      case 97 where isWordStart:  // action, anyone, anybody, agreed to, any volunteers, asked
        if has(bytes, "action", index) || has(bytes, "any", index) || has(bytes, "agreed to", index)
          || has(bytes, "asked", index) || has(bytes, "are to ", index)
          || has(bytes, "another thing", index) || has(bytes, "all to ", index)
        {
          return true
        }
      case 114 where isWordStart:  // requested, referred to
        if has(bytes, "request", index) || has(bytes, "referred to", index) { return true }
      case 100 where isWordStart:  // directed
        if has(bytes, "direct", index) { return true }
      case 105 where isWordStart:  // instructed, is to
        if has(bytes, "instruct", index) || has(bytes, "is to ", index) { return true }
      case 111 where isWordStart:  // on it, on me, offered, offers, one more, one last
        if has(bytes, "on it", index) || has(bytes, "on me", index) || has(bytes, "offer", index)
          || has(bytes, "one more", index) || has(bytes, "one last", index)
        {
          return true
        }
      case 112 where isWordStart:  // please, pls, plz, plan, promise
        if has(bytes, "please", index) || has(bytes, "pls ", index) || has(bytes, "plz ", index)
          || has(bytes, "plan", index) || has(bytes, "promise", index)
        {
          return true
        }
      case 101 where isWordStart:  // everyone to, everybody to
        if has(bytes, "everyone to ", index) || has(bytes, "everybody to ", index) {
          return true
        }
      case 118 where isWordStart:  // volunteer
        if has(bytes, "volunteer", index) { return true }
      case 117 where isWordStart:  // undertook, undertakes
        if has(bytes, "underto", index) || has(bytes, "underta", index) { return true }
      case 102 where isWordStart:  // follow up, finally
        if has(bytes, "follow", index) || has(bytes, "finally", index) { return true }
      case 121 where isWordStart:  // you
        if has(bytes, "you", index) { return true }
      default:
        break
      }
      index += 1
    }
    return false
  }

  /// Whether `word` (lower case) stands at `index`, compared without case.
  @inline(__always)
  private func has(_ bytes: [UInt8], _ word: StaticString, _ index: Int) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    return word.withUTF8Buffer { buffer in
      var offset = 0
      while offset < count {
        if ByteText.lower(bytes[index + offset]) != buffer[offset] { return false }
        offset += 1
      }
      return true
    }
  }

  /// Whether a "to" at `index` follows what may be a name: a capitalised word that is not a
  /// common opener, an `@handle`, a name the document knows ("carla to check"), or a group
  /// noun ("the docs team to …").
  private func nameBefore(_ bytes: [UInt8], _ index: Int) -> Bool {
    var end = index
    while end > 0, bytes[end - 1] == 32 { end -= 1 }
    // "our caterer (Joy) to …": the name in brackets.
    if end > 0, bytes[end - 1] == 41 { end -= 1 }
    var start = end
    while start > 0, ByteText.isWordByte(bytes[start - 1]) { start -= 1 }
    // "Jae-won to": a hyphen joins the parts of one name.
    while start > 1, bytes[start - 1] == 45, ByteText.isWordByte(bytes[start - 2]) {
      start -= 1
      while start > 0, ByteText.isWordByte(bytes[start - 1]) { start -= 1 }
    }
    guard start < end else { return false }
    let word = ByteText.string(bytes[start..<end].map(ByteText.lower))
    if names.contains(word) || (start > 0 && bytes[start - 1] == 64) { return true }
    // "the Finance working group to …": a group owns it.
    if NameGrammar.groupNouns.contains(word) || NameGrammar.departments.contains(word)
      || NameGrammar.roleHeads.contains(word)
    {
      return true
    }
    let first = bytes[start]
    return (ByteText.isUpper(first) || first >= 0xC3)
      && (!NameWords.notNames.contains(word) || NameWords.wordNames.contains(word))
  }
}
