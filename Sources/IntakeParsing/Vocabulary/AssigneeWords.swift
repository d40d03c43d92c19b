/// Word tables for owners.
package enum AssigneeWords {
  /// Verbs that hand a task to the person after them: "have Ana call", "ask Ana to".
  static let delegations: WordSet = ["have", "ask", "get", "tell", "remind", "let"]

  /// Words after a name that make it the owner: "Ana to …", "Ana will …".
  package static let commitments: WordSet = ["to", "will", "should", "must", "shall", "can", "'ll"]

  /// Words ending in "s" after a name that are not verbs ("Ana's" is split off already):
  /// "Bo thanks", "Ana always", "Carla's" are left alone.
  static let notVerbsInThirdPerson: WordSet = [
    "always", "thanks", "perhaps", "was", "has", "is", "does", "says", "seems", "yes", "plus",
    "news", "notes", "was", "its", "this", "thus", "besides", "towards", "afterwards",
  ]

  /// Past participles without "-ed", after "to be" or "will be": "Ana to be sent the link".
  static let irregularParticiples: WordSet = [
    "sent", "told", "given", "shown", "written", "taken", "brought", "kept", "paid", "made",
    "met", "sought", "chosen", "known", "seen", "put", "left", "read", "built", "held",
  ]

  /// Labels that name the owner: "owner: ana", "assignee: bo".
  static let labels: WordSet = ["owner", "assignee", "assigned", "assign", "who"]
}
