import ArgumentParser
import Foundation
import IntakeApp
import IntakeCore
import IntakeParsing
import IntakeServer
import IntakeStore

extension Intake {
  /// `intake serve`: the Shared Todo List app's AI routes, answered by the rules.
  struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "serve",
      abstract: "Answer the Shared Todo List app's AI routes over HTTP, with the rules.",
      discussion: """
        Routes (POST, JSON): /api/ai/enhance-task, /api/ai/smart-parse,
        /api/ai/parse-voicemail, /api/ai/breakdown-task,
        /api/ai/parse-content-to-subtasks, and intake's own /api/tasks/parse;
        GET /healthz. A request's "users" are the roster for that request (else the
        team of --db); "today" and "timeZone" in a request override the server's.
        With --store, POST /api/tasks {"text"} adds a task to --db as intake add
        does, and GET /api/tasks?assignee=…&due=week lists them with list's filters.
        Each request is logged on stderr as one line (method, path, status, ms); the
        text only with --verbose. SIGINT or SIGTERM stops the server after the
        requests in flight.

        Any host but loopback needs INTAKE_SERVE_TOKEN: every request must then send
        Authorization: Bearer <token>.

        Example:
          intake serve --port 8787 --tz Europe/Lisbon
          curl -s localhost:8787/api/ai/enhance-task -d '{"text":"call Ana tmrw 3pm !high"}'
        """)

    @Option(help: ArgumentHelp("Address to listen on.", valueName: "address"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("Port to listen on; 0 takes a free one.", valueName: "port"))
    var port = 8787

    @Option(
      name: .customLong("body-limit"),
      help: ArgumentHelp("Largest request body in bytes (413 above it).", valueName: "bytes"))
    var bodyLimit = 1 << 20

    @Option(
      help: ArgumentHelp(
        "Seconds a request may take to arrive; an idle connection is closed after as long.",
        valueName: "seconds"))
    var timeout = 10.0

    @Option(
      name: .customLong("cors-origin"),
      help: ArgumentHelp(
        "An origin browsers may call from (repeatable; * for any). CORS is off without it.",
        valueName: "origin"))
    var corsOrigins: [String] = []

    @Flag(
      help: ArgumentHelp(
        "Also answer /api/tasks: POST adds a task to --db as intake add does, GET lists them."))
    var store = false

    @OptionGroup var parsing: ParsingOptions
    @OptionGroup var database: StoreOptions
    @OptionGroup var user: UserOptions
    @OptionGroup var ai: AIOptions

    func validate() throws {
      guard (0...65535).contains(port) else {
        throw ValidationError("--port \(port) is not a port; use 1–65535, or 0 for a free one")
      }
      guard bodyLimit > 0 else { throw ValidationError("--body-limit must be more than 0 bytes") }
      guard timeout > 0 else { throw ValidationError("--timeout must be more than 0 seconds") }
    }

    func run() throws {
      let token = Environment.variables["INTAKE_SERVE_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
      if !ServeSettings.isLoopback(host), token == nil {
        throw ValidationError(
          "--host \(host) lets other machines in; set INTAKE_SERVE_TOKEN to a secret that "
            + "clients send as Authorization: Bearer <token>, or keep --host 127.0.0.1")
      }
      let service: AppProtocolService
      var routes: TaskStoreRoutes?
      do {
        service = try makeService()
        if store { routes = TaskStoreRoutes(repository: try database.open(), user: user.name) }
      } catch {
        Console.error("Error: \(error)")
        throw ExitCode.failure
      }
      let settings = ServeSettings(
        host: host, port: port, bodyLimit: bodyLimit, timeout: timeout, token: token,
        corsOrigins: corsOrigins, isVerbose: ai.verbose, version: Intake.configuration.version)
      let host = host
      let outcome = Outcome()
      let done = DispatchSemaphore(value: 0)
      Task {
        do {
          try await IntakeServer.run(settings: settings, service: service, store: routes) { port in
            Console.error("intake serve: listening on http://\(host):\(port)")
          }
        } catch {
          outcome.error = error
        }
        done.signal()
      }
      done.wait()
      if let error = outcome.error {
        let text = "\(error)"
        let fix =
          text.contains("Address already in use")
          ? "another program has that port; pick another --port (0 takes a free one)"
          : "check --host and --port"
        Console.error("Error: intake serve could not listen on \(host):\(port) (\(text)); \(fix)")
        throw ExitCode.failure
      }
      Console.error("intake serve: stopped")
    }

    /// The answers, read against the team of --db and the zone and instant of the options,
    /// with the AI endpoint of --ai behind the rules.
    private func makeService() throws -> AppProtocolService {
      let base = try parsing.context(roster: try database.rosterIfAvailable())
      // With --now every request is read against that instant; else against the clock.
      var service =
        parsing.isNowGiven
        ? AppProtocolService(base: base, clock: nil) : AppProtocolService(base: base)
      if let assistant = try AIAssistant.make(options: ai, context: { base }) {
        service.advisor = ServeAdvisor(assistant: assistant, cache: try database.openIfExists())
      }
      return service
    }
  }
}

/// `serve --ai`: the CLI's AI step, asked for each request with its own today, zone and roster.
///
/// Answers are cached in --db when it exists. A failure is one warning line on stderr and the
/// rules' reading.
private struct ServeAdvisor: DraftAdvisor {
  let assistant: AIAssistant
  let cache: (any TaskRepository)?

  func improve(_ draft: TaskDraft, text: String, withSteps: Bool, context: ParsingContext)
    -> TaskDraft
  {
    var asking = assistant
    asking.mode = withSteps ? .smart : .enhance
    asking.today = context.today
    asking.timeZone = context.timeZoneName
    asking.roster = context.roster
    let improved = asking.improve([(draft, text)], cache: cache)[0].draft
    for diagnostic in improved.diagnostics where diagnostic.kind == .aiUnavailable {
      Console.error("warning: " + diagnostic.message)
    }
    return improved
  }
}

/// What the server task ended with, read once the semaphore says it ended.
private final class Outcome: @unchecked Sendable {
  var error: (any Error)?
}
