import Foundation
import IntakeCore
import IntakeStore

/// `intake export`: the tasks a filter lets through, written in a file format as they are
/// read, so an export of any size holds one chunk of the file at a time.
public enum Exporter {
  /// Writes the tasks `filter` lets through (and `keep` keeps) in `format`, handing the bytes
  /// to `flush` in chunks.
  ///
  /// - Returns: How many tasks were written.
  /// - Throws: `StoreError` when the repository cannot be read; whatever `flush` throws, after
  ///   which nothing more is written.
  @discardableResult
  public static func export(
    from repository: any TaskRepository, matching filter: TaskFilter, as format: TaskFormat,
    zone: TimeZone, keep: (StoredTask) -> Bool = { _ in true },
    to flush: @escaping ([UInt8]) throws -> Void
  ) throws -> Int {
    try export(format.writer(zone: zone), repository, filter, keep, flush)
  }

  private static func export<Writer: TaskWriter>(
    _ writer: Writer, _ repository: any TaskRepository, _ filter: TaskFilter,
    _ keep: (StoredTask) -> Bool, _ flush: @escaping ([UInt8]) throws -> Void
  ) throws -> Int {
    var output = TaskOutput(writer, flush: flush)
    var count = 0
    var failure: (any Error)?
    try repository.forEachTask(matching: filter) { task in
      guard failure == nil, keep(task) else { return }
      do {
        try output.append(task)
        count += 1
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    try output.finish()
    return count
  }
}

/// A file written whole or not at all: the bytes go to a temporary file beside it, which
/// takes the file's name only when everything is written.
public final class AtomicFile {
  private let path: String
  private let temporaryPath: String
  private let handle: FileHandle

  /// Opens the temporary file beside `path`.
  ///
  /// - Throws: `AtomicFileError` naming the path when its folder cannot be written.
  public init(path: String) throws(AtomicFileError) {
    self.path = path
    let url = URL(fileURLWithPath: path)
    temporaryPath =
      url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp").path
    guard FileManager.default.createFile(atPath: temporaryPath, contents: nil),
      let handle = FileHandle(forWritingAtPath: temporaryPath)
    else {
      throw AtomicFileError(path: path, reason: Self.reason(for: url.deletingLastPathComponent()))
    }
    self.handle = handle
  }

  /// Appends bytes to the temporary file.
  public func write(_ bytes: [UInt8]) throws(AtomicFileError) {
    do {
      try handle.write(contentsOf: bytes)
    } catch {
      throw AtomicFileError(path: path, reason: "\(error.localizedDescription)")
    }
  }

  /// Flushes the file to disk and gives it its name, replacing any file there.
  public func commit() throws(AtomicFileError) {
    do {
      try handle.synchronize()
      try handle.close()
    } catch {
      discard()
      throw AtomicFileError(path: path, reason: "\(error.localizedDescription)")
    }
    guard rename(temporaryPath, path) == 0 else {
      let reason = String(cString: strerror(errno))
      discard()
      throw AtomicFileError(path: path, reason: reason)
    }
  }

  /// Removes the temporary file; the file at `path`, if any, is left as it was.
  public func discard() {
    try? handle.close()
    try? FileManager.default.removeItem(atPath: temporaryPath)
  }

  private static func reason(for folder: URL) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
      return "the folder \(folder.path) does not exist"
    }
    guard isFolder.boolValue else { return "\(folder.path) is not a folder" }
    return "the folder \(folder.path) cannot be written"
  }
}

/// A file that could not be written, and why.
public struct AtomicFileError: Error, CustomStringConvertible {
  public var path: String
  public var reason: String

  public var description: String { "cannot write \(path): \(reason)" }
}
