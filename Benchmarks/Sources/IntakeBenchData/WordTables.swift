/// The words generated text is made of: people, teams, verbs and their objects, topics, tags.
///
/// Written for these benchmarks (not taken from the corpus), in the register people use in
/// quick-add boxes and meeting notes. Objects avoid words the extractor reads as dates or
/// times, so a generated case's expected title is its verb and object, capitalised.
enum WordTables {
  /// Team members: full name and the alias people type.
  static let people: [(name: String, alias: String)] = [
    ("Ana Lima", "ana"), ("Bo Chen", "bo"), ("Carla Diaz", "carla"), ("Dev Patel", "dev"),
    ("Elif Kaya", "elif"), ("Femi Adeyemi", "femi"), ("Greta Holm", "greta"),
    ("Hiro Tanaka", "hiro"), ("Ines Costa", "ines"), ("Jonas Berg", "jonas"),
    ("Kavya Rao", "kavya"), ("Luis Ortega", "luis"), ("Mei Wong", "mei"),
    ("Nadia Haddad", "nadia"), ("Omar Farouk", "omar"), ("Priya Nair", "priya"),
    ("Quinn Murphy", "quinn"), ("Rosa Alves", "rosa"), ("Sam Okafor", "sam"),
    ("Tomas Reyes", "tomas"), ("Uma Shah", "uma"), ("Viktor Novak", "viktor"),
    ("Wen Li", "wen"), ("Yara Nunes", "yara"), ("Zoe Martin", "zoe"),
  ]

  static let teams = [
    "Platform", "Payments", "Growth", "Mobile", "Data", "Security", "Design", "Support",
    "Infra", "Search", "Billing", "Onboarding", "Marketing", "Finance", "Partnerships",
  ]

  static let meetingKinds = [
    "sync", "weekly", "standup", "planning", "retro", "review", "check-in", "roadmap review",
  ]

  /// A task's verb and a fitting object: what is left as the title.
  static let tasks: [(verb: String, objects: [String])] = [
    ("send", ["the Q3 report", "the pricing deck", "the recap email", "the invoice for Acme"]),
    ("review", ["the onboarding PR", "the vendor contract", "the hiring rubric", "the API spec"]),
    ("call", ["the landlord", "the insurance broker", "the bank", "the plumber"]),
    ("book", ["the venue", "flights for the offsite", "a room for the demo", "the caterer"]),
    ("update", ["the roadmap slides", "the pricing page", "the runbook", "the status page copy"]),
    ("draft", ["the RFC for search ranking", "the launch post", "the job description"]),
    ("fix", ["the flaky checkout test", "the broken signup link", "the login redirect loop"]),
    ("schedule", ["the design review", "the interview loop", "the board prep session"]),
    ("renew", ["the passport", "the domain", "the car insurance", "the TLS certificate"]),
    ("pay", ["the electricity bill", "the contractor", "the office rent"]),
    ("write", ["the migration plan", "the test plan", "the team OKRs"]),
    ("check", ["the backup restore", "the error budget", "the churn numbers"]),
    ("order", ["new laptops for the interns", "printer toner", "the team hoodies"]),
    ("clean up", ["the feature flags", "the staging database", "the shared drive"]),
    ("prepare", ["the budget forecast", "the customer demo", "the all-hands slides"]),
    ("email", ["the auditors", "the new hires", "the partner team"]),
    ("buy", ["milk", "a birthday present for Jo", "coffee filters", "stamps"]),
    ("water", ["the plants"]),
    ("submit", ["the expense report", "the conference talk", "the visa paperwork"]),
    ("set up", ["the staging cluster", "the shared calendar", "the alerting rules"]),
  ]

  /// "about …" endings that keep a one-liner's title realistic.
  static let topics = [
    "the budget", "the contract renewal", "the hiring plan", "the outage", "the launch",
    "the offsite", "the new pricing", "the data retention policy", "the migration",
  ]

  static let tags = [
    "finance", "ops", "home", "q3", "hiring", "infra", "legal", "errands", "launch", "design",
  ]

  static let weekdays = [
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  ]
  static let weekdaysShort = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
  static let weekdayCodes = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  static let monthsShort = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  // MARK: - Notes and transcripts

  /// Status and discussion sentences: notes prose that holds no task.
  static let statusSentences = [
    "The {thing} is on track and the numbers look steady since the last review.",
    "{person} walked us through the {thing}; most of the open questions are answered.",
    "We saw a small dip in conversions after the change, probably seasonal.",
    "Support volume is flat and the backlog is under fifty tickets.",
    "{person} noted that the {thing} depends on the vendor's next release.",
    "There was a long discussion about whether the {thing} needs a second reviewer.",
    "Consensus: keep the current scope and revisit after the launch.",
    "The dashboard shows latency back under the target since the rollback.",
    "{person} asked how the {thing} affects the partner integrations.",
    "Nobody objected to moving the demo slot, so it stays where it is.",
    "Last week's incident was traced to a config change, not a deploy.",
    "The team agreed the {thing} is good enough for the beta.",
    "Two customers asked about single sign-on again this month.",
    "{person} thinks the {thing} estimate is optimistic by a sprint or two.",
  ]

  /// What meetings talk about.
  static let things = [
    "billing migration", "search ranking change", "mobile release", "hiring pipeline",
    "pricing experiment", "data warehouse move", "on-call rotation", "design system",
    "security review", "partner API", "support tooling", "quarterly plan", "onboarding flow",
  ]

  static let decisions = [
    "Ship the {thing} behind a flag first.", "No new vendors this quarter.",
    "The {thing} moves to the next cycle.", "Keep the weekly release email.",
    "Freeze merges after Friday 14:00.", "The {thing} gets one more engineer.",
  ]

  static let agendaItems = [
    "Review last week's actions", "Status of the {thing}", "Metrics", "Open questions",
    "Hiring update", "Risks and blockers", "AOB",
  ]

  /// Small talk and answers in transcripts.
  static let chatter = [
    "Okay, I think everyone's here.", "Can you all see my screen?", "Sure, go ahead.",
    "That makes sense to me.", "Sorry, I was on mute.", "Good question.",
    "Let's move on to the next item.", "I agree with that.", "Yep, will do.",
    "Not yet, we're still waiting on the numbers.", "Any other questions on this one?",
    "The {thing} looked fine in the last test run.", "I don't have strong feelings either way.",
    "We tried that in the spring and it didn't stick.", "Thanks, that's really helpful.",
  ]
}
