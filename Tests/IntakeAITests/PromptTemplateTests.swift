import Foundation
import IntakeCore
import Testing

@testable import IntakeAI

@Suite("PromptTemplate")
struct PromptTemplateTests {
  static let question = AIQuestion(
    mode: .smart, text: "ship {{roster}} by friday",
    today: LocalDate(iso: "2026-03-04") ?? LocalDate(dayNumber: 0),
    timeZone: "Europe/Lisbon", roster: ["Ana Lima", "Bo Chen"])

  /// The repository's `prompts/` folder.
  static let promptsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("prompts")

  @Test(arguments: ["enhance-task", "smart-parse"])
  func theBuiltInCopyMatchesPromptsFolder(_ name: String) throws {
    let file = try String(
      contentsOf: Self.promptsFolder.appendingPathComponent(name + ".md"), encoding: .utf8)
    let builtIn = try #require(BuiltInPrompts.templates[name])
    #expect(builtIn + "\n" == file, "run scripts/embed-prompts")
  }

  @Test func theBuiltInTemplatesParseAndRender() throws {
    let library = PromptLibrary(directories: [])
    for mode in [AIMode.enhance, .smart] {
      let template = try library.template(for: mode)
      #expect(template.origin == "built in")
      #expect(template.version == PromptLibrary.name(for: mode) + "-1")
      let (system, user) = template.render(Self.question)
      #expect(system.contains("JSON"))
      #expect(user.contains("Wednesday, 2026-03-04 (time zone Europe/Lisbon)"))
      #expect(user.contains("Team: Ana Lima, Bo Chen"))
      // The user's text is inserted once, never expanded.
      #expect(user.contains("ship {{roster}} by friday"))
    }
  }

  @Test func aFolderBeatsTheBuiltInCopy() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("intake-prompts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("smart-parse.md")
    try "version: mine-7\n## system\nBe brief.\n## user\n{{text}} ({{today}})\n"
      .write(to: path, atomically: true, encoding: .utf8)
    let library = PromptLibrary(directories: ["", folder.path + "/missing", folder.path])
    let template = try library.template(for: .smart)
    #expect(template.version == "mine-7" && template.origin == path.path)
    #expect(template.render(Self.question).user == "ship {{roster}} by friday (2026-03-04)")
    // enhance-task.md is not in the folder: the built-in copy answers.
    #expect(try library.template(for: .enhance).origin == "built in")
  }

  @Test(arguments: [
    ("## system\nx\n## user\n{{text}}", "the first line must be"),
    ("version: 1\n## user\n{{text}}", "needs a \"## system\" and a \"## user\" part"),
    ("version: 1\n## system\nx\n## user\nno text", "has no {{text}}"),
    ("version: 1\n## system\n{{todya}}\n## user\n{{text}}", "unknown placeholder {{todya}}"),
  ])
  func aBrokenTemplateIsRefusedWithTheReason(_ source: String, _ reason: String) {
    #expect {
      try PromptTemplate(source: source, origin: "t.md")
    } throws: { error in
      (error as? AIError)?.description.contains(reason) == true
    }
  }
}
