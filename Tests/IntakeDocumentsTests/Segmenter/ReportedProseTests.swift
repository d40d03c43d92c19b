import Testing

@testable import IntakeDocuments

extension SegmenterTests {
  /// Write-ups in the third person, as a newsletter or a report on a session gives them:
  /// people named once in full, then by surname or "she", and their promises reported.
  @Suite("Reported prose")
  struct ReportedProseTests {
    static let writeUp = """
      # Packaging sprint: where the wheel builds stand

      *Sprint write-up, Thursday 5 March 2026*

      Imani Clarke, who looks after the release tooling, opened with the state of the
      wheel builds. Clarke noted that the macOS runners time out on every third job. She
      said she would move the macOS jobs to the larger runners and report back.

      Jonas Weber asked whether the docs could be built from the same job. He has a
      prototype on his fork and promised to open a pull request next week.

      A summary of the sprint will be posted to the discourse forum. Going forward, Weber
      said, he will post the build times to the channel every Friday.

      The next sprint will be held in Leeds.
      """

    @Test func promisesReportedOfSomeoneNamedBeforeAreTheirs() {
      #expect(
        SegmenterFixtures.taskLines(Self.writeUp, fileName: "sprint.md") == [
          "Move the macOS jobs to the larger runners and report back | Imani Clarke | -",
          "Open a pull request | Jonas Weber | 2026-03-09",
          "A summary of the sprint will be posted to the discourse forum |  | -",
          "Post the build times to the channel | Jonas Weber | 2026-03-06",
        ])
    }
  }
}
