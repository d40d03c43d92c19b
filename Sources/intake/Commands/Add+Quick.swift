import ArgumentParser

extension Intake.Add {
  /// The options `quick` reads that take a value, by long name.
  private static let quickValues: Set<String> = ["db", "now", "tz", "date-order", "as"]
  /// The flags `quick` reads.
  private static let quickFlags: Set<String> = ["json", "explain"]

  /// `intake add` read without argument-parser's command tree, for the common line: words of
  /// text and the options `--db`, `--now`, `--tz`, `--date-order`, `--as`, `--json`,
  /// `--explain`, each once, as `--name value` or `--name=value`.
  ///
  /// Building the tree costs more than the `add` itself: the parser reflects over every
  /// option group, and the runtime answers each new generic type it meets by scanning the
  /// binary's ten thousand protocol conformances. Anything else (help, `-` for stdin, another
  /// option, an option twice or without its value, `--as=`, `--`, a word that starts with a
  /// dash, no text, a value its option rejects) gives nil, and the parser reads the line as
  /// before, so its errors and help are unchanged. Tests hold every line this accepts to the
  /// command the parser makes of it, field by field.
  static func quick(_ arguments: [String]) -> Self? {
    guard arguments.first == "add" else { return nil }
    var text: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var index = 1
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      guard word.hasPrefix("-") else {
        text.append(word)
        continue
      }
      guard word.hasPrefix("--") else { return nil }
      let option = word.dropFirst(2)
      let name = String(option.prefix { $0 != "=" })
      if quickFlags.contains(name), name.count == option.count {
        guard flags.insert(name).inserted else { return nil }
        continue
      }
      guard quickValues.contains(name), values[name] == nil else { return nil }
      if name.count < option.count {
        let value = option.dropFirst(name.count + 1)
        guard !value.isEmpty else { return nil }
        values[name] = String(value)
      } else {
        guard index < arguments.count, !arguments[index].hasPrefix("-") else { return nil }
        values[name] = arguments[index]
        index += 1
      }
    }
    var add = Self()
    add.text = text
    add.input = InputOptions(maxSize: nil)
    add.parsing = ParsingOptions(
      now: values["now"], tz: values["tz"], dateOrder: values["date-order"])
    add.store = StoreOptions(db: values["db"])
    add.user = UserOptions(user: values["as"])
    add.ai = AIOptions.none
    add.json = flags.contains("json")
    add.explain = flags.contains("explain")
    do {
      try add.validate()
      try add.input.validate()
      try add.parsing.validate()
      try add.ai.validate()
    } catch {
      return nil
    }
    return add
  }
}

extension InputOptions {
  /// The options as the parser gives them for `--max-size` of `maxSize` (nil: not given).
  init(maxSize: String?) {
    self.init()
    self.maxSize = maxSize
  }
}

extension ParsingOptions {
  /// The options as the parser gives them for these values (nil: not given).
  init(now: String?, tz: String?, dateOrder: String?) {
    self.init()
    self.now = now
    self.tz = tz
    self.dateOrder = dateOrder
  }
}

extension StoreOptions {
  /// The options as the parser gives them for `--db` of `db` (nil: not given).
  init(db: String?) {
    self.init()
    self.db = db
  }
}

extension UserOptions {
  /// The options as the parser gives them for `--as` of `user` (nil: not given).
  init(user: String?) {
    self.init()
    self.user = user
  }
}

extension AIOptions {
  /// The options as the parser gives them when no AI option is on the line.
  static var none: Self {
    var options = Self()
    options.mode = nil
    options.url = nil
    options.provider = nil
    options.model = nil
    options.timeout = nil
    options.noCache = false
    options.verbose = false
    return options
  }
}
