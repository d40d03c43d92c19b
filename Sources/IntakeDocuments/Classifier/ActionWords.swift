import IntakeParsing

/// Word tables for finding action items.
///
/// Markers, commitment phrases, and the words that rule them out; all lower case, looked up
/// as set hits on tokens. They live beside the segmenter rather than in Vocabulary/ because nothing else reads them.
enum ActionWords {
  // MARK: - Explicit markers

  /// First words of an explicit marker: "ACTION:", "TODO:", "AI:", "Next steps:", "Follow-up:".
  static let markerHeads: Set<String> = [
    "action", "actions", "todo", "todos", "ai", "ais", "task", "tasks", "followup",
    "followups", "follow", "next", "to", "actionitem", "actionitems", "ap", "aps", "direction",
    "directions",
  ]

  /// Words after "action" that belong to the marker ("action item", "action points").
  static let actionTails: Set<String> = [
    "item", "items", "point", "points", "required", "needed", "list",
  ]

  /// Bracketed statuses before or after an item in carried-over lists: open ones.
  static let openStatuses: Set<String> = [
    "new", "pending", "continues", "continued", "continuing", "carried", "open", "ongoing",
    "in progress", "wip", "todo", "not started", "started", "blocked", "carried over",
    "outstanding", "still open", "deferred",
  ]

  /// Bracketed or trailing statuses that mark an item done.
  static let doneStatuses: Set<String> = [
    "done", "closed", "completed", "complete", "finished", "resolved", "fixed", "shipped",
    "merged",
  ]

  /// Statuses that drop the item: it will not be done.
  static let droppedStatuses: Set<String> = [
    "dropped", "cancelled", "canceled", "withdrawn", "obsolete", "wontfix", "won't fix",
    "won't do", "wont do", "will not do", "left in backlog", "back to backlog", "backlog",
    "parked", "descoped", "out of scope", "not needed", "no longer",
  ]

  // MARK: - Sentences that are not tasks

  /// Opening words of decisions, notes and status lines: nothing in them is a task unless an
  /// explicit marker says so.
  static let nonTaskOpenings: Set<String> = [
    "decided", "decision", "decisions", "agreed", "agreement", "resolved", "resolution",
    "consensus", "info", "fyi", "note", "nb", "done", "completed", "finished", "yesterday",
    "fixed", "shipped", "merged", "closed", "idea", "question", "q", "topic", "link",
    "outcome", "conclusion", "result", "agenda",
  ]

  /// Two-word openings with the same meaning: "we agreed", "we decided".
  static let nonTaskPairs: Set<String> = [
    "we agreed", "we decided", "we've decided", "we've agreed", "we concluded", "was decided",
    "was agreed", "team decided", "team agreed", "group agreed", "group decided",
    "everyone agreed", "all agreed", "last week",
  ]

  /// Words that say someone is away: with an apology, a reply that declines an ask.
  static let awayWords: Set<Substring> = [
    "travelling", "traveling", "away", "ooo", "pto", "holiday", "holidays", "vacation",
    "leave", "abroad", "offline", "off",
  ]

  // MARK: - Fillers

  /// Words skipped before a commitment: "OK so I'll …", "Sure, I can take that".
  static let fillers: Set<String> = [
    "ok", "okay", "k", "so", "and", "also", "yes", "yeah", "yep", "yup", "ya", "sure", "right",
    "alright", "great", "cool", "well", "um", "uh", "umm", "uhh", "erm", "hmm", "oh", "fine",
    "perfect", "then", "actually", "anyway", "anyways", "basically", "now", "but", "good",
    "thanks", "absolutely", "definitely", "plus", "meanwhile", "otherwise", "honestly",
    "personally", "first", "next", "afterwards", "after", "that", "otherwise", "agreed",
    "awesome", "excellent", "certainly", "noted", "understood", "gotcha", "sounds", "thank",
    "you", "please", "hi", "hey", "hello", "sorry", "look", "listen", "mhm", "mm", "hm",
    "fyi", "btw",
  ]

