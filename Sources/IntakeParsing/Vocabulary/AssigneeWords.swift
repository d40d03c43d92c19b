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

  /// Labels that name the owner: "owner: ana", "assignee: bo".
  static let labels: WordSet = ["owner", "assignee", "assigned", "assign", "who"]

  /// Capitalised words that start a sentence before "to" or "will" without being a name.
  ///
  /// "Need to …", "Reply to …", "Everyone will …". Only names outside the roster are checked
  /// against it.
  package static let notNames: WordSet = [
    "a", "about", "action", "add", "agenda", "all", "also", "an", "and", "answer", "anyone",
    "apply", "ask", "back", "be", "book", "bring", "but", "buy", "call", "can", "cancel",
    "change", "check", "come", "confirm", "could", "decide", "deploy", "drive", "due", "each",
    "email", "everybody", "everyone", "explain", "file", "finish", "fix", "follow", "for",
    "forward", "get", "go", "goal", "going", "got", "has", "have", "he", "her", "him", "his",
    "how", "i", "if", "important", "in", "intro", "introduction", "invite", "is", "it",
    "its", "just", "let", "letter", "link", "listen", "look", "make", "maybe", "me", "meet",
    "message", "migrate", "move", "must", "my", "need", "needs", "next", "nobody", "note",
    "now", "ok", "okay", "on", "one", "or", "order", "our", "pay", "ping", "plan", "please",
    "post", "prepare", "push", "reminder", "remember", "reply", "respond", "response", "return",
    "review", "road", "run", "say", "schedule", "send", "she", "should", "so", "somebody",
    "someone", "start", "submit", "switch", "talk", "task", "team", "tell", "text", "that",
    "the", "their", "them", "then", "there", "these", "they", "this", "those", "time", "to",
    "today", "todo", "tomorrow", "trip", "try", "update", "upgrade", "urgent", "walk", "want",
    "we", "welcome", "what", "when", "where", "which", "who", "why", "will", "with", "would",
    "write", "you", "your", "ready", "way", "how", "reminders", "idea", "ideas", "need",
    "remind", "transfer", "switch", "sign", "going", "used", "due", "wants", "hard", "easy",
    // Headings, labels and status words that open lines of notes: "Overview: …", "WIP: …".
    "overview", "summary", "status", "notes", "background", "context", "goals", "risks",
    "questions", "blockers", "roadmap", "budget", "board", "release", "agenda", "decisions",
    "discussion", "topic", "topics", "wip", "tbd", "misc", "general", "other", "updates",
    "progress", "results", "outcome", "outcomes", "feedback", "issues", "items", "steps",
    "follow-up", "followup", "recap", "highlights", "announcements", "news", "minutes",
  ]
}
