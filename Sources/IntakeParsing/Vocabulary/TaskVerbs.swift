/// Verbs that open a task, in their base form: "send", "review", "book", "look (over)".
///
/// Written once for the rules that must tell a task's verb from a name or a noun where no
/// "to" or "will" says which: a meeting bot's "#action yaretzi look over the plan" and its
/// recap "tuan_ng and marisol write a health check", where the word before the verb is the
/// owner. Only forms a name or a noun rarely takes are listed: not "mark", "will", "bill".
package enum TaskVerbs {
  package static let all: WordSet = [
    "add", "adjust", "agree", "align", "announce", "answer", "apply", "approve", "archive",
    "arrange", "ask", "assess", "assign", "audit", "backport", "book", "brief", "bring",
    "build", "buy", "call", "cancel", "chase", "check", "circulate", "clarify", "clean",
    "close", "collect", "compile", "complete", "confirm", "consider", "contact", "continue",
    "coordinate", "copy", "create", "debug", "decide", "define", "delete", "deploy",
    "describe", "design", "develop", "discuss", "document", "download", "draft", "drive",
    "edit", "email", "enable", "ensure", "escalate", "estimate", "evaluate", "examine",
    "explore", "extend", "file", "fill", "finalise", "finalize", "find", "finish", "fix",
    "follow", "forward", "gather", "get", "give", "handle", "help", "host", "identify",
    "implement", "improve", "inform", "install", "investigate", "invite", "join", "label",
    "land", "launch", "lead", "list", "look", "make", "manage", "map", "measure", "meet",
    "merge", "message", "migrate", "monitor", "move", "notify", "open", "order", "organise",
    "organize", "outline", "own", "pay", "phone", "pick", "ping", "plan", "post", "prepare",
    "present", "print", "prioritise", "prioritize", "produce", "propose", "prototype",
    "provide", "publish", "purchase", "push", "put", "raise", "reach", "read", "rebase",
    "reconcile", "record", "recruit", "redo", "refactor", "refresh", "release", "remind",
    "remove", "rename", "renew", "repair", "replace", "reply", "report", "request", "rerun",
    "reschedule", "research", "reserve", "recount", "restock", "refill", "return", "deliver",
    "fetch", "grab", "swap", "source", "count", "repeat", "weigh",
    "resolve", "respond", "restore", "resubmit", "retest", "review", "revise", "rewrite",
    "ring", "rotate", "run", "schedule", "scope", "send", "set", "settle", "share", "ship",
    "sign", "sort", "speak", "split", "start", "submit", "summarise", "summarize", "support",
    "survey", "switch", "sync", "take", "talk", "tell", "test", "text", "tidy", "track",
    "triage", "try", "turn", "update", "upgrade", "upload", "verify", "visit", "walk",
    "watch", "write",
  ]
}