  /// Two-word openings skipped like fillers ("I think I'll …", "in that case we need to …").
  static let fillerPairs: Set<String> = [
    "i think", "i guess", "i suppose", "i believe", "i mean", "of course", "no problem",
    "got it", "sounds good", "thank you", "for now", "after that", "in that case",
    "all right", "for sure", "that case", "you know", "to be", "oh and", "first thing",
  ]

  /// Conjunctions that may open a clause before its subject: "And Hana and I can …".
  static let clauseOpeners: Set<String> = ["and", "so", "but", "then", "also", "plus"]

  /// Leading time words kept at the end of the text, where the date parser reads them:
  /// "Today I'll review the PR" gives "review the PR today".
  static let timeWords: Set<String> = ["today", "tomorrow", "tonight", "later"]

  /// Two-word time openings kept the same way.
  static let timePairs: Set<String> = [
    "this week", "next week", "this afternoon", "this morning", "this evening", "later today",
    "by friday", "by monday", "by tomorrow", "this weekend", "next sprint", "this sprint",
  ]

  /// Adverbs between a subject and its verb: "I'll also send", "we still need to".
  static let adverbs: Set<String> = [
    "also", "just", "quickly", "probably", "definitely", "then", "still", "actually",
    "really", "first", "now", "later", "personally", "happily", "gladly", "certainly",
    "totally", "absolutely", "both", "all", "each", "again", "gonna", "immediately", "soon",
    "today", "tomorrow", "tonight",
  ]

  // MARK: - Commitments

  /// Verbs after "I'll", "I can", "let me" that are meeting talk, not tasks: "I'll be out",
  /// "let me share my screen", "I can see it".
  static let selfExcluded: Set<String> = [
    "be", "see", "hear", "say", "think", "guess", "admit", "bet", "pass", "stop", "wait",
    "start", "begin", "go", "share", "jump", "hand", "leave", "keep", "mute", "unmute", "hop",
    "drop", "join", "skip", "repeat", "speak", "talk", "continue", "imagine", "understand",
    "agree", "disagree", "assume", "remember", "know", "feel", "mean", "tell", "recap",
    "believe", "trust",
    "summarize", "introduce", "clarify", "explain", "interrupt", "pause", "play", "pull",
    "bring", "put", "move", "answer", "ask", "finish", "add", "echo", "second", "stay",
    "not", "never", "definitely", "probably", "need", "have", "want", "get", "live", "confirm",
    "defer", "yield", "step", "run", "cc", "bcc", "paste", "reproduce", "replicate", "miss",
  ]

  /// Verbs after "we'll" that are the meeting's own course, not work: "we'll come back to
  /// it next week", "we'll vote on Thursday"; or that finish work given before ("we'll
  /// finish the calls by Sunday").
  static let groupTalkVerbs: Set<String> = [
    "try", "come", "meet", "reconvene", "discuss", "revisit", "pick", "look", "vote",
    "decide", "break", "resume", "regroup", "catch", "sync", "touch", "circle", "wrap",
    "close", "open", "hold", "let", "do", "make", "find", "aim", "probably", "likely",
    "finish", "complete",
  ]

  /// Verbs after "I'll" that are tasks although "let me"/"I can" forms of them are talk.
  static let willOnlyVerbs: Set<String> = [
    "tell", "move", "ask", "answer", "finish", "add", "bring", "put", "pull", "get", "have",
    "confirm", "explain", "introduce", "share", "run", "remember", "keep", "start", "talk",
    "speak", "paste", "reproduce", "replicate",
  ]

  /// Verbs that "let me" makes a task ("let me add a test"), unless a word of talk follows
  /// ("let me add that …", "let me add one thing").
  static let letMeVerbs: Set<String> = ["add", "get", "ask", "check", "finish", "put", "talk"]

  /// Words after "add" that make it a remark: "let me add that …".
  static let remarkObjects: Set<String> = ["that", "to", "one", "something", "on", "onto"]

