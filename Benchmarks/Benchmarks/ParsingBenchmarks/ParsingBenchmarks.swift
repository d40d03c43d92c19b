import Benchmark
import Foundation
import IntakeBenchData
import IntakeCore
import IntakeDocuments
import IntakeParsing

/// The extractor and the document reader on generated input, one thread.
///
/// One-liners run a thousand to an iteration (`scalingFactor: .kilo`), so the time shown is per
/// one-liner and the throughput is one-liners per second. Each document benchmark reads 1 MB
/// (10⁶ bytes) of text per iteration, so its throughput is MB/s. The nasty inputs (a 1 MB line,
/// 100k bullets) run a few iterations each.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    warmupIterations: 1,
    maxDuration: .seconds(5),
    maxIterations: 1000
  )

  let context = ParsingContext(
    localDate: LocalDate(year: 2026, month: 3, day: 4) ?? LocalDate(dayNumber: 20_516),
    time: LocalTime(uncheckedHour: 9), timeZone: TimeZone(identifier: "UTC") ?? .current,
    roster: Roster(
      [
        TeamMember(name: "Ana Lima", aliases: ["ana"]),
        TeamMember(name: "Bo Chen", aliases: ["bo"]),
        TeamMember(name: "Carla Diaz", aliases: ["carla"]),
      ]))

  var oneLinerGenerator = OneLinerGenerator(seed: 1)
  let oneLiners = (0..<1000).map { _ in oneLinerGenerator.next().text }
  var phraseGenerator = OneLinerGenerator(seed: 2)
  let phrases = (0..<1000).map { _ in phraseGenerator.nextPhrase() }

  Benchmark(
    "TaskParser.parse one-liner",
    configuration: .init(scalingFactor: .kilo, maxIterations: 200)
  ) { benchmark in
    let parser = TaskParser(context: context)
    for index in benchmark.scaledIterations {
      blackHole(parser.parse(oneLiners[index % oneLiners.count]))
    }
  }

  Benchmark(
    "TaskParser.parse date phrase",
    configuration: .init(scalingFactor: .kilo, maxIterations: 200)
  ) { benchmark in
    let parser = TaskParser(context: context)
    for index in benchmark.scaledIterations {
      blackHole(parser.parse(phrases[index % phrases.count]))
    }
  }

  // MARK: - Documents, 1 MB an iteration

  let megabyte = 1_000_000
  let notes = Documents.notes(bytes: megabyte, seed: 3)
  let speakerLines = Documents.transcript(.speakerLines, bytes: megabyte, seed: 4)
  let webVTT = Documents.transcript(.webVTT, bytes: megabyte, seed: 5)

  Benchmark("Segmenter notes (MB)") { benchmark in
    blackHole(Segmenter.segment(notes, fileName: "notes.md"))
  }
  Benchmark("DocumentParser notes (MB)") { benchmark in
    blackHole(DocumentParser.parse(notes, base: context, fileName: "notes.md"))
  }
  Benchmark("Segmenter transcript (MB)") { benchmark in
    blackHole(Segmenter.segment(speakerLines, fileName: "call.txt"))
  }
  Benchmark("DocumentParser transcript (MB)") { benchmark in
    blackHole(DocumentParser.parse(speakerLines, base: context, fileName: "call.txt"))
  }
  Benchmark("DocumentParser WebVTT (MB)") { benchmark in
    blackHole(DocumentParser.parse(webVTT, base: context, fileName: "call.vtt"))
  }

  // MARK: - Nasty inputs

  let longLine = NastyInputs.longLine(bytes: megabyte, seed: 6)
  let bullets = NastyInputs.bullets(count: 100_000, seed: 7)

  Benchmark(
    "DocumentParser one 1 MB line",
    configuration: .init(maxDuration: .seconds(10), maxIterations: 10)
  ) { benchmark in
    blackHole(DocumentParser.parse(longLine, base: context, fileName: "paste.md"))
  }
  Benchmark(
    "TaskParser.parse one 1 MB line",
    configuration: .init(maxDuration: .seconds(10), maxIterations: 10)
  ) { benchmark in
    blackHole(TaskParser(context: context).parse(longLine))
  }
  Benchmark(
    "DocumentParser 100k bullets",
    configuration: .init(maxDuration: .seconds(10), maxIterations: 10)
  ) { benchmark in
    blackHole(DocumentParser.parse(bullets, base: context, fileName: "backlog.md"))
  }
}

/// Whole generated documents of about a given size.
enum Documents {
  static func notes(bytes: Int, seed: UInt64) -> String {
    var generator = NotesGenerator(seed: seed)
    var text = ""
    while text.utf8.count < bytes { _ = generator.meeting(into: &text) }
    return text
  }

  static func transcript(_ style: TranscriptGenerator.Style, bytes: Int, seed: UInt64) -> String {
    var generator = TranscriptGenerator(seed: seed)
    var text = TranscriptGenerator.preamble(style)
    while text.utf8.count < bytes { _ = generator.call(style, into: &text) }
    return text
  }
}
