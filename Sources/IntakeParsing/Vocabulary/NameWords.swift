/// The word lists of the name grammar, written by `scripts/name-words` from NameWords.txt.
///
/// Edit the text file, not this one: NameWordsTests fails when they differ.
package enum NameWords {
  /// Capitalised words that open a phrase without naming anyone: "Testing will …".
  package static let notNames: WordSet = [
    "a", "able", "about", "absence", "acceptance", "according", "action", "actionitem",
    "actionitems", "actions", "add", "added", "additionally", "adjourned", "after", "agenda",
    "agreed", "ah", "aha", "ai", "ais", "all", "allowance", "also", "alternatively", "amended",
    "amendments", "an", "and", "announcements", "answer", "answers", "anybody", "anyone",
    "anything", "anyway", "aob", "api", "app", "apply", "approved", "as", "asap", "ask", "asked",
    "assigned", "assistance", "assurance", "at", "attendance", "audience", "available", "back",
    "background", "balance", "banners", "basically", "be", "because", "before", "besides",
    "blockers", "board", "book", "both", "breakfast", "bring", "budget", "build", "but", "buy",
    "buyers", "by", "call", "called", "can", "cancel", "carried", "catchup", "centers", "centres",
    "change", "changed", "changes", "chapter", "chapters", "check", "check-in", "cheers", "ci",
    "clearance", "closed", "cob", "code", "coffee", "come", "comments", "completed", "compliance",
    "concerns", "conference", "confidence", "confirm", "consequence", "containers", "context",
    "continued", "correspondence", "cost", "costs", "could", "customers", "daily", "data",
    "database", "db", "deadline", "dear", "debrief", "decide", "decided", "decision", "decisions",
    "deferred", "delegated", "delivered", "demo", "deploy", "design", "despatched", "developers",
    "difference", "dinner", "discussed", "discussion", "dispatched", "distance", "doc", "docs",
    "documentation", "dr", "draft", "drive", "due", "each", "easy", "either", "email",
    "engineering", "engineers", "eob", "eod", "eom", "eoq", "eow", "eoy", "er", "erm", "escalated",
    "even", "every", "everybody", "everyone", "everything", "evidence", "excellence", "existence",
    "expected", "experience", "explain", "feature", "features", "feedback", "few", "file", "filed",
    "files", "filters", "finally", "finance", "findings", "finish", "finished", "firstly", "fix",
    "fixes", "flyers", "folders", "folks", "follow", "follow-up", "followers", "followup",
    "followups", "for", "forward", "forwarded", "from", "general", "get", "glad", "go", "goal",
    "goals", "going", "good", "got", "governance", "great", "guidance", "guys", "had", "handed",
    "happy", "hard", "has", "have", "he", "he'll", "headers", "hello", "helpers", "her", "here",
    "here's", "hey", "hi", "highlights", "him", "his", "hmm", "holiday", "honestly", "hopefully",
    "how", "hr", "huddle", "i", "i'll", "i'm", "idea", "ideally", "ideas", "if", "important", "in",
    "incident", "independence", "influence", "infra", "instance", "instead", "insurance", "into",
    "intro", "introduction", "invite", "invited", "is", "issues", "it", "it'll", "it's", "item",
    "items", "its", "just", "keen", "kickoff", "kudos", "lastly", "layers", "leaders", "leadership",
    "legal", "let", "let's", "letter", "licence", "license", "like", "likewise", "link", "linked",
    "listen", "look", "lowlights", "lunch", "maintainers", "maintenance", "make", "management",
    "managers", "many", "markers", "marketing", "matters", "maybe", "me", "meanwhile", "meet",
    "meeting", "members", "merged", "message", "meters", "mhm", "migrate", "minutes", "misc",
    "monthly", "most", "move", "moved", "mr", "mrs", "ms", "must", "my", "nah", "need", "needed",
    "needs", "neither", "new", "news", "next", "nice", "no", "nobody", "noone", "nope", "note",
    "noted", "notes", "nothing", "now", "numbers", "objections", "observations", "of", "offer",
    "offered", "offers", "oh", "ok", "okay", "old", "on", "once", "one", "ongoing", "only", "ooh",
    "open", "opened", "ops", "or", "order", "orders", "organisers", "organizers", "other", "others",
    "otherwise", "our", "outcome", "outcomes", "overall", "overview", "owners", "page", "papers",
    "parameters", "part", "partners", "passed", "path", "patience", "pay", "pending", "people",
    "performance", "perhaps", "personally", "phase", "ping", "plan", "planned", "planning", "plans",
    "players", "please", "point", "points", "post", "post-mortem", "posters", "postmortem",
    "postponed", "pr", "preference", "prepare", "presence", "presented", "price", "prices",
    "product", "progress", "project", "projects", "proposal", "proposals", "proposed", "providers",
    "prs", "published", "push", "pushed", "q", "quarterly", "question", "questions", "readers",
    "ready", "recap", "received", "recommendation", "recommended", "reference", "referred",
    "regardless", "release", "released", "remember", "remind", "reminder", "reminders", "reply",
    "report", "reported", "reports", "request", "requested", "requests", "residence", "resolved",
    "respond", "response", "responses", "results", "retro", "retrospective", "return", "returned",
    "review", "reviewed", "reviewers", "risks", "road", "roadmap", "run", "sales", "say",
    "schedule", "scheduled", "science", "seconded", "secondly", "section", "send", "sent",
    "sentence", "separately", "sequence", "server", "servers", "service", "session", "she",
    "she'll", "shipped", "should", "shoutouts", "sign", "silence", "similarly", "since", "slide",
    "slides", "so", "some", "somebody", "someone", "something", "sorry", "speakers", "spec",
    "spoke", "sprint", "stage", "standup", "start", "started", "status", "step", "steps",
    "stickers", "still", "stood", "submit", "subscribers", "suggested", "suggestion", "suggestions",
    "summary", "support", "sure", "switch", "switched", "sync", "tabled", "talk", "talked", "task",
    "tasks", "tba", "tbc", "tbd", "team", "tell", "testers", "testing", "tests", "text", "than",
    "thank", "thanks", "that", "that'll", "that's", "the", "their", "them", "then", "there",
    "there's", "these", "they", "they'll", "thirdly", "this", "those", "time", "timeline", "to",
    "today", "todo", "todos", "tomorrow", "tonight", "topic", "topics", "transfer", "transferred",
    "travel", "tried", "trip", "try", "uh", "um", "umm", "unable", "unassigned", "unless",
    "unowned", "up", "update", "updated", "updates", "upgrade", "urgent", "used", "users", "v",
    "vacation", "vendors", "version", "volunteers", "voted", "walk", "want", "wanted", "wants",
    "way", "we", "we'll", "weekly", "welcome", "went", "what", "what's", "when", "where", "which",
    "while", "who", "who's", "whom", "why", "will", "willing", "wip", "with", "withdrawn", "work",
    "workers", "workshop", "would", "wow", "write", "writers", "y'all", "yeah", "yep", "yes",
    "yesterday", "you", "you'll", "your", "yup",
  ]

  /// Given names that are also common words or months: "Will Turner", "June to …".
  package static let wordNames: WordSet = [
    "april", "august", "jan", "jun", "june", "may", "will",
  ]

  /// Titles written before a name: "Cllr Gallagher", "Dr Okafor".
  package static let titles: WordSet = [
    "capt", "captain", "chef", "cllr", "cmdr", "coach", "councillor", "councilor", "cpl", "cr",
    "dame", "dr", "eng", "fr", "hon", "insp", "lieut", "lieutenant", "lt", "miss", "mr", "mrs",
    "ms", "mx", "pastor", "pcso", "prof", "professor", "rev", "revd", "sergeant", "sgt", "sir",
    "supt",
  ]

  /// Letters after a name for an office, honour or degree, which are not part of it.
  ///
  /// "Fr Anselm Okoro PP". As written: "pp" and "md" in lower case are words.
  package static let postnominals: Set<String> = [
    "CBE", "CC", "CPA", "DBE", "DL", "DPhil", "Esq", "FRS", "FRSE", "JP", "KBE", "KC", "MBE", "MD",
    "MEP", "MLA", "MP", "MSP", "OBE", "OP", "OSB", "PP", "PhD", "QC", "RN", "SJ", "TD",
  ]

  /// Endings of nouns that are not first names: "Motion", "Onboarding".
  static let nounEndings: [String] = [
    "tion", "sion", "ment", "ness", "ship", "ity", "ism", "ure", "ology", "ies", "ing", "tions",
    "sions", "ments", "ences", "ances",
  ]
}