  /// Verbs of thinking, minding and being that ask no work of the many asked: "asked
  /// everyone to think about it", "reminded all members to be on time".
  static let reflectingVerbs: Set<String> = [
    "think", "reflect", "consider", "be", "note", "bear", "feel", "enjoy", "stay", "keep",
    "remain", "welcome", "thank", "congratulate",
  ]

  /// `selfExcluded` less the verbs that are tasks after "I'll".
  static let selfExcludedAfterWill = selfExcluded.subtracting(willOnlyVerbs)

  /// Verbs after "I need to" that are leaving the call, not work ("I need to run").
  static let selfExcludedAfterNeed: Set<String> = [
    "go", "run", "leave", "drop", "step", "hop", "jump", "be", "think", "say",
  ]

  /// Verbs that make "<Name> can …" take something on: "Carla can take the inventory".
  static let takingVerbs: Set<String> = [
    "take", "handle", "own", "pick", "cover", "lead", "drive", "do", "grab",
  ]

  /// `selfExcluded` less the verbs "let me" makes a task.
  static let selfExcludedAfterLetMe = selfExcluded.subtracting(letMeVerbs)

  /// Verbs of a commitment that only says when the one before is delivered: "I'll have a
  /// draft by Monday", "I'll get it to you Friday".
  static let deliveryVerbs: Set<String> = [
    "have", "get", "send", "do", "finish", "circulate", "share", "deliver", "turn", "post",
    "stick", "put", "drop", "throw", "push", "write",
  ]

  /// Words before a generic deliverable: "a first rough draft".
  static let draftAdjectives: Set<String> = [
    "first", "rough", "quick", "initial", "early", "new", "updated", "short", "full",
  ]

  /// Deliverables that name nothing new: "a draft", "an update", "a first pass".
  static let draftNouns: Set<String> = [
    "draft", "pass", "cut", "version", "update", "stab", "look", "copy", "writeup", "write-up",
    "options", "outline", "sketch", "summary", "proposal", "mock", "mockup", "mockups",
  ]

  /// People nobody in particular: "can someone …".
  static let someone: Set<String> = ["someone", "somebody", "anyone", "anybody"]

  /// Objects that point back to something said before: "I can take that", "I'll do it".
  static let pronounObjects: Set<String> = ["it", "that", "this", "them", "those", "these"]

  /// Words after a pointing pronoun that keep it a pronoun ("send it by Friday", "take that
  /// on"); any other word makes it a determiner ("rerun those three partitions").
  static let afterPronoun: Set<String> = [
    "by", "to", "for", "with", "before", "after", "tomorrow", "today", "tonight", "later",
    "this", "next", "on", "in", "at", "asap", "first", "now", "then", "and", "too", "as",
    "once", "when", "up", "over", "out", "off", "again", "around", "through", "from",
    "until", "if", "so", "myself", "offline", "right", "quickly", "soon", "eod", "one",
    "along", "since", "because", "actually", "anyway", "though", "unless", "while",
  ]

  /// Particles a reply ends on that add nothing to the request ("I can set that up").
  static let emptyRests: Set<String> = ["up", "on", "over", "out", "off", "again", "too", "then"]

  /// Words after a pointing pronoun that only colour the reply ("I'll do it, actually").
  static let fillerRests: Set<String> = [
    "actually", "anyway", "anyways", "though", "instead", "honestly", "myself", "personally",
    "happily", "gladly", "sure", "ok", "okay", "then", "i", "guess", "think", "suppose",
  ]

  /// Words that open a clause of reason, condition or purpose after a reply's pronoun: what
  /// follows says why or when it holds, not what is to be done ("I'll do it, since I have
  /// the login", "do it if you're swamped").
  static let adjunctOpeners: Set<String> = [
    "since", "because", "cause", "as", "if", "unless", "while", "though", "although", "so",
    "whenever",
  ]

