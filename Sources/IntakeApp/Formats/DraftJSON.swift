import IntakeCore

extension [UInt8] {
  /// Appends a draft as one line of JSON: the object `parse --json` prints, compact, keys sorted
  /// as `JSONEncoder` sorts them, so a JSON Lines stream needs no encoder per line.
  ///
  /// - Parameters:
  ///   - draft: The draft to write.
  ///   - id: The id the input line carried, echoed as `"id"` so a consumer can join answers
  ///     to questions; nil leaves the key out.
  ///   - trace: The rules' trace (`--explain`) as `"trace"`; nil leaves the key out.
  public mutating func appendJSONLine(_ draft: TaskDraft, id: String? = nil, trace: [String]? = nil)
  {
    appendText("{\"assigned_to\":")
    appendJSON(draft.assignedTo)
    appendText(",\"confidence\":")
    appendJSON(draft.confidence)
    appendText(",\"diagnostics\":[")
    for (index, diagnostic) in draft.diagnostics.enumerated() {
      if index > 0 { append(UInt8(ascii: ",")) }
      appendText("{\"kind\":")
      appendJSON(diagnostic.kind.rawValue)
      appendText(",\"message\":")
      appendJSON(diagnostic.message)
      if let span = diagnostic.span {
        appendText(",\"span\":")
        appendJSON(span)
      }
      append(UInt8(ascii: "}"))
    }
    appendText("],\"due_date\":")
    appendJSON(draft.dueDate?.description)
    appendText(",\"due_time\":")
    appendJSON(draft.dueTime?.description)
    if let id {
      appendText(",\"id\":")
      appendJSON(id)
    }
    appendText(",\"notes\":")
    appendJSON(draft.notes)
    appendText(",\"owners\":")
    appendJSONStrings(draft.owners)
    appendText(",\"priority\":")
    appendJSON(draft.priority.rawValue)
    appendText(",\"recurrence\":")
    appendJSON(draft.recurrence)
    appendText(",\"recurrence_from\":")
    appendJSON(
      RecurrenceAnchor.name(of: draft.recurrence, fromCompletion: draft.repeatsFromCompletion))
    appendText(",\"sources\":[")
    for (index, source) in draft.sources.enumerated() {
      if index > 0 { append(UInt8(ascii: ",")) }
      appendText("{\"confidence\":")
      appendJSON(source.confidence)
      appendText(",\"end\":")
      appendJSON(source.end)
      appendText(",\"field\":")
      appendJSON(source.field.rawValue)
      appendText(",\"rule\":")
      appendJSON(source.rule)
      appendText(",\"span\":")
      appendJSON(source.span)
      appendText(",\"start\":")
      appendJSON(source.start)
      append(UInt8(ascii: "}"))
    }
    appendText("],\"start_date\":")
    appendJSON(draft.startDate?.description)
    appendText(",\"subtasks\":[")
    for (index, subtask) in draft.subtasks.enumerated() {
      if index > 0 { append(UInt8(ascii: ",")) }
      appendText(subtask.completed ? "{\"completed\":true" : "{\"completed\":false")
      if let minutes = subtask.estimatedMinutes {
        appendText(",\"estimated_minutes\":")
        appendJSON(minutes)
      }
      if let priority = subtask.priority {
        appendText(",\"priority\":")
        appendJSON(priority.rawValue)
      }
      appendText(",\"text\":")
      appendJSON(subtask.text)
      append(UInt8(ascii: "}"))
    }
    appendText("],\"tags\":")
    appendJSONStrings(draft.tags)
    appendText(",\"text\":")
    appendJSON(draft.text)
    appendText(",\"time_zone\":")
    appendJSON(draft.timeZone)
    if let trace {
      appendText(",\"trace\":")
      appendJSONStrings(trace)
    }
    appendText("}\n")
  }

  public mutating func appendJSONStrings(_ values: [String]) {
    append(UInt8(ascii: "["))
    for (index, value) in values.enumerated() {
      if index > 0 { append(UInt8(ascii: ",")) }
      appendJSON(value)
    }
    append(UInt8(ascii: "]"))
  }
}
