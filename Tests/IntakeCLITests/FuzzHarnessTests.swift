import Foundation
import Testing

/// The fuzzing harness in an ordinary build: libFuzzer is not linked, so `intake-fuzz`
/// replays files through a target once, and every invariant the fuzzer checks must hold on
/// the labelled corpora.
@Suite("intake-fuzz replay")
struct FuzzHarnessTests {
  static let corpora = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("corpora")

  @Test(arguments: ["tokenizer", "pipeline", "segmenter"])
  func everyCorpusFileKeepsTheTargetsInvariants(_ target: String) throws {
    let harness = try IntakeSandbox.executable().deletingLastPathComponent()
      .appendingPathComponent("intake-fuzz")
    let intake = try IntakeSandbox()
    let folders = ["notes", "transcripts", "spoken", "quick-add"].map {
      Self.corpora.appendingPathComponent($0).path
    }
    let replay = try intake.run(
      [target] + folders, stdin: nil, launcher: harness)
    #expect(replay.status == 0, "\(replay)")
    #expect(replay.stdout.hasPrefix("ran "))
    #expect(replay.stdout.contains("inputs through \(target) (libFuzzer not linked)"))
  }
}