  /// Verbs after "agreed to" that settle a question or keep a role rather than take a task
  /// on: "agreed to cut it to six", "agreed to continue as treasurer", "agreed to defer".
  static let decisionVerbs: Set<String> = [
    "continue", "remain", "stay", "keep", "cut", "reduce", "increase", "raise", "lower",
    "move", "defer", "postpone", "delay", "adopt", "accept", "approve", "support", "endorse",
    "proceed", "go", "use", "spend", "limit", "extend", "allow", "waive", "wait", "hold",
    "drop", "shorten", "lengthen", "mark", "run", "treat", "leave", "let", "stick", "try",
    "be", "serve", "act", "take", "have", "make", "set", "change", "switch", "merge", "split",
  ]

  /// Words that open an action but own nothing: "#action someone check the logs", "#action
  /// please update …".
  static let notOwnerWords: Set<String> = [
    "someone", "somebody", "anyone", "anybody", "everyone", "everybody", "all", "we", "i",
    "you", "they", "please", "also", "then", "still", "just", "maybe", "the", "a", "an", "to",
    "and", "or", "need", "needs", "must", "should", "will", "can", "could", "pls", "plz",
  ]

  /// Particles after a pointing pronoun that belong to the verb: "sort it out", "set it up",
  /// "send it back".
  static let particlesAfterObject: Set<String> = ["up", "over", "out", "off", "again", "back"]

  /// Particles between a verb and a pointing pronoun: "take care of it", "look into that".
  static let particles: Set<String> = [
    "care", "of", "on", "into", "up", "over", "to", "at", "with", "for", "after", "through",
  ]

  /// Whole replies that take on what was asked: "on it", "will do".
  static let takeItReplies: [[String]] = [
    ["on", "it"], ["will", "do"], ["i'm", "on", "it"], ["leave", "it", "with", "me"],
    ["i've", "got", "it"], ["i", "got", "it"], ["i've", "got", "this"], ["i", "got", "this"],
    ["consider", "it", "done"], ["that's", "on", "me"], ["put", "me", "down"],
    ["sign", "me", "up"], ["i'll", "own", "it"], ["mine"], ["can", "do"], ["happy", "to"],
    ["i'll", "look"], ["i", "will", "look"], ["i'll", "take", "a", "look"],
    ["i'll", "have", "a", "look"], ["i", "can", "look"],
  ]

  /// First words of a reply that accepts a request.
  static let affirmatives: Set<String> = [
    "sure", "yes", "yeah", "yep", "yup", "ok", "okay", "absolutely", "definitely", "certainly",
    "roger", "will", "can", "happy", "of", "no", "i'll", "i", "on", "consider", "yea", "sounds",
  ]

  /// Words a reply opens with that are no verb of a task: "@bo: thanks", "@ana: lgtm".
  static let replyWords: WordSet = [
    "thanks", "thank", "thx", "ty", "lgtm", "nice", "great", "done", "agree", "agreed", "same",
    "fine",
    "good", "nope", "cool", "noted", "ack", "welcome", "congrats",
  ]

  /// How willing or free someone is asked to be: "would you be happy to …".
  static let willingWords: WordSet = [
    "happy", "willing", "able", "ok", "okay", "keen", "free", "available", "around",
  ]

  /// Words after "Action" that make a list's title: "ACTION SUMMARY", "Action log".
  static let actionListNouns: WordSet = [
    "summary", "log", "register", "tracker", "list", "table", "schedule", "sheet", "minutes",
  ]

  /// Things of the call itself: "drop a link in the chat", "drop off the call".
  static let callThings: WordSet = [
    "chat", "link", "links", "call", "channel", "thread", "zoom", "meeting", "line",
  ]

  /// Verbs after "can you" that ask about the call itself: "can you hear me?".
  static let askExcluded: Set<String> = [
    "hear", "see", "repeat", "say", "mute", "unmute", "scroll", "zoom", "go", "stop", "speak",
    "talk", "type", "paste", "explain", "elaborate", "clarify", "remind", "imagine", "believe",
    "guess", "tell", "walk", "give", "show", "read", "spell", "hold", "wait", "move", "drop",
    "put", "be", "please", "help", "share",
  ]

