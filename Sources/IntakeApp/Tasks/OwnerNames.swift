import IntakeCore
import IntakeStore

/// Writes the owners of new tasks under the names of the people they mean: the people stored,
/// and everyone named earlier in the same command ("Priya" after "Priya Raman" is her).
public final class OwnerNames {
  private var book: PeopleBook
  /// Spellings already resolved to a known person, so an import of many items naming the
  /// same people asks the book once per spelling; emptied when a person is renamed.
  private var known: [String: Person] = [:]

  /// - Parameter repository: The store whose people are known, nil for a new one.
  /// - Throws: `StoreError` when the people cannot be read.
  public init(_ repository: (any TaskRepository)?) throws {
    book = PeopleBook(try repository?.people() ?? [])
  }

  /// - Parameter people: The people stored, as the repository gave them.
  public init(people: [Person]) {
    book = PeopleBook(people)
  }

  /// Replaces each owner of `draft` by the name of the person it means, and words the
  /// warnings about them for that person; a name that could be several people is kept as
  /// written, with a warning.
  public func resolve(_ draft: inout TaskDraft) {
    guard !draft.owners.isEmpty else { return }
    var names: [String] = []
    for owner in draft.owners {
      let learned: PeopleBook.Learned
      if let person = known[owner] {
        learned = .known(person)
      } else {
        learned = book.learn(owner)
        switch learned {
        case .known(let person): known[owner] = person
        case .renamed: known = [:]
        case .added, .ambiguous: break
        }
      }
      let name = learned.name ?? owner
      switch learned {
      case .ambiguous(let candidates):
        draft.diagnostics.removeAll { $0.kind == .unknownAssignee && $0.span == owner }
        draft.diagnostics.append(
          Diagnostic(
            kind: .ambiguousAssignee,
            message: "\(owner) could be " + Self.either(candidates.map(\.name))
              + "; kept as written (write the full name, or join them with intake people merge)",
            span: owner))
      case .known(let person), .renamed(let person, _):
        guard name != owner || person.isOnTeam else { break }
        draft.diagnostics.removeAll { $0.kind == .unknownAssignee && $0.span == owner }
        if !person.isOnTeam {
          draft.diagnostics.append(
            Diagnostic(
              kind: .unknownAssignee,
              message: "\(owner) is \(name), who is not on the team; kept as \(name) (add them "
                + "with intake team add \"\(name)\")", span: owner))
        }
      case .added:
        break
      }
      if !names.contains(name) { names.append(name) }
    }
    draft.owners = names
    draft.assignedTo = names.first
  }

  /// The name to store for one owner a user typed (`edit --assignee`), with a warning when
  /// they are not on the team.
  ///
  /// - Throws: `ServiceError` when the name could be several people.
  public func name(for owner: String, option: String) throws -> (name: String, warning: String?) {
    switch book.match(owner) {
    case .ambiguous(let candidates):
      throw ServiceError(
        "\(option) \"\(owner)\" could be \(Self.either(candidates.map(\.name))); "
          + "write the full name")
    case .person(let person):
      let warning =
        person.isOnTeam
        ? nil
        : "\(person.name) is not on the team; kept as written (add them with intake team add "
          + "\"\(person.name)\")"
      return (person.name, warning)
    case .none:
      let name = owner.hasPrefix("@") ? String(owner.dropFirst()) : owner
      return (
        name,
        "\(name) is not on the team; kept as written (add them with intake team add \"\(name)\")"
      )
    }
  }

  private static func either(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "nobody" }
    return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
  }
}

/// A request a service cannot carry out, said as one line naming the input and the fix.
public struct ServiceError: Error, CustomStringConvertible, Equatable {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
