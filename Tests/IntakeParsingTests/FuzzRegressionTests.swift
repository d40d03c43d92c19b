import IntakeCore
import Testing

@testable import IntakeParsing

/// Inputs that broke an invariant under the fuzzer, kept so they never come back.
///
/// `scripts/fuzz` finds them; each case names the target that did.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
  /// pipeline: a line break inside one item ended up inside the title.
  @Test(arguments: ["pay Charfrit fr\nday", "buy milk\ncall ana", "buy milk\r\n\tcall ana"])
  func aTitleIsOneLineWhateverTheItemHolds(_ text: String) {
    let title = Fixtures.parse(text).text
    let hasLineBreak = title.contains { $0.isNewline }
    #expect(!hasLineBreak, "\(title)")
    #expect(!title.contains("\t"))
    #expect(!title.contains("  "))
  }
}