  /// Verbs a message's "please …" uses for talk, not work ("please hold", "please ignore my
  /// last message").
  static let messageTalk: Set<String> = [
    "hear", "see", "imagine", "believe", "guess", "be", "hold", "wait", "excuse", "forgive",
    "ignore", "disregard", "note", "know", "enjoy", "feel", "let", "don't", "do",
  ]

  /// Words after a group that are no bare verb of a task ("Staff are …", "Board has …").
  static let notBareVerbs: Set<String> = [
    "is", "are", "was", "were", "has", "have", "had", "will", "would", "can", "could", "should",
    "may", "might", "must", "the", "a", "an", "and", "or", "of", "to", "in", "on", "for", "with",
    "at", "by", "from", "as", "not", "also", "all", "said", "says", "asked", "agreed", "feel",
    "feels", "think", "thinks", "noted", "notes", "reported", "reports", "met", "meet", "do",
    "does", "did", "got", "need", "needs", "want", "wants", "still", "already", "now",
  ]

  /// Politeness that opens a message's request and is no condition ("if you get a chance,
  /// …"), as the words from "if"/"when" to the comma.
  static let politeConditions: Set<String> = [
    "if you get a chance", "if you get the chance", "if you get a minute", "if you can",
    "if you could", "if you have time", "if you have a minute", "if you have a moment",
    "if you get time", "if possible", "when you get a chance", "when you get a minute",
    "when you have a minute", "when you have a moment", "when you can", "when you get a moment",
    "when you have time", "when you get time",
  ]

  /// Words that open a message's sentence like a command but say how the caller is or feels
  /// ("Hope the job is going well", "Thank the team for me" is a command all the same).
  static let notCommands: Set<String> = [
    "hope", "thanks", "sorry", "love", "miss", "wish", "speak", "talk", "bye", "cheers",
    "congrats", "congratulations", "welcome", "happy", "glad", "good", "great", "nice",
    "just", "hello", "hi", "hey", "our", "my", "your", "their", "his", "her", "its", "the",
    "a", "an", "this", "that", "there", "here", "it", "we", "they", "he", "she", "i", "you",
  ]

  /// What a command's verb acts on first, in a message: a person or a thing's determiner.
  static let commandObjects: Set<String> = [
    "me", "us", "him", "her", "them", "the", "a", "an", "your", "my", "our", "this", "that",
    "these", "those", "it", "back", "over", "some", "all",
  ]

  /// Words after "can you tell"/"walk"/"give" that keep the ask a task ("give Bo access").
  static let askObjectsThatAreTalk: Set<String> = ["us", "me", "everyone", "everybody", "all"]

  /// Verbs after "we need to" that are discussion, not work: "we need to be careful".
  static let needExcluded: Set<String> = [
    "be", "think", "talk", "keep", "remember", "make", "wrap", "move", "stop", "go", "get",
    "have", "hear", "see", "know", "focus", "understand", "consider", "start",
  ]

  /// Words after "we need to make"/"get"/"have" that turn them back into work.
  ///
  /// A possessive works the same: "we need to get Mila's passport photos done".
  static let needObjects: Set<String> = [
    "sure", "a", "an", "the", "it", "this", "that", "these", "those", "them", "our", "my",
    "your", "their", "his", "her",
  ]

  /// Words after "<Name> to" that show no verb follows: "Welcome to the team", "Ana to the
  /// airport".
  static let notVerbsAfterTo: Set<String> = [
    "the", "a", "an", "be", "this", "that", "these", "those", "my", "your", "his", "her", "our",
    "their", "its", "it", "me", "us", "them", "him", "you", "and", "or", "some", "all", "any",
    "date", "x", "y", "no", "every", "each", "one", "two", "three", "more", "less", "which",
    "what", "where", "whom", "who", "how", "when", "whether", "them", "both", "everyone",
  ]

  /// Subjects that stand for a team rather than one person: "we need to".
  static let groupSubjects: Set<String> = ["we", "someone", "somebody", "anyone", "anybody"]
}
