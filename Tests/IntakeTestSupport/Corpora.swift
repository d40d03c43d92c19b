import Foundation

/// Where the repository and its labelled corpora are, for the tests that read them.
///
/// Found from this file's own path, so the tests run from any working directory.
public enum Corpora {
  /// The repository's root folder.
  public static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `corpora/` itself.
  public static let folder = repository.appendingPathComponent("corpora").path

  /// The one-line cases of `intake add`.
  public static let quickAdd = path("quick-add")

  /// The scores the corpus tests may not fall below.
  public static let baseline = path("baseline.json")

  /// The labelled meeting notes and transcripts.
  public static let documentFolders = [path("notes"), path("transcripts")]

  /// Calls in spoken style, scored apart from the other documents.
  public static let spoken = path("spoken")

  /// Voicemails read as messages to their listener (parse-voicemail), scored apart.
  public static let voicemail = path("voicemail")

  /// The newest minutes, written before the rules that read them, scored apart too.
  public static let minutes = path("minutes")

  /// Minutes in the styles of standards bodies, open-source projects, councils and workplace
  /// tools, written before the rules that read them and scored apart until the rules catch up.
  public static let unseen = path("unseen")

  /// Minutes, chats and transcripts by writers who saw no rule, scored as they arrived and
  /// then read by rules written after them: held to the floor they reached.
  public static let outside = path("outside")

  /// The external development set lives beside the project, not in it; absent on some machines.
  public static let developmentSet = repository.deletingLastPathComponent()
    .appendingPathComponent("shared/corpora-external/dates-msrt.jsonl").path

  /// The path of `relative`, a file or folder inside `corpora/`.
  public static func path(_ relative: String) -> String {
    repository.appendingPathComponent("corpora").appendingPathComponent(relative).path
  }
}
