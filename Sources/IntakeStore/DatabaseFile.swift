import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The checks and preparations made on a database path before SQLite opens it.
///
/// SQLite would eventually fail on most of these, but with messages like "unable to open database
/// file" that name neither the cause nor the fix. Checking first also lets intake guarantee that
/// a file which is not a database is never written to, and that a new database is private.
enum DatabaseFile {
  /// The first 16 bytes of every SQLite 3 database file.
  private static let header = Array("SQLite format 3\0".utf8)

  /// Makes `path` ready for SQLite and reports whether intake created the file.
  ///
  /// Creates the missing folders (mode 0700) when `createDirectory` is true; otherwise a missing
  /// folder is an error. Refuses an existing file that is not SQLite or not writable, and a
  /// folder where the journal cannot be written. A missing file is created empty with mode 0600,
  /// which SQLite reads as an empty database and copies to its `-wal` and `-shm` files.
  ///
  /// - Parameters:
  ///   - path: The database file.
  ///   - createDirectory: Whether to create the folder (and its parents) when missing.
  /// - Returns: True when the file did not exist and was created empty.
  /// - Throws: `.missingFolder`, `.cannotCreateFolder`, `.notADatabase`, `.readOnly`,
  ///   `.diskFull`, `.cannotOpen`.
  static func prepare(_ path: String, createDirectory: Bool) throws(StoreError) -> Bool {
    let folder = StoreError.folder(of: path)
    if createDirectory {
      try makeFolders(folder)
    } else if kind(of: folder) != S_IFDIR {
      throw .missingFolder(path: path)
    }

    switch kind(of: path) {
    case nil:
      break
    case S_IFREG:
      guard hasSQLiteHeader(path) else { throw .notADatabase(path: path, nil) }
      guard access(path, R_OK | W_OK) == 0 else { throw .readOnly(path: path, nil) }
      guard access(folder, W_OK | X_OK) == 0 else { throw .readOnly(path: folder, nil) }
      return false
    default:
      throw .notADatabase(path: path, nil)
    }

    guard access(folder, W_OK | X_OK) == 0 else { throw .readOnly(path: folder, nil) }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor < 0 {
      let code = errno
      // Another intake created it between the check and here: use theirs.
      if code == EEXIST { return false }
      throw fileError(code, path: path)
    }
    close(descriptor)
    return true
  }

  /// Removes a file `prepare` created, if nothing was written to it.
  ///
  /// Called when opening fails after the file was made, so a failed first run leaves no trace.
  static func removeIfEmpty(_ path: String) {
    var info = stat()
    if stat(path, &info) == 0, info.st_size == 0 {
      unlink(path)
    }
  }

  /// `S_IFDIR`, `S_IFREG`… for what is at `path` (following links), nil when nothing is.
  private static func kind(of path: String) -> mode_t? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  /// Whether the file starts like a SQLite database; an empty file counts as a new database.
  private static func hasSQLiteHeader(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    // Unreadable: let SQLite report it, it will not write to a file it cannot read.
    guard descriptor >= 0 else { return true }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: header.count)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    return count == 0 || (count == header.count && bytes == header)
  }

  /// `mkdir -p` with mode 0700 for every folder it creates.
  private static func makeFolders(_ folder: String) throws(StoreError) {
    switch kind(of: folder) {
    case S_IFDIR:
      return
    case nil:
      let parent = StoreError.folder(of: folder)
      if parent != folder { try makeFolders(parent) }
      if mkdir(folder, 0o700) != 0, errno != EEXIST {
        throw .cannotCreateFolder(folder: folder, reason: String(cString: strerror(errno)))
      }
    default:
      throw .cannotCreateFolder(folder: folder, reason: "a file has that name")
    }
  }

  private static func fileError(_ code: Int32, path: String) -> StoreError {
    switch code {
    case EACCES, EPERM, EROFS:
      return .readOnly(path: StoreError.folder(of: path), nil)
    case ENOSPC, EDQUOT:
      return .diskFull(path: path, nil)
    case ENOENT, ENOTDIR:
      return .missingFolder(path: path)
    default:
      return .cannotOpen(path: path, reason: String(cString: strerror(code)))
    }
  }
}
