import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One input of an import: a file, or stdin.
struct ImportSource: Equatable {
  /// The path as given or found, or nil for stdin.
  var path: String?

  /// How messages name it.
  var name: String { path ?? "stdin" }
}

/// Turns the paths given to `intake import` into the files to read.
enum ImportSources {
  /// Extensions read when a folder is searched.
  static let noteExtensions: Set<String> = [
    "md", "markdown", "txt", "text", "vtt", "srt", "sbv", "log",
  ]

  /// Files and folders (recursively, sorted) filtered by the globs; `-` is stdin.
  /// - Throws: `InputError` for a missing path or a folder with no notes.
  static func expand(_ paths: [String], include: [String], exclude: [String]) throws
    -> [ImportSource]
  {
    var sources: [ImportSource] = []
    for path in paths {
      if path == "-" {
        sources.append(ImportSource(path: nil))
        continue
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw InputError.missing(path: path)
      }
      guard isDirectory.boolValue else {
        sources.append(ImportSource(path: path))
        continue
      }
      var found: [String] = []
      let enumerator = FileManager.default.enumerator(atPath: path)
      while let name = enumerator?.nextObject() as? String {
        let file = (name as NSString).lastPathComponent
        guard !file.hasPrefix("."),
          noteExtensions.contains((file as NSString).pathExtension.lowercased())
        else { continue }
        if !include.isEmpty, !include.contains(where: { matches($0, name) }) { continue }
        if exclude.contains(where: { matches($0, name) }) { continue }
        found.append((path as NSString).appendingPathComponent(name))
      }
      guard !found.isEmpty else { throw InputError.noNotes(folder: path) }
      sources += found.sorted().map { ImportSource(path: $0) }
    }
    return sources
  }

  /// Whether `glob` matches the relative path or its file name (`*.md`, `2026-*`, `notes/**`).
  static func matches(_ glob: String, _ relativePath: String) -> Bool {
    let name = (relativePath as NSString).lastPathComponent
    return fnmatch(glob, relativePath, 0) == 0 || fnmatch(glob, name, 0) == 0
  }
}
